"""Stichln's statistics: rounds and points (with the average per round)."""

from __future__ import annotations

from game.games.entry import StatColumn
from game.games.stats_shared import HELPED, MATCHES, count_nothing_more, per

COLUMNS: tuple[StatColumn, ...] = (
    *MATCHES,
    StatColumn("stats.rounds", lambda e: str(e.deals)),
    StatColumn("stats.points", lambda e: str(e.points)),
    StatColumn("stats.per_round", lambda e: per(e.points, e.deals)),
    HELPED,
)
count_deal = count_nothing_more
