"""Phase 1 through the engine: the spec's vectors P1-P12 and the worked illustration (8)."""

from __future__ import annotations

import random

import pytest

from game.core.events import TrickTaken
from game.games.skitgubbe.events import (
    CardsAdded,
    LastCardTaken,
    Phase2Started,
    TieReplay,
    TrickAbandoned,
)
from game.games.skitgubbe.state import ADDING, PHASE1, PHASE2
from game.games.skitgubbe.tables import CARDS
from tests.games.skitgubbe.helpers import (
    act,
    cards,
    legal_texts,
    mask,
    names,
    play,
    rest_of_pack,
    rules,
)


def _three_player(a: str, b: str, c: str, stock_top: str, dealer: int = 2, **options: object):
    """A fresh 3-player game with given hands; `stock_top` is drawn first, then the rest."""
    r = rules(**options)
    rest = [*cards(stock_top), *rest_of_pack(a, b, c, stock_top)]
    state = r.deal_from_hands([cards(a), cards(b), cards(c)], dealer, stock=rest)
    return r, state


def test_p1_highest_rank_wins_whatever_the_suit_or_count() -> None:
    r, s = _three_player("7S 2D 3D", "9H 9C 4D", "KD 5H 6H", "2S 3S 4S 5S")
    assert r.to_act(s) == 0  # dealer C: A, on his left, leads
    s, _ = act(r, s, "play:7S")
    s, _ = act(r, s, "play:9H+9C")
    s, events = act(r, s, "play:KD")
    taken = [e for e in events if isinstance(e, TrickTaken)]
    assert len(taken) == 1 and taken[0].winner == 2
    assert names(taken[0].cards) == {"7S", "9H", "9C", "KD"}
    assert names(s.won[2]) == {"7S", "9H", "9C", "KD"}
    assert r.to_act(s) == 2  # the winner leads the next trick
    assert [h.bit_count() for h in s.hands] == [3, 3, 3]  # everyone drew back to 3


def test_p2_and_section_8_tie_replay_then_additions() -> None:
    r, s = _three_player("QC 3H 8S", "5H 5D 9S", "QS QD TC", "2D 4D 6D 7D JD KD 2C")
    s = play(r, s, "play:QC", "play:5H")
    s, events = act(r, s, "play:QS+QD")
    assert TieReplay((0, 2), 1) in events
    assert s.queue == (0, 2)  # A first (he led), B does not play
    s, _ = act(r, s, "play:3H")
    assert r.to_act(s) == 2
    s, _ = act(r, s, "play:TC")
    # C won; only B holds a matching card (5D), so only B is offered the addition
    assert s.phase == ADDING and s.winner == 2 and s.queue == (1,)
    assert legal_texts(r, s) == {"add", "add:5D"}
    s, events = act(r, s, "add:5D")
    assert CardsAdded(1, cards("5D")) in events
    assert names(s.won[2]) == {"QC", "5H", "QS", "QD", "3H", "TC", "5D"}
    assert [h.bit_count() for h in s.hands] == [3, 3, 3]
    assert r.to_act(s) == 2 and s.phase == PHASE1


def test_p3_replay_order_from_the_leader_and_repeated_replays() -> None:
    r = rules()
    hands = [cards("4S 2H 3H"), cards("JH 6S 7C"), cards("2C 8C 9C"), cards("JD 6H 7D")]
    s = r.deal_from_hands(hands, 3)
    s = play(r, s, "play:4S", "play:JH", "play:2C")
    s, events = act(r, s, "play:JD")
    assert TieReplay((1, 3), 1) in events
    s = play(r, s, "play:6S")
    s, events = act(r, s, "play:6H")
    assert TieReplay((1, 3), 2) in events
    assert s.queue == (1, 3) and s.round == 2


def test_p4_three_way_tie() -> None:
    r, s = _three_player("KS 2D 3D", "KD 4D 5D", "KH 6D 7D", "8D")
    s = play(r, s, "play:KS", "play:KD")
    s, events = act(r, s, "play:KH")
    assert TieReplay((0, 1, 2), 1) in events


def test_p5_additions_are_subsets_of_the_matching_cards() -> None:
    r, s = _three_player("7S 9C KH", "9H 3D 4D", "KD 5H 6H", "2S 8D 8H 2C")
    s = play(r, s, "play:7S", "play:9H", "play:KD")
    assert s.phase == ADDING and s.queue == (0,)  # only A holds a 7, 9 or K
    assert names(s.hands[0]) == {"9C", "KH", "2S"}
    assert legal_texts(r, s) == {"add", "add:9C", "add:KH", "add:9C+KH"}
    reason = r.why_illegal(s, r.decode("add:2S"))
    assert reason == "You may add only cards of a rank on the table; the 2 of spades is not."


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        (
            "5S 5H 5D",
            {
                "play:5S",
                "play:5H",
                "play:5D",
                "play:5H+5S",
                "play:5D+5S",
                "play:5D+5H",
                "play:5D+5H+5S",
            },
        ),
        ("5S 9H JD", {"play:5S", "play:9H", "play:JD"}),
    ],
)
def test_p6_p7_legal_plays(hand: str, expected: set[str]) -> None:
    r, s = _three_player(hand, "2C 3C 4C", "6C 7C 8C", "2D")
    assert legal_texts(r, s) == expected


def test_p8_pair_on_a_two_card_stock() -> None:
    r = rules()
    hands = [cards("2S 3S 4S"), cards("9H 9C 5S"), cards("6S 7S 8S")]
    stock = cards("TD JD")
    won = [[], [], _rest(hands, stock)]
    s = r.deal_from_hands(hands, 0, stock=stock, won=won)
    assert r.to_act(s) == 1  # dealer A: B leads
    s, events = act(r, s, "play:9H+9C")
    assert LastCardTaken(1) in events
    assert names(s.hands[1]) == {"5S", "TD"}
    assert s.last_holder == 1 and str(CARDS[s.last_card]) == "JD" and not s.stock
    rng = random.Random(3)
    while s.phase in (PHASE1, ADDING):
        legal = r.legal_actions(s)
        s, events = r.apply(s, legal[rng.randrange(len(legal))])
    started = [e for e in events if isinstance(e, Phase2Started)]
    assert started[0].leader == 1 and str(started[0].trump_card) == "JD"


def test_p9_three_of_a_kind_on_a_one_card_stock_ends_phase_1() -> None:
    r = rules()
    hands = [cards("5S 5H 5D"), cards("9S 2H 3H"), cards("KD 4H 6H")]
    stock = cards("AC")
    won = [_rest(hands, stock), [], []]
    s = r.deal_from_hands(hands, 2, stock=stock, won=won)
    s, events = act(r, s, "play:5D+5H+5S")
    assert LastCardTaken(0) in events and s.hands[0] == 0 and s.last_holder == 0
    s, events = act(r, s, "play:9S")
    assert s.phase == PHASE1
    s, events = act(r, s, "play:KD")
    started = [e for e in events if isinstance(e, Phase2Started)]
    assert s.phase == PHASE2 and started and str(started[0].trump_card) == "AC"
    assert s.trump == 0 and r.to_act(s) == 0  # clubs; A, holder of the last card, leads
    assert "AC" in names(s.hands[0]) and names(s.hands[2]) >= {"KD", "9S", "5S", "5H", "5D"}


def test_p10_phase_1_ends_when_a_hand_is_empty_after_the_trick() -> None:
    r = rules()
    hands = [cards("8S"), cards("3H 4H"), cards("JD 6C")]
    won = [[], [], _rest(hands, cards("2C"))]
    s = r.deal_from_hands(hands, 2, stock=(), won=won, last_card=cards("2C")[0], last_holder=1)
    s = play(r, s, "play:8S", "play:3H")
    s, events = act(r, s, "play:JD")
    assert any(isinstance(e, TrickTaken) and e.winner == 2 for e in events)
    assert s.phase == PHASE2 and s.trump == 0 and r.to_act(s) == 1
    assert names(s.hands[0]) == set()  # A won nothing and holds nothing: he is safe
    assert names(s.hands[1]) == {"4H", "2C"}


def test_p11_abandoned_replay_returns_every_card() -> None:
    r = rules()
    hands = [cards("5S"), cards("5H 9D"), cards("2C TD")]
    won = [[], _rest(hands, cards("3C")), []]
    s = r.deal_from_hands(hands, 2, stock=(), won=won, last_card=cards("3C")[0], last_holder=2)
    s = play(r, s, "play:5S", "play:5H")
    s, events = act(r, s, "play:2C")
    abandoned = [e for e in events if isinstance(e, TrickAbandoned)]
    assert abandoned and dict(abandoned[0].returned) == {
        0: cards("5S"),
        1: cards("5H"),
        2: cards("2C"),
    }
    assert s.phase == PHASE2
    assert names(s.hands[0]) == {"5S"}
    assert names(s.hands[2]) == {"2C", "TD", "3C"}
    assert s.known[0] == mask("5S") and s.known[2] == mask("2C 3C")  # all seen face up


@pytest.mark.parametrize(("seats", "stock"), [(2, 46), (3, 43), (4, 40), (5, 37), (6, 34)])
def test_p12_stock_size_at_the_start(seats: int, stock: int) -> None:
    s = rules().new_deal(seats, 0, random.Random(seats))
    assert len(s.stock) == stock
    assert [h.bit_count() for h in s.hands] == [3] * seats
    assert s.queue[0] == 1  # left of the dealer leads


def _rest(hands: list, stock: tuple) -> list:
    texts = [" ".join(str(c) for c in part) for part in (*hands, stock)]
    return rest_of_pack(*texts)
