"""Render the Skitgubbe table off-screen at moments worth looking at and save PNGs.

    python tools/screenshot_skitgubbe.py OUTDIR [WIDTHxHEIGHT] [SEATS] [SEED] [LANG]

One human (seat 0) against random bots plays random legal moves; the first time each
moment occurs (a phase-1 turn with a pair in hand, an addition, a tie replay, a phase-2
turn facing lays with a run selected, the deal summary, the match over) a PNG is saved.
A hot-seat table adds the hand-over screen. LANG is en (the default) or ja.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from collections.abc import Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
# A throw-away user folder: opening a table writes the autosave, never the player's own.
os.environ.setdefault("STICH_HOME", tempfile.mkdtemp(prefix="stich-tool-"))
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.app import App
from game.core.table import Seat
from game.games import REGISTRY
from game.games.skitgubbe.state import ADDING, PHASE1, PHASE2
from game.settings import Settings
from game.ui.commands import Activate
from game.ui.controller import Phase
from game.ui.setup_model import TableSetup
from game.ui.table.screen import TableScreen

NAMES = ("You", "Anna", "Ben", "Clara", "David", "Eva", "Frida")  # hot-seat skips "You"


class SimClock:
    """A clock that moves 50 ms per frame: banners and delays pass without waiting."""

    def __init__(self) -> None:
        self.time = 0.0

    def __call__(self) -> float:
        self.time += 0.05
        return self.time


def save(app: App, path: str) -> None:
    """Draw the stack once and save the window surface."""
    app.screen.fill((0, 0, 0))
    app.stack.draw(app.screen)
    pygame.image.save(app.screen, path)
    print("saved", path)


def moments(table: TableScreen) -> dict[str, Callable[[], bool]]:
    """Named conditions on the table as it is displayed, checked while the human acts."""
    c = table.controller

    def view():  # type: ignore[no-untyped-def]
        return c.display_view()

    def human() -> bool:
        return c.phase == Phase.AWAIT_HUMAN

    def pair() -> bool:
        legal = c.human_legal()
        return (
            human()
            and view().phase == PHASE1
            and bool(view().trick)
            and any(a.kind == "play" and len(a.cards) > 1 for a in legal)
        )

    return {
        "p1-pair": pair,
        "p1-add": lambda: human() and view().phase == ADDING and len(view().trick) >= 3,
        "p1-tie": lambda: human() and view().phase == PHASE1 and view().round > 0,
        "p2-lays": lambda: human() and view().phase == PHASE2 and len(view().table) >= 2,
        "p2-lead": lambda: (
            human()
            and view().phase == PHASE2
            and not view().table
            and view().stock_size == 0
            and sum(view().hand_sizes) < 40
        ),
    }


def select_run(table: TableScreen) -> None:
    """Select a legal run in the hand (the confirm button names it), else the first card."""
    runs = [a for a in table.controller.human_legal() if a.kind == "lay" and len(a.cards) > 1]
    if runs:
        table.select(runs[0])
    else:
        table.handle(Activate())


def main() -> None:
    """Play one game as seat 0 and save every moment once, then the hand-over."""
    out = sys.argv[1]
    w, h = (int(v) for v in (sys.argv[2] if len(sys.argv) > 2 else "1280x720").split("x"))
    players = (sys.argv[3] if len(sys.argv) > 3 else "human,random,random,random").split(",")
    seed = int(sys.argv[4]) if len(sys.argv) > 4 else 7
    language = sys.argv[5] if len(sys.argv) > 5 else "en"
    os.makedirs(out, exist_ok=True)
    app = App(
        Settings(language=language, bot_delay=0.0, animation="off", trick_pause=0.0), size=(w, h)
    )
    app.now = SimClock()  # type: ignore[method-assign]
    tag = f"{language}-{w}x{h}-{len(players)}p"
    game = REGISTRY["skitgubbe"]
    seats = tuple(Seat(p, NAMES[i]) for i, p in enumerate(players))
    table = TableScreen(app, TableSetup(game, seats, seed))
    app.stack.replace(table)
    c = table.controller
    rng = random.Random(seed)
    todo = moments(table)
    for _ in range(20000):
        app.step()
        if c.phase == Phase.DEAL_SUMMARY:
            break
        if c.phase != Phase.AWAIT_HUMAN:
            continue
        for name, check in list(todo.items()):
            if check():
                if name.startswith("p2"):
                    select_run(table)
                elif name == "p1-add":
                    table.selection.enter_group("choices", table.offer())  # "Add nothing"
                else:
                    table.handle(Activate())  # the first usable card selected
                save(app, f"{out}/{name}-{tag}.png")
                del todo[name]
        legal = c.human_legal()
        c.human_action(rng.choice(legal), app.now())
    save(app, f"{out}/summary-{tag}.png")
    c.confirm_summary(app.now())
    app.step()
    save(app, f"{out}/matchover-{tag}.png")
    print("not seen:", ", ".join(todo) or "-")
    hot = tuple(Seat("human" if i < 2 else "random", NAMES[i + 1]) for i in range(len(players)))
    table = TableScreen(app, TableSetup(game, hot, seed))
    app.stack.replace(table)
    for _ in range(2000):
        app.step()
        if table.controller.phase == Phase.HANDOVER:
            break
    save(app, f"{out}/handover-{tag}.png")
    pygame.quit()


if __name__ == "__main__":
    main()
