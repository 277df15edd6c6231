"""Render the Was Sticht table off-screen at its main moments and save PNGs to look at.

    python tools/screenshot_was_sticht.py OUTDIR [WIDTHxHEIGHT] [en|ja]

Seed 2 makes you (seat 0) the first dealer, so round 1 shows your secret trumps during
the card draft; round 2 shows the secret task choice. Humans pick the first legal action.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
# A throw-away user folder: opening a table writes the autosave, never the player's own.
os.environ.setdefault("STICH_HOME", tempfile.mkdtemp(prefix="stich-tool-"))
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# Bots decide on this thread: how many frames a moment takes does not depend on how the
# OS schedules a worker thread.
os.environ.setdefault("STICH_INLINE_BOTS", "1")

import pygame

from game.app import App
from game.core.table import Seat
from game.games import REGISTRY
from game.settings import Settings
from game.ui.commands import Move
from game.ui.controller import Phase
from game.ui.setup_model import TableSetup
from game.ui.table.screen import TableScreen


def save(app: App, path: str) -> None:
    """Draw the stack once and save the window surface."""
    app.screen.fill((0, 0, 0))
    app.stack.draw(app.screen)
    pygame.image.save(app.screen, path)
    print("saved", path)


class StepClock:
    """A clock that moves on a fixed step per frame, so banners and delays pass quickly."""

    def __init__(self) -> None:
        self.time = 0.0

    def __call__(self) -> float:
        """The current time in seconds."""
        return self.time


def play_until(app: App, table: TableScreen, done: Callable[[], bool], limit: int = 60000) -> None:
    """Step frames (humans take their first legal action) until `done()` holds."""
    c = table.controller
    clock = app.now
    for _ in range(limit):
        if isinstance(clock, StepClock):
            clock.time += 0.1
        if done():
            return
        if c.phase == Phase.AWAIT_HUMAN:
            c.human_action(c.human_legal()[0], app.now())
        elif c.phase == Phase.DEAL_SUMMARY:
            c.confirm_summary(app.now())
        elif c.phase == Phase.HANDOVER:
            c.confirm_handover(app.now())
        app.step()
    raise RuntimeError("the wanted moment never came")


def human_turn(
    table: TableScreen, phase: str, extra: Callable[..., bool] = lambda v: True
) -> Callable[[], bool]:
    """A condition: the human is to act in a rules phase and `extra(view)` holds."""
    c = table.controller

    def check() -> bool:
        if c.phase != Phase.AWAIT_HUMAN:
            return False
        view = c.display_view()
        return view.phase == phase and extra(view)

    return check


def main() -> None:
    """Chip draft, card draft (dealer's secret trumps), task choice, play, summary, end."""
    out = sys.argv[1]
    w, h = (int(v) for v in (sys.argv[2] if len(sys.argv) > 2 else "1280x720").split("x"))
    os.makedirs(out, exist_ok=True)
    lang = sys.argv[3] if len(sys.argv) > 3 else "en"
    tag = f"{w}x{h}-{lang}"
    app = App(Settings(language=lang, bot_delay=0.0, animation="off", trick_pause=0.0), size=(w, h))
    app.now = StepClock()  # type: ignore[method-assign]
    game = REGISTRY["was_sticht"]
    seats = (
        Seat("human", "You"),
        Seat("random", "Anna"),
        Seat("random", "Ben"),
        Seat("random", "Clara"),
    )
    table = TableScreen(app, TableSetup(game, seats, 2))
    app.stack.replace(table)
    play_until(app, table, human_turn(table, "chips", lambda v: len(v.chip_pool) <= 16))
    table.handle(Move(1, 0))
    save(app, f"{out}/ws-chips-{tag}.png")
    play_until(
        app,
        table,
        human_turn(
            table,
            "draft",
            lambda v: v.column >= 3 and any(col == v.column for col, _, _ in v.draft_log),
        ),
    )
    table.handle(Move(1, 0))
    save(app, f"{out}/ws-draft-{tag}.png")
    play_until(
        app, table, human_turn(table, "play", lambda v: len(v.tricks) >= 4 and bool(v.trick))
    )
    save(app, f"{out}/ws-play-{tag}.png")
    play_until(app, table, lambda: table.controller.phase == Phase.DEAL_SUMMARY)
    save(app, f"{out}/ws-summary-{tag}.png")
    play_until(app, table, human_turn(table, "task"))
    save(app, f"{out}/ws-task-{tag}.png")
    play_until(app, table, lambda: table.controller.phase == Phase.MATCH_OVER)
    save(app, f"{out}/ws-over-{tag}.png")
    # Three players in hot-seat: the hand-over screen and a 3-seat table.
    hot = (Seat("human", "Anna"), Seat("human", "Ben"), Seat("random", "Clara"))
    table = TableScreen(app, TableSetup(game, hot, 3))
    app.stack.replace(table)
    play_until(
        app,
        table,
        lambda: (
            table.controller.phase == Phase.HANDOVER
            and table.controller.display_view().phase == "draft"
        ),
    )
    save(app, f"{out}/ws-handover-{tag}.png")
    # The hand-over ignores input for its guard time; play_until confirms after it.
    play_until(app, table, lambda: table.controller.phase != Phase.HANDOVER)
    app.step()
    save(app, f"{out}/ws-3p-draft-{tag}.png")
    play_until(app, table, human_turn(table, "draft", lambda v: v.column >= 6))
    save(app, f"{out}/ws-3p-late-draft-{tag}.png")
    play_until(app, table, human_turn(table, "play", lambda v: len(v.tricks) >= 3))
    save(app, f"{out}/ws-3p-play-{tag}.png")
    table.close()
    pygame.quit()


if __name__ == "__main__":
    main()
