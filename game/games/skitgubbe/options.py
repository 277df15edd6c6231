"""Skitgubbe options (rules section 5): every variant, defaults as the spec sets them."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from game.option_marks import AppliesWhen, NumberRange


class SkitgubbeOptions(BaseModel):
    """Every rule option of Skitgubbe; the defaults are the seed's rules."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    # K2: every player plays to every phase-1 trick, or pagat's two-player tricks (5.1)
    phase1_mode: Literal["all_players", "two_player_tricks"] = "all_players"
    # off: phase 2 uses single cards only and a pick-up takes only the top card
    phase2_sequences: bool = True
    # K11: what a pick-up takes when sequences are on
    pickup_mode: Annotated[
        Literal["connected_chain", "top_lay_only", "bottom_lay_us"],
        AppliesWhen("phase2_sequences", True, "why.no_sequences"),
    ] = "connected_chain"
    # K12: who deals the next game
    dealer_rotation: Literal["clockwise", "loser_deals"] = "clockwise"
    # K14: play the top stock card instead of cards from hand (stock > 1 card only)
    daring: bool = False
    # K3: who is offered the first addition after a decided phase-1 trick
    addition_order: Annotated[
        Literal["clockwise_from_winner", "clockwise_from_leader"],
        AppliesWhen("phase1_mode", "all_players", "why.no_adding"),
    ] = "clockwise_from_winner"
    # Section 6 keeps a count of losses across games: the series ends after
    # `series_length` games, or when someone has been the skitgubbe that many times.
    series: Literal["games", "losses"] = "games"
    series_length: Annotated[int, NumberRange(1, 99, 1)] = Field(3, ge=1, le=99)
