"""Game select's "First game" entry: pick a game and play its fixed, friendly first deal
with prompts (game.ui.tutorial)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.catalog import ALL_GAMES
from game.i18n import t
from game.ui.screens.common import ListScreen
from game.ui.tables import has_table
from game.ui.widgets import MenuItem

if TYPE_CHECKING:
    from game.app import App


def first_game_item(app: App) -> MenuItem:
    """The entry game select shows (one line, so it moves easily with the screen)."""
    return MenuItem(t("tutorial.menu"), lambda: app.stack.push(FirstGameSelect(app)))


def start_first_game(app: App, game_id: str) -> None:
    """Open the first game of `game_id` at the table."""
    from game.games import REGISTRY
    from game.ui.screens.table import TableScreen
    from game.ui.tutorial import first_game_setup

    app.stack.push(TableScreen(app, first_game_setup(REGISTRY[game_id])))


class FirstGameSelect(ListScreen):
    """The games that have a table, each opening its first game."""

    def __init__(self, app: App) -> None:
        from game.games import REGISTRY

        items = [MenuItem(name, (lambda g=game_id: start_first_game(app, g)))
                 for game_id, name in ALL_GAMES if game_id in REGISTRY and has_table(game_id)]
        items.append(MenuItem(t("menu.back"), lambda: app.stack.pop()))
        super().__init__(app, t("tutorial.menu"), items, top=0.30)
