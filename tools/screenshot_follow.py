"""Render what a player uses to follow a match, for every game, as PNGs to look at.

    python tools/screenshot_follow.py OUTDIR [WIDTHxHEIGHT] [en|ja] [GAME ...]

Per game: the table mid-trick (lead mark, names on trick cards), the trick end (winner
marked, "X takes it" in the notice strip), the move log open, the score sheet and the
last trick. Runs off-screen with a stepping clock under a throw-away STICH_HOME.
"""

from __future__ import annotations

import os
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("STICH_HOME", tempfile.mkdtemp(prefix="stich-tool-"))
os.environ.setdefault("STICH_INLINE_BOTS", "1")

from collections.abc import Callable

import pygame

from game.app import App
from game.core.table import Seat
from game.games import REGISTRY
from game.i18n import set_language
from game.ui.commands import Key
from game.ui.controller import Phase
from game.ui.setup_model import TableSetup, default_names
from game.ui.table.screen import TableScreen

SEATS = {"schieber": 4, "klaverjas": 4, "was_sticht": 4, "stichln": 6, "skitgubbe": 5}


def save(app: App, path: str) -> None:
    """Draw the stack once and save the window surface."""
    app.screen.fill((0, 0, 0))
    app.stack.draw(app.screen)
    pygame.image.save(app.screen, path)


def play_until(app: App, table: TableScreen, done: Callable[[], bool], limit: int = 6000) -> bool:
    """Step frames (the human plays its first legal action) until `done()`."""
    c = table.controller
    for _ in range(limit):
        if done():
            return True
        if c.phase == Phase.AWAIT_HUMAN:
            c.human_action(c.human_legal()[-1], app.now())
        elif c.phase == Phase.DEAL_SUMMARY:
            c.confirm_summary(app.now())
        app.step()
    return done()


def shoot(app: App, game_id: str, out: str, tag: str) -> None:
    """The five pictures of one game."""
    count = SEATS[game_id]
    players = ("human", *("strong",) * (count - 1))
    names = default_names(players)
    setup = TableSetup(
        REGISTRY[game_id], tuple(Seat(p, names[i]) for i, p in enumerate(players)), 11
    )
    table = TableScreen(app, setup)
    app.stack.replace(table)
    c = table.controller

    def trick_cards() -> int:
        # Games that paint their plays themselves (Skitgubbe) leave the shared slots empty.
        view = c.display_view()
        return len(table.game.trick(view)) or len(getattr(view, "trick", ()))

    if play_until(app, table, lambda: trick_cards() >= 2 and c.phase != Phase.ANIMATING):
        save(app, f"{out}/{game_id}-midtrick-{tag}.png")
    if play_until(
        app,
        table,
        lambda: bool(table.animator.frame(app.now()) and table.animator.frame(app.now()).marks),
    ):
        save(app, f"{out}/{game_id}-trickend-{tag}.png")
    play_until(app, table, lambda: table.log.trick >= 4)
    app.dispatch(Key("m"))
    app.step()
    save(app, f"{out}/{game_id}-log-{tag}.png")
    app.dispatch(Key("m"))
    play_until(app, table, lambda: len(c.state.history) >= 1)
    app.dispatch(Key("s"))
    app.step()
    save(app, f"{out}/{game_id}-sheet-{tag}.png")
    app.dispatch(Key("s"))
    app.dispatch(Key("l"))
    app.step()
    save(app, f"{out}/{game_id}-last-{tag}.png")
    table.close()


def main() -> None:
    """Every game (or the ones named) at one size and language."""
    out = sys.argv[1]
    size = sys.argv[2] if len(sys.argv) > 2 else "1280x720"
    lang = sys.argv[3] if len(sys.argv) > 3 else "en"
    games = sys.argv[4:] or list(SEATS)
    w, h = (int(v) for v in size.split("x"))
    os.makedirs(out, exist_ok=True)
    app = App(size=(w, h))
    set_language(lang)
    app.settings = app.settings.model_copy(
        update={"bot_delay": 0.1, "animation": "fast", "trick_pause": 1.5}
    )
    app.now = lambda: app.frames * 0.05  # type: ignore[method-assign]
    for game_id in games:
        shoot(app, game_id, out, f"{lang}-{size}")
    pygame.quit()


if __name__ == "__main__":
    main()
