"""What a seat sees: its hand, its own won pile, the turned trump and public pick-ups."""

from __future__ import annotations

import random

from game.games.skitgubbe.state import SkitgubbeView
from tests.games.contract_helpers import cards_in
from tests.games.skitgubbe.helpers import act, cards, names, play, rest_of_pack, rules


def test_a_fresh_deal_shows_only_the_own_hand() -> None:
    r = rules()
    s = r.new_deal(4, 0, random.Random(11))
    for seat in range(4):
        view = r.view(s, seat)
        assert isinstance(view, SkitgubbeView)
        assert names(view.hand) == names(s.hands[seat])
        assert view.hand_sizes == (3, 3, 3, 3) and view.stock_size == 40
        assert set(cards_in(view)) == set(view.hand)
        hidden = r.hidden_cards(s, seat)
        assert len(hidden) == 52 - 3 and not hidden & set(view.hand)


def test_won_piles_are_face_down_for_the_others_only() -> None:
    r = rules()
    hands = [cards("7S 2D 3D"), cards("9H 4D 5D"), cards("KD 6D 8D")]
    s = r.deal_from_hands(
        hands, 2, stock=[*cards("2S 3S 4S"), *rest_of_pack("7S 2D 3D 9H 4D 5D KD 6D 8D 2S 3S 4S")]
    )
    s = play(r, s, "play:7S", "play:9H", "play:KD")
    won = set(cards("7S 9H KD"))
    assert set(r.view(s, 2).own_won) == won
    assert r.view(s, 0).won_sizes == (0, 0, 3) and r.view(s, 0).own_won == ()
    assert won <= r.hidden_cards(s, 0) and not won & r.hidden_cards(s, 2)


def test_phase2_trump_card_and_pickups_are_public() -> None:
    r = rules()
    hands = [cards("8S"), cards("3H 4H"), cards("JD 6C")]
    won = [[], [], rest_of_pack("8S 3H 4H JD 6C 2C")]
    s = r.deal_from_hands(hands, 2, stock=(), won=won, last_card=cards("2C")[0], last_holder=1)
    s = play(r, s, "play:8S", "play:3H", "play:JD")
    view = r.view(s, 0)
    assert view.trump == "C" and str(view.trump_card) == "2C"
    assert names(view.known[1]) == {"2C"} and cards("2C")[0] not in r.hidden_cards(s, 0)
    assert view.in_game == (False, True, True)
    s, _ = act(r, s, "lay:4H")
    s, _ = act(r, s, "pickup")
    view = r.view(s, 1)
    assert names(view.known[2]) == {"4H"}
    assert cards("4H")[0] not in r.hidden_cards(s, 1)
