"""Klaverjas' parts of the table guide (H overlay): the trick, the trump badge, the deal
panel and the score panel (roem, nat, pit). UI: the badge's place comes from the view module."""

from __future__ import annotations

from game.games.klaverjas.view import badge_box
from game.ui.guide import Area, GameGuide, trick_box
from game.ui.layout import TableLayout


class KlaverjasGuide(GameGuide):
    """The trick, the trump badge and the two panels."""

    def areas(self, lay: TableLayout, view: object, table: object) -> list[Area]:
        """The trick, the trump badge, the deal panel and the score panel."""
        badge = badge_box(lay)  # the view module owns the badge's place
        return [
            Area((trick_box(lay),), "guide.trick"),
            Area((badge,), "guide.kj.badge"),
            Area((lay.info_panel,), "guide.kj.info"),
            Area((lay.score_panel,), "guide.kj.score"),
        ]
