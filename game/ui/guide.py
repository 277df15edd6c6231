"""The table guide (H overlay): which parts of this game's table to point at, and why.

Every game gets its own parts, chosen by the phase the deal is in, so the overlay never
labels something that is not on the table now ("the trick" over Was Sticht's draft grid,
a score sheet over Skitgubbe's phase panel). Geometry comes from the games' own view
modules; the words are `guide.*` catalog entries (game/i18n/en_learn.py), one sentence
each. Pure: no drawing here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.ui.layout import Box, TableLayout, back_fan, centered


@dataclass(frozen=True, slots=True)
class Area:
    """A part of the table: the boxes it covers and the catalog key of its label."""

    boxes: tuple[Box, ...]
    key: str


def union(boxes: list[Box] | tuple[Box, ...]) -> Box:
    """The smallest box holding all the boxes."""
    x0, y0 = min(b.x for b in boxes), min(b.y for b in boxes)
    x1, y1 = max(b.right for b in boxes), max(b.bottom for b in boxes)
    return Box(x0, y0, x1 - x0, y1 - y0)


def guide_areas(
    game_id: str,
    lay: TableLayout,
    view: Any,
    viewer: int,
    hand_sizes: tuple[int, ...],
    adapter: Any = None,
) -> list[Area]:
    """The parts of this game's table worth explaining now, each with its sentence key."""
    areas: list[Area] = []
    if hand_sizes and hand_sizes[viewer] > 0:
        areas.append(Area((lay.hand_area,), "guide.hand"))
    others = tuple(
        union(
            [
                spot.plate,
                *back_fan(spot, hand_sizes[spot.seat], lay.small_w, lay.small_h, lay.scale),
            ]
        )
        for spot in lay.spots
        if spot.seat != viewer
    )
    if others:
        areas.append(Area(others, "guide.seats"))
    areas += GAME_AREAS.get(game_id, _plain)(lay, view, adapter)
    areas += [Area((lay.message,), "guide.prompt"), Area((lay.buttons,), "guide.buttons")]
    return areas


def _trick(lay: TableLayout) -> Box:
    """Where the cards of a running trick lie (one slot per seat)."""
    return union([centered(*spot.trick_slot, lay.card_w, lay.card_h) for spot in lay.spots])


def _plain(lay: TableLayout, view: Any, adapter: Any) -> list[Area]:
    """A game without its own guide: the trick and the two panels."""
    return [
        Area((_trick(lay),), "guide.trick"),
        Area((lay.info_panel,), "guide.info"),
        Area((lay.score_panel,), "guide.score"),
    ]


def _was_sticht(lay: TableLayout, view: Any, adapter: Any) -> list[Area]:
    """Chip pool or grid, the chips, the trumps beside the dealer, the dealer's goal."""
    from game.games.was_sticht.state import CHIPS, DRAFT, PLAY
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
        areas.append(Area((_trick(lay),), "guide.trick"))
        if view.seats == 3 and view.dummy_cards:
            areas.append(Area((union(dummy_boxes(lay, len(view.dummy_cards))),), "guide.ws.dummy"))
    if phase != CHIPS:
        chips = tuple(union([chip_box(lay, spot, 0), chip_box(lay, spot, 4)]) for spot in lay.spots)
        areas.append(Area(chips, "guide.ws.chips"))
        dealer = lay.spots[view.dealer]
        areas.append(Area((union(trump_boxes(lay, dealer)),), "guide.ws.trumps"))
        areas.append(Area((dealer.plate,), "guide.ws.dealer"))
        areas.append(Area((lay.info_panel,), "guide.ws.info"))
    else:
        areas.append(Area((lay.info_panel,), "guide.info"))
    areas.append(Area((lay.score_panel,), "guide.ws.score"))
    return areas


def _stichln(lay: TableLayout, view: Any, adapter: Any) -> list[Area]:
    """The trick, every seat's tag (minus card, captured minus cards) and the scores."""
    from game.games.stichln.view import tag_box

    tags = tuple(tag_box(lay, spot) for spot in lay.spots)
    return [
        Area((_trick(lay),), "guide.stichln.trick"),
        Area(tags, "guide.stichln.tags"),
        Area((lay.info_panel,), "guide.stichln.info"),
        Area((lay.score_panel,), "guide.stichln.score"),
    ]


def _skitgubbe(lay: TableLayout, view: Any, adapter: Any) -> list[Area]:
    """Phase 1: the stock and the battle; phase 2: the lays and the pick-up."""
    from game.games.skitgubbe.state import ADDING, PHASE1, PHASE2
    from game.games.skitgubbe.view import deck_spot, fan_box, lay_boxes

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


def _schieber(lay: TableLayout, view: Any, adapter: Any) -> list[Area]:
    """The trick, the contract panel (trumps, who chose, pushed) and the team scores."""
    return [
        Area((_trick(lay),), "guide.trick"),
        Area((lay.info_panel,), "guide.jass.info"),
        Area((lay.score_panel,), "guide.jass.score"),
    ]


def _klaverjas(lay: TableLayout, view: Any, adapter: Any) -> list[Area]:
    """The trick, the trump badge, the deal panel and the score panel (roem, nat, pit)."""
    badge = adapter._badge_box(lay)  # the view module owns the badge's place
    return [
        Area((_trick(lay),), "guide.trick"),
        Area((badge,), "guide.kj.badge"),
        Area((lay.info_panel,), "guide.kj.info"),
        Area((lay.score_panel,), "guide.kj.score"),
    ]


GAME_AREAS = {
    "was_sticht": _was_sticht,
    "stichln": _stichln,
    "skitgubbe": _skitgubbe,
    "schieber": _schieber,
    "klaverjas": _klaverjas,
}
