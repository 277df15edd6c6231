"""Trick helpers shared by the games: seat order, trick winners, card bitmasks."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar

T = TypeVar("T")


def next_seat(seat: int, seats: int, step: int = 1) -> int:
    """The seat after `seat`; `step=1` is clockwise by seat number, `-1` counter-clockwise."""
    return (seat + step) % seats


def play_order(start: int, seats: int, step: int = 1) -> tuple[int, ...]:
    """Every seat once, starting with `start` and moving by `step`."""
    return tuple((start + step * i) % seats for i in range(seats))


def winning_position(trick: Sequence[T], strength: Callable[[T, T], int]) -> int:
    """Position of the winning card: highest `strength(card, led_card)`, first played on ties.

    A strength below 0 means the card cannot win (e.g. a discard of another suit).
    """
    led = trick[0]
    best, best_value = 0, strength(led, led)
    for position in range(1, len(trick)):
        value = strength(trick[position], led)
        if value > best_value:
            best, best_value = position, value
    return best


def mask_of(ids: Iterable[int]) -> int:
    """A bitmask with the given card ids set."""
    mask = 0
    for card_id in ids:
        mask |= 1 << card_id
    return mask


def ids_of(mask: int) -> list[int]:
    """The card ids set in a bitmask, lowest first."""
    ids = []
    while mask:
        low = mask & -mask
        ids.append(low.bit_length() - 1)
        mask ^= low
    return ids


def replace_at(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """A copy of a tuple with one item replaced (states are immutable tuples per seat)."""
    return (*values[:index], value, *values[index + 1 :])


def union_of(masks: Iterable[int]) -> int:
    """All bits set in any of the masks (e.g. every card still in some hand)."""
    out = 0
    for mask in masks:
        out |= mask
    return out


def beater_masks(values: Sequence[Sequence[int]]) -> tuple[tuple[int, ...], ...]:
    """For each led suit and card: the mask of cards whose trick value is higher.

    `values[led][card]` is a game's trick-winning value table for one contract; bots use
    the result to ask "can anything still beat this card?" with one AND.
    """
    table = []
    for row_values in values:
        row = []
        for value in row_values:
            mask = 0
            for other, other_value in enumerate(row_values):
                if other_value > value:
                    mask |= 1 << other
            row.append(mask)
        table.append(tuple(row))
    return tuple(table)
