"""The game select: per game a fan of its own cards, the players, what makes it special
and how long a game usually lasts. Enter or a click opens the setup; F1 the rules."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import assets
from game.catalog import ALL_GAMES
from game.core.cards import parse_card
from game.games import ENTRIES, has_table
from game.i18n import t
from game.ui import renderer
from game.ui.commands import Activate, Back, Click, Command, Hover, Move
from game.ui.keybinds import Keys, in_caption
from game.ui.layout import Box, grown, ui_scale
from game.ui.menus import back_button_box, background, title
from game.ui.scenes import Scene

if TYPE_CHECKING:
    from game.app import App


def players_text(seats: tuple[int, ...]) -> str:
    """ "3 or 4 players", "2 to 6 players", "4 players"."""
    counts = sorted(seats)
    if len(counts) == 1:
        return t("select.players_one", n=counts[0])
    if len(counts) == 2:
        return t("select.players_two", a=counts[0], b=counts[1])
    return t("select.players_range", low=counts[0], high=counts[-1])


def _line_height(content: str, size: int, bold: bool) -> int:
    """How tall `content` is drawn at `size` (with the player's text size)."""
    return assets.text(content, max(size, renderer.MIN_TEXT), renderer.WHITE, bold).get_height()


def tile_lines(box: Box, s: float, texts: tuple[str, str, str]) -> list[tuple[int, float]]:
    """(size, centre y) of a game tile's name, tagline and usual length: the designed
    thirds while their drawn heights fit apart inside the tile; with bigger text the
    sizes shrink (not below the smallest) and the lines are stacked evenly; when even
    that is too tall the usual length, the line least needed to choose, is left out."""
    line = box.h / 3
    sizes = [round(min(24 * s, line * 0.8)), round(min(17 * s, line * 0.6))]
    sizes.append(round(min(15 * s, line * 0.55)))
    bold = (True, False, False)
    pad = max(2, round(3 * s))
    centres = [box.y + line * 0.6, box.y + line * 1.5, box.y + line * 2.4]
    heights = [_line_height(text, sizes[i], bold[i]) for i, text in enumerate(texts)]
    tops = [c - hh / 2 for c, hh in zip(centres, heights, strict=True)]
    bottoms = [c + hh / 2 for c, hh in zip(centres, heights, strict=True)]
    apart = all(bottoms[i] <= tops[i + 1] for i in range(2))
    if tops[0] >= box.y + pad and bottoms[2] <= box.bottom - pad and apart:
        return list(zip(sizes, centres, strict=True))
    trial, heights = _shrunk(texts, sizes, bold, box.h - 2 * pad)
    if sum(heights) > box.h - 2 * pad:
        trial, heights = _shrunk(texts[:2], sizes[:2], bold, box.h - 2 * pad)
    gap = (box.h - sum(heights)) / (len(heights) + 1)
    placed, y = [], box.y + gap
    for size, height in zip(trial, heights, strict=True):
        placed.append((size, y + height / 2))
        y += height + gap
    return placed


def _shrunk(
    texts: tuple[str, ...], sizes: list[int], bold: tuple[bool, ...], room: float
) -> tuple[list[int], list[int]]:
    """The sizes made smaller together until the lines' heights fit `room` (or all are
    at the smallest size), with those heights."""
    while True:
        heights = [_line_height(text, sizes[i], bold[i]) for i, text in enumerate(texts)]
        if sum(heights) <= room or all(z <= renderer.MIN_TEXT for z in sizes):
            return sizes, heights
        sizes = [max(renderer.MIN_TEXT, z - 1) for z in sizes]


class GameSelect(Scene):
    """A panel per game; Up/Down choose, Enter or a click opens the setup."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        from game.games import REGISTRY  # the rules load when the list opens, not at start

        self.games = [(game_id, name, REGISTRY.get(game_id)) for game_id, name in ALL_GAMES]
        # Each game's picture: three characteristic cards of its own deck (its entry).
        self.entries = [ENTRIES[game_id] for game_id, _ in ALL_GAMES]
        self.ready = [game is not None and has_table(game_id) for game_id, _, game in self.games]
        self.focus = self.ready.index(True) if any(self.ready) else 0
        self.back_focused = False

    # ----------------------------------------------------------------- geometry
    def panels(self, size: tuple[int, int]) -> list[Box]:
        """One box per game, stacked between the title and Back."""
        w, h = size
        s = ui_scale(w, h)
        top = round(h * 0.25)
        bottom = back_button_box(size).y - round(12 * s)
        gap = round(8 * s)
        panel_h = (bottom - top - gap * (len(self.games) - 1)) // len(self.games)
        width = round(min(w * 0.9, 980 * s))
        x = (w - width) // 2
        return [Box(x, top + i * (panel_h + gap), width, panel_h) for i in range(len(self.games))]

    def first_button(self, size: tuple[int, int]) -> Box:
        """The "first game" button, left of Back: the chosen game's friendly first deal."""
        back = back_button_box(size)
        s = ui_scale(*size)
        w = round(360 * s * grown(0.2))
        return Box(back.x - round(16 * s) - w, back.y, w, back.h)

    def first_game(self) -> None:
        """The chosen game's first game, with prompts (issue 20's tutorial)."""
        if self.ready[self.focus]:
            self.app.open("first_game", self.games[self.focus][0])

    # ----------------------------------------------------------------- input
    def handle(self, command: Command) -> None:
        """Arrows, Enter, clicks; F1 the rules of the chosen game; P its first game with
        prompts; Esc back (F1 and P: the player's keys for them)."""
        keys = Keys(self.app.settings.keys)
        if isinstance(command, Back):
            self.app.stack.pop()
        elif keys.pressed(command, "first_game"):
            self.first_game()
        elif isinstance(command, Move) and command.dy:
            self.back_focused = False
            for _ in range(len(self.games)):
                self.focus = (self.focus + command.dy) % len(self.games)
                if self.ready[self.focus]:
                    break
        elif isinstance(command, Activate):
            self.app.stack.pop() if self.back_focused else self.open(self.focus)
        elif keys.pressed(command, "rules"):
            self.rules(self.focus)
        elif isinstance(command, Click | Hover):
            self._pointer(command)

    def _pointer(self, command: Click | Hover) -> None:
        size = self.app.size
        if self.first_button(size).contains(command.x, command.y):
            if isinstance(command, Click):
                self.first_game()
            return
        self.back_focused = back_button_box(size).contains(command.x, command.y)
        if self.back_focused:
            if isinstance(command, Click):
                self.app.stack.pop()
            return
        for index, box in enumerate(self.panels(size)):
            if box.contains(command.x, command.y) and self.ready[index]:
                self.focus = index
                if isinstance(command, Click):
                    self.open(index)
                return

    def open(self, index: int) -> None:
        """The setup of a game."""
        game = self.games[index][2]
        if game is not None and self.ready[index]:
            self.app.open("setup", game)

    def rules(self, index: int) -> None:
        """The rules of a game with its default table."""
        from game.ui.setup_model import TableSetup, default_seats

        game = self.games[index][2]
        if game is not None:
            self.app.open("rules", TableSetup(game, default_seats(game), 0))

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        """Title, a panel per game, Back, the key hint."""
        background(surface)
        title(surface, t("select.title"))
        w, h = surface.get_size()
        s = ui_scale(w, h)
        settings = self.app.settings
        for index, box in enumerate(self.panels((w, h))):
            _game_id, name, game = self.games[index]
            focused = index == self.focus and not self.back_focused
            renderer.panel(
                surface, box, 215 if focused else 160, 12, renderer.GOLD if focused else None
            )
            card_h = box.h - round(12 * s)
            card_w = round(card_h / 1.45)
            entry = self.entries[index]
            style = entry.face_style(settings)  # the faces the table would show
            for n, code in enumerate(entry.preview):
                renderer.card(
                    surface,
                    parse_card(code),
                    Box(
                        box.x + round(12 * s) + n * round(card_w * 0.42),
                        box.y + round(6 * s),
                        card_w,
                        card_h,
                    ),
                    style,
                    dim=not self.ready[index],
                )
            text_x = box.x + round(12 * s) + round(card_w * 1.9) + round(14 * s)
            text_w = box.right - text_x - round(12 * s)
            label = name if self.ready[index] else t("select.coming_soon", name=name)
            lines = tile_lines(box, s, (label, t(entry.tagline), t(entry.length)))
            (name_size, name_y), (small, tag_y), *last = lines
            renderer.draw_text(
                surface,
                label,
                name_size,
                (text_x, name_y),
                renderer.GOLD if focused else renderer.CREAM,
                "midleft",
                True,
                max_width=round(text_w * 0.55),
            )
            if game is not None:
                renderer.draw_text(
                    surface,
                    players_text(game.seats),
                    small,
                    (box.right - round(14 * s), name_y),
                    renderer.WHITE,
                    "midright",
                    max_width=round(text_w * 0.4),
                )
            renderer.draw_text(
                surface,
                t(entry.tagline),
                small,
                (text_x, tag_y),
                renderer.WHITE,
                "midleft",
                max_width=text_w,
            )
            for length_size, length_y in last:
                renderer.draw_text(
                    surface,
                    t(entry.length),
                    length_size,
                    (text_x, length_y),
                    renderer.DIM,
                    "midleft",
                    max_width=text_w,
                )
        renderer.button(
            surface,
            back_button_box((w, h)),
            t("menu.back"),
            size=round(20 * s),
            focused=self.back_focused,
        )
        renderer.button(
            surface,
            self.first_button((w, h)),
            in_caption(
                t("tutorial.button", name=self.games[self.focus][1]),
                "first_game",
                Keys(self.app.settings.keys),
            ),
            size=round(18 * s),
            accent=True,
        )
        renderer.draw_text(
            surface,
            Keys(self.app.settings.keys).text("select.hint"),
            round(15 * s),
            (w / 2, h - 16 * s),
            renderer.DIM,
            "center",
            max_width=round(w * 0.96),
        )
