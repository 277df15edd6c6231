"""Skitgubbe's conformance queries (../shared/conformance/README.md): p1_best, p2_*."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.cards import FRENCH52
from game.games.skitgubbe.options import SkitgubbeOptions
from game.games.skitgubbe.tables import (
    SUIT_LETTERS,
    beats,
    best_positions,
    cards_of,
    lay_shape,
    mask_of,
    pickup_indices,
    same_rank,
)


def _mask(text: str) -> int:
    cards = FRENCH52.parse_many(text)
    mask = mask_of(cards)
    if mask.bit_count() != len(cards):
        raise ValueError(f"'{text}' names a card twice")
    return mask


def _trump(vector: Mapping[str, Any]) -> int:
    letter = str(vector["trump"]).upper()
    if len(letter) != 1 or letter not in SUIT_LETTERS:
        raise ValueError(f"'{vector['trump']}' is not a suit letter")
    return SUIT_LETTERS.index(letter)


def query_p1_best(vector: Mapping[str, Any]) -> list[int]:
    """Positions of the phase-1 plays holding the highest rank (ascending)."""
    plays = [_mask(text) for text in vector["plays"]]
    for text, play in zip(vector["plays"], plays, strict=True):
        if not same_rank(play) or play.bit_count() > 3:
            raise ValueError(f"'{text}' is not one to three cards of one rank")
    return best_positions(plays)


def query_p2_valid_lay(vector: Mapping[str, Any]) -> bool:
    """True for one card or a run of consecutive ranks in one suit."""
    return lay_shape(_mask(vector["cards"])) is not None


def query_p2_beats(vector: Mapping[str, Any]) -> bool:
    """True when `lay` may be laid on `prev` (an invalid lay never beats)."""
    return beats(_mask(vector["lay"]), _mask(vector["prev"]), _trump(vector))


def query_p2_pickup(vector: Mapping[str, Any]) -> set[str]:
    """The cards a player who picks up takes (options `pickup_mode`, `phase2_sequences`)."""
    _trump(vector)  # trumps never change what a pick-up takes, but must be a suit
    defaults = SkitgubbeOptions()
    mode = str(vector.get("pickup_mode", defaults.pickup_mode))
    sequences = bool(vector.get("phase2_sequences", defaults.phase2_sequences))
    SkitgubbeOptions(pickup_mode=mode, phase2_sequences=sequences)  # type: ignore[arg-type]
    lays = [_mask(text) for text in vector["table"]]
    taken = 0
    for index in pickup_indices(lays, mode, sequences):
        taken |= lays[index]
    return {str(card) for card in cards_of(taken)}


QUERIES = {
    "p1_best": query_p1_best,
    "p2_valid_lay": query_p2_valid_lay,
    "p2_beats": query_p2_beats,
    "p2_pickup": query_p2_pickup,
}
