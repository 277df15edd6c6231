"""How a Was Sticht table looks: the chip draft, the 4 x 9 grid with its hints, the trumps
beside the dealer, secret tasks, tricks kept apart per winner, and every player's chips.

Drawing only: geometry lives in small pure functions of the table layout (drawing and
picking share them), words come from the presenter (present.py), and each decision is
described declaratively (`decision`). Secrets (the dealer's trumps before the reveal, the
viewer's own task before all are shown) are drawn only when the paint is `private`.
With bigger text the grid, the chip draft and the seats' rows are laid out in `big`
(its compact chip draft's pure geometry in ../big_layout.py).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
from pydantic import BaseModel

from game import assets
from game.core.cards import WAS_STICHT_COLOURS, Card
from game.core.rules import Action
from game.games.was_sticht.chips import KINDS
from game.games.was_sticht.present import (
    WasStichtPresenter,
    chip_tag,
    kind_name,
    pending_mark,
    trump_face,
)
from game.games.was_sticht.state import CHIPS, DRAFT, TASK, WasStichtView
from game.games.was_sticht.view.big import (
    _big_grid,
    _compact_text,
    _flow,
    _line,
    _sizes,
    compact_sizes,
    pool_grid,
)
from game.present import BasePresenter
from game.ui import marks, renderer
from game.ui.layout import Box, SeatSpot, TableLayout, back_fan, centered, grown, text_factor
from game.ui.table.seam import Ask, Decision, GameTable, Paint, Painter, Region, Target

__all__ = [
    "COLUMNS",
    "KINDS",
    "ROWS",
    "WasStichtTable",
    "chip_box",
    "dummy_boxes",
    "grid_area",
    "grid_box",
    "grid_metrics",
    "pool_box",
    "pool_frame",
    "prompt_area",
    "tally_box",
    "tile_box",
    "trump_boxes",
    "trump_label_box",
]

ROWS, COLUMNS, TRICKS = 4, 9, 9
CHIP_W, CHIP_H, TILE_H = 44, 28, 28  # seat chip tokens and won-trick tiles at 1280 x 720
TALLY_W = 66  # the count of won tricks before the trick tiles ("9トリック" fits whole)
# A seat's rows: five chips and the "task chosen" mark; the tally and nine trick tiles.
ZONE_W = max(6 * CHIP_W + 5 * 5, TALLY_W + 9 * (round(TILE_H * 0.72) + 5) + 5)
COLOUR_RGB = {"R": (206, 48, 52), "B": (36, 98, 196), "G": (34, 142, 68), "Y": (232, 186, 34)}
_COLOUR_CHIPS = {"NO_RED": "R", "NO_BLUE": "B", "NO_GREEN": "G", "NO_YELLOW": "Y"}
CHIP_OPEN = (246, 238, 214)
CHIP_DONE = (48, 58, 54)
MARKER = (168, 112, 60)  # the wooden start-player disc


# --------------------------------------------------------------------- pure geometry


def grid_metrics(lay: TableLayout) -> tuple[int, int, int, int, int, int, int]:
    """The grid's left, top, card width, card height, column gap, row gap, label height.

    Two label rows lie above the cards (the column numbers, then the start marker under
    its column's number) and one below (each drafted column's hint winner)."""
    s = lay.scale
    if text_factor() > 1:
        return _big_grid(lay)
    gw = round(48 * s)  # the grid fits between the top seat's chips and the notice strip
    gh = round(gw * 1.4)
    cg, rg, label = round(10 * s), round(4 * s), round(22 * s)
    width = COLUMNS * gw + (COLUMNS - 1) * cg
    block = 3 * label + ROWS * gh + (ROWS - 1) * rg
    # Between the top seat's chips and the notice strip: announcements never cover it.
    top_limit = round(127 * s)
    bottom_limit = lay.notice.y - round(4 * s)
    top = top_limit + max(0, (bottom_limit - top_limit - block) // 2) + 2 * label
    return round(lay.center[0] - width / 2), top, gw, gh, cg, rg, label


def grid_box(lay: TableLayout, column: int, row: int) -> Box:
    """The box of one grid place (column 0-8, row 0-3)."""
    left, top, gw, gh, cg, rg, _ = grid_metrics(lay)
    return Box(left + column * (gw + cg), top + row * (gh + rg), gw, gh)


def dummy_boxes(lay: TableLayout, count: int) -> list[Box]:
    """The dummy's face-up cards in a row at the top middle, between the corner panels."""
    s = lay.scale
    gap = round(4 * s)
    room = lay.score_panel.x - lay.info_panel.right - round(40 * s)
    w = min(round(40 * s), (room - (count - 1) * gap) // max(1, count))
    h = round(w * 1.4)
    left = round(lay.center[0] - (count * w + (count - 1) * gap) / 2)
    top = round(40 * s)
    return [Box(left + i * (w + gap), top, w, h) for i in range(count)]


def pool_box(lay: TableLayout, index: int) -> Box:
    """The box of chip kind `index` (0-11) in the chip draft, 4 per row, 3 rows (with
    bigger text as many per row as fit: see `pool_grid`)."""
    s = lay.scale
    if text_factor() > 1:
        grid = pool_grid(lay)
        row, col = divmod(index, grid.cols)
        return Box(
            grid.left + col * (grid.w + grid.gap),
            grid.top + row * (grid.h + grid.gap),
            grid.w,
            grid.h,
        )
    # Wide enough for "value 9  -  3 left" at the legible text face beside the token
    # even with the move log open (the table's scale then drops below 0.8).
    w, h, gap = round(176 * s), round(78 * s), round(10 * s)  # room for a 2-line task
    cx, cy = lay.center
    row, col = divmod(index, 4)
    left = cx - (4 * w + 3 * gap) / 2
    # Centred in the room between the top seat and the notice strip (its frame adds 44
    # above for the title and 14 below), so announcements never cover it.
    room_top, room_bottom = 116 * s + 44 * s, lay.notice.y - 6 * s - 14 * s
    top = (room_top + room_bottom) / 2 - (3 * h + 2 * gap) / 2
    del cy
    return Box(round(left + col * (w + gap)), round(top + row * (h + gap)), w, h)


def pool_token_size(lay: TableLayout) -> tuple[int, int]:
    """A chip draft tile's token: it holds the chip's short name, so it grows with the text."""
    s = lay.scale * grown(0.5)
    return round(46 * s), round(30 * s)


def pool_title_h(lay: TableLayout) -> int:
    """The height of the chip draft's title band above its tiles."""
    s = lay.scale
    if text_factor() == 1:
        return round(44 * s)
    return round(renderer.px(max(renderer.MIN_TEXT, round(19 * s))) * 1.3 + 12 * s)


def pool_frame(lay: TableLayout) -> Box:
    """The chip draft's frame: its title above the twelve kinds."""
    s = lay.scale
    first, last = pool_box(lay, 0), pool_box(lay, len(KINDS) - 1)
    title = pool_title_h(lay) if text_factor() == 1 else pool_grid(lay).title or round(14 * s)
    return Box(
        first.x - round(14 * s),
        first.y - title,
        last.right - first.x + round(28 * s),
        last.bottom - first.y + title + round(14 * s),
    )


def prompt_area(lay: TableLayout, view: WasStichtView) -> Box:
    """Where a first game's prompt covers nothing: in the chip draft beside the top
    seat's chips (its hand is still empty) or in the top middle; later in the gutter
    between a side seat that does not deal (no trumps there) and the middle of the table
    (the grid, the trick, the task buttons), under the corner panel."""
    s = lay.scale
    m = round(10 * s)
    top = next((spot for spot in lay.spots if spot.side == "top"), None)
    if view.phase == CHIPS:
        frame = pool_frame(lay)
        left = lay.info_panel.right + m if top is None else chip_box(lay, top, 5).right + m
        y = round(8 * s)
        return Box(left, y, lay.score_panel.x - m - left, frame.y - m - y)
    sides = [spot for spot in lay.spots if spot.side in ("left", "right")]
    spot = next((sp for sp in sides if sp.seat != view.dealer), sides[0])
    fan = back_fan(spot, 9, lay.small_w, lay.small_h, s)
    middle = [grid_area(lay)] if view.phase == DRAFT else [lay.trick_area, lay.choice_panel]
    if spot.side == "left":
        x0, x1 = max(b.right for b in fan) + m, min(b.x for b in middle) - m
        y0 = lay.info_panel.bottom + m
    else:
        x0, x1 = max(b.right for b in middle) + m, min(b.x for b in fan) - m
        y0 = lay.score_panel.bottom + m
    return Box(x0, y0, x1 - x0, spot.plate.y - m - y0)


def zone_scale(lay: TableLayout) -> float:
    """The scale of a seat's chips and trick tiles: they hold text, so they grow with it."""
    return lay.scale * grown(0.5)


def zone(lay: TableLayout, spot: SeatSpot) -> tuple[int, int, int]:
    """Where a seat's chips row starts (x, y) and its tricks row (y), beside its plate.

    The viewer's rows sit above the name plate, the top seat's below it, the side seats'
    below their plates; all stay inside the window. With bigger text the rows wrap to
    the room they have (see `_flow`).
    """
    if text_factor() > 1:
        flow = _flow(lay, spot)
        return flow.x, flow.chips_y, flow.tally[1]
    s = zone_scale(lay)
    gap = round(5 * s)
    plate = spot.plate
    if spot.side == "bottom":
        tricks_y = plate.y - gap - round(TILE_H * s)
        chips_y = tricks_y - gap - round(CHIP_H * s)
    else:
        chips_y = plate.bottom + gap * 2
        tricks_y = chips_y + round(CHIP_H * s) + gap
    x = plate.x if spot.side in ("bottom", "top") else round(plate.center[0] - ZONE_W * s / 2)
    x = max(4, min(lay.width - round(ZONE_W * s) - 4, x))
    return x, chips_y, tricks_y


def trick_cards(lay: TableLayout) -> list[Box]:
    """The box of every trick slot's card."""
    return [centered(x, y, lay.card_w, lay.card_h) for x, y in (sp.trick_slot for sp in lay.spots)]


def _tile_size(lay: TableLayout) -> tuple[int, int]:
    """A won trick's tile: it holds no text, so with bigger text it keeps the table's
    size while the chips and the tally grow."""
    s = lay.scale if text_factor() > 1 else zone_scale(lay)
    return round(TILE_H * 0.72 * s), round(TILE_H * s)


def chip_box(lay: TableLayout, spot: SeatSpot, index: int) -> Box:
    """The box of a seat's `index`-th chip token (0-4; 5 is the 'task chosen' mark)."""
    x, y, _ = zone(lay, spot)
    s = zone_scale(lay)
    w, h, gap = round(CHIP_W * s), round(CHIP_H * s), round(5 * s)
    row, col = divmod(index, _flow(lay, spot).chip_cols) if text_factor() > 1 else (0, index)
    return Box(x + col * (w + gap), y + row * (h + gap), w, h)


def tally_box(lay: TableLayout, spot: SeatSpot) -> Box:
    """Where a seat's count of won tricks is written, at the start of its tricks row:
    every task counts tricks, so the number is shown, not only the little piles."""
    x, _, y = zone(lay, spot)
    if text_factor() > 1:
        x, y = _flow(lay, spot).tally
    s = zone_scale(lay)
    return Box(x, y, round(TALLY_W * s), round(TILE_H * s))


def tile_box(lay: TableLayout, spot: SeatSpot, index: int) -> Box:
    """The box of a seat's `index`-th won trick, kept apart from the others."""
    w, h = _tile_size(lay)
    if text_factor() > 1:
        flow = _flow(lay, spot)
        _, _, _, _, step, gap = _sizes(lay)
        row, col = divmod(index, flow.tile_cols)
        x, y = flow.tiles
        # Rows as tall as the tally's, each tile centred in its row.
        return Box(x + col * (w + gap), y + row * step + (step - gap - h) // 2, w, h)
    tally = tally_box(lay, spot)
    gap = round(5 * zone_scale(lay))
    return Box(tally.right + gap + index * (w + gap), tally.y, w, h)


def trump_boxes(lay: TableLayout, spot: SeatSpot) -> tuple[Box, Box]:
    """The two trump cards beside the dealer (colour, then number), clear of every hand,
    fan, chip row and the grid: above the viewer's chips; for the top seat right of its
    fan at its longest, apart from the hand (lying in a fan they would read as two more
    cards of it); above a side seat's name plate on the table side of its hand."""
    x, y, _ = zone(lay, spot)
    s = lay.scale
    (w, h), gap = trump_size(lay), round(5 * s)
    plate = spot.plate
    if spot.side == "bottom":
        left, top = x, y - round(8 * s) - h
    elif spot.side == "top":
        left, top = spot.region.right + round(16 * s), spot.anchor[1] - h // 2
    elif spot.side == "left":  # above the plate, on the table side of the hand
        left, top = spot.anchor[0] + lay.small_w // 2 + round(8 * s), plate.y - round(6 * s) - h
        if text_factor() > 1:  # past the fan, which bigger text lays out differently
            left = max([left] + [b.right + round(8 * s) for b in _side_fan(lay, spot)])
    else:
        left = spot.anchor[0] - lay.small_w // 2 - round(8 * s) - 2 * w - gap
        top = plate.y - round(6 * s) - h
        if text_factor() > 1:
            fan_left = min([b.x for b in _side_fan(lay, spot)] + [left + 2 * w + gap])
            left = min(left, fan_left - round(8 * s) - 2 * w - gap)
    return Box(left, top, w, h), Box(left + w + gap, top, w, h)


def trump_size(lay: TableLayout) -> tuple[int, int]:
    """A trump card's width and height (the same at every text size: its word runs up
    along it when it does not fit across)."""
    return round(36 * lay.scale), round(50 * lay.scale)


def _side_fan(lay: TableLayout, spot: SeatSpot) -> list[Box]:
    """A side seat's face-down hand at its longest (nine cards)."""
    return back_fan(spot, 9, lay.small_w, lay.small_h, lay.scale)


def trump_label_box(lay: TableLayout, spot: SeatSpot, width: int, height: int) -> Box:
    """Where the label of the dealer's trump cards goes (`width` x `height` of its text):
    right of the cards at the top, over them elsewhere (the viewer's hand is right of
    them at the bottom), running away from a side seat's fan."""
    colour_box, number_box = trump_boxes(lay, spot)
    s = lay.scale
    if spot.side == "top":
        return Box(
            number_box.right + round(8 * s), number_box.center[1] - height // 2, width, height
        )
    top = colour_box.y - round(3 * s) - height
    if spot.side == "right":  # ends at the cards' right edge, away from the fan
        return Box(number_box.right - width, top, width, height)
    return Box(colour_box.x, top, width, height)


def trump_label_lines(lay: TableLayout, spot: SeatSpot, label: str) -> tuple[list[str], Box]:
    """The label of a seat's trump cards in lines, and where they go (see
    `trump_label_box`). With bigger text the viewer's goes right of its cards where it
    fits before the notice strip and the hand (above them it would reach the left seat's
    rows); the top seat's wraps before the score sheet, centred beside its cards."""
    s = lay.scale
    size = max(renderer.MIN_TEXT, round((14 if spot.side == "top" else 13) * s))
    line_h = round(renderer.px(size) * 1.2)
    width = assets.text_width(label, size, True)
    if text_factor() == 1:
        return [label], trump_label_box(lay, spot, width, line_h)
    number_box = trump_boxes(lay, spot)[1]
    start = number_box.right + round(8 * s)
    if spot.side == "bottom":
        if start + width <= min(lay.notice.x, lay.hand_area.x) - round(4 * s):
            return [label], Box(start, number_box.center[1] - line_h // 2, width, line_h)
        return [label], trump_label_box(lay, spot, width, line_h)
    if spot.side != "top":
        return [label], trump_label_box(lay, spot, width, line_h)
    end = min(lay.score_panel.x, lay.log_panel.x if lay.log_panel else lay.width)
    room = end - round(6 * s) - start
    lines = renderer.wrap_text(label, size, max(1, room)) if width > room else [label]
    width = max(assets.text_width(line, size, True) for line in lines)
    box = trump_label_box(lay, spot, width, line_h * len(lines))
    return lines, Box(box.x, max(2, box.y), box.w, box.h)  # never above the window


def grid_area(lay: TableLayout) -> Box:
    """The grid with its label rows (column numbers, start marker, hint winners)."""
    left, top, gw, gh, cg, rg, label = grid_metrics(lay)
    width = COLUMNS * gw + (COLUMNS - 1) * cg
    return Box(left, top - 2 * label, width, 3 * label + ROWS * gh + (ROWS - 1) * rg)


def column_boxes(lay: TableLayout, view: WasStichtView) -> dict[Card, Box]:
    """Boxes of the cards still lying in the column being drafted, each at its place."""
    column = view.column
    if view.phase != DRAFT or column >= COLUMNS:
        return {}
    return {
        card: grid_box(lay, column, row)
        for row, card in enumerate(view.columns[column])
        if card is not None
    }


def taken_places(view: WasStichtView, column: int) -> list[tuple[int, int, Card]]:
    """(row, seat, card) of every card taken from a column, in taking order (the hint
    order): a taken card keeps the place where it lay, so the grid never reshuffles."""
    laid = view.laid[column] if column < len(view.laid) else ()
    taken = [(seat, card) for col, seat, card in view.draft_log if col == column]
    return [
        (laid.index(card) if card in laid else order, seat, card)
        for order, (seat, card) in enumerate(taken)
    ]


class WasStichtTable(GameTable[WasStichtView]):
    """Was Sticht at the shared table: its painters and what makes each decision."""

    presenter: WasStichtPresenter

    def __init__(
        self, options: BaseModel, presenter: BasePresenter[WasStichtView], faces: str
    ) -> None:
        if not isinstance(presenter, WasStichtPresenter):
            raise TypeError("the Was Sticht table speaks through a WasStichtPresenter")
        super().__init__(options, presenter, faces)
        self.presenter = presenter
        # Spec 5.3 step 4 (the default): a drafted column's cards leave the grid.
        self.hidden_drafts = getattr(options, "drafted_cards", "hidden") == "hidden"

    # ----------------------------------------------------------------- cards
    def hand(self, view: WasStichtView) -> tuple[Card, ...]:
        """By colour and value; once the viewer knows the trumps they go right, strongest last."""
        colour, number = view.trump_colour, view.trump_number

        def key(card: Card) -> tuple[int, int, int]:
            is_number = number not in (None, "none") and str(card.rank) == number
            is_colour = colour not in (None, "none") and card.suit == colour
            level = 3 if is_number and is_colour else 2 if is_number else int(is_colour)
            return level, WAS_STICHT_COLOURS.index(card.suit), card.rank

        return tuple(sorted(view.hand, key=key))

    # ----------------------------------------------------------------- decisions
    def private(self, view: WasStichtView) -> bool:
        """The chip draft shows nothing secret (every chip lies face up, nobody holds a
        card, no trumps are drawn yet): hot-seat players pick chips without a hand-over.
        From the grid on the dealer's trumps, the hands and the tasks are secrets."""
        return view.phase != CHIPS

    def prompt_area(self, layout: TableLayout, view: WasStichtView) -> Box | None:
        """A first game's prompt where it covers nothing (see `prompt_area`)."""
        return prompt_area(layout, view)

    def quick(self, view: WasStichtView) -> bool:
        """The bots' picks of the chip draft and the card draft are shown at once: every
        pick stays on the table with its taker's name (the chip at the seat, the card's
        badge in the grid), so nothing is missed, and at a real table these drafts are
        what makes a round long."""
        return view.phase in (CHIPS, DRAFT)

    def decision(self, ask: Ask[WasStichtView]) -> Decision:
        """Chips of the chip draft and the cards left in the column being drafted are
        picked on the table; the secret task and the chip to turn are buttons; trick
        play is a hand card."""
        title, buttons = self.presenter.choices(ask.view, ask.legal)
        return Decision(
            hand_kinds=self.hand_kinds,
            title=title,
            buttons=tuple(buttons),
            targets=self._targets(ask.view, ask.legal, ask.layout),
        )

    def _targets(
        self, view: WasStichtView, legal: tuple[Action, ...], lay: TableLayout
    ) -> tuple[Target, ...]:
        """Chip kinds of the chip draft, or the column's cards, in keyboard order."""
        if not legal:
            return ()
        if legal[0].kind == "chip":
            return tuple(
                Target(pool_box(lay, KINDS.index(a.arg)), a, self.presenter.chip_label(a.arg))
                for a in legal
            )
        if legal[0].kind != "take":
            return ()
        boxes = column_boxes(lay, view)
        return tuple(
            Target(boxes[card], Action("take", (card,)), self.presenter.take_label(card))
            for card in boxes
            if Action("take", (card,)) in legal
        )

    # ----------------------------------------------------------------- painters
    def painters(self) -> tuple[tuple[Region, Painter[WasStichtView]], ...]:
        """The chip pool, the grid or the dummy in the middle; chips, won tricks and the
        dealer's trumps at the seats."""
        return (("centre", self.paint_centre), ("seats", self.paint_seats))

    def paint_centre(self, paint: Paint[WasStichtView]) -> None:
        """Chip pool, grid, or (three players) the dummy's cards in the middle."""
        view, lay = paint.view, paint.layout
        if view.phase == CHIPS:
            self._draw_pool(paint.surface, lay, view, paint.legal)
        elif view.phase == DRAFT:
            self._draw_grid(paint.surface, lay, view, paint.legal)
        elif view.seats == 3 and view.dummy_cards:
            self._draw_dummy(paint.surface, lay, view)

    def paint_seats(self, paint: Paint[WasStichtView]) -> None:
        """Every seat's chips, won tricks and (the dealer's) trumps."""
        for spot in paint.layout.spots:
            self._draw_zone(paint.surface, paint.layout, paint.view, spot, paint.private)

    # chip draft ----------------------------------------------------------
    def _draw_pool(
        self,
        surface: pygame.Surface,
        lay: TableLayout,
        view: WasStichtView,
        legal: tuple[Action, ...],
    ) -> None:
        s = lay.scale
        first = pool_box(lay, 0)
        frame = pool_frame(lay)
        renderer.panel(surface, frame, 150)
        title_y = first.y - round(24 * s) if text_factor() == 1 else (frame.y + first.y) // 2
        if text_factor() == 1 or pool_grid(lay).title:  # compact tiles may leave it out
            renderer.draw_text(
                surface,
                self.presenter.pool_title(len(view.chip_pool)),
                round(19 * s),
                (frame.center[0], title_y),
                renderer.GOLD,
                "center",
                True,
                max_width=frame.w - 16,
            )
        takeable = {a.arg for a in legal if a.kind == "chip"}
        mine = view.to_act == view.seat and bool(legal)
        for index, kind in enumerate(KINDS):
            left = view.chip_pool.count(kind)
            self._pool_token(
                surface,
                lay,
                pool_box(lay, index),
                kind,
                left,
                bright=kind in takeable or not mine,
                held=mine and left > 0 and kind not in takeable,
            )

    def _pool_token(
        self,
        surface: pygame.Surface,
        lay: TableLayout,
        box: Box,
        kind: str,
        left: int,
        bright: bool,
        held: bool,
    ) -> None:
        s = lay.scale
        fill = (34, 70, 50) if left and bright else (24, 44, 34)
        pygame.draw.rect(surface, fill, pygame.Rect(box.tuple()), border_radius=round(8 * s))
        border = (150, 180, 160) if left and bright else (70, 90, 80)
        pygame.draw.rect(surface, border, pygame.Rect(box.tuple()), 1, round(8 * s))
        detail = pool_grid(lay).detail if text_factor() > 1 else 2
        colour = renderer.WHITE if left and bright else renderer.DIM
        if detail < 0:
            self._compact_token(surface, lay, box, kind, left, colour)
            return
        token = Box(box.x + round(8 * s), box.y + round(8 * s), *pool_token_size(lay))
        draw_chip(surface, token, kind, done=False, ring=False, scale=s, empty=not left)
        tx = token.right + round(8 * s)
        width = box.right - tx - round(6 * s)
        note = self.presenter.pool_note(kind, left, held)
        if detail == 0:  # only the note beside the token, wrapped to the tile
            size = max(renderer.MIN_TEXT, round(13 * s))
            lines = renderer.wrap_text(note, size, width)
            step = _line(13 * s)
            y = box.center[1] - step * (len(lines) - 1) / 2
            for i, line in enumerate(lines):
                at = (tx, y + i * step)
                renderer.draw_text(surface, line, size, at, colour, "midleft", max_width=width)
            return
        renderer.draw_text(
            surface,
            kind_name(kind),
            round(16 * s),
            (tx, box.y + round(7 * s)),
            colour,
            bold=True,
            max_width=width,
        )
        # With bigger text the note goes as far under the name as the name is tall.
        big = text_factor() > 1
        note_y = box.y + (round(7 * s + _line(16 * s)) if big else round(27 * s))
        renderer.draw_text(
            surface, note, round(13 * s), (tx, note_y), renderer.DIM, max_width=width
        )
        if detail < 2:
            return  # no room for the task in words: the confirm button names the chip
        # The task in words, on up to two lines at the bottom of the tile: a long task
        # ("Win tricks, but no yellow card") wraps instead of shrinking or being cut.
        size = max(renderer.MIN_TEXT, round(13 * s))
        lines = renderer.wrap_text(
            self.presenter.chip_description(kind), size, box.w - round(14 * s)
        )[:2]
        for i, line in enumerate(reversed(lines)):
            renderer.draw_text(
                surface,
                line,
                size,
                (
                    box.x + round(8 * s),
                    box.bottom - round(5 * s) - i * round(renderer.px(size) * 1.15),
                ),
                colour,
                "bottomleft",
                max_width=box.w - round(14 * s),
            )

    def _compact_token(
        self,
        surface: pygame.Surface,
        lay: TableLayout,
        box: Box,
        kind: str,
        left: int,
        colour: tuple[int, int, int],
    ) -> None:
        """A compact chip draft tile's inside: the token (its short name), then the
        chip's value (gold, bold) over how many are left ("×2"); the keyboard's focus and
        the confirm button name the chip in words."""
        sizes = compact_sizes(lay)
        token_w, token_h = sizes.token
        token = Box(box.x + sizes.pad, box.center[1] - token_h // 2, token_w, token_h)
        draw_chip(surface, token, kind, done=False, ring=False, scale=lay.scale, empty=not left)
        value_size, left_size = _compact_text(lay)
        x = token.right + 2 * sizes.pad  # clear of the token's colour mark
        top = box.center[1] - sizes.lines_h // 2
        value_h = round(renderer.px(value_size))
        gold = renderer.GOLD if colour == renderer.WHITE else renderer.DIM
        value = str(self.presenter.values[kind])
        renderer.draw_text(
            surface, value, value_size, (x, top + value_h // 2), gold, "midleft", True
        )
        renderer.draw_text(
            surface,
            f"×{left}",
            left_size,
            (x, top + value_h + (sizes.lines_h - value_h) // 2),
            colour,
            "midleft",
        )

    # card draft ----------------------------------------------------------
    def _draw_grid(
        self,
        surface: pygame.Surface,
        lay: TableLayout,
        view: WasStichtView,
        legal: tuple[Action, ...],
    ) -> None:
        s = lay.scale
        left, top, gw, gh, cg, rg, label = grid_metrics(lay)
        width = COLUMNS * gw + (COLUMNS - 1) * cg
        height = ROWS * gh + (ROWS - 1) * rg
        renderer.panel(
            surface,
            Box(
                left - round(12 * s),
                top - 2 * label - round(6 * s),
                width + round(24 * s),
                height + 3 * label + round(12 * s),
            ),
            110,
        )
        current = view.column
        col_box = Box(
            left + current * (gw + cg) - round(5 * s),
            top - 2 * label,
            gw + round(10 * s),
            height + 2 * label + round(5 * s),
        )
        pygame.draw.rect(
            surface,
            (246, 200, 80),
            pygame.Rect(col_box.tuple()),
            max(2, round(3 * s)),
            border_radius=round(8 * s),
        )
        for column in range(COLUMNS):
            x = left + column * (gw + cg) + gw / 2
            # Every column keeps its number; the current one's is bright, the start
            # marker lies in the row below it (before, the marker replaced the number).
            renderer.draw_text(
                surface,
                str(column + 1),
                round(16 * s),
                (x, top - label * 1.5 - round(2 * s)),
                renderer.GOLD if column == current else renderer.DIM,
                "center",
                True,
            )
            if column == current:
                self._draw_marker(
                    surface, lay, (x, top - label / 2 - round(3 * s)), view.column_start
                )
            if column < current:
                self._draw_drafted(surface, lay, view, column)
            elif column == current:
                self._draw_current(surface, lay, view, legal)
            else:
                for row, card in enumerate(view.columns[column]):
                    if card is not None:
                        box = grid_box(lay, column, row)
                        renderer.card(surface, card, box, self.face_style)

    def _draw_dummy(self, surface: pygame.Surface, lay: TableLayout, view: WasStichtView) -> None:
        """Three players: the dummy's nine cards lie face up (spec 5.4) in the empty fourth
        place at the top, so everyone sees which cards are out of play."""
        s = lay.scale
        boxes = dummy_boxes(lay, len(view.dummy_cards))
        first, last = boxes[0], boxes[-1]
        frame = Box(
            first.x - round(10 * s),
            first.y - round(24 * s),
            last.right - first.x + round(20 * s),
            first.h + round(32 * s),
        )
        renderer.panel(surface, frame, 110)
        renderer.draw_text(
            surface,
            self.presenter.dummy_title(),
            round(14 * s),
            (frame.center[0], first.y - round(12 * s)),
            renderer.DIM,
            "center",
            True,
            max_width=frame.w - 8,
        )
        for card, box in zip(view.dummy_cards, boxes, strict=True):
            renderer.card(surface, card, box, self.face_style)

    def _draw_marker(
        self, surface: pygame.Surface, lay: TableLayout, at: tuple[float, float], seat: int
    ) -> None:
        """The wooden start-player disc and the name of the column's start player."""
        s = lay.scale
        x, y = at
        text = self.presenter.marker(seat)
        image = assets.text(text, round(14 * s), renderer.GOLD, True)
        r = round(7 * s)
        total = 2 * r + round(5 * s) + image.get_width()
        left, _, gw, _, cg, _, _ = grid_metrics(lay)
        right = left + COLUMNS * gw + (COLUMNS - 1) * cg
        # Centred over its column, but kept over the grid at the first and last columns.
        start = min(max(left, x - total / 2), right - total)
        disc_x = round(start + r)
        pygame.draw.circle(surface, MARKER, (disc_x, round(y)), r)
        pygame.draw.circle(surface, (90, 60, 30), (disc_x, round(y)), r, max(1, round(s)))
        renderer.draw_text(
            surface,
            text,
            round(14 * s),
            (disc_x + r + round(5 * s), y),
            renderer.GOLD,
            "midleft",
            True,
        )

    def _draw_drafted(
        self, surface: pygame.Surface, lay: TableLayout, view: WasStichtView, column: int
    ) -> None:
        """A finished column as its hint trick: each card where it lay, its badge giving
        its place in the hint order and its taker; the winner outlined and named below."""
        winner = view.hints[column] if column < len(view.hints) else None
        if self.hidden_drafts:
            # The cards went into concealed hands (spec 5.3 step 4): only the empty places
            # and the hint's winner stay on the table; who took what is for memory.
            for row in range(ROWS):
                box = grid_box(lay, column, row)
                pygame.draw.rect(
                    surface,
                    (70, 100, 84),
                    pygame.Rect(box.tuple()),
                    max(1, round(lay.scale)),
                    border_radius=round(6 * lay.scale),
                )
            self._draw_winner(surface, lay, column, winner)
            return
        for order, (row, seat, card) in enumerate(taken_places(view, column)):
            box = grid_box(lay, column, row)
            wins = seat == winner  # one card per taker in a column: the winner's is unique
            renderer.card(
                surface,
                card,
                box,
                self.face_style,
                dim=not wins,
                outline=renderer.GOLD if wins else None,
            )
            if wins:
                marks.win_star(surface, box)
            self._badge(surface, lay, box, order + 1, seat, wins)
        self._draw_winner(surface, lay, column, winner)

    def _draw_winner(
        self, surface: pygame.Surface, lay: TableLayout, column: int, winner: int | None
    ) -> None:
        """The name of the player a drafted column's hint named, under the column."""
        if winner is not None:
            bottom = grid_box(lay, column, ROWS - 1).bottom
            name = self.presenter.short_name(winner)
            if text_factor() > 1:  # as wide as its column and the gap beside it
                _, _, gw, _, cg, _, _ = grid_metrics(lay)
                name = fitted(str, name, max(renderer.MIN_TEXT, round(14 * lay.scale)), gw + cg)
            renderer.draw_text(
                surface,
                name,
                round(14 * lay.scale),
                (grid_box(lay, column, 0).center[0], bottom + round(6 * lay.scale)),
                renderer.GOLD,
                "midtop",
                True,
                max_width=round(60 * lay.scale),
            )

    def _draw_current(
        self,
        surface: pygame.Surface,
        lay: TableLayout,
        view: WasStichtView,
        legal: tuple[Action, ...],
    ) -> None:
        """The column being drafted: taken cards stay at their places (with their order and
        taker), the cards still lying there glow when they may be taken."""
        column = view.column
        for order, (row, seat, card) in enumerate(taken_places(view, column)):
            box = grid_box(lay, column, row)
            renderer.card(surface, card, box, self.face_style)
            self._badge(surface, lay, box, order + 1, seat)
        takeable = {a.cards[0] for a in legal if a.kind == "take"}
        for card, box in column_boxes(lay, view).items():
            if card in takeable:
                renderer.shadow(surface, box, round(4 * lay.scale))
                glow = pygame.Rect(box.tuple()).inflate(round(6 * lay.scale), round(6 * lay.scale))
                pygame.draw.rect(
                    surface,
                    (255, 240, 170),
                    glow,
                    max(2, round(2 * lay.scale)),
                    border_radius=round(7 * lay.scale),
                )
            renderer.card(surface, card, box, self.face_style)

    def _badge(
        self,
        surface: pygame.Surface,
        lay: TableLayout,
        box: Box,
        place: int,
        seat: int,
        gold: bool = False,
    ) -> None:
        """A small strip across the bottom of a grid card: its hint place and who took it
        (gold on the card that wins the hint). A name too long for the strip at the
        smallest text size is cut with an ellipsis ("1 アンナマリ…"), never silently."""
        s = lay.scale
        # The strip reaches a little into the gaps beside the card: "3 あなた" and
        # "2. Clara" fit whole at the smallest text size.
        reach = round(4 * s)
        strip = Box(box.x - reach, box.bottom - round(17 * s), box.w + 2 * reach, round(15 * s))
        size = max(renderer.MIN_TEXT, round(12 * s))
        name = self.presenter.short_name(seat)
        text = self.presenter.badge(place, name)
        if text_factor() > 1:
            # Bigger text on a card that shrank: the strip as tall as its text, the name
            # shortened to the letters that fit ("2. Cl") rather than cut with an ellipsis.
            h = round(renderer.px(size) * 1.15)
            strip = Box(strip.x, box.bottom - h - round(2 * s), strip.w, h)
            text = fitted(lambda n: self.presenter.badge(place, n), name, size, strip.w - 2)
            if assets.text_width(text, size, True) > strip.w - 2:
                text = str(place)  # not even a letter fits: the place alone
        layer = pygame.Surface((strip.w, strip.h), pygame.SRCALPHA)
        pygame.draw.rect(layer, (15, 25, 20, 225), layer.get_rect(), border_radius=round(4 * s))
        surface.blit(layer, (strip.x, strip.y))
        renderer.draw_text(
            surface,
            text,
            size,
            strip.center,
            renderer.GOLD if gold else renderer.WHITE,
            "center",
            True,
            max_width=strip.w - 2,
        )

    # seats ------------------------------------------------------------------
    def _draw_zone(
        self,
        surface: pygame.Surface,
        lay: TableLayout,
        view: WasStichtView,
        spot: SeatSpot,
        private: bool,
    ) -> None:
        """A seat's chips (open, then completed; its task ringed), won tricks, trumps."""
        seat = spot.seat
        s = lay.scale
        task = view.tasks[seat]
        public = view.phase not in (CHIPS, DRAFT, TASK)
        if not public and not (private and seat == view.seat):
            task = None  # the view only holds the viewer's own choice; keep it for them
        chips = [(k, False) for k in view.chips_face_up[seat]]
        chips += [(k, True) for k in view.chips_completed[seat]]
        ringed = False
        for index, (kind, done) in enumerate(chips):
            ring = kind == task and not done and not ringed
            ringed = ringed or ring
            draw_chip(surface, chip_box(lay, spot, index), kind, done, ring, s)
        if view.phase == TASK and view.task_chosen[seat] and task is None:
            draw_pending(surface, chip_box(lay, spot, len(chips)), s)
        won = [record for record in view.tricks if record.winner == seat]
        for index, record in enumerate(won):
            draw_trick_tile(surface, tile_box(lay, spot, index), record.plays, s)
        if public:  # from the first trick on, zero included
            tally = tally_box(lay, spot)
            renderer.draw_text(
                surface,
                self.presenter.tricks_tally(len(won)),
                max(renderer.MIN_TEXT, round(15 * s)),
                (tally.x, tally.center[1]),
                renderer.WHITE,
                "midleft",
                True,
                max_width=tally.w,
            )
        if seat == view.dealer and view.phase != CHIPS:
            self._draw_trumps(surface, lay, view, spot, private)

    def _draw_trumps(
        self,
        surface: pygame.Surface,
        lay: TableLayout,
        view: WasStichtView,
        spot: SeatSpot,
        private: bool,
    ) -> None:
        """The trump cards lie beside the dealer: face down until the reveal, except to a
        dealer at the screen (the view carries them to the dealer only)."""
        colour_box, number_box = trump_boxes(lay, spot)
        secret_seen = (
            not view.revealed
            and private
            and view.seat == view.dealer
            and view.trump_colour is not None
        )
        face_up = view.revealed or secret_seen
        draw_trump_card(
            surface, colour_box, "colour", view.trump_colour if face_up else None, lay.scale
        )
        draw_trump_card(
            surface, number_box, "number", view.trump_number if face_up else None, lay.scale
        )
        label = self.presenter.trumps_label(secret_seen, view.revealed)
        size = round((14 if spot.side == "top" else 13) * lay.scale)
        lines, box = trump_label_lines(lay, spot, label)
        step = box.h / len(lines)
        for i, line in enumerate(lines):
            at = (box.x, round(box.y + step * (i + 0.5)))
            colour = renderer.GOLD if secret_seen else renderer.DIM
            renderer.draw_text(surface, line, size, at, colour, "midleft", True)


# --------------------------------------------------------------------- drawing helpers
def fitted(form: Callable[[str], str], name: str, size: int, width: int) -> str:
    """`form(name)` with the name shortened to the letters that fit `width` at `size`
    (bold), at least one letter: a badge reads "2. Cl" rather than cut with an ellipsis."""
    text = form(name)
    while len(name) > 1 and assets.text_width(text, size, True) > width:
        name = name[:-1]
        text = form(name)
    return text


def draw_chip(
    surface: pygame.Surface,
    box: Box,
    kind: str,
    done: bool,
    ring: bool,
    scale: float,
    empty: bool = False,
) -> None:
    """A task chip token: open chips bright (colour chips in their colour), completed ones
    dark with a tick and a stripe of their colour; the round's task gets a gold ring;
    `empty` draws the outline of a kind the chip draft has used up."""
    rect = pygame.Rect(box.tuple())
    radius = max(3, box.h // 3)
    colour = _COLOUR_CHIPS.get(kind)
    if empty:
        pygame.draw.rect(surface, (90, 110, 100), rect, 1, radius)
        renderer.draw_text(
            surface,
            chip_tag(kind),
            max(9, round(box.h * 0.5 / text_factor())),
            rect.center,
            (90, 110, 100),
            "center",
            True,
            max_width=box.w - 4,
        )
        return
    if done:
        fill, ink = CHIP_DONE, (150, 165, 155)
    elif colour:
        fill, ink = COLOUR_RGB[colour], renderer.WHITE if colour != "Y" else renderer.INK
    else:
        fill, ink = CHIP_OPEN, renderer.INK
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    pygame.draw.rect(surface, (20, 30, 25), rect, 1, radius)
    if done and colour:
        stripe = pygame.Rect(
            rect.x + radius,
            rect.bottom - max(3, round(4 * scale)),
            rect.w - 2 * radius,
            max(2, round(3 * scale)),
        )
        pygame.draw.rect(surface, COLOUR_RGB[colour], stripe)
    tag_w = rect.w - 4 if not done else round(rect.w * 0.62)
    tag_x = rect.centerx if not done else rect.x + 2 + tag_w / 2
    renderer.draw_text(
        surface,
        chip_tag(kind),
        max(9, round(box.h * 0.52 / text_factor())),
        (tag_x, rect.centery),
        ink,
        "center",
        True,
        max_width=tag_w,
    )
    if done:
        w, h = rect.w, rect.h
        points = [
            (rect.right - w * 0.32, rect.y + h * 0.52),
            (rect.right - w * 0.2, rect.y + h * 0.74),
            (rect.right - w * 0.06, rect.y + h * 0.24),
        ]
        pygame.draw.lines(surface, renderer.GOLD, False, points, max(2, round(2.5 * scale)))
    if colour:
        # The colour's marker shape on the chip's corner: its colour is never the only cue.
        size = box.h * 0.5
        marks.colour_marker(
            surface,
            colour,
            (rect.right - size * 0.25, rect.y + size * 0.25),
            size,
            renderer.WHITE,
            renderer.INK,
        )
    if ring:
        pygame.draw.rect(
            surface, renderer.GOLD, rect.inflate(6, 6), max(2, round(3 * scale)), radius + 3
        )


def draw_pending(surface: pygame.Surface, box: Box, scale: float) -> None:
    """A face-down task: this seat has chosen, nobody else may know what."""
    rect = pygame.Rect(box.tuple())
    pygame.draw.rect(surface, (30, 60, 120), rect, border_radius=max(3, box.h // 3))
    pygame.draw.rect(surface, renderer.GOLD, rect, max(1, round(2 * scale)), max(3, box.h // 3))
    renderer.draw_text(
        surface,
        pending_mark(),
        round(box.h * 0.7 / text_factor()),
        rect.center,
        renderer.WHITE,
        "center",
        True,
    )


def draw_trick_tile(
    surface: pygame.Surface, box: Box, plays: tuple[tuple[int, Card], ...], scale: float
) -> None:
    """One won trick as a small face-down card marked with its cards' colours (the colour
    tasks depend on them; everyone saw the cards when they were played)."""
    rect = pygame.Rect(box.tuple())
    pygame.draw.rect(surface, (235, 232, 220), rect, border_radius=max(2, box.w // 5))
    pygame.draw.rect(surface, (40, 50, 45), rect, 1, max(2, box.w // 5))
    r = max(2, round(box.w * 0.2))
    for i, (_, card) in enumerate(plays):
        col, row = i % 2, i // 2
        cx = box.x + box.w * (0.3 + 0.4 * col)
        cy = box.y + box.h * (0.27 + 0.46 * row)
        # The colour's marker shape, so the tile does not tell colours by colour alone.
        marks.colour_marker(
            surface,
            card.suit,
            (cx, cy),
            1.9 * r,
            COLOUR_RGB.get(card.suit, (90, 90, 90)),
            renderer.INK,
        )


def draw_trump_card(
    surface: pygame.Surface, box: Box, kind: str, value: str | None, scale: float
) -> None:
    """A trump-colour or trump-number card: a back while secret, else its face."""
    if value is None:
        renderer.card(surface, None, box)
        return
    rect = pygame.Rect(box.tuple())
    radius = max(3, box.w // 6)
    if kind == "colour":
        fill = COLOUR_RGB.get(value, (120, 125, 120))
        text = trump_face(kind, value)
        ink = renderer.INK if value == "Y" else renderer.WHITE
        size = round(11 * scale)
    else:
        fill, ink = (250, 248, 240), renderer.INK
        text = trump_face(kind, value)
        size = round(box.h * (0.24 if value == "none" else 0.62) / text_factor())
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    pygame.draw.rect(surface, renderer.WHITE, rect, max(2, round(2 * scale)), radius)
    if kind == "colour":
        mark = box.w * 0.3  # the colour's marker in the corner, as on its cards
        marks.colour_marker(surface, value, (rect.x + mark * 0.8, rect.y + mark * 0.8), mark, ink)
    wide = assets.text_width(text, max(renderer.MIN_TEXT, size), True) > box.w - 4
    if wide and (kind == "colour" or text_factor() > 1):
        # The colour's name (or with bigger text "none") does not fit across the narrow
        # card: it runs up along it.
        renderer.draw_text_up(surface, text, size, rect.center, ink, True, box.h - 6)
        return
    renderer.draw_text(surface, text, size, rect.center, ink, "center", True, max_width=box.w - 4)
