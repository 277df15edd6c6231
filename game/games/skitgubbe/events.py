"""Events only Skitgubbe has: phase-1 plays, ties, additions, draws; phase-2 lays and pick-ups."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.cards import Card
from game.core.events import Event


@dataclass(frozen=True, slots=True)
class CardsPlayed(Event):
    """Phase 1: a seat played 1-3 cards of one rank (`dared`: the top stock card)."""

    seat: int
    cards: tuple[Card, ...]
    round: int  # 0 for the first round of a trick, 1, 2, ... for tie replays
    dared: bool = False


@dataclass(frozen=True, slots=True)
class TieReplay(Event):
    """Phase 1: the highest rank was tied; these seats play again, in this order."""

    seats: tuple[int, ...]
    round: int


@dataclass(frozen=True, slots=True)
class CardsAdded(Event):
    """Phase 1: after the trick was decided a seat added cards of ranks on the table."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class NothingAdded(Event):
    """Phase 1: a seat that could add matching cards chose to add none (a public choice)."""

    seat: int


@dataclass(frozen=True, slots=True)
class CardsDrawn(Event):
    """A seat drew `count` cards from the stock into the hand (the cards stay private)."""

    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class LastCardTaken(Event):
    """The last stock card went face down, unseen, in front of `seat` (rules 3.3)."""

    seat: int


@dataclass(frozen=True, slots=True)
class TrickAbandoned(Event):
    """Rule 3.4 (b): a tied player could not replay; everyone took back his cards."""

    returned: tuple[tuple[int, tuple[Card, ...]], ...]  # (seat, cards) per seat that played


@dataclass(frozen=True, slots=True)
class Phase2Started(Event):
    """The last card is turned: its suit is trumps; `players` hold cards; `leader` leads."""

    trump_card: Card
    leader: int
    players: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Laid(Event):
    """Phase 2: a seat led (`beat` False) or beat the top lay with a card or a run."""

    seat: int
    cards: tuple[Card, ...]
    beat: bool


@dataclass(frozen=True, slots=True)
class PickedUp(Event):
    """Phase 2: a seat took lays from the table into the hand (top lay first)."""

    seat: int
    lays: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True, slots=True)
class TrickCleared(Event):
    """Phase 2: the table held as many lays as players; its cards left the game."""

    seat: int  # who made the completing beat
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class PlayerOut(Event):
    """Phase 2 (or its start): a seat holds no cards any more and is safe."""

    seat: int


@dataclass(frozen=True, slots=True)
class LoserFound(Event):
    """The game is over: `seat` is the skitgubbe (`reason` says how it ended)."""

    seat: int
    reason: str
