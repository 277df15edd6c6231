"""Skitgubbe deal state and the per-seat view (plain immutable values, no logic).

Hands, piles and lays are bitmasks of card ids (see tables.py). One state type serves
both phases; the fields of the phase not running keep their neutral values.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from operator import attrgetter
from typing import Any

from game.core.cards import Card
from game.games.skitgubbe.options import SkitgubbeOptions

PHASE1, ADDING, PHASE2, DONE = "phase1", "adding", "phase2", "done"
PLAY, DARE, ADD = "play", "dare", "add"


@dataclass(frozen=True, slots=True)
class TrickPlay:
    """One phase-1 play or addition on the table: who, which cards, in which round."""

    seat: int
    cards: int  # card mask
    round: int  # 0 = first round, 1, 2, ... = tie replays; additions keep the last round
    kind: str  # PLAY, DARE (top stock card) or ADD


@dataclass(frozen=True, slots=True)
class SkitgubbeState:
    """One game of Skitgubbe (one deal, one loser)."""

    seats: int
    dealer: int
    phase: str  # PHASE1, ADDING, PHASE2 or DONE
    hands: tuple[int, ...]  # what each seat holds in hand (phase 2: the whole phase-2 hand)
    stock: tuple[int, ...]  # card ids, top first
    won: tuple[int, ...]  # phase-1 won piles, face down (merged into the hands in phase 2)
    last_card: int  # the last stock card, face down in front of `last_holder`; -1 before
    last_holder: int
    tricks_done: int  # phase-1 tricks decided so far
    # --- the running phase-1 trick
    leader: int  # who led it (ties and additions are measured from him)
    queue: tuple[int, ...]  # seats still to play (or to add) in this round, next first
    round: int
    plays: tuple[TrickPlay, ...]  # everything on the table, in order
    winner: int  # -1 until the trick is decided
    # --- phase 2
    trump: int  # suit index 0-3 (C D H S), -1 in phase 1
    trump_card: int  # the turned last card (it went to its holder's hand), -1 in phase 1
    turn: int  # phase 2: seat to act; -1 otherwise
    lays: tuple[tuple[int, int], ...]  # (seat, card mask) bottom -> top
    needed: int  # K: lays that complete the running trick (rules 4.4)
    known: tuple[int, ...]  # cards everybody saw enter each hand (picked up, turned trump)
    out: int  # cards removed from the game
    moves2: int  # phase-2 actions so far (for the self-play safety limit)
    seen: tuple[int, ...]  # hashes of phase-2 positions since cards last left play
    loser: int  # -1 until the game is over
    end_reason: str  # "", "last_player", "repetition", "safety_limit"


@dataclass(frozen=True, slots=True)
class TablePlay:
    """A face-up phase-1 play or addition as the view shows it."""

    seat: int
    cards: tuple[Card, ...]
    round: int
    kind: str


@dataclass(frozen=True, slots=True)
class SkitgubbeView:
    """What one seat may see of a game."""

    seat: int
    seats: int
    dealer: int
    phase: str
    to_act: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    won_sizes: tuple[int, ...]  # face-down phase-1 piles, counted
    own_won: tuple[Card, ...]  # the viewer's own won pile (only the last card is unseen)
    last_card_holder: int | None
    # phase 1
    trick_leader: int
    trick: tuple[TablePlay, ...]
    still_to_play: tuple[int, ...]  # this round's (or the additions') remaining seats
    round: int
    trick_winner: int | None
    # phase 2
    trump: str | None  # suit letter
    trump_card: Card | None
    table: tuple[tuple[int, tuple[Card, ...]], ...]  # (seat, lay) bottom -> top
    lays_needed: int
    in_game: tuple[bool, ...]  # who still holds cards
    known: tuple[tuple[Card, ...], ...]  # per seat: cards seen entering that hand, still there
    out_of_play: tuple[Card, ...]
    loser: int | None
    options: SkitgubbeOptions  # the table's rules are public (bots plan with them)


@dataclass(frozen=True, slots=True)
class SkitgubbeDetails:
    """What the summary and the score sheet tell of a finished game."""

    loser: int  # the skitgubbe's seat
    end_reason: str  # "last_player", "repetition" or "safety_limit"
    trump: str | None  # suit letter; None when the game ended before phase 2
    phase1_tricks: int
    phase2_moves: int


_FIELDS = tuple(f.name for f in fields(SkitgubbeState))
_INDEX = {name: i for i, name in enumerate(_FIELDS)}
_VALUES = attrgetter(*_FIELDS)


def evolve(state: SkitgubbeState, **changes: Any) -> SkitgubbeState:
    """A copy of the state with some fields changed; `dataclasses.replace` without its
    per-field overhead (bots will build many states in rollouts)."""
    values = list(_VALUES(state))
    for name, value in changes.items():
        values[_INDEX[name]] = value
    return SkitgubbeState(*values)
