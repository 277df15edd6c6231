"""Schieber's parts of the table guide (H overlay): the trick, the contract panel
(trumps, who chose, pushed) and the team scores."""

from __future__ import annotations

from game.ui.guide import Area, GameGuide, trick_box
from game.ui.layout import TableLayout


class SchieberGuide(GameGuide):
    """The trick, the contract panel and the team scores."""

    def areas(self, lay: TableLayout, view: object, table: object) -> list[Area]:
        """The trick, the contract panel (trumps, who chose, pushed) and the team scores."""
        return [
            Area((trick_box(lay),), "guide.trick"),
            Area((lay.info_panel,), "guide.jass.info"),
            Area((lay.score_panel,), "guide.jass.score"),
        ]
