"""Skitgubbe's parts of the table guide (H overlay): phase 1 the stock and the battle,
phase 2 the lays and the pick-up. UI: reads the view module's geometry."""

from __future__ import annotations

from game.games.skitgubbe.state import ADDING, PHASE1, PHASE2, SkitgubbeView
from game.games.skitgubbe.view import deck_spot, fan_box, lay_boxes
from game.ui.guide import Area, GameGuide, union
from game.ui.layout import TableLayout


class SkitgubbeGuide(GameGuide):
    """By phase: the stock and the battle, or the trump card and the lays."""

    def areas(self, lay: TableLayout, view: object, table: object) -> list[Area]:
        """Phase 1: the stock and the battle; phase 2: the lays and the pick-up."""
        assert isinstance(view, SkitgubbeView)
        areas: list[Area] = []
        if view.phase in (PHASE1, ADDING):
            # Each seat's fan of phase-1 plays: room for three cards (one play's most).
            fans = tuple(
                union([fan_box(lay, seat, 0), fan_box(lay, seat, 2)]) for seat in range(view.seats)
            )
            areas += [Area((deck_spot(lay),), "guide.sk.stock"), Area(fans, "guide.sk.battle")]
        elif view.phase == PHASE2:
            areas.append(Area((deck_spot(lay),), "guide.sk.trump"))
            lays = tuple(cards for _, cards in view.table)
            boxes = [box for row in lay_boxes(lay, lays) for box in row]
            if boxes:
                areas.append(Area((union(boxes),), "guide.sk.lays"))
        areas += [
            Area((lay.info_panel,), "guide.sk.phases"),
            Area((lay.score_panel,), "guide.sk.score"),
        ]
        return areas
