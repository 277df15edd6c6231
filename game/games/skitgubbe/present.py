"""Everything the Skitgubbe table says: prompts, panels, buttons, banners, the move log,
the summary, the score sheet, the match result and the captions on the table.

Pure (no pygame, no game.ui): the table's view module only draws what this names. The
move log's sentences and the score texts live in `record`; which lays a pick-up takes
and who replays a tie come from `board`, shared with the drawing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from game.core.events import Event, TrickTaken
from game.core.match import DealRecord, MatchState
from game.core.rules import Action
from game.games.skitgubbe import record as public
from game.games.skitgubbe.actions import ADD, DARE, LAY, PICKUP, PLAY
from game.games.skitgubbe.board import pickup_preview, tied
from game.games.skitgubbe.events import (
    CardsPlayed,
    LastCardTaken,
    LoserFound,
    Phase2Started,
    PickedUp,
    PlayerOut,
    TieReplay,
    TrickAbandoned,
    TrickCleared,
)
from game.games.skitgubbe.state import ADDING, DONE, PHASE1, PHASE2, SkitgubbeDetails, SkitgubbeView
from game.games.skitgubbe.words import card_words, cards_words
from game.i18n import counted, t
from game.present import BasePresenter, Choice, Chronicle, ScoreSheet, Summary, SummaryRow

# How a seat's count badge reads: the skitgubbe, a seat out (safe), or a plain count.
Tone = Literal["loser", "out", "count"]


class SkitgubbePresenter(BasePresenter[SkitgubbeView]):
    """The words of a Skitgubbe table."""

    deal_word = "game"
    game_id = "skitgubbe"

    def _names(self, seats: Sequence[int]) -> str:
        """Seats' names in a sentence: `Ann, Cy`."""
        return ", ".join(self.seat_label(s) for s in seats)

    def _labels(self) -> tuple[str, ...]:
        """Every seat's name, in seat order."""
        return tuple(self.seat_label(s) for s in range(len(self.names)))

    # ----------------------------------------------------------------- decisions
    def describe(self, view: SkitgubbeView, action: Action) -> str:
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

    def choices(self, view: SkitgubbeView, legal: tuple[Action, ...]) -> tuple[str, list[Choice]]:
        """The decisions that are no hand cards: the dare, adding nothing, the pick-up
        (its button counts the cards it takes)."""
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
            count = sum(len(view.table[i][1]) for i in pickup_preview(view))
            key = "sk.pickup_one" if count == 1 else "sk.pickup"
            return t("sk.title_pickup"), [Choice(t(key, count=count), Action(PICKUP), accent=True)]
        return "", []

    # ----------------------------------------------------------------- panels
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
                lines.append(counted("sk.stock_left", view.stock_size, count=view.stock_size))
            elif view.last_card_holder is not None:
                lines.append(self.say("sk.last_card_at", view.last_card_holder))
            lines.append(self.say("sk.trick_led", view.trick_leader))
            if view.phase == ADDING and view.trick_winner is not None:
                lines.append(self.say("sk.adding_line", view.trick_winner))
            elif view.round > 0:
                lines.append(t("sk.replay_line", names=self._names(self.tied(view))))
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
            lines.append(t("sk.out_line", names=self._names(out)))
        if view.loser is not None:
            lines.append(self.say("sk.loser_line", view.loser))
        return lines

    def tied(self, view: SkitgubbeView) -> list[int]:
        """The seats of the running tie replay, in their playing order."""
        return tied(view)

    def score_lines(self, state: MatchState) -> list[str]:
        """Games played and each player's losses across the match."""
        return public.match_lines(self._labels(), state)

    def deal_score_lines(self, view: SkitgubbeView) -> list[str]:
        """Cards won in phase 1, cards held in phase 2, cards left at the end."""
        return public.deal_lines(self._labels(), view)

    def score_sheet(self, state: MatchState) -> ScoreSheet:
        """A row per game with its loser, the losses per player last."""
        return public.sheet(self._labels(), state)

    # ----------------------------------------------------------------- events
    def chronicle(self, event: Event, before: SkitgubbeView) -> Chronicle:
        """Every Skitgubbe event in words, with each finished trick of both phases."""
        told = public.chronicle(self.say, self._labels(), event, before)
        return told if told is not None else super().chronicle(event, before)

    def announce(self, event: Event) -> str | None:
        """Banners for plays, ties, additions, tricks, the trump turn, pick-ups and the end."""
        # Plain plays, additions and lays are not announced: their cards fly to the table.
        if isinstance(event, CardsPlayed) and event.dared:
            return self.say("sk.announce_dare", event.seat, card=card_words(event.cards[0]))
        if isinstance(event, TieReplay):
            return t("sk.announce_tie", names=self._names(event.seats))
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
    def summary(self, record: DealRecord, state: MatchState) -> Summary:
        """Trumps, the result per player, the cards left, the game's points and totals."""
        final = record.final_state
        details = record.details(SkitgubbeDetails)
        seats = range(final.seats)
        if details.trump:
            first = counted(
                "sk.summary_trumps",
                details.phase1_tricks,
                suit=t(f"sk.suit.{details.trump}"),
                tricks=details.phase1_tricks,
            )
        else:
            first = counted(
                "sk.summary_no_trumps", details.phase1_tricks, tricks=details.phase1_tricks
            )
        blank = ("",) * final.seats
        rows = [SummaryRow(first, blank)]
        if details.end_reason in ("repetition", "safety_limit"):
            rows.append(SummaryRow(t(f"sk.summary_reason.{details.end_reason}"), blank))
        rows += [
            SummaryRow(
                t("sk.summary_result"),
                tuple(
                    t("sk.summary_loser") if s == details.loser else t("sk.summary_safe")
                    for s in seats
                ),
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
                t("sk.match_safe", names=self._names(outcome.winners)),
            ]
        else:  # a series: its skitgubbe (if one lost most) and every player's count
            everyone = len(outcome.winners) == len(state.totals)
            lines = [
                self.say("sk.series_loser", outcome.loser)
                if outcome.loser is not None
                else t("sk.series_shared"),
                t("sk.series_even")
                if everyone
                else t("sk.series_best", names=self._names(outcome.winners)),
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

    # ----------------------------------------------------------------- on the table
    def deck_caption(self, view: SkitgubbeView) -> str:
        """Above the deck spot: the stock's count, then the trumps, or who holds the
        face-down last card ("" when the spot is empty)."""
        if view.stock_size:
            return t("sk.stock", count=view.stock_size)
        if view.trump is not None:
            return t("sk.trumps", suit=t(f"sk.suit.{view.trump}"))
        if view.last_card_holder is not None:
            return self.say("sk.last_card", view.last_card_holder)
        return ""

    def tied_caption(self) -> str:
        """Over each fan that replays a tie."""
        return t("sk.tied")

    def to_beat_caption(self) -> str:
        """Over the top lay."""
        return t("sk.to_beat")

    def takes_caption(self) -> str:
        """Under the lays a pick-up would take."""
        return t("sk.takes")

    def seat_count(self, view: SkitgubbeView, seat: int) -> tuple[str, Tone]:
        """Beside a seat's plate: the skitgubbe, a seat out, cards in hand and won
        (phase 1) or cards held (phase 2)."""
        if view.loser == seat:
            return t("sk.badge_loser"), "loser"
        if view.phase in (PHASE1, ADDING):
            return t(
                "sk.badge_phase1", hand=view.hand_sizes[seat], won=view.won_sizes[seat]
            ), "count"
        if not view.in_game[seat] or (view.phase == DONE and not view.hand_sizes[seat]):
            return t("sk.badge_out"), "out"
        count = view.hand_sizes[seat]
        key = "sk.badge_one_card" if count == 1 else "sk.badge_cards"
        return t(key, count=count), "count"
