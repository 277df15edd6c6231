"""Whole games through core Match with random bots: rounds, chips, end and replay."""

from __future__ import annotations

import pytest

from game.bots import RandomBot, bot_rng
from game.core.match import Match
from game.games.was_sticht.definition import GAME
from game.games.was_sticht.state import ChipHoldings


def _play(seats: int, options: dict, seed: int):
    match = Match(GAME, GAME.options(options), seats, seed)
    state = match.start()
    bots = [RandomBot() for _ in range(seats)]
    rngs = [bot_rng(seed, seat) for seat in range(seats)]
    steps = 0
    while not state.over:
        seat = match.to_act(state)
        view = match.rules.view(state.deal, seat)
        action = bots[seat].choose(view, match.legal_actions(state), rngs[seat])
        match.rules.check_invariants(state.deal)
        state, _ = match.apply(state, action)
        steps += 1
        assert steps < 50_000, "the game does not end"
    return match, state


@pytest.mark.parametrize("seats", [3, 4])
@pytest.mark.parametrize("seed", [1, 2])
def test_short_game_ends_by_its_rules(seats: int, seed: int) -> None:
    """9.3: at most 2n rounds; it ends on four chips or after everyone dealt twice."""
    match, state = _play(seats, {}, seed)
    rounds = len(state.history)
    final = state.history[-1].final_state
    done = final.chips.completed
    counts = tuple(len(kinds) for kinds in done)
    assert rounds <= 2 * seats
    assert state.totals == counts  # a round scores the chips completed in it
    assert max(counts) >= 4 or rounds == 2 * seats
    if rounds < 2 * seats:
        assert max(counts) == 4
        assert all(
            max(len(k) for k in r.final_state.chips.completed) < 4 for r in state.history[:-1]
        )
    dealers = [record.dealer for record in state.history]
    assert dealers == [(dealers[0] + i) % seats for i in range(rounds)]
    places = match.rules.final_places(final)
    assert state.outcome is not None
    assert state.outcome.winners == tuple(s for s in range(seats) if places[s] == 1)
    replayed = match.replay(state.log)
    assert replayed.totals == state.totals and replayed.outcome == state.outcome


@pytest.mark.parametrize("seats", [3, 4])
def test_full_game_ends_when_someone_completes_all_five(seats: int) -> None:
    """9.4: the game ends after the first round in which a player completes his fifth chip."""
    _, state = _play(seats, {"game_length": "full"}, 7)
    finals = [record.final_state for record in state.history]
    assert max(len(k) for k in finals[-1].chips.completed) == 5
    for final in finals[:-1]:
        assert max(len(k) for k in final.chips.completed) < 5
    assert all(isinstance(f.chips, ChipHoldings) for f in finals)
    first = state.history[0].final_state
    assert (
        sum(
            len(u) + len(d) for u, d in zip(first.chips.face_up, first.chips.completed, strict=True)
        )
        == 5 * seats
    )


def test_every_round_completes_at_most_one_chip_per_seat() -> None:
    """9.1: one task per non-dealer and at most one chip for the dealer, each round."""
    _, state = _play(4, {}, 3)
    checked = 0
    for record in state.history:
        assert all(p in (0, 1) for p in record.result.points)
        extra = record.result.details.per_seat_extra
        assert extra["chips_completed"] == record.result.points
        assert sum(extra["tricks_won"]) == 9
        checked += 1
    assert checked == len(state.history) >= 2
