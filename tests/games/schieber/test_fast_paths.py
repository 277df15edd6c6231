"""The rules' shortcuts give the answers of the long way: the no-Weis test and the whole-run
shortcut of optimal_weis, and the play fast path of apply (legal and refused cards)."""

from __future__ import annotations

import random

import pytest

from game.core.events import TrickTaken
from game.core.rules import Action, DealContext, IllegalAction
from game.games.schieber.options import SchieberOptions
from game.games.schieber.rules import PLAY_ACTIONS, SchieberRules
from game.games.schieber.tables import (
    CARDS,
    JACK_BIT,
    OBENABE,
    SUIT_MASK,
    SUIT_OF,
    TRUMPS_ABOVE,
    highest_trump,
    legal_mask,
)
from game.games.schieber.weis import _quads, _searched_weis, may_hold_weis, optimal_weis


def _random_hands(count: int, seed: int) -> list[int]:
    rng = random.Random(seed)
    hands = []
    for _ in range(count):
        hand = 0
        for card in rng.sample(range(36), 9):
            hand |= 1 << card
        hands.append(hand)
    return hands


def _runs_of(hand: int) -> int:
    """Longest run in any suit, counted card by card (the slow, obvious way)."""
    longest = 0
    for suit in range(4):
        length = 0
        for nat in range(9):
            length = length + 1 if hand >> (suit * 9 + nat) & 1 else 0
            longest = max(longest, length)
    return longest


def test_may_hold_weis_is_exactly_a_run_of_three_or_four_of_a_kind() -> None:
    """The bit test agrees with counting cards, both ways."""
    hands = _random_hands(3000, 1)
    holding = 0
    for hand in hands:
        quad = any(all(hand >> (suit * 9 + nat) & 1 for suit in range(4)) for nat in range(9))
        expected = _runs_of(hand) >= 3 or quad
        assert may_hold_weis(hand) == expected
        holding += expected
    assert 500 < holding < 2500  # both answers were checked many times


@pytest.mark.parametrize(
    "options",
    [
        SchieberOptions(),
        SchieberOptions(long_sequences="graded", four_low_ranks=True, weis_card_reuse=True),
    ],
)
def test_optimal_weis_shortcut_matches_the_full_search(options: SchieberOptions) -> None:
    """Every maximal run whole, when no quad counts and no run is longer than seven, is
    what trying every split finds; hands with long runs are made on purpose."""
    hands = _random_hands(3000, 2)
    rng = random.Random(3)
    for _ in range(300):  # long runs are rare in random hands
        suit, length = rng.randrange(4), rng.randrange(6, 10)
        start = rng.randrange(10 - length)
        hand = sum(1 << (suit * 9 + nat) for nat in range(start, start + length))
        hands.append(hand)
    compared = 0
    for hand in hands:
        for mode in (0, 4, 5):
            fast = optimal_weis(hand, mode, options)
            slow = _searched_weis(hand, mode, options, _quads(hand, options))
            assert fast == slow, (hand, mode)
            compared += bool(slow)
    assert compared > 2000


def test_play_fast_path_refuses_what_the_long_way_refuses() -> None:
    """With the rules' own play actions (the fast path): a card not in hand, or one that
    does not follow, is refused; a legal one gives the same state and events whether or
    not legal_actions was asked for that state first, and as a fresh, equal action does."""
    rules, fresh_rules = SchieberRules(), SchieberRules()
    rng = random.Random(4)
    refused = applied = 0
    for index in range(40):
        state = rules.new_deal(4, index % 4, rng, DealContext(deal_index=index))
        state, _ = rules.apply(state, rules.legal_actions(state)[0])
        while rules.to_act(state) is not None:
            legal = rules.legal_actions(state)
            for card_id, action in enumerate(PLAY_ACTIONS):
                if action not in legal:
                    with pytest.raises(IllegalAction):
                        rules.apply(state, action)
                    refused += 1
                    continue
                fast = fresh_rules.apply(state, action)  # legal_actions not asked here
                slow = fresh_rules.apply(state, Action("play", (CARDS[card_id],)))
                assert fast == slow == rules.apply(state, action)
                applied += 1
            state, _ = rules.apply(state, legal[rng.randrange(len(legal))])
    assert refused > 40 * 36 * 20
    assert applied > 40 * 36


def test_the_fresh_state_names_every_field_as_the_keyword_form_would() -> None:
    """_start builds the state positionally; each field must land under its own name."""
    rules = SchieberRules()
    state = rules.new_deal(4, 2, random.Random(8), DealContext(deal_index=3, totals=(40, 75)))
    fields = state._asdict()
    assert fields == {
        "dealer": 2,
        "forehand": 1,
        "deal_index": 3,
        "totals_before": (40, 75),
        "dealt": state.hands,
        "hands": state.hands,
        "phase": "contract",
        "chooser": 1,
        "pushes": 0,
        "mode": -1,
        "turn": 1,
        "trick": (),
        "leader": 1,
        "tricks": (),
        "trick_points": (0, 0),
        "match_team": -1,
        "weis": (None, None, None, None),
        "weis_team": -2,
        "weis_points": (0, 0),
        "stoeck_seat": -1,
        "stoeck_state": 0,
        "winner": -1,
        "winner_stage": "",
        "crossed": -1,
        "final_points": None,
    }
    assert sum(bin(hand).count("1") for hand in state.hands) == 36


def test_the_trick_event_equals_the_one_its_constructor_makes() -> None:
    """The rules fill TrickTaken's slots directly; it must equal (and hash like) the
    dataclass's own, field by field, for every trick of a deal."""
    rules = SchieberRules()
    rng = random.Random(4)
    state = rules.new_deal(4, 0, rng, DealContext())
    taken = []
    while rules.to_act(state) is not None:
        legal = rules.legal_actions(state)
        state, events = rules.apply(state, legal[rng.randrange(len(legal))])
        taken += [e for e in events if isinstance(e, TrickTaken)]
    assert len(taken) == 9
    for number, event in enumerate(taken, start=1):
        made = TrickTaken(event.winner, event.cards, event.points, event.number)
        assert event == made and hash(event) == hash(made)
        assert event.number == number and len(event.cards) == 4


def _legal_mask_the_long_way(hand: int, trick: tuple[int, ...], mode: int) -> int:
    """Rules 6.3 through highest_trump, as legal_mask computed it before its bit table."""
    if not trick:
        return hand
    follow = hand & SUIT_MASK[SUIT_OF[trick[0]]]
    if mode >= OBENABE:
        return follow or hand
    my_trumps = hand & SUIT_MASK[mode]
    if SUIT_OF[trick[0]] == mode:
        return hand if not my_trumps or my_trumps == JACK_BIT[mode] else my_trumps
    top = highest_trump(trick, mode)
    if top < 0:
        return (follow | my_trumps) if follow else hand
    if hand & ~SUIT_MASK[mode] == 0:
        return hand
    higher = my_trumps & TRUMPS_ABOVE[top]
    return follow | higher if follow else hand & ~(my_trumps & ~higher)


def test_legal_mask_agrees_with_the_long_way_in_every_mode() -> None:
    """Random hands against random partial tricks of one to three cards, all six modes."""
    rng = random.Random(12)
    checked = trumped = 0
    for _ in range(4000):
        cards = rng.sample(range(36), 12)
        hand = sum(1 << card for card in cards[:9])
        trick = tuple(cards[9 : 9 + rng.randrange(1, 4)])
        mode = rng.randrange(6)
        assert legal_mask(hand, trick, mode) == _legal_mask_the_long_way(hand, trick, mode)
        checked += 1
        trumped += highest_trump(trick, mode) >= 0
    assert checked == 4000 and trumped > 800  # tricks with a trump in them were many
