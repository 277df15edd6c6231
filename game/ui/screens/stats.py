"""The statistics screen: one table per game (tabs) with that game's own columns (its
registry entry's `stats_columns`: what its score is made of), a row per human player;
under it the chosen player's rating against the strong bot, the flagged decisions and
their cost per deal, and two charts: the rating over time with its interval, and the
points of each recent deal."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.analysis.rating import MIN_DEALS
from game.catalog import ALL_GAMES
from game.games import ENTRIES
from game.i18n import language, t
from game.stats import PlayerStats, SkillPoint, Statistics
from game.ui import chart, renderer
from game.ui.chart_data import SkillFigures, figure, rating_series, signed, skill_figures
from game.ui.commands import Back, Click, Command, Hover, Move
from game.ui.keybinds import Keys, in_caption
from game.ui.layout import Box, grown, ui_scale
from game.ui.menus import back_button_box, background, title
from game.ui.scenes import Scene
from game.ui.setup_model import key_name

VISIBLE = 3  # player rows shown at once above the chosen player's charts
SkillMark = tuple[int, SkillPoint | None]  # how many comparisons, the newest

if TYPE_CHECKING:
    from game.app import App


def column_keys(game_id: str) -> tuple[str, ...]:
    """The catalog keys of a game's column headings, the player's name first."""
    return ("stats.player", *(column.key for column in ENTRIES[game_id].stats_columns))


def players_in_order(stats: Statistics, game_id: str) -> list[tuple[str, PlayerStats]]:
    """One game's players: most games played first, then by name."""
    players = stats.games.get(game_id, {})
    return sorted(
        players.items(),
        key=lambda item: (-item[1].matches, -item[1].deals, key_name(item[0]).casefold()),
    )


def stat_rows(stats: Statistics, game_id: str) -> list[tuple[str, ...]]:
    """The table of one game as text: most games played first, then by name; a player
    keyed by seat kind shows the default name of the current language."""
    columns = ENTRIES[game_id].stats_columns
    return [
        (key_name(key), *(c.cell(entry) for c in columns))
        for key, entry in players_in_order(stats, game_id)
    ]


def skill_lines(name: str, figures: SkillFigures) -> list[str]:
    """The rating sentence (or why there is none yet) and, once deals are analysed, the
    flagged decisions and cost per deal."""
    found = figures.rating
    if found is None:
        lines = [t("stats.rating_missing", name=name, deals=figures.analysed, needed=MIN_DEALS)]
    else:
        lines = [
            t(
                "stats.rating_line",
                name=name,
                mean=signed(found.mean),
                spread=figure(found.spread, 1),
                deals=found.deals,
            )
        ]
    if figures.flagged_per_deal is not None and figures.cost_per_deal is not None:
        lines.append(
            t(
                "stats.decisions_line",
                flagged=figure(figures.flagged_per_deal, 2),
                cost=figure(figures.cost_per_deal, 1),
            )
        )
    return lines


class StatsScreen(Scene):
    """Left/Right (or a click on a tab) picks the game; Up/Down (or a click on a row)
    picks the player whose rating and charts are shown, scrolling long tables."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.stats = app.statistics()
        played = [i for i, (game_id, _) in enumerate(ALL_GAMES) if self.stats.games.get(game_id)]
        self.tab = played[0] if played else 0
        self.scroll = 0
        self.selected = 0  # the chosen player's row
        self.back_focused = False
        # The rating after each of up to SKILL_DEALS deals is too much work for every
        # frame: kept per player until a new comparison arrives.
        self._figures: dict[tuple[str, str], tuple[SkillMark, SkillFigures]] = {}
        # The chosen player's panel as last painted: what it shows, and the layer.
        self._painted: tuple[object, SkillFigures, pygame.Surface] | None = None

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
            Box(round(x0 + i * (tab_w + gap)), round(h * 0.22), round(tab_w), round(42 * s))
            for i in range(len(ALL_GAMES))
        ]

    def _area(self, size: tuple[int, int]) -> Box:
        """Everything between the tabs and the Back button."""
        w, h = size
        s = ui_scale(w, h)
        top = self._tabs(size)[0].bottom + round(16 * s)
        bottom = self._back_box(size).y - round(14 * s)
        return Box(round(w * 0.08), top, round(w * 0.84), bottom - top)

    def _headings(self, size: tuple[int, int], row_h: int) -> tuple[list[list[str]], int, int]:
        """The column headings wrapped to their columns (two lines at most: a small
        window's narrow columns), their text size and the heading row's height."""
        s = ui_scale(*size)
        width = self._area(size).w
        text = max(renderer.MIN_TEXT, round(19 * s * 0.85))
        keys = column_keys(self.game_id)
        wrapped = [
            renderer.heading_lines(t(key), text, _cell_width(width, i, len(keys)))
            for i, key in enumerate(keys)
        ]
        lines = max(len(rows) for rows in wrapped)
        return wrapped, text, max(row_h, round(lines * renderer.px(text) * 1.25 + 8 * s))

    def _table(self, size: tuple[int, int]) -> tuple[Box, int, int]:
        """The table's box, its row height and how many player rows fit: the whole area
        before the first player, else up to VISIBLE rows (the charts take the rest)."""
        s = ui_scale(*size)
        area = self._area(size)
        row_h = round(36 * s * grown(0.5))  # rows grow with the text
        players = len(players_in_order(self.stats, self.game_id))
        if not players:
            head = self._headings(size, row_h)[2]
            return area, row_h, max(1, (area.h - head) // row_h)
        row_h = round(30 * s * grown(0.5))  # tighter: the chosen player's charts share the room
        head = self._headings(size, row_h)[2]
        # The charts keep room for three lines of figures and a readable plot: a small
        # window shows fewer rows at a time (Up/Down scroll).
        text = self._details_text(size)
        charts = (
            3 * round(renderer.px(text) * 1.35)
            + round(46 * s)
            + round(7.5 * renderer.px(chart.text_size(s)))
        )
        room = (area.h - head - row_h // 3 - charts) // row_h
        rows = max(1, min(players, VISIBLE, room))
        return Box(area.x, area.y, area.w, head + row_h * rows + row_h // 3), row_h, rows

    def _details(self, size: tuple[int, int]) -> tuple[Box, int]:
        """The chosen player's panel under the table (its box and text size)."""
        s = ui_scale(*size)
        table = self._table(size)[0]
        area = self._area(size)
        top = table.bottom + round(10 * s)
        return Box(area.x, top, area.w, area.bottom - top), self._details_text(size)

    @staticmethod
    def _details_text(size: tuple[int, int]) -> int:
        """The text size of the chosen player's figures."""
        return max(renderer.MIN_TEXT, round(17 * ui_scale(*size)))

    def _chart_boxes(self, size: tuple[int, int], lines: int) -> tuple[Box, Box]:
        """The rating chart (left) and the points chart (right) under `lines` lines."""
        s = ui_scale(*size)
        box, text = self._details(size)
        pad = round(14 * s)
        top = box.y + pad + round(lines * text * 1.35) + round(8 * s)
        h = box.bottom - pad - top
        half = (box.w - 3 * pad) // 2
        return (
            Box(box.x + pad, top, half, h),
            Box(box.x + 2 * pad + half, top, box.w - 3 * pad - half, h),
        )

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
        elif Keys(self.app.settings.keys).pressed(command, "play_again"):
            self.app.open("recent_deals")
        elif isinstance(command, Move) and command.dx:
            self.tab = (self.tab + command.dx) % len(ALL_GAMES)
            self.scroll = self.selected = 0
        elif isinstance(command, Move) and command.dy:
            self.select(self.selected + command.dy)
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
                    self.tab, self.scroll, self.selected = index, 0, 0
            table, row_h, fits = self._table(size)
            if table.contains(command.x, command.y):
                row = (command.y - table.y - self._headings(size, row_h)[2]) // row_h
                if 0 <= row < fits:
                    self.select(self.scroll + row)

    def select(self, row: int) -> None:
        """Choose the player of `row` (kept in range), scrolled into view."""
        players = len(players_in_order(self.stats, self.game_id))
        fits = self._table(self.app.size)[2]
        self.selected = max(0, min(players - 1, row))
        if self.selected < self.scroll:
            self.scroll = self.selected
        elif self.selected >= self.scroll + fits:
            self.scroll = self.selected - fits + 1

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
        columns = len(column_keys(self.game_id))
        wrapped, head_size, head = self._headings((w, h), row_h)
        for i, lines in enumerate(wrapped):
            step = round(renderer.px(head_size) * 1.25)
            for j, line in enumerate(lines):
                at = box.y + head / 2 + (j - (len(lines) - 1) / 2) * step
                self._cell(surface, box, i, columns, line, at, head_size, renderer.GOLD, True)
        y = box.y + head - row_h / 2  # the first row's centre is one row further
        if not rows:
            renderer.draw_text(
                surface,
                t("stats.empty", game=ALL_GAMES[self.tab][1]),
                size,
                (box.center[0], box.y + head + row_h),
                renderer.CREAM,
                "center",
                max_width=box.w - 20,
            )
        for index, row in enumerate(rows[self.scroll : self.scroll + fits]):
            y += row_h
            chosen = self.scroll + index == self.selected
            if chosen and len(rows) > 1:  # the player whose figures are shown below
                mark = Box(box.x + 6, round(y - row_h / 2), box.w - 12, row_h)
                renderer.panel(surface, mark, 200, 8, renderer.GOLD)
            for i, text in enumerate(row):
                self._cell(surface, box, i, columns, text, y, size, renderer.WHITE, i == 0)
        if rows:
            self._draw_player(surface, (w, h))
        renderer.button(
            surface,
            self._back_box((w, h)),
            t("menu.back"),
            size=round(20 * s),
            focused=self.back_focused,
        )
        renderer.button(
            surface,
            self._replay_box((w, h)),
            in_caption(t("replay.recent_button"), "play_again", Keys(self.app.settings.keys)),
            size=round(18 * s),
        )
        renderer.draw_text(
            surface,
            t("stats.hint_charts"),
            round(16 * s),
            (w / 2, h - 20 * s),
            renderer.DIM,
            "center",
            max_width=round(w * 0.96),
        )

    def figures(self, key: str, entry: PlayerStats) -> SkillFigures:
        """The chosen player's skill figures (worked out again when a deal was added)."""
        known = self._figures.get((self.game_id, key))
        # The list is capped (the oldest drop out): its newest point tells a new one came.
        mark = (len(entry.skill), entry.skill[-1] if entry.skill else None)
        if known is None or known[0][0] != mark[0] or known[0][1] is not mark[1]:
            known = (mark, skill_figures(entry))
            self._figures[(self.game_id, key)] = known
        return known[1]

    def _draw_player(self, surface: pygame.Surface, size: tuple[int, int]) -> None:
        """The chosen player's rating, decisions and charts: painted once into a layer,
        then blitted each frame until the player, the figures or the window change."""
        order = players_in_order(self.stats, self.game_id)
        key, entry = order[min(self.selected, len(order) - 1)]
        box, _ = self._details(size)
        renderer.panel(surface, box, 190, 12)
        figures = self.figures(key, entry)
        stamp = (size, self.game_id, key, language(), len(entry.recent), tuple(entry.recent[-4:]))
        painted = self._painted
        if painted is None or painted[0] != stamp or painted[1] is not figures:
            layer = pygame.Surface((box.w, box.h), pygame.SRCALPHA)
            self._paint_player(layer, size, key, entry, figures)
            painted = self._painted = (stamp, figures, layer)
        surface.blit(painted[2], (box.x, box.y))

    def _paint_player(
        self,
        layer: pygame.Surface,
        size: tuple[int, int],
        key: str,
        entry: PlayerStats,
        figures: SkillFigures,
    ) -> None:
        """The player's lines and charts on a layer the size of the details panel."""
        s = ui_scale(*size)
        box, text = self._details(size)
        pad = round(14 * s)
        lines = [
            part
            for line in skill_lines(key_name(key), figures)
            for part in renderer.wrap_text(line, text, box.w - 2 * pad)
        ]
        for i, line in enumerate(lines):
            renderer.draw_text(
                layer,
                line,
                text,
                (pad, pad + round(i * text * 1.35)),
                renderer.GOLD if i == 0 else renderer.CREAM,
                max_width=box.w - 2 * pad,
            )
        left, right = (
            Box(b.x - box.x, b.y - box.y, b.w, b.h) for b in self._chart_boxes(size, len(lines))
        )
        if figures.history:
            series, band = rating_series(figures.history, t("stats.chart_rating_name"))
            chart.line_chart(
                layer, left, [series], s, t("stats.chart_rating"), band, first=MIN_DEALS
            )
        else:
            rows = renderer.wrap_text(t("stats.chart_empty"), text, left.w)
            for i, row in enumerate(rows):
                y = left.center[1] + (i - (len(rows) - 1) / 2) * text * 1.3
                renderer.draw_text(
                    layer, row, text, (left.center[0], y), renderer.DIM, "center", max_width=left.w
                )
        losses = ENTRIES[self.game_id].counts_losses
        key_points = "stats.chart_losses" if losses else "stats.chart_points"
        chart.bar_chart(layer, right, entry.recent, s, t(key_points, n=len(entry.recent)))

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
        width = _cell_width(box.w, column, columns)
        if column == 0:
            renderer.draw_text(
                surface, text, size, (box.x + box.w * 0.03, y), color, "midleft", bold, width
            )
            return
        # The figures share the width right of the name column evenly.
        share = 0.68 / (columns - 1)
        x = box.x + box.w * (0.31 + share * (column - 0.5))
        renderer.draw_text(surface, text, size, (x, y), color, "center", bold, width)


def _cell_width(width: int, column: int, columns: int) -> int:
    """How wide a cell's text may be in a table `width` wide: the name column a quarter,
    the figures an even share of the rest."""
    if column == 0:
        return round(width * 0.26)
    return round(width * 0.68 / (columns - 1) * 0.95)
