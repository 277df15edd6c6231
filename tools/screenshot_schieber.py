"""Render the Schieber table off-screen (dummy video driver) and save PNGs to look at.

    python tools/screenshot_schieber.py OUTDIR [WIDTHxHEIGHT] [en|ja]

The contract choice, trick 2 with the counting Weis shown beside its owners, a later
trick with the compact Weis reminder and the live deal points, and a deal summary.
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
from game.ui.commands import Activate
from game.ui.controller import Phase
from game.ui.setup_model import TableSetup
from game.ui.table.screen import TableScreen

NAMES = ("You", "Anna", "Ben", "Clara")


def save(app: App, path: str) -> None:
    """Draw the stack once and save the window surface."""
    app.screen.fill((0, 0, 0))
    app.stack.draw(app.screen)
    pygame.image.save(app.screen, path)
    print(path)


def open_table(app: App, seed: int, options: dict[str, Any] | None = None) -> TableScreen:
    """A Schieber table: the human at seat 0, random bots elsewhere."""
    players = ("human", "random", "random", "random")
    seats = tuple(Seat(p, NAMES[i]) for i, p in enumerate(players))
    table = TableScreen(app, TableSetup(REGISTRY["schieber"], seats, seed, options or {}))
    app.stack.replace(table)
    return table


def play_until(app: App, table: TableScreen, done: Callable[[], bool], limit: int = 20000) -> bool:
    """Step frames, answering human turns with the first legal action, until `done()`."""
    c = table.controller
    for _ in range(limit):
        if done():
            return True
        if c.phase == Phase.AWAIT_HUMAN:
            legal = c.human_legal()
            c.human_action(next((a for a in legal if a.kind == "play"), legal[0]), app.now())
        elif c.phase in (Phase.DEAL_SUMMARY, Phase.HANDOVER):
            table.handle(Activate())
        app.step()
        app.clock.tick(400)
    return done()


def shots(app: App, out: str, tag: str) -> None:
    """Contract choice, shown Weis in trick 2, the compact reminder later, the summary."""
    table = open_table(app, 7)
    c = table.controller

    def view() -> Any:
        return c.display_view()

    def human(test: Callable[[Any], bool]) -> Callable[[], bool]:
        return lambda: c.phase == Phase.AWAIT_HUMAN and test(view())

    play_until(app, table, human(lambda v: v.phase == "contract"))
    save(app, f"{out}/sch-contract-{tag}.png")
    # A deal where a Weis counts, in trick 2, then the same deal from trick 4.
    found = play_until(app, table, human(lambda v: len(v.tricks) == 1 and bool(v.weis_shown)))
    if found:
        save(app, f"{out}/sch-weis-trick2-{tag}.png")
        play_until(app, table, human(lambda v: len(v.tricks) >= 3 and len(v.trick) >= 1))
        save(app, f"{out}/sch-weis-later-{tag}.png")
    play_until(app, table, lambda: c.phase == Phase.DEAL_SUMMARY)
    save(app, f"{out}/sch-summary-{tag}.png")
    table.close()


def main() -> None:
    """Every Schieber screenshot at one window size and language."""
    out = sys.argv[1]
    w, h = (int(v) for v in (sys.argv[2] if len(sys.argv) > 2 else "1280x720").split("x"))
    language = sys.argv[3] if len(sys.argv) > 3 else "en"
    os.makedirs(out, exist_ok=True)
    app = App(
        Settings(language=language, bot_delay=0.0, animation="off", trick_pause=0.0), size=(w, h)
    )
    shots(app, out, f"{language}-{w}x{h}")
    pygame.quit()


if __name__ == "__main__":
    main()
