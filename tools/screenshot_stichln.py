"""Render the Stichln table off-screen (dummy video driver) and save PNGs to look at.

    python tools/screenshot_stichln.py OUTDIR [WIDTHxHEIGHT] [LANGUAGE]

At 4, 6 and 8 seats: the face-down minus cards, the middle of a trick with the minus
colours turned up, the round summary; and a hot-seat hand-over.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from typing import Any

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
from game.ui.setup_model import TableSetup
from game.ui.table.screen import TableScreen

NAMES = ("You", "Anna", "Ben", "Clara", "David", "Eva", "Felix", "Greta")


def save(app: App, path: str) -> None:
    """Draw the stack once and save the window surface."""
    app.screen.fill((0, 0, 0))
    app.stack.draw(app.screen)
    pygame.image.save(app.screen, path)
    print(path)


def open_table(
    app: App, players: tuple[str, ...], seed: int, options: dict[str, Any] | None = None
) -> TableScreen:
    """A Stichln table with these seats on the stack."""
    seats = tuple(Seat(p, NAMES[i]) for i, p in enumerate(players))
    table = TableScreen(app, TableSetup(REGISTRY["stichln"], seats, seed, options or {}))
    app.stack.replace(table)
    return table


def play_until(app: App, table: TableScreen, done: Callable[[], bool], limit: int = 20000) -> bool:
    """Step frames, answering human turns with the last legal card, until `done()`."""
    c = table.controller
    for _ in range(limit):
        if done():
            return True
        if c.phase == Phase.AWAIT_HUMAN:
            c.human_action(c.human_legal()[-1], app.now())
        elif c.phase in (Phase.DEAL_SUMMARY, Phase.HANDOVER):
            table.handle(Activate())
        app.step()
        app.clock.tick(400)
    return done()


def shots(app: App, out: str, tag: str, seats: int) -> None:
    """Declaration, mid-trick and summary at one seat count."""
    app.settings = app.settings.model_copy(
        update={"bot_delay": 0.0, "animation": "off", "trick_pause": 0.0}
    )
    table = open_table(app, ("human",) + ("random",) * (seats - 1), 10 + seats)
    c = table.controller
    play_until(app, table, lambda: c.phase == Phase.AWAIT_HUMAN)
    table.handle(Move(1, 0))
    save(app, f"{out}/st{seats}-declare-{tag}.png")
    play_until(
        app,
        table,
        lambda: (
            c.phase == Phase.AWAIT_HUMAN
            and len(c.display_view().tricks) >= 6
            and len(c.display_view().trick) >= 2
        ),
    )
    table.handle(Move(1, 0))
    table.handle(Move(1, 0))
    save(app, f"{out}/st{seats}-midtrick-{tag}.png")
    play_until(app, table, lambda: c.phase == Phase.DEAL_SUMMARY)
    save(app, f"{out}/st{seats}-summary-{tag}.png")
    table.close()


def shots_end(app: App, out: str, tag: str) -> None:
    """Hot-seat hand-over and the match-over screen of a two-round game."""
    table = open_table(app, ("human", "human", "random", "random", "random"), 3, {"rounds": 2})
    c = table.controller
    play_until(app, table, lambda: c.phase == Phase.HANDOVER, limit=50)
    save(app, f"{out}/st-handover-{tag}.png")
    play_until(app, table, lambda: c.phase == Phase.MATCH_OVER)
    save(app, f"{out}/st-matchover-{tag}.png")
    table.close()


def main() -> None:
    """Every Stichln screenshot at one window size."""
    out = sys.argv[1]
    w, h = (int(v) for v in (sys.argv[2] if len(sys.argv) > 2 else "1280x720").split("x"))
    language = sys.argv[3] if len(sys.argv) > 3 else "en"
    os.makedirs(out, exist_ok=True)
    app = App(Settings(language=language), size=(w, h))
    tag = f"{w}x{h}-{language}"
    for seats in (4, 6, 8, 3):
        shots(app, out, tag, seats)
    shots_end(app, out, tag)
    pygame.quit()


if __name__ == "__main__":
    main()
