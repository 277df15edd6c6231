"""PURE table geometry: every rect of the table computed from the window size and seats.

Drawing and hit-testing both use these boxes, so resizing is only a recomputation. The
table is made of named regions (`TableLayout.regions`): the hand, the trick area, each
seat (plate, fan and a band for its tags), the information and score panels, the notice
strip, the message line, the buttons and, when open, the move log. Regions never overlap
and stay inside the window (tested at 3 to 8 seats and many window sizes); each game's
view fills them and draws nothing outside them.
Seats are placed clockwise on screen starting with the viewer at the bottom (seat numbers
run clockwise in every spec), so a counter-clockwise game (the Swiss Jass) automatically
shows its next player on the right.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

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
    region: Box = Box(0, 0, 0, 0)  # plate, fan and tag band: what this seat may fill
    tag: Box = Box(0, 0, 0, 0)  # the seat's tag band when it is not under the plate


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
    trick_area: Box = Box(0, 0, 0, 0)  # every trick slot's card (and its name badge)
    notice: Box = Box(0, 0, 0, 0)  # the strip for announcements, between trick and message
    log_panel: Box | None = None  # the move log at the right edge, when open

    def regions(self) -> dict[str, Box]:
        """The named regions of the table (none of them overlaps another)."""
        named = {
            "hand": self.hand_area,
            "message": self.message,
            "notice": self.notice,
            "trick": self.trick_area,
            "info": self.info_panel,
            "score": self.score_panel,
            "buttons": self.buttons,
        }
        named.update(
            {f"seat {spot.seat}": spot.region for spot in self.spots if spot.side != "bottom"}
        )
        bottom = next((spot for spot in self.spots if spot.side == "bottom"), None)
        if bottom is not None:  # the viewer's plate and the tag band above it
            band = round(tag_h(self.scale) + 6 * self.scale)
            plate = bottom.plate
            named["plate"] = Box(plate.x, plate.y - band, plate.w, plate.h + band)
        if self.log_panel is not None:
            named["log"] = self.log_panel
        return named


# The player's text size (settings.text_size / 100); set by game.ui.readability.
_text_factor = 1.0


def set_text_factor(factor: float) -> None:
    """Lay out for texts `factor` times their designed size."""
    global _text_factor
    _text_factor = factor


def text_factor() -> float:
    """The text size the layouts make room for (1.0 = as designed)."""
    return _text_factor


def grown(share: float) -> float:
    """How much bigger a box is made for bigger text: 1 at the designed size, growing by
    `share` of the text's growth (a box of one line of text grows with it, share 1; a
    wide panel whose lines may wrap, less)."""
    return 1 + share * (_text_factor - 1)


def ui_scale(width: int, height: int) -> float:
    """How much bigger than the 1280x720 design the window is."""
    return max(0.5, min(width / BASE_W, height / BASE_H))


# Seats above and beside the trick from five players on: (left, top, right) counts. In a
# U the fans stay flat and short, where a ring would run them under the corner panels.
U_SIDES = {5: (1, 2, 1), 6: (1, 3, 1), 7: (2, 2, 2), 8: (2, 3, 2)}
# With bigger text a top seat needs more width, and a side seat (its tag beside it)
# less height: five and six seats put two in each column.
U_SIDES_BIG = {**U_SIDES, 5: (2, 0, 2), 6: (2, 1, 2)}
TAG_H = 70  # a seat's tag band under its plate at five or more seats (scale 1)
FAN = 150  # how far a face-down fan spreads at its longest (scale 1)
BUTTONS = 4  # last trick, moves, scores, menu
LOG_DESIGN_W = 1200  # the narrowest table (at scale 1) whose regions still fit


def table_layout(
    width: int,
    height: int,
    seats: int,
    viewer: int,
    mirror: bool = False,
    log_open: bool = False,
) -> TableLayout:
    """The table for `seats` players with `viewer` at the bottom; with `log_open` the
    move log takes a column at the right and the table fits into the rest."""
    log_w = round(min(width * 0.24, 340 * ui_scale(width, height))) if log_open else 0
    width -= log_w
    # With the log open the table is narrower than 16:9; it is laid out for a narrower
    # design width so that words do not shrink more than the regions need.
    s = (
        min(ui_scale(width + log_w, height), width / LOG_DESIGN_W)
        if log_open
        else ui_scale(width, height)
    )
    # Bigger text takes room from the cards (a fifth less at 200%, more at a crowded table).
    card_w = round(88 * s / card_shrink(seats))
    card_h = round(card_w * CARD_RATIO)
    small_w, small_h = small_card(card_w, seats)
    # A crowded table with bigger text: the trick a little lower, under the taller top row.
    cx, cy = width / 2, height * (0.44 + (0.03 * (_text_factor - 1) if seats >= 5 else 0))
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
    if seats in U_SIDES:
        spots = _u_spots(spots, viewer, width, height, small_w, small_h, s, mirror, (cx, cy))
    hand_w = min(width * 0.62, card_w * 9)
    hand_area = Box(
        round((width - hand_w) / 2),
        round(height - card_h - 22 * s),
        round(hand_w),
        round(card_h + 22 * s),
    )
    # Above the highest a picked card lifts (22% of its height, minus the hand's margin),
    # so the confirm button there never covers a card's corner.
    line = grown(1)  # boxes of one line of text grow with it
    message_h = 32 * s * line
    message_w = min(width * 0.5 * grown(0.2), 640 * s * grown(0.5))
    if _text_factor > 1:  # between the viewer's plate and the buttons
        plate_right = width / 2 - min(width * 0.31, card_w * 4.5) - 10 * s
        buttons_left = width - (12 + 178 * grown(0.4)) * s
        message_w = min(
            message_w, 2 * (min(width / 2 - plate_right, buttons_left - width / 2) - 8 * s)
        )
    message = centered(width / 2, hand_area.y - 20 * s - message_h / 2, message_w, message_h)
    panel_w = 250 * s * grown(0.4)
    info = Box(round(12 * s), round(12 * s), round(panel_w), round(132 * s * grown(0.7)))
    score = Box(
        round(width - (12 + 250 * grown(0.4)) * s),
        round(12 * s),
        round(panel_w),
        round(score_h(seats) * s * grown(0.4)),
    )
    choice = centered(
        cx, cy, min(width * 0.56 * grown(0.3), 620 * s * grown(0.5)), 210 * s * grown(0.5)
    )
    button_h = 40 * s * grown(0.3)
    buttons_h = BUTTONS * button_h + (BUTTONS - 1) * 8 * s
    buttons_w = 178 * s * grown(0.4)
    buttons = Box(
        round(width - (12 + 178 * grown(0.4)) * s),
        round(height - buttons_h - 12 * s),
        round(buttons_w),
        round(buttons_h),
    )
    trick = _trick_area(spots, card_w, card_h, s, seats)
    notice = _notice(width, trick, message, s)
    for spot in spots:  # bigger text: the side seats' tags may reach in beside the strip
        if spot.side != "bottom" and overlap(notice, spot.region):
            room = min(notice.center[0] - spot.region.right, spot.region.x - notice.center[0])
            if room < 0:
                room = max(notice.center[0] - spot.region.right, spot.region.x - notice.center[0])
            notice = centered(notice.center[0], notice.center[1], 2 * room - 8 * s, notice.h)
    log_panel = Box(width, 0, log_w, height) if log_open else None
    return TableLayout(
        width,
        height,
        s,
        card_w,
        card_h,
        small_w,
        small_h,
        tuple(spots),
        hand_area,
        message,
        info,
        score,
        choice,
        buttons,
        (round(cx), round(cy)),
        trick,
        notice,
        log_panel,
    )


def card_shrink(seats: int) -> float:
    """How much smaller the cards are drawn to make room for bigger text."""
    return grown(0.25 if seats <= 4 else 0.45)


def score_h(seats: int) -> int:
    """Height of the score panel at scale 1: shorter where two seats sit in the column
    below it (from seven seats on, from six with bigger text)."""
    two_below = (U_SIDES_BIG if _text_factor > 1 else U_SIDES).get(seats, (1, 0, 1))[2] > 1
    return 140 if two_below else 168


def badge_h(s: float) -> int:
    """Height of the name badge under a trick card (5 or more seats, or a game's choice)."""
    return round(17 * s * grown(1))


def tag_h(s: float) -> float:
    """Height of a seat's tag band (five or more seats), grown for bigger text."""
    return TAG_H * s * grown(0.8)


def plate_size(s: float) -> tuple[float, float]:
    """Width and height of a seat's name plate, grown for bigger text."""
    return 170 * s * grown(0.3), 30 * s * grown(0.5)


def fan_spread(s: float) -> float:
    """How far a face-down fan spreads: less with bigger text, which needs the room."""
    return FAN * s / grown(0.6)


def _trick_area(spots: list[SeatSpot], card_w: int, card_h: int, s: float, seats: int) -> Box:
    """The box around every trick slot's card, with room for name badges at 5+ seats."""
    xs = [spot.trick_slot[0] for spot in spots]
    ys = [spot.trick_slot[1] for spot in spots]
    below = badge_h(s) + round(2 * s) if seats >= 5 else 0
    x0, x1 = min(xs) - card_w / 2, max(xs) + card_w / 2
    y0, y1 = min(ys) - card_h / 2, max(ys) + card_h / 2 + below
    return Box(round(x0), round(y0), round(x1 - x0), round(y1 - y0))


def _notice(width: int, trick: Box, message: Box, s: float) -> Box:
    """The notice strip: in the gap between the trick and the message line."""
    h = min(30 * s * grown(1), max(14 * s * grown(1), message.y - trick.bottom - 6 * s))
    mid = (trick.bottom + message.y) / 2
    return centered(width / 2, mid, min(width * 0.5, 600 * s), h)


def _u_spots(
    spots: list[SeatSpot],
    viewer: int,
    width: int,
    height: int,
    small_w: int,
    small_h: int,
    s: float,
    mirror: bool,
    center: tuple[float, float],
) -> list[SeatSpot]:
    """From five seats on: a column at the left, a row at the top, a column at the right
    (clockwise from the viewer), flat fans with the plate and a tag band below each."""
    left, top, right = (U_SIDES_BIG if _text_factor > 1 else U_SIDES)[len(spots)]
    plate_w, plate_h = plate_size(s)
    band_h = tag_h(s)
    unit = small_h + 8 * s + plate_h + band_h  # fan, plate and tag band
    # With bigger text a side seat's tag goes beside its fan and plate, towards the
    # middle: under them the columns would run into each other.
    beside = _text_factor > 1
    side_unit = max(small_h + 4 * s + plate_h, band_h) if beside else unit

    def column(n: int, y0: float, y1: float) -> list[float]:
        return [y0 + (y1 - y0) * (i + 0.5) / n - side_unit / 2 + small_h / 2 for i in range(n)]

    # The left column runs from below the information panel down to the viewer's tag;
    # the right one from below the score panel down to the buttons.
    left_ys = column(left, (18 + 132 * grown(0.7)) * s, height - (52 * s + band_h + 6 * s))
    right_ys = column(
        right,
        (18 + score_h(len(spots)) * grown(0.4)) * s,
        height - (16 + 4 * 40 * grown(0.3) + 24) * s,
    )
    # The top row runs between the information and the score panel.
    x0 = (35 + 250 * grown(0.4)) * s
    x1 = width - x0
    top_bottom = 10 * s + unit if top else 0
    # Where the top row's outermost seat begins (its plate or its fan, the wider).
    slot = (x1 - x0) / max(1, top)
    # With bigger text a seat's tag may be wider than its plate (its lines are long).
    tag_wide = plate_w * 1.3
    top_tag_w = min(tag_wide, slot - 8 * s) if beside else 0
    top_half = max(min(plate_w, slot - 8 * s), top_tag_w, small_w + fan_spread(s)) / 2
    top_edge = width / 2 - (x0 + slot / 2 - top_half)
    # The widest row of the trick (see _trick_rows): a tag beside a seat stays clear of it.
    upper = top + (left > 1) + (right > 1)
    row = max(upper, len(spots) - upper)
    card_w = 88 * s / card_shrink(len(spots))
    trick_half = (row * card_w + (row - 1) * 16 * s) / 2 + 8 * s
    row_y = 10 * s + small_h / 2
    places = [("left", (128 * s, y)) for y in reversed(left_ys)]
    places += [("top", (x0 + (x1 - x0) * (i + 0.5) / top, row_y)) for i in range(top)]
    places += [("right", (width - 128 * s, y)) for y in right_ys]
    if mirror:
        places.reverse()
    out = list(spots)
    seats_at: list[tuple[int, str, float, float]] = []
    for rel, (side, (ax, ay)) in enumerate(places, start=1):
        seat = (viewer + rel) % len(spots)
        angle = 2 * math.pi * rel / len(spots)
        if mirror:
            angle = -angle
        wide = min(plate_w, (x1 - x0) / top - 8 * s) if side == "top" else plate_w
        plate = centered(ax, ay + small_h / 2 + 4 * s + plate_h / 2, wide, plate_h)
        tag = Box(0, 0, 0, 0)
        if beside and side != "top":
            inner = width / 2 - trick_half
            if ay - small_h / 2 < top_bottom:  # beside the top row too
                inner = min(inner, width / 2 - top_edge - 8 * s)
            tag_w = round(min(tag_wide, inner - 128 * s - plate_w / 2 - 4 * s))
            tag_x = plate.right + round(4 * s) if side == "left" else plate.x - round(4 * s) - tag_w
            tag = Box(tag_x, round(ay - small_h / 2), tag_w, round(band_h))
            band = _union(plate, tag)
        elif beside:  # a top seat: its tag under the plate, as wide as its place allows
            tag = centered(ax, plate.bottom + 4 * s + band_h / 2, top_tag_w, band_h)
            band = _union(Box(plate.x, round(ay - small_h / 2), plate.w, round(unit)), tag)
        else:
            band = Box(plate.x, round(ay - small_h / 2), plate.w, round(unit))
        long = small_w + fan_spread(s)  # the fan at its longest, boxed as back_fan rounds it
        fan = Box(
            math.floor(round(ax) - long / 2),
            math.floor(round(ay) - small_h / 2),
            math.ceil(long) + 2,
            small_h + 1,
        )
        out[seat] = SeatSpot(
            seat, side, angle, (round(ax), round(ay)), plate, (0, 0), False, _union(band, fan), tag
        )
        seats_at.append((seat, side, ax, ay))
    return _trick_rows(out, viewer, seats_at, center, s)


def _trick_rows(
    spots: list[SeatSpot],
    viewer: int,
    seats_at: list[tuple[int, str, float, float]],
    center: tuple[float, float],
    s: float,
) -> list[SeatSpot]:
    """Trick slots in two rows, each card on the side of its player: the top seats and the
    upper seat of a two-seat column above, the viewer and the other side seats below. A
    ring of five to eight cards would stack three deep and cover one another."""
    card_w = 88 * s / card_shrink(len(spots))
    card_h = card_w * CARD_RATIO
    upper: list[tuple[float, int]] = []
    lower: list[tuple[float, int]] = [(center[0], viewer)]
    for side in ("left", "right"):
        column = sorted((ay, seat, ax) for seat, where, ax, ay in seats_at if where == side)
        for index, (_, seat, ax) in enumerate(column):
            (upper if index == 0 and len(column) > 1 else lower).append((ax, seat))
    upper += [(ax, seat) for seat, where, ax, _ in seats_at if where == "top"]
    step = card_w + 16 * s
    half = (card_h + badge_h(s)) / 2 + 6 * s
    out = list(spots)
    for row, y in ((upper, center[1] - half + 4 * s), (lower, center[1] + half + 4 * s)):
        row.sort()
        for index, (_, seat) in enumerate(row):
            x = center[0] + (index - (len(row) - 1) / 2) * step
            out[seat] = replace(out[seat], trick_slot=(round(x), round(y)))
    return out


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
    seat: int,
    angle: float,
    cx: float,
    cy: float,
    rx: float,
    ry: float,
    width: int,
    height: int,
    card_w: int,
    card_h: int,
    s: float,
    seats: int,
) -> SeatSpot:
    side = _side(angle)
    ax = cx - math.sin(angle) * rx
    ay = cy + math.cos(angle) * ry
    if side == "bottom":
        ax, ay = width / 2, height - card_h / 2 - 12 * s
    # With bigger text the side hands lie flat: upright they would run into the panels.
    vertical = side in ("left", "right") and _text_factor == 1
    plate_w, plate_h = plate_size(s)
    if side == "bottom":
        plate = centered(
            width / 2 - min(width * 0.31, card_w * 4.5) - plate_w / 2 - 10 * s,
            height - 30 * s,
            plate_w,
            plate_h,
        )
    elif (
        side == "top"
        and seats <= 4
        and (_text_factor == 1 or ax - card_w * 1.6 - plate_w >= (16 + 250 * grown(0.4)) * s)
    ):
        # Beside the fan, not under it: the trick needs the space below (with bigger
        # text, unless the information panel takes that room: the smaller cards then
        # leave it below).
        plate = centered(ax - card_w * 1.6 - plate_w / 2, ay, plate_w, plate_h)
    elif side == "top":
        plate = centered(ax, ay + card_h * 0.45 + plate_h / 2, plate_w, plate_h)
    elif not vertical:  # a flat side hand: the plate just under it
        small_h = small_card(card_w, seats)[1]
        plate = centered(ax, ay + small_h / 2 + 4 * s + plate_h / 2, plate_w, plate_h)
    else:
        plate = centered(ax, ay + card_h * 0.95, plate_w, plate_h)
    plate = clamp(plate, width, height)
    # Trick slots sit between the centre and the seat, close enough to read as one trick.
    pull = 0.30 if seats <= 4 else 0.42
    tx = cx - math.sin(angle) * rx * pull
    ty = cy + math.cos(angle) * ry * pull * 1.1
    spot = SeatSpot(
        seat, side, angle, (round(ax), round(ay)), plate, (round(tx), round(ty)), vertical
    )
    return replace(spot, region=_union(plate, _fan_extent(spot, card_w, s, seats)))


def small_card(card_w: int, seats: int) -> tuple[int, int]:
    """Width and height of the other players' face-down cards (smaller from five seats)."""
    small_w = round(card_w * (0.62 if seats <= 4 else 0.5))
    return small_w, round(small_w * CARD_RATIO)


def _fan_extent(spot: SeatSpot, card_w: int, s: float, seats: int) -> Box:
    """The box a seat's face-down fan can fill at its longest."""
    small_w, small_h = small_card(card_w, seats)
    ax, ay = spot.anchor
    if spot.vertical:
        return centered(ax, ay, small_w, small_h + fan_spread(s))
    return centered(ax, ay, small_w + fan_spread(s), small_h)


def _union(a: Box, b: Box) -> Box:
    x0, y0 = min(a.x, b.x), min(a.y, b.y)
    x1, y1 = max(a.right, b.right), max(a.bottom, b.bottom)
    return Box(x0, y0, x1 - x0, y1 - y0)


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
        Box(round(x0 + i * step), round(y - (lifts[i] if i < len(lifts) else 0)), card_w, card_h)
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
    step = min(small_w * 0.32, fan_spread(s) / max(1, count - 1)) if count > 1 else 0
    ax, ay = spot.anchor
    if spot.vertical:
        total = small_h + step * (count - 1)
        y0 = ay - total / 2
        return [
            Box(round(ax - small_w / 2), round(y0 + i * step), small_w, small_h)
            for i in range(count)
        ]
    total = small_w + step * (count - 1)
    x0 = ax - total / 2
    return [
        Box(round(x0 + i * step), round(ay - small_h / 2), small_w, small_h) for i in range(count)
    ]


def button_column(area: Box, count: int, s: float) -> list[Box]:
    """Evenly stacked buttons filling a column from the bottom up."""
    gap = 8 * s
    h = min(40 * s * grown(0.3), (area.h - gap * (count - 1)) / max(1, count))
    return [
        Box(area.x, round(area.bottom - (count - i) * (h + gap) + gap), area.w, round(h))
        for i in range(count)
    ]


def overlap(a: Box, b: Box) -> int:
    """The area two boxes share, in square pixels."""
    w = min(a.right, b.right) - max(a.x, b.x)
    h = min(a.bottom, b.bottom) - max(a.y, b.y)
    return w * h if w > 0 and h > 0 else 0


def decision_bar(lay: TableLayout) -> Box:
    """Where decision buttons go while cards lie in the trick (Stöck, a Weis, roem): the
    band between the trick and the message line, so the trick stays in view."""
    top = lay.trick_area.bottom + round(2 * lay.scale)
    box = lay.message
    least = round(40 * lay.scale * grown(1))
    return Box(box.x, top, box.w, max(least, box.y - top - round(4 * lay.scale)))


def bar_buttons(area: Box, count: int, s: float) -> list[Box]:
    """Decision buttons in one row under the bar's title line."""
    gap = 8 * s
    top = area.y + round(20 * s * grown(1))
    bw = (area.w - 16 * s - gap * (count - 1)) / max(1, count)
    bh = max(round(24 * s * grown(1)), area.bottom - top - round(4 * s))
    return [Box(round(area.x + 8 * s + i * (bw + gap)), top, round(bw), bh) for i in range(count)]


def choice_buttons(
    area: Box, count: int, s: float, per_row: int = 4, tall: bool = False
) -> list[Box]:
    """A grid of decision buttons inside the choice panel, below its title line (`tall`:
    buttons that show cards above their label)."""
    rows = max(1, math.ceil(count / per_row))
    gap = 10 * s
    top = area.y + 52 * s * grown(0.8)
    bw = (area.w - 24 * s - gap * (per_row - 1)) / per_row
    bh = min(
        (112 if tall else 44) * s * grown(0.5),
        (area.bottom - top - 12 * s - gap * (rows - 1)) / rows,
    )
    boxes = []
    for i in range(count):
        row, col = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
        row_w = in_row * bw + (in_row - 1) * gap
        x0 = area.x + (area.w - row_w) / 2
        boxes.append(
            Box(round(x0 + col * (bw + gap)), round(top + row * (bh + gap)), round(bw), round(bh))
        )
    return boxes
