"""The table's setup: the match setup (game.core.setup) plus what only the table uses.

`TableSetup` here extends the core `TableSetup` with the table's extras, keeping its
name and field order, so a table is still started with `TableSetup(game, seats, seed,
options, hints_agreed=...)`. Saves store the extras (game.saves) without importing this
module; `restore` puts them back on the setup a restored table opens with. The seat-name
helpers live in game.seat_names and are re-exported for the screens.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core import setup as core
from game.core.match import Match, MatchState
from game.core.setup import MAX_SEED, new_seed
from game.saves import SaveGame, restore_match
from game.seat_names import (
    BOT_NAMES,
    default_key,
    default_names,
    default_seats,
    is_default_name,
    is_human_default,
    key_name,
    stored_name,
    with_default_names,
)

__all__ = [
    "BOT_NAMES",
    "MAX_SEED",
    "TableSetup",
    "default_key",
    "default_names",
    "default_seats",
    "is_default_name",
    "is_human_default",
    "key_name",
    "new_seed",
    "restore",
    "stored_name",
    "with_default_names",
]


@dataclass(frozen=True)
class TableSetup(core.TableSetup):
    """A match to start at the table: the core setup and the table's own extras."""

    # Help already used in this match (a restored save): its statistics stay marked.
    assists: frozenset[str] = frozenset()
    # Hot-seat: hints only when every human agreed (alone against bots they are always on).
    hints_agreed: bool = False
    # The first game of game select: prompts at each new kind of decision (game.ui.tutorial).
    tutorial: bool = False
    # Choices players made at the table (a restored save), as TableAdapter.table_choices.
    table_choices: dict[str, list[int]] = field(default_factory=dict)


def restore(save: SaveGame) -> tuple[TableSetup, Match, MatchState]:
    """Rebuild a saved table: the match by replaying its log (game.saves.restore_match,
    SaveError if it no longer fits), the setup with the table's extras the save kept."""
    match_setup, match, state = restore_match(save)
    setup = TableSetup(
        match_setup.game,
        match_setup.seats,
        match_setup.seed,
        match_setup.options,
        frozenset(save.assists),
        hints_agreed=save.hints_agreed,
        tutorial=save.tutorial,
        table_choices=dict(save.table_choices),
    )
    return setup, match, state
