"""Stichln heuristics on bitmasks: the minus-colour choice and the card play of the basic
bot (and of every seat in the strong bot's rollouts). Pure integer work on the tables of
tables.py (no views, no Actions).

Written from one player's seat at the moment of a play: `hand` is a mask, `trick` the
card ids on the table in play order, `threat` the mask of cards the players still to play
in this trick may hold (the real hands inside a rollout, every unseen card for the basic
bot), `minus` the player's own minus colour and `winner_minus` the minus colour of the
player now winning the trick when it is public (-1 otherwise).
"""

from __future__ import annotations

from game.core.tricks import ids_of
from game.games.stichln.tables import CARDS, COLOUR_MASK, COLOUR_OF, VALUE_OF, VALUES

_ZEROS = 0
for _colour in range(6):
    _ZEROS |= 1 << (_colour * VALUES)
NONZERO = ((1 << len(CARDS)) - 1) & ~_ZEROS


def _beaters(led: int, card: int) -> int:
    """Mask of the cards that, played later, take the trick from `card` (spec 5.2)."""
    value, colour = VALUE_OF[card], COLOUR_OF[card]
    if value == 0:
        return NONZERO  # an all-zero trick so far: any non-zero card takes it
    off = NONZERO & ~COLOUR_MASK[led]
    higher = 0
    for other in range(len(CARDS)):
        if VALUE_OF[other] > value:
            higher |= 1 << other
    if colour == led:
        # Any non-zero card of another colour beats the led colour; so does a higher one.
        return off | (higher & COLOUR_MASK[led])
    return off & higher  # equal values: the card played first keeps the trick


# BEATERS[led][card]: what beats `card` when it is the best card of a trick led in `led`.
BEATERS: tuple[tuple[int, ...], ...] = tuple(
    tuple(_beaters(led, card) for card in range(len(CARDS))) for led in range(6)
)
# CARD_SCORE[minus][card]: what a captured card is worth to a player of that minus colour.
CARD_SCORE: tuple[tuple[int, ...], ...] = tuple(
    tuple(-VALUE_OF[c] if COLOUR_OF[c] == minus else 1 for c in range(len(CARDS)))
    for minus in range(6)
)
# Sum of the values in a 7-bit slice of one colour (values 7k .. 7k+6), by slice bits.
_SLICE_SUM = tuple(sum(i for i in range(7) if bits >> i & 1) for bits in range(128))
TAKE_MIN = 1  # a trick must be worth at least this much to be taken on purpose
DECLARE_COST = 2  # weight of the declaration card's value against a colour's control


def value_sum(mask: int, colour: int) -> int:
    """Sum of the values of the cards of `colour` in `mask` (a few table look-ups)."""
    bits = mask >> (colour * VALUES) & ((1 << VALUES) - 1)
    total = 0
    for k in range(3):
        part = bits >> (7 * k) & 127
        if part:
            total += _SLICE_SUM[part] + 7 * k * part.bit_count()
    return total


def trick_best(trick: list[int] | tuple[int, ...]) -> int:
    """Position of the card now winning the trick (0 while every card is a zero)."""
    beat = BEATERS[COLOUR_OF[trick[0]]]
    best = 0
    for position in range(1, len(trick)):
        if beat[trick[best]] >> trick[position] & 1:
            best = position
    return best


# --------------------------------------------------------------------- minus colour
def declaration_card(hand: int) -> int:
    """The card to put down: the lowest card of the colour the hand controls best.

    A captured minus card costs its value, and the minus cards in the player's own hand
    can never be pushed onto him by others: he plays them himself when he loses a trick.
    So the colour with the most value in hand is the safest minus colour; the card put
    down scores minus its value, so the lowest card of that colour goes down.
    """
    best_card, best_score = -1, -1_000
    for colour in range(6):
        cards = hand & COLOUR_MASK[colour]
        if not cards:
            continue
        low = (cards & -cards).bit_length() - 1
        score = value_sum(hand, colour) - (DECLARE_COST + 1) * VALUE_OF[low]
        if score > best_score:
            best_card, best_score = low, score
    return best_card


# --------------------------------------------------------------------- card play
# VALUE_MASK[v]: every card of value v.
VALUE_MASK: tuple[int, ...] = tuple(
    sum(1 << (colour * VALUES + v) for colour in range(6)) for v in range(VALUES)
)


def later_card_value(threat: int, minus: int) -> float:
    """Expected worth to us of one card a later player adds, drawn from `threat`."""
    count = threat.bit_count()
    if not count:
        return 1.0
    ours = threat & COLOUR_MASK[minus]
    return (count - ours.bit_count() - value_sum(ours, minus)) / count


def choose_play(
    hand: int,
    trick: list[int] | tuple[int, ...],
    best: int,
    minus: int,
    after: int,
    threat: int,
    winner_minus: int,
    exposed: bool,
) -> int:
    """The heuristic card (see the module docstring for the arguments; `best` is the
    position of the card now winning the trick, see trick_best; `exposed`: the others
    know our minus colour).

    Take a trick only when it is worth it and no later player can take it back, with the
    cheapest card that does so; otherwise lose it, throwing a card of the taker's minus
    colour when that is public, else the highest own minus card, else the lowest card.
    """
    if hand & (hand - 1) == 0:
        return hand.bit_length() - 1
    if not trick:
        return _lead(hand, minus)
    beat = BEATERS[COLOUR_OF[trick[0]]]
    winners = hand & beat[trick[best]]
    if winners:
        score = CARD_SCORE[minus]
        worth = 0.0
        for card in trick:
            worth += score[card]
        if after:
            # Knowing our minus colour, a later player holding it throws his highest one
            # on our trick (the basic bot does; paired playouts: +2 to +10 points a round).
            mine = threat & COLOUR_MASK[minus] & NONZERO if exposed else 0
            if mine:
                worth += (after - 1) * later_card_value(threat, minus) - VALUE_OF[
                    mine.bit_length() - 1
                ]
            else:
                worth += after * later_card_value(threat, minus)
        pick = _cheapest_sure(winners, beat, threat, minus, worth)
        if pick >= 0:
            return pick
    losers = hand & ~winners
    if not losers:
        return _least_harm(winners, beat, threat, minus)
    return _dump(losers, minus, winner_minus)


def _cheapest_sure(
    winners: int, beat: tuple[int, ...], threat: int, minus: int, worth: float
) -> int:
    """The lowest card that takes the trick for good when the trick (`worth` before our
    card) is worth taking with it; -1 when there is none."""
    own = COLOUR_MASK[minus]
    if worth + 1 >= TAKE_MIN:
        cards = winners & ~own
        pick, pick_value = -1, VALUES
        while cards:
            low = cards & -cards
            card = low.bit_length() - 1
            if VALUE_OF[card] < pick_value and not beat[card] & threat:
                pick, pick_value = card, VALUE_OF[card]
            cards ^= low
        if pick >= 0:
            return pick
    # Taking it with an own minus card costs that card's value as well.
    cards = winners & own
    while cards:
        low = cards & -cards
        card = low.bit_length() - 1
        if worth - VALUE_OF[card] < TAKE_MIN:
            break
        if not beat[card] & threat:
            return card
        cards ^= low
    return -1


def _lowest(cards: int) -> int:
    """The lowest card (by value; on equal values the first colour)."""
    for value in range(VALUES):
        here = cards & VALUE_MASK[value]
        if here:
            return (here & -here).bit_length() - 1
    return -1


def _dump(losers: int, minus: int, winner_minus: int) -> int:
    """The card to lose with: a card of the taker's minus colour (highest first), then
    the own minus cards (highest first), then the lowest card."""
    # Hurting the taker first: the own minus cards can still be led later, safely.
    if winner_minus >= 0 and winner_minus != minus:
        hurt = losers & COLOUR_MASK[winner_minus] & NONZERO
        if hurt:
            return hurt.bit_length() - 1  # within a colour, higher ids are higher values
    own = losers & COLOUR_MASK[minus] & NONZERO
    if own:
        return own.bit_length() - 1
    # The low cards go first: they seldom take a trick later anyway (measured against
    # shedding middle or high cards in paired basic playouts).
    return _lowest(losers)


def _least_harm(winners: int, beat: tuple[int, ...], threat: int, minus: int) -> int:
    """Every card takes the trick for now: the one most likely to be taken back and that
    costs least if not (no own minus card, a low card)."""

    def cost(card: int) -> tuple[int, int, int]:
        sure = 0 if beat[card] & threat else 1
        debt = VALUE_OF[card] if COLOUR_OF[card] == minus else 0
        return sure, debt, VALUE_OF[card]

    return min(ids_of(winners), key=cost)


def _lead(hand: int, minus: int) -> int:
    """Lead the highest own minus card (any other colour takes it), else the lowest card:
    the high cards are worth more later."""
    own = hand & COLOUR_MASK[minus] & NONZERO
    if own:
        return own.bit_length() - 1
    return _lowest(hand)
