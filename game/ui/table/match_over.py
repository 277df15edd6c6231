"""The end of a match at the table: the result and Rematch / New setup / Main menu.

A layer of the table (game.ui.table.layers) while its controller is in MATCH_OVER; the
panel's keyboard focus lives here (one panel per table)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.i18n import t
from game.ui import renderer
from game.ui.commands import Activate, Click, Command, Hover, Move
from game.ui.layout import Box, centered, ui_scale
from game.ui.setup_model import new_seed

if TYPE_CHECKING:
    from game.ui.table.screen import TableScreen

CHOICES = ("rematch", "new_setup", "menu")


class MatchOverPanel:
    """The result lines and three buttons; Left/Right or Tab move, Enter or a click act."""

    def __init__(self, table: TableScreen) -> None:
        self.table = table
        self.focus = 0

    def box(self, size: tuple[int, int], lines: int) -> Box:
        """The panel: wide enough for the result, tall enough for the buttons."""
        w, h = size
        s = ui_scale(w, h)
        return centered(w / 2, h / 2, min(w * 0.9, 720 * s), min(h * 0.9, (180 + 40 * lines) * s))

    def buttons(self, size: tuple[int, int], lines: int) -> list[Box]:
        """The three buttons along the bottom of the panel."""
        s = ui_scale(*size)
        panel = self.box(size, lines)
        gap = round(14 * s)
        width = (panel.w - round(40 * s) - 2 * gap) // 3
        y = panel.bottom - round(66 * s)
        return [
            Box(panel.x + round(20 * s) + i * (width + gap), y, width, round(46 * s))
            for i in range(len(CHOICES))
        ]

    def _lines(self) -> list[str]:
        return self.table.presenter.match_result(self.table.controller.state)

    # ----------------------------------------------------------------- input
    def handle(self, command: Command) -> None:
        """Move the focus, press a button."""
        size = self.table.app.size
        if isinstance(command, Move) and (command.dx or command.dy):
            self.focus = (self.focus + (command.dx or command.dy)) % len(CHOICES)
        elif isinstance(command, Activate):
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
        """Dim the table; the panel with the result and the buttons."""
        renderer.dim_screen(surface, 170)
        size = surface.get_size()
        s = ui_scale(*size)
        lines = self._lines()
        box = self.box(size, len(lines))
        renderer.panel(surface, box, 240, 16, renderer.GOLD)
        renderer.draw_text(
            surface,
            t("match.over"),
            round(30 * s),
            (box.center[0], box.y + 34 * s),
            renderer.GOLD,
            "center",
            True,
        )
        for i, line in enumerate(lines):
            renderer.draw_text(
                surface,
                line,
                round(22 * s),
                (box.center[0], box.y + (80 + 40 * i) * s),
                renderer.GOLD if i == 0 else renderer.WHITE,
                "center",
                i == 0,
                max_width=box.w - 24,
            )
        for index, button in enumerate(self.buttons(size, len(lines))):
            renderer.button(
                surface,
                button,
                t(f"match.{CHOICES[index]}"),
                size=round(19 * s),
                focused=index == self.focus,
                accent=index == 0,
            )
