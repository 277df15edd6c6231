"""What the setup screen needs to know about a rule option beyond its type: the marks an
options model puts on its fields. PURE (no pygame, no game.ui).

A game declares them with `typing.Annotated` on the field itself, next to its default:

    target: Annotated[int, NumberRange(500, 10000, 500)] = Field(3000, gt=0)
    pickup_mode: Annotated[Mode, AppliesWhen("phase2_sequences", True, "why.no_sequences")]
    players: Annotated[Literal[3, 4] | None, DecidedByTable()] = None

Pydantic keeps such objects in the field's `metadata` (it ignores them when validating),
so `marks(field, Kind)` finds them again; game/ui/option_specs.py turns them into rows.
An int field (or a nested model of ints) without a NumberRange is not offered.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

from pydantic import BaseModel
from pydantic.fields import FieldInfo

HIDDEN = "hidden"  # the reason of a row that does not exist at this seat count

Mark = TypeVar("Mark")


@dataclass(frozen=True)
class NumberRange:
    """The numbers an option takes: bounds, the step of Left/Right, the first value."""

    low: int
    high: int
    step: int = 1
    start: int | None = None


@dataclass(frozen=True)
class DecidedByTable:
    """The table decides this option (e.g. a seat count): never a row of the setup."""


@dataclass(frozen=True)
class OnlyAtSeats:
    """The option exists only at this seat count (hidden at every other)."""

    seats: int

    def reason(self, seats: int, model: BaseModel) -> str | None:
        """HIDDEN unless the table has this many seats."""
        return None if seats == self.seats else HIDDEN


@dataclass(frozen=True)
class HiddenAtSeats:
    """The option does not exist at this seat count."""

    seats: int

    def reason(self, seats: int, model: BaseModel) -> str | None:
        """HIDDEN when the table has this many seats."""
        return HIDDEN if seats == self.seats else None


@dataclass(frozen=True)
class AppliesWhen:
    """Applies only while another option has this value (any truthy value when `wanted`
    is True); otherwise the row is shown disabled with the catalog key `why`."""

    option: str
    wanted: object
    why: str

    def reason(self, seats: int, model: BaseModel) -> str | None:
        """None while the other option allows this one, else the catalog key of why not."""
        value = getattr(model, self.option)
        met = bool(value) if self.wanted is True else value == self.wanted
        return None if met else self.why


Applies = OnlyAtSeats | HiddenAtSeats | AppliesWhen


def marks(field: FieldInfo, kind: type[Mark]) -> tuple[Mark, ...]:
    """The marks of one kind a model field carries."""
    return tuple(item for item in field.metadata if isinstance(item, kind))


def number_range(field: FieldInfo) -> NumberRange | None:
    """The field's numbers, if it takes any."""
    found = marks(field, NumberRange)
    return found[0] if found else None


def not_applying(field: FieldInfo, seats: int, model: BaseModel) -> str | None:
    """Why the option does not apply now: HIDDEN, a catalog key, or None (it applies).

    HIDDEN wins over any reason: a row that does not exist at this seat count is not
    shown greyed out because of another option."""
    reasons = [
        reason
        for rule in field.metadata
        if isinstance(rule, OnlyAtSeats | HiddenAtSeats | AppliesWhen)
        and (reason := rule.reason(seats, model)) is not None
    ]
    if HIDDEN in reasons:
        return HIDDEN
    return reasons[0] if reasons else None


def decided_by_table(field: FieldInfo) -> bool:
    """True when the table, not the player, sets this option."""
    return bool(marks(field, DecidedByTable))
