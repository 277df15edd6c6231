"""PURE: the end of a Skitgubbe deal solved exactly with every hand known.

Skitgubbe has no sides and no points but the loser's -1, so the open solve asks the one
question the score makes meaningful: from the start of one of the last phase-2 rounds
(table empty) as actually reached, could the seat have made sure to escape, whatever
everybody else did? Everybody else is played against the seat (with two holders left,
the duel, this is the exact minimax of the two; with more it is the seat's guaranteed
result). Values: 0 (escapes) or -1 (the skitgubbe), as `deal_result` scores them.

The search runs on the engine's own phase-2 steps, so the repetition rule (a third
repetition ends the game, most cards lose) and the trick rules are exactly the
program's; positions are memoised with their repetition history. The work is a fixed
count of positions (never the clock), so a deal always gets the same answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.analysis.model import OpenSolution
from game.core.events import Event
from game.core.rules import Action
from game.games.skitgubbe.actions import PICKUP
from game.games.skitgubbe.options import SkitgubbeOptions
from game.games.skitgubbe.phase2 import MOVE_LIMIT, apply_lay, apply_pickup, legal_lays
from game.games.skitgubbe.state import DONE, PHASE2, SkitgubbeState

# Positions searched for one start before giving up on it (and on every earlier one):
# about 0.25 s in pure Python on this machine's cores (see the report of issue 31), so a
# deal's attempts, memo shared, stay near 0.5 s.
NODE_CAP = 12_000
DEPTH_CAP = 300  # moves deep: a longer line is given up (pick-up cycles), not recursed
Key = tuple[object, ...]


class _GaveUp(Exception):
    """The position cap or the depth cap was reached: this start is too big to solve."""


@dataclass
class _Solver:
    """A paranoid boolean search for `seat`: can it force its escape from a position?"""

    seat: int
    options: SkitgubbeOptions
    memo: dict[Key, bool]
    nodes: int = 0

    def moves(self, state: SkitgubbeState) -> list[Action]:
        """Legal moves, the likeliest decisive first: lays that empty a hand, then lays
        from the most cards down, the pick-up last."""
        hand = state.hands[state.turn]
        legal = legal_lays(state, self.options)
        return sorted(
            legal,
            key=lambda a: (a.kind == PICKUP, len(a.cards) != hand.bit_count(), -len(a.cards)),
        )

    def step(self, state: SkitgubbeState, action: Action) -> SkitgubbeState:
        """One move through the engine's own phase-2 functions."""
        events: list[Event] = []
        if action.kind == PICKUP:
            return apply_pickup(state, self.options, events)
        return apply_lay(state, action, events)

    def escapes(self, state: SkitgubbeState, depth: int = 0) -> bool:
        """True when the seat escapes from here against everybody else's best play."""
        if state.phase == DONE:
            return state.loser != self.seat
        if not state.hands[self.seat]:
            return True
        key = _key(state)
        known = self.memo.get(key)
        if known is not None:
            return known
        self.nodes += 1
        if self.nodes > NODE_CAP or depth > DEPTH_CAP:
            raise _GaveUp
        mine = state.turn == self.seat
        # The seat needs one move that escapes; against it, one move that catches it.
        result = not mine
        for action in self.moves(state):
            if self.escapes(self.step(state, action), depth + 1) == mine:
                result = mine
                break
        self.memo[key] = result
        return result

    def line(self, state: SkitgubbeState) -> tuple[tuple[int, Action], ...]:
        """The moves of a best line from a solved position to the end of the deal."""
        goal = self.escapes(state)
        out: list[tuple[int, Action]] = []
        while state.phase != DONE and state.hands[self.seat]:
            # Every move keeps the value for the side to move's opponent, one keeps it
            # for the side to move; the first in the search's order is shown.
            chosen = next(a for a in self.moves(state) if self.escapes(self.step(state, a)) == goal)
            out.append((state.turn, chosen))
            state = self.step(state, chosen)
        return tuple(out)


def _key(state: SkitgubbeState) -> Key:
    """Everything the rest of the game depends on (the repetition history included)."""
    return (state.turn, state.needed, state.hands, state.lays, state.seen)


def round_starts(states: Sequence[SkitgubbeState], seat: int) -> list[int]:
    """Indices of the phase-2 states where a round begins (the table empty) and the
    seat still holds cards, in play order."""
    return [
        i
        for i, state in enumerate(states)
        if state.phase == PHASE2 and not state.lays and state.hands[seat]
    ]


def solve_end(
    options: SkitgubbeOptions, states: Sequence[SkitgubbeState], seat: int, actual: float
) -> OpenSolution | None:
    """The earliest of the last phase-2 rounds that solves within the caps, solved
    exactly (None: the seat held no cards in any phase-2 round, or even the last round
    was too big)."""
    starts = round_starts(states, seat)
    if not starts or states[starts[-1]].moves2 > MOVE_LIMIT - 2 * DEPTH_CAP:
        return None  # the program's safety limit could end the line early: not solved
    solver = _Solver(seat, options, {})
    best: tuple[int, bool] | None = None
    for index in reversed(starts):
        solver.nodes = 0
        try:
            best = (index, solver.escapes(states[index]))
        except _GaveUp:
            break
    if best is None:
        return None
    index, escapes = best
    start = states[index]
    rounds = len(starts) - starts.index(index)
    return OpenSolution(
        first_trick=start.tricks_done,
        tricks=rounds,
        best=0.0 if escapes else -1.0,
        actual=actual,
        line=solver.line(start),
    )
