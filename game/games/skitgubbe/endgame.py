"""PURE: the end of a Skitgubbe deal solved exactly with every hand known.

Skitgubbe has no sides and no points but the loser's -1, so the open solve asks the one
question the score makes meaningful: from the start of one of the last phase-2 rounds
(table empty) as actually reached, could the seat have made sure to escape, whatever
everybody else did? Everybody else is played against the seat (with two holders left,
the duel, this is the exact minimax of the two; with more it is the seat's guaranteed
result). Values: 0 (escapes) or -1 (the skitgubbe), as `deal_result` scores them.

The game solved is phase 2 as the rules define it (section 4): positions step as plain
tuples by the engine's own rules (phase2.py: the trick's K, going out, pick-up chains),
checked against the engine move by move in the tests. The rules have no end for endless
pick-ups, so a play that cycles for ever counts as not escaping: the seat escapes only if
it can force its way out in a finite number of moves (the attractor of the escapes).
The program's repetition safeguard (a third repetition ends the game, most cards losing:
phase2.py says it is not a rule) is left out: with it a position's value would depend
on the whole history and the search would not stay small. The work is a fixed count of
positions (never the clock), so a deal always gets the same answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game.analysis.model import OpenSolution
from game.core.rules import Action
from game.games.skitgubbe.actions import LAY, PICKUP_ACTION, action_for
from game.games.skitgubbe.options import SkitgubbeOptions
from game.games.skitgubbe.state import PHASE2, SkitgubbeState
from game.games.skitgubbe.tables import SUIT_MASK, lay_shape, pickup_indices, run_mask, runs_in

# Positions searched for one start before giving up on it (and on every earlier one):
# about 0.15 s in pure Python on this machine's cores (see the report of issue 31), so a
# deal's attempts, memo shared, stay under 0.5 s.
NODE_CAP = 10_000
DEPTH_CAP = 400  # moves deep: a longer line is given up, not recursed
PICKUP = 0  # the pick-up among the moves (a lay is a non-empty card mask)
ON_PATH = -1  # a cycle back to a position still being searched (path-dependent False)

Lays = tuple[tuple[int, int], ...]  # (seat, card mask) bottom -> top, as in the state
Node = tuple[tuple[int, ...], Lays, int, int]  # hands, lays, K, seat to act


class TooBig(Exception):
    """The position cap or the depth cap was reached: this start is too big to solve."""


def node_of(state: SkitgubbeState) -> Node:
    """The solver's position of a phase-2 state."""
    return (state.hands, state.lays, state.needed, state.turn)


def _next_holder(hands: tuple[int, ...], seat: int) -> int:
    n = len(hands)
    for step in range(1, n + 1):
        other = (seat + step) % n
        if hands[other]:
            return other
    return -1


@dataclass
class Endgame:
    """Phase 2 as plain positions for one seat: its moves and steps, and a paranoid
    boolean search (can the seat force its escape?) with a memo."""

    seat: int
    trump: int
    options: SkitgubbeOptions
    cap: int = NODE_CAP  # positions searched before giving up (TooBig)
    memo: dict[Node, bool] = field(default_factory=dict)
    nodes: int = 0
    path: dict[Node, int] = field(default_factory=dict)  # positions being searched: depth

    def moves(self, node: Node) -> list[int]:
        """The legal moves (phase2.legal_lays as masks, PICKUP last), the likeliest
        decisive first: a lay that empties the hand, then lays from the most cards down."""
        hands, lays, _, turn = node
        hand = hands[turn]
        sequences = self.options.phase2_sequences
        if lays:
            top_suit, _, floor = lay_shape(lays[-1][1]) or (-1, -1, -1)
            suits = [top_suit] if top_suit == self.trump else [top_suit, self.trump]
        else:
            top_suit, floor, suits = -1, -1, [0, 1, 2, 3]
        out: list[int] = []
        for suit in suits:
            bits = (hand & SUIT_MASK[suit]) >> (13 * suit)
            if suit == top_suit:
                bits &= ~((1 << (floor + 1)) - 1)
            out.extend(run_mask(suit, low, high) for low, high in runs_in(bits, sequences))
        out.sort(key=lambda mask: (mask != hand, -mask.bit_count()))
        if lays:
            out.append(PICKUP)
        return out

    def step(self, node: Node, move: int) -> Node | int:
        """The position after a move (phase2.apply_lay / apply_pickup), or the loser's
        seat when only one seat is left holding cards."""
        hands, lays, needed, turn = node
        seat = turn
        if move == PICKUP:
            masks = [lay for _, lay in lays]
            taken = pickup_indices(masks, self.options.pickup_mode, self.options.phase2_sequences)
            took = 0
            for index in taken:
                took |= masks[index]
            lays = tuple(lay for i, lay in enumerate(lays) if i not in taken)
            hands = (*hands[:seat], hands[seat] | took, *hands[seat + 1 :])
            return (hands, lays, needed, _next_holder(hands, seat))
        if not lays:  # a lead: K counts the holders now, the leader included (4.4)
            needed = sum(1 for h in hands if h)
        hands = (*hands[:seat], hands[seat] & ~move, *hands[seat + 1 :])
        lays = (*lays, (seat, move))
        gone = not hands[seat]
        if len(lays) == needed:
            lays = ()
            turn = seat if not gone else _next_holder(hands, seat)
        else:
            turn = _next_holder(hands, seat)
        holders = [s for s in range(len(hands)) if hands[s]]
        if len(holders) <= 1:
            return holders[0]
        return (hands, lays, needed, turn)

    def escapes(self, node: Node | int) -> bool:
        """True when the seat can force its escape from here, whatever the others do."""
        return self._search(node, 0)[0]

    def _search(self, node: Node | int, depth: int) -> tuple[bool, int]:
        """(escapes, the shallowest position on the search path a cycle went back to,
        or a large number): a False that rests on a cycle is true of this path only, so
        it is not memoised; a True never rests on one (an escape is reached in finitely
        many moves), so every True is."""
        if isinstance(node, int):
            return node != self.seat, DEPTH_CAP + 1
        if not node[0][self.seat]:
            return True, DEPTH_CAP + 1
        known = self.memo.get(node)
        if known is not None:
            return known, DEPTH_CAP + 1
        on_path = self.path.get(node)
        if on_path is not None:
            return False, on_path  # going round in circles: the seat is not out
        self.nodes += 1
        if self.nodes > self.cap or depth > DEPTH_CAP:
            raise TooBig
        mine = node[3] == self.seat
        # The seat needs one move that escapes; against it, one move that catches it.
        result, low = not mine, DEPTH_CAP + 1
        self.path[node] = depth
        try:
            for move in self.moves(node):
                value, reached = self._search(self.step(node, move), depth + 1)
                if value == mine:
                    result, low = mine, reached if not value else DEPTH_CAP + 1
                    break
                low = min(low, reached)
        finally:
            del self.path[node]
        if result:
            low = DEPTH_CAP + 1
        if result or low >= depth:
            self.memo[node] = result
        return result, low

    def line(self, node: Node) -> tuple[tuple[int, Action], ...]:
        """The moves of a best line from a solved position until the seat's fate is
        settled (it goes out, or the game ends), or until the others' best play goes
        round in a circle (then the seat never gets out). Each step's search has its own
        position cap; a step past it ends the line there."""
        goal = self.escapes(node)
        out: list[tuple[int, Action]] = []
        current: Node | int = node
        visited: set[Node] = set()
        while not isinstance(current, int) and current[0][self.seat] and current not in visited:
            visited.add(current)
            here = current
            self.nodes = 0
            try:
                move = next(m for m in self.moves(here) if self.escapes(self.step(here, m)) == goal)
            except TooBig:
                break
            out.append((here[3], action_for(LAY, move) if move else PICKUP_ACTION))
            current = self.step(here, move)
        return tuple(out)


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
    exactly (None: the seat held no cards in any phase-2 round, or even its last round
    was too big)."""
    starts = round_starts(states, seat)
    if not starts:
        return None
    solver = Endgame(seat, states[starts[-1]].trump, options)
    best: tuple[int, bool] | None = None
    for index in reversed(starts):
        solver.nodes = 0
        try:
            best = (index, solver.escapes(node_of(states[index])))
        except TooBig:
            break
    if best is None:
        return None
    index, escapes = best
    start = states[index]
    return OpenSolution(
        first_trick=start.tricks_done,
        tricks=len(starts) - starts.index(index),
        best=0.0 if escapes else -1.0,
        actual=actual,
        line=solver.line(node_of(start)),
    )
