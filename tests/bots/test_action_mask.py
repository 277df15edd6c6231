"""action_card_mask: the legal actions' cards as the bitmask the search bots work on."""

from __future__ import annotations

from game.bots import action_card_mask
from game.core.cards import parse_card
from game.core.rules import Action


def test_mask_of_named_cards_and_kinds() -> None:
    """Cards of the chosen kinds only; actions without cards are passed over."""
    ids = {parse_card("AH"): 0, parse_card("7S"): 3, parse_card("JC"): 5}
    legal = [
        Action("play", (parse_card("AH"),)),
        Action("stoeck", (parse_card("7S"),)),
        Action("weis", (), "none"),
        Action("take", (parse_card("JC"),)),
    ]
    assert action_card_mask(legal, ids) == 0b101001
    assert action_card_mask(legal, ids, ("play",)) == 0b1
    assert action_card_mask(legal, ids, ("play", "stoeck")) == 0b1001
    assert action_card_mask([Action("push")], ids) == 0
