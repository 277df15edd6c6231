"""Stichln's parts of the table guide (H overlay): the trick, every seat's tag (minus
card, captured minus cards) and the scores. UI: the tags' places come from the view module."""

from __future__ import annotations

from game.games.stichln.view import tag_box
from game.ui.guide import Area, GameGuide, trick_box
from game.ui.layout import TableLayout


class StichlnGuide(GameGuide):
    """The trick, the seats' tags and the two panels."""

    def areas(self, lay: TableLayout, view: object, table: object) -> list[Area]:
        """The trick, every seat's tag (minus card, captured minus cards) and the scores."""
        tags = tuple(tag_box(lay, spot) for spot in lay.spots)
        return [
            Area((trick_box(lay),), "guide.stichln.trick"),
            Area(tags, "guide.stichln.tags"),
            Area((lay.info_panel,), "guide.stichln.info"),
            Area((lay.score_panel,), "guide.stichln.score"),
        ]
