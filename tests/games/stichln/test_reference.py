"""Whole random rounds checked against a literal reading of spec sections 5.2 and 6."""

from __future__ import annotations

import random

import pytest

from game.core.events import CardPlayed, DealEnded, TrickTaken
from game.games.stichln.events import MinusCardsRevealed, TrickDiscarded
from game.games.stichln.options import StichlnOptions
from game.games.stichln.rules import StichlnRules
from tests.games.stichln.helpers import reference_score, reference_winner

CONFIGS = [(seats, {}) for seats in range(3, 9)] + [
    (3, {"all_zero_trick": "discard_leader_leads_again"}),
    (7, {"seven_player_hand": 15}),
    (5, {"minus_reveal": "hidden_until_scoring"}),
]


@pytest.mark.parametrize(("seats", "options"), CONFIGS)
def test_random_rounds_follow_the_spec_pseudocode(seats: int, options: dict) -> None:
    """From the events alone, recompute every trick winner and every round score."""
    rules = StichlnRules(StichlnOptions.model_validate(options))
    discard = rules.options.all_zero_trick == "discard_leader_leads_again"
    tricks_checked = 0
    for seed in range(20):
        rng = random.Random(seed)
        state = rules.new_deal(seats, seed % seats, rng)
        plays: list = []
        captured: dict[int, list] = {seat: [] for seat in range(seats)}
        declared: tuple = ()
        scores: tuple = ()
        while rules.to_act(state) is not None:
            legal = rules.legal_actions(state)
            state, events = rules.apply(state, legal[rng.randrange(len(legal))])
            for event in events:
                if isinstance(event, CardPlayed):
                    plays.append(event)
                elif isinstance(event, TrickTaken | TrickDiscarded):
                    position = reference_winner([p.card for p in plays], discard)
                    assert event.cards == tuple(p.card for p in plays)
                    if position is None:
                        assert isinstance(event, TrickDiscarded)
                        assert event.leader == plays[0].seat
                    else:
                        assert isinstance(event, TrickTaken)
                        assert event.winner == plays[position].seat
                        captured[event.winner].extend(event.cards)
                    tricks_checked += 1
                    plays = []
                elif isinstance(event, MinusCardsRevealed):
                    declared = event.cards
                elif isinstance(event, DealEnded):
                    scores = event.points
        assert len(declared) == seats
        expected = tuple(reference_score(declared[s], captured[s]) for s in range(seats))
        assert scores == expected
        assert rules.deal_result(state).points == expected
    assert tricks_checked == 20 * (rules.options.seven_player_hand - 1 if seats == 7 else 14)
