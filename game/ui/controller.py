"""PURE turn flow of a table: who acts, hand-overs, bot pacing, animation and summaries.

No pygame, no threads, no clock: the screen passes `now` (seconds) in, runs the bots
where it likes (off the render thread) and reports back. States:

    AWAIT_HUMAN   a human seat is to act and its hand may be shown (with auto play on,
                  a single legal card is played for them at once)
    BOT_THINKING  a bot seat is to act; its request is handed out once
    ANIMATING     events of applied actions wait to be animated (one batch at a time)
    HANDOVER      hot-seat: a human acts next whose hand is not open and whose decision
                  shows a secret; every hand is hidden until that player confirms (after
                  a short guard time). A decision that shows nothing secret (the game's
                  table says which) is taken without a hand-over, with every hand hidden.
    DEAL_SUMMARY  a deal just ended; the summary is shown until confirmed
    MATCH_OVER    the match has a result

Undo (games against bots only) returns to the state before the latest human decision, as
replayed from the action log (game.ui.undo), and drops everything queued after it.

Hot-seat privacy is one rule, `private_seat`: with two or more humans, a seat's hand and
secrets may be drawn face up only from the moment that seat confirms its hand-over until
its turn is over (its action committed and someone else to act, or the deal ended).
Every screen that draws the table asks that rule; none decides privacy on its own.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from game.core.events import DealEnded, DealStarted, Event
from game.core.match import Match, MatchState
from game.core.rules import Action
from game.core.table import Seat
from game.ui.undo import Skip, UndoTrail


class Phase(StrEnum):
    """The controller's states."""

    AWAIT_HUMAN = "await_human"
    BOT_THINKING = "bot_thinking"
    ANIMATING = "animating"
    HANDOVER = "handover"
    DEAL_SUMMARY = "deal_summary"
    MATCH_OVER = "match_over"


@dataclass(frozen=True, slots=True)
class Batch:
    """Events of one applied action, with the deal as it looked before and after."""

    events: tuple[Event, ...]
    deal_before: Any
    deal_after: Any
    actor: int


@dataclass(frozen=True, slots=True)
class BotRequest:
    """What a bot needs to decide: its seat, its view and the legal actions."""

    seat: int
    bot: str
    view: object
    legal: tuple[Action, ...]
    turn: int  # the controller's turn counter, so a stale answer is ignored
    ply: int = 0  # actions in the match so far: with the seed it fixes the bot's RNG


# Seconds a hand-over screen ignores every input after it appears: the second click of a
# double click, or a key pressed for the previous turn, must not pass it by accident.
HANDOVER_GUARD = 0.6


def forced_card(legal: tuple[Action, ...]) -> Action | None:
    """The one legal action when it is playing a single card (nothing to decide), else None."""
    if len(legal) == 1 and legal[0].kind == "play" and len(legal[0].cards) == 1:
        return legal[0]
    return None


class TableController:
    """The state machine of one table (one match)."""

    def __init__(
        self,
        match: Match,
        seats: tuple[Seat, ...],
        bot_delay: float = 0.6,
        state: MatchState | None = None,
        auto_play: bool = False,
        on_apply: Callable[[MatchState, MatchState], None] | None = None,
        now: float = 0.0,
        private: Callable[[Any], bool] | None = None,
        quick: Callable[[Any], bool] | None = None,
    ) -> None:
        if len(seats) != match.seats:
            raise ValueError("one seat setup per seat")
        self.match = match
        self.seats = seats
        self.bot_delay = bot_delay
        self.auto_play = auto_play  # play a human's forced card for them (a setting)
        # Called with (state before, state after) once per applied action: the table
        # saves the match and counts statistics there.
        self.on_apply = on_apply
        # Whether the decision at a seat's view shows that seat a secret (its hand, a
        # hidden task): only then does a hot-seat table hand the screen over (the game's
        # table says; None: every decision does).
        self.private = private
        # Whether a bot's decision at its view is a quick public pick (a draft) shown at
        # once, without the display delay (the game's table says; None: never).
        self.quick = quick
        self._quick_turn = False
        self.state = state if state is not None else match.start()
        self.display_deal: Any = self.state.deal
        self.humans = tuple(i for i, seat in enumerate(seats) if seat.is_human)
        self.hotseat = len(self.humans) >= 2
        # Hot-seat starts with every hand hidden; one human sees their hand from the start.
        # `viewer` is the seat drawn at the bottom (and whose view is drawn); whether its
        # secrets may show is `private_seat`'s decision.
        self.viewer: int | None = None if self.hotseat else (self.humans or (0,))[0]
        self._open = not self.hotseat  # hot-seat: between a confirmation and the commit
        self.batches: deque[Batch] = deque()
        self.message = ""
        self.phase = Phase.AWAIT_HUMAN
        self.handover_seat: int | None = None
        self.handover_since = 0.0  # when the hand-over screen appeared (for the guard)
        self.summary_pending = False
        self.turn_counter = 0
        self._bot_started = 0.0
        self._bot_requested = False
        self._bot_action: Action | None = None
        self._trail = UndoTrail(match, self.humans)  # states to undo to, replayed lazily
        self._advance(now)  # `now`: a hand-over at the start has its guard time too

    # ----------------------------------------------------------------- queries
    @property
    def rules(self) -> Any:
        """The rules object of the match."""
        return self.match.rules

    def to_act(self) -> int | None:
        """The seat to act in the match state (not necessarily what is drawn yet)."""
        return self.match.to_act(self.state)

    def display_view(self) -> Any:
        """The view to draw: the displayed deal as the viewer (or seat 0) sees it."""
        return self.rules.view(self.display_deal, self.viewer if self.viewer is not None else 0)

    def private_seat(self, covered: bool = False) -> int | None:
        """The one seat whose hand and secrets may be drawn face up now, or None.

        Alone at the table: the human's own, always. With two or more humans: the seat
        that confirmed the last hand-over, until its turn is over, and only while the
        table is not `covered` by another screen (pause, rules, saves: the player may
        have stepped away)."""
        if self.viewer is None or self.phase == Phase.HANDOVER:
            return None
        if self.hotseat and (not self._open or covered):
            return None
        return self.viewer

    def show_private(self, covered: bool = False) -> bool:
        """True when the viewer's own hand and secrets may be drawn (see `private_seat`)."""
        return self.private_seat(covered) is not None

    @property
    def bot_waiting(self) -> bool:
        """True while a bot's decision has not come back yet (the bot is thinking)."""
        return self.phase == Phase.BOT_THINKING and self._bot_action is None

    def handover_ready(self, now: float) -> bool:
        """True once the hand-over screen has been up longer than its guard time."""
        return self.phase == Phase.HANDOVER and now - self.handover_since >= HANDOVER_GUARD

    def human_legal(self) -> tuple[Action, ...]:
        """Legal actions of the human to act, or () when no human may act now."""
        if self.phase != Phase.AWAIT_HUMAN:
            return ()
        return self.match.legal_actions(self.state)

    def undo_target(self, skip: Skip | None = None) -> MatchState | None:
        """The state undo would return to (before the latest human decision), or None:
        never at a hot-seat table (the other player would see the taken-back hand) and
        never once the match is over (it has been counted)."""
        if self.hotseat or not self.humans or self.state.over:
            return None
        return self._trail.target(self.state, skip)

    def current_batch(self) -> Batch | None:
        """The batch of events to animate now."""
        return self.batches[0] if self.phase == Phase.ANIMATING and self.batches else None

    # ----------------------------------------------------------------- commands
    def human_action(self, action: Action, now: float) -> str | None:
        """A human's action: applied when legal, else the rules' sentence is returned."""
        if self.phase != Phase.AWAIT_HUMAN:
            return None
        reason = self.rules.why_illegal(self.state.deal, action)
        if reason is not None:
            self.message = reason
            return reason
        self._apply(action, now)
        return None

    def undo(self, now: float, skip: Skip | None = None) -> bool:
        """Take back the latest human decision and everything after it (see game.ui.undo);
        False when there is nothing to take back or undo is not allowed here."""
        target = self.undo_target(skip)
        if target is None:
            return False
        self.state = target
        self.display_deal = target.deal  # what is drawn jumps back; nothing is animated
        self.batches.clear()
        self.summary_pending = False
        self.message = ""
        self.turn_counter += 1  # a bot answer still on its way belongs to the dropped turn
        self._bot_action = None
        self._bot_requested = False
        self._advance(now)
        return True

    def bot_request(self) -> BotRequest | None:
        """The pending bot decision, handed out once per bot turn."""
        if self.phase != Phase.BOT_THINKING or self._bot_requested:
            return None
        seat = self.to_act()
        assert seat is not None
        self._bot_requested = True
        return BotRequest(
            seat,
            self.seats[seat].player,
            self.rules.view(self.state.deal, seat),
            self.match.legal_actions(self.state),
            self.turn_counter,
            len(self.state.log),
        )

    def bot_decided(self, action: Action, turn: int, now: float) -> None:
        """A bot's answer arrived; it is shown once the display delay has passed."""
        if self.phase == Phase.BOT_THINKING and turn == self.turn_counter:
            self._bot_action = action
            self.tick(now)

    def tick(self, now: float) -> None:
        """Advance time: play a decided bot action when its display delay is over."""
        ready = self._bot_started + (0.0 if self._quick_turn else self.bot_delay)
        if self.phase == Phase.BOT_THINKING and self._bot_action is not None and now >= ready:
            action, self._bot_action = self._bot_action, None
            self._apply(action, now)

    def animation_done(self, now: float) -> None:
        """The current batch has been animated; move the display on."""
        if self.phase != Phase.ANIMATING or not self.batches:
            return
        batch = self.batches.popleft()
        self.display_deal = batch.deal_after
        if any(isinstance(e, DealEnded) for e in batch.events):
            self.summary_pending = True
        self._advance(now)

    def confirm_handover(self, now: float) -> bool:
        """The named player is at the screen: show their hand. Refused (False) during the
        guard time after the hand-over screen appeared."""
        if not self.handover_ready(now):
            return False
        self.viewer = self.handover_seat
        self.handover_seat = None
        self._open = True
        self._advance(now, confirmed=True)
        return True

    def confirm_summary(self, now: float) -> None:
        """The deal summary was read."""
        if self.phase == Phase.DEAL_SUMMARY:
            self.summary_pending = False
            self._advance(now)

    # ----------------------------------------------------------------- internals
    def _apply(self, action: Action, now: float) -> None:
        previous = self.state
        actor = self.to_act()
        self.state, events = self.match.apply(self.state, action)
        if self.hotseat and (self._ended(events) or self.to_act() != actor):
            # The turn is over: from this commit on every hand is face down, through the
            # animation, bot turns and summaries, until the next confirmed hand-over. A
            # seat that acts again at once (chooses trumps, then leads) keeps its hand.
            self._open = False
        self.turn_counter += 1
        self.message = ""
        self._queue(events, previous.deal, actor if actor is not None else 0)
        if self.on_apply is not None:
            self.on_apply(previous, self.state)
        self._advance(now)

    def _queue(self, events: tuple[Event, ...], before: Any, actor: int) -> None:
        """Split at a new deal: the old deal ends (and is summarised) before the next shows."""
        split = next((i for i, e in enumerate(events) if isinstance(e, DealStarted)), None)
        if split is None:
            after = self.state.history[-1].final_state if self._ended(events) else self.state.deal
            self.batches.append(Batch(events, before, after, actor))
            return
        final = self.state.history[-1].final_state
        self.batches.append(Batch(events[:split], before, final, actor))
        self.batches.append(Batch(events[split:], self.state.deal, self.state.deal, actor))

    def _shows_secret(self, seat: int) -> bool:
        """True when `seat`'s decision now shows something the others may not see."""
        if self.private is None:
            return True
        return self.private(self.rules.view(self.state.deal, seat))

    @staticmethod
    def _ended(events: tuple[Event, ...]) -> bool:
        return any(isinstance(e, DealEnded) for e in events)

    def _advance(self, now: float, confirmed: bool = False) -> None:
        """Decide the next state from the match and the queues."""
        if self.summary_pending:
            self.phase = Phase.DEAL_SUMMARY
            return
        if self.batches:
            self.phase = Phase.ANIMATING
            return
        if self.state.over:
            self.phase = Phase.MATCH_OVER
            return
        seat = self.to_act()
        assert seat is not None
        if self.seats[seat].is_human:
            if self.hotseat and not self._shows_secret(seat):
                # Nothing secret at this decision (a public chip draft): no hand-over, and
                # nothing private is drawn either (`_open` stays False until the next one).
                self._open = False
                self.viewer = seat
                self.phase = Phase.AWAIT_HUMAN
                return
            if self.hotseat and not confirmed and not (self._open and self.viewer == seat):
                self.phase = Phase.HANDOVER
                self.handover_seat = seat
                self.handover_since = now
                self._open = False  # nothing secret is drawn before the player confirms
                return
            self.viewer = seat
            self.phase = Phase.AWAIT_HUMAN
            forced = forced_card(self.match.legal_actions(self.state)) if self.auto_play else None
            if forced is not None:
                self._apply(forced, now)
            return
        self._bot_started = now  # the display delay counts from the start of the bot's turn
        self._quick_turn = self.quick is not None and self.quick(
            self.rules.view(self.state.deal, seat)
        )
        self.phase = Phase.BOT_THINKING
        self._bot_requested = False
        self._bot_action = None
