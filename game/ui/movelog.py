"""PURE record of a match as the table has shown it: the move log and the last trick.

The table feeds it each event once that event's batch has been shown, with the
adapter's `Chronicle` of it, so the log never runs ahead of the cards on the table and
never holds anything but what every player saw.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from game.core.cards import Card
from game.core.events import DealStarted, Event
from game.present import Chronicle, TrickView


@dataclass(frozen=True, slots=True)
class LogLine:
    """One sentence of the log, with the deal and the trick it belongs to (1-based)."""

    deal: int
    trick: int
    text: str


@dataclass
class MoveLog:
    """Every public action of the match in words, grouped by deal and trick."""

    lines: list[LogLine] = field(default_factory=list)
    deal: int = 0  # deals started so far
    trick: int = 1  # the running group of the deal: a trick (or a column's hint trick)
    running: list[tuple[int, Card]] = field(default_factory=list)
    last: TrickView | None = None  # the last finished trick, for L
    # Lines that come with a trick's end in the same batch (roem, the Weis that counts,
    # the deal's result) belong to that trick, not to the next one.
    trailing: bool = False

    def record(self, event: Event, chronicle: Chronicle) -> None:
        """Add one event's sentences and trick bookkeeping."""
        if isinstance(event, DealStarted):
            # A new deal: its cards are in new hands, so the old deal's last trick goes
            # (the deal summary has shown how that deal ended).
            self.deal += 1
            self.trick = 1
            self.running = []
            self.last = None
            self.trailing = False
        if chronicle.plays:
            self.trailing = False
        group = self.trick - 1 if self.trailing else self.trick
        for text in chronicle.lines:
            self.lines.append(LogLine(max(1, self.deal), group, text))
        self.running.extend(chronicle.plays)
        if chronicle.closed is not None:
            closed = chronicle.closed
            if not closed.plays:
                closed = replace(closed, plays=tuple(self.running))
            self.last = closed
            if not chronicle.closed.plays:  # the table's trick (not a side trick, a hint)
                self.running = []
            self.trick += 1  # the next sentences start a new group
            self.trailing = True

    def batch_end(self) -> None:
        """The events of one action are recorded: what follows starts the next group."""
        self.trailing = False

    def grouped(self) -> list[tuple[int, int, list[str]]]:
        """(deal, trick, sentences) blocks in order, for the log panel."""
        blocks: list[tuple[int, int, list[str]]] = []
        for line in self.lines:
            if not blocks or blocks[-1][:2] != (line.deal, line.trick):
                blocks.append((line.deal, line.trick, []))
            blocks[-1][2].append(line.text)
        return blocks


def opening(match: Any, state: Any) -> DealStarted:
    """The first deal's start, which the match deals without an event of its own."""
    return DealStarted(state.dealer, match.rules.to_act(state.deal) or 0)


def replayed_log(
    match: Any, actions: Sequence[str], chronicle: Callable[[Event, Any], Chronicle], seat: int
) -> MoveLog:
    """The move log of a match continued from a save: its actions applied once more from
    the start (`seat`: whose view the chronicle is given; its sentences are public)."""
    log = MoveLog()
    state = match.start()
    event = opening(match, state)
    log.record(event, chronicle(event, match.rules.view(state.deal, seat)))
    for text in actions:
        before = match.rules.view(state.deal, seat)
        state, events = match.apply(state, match.rules.decode(text))
        for event in events:
            if isinstance(event, DealStarted):  # as the table shows it: the new deal
                before = match.rules.view(state.deal, seat)
            log.record(event, chronicle(event, before))
        log.batch_end()
    return log
