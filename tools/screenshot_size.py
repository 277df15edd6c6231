"""Save every table and screen at a text size and theme, to look at as a player would.

    python tools/screenshot_size.py OUTDIR [WIDTHxHEIGHT] [--text 200] [--theme high_contrast]

Each game at its most crowded seat count: the table at the human's turn with cards in
the trick, the move log and the score sheet open, and the deal summary; then the menu,
game select, setup, settings, statistics, saves, rules and pause screens. Defaults: the
smallest usual window (1280x720), 200% text, the standard theme.
"""

from __future__ import annotations

import os
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("STICH_HOME", tempfile.mkdtemp(prefix="stich-tool-"))
os.environ.setdefault("STICH_INLINE_BOTS", "1")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pygame

from game.app import App
from game.core.table import Seat
from game.games import REGISTRY
from game.ui import readability
from game.ui.commands import Key
from game.ui.controller import Phase
from game.ui.scenes import Scene
from game.ui.screens.game_select import GameSelect
from game.ui.screens.menu import MainMenu
from game.ui.screens.pause import PauseScreen
from game.ui.screens.rules_help import RulesScreen
from game.ui.screens.saves import LoadScreen
from game.ui.screens.settings import SettingsScreen
from game.ui.screens.setup import SetupScreen
from game.ui.screens.stats import StatsScreen
from game.ui.setup_model import TableSetup, default_names
from game.ui.table.screen import TableScreen

# The most crowded table of each game.
CROWDED = {"was_sticht": 4, "klaverjas": 4, "stichln": 8, "schieber": 4, "skitgubbe": 6}


def _option(argv: list[str], name: str, default: str) -> str:
    return argv[argv.index(name) + 1] if name in argv else default


def save(app: App, path: str) -> None:
    """Draw the stack once and save the window surface."""
    app.screen.fill((0, 0, 0))
    app.stack.draw(app.screen)
    pygame.image.save(app.screen, path)


def table_shots(app: App, out: str, game: str, tag: str) -> int:
    """The table mid-trick at the human's turn, its move log and score sheet, the deal
    summary and its review. Returns how many images were saved."""
    players = ("human",) + ("random",) * (CROWDED[game] - 1)
    seats = tuple(Seat(p, n) for p, n in zip(players, default_names(players), strict=True))
    table = TableScreen(app, TableSetup(REGISTRY[game], seats, 5))
    app.stack.replace(table)
    c = table.controller
    saved = 0
    for _ in range(6000):
        if c.phase == Phase.AWAIT_HUMAN:
            view = c.display_view()
            if getattr(view, "trick", None) and saved == 0:
                save(app, f"{out}/{game}-table-{tag}.png")
                for key, name in (("m", "log"), ("s", "scores")):
                    table.handle(Key(key))
                    save(app, f"{out}/{game}-{name}-{tag}.png")
                    table.handle(Key(key))
                saved = 3
            c.human_action(c.human_legal()[0], app.now())
        elif c.phase == Phase.DEAL_SUMMARY:
            save(app, f"{out}/{game}-summary-{tag}.png")
            saved += 1
            if table.open_review():  # the deal's review, over the table
                save(app, f"{out}/{game}-review-{tag}.png")
                saved += 1
            break
        app.step()
    table.close()
    return saved


def screen_shots(app: App, out: str, tag: str) -> int:
    """The screens besides the table. Returns how many images were saved."""
    scenes: list[tuple[str, Scene]] = [
        ("menu", MainMenu(app)),
        ("select", GameSelect(app)),
        ("setup", SetupScreen(app, REGISTRY["schieber"])),
        ("settings", SettingsScreen(app)),
        ("stats", StatsScreen(app)),
        ("load", LoadScreen(app)),
    ]
    for name, scene in scenes:
        app.stack.replace(scene)
        save(app, f"{out}/{name}-{tag}.png")
    players = ("human", "random", "random", "random")
    seats = tuple(Seat(p, n) for p, n in zip(players, default_names(players), strict=True))
    table = TableScreen(app, TableSetup(REGISTRY["schieber"], seats, 1))
    app.stack.replace(table)
    app.stack.push(RulesScreen(app, table.setup, table.face_style))
    save(app, f"{out}/rules-{tag}.png")
    app.stack.replace(table)
    app.stack.push(PauseScreen(app, table))
    save(app, f"{out}/pause-{tag}.png")
    table.close()
    return len(scenes) + 2


def main(argv: list[str] | None = None) -> int:
    """Save the images; prints how many."""
    argv = sys.argv[1:] if argv is None else argv
    args = [a for a in argv if not a.startswith("--")]
    text, theme = int(_option(argv, "--text", "200")), _option(argv, "--theme", "standard")
    args = [a for a in args if a not in (str(text), theme)]
    out = args[0]
    w, h = (int(v) for v in (args[1] if len(args) > 1 else "1280x720").split("x"))
    os.makedirs(out, exist_ok=True)
    app = App(size=(w, h))
    app.settings = app.settings.model_copy(
        update={"bot_delay": 0.0, "animation": "off", "trick_pause": 0.0}
    )
    app.now = lambda: app.frames * 0.1  # type: ignore[method-assign]
    readability.apply(text, theme)
    tag = f"{w}x{h}-{text}-{theme}"
    count = sum(table_shots(app, out, game, tag) for game in CROWDED)
    count += screen_shots(app, out, tag)
    print(f"{count} images in {out}")
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
