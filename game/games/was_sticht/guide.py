"""Was Sticht's parts of the table guide (H overlay): chip pool or grid, the chips, the
trumps beside the dealer, the dealer's goal. UI: reads the view module's geometry."""

from __future__ import annotations

from game.games.was_sticht.state import CHIPS, DRAFT, PLAY, WasStichtView
from game.games.was_sticht.view import (
    COLUMNS,
    KINDS,
    ROWS,
    chip_box,
    dummy_boxes,
    grid_box,
    grid_metrics,
    pool_box,
    trump_boxes,
)
from game.ui.guide import Area, GameGuide, trick_box, union
from game.ui.layout import Box, TableLayout


class WasStichtGuide(GameGuide):
    """By phase: the chip pool, the draft grid, or the trick (and the dummy's cards)."""

    def areas(self, lay: TableLayout, view: object, table: object) -> list[Area]:
        """Chip pool or grid, the chips, the trumps beside the dealer, the dealer's goal."""
        assert isinstance(view, WasStichtView)
        areas: list[Area] = []
        phase = view.phase
        if phase == CHIPS:
            areas.append(
                Area((union([pool_box(lay, 0), pool_box(lay, len(KINDS) - 1)]),), "guide.ws.pool")
            )
        if phase == DRAFT:
            column = min(view.column, COLUMNS - 1)
            left, top, gw, _, cg, _, label = grid_metrics(lay)
            current = union([grid_box(lay, column, 0), grid_box(lay, column, ROWS - 1)])
            others = [
                union([grid_box(lay, c, 0), grid_box(lay, c, ROWS - 1)])
                for c in range(COLUMNS)
                if c != column
            ]
            # The marker row lies above the cards, under the column numbers (see _draw_grid).
            marker = Box(
                left, top - label - round(3 * lay.scale), COLUMNS * gw + (COLUMNS - 1) * cg, label
            )
            areas += [
                Area((current,), "guide.ws.column"),
                Area(tuple(others), "guide.ws.grid"),
                Area((marker,), "guide.ws.marker"),
            ]
        if phase == PLAY:
            areas.append(Area((trick_box(lay),), "guide.trick"))
            if view.seats == 3 and view.dummy_cards:
                dummy = union(dummy_boxes(lay, len(view.dummy_cards)))
                areas.append(Area((dummy,), "guide.ws.dummy"))
        if phase != CHIPS:
            chips = tuple(
                union([chip_box(lay, spot, 0), chip_box(lay, spot, 4)]) for spot in lay.spots
            )
            areas.append(Area(chips, "guide.ws.chips"))
            dealer = lay.spots[view.dealer]
            areas.append(Area((union(trump_boxes(lay, dealer)),), "guide.ws.trumps"))
            areas.append(Area((dealer.plate,), "guide.ws.dealer"))
            areas.append(Area((lay.info_panel,), "guide.ws.info"))
        else:
            areas.append(Area((lay.info_panel,), "guide.info"))
        areas.append(Area((lay.score_panel,), "guide.ws.score"))
        return areas
