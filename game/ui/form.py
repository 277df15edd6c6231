"""A scrollable form of rows: up/down choose, left/right change, typing edits.

Rows marked `pinned` (Start, Back) sit in a footer that never scrolls away; the other
rows scroll with the keys, the mouse wheel, Page Up/Down, Home/End and a scroll bar.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.i18n import t
from game.ui import renderer
from game.ui.commands import Activate, Back, Click, Command, Hover, Key, Move, Scroll
from game.ui.layout import Box, ui_scale
from game.ui.menus import background, title
from game.ui.scenes import Scene

if TYPE_CHECKING:
    from game.app import App


@dataclass
class Row:
    """One line of a form."""

    label: str
    value: Callable[[], str]
    change: Callable[[int], None] | None = None  # left/right
    press: Callable[[], None] | None = None  # Enter / click
    edit: Callable[[str], None] | None = None  # typed text (names, seed, numbers)
    accent: bool = False
    pinned: bool = False  # a footer button: always visible, never scrolled
    reason: str = ""  # why the row does not apply now (shown instead of changing)


@dataclass(frozen=True)
class FormGeometry:
    """Where everything of a form sits for one window size."""

    rows: list[tuple[int, Box]]  # visible scrolling rows: (row index, box)
    footer: list[tuple[int, Box]]  # pinned rows
    visible: int  # how many scrolling rows fit
    area: Box  # the scrolling area
    bar: Box | None  # the scroll bar's thumb, when rows are hidden


class FormScreen(Scene):
    """A titled, scrollable list of rows with a fixed footer."""

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

    # ----------------------------------------------------------------- geometry
    def _scrolling(self) -> list[int]:
        return [i for i, row in enumerate(self.rows) if not row.pinned]

    def _pinned(self) -> list[int]:
        return [i for i, row in enumerate(self.rows) if row.pinned]

    def geometry(self, size: tuple[int, int]) -> FormGeometry:
        """The form laid out for a window size (scroll kept within bounds)."""
        w, h = size
        s = ui_scale(w, h)
        row_h = round(34 * s)
        top = round(h * 0.26)
        pinned = self._pinned()
        footer_h = round(56 * s) if pinned else 0
        bottom = h - round(40 * s) - footer_h
        visible = max(1, (bottom - top) // row_h)
        order = self._scrolling()
        self.scroll = max(0, min(self.scroll, max(0, len(order) - visible)))
        x, width = round(w * 0.18), round(w * 0.64)
        boxes = [
            (index, Box(x, top + n * row_h, width, row_h - round(4 * s)))
            for n, index in enumerate(order[self.scroll : self.scroll + visible])
        ]
        footer: list[tuple[int, Box]] = []
        if pinned:
            gap = round(16 * s)
            button_w = min(round(260 * s), (width - gap * (len(pinned) - 1)) // len(pinned))
            x0 = round(w / 2 - (len(pinned) * button_w + (len(pinned) - 1) * gap) / 2)
            y = h - round(40 * s) - footer_h + round(8 * s)
            footer = [
                (index, Box(x0 + n * (button_w + gap), y, button_w, round(42 * s)))
                for n, index in enumerate(pinned)
            ]
        area = Box(x, top, width, visible * row_h)
        bar = None
        if len(order) > visible:
            thumb_h = max(round(20 * s), area.h * visible // len(order))
            thumb_y = area.y + (area.h - thumb_h) * self.scroll // (len(order) - visible)
            bar = Box(area.right + round(10 * s), thumb_y, round(8 * s), thumb_h)
        return FormGeometry(boxes, footer, visible, area, bar)

    def _show_focus(self) -> None:
        """Scroll so that the focused row is on screen."""
        order = self._scrolling()
        if self.focus not in order:
            return
        at = order.index(self.focus)
        visible = self.geometry(self.app.size).visible
        if at < self.scroll:
            self.scroll = at
        elif at >= self.scroll + visible:
            self.scroll = at - visible + 1

    # ----------------------------------------------------------------- input
    def handle(self, command: Command) -> None:
        """Up/down choose a row, left/right change it, typing edits; the wheel and Page
        Up/Down scroll."""
        row = self.rows[self.focus]
        if isinstance(command, Back):
            self.close()
        elif isinstance(command, Move) and command.dy:
            self.focus = (self.focus + command.dy) % len(self.rows)
            self._show_focus()
        elif isinstance(command, Move) and command.dx and row.change:
            self._change(row, command.dx)
        elif isinstance(command, Activate):
            if row.press:
                row.press()
            elif row.change:
                self._change(row, 1)
        elif isinstance(command, Scroll):
            self.scroll += command.dy
            self.geometry(self.app.size)  # keeps the scroll within the rows
        elif isinstance(command, Key) and command.name in ("page up", "page down", "home", "end"):
            self._page(command.name)
        elif isinstance(command, Key) and command.name == "f1":
            self.help()
        elif isinstance(command, Key) and row.edit and not row.reason:
            if command.name == "backspace":
                row.edit("\b")
            elif command.text and command.text.isprintable():
                row.edit(command.text)
        elif isinstance(command, Click | Hover):
            self._pointer(command)

    def help(self) -> None:
        """F1: nothing by default (the setup screen opens the game's rules)."""

    def _change(self, row: Row, delta: int) -> None:
        if row.reason:
            self.error = row.reason  # say why, instead of changing nothing silently
            return
        if row.change:
            row.change(delta)

    def _page(self, key: str) -> None:
        order = self._scrolling()
        visible = self.geometry(self.app.size).visible
        if not order:
            return
        at = order.index(self.focus) if self.focus in order else 0
        target = {
            "page up": at - visible,
            "page down": at + visible,
            "home": 0,
            "end": len(order) - 1,
        }[key]
        self.focus = order[max(0, min(len(order) - 1, target))]
        self._show_focus()

    def _pointer(self, command: Click | Hover) -> None:
        geometry = self.geometry(self.app.size)
        for index, box in geometry.rows + geometry.footer:
            if box.contains(command.x, command.y):
                self.focus = index
                if isinstance(command, Click):
                    row = self.rows[index]
                    if row.press:
                        row.press()
                    elif row.change:
                        self._change(row, -1 if command.x < box.x + box.w * 0.6 else 1)
                return

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        """The form, the focused row highlighted, the footer, hints at the bottom."""
        background(surface)
        title(surface, self.heading, self.subtitle)
        w, h = surface.get_size()
        s = ui_scale(w, h)
        geometry = self.geometry((w, h))
        size = round(19 * s)
        for index, box in geometry.rows:
            self._draw_row(surface, index, box, size, s)
        for index, box in geometry.footer:
            row = self.rows[index]
            renderer.button(
                surface,
                box,
                row.label,
                focused=index == self.focus,
                size=round(20 * s),
                accent=row.accent,
            )
        if geometry.bar is not None:
            track = Box(geometry.bar.x, geometry.area.y, geometry.bar.w, geometry.area.h)
            renderer.panel(surface, track, 120, geometry.bar.w // 2, None)
            renderer.panel(surface, geometry.bar, 255, geometry.bar.w // 2, renderer.GOLD)
        hint = self.error or t(self.hint_key)
        renderer.draw_text(
            surface,
            hint,
            round(16 * s),
            (w / 2, h - 20 * s),
            renderer.RED if self.error else renderer.DIM,
            "center",
            max_width=round(w * 0.96),
        )

    def _draw_row(self, surface: pygame.Surface, index: int, box: Box, size: int, s: float) -> None:
        row = self.rows[index]
        focused = index == self.focus
        if row.press:
            renderer.button(surface, box, row.label, focused=focused, size=size, accent=row.accent)
            return
        renderer.panel(surface, box, 210 if focused else 150, 8, renderer.GOLD if focused else None)
        label_colour = renderer.DIM if row.reason else renderer.CREAM
        renderer.draw_text(
            surface,
            row.label,
            size,
            (box.x + 14 * s, box.center[1]),
            label_colour,
            "midleft",
            max_width=round(box.w * 0.45),
        )
        if row.reason:
            renderer.draw_text(
                surface,
                row.reason,
                round(size * 0.85),
                (box.x + box.w * 0.74, box.center[1]),
                renderer.DIM,
                "center",
                max_width=round(box.w * 0.5),
            )
            return
        value = row.value()
        if row.edit and focused and row.change is None:
            value += "_"
        arrows = f"<  {value}  >" if row.change else value
        renderer.draw_text(
            surface,
            arrows,
            size,
            (box.x + box.w * 0.74, box.center[1]),
            renderer.GOLD if focused else renderer.WHITE,
            "center",
            True,
            max_width=round(box.w * 0.5),
        )
