"""The one route table: every screen by name, and the factory that makes it.

Screens open each other through `App.open`, `App.swap` and `App.reset` with these names
and never import each other; only this module (imported by game.app) imports the screen
modules. Each factory imports its screen when first used, so start-up loads no screen
(and no game) the player has not asked for yet."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.app import App
    from game.core.match import Match, MatchState
    from game.core.rules import GameDef
    from game.present import BasePresenter
    from game.ui.replay import Replay
    from game.ui.review import DealReview
    from game.ui.running import RunningTable
    from game.ui.scenes import Scene
    from game.ui.setup_model import TableSetup
    from game.ui.table.review_notes import ReviewNotes


def _menu(app: App) -> Scene:
    """The main menu."""
    from game.ui.screens.menu import MainMenu

    return MainMenu(app)


def _game_select(app: App) -> Scene:
    """The list of games."""
    from game.ui.screens.game_select import GameSelect

    return GameSelect(app)


def _setup(app: App, game: GameDef) -> Scene:
    """The seats and options of one game before it starts."""
    from game.ui.screens.setup import SetupScreen

    return SetupScreen(app, game)


def _table(app: App, setup: TableSetup, resume: tuple[Match, MatchState] | None = None) -> Scene:
    """A match at the table (or a restored one, continued where it stopped)."""
    from game.ui.table.screen import TableScreen  # the one place the table is imported

    return TableScreen(app, setup, resume)


def _first_game(app: App, game_id: str) -> Scene:
    """The friendly fixed first deal of a game, with prompts (game.ui.tutorial)."""
    from game.games import REGISTRY
    from game.ui.tutorial import first_game_setup

    return _table(app, first_game_setup(REGISTRY[game_id]))


def _pause(app: App, table: RunningTable) -> Scene:
    """The pause menu over a table (over a replay: with Leave replay)."""
    from game.ui.screens.pause import PauseScreen
    from game.ui.table.replay import ReplayTable

    if isinstance(table, ReplayTable):
        return PauseScreen(app, table, table.pause_items(), table.title)
    return PauseScreen(app, table)


def _rules(app: App, source: RunningTable | TableSetup) -> Scene:
    """The rules of the game at a table, or of a setup not yet played (game select, setup)
    drawn in the faces its table would use."""
    from game.ui.screens.rules_help import RulesScreen
    from game.ui.setup_model import TableSetup

    if isinstance(source, TableSetup):
        from game.ui.live_settings import face_style

        return RulesScreen(app, source, face_style(source.game.id, app.settings))
    return RulesScreen(app, source.setup, source.face_style)


def _howto(app: App, table: RunningTable) -> Scene:
    """The "how to play this table" overlay."""
    from game.ui.screens.howto import HowToOverlay

    return HowToOverlay(app, table)


def _keys(app: App) -> Scene:
    """The player's keys (Settings > Keys)."""
    from game.ui.screens.keys import KeysScreen

    return KeysScreen(app)


def _settings(app: App) -> Scene:
    """The settings form."""
    from game.ui.screens.settings import SettingsScreen

    return SettingsScreen(app)


def _stats(app: App) -> Scene:
    """The statistics per game and player."""
    from game.ui.screens.stats import StatsScreen

    return StatsScreen(app)


def _saves(app: App) -> Scene:
    """The named saves, to load or delete."""
    from game.ui.screens.saves import LoadScreen

    return LoadScreen(app)


def _save(app: App, table: RunningTable) -> Scene:
    """Name and store the match at a table."""
    from game.ui.screens.saves import SaveScreen

    return SaveScreen(app, table)


def _review(
    app: App,
    review: DealReview,
    presenter: BasePresenter[object],
    face_style: str,
    notes: ReviewNotes | None = None,
    again: Callable[[int], None] | None = None,
) -> Scene:
    """A finished deal, trick by trick, every hand face up, with its analysis if any
    (`again`: play it again from a trick, 0 its start)."""
    from game.ui.screens.review import ReviewScreen

    return ReviewScreen(app, review, presenter, face_style, notes, again)


def _replay(app: App, replay: Replay) -> Scene:
    """A finished deal played again (game.ui.replay), over the screen it came from."""
    from game.ui.table.replay import ReplayTable

    return ReplayTable(app, replay)


def _replay_list(
    app: App, heading: str, entries: list[tuple[str, Callable[[], None]]], empty: str
) -> Scene:
    """Deals to play again, each with its label."""
    from game.ui.screens.replay_list import ReplayList

    return ReplayList(app, heading, entries, empty)


def _recent_deals(app: App) -> Scene:
    """The recently played deals (the archive), newest first, to play again."""
    from game.i18n import t
    from game.ui.screens.replay_list import ReplayList, recent_entries

    return ReplayList(app, t("replay.recent_title"), recent_entries(app), t("replay.recent_empty"))


def _confirm(app: App, question: str, choices: list[tuple[str, Callable[[], None]]]) -> Scene:
    """A question with two or three answers; the last one is the safe one."""
    from game.ui.screens.confirm import ChoiceScreen

    return ChoiceScreen(app, question, choices)


def _yes_no(app: App, question: str, yes: Callable[[], None]) -> Scene:
    """A question with Yes and a safe No."""
    from game.ui.screens.confirm import ConfirmScreen

    return ConfirmScreen(app, question, yes)


Route = Callable[..., "Scene"]  # (app, *arguments) -> the scene; arguments per route above

ROUTES: dict[str, Route] = {
    "menu": _menu,
    "game_select": _game_select,
    "setup": _setup,
    "table": _table,
    "first_game": _first_game,
    "pause": _pause,
    "rules": _rules,
    "howto": _howto,
    "settings": _settings,
    "keys": _keys,
    "stats": _stats,
    "saves": _saves,
    "save": _save,
    "review": _review,
    "replay": _replay,
    "replay_list": _replay_list,
    "recent_deals": _recent_deals,
    "confirm": _confirm,
    "yes_no": _yes_no,
}


def route(name: str) -> Route:
    """The factory of the screen called `name`."""
    try:
        return ROUTES[name]
    except KeyError:
        raise KeyError(f"no screen is called {name!r}; known: {', '.join(ROUTES)}") from None
