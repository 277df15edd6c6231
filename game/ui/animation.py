"""Timed effects built from a batch of engine events: flying cards and held tricks.

The table draws the deal as it was BEFORE the batch; the animator says which cards to hide
from that picture and which to draw on top, moving or resting, at any moment.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.cards import Card
from game.ui.layout import Box

UNTIL_END = float("inf")  # a resting card that stays until the batch is over


@dataclass(frozen=True, slots=True)
class Flight:
    """A card moving from `src` to `dst` between two times, then resting until `rest_end`."""

    start: float
    end: float
    card: Card | None  # None: drawn as a card back
    src: Box
    dst: Box
    rest_end: float  # the card stays drawn at dst until then
    hide_hand: Card | None = None  # hidden from the viewer's hand from `start` on
    hide_back: int = -1  # one face-down card of this seat is hidden from `start` on


@dataclass(frozen=True, slots=True)
class Mark:
    """The end of a trick: the winning card outlined and a line ("Ben takes it")."""

    start: float
    end: float
    seat: int
    text: str
    order: tuple[int, ...] = ()  # the seats in the held trick, in play order


@dataclass
class Frame:
    """What to change in the base picture at one moment."""

    hidden_cards: set[Card] = field(default_factory=set)
    hidden_backs: dict[int, int] = field(default_factory=dict)
    hide_trick: bool = False
    hide_hands: bool = False
    resting: list[tuple[Card | None, Box]] = field(default_factory=list)
    moving: list[tuple[Card | None, Box]] = field(default_factory=list)
    marks: list[Mark] = field(default_factory=list)


def _lerp(a: Box, b: Box, p: float) -> Box:
    ease = 1 - (1 - p) ** 3  # ease-out: fast start, gentle landing
    return Box(
        round(a.x + (b.x - a.x) * ease),
        round(a.y + (b.y - a.y) * ease),
        round(a.w + (b.w - a.w) * ease),
        round(a.h + (b.h - a.h) * ease),
    )


class Timeline:
    """The effects of one batch, with times relative to the batch start."""

    def __init__(self) -> None:
        self.flights: list[Flight] = []
        self.trick_hidden_from: float | None = None
        self.hands_hidden_until: float = 0.0
        self.length = 0.0
        self.marks: list[Mark] = []
        # Moments where the timeline stops until the player clicks ("wait for a click").
        self.waits: list[float] = []
        # Sounds, each at the moment the picture it goes with begins (game.ui.cues).
        self.cues: list[tuple[float, str]] = []

    def add_flight(self, flight: Flight) -> None:
        """Add a flying card."""
        self.flights.append(flight)
        resting = flight.rest_end if flight.rest_end != UNTIL_END else flight.end
        self.length = max(self.length, flight.end, resting)

    def add_mark(self, mark: Mark) -> None:
        """Mark a finished trick's winner for a while."""
        self.marks.append(mark)
        self.length = max(self.length, mark.end)

    def add_cue(self, at: float, name: str) -> None:
        """A sound at `at`, the moment its picture (a flight, a mark) begins."""
        self.cues.append((at, name))

    def frame(self, t: float) -> Frame:
        """What the table shows `t` seconds into the batch."""
        out = Frame()
        out.hide_trick = self.trick_hidden_from is not None and t >= self.trick_hidden_from
        out.hide_hands = t < self.hands_hidden_until
        for flight in self.flights:
            if t < flight.start:
                continue
            if flight.hide_hand is not None:
                out.hidden_cards.add(flight.hide_hand)
            if flight.hide_back >= 0:
                out.hidden_backs[flight.hide_back] = out.hidden_backs.get(flight.hide_back, 0) + 1
            if t < flight.end:
                span = max(1e-6, flight.end - flight.start)
                out.moving.append(
                    (flight.card, _lerp(flight.src, flight.dst, (t - flight.start) / span))
                )
            elif t < flight.rest_end:
                out.resting.append((flight.card, flight.dst))
        out.marks = [m for m in self.marks if m.start <= t < m.end]
        return out


class Animator:
    """Plays one timeline at a time against the clock, stopping at its waits until
    `release` (a click) lets it go on."""

    def __init__(self) -> None:
        self.timeline: Timeline | None = None
        self.started = 0.0
        self._waits: list[float] = []
        self._paused = 0.0  # seconds spent waiting so far
        self._cued = 0  # the timeline's cues sounded so far

    def start(self, timeline: Timeline, now: float) -> None:
        """Begin a timeline now."""
        self.timeline = timeline
        self.started = now
        self._waits = sorted(timeline.waits)
        self._paused = 0.0
        self._cued = 0

    def elapsed(self, now: float) -> float:
        """Seconds into the timeline, held at the next wait until it is released."""
        t = now - self.started - self._paused
        return min(t, self._waits[0]) if self._waits else t

    def waiting(self, now: float) -> bool:
        """True while the timeline stands at a wait for a click."""
        return bool(self._waits) and now - self.started - self._paused >= self._waits[0]

    def release(self, now: float) -> bool:
        """A click: go on from the wait the timeline stands at (False when not waiting)."""
        if not self.waiting(now):
            return False
        self._paused = now - self.started - self._waits.pop(0)
        return True

    def busy(self, now: float) -> bool:
        """True while the current timeline runs (or waits)."""
        if self.timeline is None:
            return False
        return self.waiting(now) or self.elapsed(now) < self.timeline.length

    def frame(self, now: float) -> Frame | None:
        """The current frame, or None when idle."""
        if self.timeline is None:
            return None
        return self.timeline.frame(self.elapsed(now))

    def due_cues(self, now: float) -> list[str]:
        """The sounds whose moment has come since the last call, each once, in order."""
        if self.timeline is None:
            return []
        t = self.elapsed(now)
        cues = sorted(self.timeline.cues, key=lambda cue: cue[0])
        due = [name for at, name in cues[self._cued :] if at <= t]
        self._cued += len(due)
        return due

    def stop(self) -> None:
        """Forget the timeline."""
        self.timeline = None
        self._waits = []
