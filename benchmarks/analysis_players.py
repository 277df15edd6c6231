"""Does the analysis tell players apart? Per game, the same numbered deals with the random,
basic and strong bot at seat 0 (strong bots elsewhere), analysed as if a person had played.

    PYTHONPATH=. python benchmarks/analysis_players.py [--deals 20] [--games a,b]

Prints, per game and player at seat 0, the costly decisions per deal, the cost per deal
and the rating (the seat's result minus the strong bot's on the same cards, points per
deal), each as a mean with its 95% interval. The issue asks for random worse than basic
worse than strong on all three, in every game.
"""

from __future__ import annotations

import argparse

from game.analysis.deal import bot_deal
from game.analysis.rating import rating
from game.analyze import analyse_one, figures
from game.games import REGISTRY
from game.sim import numbered_seed

SEATS = {"was_sticht": 4, "klaverjas": 4, "stichln": 4, "schieber": 4, "skitgubbe": 4}
PLAYERS = ("random", "basic", "strong")


def main() -> None:
    """Print the three players' figures per game."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", default=",".join(SEATS))
    args = parser.parse_args()
    for game_id in args.games.split(","):
        game = REGISTRY[game_id]
        for player in PLAYERS:
            players = [player] + ["strong"] * (SEATS[game_id] - 1)
            deals = []
            for number in range(args.deals):
                seed = numbered_seed(args.seed, number)
                match, state = bot_deal(game, game.options({}), players, seed)
                deals.append(analyse_one(match, state.log, 0, players, 0, number + 1))
            totals = figures(deals, 0)
            rated = rating([deal.duplicate.delta for deal in deals], last=len(deals))
            rated_text = "n/a" if rated is None else f"{rated.mean:+.2f} ± {rated.spread:.2f}"
            print(
                f"{game_id:11} {player:6} costly/deal {totals.flags[0]:.2f} ± {totals.flags[1]:.2f}"
                f"  cost/deal {totals.cost[0]:.2f} ± {totals.cost[1]:.2f}"
                f"  rating {rated_text}",
                flush=True,
            )


if __name__ == "__main__":
    main()
