"""Shared helpers of the Klaverjas tests: building deals from text and playing scripts."""

from __future__ import annotations

from typing import Any

from game.core.cards import PIQUET32
from game.core.events import Event
from game.games.klaverjas.options import KlaverjasOptions
from game.games.klaverjas.rules import KlaverjasRules
from game.games.klaverjas.state import KlaverjasState

# A hand-checked deal (see test_full_deal.py): N holds J 9 of hearts, E Q 8, S K 7, W A 10.
SCRIPT_HANDS = (
    "JH 9H AS KS QS AC KC 7D",  # N
    "QH 8H JS TS AD KD 7C 8C",  # E
    "KH 7H 9S 8S QD JD QC JC",  # S
    "AH TH 7S TD 9D 8D TC 9C",  # W
)
# Eight tricks, each listed in play order; N leads the first (dealer W).
SCRIPT_TRICKS = (
    "JH QH KH AH",
    "9H 8H 7H TH",
    "AS JS 9S 7S",
    "KS TS 8S 9C",
    "AD JD TD 7D",
    "KD QD 9D QS",
    "8C QC TC AC",
    "KC 7C JC 8D",
)


def rules(**options: Any) -> KlaverjasRules:
    """Rules under the given options (the rest default)."""
    return KlaverjasRules(KlaverjasOptions(**options))


def deal(engine: KlaverjasRules, hands: tuple[str, ...], dealer: int, **kw: Any) -> KlaverjasState:
    """A deal from hand strings (one per seat)."""
    return engine.deal_from_hands([PIQUET32.parse_many(h) for h in hands], dealer, **kw)


def act(
    engine: KlaverjasRules, state: KlaverjasState, *texts: str
) -> tuple[KlaverjasState, list[Event]]:
    """Apply actions given in text form; returns the state and every event."""
    events: list[Event] = []
    for text in texts:
        state, new = engine.apply(state, engine.decode(text))
        events.extend(new)
    return state, events


def play_tricks(
    engine: KlaverjasRules, state: KlaverjasState, tricks: tuple[str, ...]
) -> tuple[KlaverjasState, list[Event]]:
    """Play the tricks card by card (each in play order), checking invariants throughout."""
    events: list[Event] = []
    for trick in tricks:
        for card in trick.split():
            engine.check_invariants(state)
            state, new = engine.apply(state, engine.decode(f"play:{card}"))
            events.extend(new)
    engine.check_invariants(state)
    return state, events


def kinds(events: list[Event], kind: str) -> list[Event]:
    """The events of one kind, in order."""
    return [event for event in events if event.kind == kind]
