"""Saving a match under a name (from the pause menu), the list to load from, deleting."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.catalog import ALL_GAMES
from game.i18n import t
from game.saves import (
    SavedFile,
    SaveError,
    default_name,
    delete_save,
    list_saves,
    make_save,
    reject,
    write_named,
)
from game.storage import StorageError
from game.ui import renderer
from game.ui.commands import Activate, Back, Click, Command, Hover, Key, Move
from game.ui.form import FormScreen, Row
from game.ui.layout import Box, ui_scale
from game.ui.menus import back_button_box, background, title
from game.ui.questions import before_new_game
from game.ui.scenes import Scene
from game.ui.setup_model import restore

if TYPE_CHECKING:
    from game.app import App
    from game.ui.running import RunningTable

NAME_LIMIT = 40
GAME_NAMES = dict(ALL_GAMES)
DELETE_KEYS = ("delete", "backspace")


class SaveScreen(FormScreen):
    """A name (the game and the time unless typed over), Save and Cancel."""

    hint_key = "save.hint"

    def __init__(self, app: App, table: RunningTable) -> None:
        super().__init__(app)
        self.table = table
        state = table.controller.state
        self.heading = t("save.title")
        self.subtitle = t("save.subtitle", game=table.setup.game.name, deal=state.deal_index + 1)
        self.name = default_name(table.setup.game.name)
        self.fresh = True  # the first key typed replaces the suggested name
        self.rows = [
            Row(t("save.name"), lambda: self.name, edit=self._edit),
            Row(t("save.do"), lambda: "", press=self.save, accent=True),
            Row(t("save.cancel"), lambda: "", press=self.close),
        ]

    def _edit(self, text: str) -> None:
        if text == "\b":
            self.name = self.name[:-1]
        else:
            self.name = text if self.fresh else (self.name + text)[:NAME_LIMIT]
        self.fresh = False
        self.error = ""

    def handle(self, command: Command) -> None:
        """Enter in the name field saves at once."""
        if isinstance(command, Activate) and self.focus == 0:
            self.save()
            return
        super().handle(command)

    def save(self) -> None:
        """Write the save, say so, and go back to the pause menu."""
        name = self.name.strip()
        if not name:
            self.error = t("save.need_name")
            return
        table = self.table
        save = make_save(
            table.setup,
            table.match,
            table.controller.state,
            name,
            assists=table.recorder.assists,
            choices=table.recorder.choices(),
        )
        try:
            write_named(save)
        except StorageError as exc:
            self.error = exc.reason
            return
        self.app.notices.post(t("persist.saved_as", name=name))
        self.close()


def describe(save: SavedFile) -> tuple[str, str, str, str]:
    """The columns of a save in the list: name, game, date, deal."""
    data = save.save
    return (
        data.name or save.path.stem,
        GAME_NAMES.get(data.game, data.game),
        data.saved_at.replace("T", " ")[:16],
        t("load.deal", number=data.deal),
    )


class LoadScreen(Scene):
    """The named saves, newest first: Enter or a click loads, Del or the button deletes."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.saves: list[SavedFile] = []
        self.focus = 0
        self.scroll = 0
        self.on_delete = False  # the mouse is over the focused row's delete button
        self.refresh()

    def refresh(self) -> None:
        """Read the saves folder again (bad files are put aside with a notice)."""
        self.saves, notices = list_saves()
        for notice in notices:
            self.app.notices.post(notice, keep=True)
        self.focus = min(self.focus, max(0, len(self.saves) - 1))

    # ----------------------------------------------------------------- geometry
    def _rows(self, size: tuple[int, int]) -> list[tuple[int, Box, Box]]:
        """(index, row box, delete button box) of the visible saves."""
        w, h = size
        s = ui_scale(w, h)
        row_h, top = round(46 * s), round(h * 0.26)
        visible = max(1, (self._back_box(size).y - top - round(10 * s)) // row_h)
        if self.focus < self.scroll:
            self.scroll = self.focus
        elif self.focus >= self.scroll + visible:
            self.scroll = self.focus - visible + 1
        rows = []
        for i in range(self.scroll, min(len(self.saves), self.scroll + visible)):
            box = Box(
                round(w * 0.1),
                top + (i - self.scroll) * row_h,
                round(w * 0.8),
                row_h - round(6 * s),
            )
            delete = Box(
                box.right - round(120 * s),
                box.y + round(5 * s),
                round(110 * s),
                box.h - round(10 * s),
            )
            rows.append((i, box, delete))
        return rows

    def _back_box(self, size: tuple[int, int]) -> Box:
        return back_button_box(size)

    # ----------------------------------------------------------------- input
    def handle(self, command: Command) -> None:
        """Arrows choose, Enter loads, Del asks to delete, Esc goes back."""
        if isinstance(command, Back):
            self.app.stack.pop()
        elif isinstance(command, Move) and command.dy and self.saves:
            self.focus = (self.focus + command.dy) % len(self.saves)
            self.on_delete = False
        elif isinstance(command, Activate) and self.saves:
            self.open(self.focus)
        elif isinstance(command, Key) and command.name in DELETE_KEYS and self.saves:
            self.ask_delete(self.focus)
        elif isinstance(command, Click | Hover):
            self._pointer(command)

    def _pointer(self, command: Click | Hover) -> None:
        size = self.app.size
        if self._back_box(size).contains(command.x, command.y):
            if isinstance(command, Click):
                self.app.stack.pop()
            return
        for index, box, delete in self._rows(size):
            if box.contains(command.x, command.y):
                self.focus = index
                self.on_delete = delete.contains(command.x, command.y)
                if isinstance(command, Click):
                    if self.on_delete:
                        self.ask_delete(index)
                    else:
                        self.open(index)
                return

    # ----------------------------------------------------------------- actions
    def open(self, index: int) -> None:
        """Replay the save and sit down at its table; a save that no longer fits goes aside."""
        saved = self.saves[index]
        try:
            setup, match, state = restore(saved.save)
        except SaveError as exc:
            self.app.notices.post(reject(saved.path, exc), keep=True)
            self.refresh()
            return
        # Opening a save replaces the running match: kept or dropped knowingly.
        before_new_game(self.app, lambda: self.app.reset("table", setup, (match, state)))

    def ask_delete(self, index: int) -> None:
        """Ask before deleting: a save is the player's."""
        saved = self.saves[index]
        name = describe(saved)[0]

        def delete() -> None:
            ok = delete_save(saved.path)
            self.app.notices.post(
                t("persist.deleted" if ok else "persist.delete_failed", name=name)
            )
            self.refresh()

        self.app.open("yes_no", t("confirm.delete", name=name), delete)

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        """Title, the rows (or a hint when there are none), Back and the key hint."""
        background(surface)
        title(surface, t("load.title"))
        w, h = surface.get_size()
        s = ui_scale(w, h)
        size = round(19 * s)
        if not self.saves:
            renderer.draw_text(
                surface,
                t("load.empty"),
                round(22 * s),
                (w / 2, h * 0.4),
                renderer.CREAM,
                "center",
                max_width=round(w * 0.8),
            )
        for index, box, delete in self._rows((w, h)):
            focused = index == self.focus
            renderer.panel(
                surface, box, 210 if focused else 150, 8, renderer.GOLD if focused else None
            )
            name, game, date, deal = describe(self.saves[index])
            y = box.center[1]
            text_w = delete.x - box.x
            color = renderer.GOLD if focused else renderer.WHITE
            renderer.draw_text(
                surface,
                name,
                size,
                (box.x + 14 * s, y),
                color,
                "midleft",
                focused,
                max_width=round(text_w * 0.42),
            )
            for text, at in ((game, 0.46), (date, 0.68), (deal, 0.88)):
                renderer.draw_text(
                    surface,
                    text,
                    size,
                    (box.x + text_w * at, y),
                    renderer.CREAM,
                    "center",
                    max_width=round(text_w * 0.2),
                )
            renderer.button(
                surface,
                delete,
                t("load.delete"),
                size=round(16 * s),
                focused=focused and self.on_delete,
            )
        renderer.button(surface, self._back_box((w, h)), t("menu.back"), size=round(20 * s))
        renderer.draw_text(
            surface, t("load.hint"), round(16 * s), (w / 2, h - 20 * s), renderer.DIM, "center"
        )
