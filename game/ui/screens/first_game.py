"""Game select's "First game" button (P): the chosen game's fixed, friendly first deal
with prompts (game.ui.tutorial)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.app import App


def start_first_game(app: App, game_id: str) -> None:
    """Open the first game of `game_id` at the table."""
    from game.games import REGISTRY
    from game.ui.screens.table import TableScreen
    from game.ui.tutorial import first_game_setup

    app.stack.push(TableScreen(app, first_game_setup(REGISTRY[game_id])))
