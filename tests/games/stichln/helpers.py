"""Helpers of the Stichln tests: building deals with chosen cards, a reference scorer."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.core.cards import Card, parse_cards
from game.core.rules import Action
from game.games.stichln.options import StichlnOptions
from game.games.stichln.rules import StichlnRules
from game.games.stichln.state import StichlnState
from game.games.stichln.tables import hand_size, mask_to_cards, round_deck


def cards(text: str) -> tuple[Card, ...]:
    """Cards from the notation."""
    return parse_cards(text)


def hands_with(seats: int, fixed: Mapping[int, str], seven: int = 14) -> list[list[Card]]:
    """Full hands for a round: the `fixed` cards per seat, the rest filled in card order."""
    size = hand_size(seats, seven)
    hands = [list(cards(fixed.get(seat, ""))) for seat in range(seats)]
    taken = {card for hand in hands for card in hand}
    spare = [card for card in mask_to_cards(round_deck(seats)) if card not in taken]
    for hand in hands:
        while len(hand) < size:
            hand.append(spare.pop(0))
    return hands


def start(
    seats: int, fixed: Mapping[int, str], dealer: int = 0, **options: object
) -> tuple[StichlnRules, StichlnState]:
    """Rules with the given options and a round dealt from `hands_with`."""
    rules = StichlnRules(StichlnOptions.model_validate(options))
    hands = hands_with(seats, fixed, rules.options.seven_player_hand)
    return rules, rules.deal_from_hands(hands, dealer)


def act(rules: StichlnRules, state: StichlnState, kind: str, card: str) -> tuple:
    """Apply `kind:card` for the seat to act."""
    return rules.apply(state, Action(kind, cards(card)))


def declare_all(rules: StichlnRules, state: StichlnState, picks: Sequence[str]) -> tuple:
    """Every seat, in turn from the dealer's left, puts down the card picked for it."""
    events: tuple = ()
    for _ in range(state.seats):
        state, events = act(rules, state, "declare", picks[state.turn])
    return state, events


def reference_winner(trick: Sequence[Card], discard: bool = False) -> int | None:
    """Spec 5.2's pseudocode, written out literally on Card objects."""
    led = trick[0].suit
    nonzero = [i for i, c in enumerate(trick) if c.rank != 0]
    if not nonzero:
        return None if discard else 0
    if len({trick[i].suit for i in nonzero}) == 1:
        return max(nonzero, key=lambda i: trick[i].rank)
    others = [i for i in nonzero if trick[i].suit != led]
    top = max(trick[i].rank for i in others)
    return min(i for i in others if trick[i].rank == top)


def reference_score(declared: Card, captured: Sequence[Card]) -> int:
    """Spec section 6's formula, written out literally."""
    minus = declared.suit
    plus = sum(1 for c in captured if c.suit != minus)
    return plus - sum(c.rank for c in captured if c.suit == minus) - declared.rank
