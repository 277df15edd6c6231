"""The variants of the options table (section 5): two-player tricks, daring, addition
order, dealer rotation."""

from __future__ import annotations

import random

from game.core.events import TrickTaken
from game.games.skitgubbe.events import CardsPlayed, TieReplay, TrickAbandoned
from game.games.skitgubbe.state import ADDING, PHASE2
from tests.games.skitgubbe.helpers import act, cards, legal_texts, names, play, rest_of_pack, rules


def test_two_player_tricks_pair_the_winner_with_his_left_neighbour() -> None:
    r = rules(phase1_mode="two_player_tricks")
    hands = [cards("5S 2D 3D"), cards("9H 7C 2H"), cards("7D 3H 4H"), cards("6C 8C 9C")]
    s = r.deal_from_hands(hands, 3)
    assert s.queue == (0, 1)  # dealer D: A leads, B plays second, C and D wait
    assert legal_texts(r, s) == {"play:5S", "play:2D", "play:3D"}  # single cards only
    s = play(r, s, "play:5S")
    s, events = act(r, s, "play:9H")
    taken = next(e for e in events if isinstance(e, TrickTaken))
    assert taken.winner == 1 and names(taken.cards) == {"5S", "9H"}
    assert s.queue == (1, 2)  # B leads, C (on B's left) is second
    s = play(r, s, "play:7C")
    s, events = act(r, s, "play:7D")
    assert TieReplay((1, 2), 1) in events and s.queue == (1, 2)  # a bounce: same two
    s = play(r, s, "play:2H")
    s, events = act(r, s, "play:3H")
    taken = next(e for e in events if isinstance(e, TrickTaken))
    assert taken.winner == 2 and names(taken.cards) == {"7C", "7D", "2H", "3H"}
    assert s.queue == (2, 3) and s.phase != ADDING  # no additions in this format


def test_two_player_tricks_end_when_fewer_than_two_hold_cards() -> None:
    r = rules(phase1_mode="two_player_tricks")
    hands = [cards("8S"), cards("3H"), cards("")]
    won = [[], [], rest_of_pack("8S 3H 2C")]
    s = r.deal_from_hands(hands, 2, stock=(), won=won, last_card=cards("2C")[0], last_holder=2)
    assert s.queue == (0, 1)
    s = play(r, s, "play:8S", "play:3H")
    assert s.phase == PHASE2 and names(s.hands[0]) == {"8S", "3H"}
    assert r.to_act(s) == 2  # the holder of the last card leads phase 2


def test_two_player_bounce_that_cannot_go_on_returns_the_cards() -> None:
    r = rules(phase1_mode="two_player_tricks")
    hands = [cards("5S"), cards("5H 9D"), cards("2C")]
    won = [[], [], rest_of_pack("5S 5H 9D 2C 3C")]
    s = r.deal_from_hands(hands, 2, stock=(), won=won, last_card=cards("3C")[0], last_holder=1)
    s = play(r, s, "play:5S")
    s, events = act(r, s, "play:5H")
    assert any(isinstance(e, TrickAbandoned) for e in events)
    assert s.phase == PHASE2
    assert names(s.hands[0]) == {"5S"} and names(s.hands[1]) == {"5H", "9D", "3C"}


def test_daring_plays_the_top_stock_card() -> None:
    r = rules(daring=True)
    s = r.deal_from_hands(
        [cards("5S 2D 3D"), cards("9H 7C 2H"), cards("4H 6C 8C")],
        2,
        stock=[*cards("KD"), *rest_of_pack("5S 2D 3D 9H 7C 2H 4H 6C 8C KD")],
    )
    assert "dare" in legal_texts(r, s)
    before = s.hands[0]
    s, events = act(r, s, "dare")
    assert CardsPlayed(0, cards("KD"), 0, True) in events
    assert s.hands[0] == before and len(s.stock) == 42


def test_daring_needs_more_than_one_stock_card() -> None:
    r = rules(daring=True)
    hands = [cards("5S 2D 3D"), cards("9H 7C 2H"), cards("4H 6C 8C")]
    won = [rest_of_pack("5S 2D 3D 9H 7C 2H 4H 6C 8C KD"), [], []]
    s = r.deal_from_hands(hands, 2, stock=cards("KD"), won=won)
    assert "dare" not in legal_texts(r, s)
    assert r.why_illegal(s, r.decode("dare")) == (
        "You may dare only while the stock holds more than one card."
    )
    assert rules().why_illegal(s, r.decode("dare")) == (
        "Daring (playing the top stock card) is not allowed in this game."
    )


def _addition_position(**options: object):
    r = rules(**options)
    hands = [cards("7S 7D 2C"), cards("9H 9S 3C"), cards("KD 7H 4C")]
    stock = [*cards("5D 6D 8D 5H"), *rest_of_pack("7S 7D 2C 9H 9S 3C KD 7H 4C 5D 6D 8D 5H")]
    s = r.deal_from_hands(hands, 2, stock=stock)
    return r, play(r, s, "play:7S", "play:9H", "play:KD")


def test_additions_start_with_the_winner_by_default() -> None:
    _, s = _addition_position()
    assert s.phase == ADDING and s.winner == 2 and s.queue == (2, 0, 1)


def test_additions_may_start_with_the_leader() -> None:
    r, s = _addition_position(addition_order="clockwise_from_leader")
    assert s.queue == (0, 1, 2)
    s = play(r, s, "add:7D", "add:9S", "add")
    assert names(s.won[2]) == {"7S", "9H", "KD", "7D", "9S"}


def test_dealer_rotation() -> None:
    s = rules().new_deal(4, 1, random.Random(2))
    done = _play_out(rules(), s)
    assert rules().next_dealer(done) == 2
    assert rules(dealer_rotation="loser_deals").next_dealer(done) == done.loser


def _play_out(r, s):
    rng = random.Random(7)
    while r.to_act(s) is not None:
        legal = r.legal_actions(s)
        s, _ = r.apply(s, legal[rng.randrange(len(legal))])
    return s
