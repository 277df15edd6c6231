"""Roem of a completed trick (rules 7.1-7.2): runs, stuk and four of a kind."""

from __future__ import annotations

from collections.abc import Sequence

from game.games.klaverjas.tables import EIGHT, JACK, KING, NAT_OF, NINE, QUEEN, SEVEN

# Four of a kind (7.1): jacks 200; A K Q 10 100; 9 8 7 only with `four_low_ranks_roem`.
_LOW_RANKS = frozenset({SEVEN, EIGHT, NINE})


def _starts(length: int) -> int:
    """Bits where a run of `length` may start without leaving its suit's 8-bit block."""
    mask = 0
    for suit in range(4):
        for nat in range(8 - length + 1):
            mask |= 1 << (suit * 8 + nat)
    return mask


_RUN3_STARTS = _starts(3)
# King and Queen of each trump suit: stuk.
_STUK = tuple(1 << (suit * 8 + KING) | 1 << (suit * 8 + QUEEN) for suit in range(4))
_RUN4_STARTS = _starts(4)


def four_of_a_kind_roem(nat: int, four_low_ranks: bool) -> int:
    """Roem of four cards of the natural rank `nat`."""
    if nat == JACK:
        return 200
    if nat in _LOW_RANKS:
        return 100 if four_low_ranks else 0
    return 100


def trick_roem(cards: Sequence[int], trump: int, four_low_ranks: bool = False) -> int:
    """Roem of the cards of one finished trick (4 cards; 3 in the three-player game).

    Sequences use the natural order A K Q J 10 9 8 7 in every suit, trumps included
    (7.1, ambiguity 14), so consecutive natural indices within one suit form a run. Stuk
    counts whoever played the King and Queen (ambiguity 13).
    """
    # Most tricks hold no roem at all: three integer tests say so before any parts are
    # named (the searches score every trick of every rollout).
    mask = 0
    for card in cards:
        mask |= 1 << card
    stuk = _STUK[trump]
    if not (
        mask & (mask >> 1) & (mask >> 2) & _RUN3_STARTS
        or mask & stuk == stuk
        or mask & (mask >> 8) & (mask >> 16) & (mask >> 24) & 0xFF
    ):
        return 0
    return sum(points for _, points in roem_parts(cards, trump, four_low_ranks))


def roem_parts(
    cards: Sequence[int], trump: int, four_low_ranks: bool = False
) -> tuple[tuple[str, int], ...]:
    """The combinations that make up a trick's roem, as (kind, points), for naming them.

    Kinds: "four" + the natural rank index ("four7" = four Jacks), "run3", "run4",
    "stuk". `trick_roem` is their sum, so what the table names is what the engine counts.
    """
    if len(cards) == 4:
        nat = NAT_OF[cards[0]]
        if all(NAT_OF[card] == nat for card in cards):
            # Four of a kind excludes any sequence and stuk (7.1); low quads may be worth 0.
            points = four_of_a_kind_roem(nat, four_low_ranks)
            return ((f"four{nat}", points),) if points else ()
    mask = 0
    for card in cards:
        mask |= 1 << card
    parts: list[tuple[str, int]] = []
    # Runs inside an 8-bit suit block: bits must not run across two suits.
    run3 = mask & (mask >> 1) & (mask >> 2) & _RUN3_STARTS
    if run3:
        parts.append(("run4", 50) if run3 & (mask >> 3) & _RUN4_STARTS else ("run3", 20))
    base = trump * 8
    if mask >> (base + KING) & 1 and mask >> (base + QUEEN) & 1:
        parts.append(("stuk", 20))
    return tuple(parts)


def completing_position(cards: Sequence[int], trump: int, four_low_ranks: bool = False) -> int:
    """The position in play order of the card that completed a trick's roem: the first
    card after which the trick's roem reached its full value (-1 when it holds none).

    Adding a card only adds runs and stuk, and four of a kind needs the whole trick, so
    the roem of the cards played so far never goes above the trick's."""
    total = trick_roem(cards, trump, four_low_ranks)
    if not total:
        return -1
    return next(
        end - 1
        for end in range(1, len(cards) + 1)
        if trick_roem(cards[:end], trump, four_low_ranks) == total
    )
