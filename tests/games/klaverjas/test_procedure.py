"""Dealing and choosing trumps (rules 4, 5, 13.5): who is asked, who must choose, who leads."""

from __future__ import annotations

import random

import pytest

from game.core.rules import DealContext, IllegalAction
from game.games.klaverjas.dealing import deal_packets
from game.games.klaverjas.events import DealThrownIn, SuitTurnedUp
from game.games.klaverjas.state import KlaverjasCarry
from game.games.klaverjas.tables import cards_to_mask
from tests.games.klaverjas.helpers import SCRIPT_HANDS, act, deal, rules

NORTH, EAST, SOUTH, WEST = range(4)


def legal(engine, state) -> list[str]:
    """Legal actions as text."""
    return [engine.encode(a) for a in engine.legal_actions(state)]


def test_k_p1_all_pass_then_first_hand_must_name() -> None:
    """Dealer N: E, S, W, N asked; all pass; E must name a suit, names D and leads."""
    engine = rules()
    state = deal(engine, SCRIPT_HANDS, NORTH)
    asked = []
    for _ in range(4):
        asked.append(engine.to_act(state))
        assert legal(engine, state) == ["pass", "trump:C", "trump:D", "trump:H", "trump:S"]
        state, _ = act(engine, state, "pass")
    assert asked == [EAST, SOUTH, WEST, NORTH]
    assert engine.to_act(state) == EAST
    assert legal(engine, state) == ["trump:C", "trump:D", "trump:H", "trump:S"]
    with pytest.raises(IllegalAction, match="Everybody passed"):
        engine.apply(state, engine.decode("pass"))
    state, _ = act(engine, state, "trump:D")
    assert (state.maker, state.setup.side_of[state.maker], engine.to_act(state)) == (EAST, 1, EAST)


def test_k_p2_first_hand_leads_whoever_chose() -> None:
    """Dealer W, N passes, E names clubs: makers E/W, but N leads trick 1."""
    engine = rules()
    state = deal(engine, SCRIPT_HANDS, WEST)
    state, events = act(engine, state, "pass", "trump:C")
    assert [e.kind for e in events] == ["Passed", "TrumpChosen"]
    assert (state.maker, state.trump, engine.to_act(state), state.leader) == (EAST, 0, NORTH, NORTH)


def test_k_p3_packets_and_next_dealer() -> None:
    """Dealer S, 3-2-3: W d[0..2] d[12..13] d[20..22], N, E, then S; W deals next."""
    seed = 7
    deck = list(range(32))
    random.Random(seed).shuffle(deck)
    engine = rules()
    state = engine.new_deal(4, SOUTH, random.Random(seed), DealContext())
    expected = {
        WEST: deck[0:3] + deck[12:14] + deck[20:23],
        NORTH: deck[3:6] + deck[14:16] + deck[23:26],
        EAST: deck[6:9] + deck[16:18] + deck[26:29],
        SOUTH: deck[9:12] + deck[18:20] + deck[29:32],
    }
    for seat, ids in expected.items():
        assert state.hands[seat] == sum(1 << i for i in ids)
    assert engine.next_dealer(state) == WEST


def test_four_four_and_three_player_packets() -> None:
    """4-4: d[0..3] d[16..19] to first hand; 3 players: 4, 3, widow d[21..22], 3."""
    hands, widow = deal_packets(list(range(32)), [1, 2, 3, 0], "4-4")
    assert hands[0] == [0, 1, 2, 3, 16, 17, 18, 19] and widow == []
    hands, widow = deal_packets(list(range(32)), [1, 2, 0], "3p")
    assert hands[0] == [0, 1, 2, 3, 12, 13, 14, 23, 24, 25]
    assert hands[2] == [8, 9, 10, 11, 18, 19, 20, 29, 30, 31]
    assert widow == [21, 22]


def test_utrecht_first_hand_must_choose() -> None:
    """5.2: nobody but first hand is asked; passing is refused."""
    engine = rules(trump_selection="forced_first_hand")
    state = deal(engine, SCRIPT_HANDS, SOUTH)
    assert engine.to_act(state) == WEST
    assert legal(engine, state) == ["trump:C", "trump:D", "trump:H", "trump:S"]
    assert engine.why_illegal(state, engine.decode("pass")) == (
        "As first hand you must choose trumps (Utrecht rule)."
    )


def test_turn_up_accept_or_pass() -> None:
    """5.3: only the turned suit can be accepted; the acceptor is the maker."""
    engine = rules(trump_selection="turn_up")
    state = deal(engine, SCRIPT_HANDS, WEST, turned="H", second_turned="S")
    assert legal(engine, state) == ["pass", "trump:H"]
    assert engine.why_illegal(state, engine.decode("trump:D")) == (
        "Only the turned-up suit, hearts, can be accepted (or pass)."
    )
    assert engine.view(state, EAST).proposal == "H"
    state, _ = act(engine, state, "pass", "pass", "trump:H")
    assert (state.maker, state.trump, engine.to_act(state)) == (SOUTH, 2, NORTH)


@pytest.mark.parametrize(
    ("rule", "choices"),
    [
        ("first_hand_chooses", ["trump:C", "trump:D", "trump:H", "trump:S"]),
        ("first_hand_plays_turned", ["trump:H"]),
    ],
)
def test_turn_up_all_pass(rule: str, choices: list[str]) -> None:
    """5.3.3: after four passes first hand must become maker (any suit / the turned one)."""
    engine = rules(trump_selection="turn_up", turn_up_all_pass=rule)
    state = deal(engine, SCRIPT_HANDS, WEST, turned="H")
    state, _ = act(engine, state, "pass", "pass", "pass", "pass")
    assert engine.to_act(state) == NORTH
    assert legal(engine, state) == choices


def test_turn_up_second_round_then_thrown_in() -> None:
    """second_turn_then_redeal: a new suit, another round, then the deal is thrown in."""
    engine = rules(trump_selection="turn_up", turn_up_all_pass="second_turn_then_redeal")
    state = deal(engine, SCRIPT_HANDS, WEST, turned="H", second_turned="S")
    assert engine.view(state, NORTH).proposal == "H"
    state, events = act(engine, state, "pass", "pass", "pass", "pass")
    assert [(e.suit, e.round) for e in events if isinstance(e, SuitTurnedUp)] == [("S", 2)]
    assert (engine.to_act(state), engine.view(state, NORTH).proposal) == (NORTH, "S")
    assert legal(engine, state) == ["pass", "trump:S"]
    state, events = act(engine, state, "pass", "pass", "pass", "pass")
    assert [e.dealer for e in events if isinstance(e, DealThrownIn)] == [WEST]
    assert engine.to_act(state) is None
    result = engine.deal_result(state)
    assert (result.points, result.complete) == ((0, 0, 0, 0), False)
    assert engine.next_dealer(state) == NORTH
    assert engine.carry_over(state) == KlaverjasCarry(0)


def test_new_deal_turn_up_draws_two_different_suits() -> None:
    """The turned suits come from the deal's RNG; the second always differs."""
    engine = rules(trump_selection="turn_up")
    seen = set()
    for seed in range(40):
        state = engine.new_deal(4, 0, random.Random(seed), DealContext())
        assert 0 <= state.proposal < 4 and state.second_proposal not in (-1, state.proposal)
        seen.add(state.proposal)
    assert seen == {0, 1, 2, 3}


def test_given_hands_without_turned_suit_are_repeatable() -> None:
    """deal_from_hands without `turned` offers the same suit for the same hands."""
    engine = rules(trump_selection="turn_up")
    first = deal(engine, SCRIPT_HANDS, WEST)
    assert deal(engine, SCRIPT_HANDS, WEST) == first
    with pytest.raises(ValueError, match="differ"):
        deal(engine, SCRIPT_HANDS, WEST, turned="H", second_turned="H")


def test_bad_hands_are_refused() -> None:
    """deal_from_hands checks sizes, the pack and duplicates."""
    engine = rules()
    with pytest.raises(ValueError, match="8 cards"):
        deal(engine, (*SCRIPT_HANDS[:3], "AH TH 7S"), WEST)
    with pytest.raises(ValueError, match="two hands"):
        deal(engine, (*SCRIPT_HANDS[:3], SCRIPT_HANDS[0]), WEST)
    with pytest.raises(ValueError, match="not 5"):
        engine.new_deal(5, 0, random.Random(1))
    assert cards_to_mask(()) == 0
