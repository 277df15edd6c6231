"""PURE: everything the Was Sticht table says, as the game's presenter.

The prompt, the information and score panels, banners, the move log (chronicle.py), the
round's summary, the score sheet and the match result, the words of each decision and
the texts drawn on the table (chip tags, the pool's notes, grid badges). Only public
facts reach the panels: in hot-seat they show while nobody's secrets may.
"""

from __future__ import annotations

from collections.abc import Callable

from pydantic import BaseModel

from game.core.cards import Card
from game.core.events import Event
from game.core.match import DealRecord, MatchState
from game.core.rules import Action
from game.games.was_sticht.chips import CHIPS_PER_PLAYER, KINDS
from game.games.was_sticht.chronicle import chronicle, kind_words, trumps_words
from game.games.was_sticht.events import (
    ChipCompleted,
    ChipTaken,
    ColumnHint,
    DealerEarned,
    GridLaid,
    TaskChosen,
    TaskFailed,
    TasksRevealed,
    TrumpsRevealed,
)
from game.games.was_sticht.options import WasStichtOptions
from game.games.was_sticht.scoring import SHORT_GAME_TARGET, places
from game.games.was_sticht.state import (
    CHIPS,
    DRAFT,
    DUMMY,
    PLAY,
    TASK,
    ChipHoldings,
    WasStichtDetails,
    WasStichtState,
    WasStichtView,
)
from game.i18n import counted, t
from game.present import BasePresenter, Choice, Chronicle, ScoreSheet, Summary, SummaryRow
from game.seat_names import is_default_name

# --------------------------------------------------------------------- words
# A space that never breaks a line (the panels wrap at plain spaces only).
NO_BREAK = "\u00a0"


def kind_name(kind: str) -> str:
    """A chip kind's short name ('2 tricks')."""
    return kind_words(kind)


def trumps_text(colour: str, number: str) -> str:
    """'Red and 5', 'no colour and 5', ... ."""
    return trumps_words(colour, number)


def chip_tag(kind: str) -> str:
    """The few letters printed on a chip token of `kind`."""
    return t(f"ws.tag.{kind}")


def pending_mark() -> str:
    """The mark of a face-down task: chosen, but nobody else may know what."""
    return t("ws.task_pending")


def trump_face(kind: str, value: str) -> str:
    """What a face-up trump card shows: its colour's name or its number ('none' too)."""
    if value == "none":
        return t("ws.number.none_short")
    return t(f"ws.colour.{value}") if kind == "colour" else value


class WasStichtPresenter(BasePresenter[WasStichtView]):
    """What the table says about Was Sticht."""

    deal_word = "round"
    game_id = "was_sticht"

    def __init__(
        self, options: BaseModel, names: tuple[str, ...], faces: str = "was_sticht"
    ) -> None:
        super().__init__(options, names, faces)
        if not isinstance(options, WasStichtOptions):
            raise TypeError("Was Sticht is presented with WasStichtOptions")
        self.game_options = options
        self.values = dict(zip(KINDS, options.chip_values.by_kind(), strict=True))
        self.short = options.game_length == "short"
        self.hidden_drafts = options.drafted_cards == "hidden"
        # Chips that win the game: 4 in the short game (spec 9.3), all 5 in the full one.
        self.needed = SHORT_GAME_TARGET if self.short else CHIPS_PER_PLAYER

    # ----------------------------------------------------------------- names
    def who(self, seat: int) -> str:
        """A seat's name, or 'the dummy'."""
        return t("ws.dummy") if seat == DUMMY else self.names[seat]

    def seat_label(self, seat: int) -> str:
        """A seat's name as shown on its plate; the 3-player dummy (seat -1 in a hint
        trick) is 'Dummy', never the last seat's name."""
        return t("ws.dummy_short") if seat == DUMMY else self.names[seat]

    def owner_name(self, seat: int) -> str:
        """Who missed a task the dealer fulfilled: a name, or for the solo human the
        pronoun the language puts there ("missed by you", "verfehlt von dir")."""
        return t("ws.missed_by_you") if seat == self.you else self.names[seat]

    def short_name(self, seat: int) -> str:
        """A name cut to fit a badge or a list (the dummy included)."""
        if seat == DUMMY:
            return t("ws.dummy_short")
        name = self.names[seat]
        if not is_default_name(name):
            return name[:6]
        number = "".join(ch for ch in name if ch.isdigit())
        # Hot-seat names end in their number ("Player 2"): cutting them would make two
        # players the same "Player"; keep the number ("Pl.2", never "P2": a card code).
        return t("ws.short_player", n=number) if number else name[:6]

    def value_of(self, kinds: tuple[str, ...]) -> int:
        """The sum of the corner values of some chips."""
        return sum(self.values[k] for k in kinds)

    def _completed_value(self, completed: tuple[int, ...]) -> int:
        """The value of a seat's completed chips (kind ids)."""
        return self.value_of(tuple(KINDS[k] for k in completed))

    # ----------------------------------------------------------------- decisions
    def choices(self, view: WasStichtView, legal: tuple[Action, ...]) -> tuple[str, list[Choice]]:
        """The secret task and the dealer's chip to turn are buttons; chips and cards are
        picked on the table (targets)."""
        if not legal or legal[0].kind not in ("task", "turn"):
            return "", []
        title = t("ws.task_title") if legal[0].kind == "task" else t("ws.turn_title")
        return title, [
            Choice(t("ws.chip_button", name=kind_name(a.arg), value=self.values[a.arg]), a)
            for a in legal
        ]

    def describe(self, view: WasStichtView, action: Action) -> str:
        """The secret task and the chip to turn say what confirming them does."""
        if action.kind == "task":
            return t("ws.confirm_task", name=kind_name(action.arg))
        if action.kind == "turn":
            return t("ws.confirm_turn", name=kind_name(action.arg))
        return super().describe(view, action)

    def chip_label(self, kind: str) -> str:
        """What picking a chip of the chip draft does ('Take 2 tricks (4)')."""
        return t("ws.confirm_chip", name=kind_name(kind), value=self.values[kind])

    def take_label(self, card: Card) -> str:
        """What picking a card of the column being drafted does ('Take the red 7')."""
        return t("ws.confirm_take", card=self.card_text(card))

    def prompt(self, view: WasStichtView, legal: tuple[Action, ...]) -> str:
        """What the human should do now."""
        if not legal:
            return ""
        kind = legal[0].kind
        if kind == "chip":
            if self.you is None:
                # Hot-seat: the chip draft has no hand-over screen (nothing is secret), so
                # the prompt says whose pick it is.
                return t("ws.prompt_chip_named", name=self.names[view.seat])
            return t("ws.prompt_chip")
        dealer = view.seat == view.dealer
        # The dealer chooses no task (spec 6): he scores by fulfilling a displayed task
        # that its owner misses (9.1), so his prompts say what he plays for.
        if kind == "take":
            return t("ws.prompt_take_dealer" if dealer else "ws.prompt_take", n=view.column + 1)
        if kind == "task":
            return t("ws.prompt_task")
        if kind == "turn":
            return t("ws.prompt_turn")
        return t("ws.prompt_play_dealer") if dealer else t("table.prompt_play")

    # ----------------------------------------------------------------- panels
    def info_lines(self, view: WasStichtView) -> list[str]:
        """Round, dealer, what is happening, the trumps (once public) and the hints.

        Only public facts: in hot-seat this panel shows while nobody's secrets may.
        """
        if self.short:
            lines = [t("ws.round_short", n=view.round_index + 1, total=2 * view.seats)]
        else:
            lines = [t("ws.round_full", n=view.round_index + 1)]
        if view.phase == CHIPS:
            lines.append(self.say("table.dealer", view.dealer))
            lines.append(self.phase_line(view))
            return lines
        # From the grid on, the dealer is named by the secret trumps' line and on the
        # plates and the score panel: the line goes, so the hint history fits whole.
        lines.append(self.phase_line(view))
        if view.revealed:
            lines.append(
                t(
                    "ws.trumps_line",
                    trumps=trumps_text(view.trump_colour or "none", view.trump_number or "none"),
                )
            )
        else:
            # Short names in the panel's lines: a long name must not push the hints out.
            lines.append(
                self.say("ws.trumps_secret", view.dealer, name=self.short_name(view.dealer))
            )
        lines.extend(self.hint_lines(view.hints))
        return lines

    def phase_line(self, view: WasStichtView) -> str:
        """What is happening now: the chip draft, a column, the tasks, a trick."""
        if view.phase == CHIPS:
            return counted("ws.chip_draft", len(view.chip_pool), left=len(view.chip_pool))
        if view.phase == DRAFT:
            return self.say(
                "ws.column_line",
                view.column_start,
                n=view.column + 1,
                name=self.short_name(view.column_start),
            )
        if view.phase == TASK:
            return t("ws.tasks_line")
        if view.phase == PLAY:
            return self.say(
                "ws.trick_line",
                view.leader,
                n=len(view.tricks) + 1,
                name=self.short_name(view.leader),
            )
        return t("ws.round_over")

    def hint_lines(self, hints: tuple[int, ...]) -> list[str]:
        """The dealer's hints so far in one line, grouped by the player who would have won
        with that player's columns ("Hints: Ben 1, 4 · You 2"): short enough for the panel
        to show whole. A group never breaks across lines (its spaces do not break)."""
        if not hints:
            return []
        columns: dict[int, list[int]] = {}
        for column, seat in enumerate(hints):
            columns.setdefault(seat, []).append(column + 1)
        groups = [
            t(
                "ws.hint_group",
                name=self.short_name(seat),
                columns=t("ws.hint_columns_sep").join(str(n) for n in numbers),
            ).replace(" ", NO_BREAK)
            for seat, numbers in columns.items()
        ]
        # the separator's first space does not break either, so a line never starts with it
        sep = t("ws.hint_sep").replace(" ", NO_BREAK, 1)
        return [t("ws.hints", names=sep.join(groups))]

    def score_lines(self, state: MatchState) -> list[str]:
        """The game's end condition and every player's completed chips with their value."""
        chips: ChipHoldings = state.deal.chips
        lines = [t("ws.score_short") if self.short else t("ws.score_full")]
        for seat, name in enumerate(self.names):
            done = chips.completed[seat]
            lines.append(
                t(
                    "ws.score_line",
                    name=name,
                    count=len(done),
                    need=self.needed,
                    value=self._completed_value(done),
                )
            )
        return lines

    def deal_score_lines(self, view: WasStichtView) -> list[str]:
        """Tricks won so far this round per player, with the task each plays for (the tasks
        are public once play starts)."""
        if view.phase == PLAY or view.tricks:  # and at the end of the round
            return [self.tricks_line(view, seat) for seat in range(view.seats)]
        return []

    def tricks_line(self, view: WasStichtView, seat: int) -> str:
        """One player's tricks this round and what they play for."""
        name, n = self.names[seat], view.tricks_won[seat]
        if seat == view.dealer:
            return t("ws.deal_dealer", name=name, n=n)
        task = view.tasks[seat]
        if task is None:
            return t("ws.deal_tricks", name=name, n=n)
        return t("ws.deal_task", name=name, n=n, kind=kind_name(task))

    # ----------------------------------------------------------------- the log
    def chronicle(self, event: Event, before: WasStichtView) -> Chronicle:
        """The move log in Was Sticht's words (chronicle.py); plays and deals as shared."""
        own = chronicle(self, event, before)
        return own if own is not None else super().chronicle(event, before)

    def announce(self, event: Event) -> str | None:
        """Banners for chips, the layout, hints, the reveal, tasks and the round's chips."""
        if isinstance(event, ChipTaken):
            return self.say("ws.announce_chip", event.seat, kind=kind_name(event.kind))
        if isinstance(event, GridLaid):
            return self.say("ws.announce_grid", event.dealer)
        if isinstance(event, ColumnHint):
            return t("ws.announce_hint", n=event.column + 1, name=self.who(event.winner))
        if isinstance(event, TrumpsRevealed):
            return t("ws.announce_reveal", trumps=trumps_text(event.tc, event.tn))
        if isinstance(event, TaskChosen):
            return self.say("ws.announce_task", event.seat)
        if isinstance(event, TasksRevealed):
            tasks = ",  ".join(f"{self.names[s]}: {kind_name(k)}" for s, k in event.tasks)
            return t("ws.announce_tasks", tasks=tasks)
        if isinstance(event, ChipCompleted):
            key = "ws.announce_dealer_done" if event.by_dealer else "ws.announce_done"
            return self.say(key, event.seat, kind=kind_name(event.kind))
        if isinstance(event, TaskFailed):
            return self.say("ws.announce_failed", event.seat, kind=kind_name(event.kind))
        if isinstance(event, DealerEarned):
            return self.say(
                "ws.announce_earned",
                event.dealer,
                owner=self.owner_name(event.owner),
                kind=kind_name(event.kind),
            )
        return None

    # ----------------------------------------------------------------- sheets
    def score_sheet(self, state: MatchState) -> ScoreSheet:
        """Per round: the dealer, every task and whether it was met, the chips gained;
        then the chips completed (the match score) and their value."""
        rows = [self._sheet_row(record) for record in state.history]
        chips: ChipHoldings = state.deal.chips
        rows.append(SummaryRow(t("ws.sum_total"), tuple(str(n) for n in state.totals), True))
        rows.append(
            SummaryRow(
                t("ws.sheet_value"),
                tuple(str(self._completed_value(done)) for done in chips.completed),
                True,
            )
        )
        return ScoreSheet(t("ws.sheet_title"), tuple(self.names), tuple(rows))

    def _sheet_row(self, record: DealRecord) -> SummaryRow:
        final: WasStichtState = record.final_state
        gained = record.result.points

        def cell(seat: int) -> str:
            if seat == final.dealer:
                if gained[seat]:
                    return t("ws.sheet_dealer_gain", gained=gained[seat])
                return t("ws.sheet_dealer")
            kind = final.tasks[seat]
            if kind < 0:
                return t("ws.sheet_none")
            if gained[seat]:
                return t("ws.sheet_met", kind=kind_name(KINDS[kind]), gained=gained[seat])
            return t("ws.sheet_missed", kind=kind_name(KINDS[kind]))

        label = t("ws.sheet_round", n=record.index + 1, name=self.names[final.dealer])
        return SummaryRow(label, tuple(cell(s) for s in range(final.seats)))

    def summary(self, record: DealRecord, state: MatchState) -> Summary:
        """Trumps, each player's task, tricks, whether it was met, the chip turned, totals."""
        final: WasStichtState = record.final_state
        details = record.details(WasStichtDetails)
        seats = range(final.seats)
        colour, number = details.trumps

        def per_seat(fn: Callable[[int], object]) -> tuple[str, ...]:
            return tuple(str(fn(s)) for s in seats)

        def task(s: int) -> str:
            if s == final.dealer:
                return t("ws.sum_dealer")
            return kind_name(KINDS[final.tasks[s]]) if final.tasks[s] >= 0 else "-"

        def met(s: int) -> str:
            ok = final.dealer_source >= 0 if s == final.dealer else final.completed_now[s] >= 0
            return t("ws.sum_yes") if ok else t("ws.sum_no")

        def turned(s: int) -> str:
            kind = final.completed_now[s]
            return kind_name(KINDS[kind]) if kind >= 0 else "-"

        completed = final.chips.completed
        rows = [
            SummaryRow(t("ws.sum_trumps", trumps=trumps_text(colour, number)), ("",) * final.seats),
            SummaryRow(t("ws.sum_task"), per_seat(task)),
            *self.dealer_row(final),
            SummaryRow(t("ws.sum_tricks"), per_seat(lambda s: final.counts[s])),
            SummaryRow(t("ws.sum_fulfilled"), per_seat(met)),
            SummaryRow(t("ws.sum_turned"), per_seat(turned)),
            SummaryRow(t("ws.sum_round"), per_seat(lambda s: record.result.points[s]), strong=True),
            SummaryRow(t("ws.sum_total"), per_seat(lambda s: state.totals[s]), strong=True),
            SummaryRow(t("ws.sum_value"), per_seat(lambda s: self._completed_value(completed[s]))),
            SummaryRow(t("ws.sum_open"), per_seat(lambda s: len(final.chips.face_up[s]))),
        ]
        return tuple(self.names), rows

    def dealer_row(self, final: WasStichtState) -> list[SummaryRow]:
        """What counted for the dealer: the missed task of another player he fulfilled
        himself (spec 9.1), as a row of its own (too long for a column)."""
        source = final.dealer_source
        if source < 0 or final.tasks[source] < 0:
            return []
        return [
            SummaryRow(
                self.say("ws.sum_dealer_took", source, task=kind_name(KINDS[final.tasks[source]])),
                ("",) * final.seats,
            )
        ]

    def match_result(self, state: MatchState) -> list[str]:
        """Who won and why, then every player's place, chips and value."""
        if state.outcome is None or not state.history:
            return []
        final: WasStichtState = state.history[-1].final_state
        options = self.game_options
        ranking = places(final.chips.completed, options.chip_values.by_kind(), options)
        completed = [tuple(KINDS[k] for k in kinds) for kinds in final.chips.completed]
        winners = [self.names[s] for s in state.outcome.winners]
        key = "ws.won" if len(winners) == 1 else "ws.won_shared"
        lines = [
            t(key, names=" & ".join(winners)),
            self.end_reason(final, completed, len(state.history)),
        ]
        for seat in sorted(range(final.seats), key=lambda s: (ranking[s], s)):
            lines.append(
                t(
                    "ws.place",
                    place=ranking[seat],
                    name=self.names[seat],
                    count=len(completed[seat]),
                    needed=self.needed,
                    value=self.value_of(completed[seat]),
                )
            )
        return lines

    def end_reason(
        self, final: WasStichtState, completed: list[tuple[str, ...]], rounds: int
    ) -> str:
        """Why the game ended: all five chips, four chips, dealt twice, or out of reach."""
        counts = [len(c) for c in completed]
        if not self.short:
            seat = next((s for s, n in enumerate(counts) if n >= 5), 0)
            return self.say("ws.end_all_five", seat)
        reached = [s for s, n in enumerate(counts) if n >= SHORT_GAME_TARGET]
        if reached:
            return self.say("ws.end_four", reached[0])
        if rounds >= 2 * final.seats:
            return t("ws.end_dealt_twice")
        return self.say("ws.end_caught", max(range(final.seats), key=lambda s: counts[s]))

    # ----------------------------------------------------------------- table texts
    def pool_title(self, left: int) -> str:
        """The chip draft's title, with the chips left."""
        return t("ws.pool_title", left=left)

    def pool_note(self, kind: str, left: int, held: bool) -> str:
        """The second line of a chip draft tile: its value and how many are left, or why
        it cannot be taken."""
        if held:
            return t("ws.pool_held")
        return t("ws.pool_left", value=self.values[kind], left=left) if left else t("ws.pool_none")

    def chip_description(self, kind: str) -> str:
        """The task of a chip kind in words ('Win tricks, but no yellow card')."""
        return t(f"ws.desc.{kind}")

    def dummy_title(self) -> str:
        """The title over the dummy's face-up cards."""
        return t("ws.dummy_cards")

    def marker(self, seat: int) -> str:
        """The start-player marker of the column being drafted ('Start: Anna')."""
        return self.say("ws.marker", seat)

    def badge(self, place: int, name: str) -> str:
        """A grid card's badge: its place in the hint order and its taker's (short) name."""
        return t("ws.badge", n=place, name=name)

    def tricks_tally(self, won: int) -> str:
        """A seat's count of won tricks beside its trick tiles ('Tricks 2')."""
        return t("ws.tricks_tally", n=won)

    def trumps_label(self, secret: bool, revealed: bool = True) -> str:
        """The label beside the dealer's trump cards: the dealer's own while only he sees
        them, the dealer's secret ones face down for everyone else, then the trumps."""
        if secret:
            return t("ws.secret_trumps")
        return t("ws.trumps_label") if revealed else t("ws.trumps_hidden")
