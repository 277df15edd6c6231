"""How a Skitgubbe table looks: the stock, phase-1 plays per seat, the trumps, the lays.

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
from typing import Any

import pygame

from game.core.cards import Card
from game.core.events import Event, TrickTaken
from game.core.match import DealRecord, MatchState
from game.core.rules import Action
from game.games.skitgubbe import record as public
from game.games.skitgubbe.actions import ADD, DARE, LAY, PICKUP, PLAY
from game.games.skitgubbe.events import (
    CardsAdded,
    CardsPlayed,
    Laid,
    LastCardTaken,
    LoserFound,
    Phase2Started,
    PickedUp,
    PlayerOut,
    TieReplay,
    TrickAbandoned,
    TrickCleared,
)
from game.games.skitgubbe.rules import SkitgubbeRules
from game.games.skitgubbe.state import ADDING, DONE, PHASE1, PHASE2, SkitgubbeView
from game.games.skitgubbe.tables import mask_of, pickup_indices
from game.games.skitgubbe.words import card_words, cards_words
from game.i18n import t
from game.ui import renderer
from game.ui.layout import CARD_RATIO, Box, TableLayout, centered
from game.ui.table_adapter import Choice, Chronicle, ScoreSheet, SummaryRow, TableAdapter

ORANGE = (240, 150, 60)
SAFE_GREEN = (120, 210, 130)
PANEL_ROW_H = 54  # one row of choice buttons (design pixels, times the UI scale)
PANEL_BASE_H = 66  # title line and margins of the choice panel


def _names(adapter: TableAdapter, seats: tuple[int, ...] | list[int]) -> str:
    return ", ".join(adapter.seat_label(s) for s in seats)


# ---------------------------------------------------------------- geometry (pure)


def table_card(lay: TableLayout) -> tuple[int, int]:
    """Size of the cards lying on the table (smaller than the hand's)."""
    w = round(lay.card_w * (0.72 if len(lay.spots) <= 4 else 0.6))
    return w, round(w * CARD_RATIO)


def band(lay: TableLayout) -> tuple[float, float]:
    """Centre y and half height of the strip the plays and lays are drawn in: above the
    lowest choice panel, below the top seat."""
    top = max(
        [lay.height * 0.17]
        + [spot.plate.bottom + 26 * lay.scale for spot in lay.spots if spot.side == "top"]
    )
    # Up to four seats the strip leaves room for two rows of buttons below it; with more
    # seats it needs the height, and only a rare second row covers the viewer's own fan.
    rows = 2 if len(lay.spots) <= 4 else 1
    bottom = lay.message.y - (PANEL_ROW_H * rows + PANEL_BASE_H + 10) * lay.scale
    return (top + bottom) / 2, (bottom - top) / 2


def fan_box(lay: TableLayout, seat: int, index: int, added: bool = False) -> Box:
    """The `index`-th card of a seat's phase-1 fan (growing right from a fixed edge)."""
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
        x = lay.center[0] - math.sin(angle) * lay.width * 0.2
        y = cy + math.copysign(ry, math.cos(angle))
    step = tw * 0.34 if index < 7 else tw * 0.34 * 7 / (index + 1)
    lift = th * 0.12 if added else 0.0  # additions sit a little lower: added, not played
    return Box(round(x - tw / 2 + index * step), round(y - th / 2 + lift), tw, th)


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
    return centered(lay.center[0] - lay.width * shift, band(lay)[0], tw, th)


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
    h = (PANEL_BASE_H + PANEL_ROW_H * rows) * s
    w = min(lay.width * 0.62, 760 * s)
    return Box(round(lay.center[0] - w / 2), round(lay.message.y - 6 * s - h), round(w), round(h))


def badge_point(lay: TableLayout, seat: int) -> tuple[float, float]:
    """Where a seat's card counts are written: beside its name plate."""
    spot = lay.spots[seat]
    plate = spot.plate
    if spot.side == "bottom":
        return plate.center[0], plate.y - 13 * lay.scale
    return plate.center[0], plate.bottom + 13 * lay.scale


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


# ---------------------------------------------------------------- the adapter


class SkitgubbeTable(TableAdapter):
    """Presentation of Skitgubbe."""

    deal_word = "game"

    hand_kinds = (PLAY, ADD, LAY)

    def __init__(
        self, rules: SkitgubbeRules, names: tuple[str, ...], face_style: str = "french"
    ) -> None:
        super().__init__(rules, names)
        self.face_style = face_style

    # ----------------------------------------------------------------- hand
    def hand(self, view: SkitgubbeView) -> tuple[Card, ...]:
        """Phase 1: by rank (suits do not count); phase 2: by suit, trumps on the right,
        so runs sit together."""
        if view.trump is None:
            return tuple(sorted(view.hand, key=lambda c: (c.rank, c.suit)))
        return tuple(sorted(view.hand, key=lambda c: (c.suit == view.trump, c.suit, c.rank)))

    def trick(self, view: Any) -> tuple[tuple[int, Card], ...]:
        """Nothing for the shared trick slots: `draw_center` draws plays and lays."""
        return ()

    def card_kind(self, view: Any, legal: tuple[Action, ...]) -> str:
        """The kind this phase plays. Asked even for a card that is no legal decision, so
        the refusal is the engine's precise sentence ("you cannot beat the 9 of hearts with
        ...") and not the general "this is phase 2" it gives for a phase-1 action."""
        return {PHASE1: PLAY, ADDING: ADD, PHASE2: LAY}.get(view.phase, "")

    def describe(self, view: Any, action: Action) -> str:
        """Plays, additions and lays name their cards ("Lay 9-10-J hearts")."""
        words = cards_words(action.cards) if action.cards else ""
        if len(action.cards) == 1:
            single = {PLAY: "confirm.play", ADD: "confirm.add", LAY: "confirm.lay"}
            return t(single[action.kind], card=words) if action.kind in single else ""
        if action.kind == PLAY:
            return t("sk.play_group", cards=words)
        if action.kind == ADD and action.cards:
            return t("sk.add_cards", cards=words)
        if action.kind == LAY:
            return t("sk.lay_run", run=words)
        return ""

    # ----------------------------------------------------------------- decisions
    def choices(self, view: SkitgubbeView, legal: tuple[Action, ...]) -> tuple[str, list[Choice]]:
        """The decisions that are no hand cards: the dare, adding nothing, the pick-up."""
        if not legal:
            return "", []
        if view.phase == PHASE1:
            dares = [Choice(t("sk.dare"), a, accent=True) for a in legal if a.kind == DARE]
            return (t("sk.title_instead"), dares) if dares else ("", [])
        if view.phase == ADDING:
            return t("sk.title_add"), [
                Choice(t("sk.add_nothing"), a, accent=True)
                for a in legal
                if a.kind == ADD and not a.cards
            ]
        if view.phase == PHASE2 and any(a.kind == PICKUP for a in legal):
            count = sum(len(view.table[i][1]) for i in self.pickup_preview(view))
            key = "sk.pickup_one" if count == 1 else "sk.pickup"
            return t("sk.title_pickup"), [Choice(t(key, count=count), Action(PICKUP), accent=True)]
        return "", []

    def choice_area(self, layout: Any, count: int) -> Any:
        """Low, above the prompt: the plays and lays stay in view while deciding."""
        return choice_box(layout, count)

    def pickup_preview(self, view: SkitgubbeView) -> tuple[int, ...]:
        """Indices of the lays a pick-up would take now (bottom lay = 0)."""
        options = self.rules.options
        masks = [mask_of(cards) for _, cards in view.table]
        return pickup_indices(masks, options.pickup_mode, options.phase2_sequences)

    # ----------------------------------------------------------------- texts
    def prompt(self, view: SkitgubbeView, legal: tuple[Action, ...]) -> str:
        """What the human should do now."""
        if not legal:
            return ""
        if view.phase == ADDING:
            return t("sk.prompt_add")
        if view.phase == PHASE1:
            if view.round > 0:
                return t("sk.prompt_replay")
            return t("sk.prompt_lead") if not view.trick else t("sk.prompt_play")
        if not view.table:
            return t("sk.prompt_lead2")
        if all(a.kind == PICKUP for a in legal):
            return t("sk.prompt_cannot_beat")
        return t("sk.prompt_beat")

    def info_lines(self, view: SkitgubbeView) -> list[str]:
        """Dealer, phase, stock or trumps, the trick or the lays, who is out."""
        lines = [self.say("table.dealer", view.dealer)]
        if view.phase in (PHASE1, ADDING):
            lines.append(t("sk.phase1"))
            if view.stock_size:
                lines.append(t("sk.stock_left", count=view.stock_size))
            elif view.last_card_holder is not None:
                lines.append(self.say("sk.last_card_at", view.last_card_holder))
            lines.append(self.say("sk.trick_led", view.trick_leader))
            if view.phase == ADDING and view.trick_winner is not None:
                lines.append(self.say("sk.adding_line", view.trick_winner))
            elif view.round > 0:
                lines.append(t("sk.replay_line", names=_names(self, self.tied(view))))
            return lines
        lines.append(t("sk.phase2") if view.phase == PHASE2 else t("sk.done"))
        if view.trump is not None and view.trump_card is not None:
            lines.append(
                t(
                    "sk.trumps_line",
                    suit=t(f"sk.suit.{view.trump}").capitalize(),
                    card=card_words(view.trump_card),
                )
            )
        if view.phase == PHASE2:
            if view.table:
                lines.append(t("sk.lays_line", count=len(view.table), needed=view.lays_needed))
            elif view.to_act is not None:
                lines.append(self.say("sk.table_empty", view.to_act))
        out = [s for s in range(view.seats) if not view.in_game[s]]
        if out:
            lines.append(t("sk.out_line", names=_names(self, out)))
        if view.loser is not None:
            lines.append(self.say("sk.loser_line", view.loser))
        return lines

    def tied(self, view: SkitgubbeView) -> list[int]:
        """The seats of the running tie replay, in their playing order."""
        seats = [p.seat for p in view.trick if p.round == view.round and p.kind != ADD]
        return seats + [s for s in view.still_to_play if s not in seats]

    def score_lines(self, state: MatchState) -> list[str]:
        """Games played and each player's losses across the match."""
        return public.match_lines(self._labels(), state)

    def deal_score_lines(self, view: SkitgubbeView) -> list[str]:
        """Cards won in phase 1, cards held in phase 2, cards left at the end."""
        return public.deal_lines(self._labels(), view)

    def score_sheet(self, state: MatchState) -> ScoreSheet:
        """A row per game with its loser, the losses per player last."""
        return public.sheet(self._labels(), state)

    def chronicle(self, event: Event, before: Any) -> Chronicle:
        """Every Skitgubbe event in words, with each finished trick of both phases."""
        told = public.chronicle(self.say, self._labels(), event, before)
        return told if told is not None else super().chronicle(event, before)

    def _labels(self) -> tuple[str, ...]:
        return tuple(self.seat_label(s) for s in range(len(self.names)))

    def announce(self, event: Event) -> str | None:
        """Banners for plays, ties, additions, tricks, the trump turn, pick-ups and the end."""
        # Plain plays, additions and lays are not announced: their cards fly to the table.
        if isinstance(event, CardsPlayed) and event.dared:
            return self.say("sk.announce_dare", event.seat, card=card_words(event.cards[0]))
        if isinstance(event, TieReplay):
            return t("sk.announce_tie", names=_names(self, event.seats))
        if isinstance(event, TrickTaken):
            return self.say("sk.announce_trick", event.winner, count=len(event.cards))
        if isinstance(event, LastCardTaken):
            return self.say("sk.announce_last", event.seat)
        if isinstance(event, TrickAbandoned):
            return t("sk.announce_abandon")
        if isinstance(event, Phase2Started):
            return self.say(
                "sk.announce_phase2",
                event.leader,
                suit=t(f"sk.suit.{event.trump_card.suit}"),
                card=card_words(event.trump_card),
            )
        if isinstance(event, PickedUp):
            count = sum(len(lay) for lay in event.lays)
            key = "sk.announce_pickup_one" if count == 1 else "sk.announce_pickup"
            return self.say(key, event.seat, count=count)
        if isinstance(event, TrickCleared):
            return t("sk.announce_cleared", count=len(event.cards))
        if isinstance(event, PlayerOut):
            return self.say("sk.announce_out", event.seat)
        if isinstance(event, LoserFound):
            return self.say("sk.announce_loser", event.seat)
        return None

    # ----------------------------------------------------------------- summaries
    def summary(
        self, record: DealRecord, state: MatchState
    ) -> tuple[tuple[str, ...], list[SummaryRow]]:
        """Trumps, the result per player, the cards left, the game's points and totals."""
        final = record.final_state
        details = record.result.details
        seats = range(final.seats)
        loser = details["loser"]
        trump = details["trump"]
        if trump:
            first = t(
                "sk.summary_trumps", suit=t(f"sk.suit.{trump}"), tricks=details["phase1_tricks"]
            )
        else:
            first = t("sk.summary_no_trumps", tricks=details["phase1_tricks"])
        blank = ("",) * final.seats
        rows = [SummaryRow(first, blank)]
        if details["end_reason"] in ("repetition", "safety_limit"):
            rows.append(SummaryRow(t(f"sk.summary_reason.{details['end_reason']}"), blank))
        rows += [
            SummaryRow(
                t("sk.summary_result"),
                tuple(t("sk.summary_loser") if s == loser else t("sk.summary_safe") for s in seats),
            ),
            SummaryRow(t("sk.summary_cards"), tuple(str(h.bit_count()) for h in final.hands)),
            SummaryRow(
                t("sk.summary_points"), tuple(str(p) for p in record.result.points), strong=True
            ),
            # The series' running count of losses (totals are -1 per game lost).
            SummaryRow(t("sk.series_losses"), tuple(str(-v) for v in state.totals), strong=True),
        ]
        return tuple(self.seat_label(s) for s in seats), rows

    def match_result(self, state: MatchState) -> list[str]:
        """The skitgubbe, who escaped, and why the game ended if not the usual way."""
        outcome = state.outcome
        if outcome is None:
            return []
        if len(state.history) == 1 and outcome.loser is not None:
            lines = [
                self.say("sk.match_loser", outcome.loser),
                t("sk.match_safe", names=_names(self, outcome.winners)),
            ]
        else:  # a series: its skitgubbe (if one lost most) and every player's count
            everyone = len(outcome.winners) == len(state.totals)
            lines = [
                t("sk.series_loser", name=self.seat_label(outcome.loser))
                if outcome.loser is not None
                else t("sk.series_shared"),
                t("sk.series_even")
                if everyone
                else t("sk.series_best", names=_names(self, outcome.winners)),
                t(
                    "sk.series_counts",
                    games=len(state.history),
                    counts=", ".join(
                        f"{self.seat_label(s)} {-v}" for s, v in enumerate(state.totals)
                    ),
                ),
            ]
        reason = state.deal.end_reason
        if reason in ("repetition", "safety_limit"):
            lines.append(t(f"sk.match_reason.{reason}"))
        return lines

    # ----------------------------------------------------------------- animation
    def flights(
        self, events: tuple[Event, ...], layout: Any, view: SkitgubbeView
    ) -> dict[int, list[tuple[int, Card, Any]]]:
        """Played and added cards fly into their seat's fan; laid cards onto the row."""
        counts: dict[int, int] = {}
        for play in view.trick:
            counts[play.seat] = counts.get(play.seat, 0) + len(play.cards)
        lays = tuple(cards for _, cards in view.table)
        out: dict[int, list[tuple[int, Card, Any]]] = {}
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
    def draw_center(
        self,
        surface: Any,
        layout: Any,
        view: SkitgubbeView,
        legal: tuple[Action, ...],
        show_private: bool,
    ) -> None:
        """The deck spot, the phase-1 fans or the phase-2 row, and every seat's counts.

        Everything drawn here is public (the stock and the last card only as backs), so
        `show_private` changes nothing."""
        self._draw_deck(surface, layout, view, legal)
        if view.phase in (PHASE1, ADDING):
            self._draw_fans(surface, layout, view)
        else:
            self._draw_lays(surface, layout, view, legal)
        for seat in range(view.seats):
            self._draw_badge(surface, layout, view, seat)

    def _label(
        self,
        surface: pygame.Surface,
        lay: TableLayout,
        text: str,
        pos: tuple[float, float],
        color: tuple[int, int, int] = renderer.CREAM,
        size: int = 15,
    ) -> None:
        """A small caption on a dark pill, readable on the felt."""
        image_size = round(size * lay.scale)
        rect = renderer.draw_text(surface, text, image_size, pos, color, "center", True)
        pill = Box(
            rect.x - round(8 * lay.scale),
            rect.y - round(3 * lay.scale),
            rect.w + round(16 * lay.scale),
            rect.h + round(6 * lay.scale),
        )
        renderer.panel(surface, pill, 190, max(4, pill.h // 2), None)
        renderer.draw_text(surface, text, image_size, pos, color, "center", True)

    def _draw_deck(
        self,
        surface: pygame.Surface,
        lay: TableLayout,
        view: SkitgubbeView,
        legal: tuple[Action, ...],
    ) -> None:
        box = deck_spot(lay)
        caption_y = box.y - 16 * lay.scale
        if view.stock_size:
            depth = min(6, 1 + view.stock_size // 8)  # a thicker pile for a bigger stock
            for i in range(depth):
                layer = Box(box.x - i * 2, box.y - i * 2, box.w, box.h)
                renderer.shadow(surface, layer, 2)
                renderer.card(
                    surface,
                    None,
                    layer,
                    outline=renderer.GOLD
                    if i == depth - 1 and any(a.kind == DARE for a in legal)
                    else None,
                )
            self._label(
                surface, lay, t("sk.stock", count=view.stock_size), (box.center[0], caption_y)
            )
        elif view.trump is not None:
            # The turned card joins its holder's hand as phase 2 begins (4.1), so from then
            # on it is in a hand, on the table or out of play: a face here would be a second
            # copy of it. The spot keeps a round suit badge instead.
            suit_badge(surface, box, view.trump, lay.scale)
            self._label(
                surface,
                lay,
                t("sk.trumps", suit=t(f"sk.suit.{view.trump}")),
                (box.center[0], caption_y),
                renderer.GOLD,
            )
        elif view.last_card_holder is not None:
            renderer.shadow(surface, box, 3)
            renderer.card(surface, None, box)
            self._label(
                surface,
                lay,
                self.say("sk.last_card", view.last_card_holder),
                (box.center[0], caption_y),
            )

    def _winning(self, view: SkitgubbeView) -> set[Card]:
        """The cards that decided the trick (the winner's top rank in the last round)."""
        if view.trick_winner is None:
            return set()
        plays = [p for p in view.trick if p.seat == view.trick_winner and p.kind != ADD]
        return set(plays[-1].cards) if plays else set()

    def _draw_fans(self, surface: pygame.Surface, lay: TableLayout, view: SkitgubbeView) -> None:
        winning = self._winning(view)
        tied = set(self.tied(view)) if view.round > 0 and view.trick_winner is None else set()
        spans: dict[int, list[Box]] = {}
        for (card, box), play_seat in zip(
            fan_layout(lay, view), self._card_seats(view), strict=True
        ):
            renderer.shadow(surface, box, 3)
            renderer.card(
                surface,
                card,
                box,
                self.face_style,
                outline=renderer.GOLD if card in winning else None,
            )
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
                self.seat_label(seat),
                (mid, max(b.bottom for b in boxes)),
                renderer.WHITE,
                13,
            )
        for seat in tied:
            first = fan_box(lay, seat, 0)
            self._label(
                surface, lay, t("sk.tied"), (first.center[0], first.y - 10 * lay.scale), ORANGE, 13
            )

    @staticmethod
    def _card_seats(view: SkitgubbeView) -> list[int]:
        """The seat of each card of `fan_layout`, in the same order."""
        return [play.seat for play in view.trick for _ in play.cards]

    def _draw_lays(
        self,
        surface: pygame.Surface,
        lay: TableLayout,
        view: SkitgubbeView,
        legal: tuple[Action, ...],
    ) -> None:
        if not view.table:
            return
        lays = tuple(cards for _, cards in view.table)
        boxes = lay_boxes(lay, lays)
        taken = set(self.pickup_preview(view)) if any(a.kind == PICKUP for a in legal) else set()
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
                self.seat_label(seat),
                (mid, cboxes[0].bottom + 12 * s),
                renderer.WHITE,
                13,
            )
            if index == top:
                self._label(
                    surface, lay, t("sk.to_beat"), (mid, cboxes[0].y - 12 * s), renderer.GOLD, 13
                )
        first = boxes[0][0]
        if taken:
            xs = [b.x for i in taken for b in boxes[i]] + [b.right for i in taken for b in boxes[i]]
            y = first.bottom + 32 * s
            pygame.draw.line(surface, ORANGE, (min(xs), y), (max(xs), y), max(2, round(3 * s)))
            self._label(
                surface, lay, t("sk.takes"), ((min(xs) + max(xs)) / 2, y + 14 * s), ORANGE, 13
            )

    def _draw_badge(
        self, surface: pygame.Surface, lay: TableLayout, view: SkitgubbeView, seat: int
    ) -> None:
        x, y = badge_point(lay, seat)
        if view.loser == seat:
            self._label(surface, lay, t("sk.badge_loser"), (x, y), renderer.RED)
        elif view.phase in (PHASE1, ADDING):
            self._label(
                surface,
                lay,
                t("sk.badge_phase1", hand=view.hand_sizes[seat], won=view.won_sizes[seat]),
                (x, y),
            )
        elif not view.in_game[seat] or (view.phase == DONE and not view.hand_sizes[seat]):
            self._label(surface, lay, t("sk.badge_out"), (x, y), SAFE_GREEN)
        else:
            count = view.hand_sizes[seat]
            key = "sk.badge_one_card" if count == 1 else "sk.badge_cards"
            self._label(surface, lay, t(key, count=count), (x, y))

    # ----------------------------------------------------------------- clicks
    def hit(
        self, view: SkitgubbeView, legal: tuple[Action, ...], layout: Any, x: int, y: int
    ) -> Action | None:
        """A click on the stock dares (when allowed); a click on a lay the pick-up would
        take picks up."""
        if any(a.kind == DARE for a in legal) and deck_spot(layout).contains(x, y):
            return Action(DARE)
        if view.phase == PHASE2 and view.table and Action(PICKUP) in legal:
            boxes = lay_boxes(layout, tuple(cards for _, cards in view.table))
            for index in self.pickup_preview(view):
                if any(box.contains(x, y) for box in boxes[index]):
                    return Action(PICKUP)
        return None
