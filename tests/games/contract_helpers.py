"""Helpers of the contract test: walking views for cards, misnamed multi-card actions."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import pytest

from game.core.cards import Card
from game.core.rules import Action, IllegalAction, canonical_cards


def cards_in(value: Any, depth: int = 0) -> Iterator[Card]:
    """Every Card reachable from a view (dataclass fields, tuples, lists, sets, dicts),
    but in fields marked SEEN_FACE_UP (cards everyone saw; their holders stay hidden)."""
    if depth > 12:
        return
    if isinstance(value, Card):
        yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            if not field.metadata.get("seen_face_up"):
                yield from cards_in(getattr(value, field.name), depth + 1)
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from cards_in(key, depth + 1)
            yield from cards_in(item, depth + 1)
    elif isinstance(value, list | tuple | set | frozenset):
        for item in value:
            yield from cards_in(item, depth + 1)


def misnamed_variants(action: Action) -> tuple[list[Action], list[Action]]:
    """(reordered, repeated) versions of a multi-card action; both empty for fewer cards.

    Reordered: the cards reversed and, from three cards on, rotated by one. Repeated: the
    last card replaced by the first, and the first card named once more at the end.
    """
    cards = action.cards
    if len(cards) < 2:
        return [], []
    reordered = [cards[::-1]]
    if len(cards) >= 3:
        reordered.append((*cards[1:], cards[0]))
    repeated = [(*cards[:-1], cards[0]), (*cards, cards[0])]
    return (
        [Action(action.kind, order, action.arg) for order in reordered],
        [Action(action.kind, twice, action.arg) for twice in repeated],
    )


def check_misnamed_cards(rules: Any, state: Any) -> int:
    """Refusals of reordered and repeated multi-card actions at this state; how many checked.

    A reordered legal action is no legal action: `why_illegal` gives a reason and `apply`
    raises it, while its text form decodes back to the legal action (decoding puts cards
    in canonical order). A repeated card is refused with a reason and never decodes to
    anything legal.
    """
    legal = rules.legal_actions(state)
    checked = 0
    for action in legal:
        assert action.cards == canonical_cards(action.cards), f"{action} is not canonical"
        reordered, repeated = misnamed_variants(action)
        for variant in (*reordered, *repeated):
            assert variant not in legal, variant
            reason = rules.why_illegal(state, variant)
            assert isinstance(reason, str) and reason.strip(), f"{variant} accepted"
            with pytest.raises(IllegalAction) as refused:
                rules.apply(state, variant)
            assert refused.value.reason == reason
            checked += 1
        for variant in reordered:
            assert rules.decode(rules.encode(variant)) == action
        for variant in repeated:
            assert rules.why_illegal(state, rules.decode(rules.encode(variant))) is not None
    return checked


def reshaped_variants(action: Action, spare: Card | None) -> list[Action]:
    """Versions of a legal action with a word it does not take, without the cards it
    names, or with one card more (`spare`, a card it does not name)."""
    variants = []
    if not action.arg:
        variants.append(Action(action.kind, action.cards, "x"))
    if action.cards:
        variants.append(Action(action.kind, (), action.arg))
    if spare is not None:
        variants.append(Action(action.kind, canonical_cards((*action.cards, spare)), action.arg))
    return variants


def check_reshaped(rules: Any, state: Any, spare_from: tuple[Card, ...]) -> int:
    """Every reshaped legal action that is not itself legal is refused with a reason, and
    `apply` raises the same reason; returns how many were checked."""
    legal = rules.legal_actions(state)
    checked = 0
    for action in legal:
        spare = next((card for card in spare_from if card not in action.cards), None)
        for variant in reshaped_variants(action, spare):
            if variant in legal:
                continue
            reason = rules.why_illegal(state, variant)
            assert isinstance(reason, str) and reason.strip(), f"{variant} accepted"
            with pytest.raises(IllegalAction) as refused:
                rules.apply(state, variant)
            assert refused.value.reason == reason
            checked += 1
    return checked
