"""The settings form: every setting, each change used and saved at once."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.i18n import LANGUAGE_CHOICES, language_name, system_language, t
from game.settings import ANIMATION_SPEEDS, TEXT_SIZES, THEMES, WINDOW_SIZES
from game.ui.form import FormScreen, Row
from game.ui.window_sizes import desktop_size, fitting

if TYPE_CHECKING:
    from game.app import App


def _on_off(value: Any) -> str:
    return t("common.on") if value else t("common.off")


def _seconds(value: Any) -> str:
    return f"{value:g}"


def _percent(value: Any) -> str:
    return f"{round(value * 100)} %"


def _whole_percent(value: Any) -> str:
    return f"{value} %"


def _size(value: Any) -> str:
    return f"{value[0]} x {value[1]}"


class SettingsScreen(FormScreen):
    """Language, pacing, sound, cards, help while playing, and the window."""

    hint_key = "settings.hint"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.rows = self._rows()

    def _rows(self) -> list[Row]:
        self.heading = t("menu.settings")
        # Only sizes that fit the desktop, plus the one in use (a size the player dragged to).
        sizes = fitting(WINDOW_SIZES, desktop_size(), self.app.settings.window_size)
        return [
            self._cycle(
                "settings.language",
                "language",
                list(LANGUAGE_CHOICES),
                _language_choice,
            ),
            self._cycle(
                "settings.animation", "animation", list(ANIMATION_SPEEDS), lambda v: t(f"value.{v}")
            ),
            self._cycle(
                "settings.bot_delay", "bot_delay", [0.0, 0.3, 0.6, 1.0, 1.5, 2.5], _seconds
            ),
            self._cycle("settings.trick_pause", "trick_pause", [0.6, 1.0, 1.5, 2.5, 4.0], _seconds),
            self._cycle("settings.trick_wait", "trick_wait", [False, True], _on_off),
            self._cycle("settings.effects_volume", "volume", [0.0, 0.25, 0.5, 0.7, 1.0], _percent),
            self._cycle("settings.effects_muted", "muted", [False, True], _on_off),
            self._cycle("settings.sound_captions", "sound_captions", [False, True], _on_off),
            self._cycle("settings.speech", "speech", [False, True], self._speech),
            self._cycle("settings.speech_volume", "speech_volume", [0.25, 0.5, 0.8, 1.0], _percent),
            self._cycle(
                "settings.speech_rate",
                "speech_rate",
                ["slow", "normal", "fast"],
                lambda v: t(f"value.{v}"),
            ),
            self._cycle(
                "settings.jass_faces", "jass_faces", ["language", "french", "swiss"], self._faces
            ),
            self._cycle("settings.four_colour", "four_colour", [False, True], _on_off),
            self._cycle("settings.highlight", "highlight_legal", [True, False], _on_off),
            self._cycle("settings.auto_play", "auto_play_last", [False, True], _on_off),
            self._cycle("settings.one_click", "one_click", [False, True], _on_off),
            self._cycle("settings.undo", "undo", [True, False], _on_off),
            Row(
                t("settings.fullscreen"),
                lambda: _on_off(self.app.fullscreen),
                lambda _delta: self.app.toggle_fullscreen(),
            ),
            self._cycle("settings.window_size", "window_size", sizes, _size),
            self._cycle("settings.text_size", "text_size", list(TEXT_SIZES), _whole_percent),
            self._cycle("settings.theme", "theme", list(THEMES), lambda v: t(f"value.theme_{v}")),
            Row(t("keys.page.open"), lambda: "", press=lambda: self.app.open("keys")),
            Row(t("menu.back"), lambda: "", press=self.close, accent=True),
        ]

    def _speech(self, value: bool) -> str:
        """On or off; on without an engine on this computer says so (the game goes on)."""
        if value and self.app.voice.no_output:
            return t("settings.speech_no_sound")
        if value and self.app.voice.failed:
            return t("settings.speech_missing")
        return _on_off(value)

    def _faces(self, value: str) -> str:
        """A Jass faces choice; following the language also says which faces that gives."""
        if value == "language":
            return t("value.faces_language", faces=t(f"value.{self.app.settings.jass_deck}"))
        return t(f"value.{value}")

    def _cycle(self, key: str, name: str, values: list[Any], show: Callable[[Any], str]) -> Row:
        def value() -> str:
            return show(getattr(self.app.settings, name))

        def change(delta: int) -> None:
            current = getattr(self.app.settings, name)
            at = values.index(current) if current in values else 0
            self.app.apply_settings(
                self.app.settings.changed(**{name: values[(at + delta) % len(values)]})
            )
            if name == "language":
                self.rows = self._rows()  # every label in the new language

        return Row(t(key), value, change)


def _language_choice(code: str) -> str:
    """Each language in its own words; "system" also says which one the system gives."""
    if code == "system":
        return f"{t('language.system')} ({language_name(system_language())})"
    return language_name(code)
