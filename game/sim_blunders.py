"""The blunder counters of `python -m game.sim`: each game's detector (its registry entry's
`blunders`, the `blunders()` of its search module; game/blunders.py says what counts),
applied to every decision."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.rules import Action
from game.games import ENTRIES


def blunders_of(game_id: str, view: object, legal: Sequence[Action], action: Action) -> list[str]:
    """The blunders in one decision of the game (none for a forced one)."""
    entry = ENTRIES.get(game_id)
    if entry is None or len(legal) <= 1:
        return []
    return entry.blunders()(view, legal, action)
