"""Statistics columns and counting several games share (each game's stats.py picks its
own). Pure."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from game.core.rules import DealResult
from game.games.entry import PlayerRecord, StatColumn


def _rate(entry: PlayerRecord) -> str:
    rate = entry.win_rate()
    return "-" if rate is None else f"{rate * 100:.0f}"


def per(total: int, count: int) -> str:
    """An average to one decimal, "-" before the first."""
    return "-" if not count else f"{total / count:.1f}"


MATCHES: tuple[StatColumn, ...] = (
    StatColumn("stats.matches", lambda e: str(e.matches)),
    StatColumn("stats.won", lambda e: str(e.won)),
    StatColumn("stats.rate", _rate),
)
HELPED = StatColumn("stats.assisted", lambda e: str(e.assisted))
# Team games: deals and the points of both sides.
TEAM: tuple[StatColumn, ...] = (
    *MATCHES,
    StatColumn("stats.deals", lambda e: str(e.deals)),
    StatColumn("stats.points_for", lambda e: str(e.points)),
    StatColumn("stats.points_against", lambda e: str(e.against)),
    HELPED,
)


def count_team_deal(
    entry: PlayerRecord, result: DealResult[Any], seat: int, options: BaseModel | None
) -> None:
    """Team games: the other side's deal score too (the best opposing team, or seat)."""
    teams = result.teams or tuple((s,) for s in range(len(result.points)))
    others = [team for team in teams if seat not in team]
    entry.against += max((result.points[team[0]] for team in others), default=0)


def count_nothing_more(
    entry: PlayerRecord, result: DealResult[Any], seat: int, options: BaseModel | None
) -> None:
    """A game whose statistics are the shared deals and points only."""
