"""Schieber options (rules section 11): every option, and the two presets."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from game.option_marks import AppliesWhen, NumberRange

PRESETS: dict[str, dict[str, Any]] = {
    "classic": {},
    "swiss_official": {
        "target": 2500,
        "multipliers": "swisslos_2500",
        "undenufe_six_eleven": True,
        "four_low_ranks": True,
        "long_sequences": "graded",
        "weis_card_reuse": True,
        "weis_key": "swiss",
        "weis_full_tie": "earlier_player",
    },
}

MULTIPLIERS: dict[str, tuple[int, ...]] = {
    # per contract C D H S obenabe undenufe; Roses = clubs and Acorns = spades are single
    "seed": (1, 2, 2, 1, 3, 4),
    "swisslos_2500": (1, 2, 2, 1, 3, 3),
    "none": (1, 1, 1, 1, 1, 1),
}


class SchieberOptions(BaseModel):
    """Every rule option of Schieber Jass; defaults are the `classic` preset."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    preset: Literal["classic", "swiss_official", "custom"] = "classic"
    target: Annotated[int, NumberRange(500, 10000, 500)] = Field(3000, gt=0)
    multipliers: Literal["seed", "swisslos_2500", "none"] = "seed"
    undenufe_six_eleven: bool = False
    four_nines: Literal[150, 0] = 150
    four_low_ranks: bool = False
    long_sequences: Literal["flat", "graded"] = "flat"
    weis_card_reuse: bool = False
    weis_key: Literal["classic", "swiss"] = "classic"
    weis_full_tie: Literal["nobody", "earlier_player"] = "nobody"
    weis_declaration: Literal["automatic", "manual"] = "automatic"
    stoeck_declaration: Literal["automatic", "manual"] = "automatic"
    stoeck_claim_any_time: Annotated[
        bool, AppliesWhen("end_mode", "immediate", "why.only_immediate")
    ] = True
    push_back: bool = False
    first_forehand: Literal["seven_of_clubs", "dealer_right"] = "seven_of_clubs"
    end_mode: Literal["immediate", "finish_deal"] = "immediate"
    ausmach_order: Literal["SWT", "STW"] = "SWT"
    schneider_double: bool = True
    mirror_display: bool = False

    @model_validator(mode="before")
    @classmethod
    def _apply_preset(cls, data: Any) -> Any:
        """A preset fills in its values; options given explicitly override them."""
        if not isinstance(data, dict):
            return data
        data = dict(data)
        order = data.get("ausmach_order")
        if isinstance(order, list | tuple):
            data["ausmach_order"] = "".join(str(stage).strip().upper() for stage in order)
        preset = data.get("preset", "classic")
        if preset in PRESETS:
            data = {**PRESETS[preset], **data}
        return data

    @classmethod
    def from_preset(cls, name: str, **overrides: Any) -> SchieberOptions:
        """The options of a named preset (`classic`, `swiss_official`) with overrides."""
        if name not in PRESETS:
            raise ValueError(f"unknown Schieber preset '{name}'")
        return cls.model_validate({"preset": name, **overrides})

    def multiplier(self, mode: int) -> int:
        """The multiplier m of a contract (0-3 suits C D H S, 4 Obenabe, 5 Undenufe)."""
        return MULTIPLIERS[self.multipliers][mode]
