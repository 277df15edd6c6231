"""What the charts show, as plain numbers: a match's running score per seat or team, a
player's rating over time, the axes' ticks and signed figures. No pygame here: the
shaping is tested apart from the drawing (game/ui/chart.py)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from game.analysis.rating import RATING_DEALS, Rating, rating, rating_history
from game.core.match import MatchState
from game.stats import PlayerStats

# A team is named by its players joined as the team games name their teams on the table,
# in the match result and on the score sheet ("Anna & Ben", in both languages).
TEAM_JOIN = " & "
MINUS = "\u2212"  # a real minus sign: "-0.4" would read as a hyphen (and as "-0")


@dataclass(frozen=True, slots=True)
class Series:
    """One line of a line chart: its legend name and a value per x (x = 0, 1, ...)."""

    name: str
    values: tuple[float, ...]


@dataclass(frozen=True, slots=True)
class Band:
    """An interval around a line (the rating's 95% interval), one (low, high) per x."""

    low: tuple[float, ...]
    high: tuple[float, ...]


def fixed_teams(state: MatchState) -> tuple[tuple[int, ...], ...] | None:
    """The teams every finished deal of the match was scored for, or None when seats
    played alone or the partners changed during the match (then each seat is a line)."""
    found = {record.result.teams for record in state.history}
    if len(found) != 1:
        return None
    teams = found.pop()
    if not teams or any(len(team) < 2 for team in teams):
        return None
    return teams


def match_series(state: MatchState, names: Sequence[str], counts_losses: bool) -> list[Series]:
    """Running totals after each deal (x = 0: before the first), one line per seat or,
    when the partners stayed the same all match, per team (named by its players). A
    series that counts losses charts each player's losses, as its score sheet writes
    them (the totals hold them negated)."""
    seats = len(state.totals)
    running = [0] * seats
    points: list[tuple[int, ...]] = [tuple(running)]
    for record in state.history:
        running = [r + p for r, p in zip(running, record.result.points, strict=True)]
        points.append(tuple(running))
    sign = -1 if counts_losses else 1
    teams = fixed_teams(state)
    if teams is None:
        return [
            Series(names[seat], tuple(sign * row[seat] for row in points)) for seat in range(seats)
        ]
    out = []
    for team in teams:
        name = TEAM_JOIN.join(names[seat] for seat in team)
        # A team game scores every partner the team's points: the first seat's total.
        out.append(Series(name, tuple(sign * row[team[0]] for row in points)))
    return out


@dataclass(frozen=True, slots=True)
class SkillFigures:
    """A player's analysed play in one game: the rating (None: too few deals), the
    flagged decisions and their cost per deal over the same deals, and the rating after
    each analysed deal for the chart."""

    rating: Rating | None
    flagged_per_deal: float | None
    cost_per_deal: float | None
    history: tuple[Rating, ...]
    analysed: int


def skill_figures(entry: PlayerStats, last: int = RATING_DEALS) -> SkillFigures:
    """The figures of one player's statistics: per deal over the rating's window."""
    points = entry.skill
    window = points[-last:]
    deals = len(window)
    return SkillFigures(
        rating([p.delta for p in points], last),
        sum(p.flagged for p in window) / deals if deals else None,
        sum(p.cost for p in window) / deals if deals else None,
        tuple(rating_history([p.delta for p in points], last)),
        len(points),
    )


def rating_series(history: Sequence[Rating], name: str) -> tuple[Series, Band]:
    """The rating over time as a line with its interval as a band."""
    return (
        Series(name, tuple(r.mean for r in history)),
        Band(tuple(r.low for r in history), tuple(r.high for r in history)),
    )


def value_range(values: Sequence[float]) -> tuple[float, float]:
    """The y range a chart shows: every value and zero (so a sign is never hidden),
    widened when all values are equal."""
    low = min([0.0, *values])
    high = max([0.0, *values])
    if high - low < 1e-9:
        high = low + 1.0
    return low, high


def nice_step(span: float, most: int) -> float:
    """The round step (1, 2, 2.5 or 5 times a power of ten) that cuts `span` into at most
    `most` intervals."""
    most = max(1, most)
    raw = span / most
    power = 10 ** math.floor(math.log10(raw)) if raw > 0 else 1.0
    for factor in (1, 2, 2.5, 5, 10):
        if factor * power >= raw - 1e-12:
            return factor * power
    return 10 * power


def ticks(low: float, high: float, most: int, whole: bool = False) -> list[float]:
    """Round values from below `low` to above `high`, at most `most` + 1 of them, zero
    among them when the range crosses it; `whole`: whole numbers only (deal numbers)."""
    step = nice_step(high - low, most)
    if whole:
        step = max(1.0, math.ceil(step))
    first = math.floor(low / step + 1e-9) * step
    out = []
    value = first
    while value < high + step - 1e-9:
        out.append(round(value, 10))
        value += step
    return out


def figure(value: float, digits: int = 0) -> str:
    """A number as the charts print it: a minus sign (never a hyphen) when below zero,
    no "-0"."""
    text = f"{abs(value):.{digits}f}"
    if float(text) == 0:
        return f"{0:.{digits}f}"
    return f"{MINUS}{text}" if value < 0 else text


def signed(value: float, digits: int = 1) -> str:
    """A difference with its sign: "+1.5", "−0.4", "0.0"."""
    text = figure(value, digits)
    return text if text.startswith(MINUS) or float(text) == 0 else f"+{text}"
