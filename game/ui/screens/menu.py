"""The main menu and the game select screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.catalog import ALL_GAMES
from game.i18n import language, t
from game.saves import SaveError, autosave_path, load_autosave, reject, restore
from game.ui.screens.common import ListScreen
from game.ui.screens.first_game import first_game_item
from game.ui.tables import has_table
from game.ui.widgets import ButtonList, MenuItem

if TYPE_CHECKING:
    from game.app import App


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


class GameSelect(ListScreen):
    """All five games; those without a table yet are shown as coming soon."""

    def __init__(self, app: App) -> None:
        from game.games import REGISTRY  # the rules load when a game is chosen, not at start

        items = []
        for game_id, name in ALL_GAMES:
            ready = game_id in REGISTRY and has_table(game_id)
            label = name if ready else t("select.coming_soon", name=name)
            items.append(MenuItem(label, self._opener(app, game_id), enabled=ready))
        items.append(first_game_item(app))  # issue 20: the first game, with prompts
        items.append(MenuItem(t("menu.back"), lambda: app.stack.pop()))
        super().__init__(app, t("select.title"), items, top=0.30)

    @staticmethod
    def _opener(app: App, game_id: str):  # type: ignore[no-untyped-def]
        def open_setup() -> None:
            from game.games import REGISTRY
            from game.ui.screens.setup import SetupScreen

            app.stack.push(SetupScreen(app, REGISTRY[game_id]))

        return open_setup
