"""Questions before anything loses a match in progress: restart, leave, a new game.

A `ChoiceScreen` is an overlay with a question and two or three buttons; Esc takes the
safe choice (the last one, which keeps everything as it is)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import t
from game.saves import SaveGame, default_name, load_autosave, write_named
from game.storage import StorageError
from game.ui import renderer
from game.ui.commands import Back, Command
from game.ui.layout import Box, ui_scale
from game.ui.scenes import Scene
from game.ui.widgets import ButtonList, MenuItem

if TYPE_CHECKING:
    from game.app import App


class ChoiceScreen(Scene):
    """A question over the screen below; the focus starts on the safe last choice."""

    opaque = False

    def __init__(
        self, app: App, question: str, choices: list[tuple[str, Callable[[], None]]]
    ) -> None:
        super().__init__(app)
        self.question = question
        self.buttons = ButtonList(
            [MenuItem(label, self._chosen(action)) for label, action in choices],
            width=440,
            top=0.46,
        )
        self.buttons.focus = len(choices) - 1

    def _chosen(self, action: Callable[[], None]) -> Callable[[], None]:
        def press() -> None:
            if self.app.stack.top is self:
                self.app.stack.pop()
            action()

        return press

    def handle(self, command: Command) -> None:
        """Esc is the safe choice; arrows, Enter and clicks work the buttons."""
        if isinstance(command, Back):
            self.buttons.items[-1].action()
            return
        self.buttons.handle(command, self.app.size)

    def draw(self, surface: pygame.Surface) -> None:
        """Dim what is below, then the question and the buttons."""
        renderer.dim_screen(surface, 180)
        w, h = surface.get_size()
        s = ui_scale(w, h)
        last = self.buttons.boxes((w, h))[-1]
        box_w = min(w * 0.9, 860 * s)
        top = h * 0.36 - 50 * s
        renderer.panel(
            surface,
            Box(
                round((w - box_w) / 2), round(top), round(box_w), round(last.bottom + 30 * s - top)
            ),
            240,
            16,
            renderer.GOLD,
        )
        renderer.draw_text(
            surface,
            self.question,
            round(24 * s),
            (w / 2, h * 0.36),
            renderer.GOLD,
            "center",
            True,
            max_width=round(box_w - 40 * s),
        )
        self.buttons.draw(surface)


def confirm(app: App, question: str, yes_label: str, yes: Callable[[], None]) -> None:
    """Ask before doing `yes`; "Cancel" (the default) keeps everything."""
    app.stack.push(
        ChoiceScreen(app, question, [(yes_label, yes), (t("confirm.cancel"), lambda: None)])
    )


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

    app.stack.push(
        ChoiceScreen(
            app,
            t("confirm.new_game"),
            [
                (t("confirm.keep_and_start"), keep_and_start),
                (t("confirm.drop_and_start"), start),
                (t("confirm.cancel"), lambda: None),
            ],
        )
    )
