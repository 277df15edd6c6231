"""Schieber search: sampled deals lean towards hands that explain the contract choice."""

from __future__ import annotations

import random

import pytest

from game.core.cards import JASS36
from game.core.rules import DealContext
from game.games.schieber import search
from game.games.schieber.options import SchieberOptions
from game.games.schieber.rules import SchieberRules
from game.games.schieber.search_choice import FORCED, FREE, PUSH, measure
from game.games.schieber.tables import JACK_BIT, SUIT_MASK

HEARTS = 2
# N (0) is forehand (dealer E) and names hearts holding J 9 A K 10 of them; W (3) is next.
HANDS = [
    "JH 9H AH KH TH AS AC AD 6S",
    "QH 8H 7H 6H 7S 8S 9S TS JS",
    "QS KS 6C 7C 8C 9C TC JC QC",
    "KC 6D 7D 8D 9D TD JD QD KD",
]


def _west_view():
    rules = SchieberRules(SchieberOptions())
    state = rules.deal_from_hands(
        [JASS36.parse_many(h) for h in HANDS], 1, DealContext(deal_index=1)
    )
    for text in ("trump:H", "play:AS"):
        state, _ = rules.apply(state, rules.decode(text))
    assert rules.to_act(state) == 3
    return rules.view(state, 3)


@pytest.mark.parametrize("infer", [False, True])
def test_declarer_holds_more_trumps_when_inferred(
    infer: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Uniform deals give N a third of the unseen hearts; inferred ones clearly more."""
    monkeypatch.setattr(search, "INFER_CONTRACT", infer)
    monkeypatch.setattr(search, "INFER_DRAWS", 10**6)  # many samples from one view
    # N led the Ace of spades, which the basic rule would not with these trumps: only
    # the contract is weighed here.
    monkeypatch.setattr(search, "INFER_PLAYS", False)
    seen = search.read_view(_west_view())
    assert seen.chooser == 0 and seen.pusher == -1
    sample = search.hand_sampler(seen, random.Random(4))
    trumps = jacks = 0
    draws = 400
    for _ in range(draws):
        hands = sample()
        assert hands is not None
        trumps += (hands[0] & SUIT_MASK[HEARTS]).bit_count()
        jacks += hands[0] >> JACK_BIT[HEARTS].bit_length() - 1 & 1
    # W holds no heart: N's share of the 9 unseen hearts (8 cards of 26 unseen, 1 gone).
    uniform = 9 * 8 / 26
    if infer:
        assert trumps / draws > uniform + 1.0
        assert jacks / draws > 0.5
    else:
        assert abs(trumps / draws - uniform) < 0.3


def test_choice_tables_are_the_measured_ones() -> None:
    """A small measurement agrees with the stored tables where hands are common."""
    forced, free, push = measure(4000, 7)
    for stored, fresh in (
        (FORCED[HEARTS], forced[HEARTS]),
        (FREE[HEARTS], free[HEARTS]),
        (PUSH, push),
    ):
        agree = [abs(a - b) < 0.2 for a, b in zip(stored, fresh, strict=True) if b > 0.05]
        assert sum(agree) >= 0.8 * len(agree)


# Obenabe named by N (0); N leads the Six of spades and W (3) follows with the Seven: the
# basic rule wins a trick with a sure card, so holding the Ace W would have played it.
PLAYS = [
    "6S 6C 7C 8C 9C TC JC QC KC",
    "AS 8S 9S TS JH QH KH AH 6H",
    "JS QS 7H 8H 9H TH 6D 7D 8D",
    "7S KS 9D TD JD QD KD AD AC",
]


def _ace_rate(infer: bool, monkeypatch: pytest.MonkeyPatch) -> float:
    """How often W holds the Ace of spades in S's sampled deals after W's Seven."""
    monkeypatch.setattr(search, "INFER_PLAYS", infer)
    monkeypatch.setattr(search, "INFER_DRAWS", 10**6)  # many samples from one view
    rules = SchieberRules(SchieberOptions())
    state = rules.deal_from_hands(
        [JASS36.parse_many(h) for h in PLAYS], 1, DealContext(deal_index=1)
    )
    for text in ("trump:obenabe", "play:6S", "play:7S"):
        state, _ = rules.apply(state, rules.decode(text))
    assert rules.to_act(state) == 2
    seen = search.read_view(rules.view(state, 2))
    sample = search.hand_sampler(seen, random.Random(5))
    ace = 1 << (3 * 9 + 8)
    draws = 400
    held = 0
    for _ in range(draws):
        hands = sample()
        assert hands is not None
        held += bool(hands[3] & ace)
    return held / draws


def test_an_opponents_play_tells_what_it_lacks(monkeypatch: pytest.MonkeyPatch) -> None:
    """W did not win with the Ace of spades, so it rarely holds it in inferred deals."""
    uniform = _ace_rate(False, monkeypatch)
    inferred = _ace_rate(True, monkeypatch)
    assert uniform > 0.12
    assert inferred < 0.4 * uniform
