"""Events only Schieber has: Weis, Stöck, the Match bonus and reaching the target."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.cards import Card
from game.core.events import Event


@dataclass(frozen=True, slots=True)
class MeldKind:
    """What a declaration says of one meld: its kind and its own value, never its cards
    (a run is named by its length only; four of a kind by its rank, which is its kind)."""

    length: int  # cards in the meld (4 for four of a kind)
    quad: bool
    rank: int  # four of a kind: the rank (6-14); a run: 0 (its top stays secret in trick 1)
    points: int  # the meld's own value, unmultiplied


@dataclass(frozen=True, slots=True)
class WeisDeclared(Event):
    """A player declared Weis with the first card; only the kind is public yet."""

    seat: int
    points: int
    best: str  # e.g. "four Jacks" (English, for logs and the command line)
    # The same best meld as data, so a table can name it in any language: four of a kind
    # of `top`'s rank, or a run of `length` cards up to `top` (the card `best` names).
    length: int = 0
    top: Card | None = None
    quad: bool = False
    # Every declared meld, best first, each with its own value (their sum is `points`).
    melds: tuple[MeldKind, ...] = ()


@dataclass(frozen=True, slots=True)
class WeisScored(Event):
    """Trick 1 is over: `team` (-1: nobody) scores its Weis, shown to everyone."""

    team: int
    points: int  # multiplied
    shown: tuple[tuple[int, tuple[Card, ...], int], ...]  # (seat, cards, points) per Weis


@dataclass(frozen=True, slots=True)
class StoeckScored(Event):
    """The holder played the second of trump King and Queen: Stöck is credited."""

    seat: int
    points: int  # multiplied


@dataclass(frozen=True, slots=True)
class StoeckLost(Event):
    """Manual Stöck: the holder played the second card without announcing it."""

    seat: int


@dataclass(frozen=True, slots=True)
class MatchBonus(Event):
    """A team took all nine tricks: 100 extra (before the multiplier)."""

    team: int


@dataclass(frozen=True, slots=True)
class TargetReached(Event):
    """A team reached the target at a checkpoint (`stage` like `C0:S`, `C3:T`)."""

    team: int
    stage: str
    totals: tuple[int, int]
