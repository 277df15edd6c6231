"""Issue 31, charts: what the charts show, shaped without drawing. A match's running
score per seat or per team (named as the games name teams), a series that counts losses
charted as its score sheet writes them, the rating series with its band, the ticks and
the signed figures."""

from __future__ import annotations

import itertools
import random

import pytest

from game.analysis.rating import MIN_DEALS, RATING_DEALS, rating, rating_history
from game.core.match import DealRecord, Match, MatchState
from game.core.rules import DealResult
from game.games import ENTRIES, REGISTRY
from game.i18n import set_language
from game.stats import PlayerStats, SkillPoint
from game.ui.chart_data import (
    MINUS,
    figure,
    fixed_teams,
    match_series,
    rating_series,
    signed,
    skill_figures,
    ticks,
)

TEAMS = ((0, 2), (1, 3))


def _state(points: list[tuple[int, ...]], teams: list[object] | None = None) -> MatchState:
    """A match whose finished deals scored `points` (each deal's teams from `teams`)."""
    history = tuple(
        DealRecord(
            i,
            0,
            None,
            DealResult(p, teams=teams[i] if teams else None, details=None),  # type: ignore[arg-type]
        )
        for i, p in enumerate(points)
    )
    totals = tuple(sum(p[seat] for p in points) for seat in range(len(points[0])))
    return MatchState(len(points), 0, None, totals, history, None, ())


def test_each_seat_gets_its_running_total_from_zero() -> None:
    state = _state([(5, -3, 0), (2, 2, -7), (-10, 1, 4)])
    series = match_series(state, ["Ann", "Ben", "Cy"], False)
    assert [s.name for s in series] == ["Ann", "Ben", "Cy"]
    assert [s.values for s in series] == [(0, 5, 7, -3), (0, -3, -1, 0), (0, 0, -7, -3)]
    assert tuple(s.values[-1] for s in series) == state.totals


def test_fixed_partners_make_one_line_per_team_named_by_its_players() -> None:
    state = _state([(30, 127, 30, 127), (150, 7, 150, 7)], [TEAMS, TEAMS])
    series = match_series(state, ["You", "Ann", "Ben", "Cy"], False)
    assert [s.name for s in series] == ["You & Ben", "Ann & Cy"]
    assert [s.values for s in series] == [(0, 30, 180), (0, 127, 134)]


def test_partners_that_change_during_the_match_are_charted_per_seat() -> None:
    """Klaverjas with partner rotation: no team lasts the match, so no team line."""
    rotated = ((0, 1), (2, 3))
    state = _state([(10, 0, 10, 0), (5, 5, 0, 0)], [TEAMS, rotated])
    assert fixed_teams(state) is None
    series = match_series(state, ["A", "B", "C", "D"], False)
    assert [s.values[-1] for s in series] == [15, 5, 10, 0]


def _finished(game_id: str, seats: int, options: dict[str, object], seed: int = 4) -> MatchState:
    """A match of random legal moves played to its end."""
    game = REGISTRY[game_id]
    match = Match(game, game.options_model(**options), seats, seed)
    state = match.start()
    rng = random.Random(seed)
    while not state.over:
        legal = match.legal_actions(state)
        state, _ = match.apply(state, legal[rng.randrange(len(legal))])
    return state


def test_a_series_that_counts_losses_charts_the_losses_its_score_sheet_writes() -> None:
    """Skitgubbe's totals hold each loss as -1; its sheet and its chart show the count."""
    assert ENTRIES["skitgubbe"].counts_losses
    state = _finished("skitgubbe", 3, {"series_length": 3})
    presenter = ENTRIES["skitgubbe"].presenter()(
        REGISTRY["skitgubbe"].options_model(series_length=3), ("A", "B", "C")
    )
    sheet = presenter.score_sheet(state)
    series = match_series(state, ["A", "B", "C"], True)
    assert tuple(str(round(s.values[-1])) for s in series) == sheet.rows[-1].values
    assert sum(s.values[-1] for s in series) == len(state.history) == 3  # one loser a game
    assert all(v >= 0 for s in series for v in s.values)
    # deal by deal, each game adds one loss to exactly one player
    for i in range(1, len(state.history) + 1):
        assert sum(s.values[i] - s.values[i - 1] for s in series) == 1


@pytest.mark.parametrize(
    ("game_id", "seats", "options", "lines"),
    [
        ("schieber", 4, {"target": 300}, 2),
        ("klaverjas", 4, {"game_length": 1}, 2),
        ("klaverjas", 3, {"game_length": 1}, 3),
        ("stichln", 5, {"rounds": 1}, 5),
        ("was_sticht", 4, {"short_early_finish": True}, 4),
        ("skitgubbe", 4, {"series_length": 2}, 4),
    ],
)
def test_every_games_chart_ends_at_the_match_totals(
    game_id: str, seats: int, options: dict[str, object], lines: int
) -> None:
    """A line per team in the team games, per seat elsewhere, each ending at the score
    the match totals hold (negated for a series of losses), one point per deal more."""
    state = _finished(game_id, seats, options)
    losses = ENTRIES[game_id].counts_losses
    series = match_series(state, [f"P{i}" for i in range(seats)], losses)
    assert len(series) == lines
    teams = fixed_teams(state) or tuple((seat,) for seat in range(seats))
    assert len(teams) == lines
    for line, team in zip(series, teams, strict=True):
        assert len(line.values) == len(state.history) + 1
        assert line.values[-1] == (-1 if losses else 1) * state.totals[team[0]]


def test_a_team_is_named_as_the_team_games_name_it_in_both_languages() -> None:
    """The Schieber presenter's team name, whatever the language."""
    state = _state([(1, 2, 1, 2)], [TEAMS])
    names = ("A", "B", "C", "D")
    presenter = ENTRIES["schieber"].presenter()(REGISTRY["schieber"].options_model(), names)
    try:
        for language in ("en", "ja"):
            set_language(language)
            series = match_series(state, names, False)
            assert [s.name for s in series] == [presenter.team_name(0), presenter.team_name(1)]
    finally:
        set_language("en")


def _skill(deltas: list[float], flagged: int = 1, cost: float = 2.5) -> PlayerStats:
    return PlayerStats(
        skill=[SkillPoint(real=d, bot=0.0, cost=cost, flagged=flagged, decisions=8) for d in deltas]
    )


def test_skill_figures_with_analysed_deals() -> None:
    deltas = [(-1) ** i * 3.0 - 1 for i in range(RATING_DEALS + 10)]
    figures = skill_figures(_skill(deltas, flagged=2, cost=4.0))
    assert figures.rating == rating(deltas)
    assert figures.rating is not None and figures.rating.deals == RATING_DEALS
    assert figures.flagged_per_deal == 2.0 and figures.cost_per_deal == 4.0
    assert figures.history == tuple(rating_history(deltas))
    assert len(figures.history) == len(deltas) - MIN_DEALS + 1
    assert figures.analysed == len(deltas)


def test_flagged_and_cost_per_deal_count_the_ratings_deals_only() -> None:
    old = [SkillPoint(real=0, bot=0, cost=100.0, flagged=9) for _ in range(5)]
    new = [SkillPoint(real=0, bot=0, cost=1.0, flagged=1) for _ in range(4)]
    figures = skill_figures(PlayerStats(skill=old + new), last=4)
    assert figures.flagged_per_deal == 1.0 and figures.cost_per_deal == 1.0


def test_skill_figures_without_enough_deals() -> None:
    none = skill_figures(PlayerStats())
    assert none.rating is None and none.history == () and none.analysed == 0
    assert none.flagged_per_deal is None and none.cost_per_deal is None
    one = skill_figures(_skill([4.0]))
    assert one.rating is None and one.history == () and one.analysed == 1
    assert one.flagged_per_deal == 1.0 and one.cost_per_deal == 2.5


def test_the_rating_series_is_the_mean_with_its_interval_as_a_band() -> None:
    history = rating_history([3.0, -1.0, 4.0, 0.5, -2.0])
    line, band = rating_series(history, "Rating")
    assert line.name == "Rating" and line.values == tuple(r.mean for r in history)
    assert band.low == tuple(r.low for r in history)
    assert band.high == tuple(r.high for r in history)
    assert all(lo <= m <= hi for lo, m, hi in zip(band.low, line.values, band.high, strict=True))


@pytest.mark.parametrize(
    ("low", "high", "most"), [(-37, 212, 5), (0, 3, 6), (-0.4, 0.9, 4), (-500, -20, 3), (0, 1, 1)]
)
def test_ticks_cover_the_range_with_zero_among_them(low: float, high: float, most: int) -> None:
    values = ticks(low, high, most)
    assert values[0] <= low and values[-1] >= high
    assert len(values) <= most + 2
    steps = {round(b - a, 9) for a, b in itertools.pairwise(values)}
    assert len(steps) == 1  # evenly spaced
    if low < 0 < high:
        assert 0 in values


def test_whole_ticks_are_whole_numbers() -> None:
    assert ticks(0, 3, 6, whole=True) == [0, 1, 2, 3]
    assert all(float(v).is_integer() for v in ticks(1, 200, 9, whole=True))


def test_figures_use_a_minus_sign_and_never_show_minus_zero() -> None:
    assert figure(-3.25, 1) == f"{MINUS}3.2" or figure(-3.25, 1) == f"{MINUS}3.3"
    assert figure(-0.04, 1) == "0.0" and figure(-0.4, 0) == "0"
    assert signed(1.5) == "+1.5" and signed(-0.4) == f"{MINUS}0.4" and signed(0.0) == "0.0"
    assert signed(-0.01) == "0.0"
