"""How a game ends: one loser, the repetition safeguard, the safety limit, whole matches."""

from __future__ import annotations

import random

import pytest

from game.core.match import Match
from game.games import REGISTRY
from game.games.skitgubbe import phase2
from game.games.skitgubbe.actions import PICKUP_ACTION
from game.games.skitgubbe.state import DONE
from tests.games.skitgubbe.helpers import cards, rules


def test_a_third_repetition_ends_the_game() -> None:
    r = rules(series_length=1)
    s = r.phase2_from_hands([cards("2C AS"), cards("KS"), cards("3D QS")], "S", 0)
    moves = 0
    while r.to_act(s) is not None:
        legal = r.legal_actions(s)
        # lead the club or diamond, the next player picks it up: a 12-action cycle
        action = PICKUP_ACTION if s.lays else next(a for a in legal if a.cards[0].suit != "S")
        s, _ = r.apply(s, action)
        moves += 1
    assert moves == 25  # the position after move 1 comes back after moves 13 and 25
    assert s.end_reason == "repetition"
    assert s.loser == 2  # C holds two cards, A and B one each
    assert r.match_outcome(s, (0, 0, -1), 1).loser == 2


def test_safety_limit_ends_the_game_with_most_cards_losing(monkeypatch) -> None:
    monkeypatch.setattr(phase2, "MOVE_LIMIT", 3)
    r = rules()
    s = r.phase2_from_hands([cards("2C 3C"), cards("4D 5D 6D AH"), cards("7H 8H")], "S", 0)
    for text in ("lay:2C", "pickup"):
        s, _ = r.apply(s, r.decode(text))
    assert s.phase != DONE
    s, _ = r.apply(s, r.decode("lay:7H"))
    assert s.phase == DONE and s.end_reason == "safety_limit"
    assert [h.bit_count() for h in s.hands] == [1, 5, 1]
    assert s.loser == 1  # B picked up the 2C: five cards, the most


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_random_games_end_with_exactly_one_loser(seats: int) -> None:
    r = rules()
    reasons = {}
    for seed in range(12):
        rng = random.Random(seed)
        s = r.new_deal(seats, seed % seats, random.Random(seed))
        while r.to_act(s) is not None:
            legal = r.legal_actions(s)
            s, _ = r.apply(s, legal[rng.randrange(len(legal))])
        r.check_invariants(s)
        holders = [p for p in range(seats) if s.hands[p]]
        if s.end_reason == "last_player":
            assert holders == [s.loser]
        assert r.deal_result(s).points.count(-1) == 1
        reasons[s.end_reason] = reasons.get(s.end_reason, 0) + 1
    assert sum(reasons.values()) == 12 and reasons.get("last_player", 0) >= 10


def test_a_series_of_one_game_is_one_match() -> None:
    game = REGISTRY["skitgubbe"]
    match = Match(game, game.options({"series_length": 1}), 4, seed=5)
    state = match.start()
    rng = random.Random(1)
    while not state.over:
        legal = match.legal_actions(state)
        state, _ = match.apply(state, legal[rng.randrange(len(legal))])
    assert len(state.history) == 1 and state.outcome is not None
    loser = state.history[0].final_state.loser
    assert state.outcome.loser == loser
    assert set(state.outcome.winners) == set(range(4)) - {loser}
    assert state.totals[loser] == -1 and sum(state.totals) == -1
    assert match.replay(state.log) == state
