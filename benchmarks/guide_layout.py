"""Placement of the table guide's labels (the H overlay), per game and window size.

    python benchmarks/guide_layout.py [REPEATS]

Uses the dummy video driver (no window). For every game at a moment of its deal (and each
phase where the guide's parts change) it builds the overlay's plan from scratch at
1280x720 and 1920x1080 and prints the milliseconds one placement takes (median of REPEATS,
each with the plan cache emptied) and how many box overlap tests it made; then the time of
a second press of H on the same table, which finds the plan already placed.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("STICH_HOME", tempfile.mkdtemp(prefix="stich-tool-"))
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pygame

from game.app import App
from game.ui import layout
from game.ui.screens import howto
from tests.ui.guide_helpers import table_at  # the guide tests' own way to a moment

SIZES = ((1280, 720), (1920, 1080))
MOMENTS: list[tuple[str, int, str, Callable[[Any], bool]]] = [
    ("was_sticht", 4, "chips", lambda v: v.phase == "chips"),
    ("was_sticht", 4, "draft", lambda v: v.phase == "draft"),
    ("was_sticht", 4, "play", lambda v: v.phase == "play"),
    ("was_sticht", 3, "play", lambda v: v.phase == "play"),
    ("stichln", 5, "play", lambda v: True),
    ("skitgubbe", 4, "phase 1", lambda v: v.phase == "phase1"),
    ("skitgubbe", 4, "phase 2", lambda v: v.phase == "phase2" and bool(v.table)),
    ("schieber", 4, "play", lambda v: True),
    ("klaverjas", 4, "play", lambda v: True),
]


class Counter:
    """layout.overlap with a count of its calls (the placement's unit of work)."""

    def __init__(self) -> None:
        self.calls = 0
        self.real = layout.overlap

    def __call__(self, a: layout.Box, b: layout.Box) -> int:
        self.calls += 1
        return self.real(a, b)


def main(repeats: int) -> None:
    """Print one line per game, moment and size."""
    app = App(size=SIZES[0])
    # bots answer in this process, so reaching a moment never races the search process
    app.inline_bots = True
    quick = {"bot_delay": 0.0, "animation": "off", "trick_pause": 0.0}
    app.settings = app.settings.model_copy(update=quick)
    counter = Counter()
    howto.overlap = counter  # type: ignore[assignment]
    clear = getattr(howto, "clear_plans", None)
    head = f"{'game':<11}{'seats':>6} {'moment':<9}{'size':>10}"
    print(f"{head}{'ms':>9}{'tests':>10}{'again ms':>10}")
    for game_id, seats, moment, when in MOMENTS:
        table = table_at(app, game_id, seats, when)
        for size in SIZES:
            app.screen = pygame.display.set_mode(size)
            times = []
            for _ in range(repeats):
                if clear is not None:
                    clear()
                counter.calls = 0
                began = time.perf_counter()
                howto.HowToOverlay(app, table).plan(size)
                times.append((time.perf_counter() - began) * 1000)
            tests = counter.calls
            began = time.perf_counter()
            howto.HowToOverlay(app, table).plan(size)  # a second press of H
            again = (time.perf_counter() - began) * 1000
            name = f"{size[0]}x{size[1]}"
            print(
                f"{game_id:<11}{seats:>6} {moment:<9}{name:>10}"
                f"{statistics.median(times):>9.1f}{tests:>10}{again:>10.2f}"
            )
        table.close()


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
