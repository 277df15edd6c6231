"""The strong bots never make a counted blunder when a legal action without one exists."""

from __future__ import annotations

import pytest

from game.blunders import blunder_free
from game.bots import decision_rng
from game.games import REGISTRY
from game.sim_blunders import blunders_of
from tests.bots.helpers import random_states


def test_blunder_free_keeps_all_when_all_are_blunders() -> None:
    """Only flagged actions are dropped, and never every one."""
    assert blunder_free([1, 2, 3], lambda a: ["x"] if a == 2 else []) == [1, 3]
    assert blunder_free([1, 2], lambda a: ["x"]) == [1, 2]


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_strong_avoids_avoidable_blunders(game_id: str) -> None:
    """In random states where some legal action is a blunder and another is not, the
    strong bot (small search) picks one that is not."""
    game = REGISTRY[game_id]
    bot = game.bots["strong"](work=600)
    checked = 0
    for ply, (rules, state) in enumerate(random_states(game, 4, {}, 12, seed=9)):
        legal = rules.legal_actions(state)
        seat = rules.to_act(state)
        view = rules.view(state, seat)
        flagged = [bool(blunders_of(game_id, view, legal, a)) for a in legal]
        if not any(flagged) or all(flagged):
            continue
        action = bot.choose(view, legal, decision_rng(1, seat, ply))
        assert not blunders_of(game_id, view, legal, action), (ply, action)
        checked += 1
    assert checked >= 5
