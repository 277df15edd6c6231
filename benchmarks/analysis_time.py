"""How long the analysis of a whole deal takes, per game, on one core.

    PYTHONPATH=. python benchmarks/analysis_time.py [--deals 10] [--games a,b]

For each game (its usual seat count, default options) plays numbered deals with the basic
bot at seat 0 and strong bots elsewhere, then times, in CPU seconds of this process
(pinned to one core where the system allows, so other load does not count):
- the analysis: every decision of seat 0 evaluated and the open-hands solve (what the
  review shows; the issue asks for at most 2 s per deal);
- the duplicate: the deal played again with the strong bot in seat 0 (the rest of the
  background work per deal).
Prints the mean and the worst per game. Run it with `uptime` beside it.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from game.analysis.deal import analyse_deal, bot_deal, walk_deal
from game.analysis.duplicate import duplicate
from game.games import ENTRIES, REGISTRY
from game.sim import numbered_seed

SEATS = {"was_sticht": 4, "klaverjas": 4, "stichln": 4, "schieber": 4, "skitgubbe": 4}


def measure(game_id: str, deals: int, seed: int) -> tuple[list[float], list[float], list[int]]:
    """CPU seconds of the analysis and of the duplicate per deal, and decisions analysed."""
    game = REGISTRY[game_id]
    players = ["basic"] + ["strong"] * (SEATS[game_id] - 1)
    analysis = ENTRIES[game_id].analysis()
    analysed, duplicated, counts = [], [], []
    for number in range(deals):
        match, state = bot_deal(game, game.options({}), players, numbered_seed(seed, number))
        started = time.process_time()
        walk = walk_deal(match, state.log, 0)
        result = analyse_deal(match, analysis, walk, [0])
        analysed.append(time.process_time() - started)
        counts.append(len(result.decisions))
        started = time.process_time()
        duplicate(match, walk, players, 0)
        duplicated.append(time.process_time() - started)
    return analysed, duplicated, counts


def main() -> None:
    """Print the figures per game."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", default=",".join(SEATS))
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    print(f"load: {os.getloadavg()[0]:.2f}" if hasattr(os, "getloadavg") else "load: n/a")
    for game_id in args.games.split(","):
        analysed, duplicated, counts = measure(game_id, args.deals, args.seed)
        print(
            f"{game_id:11} analysis per deal: mean {statistics.fmean(analysed):.2f} s,"
            f" worst {max(analysed):.2f} s ({statistics.fmean(counts):.1f} decisions);"
            f" duplicate: mean {statistics.fmean(duplicated):.2f} s,"
            f" worst {max(duplicated):.2f} s"
        )


if __name__ == "__main__":
    main()
