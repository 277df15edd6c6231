"""Skitgubbe's statistics: series, games, and the times a player was the skitgubbe."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from game.core.rules import DealResult
from game.games.entry import PlayerRecord, StatColumn
from game.games.stats_shared import HELPED

COLUMNS: tuple[StatColumn, ...] = (
    StatColumn("stats.series", lambda e: str(e.matches)),
    StatColumn("stats.series_won", lambda e: str(e.won)),
    StatColumn("stats.games", lambda e: str(e.deals)),
    StatColumn("stats.skitgubbe", lambda e: str(e.losses)),
    StatColumn(
        "stats.loss_rate", lambda e: "-" if not e.deals else f"{e.losses * 100 / e.deals:.0f}"
    ),
    HELPED,
)


def count_deal(
    entry: PlayerRecord, result: DealResult[Any], seat: int, options: BaseModel | None
) -> None:
    """A game lost (its deal score is negative for the skitgubbe) counts as a loss."""
    entry.losses += result.points[seat] < 0
