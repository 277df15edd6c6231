"""Events only Klaverjas has: turned-up suits, thrown-in deals, the widow, roem, nat, pit."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.cards import Card
from game.core.events import Event


@dataclass(frozen=True, slots=True)
class SuitTurnedUp(Event):
    """Turn-up trump choice: `suit` is offered (`round` 1 or 2)."""

    suit: str
    round: int


@dataclass(frozen=True, slots=True)
class DealThrownIn(Event):
    """Everybody passed: the cards are thrown in and the deal does not count."""

    dealer: int


@dataclass(frozen=True, slots=True)
class WidowTaken(Event):
    """Three players: the maker took the two table cards (face down, so no cards)."""

    seat: int


@dataclass(frozen=True, slots=True)
class CardsLaidAway(Event):
    """Three players: the maker laid two cards away face down."""

    seat: int


@dataclass(frozen=True, slots=True)
class RoemScored(Event):
    """Roem of trick `number` credited to the trick winner's side."""

    seat: int  # the trick winner
    points: int
    number: int
    # The trick's cards (public: it was played face up), so the table can name the roem.
    cards: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class RoemLost(Event):
    """Manual claiming: the winners let the trick's roem go unclaimed."""

    seat: int
    points: int
    number: int
    cards: tuple[Card, ...] = ()  # the trick's cards, as in RoemScored


@dataclass(frozen=True, slots=True)
class Nat(Event):
    """The makers failed (equal or fewer points): they score 0."""

    maker: int


@dataclass(frozen=True, slots=True)
class Pit(Event):
    """A side took every trick; `bonus` is what it earned for it (0 if none)."""

    seats: tuple[int, ...]
    bonus: int
