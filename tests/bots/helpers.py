"""Helpers of the bot tests: reaching random states and fast bot instances."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from game.core.rules import DealContext, GameDef


def random_states(
    game: GameDef, seats: int, options: dict[str, Any], deals: int, seed: int
) -> Iterator[tuple[Any, Any]]:
    """(rules, state) at every decision of `deals` deals played with random legal actions."""
    rules = game.make_rules(game.options(options))
    rng = random.Random(seed)
    for index in range(deals):
        state = rules.new_deal(seats, index % seats, rng, DealContext(deal_index=index))
        while rules.to_act(state) is not None:
            yield rules, state
            legal = rules.legal_actions(state)
            state, _ = rules.apply(state, legal[rng.randrange(len(legal))])
