"""Simulated plays per second inside each game's strong-bot search (sampling the hidden
cards and the heuristic rollouts together), on the same positions every run.

    python benchmarks/rollout_speed.py [DEALS] [GAME ...]

Positions: every decision with a choice in DEALS random deals (seed 5) at the game's
default seat count. The work is what the searches count against their budgets (one card
play, draft pick or phase-2 move each; a Skitgubbe phase-1 engine step counts four), so
the figure is comparable before and after a change of the engine, not across games.
Times are CPU seconds of this process: on the shared machine wall time follows the load.
"""

from __future__ import annotations

import random
import sys
import time
from typing import Any

import game.bots as botlib
from game.bots import decision_rng, work_done
from game.core.rules import DealContext
from game.games import REGISTRY


def positions(game_id: str, deals: int) -> list[tuple[Any, Any, int]]:
    """(view, legal, ply) at every decision with a choice in `deals` random deals."""
    game = REGISTRY[game_id]
    rules = game.make_rules(game.options({}))
    rng = random.Random(5)
    out = []
    ply = 0
    for index in range(deals):
        seats = game.default_seats
        state = rules.new_deal(seats, index % seats, rng, DealContext(deal_index=index))
        while (seat := rules.to_act(state)) is not None:
            legal = rules.legal_actions(state)
            if len(legal) > 1:
                out.append((rules.view(state, seat), legal, ply))
            state, _ = rules.apply(state, legal[rng.randrange(len(legal))])
            ply += 1
    return out


def measure(game_id: str, deals: int) -> tuple[int, float, int]:
    """(decisions, seconds, simulated plays) of the strong bot on the positions."""
    found = positions(game_id, deals)
    bot = REGISTRY[game_id].bots["strong"]()
    botlib._timer = lambda: 0.0  # the work budget alone ends every search
    before = work_done()
    started = time.process_time()
    for view, legal, ply in found:
        bot.choose(view, legal, decision_rng(1, view.seat, ply))
    return len(found), time.process_time() - started, work_done() - before


def main() -> None:
    """Print one line per game."""
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    games = sys.argv[2:] or sorted(REGISTRY)
    for game_id in games:
        count, seconds, plays = measure(game_id, deals)
        print(
            f"{game_id:<11} {count:>4} decisions {seconds:6.2f} CPU s  "
            f"{plays / seconds:>9.0f} simulated plays/s  "
            f"{seconds / count * 1000:6.1f} ms/decision"
        )


if __name__ == "__main__":
    main()
