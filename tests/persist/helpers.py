"""Shared pieces of the persistence tests: an app on a virtual clock, a table driver."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame

from game.app import App
from game.core.table import Seat
from game.games import REGISTRY
from game.settings import Settings
from game.ui import readability
from game.ui.commands import Activate
from game.ui.controller import Phase
from game.ui.setup_model import TableSetup
from game.ui.table.screen import TableScreen

FAST = Settings(bot_delay=0.0, animation="off", trick_pause=0.0)


class Clock:
    """Virtual seconds: every reading moves on a little, so delays pass without waiting."""

    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        self.t += 0.05
        return self.t


def make_app(size: tuple[int, int] = (1280, 720), settings: Settings | None = FAST) -> App:
    """An app with a dummy window whose clock runs on virtual time."""
    app = App(settings=settings, size=size)
    app.now = Clock()  # type: ignore[method-assign]
    return app


def close_app(app: App) -> None:
    """Stop the bot threads and pygame."""
    for scene in app.stack.scenes:
        close = getattr(scene, "close", None)
        if callable(close):
            close()
    readability.apply(100, "standard")  # a test's text size or theme ends with it
    pygame.quit()


def schieber_setup(players: tuple[str, ...], seed: int = 5, **options: object) -> TableSetup:
    """A Schieber table with these seat kinds, named P0..P3."""
    seats = tuple(Seat(p, f"P{i}") for i, p in enumerate(players))
    return TableSetup(REGISTRY["schieber"], seats, seed, dict(options))


def drive(
    app: App,
    table: TableScreen,
    until: Callable[[], bool],
    limit: int = 20000,
    rng: random.Random | None = None,
) -> None:
    """Step frames until `until()`; summaries and hand-overs are confirmed, humans play
    random legal actions."""
    rng = rng or random.Random(0)
    for _ in range(limit):
        if until():
            return
        c = table.controller
        if c.phase in (Phase.DEAL_SUMMARY, Phase.HANDOVER):
            table.handle(Activate())
        elif c.phase == Phase.AWAIT_HUMAN:
            legal = c.human_legal()
            c.human_action(legal[rng.randrange(len(legal))], app.now())
        app.step()
    raise AssertionError("the condition was not reached")
