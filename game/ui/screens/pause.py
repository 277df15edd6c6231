"""The pause overlay over a table and the rules summary."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game import assets
from game.i18n import language, t
from game.ui import renderer
from game.ui.commands import Back, Command
from game.ui.layout import centered, ui_scale
from game.ui.questions import confirm
from game.ui.scenes import Scene
from game.ui.widgets import ButtonList, MenuItem

if TYPE_CHECKING:
    from game.app import App
    from game.ui.running import RunningTable


class PauseScreen(Scene):
    """Resume, restart, save, rules, settings, quit to menu; the table stays frozen below."""

    opaque = False

    def __init__(
        self,
        app: App,
        table: RunningTable,
        items: list[MenuItem] | None = None,
        subtitle: Callable[[], str] | None = None,
    ) -> None:
        super().__init__(app)
        self.table = table
        # A replay's table brings its own entries (Leave replay) and its badge as subtitle.
        self.subtitle = subtitle
        self._items = items
        self.buttons = self._button_list()
        self.built_in = language()

    def _button_list(self) -> ButtonList:
        app, table = self.app, self.table
        return ButtonList(
            self._items
            or [
                MenuItem(t("pause.resume"), self.resume),
                MenuItem(t("pause.restart"), self.restart),
                MenuItem(t("pause.save"), self.save),
                MenuItem(t("pause.rules"), lambda: app.open("rules", table)),
                # The overlay explains the table, so the pause menu gives way to it.
                MenuItem(t("howto.menu"), lambda: app.swap("howto", table)),
                MenuItem(t("menu.settings"), lambda: app.open("settings")),
                MenuItem(t("pause.quit"), self.quit_to_menu),
            ],
            top=0.30,
        )

    def update(self, now: float) -> None:
        """Back from the settings in another language: the labels in that language."""
        if self.built_in != language():
            focus = self.buttons.focus
            self.buttons = self._button_list()
            self.buttons.focus = focus
            self.built_in = language()

    def resume(self) -> None:
        """Back to the table."""
        self.app.stack.pop()

    def restart(self) -> None:
        """The same setup and seed from the first deal, once the player confirms."""

        def restart() -> None:
            self.app.reset("table", self.table.setup)

        confirm(self.app, t("confirm.restart"), t("pause.restart"), restart)

    def save(self) -> None:
        """Name and store the match as it stands."""
        self.app.open("save", self.table)

    def quit_to_menu(self) -> None:
        """Leave the table once the player confirms (the match stays to continue)."""

        def leave() -> None:
            self.app.reset("menu")

        confirm(self.app, t("confirm.quit"), t("pause.quit"), leave)

    def enter(self) -> None:
        """The spoken table says where the player is now (Esc may have been a slip)."""
        focused = self.buttons.items[self.buttons.focus].label
        self.app.voice.say(t("speech.paused", label=focused), interrupt=True)

    def handle(self, command: Command) -> None:
        """Esc resumes; everything else goes to the buttons (the focused one is said)."""
        if isinstance(command, Back):
            self.resume()
            return
        focus = self.buttons.focus
        self.buttons.handle(command, self.app.size)
        if self.buttons.focus != focus:
            self.app.voice.say(self.buttons.items[self.buttons.focus].label, interrupt=True)

    def shows_captions(self) -> bool:
        """A full-screen menu over the dimmed table: the menu itself shows the click."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the table, then the menu."""
        renderer.dim_screen(surface, 170)
        w, h = surface.get_size()
        s = ui_scale(w, h)
        size = round(48 * s)
        # A plate under the title: the dimmed table (a name tag, cards) must not show
        # through its letters.
        title_h = assets.text(t("pause.title"), size, renderer.GOLD, True).get_height()
        title_w = assets.text_width(t("pause.title"), size, True)
        plate_w, plate_h = title_w + round(40 * s), title_h + round(12 * s)
        renderer.panel(surface, centered(w / 2, h * 0.18, plate_w, plate_h), 235, 12, None)
        renderer.draw_text(
            surface, t("pause.title"), size, (w / 2, h * 0.18), renderer.GOLD, "center", True
        )
        if self.subtitle is not None:
            renderer.draw_text(
                surface,
                self.subtitle(),
                round(20 * ui_scale(w, h)),
                (w / 2, h * 0.245),
                renderer.CREAM,
                "center",
                True,
                max_width=round(w * 0.9),
            )
        self.buttons.draw(surface)
