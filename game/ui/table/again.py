"""The ways into a replay from a table: the Play again button of the deal summary and of
the match result, and the review's choice of start (see game.ui.replay).

A replay opens on top of the screen it was started from; that screen (the real table with
its summary or result, the review, the statistics) stays as it was below it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.core.events import Event
from game.i18n import t
from game.saves import SaveGame, make_save
from game.ui import renderer
from game.ui.commands import Click, Command
from game.ui.controller import Phase
from game.ui.keybinds import Keys, in_caption
from game.ui.layout import Box, TableLayout
from game.ui.replay import finished_deals, play_again
from game.ui.table import overlays
from game.ui.table.keys import TableCommand
from game.ui.table.layers import Layer

if TYPE_CHECKING:
    from game.present import BasePresenter
    from game.ui.table.screen import TableScreen


def table_save(table: TableScreen) -> SaveGame:
    """The table's match as a save (what a replay is built from)."""
    c = table.controller
    return make_save(table.setup, table.match, c.state, choices=table.table_choices())


def closes(presenter: BasePresenter[Any]) -> Callable[[Event, Any], bool]:
    """Whether an event ends a trick as the move log (and the review) count tricks."""
    return lambda event, view: presenter.chronicle(event, view).closed is not None


def again_for(table: TableScreen, deal: int) -> Callable[[int], None]:
    """What the review's Play again does for a finished deal of this table: the replay
    from the trick given (0: the deal's start)."""
    save = table_save(table)
    ends_trick = closes(table.presenter)

    def again(trick: int) -> None:
        play_again(table.app, save, deal, trick, ends_trick)

    return again


def pick_deal(table: TableScreen) -> None:
    """The match result's Play again: a list of the match's deals, the last one first."""
    save = table_save(table)
    app = table.app
    deals = finished_deals(table.controller.state)
    entries: list[tuple[str, Callable[[], None]]] = []
    for order, deal in enumerate(deals):
        name = table.presenter.deal_name(deal + 1)
        label = t("replay.pick_last", deal=name) if order == 0 else name

        def start(deal: int = deal) -> None:
            play_again(app, save, deal)

        entries.append((label, start))
    app.open("replay_list", t("replay.pick_title"), entries, t("replay.pick_empty"))


class PlayAgain(Layer):
    """Play again (P, or its button) beside Review in the deal summary and the result."""

    def handle(self, table: TableScreen, command: Command, named: TableCommand | None) -> bool:
        """P or a click on the button while the summary or the match result is up."""
        box = again_box(table, table.layout())
        if box is None:
            return False
        keys = Keys(table.app.settings.keys)
        pressed = keys.pressed(command, "play_again") or (
            isinstance(command, Click) and box.contains(command.x, command.y)
        )
        if not pressed:
            return False
        c = table.controller
        if c.phase == Phase.MATCH_OVER:
            pick_deal(table)
            table.app.cue("click")  # with the deal picker open
        elif play_again(table.app, table_save(table), c.state.history[-1].index):
            table.app.cue("click")  # with the replay open (a refusal sounds its error)
        return True

    def draw(self, surface: pygame.Surface, table: TableScreen, lay: TableLayout) -> None:
        """The button, in the place its panel keeps for it."""
        box = again_box(table, lay)
        if box is not None:
            keys = Keys(table.app.settings.keys)
            label = in_caption(t("replay.button"), "play_again", keys)
            renderer.button(surface, box, label, size=round(18 * lay.scale))


def again_box(table: TableScreen, lay: TableLayout) -> Box | None:
    """Where Play again is now, or None when it is not offered (no finished deal up, or
    a replay's own result, which has its own)."""
    if not overlays.reviewable(table):
        return None
    if table.controller.phase == Phase.MATCH_OVER:
        return table.layers.match_over.panel.again_box((lay.width, lay.height))
    shown = overlays.summary_plan(table, lay)
    return shown.extras[0] if shown is not None and shown.extras else None
