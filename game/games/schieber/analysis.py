"""PURE: Schieber decision analysis (game/analysis/model.py): every legal action's expected
deal score from the acting seat's view, and the last tricks solved with every hand open.

Values are the deal's own points, multiplied as the score sheet counts them (cards, the
last trick, Match, Weis and Stöck): the acting seat's team's points minus the other
team's by the end of the deal. A mistake in an Undenufe deal (x4) costs four times the
card points it gives away, as it does in the match.

The evaluation samples the hidden hands as the strong bot does (search.hand_sampler in
card play, weighted by the contract choice and the opponents' plays; search.deal_others
at the contract) and plays every action out on the SAME deals with the rollout policy,
for a fixed count of simulated plays: no clock, no pruning, no blunder filter.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations

from game.analysis.model import Evaluation, GameAnalysis, OpenSolution
from game.blunders import winning_play
from game.core.rules import Action
from game.core.tricks import ids_of
from game.games.schieber.rules import SchieberRules, encode_weis
from game.games.schieber.search import (
    PUSH_KEY,
    Seen,
    after_me,
    blunders,
    candidates,
    contract_outcomes,
    deal_others,
    hand_sampler,
    legal_play_mask,
    play_margin,
    read_view,
    rollout,
    sweep_team,
)
from game.games.schieber.state import CONTRACT, PLAY, SchieberState, SchieberView
from game.games.schieber.tables import (
    CARD_ID,
    CARDS,
    MODE_BY_TEXT,
    POINTS,
    POINTS_SIX_ELEVEN,
    SUIT_MASK,
    SUIT_OF,
    WIN,
    legal_mask,
    trick_winner,
)
from game.games.schieber.weis import Weis, optimal_weis, weis_total, weis_winner

STOECK_POINTS = 20
LAST_TRICK = 5
MATCH_BONUS = 100

# The work budget, in simulated card plays (one rollout of the rest of the deal per
# action and sampled deal). A seat makes about seven card decisions a deal that are not
# forced, and one contract in two deals (its own or its partner's push); at these
# figures one seat's whole deal took 0.61-0.73 s on average and 1.5 s at most over 120
# deals (CPU time, the open solve included, the machine's load average 12-14 on two
# cores), within the 2 s the review allows. 24_000 plays is 1.6 times the strong bot's
# card search, with no candidate dropped along the way.
PLAY_WORK = 24_000
PLAY_WORLDS = (24, 400)  # the fewest and the most sampled deals of one card decision
# The contract: each sampled deal is played out once per contract (and for the push),
# as the strong bot's contract search does: 200 deals are 50_400 plays with the push,
# about the bot's 45_000 (0.1-0.2 s).
CONTRACT_WORLDS = 200
WEIS_WORLDS = 200  # a Weis choice: deals of the hidden hands (one rollout each)

# From this cost (deal points, multiplied) a decision is marked. The same decisions
# evaluated twice with different RNGs (74 of a seat's decisions over 10 deals) differ
# by 9.5 points (standard deviation; 95th percentile 10.4), so one evaluation's noise
# is about 6.7 points and 20 is three times that: a mark is not the sampling's doing.
# 20 points is a trump Jack's worth given away in a x1 contract, or five card points in
# Undenufe (x4): a Jass player calls that a mistake. Over 40 deals the strong bot's own
# moves got 0.17 marks a deal.
THRESHOLD = 20.0

# The open solve: the last OPEN_TRICKS tricks of the deal, minimax between the teams.
# Five tricks: mean 0.11-0.13 s, max 0.42 s over 80 deals (CPU time, measured with the
# machine's load average at 15 on two cores); six tricks: mean 1.3-1.7 s, max 8.9 s,
# far over the half second a deal's solve may take.
OPEN_TRICKS = 5


# ------------------------------------------------------------------- evaluation
def evaluate(view: SchieberView, legal: Sequence[Action], rng: random.Random) -> Evaluation:
    """The expected deal score of every legal action (see the module docstring)."""
    if view.phase == CONTRACT:
        return _contract_values(view, legal, rng)
    if legal[0].kind == "weis":
        return _weis_values(view, legal, rng)
    return _play_values(view, legal, rng)


def _public_base(view: SchieberView, m: int) -> float:
    """Our team's scored points so far minus the other team's (tricks, Weis, Stöck)."""
    team = view.seat % 2
    tricks = view.trick_points[team] - view.trick_points[1 - team]
    weis = view.weis_points[team] - view.weis_points[1 - team]
    stoeck = 0 if view.stoeck_team < 0 else (1 if view.stoeck_team == team else -1)
    return m * (tricks + weis) + stoeck * STOECK_POINTS * m


def _contract_values(view: SchieberView, legal: Sequence[Action], rng: random.Random) -> Evaluation:
    """Each contract (and the push) played out on the same CONTRACT_WORLDS deals."""
    hand = 0
    for card in view.hand:
        hand |= 1 << CARD_ID[card]
    modes = [MODE_BY_TEXT[action.arg] for action in legal if action.kind == "trump"]
    may_push = any(action.kind == "push" for action in legal)
    totals = dict.fromkeys([*modes, PUSH_KEY] if may_push else modes, 0.0)
    for _ in range(CONTRACT_WORLDS):
        hands = deal_others(hand, view.seat, rng)
        for key, value in contract_outcomes(
            hands, view.seat, modes, may_push, view.forehand, view.options
        ):
            totals[key] += value
    values = {
        action: totals[PUSH_KEY if action.kind == "push" else MODE_BY_TEXT[action.arg]]
        / CONTRACT_WORLDS
        for action in legal
    }
    return Evaluation(values, CONTRACT_WORLDS)


def _representatives(seen: Seen, mask: int, cands: Sequence[int]) -> dict[int, int]:
    """Each legal card's stand-in among `cands` (search.candidates keeps the lowest card
    of every run of equivalent ones, so a card shares the value of the one below it)."""
    chosen = set(cands)
    out: dict[int, int] = {}
    for suit in range(4):
        cards = sorted(
            (c for c in range(suit * 9, suit * 9 + 9) if mask >> c & 1),
            key=lambda c: WIN[seen.mode][suit][c],
        )
        rep = -1
        for card in cards:
            if card in chosen:
                rep = card
            out[card] = rep
    return out


def _play_values(view: SchieberView, legal: Sequence[Action], rng: random.Random) -> Evaluation:
    """Every legal card (Stöck announced or not) played out on the same sampled deals."""
    seen = read_view(view)
    mask = legal_play_mask(legal)
    cands = candidates(seen, mask)
    rep = _representatives(seen, mask, cands)
    done = len(view.tricks)
    sweep = sweep_team(view)
    plays_left = sum(seen.sizes) + 1
    low, high = PLAY_WORLDS
    worlds = max(low, min(high, PLAY_WORK // (len(cands) * plays_left)))
    sample = hand_sampler(seen, rng)
    totals = dict.fromkeys(cands, 0.0)
    drawn = 0
    for _ in range(worlds):
        hands = sample()
        if hands is None:
            break
        drawn += 1
        for card in cands:
            totals[card] += play_margin(seen, hands, card, done, sweep)
    m = view.multiplier or 1
    base = _public_base(view, m)
    # Manual Stöck: the second of trump King and Queen played without the announcement
    # loses it; any other card keeps it for later (claimed with that card).
    stoeck_card = next((CARD_ID[a.cards[0]] for a in legal if a.kind == "stoeck"), -1)
    values: dict[Action, float] = {}
    for action in legal:
        card = CARD_ID[action.cards[0]]
        value = base + m * totals[rep[card]] / max(drawn, 1)
        if stoeck_card >= 0 and (action.kind == "stoeck" or card != stoeck_card):
            value += STOECK_POINTS * m
        values[action] = value
    return Evaluation(values, drawn)


def _weis_values(view: SchieberView, legal: Sequence[Action], rng: random.Random) -> Evaluation:
    """Manual Weis: each declarable subset against the others' best Weis on sampled deals
    (the card play that follows, one rollout per deal, is the same for every choice)."""
    seen = read_view(view)
    options = view.options
    mode = seen.mode
    m = view.multiplier or 1
    team = seen.seat % 2
    mine = optimal_weis(seen.hand | seen.played[seen.seat], mode, options)
    by_text: dict[str, tuple[Weis, ...]] = {}
    for size in range(len(mine) + 1):
        for subset in combinations(mine, size):
            by_text.setdefault(encode_weis(subset), subset)
    sample = hand_sampler(seen, rng)
    totals = dict.fromkeys(legal, 0.0)
    drawn = 0
    for _ in range(WEIS_WORLDS):
        hands = sample()
        if hands is None:
            break
        drawn += 1
        declared = [optimal_weis(hands[s] | seen.played[s], mode, options) for s in range(4)]
        a, b = rollout(
            list(hands),
            list(seen.trick),
            seen.leader,
            mode,
            seen.pts,
            seen.gone,
            seen.declarers,
            0,
            2,
            list(seen.public_excluded),
        )
        play = (a - b) if team == 0 else (b - a)
        for action in legal:
            declared[seen.seat] = by_text[action.arg]
            winner = weis_winner(tuple(declared), view.forehand, mode, options)
            weis = 0
            if winner >= 0:
                total = weis_total(declared[winner]) + weis_total(declared[winner + 2])
                weis = total if winner == team else -total
            totals[action] += m * (play + weis)
    base = _public_base(view, m)
    values = {action: base + totals[action] / max(drawn, 1) for action in legal}
    return Evaluation(values, drawn)


# ------------------------------------------------------------------- reasons
def reason(view: SchieberView, legal: Sequence[Action], made: Action, best: Action) -> str | None:
    """The catalog key saying why `best` beat `made`, where the kind of mistake is plain."""
    if made.kind == "push" and best.kind == "trump":
        return "schieber.why.named"
    if made.kind == "trump" and best.kind == "push":
        return "schieber.why.push"
    if made.kind == "trump" and best.kind == "trump":
        return "schieber.why.contract"
    if made.kind == "weis" and best.kind == "weis":
        return "schieber.why.weis" if len(best.arg) > len(made.arg) else None
    if made.kind not in ("play", "stoeck") or best.kind not in ("play", "stoeck"):
        return None
    if best.kind == "stoeck" and made.kind == "play" and made.cards == best.cards:
        return "schieber.why.stoeck"
    kinds = blunders(view, legal, made)
    avoided = set(blunders(view, legal, best))
    for kind in kinds:
        if kind not in avoided:
            return f"schieber.why.{kind}"
    return _trick_reason(view, CARD_ID[made.cards[0]], CARD_ID[best.cards[0]])


def _trick_reason(view: SchieberView, made: int, best: int) -> str | None:
    """Two plain trick reasons, judged from the view: the partner surely had the trick
    and `best` put more points on it (the Jass "schmieren"); or `best` surely took the
    trick and `made` did not. "Surely": no card a later player may hold beats it."""
    seen = read_view(view)
    if not seen.trick:
        return None
    values = WIN[seen.mode][SUIT_OF[seen.trick[0]]]
    later = [seen.allowed[s] for s in after_me(seen)]

    def sure(value: int) -> bool:
        return not any(values[c] > value for mask in later for c in ids_of(mask))

    top = max(values[c] for c in seen.trick)
    partner_top = winning_play(view.trick, seen.trick, values) % 2 == seen.seat % 2
    if partner_top and sure(top) and max(values[made], values[best]) <= top:
        return "schieber.why.feed" if seen.pts[best] > seen.pts[made] else None
    if values[best] > top and sure(values[best]) and values[made] <= top:
        return "schieber.why.take"
    return None


# ------------------------------------------------------------------- open hands
class _Solver:
    """Minimax over the last tricks with every hand known: the team of `seat` maximises
    its own points from here (cards, last trick, Match), the other team minimises them.
    Alpha-beta with a table of bounds at trick starts and equivalent cards merged."""

    def __init__(self, mode: int, pts: Sequence[int], team: int) -> None:
        self.mode = mode
        self.pts = pts
        self.team = team
        self.table: dict[tuple[tuple[int, ...], int, int], tuple[float, float]] = {}
        self.nodes = 0
        # Each suit's cards from the lowest to the highest in this contract.
        self.order = [
            sorted(range(suit * 9, suit * 9 + 9), key=WIN[mode][suit].__getitem__)
            for suit in range(4)
        ]

    def moves(self, hands: tuple[int, ...], trick: tuple[int, ...], seat: int) -> list[int]:
        """The seat's legal cards, one of each run of equivalent ones, the likeliest best
        first (alpha-beta cuts the more the sooner it meets the best move)."""
        hand = hands[seat]
        legal = legal_mask(hand, trick, self.mode) if trick else hand
        live = hands[0] | hands[1] | hands[2] | hands[3]
        for card in trick:
            live |= 1 << card
        pts = self.pts
        out: list[int] = []
        for suit in range(4):
            if not legal & SUIT_MASK[suit]:
                continue
            previous = -1
            for card in self.order[suit]:
                if not live >> card & 1:
                    continue
                if not legal >> card & 1:
                    previous = -1  # a card of someone else's (or on the table) lies between
                    continue
                if previous >= 0 and pts[previous] == pts[card]:
                    continue  # the same as the card below it
                out.append(card)
                previous = card
        if len(out) < 2:
            return out
        if not trick:
            out.sort(key=lambda c: -WIN[self.mode][SUIT_OF[c]][c])  # strong leads first
            return out
        win = WIN[self.mode][SUIT_OF[trick[0]]]
        top = max(trick, key=win.__getitem__)
        leader_seat = (seat + len(trick)) & 3  # (seat - 3 * n) mod 4: who led
        top_seat = (leader_seat + 3 * trick.index(top)) & 3
        if top_seat % 2 == seat % 2:
            out.sort(key=lambda c: -pts[c])  # the partner wins: points first
        else:
            # Take it with the cheapest card that beats the top; else give the least.
            out.sort(key=lambda c: (win[c] <= win[top], pts[c]))
        return out

    def value(
        self,
        hands: tuple[int, ...],
        trick: tuple[int, ...],
        leader: int,
        sweep: int,
        alpha: float,
        beta: float,
    ) -> float:
        """Our team's points from here under best play by both teams (alpha-beta window)."""
        self.nodes += 1
        n = len(trick)
        key = (hands, leader, sweep)
        alpha0, beta0 = alpha, beta
        if n == 0:
            bounds = self.table.get(key)
            if bounds is not None:
                low, high = bounds
                if low >= beta:
                    return low
                if high <= alpha:
                    return high
                if low == high:
                    return low
                alpha, beta = max(alpha, low), min(beta, high)
        seat = (leader + 3 * n) & 3
        ours = seat % 2 == self.team
        best = float("-inf") if ours else float("inf")
        for card in self.moves(hands, trick, seat):
            child = self.child(hands, trick, leader, sweep, seat, card, alpha, beta)
            if ours:
                best = max(best, child)
                alpha = max(alpha, best)
            else:
                best = min(best, child)
                beta = min(beta, best)
            if alpha >= beta:
                break
        if n == 0:
            low, high = self.table.get(key, (float("-inf"), float("inf")))
            if best <= alpha0:
                high = min(high, best)
            elif best >= beta0:
                low = max(low, best)
            else:
                low = high = best
            self.table[key] = (low, high)
        return best

    def child(
        self,
        hands: tuple[int, ...],
        trick: tuple[int, ...],
        leader: int,
        sweep: int,
        seat: int,
        card: int,
        alpha: float,
        beta: float,
    ) -> float:
        """The value after `seat` plays `card` (the trick scored when it is complete)."""
        after = tuple(h & ~(1 << card) if s == seat else h for s, h in enumerate(hands))
        full = (*trick, card)
        if len(full) < 4:
            return self.value(after, full, leader, sweep, alpha, beta)
        winner = (leader + 3 * trick_winner(full, self.mode)) & 3
        won = winner % 2
        points = sum(self.pts[c] for c in full)
        swept = won if sweep in (2, won) else -1
        if not any(after):
            points += LAST_TRICK + (MATCH_BONUS if swept == won else 0)
            return points if won == self.team else 0
        gain = points if won == self.team else 0
        return gain + self.value(after, (), winner, swept, alpha - gain, beta - gain)


def _sweep_of(state: SchieberState) -> int:
    teams = {record.winner % 2 for record in state.tricks}
    if not teams:
        return 2
    return teams.pop() if len(teams) == 1 else -1


def _principal_line(
    solver: _Solver, state: SchieberState
) -> tuple[float, tuple[tuple[int, int], ...]]:
    """The solved value from `state` (a trick start) and the moves of one best line."""
    hands, leader, sweep = tuple(state.hands), state.leader, _sweep_of(state)
    trick: tuple[int, ...] = ()
    total = solver.value(hands, trick, leader, sweep, float("-inf"), float("inf"))
    line: list[tuple[int, int]] = []
    target = total
    while any(hands):
        seat = (leader + 3 * len(trick)) & 3
        picked = None
        for card in solver.moves(hands, trick, seat):
            # Values are whole points: a window of one point around the target answers
            # "does this move keep it?" at a fraction of a full search's cost.
            child = solver.child(
                hands, trick, leader, sweep, seat, card, target - 0.5, target + 0.5
            )
            if child == target:
                picked = card
                break
        assert picked is not None, "a best move matches the solved value"
        line.append((seat, picked))
        hands = tuple(h & ~(1 << picked) if s == seat else h for s, h in enumerate(hands))
        full = (*trick, picked)
        if len(full) < 4:
            trick = full
            continue
        winner = (leader + 3 * trick_winner(full, solver.mode)) & 3
        won = winner % 2
        points = sum(solver.pts[c] for c in full)
        if won == solver.team:
            target -= points
        sweep = won if sweep in (2, won) else -1
        trick, leader = (), winner
    return total, tuple(line)


def _replay(
    rules: SchieberRules, state: SchieberState, line: Sequence[tuple[int, int]]
) -> tuple[SchieberState, tuple[tuple[int, Action], ...]]:
    """The line played through the rules (Stöck announced with its card where it may
    be), up to the deal's end; returns the final state and the actions."""
    actions: list[tuple[int, Action]] = []
    for seat, card in line:
        if state.phase != PLAY:
            break
        legal = rules.legal_actions(state)
        plays = [a for a in legal if a.cards and a.cards[0] == CARDS[card]]
        action = next((a for a in plays if a.kind == "stoeck"), plays[0])
        state, _ = rules.apply(state, action)
        actions.append((seat, action))
    return state, tuple(actions)


def solve_from(
    rules: SchieberRules, start: SchieberState, seat: int
) -> tuple[int, tuple[tuple[int, Action], ...]]:
    """The deal from `start` (a trick's beginning) to its end with every hand open:
    `seat`'s team's deal points under best play by both teams, and the moves of a line
    that makes them, scored by the rules (Stöck announced with its card)."""
    table = POINTS_SIX_ELEVEN if rules.options.undenufe_six_eleven else POINTS
    solver = _Solver(start.mode, table[start.mode], seat % 2)
    _value, line = _principal_line(solver, start)
    end, actions = _replay(rules, start, line)
    return rules.deal_result(end).points[seat], actions


def open_solve(
    rules: SchieberRules, states: Sequence[SchieberState], seat: int
) -> OpenSolution | None:
    """The last OPEN_TRICKS tricks as reached, solved with every hand open: minimax
    between the teams, `seat`'s team maximising its own points (cards, last trick,
    Match; Weis and Stöck are the same on every line) and the other team minimising
    them. `best` and `actual` are the team's deal points from the rules' own count.

    A deal the target ended early is solved as if it ran to its last trick (the solve
    does not model the early end) and scored by the rules up to where they end it; one
    that ended before the solved tricks began has no solve (None)."""
    if not states or states[-1].final_points is None:
        return None
    first = 9 - OPEN_TRICKS
    start = next(
        (s for s in states if s.phase == PLAY and len(s.tricks) == first and not s.trick),
        None,
    )
    if start is None:
        return None
    best, actions = solve_from(rules, start, seat)
    actual = rules.deal_result(states[-1]).points[seat]
    return OpenSolution(first, OPEN_TRICKS, float(best), float(actual), actions)


ANALYSIS = GameAnalysis(
    evaluate=evaluate,
    open_solve=open_solve,
    threshold=THRESHOLD,
    reason=reason,
)
