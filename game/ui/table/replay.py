"""The replay table: a finished deal played again (game.ui.replay), marked as a replay on
every frame, counted nowhere, and left at any time back to the screen it came from.

It is the ordinary table with three differences: its recorder writes nothing (no
autosave, statistics, archive or analysis), undo never goes back before the point the
replay started at, and its result is the replayed deal's summary with Play again and
Leave instead of the match result's Rematch / New setup / Main menu."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import assets
from game.i18n import t
from game.records import MatchRecorder, UncountedRecorder
from game.ui import renderer
from game.ui.commands import Activate, Click, Command, Hover, Move
from game.ui.controller import Phase
from game.ui.keybinds import Keys
from game.ui.layout import Box, ui_scale
from game.ui.replay import Replay, open_replay, replay_title
from game.ui.setup_model import TableSetup
from game.ui.table import summary
from game.ui.table.match_over import MatchOverPanel
from game.ui.table.screen import TableScreen
from game.ui.widgets import MenuItem

if TYPE_CHECKING:
    from game.app import App
    from game.core.match import MatchState

END_CHOICES = ("again", "leave")


class ReplayTable(TableScreen):
    """One deal played again; `replay` says which and from where."""

    def __init__(self, app: App, replay: Replay) -> None:
        setup, match, state = open_replay(replay)  # ReplayError: the opener says why
        self.replay = replay
        self.start_plies = len(state.log)  # undo never goes before this
        super().__init__(app, setup, (match, state))
        self.layers.match_over.panel = ReplayEndPanel(self)

    def new_recorder(self, setup: TableSetup) -> MatchRecorder:
        """A replay is never counted: its recorder writes nothing."""
        return UncountedRecorder(setup, self.match, self.app.statistics, self.app.notices.post)

    def title(self) -> str:
        """The badge: which deal is played again, from which trick."""
        return replay_title(self.replay, self.presenter.deal_name)

    # ----------------------------------------------------------------- leaving
    def leave(self) -> None:
        """Back to where the replay was started from (every screen over it closes too)."""
        while self.app.stack.holds(self):
            self.app.stack.pop()

    def again(self) -> None:
        """The same replay anew, from the same point, in this one's place."""
        app, replay = self.app, self.replay
        self.leave()
        app.open("replay", replay)

    def resume(self) -> None:
        """Close the pause menu over the replay."""
        if self.app.stack.top is not self:
            self.app.stack.pop()

    def pause_items(self) -> list[MenuItem]:
        """The pause menu over a replay: no saving or restarting the real match; the
        replay started over, and Leave replay."""
        app = self.app
        return [
            MenuItem(t("pause.resume"), self.resume),
            MenuItem(t("replay.restart"), self.again),
            MenuItem(t("pause.rules"), lambda: app.open("rules", self)),
            # The overlay explains the table, so the pause menu gives way to it.
            MenuItem(t("howto.menu"), lambda: app.swap("howto", self)),
            MenuItem(t("menu.settings"), lambda: app.open("settings")),
            MenuItem(t("replay.leave_menu"), self.leave),
        ]

    # ----------------------------------------------------------------- play
    def update(self, now: float) -> None:
        """As any table; the replayed deal's summary is its result (no second panel)."""
        super().update(now)
        c = self.controller
        if c.phase == Phase.DEAL_SUMMARY and c.state.over:
            c.confirm_summary(now)

    def _undo_target(self) -> MatchState | None:
        target = super()._undo_target()
        if target is not None and len(target.log) < self.start_plies:
            return None  # before the replay began: those moves are not the player's here
        return target

    def undo(self, now: float) -> None:
        """Take back a move made in this replay (never one replayed silently)."""
        if self._undo_target() is None:
            self.controller.message = t("cue.nothing_to_undo")  # what the error sound says
            self.app.cue("error")
            return
        super().undo(now)

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        """The table (or its hand-over), the replay's badge always on top."""
        super().draw(surface)
        draw_badge(surface, self.title())


def badge_box(size: tuple[int, int], text: str) -> Box:
    """The badge's place: top centre, as wide as its text."""
    s = ui_scale(*size)
    w = min(round(size[0] * 0.6), assets.text_width(text, round(17 * s), True) + round(28 * s))
    return Box(size[0] // 2 - w // 2, round(4 * s), w, round(30 * s))


def draw_badge(surface: pygame.Surface, text: str) -> None:
    """A gold-rimmed label saying this is a replay."""
    size = surface.get_size()
    s = ui_scale(*size)
    box = badge_box(size, text)
    renderer.panel(surface, box, 235, 10, renderer.GOLD)
    renderer.draw_text(
        surface,
        text,
        round(17 * s),
        box.center,
        renderer.GOLD,
        "center",
        True,
        max_width=box.w - round(16 * s),
    )


class ReplayEndPanel(MatchOverPanel):
    """The replay's result: the replayed deal's summary, then Review, Play again and
    Leave. Like the match result it takes no input for a guard time, and a first Enter
    only shows the focus (on Play again)."""

    def __init__(self, table: ReplayTable) -> None:
        super().__init__(table)
        self.replay_table = table

    def _plan(self, size: tuple[int, int]) -> summary.SummaryPlan | None:
        table = self.replay_table
        state = table.controller.state
        if not state.history:
            return None
        headings, rows = table.presenter.summary(state.history[-1], state)
        lay = table.layout(size)
        sheet_key = Keys(table.app.settings.keys).shown("sheet")
        return summary.plan(lay, table.title(), headings, rows, 2, t("replay.end_how"), sheet_key)

    def again_box(self, size: tuple[int, int]) -> Box | None:
        """None: the replay's result has its own Play again."""
        return None

    def review_box(self, size: tuple[int, int]) -> Box:
        """Review: first in the summary's row of buttons."""
        shown = self._plan(size)
        return shown.button if shown is not None else Box(0, 0, 0, 0)

    def buttons(self, size: tuple[int, int], lines: int = 0) -> list[Box]:
        """Play again and Leave, right of Review."""
        shown = self._plan(size)
        return list(shown.extras) if shown is not None else []

    def handle(self, command: Command) -> None:
        """Move the focus, press a button (never during the guard time)."""
        if not self.ready():
            return
        if isinstance(command, Move) and (command.dx or command.dy):
            step = command.dx or command.dy
            if self.focus is None:
                self.focus = 0 if step > 0 else len(END_CHOICES) - 1
            else:
                self.focus = (self.focus + step) % len(END_CHOICES)
        elif isinstance(command, Activate):
            if self.focus is None:
                self.focus = 0
            else:
                self.choose(END_CHOICES[self.focus])
        elif isinstance(command, Click | Hover):
            for index, box in enumerate(self.buttons(self.table.app.size)):
                if box.contains(command.x, command.y):
                    self.focus = index
                    if isinstance(command, Click):
                        self.choose(END_CHOICES[index])
                    return

    def choose(self, choice: str) -> None:
        """Play the same replay again, or leave it."""
        if choice == "again":
            self.replay_table.again()
        else:
            self.replay_table.leave()

    def draw(self, surface: pygame.Surface) -> None:
        """The deal's summary over the dimmed table, and the two choices."""
        size = surface.get_size()
        shown = self._plan(size)
        if shown is None:
            return
        renderer.dim_screen(surface, 150)
        summary.draw(surface, shown)
        s = ui_scale(*size)
        ready = self.ready()
        for index, box in enumerate(shown.extras):
            renderer.button(
                surface,
                box,
                t(f"replay.{END_CHOICES[index]}"),
                size=round(18 * s),
                enabled=ready,
                focused=index == self.focus,
                accent=index == 0,
            )
