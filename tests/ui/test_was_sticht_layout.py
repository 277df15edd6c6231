"""Was Sticht's own table geometry: the dealer's trump cards and their label lie clear of
the grid, every hand, plate, chip row and panel, at every dealer seat."""

from __future__ import annotations

import pygame
import pytest

from game import assets
from game.games.was_sticht import view as ws_view
from game.i18n import set_language, t
from game.ui import renderer
from game.ui.layout import Box, TableLayout, back_fan, table_layout

SIZES = [(1280, 720), (1920, 1080)]


def _overlap(a: Box, b: Box) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


def _union(boxes: list[Box]) -> Box:
    left, top = min(b.x for b in boxes), min(b.y for b in boxes)
    right, bottom = max(b.right for b in boxes), max(b.bottom for b in boxes)
    return Box(left, top, right - left, bottom - top)


def _taken(lay: TableLayout, seats: int, dealer: int) -> dict[str, Box]:
    """Everything else on the table a dealer's trumps must not cover."""
    taken = {
        "grid": ws_view.grid_area(lay),
        "hand": lay.hand_area,
        "message": lay.message,
        "notice": lay.notice,
        "info": lay.info_panel,
        "score": lay.score_panel,
        "buttons": lay.buttons,
    }
    for spot in lay.spots:
        taken[f"chips {spot.seat}"] = _union([ws_view.chip_box(lay, spot, i) for i in range(6)])
        taken[f"tricks {spot.seat}"] = _union([ws_view.tile_box(lay, spot, i) for i in range(10)])
        taken[f"plate {spot.seat}"] = spot.plate
        if spot.side != "bottom":  # a face-down hand at its longest (nine cards)
            taken[f"fan {spot.seat}"] = _union(
                back_fan(spot, 9, lay.small_w, lay.small_h, lay.scale)
            )
    if seats == 3:
        taken["dummy"] = _union(ws_view.dummy_boxes(lay, 9))
    return taken


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(("w", "h"), SIZES)
@pytest.mark.parametrize("seats", [3, 4])
def test_dealer_trumps_cover_nothing(w: int, h: int, seats: int, lang: str) -> None:
    """At every dealer seat as seen from every viewer, both trump cards and their longest
    label stay inside the window and clear of the grid (with its column numbers), every
    fan, plate, chip and trick row, the dummy's cards and the panels."""
    pygame.font.init()
    set_language(lang)
    checked = 0
    try:
        size = max(renderer.MIN_TEXT, round(14 * (w / 1280)))
        labels = [t("ws.secret_trumps"), t("ws.trumps_hidden"), t("ws.trumps_label")]
        width = max(assets.text_width(label, size, True) for label in labels)
        for viewer in range(seats):
            lay = table_layout(w, h, seats, viewer=viewer)
            for spot in lay.spots:
                colour, number = ws_view.trump_boxes(lay, spot)
                label = ws_view.trump_label_box(lay, spot, width, round(size * 1.2))
                for box in (colour, number, label):
                    assert box.x >= 0 and box.y >= 0 and box.right <= w and box.bottom <= h
                    for name, other in _taken(lay, seats, spot.seat).items():
                        assert not _overlap(box, other), (viewer, spot.side, name, box, other)
                        checked += 1
    finally:
        set_language("en")
    # viewers x seats x 3 boxes x (7 panels + 3 rows per seat + fans + the dummy)
    assert checked == seats * seats * 3 * (7 + 3 * seats + (seats - 1) + (seats == 3))
