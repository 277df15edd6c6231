"""How a Schieber table looks: the Weis shown beside its owners; the words are the
presenter's (game/games/schieber/present.py)."""

from __future__ import annotations

import pygame
from pydantic import BaseModel

from game.core.cards import Card
from game.games.schieber.options import SchieberOptions
from game.games.schieber.present import SchieberPresenter
from game.games.schieber.state import DONE, SchieberView
from game.present import BasePresenter
from game.ui import renderer
from game.ui.layout import Box, TableLayout, centered, grown
from game.ui.table.seam import Ask, Decision, GameTable, Paint, Painter, Region


class SchieberTable(GameTable[SchieberView]):
    """Schieber Jass at the shared table: cards are played from the hand; the contract,
    a manual Weis and Stöck are buttons; the counting Weis lies beside its owners."""

    options: SchieberOptions
    presenter: SchieberPresenter

    def __init__(
        self, options: BaseModel, presenter: BasePresenter[SchieberView], faces: str
    ) -> None:
        if not isinstance(options, SchieberOptions):
            raise TypeError(f"Schieber is drawn with its own options, not {options!r}")
        if not isinstance(presenter, SchieberPresenter):
            raise TypeError(f"Schieber is told by its own presenter, not {presenter!r}")
        super().__init__(options, presenter, faces)
        self.mirror = options.mirror_display

    # ----------------------------------------------------------------- what is held
    def hand(self, view: SchieberView) -> tuple[Card, ...]:
        """The viewer's cards as the rules give them: in deck order."""
        return view.hand

    def hand_sizes(self, view: SchieberView) -> tuple[int, ...]:
        """How many cards each seat holds."""
        return view.hand_sizes

    def trick(self, view: SchieberView) -> tuple[tuple[int, Card], ...]:
        """The running trick as (seat, card) in play order."""
        return view.trick

    def dealer(self, view: SchieberView) -> int | None:
        """The dealer's seat, marked on the table."""
        return view.dealer

    # ----------------------------------------------------------------- decisions
    def decision(self, ask: Ask[SchieberView]) -> Decision:
        """Cards are played from the hand; the contract (or the push), a manual Weis and
        announcing Stöck are buttons in the middle of the table, with the Weis and Stöck
        cards drawn on them."""
        title, buttons = self.presenter.choices(ask.view, ask.legal)
        return Decision(hand_kinds=self.hand_kinds, title=title, buttons=tuple(buttons))

    # ----------------------------------------------------------------- shown Weis
    def painters(self) -> tuple[tuple[Region, Painter[SchieberView]], ...]:
        """The shown Weis lies at its owners' seats."""
        return (("seats", self.paint_weis),)

    def paint_weis(self, paint: Paint[SchieberView]) -> None:
        """The Weis that counts, face up beside its owners from the end of trick 1.

        At a Jass table the Weis is shown during the second trick and then taken back
        into the hand; the players remember it for the rest of the deal. So during trick
        2 the whole meld lies there at trick-card size, labelled with its name and value;
        from trick 3 on a smaller reminder keeps only the shown cards the owner still
        holds (the played ones are in the tricks), so nobody has to remember them."""
        view = paint.view
        if not view.weis_shown or not view.tricks or view.phase == DONE:
            return
        compact = len(view.tricks) >= 2
        played = {card for record in view.tricks for _, card in record.plays}
        played |= {card for _, card in view.trick}
        for seat in sorted({seat for seat, _, _ in view.weis_shown}):
            melds = [(cards, points) for s, cards, points in view.weis_shown if s == seat]
            cards = [card for meld, _ in melds for card in meld if not (compact and card in played)]
            labels = [self.presenter.meld_label(meld, points) for meld, points in melds]
            self._draw_weis(paint.surface, paint.layout, seat, cards, labels, compact)

    def weis_boxes(self, lay: TableLayout, seat: int, count: int, compact: bool) -> list[Box]:
        """Where a seat's shown Weis cards lie: beside its hand, towards the table."""
        w = round(lay.small_w * (0.72 if compact else 1.0))
        h = round(w * lay.card_h / lay.card_w)
        step = w * 0.62
        spot = lay.spots[seat]
        s = lay.scale
        ax, ay = spot.anchor
        x0: float
        y: float
        if spot.side == "top":
            x0, y = ax + lay.card_w * 1.5, ay  # right of the fan: the plate is on its left
        elif spot.side == "left":
            x0, y = ax + lay.small_h * 0.9 + w / 2, ay - 20 * s
        elif spot.side == "right":
            x0, y = ax - lay.small_h * 0.9 - w / 2 - step * (count - 1), ay - 20 * s
        else:  # the viewer: above the name plate, left of the hand
            x0, y = spot.plate.x + w / 2, spot.plate.y - h / 2 - 12 * s
        return [centered(x0 + i * step, y, w, h) for i in range(count)]

    def _draw_weis(
        self,
        surface: pygame.Surface,
        lay: TableLayout,
        seat: int,
        cards: list[Card],
        labels: list[str],
        compact: bool,
    ) -> None:
        """One seat's shown Weis: the cards and, above them, each meld with its value."""
        boxes = self.weis_boxes(lay, seat, max(1, len(cards)), compact)
        s = lay.scale
        # The right seat's labels run leftwards from its last card, towards the table:
        # running right they lay over that player's own fan.
        right = lay.spots[seat].side == "right"
        x, anchor = (boxes[-1].right, "bottomright") if right else (boxes[0].x, "bottomleft")
        top = boxes[0].y - round(6 * s)
        size = round((13 if compact else 15) * s)
        for index, text in enumerate(reversed(labels)):
            y = top - index * (round(renderer.px(size)) + round(4 * s))
            room = round(260 * s * grown(0.6))  # longer with bigger text
            renderer.draw_text(
                surface, text, size, (x, y), renderer.GOLD, anchor, True, max_width=room
            )
        for card, box in zip(cards, boxes, strict=False):
            renderer.shadow(surface, box, 2)
            renderer.card(surface, card, box, self.face_style)
