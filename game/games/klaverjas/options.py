"""Klaverjas options (rules section 10): every option of the table, spec defaults."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from game.option_marks import AppliesWhen, DecidedByTable, HiddenAtSeats, NumberRange, OnlyAtSeats

DEALS_PER_GAME = {4: 16, 3: 15}  # section 9 (seed) and 11.6 (program default)
TARGET = 1500  # game_length "target_1500" (section 9)
MAX_DEALS = 99  # game_length as a number of deals: the setup screen's range


class KlaverjasOptions(BaseModel):
    """Every rule option of Klaverjas; the defaults are the seed's Amsterdam game."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    # The table's seat count decides the variant; `players` may pin it (a mismatch is
    # refused when the deal starts). None = as many players as sit at the table.
    players: Annotated[Literal[3, 4] | None, DecidedByTable()] = None
    play_rules: Literal["amsterdam", "rotterdam"] = "amsterdam"
    # 11.3: three players name trumps in one free round, which replaces section 5.
    trump_selection: Annotated[
        Literal["free_choice", "forced_first_hand", "turn_up"], HiddenAtSeats(3)
    ] = "free_choice"
    turn_up_all_pass: Annotated[
        Literal["first_hand_chooses", "first_hand_plays_turned", "second_turn_then_redeal"],
        HiddenAtSeats(3),
        AppliesWhen("trump_selection", "turn_up", "why.only_turn_up"),
    ] = "first_hand_chooses"
    # 11.2: three players are dealt in fixed packets; redeals and partners differ too.
    deal_pattern: Annotated[Literal["3-2-3", "4-4"], HiddenAtSeats(3)] = "3-2-3"
    roem_claim: Literal["automatic", "manual"] = "automatic"
    # 11.4: a three-card trick holds no four of a kind.
    four_low_ranks_roem: Annotated[bool, HiddenAtSeats(3)] = False
    pit_bonus: Literal[100, 0] = 100
    # 11.5: with three, any player who takes all 10 tricks gets the pit bonus (no teams).
    pit_bonus_team: Annotated[
        Literal["any_team", "makers_only"],
        HiddenAtSeats(3),
        AppliesWhen("pit_bonus", True, "why.no_pit_bonus"),
    ] = "any_team"
    # "16_deals" is the standard length: 16 deals with four players, 15 with three (11.6).
    game_length: Annotated[
        Literal["16_deals", "target_1500"] | int, NumberRange(1, MAX_DEALS, 1, 8)
    ] = Field("16_deals")
    # 11.6: with three, equal highest totals share the win.
    tie_rule: Annotated[Literal["draw", "extra_deal"], HiddenAtSeats(3)] = "draw"
    partner_rotation: Annotated[bool, HiddenAtSeats(3)] = False
    redeal_3p: Annotated[Literal["same_dealer", "next_dealer"], OnlyAtSeats(3)] = "same_dealer"

    @model_validator(mode="after")
    def _check(self) -> KlaverjasOptions:
        """Refuse combinations the rules cannot play."""
        if isinstance(self.game_length, int) and not 1 <= self.game_length <= MAX_DEALS:
            raise ValueError(f"game_length must be from 1 to {MAX_DEALS} deals")
        if self.partner_rotation and self.game_length == "target_1500":
            raise ValueError("partner_rotation plays three games of a fixed number of deals")
        if self.partner_rotation and self.players == 3:
            raise ValueError("partner_rotation needs four players")
        return self

    def deals_per_game(self, seats: int) -> int | None:
        """Deals in one game at this seat count, or None for the 1500-point game."""
        if self.game_length == "target_1500":
            return None
        if self.game_length == "16_deals":
            return DEALS_PER_GAME[seats]
        return int(self.game_length)
