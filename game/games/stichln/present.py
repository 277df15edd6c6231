"""PURE: everything the table says about Stichln (3 to 8 players, secret minus colours).

Prompts and the information panel, the running scores by rank, the viewer's round so far,
banners, the move log's sentences (a face-down minus card is named only once it is turned
up), the round summary, the score sheet and the match result; and the words and numbers
the seat tags show (colour names, captured minus values, the tally of a colour's cards).
"""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import BaseModel

from game.core.cards import Card
from game.core.events import DealEnded, Event, MatchDecided, TrickTaken
from game.core.match import DealRecord, MatchState
from game.core.rules import Action
from game.games.stichln.events import MinusCardChosen, MinusCardsRevealed, TrickDiscarded
from game.games.stichln.options import StichlnOptions
from game.games.stichln.rules import StichlnRules
from game.games.stichln.state import DECLARE, StichlnDetails, StichlnView
from game.games.stichln.tables import hand_size
from game.i18n import counted, t
from game.present import BasePresenter, Chronicle, ScoreSheet, Summary, SummaryRow, TrickView

# From this many seats the score panel lists only the leaders and the viewer: the right
# column's upper seat sits just below the panel there.
COMPACT_SEATS = 7


@dataclass(frozen=True, slots=True)
class SeatTag:
    """The lines of a seat's tag by its name plate. Only the first while the seat has
    still to choose (`waiting`) or its minus card is face down for these eyes."""

    first: str  # "choosing...", or tricks taken and the game total
    waiting: bool = False
    colour: str = ""  # the minus colour's letter, once the tag may show it
    minus: str = ""  # the captured cards of the minus colour by value (or "none yet")
    minus_short: str = ""  # their count and sum, for a tag too narrow for the list
    score: int = 0  # the round score so far
    score_text: str = ""
    gone: str = ""  # the tally: cards of the minus colour played this round
    tricks: str = ""  # the first line's halves, each a line on a tag too narrow for it
    total: str = ""


def minus_text(points: int) -> str:
    """Points taken off, signed: "-3"; nothing taken off is "0", never "-0"."""
    return f"-{points}" if points else "0"


def revealed(view: StichlnView) -> bool:
    """True once every minus card is face up for this viewer (turned up together)."""
    return all(card is not None for card in view.declared)


class StichlnPresenter(BasePresenter[StichlnView]):
    """What the Stichln table says, for 3 to 8 players."""

    deal_word = "round"
    game_id = "stichln"

    def __init__(self, options: BaseModel, names: tuple[str, ...], faces: str = "french") -> None:
        super().__init__(options, names, faces)
        assert isinstance(options, StichlnOptions)
        # The round summary reads a finished round through a seat's view.
        self.rules = StichlnRules(options)
        self.match: MatchState | None = None  # remembered for the totals on the seat tags
        # The seat whose view the table showed last, for "the viewer" in the score panel
        # (score_lines gets the match only); the solo human's seat when there is one.
        self.viewer: int | None = None

    # ----------------------------------------------------------------- names
    def colour_name(self, colour: str) -> str:
        """Localised colour name: 'red'."""
        return t(f"stichln.colour.{colour}")

    # ----------------------------------------------------------------- decisions
    def describe(self, view: StichlnView, action: Action) -> str:
        """The minus card is laid face down; other cards are played."""
        if action.kind == "declare":
            return t("confirm.declare", card=self.card_text(action.cards[0]))
        return super().describe(view, action)

    def prompt(self, view: StichlnView, legal: tuple[Action, ...]) -> str:
        """What the human should do now."""
        if not legal:
            return ""
        if view.phase == DECLARE:
            return t("stichln.prompt_declare")
        if not view.trick:
            return t("stichln.prompt_lead")
        led = view.trick[0][1].suit
        return t("stichln.prompt_play", colour=self.colour_name(led))

    # ----------------------------------------------------------------- panels
    def info_lines(self, view: StichlnView) -> list[str]:
        """Round and dealer, the declaration progress or the led colour."""
        self.viewer = view.seat
        lines = [
            self.say("stichln.round_of", view.dealer, n=view.deal_index + 1, total=view.rounds)
        ]
        if view.phase == DECLARE:
            lines.append(t("stichln.declaring", done=sum(view.chosen), seats=view.seats))
        elif view.trick:
            lines.append(t("stichln.led", colour=self.colour_name(view.trick[0][1].suit)))
        lines.append(t("stichln.rule_zero"))
        if self.rules.options.minus_reveal != "simultaneous_after_choice":
            lines.append(t("stichln.secret_minus"))
        return lines

    def score_lines(self, state: MatchState) -> list[str]:
        """Round number and the running totals by rank (at 7-8 seats: leaders and viewer)."""
        self.match = state
        rounds = self.rules.options.rounds_for(len(self.names))
        lines = [t("stichln.sheet_title", n=min(len(state.history) + 1, rounds), total=rounds)]
        ranked = self.ranking(state.totals)
        if len(ranked) >= COMPACT_SEATS:
            viewer = self.you if self.you is not None else self.viewer
            shown = ranked[:3] if viewer in [s for s, _ in ranked[:3]] else ranked[:2]
            shown += [(s, r) for s, r in ranked if s == viewer and (s, r) not in shown]
            ranked = shown
        return lines + [
            t("stichln.rank_line", rank=rank, name=self.names[seat], total=state.totals[seat])
            for seat, rank in ranked
        ]

    @staticmethod
    def ranking(totals: tuple[int, ...]) -> list[tuple[int, int]]:
        """(seat, rank) best first; equal totals share a rank (1, 1, 3)."""
        order = sorted(range(len(totals)), key=lambda s: (-totals[s], s))
        return [(seat, 1 + sum(1 for v in totals if v > totals[seat])) for seat in order]

    def deal_score_lines(self, view: StichlnView) -> list[str]:
        """The viewer's round so far (+1 cards, minus cards, own card) when that is public
        or the only human is looking; otherwise the trick count."""
        self.viewer = view.seat
        if view.phase == DECLARE:
            return []
        face = view.declared[view.seat]
        # While minus colours are secret the viewer's own card is in the view, but at a
        # hot-seat table the panel is also on screen at the hand-over: only the solo
        # human (nobody else looks) sees their own part then.
        if face is not None and (revealed(view) or self.you == view.seat):
            plus, minus, own = self.round_parts_for(view, view.seat, face)
            return [
                self.say(
                    "stichln.deal_parts",
                    view.seat,
                    plus=f"+{plus}",
                    minus=minus_text(minus),
                    card=minus_text(own),
                    score=f"{plus - minus - own:+d}",
                )
            ]
        tricks = hand_size(view.seats, self.rules.options.seven_player_hand) - 1
        return [t("stichln.deal_trick", n=min(len(view.tricks) + 1, tricks), total=tricks)]

    def score_sheet(self, state: MatchState) -> ScoreSheet:
        """Every round's score per player (signed), the totals last."""
        rows = [
            SummaryRow(
                t("stichln.sheet_round", n=record.index + 1),
                tuple(f"{p:+d}" for p in record.result.points),
            )
            for record in state.history
        ]
        rows.append(SummaryRow(t("sheet.total"), tuple(str(p) for p in state.totals), True))
        return ScoreSheet(t("sheet.title"), tuple(self.names), tuple(rows))

    def announce(self, event: Event) -> str | None:
        """Banners for the turned-up minus cards and a discarded all-zero trick."""
        if isinstance(event, MinusCardsRevealed):
            return t("stichln.announce_revealed")
        if isinstance(event, TrickDiscarded):
            return self.say("stichln.announce_discarded", event.leader)
        return None

    # ----------------------------------------------------------------- move log
    def chronicle(self, event: Event, before: StichlnView) -> Chronicle:
        """Every Stichln event in words; a minus card is named only once it is turned up."""
        if isinstance(event, MinusCardChosen):
            return Chronicle((self.say("stichln.log_chosen", event.seat),))
        if isinstance(event, MinusCardsRevealed):
            lines = [t("stichln.log_revealed")]
            lines += [
                self.say(
                    "stichln.log_minus",
                    seat,
                    colour=self.colour_name(card.suit),
                    card=self.card_text(card),
                )
                for seat, card in enumerate(event.cards)
            ]
            return Chronicle(tuple(lines))
        if isinstance(event, TrickTaken):
            return self._taken(event, before)
        if isinstance(event, TrickDiscarded):
            # The cards are already in the running trick (their CardPlayed events).
            return Chronicle(
                (self.say("stichln.log_discarded", event.leader),),
                closed=TrickView((), None, t("stichln.trick_discarded")),
            )
        if isinstance(event, DealEnded):
            lines = [t("stichln.log_round_over", n=before.deal_index + 1)]
            lines += [
                self.say(
                    "stichln.log_score",
                    seat,
                    score=f"{points:+d}",
                    total=before.totals_before[seat] + points,
                )
                for seat, points in enumerate(event.points)
            ]
            return Chronicle(tuple(lines))
        if isinstance(event, MatchDecided):
            return Chronicle(tuple(self._winners(event.winners)))
        return super().chronicle(event, before)

    def _taken(self, event: TrickTaken, before: StichlnView) -> Chronicle:
        """A taken trick, with what it is worth to the taker once minus colours are public.

        While they are secret the engine reports 0 points (the value would give the
        colour away) and the log names no points either."""
        if not revealed(before):
            return Chronicle(
                (self.say("stichln.log_takes", event.winner),), closed=TrickView((), event.winner)
            )
        face = before.declared[event.winner]
        assert face is not None  # every card is face up: revealed
        points = f"{event.points:+d}"
        minus = sorted((c for c in event.cards if c.suit == face.suit), key=lambda c: -c.rank)
        if minus:
            cards = t("stichln.list_sep").join(self.card_text(c) for c in minus)
            line = self.say_counted(
                "stichln.log_takes_minus",
                event.winner,
                abs(event.points),
                points=points,
                cards=cards,
            )
        else:
            line = self.say_counted(
                "stichln.log_takes_points", event.winner, abs(event.points), points=points
            )
        note = counted(
            "stichln.trick_points", abs(event.points), points=points, name=self.names[event.winner]
        )
        return Chronicle((line,), closed=TrickView((), event.winner, note=note))

    def _winners(self, winners: tuple[int, ...]) -> list[str]:
        """The match result line: one winner or a shared win."""
        names = ", ".join(self.names[s] for s in winners)
        if len(winners) == 1:
            return [self.say("stichln.won", winners[0], names=names)]
        return [t("stichln.shared", names=names)]

    # ----------------------------------------------------------------- scores
    @staticmethod
    def captured(view: StichlnView, seat: int) -> list[Card]:
        """Cards a seat has taken in tricks (finished tricks are public)."""
        return [card for record in view.tricks if record.winner == seat for _, card in record.plays]

    def round_parts(self, view: StichlnView, seat: int) -> tuple[int, int, int] | None:
        """(+1 cards, minus-card values, own card value) of a seat, once its colour is known."""
        declared = view.declared[seat]
        return None if declared is None else self.round_parts_for(view, seat, declared)

    def round_parts_for(self, view: StichlnView, seat: int, face: Card) -> tuple[int, int, int]:
        """Like `round_parts`, for a minus card the caller may see (the viewer's own)."""
        taken = self.captured(view, seat)
        plus = sum(1 for card in taken if card.suit != face.suit)
        minus = sum(card.rank for card in taken if card.suit == face.suit)
        return plus, minus, face.rank

    def summary(self, record: DealRecord, state: MatchState) -> Summary:
        """One row per player: minus colour, +1 cards, minus cards, own card, round, total."""
        final = self.rules.view(record.final_state, 0)
        headings = (
            t("stichln.head_minus"),
            t("stichln.head_plus"),
            t("stichln.head_minus_cards"),
            t("stichln.head_card"),
            t("stichln.head_round"),
            t("stichln.head_total"),
        )
        best = max(record.result.points)
        rows = []
        for seat in range(final.seats):
            parts = self.round_parts(final, seat)
            assert parts is not None  # every card is turned up at the end of a round
            plus, minus, own = parts
            declared = final.declared[seat]
            assert declared is not None
            rows.append(
                SummaryRow(
                    self.names[seat],
                    (
                        self.colour_name(declared.suit),
                        f"+{plus}",
                        minus_text(minus),
                        minus_text(own),
                        str(record.result.points[seat]),
                        str(state.totals[seat]),
                    ),
                    strong=record.result.points[seat] == best,
                )
            )
        details = record.details(StichlnDetails)
        if details.discarded_tricks:
            rows.append(
                SummaryRow(t("stichln.discarded_tricks", n=details.discarded_tricks), ("",) * 6)
            )
        return headings, rows

    def match_result(self, state: MatchState) -> list[str]:
        """The winner (or a shared win) and every player's total, best first."""
        outcome = state.outcome
        if outcome is None:
            return []
        first = self._winners(outcome.winners)[0]
        ranked = sorted(range(len(self.names)), key=lambda s: -state.totals[s])
        return [first] + [
            t("stichln.rank_line", rank=i + 1, name=self.names[s], total=state.totals[s])
            for i, s in enumerate(ranked)
        ]

    # ----------------------------------------------------------------- seat tags
    def seat_tag(self, view: StichlnView, seat: int, face: Card | None) -> SeatTag:
        """What a seat's tag says; `face`: its minus card as the tag may show it (None
        while it is face down for these eyes)."""
        if view.phase == DECLARE and not view.chosen[seat]:
            return SeatTag(t("stichln.tag_waiting"), waiting=True)
        tricks = sum(1 for record in view.tricks if record.winner == seat)
        total = self.match.totals[seat] if self.match is not None else 0
        first = t("stichln.tag_tricks", tricks=tricks, total=total)
        halves = (
            t("stichln.tag_tricks_only", tricks=tricks),
            t("stichln.tag_total_only", total=total),
        )
        if face is None:
            return SeatTag(first, tricks=halves[0], total=halves[1])
        minus = sorted(
            (c.rank for c in self.captured(view, seat) if c.suit == face.suit), reverse=True
        )
        listed, short = t("stichln.tag_no_minus"), ""
        if minus:
            listed = t("stichln.tag_minus", values=", ".join(str(v) for v in minus))
            short = counted("stichln.tag_minus_sum", len(minus), count=len(minus), total=sum(minus))
        plus, taken, own = self.round_parts_for(view, seat, face)
        score = plus - taken - own
        return SeatTag(
            first,
            colour=face.suit,
            minus=listed,
            minus_short=short,
            score=score,
            score_text=t("stichln.tag_round", score=f"{score:+d}"),
            gone=self.gone_text(view, face),
            tricks=halves[0],
            total=halves[1],
        )

    def gone_text(self, view: StichlnView, face: Card) -> str:
        """The tally line: how many cards of this minus colour have been played so far."""
        return t(
            "stichln.tag_gone",
            colour=self.colour_name(face.suit),
            gone=self.gone(view, face.suit),
            count=view.top_value + 1,
        )

    @staticmethod
    def gone(view: StichlnView, colour: str) -> int:
        """Cards of `colour` played this round: finished tricks and the running trick
        (the face-down minus cards are not played, so they do not count)."""
        played = [card for record in view.tricks for _, card in record.plays]
        played += [card for _, card in view.trick]
        return sum(1 for card in played if card.suit == colour)
