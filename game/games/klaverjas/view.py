"""How a Klaverjas table looks: the trump badge, the widow and the cards being laid away,
the trick whose roem can be claimed; and what makes each decision (hand cards, the trump
and claim buttons, "Always claim roem" remembered per seat). Drawing only: every word
comes from the presenter (present.py).
"""

from __future__ import annotations

import pygame
from pydantic import BaseModel

from game.core.cards import Card
from game.games.klaverjas.present import (
    ALWAYS_CLAIM_KEY,
    DISPLAY_SUITS,
    ROEM,
    KlaverjasPresenter,
    laying_away,
)
from game.games.klaverjas.state import DISCARD, KlaverjasView
from game.i18n import t
from game.present import BasePresenter
from game.ui import renderer
from game.ui.layout import Box, TableLayout, centered, grown
from game.ui.table.seam import Ask, Decision, GameTable, Paint, Painter, Region

TRUMP_POWER = (11, 9, 14, 10, 13, 12, 8, 7)  # J 9 A 10 K Q 8 7 (rules 3)
PLAIN_POWER = (14, 10, 13, 12, 11, 9, 8, 7)  # A 10 K Q J 9 8 7
INK_BLACK = (20, 20, 24)
SUIT_RED = (200, 30, 40)
FOUR_COLOUR = {"D": (30, 90, 200), "C": (20, 130, 60)}


class KlaverjasTable(GameTable[KlaverjasView]):
    """Klaverjas at the table (four players in teams, or three with a widow)."""

    hand_kinds = ("play", "discard")
    remembered_names = (ALWAYS_CLAIM_KEY,)

    def __init__(
        self, options: BaseModel, presenter: BasePresenter[KlaverjasView], faces: str
    ) -> None:
        if not isinstance(presenter, KlaverjasPresenter):
            raise TypeError("a Klaverjas table needs the Klaverjas presenter")
        super().__init__(options, presenter, faces)
        self.words = presenter

    @property
    def four_colour(self) -> bool:
        """True when the deck on the table has four suit colours."""
        return self.face_style == "french4"

    # ----------------------------------------------------------------- hand
    def hand(self, view: KlaverjasView) -> tuple[Card, ...]:
        """The viewer's cards by suit (trumps first, colours alternating) and by power."""
        return tuple(sorted(view.hand, key=lambda card: _sort_key(card, view.trump)))

    # ----------------------------------------------------------------- decisions
    def decision(self, ask: Ask[KlaverjasView]) -> Decision:
        """Cards are played or laid away from the hand; trumps and the roem claim are
        buttons. A seat that chose "Always claim roem" claims without being asked."""
        title, buttons = self.words.choices(ask.view, ask.legal)
        claims = ROEM in ask.legal and ALWAYS_CLAIM_KEY in ask.remembered
        return Decision(
            hand_kinds=self.hand_kinds,
            title=title,
            buttons=tuple(buttons),
            automatic=ROEM if claims else None,
        )

    # ----------------------------------------------------------------- drawing
    def painters(self) -> tuple[tuple[Region, Painter[KlaverjasView]], ...]:
        """The trump badge, the widow (three players) and the trick whose roem is claimed."""
        return (
            ("badges", self._draw_badge),
            ("centre", self._draw_widow),
            ("centre", self._draw_roem_trick),
        )

    def _draw_roem_trick(self, paint: Paint[KlaverjasView]) -> None:
        """The trick whose roem can be claimed, just above the claim buttons."""
        view, lay, surface = paint.view, paint.layout, paint.surface
        if ROEM not in paint.legal or not view.tricks:
            return
        plays = view.tricks[-1][0]
        w, h = lay.small_w, lay.small_h
        y = lay.choice_panel.y - 8 * lay.scale - h / 2
        gap = w * 1.08
        x0 = lay.width / 2 - gap * (len(plays) - 1) / 2
        for index, (_, card) in enumerate(plays):
            box = centered(x0 + index * gap, y, w, h)
            renderer.shadow(surface, box, 3)
            renderer.card(surface, card, box, self.face_style)
        renderer.draw_text(
            surface,
            t("klaverjas.roem_trick"),
            round(16 * lay.scale),
            (x0 - w * 0.5 - 10 * lay.scale, y),
            renderer.GOLD,
            "midright",
            True,
        )

    def _draw_badge(self, paint: Paint[KlaverjasView]) -> None:
        """Trumps and makers, always in view (the turned-up suit during the choice)."""
        view, lay, surface = paint.view, paint.layout, paint.surface
        box = badge_box(lay)
        s = lay.scale
        suit, title, sub = view.trump, t("klaverjas.badge_trumps"), ""
        if suit is not None and view.maker is not None:
            sub = self.words.say("klaverjas.badge_maker", view.maker)
        elif view.proposal is not None:
            suit, title = view.proposal, t("klaverjas.badge_turned")
        else:
            title = t("klaverjas.badge_choosing")
        if view.trump is None and view.to_act is not None:
            sub = self.words.say("klaverjas.badge_to_speak", view.to_act)
        renderer.panel(surface, box, 215, 12, renderer.GOLD if view.trump else None)
        chip = Box(
            box.x + round(10 * s), box.y + round(10 * s), round(56 * s), box.h - round(20 * s)
        )
        pygame.draw.rect(
            surface,
            renderer.CREAM if suit else (60, 80, 70),
            pygame.Rect(chip.tuple()),
            border_radius=round(8 * s),
        )
        if suit is not None:
            draw_suit(surface, suit, chip.center, round(40 * s), self.suit_colour(suit))
        else:
            renderer.draw_text(
                surface, "?", round(40 * s), chip.center, renderer.DIM, "center", True
            )
        tx = chip.right + 12 * s
        g = grown(0.8)  # the lines' distances grow with the text
        renderer.draw_text(
            surface,
            title,
            round(17 * s),
            (tx, box.y + 12 * s * g),
            renderer.GOLD,
            bold=True,
            max_width=round(box.right - tx - 8 * s),
        )
        if suit is not None:
            renderer.draw_text(
                surface,
                self.words.suit_name(suit),
                round(24 * s),
                (tx, box.y + 34 * s * g),
                renderer.WHITE,
                bold=True,
                max_width=round(box.right - tx - 8 * s),
            )
        if sub:
            renderer.draw_text(
                surface,
                sub,
                round(15 * s),
                (tx, box.y + 64 * s * g),
                renderer.CREAM,
                max_width=round(box.right - tx - 8 * s),
            )

    def suit_colour(self, suit: str) -> tuple[int, int, int]:
        """Ink of a suit symbol on a light chip (four colours when the deck has them)."""
        if self.four_colour and suit in FOUR_COLOUR:
            return FOUR_COLOUR[suit]
        return SUIT_RED if suit in "HD" else INK_BLACK

    def _draw_widow(self, paint: Paint[KlaverjasView]) -> None:
        """Three players: the widow face down, the cards being laid away, the laid-away pair."""
        view, lay, surface, private = paint.view, paint.layout, paint.surface, paint.private
        if view.seats != 3:
            return
        marks = laying_away(view, paint.picked) if private else ()
        if view.phase == DISCARD and view.maker == view.seat and private:
            slots = _widow_slots(lay, 2, True)
            label = t("klaverjas.lay_away_here", n=len(marks))
            for index, box in enumerate(slots):
                if index < len(marks):
                    renderer.shadow(surface, box)
                    renderer.card(
                        surface, marks[index], box, self.face_style, outline=renderer.GOLD
                    )
                else:
                    pygame.draw.rect(
                        surface,
                        renderer.GOLD,
                        pygame.Rect(box.tuple()),
                        2,
                        border_radius=box.w // 10,
                    )
        elif view.widow_size:
            slots, label = _widow_slots(lay, view.widow_size, False), t("klaverjas.widow")
            for box in slots:
                renderer.card(surface, None, box)
        elif view.maker is not None and view.phase != DISCARD:
            own = bool(view.laid_away) and private
            faces: tuple[Card | None, ...] = view.laid_away if own else (None, None)
            slots = _widow_slots(lay, 2, False)
            label = t("klaverjas.laid_away") + f" ({self.words.names[view.maker]})"
            for box, face in zip(slots, faces, strict=True):
                renderer.card(surface, face, box, self.face_style)
        else:
            return
        renderer.draw_text(
            surface,
            label,
            round(15 * lay.scale),
            (lay.width / 2, slots[0].y - 4 * lay.scale),
            renderer.CREAM,
            "midbottom",
            True,
        )


def _sort_key(card: Card, trump: str | None) -> tuple[int, int]:
    """Suits in display order from trumps on, then power within the suit."""
    start = DISPLAY_SUITS.index(trump) if trump else 0
    suits = DISPLAY_SUITS[start:] + DISPLAY_SUITS[:start]
    power = TRUMP_POWER if card.suit == trump else PLAIN_POWER
    return suits.index(card.suit), power.index(card.rank)


def badge_box(lay: TableLayout) -> Box:
    """Where the trump badge sits: bottom left, above the table's buttons."""
    s = lay.scale
    w, h = 210 * s * grown(0.3), 92 * s * grown(0.8)
    return Box(round(12 * s), round(lay.height - 52 * s - h), round(w), round(h))


def _widow_slots(lay: TableLayout, count: int, big: bool) -> list[Box]:
    """Card places of the widow (or the lay-away) at the top of the table."""
    w, h = (lay.card_w, lay.card_h) if big else (lay.small_w, lay.small_h)
    gap = w * 1.1
    cx = lay.width / 2
    top = 40 * lay.scale
    return [centered(cx + (i - (count - 1) / 2) * gap, top + h / 2, w, h) for i in range(count)]


def draw_suit(
    surface: pygame.Surface,
    suit: str,
    center: tuple[float, float],
    size: int,
    colour: tuple[int, int, int],
) -> None:
    """A suit symbol drawn with shapes (the bundled font has no suit glyphs)."""
    cx, cy = center
    r = size / 4
    if suit == "D":
        pygame.draw.polygon(
            surface,
            colour,
            [
                (cx, cy - size / 2),
                (cx + size * 0.36, cy),
                (cx, cy + size / 2),
                (cx - size * 0.36, cy),
            ],
        )
    elif suit == "H":
        _lobes(surface, colour, cx, cy - r * 0.55, r)
        pygame.draw.polygon(
            surface,
            colour,
            [(cx - 2 * r + 1, cy - r * 0.3), (cx + 2 * r - 1, cy - r * 0.3), (cx, cy + size / 2)],
        )
    elif suit == "S":
        _lobes(surface, colour, cx, cy + r * 0.25, r)
        pygame.draw.polygon(
            surface,
            colour,
            [(cx - 2 * r + 1, cy + r * 0.05), (cx + 2 * r - 1, cy + r * 0.05), (cx, cy - size / 2)],
        )
        _stem(surface, colour, cx, cy, size)
    else:
        for dx, dy in ((0, -r * 0.95), (-r * 0.95, r * 0.35), (r * 0.95, r * 0.35)):
            pygame.draw.circle(surface, colour, (round(cx + dx), round(cy + dy)), round(r * 0.9))
        _stem(surface, colour, cx, cy, size)


def _lobes(
    surface: pygame.Surface, colour: tuple[int, int, int], cx: float, cy: float, r: float
) -> None:
    for dx in (-r, r):
        pygame.draw.circle(surface, colour, (round(cx + dx), round(cy)), round(r))


def _stem(
    surface: pygame.Surface, colour: tuple[int, int, int], cx: float, cy: float, size: int
) -> None:
    pygame.draw.polygon(
        surface,
        colour,
        [(cx, cy), (cx + size * 0.16, cy + size / 2), (cx - size * 0.16, cy + size / 2)],
    )
