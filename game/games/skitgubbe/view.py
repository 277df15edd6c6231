"""How a Skitgubbe table looks: the stock, phase-1 plays per seat, the trumps, the lays.

Drawing only: the words come from the presenter (`present.py`), which lays a pick-up takes
and who replays a tie from `board.py`, both shared with the presenter.

Phase 1 draws every seat's cards of the running trick as a small fan between the middle
and the seat; the stock (later the face-down last card, then the turned trump card) lies
at a fixed spot left of the middle. Phase 2 draws the lays as one row, oldest on the left,
so the top lay is always the rightmost. Pairs, additions and runs are picked in the hand
card by card; the decisions that are no cards (dare, add nothing, the pick-up) are buttons
in a low panel that leaves this picture visible.
Fans and the row grow from a fixed left edge, so a new card lands where the finished
picture will show it (the flights of `flights` end exactly there).
"""

from __future__ import annotations

import math

import pygame
from pydantic import BaseModel

from game.core.cards import Card
from game.core.events import Event, TrickTaken
from game.core.rules import Action
from game.games.skitgubbe.actions import ADD, DARE, LAY, PICKUP, PLAY
from game.games.skitgubbe.board import pickup_preview, tied
from game.games.skitgubbe.events import (
    CardsAdded,
    CardsPlayed,
    Laid,
    Phase2Started,
    TrickAbandoned,
    TrickCleared,
)
from game.games.skitgubbe.present import SkitgubbePresenter, Tone
from game.games.skitgubbe.state import ADDING, PHASE1, PHASE2, SkitgubbeView
from game.ui import marks, renderer
from game.ui.layout import (
    CARD_RATIO,
    Box,
    TableLayout,
    card_shrink,
    centered,
    grown,
    text_factor,
)
from game.ui.table.seam import Ask, Decision, GameTable, Landing, Paint, Painter, Press, Region

ORANGE = (240, 150, 60)
SAFE_GREEN = (120, 210, 130)
PANEL_ROW_H = 54  # one row of choice buttons (design pixels, times the UI scale)
PANEL_BASE_H = 66  # title line and margins of the choice panel


# ---------------------------------------------------------------- geometry (pure)


def table_card(lay: TableLayout) -> tuple[int, int]:
    """Size of the cards lying on the table (smaller than the hand's)."""
    # Not made smaller for bigger text as the hand is: they are small already.
    w = round(lay.card_w * card_shrink(len(lay.spots)) * (0.72 if len(lay.spots) <= 4 else 0.6))
    return w, round(w * CARD_RATIO)


def band(lay: TableLayout) -> tuple[float, float]:
    """Centre y and half height of the strip the plays and lays are drawn in: above the
    lowest choice panel, below the top seat."""
    top = max(
        [lay.height * 0.17]
        + [
            spot.plate.bottom + 26 * lay.scale * grown(1.5)
            for spot in lay.spots
            if spot.side == "top"
        ]
    )
    # Up to four seats the strip leaves room for two rows of buttons below it; with more
    # seats it needs the height, and only a rare second row covers the viewer's own fan.
    rows = 2 if len(lay.spots) <= 4 else 1
    bottom = lay.message.y - (PANEL_ROW_H * rows + PANEL_BASE_H + 10) * lay.scale
    if one_row(lay):
        # Bigger text: the grown one-row panel reaches higher; the name badges hanging
        # under the cards stay clear of it (the fans lie in one row, see `row_box`).
        bottom = min(bottom, choice_box(lay, 4).y - 16 * lay.scale)
    return (top + bottom) / 2, (bottom - top) / 2


def fan_box(lay: TableLayout, seat: int, index: int, added: bool = False) -> Box:
    """The `index`-th card of a seat's phase-1 fan (growing right from a fixed edge)."""
    if one_row(lay):
        return row_box(lay, seat, index, added)
    tw, th = table_card(lay)
    cy, half = band(lay)
    angle = lay.spots[seat].angle
    ry = half - th / 2 - 4 * lay.scale
    if len(lay.spots) <= 4:  # on an ellipse round the middle
        x = lay.center[0] - math.sin(angle) * lay.width * 0.17
        y = cy + math.cos(angle) * ry
    else:
        # Five or six seats: two rows (far and near half of the table), because two seats
        # on one side would stack their fans on an ellipse this flat.
        reach = lay.width * 0.2
        if text_factor() > 1:  # the side seats' tags reach in: the fans stay between them
            left, right = free_middle(lay)
            reach = min(reach, right - lay.center[0] - 2.9 * tw, lay.center[0] - left - tw)
        x = lay.center[0] - math.sin(angle) * reach
        y = cy + math.copysign(ry, math.cos(angle))
    step = tw * 0.34 if index < 7 else tw * 0.34 * 7 / (index + 1)
    lift = th * 0.12 if added else 0.0  # additions sit a little lower: added, not played
    return Box(round(x - tw / 2 + index * step), round(y - th / 2 + lift), tw, th)


def one_row(lay: TableLayout) -> bool:
    """Whether the phase-1 fans lie in one row: bigger text at four seats, where the top
    seat's tag and the grown choice panel leave a band one card high."""
    return text_factor() > 1 and len(lay.spots) == 4


def row_box(lay: TableLayout, seat: int, index: int, added: bool = False) -> Box:
    """Bigger text, four seats: the `index`-th card of a seat's fan in one row of
    fans right of the stock (the band is too low for the fans above and below)."""
    tw, th = table_card(lay)
    cy, _ = band(lay)
    # Left to right as the seats sit: left seat, top, bottom, right seat.
    order = sorted(
        range(len(lay.spots)),
        key=lambda i: (-math.sin(lay.spots[i].angle), math.cos(lay.spots[i].angle)),
    )
    left = deck_spot(lay).right + 36 * lay.scale  # clear of the stock's caption
    right = free_middle(lay)[1]
    if lay.score_panel.bottom > cy - th / 2 - 30 * lay.scale:  # the Lead tag above a fan
        right = min(right, lay.score_panel.x - 8 * lay.scale)
    slot = (right - left) / len(order)
    # A long fan is squeezed into its slot (its last card starts at most 2.38 cards in).
    squeeze = min(1.0, max(0.5, (slot - tw - 10 * lay.scale) / (tw * 0.34 * 7)))
    step = (tw * 0.34 if index < 7 else tw * 0.34 * 7 / (index + 1)) * squeeze
    del added  # not sunk as at the designed size: the choice panel is right below
    x = left + order.index(seat) * slot
    return Box(round(x + index * step), round(cy - th / 2), tw, th)


def free_middle(lay: TableLayout) -> tuple[float, float]:
    """The x range between the side seats' regions (their tags reach in with bigger
    text), with a margin."""
    margin = 8 * lay.scale
    left = max((s.region.right for s in lay.spots if s.side == "left"), default=0)
    right = min((s.region.x for s in lay.spots if s.side == "right"), default=lay.width)
    return left + margin, right - margin


def fan_layout(lay: TableLayout, view: SkitgubbeView) -> list[tuple[Card, Box]]:
    """Every card of the running phase-1 trick with its box, in the order played."""
    counts: dict[int, int] = {}
    placed = []
    for play in view.trick:
        for card in play.cards:
            index = counts.get(play.seat, 0)
            counts[play.seat] = index + 1
            placed.append((card, fan_box(lay, play.seat, index, play.kind == ADD)))
    return placed


def deck_spot(lay: TableLayout) -> Box:
    """Where the stock, then the last card, then the trump card lie."""
    tw, th = table_card(lay)
    shift = 0.27 if len(lay.spots) <= 4 else 0.25
    x = lay.center[0] - lay.width * shift
    if text_factor() > 1:
        x = max(x, free_middle(lay)[0] + tw / 2)
    return centered(x, band(lay)[0], tw, th)


def lay_boxes(lay: TableLayout, lays: tuple[tuple[Card, ...], ...]) -> list[list[Box]]:
    """Boxes of every card of the phase-2 lays, oldest lay on the left."""
    tw, th = table_card(lay)
    cy, _ = band(lay)
    step, gap = tw * 0.3, tw * 0.32
    widths = [tw + (len(cards) - 1) * step + gap for cards in lays]
    x = deck_spot(lay).right + tw * 0.7  # right of the trump card
    room = lay.center[0] + lay.width * 0.32 - x
    squeeze = min(1.0, room / sum(widths)) if widths else 1.0
    out = []
    for cards in lays:
        out.append(
            [
                Box(round(x + i * step * squeeze), round(cy - th / 2), tw, th)
                for i in range(len(cards))
            ]
        )
        x += (tw + (len(cards) - 1) * step) * squeeze + gap
    return out


def choice_box(lay: TableLayout, count: int) -> Box:
    """The decision panel: just above the prompt line, as many rows as needed."""
    rows = max(1, math.ceil(count / 4))
    s = lay.scale
    # Bigger text: as tall as the shared button grid needs below its grown title line
    # (a fixed height left the button a thin strip).
    grid = 52 * grown(0.8) + rows * 44 * grown(0.5) + (rows - 1) * 10 + 14
    h = max(PANEL_BASE_H + PANEL_ROW_H * rows, grid) * s
    w = min(lay.width * 0.62, 760 * s)
    return Box(round(lay.center[0] - w / 2), round(lay.message.y - 6 * s - h), round(w), round(h))


def badge_point(lay: TableLayout, seat: int) -> tuple[float, float]:
    """Where a seat's card counts are written: beside its name plate."""
    spot = lay.spots[seat]
    plate = spot.plate
    if spot.tag.w and spot.side != "top":  # bigger text: the tag band beside the plate
        return spot.tag.center[0], spot.anchor[1]
    if spot.tag.w:  # a top seat's band under its plate: as at the designed size, but
        return plate.center[0], plate.bottom + 13 * lay.scale * grown(1)  # a bigger line
    if spot.side == "bottom":
        return plate.center[0], plate.y - 13 * lay.scale
    return plate.center[0], plate.bottom + 13 * lay.scale


def caption_point(lay: TableLayout) -> tuple[float, float]:
    """Where the deck spot's caption sits: just above it."""
    box = deck_spot(lay)
    above = box.y - 16 * lay.scale
    info = lay.info_panel
    # Bigger text: a caption above would sit under the information panel's lines.
    under_info = info.x < box.right and box.x < info.right and above < info.bottom
    if one_row(lay) and under_info:
        # On the pile's lower edge, as the names on the played cards: under it the
        # caption would reach the choice panel.
        return box.center[0], box.bottom - 4 * lay.scale
    if text_factor() > 1 and under_info:
        return box.center[0], box.bottom + 16 * lay.scale * grown(1)
    return box.center[0], above


# ---------------------------------------------------------------- the trump badge

SUIT_RED = (196, 32, 44)


def suit_pip(surface: pygame.Surface, suit: str, center: tuple[float, float], r: float) -> None:
    """A suit symbol of radius `r` drawn from shapes (the bundled font has no suit glyphs)."""
    cx, cy = center
    color = SUIT_RED if suit in "HD" else renderer.INK

    def disc(dx: float, dy: float, radius: float) -> None:
        pygame.draw.circle(
            surface, color, (round(cx + dx * r), round(cy + dy * r)), max(1, round(radius * r))
        )

    def poly(*points: tuple[float, float]) -> None:
        pygame.draw.polygon(surface, color, [(cx + x * r, cy + y * r) for x, y in points])

    if suit == "D":
        poly((0, -1), (0.72, 0), (0, 1), (-0.72, 0))
    elif suit == "H":
        disc(-0.45, -0.3, 0.5)
        disc(0.45, -0.3, 0.5)
        poly((-0.93, -0.12), (0.93, -0.12), (0, 1))
    else:
        if suit == "S":
            disc(-0.45, 0.12, 0.48)
            disc(0.45, 0.12, 0.48)
            poly((-0.92, -0.02), (0.92, -0.02), (0, -1))
        else:  # clubs
            disc(0, -0.48, 0.38)
            disc(-0.46, 0.1, 0.38)
            disc(0.46, 0.1, 0.38)
        poly((0, 0.1), (-0.34, 1), (0.34, 1))


def suit_badge(surface: pygame.Surface, box: Box, suit: str, scale: float) -> None:
    """The trump suit as a round cream badge with a gold ring: plainly not a card."""
    radius = round(min(box.w, box.h) * 0.46)
    center = box.center
    pygame.draw.circle(surface, (0, 0, 0), (center[0] + 3, center[1] + 3), radius)
    pygame.draw.circle(surface, renderer.CREAM, center, radius)
    pygame.draw.circle(surface, renderer.GOLD, center, radius, max(2, round(3 * scale)))
    suit_pip(surface, suit, center, radius * 0.58)


# ---------------------------------------------------------------- the table

# The kind a single hand card stands for in each phase, asked of the rules even when it is
# no legal decision, so a refusal is the engine's precise sentence ("you cannot beat the 9
# of hearts with ...") and not the general "this is phase 2" it gives a phase-1 action.
LONE_CARD = {PHASE1: PLAY, ADDING: ADD, PHASE2: LAY}
TONES: dict[Tone, tuple[int, int, int]] = {
    "loser": renderer.RED,
    "out": SAFE_GREEN,
    "count": renderer.CREAM,
}


class SkitgubbeTable(GameTable[SkitgubbeView]):
    """Skitgubbe at the shared table: the deck spot, the fans, the lays, the counts."""

    hand_kinds = (PLAY, ADD, LAY)
    presenter: SkitgubbePresenter

    def __init__(self, options: BaseModel, presenter: SkitgubbePresenter, faces: str) -> None:
        super().__init__(options, presenter, faces)

    # ----------------------------------------------------------------- hand
    def hand(self, view: SkitgubbeView) -> tuple[Card, ...]:
        """Phase 1: by rank (suits do not count); phase 2: by suit, trumps on the right,
        so runs sit together."""
        if view.trump is None:
            return tuple(sorted(view.hand, key=lambda c: (c.rank, c.suit)))
        return tuple(sorted(view.hand, key=lambda c: (c.suit == view.trump, c.suit, c.rank)))

    def trick(self, view: SkitgubbeView) -> tuple[tuple[int, Card], ...]:
        """Nothing for the shared trick slots: the painters draw the plays and lays."""
        return ()

    # ----------------------------------------------------------------- decisions
    def decision(self, ask: Ask[SkitgubbeView]) -> Decision:
        """Cards picked in the hand (a single card is this phase's kind); the dare, adding
        nothing and the pick-up as buttons in a low panel that leaves the plays and lays in
        view; a click on the stock dares, a click on the lays a pick-up takes picks up."""
        view, legal, lay = ask.view, ask.legal, ask.layout
        title, buttons = self.presenter.choices(view, legal)
        return Decision(
            hand_kinds=self.hand_kinds,
            lone_card=LONE_CARD.get(view.phase, ""),
            title=title,
            buttons=tuple(buttons),
            area=choice_box(lay, len(buttons)),
            presses=self._presses(view, legal, lay),
        )

    def _presses(
        self, view: SkitgubbeView, legal: tuple[Action, ...], lay: TableLayout
    ) -> tuple[Press, ...]:
        """The stock presses the dare; each card of a lay the pick-up takes, the pick-up."""
        presses: list[Press] = []
        if _can(legal, DARE):
            presses.append(Press(deck_spot(lay), Action(DARE)))
        if view.phase == PHASE2 and view.table and Action(PICKUP) in legal:
            boxes = lay_boxes(lay, tuple(cards for _, cards in view.table))
            presses += [
                Press(box, Action(PICKUP)) for index in pickup_preview(view) for box in boxes[index]
            ]
        return tuple(presses)

    # ----------------------------------------------------------------- animation
    def flights(
        self, events: tuple[Event, ...], layout: TableLayout, view: SkitgubbeView
    ) -> dict[int, list[Landing]]:
        """Played and added cards fly into their seat's fan; laid cards onto the row."""
        counts: dict[int, int] = {}
        for play in view.trick:
            counts[play.seat] = counts.get(play.seat, 0) + len(play.cards)
        lays = tuple(cards for _, cards in view.table)
        out: dict[int, list[Landing]] = {}
        for number, event in enumerate(events):
            if isinstance(event, CardsPlayed | CardsAdded):
                start = counts.get(event.seat, 0)
                added = isinstance(event, CardsAdded)
                out[number] = [
                    (event.seat, card, fan_box(layout, event.seat, start + i, added))
                    for i, card in enumerate(event.cards)
                ]
                counts[event.seat] = start + len(event.cards)
            elif isinstance(event, TrickTaken | TrickAbandoned | Phase2Started):
                counts = {}
            elif isinstance(event, Laid):
                lays = (*lays, event.cards)
                boxes = lay_boxes(layout, lays)[-1]
                out[number] = [
                    (event.seat, card, box) for card, box in zip(event.cards, boxes, strict=True)
                ]
            elif isinstance(event, TrickCleared):
                lays = ()
        return out

    # ----------------------------------------------------------------- drawing
    def painters(self) -> tuple[tuple[Region, Painter[SkitgubbeView]], ...]:
        """The deck spot, the phase-1 fans or the phase-2 lays, every seat's counts and
        the trump badge. Everything drawn is public (the stock and the last card only as
        backs), so no painter looks at `private`."""
        return (
            ("centre", self.paint_deck),
            ("centre", self.paint_fans),
            ("centre", self.paint_lays),
            ("seats", self.paint_counts),
            ("badges", self.paint_trumps),
        )

    def _label(
        self,
        surface: pygame.Surface,
        lay: TableLayout,
        text: str,
        pos: tuple[float, float],
        color: tuple[int, int, int] | None = None,
        size: int = 15,
        max_width: int | None = None,
    ) -> None:
        """A small caption on a dark pill, readable on the felt (shrunk to `max_width`)."""
        color = renderer.CREAM if color is None else color
        image_size = round(size * lay.scale)
        rect = renderer.draw_text(
            surface, text, image_size, pos, color, "center", True, max_width=max_width
        )
        pill = Box(
            rect.x - round(8 * lay.scale),
            rect.y - round(3 * lay.scale),
            rect.w + round(16 * lay.scale),
            rect.h + round(6 * lay.scale),
        )
        renderer.panel(surface, pill, 190, max(4, pill.h // 2), None)
        renderer.draw_text(
            surface, text, image_size, pos, color, "center", True, max_width=max_width
        )

    def paint_deck(self, paint: Paint[SkitgubbeView]) -> None:
        """The stock (a thicker pile for a bigger one, outlined when a dare is allowed),
        later the face-down last card, each with its caption."""
        lay, view, surface = paint.layout, paint.view, paint.surface
        box = deck_spot(lay)
        if view.stock_size:
            depth = min(6, 1 + view.stock_size // 8)
            dare = _can(paint.legal, DARE)
            for i in range(depth):
                layer = Box(box.x - i * 2, box.y - i * 2, box.w, box.h)
                renderer.shadow(surface, layer, 2)
                outline = renderer.GOLD if i == depth - 1 and dare else None
                renderer.card(surface, None, layer, outline=outline)
        elif view.trump is None and view.last_card_holder is not None:
            renderer.shadow(surface, box, 3)
            renderer.card(surface, None, box)
        else:
            return
        caption = self.presenter.deck_caption(view)
        self._label(surface, lay, caption, caption_point(lay))

    def paint_trumps(self, paint: Paint[SkitgubbeView]) -> None:
        """Phase 2: the trump suit as a badge on the deck spot with its caption.

        The turned card joins its holder's hand as phase 2 begins (4.1), so from then on
        it is in a hand, on the table or out of play: a face here would be a second copy
        of it."""
        lay, view = paint.layout, paint.view
        if view.stock_size or view.trump is None:
            return
        suit_badge(paint.surface, deck_spot(lay), view.trump, lay.scale)
        caption = self.presenter.deck_caption(view)
        self._label(paint.surface, lay, caption, caption_point(lay), renderer.GOLD)

    def _winning(self, view: SkitgubbeView) -> set[Card]:
        """The cards that decided the trick (the winner's top rank in the last round)."""
        if view.trick_winner is None:
            return set()
        plays = [p for p in view.trick if p.seat == view.trick_winner and p.kind != ADD]
        return set(plays[-1].cards) if plays else set()

    def paint_fans(self, paint: Paint[SkitgubbeView]) -> None:
        """Phase 1: each seat's cards of the running trick as a fan with its name, the
        deciding cards outlined, the seats replaying a tie marked."""
        surface, lay, view = paint.surface, paint.layout, paint.view
        if view.phase not in (PHASE1, ADDING):
            return
        winning = self._winning(view)
        replaying = set(tied(view)) if view.round > 0 and view.trick_winner is None else set()
        spans: dict[int, list[Box]] = {}
        for (card, box), play_seat in zip(fan_layout(lay, view), _card_seats(view), strict=True):
            renderer.shadow(surface, box, 3)
            renderer.card(
                surface,
                card,
                box,
                self.face_style,
                outline=renderer.GOLD if card in winning else None,
            )
            if card in winning:
                marks.win_star(surface, box)
            spans.setdefault(play_seat, []).append(box)
        # A name on each seat's cards: with the fans round the middle the positions alone
        # do not say whose they are. On the lower edge, so it stays inside the band.
        if view.trick_leader in spans:
            renderer.lead_tag(surface, spans[view.trick_leader][0], lay.scale)
        for seat, boxes in spans.items():
            mid = (boxes[0].x + max(b.right for b in boxes)) / 2
            self._label(
                surface,
                lay,
                self.presenter.seat_label(seat),
                (mid, max(b.bottom for b in boxes)),
                renderer.WHITE,
                13,
            )
        for seat in replaying:
            first = fan_box(lay, seat, 0)
            self._label(
                surface,
                lay,
                self.presenter.tied_caption(),
                (first.center[0], first.y - 10 * lay.scale),
                ORANGE,
                13,
            )

    def paint_lays(self, paint: Paint[SkitgubbeView]) -> None:
        """Phase 2: the lays in a row, who laid each, the top lay to beat, and (when a
        pick-up is legal) the lays it would take."""
        surface, lay, view = paint.surface, paint.layout, paint.view
        if view.phase in (PHASE1, ADDING) or not view.table:
            return
        lays = tuple(cards for _, cards in view.table)
        boxes = lay_boxes(lay, lays)
        taken = set(pickup_preview(view)) if _can(paint.legal, PICKUP) else set()
        top = len(lays) - 1
        s = lay.scale
        for index, ((seat, cards), cboxes) in enumerate(zip(view.table, boxes, strict=True)):
            color = ORANGE if index in taken else renderer.GOLD if index == top else None
            for card, box in zip(cards, cboxes, strict=True):
                renderer.shadow(surface, box, 3)
                renderer.card(surface, card, box, self.face_style, outline=color)
            mid = (cboxes[0].x + cboxes[-1].right) / 2
            self._label(
                surface,
                lay,
                self.presenter.seat_label(seat),
                (mid, cboxes[0].bottom + 12 * s),
                renderer.WHITE,
                13,
            )
            if index == top:
                self._label(
                    surface,
                    lay,
                    self.presenter.to_beat_caption(),
                    (mid, cboxes[0].y - 12 * s),
                    renderer.GOLD,
                    13,
                )
        first = boxes[0][0]
        if taken:
            xs = [b.x for i in taken for b in boxes[i]] + [b.right for i in taken for b in boxes[i]]
            y = first.bottom + 32 * s
            pygame.draw.line(surface, ORANGE, (min(xs), y), (max(xs), y), max(2, round(3 * s)))
            self._label(
                surface,
                lay,
                self.presenter.takes_caption(),
                ((min(xs) + max(xs)) / 2, y + 14 * s),
                ORANGE,
                13,
            )

    def paint_counts(self, paint: Paint[SkitgubbeView]) -> None:
        """Beside every seat's plate: its cards (or that it is out, or the skitgubbe)."""
        for seat in range(paint.view.seats):
            text, tone = self.presenter.seat_count(paint.view, seat)
            spot = paint.layout.spots[seat]
            # Bigger text: as wide as the seat's plate (or its tag beside it), never over
            # a neighbour.
            room = (spot.tag.w or spot.plate.w) - round(16 * paint.layout.scale)
            self._label(
                paint.surface,
                paint.layout,
                text,
                badge_point(paint.layout, seat),
                TONES[tone],
                max_width=room if spot.side != "bottom" and text_factor() > 1 else None,
            )


def _can(legal: tuple[Action, ...], kind: str) -> bool:
    """True when some legal action is of this kind."""
    return any(a.kind == kind for a in legal)


def _card_seats(view: SkitgubbeView) -> list[int]:
    """The seat of each card of `fan_layout`, in the same order."""
    return [play.seat for play in view.trick for _ in play.cards]
