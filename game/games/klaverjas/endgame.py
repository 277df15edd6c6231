"""PURE: the open-hands solve of a finished Klaverjas deal's last tricks.

From the start of the k-th trick from the end, as the deal actually reached it, every
hand is known and the rest of the deal is solved exactly by alpha-beta: the analysed
seat's side maximises its margin (four players: its deal score minus the other team's;
three players: its score minus the other two's average, both others playing against it,
since the scoring rewards beating the average and no fixed alliance exists), the other
side minimises it. Roem is always claimed (claiming never costs anything).

Cards are not merged as equivalent: two touching cards can make different roem runs with
the cards of the others (7-8 with a 9 makes a run, 7-9 without the 8 does not), so no
merge is exact; a transposition table at trick starts and ordering winning cards first
keep the search small instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.analysis.model import OpenSolution
from game.core.rules import Action
from game.core.tricks import ids_of
from game.games.klaverjas.legal import legal_mask
from game.games.klaverjas.options import KlaverjasOptions
from game.games.klaverjas.roem import trick_roem
from game.games.klaverjas.rules import HAND_SIZE, LAST_TRICK_BONUS, KlaverjasRules
from game.games.klaverjas.scoring import score_solo_deal, score_team_deal
from game.games.klaverjas.state import PLAY, KlaverjasState
from game.games.klaverjas.tables import CARDS, POINTS, SUIT_OF, WIN, trick_winner

# Tricks solved exactly, per seat count: the largest whose solve stays under ~0.5 s in
# pure Python on this machine over measured deals (see the issue-31 report).
TRICKS = {4: 5, 3: 6}

_EXACT, _LOWER, _UPPER = 0, 1, 2


@dataclass(slots=True)
class _Position:
    """The fixed facts of one solve and its transposition table."""

    n: int
    trump: int
    pts: tuple[int, ...]
    nxt: tuple[int, ...]
    side_of: tuple[int, ...]
    mine: int  # the maximising side
    maker_side: int
    laid_points: int  # three players: the maker's laid-away cards
    rotterdam: bool
    four_low: bool
    total: int  # tricks in the deal
    options: KlaverjasOptions
    table: dict[tuple[object, ...], tuple[int, int, int]]
    nodes: int = 0


def _scores(
    pos: _Position, cards: Sequence[int], roem: Sequence[int], won: Sequence[int]
) -> tuple[int, ...]:
    """The deal score of every side once the last trick is taken."""
    if pos.n == 4:
        return score_team_deal(cards, roem, won, pos.maker_side, pos.options)
    points = list(cards)
    points[pos.maker_side] += pos.laid_points
    totals = [c + r for c, r in zip(points, roem, strict=True)]
    return score_solo_deal(totals, won, pos.maker_side, pos.options)


def _margin(pos: _Position, scores: Sequence[int]) -> int:
    """The maximising side's margin, doubled at three players to stay whole."""
    own = scores[pos.mine]
    if pos.n == 4:
        return own - scores[1 - pos.mine]
    return 2 * own - (sum(scores) - own)


def _moves(pos: _Position, hands: list[int], trick: list[int], seat: int) -> list[int]:
    """The legal cards, likely best first: cards that win the trick now, high first,
    then the rest, cheapest first."""
    size = len(trick)
    winning = pos.n == 4 and size >= 2 and trick_winner(trick, pos.trump) == size - 2
    legal = ids_of(legal_mask(hands[seat], trick, pos.trump, pos.rotterdam, winning))
    if not trick:
        return sorted(legal, key=lambda c: -pos.pts[c])
    values = WIN[pos.trump][SUIT_OF[trick[0]]]
    top = max(values[c] for c in trick)
    return sorted(
        legal, key=lambda c: (values[c] <= top, -values[c] if values[c] > top else pos.pts[c])
    )


def _search(
    pos: _Position,
    hands: list[int],
    trick: list[int],
    leader: int,
    seat: int,
    cards: list[int],
    roem: list[int],
    won: list[int],
    alpha: int,
    beta: int,
) -> int:
    """The exact margin of the position for the maximising side (fail-hard alpha-beta)."""
    pos.nodes += 1
    key: tuple[object, ...] | None = None
    if not trick:
        key = (tuple(hands), leader, tuple(cards), tuple(roem), tuple(won))
        hit = pos.table.get(key)
        if hit is not None:
            flag, value, _ = hit
            if flag == _EXACT:
                return value
            if flag == _LOWER and value >= beta:
                return value
            if flag == _UPPER and value <= alpha:
                return value
    maximising = pos.side_of[seat] == pos.mine
    start_alpha, start_beta = alpha, beta
    best = -(10**9) if maximising else 10**9
    for card in _moves(pos, hands, trick, seat):
        hands[seat] &= ~(1 << card)
        trick.append(card)
        if len(trick) < pos.n:
            value = _search(pos, hands, trick, leader, pos.nxt[seat], cards, roem, won, alpha, beta)
        else:
            value = _after_trick(pos, hands, trick, leader, cards, roem, won, alpha, beta)
        trick.pop()
        hands[seat] |= 1 << card
        if maximising:
            best = max(best, value)
            alpha = max(alpha, value)
        else:
            best = min(best, value)
            beta = min(beta, value)
        if alpha >= beta:
            break
    if key is not None:
        if best <= start_alpha:
            pos.table[key] = (_UPPER, best, 0)
        elif best >= start_beta:
            pos.table[key] = (_LOWER, best, 0)
        else:
            pos.table[key] = (_EXACT, best, 0)
    return best


def _after_trick(
    pos: _Position,
    hands: list[int],
    trick: list[int],
    leader: int,
    cards: list[int],
    roem: list[int],
    won: list[int],
    alpha: int,
    beta: int,
) -> int:
    """Take the full trick, then search on (or score the finished deal)."""
    winner, side, points, bonus = _take(pos, trick, leader, won)
    cards[side] += points
    roem[side] += bonus
    won[side] += 1
    if sum(won) == pos.total:
        value = _margin(pos, _scores(pos, cards, roem, won))
    else:
        value = _search(pos, hands, [], winner, winner, cards, roem, won, alpha, beta)
    cards[side] -= points
    roem[side] -= bonus
    won[side] -= 1
    return value


def _take(
    pos: _Position, trick: Sequence[int], leader: int, won: Sequence[int]
) -> tuple[int, int, int, int]:
    """Who takes a full trick, their side, its card points (last trick bonus) and roem."""
    winner = leader
    for _ in range(trick_winner(trick, pos.trump)):
        winner = pos.nxt[winner]
    points = sum(pos.pts[c] for c in trick)
    if sum(won) + 1 == pos.total:
        points += LAST_TRICK_BONUS
    return winner, pos.side_of[winner], points, trick_roem(trick, pos.trump, pos.four_low)


def _trick_start(states: Sequence[KlaverjasState], tricks_left: int) -> KlaverjasState | None:
    """The first state in play with no card of the trick `tricks_left` from the end out."""
    for state in states:
        total = HAND_SIZE[state.setup.seats]
        if state.phase == PLAY and not state.trick and len(state.tricks) == total - tricks_left:
            return state
    return None


def solve_from(
    state: KlaverjasState, seat: int, options: KlaverjasOptions
) -> tuple[float, tuple[tuple[int, int], ...], int]:
    """Solve from a trick start: the seat's side's deal score on the best line, the line
    as (seat, card id) and the nodes searched."""
    setup = state.setup
    n = setup.seats
    roem = list(state.roem)
    if state.claim and state.tricks:
        roem[setup.side_of[state.tricks[-1].winner]] += state.claim  # best play claims it
    pos = _Position(
        n=n,
        trump=state.trump,
        pts=POINTS[state.trump],
        nxt=setup.nxt,
        side_of=setup.side_of,
        mine=setup.side_of[seat],
        maker_side=setup.side_of[state.maker],
        laid_points=sum(POINTS[state.trump][c] for c in ids_of(state.laid_away)),
        rotterdam=options.play_rules == "rotterdam",
        four_low=options.four_low_ranks_roem,
        total=HAND_SIZE[n],
        options=options,
        table={},
    )
    hands = list(state.hands)
    cards, won = list(state.card_points), list(state.tricks_won)
    leader = state.leader
    value = _search(pos, hands, [], leader, leader, cards, roem, won, -(10**9), 10**9)
    line: list[tuple[int, int]] = []
    trick: list[int] = []
    seat_now = leader
    while sum(won) < pos.total:
        # Follow the line: the first card whose exact value is the position's value.
        for card in _moves(pos, hands, trick, seat_now):
            hands[seat_now] &= ~(1 << card)
            trick.append(card)
            if len(trick) < n:
                got = _search(
                    pos,
                    hands,
                    trick,
                    leader,
                    pos.nxt[seat_now],
                    cards,
                    roem,
                    won,
                    value - 1,
                    value + 1,
                )
            else:
                got = _after_trick(
                    pos, hands, trick, leader, cards, roem, won, value - 1, value + 1
                )
            if got == value:
                break
            trick.pop()
            hands[seat_now] |= 1 << card
        else:
            raise AssertionError("no move keeps the solved value")
        line.append((seat_now, card))
        if len(trick) < n:
            seat_now = pos.nxt[seat_now]
            continue
        winner, side, points, bonus = _take(pos, trick, leader, won)
        cards[side] += points
        roem[side] += bonus
        won[side] += 1
        trick = []
        leader = seat_now = winner
    own = _scores(pos, cards, roem, won)[pos.mine]
    return float(own), tuple(line), pos.nodes


def open_solve(
    rules: KlaverjasRules, states: Sequence[KlaverjasState], seat: int
) -> OpenSolution | None:
    """The best play with every hand known over the last TRICKS tricks of the deal."""
    final = states[-1]
    if final.thrown_in or final.trump < 0 or final.final_points is None:
        return None
    options = rules.options
    k = TRICKS[final.setup.seats]
    start = _trick_start(states, k)
    if start is None:
        return None
    best, line, _nodes = solve_from(start, seat, options)
    actual = float(final.final_points[seat])
    first = len(start.tricks)
    moves = tuple((who, Action("play", (CARDS[card],))) for who, card in line)
    return OpenSolution(first, k, best, actual, moves)
