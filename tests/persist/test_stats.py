"""Statistics per game and human player name, counted as deals and matches end."""

from __future__ import annotations

import random

import pytest

from game.bots import RandomBot
from game.core.match import Match, MatchState
from game.core.table import Seat
from game.games import REGISTRY
from game.records import MatchRecorder
from game.stats import Statistics, human_seats, load_stats
from game.ui.setup_model import TableSetup


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Every user file of these tests lives under tmp_path."""
    monkeypatch.setenv("STICH_HOME", str(tmp_path))
    return tmp_path


def _play(setup: TableSetup, stats: Statistics, seed: int) -> MatchState:
    """A whole match of random bots (whatever the seats say), recorded action by action."""
    game = setup.game
    match = Match(game, setup.options_model(), len(setup.seats), setup.seed)
    notices: list[str] = []
    recorder = MatchRecorder(setup, match, lambda: stats, notices.append)
    state = match.start()
    recorder.opened(state)
    rng, bot = random.Random(seed), RandomBot()
    while not state.over:
        before = state
        state, _ = match.apply(state, bot.choose(None, match.legal_actions(state), rng))
        recorder.applied(before, state)
    assert notices == []
    return state


def test_statistics_of_a_bot_match_with_seats_marked_human() -> None:
    """Exact counts: deals, points, matches and wins per named human, on disk too."""
    game = REGISTRY["schieber"]
    seats = (
        Seat("human", "Anna"),
        Seat("random", "Ben"),
        Seat("human", "Cleo"),
        Seat("random", "Dan"),
    )
    setup = TableSetup(game, seats, 8, {"target": 1000})
    stats = Statistics()
    first = _play(setup, stats, 1)
    second = _play(TableSetup(game, seats, 9, {"target": 1000}), stats, 2)
    assert first.over and second.over
    on_disk = load_stats()
    assert on_disk.notice is None and on_disk.value == stats
    assert set(on_disk.value.games) == {"schieber"}
    assert set(on_disk.value.games["schieber"]) == {"Anna", "Cleo"}, "bots have no statistics"
    for name, seat in (("Anna", 0), ("Cleo", 2)):
        entry = on_disk.value.games["schieber"][name]
        assert entry.matches == 2
        assert entry.won == sum(seat in s.outcome.winners for s in (first, second))
        assert entry.deals == len(first.history) + len(second.history)
        assert entry.points == sum(
            r.result.points[seat] for s in (first, second) for r in s.history
        )
    assert on_disk.value.games["schieber"]["Anna"].deals >= 4


def test_games_are_counted_apart_and_names_once() -> None:
    """A Stichln match adds to Stichln only; a name at two seats counts once."""
    game = REGISTRY["stichln"]
    seats = (Seat("human", "Anna"), Seat("human", "Anna"), Seat("random", "X"))
    setup = TableSetup(game, seats, 4, {})
    stats = Statistics()
    final = _play(setup, stats, 3)
    entry = load_stats().value.games["stichln"]["Anna"]
    assert (entry.matches, entry.deals) == (1, len(final.history))
    assert entry.points == sum(r.result.points[0] for r in final.history)
    assert human_seats(seats) == {"Anna": 0}


def test_deals_are_counted_as_they_end() -> None:
    """Half a match already shows its finished deals; the match is not counted yet."""
    game = REGISTRY["schieber"]
    seats = (Seat("human", "Anna"), Seat("random", "B"), Seat("random", "C"), Seat("random", "D"))
    setup = TableSetup(game, seats, 3, {})
    match = Match(game, setup.options_model(), 4, 3)
    stats = Statistics()
    recorder = MatchRecorder(setup, match, lambda: stats, lambda text: None)
    state, rng, bot = match.start(), random.Random(5), RandomBot()
    while len(state.history) < 2:
        before = state
        state, _ = match.apply(state, bot.choose(None, match.legal_actions(state), rng))
        recorder.applied(before, state)
    entry = load_stats().value.games["schieber"]["Anna"]
    assert (entry.matches, entry.won, entry.deals) == (0, 0, 2)
    assert entry.points == sum(r.result.points[0] for r in state.history)
