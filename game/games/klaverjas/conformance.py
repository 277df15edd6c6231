"""Klaverjas's conformance queries (../shared/conformance/README.md): winner, legal, ..."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.cards import PIQUET32
from game.games.klaverjas.legal import legal_mask
from game.games.klaverjas.options import KlaverjasOptions
from game.games.klaverjas.roem import trick_roem
from game.games.klaverjas.scoring import score_team_deal
from game.games.klaverjas.tables import (
    CARD_ID,
    SUIT_INDEX,
    mask_to_cards,
    trick_points,
    trick_winner,
)


def _trump(vector: Mapping[str, Any]) -> int:
    text = str(vector["trump"]).upper()
    if text not in SUIT_INDEX:
        raise ValueError(f"unknown trump suit '{vector['trump']}'")
    return SUIT_INDEX[text]


def _ids(text: str) -> list[int]:
    return [CARD_ID[card] for card in PIQUET32.parse_many(text)]


def query_winner(vector: Mapping[str, Any]) -> int:
    """Position of the winning card of a trick."""
    return trick_winner(_ids(vector["trick"]), _trump(vector))


def query_legal(vector: Mapping[str, Any]) -> set[str]:
    """The cards of the hand that may be played; the partner sits at position len - 2."""
    trump = _trump(vector)
    trick = _ids(vector["trick"])
    rules = vector.get("rules", "amsterdam")
    if rules not in ("amsterdam", "rotterdam"):
        raise ValueError(f"unknown play rules '{rules}'")
    hand = 0
    for card in _ids(vector["hand"]):
        hand |= 1 << card
    partner = len(trick) >= 2 and trick_winner(trick, trump) == len(trick) - 2
    mask = legal_mask(hand, trick, trump, rules == "rotterdam", partner)
    return {str(card) for card in mask_to_cards(mask)}


def query_points(vector: Mapping[str, Any]) -> int:
    """Card points of a set of cards, no bonuses."""
    return trick_points(_ids(vector["cards"]), _trump(vector))


def query_roem(vector: Mapping[str, Any]) -> int:
    """Roem of a completed trick, stuk included."""
    four_low = bool(vector.get("four_low_ranks_roem", False))
    return trick_roem(_ids(vector["trick"]), _trump(vector), four_low)


def query_deal_score(vector: Mapping[str, Any]) -> list[int]:
    """[maker score, defender score] of a four-player deal under the default options."""
    options = KlaverjasOptions.model_validate(
        {key: vector[key] for key in ("pit_bonus", "pit_bonus_team") if key in vector}
    )
    tricks = int(vector["maker_tricks"])
    cards = (int(vector["maker_points"]), int(vector["defender_points"]))
    roem = (int(vector["maker_roem"]), int(vector["defender_roem"]))
    maker, defender = score_team_deal(cards, roem, (tricks, 8 - tricks), 0, options)
    return [maker, defender]


QUERIES = {
    "winner": query_winner,
    "legal": query_legal,
    "points": query_points,
    "roem": query_roem,
    "deal_score": query_deal_score,
}
