"""Option sets to build help documents from: the defaults and each choice of each option."""

from __future__ import annotations

import typing
from collections.abc import Iterator
from typing import Any

from pydantic import BaseModel, ValidationError

from game.core.rules import GameDef


def field_choices(model: type[BaseModel], name: str) -> list[Any]:
    """The finite choices of an option field (Literal members, booleans); [] otherwise."""
    annotation = model.model_fields[name].annotation
    choices: list[Any] = []
    for part in typing.get_args(annotation) or (annotation,):
        if typing.get_origin(part) is typing.Literal:
            choices += list(typing.get_args(part))
        elif part is bool:
            choices += [False, True]
    if typing.get_origin(annotation) is typing.Literal:
        choices = list(typing.get_args(annotation))
    return choices


def option_variants(game: GameDef) -> Iterator[tuple[int, BaseModel]]:
    """(seats, options) for every seat count with the defaults, and every valid single
    option change at the default seat count and at the smallest one."""
    for seats in game.seats:
        yield seats, game.options({})
    for name in game.options_model.model_fields:
        for value in field_choices(game.options_model, name):
            try:
                options = game.options({name: value})
            except ValidationError:
                continue
            for seats in sorted({game.default_seats, min(game.seats)}):
                yield seats, options
