"""How long a 4-player Was Sticht round's card draft takes at the table, in table seconds.

    PYTHONPATH=. SDL_VIDEODRIVER=dummy python benchmarks/was_sticht_draft.py [--rounds 2]

Drives a real table (dummy window) of four bots at the default settings (bot delay,
animation speed) on a stepping clock of 1/60 s per frame, and prints the table seconds
from the frame the laid-out grid is shown until the frame the tasks are asked for (the
nine columns, their hints and the trump reveal), per round. Thinking time does not count:
the bots answer on the render thread and the clock only moves per frame.
"""

from __future__ import annotations

import argparse
import os
import tempfile

FRAME = 1 / 60


def draft_seconds(rounds: int, bot: str) -> list[float]:
    """Table seconds of the card draft of the first `rounds` rounds."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["STICH_HOME"] = tempfile.mkdtemp()
    from game.app import App
    from game.core.table import Seat
    from game.games import REGISTRY
    from game.ui.controller import Phase
    from game.ui.setup_model import TableSetup, default_names
    from game.ui.table.screen import TableScreen

    app = App(size=(1280, 720))
    app.inline_bots = True
    app.now = lambda: app.frames * FRAME  # type: ignore[method-assign]
    players = (bot,) * 4
    names = default_names(players)
    seats = tuple(Seat(p, names[i]) for i, p in enumerate(players))
    table = TableScreen(app, TableSetup(REGISTRY["was_sticht"], seats, 5))
    app.stack.replace(table)
    c = table.controller
    found: list[float] = []
    started: float | None = None
    for _ in range(400_000):
        if len(found) >= rounds or c.phase == Phase.MATCH_OVER:
            break
        phase = c.display_deal.phase
        if phase == "draft" and started is None:
            started = app.now()
        elif phase != "draft" and started is not None:
            found.append(app.now() - started)
            started = None
        if c.phase == Phase.DEAL_SUMMARY:
            c.confirm_summary(app.now())
        app.step()
    app.stack.clear()
    return found


def main() -> None:
    """Print the draft's table seconds per round."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--bot", default="basic")
    args = parser.parse_args()
    found = draft_seconds(args.rounds, args.bot)
    for index, seconds in enumerate(found):
        print(f"round {index + 1}: card draft {seconds:6.1f} table seconds")


if __name__ == "__main__":
    main()
