"""Phase 2 through the engine: legal beats (B1-B6), pick-ups (U1-U4), trick flow (F1-F10)
and the spec's two worked examples (section 7.2)."""

from __future__ import annotations

import pytest

from game.games.skitgubbe.events import LoserFound, PickedUp, PlayerOut, TrickCleared
from game.games.skitgubbe.state import DONE, PHASE2
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


def _on_top(trump: str, top: str, hand: str, **options: object):
    """Seat 0 leads `top`; seat 1, holding `hand`, is to act (a third seat keeps K = 3)."""
    r = rules(**options)
    s = r.phase2_from_hands([cards(f"{top} 2C"), cards(hand), cards("3C")], trump, 0)
    return r, act(r, s, f"lay:{top.replace(' ', '+')}")[0]


@pytest.mark.parametrize(
    ("trump", "top", "hand", "beats"),
    [
        ("H", "8S", "7S 9S TS 2H AD", {"lay:9S", "lay:TS", "lay:9S+TS", "lay:2H"}),
        ("H", "5H", "4H 6H 7H AS", {"lay:6H", "lay:7H", "lay:6H+7H"}),
        ("D", "5C 6C 7C", "4C 8C 9C 2D", {"lay:8C", "lay:9C", "lay:8C+9C", "lay:2D"}),
        ("D", "2D 3D", "4D 5D AD AS", {"lay:4D", "lay:5D", "lay:4D+5D", "lay:AD"}),
        ("S", "KH", "AH 2H AC", {"lay:AH"}),
    ],
    ids=["B1", "B2", "B3", "B4", "B5"],
)
def test_legal_beats(trump: str, top: str, hand: str, beats: set[str]) -> None:
    r, s = _on_top(trump, top, hand)
    assert r.to_act(s) == 1
    assert legal_texts(r, s) == beats | {"pickup"}


def test_b6_leads_on_an_empty_table() -> None:
    r = rules()
    s = r.phase2_from_hands([cards("3C 4C 9H"), cards("2D")], "S", 0)
    assert legal_texts(r, s) == {"lay:3C", "lay:4C", "lay:3C+4C", "lay:9H"}


def test_single_cards_only_without_sequences() -> None:
    r, s = _on_top("H", "8S", "7S 9S TS 2H AD", phase2_sequences=False)
    assert legal_texts(r, s) == {"lay:9S", "lay:TS", "lay:2H", "pickup"}
    assert r.why_illegal(s, r.decode("lay:9S+TS")) == (
        "In this game phase 2 is played with single cards only."
    )


def _u1_table(**options: object):
    """Five players build [3S][5S6S][7S][8S9S] (trumps H); E is to act."""
    r = rules(**options)
    hands = ["3S 2C", "5S 6S 3C", "7S 4C", "8S 9S 5C", "6C"]
    s = r.phase2_from_hands([cards(h) for h in hands], "H", 0)
    return r, play(r, s, "lay:3S", "lay:5S+6S", "lay:7S", "lay:8S+9S")


@pytest.mark.parametrize(
    ("options", "taken", "left"),
    [
        ({}, [["8S", "9S"], ["7S"], ["5S", "6S"]], ["3S"]),
        ({"pickup_mode": "top_lay_only"}, [["8S", "9S"]], ["3S", "5S 6S", "7S"]),
        ({"pickup_mode": "bottom_lay_us"}, [["3S"]], ["5S 6S", "7S", "8S 9S"]),
    ],
    ids=["U1-chain", "U4-top", "bottom"],
)
def test_pickups(options: dict, taken: list, left: list) -> None:
    r, s = _u1_table(**options)
    assert r.to_act(s) == 4 and len(s.lays) == 4
    s, events = act(r, s, "pickup")
    picked = next(e for e in events if isinstance(e, PickedUp))
    assert [[str(c) for c in lay] for lay in picked.lays] == taken
    assert [
        " ".join(sorted(names(m), key=lambda t: "23456789TJQKA".index(t[0]))) for _, m in s.lays
    ] == left
    assert s.known[4] == mask(" ".join(" ".join(lay) for lay in taken))
    assert r.to_act(s) == 0  # the next holder acts


def test_u2_u3_chain_stops_at_another_suit() -> None:
    r = rules()
    s = r.phase2_from_hands([cards("4H 2S"), cards("2D 3S"), cards("3D 4S"), cards("5S")], "D", 0)
    s = play(r, s, "lay:4H", "lay:2D", "lay:3D", "pickup")
    assert names(s.hands[3]) == {"5S", "2D", "3D"}
    assert [names(m) for _, m in s.lays] == [{"4H"}]


def test_f1_worked_example_1() -> None:
    r = rules()
    s = r.phase2_from_hands([cards("6S JS 2C"), cards("3D 5D 2H"), cards("4H")], "D", 0)
    counts = []
    for text in ("lay:6S", "lay:3D", "pickup", "lay:JS", "lay:5D"):
        s, events = act(r, s, text)
        counts.append(len(s.lays))
    assert counts == [1, 2, 1, 2, 0]  # lays 1 2 1 2 3: the third completes the trick
    cleared = next(e for e in events if isinstance(e, TrickCleared))
    assert names(cleared.cards) == {"6S", "JS", "5D"} and cleared.seat == 1
    assert names(s.out) >= {"6S", "JS", "5D"}
    assert names(s.hands[2]) == {"4H", "3D"}
    assert r.to_act(s) == 1 and s.phase == PHASE2  # B leads the next trick


def test_f2_worked_example_2() -> None:
    r = rules()
    hands = ["2H 3H 6H QH 2S", "8H 4C 3S", "9H TH 4S", "5S"]
    s = r.phase2_from_hands([cards(h) for h in hands], "C", 0)
    steps = [
        "lay:2H+3H",
        "lay:8H",
        "lay:9H+TH",
        "pickup",
        "lay:6H",
        "lay:4C",
        "pickup",
        "lay:8H+9H+TH",
        "lay:QH",
    ]
    counts = []
    for number, text in enumerate(steps, 1):
        s, events = act(r, s, text)
        counts.append(len(s.lays))
        if number == 4:
            picked = next(e for e in events if isinstance(e, PickedUp))
            assert picked.seat == 3
            assert [names(lay) for lay in picked.lays] == [{"9H", "TH"}, {"8H"}]
    assert counts == [1, 2, 3, 1, 2, 3, 2, 3, 0]
    assert s.needed == 4
    assert names(s.out) == {"2H", "3H", "6H", "8H", "9H", "TH", "QH"} | names(mask(_outside(hands)))
    assert r.to_act(s) == 0  # A completed the trick and leads the next one
    assert names(s.hands[2]) == {"4S", "4C"}


def _outside(hands: list[str]) -> str:
    return " ".join(str(c) for c in rest_of_pack(*hands))


def test_f3_pickup_emptying_the_table_passes_the_lead() -> None:
    r = rules()
    s = r.phase2_from_hands([cards("4C 5C"), cards("6D"), cards("7D")], "H", 0)
    s = play(r, s, "lay:4C", "pickup")
    assert not s.lays and r.to_act(s) == 2
    s, _ = act(r, s, "lay:7D")
    assert s.needed == 3


def test_f4_f5_going_out_mid_trick_keeps_k() -> None:
    r = rules()
    s = r.phase2_from_hands([cards("4S 2D"), cards("9S"), cards("KS 3D 5D")], "H", 0)
    s, _ = act(r, s, "lay:4S")
    s, events = act(r, s, "lay:9S")
    assert PlayerOut(1) in events and len(s.lays) == 2 and r.to_act(s) == 2
    s, events = act(r, s, "lay:KS")
    assert any(isinstance(e, TrickCleared) for e in events) and not s.lays
    assert r.to_act(s) == 2
    s, _ = act(r, s, "lay:3D")
    assert s.needed == 2


def test_f6_completing_player_out_passes_the_lead_clockwise() -> None:
    r = rules()
    s = r.phase2_from_hands([cards("2H 7C"), cards("5H 8C"), cards("9H")], "S", 0)
    s = play(r, s, "lay:2H", "lay:5H")
    s, events = act(r, s, "lay:9H")
    assert PlayerOut(2) in events and any(isinstance(e, TrickCleared) for e in events)
    assert r.to_act(s) == 0
    s, _ = act(r, s, "lay:7C")
    assert s.needed == 2


def test_f7_last_holder_is_the_skitgubbe() -> None:
    r = rules()
    s = r.phase2_from_hands([cards("7D"), cards(""), cards("3D 4H")], "S", 2)
    s, events = act(r, s, "lay:3D")
    assert r.to_act(s) == 0
    s, events = act(r, s, "lay:7D")
    assert s.phase == DONE and s.loser == 2 and r.to_act(s) is None
    assert LoserFound(2, "last_player") in events
    assert r.deal_result(s).points == (0, 0, -1)


def test_f8_a_seat_without_cards_takes_no_part() -> None:
    r = rules()
    s = r.phase2_from_hands([cards("2C"), cards("3C"), cards("4C"), cards("")], "S", 0)
    s, _ = act(r, s, "lay:2C")
    assert s.needed == 3


def test_f9_two_players_complete_with_one_beat() -> None:
    r = rules()
    s = r.phase2_from_hands([cards("5S 2C"), cards("6S 3C")], "H", 0)
    s = play(r, s, "lay:5S", "lay:6S")
    assert not s.lays and r.to_act(s) == 1


def test_f10_two_players_pickup_gives_the_lead_back() -> None:
    r = rules()
    s = r.phase2_from_hands([cards("5S 2C"), cards("6S 3C")], "H", 0)
    s = play(r, s, "lay:5S", "pickup")
    assert not s.lays and r.to_act(s) == 0
    assert names(s.hands[1]) == {"5S", "6S", "3C"}


def test_lone_holder_loses_at_once() -> None:
    r = rules()
    s = r.phase2_from_hands([cards("5S"), cards("")], "H", 0)
    assert s.phase == DONE and s.loser == 0
