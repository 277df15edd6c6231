"""The main menu and the game select screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games import ALL_GAMES, REGISTRY
from game.i18n import t
from game.ui.screens.common import ListScreen
from game.ui.tables import has_table
from game.ui.widgets import MenuItem

if TYPE_CHECKING:
    from game.app import App


class MainMenu(ListScreen):
    """Play, or quit."""

    def __init__(self, app: App) -> None:
        items = [
            MenuItem(t("menu.play"), lambda: app.stack.push(GameSelect(app))),
            MenuItem(t("menu.settings"), lambda: app.open_settings()),
            MenuItem(t("menu.quit"), app.quit),
        ]
        super().__init__(app, "Stich", items, t("menu.subtitle"), back=False, top=0.42)


class GameSelect(ListScreen):
    """All five games; those without a table yet are shown as coming soon."""

    def __init__(self, app: App) -> None:
        items = []
        for game_id, name in ALL_GAMES:
            ready = game_id in REGISTRY and has_table(game_id)
            label = name if ready else t("select.coming_soon", name=name)
            items.append(MenuItem(label, self._opener(app, game_id), enabled=ready))
        items.append(MenuItem(t("menu.back"), lambda: app.stack.pop()))
        super().__init__(app, t("select.title"), items, top=0.30)

    @staticmethod
    def _opener(app: App, game_id: str):  # type: ignore[no-untyped-def]
        def open_setup() -> None:
            from game.ui.screens.setup import SetupScreen

            app.stack.push(SetupScreen(app, REGISTRY[game_id]))

        return open_setup
