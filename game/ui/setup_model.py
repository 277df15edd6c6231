"""What a table is started from: game, options, seats and seed (pure data)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from game.core.rules import GameDef
from game.core.table import Seat
from game.i18n import t


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


MAX_SEED = 999_999_999  # the setup screen edits nine digits; the command line agrees


def new_seed() -> int:
    """A fresh random seed for a new match (shown to the player: numbered deals)."""
    return random.SystemRandom().randrange(1, 1_000_000)


def default_seats(game: GameDef, count: int | None = None, human_first: bool = True,
                  bot: str | None = None) -> tuple[Seat, ...]:
    """You at seat 0 and bots elsewhere, with friendly default names."""
    count = count or game.default_seats
    level = bot or ("strong" if "strong" in game.bots else sorted(game.bots)[0])
    # The human's default name is in the player's language; the others are names.
    names = (t("setup.default_you"), "Anna", "Ben", "Clara", "David", "Eva", "Felix", "Greta")
    seats = []
    for i in range(count):
        if i == 0 and human_first:
            seats.append(Seat("human", names[0]))
        else:
            seats.append(Seat(level, names[i]))
    return tuple(seats)
