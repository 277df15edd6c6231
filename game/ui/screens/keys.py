"""The Keys page (Settings > Keys): every command with the player's key for it; Enter on
a row, then the new key. A key another command has, or a fixed one, is refused with a
sentence; Esc cancels; the table uses a new key at once (it reads the settings)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import t
from game.ui import renderer
from game.ui.commands import Activate, Back, Click, Command, Hover, Key, Move, Scroll
from game.ui.form import FormScreen, Row
from game.ui.keybinds import (
    Keys,
    caption,
    chord_of,
    command_label,
    defaults,
    lone_modifier,
    valid_chord,
)
from game.ui.layout import Box

if TYPE_CHECKING:
    from game.app import App


def rebound(own: dict[str, str], command: str, chord: str) -> dict[str, str]:
    """The player's keys with `command` on `chord` (its lone default key needs no entry)."""
    kept = {c: k for c, k in own.items() if c != command}
    if defaults().get(command) != (chord,):
        kept[command] = chord
    return kept


class KeysScreen(FormScreen):
    """Each command and its key; Enter then a key changes it; a row resets them all."""

    hint_key = "keys.page.hint"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.waiting: str | None = None  # the command whose new key is awaited
        self.rows = self._rows()

    @property
    def keys(self) -> Keys:
        """The keys in use now."""
        return Keys(self.app.settings.keys)

    def _rows(self) -> list[Row]:
        self.heading = t("keys.page.title")
        self.subtitle = t("keys.page.subtitle")
        fixed = [
            Row(t("keys.page.back_row"), lambda: "", reason=t("keys.page.fixed", keycap="Esc")),
            Row(
                t("keys.page.act_row"),
                lambda: "",
                reason=t("keys.page.fixed", keycap=t("keys.page.act_keys")),
            ),
        ]
        return [
            *(self._row(command) for command in defaults()),
            *fixed,
            Row(t("keys.page.reset"), lambda: "", press=self.reset),
            Row(t("menu.back"), lambda: "", press=self.close, accent=True, pinned=True),
        ]

    def _row(self, command: str) -> Row:
        def value() -> str:
            if self.waiting == command:
                return t("keys.page.press")
            return self.keys.caption(command) or t("keys.page.none")

        return Row(command_label(command), value, press=lambda: self.wait_for(command))

    # ----------------------------------------------------------------- changing a key
    def wait_for(self, command: str) -> None:
        """The next key pressed becomes `command`'s (Esc cancels)."""
        self.waiting, self.error = command, ""
        self.hint_key = "keys.page.waiting_hint"

    def stop_waiting(self) -> None:
        """Back to choosing rows."""
        self.waiting = None
        self.hint_key = "keys.page.hint"

    def choose(self, command: str, chord: str) -> bool:
        """Give `command` the key `chord`: False (and the sentence why) when it is fixed or
        another command's; nothing changes then."""
        keys = self.keys
        if not valid_chord(chord):
            self.error = t("keys.page.reserved", keycap=caption(chord))
            return False
        other = keys.clash(command, chord)
        if other is not None:
            self.error = t("keys.page.taken", keycap=caption(chord), other=command_label(other))
            return False
        own = rebound(dict(self.app.settings.keys), command, chord)
        self.app.apply_settings(self.app.settings.changed(keys=own))
        self.error = ""
        return True

    def reset(self) -> None:
        """Every command back on its default keys."""
        self.stop_waiting()
        self.error = ""
        self.app.apply_settings(self.app.settings.changed(keys={}))

    # ----------------------------------------------------------------- drawing
    def _draw_row(self, surface: pygame.Surface, index: int, box: Box, size: int, s: float) -> None:
        """A command's row: its name and its keys (the awaited one in gold); the other
        rows as every form draws them."""
        commands = list(defaults())
        if index >= len(commands):
            super()._draw_row(surface, index, box, size, s)
            return
        row = self.rows[index]
        focused = index == self.focus
        waiting = self.waiting == commands[index]
        renderer.panel(surface, box, 210 if focused else 150, 8, renderer.GOLD if focused else None)
        renderer.draw_text(
            surface,
            row.label,
            size,
            (box.x + 14 * s, box.center[1]),
            renderer.CREAM,
            "midleft",
            max_width=round(box.w * 0.45),
        )
        renderer.draw_text(
            surface,
            row.value(),
            size,
            (box.x + box.w * 0.74, box.center[1]),
            renderer.GOLD if focused or waiting else renderer.WHITE,
            "center",
            True,
            max_width=round(box.w * 0.5),
        )

    # ----------------------------------------------------------------- input
    def handle(self, command: Command) -> None:
        """While a key is awaited: Esc or a click cancels, a key is tried (a refused one
        says why and the page waits on); otherwise as every form."""
        waiting = self.waiting
        if waiting is None:
            super().handle(command)
            return
        if isinstance(command, Back | Click):
            self.stop_waiting()
            self.error = ""
        elif isinstance(command, Key):
            if lone_modifier(command):
                return  # Ctrl or Shift alone: the key they go with comes next
            if self.choose(waiting, chord_of(command)):
                self.stop_waiting()
        elif isinstance(command, Activate):
            name = "space" if command.space else "return"
            if not command.repeat:  # the Enter that opened the wait, still held
                self.error = t("keys.page.reserved", keycap=caption(name))
        elif isinstance(command, Move):
            arrow = {(-1, 0): "left", (1, 0): "right", (0, -1): "up", (0, 1): "down"}
            self.error = t(
                "keys.page.reserved", keycap=caption(arrow.get((command.dx, command.dy), "up"))
            )
        elif isinstance(command, Hover | Scroll):
            return
