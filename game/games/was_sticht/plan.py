"""Was Sticht heuristics for the decisions around the tricks: which chips to draft, which
cards to take from the grid, which task to choose and which chip the dealer turns.

A card's worth is its `power`: roughly how likely it wins the trick it is played to,
under one trump combination. While the trumps are secret a seat averages the power over
every combination its hints still allow. Pure float/int work, no views.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from game.games.was_sticht.chips import (
    EXACTLY_1,
    EXACTLY_4,
    LAST_TRICK,
    NO_TRICKS,
    SOLE_FEWEST,
    SOLE_MOST,
)
from game.games.was_sticht.policy import FORBIDDEN, ranks
from game.games.was_sticht.tables import (
    COLOUR_OF,
    NO_COLOUR,
    NO_NUMBER,
    TRUMP_MASK,
    VALUE_OF,
    ids_of,
)

# How often the basic bot completes a chip of each kind when it chooses it, measured on
# 150 short games of four basic bots and rounded (SOLE_MOST, which the basic bot never
# drafts, is set with EXACTLY_4). Drives the chip draft and the dealer's choice of the
# chip to turn (the hardest one).
EASE = (0.74, 0.49, 0.49, 0.49, 0.49, 0.55, 0.44, 0.26, 0.2, 0.3, 0.2, 0.64)
# The number of tricks each task wants, for planning the draft (LAST_TRICK: an average
# hand plus the top card; NO_<colour>: one or two clean tricks).
TARGET = (0.0, 1.5, 1.5, 1.5, 1.5, 1.0, 2.0, 3.0, 4.0, 2.5, 4.5, 0.5)
CONTROL = 0.35  # weight of a card's "control" (sure winner or sure loser) in the draft
_LEVELS = {"super": 1.0, "number": 0.88}


@lru_cache(maxsize=128)
def power(trumps: int, seats: int) -> tuple[float, ...]:
    """Each card's rough chance to win the trick it is played to, for one trump
    combination; scaled so the 36 cards share the tricks a round has (9 per seat count's
    share of the deck), capped below certainty."""
    tc, tn = divmod(trumps, 10)
    raw = []
    for card in range(36):
        value, colour = VALUE_OF[card], COLOUR_OF[card]
        number = tn != NO_NUMBER and value == tn
        coloured = tc != NO_COLOUR and colour == tc
        if number and coloured:
            raw.append(_LEVELS["super"])
        elif number:
            raw.append(_LEVELS["number"])
        elif coloured:
            raw.append(0.45 + 0.05 * value)
        else:
            # A plain card wins its colour's trick only from the top: each plain card
            # above it roughly halves its chances.
            above = sum(1 for v in range(value + 1, 10) if not (tn != NO_NUMBER and v == tn))
            raw.append(0.6 * 0.45**above)
    goal = 36 / seats  # the average card wins 1/seats of a trick
    for _ in range(3):  # scale, cap, and scale the rest again
        total = sum(raw)
        raw = [min(0.97, p * goal / total) for p in raw]
    return tuple(raw)


@lru_cache(maxsize=256)
def belief_power(combos: tuple[int, ...], seats: int) -> tuple[float, ...]:
    """Each card's power averaged over the trump combinations still possible (all are
    equally likely a priori: 5 colour cards times 10 number cards)."""
    tables = [power(c, seats) for c in combos]
    return tuple(sum(t[card] for t in tables) / len(tables) for card in range(36))


def hand_power(hand: int, table: Sequence[float]) -> float:
    """Expected tricks of a hand: the sum of its cards' power."""
    return sum(table[c] for c in ids_of(hand))


# ------------------------------------------------------------------ chip draft
def choose_chip(pool: Sequence[int], held: Sequence[int]) -> int:
    """The chip kind to draft: the easiest, spreading the trick counts aimed at, so that
    whatever hand a round brings one of the chips fits it."""

    def score(kind: int) -> float:
        crowd = sum(1 for h in held if abs(TARGET[h] - TARGET[kind]) < 1.0)
        return EASE[kind] - 0.12 * crowd - (0.3 if kind in held else 0.0)

    return max(sorted(set(pool)), key=score)


def choose_turn(face_up: Sequence[int], values: Sequence[int]) -> int:
    """The dealer turns his hardest chip (the least likely to be completed later); of
    equally hard ones the most valuable, for the tie-break."""
    return min(sorted(set(face_up)), key=lambda k: (EASE[k], -values[k]))


# ------------------------------------------------------------------ column draft
def draft_target(face_up: Sequence[int], expected: float, columns_left: int, seats: int) -> float:
    """The number of tricks to aim the hand at: the task that is easy and still within
    reach of the cards taken so far (each later column moves the hand by about half a
    trick)."""
    if not face_up:
        return expected + columns_left / seats
    projected = expected + columns_left / seats
    reach = 0.5 + 0.45 * columns_left

    def score(kind: int) -> float:
        return EASE[kind] - 0.3 * abs(projected - TARGET[kind]) / reach

    best = max(sorted(set(face_up)), key=score)
    return TARGET[best]


def choose_take(
    column: int,
    hand: int,
    table: Sequence[float],
    target: float | None,
    columns_left: int,
    seats: int,
) -> int:
    """The card to take from the column (mask `column`): the one that moves the hand's
    expected tricks toward `target` (None: no target, the dealer) while keeping cards
    that are sure winners or sure losers, which let the play steer the count later."""
    mean = 1 / seats
    now = hand_power(hand, table) + columns_left * mean

    def score(card: int) -> float:
        control = CONTROL * abs(table[card] - mean)
        if target is None:
            return control
        return control - abs(now + table[card] - target)

    return max(ids_of(column), key=lambda c: (score(c), -c))


# ------------------------------------------------------------------ task choice
def _sigmoid(x: float) -> float:
    return 1 / (1 + math.exp(-x))


def task_chances(
    seat: int,
    hands: Sequence[int],
    trumps: int,
    seats: int,
    needs_trick: bool,
    kinds: Sequence[int],
) -> dict[int, float]:
    """A rough chance of meeting each task in `kinds` with these hands and trumps (all
    hands are known once the draft is over)."""
    table = power(trumps, seats)
    mine = [table[c] for c in ids_of(hands[seat])]
    expected = sum(mine)
    spread = sum(p * (1 - p) for p in mine) + 0.5
    others = [hand_power(hands[s], table) for s in range(seats) if s != seat]
    none = math.prod(1 - p for p in mine)
    out: dict[int, float] = {}
    for kind in set(kinds):
        if kind == NO_TRICKS:
            chance = none**0.8
        elif EXACTLY_1 <= kind <= EXACTLY_4:
            need = kind - EXACTLY_1 + 1
            chance = 0.85 * math.exp(-((need - expected) ** 2) / (2 * spread))
        elif kind == SOLE_MOST:
            chance = _sigmoid(2.5 * (expected - max(others) - 0.7))
        elif kind == SOLE_FEWEST:
            chance = _sigmoid(2.5 * (min(others) - expected - 0.4))
            if needs_trick:
                chance *= 1 - none
        elif kind == LAST_TRICK:
            chance = _last_trick_chance(seat, hands, trumps)
        else:
            forbidden = FORBIDDEN[kind]
            clean = math.prod(1 - table[c] for c in ids_of(hands[seat] & ~forbidden))
            dirty = math.prod(1 - table[c] for c in ids_of(hands[seat] & forbidden))
            chance = 0.75 * (1 - clean) * dirty**0.8
        out[kind] = chance
    return out


def _last_trick_chance(seat: int, hands: Sequence[int], trumps: int) -> float:
    """Holding the strongest card in play (with a spare trump to follow trump leads)
    usually takes the last trick."""
    rank = ranks(trumps)
    everyone = 0
    for hand in hands:
        everyone |= hand
    order = sorted(ids_of(everyone), key=rank.__getitem__, reverse=True)
    mine = hands[seat]
    if not order:
        return 0.0
    if mine >> order[0] & 1:
        top_is_trump = TRUMP_MASK[trumps] >> order[0] & 1
        spare = (mine & TRUMP_MASK[trumps]).bit_count() >= 2
        return 0.85 if not top_is_trump or spare else 0.55
    if len(order) > 1 and mine >> order[1] & 1:
        return 0.3
    return 0.06


def choose_task(chances: dict[int, float], values: Sequence[int]) -> int:
    """The task with the best chance; the chip's value breaks near ties (value sums
    decide the ranking between equal chip counts)."""
    return max(sorted(chances), key=lambda k: chances[k] + 0.004 * values[k])
