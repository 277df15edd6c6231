"""Events: what happened when an action was applied. The UI animates these, never diffs.

Games share the common events below and may define their own subclasses of `Event`.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.cards import Card


@dataclass(frozen=True, slots=True)
class Event:
    """Base of every event; `kind` is the class name, handy for logs and tests."""

    @property
    def kind(self) -> str:
        """The event's name, e.g. `CardPlayed`."""
        return type(self).__name__


@dataclass(frozen=True, slots=True)
class DealStarted(Event):
    """A new deal was dealt."""

    dealer: int
    forehand: int


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """A seat played a card to the trick."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class TrickTaken(Event):
    """A trick is complete; `winner` takes `cards` worth `points` (bonus included)."""

    winner: int
    cards: tuple[Card, ...]
    points: int
    number: int  # 1-based trick number


@dataclass(frozen=True, slots=True)
class TrumpChosen(Event):
    """A seat named the contract or trump (`mode` in the game's own text form)."""

    seat: int
    mode: str


@dataclass(frozen=True, slots=True)
class Passed(Event):
    """A seat passed or pushed the choice on (`to_seat` decides next)."""

    seat: int
    to_seat: int


@dataclass(frozen=True, slots=True)
class DealEnded(Event):
    """The deal is over; `points` per seat (team games: the team's score per seat)."""

    points: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MatchDecided(Event):
    """The match is over; `winners` are seats."""

    winners: tuple[int, ...]
    double: bool = False
    reason: str = ""
