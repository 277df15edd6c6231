"""Was Sticht round state, the chips carried between rounds, the per-seat view and what a
finished round scored (its deal details)."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from operator import attrgetter
from typing import Any

from game.core.cards import Card
from game.core.rules import SEEN_FACE_UP, Action
from game.games.was_sticht.options import WasStichtOptions

CHIPS, DRAFT, TASK, PLAY, DEALER_CHIP, DONE = (
    "chips",
    "draft",
    "task",
    "play",
    "dealer_chip",
    "done",
)
DUMMY = -1  # the seat number of the 3-player dummy in draft records and hints


@dataclass(frozen=True, slots=True)
class ChipHoldings:
    """Every seat's task chips: kind ids face up (open) and completed, each sorted.

    This is what one round hands to the next (`Rules.carry_over`).
    """

    face_up: tuple[tuple[int, ...], ...]
    completed: tuple[tuple[int, ...], ...]

    @staticmethod
    def empty(seats: int) -> ChipHoldings:
        """Nobody holds a chip yet (before the chip draft)."""
        return ChipHoldings(((),) * seats, ((),) * seats)

    def held(self) -> int:
        """How many chips have been handed out so far."""
        return sum(len(u) + len(d) for u, d in zip(self.face_up, self.completed, strict=True))


@dataclass(frozen=True, slots=True)
class TrickRecord:
    """A finished trick: who led, (seat, card) in play order and who won it."""

    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int


@dataclass(frozen=True, slots=True)
class WasStichtState:
    """One round of Was Sticht (deal 0 also holds the game's chip draft).

    Hands and card sets are bitmasks of card ids (tables.py). `column_masks` are the cards
    laid in each column, `grid` what still lies there (None where a card was taken);
    `draft_log` records every card taken from the grid as (column, seat, card), the dummy
    as seat DUMMY, four entries per column. Records shown to players are kept in the form
    the view shows them, so building a view copies nothing.
    """

    seats: int
    dealer: int
    round_index: int
    phase: str
    turn: int  # seat to act, -1 once the round is over
    chips: ChipHoldings
    pool: tuple[int, ...]  # chip kinds still on the table during the chip draft
    tc: int  # trump colour index 0-3 or NO_COLOUR
    tn: int  # trump number 1-9 or NO_NUMBER
    trumps: int  # tables.combo(tc, tn)
    revealed: bool  # the trump reveal of spec 5.5 has happened
    column_masks: tuple[int, ...]
    grid: tuple[tuple[Card | None, ...], ...]
    column: int  # column being drafted, 0-8; 9 once the draft is over
    gone: int  # mask of the grid cards already taken (by players or the dummy)
    draft_log: tuple[tuple[int, int, Card], ...]
    hints: tuple[int, ...]  # hint winner per drafted column (seat or DUMMY)
    hands: tuple[int, ...]
    dummy: int
    tasks: tuple[int, ...]  # chosen chip kind per seat, -1 for none (and the dealer)
    trick: tuple[int, ...]
    leader: int
    tricks: tuple[TrickRecord, ...]
    counts: tuple[int, ...]  # tricks won per seat
    taken: tuple[int, ...]  # mask of the cards in the tricks each seat won
    completed_now: tuple[int, ...]  # chip kind each seat completed this round, or -1
    dealer_source: int  # seat whose failed task the dealer fulfilled, or -1
    game_over: str  # why the game ends after this round, or ""
    # The grid as it was laid out (spec 5.2, face up): the table keeps a drafted card at
    # its place, marked with its taker, so it needs where each card lay.
    laid: tuple[tuple[Card, ...], ...] = ()


@dataclass(frozen=True, slots=True)
class WasStichtView:
    """What one seat may see. Chip kinds are their names (`SOLE_MOST`); DUMMY is -1."""

    seat: int
    seats: int
    dealer: int
    round_index: int
    phase: str
    to_act: int | None
    chips_face_up: tuple[tuple[str, ...], ...]
    chips_completed: tuple[tuple[str, ...], ...]
    chip_pool: tuple[str, ...]
    trump_colour: str | None  # `R` ... or `none`; None while it is secret to this seat
    trump_number: str | None  # `1`-`9` or `none`; None while it is secret to this seat
    revealed: bool
    columns: tuple[tuple[Card | None, ...], ...]  # the grid, None where a card was taken
    # the grid as laid out: public, it lay face up before the draft (who took which card
    # of a drafted column is what a seat may not see, with the drafted cards hidden)
    laid: tuple[tuple[Card, ...], ...] = field(metadata=SEEN_FACE_UP)
    column: int
    column_start: int  # the start player of the column being drafted (-1 after the draft)
    draft_log: tuple[tuple[int, int, Card], ...]  # (column, seat, card); seat -1 = dummy
    hints: tuple[int, ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    dummy_cards: tuple[Card, ...]
    task_chosen: tuple[bool, ...]
    tasks: tuple[str | None, ...]  # others' choices only once all are revealed
    trick: tuple[tuple[int, Card], ...]  # (seat, card) in play order
    leader: int
    tricks: tuple[TrickRecord, ...]
    tricks_won: tuple[int, ...]
    completed_now: tuple[str | None, ...]
    dealer_earned: bool
    game_over: str
    places: tuple[int, ...] | None  # final places (1 = winner) once the game is over
    legal: tuple[Action, ...]
    options: WasStichtOptions  # the table's rules are public (bots need the follow rules)


@dataclass(frozen=True, slots=True)
class WasStichtDetails:
    """What a finished round scored beyond its chip count (`DealResult.details`).

    Chip kinds are their names (`SOLE_MOST`), None where a seat had none (the dealer's
    task, a task missed); `trumps` are the notation of the round's trumps (`R`, `5`,
    `none`)."""

    trumps: tuple[str, str]
    tasks: tuple[str | None, ...]
    tricks: tuple[int, ...]  # tricks won per seat
    hints: tuple[int, ...]  # hint winner per column (seat or DUMMY)
    completed: tuple[str | None, ...]  # the chip each seat turned this round
    chips_completed: tuple[int, ...]  # chips turned per seat (the round's points)
    dealer_earned: bool
    game_over: str  # why the game ends after this round, or ""

    @property
    def per_seat_extra(self) -> dict[str, tuple[int, ...]]:
        """Per-seat figures the simulator averages (sim.py), by name."""
        return {"chips_completed": self.chips_completed, "tricks_won": self.tricks}


_STATE_FIELDS = tuple(f.name for f in fields(WasStichtState))
_POSITION = {name: i for i, name in enumerate(_STATE_FIELDS)}
_VALUES = attrgetter(*_STATE_FIELDS)


def evolve(state: WasStichtState, **changes: Any) -> WasStichtState:
    """A copy of the state with some fields changed: `dataclasses.replace` without its
    per-call field inspection (bots create very many states)."""
    values = list(_VALUES(state))
    for name, value in changes.items():
        values[_POSITION[name]] = value
    return WasStichtState(*values)
