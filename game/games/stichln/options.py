"""Stichln options (rules section 7): rounds, minus-colour reveal, all-zero trick, 7 players."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from game.option_marks import NumberRange, OnlyAtSeats


class StichlnOptions(BaseModel):
    """Every rule option of Stichln; defaults as in the spec."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    # None = one round per player, so that every player deals once (section 6, S6).
    rounds: Annotated[int | None, NumberRange(1, 99, 1, 4)] = Field(None, ge=1, le=99)
    minus_reveal: Literal["simultaneous_after_choice", "hidden_until_scoring"] = (
        "simultaneous_after_choice"
    )
    all_zero_trick: Literal["leader_wins", "discard_leader_leads_again"] = "leader_wins"
    seven_player_hand: Annotated[Literal[14, 15], OnlyAtSeats(7)] = 14
    use_twenties: bool = False

    @field_validator("use_twenties")
    @classmethod
    def _twenties_reserved(cls, value: bool) -> bool:
        """S8: no source describes the variant with the 20s, so it cannot be switched on."""
        if value:
            raise ValueError("the variant with the 20s has no rules yet; keep it off")
        return value

    def rounds_for(self, seats: int) -> int:
        """Number of rounds of a game at this player count."""
        return self.rounds if self.rounds is not None else seats
