"""The pause overlay over a table, the rules summary and the settings form."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import t
from game.settings import ANIMATION_SPEEDS, Settings
from game.ui import renderer
from game.ui.commands import Back, Command
from game.ui.layout import ui_scale
from game.ui.scenes import Scene
from game.ui.screens.form import FormScreen, Row
from game.ui.screens.howto import open_howto
from game.ui.screens.rules_help import RulesScreen
from game.ui.widgets import ButtonList, MenuItem

if TYPE_CHECKING:
    from game.app import App
    from game.ui.screens.table import TableScreen


class PauseScreen(Scene):
    """Resume, restart, rules, settings, quit to menu; the table stays frozen below."""

    opaque = False

    def __init__(self, app: App, table: TableScreen) -> None:
        super().__init__(app)
        self.table = table
        self.buttons = ButtonList([
            MenuItem(t("pause.resume"), self.resume),
            MenuItem(t("pause.restart"), self.restart),
            MenuItem(t("pause.rules"), lambda: app.stack.push(RulesScreen(app, table))),
            MenuItem(t("howto.menu"), lambda: open_howto(app, table)),
            MenuItem(t("menu.settings"), app.open_settings),
            MenuItem(t("pause.quit"), self.quit_to_menu),
        ], top=0.30)

    def resume(self) -> None:
        """Back to the table."""
        self.app.stack.pop()

    def restart(self) -> None:
        """The same setup and seed from the first deal."""
        self.table.close()
        self.app.open_table(self.table.setup)

    def quit_to_menu(self) -> None:
        """Leave the table."""
        from game.ui.screens.menu import MainMenu

        self.table.close()
        self.app.stack.replace(MainMenu(self.app))

    def handle(self, command: Command) -> None:
        """Esc resumes; everything else goes to the buttons."""
        if isinstance(command, Back):
            self.resume()
            return
        self.buttons.handle(command, self.app.size)

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the table, then the menu."""
        renderer.dim_screen(surface, 170)
        w, h = surface.get_size()
        renderer.draw_text(surface, t("pause.title"), round(48 * ui_scale(w, h)),
                           (w / 2, h * 0.18), renderer.GOLD, "center", True)
        self.buttons.draw(surface)


class SettingsScreen(FormScreen):
    """Animation speed, bot delay, trick pause, sound, card faces, highlighting."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.heading = t("menu.settings")
        self.rows = [
            self._cycle("settings.animation", "animation", list(ANIMATION_SPEEDS)),
            self._cycle("settings.bot_delay", "bot_delay", [0.0, 0.3, 0.6, 1.0, 1.5, 2.5]),
            self._cycle("settings.trick_pause", "trick_pause", [0.3, 0.6, 0.9, 1.5, 2.5]),
            self._cycle("settings.volume", "volume", [0.0, 0.25, 0.5, 0.7, 1.0]),
            self._cycle("settings.muted", "muted", [False, True]),
            self._cycle("settings.jass_faces", "jass_faces", ["french", "swiss"]),
            self._cycle("settings.highlight", "highlight_legal", [True, False]),
            Row(t("menu.back"), lambda: "", press=self.close, accent=True),
        ]

    def _cycle(self, key: str, name: str, values: list[object]) -> Row:
        def value() -> str:
            current = getattr(self.app.settings, name)
            if isinstance(current, bool):
                return t("common.on") if current else t("common.off")
            return t(f"value.{current}") if t(f"value.{current}") != f"value.{current}" \
                else str(current)

        def change(delta: int) -> None:
            current = getattr(self.app.settings, name)
            at = values.index(current) if current in values else 0
            data = self.app.settings.model_dump()
            data[name] = values[(at + delta) % len(values)]
            self.app.apply_settings(Settings.model_validate(data))

        return Row(t(key), value, change)
