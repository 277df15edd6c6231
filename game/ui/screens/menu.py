"""The main menu and the game select screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import language, t
from game.saves import SaveError, autosave_path, load_autosave, reject, restore
from game.ui.screens.common import ListScreen
from game.ui.screens.game_select import GameSelect
from game.ui.widgets import ButtonList, MenuItem

if TYPE_CHECKING:
    from game.app import App

__all__ = ["GameSelect", "MainMenu"]


class MainMenu(ListScreen):
    """Continue (when a match is running), play, load, statistics, settings, quit."""

    def __init__(self, app: App) -> None:
        super().__init__(app, "Stich", [], back=False, top=0.34)
        loaded = load_autosave()
        app.notices.post(loaded.notice)
        self.resumable = loaded.value is not None and not loaded.value.over
        self._build()

    def _build(self) -> None:
        app = self.app
        items = [MenuItem(t("menu.continue"), self.continue_match)] if self.resumable else []
        items += [
            MenuItem(t("menu.play"), lambda: app.stack.push(GameSelect(app))),
            MenuItem(t("menu.load"), self.open_saves),
            MenuItem(t("menu.statistics"), self.open_statistics),
            MenuItem(t("menu.settings"), lambda: app.open_settings()),
            MenuItem(t("menu.quit"), app.quit),
        ]
        self.subtitle = t("menu.subtitle")
        self.buttons = ButtonList(items, top=self.buttons.top)
        self.built_in = language()

    def update(self, now: float) -> None:
        """Back from the settings in another language: new labels."""
        if self.built_in != language():
            self._build()

    def continue_match(self) -> None:
        """Replay the autosave and sit down at the table where it stopped."""
        save = load_autosave().value
        if save is None:  # gone since the menu opened; nothing to continue
            self.resumable = False
            self._build()
            return
        try:
            setup, match, state = restore(save)
        except SaveError as exc:
            self.app.notices.post(reject(autosave_path(), exc))
            self.resumable = False
            self._build()
            return
        self.app.open_table(setup, (match, state))

    def open_saves(self) -> None:
        """The list of named saves."""
        from game.ui.screens.saves import LoadScreen

        self.app.stack.push(LoadScreen(self.app))

    def open_statistics(self) -> None:
        """The statistics per game and player."""
        from game.ui.screens.stats import StatsScreen

        self.app.stack.push(StatsScreen(self.app))
