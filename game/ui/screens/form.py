"""A scrollable form of rows: up/down choose, left/right change, typing edits."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.i18n import t
from game.ui import renderer
from game.ui.commands import Activate, Back, Click, Command, Hover, Key, Move
from game.ui.layout import Box, ui_scale
from game.ui.scenes import Scene
from game.ui.screens.common import background, title

if TYPE_CHECKING:
    from game.app import App


@dataclass
class Row:
    """One line of a form."""

    label: str
    value: Callable[[], str]
    change: Callable[[int], None] | None = None  # left/right
    press: Callable[[], None] | None = None  # Enter / click
    edit: Callable[[str], None] | None = None  # typed text (names, seed)
    accent: bool = False


class FormScreen(Scene):
    """A titled, scrollable list of rows."""

    heading = ""
    subtitle = ""
    hint_key = "form.hint"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.rows: list[Row] = []
        self.focus = 0
        self.scroll = 0
        self.error = ""

    def close(self) -> None:
        """Leave the form."""
        self.app.stack.pop()

    # ----------------------------------------------------------------- input
    def _boxes(self, size: tuple[int, int]) -> tuple[list[tuple[int, Box]], int]:
        w, h = size
        s = ui_scale(w, h)
        row_h = round(34 * s)
        top = round(h * 0.26)
        visible = max(3, (h - top - round(40 * s)) // row_h)
        if self.focus < self.scroll:
            self.scroll = self.focus
        elif self.focus >= self.scroll + visible:
            self.scroll = self.focus - visible + 1
        boxes = []
        for i in range(self.scroll, min(len(self.rows), self.scroll + visible)):
            boxes.append((i, Box(round(w * 0.18), top + (i - self.scroll) * row_h,
                                 round(w * 0.64), row_h - round(4 * s))))
        return boxes, visible

    def handle(self, command: Command) -> None:
        """Up/down choose a row, left/right change it, typing edits names and the seed."""
        row = self.rows[self.focus]
        if isinstance(command, Back):
            self.close()
        elif isinstance(command, Move) and command.dy:
            self.focus = (self.focus + command.dy) % len(self.rows)
        elif isinstance(command, Move) and command.dx and row.change:
            row.change(command.dx)
        elif isinstance(command, Activate):
            if row.press:
                row.press()
            elif row.change:
                row.change(1)
        elif isinstance(command, Key) and row.edit:
            if command.name == "backspace":
                row.edit("\b")
            elif command.text and command.text.isprintable():
                row.edit(command.text)
        elif isinstance(command, Click | Hover):
            self._pointer(command)

    def _pointer(self, command: Click | Hover) -> None:
        boxes, _ = self._boxes(self.app.size)
        for index, box in boxes:
            if box.contains(command.x, command.y):
                self.focus = index
                if isinstance(command, Click):
                    row = self.rows[index]
                    if row.press:
                        row.press()
                    elif row.change:
                        row.change(-1 if command.x < box.x + box.w * 0.6 else 1)
                return

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        """The form, the focused row highlighted, hints at the bottom."""
        background(surface)
        title(surface, self.heading, self.subtitle)
        w, h = surface.get_size()
        s = ui_scale(w, h)
        boxes, _ = self._boxes((w, h))
        size = round(19 * s)
        for index, box in boxes:
            row = self.rows[index]
            focused = index == self.focus
            if row.press:
                renderer.button(surface, box, row.label, focused=focused, size=size,
                                accent=row.accent)
                continue
            renderer.panel(surface, box, 210 if focused else 150, 8,
                           renderer.GOLD if focused else None)
            renderer.draw_text(surface, row.label, size, (box.x + 14 * s, box.center[1]),
                               renderer.CREAM, "midleft", max_width=round(box.w * 0.45))
            value = row.value()
            if row.edit and focused and row.change is None:
                value += "_"
            arrows = f"<  {value}  >" if row.change else value
            renderer.draw_text(surface, arrows, size, (box.x + box.w * 0.74, box.center[1]),
                               renderer.GOLD if focused else renderer.WHITE, "center", True,
                               max_width=round(box.w * 0.5))
        hint = self.error or t(self.hint_key)
        renderer.draw_text(surface, hint, round(16 * s), (w / 2, h - 20 * s),
                           renderer.RED if self.error else renderer.DIM, "center")
