"""Which rule options the setup screen offers, their choices, and when they do not apply.

Pure: read from each game's options model (Literal words, booleans, numbers and "number
or word" fields, nested models of numbers) and the marks its fields carry
(game/option_marks.py: number ranges and steps, "applies only when", seat counts, options
the table decides): rows that do not exist at a seat count are hidden, rows that depend on
another option are shown disabled with the reason. No game is named here.
"""

from __future__ import annotations

import typing
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ValidationError

from game.core.rules import GameDef
from game.option_marks import HIDDEN, NumberRange, decided_by_table, not_applying, number_range

NUMBER = "#"  # in `words`: where a typed or stepped number fits between the words


@dataclass(frozen=True)
class OptionSpec:
    """One option row: its path (`name` or `chip_values.KIND`), its fixed choices (words,
    booleans, None) and its numbers, and the catalog key of why it does not apply now."""

    path: str
    words: tuple[Any, ...]
    numbers: NumberRange | None = None
    reason: str | None = None

    @property
    def name(self) -> str:
        """The top-level option field."""
        return self.path.split(".")[0]


def _words(annotation: Any) -> tuple[tuple[Any, ...], bool]:
    """The fixed choices of a type and whether it also takes a number."""
    origin = typing.get_origin(annotation)
    if annotation is bool:
        return (False, True), False
    if annotation is int:
        return (), True
    if origin is typing.Literal:
        return tuple(typing.get_args(annotation)), False
    if origin in (typing.Union, getattr(__import__("types"), "UnionType", None)):
        words: list[Any] = []
        number = False
        for arg in typing.get_args(annotation):
            if arg is type(None):
                words.insert(0, None)
            else:
                sub, takes = _words(arg)
                words += sub
                number = number or takes
        return tuple(words), number
    return (), False


def _valid(game: GameDef, options: dict[str, Any]) -> bool:
    try:
        game.options(options)
    except (ValidationError, ValueError, TypeError):
        return False
    return True


def option_specs(game: GameDef, seats: int, options: dict[str, Any]) -> list[OptionSpec]:
    """The option rows of this game at this seat count, in the model's order (hidden rows
    left out; rows that depend on another option carry their reason)."""
    model = game.options(options)
    specs: list[OptionSpec] = []
    for name, field in game.options_model.model_fields.items():
        if decided_by_table(field):
            continue
        annotation = field.annotation
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            numbers = number_range(field)
            if numbers is not None:  # a table of numbers: one row each
                specs += [
                    OptionSpec(f"{name}.{sub}", (), numbers) for sub in annotation.model_fields
                ]
            continue
        words, takes_number = _words(annotation)
        numbers = number_range(field) if takes_number else None
        # A word no rules define (validation refuses it) is not offered; an option left
        # with one choice is no choice ("play with the 20s", the dummy's hint position).
        words = tuple(
            w for w in words if _valid(game, {**options, name: w}) or w == getattr(model, name)
        )
        if name == "preset":  # "custom" is what a preset reads once changed, not a choice
            words = tuple(w for w in words if w != "custom" or w == getattr(model, name))
        if len(words) + (2 if numbers else 0) < 2:
            continue
        reason = not_applying(field, seats, model)
        if reason == HIDDEN:
            continue
        specs.append(OptionSpec(name, words, numbers, reason))
    return specs


def current_value(model: BaseModel, path: str) -> Any:
    """An option's value in a validated model (nested paths for chip values)."""
    value: Any = model
    for part in path.split("."):
        value = getattr(value, part)
    return value


def _is_number(spec: OptionSpec, current: Any) -> bool:
    """True when the value is one of the option's numbers (not a word, not a boolean)."""
    return isinstance(current, int) and not isinstance(current, bool) and current not in spec.words


def stepped(spec: OptionSpec, current: Any, delta: int) -> Any:
    """The next choice: through the words, then the numbers (by their step), around."""
    numbers = spec.numbers
    if numbers is not None and _is_number(spec, current):
        target = current + delta * numbers.step
        if numbers.low <= target <= numbers.high:
            return target
        if not spec.words:
            return numbers.low if target > numbers.high else numbers.high
        return spec.words[0] if target > numbers.high else spec.words[-1]
    words = list(spec.words)
    at = words.index(current) if current in words else 0
    nxt = at + delta
    if numbers is not None and not 0 <= nxt < len(words):
        first = numbers.start if numbers.start is not None else numbers.low
        return first if nxt >= len(words) else numbers.high if delta < 0 and at == 0 else first
    return words[nxt % len(words)] if words else current


def typed_digits(spec: OptionSpec, current: Any) -> str:
    """The digits of a number option's value, where Backspace starts editing ("" while
    the value is one of its words)."""
    return str(current) if spec.numbers is not None and _is_number(spec, current) else ""


def with_value(game: GameDef, options: dict[str, Any], path: str, value: Any) -> dict[str, Any]:
    """The options dict with one option set; a preset becomes "custom" once one of its
    options changes (and names a preset again when the choices match one exactly)."""
    candidate = dict(options)
    name, _, sub = path.partition(".")
    if sub:
        inner = dict(current_value(game.options(options), name).model_dump())
        inner[sub] = value
        candidate[name] = inner
    elif name == "preset":
        return {"preset": value}  # a preset replaces every individual choice
    else:
        candidate[name] = value
    if "preset" not in game.options_model.model_fields:
        return candidate
    full = {**game.options(options).model_dump(), **candidate, "preset": "custom"}
    if not _valid(game, full):
        return full  # the caller reports why
    chosen = game.options(full).model_dump()
    for preset in typing.get_args(game.options_model.model_fields["preset"].annotation):
        if (
            preset != "custom"
            and _valid(game, {"preset": preset})
            and {**game.options({"preset": preset}).model_dump(), "preset": "custom"} == chosen
        ):
            return {"preset": preset}
    return full
