"""The table screen shared by every game: hands, trick, panels, hand-over and summaries.

Input becomes commands for the pure TableController; bots run on a worker thread; events
of applied actions become animation timelines. Drawing only reads.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import pygame

from game import assets
from game.bots import decision_rng
from game.core.cards import Card
from game.core.events import (
    CardPlayed,
    DealEnded,
    DealStarted,
    Event,
    MatchDecided,
    TrickTaken,
)
from game.core.match import Match, MatchState
from game.i18n import language, t
from game.ui import picking, renderer
from game.ui.animation import UNTIL_END, Animator, Flight, Frame, Mark, Timeline
from game.ui.botworker import BotWorker
from game.ui.commands import Activate, Back, Click, Command, Hover, Key, Move, Release, Scroll
from game.ui.controller import Batch, Phase, TableController
from game.ui.hint import HINT_KEY, draw_hint, hints_allowed, learn_command
from game.ui.layout import (
    Box,
    TableLayout,
    back_fan,
    badge_h,
    bar_buttons,
    button_column,
    centered,
    choice_buttons,
    decision_bar,
    hand_boxes,
    hit_card,
    overlap,
    table_layout,
)
from game.ui.movelog import MoveLog, opening, replayed_log
from game.ui.picking import action_for
from game.ui.renderer import wrap_text
from game.ui.scenes import Scene
from game.ui.screens.review import draw_review_button
from game.ui.setup_model import TableSetup
from game.ui.table_adapter import Choice, TableAdapter, Target
from game.ui.tables import make_adapter
from game.ui.tutorial import advance_tutorial, draw_tutorial

if TYPE_CHECKING:
    from game.app import App

TURN_GLOW = (255, 214, 90)
NOTICE_SECONDS = 4.0  # how long an announcement stays in the notice strip
UNDO_KEYS = ("u", "backspace")  # and Ctrl+Z
DRAG_START = 12  # pixels the pointer moves with the button down before a card is dragged
GROUPS = ("hand", "targets", "choices", "buttons")  # Tab order


@dataclass(slots=True)
class Drag:
    """A hand card pressed and perhaps being dragged towards the table."""

    card: Card
    start: tuple[int, int]
    pos: tuple[int, int]
    moving: bool = False


@dataclass(frozen=True, slots=True)
class Turn:
    """Everything one input at the human's turn is decided on (computed once per input)."""

    lay: TableLayout
    view: Any
    legal: tuple[Any, ...]
    cards: tuple[Card, ...]
    boxes: list[Box]
    hand_actions: tuple[Any, ...]
    usable: set[Card]
    choices: list[Choice]
    targets: list[Target]


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
        self.recorder = app.match_recorder(setup, self.match)
        self.controller = TableController(
            self.match,
            setup.seats,
            bot_delay=app.settings.bot_delay,
            state=state,
            auto_play=app.settings.auto_play_last,
            on_apply=self.recorder.applied,
            now=app.now(),
        )
        self.recorder.opened(self.controller.state)
        names = tuple(seat.name for seat in setup.seats)
        self.adapter: TableAdapter = make_adapter(game.id, self.match.rules, names, app.settings)
        bots = {i: game.bots[s.player]() for i, s in enumerate(setup.seats) if not s.is_human}
        self.worker = BotWorker(bots, {}, inline=app.inline_bots)
        self.animator = Animator()
        # The solo human reads "You take the trick"; hot-seat tables use names only.
        humans = self.controller.humans
        self.adapter.you = humans[0] if len(humans) == 1 else None
        self.adapter.restore_choices(setup.table_choices)  # a restored save's, if any
        self.recorder.choices = lambda: self.adapter.table_choices()
        self.log = self._opening_log()
        self.notice = ""  # the latest announcement, in the notice strip
        self.notice_since = -100.0
        self.show_log = False
        self.log_scroll = 0  # lines scrolled up from the newest
        self._log_cache: tuple[Any, list[Any]] = ((), [])
        self.show_sheet = False
        self.sheet_scroll = 0
        # What the player has selected (one thing at a time): hand cards, a decision button
        # or a target on the table. Selecting never commits; confirming does (see picking).
        self.picked: tuple[Card, ...] = ()
        self.cursor: int | None = None  # the keyboard's place in the hand
        self.choice_pick: int | None = None
        self.target_pick: int | None = None
        self.focus = "hand"  # the group the arrows and Enter work in (Tab moves on)
        self.button_focus: int | None = None  # keyboard focus in the table's buttons
        # The thing under the pointer: only highlighted. Hover used to select, so one
        # click (after the pointer moved there) played a card, a minus card included.
        self.hovered: int | None = None
        self.hover_choice: int | None = None
        self.hover_target: int | None = None
        self.drag: Drag | None = None
        self._pick_turn = -1  # the controller turn the selection belongs to
        self.show_keys = False  # the shortcut list (K)
        self.show_last_trick = False
        self.hover_button: int | None = None
        # The hand-over button fires on press + release, both on it, the press after the
        # guard time: a click that began before the screen appeared never passes it.
        self.handover_pressed = False
        self.hint: Any = None  # the hint shown this turn (game.ui.hint.ShownHint)
        self.tutorial: Any = None  # a first game's prompts (game.ui.tutorial)

    def _opening_log(self) -> MoveLog:
        """The move log from the first deal on (replayed when a saved match continues)."""
        c = self.controller
        seat = c.viewer if c.viewer is not None else 0
        if c.state.log:
            return replayed_log(self.match, c.state.log, self.adapter.chronicle, seat)
        log = MoveLog()
        event = opening(self.match, c.state)
        log.record(event, self.adapter.chronicle(event, self.match.rules.view(c.state.deal, seat)))
        return log

    def _shown(self, batch: Batch, now: float) -> None:
        """A batch has been animated: its events go into the log, its announcement into
        the notice strip, now that the table shows what they say."""
        seat = self.controller.viewer if self.controller.viewer is not None else 0
        before = self.match.rules.view(batch.deal_before, seat)
        for event in batch.events:
            self.log.record(event, self.adapter.chronicle(event, before))
            text = self.adapter.announce(event)
            if text:
                self.notice, self.notice_since = text, now
        self.log.batch_end()
        self.log_scroll = 0

    # ----------------------------------------------------------------- time
    def update(self, now: float) -> None:
        """Drive the controller: bots, display delay, animations."""
        c = self.controller
        c.bot_delay, c.auto_play = self.app.settings.bot_delay, self.app.settings.auto_play_last
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
        if c.phase == Phase.AWAIT_HUMAN:
            auto = self.adapter.auto_action(c.display_view(), c.human_legal())
            if auto is not None:
                self._submit(auto, now)
        if c.phase == Phase.ANIMATING:
            if self.animator.timeline is not None and not self.animator.busy(now):
                self.animator.stop()
                batch = c.current_batch()
                if batch is not None:
                    self._shown(batch, now)
                c.animation_done(now)
            batch = c.current_batch()
            if batch is not None and self.animator.timeline is None:
                self.animator.start(self._timeline(batch), now)
                self._sounds(batch.events)
        advance_tutorial(self)  # last: the prompt is up in the frame the turn begins

    def _sounds(self, events: tuple[Event, ...]) -> None:
        for event in events:
            if isinstance(event, CardPlayed):
                self.app.sound.play("play")
            elif isinstance(event, TrickTaken):
                self.app.sound.play("trick")
            elif isinstance(event, DealStarted):
                self.app.sound.play("shuffle")
            elif isinstance(event, MatchDecided):
                self.app.sound.play("win")

    # ----------------------------------------------------------------- geometry
    def layout(self, size: tuple[int, int] | None = None) -> TableLayout:
        """The table layout for the window (viewer at the bottom)."""
        w, h = size or self.app.size
        viewer = (
            self.controller.viewer
            if self.controller.viewer is not None
            else (self.controller.humans or (0,))[0]
        )
        return self.adapter.adjust_layout(
            table_layout(w, h, self.match.seats, viewer, self.adapter.mirror, self.show_log)
        )

    def show_private(self) -> bool:
        """The privacy rule for this frame: may the viewer's hand and secrets be drawn?

        The controller decides (`private_seat`); the table only tells it whether another
        screen (pause, rules, how-to, saves) lies over it."""
        # The table's own overlays count as covering it too in hot-seat, like the pause
        # menu: a player who looks at the last trick or the scores may be showing them
        # around.
        overlay = self.show_last_trick or self.show_sheet
        return self.controller.show_private(covered=self.app.stack.top is not self or overlay)

    def _hand_cards(self, view: Any) -> tuple[Card, ...]:
        return self.adapter.hand(view) if self.show_private() else ()

    def _hand_boxes(
        self, lay: TableLayout, cards: tuple[Card, ...], legal: tuple[Any, ...]
    ) -> list[Box]:
        """The hand's cards: usable ones lifted a little, picked ones high, the keyboard's
        card between."""
        playable = self.adapter.playable(legal)
        lifts = []
        for index, card in enumerate(cards):
            lift = 0.0
            if card in playable:
                lift = lay.card_h * 0.10
            if legal and index == self.cursor and self.focus == "hand":
                lift = lay.card_h * 0.15
            if legal and card in self.picked:
                lift = lay.card_h * 0.22
            lifts.append(lift)
        return hand_boxes(len(cards), lay.hand_area, lay.card_w, lay.card_h, tuple(lifts))

    def _trick_box(self, lay: TableLayout, seat: int) -> Box:
        x, y = lay.spots[seat].trick_slot
        return centered(x, y, lay.card_w, lay.card_h)

    def _sync_selection(self) -> None:
        """A selection belongs to one decision: a new turn (or an undo) starts afresh."""
        turn = self.controller.turn_counter
        if turn != self._pick_turn:
            self._pick_turn = turn
            self._clear_selection()

    def _clear_selection(self) -> None:
        self.picked, self.cursor = (), None
        self.choice_pick = self.target_pick = self.button_focus = None
        self.drag = None
        self.focus = "hand"

    def _choices(self) -> tuple[str, list[Choice]]:
        legal = self.controller.human_legal()
        if not legal:
            return "", []
        self.adapter.picked = self.picked if self.show_private() else ()
        return self.adapter.choices(self.controller.display_view(), legal)

    def _choice_area(self, lay: TableLayout, count: int) -> Box:
        """The decision panel where the game puts it; while cards lie in the trick a
        panel over the trick becomes a bar below it (a refusal or a question never
        covers the trick)."""
        area = self.adapter.choice_area(lay, count)
        if self._in_bar(lay, area):
            return decision_bar(lay)
        return area

    def _in_bar(self, lay: TableLayout, area: Box) -> bool:
        return bool(overlap(area, lay.trick_area)) and bool(
            self.adapter.trick(self.controller.display_view())
        )

    def _choice_boxes(self, lay: TableLayout, choices: list[Choice]) -> list[Box]:
        """The decision buttons; taller, two to a row, when they show cards (a Weis)."""
        area = self.adapter.choice_area(lay, len(choices))
        if self._in_bar(lay, area):
            return bar_buttons(decision_bar(lay), len(choices), lay.scale)
        tall = any(choice.cards for choice in choices)
        return choice_buttons(area, len(choices), lay.scale, per_row=2 if tall else 4, tall=tall)

    def _targets(self, lay: TableLayout) -> list[Target]:
        """The adapter's pickable things, while a human may act."""
        legal = self.controller.human_legal()
        if not legal:
            return []
        return self.adapter.targets(self.controller.display_view(), legal, lay)

    def _turn(self) -> Turn:
        """The decision on the table now, as one input sees it."""
        lay = self.layout()
        view = self.controller.display_view()
        legal = self.controller.human_legal()
        cards = self._hand_cards(view)
        actions = self.adapter.hand_actions(legal)
        return Turn(
            lay,
            view,
            legal,
            cards,
            self._hand_boxes(lay, cards, legal),
            actions,
            self.adapter.playable(legal) if cards else set(),
            self._choices()[1],
            self._targets(lay),
        )

    def _pending(self, turn: Turn) -> tuple[Any, str] | None:
        """The decision the selection stands for and its words, or None (nothing selected,
        or hand cards that are not a decision yet)."""
        describe = self.adapter.describe
        if self.picked:
            action = action_for(self.picked, turn.hand_actions)
            return (action, describe(turn.view, action)) if action is not None else None
        if self.choice_pick is not None and self.choice_pick < len(turn.choices):
            choice = turn.choices[self.choice_pick]
            return choice.action, describe(turn.view, choice.action) or choice.label
        if self.target_pick is not None and self.target_pick < len(turn.targets):
            target = turn.targets[self.target_pick]
            return target.action, describe(turn.view, target.action) or target.label
        return None

    def _confirm_box(self, lay: TableLayout) -> Box:
        """The confirm button: in the message line, just above the hand."""
        box = lay.message
        return Box(box.x, box.y - round(3 * lay.scale), box.w, box.h + round(6 * lay.scale))

    def _buttons(self, lay: TableLayout) -> list[tuple[Box, str, str]]:
        labels = [
            ("l", t("table.last_trick")),
            ("m", t("table.moves")),
            ("s", t("table.scores")),
            ("escape", t("table.menu")),
        ]
        if self._undo_target() is not None:  # offered only when there is something to undo
            labels.insert(0, ("u", t("table.undo")))
        if hints_allowed(self):
            labels.insert(0, (HINT_KEY, t("hint.button")))
        boxes = button_column(lay.buttons, len(labels), lay.scale)
        return [(box, key, label) for box, (key, label) in zip(boxes, labels, strict=True)]

    # ----------------------------------------------------------------- animation
    def _timeline(self, batch: Batch) -> Timeline:
        """Flying cards, the held trick and banners for one batch of events."""
        settings = self.app.settings
        speed = settings.animation_speed  # seconds per card flight; 0 = off
        hold = settings.trick_pause
        lay = self.layout()
        timeline = Timeline()
        view_before = self.adapter.rules.view(
            batch.deal_before, self.controller.viewer if self.controller.viewer is not None else 0
        )
        trick = list(self.adapter.trick(view_before))
        resting: list[int] = []  # indices into timeline.flights of cards now in the trick
        clock = 0.0
        hand = self._hand_cards(view_before)
        boxes = self._hand_boxes(lay, hand, ())
        extra = self.adapter.flights(batch.events, lay, view_before)
        landed: list[int] = []  # game-specific flights: they rest until the batch ends
        for number, event in enumerate(batch.events):
            if number in extra:
                clock = self._fly(timeline, lay, extra[number], hand, boxes, landed, clock, speed)
            if isinstance(event, CardPlayed):
                src = self._source_box(lay, event.seat, event.card, hand, boxes)
                viewer_card = event.seat == self.controller.viewer and event.card in hand
                flight = Flight(
                    clock,
                    clock + speed,
                    event.card,
                    src,
                    self._trick_box(lay, event.seat),
                    rest_end=UNTIL_END,
                    hide_hand=event.card if viewer_card else None,
                    hide_back=-1 if viewer_card else event.seat,
                )
                timeline.add_flight(flight)
                resting.append(len(timeline.flights) - 1)
                trick.append((event.seat, event.card))
                clock += speed
            elif isinstance(event, TrickTaken):
                clock = self._collect(timeline, lay, trick, resting, event, clock, hold, speed)
                trick, resting = [], []
            elif isinstance(event, DealStarted):
                clock = self._deal_in(timeline, lay, clock, speed)
        timeline.length = max(timeline.length, clock, 0.05)
        # Cards that landed in a trick that is not finished rest until the batch ends.
        for index in resting + landed:
            flight = timeline.flights[index]
            timeline.flights[index] = Flight(
                flight.start,
                flight.end,
                flight.card,
                flight.src,
                flight.dst,
                timeline.length,
                flight.hide_hand,
                flight.hide_back,
            )
        return timeline

    def _fly(
        self,
        timeline: Timeline,
        lay: TableLayout,
        cards: list[tuple[int, Card, Box]],
        hand: tuple[Card, ...],
        boxes: list[Box],
        landed: list[int],
        clock: float,
        speed: float,
    ) -> float:
        """The cards of one game-specific event fly together from their seats."""
        for seat, card, dst in cards:
            viewer_card = seat == self.controller.viewer and card in hand
            timeline.add_flight(
                Flight(
                    clock,
                    clock + speed,
                    card,
                    self._source_box(lay, seat, card, hand, boxes),
                    dst,
                    rest_end=UNTIL_END,
                    hide_hand=card if viewer_card else None,
                    hide_back=-1 if viewer_card else seat,
                )
            )
            landed.append(len(timeline.flights) - 1)
        return clock + speed

    def _source_box(
        self, lay: TableLayout, seat: int, card: Card, hand: tuple[Card, ...], boxes: list[Box]
    ) -> Box:
        if seat == self.controller.viewer and card in hand:
            return boxes[hand.index(card)]
        x, y = lay.spots[seat].anchor
        return centered(x, y, lay.small_w, lay.small_h)

    def _collect(
        self,
        timeline: Timeline,
        lay: TableLayout,
        trick: list[tuple[int, Card]],
        resting: list[int],
        event: TrickTaken,
        clock: float,
        hold: float,
        speed: float,
    ) -> float:
        """Hold the finished trick in view with its winner marked ("Ben takes it"), then
        sweep it to the winner; with "wait for a click" it holds until the click."""
        if self.app.settings.trick_wait:
            timeline.waits.append(clock)
            hold = min(hold, 0.3)  # after the click, a moment to see the sweep begin
        timeline.add_mark(
            Mark(
                clock,
                clock + hold,
                event.winner,
                self.adapter.say("table.takes_it", event.winner),
                tuple(seat for seat, _ in trick),
            )
        )
        for index in resting:
            f = timeline.flights[index]
            timeline.flights[index] = Flight(
                f.start, f.end, f.card, f.src, f.dst, clock, f.hide_hand, f.hide_back
            )
        timeline.trick_hidden_from = clock
        wx, wy = lay.spots[event.winner].anchor
        target = centered(wx, wy, lay.small_w, lay.small_h)
        sweep = speed * 1.2
        for seat, card in trick:
            box = self._trick_box(lay, seat)
            timeline.add_flight(Flight(clock, clock + 0.0001, card, box, box, clock + hold))
            if sweep:
                timeline.add_flight(
                    Flight(
                        clock + hold, clock + hold + sweep, None, box, target, clock + hold + sweep
                    )
                )
        return clock + hold + sweep

    def _deal_in(self, timeline: Timeline, lay: TableLayout, clock: float, speed: float) -> float:
        """Card backs fly from the middle to every seat; hands appear when they land."""
        if not speed:
            return clock
        cx, cy = lay.center
        origin = centered(cx, cy, lay.small_w, lay.small_h)
        step = speed / 5
        for round_ in range(3):
            for spot in lay.spots:
                dst = centered(*spot.anchor, lay.small_w, lay.small_h)
                timeline.add_flight(Flight(clock, clock + speed, None, origin, dst, clock + speed))
                clock += step
            del round_
        timeline.hands_hidden_until = clock + speed
        return clock + speed

    # ----------------------------------------------------------------- input
    def handle(self, command: Command) -> None:
        """Route a command according to the controller's state."""
        c = self.controller
        now = self.app.now()
        self._sync_selection()
        if self.show_keys and isinstance(command, Back | Click | Activate | Key | Move):
            self.show_keys = False  # any key or click closes the shortcut list
            return
        if isinstance(command, Back):
            if self.show_last_trick or self.show_sheet:
                self.show_last_trick = self.show_sheet = False
                return
            if (
                self.drag is not None
                or self.picked
                or self.choice_pick is not None
                or self.target_pick is not None
            ):
                self._clear_selection()  # Esc first puts the selection down
                return
            from game.ui.screens.pause import PauseScreen

            self.app.stack.push(PauseScreen(self.app, self))
            return
        if isinstance(command, Key) and command.name == "f1":
            from game.ui.screens.rules_help import RulesScreen

            self.app.stack.push(RulesScreen(self.app, self))
            return
        if isinstance(command, Key) and command.name == "h":
            from game.ui.screens.howto import open_howto

            open_howto(self.app, self)
            return
        if isinstance(command, Key) and (command.name == "k" or command.text == "?"):
            self.show_keys = True
            return
        if c.phase == Phase.HANDOVER:
            self._handle_handover(command, now)
            return
        if learn_command(self, command):  # G: a hint; R: the deal review (game.ui.hint)
            return
        if isinstance(command, Key) and command.name in ("l",):
            self.show_last_trick = not self.show_last_trick
            return
        if isinstance(command, Key) and command.name == "m":
            self.show_log, self.log_scroll = not self.show_log, 0
            return
        if isinstance(command, Key) and command.name == "s":
            self.show_sheet, self.sheet_scroll = not self.show_sheet, 0
            return
        if isinstance(command, Key) and (
            command.name in UNDO_KEYS or (command.name == "z" and command.ctrl)
        ):
            self._undo(now)
            return
        if isinstance(command, Scroll):
            self._scroll(command.dy)
            return
        if self.show_sheet and isinstance(command, Click | Activate):
            self.show_sheet = False
            return
        if isinstance(command, Click | Activate) and self.animator.release(now):
            return  # "wait for a click": the finished trick goes on
        if self.show_last_trick and isinstance(command, Click | Activate):
            self.show_last_trick = False
            return
        if (
            isinstance(command, Activate)
            and command.repeat
            and c.phase in (Phase.DEAL_SUMMARY, Phase.MATCH_OVER)
        ):
            return  # Enter held from the last card must not skip the summary unread
        if c.phase == Phase.DEAL_SUMMARY and isinstance(command, Activate | Click):
            c.confirm_summary(now)
            return
        if c.phase == Phase.MATCH_OVER and isinstance(command, Activate | Click | Move | Hover):
            from game.ui.screens.match_over import panel_for

            panel_for(self).handle(command)  # Rematch / New setup / Main menu
            return
        if isinstance(command, Click) and self._click_button(command):
            return
        if isinstance(command, Key) and command.name == "tab":
            self._next_group(-1 if command.shift else 1)
            return
        if self.focus == "buttons" and isinstance(command, Move | Activate):
            self._button_keys(command)
            return
        if isinstance(command, Hover):
            self._hover(command)
            return
        if c.phase == Phase.AWAIT_HUMAN:
            self._handle_turn(command, now)

    def _undo_target(self) -> MatchState | None:
        """Where undo would go now, or None (setting off, hot-seat, nothing to undo)."""
        if not self.app.settings.undo:
            return None
        return self.controller.undo_target(self._automatic)

    def _automatic(self, state: MatchState) -> bool:
        """True when the table would take the human's action at `state` by itself (an
        "always claim" preference): undo goes past it, or it would replay at once."""
        seat = self.match.to_act(state)
        if seat is None:
            return False
        view = self.match.rules.view(state.deal, seat)
        return self.adapter.auto_action(view, self.match.legal_actions(state)) is not None

    def _undo(self, now: float) -> None:
        """Take back the human's last decision: the table shows the restored position as
        if it had just been reached (log, notices, selection and marks from it)."""
        if not self.app.settings.undo or not self.controller.undo(now, self._automatic):
            self.app.sound.play("error")
            return
        self.app.sound.play("click")
        self.animator.stop()
        self.log = self._opening_log()
        self.log_scroll = 0
        self.notice, self.notice_since = t("table.undone"), now
        self._clear_selection()
        self.hovered = self.hover_choice = self.hover_target = None
        self.recorder.undone(self.controller.state)

    def _handle_handover(self, command: Command, now: float) -> None:
        """Only a deliberate act of the named player passes the hand-over: Enter or Space
        pressed (not held or repeated), or its button pressed and released, both after
        the guard time. Every other input is ignored (Esc, F1 and H are handled before)."""
        ready = self.controller.handover_ready(now)
        if isinstance(command, Activate) and not command.repeat and ready:
            self._confirm_handover(now)
        elif isinstance(command, Click):
            self.handover_pressed = ready and self._handover_button().contains(command.x, command.y)
        elif isinstance(command, Release):
            if (
                self.handover_pressed
                and ready
                and self._handover_button().contains(command.x, command.y)
            ):
                self._confirm_handover(now)
            self.handover_pressed = False

    def _confirm_handover(self, now: float) -> None:
        if self.controller.confirm_handover(now):
            self.app.sound.play("click")
            self._clear_selection()
            self.show_last_trick = False
            self.handover_pressed = False

    def _handover_button(self, lay: TableLayout | None = None) -> Box:
        """The hand-over screen's one button ("Show my cards")."""
        lay = lay or self.layout()
        return centered(lay.width / 2, lay.height * 0.74, 380 * lay.scale, 64 * lay.scale)

    def _click_button(self, click: Click) -> bool:
        for box, key, _ in self._buttons(self.layout()):
            if box.contains(click.x, click.y):
                self._press_button(key)
                return True
        return False

    def _press_button(self, key: str) -> None:
        self.app.sound.play("click")
        # Each button is its key: one way in for the mouse and the keyboard.
        self.handle(Back() if key == "escape" else Key(key))

    def _button_keys(self, command: Command) -> None:
        """The table's buttons with the keyboard (after Tab): arrows move, Enter presses."""
        keys = [key for _, key, _ in self._buttons(self.layout())]
        focus = self.button_focus if self.button_focus is not None else 0
        if isinstance(command, Move):
            self.button_focus = (focus + (command.dx or command.dy)) % len(keys)
        elif isinstance(command, Activate) and not command.repeat:
            self._press_button(keys[focus % len(keys)])

    def _next_group(self, step: int) -> None:
        """Tab: the next group that has something in it (hand, table targets, decision
        buttons, the table's buttons); its first thing gets the keyboard focus."""
        turn = self._turn() if self.controller.phase == Phase.AWAIT_HUMAN else None
        present = {
            "buttons": True,
            "hand": bool(turn and turn.usable),
            "targets": bool(turn and turn.targets),
            "choices": bool(turn and turn.choices),
        }
        at = GROUPS.index(self.focus)
        for offset in range(1, len(GROUPS) + 1):
            group = GROUPS[(at + step * offset) % len(GROUPS)]
            if present[group]:
                self._enter_group(group, turn)
                return

    def _enter_group(self, group: str, turn: Turn | None) -> None:
        self.focus = group
        self.button_focus = 0 if group == "buttons" else None
        if group == "buttons":
            # Enter now presses a table button: a selection left standing would promise
            # (on the confirm button) that Enter plays it.
            self.picked, self.choice_pick, self.target_pick = (), None, None
        if turn is None:
            return
        if group == "hand" and self.cursor is None:
            self._move_cursor(turn, 1)
        elif group == "choices" and self.choice_pick is None:
            self._select_choice(0)
        elif group == "targets" and self.target_pick is None:
            self._select_target(0)

    def _scroll(self, dy: int) -> None:
        """The wheel scrolls the score sheet when it is open, else the move log."""
        if self.show_sheet:
            self.sheet_scroll = max(0, self.sheet_scroll + dy)
        elif self.show_log:
            self.log_scroll = max(0, self.log_scroll - 3 * dy)  # up the wheel: older lines

    def _hover(self, hover: Hover) -> None:
        """The pointer only highlights; with the button down it drags a pressed card."""
        lay = self.layout()
        self.hover_button = next(
            (
                i
                for i, (box, _, _) in enumerate(self._buttons(lay))
                if box.contains(hover.x, hover.y)
            ),
            None,
        )
        drag = self.drag
        if drag is not None:
            if not hover.held:
                self.drag = None  # the release happened outside the window
            elif (
                drag.moving
                or abs(hover.x - drag.start[0]) + abs(hover.y - drag.start[1]) > DRAG_START
            ):
                drag.moving, drag.pos = True, (hover.x, hover.y)
                return
        if self.controller.phase != Phase.AWAIT_HUMAN:
            self.hovered = self.hover_choice = self.hover_target = None
            return
        turn = self._turn()
        self.hover_choice = (
            next(
                (
                    i
                    for i, box in enumerate(self._choice_boxes(lay, turn.choices))
                    if box.contains(hover.x, hover.y)
                ),
                None,
            )
            if turn.choices
            else None
        )
        self.hover_target = next(
            (i for i, target in enumerate(turn.targets) if target.box.contains(hover.x, hover.y)),
            None,
        )
        index = hit_card(turn.boxes, hover.x, hover.y)
        self.hovered = index if turn.legal else None

    def _handle_turn(self, command: Command, now: float) -> None:
        """Select, then confirm: clicks, arrows, Space and Enter at the human's turn."""
        turn = self._turn()
        if isinstance(command, Move):
            self._move(turn, command)
        elif isinstance(command, Activate):
            self._activate(turn, command, now)
        elif isinstance(command, Click):
            self._click(turn, command, now)
        elif isinstance(command, Release):
            self._release(turn, command, now)

    # ------------------------------------------------------------ selecting
    def _select_choice(self, index: int) -> None:
        self.picked, self.target_pick = (), None
        self.choice_pick, self.focus = index, "choices"
        self.controller.message = ""

    def _select_target(self, index: int) -> None:
        self.picked, self.choice_pick = (), None
        self.target_pick, self.focus = index, "targets"
        self.controller.message = ""

    def _pick_cards(self, picked: tuple[Card, ...], cursor: int | None) -> None:
        self.choice_pick = self.target_pick = None
        self.picked, self.cursor, self.focus = picked, cursor, "hand"
        self.controller.message = ""

    def _move_cursor(self, turn: Turn, step: int) -> None:
        """The arrows in the hand visit only cards that are part of a decision now. Where
        every decision is one card the selection goes along; where cards are combined
        (pairs, runs, a lay-away) only the cursor moves and Space picks."""
        allowed = [i for i, card in enumerate(turn.cards) if card in turn.usable]
        if not allowed:
            return
        current = self.cursor
        if current is None or current not in allowed:
            later = [
                i
                for i in allowed
                if current is not None and (i > current if step > 0 else i < current)
            ]
            pool = later or allowed
            index = pool[0] if step > 0 else pool[-1]
        else:
            at = allowed.index(current)
            index = allowed[max(0, min(len(allowed) - 1, at + step))]
        if picking.multi(turn.hand_actions):
            self.cursor, self.focus = index, "hand"
            self.choice_pick = self.target_pick = None
        else:
            self._pick_cards((turn.cards[index],), index)

    def _move(self, turn: Turn, move: Move) -> None:
        """Left/right within the focused group; up/down between the hand and the
        decision buttons or table targets above it."""
        groups = [
            g
            for g, present in (
                ("targets", turn.targets),
                ("choices", turn.choices),
                ("hand", turn.usable),
            )
            if present
        ]
        if not groups:
            return
        if self.focus not in groups:
            self._enter_group(groups[-1], turn)
            return
        if move.dy and len(groups) > 1:
            at = groups.index(self.focus)
            group = groups[max(0, min(len(groups) - 1, at + move.dy))]
            if group != self.focus:
                self._enter_group(group, turn)
                return
        step = move.dx or move.dy
        if self.focus == "hand":
            self._move_cursor(turn, step)
        elif self.focus == "choices":
            at = self.choice_pick
            self._select_choice(0 if at is None else (at + step) % len(turn.choices))
        else:
            at = self.target_pick
            self._select_target(0 if at is None else (at + step) % len(turn.targets))

    def _activate(self, turn: Turn, command: Activate, now: float) -> None:
        """Enter confirms the selection; with nothing selected it selects the first
        choice of the focused group. Space picks or puts back the cursor's card where
        cards are combined. A held (repeating) key never commits."""
        multi = picking.multi(turn.hand_actions)
        if (
            command.space
            and multi
            and self.focus == "hand"
            and self.cursor is not None
            and self.cursor < len(turn.cards)
        ):
            self._pick_cards(
                picking.toggle(self.picked, turn.cards[self.cursor], turn.hand_actions), self.cursor
            )
            return
        if command.repeat:
            return
        pending = self._pending(turn)
        if pending is not None:
            self._submit(pending[0], now)
            return
        if self.focus == "hand" and turn.usable and not self.picked:
            if (
                self.cursor is not None
                and self.cursor < len(turn.cards)
                and turn.cards[self.cursor] in turn.usable
            ):
                self._pick_cards((turn.cards[self.cursor],), self.cursor)
            else:
                self.cursor = None
                self._move_cursor(turn, 1)
                if multi and self.cursor is not None:
                    self._pick_cards((turn.cards[self.cursor],), self.cursor)
            return
        if self.focus == "hand" and self.picked:
            return  # an unfinished pick: the message line says how many cards are missing
        groups = [
            g
            for g, present in (
                ("hand", turn.usable),
                ("targets", turn.targets),
                ("choices", turn.choices),
            )
            if present
        ]
        if groups:
            self._enter_group(self.focus if self.focus in groups else groups[0], turn)

    def _click(self, turn: Turn, click: Click, now: float) -> None:
        """A click selects; a click on the selected thing (or on the confirm button)
        commits it. With "play with one click" the first click commits."""
        x, y = click.x, click.y
        one_click = self.app.settings.one_click
        pending = self._pending(turn)
        if pending is not None and self._confirm_box(turn.lay).contains(x, y):
            self._submit(pending[0], now)
            return
        for index, box in enumerate(
            self._choice_boxes(turn.lay, turn.choices) if turn.choices else []
        ):
            if box.contains(x, y):
                self._click_choice(turn, index, one_click, now)
                return
        for index, target in enumerate(turn.targets):
            if target.box.contains(x, y):
                if one_click or self.target_pick == index:
                    self._submit(target.action, now)
                else:
                    self._select_target(index)
                return
        custom = self.adapter.hit(turn.view, turn.legal, turn.lay, x, y)
        if custom is not None:
            # A click on what a decision button is about (the stock to dare, the lays to
            # pick up) is a click on that button.
            index = next((i for i, ch in enumerate(turn.choices) if ch.action == custom), None)
            if index is not None:
                self._click_choice(turn, index, one_click, now)
            return
        index = hit_card(turn.boxes, x, y)
        if index is None:
            return
        self._click_card(turn, index, one_click, now, (x, y))

    def _click_choice(self, turn: Turn, index: int, one_click: bool, now: float) -> None:
        if one_click or self.choice_pick == index:
            self._submit(turn.choices[index].action, now)
        else:
            self._select_choice(index)

    def _click_card(
        self, turn: Turn, index: int, one_click: bool, now: float, at: tuple[int, int]
    ) -> None:
        card = turn.cards[index]
        if card not in turn.usable:
            self._refuse_card(turn, card)
            return
        actions = turn.hand_actions
        if one_click and not picking.multi(actions):
            action = action_for((card,), actions)
            if action is not None:
                self._submit(action, now)
                return
        picked, commit = picking.click(self.picked, card, actions)
        if commit:
            self._submit(action_for(picked, actions), now)
            return
        self._pick_cards(picked, index)
        self.drag = Drag(card, at, at)

    def _refuse_card(self, turn: Turn, card: Card) -> None:
        """A card that is no decision now: the rules' own sentence says why."""
        action = self.adapter.card_action(turn.view, turn.legal, card)
        reason = (
            self.match.rules.why_illegal(self.controller.state.deal, action)
            if action is not None
            else None
        )
        self.controller.message = reason or t("table.not_now")
        self.app.sound.play("error")

    def _release(self, turn: Turn, release: Release, now: float) -> None:
        """A card dragged out of the hand onto the table is played (its pick confirmed
        when it is part of one)."""
        drag, self.drag = self.drag, None
        if drag is None or not drag.moving or release.y >= turn.lay.hand_area.y:
            return
        pending = self._pending(turn)
        if pending is not None and drag.card in self.picked:
            self._submit(pending[0], now)
            return
        action = action_for((drag.card,), turn.hand_actions)
        if action is not None:
            self._submit(action, now)
        else:
            self._refuse_card(turn, drag.card)

    def _submit(self, action: Any, now: float) -> None:
        action = self.adapter.intercept(self.controller.display_view(), action)
        if action is None:
            return  # handled by the game's table (e.g. a preference it remembers)
        reason = self.controller.human_action(action, now)
        if reason:
            self.app.sound.play("error")
        else:
            self._clear_selection()

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole table for the current moment."""
        c = self.controller
        now = self.app.now()
        self._sync_selection()
        lay = self.layout(surface.get_size())
        if c.phase == Phase.HANDOVER:
            # The hand-over screen alone: nothing of the table is drawn behind it.
            self._draw_handover(surface, lay)
            return
        surface.blit(self._felt(surface), (0, 0))
        frame = self.animator.frame(now) or Frame()
        view = c.display_view()
        self._draw_seats(surface, lay, view, frame, self.show_private())
        self._draw_trick(surface, lay, view, frame)
        private = self.show_private()
        self.adapter.draw_center(surface, lay, view, c.human_legal(), private)
        self._draw_target_focus(surface, lay)
        self._draw_panels(surface, lay, view)
        self._draw_hand(surface, lay, view, frame)
        for card, box in frame.resting + frame.moving:
            renderer.card(surface, card, box, self.adapter.face_style)
        for mark in frame.marks:  # the trick's winning card, before it is collected
            rect = pygame.Rect(self._trick_box(lay, mark.seat).tuple()).inflate(10, 10)
            pygame.draw.rect(
                surface,
                renderer.GOLD,
                rect,
                max(3, round(4 * lay.scale)),
                border_radius=max(4, rect.w // 9),
            )
            self._trick_labels(surface, lay, mark.order)
        self._draw_choices(surface, lay)
        self._draw_message(surface, lay, view)
        self._draw_notice(surface, lay, frame, now)
        draw_hint(surface, self, lay)
        draw_tutorial(surface, self, lay)
        for index, (box, _, label) in enumerate(self._buttons(lay)):
            renderer.button(
                surface,
                box,
                label,
                size=round(18 * lay.scale),
                focused=self.focus == "buttons" and index == self.button_focus,
                hovered=index == self.hover_button,
            )
        if self.show_log and lay.log_panel is not None:
            self._draw_log(surface, lay.log_panel, lay.scale)
        if c.phase == Phase.DEAL_SUMMARY:
            self._draw_summary(surface, lay)
        elif c.phase == Phase.MATCH_OVER:
            self._draw_match_over(surface, lay)
        draw_review_button(surface, self, lay)
        if self.show_sheet:
            self._draw_sheet(surface, lay)
        if self.show_last_trick:  # opaque and above everything, summaries included
            self._draw_last_trick(surface, lay)
        if self.show_keys:
            self._draw_keys(surface, lay)

    def _draw_target_focus(self, surface: pygame.Surface, lay: TableLayout) -> None:
        """The selected target ringed dark and gold (it must show on a yellow card inside
        a gold column frame), the one under the pointer in cream."""
        if self.target_pick is None and self.hover_target is None:
            return
        targets = self._targets(lay)
        s = lay.scale
        rings = [
            (self.hover_target, ((renderer.CREAM, 8, 2),)),
            (self.target_pick, ((renderer.INK, 14, 7), (renderer.GOLD, 10, 4))),
        ]
        for index, ring in rings:
            if index is None or index >= len(targets):
                continue
            for colour, grow, width in ring:
                rect = pygame.Rect(targets[index].box.tuple()).inflate(
                    round(grow * s), round(grow * s)
                )
                pygame.draw.rect(
                    surface,
                    colour,
                    rect,
                    max(2, round(width * s)),
                    border_radius=max(4, rect.w // 8),
                )

    def _felt(self, surface: pygame.Surface) -> pygame.Surface:

        return assets.felt(*surface.get_size())

    def _draw_seats(
        self, surface: pygame.Surface, lay: TableLayout, view: Any, frame: Frame, private: bool
    ) -> None:
        c = self.controller
        sizes = self.adapter.hand_sizes(view)
        acting = c.to_act() if c.phase in (Phase.AWAIT_HUMAN, Phase.BOT_THINKING) else None
        dealer = self.adapter.dealer(view)
        for spot in lay.spots:
            seat = spot.seat
            if spot.side != "bottom" or seat != c.viewer or not private:
                count = (
                    0 if frame.hide_hands else max(0, sizes[seat] - frame.hidden_backs.get(seat, 0))
                )
                if spot.side != "bottom":
                    for box in back_fan(spot, count, lay.small_w, lay.small_h, lay.scale):
                        renderer.card(surface, None, box)
                else:
                    boxes = hand_boxes(count, lay.hand_area, lay.card_w, lay.card_h)
                    for box in boxes:
                        renderer.card(surface, None, box)
            glow = seat == acting
            plate = spot.plate
            if glow:
                pygame.draw.rect(
                    surface, TURN_GLOW, pygame.Rect(plate.tuple()).inflate(8, 8), border_radius=10
                )
            renderer.panel(surface, plate, 215, 8, TURN_GLOW if glow else None)
            label = self.adapter.seat_label(seat)
            if dealer == seat:
                label += "  " + t("table.dealer_mark")
            if glow and not self.setup.seats[seat].is_human:
                label += "  " + "." * (1 + int(self.app.now() * 3) % 3)
            renderer.draw_text(
                surface,
                label,
                round(17 * lay.scale),
                plate.center,
                renderer.INK if False else renderer.WHITE,
                "center",
                glow,
                max_width=plate.w - 10,
            )

    def _draw_trick(
        self, surface: pygame.Surface, lay: TableLayout, view: Any, frame: Frame
    ) -> None:
        """The running trick, its first card marked as the lead; with the players' names
        under the cards where positions alone do not tell (5 or more seats)."""
        if frame.hide_trick:
            return
        trick = self.adapter.trick(view)
        for seat, card in trick:
            box = self._trick_box(lay, seat)
            renderer.shadow(surface, box)
            renderer.card(surface, card, box, self.adapter.face_style)
        self._trick_labels(surface, lay, tuple(seat for seat, _ in trick))

    def _trick_labels(
        self, surface: pygame.Surface, lay: TableLayout, order: tuple[int, ...]
    ) -> None:
        """The lead tag on the first card of a trick, and name badges where needed."""
        # From five seats on the positions alone do not tell who played what. (Skitgubbe
        # draws its plays in fans of its own and names them there.)
        named = self.match.seats >= 5
        for index, seat in enumerate(order):
            box = self._trick_box(lay, seat)
            if index == 0:
                renderer.lead_tag(surface, box, lay.scale)
            if named:
                self._name_badge(surface, box, self.adapter.seat_label(seat), lay.scale)

    def _name_badge(self, surface: pygame.Surface, card: Box, name: str, s: float) -> None:
        """Who played a trick card: a small plate just below it."""
        h = badge_h(s)
        badge = Box(card.x - round(6 * s), card.bottom + round(2 * s), card.w + round(12 * s), h)
        renderer.panel(surface, badge, 215, h // 2, None)
        renderer.draw_text(
            surface,
            name,
            max(12, round(13 * s)),
            badge.center,
            renderer.WHITE,
            "center",
            True,
            max_width=badge.w - 4,
        )

    def _draw_hand(
        self, surface: pygame.Surface, lay: TableLayout, view: Any, frame: Frame
    ) -> None:
        c = self.controller
        if not self.show_private() or frame.hide_hands:
            return
        cards = self._hand_cards(view)
        legal = c.human_legal()
        playable = self.adapter.playable(legal)
        highlight = self.app.settings.highlight_legal and bool(legal)
        boxes = self._hand_boxes(lay, cards, legal)
        dragged = self.drag.card if self.drag is not None and self.drag.moving else None
        for index, (card, box) in enumerate(zip(cards, boxes, strict=True)):
            if card in frame.hidden_cards:
                continue
            picked = card in self.picked and bool(legal)
            pointed = bool(legal) and (
                index == self.hovered or (index == self.cursor and self.focus == "hand")
            )
            renderer.shadow(surface, box, 3)
            renderer.card(
                surface,
                card,
                box,
                self.adapter.face_style,
                dim=card == dragged or (highlight and bool(playable) and card not in playable),
                outline=renderer.GOLD if picked else (renderer.CREAM if pointed else None),
            )
        if dragged is not None and self.drag is not None:
            # The dragged card follows the pointer; let go above the hand to play it.
            box = centered(*self.drag.pos, lay.card_w, lay.card_h)
            renderer.shadow(surface, box)
            renderer.card(surface, dragged, box, self.adapter.face_style, outline=renderer.GOLD)

    def _shown_state(self) -> MatchState:
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

    def _draw_panels(self, surface: pygame.Surface, lay: TableLayout, view: Any) -> None:
        size = round(16 * lay.scale)
        line_h = size * 1.35
        info = self.adapter.info_lines(view)
        deal = self.adapter.deal_score_lines(view)
        totals = self.adapter.score_lines(self._shown_state())
        for box, parts in ((lay.info_panel, [info]), (lay.score_panel, [deal, totals])):
            fit = max(1, int((box.h - 8 * lay.scale) // line_h))
            # The region is the limit (the score sheet, S, has everything): the totals
            # stay whole, the running deal gives way first.
            # A line too long for the panel (Japanese runs longer) wraps rather than
            # shrinking below the smallest text size; each part's first line is its heading.
            width = box.w - 20
            kept = [
                [
                    (wrapped, i == 0)
                    for i, line in enumerate(part)
                    for wrapped in wrap_text(line, size, width, bold=i == 0)
                ]
                for part in parts
                if part
            ]
            if len(kept) == 2:
                last = kept[1][:fit]
                kept = [kept[0][: max(0, fit - len(last))], last]
            lines = [row for part in kept for row in part][:fit]
            height = round((len(lines) + 0.6) * line_h)
            panel_box = Box(box.x, box.y, box.w, min(box.h, max(box.h // 3, height)))
            renderer.panel(surface, panel_box, 185)
            for i, (line, heading) in enumerate(lines):
                renderer.draw_text(
                    surface,
                    line,
                    size,
                    (panel_box.x + 12 * lay.scale, panel_box.y + 8 * lay.scale + i * line_h),
                    renderer.GOLD if heading else renderer.WHITE,
                    bold=heading,
                    max_width=panel_box.w - 20,
                )

    def _draw_choices(self, surface: pygame.Surface, lay: TableLayout) -> None:
        title, choices = self._choices()
        if not choices:
            return
        area = self._choice_area(lay, len(choices))
        renderer.panel(surface, area, 215)
        bar = self._in_bar(lay, self.adapter.choice_area(lay, len(choices)))
        size, y = (
            (round(14 * lay.scale), area.y + 10 * lay.scale)
            if bar
            else (round(22 * lay.scale), area.y + 26 * lay.scale)
        )
        renderer.draw_text(
            surface,
            title,
            size,
            (area.center[0], y),
            renderer.GOLD,
            "center",
            True,
            max_width=area.w - 20,
        )
        for index, (choice, box) in enumerate(
            zip(choices, self._choice_boxes(lay, choices), strict=True)
        ):
            chosen = index == self.choice_pick
            renderer.button(
                surface,
                box,
                "" if choice.cards else choice.label,
                size=round(18 * lay.scale),
                focused=chosen,
                accent=choice.accent,
                hovered=index == self.hover_choice,
            )
            if choice.cards:
                self._button_cards(surface, lay, box, choice)

    def _button_cards(
        self, surface: pygame.Surface, lay: TableLayout, box: Box, choice: Choice
    ) -> None:
        """A decision about cards (a Weis, Stöck) shows them as cards, its words below (or
        beside them, on a flat button in the bar under the trick)."""
        s = lay.scale
        if box.w > 3 * box.h:
            self._flat_button_cards(surface, lay, box, choice)
            return
        label_h = round(24 * s)
        card_h = max(8, box.h - label_h - round(12 * s))
        card_w = round(card_h * lay.card_w / lay.card_h)
        count = len(choice.cards)
        step = min(card_w * 0.62, (box.w - 16 * s - card_w) / max(1, count - 1))
        x0 = box.center[0] - (card_w + step * (count - 1)) / 2
        for i, card in enumerate(choice.cards):
            renderer.card(
                surface,
                card,
                Box(round(x0 + i * step), box.y + round(6 * s), card_w, card_h),
                self.adapter.face_style,
            )
        renderer.draw_text(
            surface,
            choice.label,
            round(15 * s),
            (box.center[0], box.bottom - label_h / 2 - 2 * s),
            renderer.WHITE,
            "center",
            True,
            max_width=box.w - 10,
        )

    def _flat_button_cards(
        self, surface: pygame.Surface, lay: TableLayout, box: Box, choice: Choice
    ) -> None:
        s = lay.scale
        card_h = max(8, box.h - round(6 * s))
        card_w = round(card_h * lay.card_w / lay.card_h)
        step = card_w * 0.7
        x = box.x + round(8 * s)
        for i, card in enumerate(choice.cards):
            renderer.card(
                surface,
                card,
                Box(round(x + i * step), box.y + round(3 * s), card_w, card_h),
                self.adapter.face_style,
            )
        left = round(x + step * (len(choice.cards) - 1) + card_w + 8 * s)
        renderer.draw_text(
            surface,
            choice.label,
            round(15 * s),
            ((left + box.right) / 2, box.center[1]),
            renderer.WHITE,
            "center",
            True,
            max_width=box.right - left - 6,
        )

    def _draw_message(self, surface: pygame.Surface, lay: TableLayout, view: Any) -> None:
        """The line above the hand: a refusal in red, else the confirm button when a
        decision is selected, else what to do now (or who is thinking)."""
        c = self.controller
        # The rules refuse in English; the catalog says it in the player's language.
        text, color = self.adapter.refusal(self.setup.game.id, c.message), renderer.RED
        if not text and c.phase == Phase.AWAIT_HUMAN:
            turn = self._turn()
            pending = self._pending(turn)
            if pending is not None:
                renderer.button(
                    surface,
                    self._confirm_box(lay),
                    t("confirm.button", action=pending[1]),
                    size=round(19 * lay.scale),
                    confirm=True,
                )
                return
            missing = picking.needs_more(self.picked, turn.hand_actions)
            if self.picked and missing:
                text = t("confirm.more_one") if missing == 1 else t("confirm.more", n=missing)
            elif self.picked:
                text = t("confirm.picked_none")
            color = renderer.CREAM
        if not text:
            legal = c.human_legal()
            text, color = self.adapter.prompt(view, legal), renderer.CREAM
            if not text and c.phase == Phase.BOT_THINKING:
                seat = c.to_act()
                if seat is not None:
                    text = t("table.thinking", name=self.adapter.seat_label(seat))
                    color = renderer.DIM
        if not text:
            return
        renderer.panel(surface, lay.message, 200, 10, color if color == renderer.RED else None)
        renderer.draw_text(
            surface,
            text,
            round(19 * lay.scale),
            lay.message.center,
            color,
            "center",
            True,
            max_width=lay.message.w - 16,
        )

    def _draw_keys(self, surface: pygame.Surface, lay: TableLayout) -> None:
        """The shortcut list (K): every way to act at the table, one line each."""
        renderer.dim_screen(surface, 170)
        keys = (
            "click",
            "confirm",
            "arrows",
            "enter_first",
            "space",
            "tab",
            "drag",
            "one_click",
            "undo",
            "views",
            "learn",
            "menu",
        )
        s = lay.scale
        size = max(13, round(18 * s))
        line_h = round(size * 1.55)
        box = self._overlay_box(lay, 900, 130 + line_h / s * len(keys))
        renderer.panel(surface, box, 245, 16, renderer.GOLD)
        renderer.draw_text(
            surface,
            t("keys.title"),
            round(25 * s),
            (box.center[0], box.y + 28 * s),
            renderer.GOLD,
            "center",
            True,
        )
        for i, key in enumerate(keys):
            renderer.draw_text(
                surface,
                t(f"keys.{key}"),
                size,
                (box.x + 28 * s, box.y + 62 * s + i * line_h),
                renderer.WHITE,
                max_width=round(box.w - 56 * s),
            )
        renderer.draw_text(
            surface,
            t("keys.close"),
            max(12, round(16 * s)),
            (box.center[0], box.bottom - round(20 * s)),
            renderer.DIM,
            "center",
        )

    def _draw_notice(
        self, surface: pygame.Surface, lay: TableLayout, frame: Frame, now: float
    ) -> None:
        """The notice strip: who takes the trick while it is held, else the latest
        announcement for a few seconds (it came once the table showed it)."""
        choices = self._choices()[1]
        if choices and overlap(self._choice_area(lay, len(choices)), lay.notice):
            return  # a decision has the strip's place (the log keeps the notice)
        text = frame.marks[-1].text if frame.marks else ""
        if not text and self.animator.waiting(now):
            text = t("table.click_on")
        if not text and now - self.notice_since < NOTICE_SECONDS:
            text = self.notice
        if not text:
            return
        box = lay.notice
        renderer.panel(surface, box, 225, box.h // 2, renderer.GOLD)
        renderer.draw_text(
            surface,
            text,
            max(12, round(box.h * 0.62)),
            box.center,
            renderer.GOLD,
            "center",
            True,
            max_width=box.w - 16,
        )

    def _draw_log(self, surface: pygame.Surface, box: Box, s: float) -> None:
        """The move log: deals as headings, a rule between tricks, newest at the bottom;
        the wheel scrolls back."""
        renderer.panel(surface, box, 235, 0, renderer.GOLD)
        size = max(12, round(15 * s))
        line_h = round(size * 1.4)
        pad = round(12 * s)
        renderer.draw_text(
            surface,
            t("log.title"),
            round(19 * s),
            (box.x + pad, box.y + pad),
            renderer.GOLD,
            bold=True,
            max_width=box.w - 2 * pad,
        )
        rows = self._log_rows(size, box.w - 2 * pad - round(8 * s))
        top = box.y + pad + round(34 * s)
        room = max(1, (box.bottom - pad - top) // line_h)
        self.log_scroll = min(self.log_scroll, max(0, len(rows) - room))
        end = len(rows) - self.log_scroll
        for i, (text, colour, bold) in enumerate(rows[max(0, end - room) : end]):
            y = top + i * line_h
            if not text:
                pygame.draw.line(
                    surface,
                    (70, 95, 80),
                    (box.x + pad, y + line_h // 2),
                    (box.right - pad, y + line_h // 2),
                )
                continue
            indent = 0 if bold else round(8 * s)
            renderer.draw_text(
                surface,
                text,
                size,
                (box.x + pad + indent, y),
                colour,
                bold=bold,
                max_width=box.w - 2 * pad - indent,
            )

    def _log_rows(self, size: int, width: int) -> list[tuple[str, tuple[int, int, int], bool]]:
        """The log as drawn rows (headings, wrapped sentences, rules between tricks),
        wrapped again only when the log grew or the panel changed: a long match has
        thousands of sentences, and measuring them every frame would cost frames."""
        key = (len(self.log.lines), size, width, language())
        if self._log_cache[0] != key:
            rows: list[tuple[str, tuple[int, int, int], bool]] = []
            deal = 0
            for number, _, texts in self.log.grouped():
                if number != deal:
                    deal = number
                    rows.append((self.adapter.deal_name(number), renderer.GOLD, True))
                elif rows:
                    rows.append(("", renderer.DIM, False))  # the rule between two tricks
                for text in texts:
                    rows.extend(
                        (part, renderer.CREAM, False) for part in wrap_text(text, size, width)
                    )
            self._log_cache = (key, rows)
        return self._log_cache[1]

    def _draw_sheet(self, surface: pygame.Surface, lay: TableLayout) -> None:
        """The full score sheet (S), over the table; the wheel scrolls long matches."""
        sheet = self.adapter.score_sheet(self.controller.state)
        renderer.dim_screen(surface, 170)
        box = self._overlay_box(lay, 900, 640)
        room = self._draw_rows(
            surface,
            box,
            lay.scale,
            sheet.title,
            sheet.headings,
            sheet.rows[self.sheet_scroll :],
            t("sheet.close"),
            0.36,
        )
        self.sheet_scroll = min(self.sheet_scroll, max(0, len(sheet.rows) - room))

    def _draw_rows(
        self,
        surface: pygame.Surface,
        box: Box,
        s: float,
        title: str,
        headings: tuple[str, ...],
        rows: Any,
        footer: str,
        label_share: float,
    ) -> int:
        """A titled table of rows on a gold panel (the deal summary, the score sheet): a
        label column, one column per heading, strong rows in gold, a footer line. Draws
        the rows that fit and returns how many do."""
        renderer.panel(surface, box, 245, 16, renderer.GOLD)
        size = max(12, round(18 * s))
        renderer.draw_text(
            surface,
            title,
            round(25 * s),
            (box.center[0], box.y + 28 * s),
            renderer.GOLD,
            "center",
            True,
            max_width=box.w - 24,
        )
        x0 = box.x + box.w * label_share
        col_w = (box.right - 18 * s - x0) / max(1, len(headings))
        y = box.y + round(58 * s)
        # A heading wider than its column (Japanese, many columns) wraps onto a second
        # line; the rows start below the tallest heading.
        wrapped = [
            wrap_text(heading, size, round(col_w - 6), bold=True)[:2] for heading in headings
        ]
        for i, lines in enumerate(wrapped):
            for j, line in enumerate(lines):
                renderer.draw_text(
                    surface,
                    line,
                    size,
                    (x0 + (i + 0.5) * col_w, y + j * round(size * 1.2)),
                    renderer.GOLD,
                    "midtop",
                    True,
                    max_width=round(col_w - 6),
                )
        y += round(size * 1.2) * (max((len(lines) for lines in wrapped), default=1) - 1)
        row_h = round(size * 1.5)
        room = max(1, int((box.bottom - round(40 * s) - y - row_h) // row_h))
        for row in list(rows)[:room]:
            y += row_h
            colour = renderer.GOLD if row.strong else renderer.WHITE
            renderer.draw_text(
                surface,
                row.label,
                size,
                (box.x + 20 * s, y),
                colour,
                bold=row.strong,
                max_width=round(x0 - box.x - 28 * s),
            )
            for i, value in enumerate(row.values):
                renderer.draw_text(
                    surface,
                    value,
                    size,
                    (x0 + (i + 0.5) * col_w, y),
                    colour,
                    "midtop",
                    row.strong,
                    max_width=round(col_w - 6),
                )
        renderer.draw_text(
            surface,
            footer,
            max(12, round(16 * s)),
            (box.center[0], box.bottom - round(20 * s)),
            renderer.DIM,
            "center",
        )
        return room

    def _overlay_box(self, lay: TableLayout, w: float, h: float) -> Box:
        return centered(
            lay.width / 2,
            lay.height / 2,
            min(lay.width * 0.9, w * lay.scale),
            min(lay.height * 0.9, h * lay.scale),
        )

    def _draw_last_trick(self, surface: pygame.Surface, lay: TableLayout) -> None:
        """The last finished trick (L) from the move log, in any game and phase: every
        card with who played it, the taker's cards outlined, on an opaque panel."""
        renderer.dim_screen(surface, 160)
        box = self._overlay_box(lay, 760, 360)
        renderer.panel(surface, box, 255, 14, renderer.GOLD)
        last = self.log.last
        s = lay.scale
        title = (
            t("table.no_last_trick")
            if last is None
            else (last.title or t("table.last_trick_heading"))
        )
        renderer.draw_text(
            surface,
            title,
            round(22 * s),
            (box.center[0], box.y + 28 * s),
            renderer.GOLD,
            "center",
            True,
            max_width=box.w - 24,
        )
        if last is None:
            return
        # Who took it (a seat the game names, e.g. Was Sticht's dummy) and what it was worth.
        taker = (
            t("table.last_trick_nobody")
            if last.winner is None
            else self.adapter.say("table.took_it", last.winner)
        )
        line = f"{taker}  ·  {last.note}" if last.note else taker
        renderer.draw_text(
            surface,
            line,
            round(18 * s),
            (box.center[0], box.bottom - 26 * s),
            renderer.CREAM,
            "center",
            max_width=box.w - 24,
        )
        plays = last.plays
        gap = min(lay.card_w * 1.15, (box.w - 40 * s) / max(1, len(plays)))
        card_w = min(lay.card_w, round(gap * 0.92))
        card_h = round(card_w * lay.card_h / lay.card_w)
        x0 = box.center[0] - gap * (len(plays) - 1) / 2
        for i, (seat, card) in enumerate(plays):
            cbox = centered(x0 + i * gap, box.center[1] + 4 * s, card_w, card_h)
            renderer.card(
                surface,
                card,
                cbox,
                self.adapter.face_style,
                outline=renderer.GOLD if seat == last.winner else None,
            )
            renderer.draw_text(
                surface,
                self.adapter.seat_label(seat),
                round(15 * s),
                (cbox.center[0], cbox.bottom + 8 * s),
                renderer.WHITE,
                "midtop",
                max_width=round(gap),
            )

    def _draw_handover(self, surface: pygame.Surface, lay: TableLayout) -> None:
        surface.blit(self._felt(surface), (0, 0))
        renderer.dim_screen(surface, 120)
        seat = self.controller.handover_seat
        name = self.adapter.seat_label(seat) if seat is not None else ""
        for i in range(3):
            box = centered(
                lay.width / 2 + (i - 1) * lay.card_w * 0.35,
                lay.height * 0.30,
                lay.card_w,
                lay.card_h,
            )
            renderer.card(surface, None, box)
        renderer.draw_text(
            surface,
            t("handover.title", name=name),
            round(44 * lay.scale),
            (lay.width / 2, lay.height * 0.52),
            renderer.GOLD,
            "center",
            True,
        )
        renderer.draw_text(
            surface,
            t("handover.hint", name=name),
            round(22 * lay.scale),
            (lay.width / 2, lay.height * 0.62),
            renderer.WHITE,
            "center",
            max_width=round(lay.width * 0.9),
        )
        # Greyed during the guard time, so a click that does nothing does not surprise.
        ready = self.controller.handover_ready(self.app.now())
        renderer.button(
            surface,
            self._handover_button(lay),
            t("handover.button", name=name),
            size=round(22 * lay.scale),
            enabled=ready,
            accent=True,
            focused=ready,
        )

    def _draw_summary(self, surface: pygame.Surface, lay: TableLayout) -> None:
        state = self.controller.state
        if not state.history:
            return
        renderer.dim_screen(surface, 150)
        headings, rows = self.adapter.summary(state.history[-1], state)
        box = self._overlay_box(lay, 720, 130 + 28 * len(rows))
        self._draw_rows(
            surface,
            box,
            lay.scale,
            self.adapter.deal_name(state.history[-1].index + 1),
            headings,
            rows,
            t("summary.continue"),
            0.45,
        )

    def _draw_match_over(self, surface: pygame.Surface, lay: TableLayout) -> None:
        from game.ui.screens.match_over import panel_for

        panel_for(self).draw(surface)

    def close(self) -> None:
        """Stop the bot thread when the table is left."""
        self.worker.close()
