"""Pieces shared by the menu-like screens: background, title, a list screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import assets
from game.ui import renderer
from game.ui.commands import Back, Command
from game.ui.layout import Box, centered, grown, ui_scale
from game.ui.scenes import Scene
from game.ui.widgets import ButtonList, MenuItem

if TYPE_CHECKING:
    from game.app import App


def background(surface: pygame.Surface) -> None:
    """The felt, as on the table."""
    surface.blit(assets.felt(*surface.get_size()), (0, 0))


# A heading is large already: bigger text grows it to at most this factor, so that at
# 200 % it still leaves room for its subtitle and the screen under it.
TITLE_GROWTH = 1.5


def title(surface: pygame.Surface, text: str, subtitle: str = "") -> None:
    """A screen title near the top, its subtitle under it: placed by their drawn heights
    (with the text size), the pair moved up when bigger text would make them touch."""
    w, h = surface.get_size()
    s = ui_scale(w, h)
    size = round(64 * s * min(1.0, TITLE_GROWTH / assets.text_scale()))
    sub_size = round(22 * s)
    centre, sub_centre = h * 0.16, h * 0.16 + 52 * s  # as designed at 100 %
    if subtitle:
        title_h = assets.text(text, size, renderer.GOLD, True).get_height()
        sub_h = assets.text(subtitle, sub_size, renderer.CREAM).get_height()
        clash = (centre + title_h / 2 + 4 * s) - (sub_centre - sub_h / 2)
        if clash > 0:
            # Up as far as the screen's top margin allows, the rest pushes the subtitle down.
            up = min(clash, max(0.0, centre - title_h / 2 - 6 * s))
            centre -= up
            sub_centre += clash - up
    renderer.draw_text(surface, text, size, (w / 2, centre), renderer.GOLD, "center", True)
    if subtitle:
        renderer.draw_text(
            surface, subtitle, sub_size, (w / 2, sub_centre), renderer.CREAM, "center"
        )


def back_button_box(size: tuple[int, int]) -> Box:
    """Where a list screen's Back button sits: centred near the bottom."""
    w, h = size
    s = ui_scale(w, h)
    return centered(w / 2, h - 70 * s, 260 * s * grown(0.2), 46 * s * grown(0.4))


class ListScreen(Scene):
    """A titled column of buttons; Esc goes back when `back` is set."""

    def __init__(
        self,
        app: App,
        heading: str,
        items: list[MenuItem],
        subtitle: str = "",
        back: bool = True,
        top: float = 0.36,
    ) -> None:
        super().__init__(app)
        self.heading = heading
        self.subtitle = subtitle
        self.buttons = ButtonList(items, top=top)
        self.back = back

    def handle(self, command: Command) -> None:
        """Arrows, Enter and clicks go to the buttons; Esc goes back."""
        if isinstance(command, Back) and self.back:
            self.app.stack.pop()
            return
        if self.buttons.handle(command, self.app.size) and not isinstance(command, Back):
            return

    def draw(self, surface: pygame.Surface) -> None:
        """Background, title and buttons."""
        background(surface)
        title(surface, self.heading, self.subtitle)
        self.buttons.draw(surface)
