"""Render, per game, the table guide (H), a hint and a page of the deal review as PNGs.

    PYTHONPATH=. python tools/screenshot_learn.py OUTDIR [WIDTHxHEIGHT] [GAME ...]

The human sits at seat 0 against random bots and takes the first legal action until the
moment to show; Was Sticht's guide is shot in the draft and in the tricks, Skitgubbe's
in both phases.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("STICH_HOME", tempfile.mkdtemp(prefix="stich-tool-"))
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("STICH_INLINE_BOTS", "1")

import pygame

from game.app import App
from game.core.table import Seat
from game.games import REGISTRY
from game.ui.commands import Key, Move
from game.ui.controller import Phase
from game.ui.screens.howto import HowToOverlay
from game.ui.setup_model import TableSetup
from game.ui.table.screen import TableScreen
from tools.screenshot import save

MOMENTS: dict[str, list[tuple[str, Callable[[Any], bool]]]] = {
    "was_sticht": [
        ("draft", lambda v: v.phase == "draft" and v.column == 2),
        ("play", lambda v: v.phase == "play"),
    ],
    "skitgubbe": [
        ("phase1", lambda v: v.phase == "phase1"),
        ("phase2", lambda v: v.phase == "phase2" and bool(v.table)),
    ],
    "stichln": [("play", lambda v: v.phase == "play")],
    "schieber": [("play", lambda v: v.phase == "play")],
    "klaverjas": [("play", lambda v: v.phase == "play")],
}
SEATS = {"was_sticht": 4, "skitgubbe": 4, "stichln": 5, "schieber": 4, "klaverjas": 4}


def drive(app: App, table: TableScreen, until: Callable[[Any], bool]) -> None:
    """Play on (first legal action for the human) until the human acts and `until` holds."""
    c = table.controller
    for _ in range(20000):
        if c.phase == Phase.AWAIT_HUMAN:
            if until(c.display_view()):
                return
            c.human_action(c.human_legal()[0], app.now())
        elif c.phase == Phase.DEAL_SUMMARY:
            return
        app.step()


def main() -> None:
    """Guide, hint and review per game."""
    out, size = sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "1280x720"
    os.makedirs(out, exist_ok=True)
    app = App(size=tuple(int(v) for v in size.split("x")))  # type: ignore[arg-type]
    app.settings = app.settings.model_copy(
        update={"bot_delay": 0.0, "trick_pause": 0.0, "animation": "off"}
    )
    tag = size
    for game_id in sys.argv[3:] or list(MOMENTS):
        players = ["human"] + ["random"] * (SEATS[game_id] - 1)
        seats = tuple(Seat(p, f"P{i}") for i, p in enumerate(players))
        table = TableScreen(app, TableSetup(REGISTRY[game_id], seats, 5))
        app.stack.replace(table)
        for name, until in MOMENTS[game_id]:
            drive(app, table, until)
            app.step()
            app.stack.push(HowToOverlay(app, table))
            save(app, f"{out}/{game_id}-guide-{name}-{tag}.png")
            app.stack.pop()
        app.dispatch(Key("g"))
        app.step()
        save(app, f"{out}/{game_id}-hint-{tag}.png")
        drive(app, table, lambda view: False)
        for _ in range(5):
            app.step()
        app.dispatch(Key("r"))
        for _ in range(3):
            app.dispatch(Move(dx=1))
        save(app, f"{out}/{game_id}-review-{tag}.png")
        table.close()
    pygame.quit()


if __name__ == "__main__":
    main()
