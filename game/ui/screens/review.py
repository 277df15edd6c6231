"""The deal review screen: every hand face up, trick by trick, with the move log beside it.

Opened from the deal summary (or the match result), so only a finished deal is ever
shown, at hot-seat tables for everyone at once. Drawing reads a pure `DealReview`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import t
from game.ui import renderer
from game.ui.commands import Activate, Back, Click, Command, Key, Move
from game.ui.layout import Box, ui_scale
from game.ui.review import DealReview
from game.ui.scenes import Scene

if TYPE_CHECKING:
    from game.app import App
    from game.present import BasePresenter

BUTTONS = ("back", "forward", "close")


class ReviewScreen(Scene):
    """Step through a finished deal: Left / Right (or the buttons), Esc or R closes."""

    def __init__(
        self,
        app: App,
        review: DealReview,
        presenter: BasePresenter[object],
        face_style: str,
        again: Callable[[int], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.review = review
        self.presenter = presenter  # names and deal words as the table said them
        self.face_style = face_style
        self.index = 0
        self.again = again  # play the deal again from a trick (0: its start); see again_boxes

    def step(self, delta: int) -> None:
        """Move `delta` pages, staying inside the deal."""
        self.index = max(0, min(len(self.review.steps) - 1, self.index + delta))

    def handle(self, command: Command) -> None:
        """Arrows step, Home / End jump, Enter steps forward, Esc or R closes."""
        if isinstance(command, Back) or (isinstance(command, Key) and command.name == "r"):
            self.app.stack.pop()
        elif isinstance(command, Key) and command.name == "p" and self.again is not None:
            self.again(self.page_trick())  # P: from the trick on screen
        elif isinstance(command, Move) and command.dx:
            self.step(command.dx)
        elif isinstance(command, Key) and command.name in ("home", "end"):
            self.index = 0 if command.name == "home" else len(self.review.steps) - 1
        elif isinstance(command, Activate):
            self.step(1)
        elif isinstance(command, Click):
            self._click(command.x, command.y)

    def _click(self, x: int, y: int) -> None:
        if self.again is not None:
            for box, trick in zip(
                self.again_boxes(self.app.size), self.again_starts(), strict=False
            ):
                if box.contains(x, y):
                    self.again(trick)
                    return
        for box, name in zip(self.button_boxes(self.app.size), BUTTONS, strict=True):
            if box.contains(x, y):
                if name == "close":
                    self.app.stack.pop()
                else:
                    self.step(-1 if name == "back" else 1)

    def button_boxes(self, size: tuple[int, int]) -> list[Box]:
        """Back, forward and close, centred along the bottom."""
        s = ui_scale(*size)
        w, h, gap = round(150 * s), round(40 * s), round(14 * s)
        left = size[0] // 2 - (3 * w + 2 * gap) // 2
        y = size[1] - h - round(14 * s)
        return [Box(left + i * (w + gap), y, w, h) for i in range(3)]

    # ----------------------------------------------------------------- play it again
    def page_trick(self) -> int:
        """The 0-based trick this page shows (0 before the first trick is taken)."""
        shown = sum(1 for step in self.review.steps[: self.index + 1] if step.trick is not None)
        return max(0, shown - 1)

    def again_starts(self) -> tuple[int, ...]:
        """Where Play again may start: the deal's start and, on a later trick's page,
        that trick."""
        trick = self.page_trick()
        return (0, trick) if trick > 0 else (0,)

    def again_boxes(self, size: tuple[int, int]) -> list[Box]:
        """Play again's buttons, top right, one per start in again_starts."""
        s = ui_scale(*size)
        w, h, gap = round(190 * s), round(30 * s), round(8 * s)
        count = len(self.again_starts())
        x = size[0] - round(12 * s) - count * w - (count - 1) * gap
        return [Box(x + i * (w + gap), round(8 * s), w, h) for i in range(count)]

    def _draw_again(self, surface: pygame.Surface, s: float) -> None:
        if self.again is None:
            return
        for box, trick in zip(
            self.again_boxes(surface.get_size()), self.again_starts(), strict=True
        ):
            label = t("replay.from_trick", n=trick + 1) if trick else t("replay.from_start")
            renderer.button(surface, box, label, size=round(15 * s), accent=trick > 0)

    def regions(self, size: tuple[int, int]) -> tuple[Box, Box, Box]:
        """The hands (left), the trick (under them) and the move log (right)."""
        s = ui_scale(*size)
        w, h = size
        top, bottom = round(70 * s), h - round(70 * s)
        log_w = round(w * 0.3)
        trick_h = round(150 * s)
        hands = Box(round(12 * s), top, w - log_w - round(36 * s), bottom - top - trick_h)
        trick = Box(hands.x, hands.bottom + round(6 * s), hands.w, trick_h - round(6 * s))
        log = Box(w - log_w - round(12 * s), top, log_w, bottom - top)
        return hands, trick, log

    def draw(self, surface: pygame.Surface) -> None:
        """Title, every hand, the trick of this page, its log lines and the buttons."""
        size = surface.get_size()
        s = ui_scale(*size)
        surface.fill((16, 58, 38))
        step = self.review.steps[self.index]
        title = t("review.title", deal=self.presenter.deal_name(self.review.number))
        renderer.draw_text(
            surface,
            title,
            round(24 * s),
            (size[0] // 2, round(10 * s)),
            renderer.GOLD,
            "midtop",
            True,
        )
        renderer.draw_text(
            surface,
            t("review.step", title=step.title, n=self.index + 1, total=len(self.review.steps)),
            round(18 * s),
            (size[0] // 2, round(40 * s)),
            renderer.CREAM,
            "midtop",
            True,
        )
        hands, trick, log = self.regions(size)
        self._draw_hands(surface, hands, step.hands, s)
        self._draw_trick(surface, trick, s)
        self._draw_log(surface, log, step.lines, s)
        for box, name in zip(self.button_boxes(size), BUTTONS, strict=True):
            renderer.button(surface, box, t(f"review.{name}"))
        self._draw_again(surface, s)
        renderer.draw_text(
            surface,
            t("review.keys"),
            round(13 * s),
            (size[0] // 2, size[1] - round(4 * s)),
            renderer.DIM,
            "midbottom",
        )

    def _draw_hands(self, surface: pygame.Surface, area: Box, hands: tuple, s: float) -> None:
        """One row per seat: the name, then the cards face up (overlapping when many)."""
        renderer.panel(surface, area, 120)
        rows = max(1, len(hands))
        row_h = area.h // rows
        name_w = round(110 * s)
        card_h = min(round(row_h * 0.86), round(96 * s))
        card_w = round(card_h / 1.4)
        for seat, cards in enumerate(hands):
            y = area.y + seat * row_h + (row_h - card_h) // 2
            renderer.draw_text(
                surface,
                self.presenter.seat_label(seat),
                round(16 * s),
                (area.x + round(10 * s), y + card_h // 2),
                renderer.WHITE,
                "midleft",
                True,
                max_width=name_w - round(14 * s),
            )
            room = area.w - name_w - round(12 * s) - card_w
            step = min(card_w + round(4 * s), room / max(1, len(cards) - 1))
            for i, card in enumerate(cards):
                box = Box(round(area.x + name_w + i * step), y, card_w, card_h)
                renderer.card(surface, card, box, self.face_style)

    def _draw_trick(self, surface: pygame.Surface, area: Box, s: float) -> None:
        """The trick of this page in play order, who played each card, the taker in gold."""
        trick = self.review.steps[self.index].trick
        renderer.panel(surface, area, 120)
        if trick is None:
            return
        card_h = area.h - round(44 * s)
        card_w = round(card_h / 1.4)
        step = min(card_w + round(30 * s), (area.w - round(20 * s)) / max(1, len(trick.plays)))
        for i, (seat, card) in enumerate(trick.plays):
            box = Box(
                round(area.x + round(10 * s) + i * step), area.y + round(8 * s), card_w, card_h
            )
            wins = seat == trick.winner
            renderer.card(
                surface, card, box, self.face_style, outline=renderer.GOLD if wins else None
            )
            renderer.draw_text(
                surface,
                self.presenter.seat_label(seat),
                round(13 * s),
                (box.center[0], box.bottom + round(4 * s)),
                renderer.GOLD if wins else renderer.CREAM,
                "midtop",
                max_width=round(step - 4),
            )
        if trick.winner is not None:
            note = trick.verdict or self.presenter.say("review.wins", trick.winner)
            if trick.note:
                note = f"{note} ({trick.note})"
            renderer.draw_text(
                surface,
                note,
                round(16 * s),
                (area.right - round(12 * s), area.y + round(10 * s)),
                renderer.GOLD,
                "topright",
                True,
            )

    def _draw_log(
        self, surface: pygame.Surface, area: Box, lines: tuple[str, ...], s: float
    ) -> None:
        """The move log's sentences of this page, wrapped; the first ones if too many."""
        renderer.panel(surface, area, 150, 12, renderer.GOLD)
        size = max(12, round(15 * s))
        renderer.draw_text(
            surface,
            t("review.log"),
            round(18 * s),
            (area.center[0], area.y + round(8 * s)),
            renderer.GOLD,
            "midtop",
            True,
        )
        y = area.y + round(38 * s)
        for line in lines:
            for row in renderer.wrap_text(line, size, area.w - round(24 * s)):
                if y + size > area.bottom - round(8 * s):
                    return
                renderer.draw_text(surface, row, size, (area.x + round(12 * s), y), renderer.WHITE)
                y += round(size * 1.35)
