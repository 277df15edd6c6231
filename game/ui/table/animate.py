"""One batch of events as an animation: cards fly to the trick, a finished trick is held
with its winner marked and swept to the winner, backs fly out at a deal's start, and a
game's own cards fly where its painters will draw them."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.cards import Card
from game.core.events import CardPlayed, DealStarted, Event, TrickTaken
from game.ui.animation import UNTIL_END, Flight, Mark, Timeline
from game.ui.layout import Box, TableLayout, centered
from game.ui.table.seam import Landing


@dataclass(frozen=True, slots=True)
class Pace:
    """How the player set the animations: seconds per card flight (0: off), how long a
    finished trick is held, and whether it waits for a click."""

    speed: float
    hold: float
    wait: bool


@dataclass(frozen=True, slots=True)
class Stage:
    """Where cards fly from and to: the layout, the viewer's seat and hand (the viewer's
    own cards fly from their place in the hand, every other card from its seat)."""

    lay: TableLayout
    viewer: int | None
    hand: tuple[Card, ...]
    boxes: list[Box]

    def trick_box(self, seat: int) -> Box:
        """A seat's place in the trick."""
        x, y = self.lay.spots[seat].trick_slot
        return centered(x, y, self.lay.card_w, self.lay.card_h)

    def source(self, seat: int, card: Card) -> Box:
        """Where a card played by `seat` starts its flight."""
        if seat == self.viewer and card in self.hand:
            return self.boxes[self.hand.index(card)]
        x, y = self.lay.spots[seat].anchor
        return centered(x, y, self.lay.small_w, self.lay.small_h)

    def own(self, seat: int, card: Card) -> bool:
        """True when the card leaves the viewer's hand (hidden there while it flies)."""
        return seat == self.viewer and card in self.hand


def build_timeline(
    events: tuple[Event, ...],
    trick: tuple[tuple[int, Card], ...],
    extra: dict[int, list[Landing]],
    stage: Stage,
    pace: Pace,
    takes_it: dict[int, str],
) -> Timeline:
    """Flying cards, the held trick and its marks for one batch of events (`trick`: the
    running trick before the batch; `extra`: the game's own flights per event index;
    `takes_it`: the sentence naming each seat as the trick's winner)."""
    timeline = Timeline()
    speed = pace.speed
    running = list(trick)
    resting: list[int] = []  # indices into timeline.flights of cards now in the trick
    landed: list[int] = []  # a game's own flights: they rest until the batch ends
    clock = 0.0
    for number, event in enumerate(events):
        if number in extra:
            timeline.add_cue(clock, "play")  # a game's own cards fly: played, laid, added
            for seat, card, dst in extra[number]:
                own = stage.own(seat, card)
                timeline.add_flight(
                    Flight(
                        clock,
                        clock + speed,
                        card,
                        stage.source(seat, card),
                        dst,
                        rest_end=UNTIL_END,
                        hide_hand=card if own else None,
                        hide_back=-1 if own else seat,
                    )
                )
                landed.append(len(timeline.flights) - 1)
            clock += speed
        if isinstance(event, CardPlayed):
            own = stage.own(event.seat, event.card)
            timeline.add_cue(clock, "play")
            timeline.add_flight(
                Flight(
                    clock,
                    clock + speed,
                    event.card,
                    stage.source(event.seat, event.card),
                    stage.trick_box(event.seat),
                    rest_end=UNTIL_END,
                    hide_hand=event.card if own else None,
                    hide_back=-1 if own else event.seat,
                )
            )
            resting.append(len(timeline.flights) - 1)
            running.append((event.seat, event.card))
            clock += speed
        elif isinstance(event, TrickTaken):
            clock = _collect(timeline, stage, running, resting, event, clock, pace, takes_it)
            running, resting = [], []
        elif isinstance(event, DealStarted):
            clock = _deal_in(timeline, stage.lay, clock, speed)
    timeline.length = max(timeline.length, clock, 0.05)
    # Cards that landed in a trick that is not finished rest until the batch ends.
    for index in resting + landed:
        f = timeline.flights[index]
        timeline.flights[index] = Flight(
            f.start, f.end, f.card, f.src, f.dst, timeline.length, f.hide_hand, f.hide_back
        )
    return timeline


def _collect(
    timeline: Timeline,
    stage: Stage,
    trick: list[tuple[int, Card]],
    resting: list[int],
    event: TrickTaken,
    clock: float,
    pace: Pace,
    takes_it: dict[int, str],
) -> float:
    """Hold the finished trick in view with its winner marked ("Ben takes it"), then
    sweep it to the winner; with "wait for a click" it holds until the click."""
    hold = pace.hold
    if pace.wait:
        timeline.waits.append(clock)
        hold = min(hold, 0.3)  # after the click, a moment to see the sweep begin
    timeline.add_mark(
        Mark(clock, clock + hold, event.winner, takes_it[event.winner], tuple(s for s, _ in trick))
    )
    timeline.add_cue(clock, "trick")
    for index in resting:
        f = timeline.flights[index]
        timeline.flights[index] = Flight(
            f.start, f.end, f.card, f.src, f.dst, clock, f.hide_hand, f.hide_back
        )
    timeline.trick_hidden_from = clock
    lay = stage.lay
    wx, wy = lay.spots[event.winner].anchor
    target = centered(wx, wy, lay.small_w, lay.small_h)
    sweep = pace.speed * 1.2
    for seat, card in trick:
        box = stage.trick_box(seat)
        timeline.add_flight(Flight(clock, clock + 0.0001, card, box, box, clock + hold))
        if sweep:
            timeline.add_flight(
                Flight(clock + hold, clock + hold + sweep, None, box, target, clock + hold + sweep)
            )
    return clock + hold + sweep


def _deal_in(timeline: Timeline, lay: TableLayout, clock: float, speed: float) -> float:
    """Card backs fly from the middle to every seat; hands appear when they land.
    Without animations the new hands simply show: both sounds go with that moment."""
    timeline.add_cue(clock, "shuffle")
    if not speed:
        timeline.add_cue(clock, "deal")
        return clock
    cx, cy = lay.center
    origin = centered(cx, cy, lay.small_w, lay.small_h)
    step = speed / 5
    for _ in range(3):
        for spot in lay.spots:
            dst = centered(*spot.anchor, lay.small_w, lay.small_h)
            timeline.add_flight(Flight(clock, clock + speed, None, origin, dst, clock + speed))
            clock += step
    timeline.add_cue(clock + speed, "deal")  # the last backs land, the hands show
    timeline.hands_hidden_until = clock + speed
    return clock + speed
