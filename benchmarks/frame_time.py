"""Frame time of the Schieber table with animations running, and start-up to first frame.

    python benchmarks/frame_time.py [FRAMES]

Uses the dummy video driver (no window): reports p50/p99 of the time to update and draw
one frame at 1280x720 and 1920x1080, bots playing with no delay so cards keep flying; the
frames while the human decides with a selection; the frames while a search runs beside
them (a strong bot thinking, a hint being worked out: both on threads of their own, so a
frame never waits on them, but they share the interpreter); and the wall time from
starting `python -m game` to its first drawn frame (median of 5).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
# A throw-away user folder: opening a table writes the autosave, never the player's own.
os.environ.setdefault("STICH_HOME", tempfile.mkdtemp(prefix="stich-tool-"))
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.app import App
from game.core.table import Seat
from game.games import REGISTRY
from game.ui.commands import Activate, Hover, Key
from game.ui.setup_model import TableSetup
from game.ui.table.screen import TableScreen


def frame_times(width: int, height: int, frames: int, log_open: bool = False) -> list[float]:
    """Milliseconds per frame (events, update, draw, flip) over a bot-only table; with
    `log_open` the move log is drawn beside the table all the time."""
    app = App(size=(width, height))
    app.settings = app.settings.model_copy(update={"bot_delay": 0.05, "animation": "normal"})
    seats = tuple(Seat("random", name) for name in ("You", "Anna", "Ben", "Clara"))
    seats = (Seat("human", "You"), *seats[1:])
    table = TableScreen(app, TableSetup(REGISTRY["schieber"], seats, 1, {"target": 100000}))
    app.stack.replace(table)
    table.layers.log.open = log_open
    times = []
    for _ in range(frames):
        c = table.controller
        if c.phase.value == "await_human":
            c.human_action(c.human_legal()[0], app.now())
        elif c.phase.value in ("deal_summary", "handover"):
            c.confirm_summary(app.now())
        began = time.perf_counter()
        app.step()
        times.append((time.perf_counter() - began) * 1000)
        app.clock.tick(60)
    table.close()
    return times


def turn_frame_times(game: str, width: int, height: int, frames: int) -> list[float]:
    """Milliseconds per frame while the human decides with a choice selected (the confirm
    button, hover and pick outlines are worked out every frame), pointer moving."""
    app = App(size=(width, height))
    app.settings = app.settings.model_copy(update={"bot_delay": 0.0, "animation": "off"})
    seats = (Seat("human", "You"), *(Seat("random", n) for n in ("Anna", "Ben", "Clara")))
    table = TableScreen(app, TableSetup(REGISTRY[game], seats, 1))
    app.stack.replace(table)
    c = table.controller
    while c.phase.value != "await_human":
        app.step()
    table.handle(Activate())  # select the first choice
    times = []
    for i in range(frames):
        table.handle(Hover(100 + i % 900, 400 + i % 200))
        began = time.perf_counter()
        app.step()
        times.append((time.perf_counter() - began) * 1000)
    table.close()
    return times


def search_frame_times(kind: str, width: int, height: int, frames: int) -> list[float]:
    """Milliseconds per frame while a search runs on its thread: `bot` (three strong bots
    playing Schieber) or `hint` (the human asks for a hint at each turn). Only frames
    drawn while a search was running are counted."""
    app = App(size=(width, height))
    app.inline_bots = False  # the searches run on their own threads, as in the game
    app.settings = app.settings.model_copy(update={"bot_delay": 0.0, "animation": "off"})
    players = (
        ("human", "strong", "strong", "strong") if kind == "bot" else ("human",) + ("random",) * 3
    )
    seats = tuple(Seat(p, n) for p, n in zip(players, ("You", "Anna", "Ben", "Clara"), strict=True))
    table = TableScreen(app, TableSetup(REGISTRY["schieber"], seats, 3, {"target": 100000}))
    app.stack.replace(table)
    c = table.controller
    times: list[float] = []
    steps = 0
    while len(times) < frames and steps < frames * 200:
        steps += 1
        if c.phase.value == "await_human":
            if kind == "hint" and not table.hints.thinking(c.turn_counter):
                if table.hints.current(table) is None:
                    table.handle(Key("g"))
                else:
                    c.human_action(c.human_legal()[0], app.now())
            elif kind == "bot":
                c.human_action(c.human_legal()[0], app.now())
        elif c.phase.value in ("deal_summary", "handover"):
            c.confirm_summary(app.now())
        searching = (
            table.worker.pending is not None
            if kind == "bot"
            else table.hints.thinking(c.turn_counter)
        )
        began = time.perf_counter()
        app.step()
        elapsed = (time.perf_counter() - began) * 1000
        if searching:
            times.append(elapsed)
        app.clock.tick(120)
    table.close()
    return times


def first_frame_seconds(runs: int = 5) -> float:
    """Median wall time from spawning `python -m game` to its first flipped frame."""
    env = dict(os.environ, STICH_REPORT_FIRST_FRAME="1")
    samples = []
    for _ in range(runs):
        started = time.time()
        out = subprocess.run(
            [sys.executable, "-m", "game", "--frames", "1"],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        stamp = next(
            float(line.split()[1])
            for line in out.stdout.splitlines()
            if line.startswith("first-frame")
        )
        samples.append(stamp - started)
    return statistics.median(samples)


def main() -> None:
    """Print the figures."""
    frames = int(sys.argv[1]) if len(sys.argv) > 1 else 600
    for width, height, log_open in (
        (1280, 720, False),
        (1920, 1080, False),
        (1280, 720, True),
        (1920, 1080, True),
    ):
        times = sorted(frame_times(width, height, frames, log_open))
        p50 = times[len(times) // 2]
        p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
        label = " with the move log open" if log_open else ""
        print(
            f"{width}x{height}{label}: {frames} frames, p50 {p50:.2f} ms, "
            f"p99 {p99:.2f} ms, max {times[-1]:.2f} ms"
        )
    for game in ("schieber", "was_sticht"):
        for width, height in ((1280, 720), (1920, 1080)):
            times = sorted(turn_frame_times(game, width, height, frames // 2))
            print(
                f"{game} {width}x{height}, human deciding with a selection: "
                f"p50 {times[len(times) // 2]:.2f} ms, "
                f"p99 {times[min(len(times) - 1, int(len(times) * 0.99))]:.2f} ms"
            )
    for kind in ("bot", "hint"):
        for width, height in ((1280, 720), (1920, 1080)):
            times = sorted(search_frame_times(kind, width, height, frames // 2))
            if not times:
                print(f"{kind} search {width}x{height}: no frame drawn during a search")
                continue
            print(
                f"{kind} search running, {width}x{height}: {len(times)} frames, "
                f"p50 {times[len(times) // 2]:.2f} ms, "
                f"p99 {times[min(len(times) - 1, int(len(times) * 0.99))]:.2f} ms"
            )
    print(f"start to first frame (median of 5): {first_frame_seconds():.3f} s")


if __name__ == "__main__":
    main()
