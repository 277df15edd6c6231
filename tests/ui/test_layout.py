"""Table geometry: everything inside the window, seats where players expect them."""

from __future__ import annotations

import pytest

from game.ui.layout import Box, back_fan, choice_buttons, hand_boxes, hit_card, table_layout

SIZES = [(1280, 720), (1920, 1080), (1024, 600), (2560, 1440)]


def _inside(box: Box, w: int, h: int) -> bool:
    return box.x >= 0 and box.y >= 0 and box.right <= w and box.bottom <= h


@pytest.mark.parametrize(("w", "h"), SIZES)
@pytest.mark.parametrize("seats", [3, 4, 5, 6, 8])
def test_every_box_is_inside_the_window(w: int, h: int, seats: int) -> None:
    """Panels, plates, hands, fans and trick cards never leave the window."""
    lay = table_layout(w, h, seats, viewer=0)
    checked = 0
    for box in (lay.hand_area, lay.message, lay.info_panel, lay.score_panel, lay.choice_panel,
                lay.buttons):
        assert _inside(box, w, h), box
        checked += 1
    for spot in lay.spots:
        assert _inside(spot.plate, w, h), (spot.seat, spot.plate)
        for box in back_fan(spot, 15, lay.small_w, lay.small_h, lay.scale):
            assert _inside(box, w, h), (spot.seat, box)
            checked += 1
        x, y = spot.trick_slot
        assert lay.card_w / 2 <= x <= w - lay.card_w / 2 and lay.card_h / 2 <= y <= h
    for box in hand_boxes(15, lay.hand_area, lay.card_w, lay.card_h):
        assert _inside(box, w, h)
    assert checked >= 6 + seats


def test_four_seats_viewer_bottom_then_clockwise() -> None:
    """Seat numbers run clockwise: viewer bottom, next seat left, then top, then right."""
    lay = table_layout(1280, 720, 4, viewer=2)
    sides = {spot.seat: spot.side for spot in lay.spots}
    assert sides == {2: "bottom", 3: "left", 0: "top", 1: "right"}
    mirrored = table_layout(1280, 720, 4, viewer=2, mirror=True)
    assert {s.seat: s.side for s in mirrored.spots} == {2: "bottom", 3: "right", 0: "top",
                                                        1: "left"}


def test_trick_slots_do_not_overlap_at_four_seats() -> None:
    """The four cards of a trick are all visible."""
    lay = table_layout(1280, 720, 4, viewer=0)
    slots = [spot.trick_slot for spot in lay.spots]
    for i, (ax, ay) in enumerate(slots):
        for bx, by in slots[i + 1:]:
            assert abs(ax - bx) >= lay.card_w * 0.9 or abs(ay - by) >= lay.card_h * 0.9


def test_hand_fan_is_ordered_and_hit_testing_picks_the_top_card() -> None:
    """Later cards overlap earlier ones; a click hits the visible (top-most) card."""
    lay = table_layout(1280, 720, 4, viewer=0)
    boxes = hand_boxes(9, lay.hand_area, lay.card_w, lay.card_h, lifts=(0, 0, 20))
    xs = [b.x for b in boxes]
    assert xs == sorted(xs) and len(set(xs)) == 9
    assert boxes[2].y == boxes[0].y - 20
    overlap_x = boxes[1].x + 2
    assert hit_card(boxes, overlap_x, boxes[1].y + 10) == 1
    assert hit_card(boxes, boxes[-1].right - 2, boxes[-1].bottom - 2) == 8
    assert hit_card(boxes, 0, 0) is None


def test_choice_buttons_fit_in_the_panel() -> None:
    """Seven contract buttons sit inside the choice panel without overlapping."""
    lay = table_layout(1280, 720, 4, viewer=0)
    boxes = choice_buttons(lay.choice_panel, 7, lay.scale)
    assert len(boxes) == 7
    for box in boxes:
        assert lay.choice_panel.x <= box.x and box.right <= lay.choice_panel.right
        assert lay.choice_panel.y <= box.y and box.bottom <= lay.choice_panel.bottom
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert a.right <= b.x or b.right <= a.x or a.bottom <= b.y or b.bottom <= a.y
