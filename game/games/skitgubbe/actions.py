"""Skitgubbe's action vocabulary: cached Action values, card checks and the text form.

Kinds: `play` (phase 1, 1-3 cards of one rank), `dare` (phase 1, the top stock card),
`add` (phase 1, matching cards after the trick is decided; no cards = add nothing),
`lay` (phase 2, a card or a run) and `pickup` (phase 2).
"""

from __future__ import annotations

from game.core.cards import Card, card_name
from game.core.rules import Action, IllegalAction, Refusal, decode_action
from game.games.skitgubbe.tables import CARD_ID, cards_of

PLAY, DARE, ADD, LAY, PICKUP = "play", "dare", "add", "lay", "pickup"
KINDS = frozenset({PLAY, DARE, ADD, LAY, PICKUP})
DARE_ACTION = Action(DARE)
PICKUP_ACTION = Action(PICKUP)

_CACHE: dict[tuple[str, int], Action] = {}


def action_for(kind: str, mask: int) -> Action:
    """The Action of a kind and a card mask, cards in canonical order (cached)."""
    key = (kind, mask)
    action = _CACHE.get(key)
    if action is None:
        action = _CACHE[key] = Action(kind, cards_of(mask))
    return action


def held_mask(cards: tuple[Card, ...], hand: int) -> tuple[int, str | None]:
    """The mask of the named cards, or a sentence when one is foreign, repeated or not held."""
    mask = 0
    for card in cards:
        cid = CARD_ID.get(card) if isinstance(card, Card) else None
        if cid is None:
            return 0, Refusal("That is not a card of the 52-card pack.", "not_in_deck")
        bit = 1 << cid
        if mask & bit:
            return 0, Refusal(f"You named the {card_name(card)} twice.", "twice", card=card)
        if not hand & bit:
            return 0, Refusal(f"You do not hold the {card_name(card)}.", "not_held", card=card)
        mask |= bit
    return mask, None


def decode(text: str) -> Action:
    """Read `play:QS+QD`, `dare`, `add`, `add:5D`, `lay:9H+TH` or `pickup`.

    decode_action puts the cards into canonical order, so a run may be written in any order.
    """
    action = decode_action(text)
    if action.kind not in KINDS:
        raise IllegalAction(f"'{text}' is not a Skitgubbe action.")
    return action
