"""Precomputed Schieber tables: cards as ints 0-35, rank strengths and points per contract.

Card id = suit index (C D H S) * 9 + natural rank index (6=0 ... A=8), which is also the
position of the card in the `jass36` deck. Hands are bitmasks of these ids, so the legal
play test and the trick winner are a few integer operations (the bots' rollouts need it).
"""

from __future__ import annotations

from game.core.cards import FRENCH_SUITS, JASS36, Card

SUITS = FRENCH_SUITS  # "CDHS"
CLUBS, DIAMONDS, HEARTS, SPADES, OBENABE, UNDENUFE = range(6)
MODES = (CLUBS, DIAMONDS, HEARTS, SPADES, OBENABE, UNDENUFE)
MODE_TEXT = ("C", "D", "H", "S", "obenabe", "undenufe")
MODE_BY_TEXT = {text: mode for mode, text in enumerate(MODE_TEXT)}
MODE_BY_TEXT.update({"O": OBENABE, "U": UNDENUFE})
MODE_NAMES = ("clubs", "diamonds", "hearts", "spades", "Obenabe", "Undenufe")
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")

CARDS: tuple[Card, ...] = JASS36.cards
CARD_ID: dict[Card, int] = {card: i for i, card in enumerate(CARDS)}
SUIT_OF = tuple(i // 9 for i in range(36))
NAT_OF = tuple(i % 9 for i in range(36))  # natural index: 6=0, 7=1, ..., J=5, Q=6, K=7, A=8
SUIT_MASK = tuple(0x1FF << (9 * s) for s in range(4))
ALL_CARDS_MASK = (1 << 36) - 1

JACK, NINE, QUEEN, KING = 5, 3, 6, 7  # natural indices
SEVEN_OF_CLUBS = CLUBS * 9 + 1

# Trump order J 9 A K Q 10 8 7 6, as strength per natural index (higher wins).
_TRUMP_STRENGTH = {0: 0, 1: 1, 2: 2, 4: 3, 6: 4, 7: 5, 8: 6, 3: 7, 5: 8}


def _winning_values() -> tuple[tuple[tuple[int, ...], ...], ...]:
    """WIN[mode][led_suit][card]: larger wins the trick; -1 cannot win."""
    table = []
    for mode in MODES:
        per_led = []
        for led in range(4):
            row = []
            for card in range(36):
                suit, nat = SUIT_OF[card], NAT_OF[card]
                if mode < 4 and suit == mode:
                    row.append(100 + _TRUMP_STRENGTH[nat])
                elif suit != led:
                    row.append(-1)
                elif mode == UNDENUFE:
                    row.append(8 - nat)
                else:
                    row.append(nat)
            per_led.append(tuple(row))
        table.append(tuple(per_led))
    return tuple(table)


WIN = _winning_values()

# Card points by natural index 6 7 8 9 T J Q K A.
_PLAIN = (0, 0, 0, 0, 10, 2, 3, 4, 11)
_TRUMP = (0, 0, 0, 14, 10, 20, 3, 4, 11)
_NO_TRUMP = (0, 0, 8, 0, 10, 2, 3, 4, 11)
_UNDENUFE_SWISS = (11, 0, 8, 0, 10, 2, 3, 4, 0)


def _points(mode: int, six_eleven: bool) -> tuple[int, ...]:
    row = []
    for card in range(36):
        suit, nat = SUIT_OF[card], NAT_OF[card]
        if mode < 4:
            row.append((_TRUMP if suit == mode else _PLAIN)[nat])
        elif mode == UNDENUFE and six_eleven:
            row.append(_UNDENUFE_SWISS[nat])
        else:
            row.append(_NO_TRUMP[nat])
    return tuple(row)


POINTS = tuple(_points(mode, False) for mode in MODES)
POINTS_SIX_ELEVEN = tuple(_points(mode, True) for mode in MODES)


def _trumps_above() -> tuple[int, ...]:
    """ABOVE[card]: mask of the trumps of the card's suit ranking above it as trumps."""
    above = []
    for card in range(36):
        suit, strength = SUIT_OF[card], _TRUMP_STRENGTH[NAT_OF[card]]
        mask = 0
        for nat in range(9):
            if _TRUMP_STRENGTH[nat] > strength:
                mask |= 1 << (suit * 9 + nat)
        above.append(mask)
    return tuple(above)


TRUMPS_ABOVE = _trumps_above()
JACK_BIT = tuple(1 << (s * 9 + JACK) for s in range(4))
# _OVERTRUMPS[mode][card]: the trumps that beat the card when it lies in a trick (all cards
# for a card that is no trump). ANDed over a trick it gives the trumps above the trick's
# best trump (the sets nest), or every card when the trick holds no trump yet.
_OVERTRUMPS = tuple(
    tuple(TRUMPS_ABOVE[card] if SUIT_OF[card] == mode else ALL_CARDS_MASK for card in range(36))
    for mode in range(4)
)


def mask_to_cards(mask: int) -> tuple[Card, ...]:
    """The cards of a bitmask in deck order."""
    cards = []
    while mask:
        low = mask & -mask
        cards.append(CARDS[low.bit_length() - 1])
        mask ^= low
    return tuple(cards)


def cards_to_mask(cards: object) -> int:
    """A bitmask of the given cards (jass36 cards only)."""
    mask = 0
    for card in cards:  # type: ignore[attr-defined]
        mask |= 1 << CARD_ID[card]
    return mask


def trick_winner(trick: tuple[int, ...] | list[int], mode: int) -> int:
    """Position of the winning card of a (possibly partial) trick of card ids."""
    values = WIN[mode][SUIT_OF[trick[0]]]
    best, best_value = 0, values[trick[0]]
    for position in range(1, len(trick)):
        value = values[trick[position]]
        if value > best_value:
            best, best_value = position, value
    return best


def legal_mask(hand: int, trick: tuple[int, ...] | list[int], mode: int) -> int:
    """The cards of `hand` that may be played to `trick` (rules 6.3)."""
    if not trick:
        return hand
    led = SUIT_OF[trick[0]]
    follow = hand & SUIT_MASK[led]
    if mode >= OBENABE:
        return follow or hand
    trumps_mask = SUIT_MASK[mode]
    my_trumps = hand & trumps_mask
    if led == mode:
        if not my_trumps or my_trumps == JACK_BIT[mode]:
            return hand  # no trump, or only the trump Jack, which is never compulsory
        return my_trumps
    overtrumps = _OVERTRUMPS[mode]
    above = ALL_CARDS_MASK
    for card in trick:
        above &= overtrumps[card]
    if above == ALL_CARDS_MASK:  # no trump in the trick
        return (follow | my_trumps) if follow else hand
    if hand & ~trumps_mask == 0:
        return hand  # nothing but trumps: undertrumping is allowed
    higher = my_trumps & above
    if follow:
        return follow | higher
    return hand & ~(my_trumps & ~higher)


def _highest_trump(trick: tuple[int, ...] | list[int], mode: int) -> int:
    """Card id of the best trump in the trick, or -1."""
    top, top_value = -1, -1
    values = WIN[mode][mode]
    for card in trick:
        if SUIT_OF[card] == mode and values[card] > top_value:
            top, top_value = card, values[card]
    return top


def highest_trump(trick: tuple[int, ...] | list[int], mode: int) -> int:
    """Card id of the best trump in the trick, or -1 (also -1 in Obenabe/Undenufe)."""
    return _highest_trump(trick, mode) if mode < OBENABE else -1
