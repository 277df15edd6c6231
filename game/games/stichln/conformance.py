"""Stichln's conformance queries (../shared/conformance/README.md): winner and score."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.cards import STICHLN126
from game.games.stichln.tables import (
    CARD_ID,
    COLOUR_ID,
    captured_score,
    cards_to_mask,
    trick_winner,
)

_ALL_ZERO = {"leader": False, "discard": True}


def _ids(text: str) -> list[int]:
    # The whole 126-card deck is accepted: a query never depends on the player count.
    return [CARD_ID[card] for card in STICHLN126.parse_many(text)]


def query_winner(vector: Mapping[str, Any]) -> int | None:
    """Position of the winning card; None when an all-zero trick is discarded."""
    mode = str(vector.get("all_zero", "leader"))
    if mode not in _ALL_ZERO:
        raise ValueError(f"unknown all_zero rule '{mode}'")
    trick = _ids(str(vector["trick"]))
    if not trick:
        raise ValueError("a trick needs at least one card")
    position = trick_winner(trick)
    if position >= 0:
        return position
    return None if _ALL_ZERO[mode] else 0


def query_score(vector: Mapping[str, Any]) -> int:
    """Round score of one player from minus colour, declaration card and captured cards."""
    minus = str(vector["minus"]).strip().upper()
    if minus not in COLOUR_ID:
        raise ValueError(f"unknown Stichln colour '{vector['minus']}'")
    declared = STICHLN126.parse(str(vector["declared"]))
    captured = cards_to_mask(STICHLN126.parse_many(str(vector["captured"])))
    return captured_score(COLOUR_ID[minus], captured) - declared.rank


QUERIES = {
    "winner": query_winner,
    "score": query_score,
}
