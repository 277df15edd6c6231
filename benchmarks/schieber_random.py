"""Random-play Schieber deals per second on Stich's side: through the full rules API
(new_deal, legal_actions, apply: events and immutable states included) and through the
compact engine the searches use (game/games/schieber/fast.py).

    python benchmarks/schieber_random.py [DEALS]
"""

from __future__ import annotations

import random
import sys
import time

from game.core.rules import DealContext
from game.games import REGISTRY
from game.games.schieber.fast import random_deals


def rules_api(deals: int, seed: int) -> float:
    """Seconds for `deals` random deals (random contract and cards) through the rules."""
    game = REGISTRY["schieber"]
    rules = game.make_rules(game.options({}))
    rng = random.Random(seed)
    started = time.process_time()
    for index in range(deals):
        state = rules.new_deal(4, index % 4, rng, DealContext(deal_index=index))
        while rules.to_act(state) is not None:
            legal = rules.legal_actions(state)
            state, _ = rules.apply(state, legal[rng.randrange(len(legal))])
    return time.process_time() - started


def main() -> None:
    """Print both figures."""
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    seconds = rules_api(deals, 1)
    print(f"stich rules API: {deals} deals in {seconds:.2f} s = {deals / seconds:.0f} deals/s")
    started = time.process_time()
    plays = random_deals(deals, 1)
    seconds = time.process_time() - started
    print(
        f"stich compact engine: {deals} deals in {seconds:.2f} s = "
        f"{deals / seconds:.0f} deals/s ({plays / seconds:.0f} card plays/s)"
    )


if __name__ == "__main__":
    main()
