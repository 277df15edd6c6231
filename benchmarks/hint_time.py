"""How long a hint takes (the strong bot asked twice, on the render thread), per game.

    PYTHONPATH=. python benchmarks/hint_time.py [--decisions 20]

Plays each game's first deal (the human at seat 0 takes the first legal action, random
bots elsewhere) and times `game.advice.advise` at each of the human's first N decisions
that have two or more legal actions; prints the median and the worst, in milliseconds.
Run it with `uptime` beside it: the bots' clock budget cuts searches short under load.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from game.advice import advise
from game.bots import decision_rng
from game.core.match import Match
from game.games import REGISTRY

SEATS = {"was_sticht": 4, "stichln": 4, "skitgubbe": 4, "schieber": 4, "klaverjas": 4}


def times(game_id: str, decisions: int) -> list[float]:
    """Seconds per hint at the human's decisions of one deal."""
    game = REGISTRY[game_id]
    match = Match(game, game.options({}), SEATS[game_id], 5)
    state = match.start()
    rng = random.Random(1)
    found: list[float] = []
    while not state.over and state.deal_index == 0 and len(found) < decisions:
        seat = match.to_act(state)
        legal = match.legal_actions(state)
        if seat == 0 and len(legal) > 1:
            view = match.rules.view(state.deal, 0)
            ply = len(state.log)
            started = time.perf_counter()
            advise(game.bots, view, legal, lambda a, p=ply: decision_rng(5, 0, p + a))
            found.append(time.perf_counter() - started)
        state, _ = match.apply(state, legal[0] if seat == 0 else rng.choice(legal))
    return found


def main() -> None:
    """Median and worst hint time per game."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--decisions", type=int, default=20)
    args = parser.parse_args()
    for game_id in SEATS:
        found = times(game_id, args.decisions)
        print(
            f"{game_id:11s} {len(found):3d} hints  median {statistics.median(found) * 1000:6.0f}"
            f" ms  worst {max(found) * 1000:6.0f} ms"
        )


if __name__ == "__main__":
    main()
