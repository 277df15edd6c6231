"""Helpers for Schieber tests: build deals from card text and play scripted actions."""

from __future__ import annotations

from game.core.cards import JASS36
from game.core.rules import Action, DealContext
from game.games.schieber.options import SchieberOptions
from game.games.schieber.rules import SchieberRules
from game.games.schieber.state import SchieberState


def deal(
    hands: list[str],
    dealer: int,
    deal_index: int = 1,
    totals: tuple[int, int] = (0, 0),
    **options: object,
) -> tuple[SchieberRules, SchieberState]:
    """Rules with the given options and a deal from four hands written as card text."""
    rules = SchieberRules(SchieberOptions.model_validate(options))
    context = DealContext(deal_index=deal_index, totals=(*totals, *totals))
    state = rules.deal_from_hands([JASS36.parse_many(h) for h in hands], dealer, context)
    return rules, state


def play(rules: SchieberRules, state: SchieberState, texts: str) -> tuple[SchieberState, list]:
    """Apply space-separated actions (`push trump:obenabe play:AS ...`); all events."""
    events: list = []
    for text in texts.split():
        state, new = rules.apply(state, rules.decode(text))
        events.extend(new)
    return state, events


def play_cards(
    rules: SchieberRules, state: SchieberState, cards: str
) -> tuple[SchieberState, list]:
    """Play the given cards in turn order."""
    return play(rules, state, " ".join(f"play:{c}" for c in cards.split()))


def action(text: str) -> Action:
    """An action from its text form."""
    return SchieberRules().decode(text)
