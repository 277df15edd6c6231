"""Questions before anything loses a match in progress: restart, leave, a new game.

They open the "confirm" screen by route; the running match is the autosave."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.i18n import t
from game.saves import SaveGame, default_name, load_autosave, write_named
from game.storage import StorageError

if TYPE_CHECKING:
    from game.app import App


def confirm(app: App, question: str, yes_label: str, yes: Callable[[], None]) -> None:
    """Ask before doing `yes`; "Cancel" (the default) keeps everything."""
    app.open("confirm", question, [(yes_label, yes), (t("confirm.cancel"), lambda: None)])


def running_match() -> SaveGame | None:
    """The unfinished match a new game would replace (the autosave), if any."""
    save = load_autosave().value
    return save if save is not None and not save.over else None


def keep_as_named(app: App, save: SaveGame) -> bool:
    """Store the running match as a named save (named by game and time); True if kept."""
    from game.games import REGISTRY

    game = REGISTRY.get(save.game)
    name = default_name(game.name if game is not None else save.game)
    try:
        write_named(save.model_copy(update={"name": name}))
    except StorageError as exc:
        app.notices.post(exc.reason)
        return False
    app.notices.post(t("persist.saved_as", name=name))
    return True


def before_new_game(app: App, start: Callable[[], None]) -> None:
    """Start a new match at once when none is running; else offer to keep the running
    one as a named save, to drop it, or to go back."""
    save = running_match()
    if save is None:
        start()
        return

    def keep_and_start() -> None:
        if keep_as_named(app, save):
            start()

    app.open(
        "confirm",
        t("confirm.new_game"),
        [
            (t("confirm.keep_and_start"), keep_and_start),
            (t("confirm.drop_and_start"), start),
            (t("confirm.cancel"), lambda: None),
        ],
    )
