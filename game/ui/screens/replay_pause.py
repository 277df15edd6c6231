"""The pause menu over a replay: no saving or restarting the real match, a Leave replay
entry instead, and the replay's badge under the title."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import t
from game.ui import renderer
from game.ui.layout import ui_scale
from game.ui.screens.pause import PauseScreen
from game.ui.widgets import ButtonList, MenuItem

if TYPE_CHECKING:
    from game.app import App
    from game.ui.running import RunningTable


class ReplayPause(PauseScreen):
    """Resume, play the replay again, rules, how to play, settings, leave the replay."""

    def __init__(
        self,
        app: App,
        table: RunningTable,
        title: Callable[[], str],
        again: Callable[[], None],
        leave: Callable[[], None],
    ) -> None:
        super().__init__(app, table)
        self.title = title
        self.buttons = ButtonList(
            [
                MenuItem(t("pause.resume"), self.resume),
                MenuItem(t("replay.restart"), again),
                MenuItem(t("pause.rules"), lambda: app.open("rules", table)),
                MenuItem(t("howto.menu"), lambda: app.swap("howto", table)),
                MenuItem(t("menu.settings"), lambda: app.open("settings")),
                MenuItem(t("replay.leave_menu"), leave),
            ],
            top=0.30,
        )

    def draw(self, surface: pygame.Surface) -> None:
        """The pause menu, with the replay's badge under its title."""
        super().draw(surface)
        w, h = surface.get_size()
        renderer.draw_text(
            surface,
            self.title(),
            round(20 * ui_scale(w, h)),
            (w / 2, h * 0.245),
            renderer.CREAM,
            "center",
            True,
            max_width=round(w * 0.9),
        )
