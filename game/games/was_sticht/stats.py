"""Was Sticht's statistics: rounds, chips completed and the corner values of those chips."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pydantic import BaseModel

from game.core.rules import DealResult
from game.games.entry import PlayerRecord, StatColumn
from game.games.stats_shared import HELPED, MATCHES

COLUMNS: tuple[StatColumn, ...] = (
    *MATCHES,
    StatColumn("stats.rounds", lambda e: str(e.deals)),
    StatColumn("stats.chips", lambda e: str(e.chips)),
    StatColumn("stats.chip_value", lambda e: str(e.chip_value)),
    HELPED,
)


def _chip_values(options: BaseModel | None) -> dict[str, int]:
    """The table's chip values by kind."""
    values = getattr(options, "chip_values", None)
    return dict(values.model_dump()) if values is not None else {}


def count_deal(
    entry: PlayerRecord, result: DealResult[Any], seat: int, options: BaseModel | None
) -> None:
    """The chips the seat completed this round, and the value of the one it completed."""
    entry.chips += max(0, result.points[seat])
    kinds: Iterable[Any] = result.details.completed or ()
    kind = tuple(kinds)[seat] if seat < len(tuple(kinds)) else None
    entry.chip_value += _chip_values(options).get(kind, 0) if kind else 0
