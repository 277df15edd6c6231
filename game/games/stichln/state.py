"""Stichln round state, the per-seat view and a round's details (plain immutable values,
no logic)."""

from __future__ import annotations

from dataclasses import dataclass, fields
from operator import attrgetter
from typing import Any

from game.core.cards import Card
from game.core.rules import Action
from game.games.stichln.options import StichlnOptions

DECLARE, PLAY, DONE = "declare", "play", "done"


@dataclass(frozen=True, slots=True)
class TrickRecord:
    """A finished trick: who led, who played what, the taker (-1: discarded).

    Every card of a finished trick was seen by all, so views hand these out as they are.
    """

    leader: int
    cards: tuple[int, ...]  # card ids in play order (for the rules)
    plays: tuple[tuple[int, Card], ...]  # (seat, card) in play order (for views)
    winner: int  # -1 when the all-zero trick was discarded


@dataclass(frozen=True, slots=True)
class StichlnState:
    """One Stichln round. Hands and piles are bitmasks of card ids (see tables.py)."""

    seats: int
    dealer: int
    deal_index: int
    totals_before: tuple[int, ...]  # match totals before this round, per seat
    hand_size: int  # cards dealt to each player
    deck: int  # cards used this round (section 3)
    aside: int  # undealt cards, set aside unseen (7 players)
    hands: tuple[int, ...]
    declared: tuple[int, ...]  # face-down declaration card id per seat, -1 = not chosen yet
    revealed: bool  # declaration cards face up
    phase: str
    turn: int  # seat to act, -1 when the round is over
    leader: int  # leader of the running trick
    trick: tuple[int, ...]  # card ids of the running trick in play order
    tricks: tuple[TrickRecord, ...]
    captured: tuple[int, ...]  # cards each seat has taken in tricks
    discarded: int  # cards of all-zero tricks nobody took (`discard` option)
    scores: tuple[int, ...] | None  # round scores once the round is over


@dataclass(frozen=True, slots=True)
class StichlnView:
    """What one seat may see of a round."""

    seat: int
    seats: int
    dealer: int
    deal_index: int
    rounds: int  # rounds in the game
    phase: str
    to_act: int | None
    colours: str  # colour letters used this round
    top_value: int  # highest value used this round
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    chosen: tuple[bool, ...]  # which seats have put their declaration card down
    declared: tuple[Card | None, ...]  # face-up declaration cards (own card always shown)
    trick: tuple[tuple[int, Card], ...]  # (seat, card) in play order
    leader: int
    tricks: tuple[TrickRecord, ...]  # finished tricks
    captured_counts: tuple[int, ...]
    own_score: int | None  # own round score so far, once the own card is down
    scores: tuple[int, ...] | None  # round scores once the round is over
    totals_before: tuple[int, ...]
    legal: tuple[Action, ...]
    options: StichlnOptions  # the table's rules are public (bots need the all-zero rule)


@dataclass(frozen=True, slots=True)
class StichlnDetails:
    """What a finished round adds to its points: every seat's minus card (and so its
    colour), how many cards each seat took, how many all-zero tricks nobody took."""

    declared: tuple[Card, ...]  # the minus card per seat
    minus_colours: tuple[str, ...]  # its colour letter per seat
    captured_counts: tuple[int, ...]  # cards taken in tricks per seat
    discarded_tricks: int  # all-zero tricks nobody took (`discard` option)


_FIELDS = tuple(f.name for f in fields(StichlnState))
_POSITION = {name: i for i, name in enumerate(_FIELDS)}
_VALUES = attrgetter(*_FIELDS)


def evolve(state: StichlnState, **changes: Any) -> StichlnState:
    """A copy of the state with some fields changed: `dataclasses.replace` without its
    per-call field inspection, which dominated the cost of a move in bot playouts."""
    values = list(_VALUES(state))
    for name, value in changes.items():
        values[_POSITION[name]] = value
    return StichlnState(*values)
