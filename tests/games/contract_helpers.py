"""Helpers of the contract test: walking views for cards, playing deals."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

from game.core.cards import Card


def cards_in(value: Any, depth: int = 0) -> Iterator[Card]:
    """Every Card reachable from a view (dataclass fields, tuples, lists, sets, dicts)."""
    if depth > 12:
        return
    if isinstance(value, Card):
        yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from cards_in(getattr(value, field.name), depth + 1)
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from cards_in(key, depth + 1)
            yield from cards_in(item, depth + 1)
    elif isinstance(value, list | tuple | set | frozenset):
        for item in value:
            yield from cards_in(item, depth + 1)
