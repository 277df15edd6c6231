"""Skitgubbe positions where a club player's move is clear; both bots must find it."""

from __future__ import annotations

import random

from game.games import REGISTRY
from game.games.skitgubbe.rules import SkitgubbeRules
from game.games.skitgubbe.state import ADDING, PHASE1, PHASE2, SkitgubbeState
from tests.games.skitgubbe.helpers import cards, play

GAME = REGISTRY["skitgubbe"]


def _choices(rules: SkitgubbeRules, state: SkitgubbeState, seeds: int = 3) -> dict[str, set[str]]:
    """What basic and strong choose here (strong over a few seeds; the work budget,
    not the clock, ends its search)."""
    seat = rules.to_act(state)
    assert seat is not None
    view, legal = rules.view(state, seat), rules.legal_actions(state)
    basic = GAME.bots["basic"]().choose(view, legal, random.Random(0))
    strong = GAME.bots["strong"](work=6000, budget=30.0)
    return {
        "basic": {rules.encode(basic)},
        "strong": {
            rules.encode(strong.choose(view, legal, random.Random(s))) for s in range(seeds)
        },
    }


def _phase2(hands: list[str], trump: str, leader: int, script: str = ""):
    rules = SkitgubbeRules()
    state = rules.phase2_from_hands([cards(h) for h in hands], trump, leader)
    return rules, play(rules, state, *script.split())


def test_beats_in_suit_and_keeps_the_trump_ace() -> None:
    """Spades led and beaten, hearts trumps: the 9 of spades completes the trick as well
    as the trump ace does, and the ace stays home (a pick-up would take both spades)."""
    rules, state = _phase2(["7S 2C 3D 4D", "8S 4C 5D 6D", "9S AH 6C 7C"], "H", 0, "lay:7S lay:8S")
    assert state.phase == PHASE2 and state.turn == 2
    choices = _choices(rules, state)
    assert choices["basic"] == {"lay:9S"}
    assert choices["strong"] == {"lay:9S"}


def test_goes_out_with_a_run_that_beats() -> None:
    """Holding exactly the 9 and 10 of spades over the 8: lay both and be safe."""
    rules, state = _phase2(["8S 2C 3D", "9S TS", "6C 7C 8C"], "H", 0, "lay:8S")
    choices = _choices(rules, state)
    assert choices["basic"] == {"lay:9S+TS"}
    assert choices["strong"] == {"lay:9S+TS"}


def test_completes_the_trick_with_a_run_to_lead_out_the_last_card() -> None:
    """Two players left: beating the 5 with the 6-7 run completes the trick, and the
    lead then sheds the last card; laying only the 6 would keep a card too many."""
    rules, state = _phase2(["5S KC QD", "6S 7S 2C"], "H", 0, "lay:5S")
    choices = _choices(rules, state)
    assert choices["basic"] == {"lay:6S+7S"}
    assert choices["strong"] == {"lay:6S+7S"}


def test_completes_the_trick_with_trumps_to_lead_out_the_rest() -> None:
    """Hearts trump, two players left, the 9 of diamonds led: beating it with the King
    (or the 10-Jack) completes the trick and leaves one lay to lead out. Basic spends the
    cheapest trump, the 10, and stays in (a counted blunder, missed_out); strong, which
    searches only moves that are no blunder, goes out."""
    rules, state = _phase2(["9D QH AH", "TH JH KH"], "H", 0, "lay:9D")
    choices = _choices(rules, state)
    assert choices["basic"] == {"lay:TH"}
    assert choices["strong"] <= {"lay:KH", "lay:TH+JH"}


def test_does_not_take_a_trick_of_deuces_with_the_ace() -> None:
    """Phase 1, last to play: the ace would win two deuces and a king (and whatever the
    others add); the fours lose, so they go to the winner instead of staying home."""
    rules = SkitgubbeRules()
    hands = [cards("2C 9H TD"), cards("2D 9D TH"), cards("KH 8C 8D"), cards("AS 4C 4D")]
    state = rules.deal_from_hands(hands, dealer=3)
    state = play(rules, state, "play:2C", "play:2D", "play:KH")
    assert state.phase == PHASE1 and rules.to_act(state) == 3
    choices = _choices(rules, state)
    for name in ("basic", "strong"):
        assert choices[name] <= {"play:4C", "play:4D", "play:4C+4D"}, (name, choices)


def test_hands_a_matching_deuce_to_the_trick_winner() -> None:
    """Phase 1 additions: the trick went to somebody else, so a deuce of a rank on the
    table is added (the winner keeps it, and a fresh card is drawn)."""
    rules = SkitgubbeRules()
    hands = [cards("2C 9H TD"), cards("3D 9D 2H"), cards("KH 8C 8D"), cards("AS 5C 5D")]
    state = rules.deal_from_hands(hands, dealer=3)
    state = play(rules, state, "play:2C", "play:3D", "play:KH", "play:AS")
    assert state.phase == ADDING
    # Seat 3 won; seat 3 adds first (nothing matches), then seat 1 with the 2 of hearts.
    while rules.to_act(state) != 1:
        state = play(rules, state, "add")
    choices = _choices(rules, state)
    for name in ("basic", "strong"):
        assert all("2H" in choice for choice in choices[name]), (name, choices)
