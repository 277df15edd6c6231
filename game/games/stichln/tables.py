"""Precomputed Stichln tables: cards as ints, the set-up per player count, winner and score.

Card id = colour index * 21 + value, with the colours in the order `B G N P R Y`. That is
the sort order of `Card` (suit letter, then value), so walking a hand bitmask from the low
bit up yields cards, and therefore `play:` actions, already sorted. Hands, captured piles
and the round's deck are bitmasks of these ids (bots' rollouts need the speed).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

from game.core.cards import Card
from game.core.tricks import ids_of

COLOURS = "BGNPRY"  # card-sort order of the colour letters; index = colour id
VALUES = 21  # values 0-20 per colour
CARDS: tuple[Card, ...] = tuple(
    Card(colour, value) for colour in COLOURS for value in range(VALUES)
)
CARD_ID: dict[Card, int] = {card: i for i, card in enumerate(CARDS)}
COLOUR_OF: tuple[int, ...] = tuple(i // VALUES for i in range(len(CARDS)))
VALUE_OF: tuple[int, ...] = tuple(i % VALUES for i in range(len(CARDS)))
COLOUR_MASK: tuple[int, ...] = tuple(((1 << VALUES) - 1) << (c * VALUES) for c in range(6))
ALL_CARDS = (1 << len(CARDS)) - 1
COLOUR_ID: dict[str, int] = {letter: i for i, letter in enumerate(COLOURS)}

# Spec section 3: colours (in the seed's order), highest value used and cards per hand.
# Purple is left out below six players; the 20s are never used (S8).
SETUP: dict[int, tuple[str, int, int]] = {
    3: ("NRYBG", 8, 15),
    4: ("NRYBG", 11, 15),
    5: ("NRYBG", 14, 15),
    6: ("PNRYBG", 14, 15),
    7: ("PNRYBG", 17, 14),
    8: ("PNRYBG", 19, 15),
}
SEAT_COUNTS: tuple[int, ...] = tuple(sorted(SETUP))


def round_colours(seats: int) -> str:
    """The colour letters used at this player count, in the seed's order."""
    return SETUP[seats][0]


def round_deck(seats: int) -> int:
    """Bitmask of the cards used at this player count (section 3)."""
    colours, top, _ = SETUP[seats]
    mask = 0
    for letter in colours:
        base = COLOUR_ID[letter] * VALUES
        mask |= ((1 << (top + 1)) - 1) << base
    return mask


def hand_size(seats: int, seven_player_hand: int = 14) -> int:
    """Cards dealt to each player; 7 players take 14 or 15 by option (S5)."""
    return seven_player_hand if seats == 7 else SETUP[seats][2]


def cards_to_mask(cards: Iterable[Card]) -> int:
    """Bitmask of the given cards (each must be a Stichln card)."""
    mask = 0
    for card in cards:
        mask |= 1 << CARD_ID[card]
    return mask


@lru_cache(maxsize=16384)
def mask_to_cards(mask: int) -> tuple[Card, ...]:
    """The cards of a bitmask, sorted (cached: views ask for the same hands repeatedly)."""
    cards = []
    while mask:
        low = mask & -mask
        cards.append(CARDS[low.bit_length() - 1])
        mask ^= low
    return tuple(cards)


def trick_winner(trick: Sequence[int]) -> int:
    """Position of the winning card (spec 5.2), or -1 when every card is a 0.

    Zeros are ignored. Any non-zero card of a colour other than the led one (the colour
    of the first card, even a 0: S2) beats every led-colour card, and the highest of those
    wins, the first played on equal values. Without such a card the highest non-zero card
    of the led colour wins. This is the spec's three-case rule in one pass: when all
    non-zero cards share one colour, either it is not the led colour (so they are all
    "other" cards) or it is (so there are no "other" cards).
    """
    led = COLOUR_OF[trick[0]]
    best_other = best_led = -1
    other_value = led_value = 0
    for position, card in enumerate(trick):
        value = VALUE_OF[card]
        if value == 0:
            continue
        if COLOUR_OF[card] != led:
            if value > other_value:  # strict: an equal value played later does not win
                best_other, other_value = position, value
        elif value > led_value:
            best_led, led_value = position, value
    return best_other if best_other >= 0 else best_led


def captured_score(minus_colour: int, captured: int) -> int:
    """Score of captured cards alone: +1 per card of another colour, minus the values of
    the minus colour (section 6; a captured minus-colour 0 scores 0)."""
    minus = captured & COLOUR_MASK[minus_colour]
    penalty = sum(VALUE_OF[card] for card in ids_of(minus))
    return (captured ^ minus).bit_count() - penalty


def round_score(declared: int, captured: int) -> int:
    """A player's round score: captured cards scored by the declaration card's colour,
    minus the declaration card's own value (section 6, S4)."""
    return captured_score(COLOUR_OF[declared], captured) - VALUE_OF[declared]
