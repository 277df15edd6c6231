"""Render every game's rules screen (each tab, top and scrolled to the end) and the
"how to play" overlay off-screen as PNGs to look at.

    PYTHONPATH=. python tools/screenshot_help.py OUTDIR [WIDTHxHEIGHT] [GAME ...]
"""

from __future__ import annotations

import os
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
# A throw-away user folder: opening a table writes the autosave, never the player's own.
os.environ.setdefault("STICH_HOME", tempfile.mkdtemp(prefix="stich-tool-"))
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("STICH_INLINE_BOTS", "1")

import pygame

from game.app import App
from game.games import REGISTRY
from game.ui.commands import Key
from game.ui.controller import Phase
from game.ui.screens.howto import HowToOverlay
from game.ui.screens.rules_help import RulesScreen
from game.ui.setup_model import TableSetup, default_seats
from game.ui.table.screen import TableScreen


def save(app: App, path: str) -> None:
    """Draw the stack once and save the window surface."""
    app.screen.fill((0, 0, 0))
    app.stack.draw(app.screen)
    pygame.image.save(app.screen, path)


def main() -> None:
    """Per game: a table at its first human decision, its rules pages and the overlay."""
    out = sys.argv[1]
    w, h = (int(v) for v in (sys.argv[2] if len(sys.argv) > 2 else "1280x720").split("x"))
    games = sys.argv[3:] or list(REGISTRY)
    os.makedirs(out, exist_ok=True)
    app = App(size=(w, h))
    app.settings = app.settings.model_copy(
        update={"bot_delay": 0.0, "animation": "off", "trick_pause": 0.0}
    )
    tag = f"{w}x{h}"
    for game_id in games:
        game = REGISTRY[game_id]
        table = TableScreen(app, TableSetup(game, default_seats(game), 5))
        app.stack.replace(table)
        for _ in range(400):
            if table.controller.phase == Phase.AWAIT_HUMAN:
                break
            app.step()
        app.stack.push(HowToOverlay(app, table))
        save(app, f"{out}/{game_id}-howto-{tag}.png")
        app.stack.pop()
        rules = RulesScreen(app, table.setup, table.face_style)
        app.stack.push(rules)
        for page in range(len(rules.document.pages)):
            rules.select(page)
            save(app, f"{out}/{game_id}-rules{page + 1}-{tag}.png")
            if rules.max_scroll():
                rules.handle(Key("end"))
                save(app, f"{out}/{game_id}-rules{page + 1}-end-{tag}.png")
        app.stack.pop()
        table.close()
    pygame.quit()


if __name__ == "__main__":
    main()
