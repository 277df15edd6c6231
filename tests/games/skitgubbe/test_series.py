"""A Skitgubbe match is a series of games: N games or first to N losses, the loser may
deal next, and the losses are counted per player (rules section 6, K12)."""

from __future__ import annotations

import random

from game.core.match import Match, MatchState
from game.games import REGISTRY


def _play_out(match: Match, seed: int) -> MatchState:
    state = match.start()
    rng = random.Random(seed)
    while not state.over:
        legal = match.legal_actions(state)
        state, _ = match.apply(state, legal[rng.randrange(len(legal))])
    return state


def test_the_default_series_is_three_games_and_counts_each_players_losses() -> None:
    game = REGISTRY["skitgubbe"]
    match = Match(game, game.options({}), 3, seed=11)
    state = _play_out(match, 2)
    assert len(state.history) == 3
    losers = [record.final_state.loser for record in state.history]
    losses = tuple(-total for total in state.totals)
    assert losses == tuple(losers.count(seat) for seat in range(3))
    assert set(state.outcome.winners) == {s for s in range(3) if losses[s] == min(losses)}
    assert match.replay(state.log) == state


def test_the_loser_deals_the_next_game_when_the_option_says_so() -> None:
    game = REGISTRY["skitgubbe"]
    checked = 0
    for seed in range(3):
        match = Match(
            game, game.options({"dealer_rotation": "loser_deals", "series_length": 4}), 4, seed=seed
        )
        state = _play_out(match, seed)
        for before, after in zip(state.history, state.history[1:], strict=False):
            assert after.dealer == before.final_state.loser
            checked += 1
    assert checked == 9


def test_first_to_n_losses_ends_when_someone_has_lost_n_times() -> None:
    game = REGISTRY["skitgubbe"]
    match = Match(game, game.options({"series": "losses", "series_length": 2}), 2, seed=3)
    state = _play_out(match, 4)
    losses = [-total for total in state.totals]
    assert max(losses) == 2 and len(state.history) == sum(losses)
    assert state.outcome.loser == losses.index(2)
    assert state.outcome.winners == (losses.index(min(losses)),)
