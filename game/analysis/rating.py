"""PURE: a player's rating in a game, from the duplicate comparisons of the last deals.

The rating is the average, over the last `RATING_DEALS` analysed deals, of the player's
margin minus the strong bot's on the same cards (game/analysis/duplicate.py), in the
game's own points per deal: 0 plays like the strong bot, below 0 gives points away. The
interval is the mean's 95% normal interval (1.96 standard errors), so a few deals give a
wide one; it is not shown before `MIN_DEALS` deals.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

RATING_DEALS = 50
MIN_DEALS = 2
Z95 = 1.96


@dataclass(frozen=True, slots=True)
class Rating:
    """The mean difference per deal, its 95% interval's half-width, and over how many."""

    mean: float
    spread: float
    deals: int

    @property
    def low(self) -> float:
        """The interval's lower end."""
        return self.mean - self.spread

    @property
    def high(self) -> float:
        """The interval's upper end."""
        return self.mean + self.spread


def rating(deltas: Sequence[float], last: int = RATING_DEALS) -> Rating | None:
    """The rating over the last `last` deltas (None: fewer than MIN_DEALS)."""
    window = list(deltas)[-last:]
    n = len(window)
    if n < MIN_DEALS:
        return None
    mean = sum(window) / n
    variance = sum((x - mean) ** 2 for x in window) / (n - 1)
    return Rating(mean, Z95 * math.sqrt(variance / n), n)


def rating_history(deltas: Sequence[float], last: int = RATING_DEALS) -> list[Rating]:
    """The rating after each deal (from the MIN_DEALS-th on): the rating-over-time chart."""
    out = []
    for end in range(MIN_DEALS, len(deltas) + 1):
        found = rating(deltas[:end], last)
        if found is not None:
            out.append(found)
    return out
