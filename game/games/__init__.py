"""REGISTRY: the explicit list of games the program knows (no folder scanning).

A game joins the registry only once its conformance file passes completely.
"""

from __future__ import annotations

from game.catalog import ALL_GAMES
from game.core.rules import GameDef
from game.games import klaverjas, schieber, skitgubbe, stichln, was_sticht

REGISTRY: dict[str, GameDef] = {
    was_sticht.GAME.id: was_sticht.GAME,
    klaverjas.GAME.id: klaverjas.GAME,
    stichln.GAME.id: stichln.GAME,
    schieber.GAME.id: schieber.GAME,
    skitgubbe.GAME.id: skitgubbe.GAME,
}

__all__ = ["ALL_GAMES", "REGISTRY"]
