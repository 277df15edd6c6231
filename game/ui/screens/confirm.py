"""Questions over the screen below: a `ChoiceScreen` is an overlay with a question and two
or three buttons; Esc takes the safe choice (the last one, which keeps everything as it
is). `ConfirmScreen` is the yes/no kind. What is asked when lives in game.ui.questions."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import t
from game.ui import renderer
from game.ui.commands import Back, Command
from game.ui.layout import Box, centered, ui_scale
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
        # The question's room above the buttons: with bigger text a long question wraps
        # into two bigger lines rather than shrinking to the smallest size on one.
        room = centered(w / 2, h * 0.36, round(box_w - 40 * s) + 16, 84 * s)
        renderer.draw_text_box(surface, self.question, round(24 * s), room, renderer.GOLD, True)
        self.buttons.draw(surface)


class ConfirmScreen(ChoiceScreen):
    """A question with a yes button and a safe no (the default, and Esc)."""

    def __init__(self, app: App, question: str, yes: Callable[[], None]) -> None:
        super().__init__(app, question, [(t("confirm.yes"), yes), (t("confirm.no"), lambda: None)])
