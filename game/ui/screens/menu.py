"""The main menu and the game select screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games import ENTRIES
from game.i18n import language, t
from game.saves import SaveError, SaveGame, autosave_path, load_autosave, reject
from game.ui.menus import ListScreen
from game.ui.setup_model import restore
from game.ui.widgets import ButtonList, MenuItem

if TYPE_CHECKING:
    from game.app import App


def describe_running(save: SaveGame | None) -> str:
    """What Continue continues: the game, the deal (game of a series) and the score;
    "" when the save no longer replays (Continue then says so when pressed)."""
    if save is None:
        return ""
    try:
        setup, _match, state = restore(save)
    except SaveError:
        return ""
    game = setup.game
    totals = state.totals
    entry = ENTRIES.get(game.id)
    if entry is not None and entry.counts_losses:  # no points: each player's losses
        return t(
            "menu.running_series",
            game=game.name,
            n=state.deal_index + 1,
            score=" : ".join(str(-v) for v in totals),
        )
    teams = game.teams(len(setup.seats))
    shown = [totals[team[0]] for team in teams] if teams else list(totals)
    return t(
        "menu.running",
        game=game.name,
        n=state.deal_index + 1,
        score=" : ".join(str(v) for v in shown),
    )


class MainMenu(ListScreen):
    """Continue (when a match is running), play, load, statistics, settings, quit."""

    def __init__(self, app: App) -> None:
        super().__init__(app, "Stich", [], back=False, top=0.34)
        loaded = load_autosave()
        app.notices.post(loaded.notice, keep=True)
        self.resumable = loaded.value is not None and not loaded.value.over
        self._save = loaded.value if self.resumable else None
        self.running = ""
        self.buttons.width = 560  # room for what Continue continues
        self._build()

    def _build(self) -> None:
        app = self.app
        # Described again on each build: back from the settings in another language,
        # "deal 1" must be said in that language too.
        self.running = describe_running(self._save) if self.resumable else ""
        label = t("menu.continue_what", what=self.running) if self.running else t("menu.continue")
        items = [MenuItem(label, self.continue_match)] if self.resumable else []
        items += [
            MenuItem(t("menu.play"), lambda: app.open("game_select")),
            MenuItem(t("menu.load"), self.open_saves),
            MenuItem(t("menu.statistics"), self.open_statistics),
            MenuItem(t("menu.settings"), lambda: app.open("settings")),
            MenuItem(t("menu.quit"), app.quit),
        ]
        self.subtitle = t("menu.subtitle")
        self.buttons = ButtonList(items, width=self.buttons.width, top=self.buttons.top)
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
            self.app.notices.post(reject(autosave_path(), exc), keep=True)
            self.resumable = False
            self._build()
            return
        self.app.reset("table", setup, (match, state))

    def open_saves(self) -> None:
        """The list of named saves."""
        self.app.open("saves")

    def open_statistics(self) -> None:
        """The statistics per game and player."""
        self.app.open("stats")
