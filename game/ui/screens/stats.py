"""The statistics screen: one table per game (tabs) with that game's own columns (its
registry entry's `stats_columns`: what its score is made of), a row per human player."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.catalog import ALL_GAMES
from game.games import ENTRIES
from game.i18n import t
from game.stats import Statistics
from game.ui import renderer
from game.ui.commands import Back, Click, Command, Hover, Key, Move
from game.ui.layout import Box, ui_scale
from game.ui.menus import back_button_box, background, title
from game.ui.scenes import Scene
from game.ui.setup_model import key_name

if TYPE_CHECKING:
    from game.app import App


def column_keys(game_id: str) -> tuple[str, ...]:
    """The catalog keys of a game's column headings, the player's name first."""
    return ("stats.player", *(column.key for column in ENTRIES[game_id].stats_columns))


def stat_rows(stats: Statistics, game_id: str) -> list[tuple[str, ...]]:
    """The table of one game as text: most games played first, then by name; a player
    keyed by seat kind shows the default name of the current language."""
    players = stats.games.get(game_id, {})
    order = sorted(
        players.items(),
        key=lambda item: (-item[1].matches, -item[1].deals, key_name(item[0]).casefold()),
    )
    columns = ENTRIES[game_id].stats_columns
    return [(key_name(key), *(c.cell(entry) for c in columns)) for key, entry in order]


class StatsScreen(Scene):
    """Left/Right (or a click on a tab) picks the game; Up/Down scroll long tables."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.stats = app.statistics()
        played = [i for i, (game_id, _) in enumerate(ALL_GAMES) if self.stats.games.get(game_id)]
        self.tab = played[0] if played else 0
        self.scroll = 0
        self.back_focused = False

    @property
    def game_id(self) -> str:
        """The game whose table is shown."""
        return ALL_GAMES[self.tab][0]

    # ----------------------------------------------------------------- geometry
    def _tabs(self, size: tuple[int, int]) -> list[Box]:
        w, h = size
        s = ui_scale(w, h)
        tab_w, gap = min(220 * s, w * 0.9 / len(ALL_GAMES)), 8 * s
        x0 = (w - len(ALL_GAMES) * tab_w - (len(ALL_GAMES) - 1) * gap) / 2
        return [
            Box(round(x0 + i * (tab_w + gap)), round(h * 0.25), round(tab_w), round(42 * s))
            for i in range(len(ALL_GAMES))
        ]

    def _table(self, size: tuple[int, int]) -> tuple[Box, int, int]:
        """The table's box, its row height and how many player rows fit."""
        w, h = size
        s = ui_scale(w, h)
        top = self._tabs(size)[0].bottom + round(16 * s)
        bottom = self._back_box(size).y - round(14 * s)
        row_h = round(36 * s)
        box = Box(round(w * 0.08), top, round(w * 0.84), bottom - top)
        return box, row_h, max(1, box.h // row_h - 1)

    def _back_box(self, size: tuple[int, int]) -> Box:
        return back_button_box(size)

    # Play it again (issue 31): a button right of Back opens the recent deals' own page
    # (route "recent_deals"); P does the same.
    def _replay_box(self, size: tuple[int, int]) -> Box:
        back = self._back_box(size)
        return Box(back.right + round(16 * ui_scale(*size)), back.y, back.w, back.h)

    # ----------------------------------------------------------------- input
    def handle(self, command: Command) -> None:
        """Esc back; Left/Right game; Up/Down scroll; clicks on tabs and Back."""
        if isinstance(command, Back):
            self.app.stack.pop()
        elif isinstance(command, Key) and command.name == "p":
            self.app.open("recent_deals")
        elif isinstance(command, Move) and command.dx:
            self.tab = (self.tab + command.dx) % len(ALL_GAMES)
            self.scroll = 0
        elif isinstance(command, Move) and command.dy:
            rows = len(stat_rows(self.stats, self.game_id))
            fits = self._table(self.app.size)[2]
            self.scroll = max(0, min(max(0, rows - fits), self.scroll + command.dy))
        elif isinstance(command, Click | Hover):
            size = self.app.size
            self.back_focused = self._back_box(size).contains(command.x, command.y)
            if isinstance(command, Hover):
                return
            if self.back_focused:
                self.app.stack.pop()
                return
            if self._replay_box(size).contains(command.x, command.y):
                self.app.open("recent_deals")
                return
            for index, box in enumerate(self._tabs(size)):
                if box.contains(command.x, command.y):
                    self.tab, self.scroll = index, 0

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        """Tabs, the table of the chosen game, Back and the key hint."""
        background(surface)
        title(surface, t("stats.title"))
        w, h = surface.get_size()
        s = ui_scale(w, h)
        for index, box in enumerate(self._tabs((w, h))):
            renderer.button(
                surface,
                box,
                ALL_GAMES[index][1],
                size=round(18 * s),
                focused=index == self.tab,
                accent=index == self.tab,
            )
        box, row_h, fits = self._table((w, h))
        renderer.panel(surface, box, 190, 12)
        rows = stat_rows(self.stats, self.game_id)
        size = round(19 * s)
        y = box.y + row_h * 0.6
        columns = len(column_keys(self.game_id))
        for i, key in enumerate(column_keys(self.game_id)):
            self._cell(surface, box, i, columns, t(key), y, round(size * 0.85), renderer.GOLD, True)
        if not rows:
            renderer.draw_text(
                surface,
                t("stats.empty", game=ALL_GAMES[self.tab][1]),
                size,
                (box.center[0], box.y + row_h * 2),
                renderer.CREAM,
                "center",
                max_width=box.w - 20,
            )
        for row in rows[self.scroll : self.scroll + fits]:
            y += row_h
            for i, text in enumerate(row):
                self._cell(surface, box, i, columns, text, y, size, renderer.WHITE, i == 0)
        renderer.button(
            surface,
            self._back_box((w, h)),
            t("menu.back"),
            size=round(20 * s),
            focused=self.back_focused,
        )
        renderer.button(
            surface, self._replay_box((w, h)), t("replay.recent_button"), size=round(18 * s)
        )
        renderer.draw_text(
            surface, t("stats.hint"), round(16 * s), (w / 2, h - 20 * s), renderer.DIM, "center"
        )

    @staticmethod
    def _cell(
        surface: pygame.Surface,
        box: Box,
        column: int,
        columns: int,
        text: str,
        y: float,
        size: int,
        color: tuple[int, int, int],
        bold: bool,
    ) -> None:
        if column == 0:
            renderer.draw_text(
                surface,
                text,
                size,
                (box.x + box.w * 0.03, y),
                color,
                "midleft",
                bold,
                max_width=round(box.w * 0.26),
            )
            return
        # The figures share the width right of the name column evenly.
        width = 0.68 / (columns - 1)
        x = box.x + box.w * (0.31 + width * (column - 0.5))
        renderer.draw_text(
            surface,
            text,
            size,
            (x, y),
            color,
            "center",
            bold,
            max_width=round(box.w * width * 0.95),
        )
