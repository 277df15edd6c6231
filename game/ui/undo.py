"""PURE undo at a table against bots: the position just before a human's last decision.

A match is its action log, so undo is a replay: `UndoTrail` keeps the state before every
action of the log (replaying only what is new since it last looked) and notes at which
plies a human seat made a decision. Taking back a decision returns to the state before it;
the bots' answers after it are dropped with it, and because every bot decision is seeded by
the match seed, its seat and its ply, the bots answer a repeated move exactly as before.

What counts as a decision: a human seat to act with two or more legal actions. A forced
action (one legal action, e.g. the last card, which "play a forced card" plays by itself)
is no choice; undo walks past it to the decision before, as it walks past any ply the
table would take again by itself at once (the `skip` predicate: e.g. "always claim
roem"). Otherwise undo would land on a position that replays itself immediately.

Deal boundaries: a decision that ended a deal (the human's last card) is taken back like
any other; undo returns into that deal, before that card, and further undos walk on into
earlier deals, back to the first decision of the match. A finished match offers no undo
(the controller refuses it), so a finished match is never counted twice in statistics.
No pygame here.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.match import Match, MatchState

# Whether the table would take the human's action at this state by itself (so it is no
# decision to return to).
Skip = Callable[[MatchState], bool]


class UndoTrail:
    """The states before every action of one match, and the plies that were decisions."""

    def __init__(self, match: Match, humans: tuple[int, ...]) -> None:
        self.match = match
        self.humans = frozenset(humans)
        self._states: list[MatchState] = [match.start()]  # _states[i]: after i actions
        self._log: tuple[str, ...] = ()
        self._decisions: list[int] = []  # plies (ascending) where a human decided

    def sync(self, state: MatchState) -> None:
        """Follow the match to `state`: keep the common start of the logs, replay the rest."""
        log = state.log
        if log is self._log or log == self._log:  # asked every frame: mostly unchanged
            return
        same = 0
        for mine, theirs in zip(self._log, log, strict=False):
            if mine != theirs:
                break
            same += 1
        del self._states[same + 1 :]
        while self._decisions and self._decisions[-1] >= same:
            self._decisions.pop()
        current = self._states[same]
        for ply in range(same, len(log)):
            if self._is_decision(current):
                self._decisions.append(ply)
            current, _ = self.match.apply(current, self.match.rules.decode(log[ply]))
            self._states.append(current)
        self._log = log

    def _is_decision(self, state: MatchState) -> bool:
        seat = self.match.to_act(state)
        return seat in self.humans and len(self.match.legal_actions(state)) >= 2

    def target(self, state: MatchState, skip: Skip | None = None) -> MatchState | None:
        """The state just before the latest human decision in `state`'s log, or None."""
        self.sync(state)
        for ply in reversed(self._decisions):
            candidate = self._states[ply]
            if skip is None or not skip(candidate):
                return candidate
        return None

    def decisions(self, state: MatchState) -> tuple[int, ...]:
        """The plies of `state`'s log at which a human decided (oldest first)."""
        self.sync(state)
        return tuple(self._decisions)
