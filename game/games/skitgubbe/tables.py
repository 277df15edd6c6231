"""Skitgubbe card tables: cards as ints 0-51, bitmask helpers, lays, beats and pick-ups.

Card id = suit index (C D H S) * 13 + rank index (2 = 0 ... A = 12), which is also the
card's position in the `french52` deck. Hands, piles and lays are bitmasks of these ids,
so a phase-2 run in one suit is a block of consecutive bits (the ace is bit 12 of its
suit and never touches the 2, so no wrap-around can appear: rules section 4.2, K8).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache

from game.core.cards import FRENCH52, Card

SUIT_LETTERS = "CDHS"
CARDS: tuple[Card, ...] = FRENCH52.cards
CARD_ID: dict[Card, int] = {card: i for i, card in enumerate(CARDS)}
ALL_CARDS = (1 << 52) - 1
SUIT_OF = tuple(i // 13 for i in range(52))
RANK_OF = tuple(i % 13 for i in range(52))  # rank index: 2 -> 0, ..., A -> 12
SUIT_MASK = tuple(0x1FFF << (13 * s) for s in range(4))
RANK_MASK = tuple(sum(1 << (13 * s + r) for s in range(4)) for r in range(13))


def card_id(card: Card) -> int:
    """The id of a French card; raises KeyError for a card of another deck."""
    return CARD_ID[card]


def mask_of(cards: Iterable[Card]) -> int:
    """Bitmask of French cards (duplicates collapse)."""
    mask = 0
    for card in cards:
        mask |= 1 << CARD_ID[card]
    return mask


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a mask in canonical (deck) order."""
    return (
        _suit_cards(0, mask & 0x1FFF)
        + _suit_cards(1, (mask >> 13) & 0x1FFF)
        + _suit_cards(2, (mask >> 26) & 0x1FFF)
        + _suit_cards(3, mask >> 39)
    )


@cache
def _suit_cards(suit: int, bits: int) -> tuple[Card, ...]:
    """The cards of one suit's 13-bit mask (cached: views convert masks all the time)."""
    return tuple(CARDS[13 * suit + r] for r in range(13) if bits >> r & 1)


def count(mask: int) -> int:
    """Number of cards in a mask."""
    return mask.bit_count()


def ranks_of(mask: int) -> int:
    """13-bit mask of the rank indices present in a card mask (suits folded together)."""
    folded = 0
    for s in range(4):
        folded |= (mask >> (13 * s)) & 0x1FFF
    return folded


def cards_of_ranks(rank_bits: int) -> int:
    """Card mask of every card whose rank index is set in a 13-bit rank mask."""
    return rank_bits | rank_bits << 13 | rank_bits << 26 | rank_bits << 39


# ---------------------------------------------------------------- phase 1


def same_rank(mask: int) -> bool:
    """True when every card of a non-empty mask has one rank (a phase-1 play, 3.2)."""
    return mask != 0 and ranks_of(mask).bit_count() == 1


def play_rank(mask: int) -> int:
    """Rank index of a phase-1 play (its lowest card's rank)."""
    return RANK_OF[(mask & -mask).bit_length() - 1]


def best_positions(plays: Sequence[int]) -> list[int]:
    """Positions of the plays holding the highest rank (3.1 step 4: suits do not matter)."""
    ranks = [play_rank(p) for p in plays]
    top = max(ranks)
    return [i for i, r in enumerate(ranks) if r == top]


# ---------------------------------------------------------------- phase 2


def lay_shape(mask: int) -> tuple[int, int, int] | None:
    """(suit, low, high) rank indices of a valid lay, or None (rules 4.2: one card or a run).

    A run is one suit with consecutive ranks; the ace only high, so bits never wrap.
    """
    if mask <= 0:
        return None
    low_bit = (mask & -mask).bit_length() - 1
    suit = low_bit // 13
    if mask & ~SUIT_MASK[suit]:
        return None
    shifted = mask >> low_bit
    if shifted & (shifted + 1):  # not a solid block of ones: a gap
        return None
    high_bit = mask.bit_length() - 1
    return suit, low_bit % 13, high_bit % 13


def beats(lay: int, top: int, trump: int) -> bool:
    """True when `lay` may be laid on `top` (4.3: higher in suit, or trump on non-trump)."""
    new, old = lay_shape(lay), lay_shape(top)
    if new is None or old is None:
        return False
    if new[0] == old[0]:
        return new[1] > old[2]  # K6: the whole new lay above the whole previous lay
    return new[0] == trump and old[0] != trump


def connected(lower: int, upper: int) -> bool:
    """K7: the lay below continues the run of the lay above (same suit, high + 1 == low)."""
    below, above = lay_shape(lower), lay_shape(upper)
    if below is None or above is None:
        return False
    return below[0] == above[0] and below[2] + 1 == above[1]


CONNECTED_CHAIN, TOP_LAY_ONLY, BOTTOM_LAY_US = "connected_chain", "top_lay_only", "bottom_lay_us"


def pickup_indices(lays: Sequence[int], mode: str, sequences: bool) -> tuple[int, ...]:
    """Indices (into `lays`, bottom first) of the lays a pick-up takes, in the order taken.

    Without sequences a pick-up takes the top card only (options table, section 5).
    `bottom_lay_us` takes the oldest lay still on the table (K11, the US rule).
    """
    if not lays:
        return ()
    top = len(lays) - 1
    if not sequences or mode == TOP_LAY_ONLY:
        return (top,)
    if mode == BOTTOM_LAY_US:
        return (0,)
    taken = [top]
    while taken[-1] > 0 and connected(lays[taken[-1] - 1], lays[taken[-1]]):
        taken.append(taken[-1] - 1)
    return tuple(taken)


def runs_in(bits: int, sequences: bool) -> list[tuple[int, int]]:
    """Every lay within a 13-bit suit mask as (low, high), sorted by low then length."""
    runs = []
    rest = bits
    while rest:
        low = (rest & -rest).bit_length() - 1
        rest &= rest - 1
        runs.append((low, low))
        if sequences:
            high = low + 1
            while bits >> high & 1:
                runs.append((low, high))
                high += 1
    return runs


def run_mask(suit: int, low: int, high: int) -> int:
    """Card mask of the run low..high (rank indices) in one suit."""
    return ((1 << (high - low + 1)) - 1) << (13 * suit + low)
