"""Which rule options the setup screen offers, their choices, and when they do not apply.

Pure: read from each game's options model (Literal words, booleans, numbers and "number
or word" fields, Was Sticht's nested chip values), plus a small table of facts from the
rules files: rows that do not exist at a seat count are hidden, rows that depend on
another option are shown disabled with the reason.
"""

from __future__ import annotations

import typing
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ValidationError

from game.core.rules import GameDef

NUMBER = "#"  # in `words`: where a typed or stepped number fits between the words


@dataclass(frozen=True)
class NumberRange:
    """The numbers an option takes: bounds, the step of Left/Right, the first value."""

    low: int
    high: int
    step: int = 1
    start: int | None = None


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


# Numbers per (game, option); an int field without an entry here is not offered.
NUMBERS: dict[tuple[str, str], NumberRange] = {
    ("schieber", "target"): NumberRange(500, 10000, 500),
    ("klaverjas", "game_length"): NumberRange(1, 99, 1, 8),
    ("stichln", "rounds"): NumberRange(1, 99, 1, 4),
    ("skitgubbe", "series_length"): NumberRange(1, 99, 1),
    ("was_sticht", "chip_values"): NumberRange(0, 99, 1),
}

# Options the table decides, never a row: Klaverjas' `players` is the seat count.
DECIDED_BY_TABLE = {("klaverjas", "players")}

Rule = Callable[[int, BaseModel], str | None]


def _seats_only(count: int) -> Rule:
    return lambda seats, _model: None if seats == count else "hidden"


def _when(option: str, wanted: Any, reason: str) -> Rule:
    """Applies only while another option has this value (truthy when `wanted` is True)."""

    def rule(_seats: int, model: BaseModel) -> str | None:
        value = getattr(model, option)
        return None if (bool(value) if wanted is True else value == wanted) else reason

    return rule


# (game, option) -> the reason it does not apply now ("hidden": not at this seat count).
APPLIES: dict[tuple[str, str], Rule] = {
    # Klaverjas 11.2: three players are dealt in fixed packets; redeals and partners
    ("klaverjas", "deal_pattern"): lambda seats, _m: "hidden" if seats == 3 else None,
    ("klaverjas", "redeal_3p"): _seats_only(3),
    ("klaverjas", "partner_rotation"): lambda seats, _m: "hidden" if seats == 3 else None,
    ("klaverjas", "turn_up_all_pass"): _when("trump_selection", "turn_up", "why.only_turn_up"),
    ("klaverjas", "pit_bonus_team"): _when("pit_bonus", True, "why.no_pit_bonus"),
    ("was_sticht", "short_early_finish"): _when("game_length", "short", "why.only_short"),
    ("was_sticht", "full_game_lower_places"): _when("game_length", "full", "why.only_full"),
    ("stichln", "seven_player_hand"): _seats_only(7),
    ("skitgubbe", "pickup_mode"): _when("phase2_sequences", True, "why.no_sequences"),
    ("skitgubbe", "addition_order"): _when("phase1_mode", "all_players", "why.no_adding"),
    ("schieber", "stoeck_claim_any_time"): _when("end_mode", "immediate", "why.only_immediate"),
}


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
        if (game.id, name) in DECIDED_BY_TABLE:
            continue
        annotation = field.annotation
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            numbers = NUMBERS.get((game.id, name))
            if numbers is not None:  # a table of numbers: one row each
                specs += [
                    OptionSpec(f"{name}.{sub}", (), numbers) for sub in annotation.model_fields
                ]
            continue
        words, takes_number = _words(annotation)
        numbers = NUMBERS.get((game.id, name)) if takes_number else None
        # A word no rules define (validation refuses it) is not offered; an option left
        # with one choice is no choice ("play with the 20s", the dummy's hint position).
        words = tuple(
            w for w in words if _valid(game, {**options, name: w}) or w == getattr(model, name)
        )
        if name == "preset":  # "custom" is what a preset reads once changed, not a choice
            words = tuple(w for w in words if w != "custom" or w == getattr(model, name))
        if len(words) + (2 if numbers else 0) < 2:
            continue
        rule = APPLIES.get((game.id, name))
        reason = rule(seats, model) if rule else None
        if reason == "hidden":
            continue
        specs.append(OptionSpec(name, words, numbers, reason))
    return specs


def current_value(model: BaseModel, path: str) -> Any:
    """An option's value in a validated model (nested paths for chip values)."""
    value: Any = model
    for part in path.split("."):
        value = getattr(value, part)
    return value


def stepped(spec: OptionSpec, current: Any, delta: int) -> Any:
    """The next choice: through the words, then the numbers (by their step), around."""
    numbers = spec.numbers
    is_number = (
        isinstance(current, int) and not isinstance(current, bool) and current not in spec.words
    )
    if numbers is not None and is_number:
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


def typed(spec: OptionSpec, current: Any, text: str) -> Any:
    """A digit typed (or "\\b") into a number option: the new number, or the same value."""
    numbers = spec.numbers
    if numbers is None:
        return current
    digits = str(current) if isinstance(current, int) and current not in spec.words else ""
    digits = digits[:-1] if text == "\b" else digits + text if text.isdigit() else digits
    if not digits:
        return numbers.low if not spec.words else spec.words[0]
    return max(numbers.low, min(numbers.high, int(digits[: len(str(numbers.high))])))


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
