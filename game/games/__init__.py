"""REGISTRY: the explicit list of games the program knows (no folder scanning).

A game joins the registry only once its conformance file passes completely.
"""

from __future__ import annotations

from game.core.rules import GameDef
from game.games import klaverjas, schieber, stichln, was_sticht

REGISTRY: dict[str, GameDef] = {
    schieber.GAME.id: schieber.GAME,
    klaverjas.GAME.id: klaverjas.GAME,
    stichln.GAME.id: stichln.GAME,
    was_sticht.GAME.id: was_sticht.GAME,
}

# Every game of Stich, in menu order, whether its rules engine exists yet or not.
ALL_GAMES: tuple[tuple[str, str], ...] = (
    ("was_sticht", "Was Sticht"),
    ("klaverjas", "Klaverjas"),
    ("stichln", "Stichln"),
    ("schieber", "Schieber Jass"),
    ("skitgubbe", "Skitgubbe"),
)
