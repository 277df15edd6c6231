"""A scrollable form of rows: up/down choose, left/right change, typing edits.

Rows marked `pinned` (Start, Back) sit in a footer that never scrolls away; the other
rows scroll with the keys, the mouse wheel, Page Up/Down, Home/End and a scroll bar.

A number row (`Row.number`) is typed as a whole, as in a desktop form: the first digit
replaces the value, the row shows what was typed, and the number is checked only when the
row is left (another row, a click, Left/Right, a button) or Enter is pressed. Out of its
range it is put back to the nearest allowed number with one sentence saying the range;
nothing typed gives the old value back; Esc drops the typing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.i18n import t
from game.ui import renderer
from game.ui.commands import Activate, Back, Click, Command, Hover, Key, Move, Scroll
from game.ui.keybinds import Keys
from game.ui.layout import Box, grown, text_factor, ui_scale
from game.ui.menus import background, title
from game.ui.scenes import Scene

if TYPE_CHECKING:
    from game.app import App


@dataclass(frozen=True)
class NumberEntry:
    """A number typed as a whole into a row: its range, its current digits (where
    Backspace starts; "" while the value is a word) and what takes a checked number."""

    low: int
    high: int
    digits: Callable[[], str]
    commit: Callable[[int], None]  # may still refuse it (the screen then says why)


DIGITS = frozenset("0123456789")
TYPED_LIMIT = 9  # digits kept while typing: more than any range here needs


def checked_number(entry: NumberEntry, text: str) -> tuple[int | None, bool]:
    """The number a finished typing gives (None: nothing typed, the old value stays) and
    whether it had to be put back into the range."""
    if not text:
        return None, False
    number = int(text)
    fitted = max(entry.low, min(entry.high, number))
    return fitted, fitted != number


@dataclass
class Row:
    """One line of a form."""

    label: str
    value: Callable[[], str]
    change: Callable[[int], None] | None = None  # left/right
    press: Callable[[], None] | None = None  # Enter / click
    edit: Callable[[str], None] | None = None  # typed text, a key at a time (names)
    accent: bool = False
    pinned: bool = False  # a footer button: always visible, never scrolled
    reason: str = ""  # why the row does not apply now (shown instead of changing)
    number: NumberEntry | None = None  # typed whole, checked when the row is left


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
        self.typing: str | None = None  # the digits typed into the focused number row

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
        row_h = round(34 * s * grown(0.4))  # rows grow with the text; the list scrolls
        top = round(h * 0.26)
        pinned = self._pinned()
        footer_h = round(56 * s * grown(0.3)) if pinned else 0
        bottom = h - round(40 * s) - footer_h
        visible = max(1, (bottom - top) // row_h)
        order = self._scrolling()
        self.scroll = max(0, min(self.scroll, max(0, len(order) - visible)))
        width = round(w * 0.64 * grown(0.2))
        x = round(w * 0.18) if text_factor() == 1 else round((w - width) / 2)
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
                (index, Box(x0 + n * (button_w + gap), y, button_w, round(42 * s * grown(0.3))))
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
        if self.typing is not None and not self._keeps_typing(command):
            if isinstance(command, Back):
                self.typing = None  # Esc drops the typing: the old value stays
                return
            if not self.finish_typing() and isinstance(command, Activate | Click):
                return  # the number was put back: the player reads why before going on
            if isinstance(command, Activate) and self.rows[self.focus].number is not None:
                return  # Enter sets the typed number (it does not also step it)
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
        elif self.rules_key(command):
            self.help()
        elif isinstance(command, Key) and row.number is not None and not row.reason:
            self._type_number(row.number, command)
        elif isinstance(command, Key) and row.edit and not row.reason:
            if command.name == "backspace":
                row.edit("\b")
            elif command.text and command.text.isprintable():
                row.edit(command.text)
        elif isinstance(command, Click | Hover):
            self._pointer(command)

    def rules_key(self, command: Command) -> bool:
        """The player's rules key (F1), unless it types into the focused row."""
        row = self.rows[self.focus] if self.rows else None
        types = row is not None and (row.edit is not None or row.number is not None)
        if types and isinstance(command, Key) and command.text and command.text.isprintable():
            return False
        return Keys(self.app.settings.keys).pressed(command, "rules")

    def help(self) -> None:
        """F1: nothing by default (the setup screen opens the game's rules)."""

    # ----------------------------------------------------------------- typed numbers
    def _keeps_typing(self, command: Command) -> bool:
        """True for what does not leave the number row: its digits and Backspace, other
        typed characters (ignored), the wheel, and the pointer resting on the row."""
        if isinstance(command, Key):
            return command.name == "backspace" or bool(command.text and command.text.isprintable())
        if isinstance(command, Scroll):
            return True
        if isinstance(command, Hover | Click):
            # A click on the row being typed in keeps the typing (it does not step it).
            at = self._row_at(command.x, command.y)
            return at == self.focus or (at is None and isinstance(command, Hover))
        return False

    def _type_number(self, entry: NumberEntry, command: Key) -> None:
        if command.name == "backspace":
            # Backspace edits the number shown; the first digit typed replaces it (as a
            # desktop field selects its whole value when it gets the focus).
            start = entry.digits() if self.typing is None else self.typing
            self.typing = start[:-1]
        elif command.text in DIGITS:
            typed = (self.typing or "") + command.text
            self.typing = typed[:TYPED_LIMIT]
        else:
            return
        self.error = ""

    def finish_typing(self) -> bool:
        """Check and set the number typed into the focused row (when it is left or on
        Enter): False when it had to be put back into its range (the form says so)."""
        text, self.typing = self.typing, None
        row = self.rows[self.focus]
        entry = row.number
        if text is None or entry is None:
            return True
        number, fitted = checked_number(entry, text)
        if number is None:
            return True  # nothing typed: the old value stays
        entry.commit(number)
        if fitted:
            self.error = t(
                "form.out_of_range",
                label=row.label,
                low=entry.low,
                high=entry.high,
                value=number,
            )
            return False
        return not self.error

    def _change(self, row: Row, delta: int) -> None:
        if row.reason:
            self.error = row.reason  # say why, instead of changing nothing silently
            return
        if row.change:
            row.change(delta)
            # A change may resize the rows (Text size): keep the row being changed in view.
            self._show_focus()

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

    def _row_at(self, x: int, y: int) -> int | None:
        """The row under the pointer, if any."""
        geometry = self.geometry(self.app.size)
        for index, box in geometry.rows + geometry.footer:
            if box.contains(x, y):
                return index
        return None

    def _pointer(self, command: Click | Hover) -> None:
        geometry = self.geometry(self.app.size)
        for index, box in geometry.rows + geometry.footer:
            if box.contains(command.x, command.y):
                clicked_typing = self.focus == index and self.typing is not None
                self.focus = index
                if isinstance(command, Click) and not clicked_typing:
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
        hint = self.error or Keys(self.app.settings.keys).text(self.hint_key, "rules")
        entry = self.rows[self.focus].number if self.rows else None
        if not self.error and self.typing is not None and entry is not None:
            hint = t("form.typing", low=entry.low, high=entry.high)
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
        typing = focused and self.typing is not None and row.number is not None
        if typing:
            value = f"{self.typing}_"  # what was typed, as typed, until the row is left
        elif row.edit and focused and row.change is None:
            value += "_"
        arrows = f"<  {value}  >" if row.change and not typing else value
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
