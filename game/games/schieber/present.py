"""PURE: everything the table says about Schieber Jass: the contract panel, Weis and Stöck,
the running score, the move log, the deal summary, the Tafel and the match result.

Cards and suits are named as the deck on the table shows them (`faces`: French or Swiss
faces), so with Swiss faces the log speaks of Bells and Acorns.
"""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import BaseModel

from game.core.cards import Card, parse_cards
from game.core.events import (
    CardPlayed,
    DealEnded,
    DealStarted,
    Event,
    MatchDecided,
    Passed,
    TrickTaken,
    TrumpChosen,
)
from game.core.match import DealRecord, MatchState
from game.core.rules import Action
from game.games.schieber.events import (
    MatchBonus,
    StoeckLost,
    StoeckScored,
    TargetReached,
    WeisDeclared,
    WeisScored,
)
from game.games.schieber.options import SchieberOptions
from game.games.schieber.rules import LAST_TRICK_BONUS, MATCH_BONUS, STOECK_POINTS, SchieberRules
from game.games.schieber.state import CONTRACT, DONE, SchieberDetails, SchieberView
from game.games.schieber.tables import MODE_BY_TEXT
from game.games.schieber.words import (
    checkpoint_item,
    checkpoint_when,
    counted_stages,
    melds_text,
    shown_weis_name,
    times,
)
from game.i18n import t
from game.i18n.refusals import card_text, rank_text
from game.present import (
    BasePresenter,
    Choice,
    Chronicle,
    ScoreSheet,
    Summary,
    SummaryRow,
    TrickView,
)

CONTRACT_ORDER = ("S", "C", "D", "H", "obenabe", "undenufe")
# The options' multipliers are listed by mode: C D H S Obenabe Undenufe.
_MODE_ORDER = ("C", "D", "H", "S", "obenabe", "undenufe")
# Swiss suit names follow the seed's mapping: Acorns = spades, Roses = clubs,
# Shields = diamonds, Bells = hearts (rules section 1).
_SUIT_KEYS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}


def weis_cards(arg: str) -> tuple[Card, ...]:
    """The cards of a manual Weis choice, drawn on its button ("none": no cards)."""
    if arg == "none":
        return ()
    return tuple(card for part in arg.split("/") for card in parse_cards(part.replace(".", " ")))


@dataclass(frozen=True, slots=True)
class TeamItems:
    """One team's points of a deal, unmultiplied: cards (with the last trick's 5), Weis,
    Stöck and the Match bonus."""

    cards: int
    weis: int
    stoeck: int
    match: int

    @property
    def total(self) -> int:
        """The sum, before the multiplier."""
        return self.cards + self.weis + self.stoeck + self.match


def deal_items(view: SchieberView, team: int) -> TeamItems:
    """What a team has been credited so far in the deal a view shows.

    A game that ended at a checkpoint (immediate end) credits only the items up to the
    winning one in the Ausmach order (rules 10.2), as the engine's own count does."""
    match = MATCH_BONUS if _match_team(view) == team else 0
    stoeck = STOECK_POINTS if view.stoeck_team == team else 0
    items = TeamItems(view.trick_points[team], view.weis_points[team], stoeck, match)
    if view.options.end_mode == "immediate" and view.phase == DONE and view.winner_stage:
        return _counted(items, counted_stages(view.winner_stage, view.options.ausmach_order))
    return items


def record_items(record: DealRecord, team: int, options: SchieberOptions) -> TeamItems:
    """What a finished deal credited to a team (from the deal's result details)."""
    details = record.details(SchieberDetails)
    match = MATCH_BONUS if details.match_team == team else 0
    items = TeamItems(details.card_points[team], details.weis[team], details.stoeck[team], match)
    if options.end_mode == "immediate" and details.winner_stage:
        return _counted(items, counted_stages(details.winner_stage, options.ausmach_order))
    return items


def _counted(items: TeamItems, stages: str) -> TeamItems:
    """Only the items of the counted stages (S Stöck, W Weis, T tricks with the Match)."""
    return TeamItems(
        items.cards if "T" in stages else 0,
        items.weis if "W" in stages else 0,
        items.stoeck if "S" in stages else 0,
        items.match if "T" in stages else 0,
    )


def _multiplier(raw: int, points: int) -> int:
    """The multiplier a scored Weis carried: its event holds the multiplied points and the
    shown melds' own values, which are all of the team's Weis (rules 7.3)."""
    return points // raw if raw else 1


def _stoeck(event: StoeckScored) -> str:
    """Stöck's points the one way the table writes a multiplied item: '20 × 2 = 40'."""
    return times(STOECK_POINTS, _multiplier(STOECK_POINTS, event.points))


def _match_team(view: SchieberView) -> int:
    """The team that took all nine tricks, or -1."""
    if len(view.tricks) != 9:
        return -1
    teams = {record.winner % 2 for record in view.tricks}
    return teams.pop() if len(teams) == 1 else -1


class SchieberPresenter(BasePresenter[SchieberView]):
    """Every sentence and table of Schieber Jass, cards named as the table's deck shows."""

    game_id = "schieber"
    options: SchieberOptions

    def __init__(self, options: BaseModel, names: tuple[str, ...], faces: str = "french") -> None:
        if not isinstance(options, SchieberOptions):
            raise TypeError(f"Schieber is presented with its own options, not {options!r}")
        super().__init__(options, names, faces)
        # The running deal's public points are counted from seat 0's view (score_lines).
        self._rules = SchieberRules(options)

    # ----------------------------------------------------------------- names
    def contract_name(self, contract: str) -> str:
        """Localised contract name in the deck's language (Swiss or French suits)."""
        if contract in _SUIT_KEYS:
            swiss = self.faces == "swiss"
            return t(f"suit.{'swiss.' if swiss else ''}{_SUIT_KEYS[contract]}")
        return t(f"schieber.{contract}")

    def team_name(self, team: int) -> str:
        """A team named by its players: 'Anna & Ben'."""
        return f"{self.names[team]} & {self.names[team + 2]}"

    def multiplier_of(self, contract: str) -> int:
        """The multiplier of a contract under the table's options."""
        return self.options.multiplier(MODE_BY_TEXT[contract])

    def card_text(self, card: Card) -> str:
        """A card in words; with Swiss faces its suit and rank are named as the deck shows
        them ("Under of Roses")."""
        if self.faces != "swiss":
            return card_text(card)
        suit = t(f"suit.swiss.{_SUIT_KEYS[card.suit]}")
        return t("schieber.swiss_card", rank=rank_text(card.rank, self.faces), suit=suit)

    def suit_text(self, suit: str) -> str:
        """A suit in sentences; with Swiss faces as that deck names it ("Bells")."""
        if self.faces != "swiss":
            return super().suit_text(suit)
        return t(f"suit.swiss.{_SUIT_KEYS[suit]}")

    def meld_label(self, cards: tuple[Card, ...], points: int) -> str:
        """A shown meld with its own value: '4-card run to the King of hearts, 50'."""
        return t(
            "schieber.meld", kind=shown_weis_name(cards, self.card_text, self.faces), points=points
        )

    def _weis_label(self, arg: str) -> str:
        """A manual Weis button in words ("four Aces + 3-card run to the King of spades"),
        not its text form ("AC.AD.AH.AS/JS.QS.KS")."""
        melds = [parse_cards(part.replace(".", " ")) for part in arg.split("/")]
        return "  +  ".join(
            shown_weis_name(tuple(meld), self.card_text, self.faces) for meld in melds
        )

    def _object(self, seat: int) -> str:
        """A seat as the object of a sentence: 'you' for the solo human, else the name."""
        return t("schieber.you_object") if seat == self.you else self.names[seat]

    # ----------------------------------------------------------------- decisions
    def choices(self, view: SchieberView, legal: tuple[Action, ...]) -> tuple[str, list[Choice]]:
        """Contract buttons (and Schieben), manual Weis, or announcing Stöck."""
        if view.phase == CONTRACT and legal:
            title = t("schieber.pushed_to_you") if view.pushed else t("schieber.choose")
            choices = []
            for contract in CONTRACT_ORDER:
                action = Action("trump", (), contract)
                if action in legal:
                    m = self.options.multiplier(_MODE_ORDER.index(contract))
                    choices.append(Choice(f"{self.contract_name(contract)}  x{m}", action))
            if Action("push") in legal:
                choices.append(Choice(t("schieber.push"), Action("push"), accent=True))
            return title, choices
        weis = [a for a in legal if a.kind == "weis"]
        if weis:
            return t("schieber.declare_weis"), [
                Choice(
                    t("schieber.no_weis") if a.arg == "none" else self._weis_label(a.arg),
                    a,
                    cards=weis_cards(a.arg),
                )
                for a in weis
            ]
        stoeck = [a for a in legal if a.kind == "stoeck"]
        if stoeck:
            return t("schieber.stoeck_title"), [
                Choice(
                    t("schieber.stoeck_button", card=self.card_text(a.cards[0])),
                    a,
                    accent=True,
                    cards=a.cards,
                )
                for a in stoeck
            ]
        return "", []

    def describe(self, view: SchieberView, action: Action) -> str:
        """Trumps and the push say what they do; other buttons name themselves."""
        if action.kind == "trump":
            # Obenabe and Undenufe have no trumps: they are played, not made trumps.
            if action.arg not in _SUIT_KEYS:
                return t("confirm.no_trumps", mode=self.contract_name(action.arg))
            return t("confirm.trumps", suit=self.contract_name(action.arg))
        if action.kind == "push":
            return t("confirm.push")
        if action.kind == "weis":
            return (
                t("confirm.no_weis")
                if action.arg == "none"
                else t("confirm.weis", weis=self._weis_label(action.arg))
            )
        return super().describe(view, action)

    def prompt(self, view: SchieberView, legal: tuple[Action, ...]) -> str:
        """What the human should do now."""
        if not legal:
            return ""
        if view.phase == CONTRACT:
            # After the push Schieben is no longer a choice: do not suggest it.
            return t(
                "schieber.prompt_contract_pushed" if view.pushed else "schieber.prompt_contract"
            )
        if any(a.kind == "weis" for a in legal):
            return t("schieber.prompt_weis")
        return t("table.prompt_play")

    # ----------------------------------------------------------------- panels
    def info_lines(self, view: SchieberView) -> list[str]:
        """Contract, multiplier, who chose it; Weis and Stöck as they happen."""
        lines = [self.say("table.dealer", view.dealer)]
        if view.contract is None:
            lines.append(self.say("schieber.no_contract_yet", view.chooser))
            return lines
        lines.append(
            t(
                "schieber.contract_line",
                contract=self.contract_name(view.contract),
                m=view.multiplier,
            )
        )
        key = "schieber.chosen_pushed" if view.pushed else "schieber.chosen_by"
        lines.append(self.say(key, view.chooser))
        if view.weis_team >= 0:
            raw = view.weis_points[view.weis_team]
            lines.append(
                t(
                    "schieber.weis_line",
                    team=self.team_name(view.weis_team),
                    weis=times(raw, view.multiplier or 1),
                )
            )
        if view.stoeck_team >= 0:
            lines.append(t("schieber.stoeck_line", team=self.team_name(view.stoeck_team)))
        return lines

    def score_lines(self, state: MatchState) -> list[str]:
        """Both teams' totals against the target, with this deal's public points so far
        and what each still needs, so a game that ends in mid-deal is no surprise."""
        target = self.options.target
        lines = [t("schieber.target", target=target)]
        running = self._running(state)
        for team in (0, 1):
            total, now = state.totals[team], running[team]
            to_go = target - total - now
            params = {"team": self.team_name(team), "total": total, "now": now, "to_go": to_go}
            if to_go <= 0:
                lines.append(t("schieber.score_reached", **params))
            elif now:
                lines.append(t("schieber.score_running", **params))
            else:
                lines.append(t("schieber.score_team", **params))
        return lines

    def _running(self, state: MatchState) -> tuple[int, int]:
        """Points the running deal has credited to each team so far (public facts only)."""
        if state.over or state.deal.phase == DONE or state.deal.mode < 0:
            return 0, 0
        view = self._rules.view(state.deal, 0)  # only what every seat may see
        m = view.multiplier or 1
        return (deal_items(view, 0).total * m, deal_items(view, 1).total * m)

    def deal_score_lines(self, view: SchieberView) -> list[str]:
        """This deal so far: the contract's multiplier, each team's cards, Weis, Stöck and
        Match (unmultiplied) and what they are worth with the multiplier."""
        if view.contract is None or view.multiplier is None:
            return []
        m = view.multiplier
        lines = [t("schieber.deal_head", contract=self.contract_name(view.contract), m=m)]
        for team in (0, 1):
            items = deal_items(view, team)
            lines.append(t("schieber.deal_team", team=self.team_name(team), total=items.total * m))
            # The items before the multiplier, said so (the team's line above is multiplied).
            key = "schieber.deal_items" if m == 1 else "schieber.deal_items_m"
            detail = t(key, cards=items.cards, weis=items.weis, stoeck=items.stoeck, m=m)
            if items.match:
                detail += t("schieber.deal_match", points=items.match)
            lines.append(detail)
        return lines

    # ----------------------------------------------------------------- Tafel
    def score_sheet(self, state: MatchState) -> ScoreSheet:
        """The Tafel: per deal the contract and multiplier and, per team, cards, Weis,
        Stöck, Match and the deal's total (all multiplied, as written on the board);
        the totals and what each team still needs to the target at the bottom."""
        per_team = (
            t("schieber.sheet_cards"),
            t("summary.weis"),
            t("summary.stoeck"),
            t("schieber.sheet_match"),
            t("schieber.sheet_deal_total"),
        )
        rows = [self._sheet_row(record) for record in state.history]
        width = len(per_team)
        target = self.options.target
        totals = (
            ("",) * (width - 1)
            + (str(state.totals[0]),)
            + ("",) * (width - 1)
            + (str(state.totals[1]),)
        )
        to_go = tuple(str(max(0, target - state.totals[team])) for team in (0, 1))
        rows.append(SummaryRow(t("sheet.total"), totals, True))
        rows.append(
            SummaryRow(
                t("schieber.sheet_to_go", target=target),
                ("",) * (width - 1) + (to_go[0],) + ("",) * (width - 1) + (to_go[1],),
                True,
            )
        )
        title = t("schieber.sheet_title", a=self.team_name(0), b=self.team_name(1))
        return ScoreSheet(title, per_team + per_team, tuple(rows))

    def _sheet_row(self, record: DealRecord) -> SummaryRow:
        """One deal on the Tafel: label with the contract, five values per team."""
        details = record.details(SchieberDetails)
        m = details.multiplier
        label = t(
            "schieber.sheet_deal",
            n=record.index + 1,
            contract=self.contract_name(details.contract),
            m=m,
        )
        values: list[str] = []
        for team in (0, 1):
            items = record_items(record, team, self.options)
            values += [
                str(items.cards * m),
                str(items.weis * m),
                str(items.stoeck * m),
                str(items.match * m),
                str(items.total * m),
            ]
        return SummaryRow(label, tuple(values))

    # ----------------------------------------------------------------- notices
    def announce(self, event: Event) -> str | None:
        """Banners for contract, push, Weis, Stöck, Match and the target."""
        if isinstance(event, TrumpChosen):
            return self.say(
                "schieber.announce_contract", event.seat, contract=self.contract_name(event.mode)
            )
        if isinstance(event, Passed):
            return self.say("schieber.announce_push", event.seat)
        if isinstance(event, WeisDeclared):
            return self.say("schieber.announce_melds", event.seat, melds=melds_text(event.melds))
        if isinstance(event, WeisScored):
            if event.team < 0:
                return t("schieber.announce_weis_tie")
            raw = sum(points for _, _, points in event.shown)
            return t(
                "schieber.announce_weis_won",
                team=self.team_name(event.team),
                weis=times(raw, _multiplier(raw, event.points)),
            )
        if isinstance(event, StoeckScored):
            return self.say("schieber.announce_stoeck", event.seat, points=_stoeck(event))
        if isinstance(event, StoeckLost):
            return self.say("schieber.announce_stoeck_lost", event.seat)
        if isinstance(event, MatchBonus):
            return t("schieber.announce_match", team=self.team_name(event.team))
        if isinstance(event, TargetReached):
            return t(
                "schieber.announce_target_when",
                team=self.team_name(event.team),
                target=self.options.target,
                when=checkpoint_when(event.stage),
            )
        return None

    # ----------------------------------------------------------------- move log
    def chronicle(self, event: Event, before: SchieberView) -> Chronicle:
        """Every Schieber event in words; trick 9 names the 5 for the last trick."""
        if isinstance(event, TrickTaken):
            return self._trick_taken(event)
        if isinstance(event, (CardPlayed, DealStarted)):
            return super().chronicle(event, before)
        return Chronicle(tuple(self._lines(event, before)))

    def _trick_taken(self, event: TrickTaken) -> Chronicle:
        """The trick's winner and worth; the last trick's 5 are in its points."""
        if event.number < 9:
            line = self.say("log.takes", event.winner, points=event.points)
            note = t("log.points", points=event.points)
        else:
            line = self.say(
                "schieber.log_takes_last", event.winner, points=event.points, bonus=LAST_TRICK_BONUS
            )
            note = t("schieber.note_last", points=event.points, bonus=LAST_TRICK_BONUS)
        return Chronicle((line,), closed=TrickView((), event.winner, note=note))

    def _lines(self, event: Event, before: SchieberView) -> list[str]:
        """Sentences for the contract, Weis, Stöck, bonuses and the end of deal and game."""
        if isinstance(event, TrumpChosen):
            key = "schieber.log_contract_pushed" if before.pushed else "schieber.log_contract"
            return [
                self.say(
                    key,
                    event.seat,
                    contract=self.contract_name(event.mode),
                    m=self.multiplier_of(event.mode),
                )
            ]
        if isinstance(event, Passed):
            key = "schieber.log_push_back" if before.pushed else "schieber.log_push"
            return [self.say(key, event.seat, partner=self._object(event.to_seat))]
        if isinstance(event, WeisDeclared):
            return [self.say("schieber.log_weis", event.seat, melds=melds_text(event.melds))]
        if isinstance(event, WeisScored):
            return self._weis_scored(event)
        if isinstance(event, StoeckScored):
            return [self.say("schieber.log_stoeck", event.seat, points=_stoeck(event))]
        if isinstance(event, StoeckLost):
            return [self.say("schieber.log_stoeck_lost", event.seat)]
        if isinstance(event, MatchBonus):
            return [t("schieber.log_match", team=self.team_name(event.team), bonus=MATCH_BONUS)]
        if isinstance(event, TargetReached):
            return self._target_reached(event)
        if isinstance(event, DealEnded):
            return [
                t(
                    "schieber.log_deal_end",
                    team_a=self.team_name(0),
                    a=event.points[0],
                    team_b=self.team_name(1),
                    b=event.points[1],
                )
            ]
        if isinstance(event, MatchDecided):
            key = "schieber.won_double" if event.double else "schieber.won"
            return [t(key, team=self.team_name(event.winners[0] % 2))]
        text = self.announce(event)
        return [text] if text else []

    def _weis_scored(self, event: WeisScored) -> list[str]:
        """Whose Weis counts (and for how much), then every shown meld with its value."""
        if event.team < 0:
            return [t("schieber.log_weis_tie")]
        raw = sum(points for _, _, points in event.shown)
        weis = times(raw, _multiplier(raw, event.points))
        lines = [t("schieber.log_weis_won", team=self.team_name(event.team), weis=weis)]
        # Per player, the best meld first, each with its own value (unmultiplied, as called).
        for seat, cards, points in sorted(event.shown, key=lambda shown: (shown[0], -shown[2])):
            lines.append(self.say("schieber.log_shows", seat, weis=self.meld_label(cards, points)))
        return lines

    def _target_reached(self, event: TargetReached) -> list[str]:
        """Who reached the target, when (after the contract or trick n) and with what."""
        lines = [
            t(
                "schieber.log_target",
                team=self.team_name(event.team),
                target=self.options.target,
                when=checkpoint_when(event.stage),
                item=checkpoint_item(event.stage),
            )
        ]
        if self.options.end_mode == "finish_deal":
            lines.append(t("schieber.log_play_on"))
        return lines

    # ----------------------------------------------------------------- deal and match
    def summary(self, record: DealRecord, state: MatchState) -> Summary:
        """Card points, last trick, Weis, Stöck and Match, each with the multiplier
        ('50 × 2 = 100'), and the totals."""
        details = record.details(SchieberDetails)
        m = details.multiplier
        cards = details.card_points
        weis, stoeck = details.weis, details.stoeck
        match_team = details.match_team
        final = record.final_state
        last = [0, 0]
        if len(final.tricks) == 9:
            last[final.tricks[-1].winner % 2] = 5
        rows = [
            SummaryRow(
                t("summary.contract_line", contract=self.contract_name(details.contract), m=m),
                ("", ""),
            ),
            # Every item as the Weis is written everywhere: its points, x the multiplier,
            # = what it adds to the deal (the right-hand figures are the Tafel's).
            SummaryRow(
                t("summary.card_points"), tuple(times(cards[i] - last[i], m) for i in (0, 1))
            ),
            SummaryRow(t("summary.last_trick"), tuple(times(last[i], m) for i in (0, 1))),
            SummaryRow(t("summary.weis"), tuple(times(weis[i], m) for i in (0, 1))),
            SummaryRow(t("summary.stoeck"), tuple(times(stoeck[i], m) for i in (0, 1))),
            SummaryRow(
                t("summary.match"),
                tuple(times(MATCH_BONUS if match_team == i else 0, m) for i in (0, 1)),
            ),
            SummaryRow(
                t("summary.deal_total"),
                tuple(str(p) for p in record.result.points[:2]),
                strong=True,
            ),
            SummaryRow(
                t("summary.game_total"), tuple(str(state.totals[i]) for i in (0, 1)), strong=True
            ),
        ]
        if not record.result.complete:
            stage = details.winner_stage  # a checkpoint code (C3:W): said in words
            rows.insert(
                0,
                SummaryRow(
                    t(
                        "summary.ended_early",
                        when=checkpoint_when(stage),
                        item=checkpoint_item(stage),
                    ),
                    ("", ""),
                ),
            )
        return (self.team_name(0), self.team_name(1)), rows

    def match_result(self, state: MatchState) -> list[str]:
        """Who won, whether double, the final totals."""
        outcome = state.outcome
        if outcome is None:
            return []
        team = outcome.winners[0] % 2
        key = "schieber.won_double" if outcome.double else "schieber.won"
        return [
            t(key, team=self.team_name(team)),
            f"{self.team_name(0)}: {state.totals[0]}",
            f"{self.team_name(1)}: {state.totals[1]}",
        ]
