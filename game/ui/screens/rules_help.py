"""The rules screen: the game's help document in tabs, scrollable, with real card images.

The document (game/help) is pure data of catalog keys; this screen lays it out for the
window size and language, caches that layout, and draws the visible part each frame.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game import assets
from game.core.cards import Card
from game.help import help_document
from game.help.document import CardRow, HelpDocument, Paragraph, Text, ValueTable
from game.i18n import language, t
from game.ui import renderer
from game.ui.commands import Activate, Back, Click, Command, Key, Move, Scroll
from game.ui.layout import Box, ui_scale
from game.ui.menus import background
from game.ui.renderer import wrap_text
from game.ui.scenes import Scene

if TYPE_CHECKING:
    from game.app import App
    from game.ui.setup_model import TableSetup

# Characters that must not start a line (Japanese line breaking, simplified).


def resolve(item: Text | str) -> str:
    """The text of a help Text in the current language (nested parameters resolved too)."""
    if isinstance(item, str):
        return item
    params = {
        name: resolve(value) if isinstance(value, Text) else value for name, value in item.params
    }
    return t(item.key, **params)


@dataclass(frozen=True, slots=True)
class Item:
    """One drawable piece of a laid-out page, at a y inside the scrolling content."""

    kind: str  # "text", "card", "shade"
    x: int
    y: int
    w: int
    h: int
    content: str = ""
    card: Card | None = None
    size: int = 0
    colour: tuple[int, int, int] = renderer.WHITE
    bold: bool = False
    anchor: str = "topleft"


@dataclass(frozen=True, slots=True)
class PageLayout:
    """A page laid out for one width: its items and the total content height."""

    items: tuple[Item, ...]
    height: int


class RulesScreen(Scene):
    """The rules of the table's game with its options: tabs per topic, scrollable."""

    def __init__(
        self,
        app: App,
        setup: TableSetup,
        face_style: str = "french",
    ) -> None:
        super().__init__(app)
        # From a table, or (game select, setup) from a setup not yet played: its rules
        # drawn in the faces its table shows (or would show).
        self.game_name = setup.game.name
        self.seats = len(setup.seats)
        self.face_style = face_style
        self.document: HelpDocument = help_document(
            setup.game.id, setup.options_model(), self.seats, self.face_style
        )
        self.page = 0
        self.scroll = 0.0
        self._cache: dict[tuple[int, int, int, str], PageLayout] = {}

    # ----------------------------------------------------------------- geometry
    def frame(self, size: tuple[int, int] | None = None) -> dict[str, Box]:
        """The screen's fixed boxes: tabs row, content viewport, back button."""
        w, h = size or self.app.size
        s = ui_scale(w, h)
        margin = round(max(24 * s, w * 0.05))
        tabs = Box(margin, round(92 * s), w - 2 * margin, round(40 * s))
        content = Box(
            margin,
            tabs.bottom + round(14 * s),
            w - 2 * margin,
            h - tabs.bottom - round(14 * s) - round(64 * s),
        )
        back = Box(w - margin - round(150 * s), h - round(52 * s), round(150 * s), round(40 * s))
        return {"tabs": tabs, "content": content, "back": back}

    def tab_boxes(self, size: tuple[int, int] | None = None) -> list[Box]:
        """One box per page in the tabs row."""
        row = self.frame(size)["tabs"]
        count = len(self.document.pages)
        gap = round(8 * ui_scale(*(size or self.app.size)))
        width = (row.w - gap * (count - 1)) // count
        return [Box(row.x + i * (width + gap), row.y, width, row.h) for i in range(count)]

    def page_layout(self, size: tuple[int, int] | None = None) -> PageLayout:
        """The current page laid out for the window (cached per size and language)."""
        size = size or self.app.size
        key = (self.page, size[0], size[1], language())
        if key not in self._cache:
            self._cache[key] = self._lay_out(self.page, size)
        return self._cache[key]

    def max_scroll(self, size: tuple[int, int] | None = None) -> int:
        """How far the current page can scroll."""
        view = self.frame(size)["content"]
        return max(0, self.page_layout(size).height - view.h)

    def _lay_out(self, page_index: int, size: tuple[int, int]) -> PageLayout:
        s = ui_scale(*size)
        # Room for the scroll bar; long lines are hard to read, so text stops at 980 px.
        width = min(self.frame(size)["content"].w - round(24 * s), round(980 * s))
        body = round(20 * s)
        items: list[Item] = []
        y = round(6 * s)
        for block in self.document.pages[page_index].blocks:
            if isinstance(block, Paragraph):
                colour = renderer.GOLD if block.changed else renderer.WHITE
                y = self._text_lines(items, resolve(block.text), body, width, y, colour)
            elif isinstance(block, CardRow):
                y = self._card_row(items, block, width, y, s)
            else:
                y = self._value_table(items, block, width, y, s)
            y += round(14 * s)
        return PageLayout(tuple(items), y)

    def _text_lines(
        self,
        items: list[Item],
        content: str,
        size: int,
        width: int,
        y: int,
        colour: tuple[int, int, int],
        bold: bool = False,
        x: int = 0,
    ) -> int:
        step = round(renderer.px(size) * 1.35)
        for line in wrap_text(content, size, width, bold):
            items.append(Item("text", x, y, width, step, line, size=size, colour=colour, bold=bold))
            y += step
        return y

    def _card_row(self, items: list[Item], row: CardRow, width: int, y: int, s: float) -> int:
        colour = renderer.GOLD if row.changed else renderer.CREAM
        y = self._text_lines(items, resolve(row.title), round(20 * s), width, y, colour, True)
        y += round(6 * s)
        count = max(1, len(row.cards))
        gap = round(10 * s)
        card_w = min(round(76 * s), (width - gap * (count - 1)) // count)
        card_h = round(card_w * assets.CARD_RATIO)
        caption = round(17 * s)
        for index, (card, label) in enumerate(zip(row.cards, row.captions, strict=True)):
            x = index * (card_w + gap)
            items.append(Item("card", x, y, card_w, card_h, card=card))
            text_ = resolve(label)
            if text_:
                items.append(
                    Item(
                        "text",
                        x + card_w // 2,
                        y + card_h + round(4 * s),
                        card_w,
                        caption,
                        text_,
                        size=caption,
                        colour=renderer.GOLD,
                        bold=True,
                        anchor="midtop",
                    )
                )
        return y + card_h + round(8 * s) + caption

    def _value_table(
        self, items: list[Item], table: ValueTable, width: int, y: int, s: float
    ) -> int:
        colour = renderer.GOLD if table.changed else renderer.CREAM
        y = self._text_lines(items, resolve(table.title), round(20 * s), width, y, colour, True)
        size = round(19 * s)
        value_w = round(min(width * 0.25, 180 * s))
        label_w = min(width - value_w, round(720 * s))
        for index, (label, value) in enumerate(table.rows):
            start = y
            lines: list[Item] = []
            y = self._text_lines(
                lines,
                resolve(label),
                size,
                label_w - round(16 * s),
                y,
                renderer.WHITE,
                x=round(12 * s),
            )
            if index % 2 == 0:
                items.append(Item("shade", 0, start, label_w + value_w, y - start))
            items += lines
            items.append(
                Item(
                    "text",
                    label_w + value_w - round(12 * s),
                    start,
                    value_w,
                    y - start,
                    resolve(value),
                    size=size,
                    colour=colour,
                    bold=True,
                    anchor="topright",
                )
            )
        return y

    # ----------------------------------------------------------------- input
    def handle(self, command: Command) -> None:
        """Tabs with Left/Right/Tab or a click; scrolling with Up/Down, wheel, PgUp/PgDn."""
        size = self.app.size
        view = self.frame(size)["content"]
        line = round(40 * ui_scale(*size))
        if isinstance(command, Back | Activate):
            self.app.stack.pop()
        elif isinstance(command, Move) and command.dx:
            self.select(self.page + command.dx)
        elif isinstance(command, Move | Scroll):
            self.scroll_by(command.dy * line)
        elif isinstance(command, Key):
            self._key(command, view.h)
        elif isinstance(command, Click):
            self._click(command)

    def _key(self, key: Key, page: int) -> None:
        if key.name == "tab":
            self.select(self.page + 1)
        elif key.name == "page down":
            self.scroll_by(page * 0.9)
        elif key.name == "page up":
            self.scroll_by(-page * 0.9)
        elif key.name == "home":
            self.scroll = 0.0
        elif key.name == "end":
            self.scroll = float(self.max_scroll())
        elif key.name.isdigit() and 1 <= int(key.name) <= len(self.document.pages):
            self.select(int(key.name) - 1)

    def _click(self, click: Click) -> None:
        if self.frame()["back"].contains(click.x, click.y):
            self.app.stack.pop()
            return
        for index, box in enumerate(self.tab_boxes()):
            if box.contains(click.x, click.y):
                self.select(index)

    def select(self, page: int) -> None:
        """Show another page (wrapping around), from its top."""
        self.page = page % len(self.document.pages)
        self.scroll = 0.0

    def scroll_by(self, pixels: float) -> None:
        """Scroll the page, kept between its top and its end."""
        self.scroll = max(0.0, min(float(self.max_scroll()), self.scroll + pixels))

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        """Title, tabs, the visible part of the page, scroll bar, keys and Back."""
        background(surface)
        size = surface.get_size()
        w, h = size
        s = ui_scale(w, h)
        boxes = self.frame(size)
        renderer.draw_text(
            surface,
            t("help.title", name=self.game_name),
            round(40 * s),
            (w / 2, 14 * s),
            renderer.GOLD,
            "midtop",
            True,
            max_width=w - 40,
        )
        renderer.draw_text(
            surface,
            t("help.subtitle", seats=self.seats),
            round(18 * s),
            (w / 2, 62 * s),
            renderer.CREAM,
            "midtop",
            max_width=w - 40,
        )
        for index, (box, page) in enumerate(
            zip(self.tab_boxes(size), self.document.pages, strict=True)
        ):
            renderer.button(
                surface,
                box,
                resolve(page.title),
                focused=index == self.page,
                accent=index == self.page,
                size=round(19 * s),
            )
        view = boxes["content"]
        renderer.panel(
            surface, Box(view.x - round(10 * s), view.y, view.w + round(20 * s), view.h), 190
        )
        self.scroll = max(0.0, min(self.scroll, float(self.max_scroll(size))))
        self._draw_page(surface, view, s)
        renderer.draw_text(
            surface,
            t("help.keys"),
            round(16 * s),
            (boxes["content"].x, h - 32 * s),
            renderer.DIM,
            "midleft",
            max_width=boxes["back"].x - boxes["content"].x - round(16 * s),
        )
        renderer.button(surface, boxes["back"], t("help.back"), size=round(19 * s))

    def _draw_page(self, surface: pygame.Surface, view: Box, s: float) -> None:
        layout = self.page_layout(surface.get_size())
        top = view.y + round(8 * s)
        inner = Box(view.x, view.y + round(4 * s), view.w, view.h - round(8 * s))
        previous = surface.get_clip()
        surface.set_clip(pygame.Rect(inner.tuple()))
        offset = round(self.scroll)
        for item in layout.items:
            y = top + item.y - offset
            if y + item.h < inner.y or y > inner.bottom:
                continue
            x = view.x + item.x
            if item.kind == "card" and item.card is not None:
                renderer.shadow(surface, Box(x, y, item.w, item.h), 3)
                renderer.card(surface, item.card, Box(x, y, item.w, item.h), self.face_style)
            elif item.kind == "shade":
                renderer.panel(surface, Box(x, y, item.w, item.h), 90, 6, None)
            else:
                renderer.draw_text(
                    surface,
                    item.content,
                    item.size,
                    (x, y),
                    item.colour,
                    item.anchor,
                    item.bold,
                    max_width=item.w,
                )
        surface.set_clip(previous)
        limit = self.max_scroll(surface.get_size())
        if limit:
            track = Box(view.right - round(10 * s), inner.y, round(6 * s), inner.h)
            pygame.draw.rect(surface, (60, 80, 70), pygame.Rect(track.tuple()), border_radius=3)
            knob_h = max(round(30 * s), round(inner.h * inner.h / (inner.h + limit)))
            knob_y = inner.y + round((inner.h - knob_h) * self.scroll / limit)
            pygame.draw.rect(
                surface,
                renderer.GOLD,
                pygame.Rect(track.x, knob_y, track.w, knob_h),
                border_radius=3,
            )
