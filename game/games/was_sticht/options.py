"""Was Sticht options (spec section 10), with the spec's defaults."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from game.games.was_sticht.chips import KINDS
from game.option_marks import AppliesWhen, NumberRange

# The highest corner value a chip may be given (the setup screen's range): a round's
# scores stay in a few digits, as on the printed chips.
CHIP_VALUE_MAX = 99


class ChipValues(BaseModel):
    """The corner value of every chip kind (spec 7.1 / W1); partial tables fill defaults."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    NO_TRICKS: int = Field(3, ge=0, le=CHIP_VALUE_MAX)
    NO_RED: int = Field(7, ge=0, le=CHIP_VALUE_MAX)
    NO_BLUE: int = Field(7, ge=0, le=CHIP_VALUE_MAX)
    NO_GREEN: int = Field(7, ge=0, le=CHIP_VALUE_MAX)
    NO_YELLOW: int = Field(7, ge=0, le=CHIP_VALUE_MAX)
    EXACTLY_1: int = Field(1, ge=0, le=CHIP_VALUE_MAX)
    EXACTLY_2: int = Field(4, ge=0, le=CHIP_VALUE_MAX)
    EXACTLY_3: int = Field(6, ge=0, le=CHIP_VALUE_MAX)
    EXACTLY_4: int = Field(8, ge=0, le=CHIP_VALUE_MAX)
    LAST_TRICK: int = Field(5, ge=0, le=CHIP_VALUE_MAX)
    SOLE_MOST: int = Field(9, ge=0, le=CHIP_VALUE_MAX)
    SOLE_FEWEST: int = Field(2, ge=0, le=CHIP_VALUE_MAX)

    def by_kind(self) -> tuple[int, ...]:
        """The values as a tuple indexed by kind id (chips.KINDS order)."""
        return tuple(int(getattr(self, name)) for name in KINDS)


class WasStichtOptions(BaseModel):
    """Every rule option of Was Sticht; the defaults are those of spec section 10."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    game_length: Literal["short", "full"] = "short"
    follow_mode: Literal["skat", "printed"] = "skat"
    # None = the spec's default by seat count: on with 3 players, off with 4 (W7).
    sole_fewest_needs_trick: bool | None = None
    chip_values: Annotated[ChipValues, NumberRange(0, CHIP_VALUE_MAX, 1)] = Field(
        default_factory=ChipValues
    )
    short_early_finish: Annotated[bool, AppliesWhen("game_length", "short", "why.only_short")] = (
        False
    )
    dummy_position_in_hint: Literal["last"] = "last"
    # Spec 5.3 step 4: after a column's hint every player takes the card he drafted into
    # his concealed hand, so the others must remember who took what: "hidden", the
    # physical game and the default. "open" keeps every drafted card in the grid with its
    # taker's name (a perfect memory; with four players every hand is then open).
    drafted_cards: Literal["hidden", "open"] = "hidden"
    full_game_lower_places: Annotated[
        Literal["value_sum_only", "five_chip_players_first"],
        AppliesWhen("game_length", "full", "why.only_full"),
    ] = "value_sum_only"

    def fewest_needs_trick(self, seats: int) -> bool:
        """Whether SOLE_FEWEST needs at least one trick at this seat count."""
        if self.sole_fewest_needs_trick is None:
            return seats == 3
        return self.sole_fewest_needs_trick
