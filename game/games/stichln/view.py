"""How a Stichln table looks: 3 to 8 seats, face-down minus cards, captured minus cards.

Every seat gets a small tag by its name plate: the minus card in front of the player
(face down until the cards are turned up together; the viewer's own card face up, but
only while their secrets may be shown), tricks taken, the captured cards of the minus
colour by value, the round score once it is known, the game total and how many cards of
the minus colour have been played this round (the tally). Drawing only: the words come
from the presenter (present.py).
"""

from __future__ import annotations

import pygame

from game import assets
from game.core.cards import Card
from game.games.stichln.present import SeatTag, StichlnPresenter, revealed
from game.games.stichln.state import DECLARE, StichlnView
from game.ui import renderer
from game.ui.layout import (  # the layout's tag band
    Box,
    SeatSpot,
    TableLayout,
    grown,
    tag_h,
    text_factor,
)
from game.ui.table.seam import Ask, Decision, GameTable, Paint, Painter, Region

# Ink for colour names and minus-card values on the dark panels.
COLOUR_INK = {
    "P": (190, 130, 235),
    "N": (205, 150, 95),
    "R": (240, 95, 85),
    "Y": (250, 215, 70),
    "B": (100, 160, 250),
    "G": (110, 205, 120),
}
SCORE_GOOD = (150, 225, 150)
SCORE_BAD = (245, 130, 120)
TAG_LINE = 16  # distance of the tag's lines at scale 1


def tag_box(lay: TableLayout, spot: SeatSpot) -> Box:
    """Where a seat's tag sits: under its name plate (above it for the viewer)."""
    if spot.tag.w:  # the layout put it beside the plate (bigger text)
        return spot.tag
    s = lay.scale
    h = round(tag_h(s))
    w = spot.plate.w
    if spot.side == "bottom":
        return Box(spot.plate.x, round(spot.plate.y - h - 6 * s), w, h)
    y = spot.plate.bottom + round(4 * s)
    return Box(spot.plate.x, min(y, round(lay.height - h - 4 * s)), w, h)


class StichlnTable(GameTable[StichlnView]):
    """The Stichln table for 3 to 8 players: the seat tags, and cards that are decisions."""

    # A card is the secret minus card while the round is declared, then a play.
    hand_kinds = ("play", "declare")
    presenter: StichlnPresenter

    def hand(self, view: StichlnView) -> tuple[Card, ...]:
        """The viewer's cards by colour (in the round's colour order), low to high."""
        order = view.colours
        return tuple(sorted(view.hand, key=lambda card: (order.index(card.suit), card.rank)))

    def decision(self, ask: Ask[StichlnView]) -> Decision:
        """Hand cards only: the minus card laid face down while declaring, then plays."""
        kind = "declare" if ask.view.phase == DECLARE else "play"
        return Decision(hand_kinds=(kind,))

    def painters(self) -> tuple[tuple[Region, Painter[StichlnView]], ...]:
        """A tag at every seat."""
        return (("seats", self.paint_tags),)

    def paint_tags(self, paint: Paint[StichlnView]) -> None:
        """A tag for every seat: minus card, tricks, captured minus cards, scores."""
        for spot in paint.layout.spots:
            self._draw_tag(paint.surface, paint.layout, paint.view, spot, paint.private)

    def _draw_tag(
        self,
        surface: pygame.Surface,
        lay: TableLayout,
        view: StichlnView,
        spot: SeatSpot,
        show_private: bool,
    ) -> None:
        seat = spot.seat
        box = tag_box(lay, spot)
        s = lay.scale
        renderer.panel(surface, box, 190, 8, None)
        face = view.declared[seat]
        own_secret = seat == view.seat and not revealed(view)
        if own_secret and not show_private:
            face = None  # the viewer's own card only while their secrets may be drawn
        card_w = round(box.h * 0.62 / 1.4 / grown(0.4))  # bigger text: room for the lines
        card_box = Box(
            box.x + round(5 * s),
            box.y + round((box.h - card_w * 1.4) / 2),
            card_w,
            round(card_w * 1.4),
        )
        if view.chosen[seat]:
            renderer.card(surface, face, card_box, self.face_style)
        tx = card_box.right + 6 * s
        width = round(box.right - tx - 4 * s)
        tag = self.presenter.seat_tag(view, seat, face)
        pos = (tx, box.y + 4 * s)
        big = text_factor() > 1  # at the designed size every line fits
        if big and tag.waiting and not _fits(tag.first, width):
            pos, width = (box.x + 5 * s, pos[1]), round(box.w - 9 * s)  # no card yet: all of it
        if big and not tag.waiting and not _all_fit(tag, width):
            self._narrow_tag_lines(surface, tag, pos, width, box.bottom - pos[1], s)
        else:
            self._tag_lines(surface, tag, pos, width, s)

    def _narrow_tag_lines(
        self,
        surface: pygame.Surface,
        tag: SeatTag,
        pos: tuple[float, float],
        width: int,
        room: float,
        s: float,
    ) -> None:
        """A tag too narrow for its lines (bigger text, many seats): tricks and total on
        lines of their own if they do not fit on one, and of all lines only those that fit
        whole, as many as the tag holds, the round score first (the score sheet has every
        figure, the card the minus colour)."""
        x, y = pos
        size = round(13 * s)
        # (priority, text, ink, bold) in the order drawn; a lower priority is kept first.
        lines = [(1, tag.first, renderer.WHITE, False)]
        if not _fits(tag.first, width):
            lines = [(1, tag.tricks, renderer.WHITE, False), (3, tag.total, renderer.WHITE, False)]
        if tag.colour:
            score_ink = SCORE_GOOD if tag.score >= 0 else SCORE_BAD
            minus, bold = _minus_line(tag, width)
            lines += [
                (2, minus, COLOUR_INK[tag.colour], bold),
                (0, tag.score_text, score_ink, True),
                (4, tag.gone, renderer.DIM, False),
            ]
        step = TAG_LINE * s * grown(0.8)
        holds = max(1, int((room + step - renderer.px(size) * 1.2) // step))
        fitting = [line for line in lines if _fits(line[1], width, line[3])]
        kept = sorted(fitting, key=lambda line: line[0])[:holds]
        for row, (_, text, ink, bold) in enumerate(line for line in fitting if line in kept):
            renderer.draw_text(surface, text, size, (x, y + row * step), ink, bold=bold)

    def _tag_lines(
        self, surface: pygame.Surface, tag: SeatTag, pos: tuple[float, float], width: int, s: float
    ) -> None:
        """Tricks and total; the captured minus cards; the round score so far; how many
        cards of the minus colour have gone by."""
        x, y = pos
        size = round(13 * s)
        if tag.waiting:
            renderer.draw_text(surface, tag.first, size, (x, y), renderer.DIM, max_width=width)
            return
        renderer.draw_text(surface, tag.first, size, (x, y), renderer.WHITE, max_width=width)
        if not tag.colour:
            return
        text = tag.minus
        if tag.minus_short and assets.text_width(text, max(renderer.MIN_TEXT, size), True) > width:
            # Too many to list on the tag: how many and their sum (the sheet has them all).
            text = tag.minus_short
        step = TAG_LINE * s * grown(0.8)
        renderer.draw_text(
            surface,
            text,
            size,
            (x, y + step),
            COLOUR_INK[tag.colour],
            bold=bool(tag.minus_short),
            max_width=width,
        )
        renderer.draw_text(
            surface,
            tag.score_text,
            size,
            (x, y + 2 * step),
            SCORE_GOOD if tag.score >= 0 else SCORE_BAD,
            bold=True,
            max_width=width,
        )
        renderer.draw_text(
            surface, tag.gone, size, (x, y + 3 * step), renderer.DIM, max_width=width
        )


def _fits(text: str, width: int, bold: bool = False) -> bool:
    """Whether `text` fits `width` whole at the smallest size a label may shrink to."""
    return assets.text_width(text, renderer.MIN_TEXT, bold) <= width


def _minus_line(tag: SeatTag, width: int) -> tuple[str, bool]:
    """The captured minus cards as listed, or (too many to list on the tag) how many and
    their sum, bold; the sheet has them all."""
    if tag.minus_short and not _fits(tag.minus, width, True):
        return tag.minus_short, True
    return tag.minus, False


def _all_fit(tag: SeatTag, width: int) -> bool:
    """Whether every line of a tag fits its width whole (always at the designed size)."""
    if not tag.colour:
        return _fits(tag.first, width)
    minus, bold = _minus_line(tag, width)
    lines = ((tag.first, False), (minus, bold), (tag.score_text, True), (tag.gone, False))
    return all(_fits(text, width, b) for text, b in lines)
