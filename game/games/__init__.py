"""The registry: the explicit list of games the program knows (no folder scanning), in
menu order. Outside its own package a game's id is written only here (catalogs and help
texts aside): every shared module reads a game's pieces from its entry.

A game joins the registry only once its conformance file passes completely.

Importing this package is light (no rules load): `ENTRIES` and `ALL_GAMES` are ready at
once; `REGISTRY` (every game's rules definition) is built on first use, so the menus and
the start-up never pay for the rules, bots and search of five games.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games import klaverjas, schieber, skitgubbe, stichln, was_sticht
from game.games.entry import GameEntry

if TYPE_CHECKING:
    from game.core.rules import GameDef

ENTRIES: dict[str, GameEntry] = {
    entry.id: entry
    for entry in (
        was_sticht.ENTRY,
        klaverjas.ENTRY,
        stichln.ENTRY,
        schieber.ENTRY,
        skitgubbe.ENTRY,
    )
}

# The games by id and name, in menu order.
ALL_GAMES: tuple[tuple[str, str], ...] = tuple((entry.id, entry.name) for entry in ENTRIES.values())

REGISTRY: dict[str, GameDef]  # id -> rules definition, built by __getattr__ on first use


def __getattr__(name: str) -> dict[str, GameDef]:
    """`REGISTRY`, built (and kept) on first use."""
    if name == "REGISTRY":
        registry = {game_id: entry.game for game_id, entry in ENTRIES.items()}
        globals()["REGISTRY"] = registry
        return registry
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def has_table(game_id: str) -> bool:
    """True when the game can be played at a table (else it is 'coming soon')."""
    return game_id in ENTRIES


__all__ = ["ALL_GAMES", "ENTRIES", "REGISTRY", "GameEntry", "has_table"]
