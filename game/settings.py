"""Player settings (pydantic), kept in settings.json in the user's config folder."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field, field_validator

from game import i18n
from game.core.table import Seat
from game.paths import config_dir
from game.storage import Loaded, load_model, save_model

log = logging.getLogger(__name__)
ANIMATION_SPEEDS = {"off": 0.0, "fast": 0.16, "normal": 0.28, "slow": 0.45}
SETTINGS_VERSION = 1
WINDOW_SIZES = ((1280, 720), (1366, 768), (1600, 900), (1920, 1080), (2560, 1440))
MIN_WINDOW = (640, 400)
MAX_WINDOW = (7680, 4320)  # 8K: no display shows a bigger window
TEXT_SIZES = (100, 125, 150, 175, 200)  # per cent of the designed text size
THEMES = ("standard", "high_contrast")
# The Jass faces a language's players grew up with: German-speaking Switzerland plays the
# Swiss faces (Rosen, Schellen, Schilten, Eicheln); Romandie and everyone else French.
SWISS_FACE_LANGUAGES = frozenset({"de"})


def suggested_jass_faces(language: str) -> str:
    """The Jass faces suggested for a language: "swiss" for German, else "french"."""
    return "swiss" if language in SWISS_FACE_LANGUAGES else "french"


class SeatChoice(BaseModel):
    """One seat as last set up: human or a bot level, the name, and at a hot-seat table
    the language and card faces that player reads ("" = the table's)."""

    player: str = Field(min_length=1, max_length=40)
    name: str = Field(max_length=40)
    language: str = Field("", max_length=8)
    faces: str = Field("", max_length=16)


def seat_choice(seat: Seat) -> SeatChoice:
    """A seat as files keep it (a program-given name stored empty, see stored_name)."""
    from game.seat_names import stored_name

    return SeatChoice(
        player=seat.player, name=stored_name(seat.name), language=seat.language, faces=seat.faces
    )


def seat_of(choice: SeatChoice) -> Seat:
    """The seat a file's seat choice stands for."""
    return Seat(choice.player, choice.name, choice.language, choice.faces)


class LastSetup(BaseModel):
    """A game's table as last started: the seats and the rule options."""

    seats: list[SeatChoice] = Field(min_length=1, max_length=12)
    options: dict[str, Any] = Field(default_factory=dict)


class Settings(BaseModel):
    """Everything a player can set, and what the program remembers between runs."""

    version: int = SETTINGS_VERSION
    language: Literal["system", "en", "de", "fr", "nl", "sv", "ja"] = "system"
    animation: Literal["off", "fast", "normal", "slow"] = "normal"
    bot_delay: float = Field(0.6, ge=0.0, le=3.0)  # seconds between bot plays on screen
    # A finished trick stays visible with its winner marked: long enough to read who took
    # it (players complained 0.9 s was too short); or until a click with `trick_wait`.
    trick_pause: float = Field(1.5, ge=0.0, le=5.0)
    trick_wait: bool = False
    # The effects' volume and mute ("Effects volume"): they never touch a spoken table.
    volume: float = Field(0.7, ge=0.0, le=1.0)
    muted: bool = False
    # The spoken table (game.ui.speech): off by default; its own volume and pace.
    speech: bool = False
    speech_volume: float = Field(0.8, ge=0.0, le=1.0)
    speech_rate: Literal["slow", "normal", "fast"] = "normal"
    sound_captions: bool = False  # a short caption for each sound ("[Trick taken]")
    # "language": the faces the language's players use (suggested, never forced: the
    # player may pick either).
    jass_faces: Literal["language", "french", "swiss"] = "language"
    four_colour: bool = False
    highlight_legal: bool = True
    auto_play_last: bool = False  # a human's only legal card is played for them
    # Off by default: one click (or Enter) only selects, a second commits. Experienced
    # players may turn it on to commit cards, buttons and grid picks with one click.
    one_click: bool = False
    undo: bool = True  # take back your last decision in games against bots (never hot-seat)
    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 720)
    # Readability: every text this much bigger (the table reflows), and a theme of plain
    # dark ground, white text and yellow focus for low vision.
    text_size: Literal[100, 125, 150, 175, 200] = 100
    theme: Literal["standard", "high_contrast"] = "standard"
    last_setups: dict[str, LastSetup] = Field(default_factory=dict)
    # The player's own keys, command -> key (Settings > Keys); a command not here keeps
    # its default keys. Which commands and keys are known is the UI's to check
    # (game.ui.keybinds.cleaned, when the app starts).
    keys: dict[str, str] = Field(default_factory=dict)

    @field_validator("keys", mode="before")
    @classmethod
    def _text_keys(cls, value: object) -> dict[str, str]:
        """Entries that are not text dropped (with a log line), never the whole file."""
        if not isinstance(value, dict):
            if value is not None:
                log.warning("settings: keys is not a table of command -> key; ignored")
            return {}
        kept = {k: v for k, v in value.items() if isinstance(k, str) and isinstance(v, str)}
        if len(kept) != len(value):
            log.warning(
                "settings: %d keys entries that are not text dropped", len(value) - len(kept)
            )
        return kept

    @property
    def jass_deck(self) -> str:
        """The Jass faces to draw: the chosen ones, or the language's when it follows it."""
        if self.jass_faces != "language":
            return self.jass_faces
        return suggested_jass_faces(i18n.resolve_language(self.language))

    @property
    def animation_speed(self) -> float:
        """Seconds per card flight (0 = animations off)."""
        return ANIMATION_SPEEDS[self.animation]

    def windowed_size(self) -> tuple[int, int]:
        """The window size to open, never smaller than the smallest usable window."""
        w, h = self.window_size
        return (
            max(MIN_WINDOW[0], min(w, MAX_WINDOW[0])),
            max(MIN_WINDOW[1], min(h, MAX_WINDOW[1])),
        )

    def changed(self, **values: Any) -> Settings:
        """A validated copy with some fields changed (invalid values raise)."""
        return Settings.model_validate({**self.model_dump(), **values})


def settings_path() -> Path:
    """config_dir()/settings.json."""
    return config_dir() / "settings.json"


def load_settings() -> Loaded[Settings]:
    """The saved settings; defaults (and a notice) when the file is missing or bad."""
    return load_model(settings_path(), Settings, "persist.bad_settings", Settings)


def save_settings(settings: Settings) -> None:
    """Write the settings atomically (raises StorageError when the disk refuses)."""
    save_model(settings_path(), settings)
