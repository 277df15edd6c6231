"""Schieber's compact engine plays exactly the rules' card play: the same random choices
through the rules API and through fast.random_play end with the same points."""

from __future__ import annotations

import random

from game.core.rules import DealContext
from game.games import REGISTRY
from game.games.schieber.fast import deal_hands, nth_card, random_deals, random_play
from game.games.schieber.tables import CARD_ID, CARDS

DEALS = 60


def _rules_deal(index: int) -> tuple[list[int], int, int, tuple[int, int]]:
    """One random rules-API deal: (hands after the contract, mode, leader, points per
    team with the Match bonus), the cards picked as random_play picks them."""
    game = REGISTRY["schieber"]
    rules = game.make_rules(game.options({}))
    deal_rng = random.Random(index)
    state = rules.new_deal(4, index % 4, deal_rng, DealContext(deal_index=index))
    while state.mode < 0:
        legal = [a for a in rules.legal_actions(state) if a.kind == "trump"]
        state, _ = rules.apply(state, legal[deal_rng.randrange(len(legal))])
    start = (list(state.hands), state.mode, state.leader)
    play_rng = random.Random(1000 + index)
    while rules.to_act(state) is not None:
        actions = {CARD_ID[a.cards[0]]: a for a in rules.legal_actions(state)}
        ids = sorted(actions)
        state, _ = rules.apply(state, actions[ids[play_rng.randrange(len(ids))]])
    points = list(state.trick_points)
    if state.match_team >= 0:
        points[state.match_team] += 100
    return start[0], start[1], start[2], (points[0], points[1])


def test_random_play_matches_the_rules() -> None:
    """Every deal's team points agree between the rules API and the compact engine."""
    modes = set()
    for index in range(DEALS):
        hands, mode, leader, expected = _rules_deal(index)
        modes.add(mode)
        a, b, plays = random_play(hands, mode, leader, random.Random(1000 + index))
        assert (a, b) == expected
        assert plays == 36
    assert modes == set(range(6))


def test_helpers() -> None:
    """Dealt hands split the deck; nth_card counts from the lowest card."""
    hands = deal_hands(random.Random(4))
    assert [h.bit_count() for h in hands] == [9] * 4
    assert hands[0] | hands[1] | hands[2] | hands[3] == (1 << 36) - 1
    assert nth_card(0b101100, 0) == 2 and nth_card(0b101100, 2) == 5
    assert random_deals(3, seed=1) == 3 * 36
    assert len(CARDS) == 36
