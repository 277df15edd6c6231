"""Runs bot decisions off the render thread, so frames never stall while a bot thinks:
in the search process (game.ui.search_process), on a thread, or inline in tests."""

from __future__ import annotations

import random
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from game.core.rules import Action
from game.ui import search_process
from game.ui.controller import BotRequest


class BotWorker:
    """One background thread; the table polls the future each frame."""

    def __init__(
        self,
        bots: dict[int, Any],
        rngs: dict[int, random.Random],
        inline: bool = False,
        process: bool = False,
    ) -> None:
        self.bots = bots
        self.rngs = rngs
        # Inline: decide at once on the calling thread. Tests use it so that what a table
        # does in N frames does not depend on how the OS schedules the worker thread.
        self.inline = inline
        # Process: the decision is made in the search process, so a frame never waits on
        # the interpreter lock while a strong bot searches (the table uses it).
        self.process = process
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        self.pending: tuple[BotRequest, Future[Action]] | None = None

    def submit(self, request: BotRequest) -> None:
        """Start thinking about a request."""
        bot = self.bots[request.seat]
        if self.inline:
            future: Future[Action] = Future()
            future.set_result(bot.choose(request.view, request.legal, self.rngs[request.seat]))
        elif self.process:
            future = search_process.submit(
                search_process.decide, bot, request.view, request.legal, self.rngs[request.seat]
            )
        else:
            future = self._pool.submit(
                bot.choose, request.view, request.legal, self.rngs[request.seat]
            )
        self.pending = (request, future)

    def poll(self) -> tuple[BotRequest, Action] | None:
        """The finished decision, once (None while thinking or idle)."""
        if self.pending is None or not self.pending[1].done():
            return None
        request, future = self.pending
        self.pending = None
        return request, future.result()

    def close(self) -> None:
        """Stop the thread (an unfinished decision is abandoned)."""
        self._pool.shutdown(wait=False, cancel_futures=True)
