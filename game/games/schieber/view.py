"""How a Schieber table looks: contract panel, Weis and Stöck, score sheet, deal summary."""

from __future__ import annotations

from typing import Any

from game.core.cards import Card
from game.core.events import Event, Passed, TrumpChosen
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
from game.games.schieber.rules import SchieberRules
from game.games.schieber.state import CONTRACT, SchieberView
from game.i18n import t
from game.i18n.refusals import card_text
from game.ui.table_adapter import Choice, SummaryRow, TableAdapter

CONTRACT_ORDER = ("S", "C", "D", "H", "obenabe", "undenufe")
# Swiss suit names follow the seed's mapping: Acorns = spades, Roses = clubs,
# Shields = diamonds, Bells = hearts (rules section 1).
_SUIT_KEYS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}


def weis_name(event: WeisDeclared) -> str:
    """The best meld of a Weis announcement in the current language."""
    if event.top is None:
        return event.best
    if event.quad:
        return t(f"schieber.weis_quad.{event.top.rank}")
    return t("schieber.weis_run", length=event.length, card=card_text(event.top))


class SchieberTable(TableAdapter):
    """Presentation of Schieber Jass."""

    def __init__(self, rules: SchieberRules, names: tuple[str, ...],
                 face_style: str = "french") -> None:
        super().__init__(rules, names)
        self.face_style = face_style
        self.mirror = rules.options.mirror_display

    # ----------------------------------------------------------------- names
    def contract_name(self, contract: str) -> str:
        """Localised contract name in the deck's language (Swiss or French suits)."""
        if contract in _SUIT_KEYS:
            swiss = self.face_style == "swiss"
            return t(f"suit.{'swiss.' if swiss else ''}{_SUIT_KEYS[contract]}")
        return t(f"schieber.{contract}")

    def team_name(self, team: int) -> str:
        """A team named by its players: 'Anna & Ben'."""
        return f"{self.names[team]} & {self.names[team + 2]}"

    # ----------------------------------------------------------------- table
    def last_trick(self, view: Any) -> tuple[tuple[tuple[int, Card], ...], int] | None:
        """The last finished trick (viewable any time)."""
        if not view.tricks:
            return None
        record = view.tricks[-1]
        return record.plays, record.winner

    def choices(self, view: SchieberView, legal: tuple[Action, ...]) -> tuple[str, list[Choice]]:
        """Contract buttons (and Schieben), manual Weis, or announcing Stöck."""
        if view.phase == CONTRACT and legal:
            title = t("schieber.pushed_to_you") if view.pushed else t("schieber.choose")
            choices = []
            for contract in CONTRACT_ORDER:
                action = Action("trump", (), contract)
                if action in legal:
                    m = self.rules.options.multiplier(("C", "D", "H", "S", "obenabe",
                                                       "undenufe").index(contract))
                    choices.append(Choice(f"{self.contract_name(contract)}  x{m}", action))
            if Action("push") in legal:
                choices.append(Choice(t("schieber.push"), Action("push"), accent=True))
            return title, choices
        weis = [a for a in legal if a.kind == "weis"]
        if weis:
            return t("schieber.declare_weis"), [
                Choice(t("schieber.no_weis") if a.arg == "none" else a.arg.replace(".", " ")
                       .replace("/", "  +  "), a) for a in weis
            ]
        stoeck = [a for a in legal if a.kind == "stoeck"]
        if stoeck:
            return t("schieber.stoeck_title"), [
                Choice(t("schieber.stoeck_button", card=str(a.cards[0])), a, accent=True)
                for a in stoeck
            ]
        return "", []

    def prompt(self, view: SchieberView, legal: tuple[Action, ...]) -> str:
        """What the human should do now."""
        if not legal:
            return ""
        if view.phase == CONTRACT:
            return t("schieber.prompt_contract")
        if any(a.kind == "weis" for a in legal):
            return t("schieber.prompt_weis")
        return t("table.prompt_play")

    def info_lines(self, view: SchieberView) -> list[str]:
        """Contract, multiplier, who chose it; Weis and Stöck as they happen."""
        lines = [t("table.dealer", name=self.names[view.dealer])]
        if view.contract is None:
            lines.append(t("schieber.no_contract_yet", name=self.names[view.chooser]))
            return lines
        lines.append(t("schieber.contract_line", contract=self.contract_name(view.contract),
                       m=view.multiplier))
        key = "schieber.chosen_pushed" if view.pushed else "schieber.chosen_by"
        lines.append(t(key, name=self.names[view.chooser]))
        if view.weis_team >= 0:
            lines.append(t("schieber.weis_line", team=self.team_name(view.weis_team),
                           points=view.weis_points[view.weis_team]))
        if view.stoeck_team >= 0:
            lines.append(t("schieber.stoeck_line", team=self.team_name(view.stoeck_team)))
        return lines

    def score_lines(self, state: MatchState) -> list[str]:
        """Target, both teams' totals and the last deals."""
        target = self.rules.options.target
        lines = [t("schieber.target", target=target)]
        for team in (0, 1):
            lines.append(f"{self.team_name(team)}: {state.totals[team]}")
        for record in state.history[-4:]:
            a, b = record.result.points[:2]
            contract = record.result.details.get("contract") or "-"
            lines.append(f"  #{record.index + 1} {self.contract_name(contract)}: {a} / {b}")
        return lines

    def announce(self, event: Event) -> str | None:
        """Banners for contract, push, Weis, Stöck, Match and the target."""
        if isinstance(event, TrumpChosen):
            return t("schieber.announce_contract", name=self.names[event.seat],
                     contract=self.contract_name(event.mode))
        if isinstance(event, Passed):
            return t("schieber.announce_push", name=self.names[event.seat])
        if isinstance(event, WeisDeclared):
            return t("schieber.announce_weis", name=self.names[event.seat],
                     best=weis_name(event), points=event.points)
        if isinstance(event, WeisScored):
            if event.team < 0:
                return t("schieber.announce_weis_tie")
            return t("schieber.announce_weis_won", team=self.team_name(event.team),
                     points=event.points)
        if isinstance(event, StoeckScored):
            return t("schieber.announce_stoeck", name=self.names[event.seat],
                     points=event.points)
        if isinstance(event, StoeckLost):
            return t("schieber.announce_stoeck_lost", name=self.names[event.seat])
        if isinstance(event, MatchBonus):
            return t("schieber.announce_match", team=self.team_name(event.team))
        if isinstance(event, TargetReached):
            return t("schieber.announce_target", team=self.team_name(event.team),
                     target=self.rules.options.target)
        return None

    def summary(self, record: DealRecord, state: MatchState) -> tuple[tuple[str, ...],
                                                                      list[SummaryRow]]:
        """Card points, last trick, Weis, Stöck, Match, the multiplier and the totals."""
        details = record.result.details
        m = details["multiplier"]
        cards = details["card_points"]
        weis, stoeck = details["weis"], details["stoeck"]
        match_team = details["match_team"]
        final = record.final_state
        last = [0, 0]
        if len(final.tricks) == 9:
            last[final.tricks[-1].winner % 2] = 5
        rows = [
            SummaryRow(t("summary.contract_line", contract=self.contract_name(details["contract"]),
                         m=m), ("", "")),
            SummaryRow(t("summary.card_points"), tuple(str(cards[i] - last[i]) for i in (0, 1))),
            SummaryRow(t("summary.last_trick"), tuple(str(last[i]) for i in (0, 1))),
            SummaryRow(t("summary.weis"), tuple(str(weis[i]) for i in (0, 1))),
            SummaryRow(t("summary.stoeck"), tuple(str(stoeck[i]) for i in (0, 1))),
            SummaryRow(t("summary.match"), tuple("100" if match_team == i else "0"
                                                 for i in (0, 1))),
            SummaryRow(t("summary.multiplier"), (f"x{m}", f"x{m}")),
            SummaryRow(t("summary.deal_total"), tuple(str(p) for p in record.result.points[:2]),
                       strong=True),
            SummaryRow(t("summary.game_total"), tuple(str(state.totals[i]) for i in (0, 1)),
                       strong=True),
        ]
        if not record.result.complete:
            rows.insert(0, SummaryRow(t("summary.ended_early",
                                        stage=details["winner_stage"]), ("", "")))
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
