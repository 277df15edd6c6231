"""Seat setup of a table: who sits where (a human or a bot level) and under what name."""

from __future__ import annotations

from dataclasses import dataclass

HUMAN = "human"


@dataclass(frozen=True, slots=True)
class Seat:
    """One seat: `player` is `human` or a bot name from the game's registry entry."""

    player: str
    name: str
    # How this person reads the table at a hot-seat table: a language code and a card-face
    # style; "" reads it as the table does (the settings).
    language: str = ""
    faces: str = ""

    @property
    def is_human(self) -> bool:
        """True when a person plays this seat."""
        return self.player == HUMAN


def parse_seats(text: str, default_names: tuple[str, ...] = ()) -> tuple[Seat, ...]:
    """Read a comma-separated seat list like `human,strong,strong,strong`."""
    players = [part.strip() for part in text.split(",") if part.strip()]
    if not players:
        raise ValueError("no seats given")
    seats = []
    for i, player in enumerate(players):
        name = default_names[i] if i < len(default_names) else f"Player {i + 1}"
        seats.append(Seat(player, name))
    return tuple(seats)
