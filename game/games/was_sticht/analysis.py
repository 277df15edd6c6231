"""PURE: Was Sticht decision analysis and the open-hands solve (game/analysis/model.py).

Values are the deal's result for the acting seat: its chip point this round (1 when its
task is met, the dealer's when it fulfils a failed task) minus the others' average, as
`game.analysis.duplicate.margin` counts it; so a value runs from -1 to +1 and a cost of
0.5 is half a chip against the table.

Every decision kind is evaluated the way the strong bot searches it (search.py), but with
every legal action scored on the same sampled worlds and no pruning:
- chip draft (deal 1 only): the rest of the chip draft, the layout (not laid yet), the
  trumps, the column draft, the tasks and the tricks played out with the heuristics; the
  chip is judged by this round only (the later rounds are beyond one deal's result);
- column pick: the trumps the hints allow, the draft, the tasks and the tricks;
- task: the others' hidden tasks sampled as search.sample_tasks does, then the tricks;
- card play: the tricks (every hand is known, or sampled with the drafted cards hidden);
- the dealer's chip to turn: the round is scored already, every chip gives the same.
The first world of each decision is played without noise, the others with the rollout's
noise (search.NOISE), as the strong bot does. The averages are shrunk toward their mean
by the share of their spread that is sampling noise (`shrunk`), so equally good moves
do not look costly by chance.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import TypeVar

from game.analysis.model import Evaluation, GameAnalysis, OpenSolution
from game.core.rules import Action
from game.games.was_sticht.chips import CHIPS_PER_PLAYER, KIND_ID
from game.games.was_sticht.plan import choose_chip
from game.games.was_sticht.policy import TRICKS
from game.games.was_sticht.rules import WasStichtRules
from game.games.was_sticht.scoring import round_results
from game.games.was_sticht.search import (
    ALL_COMBOS,
    COLUMNS,
    ROWS,
    Seen,
    blunders,
    complete_hands,
    draft_out,
    heuristic_tasks,
    play_out,
    read_view,
    sample_tasks,
    sample_trumps,
)
from game.games.was_sticht.state import PLAY, WasStichtState, WasStichtView
from game.games.was_sticht.tables import (
    CARD_ID,
    CARDS,
    COLOUR_MASK,
    COLOUR_OF,
    STRENGTH,
    TRUMP_MASK,
    ids_of,
    legal_mask,
    trick_winner,
)

# The work budget: sampled worlds per decision, every legal action played out on each
# (a count, never the clock: the same view and RNG give the same numbers). A whole deal
# of one seat at 4 players and the default options (5 chip picks in the first deal,
# 9 column picks, the task, 8 cards, the open solve) measured about 1.3 s on one core,
# at most 1.9 s, with the machine loaded (load average 10-17 on 2 cores); see the
# report. The whole-round play-outs (chips: the rest of the chip draft, the layout,
# the column draft and the tricks; picks: the draft and the tricks) are the costly part.
WORLDS = {"chip": 16, "take": 40, "task": 32, "play": 32}
# Cost from which the review marks a decision: a third of a chip against the table.
# Sampling noise at this budget, measured on strong-bot deals (the decisions of two seats
# in 4 deals analysed twice with different seeds): the standard deviation of the difference
# between two actions' values is 0.04 for card plays, 0.06 for chip picks, 0.07 for
# column picks and 0.11 for the task, so a mark at 0.34 is 3 (task) to 8 (cards)
# standard deviations above the noise; and a third of a chip (one chance in three of
# losing the round's chip, or of handing one to another player) is what a player of
# this game calls a mistake.
THRESHOLD = 0.34


World = TypeVar("World")  # what one sampled world holds, per decision kind
Hands = list[int]


def round_margin(
    seat: int,
    dealer: int,
    tasks: Sequence[int],
    counts: Sequence[int],
    taken: Sequence[int],
    last: int,
    needs_trick: bool,
) -> float:
    """The round's result for `seat`: its chip point minus the others' average."""
    completed, source = round_results(tasks, dealer, counts, taken, last, needs_trick)
    points = [1.0 if kind >= 0 else 0.0 for kind in completed]
    if source >= 0:
        points[dealer] = 1.0
    others = [p for s, p in enumerate(points) if s != seat]
    return points[seat] - sum(others) / len(others)


def _tally(
    legal: Sequence[Action],
    worlds: int,
    rng: random.Random,
    sample: Callable[[random.Random], World],
    score: Callable[[World, Action, random.Random | None], float],
) -> Evaluation:
    """Every action scored on the same `worlds` sampled worlds (common random numbers):
    the first world is played out without noise, the others with one seeded stream each,
    the same for every action. The averages are then shrunk toward their mean (below)."""
    scores: dict[Action, list[float]] = {action: [] for action in legal}
    for world in range(worlds):
        sampled = sample(rng)
        seed = rng.getrandbits(32)
        for action in legal:
            stream = random.Random(seed) if world else None
            scores[action].append(score(sampled, action, stream))
    return Evaluation(shrunk(scores), worlds)


def shrunk(scores: Mapping[Action, Sequence[float]]) -> dict[Action, float]:
    """Each action's average score, its distance from the average of all actions scaled
    by the share of the actions' spread that is not sampling noise (an empirical-Bayes
    estimate of the expected value). Why: the best of several averages is biased upward
    by their noise, so unshrunk, equally good actions would cost the move taken about
    0.1 chip each; a real difference, well above the noise, keeps nearly all of it."""
    actions = list(scores)
    worlds = len(scores[actions[0]])
    means = {a: sum(scores[a]) / worlds for a in actions}
    centre = sum(means.values()) / len(actions)
    if len(actions) < 2 or worlds < 2:
        return means
    # Per world, an action's score against that world's average over the actions: what
    # the world itself adds cancels (common random numbers); the rest is the noise.
    level = [sum(scores[a][w] for a in actions) / len(actions) for w in range(worlds)]
    noise = 0.0
    for a in actions:
        gaps = [scores[a][w] - level[w] for w in range(worlds)]
        mean = sum(gaps) / worlds
        noise += sum((g - mean) ** 2 for g in gaps) / (worlds - 1) / worlds
    noise /= len(actions)
    spread = sum((m - centre) ** 2 for m in means.values()) / (len(actions) - 1)
    keep = max(0.0, 1.0 - noise / spread) if spread > 0 else 0.0
    return {a: centre + keep * (means[a] - centre) for a in actions}


def _card(action: Action) -> int:
    return CARD_ID[action.cards[0]]


def _play_round(
    seen: Seen,
    hands: list[int],
    trumps: int,
    tasks: Sequence[int],
    stream: random.Random | None,
) -> float:
    """The tricks of a round whose draft is over, played out from their start."""
    seats = seen.seats
    counts, taken = [0] * seats, [0] * seats
    last = play_out(
        hands,
        [],
        (seen.dealer + 1) % seats,
        0,
        counts,
        taken,
        trumps,
        seen.printed,
        tasks,
        seen.dealer,
        seen.needs_trick,
        stream,
    )
    return round_margin(seen.seat, seen.dealer, tasks, counts, taken, last, seen.needs_trick)


def _after_draft(
    seen: Seen,
    hands: list[int],
    trumps: int,
    face_up: Sequence[Sequence[int]],
    stream: random.Random | None,
) -> float:
    """The heuristic tasks for these hands, then the tricks."""
    tasks = heuristic_tasks(hands, trumps, seen.dealer, face_up, seen.needs_trick, seen.values)
    return _play_round(seen, hands, trumps, tasks, stream)


def _hands_and_tasks(seen: Seen, trumps: int) -> Callable[[random.Random], tuple[Hands, list[int]]]:
    """One sampled world once the draft is over: the hidden hands, then the tasks."""

    def sample(r: random.Random) -> tuple[Hands, list[int]]:
        hands = complete_hands(seen, r)
        return hands, sample_tasks(seen, trumps, hands, r)

    return sample


def _evaluate_play(seen: Seen, legal: Sequence[Action], rng: random.Random) -> Evaluation:
    trumps = seen.combos[0]

    sample = _hands_and_tasks(seen, trumps)

    def score(
        world: tuple[Hands, list[int]], action: Action, stream: random.Random | None
    ) -> float:
        base, tasks = world
        card = _card(action)
        hands = list(base)
        hands[seen.seat] &= ~(1 << card)
        counts, taken = list(seen.counts), list(seen.taken)
        last = play_out(
            hands,
            [*seen.trick, card],
            seen.leader,
            seen.done,
            counts,
            taken,
            trumps,
            seen.printed,
            tasks,
            seen.dealer,
            seen.needs_trick,
            stream,
        )
        return round_margin(seen.seat, seen.dealer, tasks, counts, taken, last, seen.needs_trick)

    return _tally(legal, WORLDS["play"], rng, sample, score)


def _evaluate_task(seen: Seen, legal: Sequence[Action], rng: random.Random) -> Evaluation:
    trumps = seen.combos[0]

    sample = _hands_and_tasks(seen, trumps)

    def score(
        world: tuple[Hands, list[int]], action: Action, stream: random.Random | None
    ) -> float:
        base, sampled = world
        tasks = list(sampled)
        tasks[seen.seat] = KIND_ID[action.arg]
        return _play_round(seen, list(base), trumps, tasks, stream)

    return _tally(legal, WORLDS["task"], rng, sample, score)


def _evaluate_take(seen: Seen, legal: Sequence[Action], rng: random.Random) -> Evaluation:
    def sample(r: random.Random) -> tuple[int, Hands]:
        trumps = sample_trumps(seen, r)
        return trumps, complete_hands(seen, r)

    def score(world: tuple[int, Hands], action: Action, stream: random.Random | None) -> float:
        trumps, base = world
        card = _card(action)
        hands = list(base)
        hands[seen.seat] |= 1 << card
        grid = list(seen.grid)
        grid[seen.column] &= ~(1 << card)
        draft_out(hands, grid, seen.column, len(seen.picks) + 1, seen.dealer, seen.face_up, trumps)
        return _after_draft(seen, hands, trumps, seen.face_up, stream)

    return _tally(legal, WORLDS["take"], rng, sample, score)


def _chip_draft_out(
    view: WasStichtView, face_up: list[list[int]], pool: list[int], seat: int
) -> None:
    """The rest of the chip draft with the heuristic (clockwise until all hold five;
    the short game's no-duplicate rule as the rules apply it). Lists are modified."""
    short = view.options.game_length == "short"
    seats = view.seats
    while sum(len(h) for h in face_up) + _completed(view) < CHIPS_PER_PLAYER * seats:
        held = face_up[seat]
        fresh = [k for k in pool if k not in held] if short else list(pool)
        kind = choose_chip(fresh or pool, held)
        held.append(kind)
        pool.remove(kind)
        seat = (seat + 1) % seats


def _completed(view: WasStichtView) -> int:
    return sum(len(kinds) for kinds in view.chips_completed)


def _evaluate_chip(
    view: WasStichtView, seen: Seen, legal: Sequence[Action], rng: random.Random
) -> Evaluation:
    def sample(r: random.Random) -> tuple[list[int], int]:
        layout = list(range(ROWS * COLUMNS))
        r.shuffle(layout)
        grid = [sum(1 << c for c in layout[ROWS * k : ROWS * k + ROWS]) for k in range(COLUMNS)]
        return grid, ALL_COMBOS[r.randrange(len(ALL_COMBOS))]

    def score(world: tuple[list[int], int], action: Action, stream: random.Random | None) -> float:
        grid, trumps = world
        face_up = [list(kinds) for kinds in seen.face_up]
        pool = [KIND_ID[k] for k in view.chip_pool]
        kind = KIND_ID[action.arg]
        face_up[seen.seat].append(kind)
        pool.remove(kind)
        _chip_draft_out(view, face_up, pool, (seen.seat + 1) % seen.seats)
        hands = [0] * seen.seats
        draft_out(hands, grid, 0, 0, seen.dealer, face_up, trumps)
        return _after_draft(seen, hands, trumps, face_up, stream)

    return _tally(legal, WORLDS["chip"], rng, sample, score)


def evaluate(view: WasStichtView, legal: Sequence[Action], rng: random.Random) -> Evaluation:
    """The expected round result of every legal action, from this view only."""
    kind = legal[0].kind
    if kind == "turn":
        # Spec 9.1: the dealer's chip is earned before he chooses which one to turn; the
        # choice changes no one's result in this round.
        return Evaluation(dict.fromkeys(legal, 0.0), 1)
    seen = read_view(view)
    if kind == "chip":
        return _evaluate_chip(view, seen, legal, rng)
    if kind == "take":
        return _evaluate_take(seen, legal, rng)
    if kind == "task":
        return _evaluate_task(seen, legal, rng)
    return _evaluate_play(seen, legal, rng)


# ------------------------------------------------------------------ why
REASONS = ("take_unwanted", "duck_wanted", "take_forbidden", "throw_task")


def reason(view: WasStichtView, legal: Sequence[Action], made: Action, best: Action) -> str | None:
    """The catalog key saying why `best` beat `made`: a card-play blunder the made card
    commits and the best one does not (search.seen_blunders), else None."""
    if made.kind != "play":
        return None
    made_kinds = blunders(view, legal, made)
    best_kinds = set(blunders(view, legal, best))
    for kind in REASONS:
        if kind in made_kinds and kind not in best_kinds:
            return f"ws.why.{kind}"
    return None


# ------------------------------------------------------------------ open hands
# The last tricks solved exactly: OPEN_TRICKS from the end, or fewer when the solve
# needs more than OPEN_NODES positions (a count, never the clock, so it is deterministic).
# Measured on 64 solves (16 deals x 4 seats, basic bots): 5 tricks take at most ~10,000
# positions and 0.16 s (mean 0.02 s); 6 tricks up to ~52,000 positions and 0.6-1.1 s on
# this loaded machine, over the 0.5 s the solve may take; so 5, with a cap (about 0.3 s)
# that falls back to fewer tricks in a rare heavy position.
OPEN_TRICKS = 5
OPEN_NODES = 20_000


class _TooBig(Exception):
    """The solve needed more positions than OPEN_NODES."""


class _Solver:
    """Exact minimax on one seat's chip point: the seat plays to make it, every other
    player against it (the 'paranoid' objective: what the seat can make whatever the
    others do). Boolean values, so a branch stops at its first decisive answer."""

    def __init__(self, state: WasStichtState, seat: int, printed: bool, needs_trick: bool):
        self.state = state
        self.me = seat
        self.seats = state.seats
        self.trumps = state.trumps
        self.printed = printed
        self.needs_trick = needs_trick
        self.memo: dict[tuple[object, ...], bool] = {}

    def candidates(self, hands: Sequence[int], trick: Sequence[int], seat: int) -> list[int]:
        """The legal cards, equivalent ones merged: the same printed colour, both trumps or
        both not, and no card still in play (another hand or the running trick) ranking
        between them for any colour led, so either wins the same tricks, answers the
        same leads and takes the same colour."""
        legal = legal_mask(hands[seat], trick[0] if trick else -1, self.trumps, self.printed)
        out_there = 0
        for other, hand in enumerate(hands):
            if other != seat:
                out_there |= hand
        for card in trick:
            out_there |= 1 << card
        strength = STRENGTH[self.trumps]
        trumps = TRUMP_MASK[self.trumps]
        others = ids_of(out_there)
        out: list[int] = []
        kept: dict[tuple[int, int], int] = {}
        for card in sorted(ids_of(legal), key=lambda c: strength[COLOUR_OF[c]][c]):
            group = (COLOUR_OF[card], trumps >> card & 1)
            low = kept.get(group)
            kept[group] = card
            if low is not None and not any(
                min(strength[led][low], strength[led][card])
                < strength[led][c]
                < max(strength[led][low], strength[led][card])
                for led in range(4)
                for c in others
            ):
                continue  # the same as the card kept before it
            out.append(card)
        return out

    def value(
        self,
        hands: tuple[int, ...],
        trick: tuple[int, ...],
        leader: int,
        counts: tuple[int, ...],
        colours: tuple[int, ...],
    ) -> bool:
        """Does the seat make its chip from here (exact, memoised)?"""
        key = (hands, trick, leader, counts, colours)
        known = self.memo.get(key)
        if known is not None:
            return known
        if len(self.memo) >= OPEN_NODES:
            raise _TooBig
        seat = (leader + len(trick)) % self.seats
        maximise = seat == self.me
        result = not maximise
        for card in self.candidates(hands, trick, seat):
            if self.child(hands, trick, leader, counts, colours, seat, card) == maximise:
                result = maximise
                break
        self.memo[key] = result
        return result

    def child(
        self,
        hands: tuple[int, ...],
        trick: tuple[int, ...],
        leader: int,
        counts: tuple[int, ...],
        colours: tuple[int, ...],
        seat: int,
        card: int,
    ) -> bool:
        """The value after `seat` plays `card`."""
        rest = list(hands)
        rest[seat] &= ~(1 << card)
        played = (*trick, card)
        if len(played) < self.seats:
            return self.value(tuple(rest), played, leader, counts, colours)
        winner = (leader + trick_winner(played, self.trumps)) % self.seats
        won = list(counts)
        won[winner] += 1
        seen = list(colours)
        for c in played:
            seen[winner] |= 1 << COLOUR_OF[c]
        if not any(rest):
            return self.score(won, seen, winner)
        return self.value(tuple(rest), (), winner, tuple(won), tuple(seen))

    def score(self, counts: Sequence[int], colours: Sequence[int], last: int) -> bool:
        """The seat's chip point at the end of the round."""
        taken = [sum(COLOUR_MASK[c] for c in range(4) if bits >> c & 1) for bits in colours]
        state = self.state
        completed, source = round_results(
            state.tasks, state.dealer, counts, taken, last, self.needs_trick
        )
        if self.me == state.dealer:
            return source >= 0
        return completed[self.me] >= 0

    def line(
        self,
        hands: tuple[int, ...],
        leader: int,
        counts: tuple[int, ...],
        colours: tuple[int, ...],
    ) -> tuple[tuple[int, Action], ...]:
        """The moves of a best line: each player's first card that keeps the value."""
        moves: list[tuple[int, Action]] = []
        trick: tuple[int, ...] = ()
        while any(hands):
            target = self.value(hands, trick, leader, counts, colours)
            seat = (leader + len(trick)) % self.seats
            options = self.candidates(hands, trick, seat)
            card = next(
                c
                for c in options
                if self.child(hands, trick, leader, counts, colours, seat, c) == target
            )
            moves.append((seat, Action("play", (CARDS[card],))))
            rest = list(hands)
            rest[seat] &= ~(1 << card)
            hands = tuple(rest)
            trick = (*trick, card)
            if len(trick) == self.seats:
                winner = (leader + trick_winner(trick, self.trumps)) % self.seats
                won = list(counts)
                won[winner] += 1
                seen = list(colours)
                for c in trick:
                    seen[winner] |= 1 << COLOUR_OF[c]
                counts, colours, leader, trick = tuple(won), tuple(seen), winner, ()
        return tuple(moves)


def _colour_bits(taken: int) -> int:
    return sum(1 << c for c in range(4) if taken & COLOUR_MASK[c])


def open_solve(
    rules: WasStichtRules, states: Sequence[WasStichtState], seat: int
) -> OpenSolution | None:
    """The seat's chip point with every hand known over the last tricks, each other player
    playing against it (what the seat could make whatever the others did), against the
    point it made; None when the deal reached no trick play."""
    final = states[-1]
    actual = float(rules.deal_result(final).points[seat])
    seats = final.seats
    printed = rules.options.follow_mode == "printed"
    needs_trick = rules.options.fewest_needs_trick(seats)
    for tricks in range(OPEN_TRICKS, 0, -1):
        first = TRICKS - tricks
        start = next(
            (s for s in states if s.phase == PLAY and not s.trick and len(s.tricks) == first),
            None,
        )
        if start is None:
            continue
        solver = _Solver(start, seat, printed, needs_trick)
        colours = tuple(_colour_bits(t) for t in start.taken)
        try:
            best = solver.value(start.hands, (), start.leader, start.counts, colours)
            line = solver.line(start.hands, start.leader, start.counts, colours)
        except _TooBig:
            continue
        return OpenSolution(first, tricks, float(best), actual, line)
    return None


ANALYSIS = GameAnalysis(
    evaluate=evaluate, open_solve=open_solve, threshold=THRESHOLD, reason=reason
)
