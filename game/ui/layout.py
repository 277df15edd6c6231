"""PURE table geometry: every rect of the table computed from the window size and seats.

Drawing and hit-testing both use these boxes, so resizing is only a recomputation.
Seats are placed clockwise on screen starting with the viewer at the bottom (seat numbers
run clockwise in every spec), so a counter-clockwise game like Schieber automatically
shows its next player on the right.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

BASE_W, BASE_H = 1280, 720
CARD_RATIO = 350 / 250


@dataclass(frozen=True, slots=True)
class Box:
    """An axis-aligned rectangle in window pixels."""

    x: int
    y: int
    w: int
    h: int

    @property
    def center(self) -> tuple[int, int]:
        """The middle point."""
        return self.x + self.w // 2, self.y + self.h // 2

    @property
    def right(self) -> int:
        """x of the right edge."""
        return self.x + self.w

    @property
    def bottom(self) -> int:
        """y of the bottom edge."""
        return self.y + self.h

    def contains(self, px: float, py: float) -> bool:
        """True when the point lies inside."""
        return self.x <= px < self.x + self.w and self.y <= py < self.y + self.h

    def tuple(self) -> tuple[int, int, int, int]:
        """(x, y, w, h), e.g. for pygame.Rect."""
        return self.x, self.y, self.w, self.h


def centered(cx: float, cy: float, w: float, h: float) -> Box:
    """A box of size w x h centred on a point."""
    return Box(round(cx - w / 2), round(cy - h / 2), round(w), round(h))


@dataclass(frozen=True, slots=True)
class SeatSpot:
    """Where one seat sits on screen: its side, name plate, hand and trick slot."""

    seat: int
    side: str  # bottom, left, top, right (or corner sides at many seats)
    angle: float  # radians; 0 = bottom, growing clockwise on screen
    anchor: tuple[int, int]  # centre of the seat's hand
    plate: Box  # name plate
    trick_slot: tuple[int, int]  # centre of the card this seat puts in the trick
    vertical: bool  # face-down hand drawn as a vertical fan


@dataclass(frozen=True, slots=True)
class TableLayout:
    """All boxes of a table at one window size."""

    width: int
    height: int
    scale: float
    card_w: int
    card_h: int
    small_w: int  # face-down cards of the other players
    small_h: int
    spots: tuple[SeatSpot, ...]  # indexed by seat
    hand_area: Box
    message: Box
    info_panel: Box  # contract / trump panel, top left
    score_panel: Box  # score sheet, top right
    choice_panel: Box  # centre panel for non-card decisions
    buttons: Box  # bottom-right column of buttons
    center: tuple[int, int]


def ui_scale(width: int, height: int) -> float:
    """How much bigger than the 1280x720 design the window is."""
    return max(0.5, min(width / BASE_W, height / BASE_H))


def table_layout(
    width: int, height: int, seats: int, viewer: int, mirror: bool = False
) -> TableLayout:
    """The table for `seats` players with `viewer` at the bottom."""
    s = ui_scale(width, height)
    card_w = round(88 * s)
    card_h = round(card_w * CARD_RATIO)
    small_w = round(card_w * (0.62 if seats <= 4 else 0.5))
    small_h = round(small_w * CARD_RATIO)
    cx, cy = width / 2, height * 0.44
    rx, ry = width * 0.40, height * 0.34
    spots = []
    for seat in range(seats):
        rel = (seat - viewer) % seats
        angle = 2 * math.pi * rel / seats
        if seats == 3:
            # Left and right, as at four seats: at 120 degrees the side hands would run
            # under the information and score panels in the top corners.
            angle = math.pi / 2 * (0, 1, 3)[rel]
        if mirror:
            angle = -angle
        spots.append(_spot(seat, angle, cx, cy, rx, ry, width, height, card_w, card_h, s, seats))
    hand_w = min(width * 0.62, card_w * 9)
    hand_area = Box(round((width - hand_w) / 2), round(height - card_h - 22 * s),
                    round(hand_w), round(card_h + 22 * s))
    message = centered(width / 2, hand_area.y - 26 * s, width * 0.5, 34 * s)
    info = Box(round(12 * s), round(12 * s), round(250 * s), round(132 * s))
    score = Box(round(width - 262 * s), round(12 * s), round(250 * s), round(200 * s))
    choice = centered(cx, cy, min(width * 0.56, 620 * s), 210 * s)
    buttons = Box(round(width - 190 * s), round(height - 150 * s), round(178 * s),
                  round(138 * s))
    return TableLayout(width, height, s, card_w, card_h, small_w, small_h, tuple(spots),
                       hand_area, message, info, score, choice, buttons, (round(cx), round(cy)))


def clamp(box: Box, width: int, height: int, margin: int = 4) -> Box:
    """The box moved (not resized) so it lies inside the window."""
    x = min(max(margin, box.x), width - box.w - margin)
    y = min(max(margin, box.y), height - box.h - margin)
    return Box(x, y, box.w, box.h)


def _side(angle: float) -> str:
    a = angle % (2 * math.pi)
    if a < math.pi / 4 or a > 7 * math.pi / 4:
        return "bottom"
    if a < 3 * math.pi / 4:
        return "left"
    if a < 5 * math.pi / 4:
        return "top"
    return "right"


def _spot(
    seat: int, angle: float, cx: float, cy: float, rx: float, ry: float, width: int,
    height: int, card_w: int, card_h: int, s: float, seats: int,
) -> SeatSpot:
    side = _side(angle)
    ax = cx - math.sin(angle) * rx
    ay = cy + math.cos(angle) * ry
    if side == "bottom":
        ax, ay = width / 2, height - card_h / 2 - 12 * s
    vertical = side in ("left", "right")
    plate_w, plate_h = 170 * s, 30 * s
    if side == "bottom":
        plate = centered(width / 2 - min(width * 0.31, card_w * 4.5) - plate_w / 2 - 10 * s,
                         height - 30 * s, plate_w, plate_h)
    elif side == "top" and seats <= 4:
        # Beside the fan, not under it: the trick needs the space below.
        plate = centered(ax - card_w * 1.6 - plate_w / 2, ay, plate_w, plate_h)
    elif side == "top":
        plate = centered(ax, ay + card_h * 0.45 + plate_h / 2, plate_w, plate_h)
    else:
        plate = centered(ax, ay + card_h * 0.95, plate_w, plate_h)
    plate = clamp(plate, width, height)
    # Trick slots sit between the centre and the seat, close enough to read as one trick.
    pull = 0.30 if seats <= 4 else 0.42
    tx = cx - math.sin(angle) * rx * pull
    ty = cy + math.cos(angle) * ry * pull * 1.1
    return SeatSpot(seat, side, angle, (round(ax), round(ay)), plate, (round(tx), round(ty)),
                    vertical)


def hand_boxes(
    count: int, area: Box, card_w: int, card_h: int, lifts: tuple[float, ...] = ()
) -> list[Box]:
    """Boxes of a fanned hand of `count` cards, left to right, each lifted by `lifts[i]`."""
    if count == 0:
        return []
    step = card_w * 0.78 if count == 1 else min(card_w * 0.78, (area.w - card_w) / (count - 1))
    total = card_w + step * (count - 1)
    x0 = area.x + (area.w - total) / 2
    y = area.bottom - card_h - 8
    return [
        Box(round(x0 + i * step), round(y - (lifts[i] if i < len(lifts) else 0)), card_w,
            card_h)
        for i in range(count)
    ]


def hit_card(boxes: list[Box], px: float, py: float) -> int | None:
    """Index of the top-most card under the point (later cards overlap earlier ones)."""
    for index in range(len(boxes) - 1, -1, -1):
        if boxes[index].contains(px, py):
            return index
    return None


def back_fan(spot: SeatSpot, count: int, small_w: int, small_h: int, s: float) -> list[Box]:
    """Boxes of another player's face-down hand, fanned along their side of the table."""
    if count == 0:
        return []
    step = min(small_w * 0.32, 150 * s / max(1, count - 1)) if count > 1 else 0
    ax, ay = spot.anchor
    if spot.vertical:
        total = small_h + step * (count - 1)
        y0 = ay - total / 2
        return [Box(round(ax - small_w / 2), round(y0 + i * step), small_w, small_h)
                for i in range(count)]
    total = small_w + step * (count - 1)
    x0 = ax - total / 2
    return [Box(round(x0 + i * step), round(ay - small_h / 2), small_w, small_h)
            for i in range(count)]


def button_column(area: Box, count: int, s: float) -> list[Box]:
    """Evenly stacked buttons filling a column from the bottom up."""
    gap = 8 * s
    h = min(40 * s, (area.h - gap * (count - 1)) / max(1, count))
    return [Box(area.x, round(area.bottom - (count - i) * (h + gap) + gap), area.w, round(h))
            for i in range(count)]


def choice_buttons(area: Box, count: int, s: float, per_row: int = 4) -> list[Box]:
    """A grid of decision buttons inside the choice panel, below its title line."""
    rows = max(1, math.ceil(count / per_row))
    gap = 10 * s
    top = area.y + 52 * s
    bw = (area.w - 24 * s - gap * (per_row - 1)) / per_row
    bh = min(44 * s, (area.bottom - top - 12 * s - gap * (rows - 1)) / rows)
    boxes = []
    for i in range(count):
        row, col = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
        row_w = in_row * bw + (in_row - 1) * gap
        x0 = area.x + (area.w - row_w) / 2
        boxes.append(Box(round(x0 + col * (bw + gap)), round(top + row * (bh + gap)),
                         round(bw), round(bh)))
    return boxes
