"""What undo costs: replaying a whole match log once, and the per-frame check after it.

    python benchmarks/undo_replay.py [--seed 1]

For every game, one whole match is played with random legal actions (seat 0 counts as
the human). Then, on a fresh UndoTrail: the first `target()` (a match continued from a
save replays its whole log), the same call again with an unchanged log (what the table
asks every frame to decide whether to show the Undo button), and one undo step after one
new action (the usual case). Prints milliseconds per call and the log length.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from game.core.match import Match, MatchState
from game.games import REGISTRY
from game.ui.undo import UndoTrail


def _whole_match(match: Match, seed: int) -> MatchState:
    rng = random.Random(seed)
    state = match.start()
    while not state.over and len(state.log) < 20000:
        legal = match.legal_actions(state)
        state, _ = match.apply(state, legal[rng.randrange(len(legal))])
    return state


def _ms(call: Callable[[], object], repeat: int) -> float:
    started = time.perf_counter()
    for _ in range(repeat):
        call()
    return (time.perf_counter() - started) * 1000 / repeat


def _figures(game_id: str, seed: int) -> tuple[int, float, float, float]:
    """Plies, first replay, per-frame check and one new action, for one game."""
    game = REGISTRY[game_id]
    match = Match(game, game.options({}), game.default_seats, seed)
    final = _whole_match(match, seed)
    # The state one action before the end: the match is not over, undo is allowed.
    last = match.replay(final.log[:-1])
    previous = match.replay(final.log[:-2])
    trail = UndoTrail(match, (0,))
    first = _ms(lambda: trail.target(last), 1)
    frame = _ms(lambda: trail.target(last), 200)
    steps = []
    for _ in range(5):  # one new action on a trail that knew the state before it
        trail.target(previous)
        steps.append(_ms(lambda: trail.target(last), 1))
    return len(last.log), first, frame, min(steps)


def main() -> None:
    """Print the figures per game."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(
        f"{'game':12} {'plies':>6} {'first (ms)':>11} {'per frame (ms)':>15} "
        f"{'after 1 action (ms)':>20}"
    )
    for game_id in REGISTRY:
        plies, first, frame, step = _figures(game_id, args.seed)
        print(f"{game_id:12} {plies:6d} {first:11.1f} {frame:15.4f} {step:20.3f}")


if __name__ == "__main__":
    main()
