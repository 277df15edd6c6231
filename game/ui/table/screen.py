"""The table scene shared by every game: it owns the controller, the bot worker, the
animator, the selection and the layers.

Input becomes a table command (game.ui.table.keys) and goes down the layers
(game.ui.table.layers); the human's decision is the game's declarative `Decision`
(game.ui.table.seam); words come from the game's presenter. Bots and hints think off the
render thread. Drawing only reads.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.analysis.source import AnalysisSource, NoAnalysis
from game.bots import decision_rng
from game.core.cards import Card
from game.core.events import DealEnded
from game.core.match import Match, MatchState
from game.core.rules import Action
from game.core.table import Seat
from game.i18n import language, speaking, t
from game.ui import search_process
from game.ui.analysis_service import ArchiveSource
from game.ui.animation import Animator, Timeline
from game.ui.botworker import BotWorker
from game.ui.commands import Back, Command
from game.ui.controller import Batch, Phase, TableController
from game.ui.guide import Area, guide_areas
from game.ui.keybinds import key_of
from game.ui.layout import Box, TableLayout, table_layout, text_factor
from game.ui.movelog import MoveLog, opening, replayed_log
from game.ui.review import build_review
from game.ui.scenes import Scene
from game.ui.setup_model import TableSetup
from game.ui.table import overlays, paint
from game.ui.table.again import again_for
from game.ui.table.animate import Pace, Stage, build_timeline
from game.ui.table.hint import Hints, hints_allowed, words_for
from game.ui.table.keys import table_command
from game.ui.table.kit import GamePainters, GamePresenter, table_kit
from game.ui.table.layers import Layers
from game.ui.table.narration import Narrator, selection_snapshot
from game.ui.table.review_notes import ReviewNotes, table_words
from game.ui.table.seam import Ask
from game.ui.table.selection import Offer, Selection
from game.ui.table.turn import (
    TableButton,
    TableTurn,
    Turn,
    hand_places,
    offer_of,
    table_buttons,
)
from game.ui.tutorial import Tutorial

if TYPE_CHECKING:
    from game.app import App
    from game.records import MatchRecorder


class TableScreen(Scene):
    """One running match at the table."""

    def __init__(
        self, app: App, setup: TableSetup, resume: tuple[Match, MatchState] | None = None
    ) -> None:
        super().__init__(app)
        self.setup = setup
        game = setup.game
        # `resume`: a match rebuilt from a save, continued where it was left.
        self.match, state = (
            resume
            if resume is not None
            else (Match(game, setup.options_model(), len(setup.seats), setup.seed), None)
        )
        self.recorder = self.new_recorder(setup)
        names = tuple(seat.name for seat in setup.seats)
        self.presenter: GamePresenter
        self.game: GamePainters
        self.presenter, self.game = table_kit(game.id, self.match.options, names, app.settings)
        self.controller = TableController(
            self.match,
            setup.seats,
            bot_delay=app.settings.bot_delay,
            state=state,
            auto_play=app.settings.auto_play_last,
            on_apply=self.recorder.applied,
            now=app.now(),
            private=lambda view: self.game.private(view),  # the painters of the moment
            quick=lambda view: self.game.quick(view),
        )
        self.recorder.opened(self.controller.state)
        bots = {i: game.bots[s.player]() for i, s in enumerate(setup.seats) if not s.is_human}
        self.worker = BotWorker(bots, {}, inline=app.inline_bots, process=not app.inline_bots)
        # The analyses of the finished deals (the review's marks), done in the background;
        # a replay is never analysed (its new moves are not the deal that was archived).
        self.analyses: AnalysisSource = (
            ArchiveSource(
                app.analysis,
                self.match,
                tuple(self.controller.humans),
                self.recorder.archived,
                game.id,
                self.controller.state.log,
            )
            if self.recorder.counted
            else NoAnalysis()
        )
        if not app.inline_bots:
            search_process.warm()  # the first decision does not wait for the process
        self.hints = Hints(inline=app.inline_bots)
        self.animator = Animator()
        # The solo human reads "You take the trick"; hot-seat tables use names only.
        humans = self.controller.humans
        self.presenter.you = humans[0] if len(humans) == 1 else None
        # Choices players made at the table (e.g. who always claims roem), by name: the
        # seats they hold for. A restored save's come back; names the game does not keep
        # and seats the table does not have (or no seat numbers at all) are dropped.
        seat_numbers = range(len(setup.seats))
        self.remembered: dict[str, set[int]] = {
            name: {
                s
                for s in setup.table_choices.get(name, ())
                if isinstance(s, int) and s in seat_numbers
            }
            for name in self.game.remembered_names
        }
        self.presenter.remembered = self.remembered  # the presenter only reads them
        self.recorder.choices = self.table_choices
        self.selection = Selection()
        self.layers = Layers(self)
        self.tutorial = Tutorial(game.id) if setup.tutorial else None
        self.log = self._opening_log()
        self.notice = ""  # the latest announcement, in the notice strip
        self.notice_since = -100.0
        self._log_cache: tuple[tuple[int, int, int, str], list[overlays.LogRow]] = (
            (-1, 0, 0, ""),
            [],
        )
        self._turn_cache: tuple[tuple[object, ...], TableTurn | None] | None = None
        self._layout_cache: tuple[tuple[object, ...], TableLayout] | None = None
        self._undo_cache: tuple[tuple[object, ...], bool] | None = None
        self._table_look = (language(), self.game.face_style, self.presenter.faces)
        # The spoken table: says what the table shows, when the setting is on.
        self.narrator = Narrator(app.voice.say, lambda: app.voice.on)
        self.narrator.opening(self)
        self._won: MatchState | None = None  # the result whose win has sounded (once)

    # ----------------------------------------------------------------- lifetime
    def new_recorder(self, setup: TableSetup) -> MatchRecorder:
        """What keeps this table's autosave and statistics (a replay's records nothing)."""
        return self.app.match_recorder(setup, self.match)

    def exit(self) -> None:
        """The table left the stack: its bot and hint threads stop at once."""
        self.close()

    def close(self) -> None:
        """Stop the bot and hint threads (an unfinished decision is abandoned)."""
        self.worker.close()
        self.hints.close()

    def settings_changed(self) -> bool:
        """Settings that change how the table looks take effect at once: the presenter
        and painters are made anew (card faces, four colours, names in a new language);
        the match, the selection, the animations and the table choices stay."""
        from game.ui.setup_model import with_default_names

        names = tuple(seat.name for seat in with_default_names(self.setup.seats))
        you = self.presenter.you
        self.presenter, self.game = table_kit(
            self.setup.game.id, self.match.options, names, self.app.settings
        )
        self.presenter.you = you
        self.presenter.remembered = self.remembered
        self._turn_cache = None
        return True

    def table_choices(self) -> dict[str, list[int]]:
        """What players chose at this table that is neither a setting nor a move, by name,
        as the seats it holds for; saves keep it."""
        return {name: sorted(seats) for name, seats in self.remembered.items() if seats}

    # ----------------------------------------------------------------- the move log
    def _opening_log(self) -> MoveLog:
        """The move log from the first deal on (replayed when a saved match continues)."""
        c = self.controller
        seat = c.viewer if c.viewer is not None else 0
        if c.state.log:
            return replayed_log(self.match, c.state.log, self.presenter.chronicle, seat)
        log = MoveLog()
        event = opening(self.match, c.state)
        before = self.match.rules.view(c.state.deal, seat)
        log.record(event, self.presenter.chronicle(event, before))
        return log

    def _shown(self, batch: Batch, now: float) -> None:
        """A batch has been animated: its events go into the log, its announcement into
        the notice strip, now that the table shows what they say."""
        seat = self.controller.viewer if self.controller.viewer is not None else 0
        before = self.match.rules.view(batch.deal_before, seat)
        for event in batch.events:
            chronicle = self.presenter.chronicle(event, before)
            self.log.record(event, chronicle)
            self.narrator.chronicle(self, chronicle)
            text = self.presenter.announce(event)
            if text:
                self.notice, self.notice_since = text, now
        self.log.batch_end()
        self.layers.log.scroll = 0

    def log_rows(self, size: int, width: int) -> list[overlays.LogRow]:
        """The log as drawn rows, wrapped again only when the log grew or the panel
        changed: measuring thousands of sentences every frame would cost frames."""
        key = (len(self.log.lines), size, width, language())
        if self._log_cache[0] != key:
            self._log_cache = (key, overlays.log_rows(self, size, width))
        return self._log_cache[1]

    def log_rows_count(self) -> int:
        """How many rows the log has as last drawn (the wheel scrolls at most that far)."""
        return len(self._log_cache[1])

    # ----------------------------------------------------------------- time
    def update(self, now: float) -> None:
        """Drive the controller: bots, display delay, animations, hints, prompts."""
        c = self.controller
        c.bot_delay, c.auto_play = self.app.settings.bot_delay, self.app.settings.auto_play_last
        if self.narrator.holds_bots(now, self.app.voice.busy):
            c.bot_delay = math.inf  # the next bot move waits until the voice said the last
        c.tick(now)
        request = c.bot_request()
        if request is not None:
            # Seeded per decision, so a match continued from a save plays on identically.
            self.worker.rngs[request.seat] = decision_rng(
                self.setup.seed, request.seat, request.ply
            )
            self.worker.submit(request)
        answered = self.worker.poll()
        if answered is not None:
            c.bot_decided(answered[1], answered[0].turn, now)
        self.selection.sync(c.turn_counter)
        if c.phase == Phase.AWAIT_HUMAN:
            turn = self.turn(self.layout())
            if turn is not None and turn.decision.automatic is not None:
                self.submit(turn.decision.automatic, now)
        if c.phase == Phase.ANIMATING:
            if self.animator.timeline is not None and not self.animator.busy(now):
                self._cues(now)  # the batch's last sounds (a deal's hands) first
                self.animator.stop()
                batch = c.current_batch()
                if batch is not None:
                    self._shown(batch, now)
                c.animation_done(now)
            batch = c.current_batch()
            if batch is not None and self.animator.timeline is None:
                self.animator.start(self._timeline(batch), now)
        self._cues(now)
        self.hints.poll(self)
        self.narrator.update(self, now)
        if self.tutorial is not None and c.phase == Phase.AWAIT_HUMAN:
            # Last: the prompt is up in the frame the turn begins.
            self.tutorial.update(c.display_view(), c.human_legal(), c.turn_counter)

    def _cues(self, now: float) -> None:
        """Sound what the table begins to show now: each sound of the animation at its
        flight or mark (game.ui.cues), the win with the match-over panel."""
        for name in self.animator.due_cues(now):
            self.app.cue(name)
        c = self.controller
        if c.phase == Phase.MATCH_OVER and self._won is not c.state:
            self._won = c.state
            self.app.cue("win")

    def _timeline(self, batch: Batch) -> Timeline:
        """The animation of one batch of events."""
        settings = self.app.settings
        lay = self.layout()
        viewer = self.controller.viewer
        before = self.match.rules.view(batch.deal_before, viewer if viewer is not None else 0)
        hand = self.game.hand(before) if self.show_private() else ()
        boxes = hand_places(lay, hand, Offer(), Selection(), False)
        stage = Stage(lay, viewer, hand, boxes)
        pace = Pace(settings.animation_speed, settings.trick_pause, settings.trick_wait)
        takes_it = {
            seat: self.presenter.say("table.takes_it", seat) for seat in range(self.match.seats)
        }
        extra = self.game.flights(batch.events, lay, before)
        return build_timeline(batch.events, self.game.trick(before), extra, stage, pace, takes_it)

    # ----------------------------------------------------------------- geometry
    def layout(self, size: tuple[int, int] | None = None) -> TableLayout:
        """The table layout for the window (viewer at the bottom)."""
        w, h = size or self.app.size
        c = self.controller
        viewer = c.viewer if c.viewer is not None else (c.humans or (0,))[0]
        # Worked out a few times per frame and per input: kept while nothing it depends
        # on changes (a plain memo, invisible to the drawing).
        key = (w, h, viewer, self.layers.log.open, id(self.game), text_factor())
        if self._layout_cache is None or self._layout_cache[0] != key:
            base = table_layout(w, h, self.match.seats, viewer, self.game.mirror, key[3])
            self._layout_cache = (key, self.game.arrange(base))
        return self._layout_cache[1]

    def show_private(self) -> bool:
        """The privacy rule for this frame: may the viewer's hand and secrets be drawn?

        The controller decides (`private_seat`); the table only tells it whether another
        screen (pause, rules, how-to, saves) or one of its own overlays that may be shown
        around (the last trick, the score sheet) lies over it."""
        covered = self.app.stack.top is not self or self.layers.covering()
        return self.controller.show_private(covered=covered)

    def trick_shown(self) -> bool:
        """True while cards lie in the shared trick (a decision panel then moves below)."""
        return bool(self.game.trick(self.controller.display_view()))

    def remembered_by(self, seat: int | None) -> frozenset[str]:
        """The table choices `seat` has made."""
        return frozenset(name for name, seats in self.remembered.items() if seat in seats)

    def turn(self, lay: TableLayout) -> TableTurn | None:
        """The human's decision now as the table offers it (None when no human acts)."""
        c = self.controller
        legal = c.human_legal()
        if c.phase != Phase.AWAIT_HUMAN or not legal:
            return None
        private = self.show_private()
        view = c.display_view()
        sel = self.selection
        key = (
            c.turn_counter,
            id(view),
            lay.width,
            lay.height,
            lay.log_panel is not None,
            private,
            language(),  # a hot-seat player's own language labels their decision
            sel.picked,
            sel.cursor,
            sel.focus,
            tuple(sorted((n, tuple(s)) for n, s in self.remembered.items())),
        )
        if self._turn_cache is not None and self._turn_cache[0] == key:
            return self._turn_cache[1]
        cards = self.game.hand(view) if private else ()
        picked = sel.picked if private else ()
        ask = Ask(view, legal, lay, picked, self.remembered_by(c.to_act()))
        decision = self.game.decision(ask)
        offer = offer_of(decision, legal, cards)
        boxes = hand_places(lay, cards, offer, sel, True)
        turn: TableTurn = Turn(lay, view, legal, decision, offer, boxes)
        self._turn_cache = (key, turn)
        return turn

    def offer(self) -> Offer | None:
        """What the selection may pick now (None when no human acts)."""
        turn = self.turn(self.layout())
        return turn.offer if turn is not None else None

    def hand_now(
        self, lay: TableLayout, turn: TableTurn | None
    ) -> tuple[tuple[Card, ...], list[Box], frozenset[Card]]:
        """The viewer's hand as drawn now: cards, places and the usable ones."""
        if turn is not None:
            return turn.offer.cards, turn.boxes, turn.offer.usable
        view = self.controller.display_view()
        cards = self.game.hand(view) if self.show_private() else ()
        return cards, hand_places(lay, cards, Offer(), self.selection, False), frozenset()

    def shown_state(self) -> MatchState:
        """The match as the table shows it: the rules run ahead of the animations, and a
        score panel counting a trick still on the table would tell what nobody saw yet.
        At a deal's end the match as it is (its totals hold the finished deal)."""
        c = self.controller
        history = c.state.history
        if c.display_deal is c.state.deal or (
            history and c.display_deal is history[-1].final_state
        ):
            return c.state
        if history and any(isinstance(e, DealEnded) for b in c.batches for e in b.events):
            # The drawn deal is the finished one, its last trick still on the way: the
            # match as it was before that deal ended, or the totals would count it twice.
            return c.state.before_last_deal(c.display_deal)
        return replace(c.state, deal=c.display_deal)

    def buttons(self, lay: TableLayout) -> list[TableButton]:
        """The table's own buttons now."""
        c = self.controller
        # Undo's target replays the match's log: asked once per position, not per frame.
        key = (id(c.state), c.phase, c.turn_counter, self.app.settings.undo, self.table_choices())
        if self._undo_cache is None or self._undo_cache[0] != key:
            self._undo_cache = (key, self._undo_target() is not None)
        return table_buttons(lay, hints_allowed(self), self._undo_cache[1], self.app.settings.keys)

    # ----------------------------------------------------------------- words
    def words(self, action: Action) -> str:
        """An action in the table's words (as the confirm button would name it)."""
        c = self.controller
        view = c.display_view()
        turn = self.turn(self.layout())
        labels: dict[Action, str] = {}
        if turn is not None:
            for target in reversed(turn.targets):
                if target.label:
                    labels[target.action] = target.label
            for choice in reversed(turn.choices):
                labels[choice.action] = choice.label
        return words_for(action, self.presenter.describe(view, action), labels)

    def pending_words(self, turn: TableTurn) -> str | None:
        """What confirming the selection would do, for the confirm button; None when
        nothing (or not yet a decision) is selected."""
        pending = self.selection.pending(turn.offer)
        if pending is None:
            return None
        described = self.presenter.describe(turn.view, pending.action)
        if described or pending.source == "hand":
            return described
        if pending.source == "choices":
            return turn.choices[pending.index].label
        return turn.targets[pending.index].label

    # ----------------------------------------------------------------- input
    def handle(self, command: Command) -> None:
        """Offer the command to the layers, in their order of precedence."""
        self.selection.sync(self.controller.turn_counter)
        before = selection_snapshot(self)
        with self.reader_look():
            self.layers.handle(self, command, table_command(command, self.app.settings.keys))
        self.narrator.selection_moved(self, before)
        if self.selection.fresh:
            self.selection.fresh = False
            self.controller.message = ""  # the player moved on from a refusal

    def select(self, action: Action) -> None:
        """Select `action` as a click would (the hint's move)."""
        offer = self.offer()
        if offer is not None:
            self.selection.select(offer, action)
            if self.selection.fresh:
                self.selection.fresh = False
                self.controller.message = ""

    def submit(self, action: Action, now: float, remember: str = "") -> None:
        """Commit a decision; a button that remembers a choice records it for the seat."""
        seat = self.controller.to_act()
        if remember and seat is not None:
            self.remembered.setdefault(remember, set()).add(seat)
        reason = self.controller.human_action(action, now)
        if reason:
            self.app.cue("error")
        else:
            self.selection.clear()

    def refuse(self, turn: TableTurn, card: Card) -> None:
        """A card that is no decision now: the rules' own sentence says why."""
        # The decision of this card alone, asked of the rules even when it is illegal, so
        # a refusal is the engine's precise sentence.
        kind = turn.decision.lone_kind(turn.legal)
        action = next(
            (a for a in turn.offer.hand_actions if a.cards == (card,)),
            Action(kind, (card,)) if kind else None,
        )
        reason = (
            self.match.rules.why_illegal(self.controller.state.deal, action)
            if action is not None
            else None
        )
        self.controller.message = reason or t("table.not_now")
        self.app.cue("error")

    def press_button(self, key: str) -> None:
        """A table button: each button is its key, one way in for mouse and keyboard."""
        self.handle(Back() if key == "escape" else key_of(key))
        self.app.cue("click")  # after the press: the click sounds with what it changed

    def confirm_handover(self, now: float) -> None:
        """The named player passed the hand-over: their cards may show."""
        if self.controller.confirm_handover(now):
            self.app.cue("click")
            self.selection.clear()
            self.layers.last_trick.open = False
            self.layers.handover.pressed = False

    def open_review(self) -> bool:
        """Open the review of the deal just finished; False when there is none."""
        c = self.controller
        viewer = c.viewer if c.viewer is not None else (c.humans or (0,))[0]
        review = build_review(self.match, c.state, self.presenter.chronicle, self.game.hand, viewer)
        if review is None or not review.steps:
            return False
        notes = ReviewNotes(
            self.analyses,
            self.match,
            self.presenter,
            table_words(self.presenter, self.game, self.layout()),
            self.setup.game.id,
        )
        again = again_for(self, review.number - 1)
        self.app.open("review", review, self.presenter, self.game.face_style, notes, again)
        return True

    @property
    def face_style(self) -> str:
        """The card faces the table shows."""
        return self.game.face_style

    def guide(self, size: tuple[int, int] | None = None) -> list[Area]:
        """The parts of the table as the how-to screen labels them."""
        lay = self.layout(size)
        viewer = self.controller.viewer if self.controller.viewer is not None else 0
        view = self.controller.display_view()
        sizes = self.game.hand_sizes(view)
        return guide_areas(self.setup.game.id, lay, view, viewer, sizes, self.game)

    # ----------------------------------------------------------------- undo
    def _undo_target(self) -> MatchState | None:
        """Where undo would go now, or None (setting off, hot-seat, nothing to undo)."""
        if not self.app.settings.undo:
            return None
        return self.controller.undo_target(self._automatic)

    def _automatic(self, state: MatchState) -> bool:
        """True when the table would take the human's action at `state` by itself (a
        remembered choice): undo goes past it, or it would replay at once."""
        seat = self.match.to_act(state)
        if seat is None:
            return False
        view = self.match.rules.view(state.deal, seat)
        ask = Ask(
            view, self.match.legal_actions(state), self.layout(), (), self.remembered_by(seat)
        )
        return self.game.decision(ask).automatic is not None

    def undo(self, now: float) -> None:
        """Take back the human's last decision: the table shows the restored position as
        if it had just been reached (log, notices, selection and marks from it)."""
        if not self.app.settings.undo or not self.controller.undo(now, self._automatic):
            self.controller.message = t("cue.nothing_to_undo")  # what the error sound says
            self.app.cue("error")
            return
        self.animator.stop()
        self.log = self._opening_log()
        self.layers.log.scroll = 0
        self.notice, self.notice_since = t("table.undone"), now
        self.narrator.say(self.notice, urgent=True)
        self.selection.clear()
        self.selection.unhover()
        self.recorder.undone(self.controller.state)
        self.app.cue("click")  # with "Took back ..." in the notice strip

    # ----------------------------------------------------------------- who reads it
    def reader(self) -> Seat | None:
        """The hot-seat player the table speaks to now in their own language and faces:
        the one handed over to, and the one whose hand shows. None: the table's own."""
        c = self.controller
        if len(c.humans) < 2:
            return None
        if c.phase == Phase.HANDOVER:
            seat = c.handover_seat
        # Asked without the table's own overlays: the score sheet or last trick over a
        # player's turn is shared (drawn in the table's look) while the turn behind it
        # stays in the player's, rather than flipping language under the overlay.
        elif self.controller.show_private(covered=self.app.stack.top is not self):
            seat = c.viewer
        else:
            return None
        return self.setup.seats[seat] if seat is not None else None

    @contextmanager
    def reader_look(self) -> Iterator[None]:
        """Draw (and answer input) in the reader's language and card faces."""
        seat = self.reader()
        table_look = (language(), self.game.face_style, self.presenter.faces)
        self._table_look = table_look
        if seat is None or not (seat.language or seat.faces):
            yield
            return
        faces = seat.faces or self.game.face_style
        self.game.face_style, self.presenter.faces = faces, faces
        try:
            with speaking(seat.language or table_look[0]):
                yield
        finally:
            self.game.face_style, self.presenter.faces = table_look[1], table_look[2]

    @contextmanager
    def shared_look(self) -> Iterator[None]:
        """Draw a panel everyone reads (log, score sheet, summaries) as the table does."""
        table_language, game_faces, presenter_faces = self._table_look
        reader_faces = (self.game.face_style, self.presenter.faces)
        self.game.face_style, self.presenter.faces = game_faces, presenter_faces
        try:
            with speaking(table_language):
                yield
        finally:
            self.game.face_style, self.presenter.faces = reader_faces

    # ----------------------------------------------------------------- drawing
    def caption_place(self, size: tuple[int, int]) -> Box | None:
        """A sound caption goes just above the button column, clear of the table."""
        lay = self.layout(size)
        h = round(30 * lay.scale)
        return Box(lay.buttons.x, lay.buttons.y - h - round(8 * lay.scale), lay.buttons.w, h)

    def shows_captions(self) -> bool:
        """Not on the hand-over screen: it hides the table the sounds belong to."""
        return self.controller.phase != Phase.HANDOVER

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole table for the current moment (reads only)."""
        with self.reader_look():
            lay = self.layout(surface.get_size())
            if self.controller.phase == Phase.HANDOVER:
                # The hand-over screen alone: nothing of the table is drawn behind it.
                self.layers.handover.draw(surface, self, lay)
                return
            paint.draw_table(surface, self, lay, self.app.now())
            self.layers.draw(surface, self, lay)
