"""Events only Stichln has: the face-down minus-colour cards and discarded all-zero tricks."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.cards import Card
from game.core.events import Event


@dataclass(frozen=True, slots=True)
class MinusCardChosen(Event):
    """A seat put its minus-colour card down face down (the card itself stays secret)."""

    seat: int


@dataclass(frozen=True, slots=True)
class MinusCardsRevealed(Event):
    """The face-down declaration cards are turned up; `cards[seat]` is that seat's card."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class TrickDiscarded(Event):
    """Every card was a 0 and the `discard` option is on: nobody takes the trick and
    `leader` leads again."""

    leader: int
    cards: tuple[Card, ...]
    number: int  # 1-based trick number
