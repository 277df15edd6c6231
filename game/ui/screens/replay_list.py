"""A list of deals to play again: the deals of a finished match (from its result) or the
recently played deals of every match (from the statistics). Each entry opens a replay on
top of this list; leaving the replay comes back here. Long lists scroll."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.analysis.archive import load_archive
from game.games import ALL_GAMES
from game.i18n import t
from game.saves import SaveGame
from game.ui import renderer
from game.ui.commands import Activate, Back, Click, Command, Hover, Move, Scroll
from game.ui.layout import Box, ui_scale
from game.ui.menus import back_button_box, background, title
from game.ui.replay import play_again
from game.ui.scenes import Scene

if TYPE_CHECKING:
    from game.app import App

Entry = tuple[str, Callable[[], None]]  # the label and what choosing it does
RECENT = 30  # how many archived deals the statistics' list offers, newest first


def recent_entries(app: App) -> list[Entry]:
    """The archived deals, newest first, each opening its replay from the deal's start;
    a bad archive file is put aside with a notice (and the list is empty)."""
    loaded = load_archive()
    app.notices.post(loaded.notice, keep=True)
    names = dict(ALL_GAMES)
    entries: list[Entry] = []
    for archived in reversed(loaded.value.deals[-RECENT:]):
        label = t(
            "replay.recent_item",
            game=names.get(archived.save.game, archived.save.game),
            n=archived.deal + 1,
            when=archived.played_at[:16].replace("T", " "),
        )

        def start(save: SaveGame = archived.save, deal: int = archived.deal) -> None:
            play_again(app, save, deal)

        entries.append((label, start))
    return entries


class ReplayList(Scene):
    """Up/Down (or the wheel) move, Enter or a click plays the deal, Esc goes back."""

    def __init__(self, app: App, heading: str, entries: list[Entry], empty: str) -> None:
        super().__init__(app)
        self.heading = heading
        self.entries = entries
        self.empty = empty
        self.focus = 0
        self.top = 0  # the first entry shown
        self.back_focused = False

    # ----------------------------------------------------------------- geometry
    def boxes(self, size: tuple[int, int]) -> list[Box]:
        """The places of the entries shown now (from `top`), one under the other."""
        w, h = size
        s = ui_scale(w, h)
        row_h, gap = round(44 * s), round(8 * s)
        y0 = round(h * 0.27)
        bottom = back_button_box(size).y - round(30 * s)
        fits = max(1, (bottom - y0 + gap) // (row_h + gap))
        width = round(min(w * 0.8, 640 * s))
        shown = self.entries[self.top : self.top + fits]
        return [
            Box((w - width) // 2, y0 + i * (row_h + gap), width, row_h) for i in range(len(shown))
        ]

    def _room(self) -> int:
        top, self.top = self.top, 0
        try:
            return len(self.boxes(self.app.size)) if self.entries else 1
        finally:
            self.top = top

    def _show_focus(self) -> None:
        fits = self._room()
        if self.focus < self.top:
            self.top = self.focus
        elif self.focus >= self.top + fits:
            self.top = self.focus - fits + 1

    # ----------------------------------------------------------------- input
    def handle(self, command: Command) -> None:
        """Arrows and the wheel move, Enter or a click plays, Esc or Back returns."""
        if isinstance(command, Back):
            self.app.stack.pop()
        elif isinstance(command, Move) and command.dy and self.entries:
            self.focus = (self.focus + command.dy) % len(self.entries)
            self._show_focus()
        elif isinstance(command, Scroll) and self.entries:
            most = max(0, len(self.entries) - self._room())
            self.top = max(0, min(most, self.top - command.dy))
        elif isinstance(command, Activate) and self.entries and not command.repeat:
            self.entries[self.focus][1]()
        elif isinstance(command, Click | Hover):
            size = self.app.size
            self.back_focused = back_button_box(size).contains(command.x, command.y)
            if self.back_focused:
                if isinstance(command, Click):
                    self.app.stack.pop()
                return
            for i, box in enumerate(self.boxes(size)):
                if box.contains(command.x, command.y):
                    self.focus = self.top + i
                    if isinstance(command, Click):
                        self.entries[self.focus][1]()
                    return

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        """Title, the entries shown, Back and the keys."""
        background(surface)
        title(surface, self.heading)
        size = surface.get_size()
        s = ui_scale(*size)
        w, h = size
        if not self.entries:
            renderer.draw_text(
                surface,
                self.empty,
                round(20 * s),
                (w / 2, h * 0.4),
                renderer.CREAM,
                "center",
                max_width=round(w * 0.8),
            )
        for i, box in enumerate(self.boxes(size)):
            index = self.top + i
            renderer.button(
                surface,
                box,
                self.entries[index][0],
                size=round(18 * s),
                focused=index == self.focus,
            )
        if self.top > 0 or self.top + len(self.boxes(size)) < len(self.entries):
            renderer.draw_text(
                surface,
                t(
                    "replay.more",
                    first=self.top + 1,
                    last=self.top + len(self.boxes(size)),
                    total=len(self.entries),
                ),
                round(15 * s),
                (w / 2, back_button_box(size).y - round(16 * s)),
                renderer.DIM,
                "center",
            )
        renderer.button(
            surface,
            back_button_box(size),
            t("menu.back"),
            size=round(20 * s),
            focused=self.back_focused,
        )
        renderer.draw_text(
            surface,
            t("replay.list_keys"),
            round(16 * s),
            (w / 2, h - 20 * s),
            renderer.DIM,
            "center",
        )
