"""Stichln games of several rounds: dealer rotation, round count, final ranking."""

from __future__ import annotations

import random

from game.core.match import Match
from game.games.stichln.definition import GAME
from game.games.stichln.rules import StichlnRules


def _play_match(seats: int, options: dict, seed: int):
    match = Match(GAME, GAME.options(options), seats, seed)
    state = match.start()
    rng = random.Random(seed)
    while not state.over:
        legal = match.legal_actions(state)
        state, _ = match.apply(state, legal[rng.randrange(len(legal))])
    return match, state


def test_default_game_has_one_round_per_player_with_rotating_dealer() -> None:
    """P2: 5 players, default options -> 5 rounds dealt by d, d+1, ..., d+4 (mod 5)."""
    _, state = _play_match(5, {}, seed=11)
    dealers = [record.dealer for record in state.history]
    first = dealers[0]
    assert dealers == [(first + k) % 5 for k in range(5)]
    totals = tuple(sum(r.result.points[s] for r in state.history) for s in range(5))
    assert state.totals == totals
    best = max(totals)
    assert state.outcome is not None
    assert state.outcome.winners == tuple(s for s in range(5) if totals[s] == best)


def test_rounds_option_sets_the_game_length() -> None:
    """`rounds` = 2 at 4 players ends after two rounds."""
    _, state = _play_match(4, {"rounds": 2}, seed=3)
    assert len(state.history) == 2


def test_match_replays_from_its_log() -> None:
    """Seed + action log rebuild the same match."""
    match, state = _play_match(3, {}, seed=5)
    assert match.replay(state.log) == state


def test_equal_totals_share_the_win() -> None:
    """S6: every seat on the highest total is a winner."""
    rules = StichlnRules()
    final = rules.new_deal(4, 0, random.Random(1))
    assert rules.match_outcome(final, (3, 7, 7, -2), 4).winners == (1, 2)
    assert rules.match_outcome(final, (3, 7, 7, -2), 3) is None


def test_every_seat_count_plays_whole_games() -> None:
    """Random games at 3-8 players end after one round per player."""
    for seats in range(3, 9):
        _, state = _play_match(seats, {}, seed=seats)
        assert len(state.history) == seats
        assert all(r.result.complete for r in state.history)
