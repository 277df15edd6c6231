"""How a Klaverjas table looks: trump choice, trump badge, widow, roem claims, summaries.

The four-player game seats partners opposite (clockwise, so the next player sits on the
viewer's left); the three-player game adds the widow at the top of the table. Scores are
kept per *side*: a team of two, or a single player with three. The words of the match
(move log, deal points, totals, score sheet) are in follow.py.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from game.core.cards import Card
from game.core.events import Event, Passed, TrumpChosen
from game.core.match import DealRecord, MatchState
from game.core.rules import Action
from game.games.klaverjas.events import (
    CardsLaidAway,
    DealThrownIn,
    Nat,
    Pit,
    RoemLost,
    RoemScored,
    SuitTurnedUp,
)
from game.games.klaverjas.follow import KlaverjasRecord
from game.games.klaverjas.rules import KlaverjasRules
from game.games.klaverjas.scoring import earns_pit
from game.games.klaverjas.state import BID, CLAIM, DISCARD, KlaverjasView
from game.i18n import t
from game.ui import renderer
from game.ui.layout import Box, TableLayout, centered
from game.ui.table_adapter import Choice, SummaryRow

# Black and red suits alternate in the hand; rotating this keeps them alternating.
DISPLAY_SUITS = ("S", "H", "C", "D")
TRUMP_POWER = (11, 9, 14, 10, 13, 12, 8, 7)  # J 9 A 10 K Q 8 7 (rules 3)
PLAIN_POWER = (14, 10, 13, 12, 11, 9, 8, 7)  # A 10 K Q J 9 8 7
PASS = Action("pass")
ROEM = Action("roem")
ALWAYS = "always"  # arg of a table-only roem action: claim now and from now on
ALWAYS_CLAIM_KEY = "always_claim_roem"  # its name among the table choices a save keeps
INK_BLACK = (20, 20, 24)
SUIT_RED = (200, 30, 40)
FOUR_COLOUR = {"D": (30, 90, 200), "C": (20, 130, 60)}


class KlaverjasTable(KlaverjasRecord):
    """Presentation of Klaverjas (four players in teams, or three with a widow)."""

    hand_kinds = ("play", "discard")

    def __init__(
        self, rules: KlaverjasRules, names: tuple[str, ...], four_colour: bool = False
    ) -> None:
        super().__init__(rules, names)
        self.options = rules.options
        self.four_colour = four_colour
        self.face_style = "french4" if four_colour else "french"
        self.always_claim: set[int] = set()  # seats that claim roem without being asked
        self.match: MatchState | None = None  # remembered for the running deal's sides

    def table_choices(self) -> dict[str, list[int]]:
        """The seats that chose 'Always claim roem' (a player's choice, not a setting)."""
        return {ALWAYS_CLAIM_KEY: sorted(self.always_claim)} if self.always_claim else {}

    def restore_choices(self, choices: Mapping[str, Sequence[int]]) -> None:
        """Take back who always claims roem; seats this table does not have are ignored."""
        seats = range(len(self.names))
        self.always_claim = {
            seat
            for seat in choices.get(ALWAYS_CLAIM_KEY, ())
            if isinstance(seat, int) and seat in seats
        }

    # ----------------------------------------------------------------- hand
    def hand(self, view: KlaverjasView) -> tuple[Card, ...]:
        """The viewer's cards by suit (trumps first, colours alternating) and by power."""
        return tuple(sorted(view.hand, key=lambda card: self._sort_key(card, view.trump)))

    @staticmethod
    def _sort_key(card: Card, trump: str | None) -> tuple[int, int]:
        start = DISPLAY_SUITS.index(trump) if trump else 0
        suits = DISPLAY_SUITS[start:] + DISPLAY_SUITS[:start]
        power = TRUMP_POWER if card.suit == trump else PLAIN_POWER
        return suits.index(card.suit), power.index(card.rank)

    def _marks(self, view: KlaverjasView) -> tuple[Card, ...]:
        """The cards the viewer has picked to lay away, while laying away."""
        if view.phase != DISCARD or view.maker != view.seat:
            return ()
        return tuple(card for card in self.picked if card in view.hand)

    # ----------------------------------------------------------------- decisions
    def choices(self, view: KlaverjasView, legal: tuple[Action, ...]) -> tuple[str, list[Choice]]:
        """Trump buttons (and pass), or the roem claim (the cards to lay away are picked in
        the hand)."""
        if view.phase == BID:
            return self._bid_choices(view, legal)
        if ROEM in legal:
            return self._claim_choices(view, legal)
        return "", []

    def _bid_choices(
        self, view: KlaverjasView, legal: tuple[Action, ...]
    ) -> tuple[str, list[Choice]]:
        suits = [a for a in legal if a.kind == "trump"]
        can_pass = PASS in legal
        if view.proposal is not None and len(suits) == 1:
            name = self.suit_name(view.proposal)
            title = t(
                "klaverjas.turned_title" if can_pass else "klaverjas.forced_turned_title", suit=name
            )
            choices = [Choice(t("klaverjas.play_suit", suit=name), suits[0])]
        else:
            title = (
                t("klaverjas.choose_title")
                if can_pass
                else t(
                    "klaverjas.utrecht_title" if self._utrecht(view) else "klaverjas.forced_title"
                )
            )
            suits.sort(key=lambda a: DISPLAY_SUITS.index(a.arg))
            choices = [Choice(self.suit_name(a.arg), a) for a in suits]
        if can_pass:
            choices.append(Choice(t("klaverjas.pass"), PASS, accent=True))
        return title, choices

    def _utrecht(self, view: KlaverjasView) -> bool:
        return view.seats == 4 and self.options.trump_selection == "forced_first_hand"

    def _claim_choices(
        self, view: KlaverjasView, legal: tuple[Action, ...]
    ) -> tuple[str, list[Choice]]:
        points = view.claimable_roem
        choices = [
            Choice(t("klaverjas.claim", points=points), ROEM, accent=True),
            Choice(t("klaverjas.always_claim"), Action("roem", (), ALWAYS)),
        ]
        if PASS in legal:
            choices.append(Choice(t("klaverjas.let_go"), PASS))
        return t("klaverjas.roem_title", points=points), choices

    def describe(self, view: KlaverjasView, action: Action) -> str:
        """Laying away names both cards; trumps and passing say what they do."""
        if action.kind == "discard":
            first, second = action.cards
            return t(
                "klaverjas.lay_away_button", a=self.card_label(first), b=self.card_label(second)
            )
        if action.kind == "trump":
            return t("confirm.trumps", suit=self.suit_name(action.arg))
        return super().describe(view, action)

    def intercept(self, view: KlaverjasView, action: Action) -> Action | None:
        """'Always claim' claims and remembers the preference."""
        if action.kind == "roem" and action.arg == ALWAYS:
            self.always_claim.add(view.seat)
            return ROEM
        return action

    def auto_action(self, view: KlaverjasView, legal: tuple[Action, ...]) -> Action | None:
        """Claim roem at once for a player who chose 'always claim'."""
        if ROEM in legal and view.seat in self.always_claim:
            return ROEM
        return None

    # ----------------------------------------------------------------- texts
    def prompt(self, view: KlaverjasView, legal: tuple[Action, ...]) -> str:
        """What the human should do now, including why only some cards are lit."""
        if not legal:
            return ""
        if view.phase == BID:
            if view.proposal is not None and PASS in legal:
                return t("klaverjas.prompt_turned", suit=self.suit_name(view.proposal))
            return t("klaverjas.prompt_bid" if PASS in legal else "klaverjas.prompt_forced")
        if view.phase == DISCARD:
            return t("klaverjas.prompt_lay_away", n=len(self._marks(view)))
        if view.phase == CLAIM:
            return t("klaverjas.prompt_claim_last")
        if ROEM in legal:
            return t("klaverjas.prompt_claim")
        return self._play_prompt(view, legal)

    def _play_prompt(self, view: KlaverjasView, legal: tuple[Action, ...]) -> str:
        plays = {a.cards[0] for a in legal if a.kind == "play"}
        if not view.trick:
            return t("klaverjas.prompt_lead")
        led = view.trick[0][1].suit
        if plays == set(view.hand):
            return t("klaverjas.prompt_free")
        if all(card.suit == led for card in plays):
            if led == view.trump:
                return t("klaverjas.prompt_trump_led")
            return t("klaverjas.prompt_follow", suit=self.suit_name(led))
        if all(card.suit == view.trump for card in plays):
            return t("klaverjas.prompt_must_trump")
        if not any(card.suit == view.trump for card in plays):
            return t("klaverjas.prompt_discard")
        return t("klaverjas.prompt_play")

    def _deal_line(self, counted_before: int, seats: int) -> str:
        per_game = self.options.deals_per_game(seats)
        if per_game is None:
            return t("klaverjas.deal_target", n=counted_before + 1, target=1500)
        games = 3 if self.options.partner_rotation else 1
        return t("klaverjas.deal_of", n=counted_before + 1, total=per_game * games)

    def info_lines(self, view: KlaverjasView) -> list[str]:
        """Deal number, dealer, the trump choice or trumps and makers, tricks and roem."""
        if view.seats == 3:
            return self._short_info(view)
        lines = [
            self._deal_line(view.counted_before, view.seats),
            self.say("klaverjas.dealer", view.dealer),
        ]
        if view.phase == BID and view.to_act is not None:
            lines.append(self.say("klaverjas.choosing", view.to_act))
            if view.passed and view.seats == 4:
                lines.append(
                    t("klaverjas.passed", names=", ".join(self.names[s] for s in view.passed))
                )
        elif view.trump is not None and view.maker is not None:
            lines.append(
                t(
                    "klaverjas.trumps_line",
                    suit=self.suit_name(view.trump),
                    name=self.names[view.maker],
                )
            )
        if view.phase == DISCARD and view.maker is not None:
            lines.append(self.say("klaverjas.laying_away", view.maker))
        rules = "amsterdam" if self.options.play_rules == "amsterdam" else "rotterdam"
        lines.append(t(f"klaverjas.rules_{rules}"))
        if view.seat in self.always_claim:
            lines.append(t("klaverjas.always_on"))
        return lines

    def _short_info(self, view: KlaverjasView) -> list[str]:
        """Three players: the upper seats sit close to the panel, so two lines only."""
        per_game = self.options.deals_per_game(view.seats)
        n, name = view.counted_before + 1, self.names[view.dealer]
        first = (
            t("klaverjas.deal_dealer_target", n=n, target=1500, name=name)
            if per_game is None
            else t("klaverjas.deal_dealer", n=n, total=per_game, name=name)
        )
        if view.trump is not None and view.maker is not None:
            second = t(
                "klaverjas.trumps_line",
                suit=self.suit_name(view.trump),
                name=self.names[view.maker],
            )
        elif view.to_act is not None:
            second = self.say("klaverjas.choosing", view.to_act)
        else:
            second = ""
        return [first, second] if second else [first]

    # ----------------------------------------------------------------- events
    def announce(self, event: Event) -> str | None:
        """Banners for the trump choice, the widow, roem, nat and pit."""
        if isinstance(event, TrumpChosen):
            key = (
                "klaverjas.announce_trump_widow"
                if len(self.names) == 3
                else "klaverjas.announce_trump"
            )
            return self.say(key, event.seat, suit=self.suit_name(event.mode))
        if isinstance(event, Passed):
            return self.say("klaverjas.announce_pass", event.seat)
        if isinstance(event, SuitTurnedUp):
            key = (
                "klaverjas.announce_turned"
                if event.round == 1
                else "klaverjas.announce_turned_again"
            )
            return t(key, suit=self.suit_name(event.suit))
        if isinstance(event, DealThrownIn):
            return t("klaverjas.announce_thrown_in")
        if isinstance(event, CardsLaidAway):
            return self.say("klaverjas.announce_laid_away", event.seat)
        return self._announce_score(event)

    def _announce_score(self, event: Event) -> str | None:
        sides = self._sides()
        if isinstance(event, RoemScored):
            return t(
                "klaverjas.announce_roem",
                points=event.points,
                side=self.side_name(self._side_of(sides, event.seat)),
            )
        if isinstance(event, RoemLost):
            return t("klaverjas.announce_roem_lost", points=event.points)
        if isinstance(event, Nat):
            return t(
                "klaverjas.announce_nat", side=self.side_name(self._side_of(sides, event.maker))
            )
        if isinstance(event, Pit):
            key = "klaverjas.announce_pit" if event.bonus else "klaverjas.announce_pit_no_bonus"
            return t(key, side=self.side_name(event.seats), bonus=event.bonus)
        return None

    def _sides(self) -> tuple[tuple[int, ...], ...]:
        """The sides of the running deal (partner rotation re-pairs the players)."""
        if self.match is not None:
            return self.match.deal.setup.sides
        seats = len(self.names)
        return ((0, 2), (1, 3)) if seats == 4 else tuple((s,) for s in range(seats))

    # ----------------------------------------------------------------- summary
    def summary(
        self, record: DealRecord, state: MatchState
    ) -> tuple[tuple[str, ...], list[SummaryRow]]:
        """This deal's sheet (card points, roem, pit, nat) and the earlier deals."""
        sides = record.final_state.setup.sides
        headings = tuple(self.side_name(side) for side in sides)
        blank = ("",) * len(sides)
        details = record.result.details
        if details["thrown_in"]:
            rows = [SummaryRow(t("klaverjas.summary_thrown"), blank)]
        else:
            rows = self._deal_rows(record, sides, blank)
        rows.append(
            SummaryRow(
                t("klaverjas.summary_total"),
                tuple(str(state.totals[side[0]]) for side in sides),
                strong=True,
            )
        )
        earlier = [r for r in state.history[:-1] if not r.result.details["thrown_in"]]
        if earlier:
            rows.append(SummaryRow(t("klaverjas.summary_sheet"), blank))
        for past in earlier[-8:]:
            rows.append(self._sheet_row(past, sides))
        return headings, rows

    def _deal_rows(
        self, record: DealRecord, sides: tuple[tuple[int, ...], ...], blank: tuple[str, ...]
    ) -> list[SummaryRow]:
        parts = self.deal_parts(record)
        details = record.result.details
        maker_side = self._side_of(sides, details["maker"])
        verdict = "klaverjas.summary_nat_line" if details["nat"] else "klaverjas.summary_made"
        rows = [
            SummaryRow(
                t(
                    "klaverjas.summary_trumps",
                    suit=self.suit_name(details["trump"]),
                    name=self.names[details["maker"]],
                ),
                blank,
            ),
            SummaryRow(t(verdict, side=self.side_name(maker_side)), blank, strong=True),
            SummaryRow(
                t("klaverjas.summary_cards_3p" if len(sides) == 3 else "klaverjas.summary_cards"),
                _texts(parts["cards"]),
            ),
            SummaryRow(t("klaverjas.summary_roem"), _texts(parts["roem"])),
        ]
        if any(parts["pit"]):
            rows.append(SummaryRow(t("klaverjas.summary_pit"), _texts(parts["pit"])))
        if details["nat"]:
            rows.append(SummaryRow(t("klaverjas.summary_nat"), _texts(parts["nat"], signed=True)))
        rows.append(SummaryRow(t("klaverjas.summary_deal"), _texts(parts["deal"]), strong=True))
        return rows

    def deal_parts(self, record: DealRecord) -> dict[str, tuple[int, ...]]:
        """Per side: card points, roem, pit bonus, what nat moved, and the deal score.

        cards + roem + pit + nat == deal for every side, and deal is the engine's score."""
        final = record.final_state
        sides = final.setup.sides
        details = record.result.details
        cards = tuple(record.result.card_points)
        roem = tuple(details["roem"])
        tricks_total = 8 if len(sides) == 2 else 10
        maker_side = final.setup.side_of[details["maker"]]
        pit = tuple(
            self.options.pit_bonus
            if won == tricks_total and earns_pit(index == maker_side, self.options)
            else 0
            for index, won in enumerate(details["tricks_won"])
        )
        deal = tuple(record.result.points[side[0]] for side in sides)
        nat = tuple(d - c - r - p for d, c, r, p in zip(deal, cards, roem, pit, strict=True))
        return {"cards": cards, "roem": roem, "pit": pit, "nat": nat, "deal": deal}

    def _sheet_row(self, record: DealRecord, sides: tuple[tuple[int, ...], ...]) -> SummaryRow:
        details = record.result.details
        marks = []
        if details["nat"]:
            marks.append(t("klaverjas.mark_nat"))
        if any(self.deal_parts(record)["pit"]):
            marks.append(t("klaverjas.mark_pit"))
        label = t(
            "klaverjas.summary_earlier",
            n=details["deals_counted"],
            suit=self.suit_name(details["trump"]),
            marks=" ".join(marks),
        )
        values = []
        for index, side in enumerate(sides):
            roem = details["roem"][index]
            score = record.result.points[side[0]]
            values.append(f"{score} ({roem})" if roem else str(score))
        return SummaryRow(label, tuple(values))

    def match_result(self, state: MatchState) -> list[str]:
        """Who won (a team, a player or a draw), then every side's total."""
        outcome = state.outcome
        if outcome is None:
            return []
        sides = state.deal.setup.sides
        if self.options.partner_rotation:
            sides = tuple((seat,) for seat in range(len(self.names)))
        winners = [side for side in sides if side[0] in outcome.winners]
        if len(winners) > 1:
            first = t("klaverjas.draw", sides=", ".join(self.side_name(s) for s in winners))
        else:
            first = (
                t("klaverjas.won", side=self.side_name(winners[0]))
                if len(winners[0]) > 1
                else self.say("klaverjas.won_one", winners[0][0], side=self.side_name(winners[0]))
            )
        ranked = sorted(sides, key=lambda side: -state.totals[side[0]])
        return [first] + [f"{self.side_name(side)}: {state.totals[side[0]]}" for side in ranked]

    # ----------------------------------------------------------------- drawing
    def draw_center(
        self, surface: Any, layout: Any, view: Any, legal: tuple[Action, ...], show_private: bool
    ) -> None:
        """The trump badge, the widow / laid-away cards and the score sheet."""
        lay: TableLayout = layout
        self._draw_badge(surface, lay, view)
        if view.seats == 3:
            self._draw_widow(surface, lay, view, show_private)
        if ROEM in legal and view.tricks:
            self._draw_roem_trick(surface, lay, view)

    def _draw_roem_trick(
        self, surface: pygame.Surface, lay: TableLayout, view: KlaverjasView
    ) -> None:
        """The trick whose roem can be claimed, just above the claim buttons."""
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

    def _badge_box(self, lay: TableLayout) -> Box:
        s = lay.scale
        w, h = 210 * s, 92 * s
        return Box(round(12 * s), round(lay.height - 52 * s - h), round(w), round(h))

    def _draw_badge(self, surface: pygame.Surface, lay: TableLayout, view: KlaverjasView) -> None:
        """Trumps and makers, always in view (the turned-up suit during the choice)."""
        box = self._badge_box(lay)
        s = lay.scale
        suit, title, sub = view.trump, t("klaverjas.badge_trumps"), ""
        if suit is not None and view.maker is not None:
            sub = self.say("klaverjas.badge_maker", view.maker)
        elif view.proposal is not None:
            suit, title = view.proposal, t("klaverjas.badge_turned")
        else:
            title = t("klaverjas.badge_choosing")
        if view.trump is None and view.to_act is not None:
            sub = self.say("klaverjas.badge_to_speak", view.to_act)
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
        renderer.draw_text(
            surface,
            title,
            round(17 * s),
            (tx, box.y + 12 * s),
            renderer.GOLD,
            bold=True,
            max_width=round(box.right - tx - 8 * s),
        )
        if suit is not None:
            renderer.draw_text(
                surface,
                self.suit_name(suit),
                round(24 * s),
                (tx, box.y + 34 * s),
                renderer.WHITE,
                bold=True,
                max_width=round(box.right - tx - 8 * s),
            )
        if sub:
            renderer.draw_text(
                surface,
                sub,
                round(15 * s),
                (tx, box.y + 64 * s),
                renderer.CREAM,
                max_width=round(box.right - tx - 8 * s),
            )

    def suit_colour(self, suit: str) -> tuple[int, int, int]:
        """Ink of a suit symbol on a light chip (four colours when the deck has them)."""
        if self.four_colour and suit in FOUR_COLOUR:
            return FOUR_COLOUR[suit]
        return SUIT_RED if suit in "HD" else INK_BLACK

    def _widow_slots(self, lay: TableLayout, count: int, big: bool) -> list[Box]:
        w, h = (lay.card_w, lay.card_h) if big else (lay.small_w, lay.small_h)
        gap = w * 1.1
        cx = lay.width / 2
        top = 40 * lay.scale
        return [centered(cx + (i - (count - 1) / 2) * gap, top + h / 2, w, h) for i in range(count)]

    def _draw_widow(
        self, surface: pygame.Surface, lay: TableLayout, view: KlaverjasView, show_private: bool
    ) -> None:
        """Three players: the widow face down, the cards being laid away, the laid-away pair."""
        marks = self._marks(view) if show_private else ()
        if view.phase == DISCARD and view.maker == view.seat and show_private:
            slots = self._widow_slots(lay, 2, True)
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
            slots, label = self._widow_slots(lay, view.widow_size, False), t("klaverjas.widow")
            for box in slots:
                renderer.card(surface, None, box)
        elif view.maker is not None and view.phase != DISCARD:
            own = bool(view.laid_away) and show_private
            faces: tuple[Card | None, ...] = view.laid_away if own else (None, None)
            slots = self._widow_slots(lay, 2, False)
            label = t("klaverjas.laid_away") + f" ({self.names[view.maker]})"
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


def _texts(values: tuple[int, ...], signed: bool = False) -> tuple[str, ...]:
    """Numbers as summary cells (with a sign when they move points)."""
    return tuple(f"{v:+d}" if signed and v else str(v) for v in values)


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
