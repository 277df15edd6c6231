"""Whole games through core Match (rules 9, 11.6): lengths, thrown-in deals, rotation."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable

from game.core.match import Match, MatchState
from game.core.rules import Action
from game.games.klaverjas.dealing import ROTATION_ORDERS
from game.games.klaverjas.definition import GAME

Policy = Callable[[MatchState, tuple[Action, ...], random.Random], Action]


def random_policy(state: MatchState, legal: tuple[Action, ...], rng: random.Random) -> Action:
    """Any legal action."""
    return legal[rng.randrange(len(legal))]


def pass_on_even_deals(state: MatchState, legal: tuple[Action, ...], rng: random.Random) -> Action:
    """Everybody passes whenever allowed in even-numbered deals; random otherwise."""
    if state.deal_index % 2 == 0 and legal[0].kind == "pass" and legal[-1].kind == "trump":
        return legal[0]
    choices = [a for a in legal if a.kind != "pass"] or list(legal)
    return choices[rng.randrange(len(choices))]


def play_match(seats: int, options: dict, policy: Policy = random_policy, seed: int = 3):
    """Play a whole match; returns the final MatchState."""
    match = Match(GAME, GAME.options(options), seats, seed)
    state = match.start()
    rng = random.Random(seed)
    while not state.over:
        state, _ = match.apply(state, policy(state, match.legal_actions(state), rng))
        assert len(state.history) < 200, "the match does not end"
    return state


def test_default_game_is_sixteen_deals_with_rotating_dealer() -> None:
    """16 deals, the deal passing left each time; totals are the sum of deal scores."""
    state = play_match(4, {})
    assert len(state.history) == 16
    dealers = [record.dealer for record in state.history]
    assert all(b == (a + 1) % 4 for a, b in itertools.pairwise(dealers))
    team_a = sum(r.result.points[0] for r in state.history)
    team_b = sum(r.result.points[1] for r in state.history)
    assert state.totals == (team_a, team_b, team_a, team_b)
    assert state.outcome is not None
    expected = (0, 2) if team_a > team_b else (1, 3) if team_b > team_a else (0, 1, 2, 3)
    assert state.outcome.winners == expected


def test_thrown_in_deals_do_not_count() -> None:
    """Turn-up with a second turn: every even deal is thrown in, so 32 deals make 16."""
    options = {
        "trump_selection": "turn_up",
        "turn_up_all_pass": "second_turn_then_redeal",
        "game_length": 4,
    }
    state = play_match(4, options, pass_on_even_deals)
    thrown = [r.result.complete for r in state.history]
    assert thrown == [False, True] * 4
    assert [r.result.details.deals_counted for r in state.history][-1] == 4
    dealers = [record.dealer for record in state.history]
    assert all(b == (a + 1) % 4 for a, b in itertools.pairwise(dealers))


def test_three_players_redeal_by_the_same_dealer_and_play_fifteen() -> None:
    """3 players: thrown-in deals are redealt by the same dealer; 15 counted deals."""
    state = play_match(3, {}, pass_on_even_deals)
    assert len(state.history) == 30
    for before, after in itertools.pairwise(state.history):
        expected = before.dealer if not before.result.complete else (before.dealer + 1) % 3
        assert after.dealer == expected
    assert state.outcome is not None and len(state.totals) == 3


def test_partner_rotation_reseats_players_each_game() -> None:
    """Three games of N deals: N-S/E-W, N-E/S-W, N-W/S-E; individual totals decide."""
    state = play_match(4, {"partner_rotation": True, "game_length": 2})
    assert len(state.history) == 6
    sides = [r.result.teams for r in state.history]
    assert sides == [((0, 2), (1, 3))] * 2 + [((0, 1), (2, 3))] * 2 + [((0, 3), (1, 2))] * 2
    orders = [r.final_state.setup.order for r in state.history]
    assert orders == [ROTATION_ORDERS[i // 2] for i in range(6)]
    for seat in range(4):
        assert state.totals[seat] == sum(r.result.points[seat] for r in state.history)
    best = max(state.totals)
    assert state.outcome is not None
    assert state.outcome.winners == tuple(s for s in range(4) if state.totals[s] == best)


def test_rotation_changes_who_plays_next() -> None:
    """In the second game (N-E partners) the seating is N S E W: S plays after N."""
    state = play_match(4, {"partner_rotation": True, "game_length": 1})
    second = state.history[1].final_state.setup
    assert second.order == (0, 2, 1, 3)
    assert second.nxt == (2, 3, 1, 0)


def test_target_1500_ends_when_a_team_passes_it() -> None:
    """Deals continue until a team has 1500 with a unique lead."""
    state = play_match(4, {"game_length": "target_1500"})
    before = tuple(
        t - p for t, p in zip(state.totals, state.history[-1].result.points, strict=True)
    )
    assert max(before) < 1500 <= max(state.totals)
    assert state.outcome is not None
    assert state.totals[state.outcome.winners[0]] == max(state.totals)
