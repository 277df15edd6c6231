"""Precomputed Was Sticht tables: cards as ints 0-35, trump masks and trick strengths.

Card id = the card's position in sorted order (colours B G R Y, values 1-9), so walking a
bitmask from the low bit up yields cards, and therefore `play`/`take` actions, already in
the project's sort order. The trumps of a round are one of 50 combinations
`combo = tc * 10 + tn` with `tc` a colour index 0-3 or NO_COLOUR (4) and `tn` 1-9 or
NO_NUMBER (0); every per-trick question is then a table lookup (bots run many rollouts).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

from game.core.cards import WAS_STICHT36, Card, card_name, suit_name
from game.core.rules import Refusal

COLOURS = "BGRY"  # sorted letters: id order equals Card order
CARDS: tuple[Card, ...] = tuple(sorted(WAS_STICHT36.cards))
CARD_ID: dict[Card, int] = {card: i for i, card in enumerate(CARDS)}
COLOUR_OF = tuple(COLOURS.index(card.suit) for card in CARDS)
VALUE_OF = tuple(card.rank for card in CARDS)
COLOUR_MASK = tuple(sum(1 << i for i in range(36) if COLOUR_OF[i] == c) for c in range(4))
ALL_CARDS_MASK = (1 << 36) - 1
CARD_NAMES = tuple(card_name(card) for card in CARDS)

NO_COLOUR = 4
NO_NUMBER = 0
NONE_TEXT = "none"

# Strength levels of spec 8.3: supertrump > number trumps (all equal) > colour trumps.
_SUPERTRUMP = 300
_NUMBER_TRUMP = 200
_COLOUR_TRUMP = 100


def combo(tc: int, tn: int) -> int:
    """Index of a trump combination (tc 0-3 or NO_COLOUR, tn 1-9 or NO_NUMBER)."""
    return tc * 10 + tn


def _is_trump(card: int, tc: int, tn: int) -> bool:
    return (tn != NO_NUMBER and VALUE_OF[card] == tn) or (tc != NO_COLOUR and COLOUR_OF[card] == tc)


def _trump_masks() -> tuple[int, ...]:
    masks = []
    for tc in range(5):
        for tn in range(10):
            masks.append(sum(1 << i for i in range(36) if _is_trump(i, tc, tn)))
    return tuple(masks)


TRUMP_MASK = _trump_masks()  # TRUMP_MASK[combo]: every trump card of the round


def _strength(card: int, led_colour: int, tc: int, tn: int) -> int:
    """Spec 8.3 as one number: larger wins; equal number trumps tie (first played wins)."""
    is_number = tn != NO_NUMBER and VALUE_OF[card] == tn
    is_colour = tc != NO_COLOUR and COLOUR_OF[card] == tc
    if is_number and is_colour:
        return _SUPERTRUMP
    if is_number:
        return _NUMBER_TRUMP
    if is_colour:
        return _COLOUR_TRUMP + VALUE_OF[card]
    return VALUE_OF[card] if COLOUR_OF[card] == led_colour else -1


def _strength_table() -> tuple[tuple[tuple[int, ...], ...], ...]:
    table = []
    for tc in range(5):
        for tn in range(10):
            table.append(
                tuple(tuple(_strength(c, led, tc, tn) for c in range(36)) for led in range(4))
            )
    return tuple(table)


STRENGTH = _strength_table()  # STRENGTH[combo][led_colour][card]


def trick_winner(trick: Sequence[int], trumps: int) -> int:
    """Position of the winning card of a trick of card ids (spec 8.3; hints too)."""
    values = STRENGTH[trumps][COLOUR_OF[trick[0]]]
    best, best_value = 0, values[trick[0]]
    for position in range(1, len(trick)):
        value = values[trick[position]]
        if value > best_value:  # strict: of equal number trumps the first played wins
            best, best_value = position, value
    return best


def legal_mask(hand: int, led: int, trumps: int, printed: bool) -> int:
    """The cards of `hand` that may be played after the led card `led` (-1: leading).

    Spec 8.2: a trump lead asks for any trump; a plain lead asks for the led colour, where
    number trumps count as their printed colour only in `printed` follow mode.
    """
    if led < 0:
        return hand
    trump_mask = TRUMP_MASK[trumps]
    if trump_mask >> led & 1:
        return hand & trump_mask or hand
    follow = hand & COLOUR_MASK[COLOUR_OF[led]]
    if not printed:
        follow &= ~trump_mask
    return follow or hand


def follow_sentence(led: int, card: int, trumps: int) -> str:
    """The sentence for playing `card` against the follow rule after the led card `led`."""
    trump_mask = TRUMP_MASK[trumps]
    if trump_mask >> led & 1:
        return Refusal(
            "A trump was led: you must play a trump (a colour or a number trump).", "trump_led"
        )
    letter = COLOURS[COLOUR_OF[led]]
    colour = suit_name(letter)
    if COLOUR_OF[card] == COLOUR_OF[led] and trump_mask >> card & 1:
        # Skat follow mode (spec 8.2, W2): the number trump is no card of its printed colour.
        return Refusal(
            f"You must follow {colour}: the {CARD_NAMES[card]} is a trump, not a {colour} card.",
            "follow_not_trump",
            suit=letter,
            card=CARDS[card],
        )
    return Refusal(f"You must follow {colour}.", "follow", suit=letter)


def mask_of(cards: Iterable[int]) -> int:
    """A bitmask of card ids."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def ids_of(mask: int) -> tuple[int, ...]:
    """The card ids of a bitmask, lowest (= first in sort order) first."""
    ids = []
    while mask:
        low = mask & -mask
        ids.append(low.bit_length() - 1)
        mask ^= low
    return tuple(ids)


@lru_cache(maxsize=65536)
def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a bitmask in sort order (cached: views ask for the same hands often)."""
    return tuple(CARDS[i] for i in ids_of(mask))


def tc_text(tc: int) -> str:
    """Notation of a trump colour: `R`, `B`, `G`, `Y` or `none`."""
    return NONE_TEXT if tc == NO_COLOUR else COLOURS[tc]


def tn_text(tn: int) -> str:
    """Notation of a trump number: `1`-`9` or `none`."""
    return NONE_TEXT if tn == NO_NUMBER else str(tn)


def parse_tc(text: str) -> int:
    """Read a trump colour token (`R` `B` `G` `Y` `none`)."""
    token = str(text).strip()
    if token.lower() == NONE_TEXT:
        return NO_COLOUR
    if len(token) == 1 and token.upper() in COLOURS:
        return COLOURS.index(token.upper())
    raise ValueError(f"'{text}' is not a trump colour")


def parse_tn(text: str | int) -> int:
    """Read a trump number token (`1`-`9` or `none`)."""
    token = str(text).strip()
    if token.lower() == NONE_TEXT:
        return NO_NUMBER
    if token.isdigit() and 1 <= int(token) <= 9:
        return int(token)
    raise ValueError(f"'{text}' is not a trump number")
