"""Klaverjas deal state, the per-seat view, the match carry and a finished deal's details
(plain immutable values)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields

from game.core.cards import Card
from game.core.rules import Action
from game.games.klaverjas.options import KlaverjasOptions

BID, DISCARD, PLAY, CLAIM, DONE = "bid", "discard", "play", "claim", "done"


@dataclass(frozen=True, slots=True)
class KlaverjasCarry:
    """What a deal hands to the next one: how many deals counted so far (9, 11.3)."""

    counted: int = 0


@dataclass(frozen=True, slots=True)
class KlaverjasDetails:
    """What a finished deal was, for the summary and the score sheet (`DealResult.details`).

    Per side (a team of two, or one player at three): `roem` credited and `tricks_won`.
    A thrown-in deal has no trumps (None) and no maker (-1), and does not count."""

    trump: str | None  # C D H S
    maker: int
    nat: bool
    roem: tuple[int, ...]
    tricks_won: tuple[int, ...]
    thrown_in: bool
    deals_counted: int  # deals counted towards the game length, this one included
    # Per seat, for `python -m game.sim`: the roem of the seat's side, made trumps, nat.
    per_seat_extra: Mapping[str, tuple[int, ...]]


@dataclass(frozen=True, slots=True)
class TrickRecord:
    """A finished trick: leader, cards in play order, winner, points, roem."""

    leader: int
    cards: tuple[int, ...]
    plays: tuple[tuple[int, Card], ...]  # (seat, card) in play order, as views show it
    winner: int
    points: int  # card points, plus 10 on the last trick
    roem: int  # detected roem of the trick
    roem_credited: bool  # False when unclaimed (manual claiming) or still claimable


@dataclass(frozen=True, slots=True)
class DealSetup:
    """What a deal fixes when it is dealt and never changes afterwards.

    Seats are players; `order` is the clockwise seating (partners two places apart),
    `nxt[seat]` the player to a seat's left. Scores are kept per *side*: a team of two
    in the four-player game, a single player in the three-player game.
    """

    seats: int
    dealer: int
    first_hand: int
    order: tuple[int, ...]
    nxt: tuple[int, ...]
    side_of: tuple[int, ...]  # side index per seat
    sides: tuple[tuple[int, ...], ...]  # seats of each side
    counted_before: int  # deals already counted towards the game length
    totals_before: tuple[int, ...]  # match totals per seat before this deal
    dealt: tuple[int, ...]  # hands as dealt (bitmasks)


@dataclass(frozen=True, slots=True)
class KlaverjasState:
    """One Klaverjas deal as it stands. Hands are bitmasks of card ids (see tables.py)."""

    setup: DealSetup
    hands: tuple[int, ...]
    widow: int  # three players: the two table cards until the maker takes them
    laid_away: int  # three players: the maker's two laid-away cards
    phase: str
    turn: int  # seat to act, -1 when the deal is over
    trump: int  # -1 before the choice; 0-3 = C D H S
    maker: int  # -1 before the choice
    proposal: int  # turn-up: the suit offered now (-1 none)
    second_proposal: int  # turn-up: the suit kept for a second round (hidden, -1 none)
    bid_round: int  # 0 first round, 1 forced choice, 2 second turn-up round
    passed: tuple[int, ...]  # seats that passed in the current round
    trick: tuple[int, ...]  # card ids of the running trick in play order
    leader: int
    tricks: tuple[TrickRecord, ...]
    card_points: tuple[int, ...]  # per side, last-trick bonus and laid-away cards included
    roem: tuple[int, ...]  # credited roem per side
    tricks_won: tuple[int, ...]  # per side
    claim: int  # manual claiming: roem of the last trick awaiting its claim, else 0
    thrown_in: bool
    final_points: tuple[int, ...] | None  # deal score per seat once the deal is over


_STATE_FIELDS = tuple(f.name for f in fields(KlaverjasState))
_new = object.__new__
_set = object.__setattr__


def evolve(state: KlaverjasState, **changes: object) -> KlaverjasState:
    """`dataclasses.replace` for the hot path: same result, about twice as fast."""
    new = _new(KlaverjasState)
    for name in _STATE_FIELDS:
        _set(new, name, changes[name] if name in changes else getattr(state, name))
    return new


@dataclass(frozen=True, slots=True)
class KlaverjasView:
    """What one seat may see of a deal."""

    seat: int
    seats: int
    dealer: int
    first_hand: int
    order: tuple[int, ...]  # clockwise seating
    sides: tuple[tuple[int, ...], ...]
    phase: str
    to_act: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    widow_size: int
    laid_away: tuple[Card, ...]  # only the maker sees their own laid-away cards
    trump: str | None  # C D H S
    maker: int | None
    proposal: str | None  # turn-up: the suit on offer
    passed: tuple[int, ...]
    trick: tuple[tuple[int, Card], ...]  # (seat, card) in play order
    leader: int
    tricks: tuple[tuple[tuple[tuple[int, Card], ...], int, int, int], ...]
    # ^ (plays, winner, points, credited roem) per finished trick
    card_points: tuple[int, ...]
    roem: tuple[int, ...]
    tricks_won: tuple[int, ...]
    claimable_roem: int  # manual claiming: roem the last trick's winners may still claim
    totals_before: tuple[int, ...]
    counted_before: int
    final_points: tuple[int, ...] | None
    legal: tuple[Action, ...]
    options: KlaverjasOptions  # the table's rules are public (bots need the follow rules)
