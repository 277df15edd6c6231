"""The end of a match at the table: the result, the score deal by deal as a chart, and
Rematch / New setup / Main menu.

A layer of the table (game.ui.table.layers) while its controller is in MATCH_OVER; the
panel's keyboard focus lives here (one panel per table)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game import assets
from game.i18n import t
from game.ui import renderer
from game.ui.commands import Activate, Click, Command, Hover, Move
from game.ui.controller import HANDOVER_GUARD
from game.ui.keybinds import Keys
from game.ui.layout import Box, centered, ui_scale
from game.ui.setup_model import new_seed
from game.ui.table.score_chart import draw_score_chart

if TYPE_CHECKING:
    from game.ui.table.screen import TableScreen

CHOICES = ("rematch", "new_setup", "menu")
CHART_H = 300  # the score chart's height at the design size (the panel grows by it)
LINE_H = 40  # a result line's height at the design size


class MatchOverPanel:
    """The result lines, the Review button and three choices; Left/Right or Tab move,
    Enter or a click act.

    Leaving the result is a deliberate choice: a rematch or a new setup ends this table
    at once, and the Enter that closed the last summary is often pressed twice or held.
    So, as a polished game's results screen does, the choices take no input for a guard
    time after the panel opens (drawn greyed meanwhile, like the hand-over's button), and
    none is focused until the player moves the focus or points at one: a first Enter only
    puts the focus on Rematch, a second one (after the guard) plays it."""

    def __init__(self, table: TableScreen) -> None:
        self.table = table
        self.focus: int | None = None
        self.opened: tuple[object, float] | None = None  # (the final state, when it showed)

    def _since(self) -> float:
        """When the result of the present final state was first shown or handled."""
        state, now = self.table.controller.state, self.table.app.now()
        if self.opened is None or self.opened[0] is not state:
            self.opened = (state, now)
            self.focus = None
        return self.opened[1]

    def ready(self) -> bool:
        """True once the panel has been up longer than its guard time."""
        return self.table.app.now() - self._since() >= HANDOVER_GUARD

    def box(self, size: tuple[int, int], lines: int) -> Box:
        """The panel: wide enough for the result, tall enough for the score chart, the
        Review button, the choices and the line saying how to choose."""
        w, h = size
        s = ui_scale(w, h)
        tall = (230 + LINE_H * lines + CHART_H) * s
        # Small windows: wider than the design's share, so the result lines and the
        # chart's legend are not cut (the text does not shrink below its minimum).
        return centered(w / 2, h / 2, min(w * 0.9, 720 * max(s, 0.75)), min(h * 0.9, tall))

    def _below(self, size: tuple[int, int], lines: int) -> Box:
        """The room under the result lines and above the Review button."""
        s = ui_scale(*size)
        panel = self.box(size, lines)
        top = panel.y + round((80 + LINE_H * max(0, lines - 1) + 26) * s)
        bottom = self.review_box(size).y - round(14 * s)
        return Box(panel.x + round(24 * s), top, panel.w - round(48 * s), max(0, bottom - top))

    def beside(self, size: tuple[int, int], lines: int) -> bool:
        """True when many lines (many players) leave too little height under them for
        the chart: it goes beside them instead."""
        return self._below(size, lines).h < round(CHART_H * ui_scale(*size) / 2)

    def chart_box(self, size: tuple[int, int], lines: int) -> Box:
        """The score chart's place: under the result lines, above the Review button, as
        wide as the panel's inside (the Review row keeps room beside its button), or
        right of the lines' column (see `beside`)."""
        below = self._below(size, lines)
        if not self.beside(size, lines):
            return below
        s = ui_scale(*size)
        panel = self.box(size, lines)
        left = panel.x + round(24 * s) + self.line_column(size, lines)[1]
        top = panel.y + round(60 * s)
        return Box(left, top, panel.right - round(24 * s) - left, below.bottom - top)

    def line_column(self, size: tuple[int, int], lines: int) -> tuple[int, int]:
        """Where the result lines are centred and how wide they may be: the panel's
        width, or a column as wide as the widest line when the chart is beside them."""
        panel = self.box(size, lines)
        if not self.beside(size, lines):
            return panel.center[0], panel.w - 24
        s = ui_scale(*size)
        widest = max(
            (
                assets.text_width(line, max(renderer.MIN_TEXT, round(22 * s)), i == 0)
                for i, line in enumerate(self._lines())
            ),
            default=0,
        )
        width = min(widest + round(24 * s), (panel.w - round(48 * s)) // 2)
        return panel.x + round(24 * s) + width // 2, width

    def buttons(self, size: tuple[int, int], lines: int) -> list[Box]:
        """The three choices in a row near the bottom of the panel."""
        s = ui_scale(*size)
        panel = self.box(size, lines)
        gap = round(14 * s)
        width = (panel.w - round(40 * s) - 2 * gap) // 3
        y = panel.bottom - round(90 * s)
        return [
            Box(panel.x + round(20 * s) + i * (width + gap), y, width, round(46 * s))
            for i in range(len(CHOICES))
        ]

    def review_box(self, size: tuple[int, int]) -> Box:
        """The Review button's place: above the choices, under the result, left of
        Play again (the two centred as a pair)."""
        s = ui_scale(*size)
        first = self.buttons(size, len(self._lines()))[0]
        w = round(260 * s)
        h = round(40 * s)
        return Box(size[0] // 2 - w - round(7 * s), first.y - h - round(14 * s), w, h)

    def again_box(self, size: tuple[int, int]) -> Box | None:
        """Play again (a deal of this match, the last one first): right of Review."""
        review = self.review_box(size)
        return Box(review.right + round(14 * ui_scale(*size)), review.y, review.w, review.h)

    def _lines(self) -> list[str]:
        return self.table.presenter.match_result(self.table.controller.state)

    # ----------------------------------------------------------------- input
    def handle(self, command: Command) -> None:
        """Move the focus, press a button (never during the guard time)."""
        if not self.ready():
            return
        size = self.table.app.size
        if isinstance(command, Move) and (command.dx or command.dy):
            step = command.dx or command.dy
            if self.focus is None:  # the first arrow shows the first (or last) choice
                self.focus = 0 if step > 0 else len(CHOICES) - 1
            else:
                self.focus = (self.focus + step) % len(CHOICES)
        elif isinstance(command, Activate):
            if self.focus is None:
                self.focus = 0  # the first Enter shows where the focus is; it acts on none
            else:
                self.choose(CHOICES[self.focus])
        elif isinstance(command, Click | Hover):
            for index, box in enumerate(self.buttons(size, len(self._lines()))):
                if box.contains(command.x, command.y):
                    self.focus = index
                    if isinstance(command, Click):
                        self.choose(CHOICES[index])
                    return

    def choose(self, choice: str) -> None:
        """Rematch (same table, a new deal number), the setup of this game, or the menu."""
        app, setup = self.table.app, self.table.setup
        if choice == "rematch":
            app.reset("table", replace(setup, seed=new_seed(), assists=frozenset()))
            return
        # Leaving the stack closes this table (its bot worker stops at once).
        app.reset("menu")
        if choice == "new_setup":
            app.open("setup", setup.game)

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        """Dim the table; the opaque panel with the result, the choices and how to choose."""
        renderer.dim_screen(surface, 170)
        size = surface.get_size()
        s = ui_scale(*size)
        lines = self._lines()
        box = self.box(size, len(lines))
        renderer.panel(surface, box, 255, 16, renderer.GOLD)
        renderer.draw_text(
            surface,
            t("match.over"),
            round(30 * s),
            (box.center[0], box.y + 34 * s),
            renderer.GOLD,
            "center",
            True,
            max_width=box.w - 24,
        )
        centre, width = self.line_column(size, len(lines))
        for i, line in enumerate(lines):
            renderer.draw_text(
                surface,
                line,
                round(22 * s),
                (centre, box.y + (80 + LINE_H * i) * s),
                renderer.GOLD if i == 0 else renderer.WHITE,
                "center",
                i == 0,
                max_width=width,
            )
        draw_score_chart(surface, self.table, self.chart_box(size, len(lines)), s)
        ready = self.ready()
        for index, button in enumerate(self.buttons(size, len(lines))):
            renderer.button(
                surface,
                button,
                t(f"match.{CHOICES[index]}"),
                size=round(19 * s),
                enabled=ready,
                focused=index == self.focus,
                accent=index == 0,
            )
        renderer.panel_footer(
            surface, box, Keys(self.table.app.settings.keys).text("match.how", "next_group"), s, 22
        )
