"""Events only Schieber has: Weis, Stöck, the Match bonus and reaching the target."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.cards import Card
from game.core.events import Event


@dataclass(frozen=True, slots=True)
class MeldKind:
    """What a declaration says of one meld while it is hidden: its kind (run or four of a
    kind, rules 7.4), its length and its own value, never a card or a rank (the cards are
    public only when the winning team's Weis is shown after trick 1, rules 7.3)."""

    length: int  # cards in the meld (4 for four of a kind)
    quad: bool
    points: int  # the meld's own value, unmultiplied


@dataclass(frozen=True, slots=True)
class WeisDeclared(Event):
    """A player declared Weis with the first card. Events are public, so it carries only
    the kinds: the losing team's Weis is never shown (WeisScored shows the winners')."""

    seat: int
    points: int
    melds: tuple[MeldKind, ...]  # every declared meld, best first; their sum is `points`


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
