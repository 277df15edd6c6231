"""REGISTRY: the explicit list of games the program knows (no folder scanning).

A game joins the registry only once its conformance file passes completely.
"""

from __future__ import annotations

from game.catalog import ALL_GAMES
from game.core.rules import GameDef
from game.games import klaverjas, schieber, skitgubbe, stichln

REGISTRY: dict[str, GameDef] = {
    schieber.GAME.id: schieber.GAME,
    klaverjas.GAME.id: klaverjas.GAME,
    stichln.GAME.id: stichln.GAME,
    skitgubbe.GAME.id: skitgubbe.GAME,
}

# Every game of Stich, in menu order, whether its rules engine exists yet or not.
__all__ = ["ALL_GAMES", "REGISTRY"]
