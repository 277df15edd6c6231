"""PURE: following a Klaverjas match in words: card and side names, the move log, the live
deal points, the totals against the game's end and the full score sheet. The base of the
game's presenter (present.py); no drawing and no `game.ui` here.

Everything is built from public data only (the events and what every seat sees), so the
log reads the same whoever's view is passed as `before`.
"""

from __future__ import annotations

from pydantic import BaseModel

from game.core.cards import Card
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
from game.games.klaverjas.events import (
    CardsLaidAway,
    DealThrownIn,
    Nat,
    Pit,
    RoemLost,
    RoemScored,
    SuitTurnedUp,
    WidowTaken,
)
from game.games.klaverjas.options import TARGET, KlaverjasOptions
from game.games.klaverjas.roem import roem_parts
from game.games.klaverjas.scoring import contenders
from game.games.klaverjas.state import KlaverjasDetails, KlaverjasState, KlaverjasView
from game.games.klaverjas.tables import CARD_ID, SUIT_INDEX
from game.i18n import counted, t
from game.present import BasePresenter, Chronicle, ScoreSheet, SummaryRow, TrickView

SUIT_KEYS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
RANK_KEYS = {7: "7", 8: "8", 9: "9", 10: "10", 11: "jack", 12: "queen", 13: "king", 14: "ace"}
LAST_TRICK = {4: 8, 3: 10}  # tricks per deal (4.3, 11.2): the last one earns +10


class KlaverjasRecord(BasePresenter[KlaverjasView]):
    """The words of a Klaverjas match: log sentences, deal points, totals, score sheet."""

    game_id = "klaverjas"
    options: KlaverjasOptions

    def __init__(self, options: BaseModel, names: tuple[str, ...], faces: str = "french") -> None:
        if not isinstance(options, KlaverjasOptions):
            raise TypeError("a Klaverjas presenter needs Klaverjas options")
        super().__init__(options, names, faces)
        # The running match, remembered from the score panel: its sides (partner rotation
        # re-pairs the players) name who scored in the announcements.
        self.match: MatchState | None = None

    # ----------------------------------------------------------------- names
    def suit_name(self, suit: str) -> str:
        """Localised suit name: 'Hearts'."""
        return t(f"suit.{SUIT_KEYS[suit]}")

    def card_label(self, card: Card) -> str:
        """A card in words: 'Jack of Hearts'."""
        return t(
            "klaverjas.card",
            rank=t(f"klaverjas.rank.{RANK_KEYS[card.rank]}"),
            suit=self.suit_name(card.suit),
        )

    def card_text(self, card: Card) -> str:
        """Cards in the log are named as on the table's buttons ('Jack of Hearts')."""
        return self.card_label(card)

    def trumps_name(self, details: KlaverjasDetails) -> str:
        """The trump suit of a played deal in words ("" for a thrown-in deal, which has none)."""
        return self.suit_name(details.trump) if details.trump is not None else ""

    def side_name(self, side: tuple[int, ...]) -> str:
        """A side named by its players: 'Anna & Ben', or one name with three players."""
        return " & ".join(self.names[seat] for seat in side)

    @staticmethod
    def _side_of(sides: tuple[tuple[int, ...], ...], seat: int) -> tuple[int, ...]:
        return next(side for side in sides if seat in side)

    def roem_words(self, cards: tuple[Card, ...], trump: str | None) -> str:
        """What a trick's roem is made of, in words: 'three in a row + stuk'.

        The parts come from the engine's own roem function, so the words always name
        exactly what was counted."""
        if trump is None or not cards:
            return ""
        parts = roem_parts(
            [CARD_ID[card] for card in cards],
            SUIT_INDEX[trump],
            self.options.four_low_ranks_roem,
        )
        return " + ".join(t(f"klaverjas.roem.{kind}") for kind, _ in parts)

    # ----------------------------------------------------------------- move log
    def chronicle(self, event: Event, before: KlaverjasView) -> Chronicle:
        """The log sentences of one Klaverjas event (never a hidden card)."""
        view = before
        if isinstance(event, CardPlayed):
            return self._played(event, view)
        if isinstance(event, TrickTaken):
            return self._taken(event, view)
        if isinstance(event, DealStarted):
            return super().chronicle(event, before)
        lines = self._bid_lines(event, view) or self._deal_lines(event, view)
        return Chronicle(tuple(lines))

    def _played(self, event: CardPlayed, view: KlaverjasView) -> Chronicle:
        card = self.card_text(event.card)
        key = "klaverjas.log_leads" if not view.trick else "log.plays"
        return Chronicle((self.say(key, event.seat, card=card),), ((event.seat, event.card),))

    def _taken(self, event: TrickTaken, view: KlaverjasView) -> Chronicle:
        last = event.number == LAST_TRICK[view.seats]
        key = "klaverjas.log_takes_last" if last else "klaverjas.log_takes"
        line = self.say(key, event.winner, n=event.number, points=event.points)
        note = t("log.points", points=event.points)
        title = t("klaverjas.trick_title", n=event.number)
        return Chronicle((line,), closed=TrickView((), event.winner, title, note))

    def _bid_lines(self, event: Event, view: KlaverjasView) -> list[str]:
        """The trump choice: turned-up suits, passes, the choice, the widow, laying away."""
        if isinstance(event, SuitTurnedUp):
            key = "klaverjas.log_turned" if event.round == 1 else "klaverjas.log_turned_again"
            return [t(key, suit=self.suit_name(event.suit))]
        if isinstance(event, Passed):
            return self._passed(event, view)
        if isinstance(event, TrumpChosen):
            suit = self.suit_name(event.mode)
            key = "klaverjas.log_accepts" if view.proposal == event.mode else "klaverjas.log_trumps"
            return [self.say(key, event.seat, suit=suit)]
        if isinstance(event, WidowTaken):
            return [self.say("klaverjas.log_widow", event.seat)]
        if isinstance(event, CardsLaidAway):
            # Face down: which cards is the maker's secret, so the log never says.
            return [self.say("klaverjas.log_laid_away", event.seat)]
        if isinstance(event, DealThrownIn):
            return [t("klaverjas.log_thrown_in")]
        return []

    def _passed(self, event: Passed, view: KlaverjasView) -> list[str]:
        # The first turned-up suit has no event of its own (it is dealt face up), so a
        # pass names the suit it refuses.
        if view.proposal is not None:
            lines = [
                self.say(
                    "klaverjas.log_pass_turned", event.seat, suit=self.suit_name(view.proposal)
                )
            ]
        else:
            lines = [self.say("klaverjas.log_pass", event.seat)]
        if event.to_seat != view.first_hand or view.seats != 4:
            return lines
        # Four players: a pass back to first hand means everybody passed. Unless a second
        # suit is turned up next (its own event says so), first hand must now choose.
        options = self.options
        if view.proposal is not None:
            if options.turn_up_all_pass == "second_turn_then_redeal":
                return lines
            if options.turn_up_all_pass == "first_hand_plays_turned":
                return [
                    *lines,
                    self.say(
                        "klaverjas.log_forced_turned",
                        event.to_seat,
                        suit=self.suit_name(view.proposal),
                    ),
                ]
        return [*lines, self.say("klaverjas.log_forced", event.to_seat)]

    def _deal_lines(self, event: Event, view: KlaverjasView) -> list[str]:
        """Roem, nat, pit, the deal's score and the end of the match."""
        if isinstance(event, RoemScored | RoemLost):
            return [self._roem_line(event, view)]
        if isinstance(event, Nat):
            side = self._side_of(view.sides, event.maker)
            return [t("klaverjas.log_nat", side=self.side_name(side))]
        if isinstance(event, Pit):
            key = "klaverjas.log_pit" if event.bonus else "klaverjas.log_pit_no_bonus"
            return [t(key, side=self.side_name(event.seats), bonus=event.bonus)]
        if isinstance(event, DealEnded):
            return [self._deal_ended(event, view)]
        if isinstance(event, MatchDecided):
            return [self._decided(event, view)]
        text = self.announce(event)
        return [text] if text else []

    def _roem_line(self, event: RoemScored | RoemLost, view: KlaverjasView) -> str:
        what = self.roem_words(event.cards, view.trump) or t("klaverjas.roem.some")
        side = self.side_name(self._side_of(view.sides, event.seat))
        if isinstance(event, RoemLost):
            return t("klaverjas.log_roem_lost", side=side, what=what, points=event.points)
        manual = self.options.roem_claim == "manual"
        key = "klaverjas.log_roem_claimed" if manual else "klaverjas.log_roem"
        return t(key, side=side, what=what, points=event.points)

    def _deal_ended(self, event: DealEnded, view: KlaverjasView) -> str:
        if not any(event.points) and view.maker is None:
            return t("klaverjas.log_no_score")
        scores = t("klaverjas.list_sep").join(
            t("klaverjas.side_score", side=self.side_name(side), points=event.points[side[0]])
            for side in view.sides
        )
        return t("klaverjas.log_deal_score", scores=scores)

    def _decided(self, event: MatchDecided, view: KlaverjasView) -> str:
        groups = contenders(view.seats, self.options)
        winners = [group for group in groups if group[0] in event.winners]
        if len(winners) > 1:
            names = t("klaverjas.list_sep").join(self.side_name(s) for s in winners)
            return t("klaverjas.draw", sides=names)
        if len(winners[0]) > 1:
            return t("klaverjas.won", side=self.side_name(winners[0]))
        return self.say("klaverjas.won_one", winners[0][0], side=self.side_name(winners[0]))

    # ----------------------------------------------------------------- score panel
    def deal_score_lines(self, view: KlaverjasView) -> list[str]:
        """Card points and roem each side has taken so far this deal (from trumps on).

        Laid-away cards count for the maker only when the deal is scored: until then they
        are the maker's secret, so they are not in the running count."""
        if view.maker is None:
            return []
        lines = [t("klaverjas.deal_points_title")]
        for index, side in enumerate(view.sides):
            cards, roem = view.card_points[index], view.roem[index]
            key = "klaverjas.deal_points_roem" if roem else "klaverjas.deal_points"
            lines.append(t(key, side=self.side_name(side), cards=cards, roem=roem))
        return lines

    def score_lines(self, state: MatchState) -> list[str]:
        """The totals against the game's end: deals left (and who leads by how much), or
        the points each contender still needs for 1500."""
        self.match = state
        seats = len(state.totals)
        groups = contenders(seats, self.options)
        per_game = self.options.deals_per_game(seats)
        totals = [(self.side_name(group), state.totals[group[0]]) for group in groups]
        if per_game is None:
            lines = [t("klaverjas.totals_target", target=TARGET)]
            lines += [
                t("klaverjas.total_needs", side=name, total=total, need=max(0, TARGET - total))
                for name, total in totals
            ]
            return lines
        games = 3 if self.options.partner_rotation else 1
        played = _counted(state)
        lines = [t("klaverjas.totals_deals", n=played, total=per_game * games)]
        lines += [t("klaverjas.total_line", side=name, total=total) for name, total in totals]
        lines.append(self._lead_line(state, groups, per_game * games - played))
        return lines

    def _lead_line(self, state: MatchState, groups: tuple[tuple[int, ...], ...], left: int) -> str:
        """Who leads by how much and the deals left: a single player leading is said with
        the seat's own verb form ("You lead", "Anna leads"), one deal left in the singular."""
        ranked = sorted(groups, key=lambda group: -state.totals[group[0]])
        gap = state.totals[ranked[0][0]] - state.totals[ranked[1][0]]
        if gap == 0:
            return counted("klaverjas.level", left, left=left)
        side = self.side_name(ranked[0])
        if len(ranked[0]) > 1:
            return counted("klaverjas.leads_by", left, side=side, points=gap, left=left)
        return self.say_counted(
            "klaverjas.leads_by_one", ranked[0][0], left, side=side, points=gap, left=left
        )

    # ----------------------------------------------------------------- score sheet
    def score_sheet(self, state: MatchState) -> ScoreSheet:
        """A Dutch klaverjas sheet: per deal trumps and makers, each side's points and
        roem (what the side scores, nat and pit marked); column sums and totals last."""
        seats = len(state.totals)
        groups = contenders(seats, self.options)
        headings: list[str] = []
        for group in groups:
            headings += [self.side_name(group), t("klaverjas.sheet_roem")]
        rows = [self._sheet_deal(record, groups) for record in state.history]
        sums = [0] * (2 * len(groups))
        for record in state.history:
            for index, (points, roem, _) in enumerate(self.sheet_cells(record, groups)):
                sums[2 * index] += points
                sums[2 * index + 1] += roem
        rows.append(SummaryRow(t("klaverjas.sheet_sums"), tuple(str(v) for v in sums), True))
        totals: list[str] = []
        for group in groups:
            totals += [str(state.totals[group[0]]), ""]
        rows.append(SummaryRow(t("sheet.total"), tuple(totals), True))
        return ScoreSheet(self._sheet_title(state), tuple(headings), tuple(rows))

    def _sheet_title(self, state: MatchState) -> str:
        per_game = self.options.deals_per_game(len(state.totals))
        if per_game is None:
            return t("klaverjas.sheet_title_target", target=TARGET)
        games = 3 if self.options.partner_rotation else 1
        return t("klaverjas.sheet_title_played", n=_counted(state), total=per_game * games)

    def _sheet_deal(self, record: DealRecord, groups: tuple[tuple[int, ...], ...]) -> SummaryRow:
        details = record.details(KlaverjasDetails)
        if details.thrown_in:
            blank = ("",) * (2 * len(groups))
            return SummaryRow(t("klaverjas.sheet_thrown"), blank)
        label = t(
            "klaverjas.sheet_deal_row",
            n=details.deals_counted,
            suit=self.trumps_name(details),
            name=self.names[details.maker],
        )
        values: list[str] = []
        for points, roem, mark in self.sheet_cells(record, groups):
            values.append(f"{points} {mark}".strip() if mark else str(points))
            values.append(str(roem) if roem else "")
        return SummaryRow(label, tuple(values))

    def sheet_cells(
        self, record: DealRecord, groups: tuple[tuple[int, ...], ...]
    ) -> list[tuple[int, int, str]]:
        """Per contender: points (cards and pit bonus), roem, and a mark (nat, pit).

        points + roem is the engine's deal score. Nat gives the makers nothing, and the
        others score the roem of both sides, as the rules move it (8.2, 11.5)."""
        details = record.details(KlaverjasDetails)
        if details.thrown_in:
            return [(0, 0, "")] * len(groups)
        setup = record.final_state.setup
        roem = details.roem
        maker_side = setup.side_of[details.maker]
        cells = []
        for group in groups:
            side = setup.side_of[group[0]]
            score = record.result.points[group[0]]
            scored = scored_roem(roem, side, maker_side, details.nat)
            mark = ""
            if details.nat and side == maker_side:
                mark = t("klaverjas.mark_nat")
            elif details.tricks_won[side] == LAST_TRICK[setup.seats]:
                mark = t("klaverjas.mark_pit")
            cells.append((score - scored, scored, mark))
        return cells


def scored_roem(roem: tuple[int, ...], side: int, maker_side: int, nat: bool) -> int:
    """The roem a side scores: its own, or at nat none for the makers and all of it for
    the others (the makers' roem changes hands, 8.2 / 11.5; the same under Amsterdam and
    Rotterdam play). The summary and the score sheet both write roem where it scores."""
    if not nat:
        return roem[side]
    return 0 if side == maker_side else sum(roem)


def _counted(state: MatchState) -> int:
    """Deals counted towards the game length so far (thrown-in deals do not count)."""
    deal: KlaverjasState = state.deal
    done = deal.final_points is not None and not deal.thrown_in
    return deal.setup.counted_before + (1 if done else 0)
