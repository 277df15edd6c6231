"""The blunder counters of `python -m game.sim`: each game's detector (`blunders()` in its
search module; game/blunders.py says what counts), applied to every decision."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core.rules import Action
from game.games.klaverjas import search as klaverjas
from game.games.schieber import search as schieber
from game.games.skitgubbe import search as skitgubbe
from game.games.stichln import search as stichln
from game.games.was_sticht import search as was_sticht

DETECTORS: dict[str, Callable[[Any, Sequence[Action], Action], list[str]]] = {
    "schieber": schieber.blunders,
    "klaverjas": klaverjas.blunders,
    "stichln": stichln.blunders,
    "was_sticht": was_sticht.blunders,
    "skitgubbe": skitgubbe.blunders,
}


def blunders_of(game_id: str, view: Any, legal: Sequence[Action], action: Action) -> list[str]:
    """The blunders in one decision of the game (none for a forced one)."""
    detect = DETECTORS.get(game_id)
    return detect(view, legal, action) if detect is not None and len(legal) > 1 else []
