"""Was Sticht's table with bigger text: the grid, the chip draft and every seat's
chip and trick rows reflowed to the room each has (the 100% layout is in the view)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game import assets
from game.games.was_sticht import view as base
from game.games.was_sticht.big_layout import CompactSizes, PoolGrid, compact_pool
from game.games.was_sticht.chips import KINDS
from game.games.was_sticht.present import kind_name
from game.i18n import language, t
from game.ui import renderer
from game.ui.layout import Box, SeatSpot, TableLayout, back_fan, grown, text_factor


def _big_grid(lay: TableLayout) -> tuple[int, int, int, int, int, int, int]:
    """`_big_grid_at`, worked out once per layout and text size."""
    return _big_grid_at(lay, text_factor())


@lru_cache(maxsize=32)
def _big_grid_at(lay: TableLayout, factor: float) -> tuple[int, int, int, int, int, int, int]:
    """`grid_metrics` with bigger text: the label rows grow with their text and the cards
    shrink to what the room between the seats leaves (never bigger than at 100%)."""
    s = lay.scale
    cg, rg, label = round(10 * s), round(4 * s), round(_line(16 * s))
    pad = round(12 * s)  # the grid's panel reaches this far beside the cards

    def card_w(room: Box) -> int:
        by_width = (room.w - 2 * pad - (base.COLUMNS - 1) * cg) / base.COLUMNS
        by_height = (room.h - 3 * label - (base.ROWS - 1) * rg - 2 * round(6 * s)) / (
            base.ROWS * 1.4
        )
        return max(8, round(min(48 * s, by_width, by_height)))

    # Between the side seats' chip rows, or above them where that leaves bigger cards.
    # Or between the corner panels, under the top seat: narrower, but taller.
    rooms = [
        middle_room(lay, fans=True),
        middle_room(lay, fans=True, above=True),
        middle_room(lay, fans=True, between=True),
    ]
    room = max(rooms, key=card_w)
    gw = card_w(room)
    gh = round(gw * 1.4)
    width = base.COLUMNS * gw + (base.COLUMNS - 1) * cg
    block = 3 * label + base.ROWS * gh + (base.ROWS - 1) * rg
    top = room.y + max(0, (room.h - block) // 2) + 2 * label
    return round(room.x + (room.w - width) / 2), top, gw, gh, cg, rg, label


def _line(size: float) -> float:
    """The height of one line of text asked at `size` (rounded as the drawing rounds it,
    never under the smallest size)."""
    return renderer.px(max(renderer.MIN_TEXT, round(size))) * 1.2


def middle_room(
    lay: TableLayout, fans: bool = False, between: bool = False, above: bool = False
) -> Box:
    """The free room in the middle with bigger text, for the chip draft or the grid:
    between the side seats' plates, chip rows (and `fans`), under the top seat's plate
    and chips, above the notice strip; under the corner panels, or `between` them (less
    wide, but taller); or `above` the side seats' chip rows (wider, less tall)."""
    s = lay.scale
    m = round(8 * s)
    left, right = lay.info_panel.x, (lay.log_panel.x if lay.log_panel else lay.width) - m
    if between:
        left, right = lay.info_panel.right + m, lay.score_panel.x - m
    top, bottom = round(12 * s), lay.notice.y - m
    for spot in lay.spots:
        chips = [base.chip_box(lay, spot, i) for i in range(6)]
        if above and spot.side in ("left", "right"):
            bottom = min([bottom] + [b.y - m for b in chips])
            chips = []
        boxes = [spot.plate, *chips]
        if fans and spot.side != "bottom":
            boxes += back_fan(spot, 9, lay.small_w, lay.small_h, s)
        if spot.side == "left":
            left = max([left] + [b.right + m for b in boxes])
        elif spot.side == "right":
            right = min([right] + [b.x - m for b in boxes])
        elif spot.side == "top":
            top = max([top] + [b.bottom + m for b in boxes if b.right > left and b.x < right])
    for panel in (lay.info_panel, lay.score_panel):
        if panel.x < right and panel.right > left:
            top = max(top, panel.bottom + m)
    return Box(left, top, right - left, bottom - top)


def pool_grid(lay: TableLayout) -> PoolGrid:
    """The chip draft's tiles with bigger text (see `_pool_grid`), worked out once per
    layout, text size and language."""
    return _pool_grid(lay, text_factor(), language())


@lru_cache(maxsize=32)
def _pool_grid(lay: TableLayout, factor: float, lang: str) -> PoolGrid:
    """The chip draft's tiles with bigger text: each as wide as its longest name and note
    beside the token, as many per row as fit the room; the task in words under them when
    the rows still fit, else only the name and the note, else only the note beside the
    token (which shows the chip's short name; the confirm button names the chip picked)."""
    s = lay.scale
    gap, pad = round(10 * s), round(14 * s)
    texts = [kind_name(k) for k in KINDS]
    notes = [t("ws.pool_left", value=9, left=3), t("ws.pool_held"), t("ws.pool_none")]
    name_size, note_size = (
        max(renderer.MIN_TEXT, round(16 * s)),
        max(renderer.MIN_TEXT, round(13 * s)),
    )
    widest = max(
        max(assets.text_width(text, name_size, True) for text in texts),
        max(assets.text_width(note, note_size) for note in notes),
    )
    token_w, token_h = base.pool_token_size(lay)
    need = round(8 * s + token_w + 8 * s + widest + 8 * s)
    brief = round(max(7 * s + _line(16 * s) + _line(13 * s) + 6 * s, token_h + 16 * s))
    full = round(brief + 2 * _line(13 * s) * 0.96)
    title = base.pool_title_h(lay)
    rooms = (middle_room(lay, between=True), middle_room(lay))
    choice: tuple[int, int, int, int, Box] | None = None
    for detail in (2, 1, 0):
        for room in rooms:
            for cols in (4, 3, 2):
                w = max(need, min(round(176 * s * grown(0.3)), _share(room, cols, gap, pad)))
                h = full if detail == 2 else brief
                if detail == 0:  # the note beside the token, on one line
                    w = min(need, _share(room, cols, gap, pad))
                    text_w = w - 2 * round(8 * s) - token_w - round(6 * s)
                    if text_w < 24 * s:
                        continue
                    lines = max(len(renderer.wrap_text(n, note_size, text_w)) for n in notes)
                    if lines > 1:  # "value / 3 - 3 / left" reads worse than a compact tile
                        continue
                    h = round(max(token_h, lines * _line(13 * s)) + 16 * s)
                rows = -(-len(KINDS) // cols)
                if (
                    cols * w + (cols - 1) * gap + 2 * pad <= room.w
                    and title + rows * (h + gap) - gap + pad <= room.h
                ):
                    choice = choice or (cols, w, h, detail, room)
    if choice is None:  # compact tiles where the tiles with words fit nowhere
        # Also between the corner panels above the side seats' chip rows: taller there.
        wider = (*rooms, middle_room(lay, between=True, above=True))
        # The title's longest form (the most chips left), drawn bold at 19.
        title_w = assets.text_width(
            t("ws.pool_title", left=99), max(renderer.MIN_TEXT, round(19 * s)), True
        )
        compact = compact_pool(wider, compact_sizes(lay), title, len(KINDS), title_w)
        if compact is not None:
            return compact
    cols, w, h, detail, room = choice or (2, need, brief, 0, rooms[1])
    rows = -(-len(KINDS) // cols)
    width, height = cols * w + (cols - 1) * gap, title + rows * (h + gap) - gap + pad
    left = round(room.x + (room.w - width) / 2)
    top = round(room.y + max(0, (room.h - height) / 2)) + title
    return PoolGrid(left, top, w, h, gap, cols, detail, title)


def compact_sizes(lay: TableLayout) -> CompactSizes:
    """What a compact chip draft tile holds at this layout and text size: the token,
    the value (bold) over the count left ("×3"), tight paddings."""
    s = lay.scale
    value_size, left_size = _compact_text(lay)
    number_w = max(
        max(assets.text_width(str(v), value_size, True) for v in range(10)),
        max(assets.text_width(f"×{n}", left_size) for n in range(4)),
    )
    # The two lines close together: digits and "×" have no descenders.
    lines_h = round(renderer.px(value_size) + renderer.px(left_size))
    return CompactSizes(
        base.pool_token_size(lay), number_w, lines_h, round(6 * s), round(6 * s), round(14 * s)
    )


def _compact_text(lay: TableLayout) -> tuple[int, int]:
    """The text sizes of a compact tile's value and count."""
    s = lay.scale
    return max(renderer.MIN_TEXT, round(16 * s)), max(renderer.MIN_TEXT, round(13 * s))


def _share(room: Box, cols: int, gap: int, pad: int) -> int:
    """The width of a tile when `cols` of them share the room's width."""
    return (room.w - 2 * pad - (cols - 1) * gap) // cols


@dataclass(frozen=True, slots=True)
class Flow:
    """A seat's rows with bigger text: where its chips start, where its tally is, where
    its trick tiles start, and how many chips and tiles a row holds before it wraps."""

    x: int
    chips_y: int
    tally: tuple[int, int]
    tiles: tuple[int, int]
    chip_cols: int
    tile_cols: int


def _sizes(lay: TableLayout) -> tuple[int, int, int, int, int, int]:
    """Chip width and height, tile width, tally width, row height and gap of the rows."""
    s = base.zone_scale(lay)
    cw, ch, tally = round(base.CHIP_W * s), round(base.CHIP_H * s), round(base.TALLY_W * s)
    return cw, ch, base._tile_size(lay)[0], tally, ch + round(5 * s), round(5 * s)


def _tricks(x: int, y: int, width: int, lay: TableLayout) -> tuple[int, int, int, int]:
    """Tally and tiles in `width` from (x, y): the tiles beside the tally when four or more
    fit there, else on rows under it. Returns the tiles' x, y, per row and the rows' height."""
    _, _, tw, tally, row, gap = _sizes(lay)
    beside = (width - tally) // (tw + gap)
    if beside >= min(4, base.TRICKS):
        cols = min(base.TRICKS, beside)
        return x + tally + gap, y, cols, -(-base.TRICKS // cols) * row
    cols = max(1, min(base.TRICKS, (width + gap) // (tw + gap)))
    return x, y + row, cols, (1 + -(-base.TRICKS // cols)) * row


def _top_flow(lay: TableLayout, spot: SeatSpot) -> Flow | None:
    """The top seat's rows beside its fan and plate, above the trick: its chips on the
    left (towards the information panel) and its tally and tiles on the right (towards
    the score sheet), or both on one side; failing that under the two corner panels,
    above the side seats. None when they fit nowhere there."""
    cw, _, tw, tally, row, gap = _sizes(lay)
    m = round(8 * lay.scale)
    region = spot.region
    y = round(8 * lay.scale)
    left = (lay.info_panel.right + m, region.x - m, y)
    # Under the dealer's trump cards, which lie right of the fan (see `trump_boxes`).
    trump_h = base.trump_size(lay)[1]
    trumps_bottom = spot.anchor[1] - trump_h // 2 + trump_h
    right = (region.right + m, lay.score_panel.x - m, trumps_bottom + m)
    sides = [sp.region for sp in lay.spots if sp.side in ("left", "right")]
    under = min([sp.y for sp in sides] + [lay.notice.y]) - round(30 * lay.scale) - m
    below_info = (lay.info_panel.x, lay.info_panel.right, lay.info_panel.bottom + m)
    below_score = (lay.score_panel.x, lay.score_panel.right, lay.score_panel.bottom + m)
    options = ((left, right), (right, right), (left, left), (below_info, below_score))
    for chips_side, tricks_side in options:
        chip_cols = min(6, (chips_side[1] - chips_side[0] + gap) // (cw + gap))
        width = tricks_side[1] - tricks_side[0]
        if chip_cols < 1 or width < max(tw, tally):
            continue
        chips_h = -(-6 // chip_cols) * row
        chips_w = chip_cols * (cw + gap) - gap
        x = chips_side[1] - chips_w if chips_side is not right else chips_side[0]
        chips_y = chips_side[2]
        tricks_y = chips_y + chips_h if chips_side is tricks_side else tricks_side[2]
        tiles_x, tiles_y, tile_cols, height = _tricks(tricks_side[0], tricks_y, width, lay)
        chips = Box(x, chips_y, chips_w, chips_h - gap)
        tricks = Box(tricks_side[0], tricks_y, width, height - gap)
        bottom = under if chips_side is below_info else lay.notice.y
        blocked = [*base.trick_cards(lay), *sides, lay.info_panel, lay.score_panel]
        if all(
            b.bottom <= bottom and not any(_meets(b, o) for o in blocked) for b in (chips, tricks)
        ):
            tally_at = (tricks_side[0], tricks_y)
            return Flow(x, chips_y, tally_at, (tiles_x, tiles_y), chip_cols, tile_cols)
    return None


def _side_flow(lay: TableLayout, spot: SeatSpot) -> Flow | None:
    """A side seat's rows beside its fan, on the table side (past where the dealer's
    trumps lie), its tally and tiles under its plate: that leaves the room under the
    plate to the viewer's rows and the buttons. None when the chips do not fit there."""
    cw, _, _, _, row, gap = _sizes(lay)
    s = lay.scale
    m = round(8 * s)
    plate, region = spot.plate, spot.region
    fan = back_fan(spot, 9, lay.small_w, lay.small_h, s)
    trumps = 2 * base.trump_size(lay)[0] + round(5 * s) + round(8 * s)  # the dealer's trumps
    avoid = [*base.trick_cards(lay), lay.notice, lay.message, lay.info_panel, lay.score_panel]
    right_edge = (lay.log_panel.x if lay.log_panel is not None else lay.width) - 4
    top, bottom = region.y, plate.bottom
    met = [b for b in avoid if b.y < bottom and top < b.bottom]
    if spot.side == "left":
        x0 = max([b.right + trumps for b in fan] + [plate.right]) + m
        x1 = min([b.x - m for b in met if b.x >= x0 - m] + [right_edge])
    else:
        x1 = min([b.x - trumps for b in fan] + [plate.x]) - m
        x0 = max([b.right + m for b in met if b.right <= x1 + m] + [0])
    cols = min(6, (x1 - x0 + gap) // (cw + gap))
    if cols < 1:
        return None
    chips_w, chips_h = cols * (cw + gap) - gap, -(-6 // cols) * row - gap
    x = x0 if spot.side == "left" else x1 - chips_w
    y = max([top] + [b.bottom + m for b in met if b.x < x + chips_w and x < b.right])
    if y + chips_h > bottom:
        return None
    # The tally and tiles under the plate, as wide as the room there allows.
    ty = plate.bottom + gap
    under = [b for b in avoid if b.y < ty + row and ty < b.bottom]
    if spot.side == "left":
        tx0, tx1 = 4, min([b.x - m for b in under if b.x > plate.x] + [right_edge])
    else:
        tx0 = max([b.right + m for b in under if b.right < plate.right] + [0])
        tx1 = right_edge
    tiles_x, tiles_y, tile_cols, _ = _tricks(tx0, ty, tx1 - tx0, lay)
    if tile_cols < base.TRICKS:
        return None  # one row under the plate, or the rows under it as before
    tally_x = (
        tx0
        if spot.side == "left"
        else tx1 - (tiles_x - tx0) - tile_cols * (round(base.TILE_H * 0.72 * s) + gap) + gap
    )
    shift = tally_x - tx0
    return Flow(x, y, (tally_x, ty), (tiles_x + shift, tiles_y), cols, tile_cols)


def _meets(a: Box, b: Box) -> bool:
    """True when two boxes share a pixel."""
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


def _flow(lay: TableLayout, spot: SeatSpot) -> Flow:
    """A seat's rows at bigger text (see `_flow_at`), worked out once per layout: every
    chip, tile and the rooms in the middle ask for them many times a frame."""
    return _flow_at(lay, spot, text_factor())


@lru_cache(maxsize=64)
def _flow_at(lay: TableLayout, spot: SeatSpot, factor: float) -> Flow:
    """A seat's rows at bigger text: they wrap inside the room beside the seat, clear of
    the trick cards, the notice strip, the message line, the hand and the buttons at the
    height they reach. The viewer's rows grow upwards from its plate, the others'
    downwards from theirs; a side seat's are centred under its plate where they can be;
    the top seat's lie beside its fan where they fit (`_top_flow`)."""
    if spot.side == "top" and (top := _top_flow(lay, spot)) is not None:
        return top
    plain = _plain_flow(lay, spot)
    if spot.side in ("left", "right") and not _clear(lay, spot, plain):
        above = _above_flow(lay, spot)
        if above is not None and _clear(lay, spot, above):
            return above
        return _side_flow(lay, spot) or plain
    return plain


def _above_flow(lay: TableLayout, spot: SeatSpot) -> Flow | None:
    """A side seat's chips above its fan, under the corner panel, and its tally and
    tiles on one row under its plate: the room under the plate then stays free for the
    viewer's rows, its trumps and the buttons. None when the chips do not fit there."""
    cw, _, tw, _, row, gap = _sizes(lay)
    s = lay.scale
    m = round(8 * s)
    plate = spot.plate
    panel = lay.info_panel if spot.side == "left" else lay.score_panel
    right_edge = (lay.log_panel.x if lay.log_panel is not None else lay.width) - 4
    # Above the fan and above the dealer's trumps with their label (see `trump_boxes`),
    # or above the fan only, on the far side of the trumps (they lie on the table side).
    trump_h = base.trump_size(lay)[1]
    label_h = round(renderer.px(max(renderer.MIN_TEXT, round(13 * s))) * 1.2)
    trumps_top = plate.y - round(6 * s) - trump_h - round(3 * s) - label_h
    fan = base._side_fan(lay, spot)
    fan_top = min(b.y for b in fan)
    top = panel.bottom + m
    cards = base.trick_cards(lay)
    if spot.side == "left":
        room = (4, min([b.x - m for b in cards] + [right_edge]))
        far = (4, max(b.right for b in fan))
    else:
        room = (max([b.right + m for b in cards] + [0]), right_edge)
        far = (min(b.x for b in fan), right_edge)
    found: tuple[int, int, int] | None = None
    for (x0, x1), bottom in ((room, min(trumps_top, fan_top) - m), (far, fan_top - m)):
        for other in lay.spots:  # beside the top seat's rows where they reach this low
            if other.side != "top":
                continue
            for b in _rows(lay, _flow(lay, other)):
                if not (b.y < bottom and top < b.bottom):
                    continue
                if spot.side == "left" and b.x > x0:
                    x1 = min(x1, b.x - m)
                elif spot.side == "right" and b.right < x1:
                    x0 = max(x0, b.right + m)
        cols = min(6, (x1 - x0 + gap) // (cw + gap))
        if cols < 1:
            continue
        chips_w, chips_h = cols * (cw + gap) - gap, -(-6 // cols) * row - gap
        if top + chips_h <= bottom:
            found = (x0 if spot.side == "left" else x1 - chips_w, bottom - chips_h, cols)
            break
    if found is None:
        return None
    x, chips_y, cols = found
    x0, x1 = room
    ty = plate.bottom + gap
    tiles_x, tiles_y, tile_cols, _ = _tricks(x0, ty, x1 - x0, lay)
    if tile_cols < base.TRICKS or tiles_y != ty:
        return None  # only one row under the plate leaves the room under it
    width = tiles_x - x0 + base.TRICKS * (tw + gap) - gap
    tally_x = x0 if spot.side == "left" else x1 - width
    shift = tally_x - x0
    return Flow(x, chips_y, (tally_x, ty), (tiles_x + shift, tiles_y), cols, tile_cols)


def _clear(lay: TableLayout, spot: SeatSpot, flow: Flow) -> bool:
    """True when a side seat's rows leave the trick, the notice strip, the message line,
    the hand, the buttons, the viewer's rows and trumps and the top seat's rows alone."""
    mine = _rows(lay, flow)
    avoid = [*base.trick_cards(lay), lay.notice, lay.message, lay.hand_area, lay.buttons]
    for other in lay.spots:
        if other.side == "bottom":
            rows = _plain_flow(lay, other)
            avoid.append(Box(4, rows.chips_y, lay.hand_area.x, other.plate.y - rows.chips_y))
            if text_factor() > 1:  # the viewer may deal: its trumps above its rows
                avoid += base.trump_boxes(lay, other)
        elif other.side == "top":
            avoid += _rows(lay, _flow(lay, other))
    right_edge = lay.log_panel.x if lay.log_panel is not None else lay.width
    inside = all(b.x >= 0 and b.right <= right_edge for b in mine)
    return inside and not any(_meets(b, o) for b in mine for o in avoid)


def _rows(lay: TableLayout, flow: Flow) -> tuple[Box, Box]:
    """The boxes a seat's rows take at their longest: six chips, then the tally and nine
    trick tiles."""
    cw, _, tw, tally, row, gap = _sizes(lay)
    chips_h = -(-6 // flow.chip_cols) * row - gap
    chips = Box(flow.x, flow.chips_y, flow.chip_cols * (cw + gap) - gap, chips_h)
    tiles_w = flow.tile_cols * (tw + gap) - gap
    tricks = Box(
        flow.tally[0],
        flow.tally[1],
        max(tally, flow.tiles[0] + tiles_w - flow.tally[0]),
        flow.tiles[1] - flow.tally[1] + -(-base.TRICKS // flow.tile_cols) * row - gap,
    )
    return chips, tricks


def _plain_flow(lay: TableLayout, spot: SeatSpot) -> Flow:
    """A seat's rows wrapped under its plate (above it for the viewer); see `_flow`."""
    cw, _, tw, tally, row, gap = _sizes(lay)
    m = round(8 * lay.scale)
    right_edge = (lay.log_panel.x if lay.log_panel is not None else lay.width) - 4
    avoid = [*base.trick_cards(lay), lay.notice, lay.message, lay.hand_area, lay.buttons]
    plate = spot.plate
    start = 4 if spot.side in ("left", "bottom") else plate.x
    if spot.side == "top":
        start = min(plate.x, lay.info_panel.right + m)
    chip_cols = 1
    x0, x1 = start, right_edge
    height = 2 * row  # a first guess: one row of chips, one of tricks
    for _ in range(3):  # the rows' height decides what they meet, which decides their width
        reach = height - gap  # the last row has no gap under it
        if spot.side == "bottom":
            y0, y1 = plate.y - reach, plate.y
        elif spot.side == "top":
            y0, y1 = spot.region.bottom + gap, spot.region.bottom + gap + reach
        else:
            y0, y1 = plate.bottom + gap, plate.bottom + gap + reach
        met = [b for b in avoid if b.y < y1 and y0 < b.bottom]
        if spot.side == "right":
            x1 = right_edge
            x0 = max([b.right + m for b in met if b.right <= plate.center[0]] + [lay.width // 2])
        else:
            x0 = start
            x1 = min([b.x - m for b in met if b.x > x0] + [right_edge])
        width = max(cw, x1 - x0)
        chip_cols = max(1, min(6, (width + gap) // (cw + gap)))
        height = -(-6 // chip_cols) * row + _tricks(0, 0, width, lay)[3]
    width = max(cw, x1 - x0)
    _, _, tile_cols, tricks_h = _tricks(0, 0, width, lay)
    need = chip_cols * (cw + gap) - gap
    if tile_cols < base.TRICKS and (width - tally) // (tw + gap) >= 4:
        need = max(need, tally + tile_cols * (tw + gap))
    x = x0
    if spot.side in ("left", "right"):  # under the plate where the room allows
        x = max(x0, min(plate.center[0] - need // 2, x1 - need))
    chips_h = -(-6 // chip_cols) * row
    if spot.side == "bottom":
        tricks_y = plate.y + gap - tricks_h
        chips_y = tricks_y - chips_h
    else:
        chips_y = spot.region.bottom + gap if spot.side == "top" else plate.bottom + gap
        tricks_y = chips_y + chips_h
    tiles_x, tiles_y, tile_cols, _ = _tricks(x, tricks_y, x1 - x, lay)
    return Flow(x, chips_y, (x, tricks_y), (tiles_x, tiles_y), chip_cols, tile_cols)
