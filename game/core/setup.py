"""What a match is started from: the game, its options, the seats and the seed (pure data).

This is all a save, the statistics and a replay need to rebuild a match. What only the
table uses (hints agreed in hot-seat, a first game's prompts, help already used, choices
made at the table) is added by the UI's setup (`game.ui.setup_model.TableSetup`, which
extends this class), so nothing outside the UI has to know about it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from game.core.rules import GameDef
from game.core.table import Seat

MAX_SEED = 999_999_999  # the setup screen edits nine digits; the command line agrees


@dataclass(frozen=True)
class TableSetup:
    """A match to start: the game, its options (as a dict), the seats and the seed."""

    game: GameDef
    seats: tuple[Seat, ...]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)

    def options_model(self) -> BaseModel:
        """The validated options model."""
        return self.game.options(self.options)


def new_seed() -> int:
    """A fresh random seed for a new match (shown to the player: numbered deals)."""
    return random.SystemRandom().randrange(1, 1_000_000)
