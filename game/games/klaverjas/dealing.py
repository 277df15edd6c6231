"""Seating and packet dealing (rules 4, 9 partner rotation, 11.1-11.2)."""

from __future__ import annotations

from collections.abc import Sequence

# Clockwise seating per partnership of the partner-rotation tournament (9): partners sit
# opposite, so the players change places: N-S/E-W, then N-E/S-W, then N-W/S-E.
ROTATION_ORDERS = ((0, 1, 2, 3), (0, 2, 1, 3), (0, 1, 3, 2))
THREE_ORDER = (0, 1, 2)

# Packet sizes per pass around the table; "widow" is the 2-card packet to the table (11.2).
PATTERNS: dict[str, tuple[int | str, ...]] = {
    "3-2-3": (3, 2, 3),
    "4-4": (4, 4),
    "3p": (4, 3, "widow", 3),
}
WIDOW_SIZE = 2


def next_of(order: Sequence[int]) -> tuple[int, ...]:
    """nxt[seat] = the player to the seat's left (the next one clockwise)."""
    nxt = [0] * len(order)
    for position, seat in enumerate(order):
        nxt[seat] = order[(position + 1) % len(order)]
    return tuple(nxt)


def sides_of(order: Sequence[int]) -> tuple[tuple[int, ...], ...]:
    """Scoring sides: partners opposite each other with four players, singles with three."""
    if len(order) == 3:
        return tuple((seat,) for seat in range(3))
    return (
        tuple(sorted((order[0], order[2]))),
        tuple(sorted((order[1], order[3]))),
    )


def deal_packets(
    deck: Sequence[int], receivers: Sequence[int], pattern: str
) -> tuple[tuple[list[int], ...], list[int]]:
    """Deal `deck` in packets to `receivers` (first hand first); returns (hands, widow).

    Hands are indexed like `receivers`. With 3-2-3 the first receiver gets d[0..2],
    d[12..13], d[20..22] (4.3); the widow exists only in the three-player pattern.
    """
    hands: tuple[list[int], ...] = tuple([] for _ in receivers)
    widow: list[int] = []
    position = 0
    for packet in PATTERNS[pattern]:
        if packet == "widow":
            widow.extend(deck[position : position + WIDOW_SIZE])
            position += WIDOW_SIZE
            continue
        assert isinstance(packet, int)
        for hand in hands:
            hand.extend(deck[position : position + packet])
            position += packet
    assert position == len(deck), "the pattern must deal the whole pack"
    return hands, widow
