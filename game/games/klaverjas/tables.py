"""Precomputed Klaverjas tables: cards as ints 0-31, trick strength and points per trump.

Card id = suit index (C D H S) * 8 + natural index (7=0, 8=1, 9=2, T=3, J=4, Q=5, K=6,
A=7), which is also the card's position in the `piquet32` deck and its `Card` sort order.
Hands are bitmasks of these ids, so legal plays, trick winners and roem are a few integer
operations (bots will run many rollouts).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.core.cards import FRENCH_SUITS, PIQUET32, Card
from game.core.tricks import ids_of

SUITS = FRENCH_SUITS  # "CDHS"
SUIT_INDEX = {suit: i for i, suit in enumerate(SUITS)}
CARDS: tuple[Card, ...] = PIQUET32.cards
CARD_ID: dict[Card, int] = {card: i for i, card in enumerate(CARDS)}
SUIT_OF = tuple(i // 8 for i in range(32))
NAT_OF = tuple(i % 8 for i in range(32))  # natural index: 7=0 ... A=7 (section 3)
SUIT_MASK = tuple(0xFF << (8 * s) for s in range(4))
ALL_CARDS_MASK = (1 << 32) - 1

SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(8)  # natural indices

# Section 3: trump order J 9 A 10 K Q 8 7, plain order A 10 K Q J 9 8 7 (higher wins).
_TRUMP_STRENGTH = {SEVEN: 0, EIGHT: 1, QUEEN: 2, KING: 3, TEN: 4, ACE: 5, NINE: 6, JACK: 7}
_PLAIN_STRENGTH = {SEVEN: 0, EIGHT: 1, NINE: 2, JACK: 3, QUEEN: 4, KING: 5, TEN: 6, ACE: 7}
_TRUMP_POINTS = {JACK: 20, NINE: 14, ACE: 11, TEN: 10, KING: 4, QUEEN: 3, EIGHT: 0, SEVEN: 0}
_PLAIN_POINTS = {ACE: 11, TEN: 10, KING: 4, QUEEN: 3, JACK: 2, NINE: 0, EIGHT: 0, SEVEN: 0}


def _winning_values() -> tuple[tuple[tuple[int, ...], ...], ...]:
    """WIN[trump][led_suit][card]: larger wins the trick; -1 can never win (section 6.2)."""
    table = []
    for trump in range(4):
        per_led = []
        for led in range(4):
            row = []
            for card in range(32):
                suit, nat = SUIT_OF[card], NAT_OF[card]
                if suit == trump:
                    row.append(100 + _TRUMP_STRENGTH[nat])
                elif suit == led:
                    row.append(_PLAIN_STRENGTH[nat])
                else:
                    row.append(-1)
            per_led.append(tuple(row))
        table.append(tuple(per_led))
    return tuple(table)


WIN = _winning_values()

POINTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        (_TRUMP_POINTS if SUIT_OF[card] == trump else _PLAIN_POINTS)[NAT_OF[card]]
        for card in range(32)
    )
    for trump in range(4)
)


def _trumps_above() -> tuple[int, ...]:
    """ABOVE[card]: mask of the cards of the card's suit that beat it as trumps."""
    above = []
    for card in range(32):
        suit, strength = SUIT_OF[card], _TRUMP_STRENGTH[NAT_OF[card]]
        mask = 0
        for nat in range(8):
            if _TRUMP_STRENGTH[nat] > strength:
                mask |= 1 << (suit * 8 + nat)
        above.append(mask)
    return tuple(above)


TRUMPS_ABOVE = _trumps_above()


def mask_to_cards(mask: int) -> tuple[Card, ...]:
    """The cards of a bitmask in deck order."""
    return tuple(CARDS[i] for i in ids_of(mask))


def cards_to_mask(cards: Iterable[Card]) -> int:
    """A bitmask of the given cards (piquet32 cards only)."""
    mask = 0
    for card in cards:
        mask |= 1 << CARD_ID[card]
    return mask


def popcount(mask: int) -> int:
    """Number of cards in a bitmask."""
    return bin(mask).count("1")


def trick_winner(trick: Sequence[int], trump: int) -> int:
    """Position of the winning card of a (possibly partial) trick of card ids (6.2)."""
    values = WIN[trump][SUIT_OF[trick[0]]]
    best, best_value = 0, values[trick[0]]
    for position in range(1, len(trick)):
        value = values[trick[position]]
        if value > best_value:
            best, best_value = position, value
    return best


def highest_trump(trick: Sequence[int], trump: int) -> int:
    """Card id of the best trump in the trick, or -1 when it holds none."""
    values = WIN[trump][trump]
    top, top_value = -1, -1
    for card in trick:
        if SUIT_OF[card] == trump and values[card] > top_value:
            top, top_value = card, values[card]
    return top


def trick_points(trick: Sequence[int], trump: int) -> int:
    """Card points of the cards (no last-trick bonus)."""
    row = POINTS[trump]
    return sum(row[card] for card in trick)
