"""Was Sticht's conformance queries (../shared/conformance/README.md): winner, legal, task."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.cards import WAS_STICHT36
from game.games.was_sticht.chips import parse_kind, task_met
from game.games.was_sticht.options import WasStichtOptions
from game.games.was_sticht.tables import (
    CARD_ID,
    cards_of,
    combo,
    legal_mask,
    parse_tc,
    parse_tn,
    trick_winner,
)


def _trumps(vector: Mapping[str, Any]) -> int:
    return combo(parse_tc(vector["tc"]), parse_tn(vector["tn"]))


def _ids(text: str) -> list[int]:
    return [CARD_ID[card] for card in WAS_STICHT36.parse_many(text)]


def query_winner(vector: Mapping[str, Any]) -> int:
    """Position of the winning card of a trick (spec 8.3)."""
    trick = _ids(vector["trick"])
    if not trick:
        raise ValueError("an empty trick has no winner")
    return trick_winner(trick, _trumps(vector))


def query_legal(vector: Mapping[str, Any]) -> set[str]:
    """The cards of the hand that may be played to the trick (spec 8.2)."""
    options = WasStichtOptions(follow_mode=vector.get("follow_mode", "skat"))
    trick = _ids(vector["trick"])
    hand = 0
    for card in _ids(vector["hand"]):
        hand |= 1 << card
    led = trick[0] if trick else -1
    mask = legal_mask(hand, led, _trumps(vector), options.follow_mode == "printed")
    return {str(card) for card in cards_of(mask)}


def query_task(vector: Mapping[str, Any]) -> bool:
    """Whether `seat` fulfils the task over nine tricks with their winners (spec 7.1)."""
    kind = parse_kind(vector["task"])
    if kind < 0:
        raise ValueError(f"unknown task '{vector['task']}'")
    players = int(vector["players"])
    if players not in (3, 4):
        raise ValueError(f"Was Sticht has 3 or 4 players, not {players}")
    seat = int(vector["seat"])
    counts = [0] * players
    taken = [0] * players
    last_winner = -1
    for trick in vector["tricks"]:
        winner = int(trick["winner"])
        counts[winner] += 1
        for card in _ids(trick["cards"]):
            taken[winner] |= 1 << card
        last_winner = winner
    options = WasStichtOptions(sole_fewest_needs_trick=vector.get("sole_fewest_needs_trick"))
    return task_met(kind, seat, counts, taken, last_winner, options.fewest_needs_trick(players))


QUERIES = {
    "winner": query_winner,
    "legal": query_legal,
    "task": query_task,
}
