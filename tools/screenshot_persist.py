"""Render the settings, save, load and statistics screens off-screen as PNGs to look at.

    python tools/screenshot_persist.py OUTDIR [WIDTHxHEIGHT]

Runs under a throw-away STICH_HOME, so the player's own files are never touched.
"""

from __future__ import annotations

import os
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["STICH_HOME"] = tempfile.mkdtemp(prefix="stich-shots-")

import pygame

from game.app import App
from game.core.table import Seat
from game.games import REGISTRY
from game.saves import make_save, write_named
from game.settings import Settings
from game.stats import PlayerStats, Statistics, save_stats
from game.ui.commands import Move
from game.ui.screens.confirm import ConfirmScreen
from game.ui.screens.menu import MainMenu
from game.ui.screens.pause import PauseScreen
from game.ui.screens.saves import LoadScreen, SaveScreen
from game.ui.screens.settings import SettingsScreen
from game.ui.screens.stats import StatsScreen
from game.ui.setup_model import TableSetup
from game.ui.table.screen import TableScreen


def save(app: App, path: str) -> None:
    """Draw the stack and the notices once and save the window surface."""
    app.screen.fill((0, 0, 0))
    app.stack.draw(app.screen)
    app._draw_notices(app.screen)
    pygame.image.save(app.screen, path)


def main() -> None:
    """Menu with Continue, settings, save dialog, load list, delete question, statistics."""
    out = sys.argv[1]
    w, h = (int(v) for v in (sys.argv[2] if len(sys.argv) > 2 else "1280x720").split("x"))
    os.makedirs(out, exist_ok=True)
    tag = f"{w}x{h}"
    app = App(settings=Settings(bot_delay=0.0, animation="off"), size=(w, h))
    names = ("Anna", "Ben", "Clara", "David")
    for game_id, seed, count in (("schieber", 4, 4), ("klaverjas", 9, 4), ("stichln", 2, 5)):
        game = REGISTRY[game_id]
        seats = tuple(
            Seat("human" if i == 0 else "random", (*names, "Eva")[i]) for i in range(count)
        )
        setup = TableSetup(game, seats, seed)
        table = TableScreen(app, setup)
        write_named(
            make_save(setup, table.match, table.controller.state, f"{game.name} with friends")
        )
        table.close()
    stats = Statistics()
    for i, name in enumerate(("Anna", "Ben", "Grossmutter Hildegard von Bingen", "Zoë")):
        stats.games.setdefault("schieber", {})[name] = PlayerStats(
            matches=12 - i * 3, won=7 - i * 2, deals=150 - i * 30, points=20450 - i * 4100
        )
    stats.games["stichln"] = {"Anna": PlayerStats(matches=3, won=1, deals=24, points=-37)}
    save_stats(stats)
    app.stack.replace(MainMenu(app))
    save(app, f"{out}/menu-continue-{tag}.png")
    app.stack.push(SettingsScreen(app))
    save(app, f"{out}/settings-{tag}.png")
    app.stack.replace(LoadScreen(app))
    save(app, f"{out}/load-{tag}.png")
    load = app.stack.top
    assert isinstance(load, LoadScreen)
    app.stack.push(
        ConfirmScreen(app, "Delete the saved game \u201cStichln with friends\u201d?", lambda: None)
    )
    save(app, f"{out}/load-delete-{tag}.png")
    app.stack.replace(StatsScreen(app))
    save(app, f"{out}/stats-{tag}.png")
    app.stack.top.handle(Move(1, 0))  # Schieber Jass: four players, one long name
    save(app, f"{out}/stats-schieber-{tag}.png")
    game = REGISTRY["schieber"]
    table = TableScreen(app, TableSetup(game, tuple(Seat("random", n) for n in names), 4))
    app.stack.replace(table)
    for _ in range(5):
        app.step()
    app.stack.push(PauseScreen(app, table))
    save(app, f"{out}/pause-{tag}.png")
    app.stack.push(SaveScreen(app, table))
    save(app, f"{out}/save-{tag}.png")
    app.stack.top.save()  # type: ignore[union-attr]
    save(app, f"{out}/saved-notice-{tag}.png")
    table.close()
    pygame.quit()


if __name__ == "__main__":
    main()
