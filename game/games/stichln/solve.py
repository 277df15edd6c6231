"""PURE: the end of a finished Stichln round solved exactly with every hand open.

Stichln has no sides: everyone plays for himself. The objective solved is the analysed
seat's own round score with every other player against it (the "paranoid" assumption:
the others act as one opponent who minimises that score). It is the one objective that
makes the solve a two-player zero-sum game, so alpha-beta gives an exact answer, and it
reads as a guarantee: "with these cards you could have made at least N whatever the
others did". What holds: N is at most the seat's best result over all lines and the
line, played out, makes exactly N (tests/analysis/test_stichln_analysis.py checks both
against brute force). The real result may lie above N, since the others played for
themselves and not against this seat alone (7 deals in 10 at 4 players), or below it
(the seat's own mistakes).

The search starts at the beginning of the k-th trick from the end as actually reached and
grows k while a fixed count of searched positions (NODES) is not exceeded, so the same
round always gives the same k and the same line, on any machine.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.analysis.model import OpenSolution
from game.core.rules import Action
from game.games.stichln.policy import BEATERS, CARD_SCORE
from game.games.stichln.rules import StichlnRules
from game.games.stichln.state import PLAY, StichlnState
from game.games.stichln.tables import CARDS, COLOUR_OF, VALUE_OF, VALUES, round_score

# Tricks always solved, whatever they cost. Paranoid search must refute every move of
# every other player to prove a bound, so the tree grows with the seat count: the last 3
# tricks take about 1,000 positions at 4 players and 25,000 at 6, but 600,000 to 1.2
# million (15-20 s) at 7 or 8 players, where only the last 2 are certain (1,200).
MIN_TRICKS = {3: 3, 4: 3, 5: 3, 6: 3, 7: 2, 8: 2}
# Positions one deeper solve may visit: 0.1-0.4 s of pure Python on the 2-core machine
# (5-15 µs a position, by its load). A deeper solve is only tried when the last one
# took less than a tenth of this (one more trick multiplies the positions by 10 to 30),
# and abandoned when it exceeds it; the last complete solve stands.
NODES = 25_000
GROWTH = 10
_INF = 1 << 20
_VALUE_BITS = (1 << VALUES) - 1


class _Exhausted(Exception):
    """The solve visited more positions than it may."""


def _values(mask: int) -> int:
    """The values present in a mask of cards, as one bit per value."""
    out = 0
    while mask:
        out |= mask & _VALUE_BITS
        mask >>= VALUES
    return out


class EndSolver:
    """Paranoid alpha-beta over the remaining tricks with a transposition table at trick
    starts and equivalent cards merged (see module docstring)."""

    def __init__(self, seats: int, seat: int, minus: int, discard: bool, limit: int | None) -> None:
        self.seats = seats
        self.seat = seat
        self.minus = minus
        self.table = CARD_SCORE[minus]
        self.discard = discard
        self.limit = limit
        self.nodes = 0
        self.memo: dict[tuple[int, ...], tuple[int, int]] = {}

    def moves(self, hands: list[int], trick: list[int], player: int) -> list[int]:
        """The player's cards with equivalent ones merged: two cards of one colour with
        no card of another hand or of the trick valued between them (ties included),
        neither a 0, and not of the analysed seat's minus colour (whose values score)."""
        hand = hands[player]
        rest = 0
        for other, cards in enumerate(hands):
            if other != player:
                rest |= cards
        for card in trick:
            rest |= 1 << card
        between = _values(rest)
        out: list[int] = []
        previous = -1
        mask = hand
        while mask:
            low = mask & -mask
            card = low.bit_length() - 1
            mask ^= low
            if (
                previous >= 0
                and COLOUR_OF[previous] == COLOUR_OF[card]
                and COLOUR_OF[card] != self.minus
                and VALUE_OF[previous] != 0
                and not between >> VALUE_OF[previous]
                & ((1 << (VALUE_OF[card] - VALUE_OF[previous] + 1)) - 1)
            ):
                previous = card  # same class as the last card kept
                continue
            out.append(card)
            previous = card
        return out

    def order(
        self, cards: list[int], trick: list[int], best: int, player: int, leader: int
    ) -> list[int]:
        """Likely best moves first, by what the trick would give the seat if it ended
        now: the seat tries its best outcome first, the others the seat's worst."""
        if not trick:
            return cards
        beat = BEATERS[COLOUR_OF[trick[0]]][trick[best]]
        table = self.table
        worth = sum(table[c] for c in trick)
        at = (self.seat - leader) % self.seats
        seat_winning = at < len(trick) and best == at
        maximise = player == self.seat
        scored = []
        for card in cards:
            wins = beat >> card & 1
            if maximise:
                value = worth + table[card] if wins else 0
            elif seat_winning and not wins:
                value = worth + table[card]
            else:
                value = 0
            scored.append((-value if maximise else value, card))
        scored.sort()
        return [card for _value, card in scored]

    def search(
        self, hands: list[int], trick: list[int], leader: int, best: int, alpha: int, beta: int
    ) -> int:
        """The seat's gain from here to the end of the round with best play on both
        sides (alpha-beta window; exact when the result lies inside it)."""
        n = len(hands)
        if len(trick) == n:
            return self._finish(hands, trick, leader, best, alpha, beta)
        self.nodes += 1
        if self.limit is not None and self.nodes > self.limit:
            raise _Exhausted
        player = (leader + len(trick)) % n
        key = (*hands, leader, *trick)
        bounds = self.memo.get(key)
        if bounds is not None:
            low, high = bounds
            if low >= beta or low == high:
                return low
            if high <= alpha:
                return high
            alpha, beta = max(alpha, low), min(beta, high)
        start_alpha, start_beta = alpha, beta
        maximise = player == self.seat
        value = -_INF if maximise else _INF
        hand = hands[player]
        beat = BEATERS[COLOUR_OF[trick[0]]][trick[best]] if trick else 0
        for card in self.order(self.moves(hands, trick, player), trick, best, player, leader):
            hands[player] = hand & ~(1 << card)
            trick.append(card)
            new_best = len(trick) - 1 if len(trick) > 1 and beat >> card & 1 else best
            child = self.search(hands, trick, leader, new_best, alpha, beta)
            trick.pop()
            hands[player] = hand
            if maximise:
                if child > value:
                    value = child
                alpha = max(alpha, value)
            else:
                if child < value:
                    value = child
                beta = min(beta, value)
            if alpha >= beta:
                break
        low, high = self.memo.get(key, (-_INF, _INF))
        if value <= start_alpha:
            high = min(high, value)
        elif value >= start_beta:
            low = max(low, value)
        else:
            low = high = value
        self.memo[key] = (low, high)
        return value

    def _finish(
        self, hands: list[int], trick: list[int], leader: int, best: int, alpha: int, beta: int
    ) -> int:
        n = len(hands)
        if VALUE_OF[trick[best]] == 0 and self.discard:
            winner, gain = leader, 0  # S1 option: set aside, the same player leads again
        else:
            winner = (leader + best) % n
            gain = sum(self.table[c] for c in trick) if winner == self.seat else 0
        if not hands[winner]:
            return gain
        return gain + self.search(hands, [], winner, 0, alpha - gain, beta - gain)

    def exact(self, hands: list[int], trick: list[int], leader: int, best: int) -> int:
        """The exact value by null-window searches (MTD(f)): each one only asks "at
        least g?", which prunes far more than one wide window, and the table keeps what
        the earlier ones learnt."""
        low, high, guess = -_INF, _INF, 0
        while low < high:
            beta = max(guess, low + 1)
            guess = self.search(hands, trick, leader, best, beta - 1, beta)
            if guess < beta:
                high = guess
            else:
                low = guess
        return guess

    def line(self, hands: list[int], leader: int) -> tuple[int, tuple[tuple[int, int], ...]]:
        """The solved gain from a trick start and one line of play that makes it."""
        value = self.exact(hands, [], leader, 0)
        moves: list[tuple[int, int]] = []
        trick: list[int] = []
        best = 0
        target = value
        n = len(hands)
        while hands[(leader + len(trick)) % n] or trick:
            player = (leader + len(trick)) % n
            hand = hands[player]
            beat = BEATERS[COLOUR_OF[trick[0]]][trick[best]] if trick else 0
            for card in self.order(self.moves(hands, trick, player), trick, best, player, leader):
                hands[player] = hand & ~(1 << card)
                trick.append(card)
                new_best = len(trick) - 1 if len(trick) > 1 and beat >> card & 1 else best
                if self.search(hands, trick, leader, new_best, target - 1, target + 1) == target:
                    best = new_best
                    moves.append((player, card))
                    break
                trick.pop()
                hands[player] = hand
            else:  # pragma: no cover - the solved value is always reached by some move
                raise AssertionError("no move keeps the solved value")
            if len(trick) == n:
                if VALUE_OF[trick[best]] == 0 and self.discard:
                    winner, gain = leader, 0
                else:
                    winner = (leader + best) % n
                    gain = sum(self.table[c] for c in trick) if winner == self.seat else 0
                target -= gain
                leader, trick, best = winner, [], 0
                if not hands[leader]:
                    break
        return value, tuple(moves)


def trick_starts(states: Sequence[StichlnState]) -> dict[int, StichlnState]:
    """The state at the start of every trick of the round, by tricks played before it."""
    out: dict[int, StichlnState] = {}
    for state in states:
        if state.phase == PLAY and not state.trick:
            out.setdefault(len(state.tricks), state)
    return out


def solve_from(
    start: StichlnState, seat: int, discard: bool, limit: int | None
) -> tuple[int, tuple[tuple[int, int], ...]]:
    """The seat's round score with best play from a trick start (others against it),
    and a line of (player, card) that makes it."""
    solver = EndSolver(start.seats, seat, COLOUR_OF[start.declared[seat]], discard, limit)
    gain, moves = solver.line(list(start.hands), start.leader)
    return round_score(start.declared[seat], start.captured[seat]) + gain, moves


def solve_end(
    rules: StichlnRules, states: Sequence[StichlnState], seat: int, nodes: int = NODES
) -> OpenSolution | None:
    """The last tricks of the round solved exactly (MIN_TRICKS, and more while `nodes`
    allows); None when the states do not reach the trick play or the round's end."""
    final = states[-1] if states else None
    if final is None or final.scores is None:
        return None
    total = final.hand_size - 1
    starts = trick_starts(states)
    discard = rules.options.all_zero_trick == "discard_leader_leads_again"
    solver = EndSolver(final.seats, seat, COLOUR_OF[final.declared[seat]], discard, None)
    least = MIN_TRICKS.get(final.seats, 2)
    solved: tuple[int, int, tuple[tuple[int, int], ...]] | None = None
    for k in range(1, total + 1):
        start = starts.get(total - k)
        if start is None:
            break
        if k > least:
            if solver.nodes * GROWTH > nodes:
                break
            solver.limit = nodes
        solver.nodes = 0
        try:
            gain, moves = solver.line(list(start.hands), start.leader)
        except _Exhausted:
            break
        value = round_score(start.declared[seat], start.captured[seat]) + gain
        solved = (k, value, moves)
    if solved is None:
        return None
    k, value, moves = solved
    line = tuple((player, Action("play", (CARDS[card],))) for player, card in moves)
    return OpenSolution(
        total - k, k, float(value), float(rules.deal_result(final).points[seat]), line
    )
