"""The searches (a bot's decision, a hint) run in a process of their own.

A search is pure Python and CPU-bound: on a thread it would share the interpreter lock
with the frames, and a frame would wait on it. In its own process (spawned once, on first
use, and kept for the whole session) it runs on another core and a frame never waits.
What is sent is a bot (its settings only: bots keep no state between decisions), the
seat's view, the legal actions and the seeded RNG, so the process decides exactly what
the same bot would decide here. If the process cannot be used (it died, or this system
cannot spawn one), the search runs on a thread instead and the game goes on.
"""

from __future__ import annotations

import logging
import multiprocessing
import random
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from game.advice import Advice, advise
from game.bots import Bot, decision_rng
from game.core.rules import Action

log = logging.getLogger(__name__)
T = TypeVar("T")

_process: ProcessPoolExecutor | None = None
_thread: ThreadPoolExecutor | None = None


def _thread_pool() -> ThreadPoolExecutor:
    global _thread
    if _thread is None:
        _thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="search")
    return _thread


def _pool() -> Executor:
    """The search process (started on first use), or the fallback thread."""
    global _process
    if _process is None:
        try:
            _process = ProcessPoolExecutor(
                max_workers=1, mp_context=multiprocessing.get_context("spawn")
            )
        except (OSError, ValueError, NotImplementedError) as error:
            log.warning("no search process (%s): searches run on a thread", error)
            return _thread_pool()
    return _process


def submit(job: Callable[..., T], *args: object) -> Future[T]:
    """Run `job(*args)` in the search process; a broken process gives way to a thread."""
    global _process
    try:
        return _pool().submit(job, *args)
    except (BrokenProcessPool, RuntimeError, OSError) as error:
        log.warning("the search process failed (%s): searches run on a thread", error)
        _process = None
        return _thread_pool().submit(job, *args)


def warm() -> None:
    """Start the process now (a table opens), so the first decision does not wait for it."""
    submit(int)


def shutdown() -> None:
    """Stop the process and the thread at the end of the session (searches abandoned)."""
    global _process, _thread
    for pool in (_process, _thread):
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)
    _process = _thread = None


def decide(bot: Bot, view: object, legal: Sequence[Action], rng: random.Random) -> Action:
    """A bot's decision (run in the search process)."""
    return bot.choose(view, legal, rng)


def advise_seeded(
    bots: Mapping[str, Callable[[], Any]],
    view: object,
    legal: Sequence[Action],
    seed: int,
    seat: int,
    ply: int,
) -> Advice | None:
    """The hint for a seat (run in the search process): the first question gets the RNG
    a bot in this seat would get at this ply, so the hint is the move a strong bot here
    would make; the runner-up its own."""

    def rng_for(attempt: int) -> random.Random:
        return decision_rng(seed, seat, ply if attempt == 0 else -1 - ply)

    return advise(bots, view, legal, rng_for)
