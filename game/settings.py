"""Player settings (pydantic). Stored on disk by a later issue; held in memory for now."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

ANIMATION_SPEEDS = {"off": 0.0, "fast": 0.16, "normal": 0.28, "slow": 0.45}


class Settings(BaseModel):
    """Everything a player can set."""

    language: str = "system"  # "system" follows the OS (i18n.resolve_language), or a code
    animation: Literal["off", "fast", "normal", "slow"] = "normal"
    bot_delay: float = Field(0.6, ge=0.0, le=3.0)  # seconds between bot plays on screen
    trick_pause: float = Field(0.9, ge=0.0, le=5.0)  # a finished trick stays visible
    volume: float = Field(0.7, ge=0.0, le=1.0)
    muted: bool = False
    jass_faces: Literal["french", "swiss"] = "french"
    four_colour: bool = False
    highlight_legal: bool = True
    fullscreen: bool = False

    @property
    def animation_speed(self) -> float:
        """Seconds per card flight (0 = animations off)."""
        return ANIMATION_SPEEDS[self.animation]
