"""The bot protocol and the bots every game shares (RandomBot)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from game.core.rules import Action


class Bot(Protocol):
    """A bot sees only its seat's view and the legal actions, never the full state."""

    name: str

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        """Pick one of the legal actions."""
        ...


class RandomBot:
    """Plays a uniformly random legal action; the baseline every game supports."""

    name = "random"

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        """Pick any legal action with equal probability."""
        return legal[rng.randrange(len(legal))]


def bot_rng(seed: int, seat: int) -> random.Random:
    """The RNG a seat's bot uses in a match: seeded, so replays repeat its decisions."""
    return random.Random(f"stich:{seed}:bot:{seat}")
