"""The bot worker: off the render thread normally, inline (deterministic) in tests."""

from __future__ import annotations

import random
import time

from game.bots import RandomBot
from game.core.rules import Action
from game.ui.botworker import BotWorker
from game.ui.controller import BotRequest


class _SlowBot:
    name = "slow"

    def choose(self, view, legal, rng):  # type: ignore[no-untyped-def]
        """Think for a while, then take the last action."""
        time.sleep(0.2)
        return legal[-1]


def _request() -> BotRequest:
    return BotRequest(1, "x", None, (Action("a"), Action("b")), 3)


def test_threaded_worker_does_not_block_the_caller() -> None:
    """A slow bot: submit returns at once, poll is empty until the answer is ready."""
    worker = BotWorker({1: _SlowBot()}, {1: random.Random(1)})
    worker.submit(_request())
    assert worker.poll() is None, "the answer cannot be there yet"
    answer = None
    for _ in range(200):
        answer = worker.poll()
        if answer is not None:
            break
        time.sleep(0.01)
    assert answer is not None and answer[1] == Action("b") and answer[0].turn == 3
    worker.close()


def test_inline_worker_answers_immediately() -> None:
    """Inline mode: the answer is ready as soon as it is submitted."""
    worker = BotWorker({1: RandomBot()}, {1: random.Random(1)}, inline=True)
    worker.submit(_request())
    answer = worker.poll()
    assert answer is not None and answer[1] in (Action("a"), Action("b"))
    assert worker.poll() is None
