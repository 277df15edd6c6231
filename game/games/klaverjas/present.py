"""PURE: everything the table says about Klaverjas: the trump choice and roem claim as
buttons, prompts, the information panel, announcements and the deal summary. The move log,
deal points, totals and score sheet come from follow.py (the presenter's base).

The four-player game seats partners opposite; the three-player game adds the widow. Scores
are kept per *side*: a team of two, or a single player with three. No pygame, no `game.ui`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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
from game.games.klaverjas.follow import KlaverjasRecord, scored_roem
from game.games.klaverjas.options import KlaverjasOptions
from game.games.klaverjas.scoring import earns_pit
from game.games.klaverjas.state import BID, CLAIM, DISCARD, KlaverjasDetails, KlaverjasView
from game.i18n import t
from game.present import Choice, Presenter, Summary, SummaryRow

# Black and red suits alternate in the hand (and on the trump buttons).
DISPLAY_SUITS = ("S", "H", "C", "D")
PASS = Action("pass")
ROEM = Action("roem")
ALWAYS_CLAIM_KEY = "always_claim_roem"  # its name among the table choices a save keeps


class KlaverjasPresenter(KlaverjasRecord):
    """The words of a Klaverjas table (four players in teams, or three with a widow)."""

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
        """Claim, always claim (the same claim, remembered for the seat), or let it go."""
        points = view.claimable_roem
        choices = [
            Choice(t("klaverjas.claim", points=points), ROEM, accent=True),
            Choice(t("klaverjas.always_claim"), ROEM, remember=ALWAYS_CLAIM_KEY),
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

    # ----------------------------------------------------------------- texts
    def prompt(
        self, view: KlaverjasView, legal: tuple[Action, ...], picked: tuple[Card, ...] = ()
    ) -> str:
        """What the human should do now, including why only some cards are lit; `picked`:
        the hand cards picked so far (counted while laying away)."""
        if not legal:
            return ""
        if view.phase == BID:
            if view.proposal is not None and PASS in legal:
                return t("klaverjas.prompt_turned", suit=self.suit_name(view.proposal))
            return t("klaverjas.prompt_bid" if PASS in legal else "klaverjas.prompt_forced")
        if view.phase == DISCARD:
            return t("klaverjas.prompt_lay_away", n=len(laying_away(view, picked)))
        if view.phase == CLAIM or (ROEM in legal and PASS in legal):
            return t("klaverjas.prompt_claim_last")  # claim or let go: no card to play
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
        """Deal number, dealer, the trump choice or trumps and makers, tricks and roem,
        and whether the viewing seat always claims roem (a choice made at the table)."""
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
                self.say("klaverjas.trumps_line", view.maker, suit=self.suit_name(view.trump))
            )
        if view.phase == DISCARD and view.maker is not None:
            lines.append(self.say("klaverjas.laying_away", view.maker))
        rules = "amsterdam" if self.options.play_rules == "amsterdam" else "rotterdam"
        lines.append(t(f"klaverjas.rules_{rules}"))
        if view.seat in self.remembered.get(ALWAYS_CLAIM_KEY, ()):
            lines.append(t("klaverjas.always_on"))
        return lines

    def _short_info(self, view: KlaverjasView) -> list[str]:
        """Three players: the upper seats sit close to the panel, so two lines only."""
        per_game = self.options.deals_per_game(view.seats)
        n = view.counted_before + 1
        first = (
            self.say("klaverjas.deal_dealer_target", view.dealer, n=n, target=1500)
            if per_game is None
            else self.say("klaverjas.deal_dealer", view.dealer, n=n, total=per_game)
        )
        if view.trump is not None and view.maker is not None:
            second = self.say("klaverjas.trumps_line", view.maker, suit=self.suit_name(view.trump))
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
            sides: tuple[tuple[int, ...], ...] = self.match.deal.setup.sides
            return sides
        seats = len(self.names)
        return ((0, 2), (1, 3)) if seats == 4 else tuple((s,) for s in range(seats))

    # ----------------------------------------------------------------- summary
    def summary(self, record: DealRecord, state: MatchState) -> Summary:
        """This deal's sheet (card points, roem, pit, nat) and the earlier deals."""
        sides: tuple[tuple[int, ...], ...] = record.final_state.setup.sides
        headings = tuple(self.side_name(side) for side in sides)
        blank = ("",) * len(sides)
        if record.details(KlaverjasDetails).thrown_in:
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
        earlier = [r for r in state.history[:-1] if not r.details(KlaverjasDetails).thrown_in]
        if earlier:
            rows.append(SummaryRow(t("klaverjas.summary_sheet"), blank))
        # every earlier deal: the panel keeps the latest that fit and says where the rest are
        for past in earlier:
            rows.append(self._sheet_row(past, sides))
        return headings, rows

    def _deal_rows(
        self, record: DealRecord, sides: tuple[tuple[int, ...], ...], blank: tuple[str, ...]
    ) -> list[SummaryRow]:
        parts = self.deal_parts(record)
        details = record.details(KlaverjasDetails)
        maker_side = self._side_of(sides, details.maker)
        verdict = "klaverjas.summary_nat_line" if details.nat else "klaverjas.summary_made"
        rows = [
            SummaryRow(
                self.say("klaverjas.summary_trumps", details.maker, suit=self.trumps_name(details)),
                blank,
            ),
            SummaryRow(t(verdict, side=self.side_name(maker_side)), blank, strong=True),
            SummaryRow(
                t("klaverjas.summary_cards_3p" if len(sides) == 3 else "klaverjas.summary_cards"),
                _texts(parts["cards"]),
            ),
            SummaryRow(
                t("klaverjas.summary_roem_nat" if details.nat else "klaverjas.summary_roem"),
                _texts(parts["roem"]),
            ),
        ]
        if any(parts["pit"]):
            rows.append(SummaryRow(t("klaverjas.summary_pit"), _texts(parts["pit"])))
        if details.nat:
            rows.append(SummaryRow(t("klaverjas.summary_nat"), _texts(parts["nat"], signed=True)))
        rows.append(SummaryRow(t("klaverjas.summary_deal"), _texts(parts["deal"]), strong=True))
        return rows

    def deal_parts(self, record: DealRecord) -> dict[str, tuple[int, ...]]:
        """Per side: card points, roem (where it scores), pit bonus, the card points nat
        moved, and the deal score.

        cards + roem + pit + nat == deal for every side, and deal is the engine's score."""
        final = record.final_state
        sides: tuple[tuple[int, ...], ...] = final.setup.sides
        details = record.details(KlaverjasDetails)
        cards = record.result.card_points or (0,) * len(sides)
        tricks_total = 8 if len(sides) == 2 else 10
        maker_side = final.setup.side_of[details.maker]
        seats = final.setup.seats
        pit = tuple(
            self.options.pit_bonus
            if won == tricks_total and earns_pit(index == maker_side, self.options, seats)
            else 0
            for index, won in enumerate(details.tricks_won)
        )
        # Roem where it scores, as the score sheet writes it: at nat all of it goes over.
        roem = tuple(
            scored_roem(details.roem, index, maker_side, details.nat) for index in range(len(sides))
        )
        deal = tuple(record.result.points[side[0]] for side in sides)
        nat = tuple(d - c - r - p for d, c, r, p in zip(deal, cards, roem, pit, strict=True))
        return {"cards": cards, "roem": roem, "pit": pit, "nat": nat, "deal": deal}

    def _sheet_row(self, record: DealRecord, sides: tuple[tuple[int, ...], ...]) -> SummaryRow:
        details = record.details(KlaverjasDetails)
        marks = []
        if details.nat:
            marks.append(t("klaverjas.mark_nat"))
        if any(self.deal_parts(record)["pit"]):
            marks.append(t("klaverjas.mark_pit"))
        label = t(
            "klaverjas.summary_earlier",
            n=details.deals_counted,
            suit=self.trumps_name(details),
            marks=" ".join(marks),
        )
        values = []
        roem_scored = self.deal_parts(record)["roem"]
        for index, side in enumerate(sides):
            roem = roem_scored[index]
            score = record.result.points[side[0]]
            values.append(f"{score} ({roem})" if roem else str(score))
        return SummaryRow(label, tuple(values))

    def match_result(self, state: MatchState) -> list[str]:
        """Who won (a team, a player or a draw), then every side's total."""
        outcome = state.outcome
        if outcome is None:
            return []
        sides: tuple[tuple[int, ...], ...] = state.deal.setup.sides
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


def laying_away(view: KlaverjasView, picked: tuple[Card, ...]) -> tuple[Card, ...]:
    """The picked cards that are being laid away (only the maker lays away, from the hand)."""
    if view.phase != DISCARD or view.maker != view.seat:
        return ()
    return tuple(card for card in picked if card in view.hand)


def _texts(values: tuple[int, ...], signed: bool = False) -> tuple[str, ...]:
    """Numbers as summary cells (with a sign when they move points)."""
    return tuple(f"{v:+d}" if signed and v else str(v) for v in values)


if TYPE_CHECKING:  # mypy checks that the class answers the whole presenter protocol
    _PRESENTER: Presenter[KlaverjasView] = KlaverjasPresenter(KlaverjasOptions(), ())
