"""The three-player game (rules 11): widow, laying away, 10 tricks, solo scoring."""

from __future__ import annotations

import random

import pytest

from game.core.cards import Card
from game.core.rules import Action, DealContext, IllegalAction
from game.games.klaverjas.events import CardsLaidAway, Pit, WidowTaken
from tests.games.klaverjas.helpers import act, deal, kinds, play_tricks, rules

# P0 holds every heart and A K of spades; the widow is 8 and 7 of clubs.
HANDS = (
    "JH 9H AH TH KH QH 8H 7H AS KS",
    "QS JS TS 9S AD KD QD JD TD 9D",
    "8S 7S 8D 7D AC KC QC JC TC 9C",
)
FIRST_EIGHT = (
    "JH 9D 9C",  # 20
    "9H TD TC",  # 34
    "AH JD JC",  # 15
    "TH QD QC",  # 16
    "KH KD KC",  # 12
    "QH AD AC",  # 25
    "8H 9S 8D",  # 0
    "7H TS 7D",  # 10
)


def test_maker_takes_widow_lays_away_and_makes_a_pit() -> None:
    """P0 names hearts, lays the clubs away and takes all ten tricks: 162 + 100 pit."""
    engine = rules()
    state = deal(engine, HANDS, 2)
    assert engine.to_act(state) == 0
    assert engine.view(state, 0).widow_size == 2
    assert {str(c) for c in engine.hidden_cards(state, 0)} >= {"8C", "7C"}
    state, events = act(engine, state, "trump:H")
    assert [e.seat for e in events if isinstance(e, WidowTaken)] == [0]
    assert len(engine.legal_actions(state)) == 66  # every pair of twelve cards
    assert engine.why_illegal(state, engine.decode("play:JH")) == (
        "First lay two cards away face down (you took the widow)."
    )
    state, events = act(engine, state, "discard:7C+8C")
    assert [e.seat for e in events if isinstance(e, CardsLaidAway)] == [0]
    assert engine.to_act(state) == 0
    state, events = play_tricks(engine, state, (*FIRST_EIGHT, "AS JS 8S", "KS QS 7S"))
    assert [t.points for t in state.tricks] == [20, 34, 15, 16, 12, 25, 0, 10, 13, 17]
    assert all(t.roem == 0 and t.winner == 0 for t in state.tricks)
    result = engine.deal_result(state)
    assert result.card_points == (162, 0, 0)
    assert result.points == (262, 0, 0)
    assert result.teams is None
    assert [(e.seats, e.bonus) for e in events if isinstance(e, Pit)] == [((0,), 100)]


def test_lay_away_cards_out_of_order_or_twice_are_refused() -> None:
    """Only the legal lay-away is applied: text is read in card order, values are not."""
    engine = rules()
    state = deal(engine, HANDS, 2)
    state, _ = act(engine, state, "trump:H")
    legal = engine.legal_actions(state)
    assert engine.decode("discard:KS+7C") == engine.decode("discard:7C+KS") in legal
    reordered = Action("discard", (Card("S", 13), Card("C", 7)))
    assert reordered not in legal
    assert engine.why_illegal(state, reordered) == "Name the cards in the order 7C+KS."
    with pytest.raises(IllegalAction, match="7C"):
        engine.apply(state, reordered)
    twice = engine.decode("discard:7C+7C")
    assert engine.why_illegal(state, twice) == "You named the 7 of clubs twice."
    with pytest.raises(IllegalAction, match="twice"):
        engine.apply(state, twice)


def test_laid_away_points_count_for_the_maker_and_stay_hidden() -> None:
    """Laying away K of spades + 7C: tricks hold 158, the maker is credited 162."""
    engine = rules()
    state = deal(engine, HANDS, 2)
    state, _ = act(engine, state, "trump:H", "discard:KS+7C")
    laid = {"KS", "7C"}
    assert {str(c) for c in engine.view(state, 0).laid_away} == laid
    assert engine.view(state, 1).laid_away == ()
    assert laid <= {str(c) for c in engine.hidden_cards(state, 1)}
    assert not laid & {str(c) for c in engine.hidden_cards(state, 0)}
    state, _ = play_tricks(engine, state, (*FIRST_EIGHT, "AS QS 8S", "8C JS 7S"))
    assert sum(t.points for t in state.tricks) == 158
    assert engine.deal_result(state).points == (262, 0, 0)


def test_all_pass_throws_in_and_redeal_dealer_follows_the_option() -> None:
    """11.3: one round only; all pass -> thrown in; same dealer by default, else next."""
    for option, dealer in (("same_dealer", 2), ("next_dealer", 0)):
        engine = rules(redeal_3p=option)
        state = deal(engine, HANDS, 2)
        state, events = act(engine, state, "pass", "pass", "pass")
        assert kinds(events, "DealThrownIn")
        assert engine.to_act(state) is None
        assert engine.deal_result(state).complete is False
        assert engine.next_dealer(state) == dealer


def test_random_three_player_deals_hold_162() -> None:
    """Random complete deals keep the 162-point total, laid-away cards included."""
    engine = rules()
    rng = random.Random(5)
    complete = 0
    for number in range(30):
        state = engine.new_deal(3, number % 3, rng, DealContext())
        while engine.to_act(state) is not None:
            legal = engine.legal_actions(state)
            state, _ = engine.apply(state, legal[rng.randrange(len(legal))])
        engine.check_invariants(state)
        result = engine.deal_result(state)
        if result.complete:
            complete += 1
            assert sum(result.card_points or ()) == 162
            assert len(state.tricks) == 10
    assert complete == 30  # with this seed nobody's three passes threw a deal in
