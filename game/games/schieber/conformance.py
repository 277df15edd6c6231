"""Schieber's conformance queries (../shared/conformance/README.md): winner, legal, ..."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.cards import JASS36
from game.games.schieber.options import SchieberOptions
from game.games.schieber.tables import (
    CARD_ID,
    MODE_BY_TEXT,
    POINTS,
    POINTS_SIX_ELEVEN,
    UNDENUFE,
    cards_to_mask,
    legal_mask,
    mask_to_cards,
    trick_winner,
)
from game.games.schieber.weis import optimal_weis, weis_total


def _mode(vector: Mapping[str, Any]) -> int:
    text = str(vector["mode"])
    if text not in MODE_BY_TEXT:
        raise ValueError(f"unknown Schieber mode '{text}'")
    return MODE_BY_TEXT[text]


def _ids(text: str) -> list[int]:
    return [CARD_ID[card] for card in JASS36.parse_many(text)]


def query_winner(vector: Mapping[str, Any]) -> int:
    """Position of the winning card of a trick."""
    return trick_winner(_ids(vector["trick"]), _mode(vector))


def query_legal(vector: Mapping[str, Any]) -> set[str]:
    """The cards of the hand that may be played to the trick."""
    hand = cards_to_mask(JASS36.parse_many(vector["hand"]))
    mask = legal_mask(hand, _ids(vector["trick"]), _mode(vector))
    return {str(card) for card in mask_to_cards(mask)}


def query_points(vector: Mapping[str, Any]) -> int:
    """Card points of a set of cards, no bonuses."""
    mode = _mode(vector)
    six_eleven = vector.get("undenufe_values", "classic") == "swiss"
    table = POINTS_SIX_ELEVEN if six_eleven and mode == UNDENUFE else POINTS
    return sum(table[mode][card] for card in _ids(vector["cards"]))


def query_weis(vector: Mapping[str, Any]) -> int:
    """Total of the hand's optimal Weis set under a rule preset."""
    options = SchieberOptions.from_preset(vector.get("weis_rules", "classic"))
    hand = cards_to_mask(JASS36.parse_many(vector["hand"]))
    return weis_total(optimal_weis(hand, _mode(vector), options))


def query_stoeck(vector: Mapping[str, Any]) -> int:
    """20 when the hand holds King and Queen of trumps, else 0."""
    mode = _mode(vector)
    if mode >= 4:
        return 0
    hand = {CARD_ID[c] for c in JASS36.parse_many(vector["hand"])}
    return 20 if {mode * 9 + 6, mode * 9 + 7} <= hand else 0


QUERIES = {
    "winner": query_winner,
    "legal": query_legal,
    "points": query_points,
    "weis": query_weis,
    "stoeck": query_stoeck,
}
