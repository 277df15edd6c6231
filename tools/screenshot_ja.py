"""Render the main screens in Japanese off-screen (dummy video driver) and save PNGs.

    PYTHONPATH=. python tools/screenshot_ja.py OUTDIR [WIDTHxHEIGHT ...]

Main menu, settings, Schieber setup, a Schieber table mid-trick (prompt, score panel and
a refused card's message), the deal summary and a Klaverjas table, for each size
(default 1280x720 and 1920x1080).
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
from game.settings import Settings
from game.ui.commands import Activate, Move
from game.ui.controller import Phase
from game.ui.screens.menu import MainMenu
from game.ui.screens.settings import SettingsScreen
from game.ui.screens.setup import SetupScreen
from game.ui.setup_model import TableSetup
from game.ui.table.screen import TableScreen
from tools.screenshot import run_until, save

NAMES = ("あなた", "Anna", "健太", "Clara")


def refuse_a_card(table: TableScreen) -> bool:
    """Try a card the rules refuse, so the table shows the refusal; False if none is."""
    c = table.controller
    legal = set(c.human_legal())
    for card in table.game.hand(c.display_view()):
        action = table.match.rules.decode(f"play:{card}")
        if action not in legal:
            return c.human_action(action, table.app.now()) is not None
    return False


def shoot(out: str, w: int, h: int) -> None:
    """Every Japanese screen at one window size."""
    app = App(
        Settings(language="ja", bot_delay=0.0, animation="fast", trick_pause=0.2), size=(w, h)
    )
    tag = f"{w}x{h}"
    app.stack.replace(MainMenu(app))
    save(app, f"{out}/ja-menu-{tag}.png")
    app.stack.push(SettingsScreen(app))
    save(app, f"{out}/ja-settings-{tag}.png")
    app.stack.replace(SetupScreen(app, REGISTRY["schieber"]))
    save(app, f"{out}/ja-setup-{tag}.png")

    seats = tuple(Seat("human" if i == 0 else "random", name) for i, name in enumerate(NAMES))
    table = TableScreen(app, TableSetup(REGISTRY["schieber"], seats, 4))  # you are forehand
    app.stack.replace(table)
    c = table.controller
    run_until(app, lambda: c.phase == Phase.AWAIT_HUMAN)
    save(app, f"{out}/ja-schieber-contract-{tag}.png")
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
    save(app, f"{out}/ja-schieber-midtrick-{tag}.png")
    for _ in range(40):  # find a trick where some card must not be played
        if c.phase == Phase.AWAIT_HUMAN and c.display_view().trick and refuse_a_card(table):
            break
        if c.phase == Phase.AWAIT_HUMAN:
            c.human_action(c.human_legal()[0], app.now())
        run_until(app, lambda: c.phase in (Phase.AWAIT_HUMAN, Phase.DEAL_SUMMARY), 400)
    save(app, f"{out}/ja-schieber-refusal-{tag}.png")
    for _ in range(3000):
        if c.phase == Phase.DEAL_SUMMARY:
            break
        if c.phase == Phase.AWAIT_HUMAN:
            c.human_action(c.human_legal()[0], app.now())
        app.step()
        app.clock.tick(200)
    save(app, f"{out}/ja-schieber-summary-{tag}.png")

    table = TableScreen(app, TableSetup(REGISTRY["klaverjas"], seats, 5))
    app.stack.replace(table)
    c = table.controller
    run_until(app, lambda: c.phase == Phase.AWAIT_HUMAN)
    for _ in range(400):
        view = c.display_view()
        if (
            c.phase == Phase.AWAIT_HUMAN
            and getattr(view, "trick", ())
            and len(getattr(view, "tricks", ())) >= 2
        ):
            break
        if c.phase == Phase.AWAIT_HUMAN:
            c.human_action(c.human_legal()[0], app.now())
        app.step()
        app.clock.tick(200)
    save(app, f"{out}/ja-klaverjas-{tag}.png")
    pygame.quit()


def main() -> None:
    """Shoot every size named on the command line."""
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for size in sys.argv[2:] or ["1280x720", "1920x1080"]:
        w, h = (int(v) for v in size.split("x"))
        shoot(out, w, h)


if __name__ == "__main__":
    main()
