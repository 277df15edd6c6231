"""The match's score deal by deal as a line chart: in the match-over panel and on the
score sheet's chart page. One line per seat, or per team while the partners stay the
same; a series that counts losses charts the losses its score sheet writes."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games import ENTRIES
from game.i18n import t
from game.ui import chart, renderer
from game.ui.chart_data import Series, match_series
from game.ui.layout import Box

if TYPE_CHECKING:
    from game.ui.table.screen import TableScreen


def score_series(table: TableScreen) -> list[Series]:
    """The lines of the table's match so far, named as the table names its seats."""
    presenter = table.presenter
    state = table.controller.state
    names = [presenter.seat_label(seat) for seat in range(len(state.totals))]
    entry = ENTRIES.get(table.setup.game.id)
    losses = entry is not None and entry.counts_losses
    return match_series(state, names, losses)


def score_title(table: TableScreen) -> str:
    """What the chart shows, in the game's word for a deal."""
    entry = ENTRIES.get(table.setup.game.id)
    kind = "losses" if entry is not None and entry.counts_losses else "score"
    return t(f"chart.{kind}.{table.presenter.deal_word}")


def draw_score_chart(
    surface: pygame.Surface, table: TableScreen, box: Box, scale: float
) -> chart.Plan | None:
    """The running score of every seat or team after each deal, inside `box`; before the
    first deal ends, a line saying so (None)."""
    if not table.controller.state.history:
        size = chart.text_size(scale)
        text = t(f"chart.empty.{table.presenter.deal_word}")
        renderer.draw_text(surface, text, size, box.center, renderer.DIM, "center", max_width=box.w)
        return None
    return chart.line_chart(surface, box, score_series(table), scale, score_title(table))
