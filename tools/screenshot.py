"""Render screens of the app off-screen (dummy video driver) and save PNGs to look at.

    python tools/screenshot.py OUTDIR [WIDTHxHEIGHT]

Drives a table with commands (no real window needed); the Xvfb check with xdotool is the
real-window counterpart (see README).
"""

from __future__ import annotations

import os
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
# A throw-away user folder: opening a table writes the autosave, never the player's own.
os.environ.setdefault("STICH_HOME", tempfile.mkdtemp(prefix="stich-tool-"))
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.app import App
from game.core.table import Seat
from game.games import REGISTRY
from game.ui.commands import Activate, Move
from game.ui.controller import Phase
from game.ui.screens.game_select import GameSelect
from game.ui.screens.menu import MainMenu
from game.ui.screens.setup import SetupScreen
from game.ui.setup_model import TableSetup
from game.ui.table.screen import TableScreen


def save(app: App, path: str) -> None:
    """Draw the stack once and save the window surface."""
    app.screen.fill((0, 0, 0))
    app.stack.draw(app.screen)
    pygame.image.save(app.screen, path)


def run_until(app: App, done, limit: int = 4000) -> None:  # type: ignore[no-untyped-def]
    """Step frames until `done(table)` holds."""
    for _ in range(limit):
        app.step()
        app.clock.tick(200)  # let real time pass: animations and bot delays run on the clock
        if done():
            return


def main() -> None:
    """Menu, game select, setup, table mid-trick, hand-over, deal summary."""
    out = sys.argv[1]
    w, h = (int(v) for v in (sys.argv[2] if len(sys.argv) > 2 else "1280x720").split("x"))
    os.makedirs(out, exist_ok=True)
    app = App(size=(w, h))
    app.settings = app.settings.model_copy(
        update={"bot_delay": 0.0, "animation": "fast", "trick_pause": 0.2}
    )
    tag = f"{w}x{h}"
    app.stack.replace(MainMenu(app))
    save(app, f"{out}/menu-{tag}.png")
    app.stack.push(GameSelect(app))
    save(app, f"{out}/select-{tag}.png")
    app.stack.push(SetupScreen(app, REGISTRY["schieber"]))
    save(app, f"{out}/setup-{tag}.png")
    game = REGISTRY["schieber"]
    seats = (
        Seat("human", "You"),
        Seat("random", "Anna"),
        Seat("random", "Ben"),
        Seat("random", "Clara"),
    )
    table = TableScreen(app, TableSetup(game, seats, 4))  # seed 4: you are forehand
    app.stack.replace(table)
    c = table.controller
    run_until(app, lambda: c.phase == Phase.AWAIT_HUMAN)
    save(app, f"{out}/table-contract-{tag}.png")
    table.handle(Activate())  # selects the first contract button
    table.handle(Activate())  # and confirms it
    run_until(
        app,
        lambda: (
            c.phase == Phase.AWAIT_HUMAN
            and len(c.display_view().tricks) >= 2
            and c.display_view().trick
        ),
    )
    table.handle(Move(1, 0))
    save(app, f"{out}/table-midtrick-{tag}.png")
    # Play on until the deal summary, always choosing the first legal card.
    for _ in range(3000):
        if c.phase == Phase.DEAL_SUMMARY:
            break
        if c.phase == Phase.AWAIT_HUMAN:
            c.human_action(c.human_legal()[0], app.now())
        app.step()
        app.clock.tick(200)
    save(app, f"{out}/summary-{tag}.png")
    hot = (
        Seat("human", "Anna"),
        Seat("human", "Ben"),
        Seat("random", "Clara"),
        Seat("random", "David"),
    )
    table = TableScreen(app, TableSetup(game, hot, 3))
    app.stack.replace(table)
    run_until(app, lambda: table.controller.phase == Phase.HANDOVER)
    save(app, f"{out}/handover-{tag}.png")
    pygame.quit()


if __name__ == "__main__":
    main()
