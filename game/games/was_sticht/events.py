"""Events only Was Sticht has: the chip draft, the column draft and hints, tasks, chips."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.cards import Card
from game.core.events import Event


@dataclass(frozen=True, slots=True)
class ChipTaken(Event):
    """A seat took a task chip of `kind` in the chip draft at the start of the game."""

    seat: int
    kind: str


@dataclass(frozen=True, slots=True)
class GridLaid(Event):
    """The round's 36 cards lie face up, 9 columns of 4 (the dealer knows the trumps)."""

    dealer: int
    columns: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True, slots=True)
class CardTaken(Event):
    """A seat took a card from the column being drafted (seat -1: the dummy's card)."""

    seat: int
    card: Card
    column: int  # 0-based


@dataclass(frozen=True, slots=True)
class ColumnHint(Event):
    """The dealer's hint: who would win the column's cards as a trick (-1 = the dummy)."""

    column: int  # 0-based
    plays: tuple[tuple[int, Card], ...]  # (seat, card) in hint order, dummy last
    winner: int


@dataclass(frozen=True, slots=True)
class TrumpsRevealed(Event):
    """After column 9 the dealer turns the trump cards: `tc` and `tn` in notation."""

    tc: str
    tn: str


@dataclass(frozen=True, slots=True)
class TaskChosen(Event):
    """A seat chose its task in secret (the kind stays hidden until all have chosen)."""

    seat: int


@dataclass(frozen=True, slots=True)
class TasksRevealed(Event):
    """Every non-dealer's task is shown: (seat, kind)."""

    tasks: tuple[tuple[int, str], ...]


@dataclass(frozen=True, slots=True)
class ChipCompleted(Event):
    """A seat turned a chip face down; `by_dealer` when it was the dealer's rule."""

    seat: int
    kind: str
    by_dealer: bool = False


@dataclass(frozen=True, slots=True)
class TaskFailed(Event):
    """A non-dealer's task was not fulfilled; the chip stays face up."""

    seat: int
    kind: str


@dataclass(frozen=True, slots=True)
class DealerEarned(Event):
    """The dealer fulfilled `kind`, the displayed task `owner` failed: one chip to turn."""

    dealer: int
    owner: int
    kind: str
