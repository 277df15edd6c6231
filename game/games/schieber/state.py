"""Schieber deal state and the per-seat view (plain immutable values, no logic)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any, NamedTuple

from game.core.cards import Card
from game.core.rules import Action
from game.games.schieber.options import SchieberOptions
from game.games.schieber.weis import Weis

CONTRACT, PLAY, DONE = "contract", "play", "done"


class TrickRecord(NamedTuple):
    """A finished trick: who led, who played what, who won, what it was worth (a named
    tuple, made in one step, for the same reason as SchieberState below)."""

    leader: int
    cards: tuple[int, ...]  # card ids in play order (for the rules)
    plays: tuple[tuple[int, Card], ...]  # (seat, card) in play order (for views)
    winner: int
    points: int  # card points, plus 5 on the last trick (no Match bonus, unmultiplied)


class SchieberState(NamedTuple):
    """One Schieber deal. Hands are bitmasks of card ids (see tables.py); teams are seat % 2.

    A named tuple rather than a frozen dataclass: equally immutable, but a frozen
    dataclass's __init__ sets its 25 fields one by one through object.__setattr__ (about
    2.5 us per state), while a tuple is made in one step (about 0.2 us). The rules make a
    new state for every card, and random play through the rules API is what the engine's
    speed is measured by (benchmarks/schieber_random.py).
    """

    dealer: int
    forehand: int
    deal_index: int
    totals_before: tuple[int, int]  # game score of team 0 (N/S) and team 1 (E/W)
    dealt: tuple[int, ...]  # hands as dealt
    hands: tuple[int, ...]
    phase: str
    chooser: int  # contract phase: the seat to announce; afterwards: who announced
    pushes: int  # 0, 1 (pushed to partner) or 2 (pushed back)
    mode: int  # -1 before the contract; 0-3 trump suit C D H S, 4 Obenabe, 5 Undenufe
    turn: int  # seat to act, -1 when the deal is over
    trick: tuple[int, ...]  # cards of the running trick in play order
    leader: int
    tricks: tuple[TrickRecord, ...]
    trick_points: tuple[int, int]  # credited card points incl. last trick, unmultiplied
    match_team: int  # team that took all nine tricks, or -1
    weis: tuple[tuple[Weis, ...] | None, ...]  # declared sets per seat; None = not yet
    weis_team: int  # -2 unresolved, -1 nobody, else the scoring team
    weis_points: tuple[int, int]  # credited, unmultiplied
    stoeck_seat: int  # holder of trump K+Q, or -1
    stoeck_state: int  # 0 pending, 1 credited, 2 lost (manual mode, not announced)
    winner: int  # team that reached the target in this deal, or -1
    winner_stage: str  # "", or the checkpoint and stage where it happened, e.g. "C1:W"
    crossed: int  # finish_deal mode: team that crossed the target first, or -1
    final_points: tuple[int, int] | None  # deal score per team once the deal is over


@dataclass(frozen=True, slots=True)
class SchieberView:
    """What one seat may see of a deal."""

    seat: int
    dealer: int
    forehand: int
    phase: str
    to_act: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    contract: str | None  # C D H S obenabe undenufe
    multiplier: int | None
    chooser: int
    pushed: bool
    trick: tuple[tuple[int, Card], ...]  # (seat, card) in play order
    leader: int
    tricks: tuple[TrickRecord, ...]  # finished tricks: all their cards are public
    trick_points: tuple[int, int]
    own_weis: tuple[tuple[Card, ...], ...]  # the viewer's optimal Weis (trump known)
    weis_announced: tuple[int | None, ...]  # per seat points declared in trick 1
    weis_shown: tuple[tuple[int, tuple[Card, ...], int], ...]  # (seat, cards, points)
    weis_team: int
    weis_points: tuple[int, int]
    stoeck_team: int  # team credited with Stöck, or -1
    totals_before: tuple[int, int]
    target: int
    winner: int
    winner_stage: str  # the checkpoint where a team reached the target ("" before), public
    legal: tuple[Action, ...]
    options: SchieberOptions  # the table's rules are public (bots need values, multipliers)


@dataclass(frozen=True, slots=True)
class SchieberDetails:
    """What a finished deal scored, item by item (`DealResult.details`): the deal summary
    and the Tafel read it. Items are per team and unmultiplied."""

    contract: str  # C D H S obenabe undenufe (a deal ends only after its contract)
    multiplier: int
    chooser: int  # the seat that announced the contract
    pushed: bool
    card_points: tuple[int, int]  # incl. the 5 for the last trick
    weis: tuple[int, int]
    stoeck: tuple[int, int]
    match_team: int  # the team that took all nine tricks, or -1
    winner: int  # the team that reached the target in this deal, or -1
    winner_stage: str  # "", or the checkpoint where the target was reached ("C3:W")


_FIELD_INDEX = {name: i for i, name in enumerate(SchieberState._fields)}
_new_state = tuple.__new__
# Positions of the fields a card play changes, for the rules' hot path (state_from).
(
    HANDS,
    TRICK,
    TURN,
    WEIS,
    STOECK_STATE,
    MODE,
    LEADER,
    TRICKS,
    TRICK_POINTS,
    FOREHAND,
    WEIS_TEAM,
    WEIS_POINTS,
    MATCH_TEAM,
) = (
    _FIELD_INDEX[name]
    for name in (
        "hands",
        "trick",
        "turn",
        "weis",
        "stoeck_state",
        "mode",
        "leader",
        "tricks",
        "trick_points",
        "forehand",
        "weis_team",
        "weis_points",
        "match_team",
    )
)


# A state from all its field values in order (a changed `list(state)`): tuple.__new__ bound
# to the class rather than a function around it, one Python call less on every card.
state_from: Callable[[list[Any]], SchieberState] = partial(_new_state, SchieberState)


def record_from(
    leader: int,
    cards: tuple[int, ...],
    plays: tuple[tuple[int, Card], ...],
    winner: int,
    points: int,
) -> TrickRecord:
    """A TrickRecord from its fields in order (without the named tuple's keyword call)."""
    return _new_state(TrickRecord, (leader, cards, plays, winner, points))


def evolve(state: SchieberState, **changes: Any) -> SchieberState:
    """A copy of the state with some fields changed (`_replace`, without its per-field
    map and checks: the rules and the search bots create millions of states)."""
    values = list(state)
    for name, value in changes.items():
        values[_FIELD_INDEX[name]] = value
    return _new_state(SchieberState, values)
