"""Table geometry: everything inside the window, seats where players expect them."""

from __future__ import annotations

import pytest

from game.ui.layout import (
    Box,
    back_fan,
    badge_h,
    choice_buttons,
    hand_boxes,
    hit_card,
    table_layout,
)

SIZES = [(1280, 720), (1920, 1080), (1024, 600), (2560, 1440)]


def _inside(box: Box, w: int, h: int) -> bool:
    return box.x >= 0 and box.y >= 0 and box.right <= w and box.bottom <= h


@pytest.mark.parametrize(("w", "h"), SIZES)
@pytest.mark.parametrize("seats", [3, 4, 5, 6, 8])
def test_every_box_is_inside_the_window(w: int, h: int, seats: int) -> None:
    """Panels, plates, hands, fans and trick cards never leave the window."""
    lay = table_layout(w, h, seats, viewer=0)
    checked = 0
    for box in (
        lay.hand_area,
        lay.message,
        lay.info_panel,
        lay.score_panel,
        lay.choice_panel,
        lay.buttons,
    ):
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
    assert {s.seat: s.side for s in mirrored.spots} == {
        2: "bottom",
        3: "right",
        0: "top",
        1: "left",
    }


def test_trick_slots_do_not_overlap_at_four_seats() -> None:
    """The four cards of a trick are all visible."""
    lay = table_layout(1280, 720, 4, viewer=0)
    slots = [spot.trick_slot for spot in lay.spots]
    for i, (ax, ay) in enumerate(slots):
        for bx, by in slots[i + 1 :]:
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
        for b in boxes[i + 1 :]:
            assert a.right <= b.x or b.right <= a.x or a.bottom <= b.y or b.bottom <= a.y


REGION_SIZES = [
    (1024, 600),
    (1024, 768),
    (1280, 720),
    (1280, 800),
    (1366, 768),
    (1600, 900),
    (1920, 1080),
    (1920, 1200),
    (2560, 1440),
]


def _overlap(a: Box, b: Box) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


@pytest.mark.parametrize("log_open", [False, True])
@pytest.mark.parametrize(("w", "h"), REGION_SIZES)
def test_regions_never_overlap_and_stay_inside(w: int, h: int, log_open: bool) -> None:
    """Hand, trick, notice strip, message, panels, buttons, every seat and the move log:
    no two regions share a pixel, none leaves the window, at 2 to 8 seats."""
    pairs = 0
    for seats in range(2, 9):
        lay = table_layout(w, h, seats, viewer=seats - 1, log_open=log_open)
        regions = lay.regions()
        assert len(regions) == 8 + (seats - 1) + log_open
        for name, box in regions.items():
            assert _inside(box, w, h), (seats, name, box)
            assert box.w > 0 and box.h > 0, (seats, name)
        items = list(regions.items())
        for i, (a, box_a) in enumerate(items):
            for b, box_b in items[i + 1 :]:
                assert not _overlap(box_a, box_b), (seats, a, b, box_a, box_b)
                pairs += 1
    assert pairs == sum((n := 8 + (s - 1) + log_open) * (n - 1) // 2 for s in range(2, 9))


@pytest.mark.parametrize("seats", range(2, 9))
def test_trick_cards_and_fans_stay_in_their_regions(seats: int) -> None:
    """Each trick slot's card lies in the trick area; each seat's longest fan and plate in
    its seat region; the notice strip is tall enough for a line of text."""
    for w, h in REGION_SIZES:
        lay = table_layout(w, h, seats, viewer=0)
        area = lay.trick_area
        for spot in lay.spots:
            card = Box(
                spot.trick_slot[0] - lay.card_w // 2,
                spot.trick_slot[1] - lay.card_h // 2,
                lay.card_w,
                lay.card_h,
            )
            assert area.x <= card.x and card.right <= area.right + 1, (w, h, spot.seat)
            assert area.y <= card.y and card.bottom <= area.bottom + 1, (w, h, spot.seat)
            if spot.side == "bottom":
                continue
            region = spot.region
            fan = back_fan(spot, 30, lay.small_w, lay.small_h, lay.scale)
            for box in (spot.plate, *fan):
                assert region.x <= box.x and box.right <= region.right + 1, (w, h, spot.seat)
                assert region.y <= box.y and box.bottom <= region.bottom + 1, (w, h, spot.seat)
        assert lay.notice.h >= 24 * lay.scale - 1, (w, h, lay.notice)


@pytest.mark.parametrize("seats", range(2, 9))
def test_trick_cards_never_cover_each_other(seats: int) -> None:
    """However many seats, every trick card (with its name badge from five seats on) is
    whole: no two overlap, at every window size and viewer."""
    checked = 0
    for w, h in REGION_SIZES:
        for viewer in range(seats):
            lay = table_layout(w, h, seats, viewer=viewer)
            extra = badge_h(lay.scale) + 2 if seats >= 5 else 0
            boxes = [
                Box(x - lay.card_w // 2, y - lay.card_h // 2, lay.card_w, lay.card_h + extra)
                for x, y in (s.trick_slot for s in lay.spots)
            ]
            for i, a in enumerate(boxes):
                for b in boxes[i + 1 :]:
                    assert not _overlap(a, b), (w, h, seats, viewer, a, b)
                    checked += 1
    assert checked == len(REGION_SIZES) * seats * seats * (seats - 1) // 2
