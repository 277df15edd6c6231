"""PURE: Skitgubbe decision analysis: every legal action valued from the seat's view, and
the open-hands solve of the end of phase 2 (the shedding play).

Units: the deal scores -1 for the skitgubbe and 0 for everyone else, so a seat's margin
against the others' average (game/analysis/duplicate.py `margin`) is linear in its chance
`p` of escaping: (n * p - (n - 1)) / (n - 1), from -1 (sure loser) to 1 / (n - 1). The
search's escape rates are converted to it, so costs are in the same units as the
duplicate comparison and the rating.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.analysis.model import Evaluation, GameAnalysis, OpenSolution
from game.core.rules import Action
from game.games.skitgubbe.actions import LAY
from game.games.skitgubbe.endgame import Endgame, TooBig, solve_end
from game.games.skitgubbe.rules import SkitgubbeRules
from game.games.skitgubbe.search import (
    Seen,
    blunders,
    hand_mask,
    play_lay,
    play_phase1,
    read_view,
    sample_world,
    taken_by_pickup,
    world_state,
)
from game.games.skitgubbe.state import PHASE2, SkitgubbeState, SkitgubbeView

# The work budget of one decision, in counts only (never the clock), so the same view and
# RNG always give the same numbers. Every legal action is played out on each sampled
# world (common random numbers), MIN_WORLDS worlds at least, then more while the
# simulated moves stay under WORK, WORLDS at most. Rollouts stop after ROLLOUT_DEPTH
# phase-2 moves and score the hands with the search's burden estimate: a shorter,
# steadier estimate than the strong bot's 120 moves, which buys three times the worlds.
# Measured (report of issue 31, seat 0 among three basic bots, 12 deals each, load 4 to
# 9 on 2 cores): with WORK 9000 and 12 worlds at least, a seat's whole deal, open solve
# included, took 1.7 to 1.8 s of CPU on average but up to 2.7 s
# (benchmarks/analysis_time.py), over the 2 s a deal may take: phase-2 lays with 20 or
# more legal actions spent the minimum of worlds on their own. WORK 4000 and 6 worlds at
# least keep the worst deal under it; the sampling noise grows by about half (to some
# 0.08 at the 95th percentile), still far below THRESHOLD. A random player's huge
# phase-2 hands take longer.
WORLDS = 60
MIN_WORLDS = 6
WORK = 4_000  # simulated moves (an engine step of phase 1 counts four)
ROLLOUT_DEPTH = 24
DUEL_CAP = 4_000  # positions of a duel's exact solve before it falls back to rollouts
# Phase-1 plays are valued after the running trick (stock left) or after the rest of
# the deal (stock gone), as the strong bot's phase-1 search does.
ALL_TRICKS = 52
# The cost from which the review marks a decision: 0.2 margin, i.e. 15 points of escape
# chance at 4 seats (0.2 * 3 / 4). Sampling noise of the difference between two actions
# at this budget, measured over 405 pairs of basic-bot decisions evaluated twice with
# different RNGs: 95th percentile 0.069, 99th 0.111 between the two runs (so about 0.05
# and 0.08 for one run); the threshold is well clear of it, and a one-in-seven greater
# chance of ending as the skitgubbe is what a player calls a mistake.
THRESHOLD = 0.2


def margin_of(escape: float, seats: int) -> float:
    """A seat's expected margin against the others' average from its escape chance."""
    return (seats * escape - (seats - 1)) / (seats - 1)


def evaluate(view: SkitgubbeView, legal: Sequence[Action], rng: random.Random) -> Evaluation:
    """Every legal action's expected margin over deals of the hidden cards sampled as
    the strong bot samples them (MIN_WORLDS to WORLDS, by the work budget; a duel is
    solved exactly on its one deal), all actions played out on the same deals."""
    if view.phase == PHASE2:
        escapes, worlds = _phase2_escapes(view, legal, rng)
    else:
        escapes, worlds = _phase1_escapes(view, legal, rng)
    values = {action: margin_of(escapes[action], view.seats) for action in legal}
    return Evaluation(values, worlds)


def _phase2_escapes(
    view: SkitgubbeView, legal: Sequence[Action], rng: random.Random
) -> tuple[dict[Action, float], int]:
    """Each lay's and the pick-up's escape rate: solved exactly in a duel (every card
    the seat cannot place is in the rival's hand), else the game played on by the basic
    policy on sampled worlds."""
    seen = read_view(view)
    choices = {action: hand_mask(action.cards) if action.kind == LAY else 0 for action in legal}
    if sum(view.in_game) == 2:
        solved = _duel_escapes(view, seen, choices, rng)
        if solved is not None:
            return solved, 1
    masks = [lay for _, lay in seen.lays]
    taken = taken_by_pickup(masks, seen.options) if masks else ()
    totals = dict.fromkeys(legal, 0.0)
    worlds = work = 0
    while _more_worlds(worlds, work):
        world = sample_world(seen, rng)
        if world is None:
            break
        worlds += 1
        for action, choice in choices.items():
            value, moves = play_lay(
                world,
                masks,
                view.lays_needed,
                taken,
                choice,
                seen.seat,
                seen.trump,
                seen.options,
                ROLLOUT_DEPTH,
            )
            totals[action] += value
            work += moves + 1
    return _averaged(totals, worlds), worlds


def _duel_escapes(
    view: SkitgubbeView, seen: Seen, choices: dict[Action, int], rng: random.Random
) -> dict[Action, float] | None:
    """The duel with open cards (the one world there is): 1 where the seat can force
    its way out after the move, 0 where the rival can stop it (endgame.py); None when
    the search outgrows DUEL_CAP positions."""
    world = sample_world(seen, rng)
    if world is None:
        return None
    solver = Endgame(seen.seat, seen.trump, seen.options, cap=DUEL_CAP)
    node = (tuple(world.hands), tuple(seen.lays), view.lays_needed, seen.seat)
    try:
        return {
            action: float(solver.escapes(solver.step(node, choice)))
            for action, choice in choices.items()
        }
    except TooBig:
        return None


def _phase1_escapes(
    view: SkitgubbeView, legal: Sequence[Action], rng: random.Random
) -> tuple[dict[Action, float], int]:
    """Each play's or addition's escape estimate once the trick (stock left) or the deal
    (stock gone) has been played out by the basic policy."""
    seen = read_view(view)
    # While the stock lasts the value reads ranks only (the trumps are unknown and the
    # burden is suit-blind), so suit twins share one play-out; once the stock is gone
    # phase 2 is played out and the suits count.
    twin: dict[tuple[object, ...], Action] = {}
    for action in legal:
        twin.setdefault(_rank_key(action) if view.stock_size else (action,), action)
    merged = list(twin.values())
    totals = dict.fromkeys(merged, 0.0)
    worlds = work = 0
    while _more_worlds(worlds, work):
        world = sample_world(seen, rng)
        if world is None:
            break
        worlds += 1
        base = world_state(view, seen, world)
        horizon = 1 if base.stock else ALL_TRICKS
        for action in merged:
            value, steps, moves = play_phase1(base, action, horizon, seen.seat, seen.options)
            totals[action] += value
            work += 4 * steps + moves  # an engine step costs about four rollout moves
    averaged = _averaged(totals, worlds)
    if view.stock_size:
        return {action: averaged[twin[_rank_key(action)]] for action in legal}, worlds
    return averaged, worlds


def _more_worlds(worlds: int, work: int) -> bool:
    """Another world while fewer than MIN_WORLDS, or while the work is under WORK and
    fewer than WORLDS: counts, never the clock, so the numbers are always the same."""
    return worlds < MIN_WORLDS or (worlds < WORLDS and work < WORK)


def _rank_key(action: Action) -> tuple[object, ...]:
    """Phase-1 twins: the same kind with cards of the same ranks (suits aside)."""
    return (action.kind, *sorted(card.rank for card in action.cards))


def _averaged(totals: dict[Action, float], worlds: int) -> dict[Action, float]:
    """Totals over the worlds as averages (no world: every action 0.5, undecided)."""
    return {action: total / worlds if worlds else 0.5 for action, total in totals.items()}


# The phase-2 blunder kinds of search.blunders, each with the sentence that says why the
# better move was better (only when the better move is itself free of them).
REASONS = {
    "missed_out": "sk.reason.missed_out",
    "let_out": "sk.reason.let_out",
    "needless_pickup": "sk.reason.needless_pickup",
    "trump_on_plain": "sk.reason.trump_on_plain",
}


def reason(view: SkitgubbeView, legal: Sequence[Action], made: Action, best: Action) -> str | None:
    """Why `best` beat `made`, where the move made was one of the plain phase-2 mistakes
    (search.blunders) and the better move is not; None otherwise."""
    kinds = blunders(view, legal, made)
    if not kinds or blunders(view, legal, best):
        return None
    return REASONS.get(kinds[0])


def open_solve(
    rules: SkitgubbeRules, states: Sequence[SkitgubbeState], seat: int
) -> OpenSolution | None:
    """The end of phase 2 solved with every hand known (game/games/skitgubbe/endgame.py):
    could the seat have made sure to escape from one of the last rounds?"""
    actual = float(rules.deal_result(states[-1]).points[seat])
    return solve_end(rules.options, states, seat, actual)


def open_text(solution: OpenSolution) -> tuple[str, dict[str, str | int]]:
    """The open-hands sentence: a result of 0 or -1 is no score to "make", so it says
    whether the seat could have made sure to get out, and how it ended."""
    sure = "sure" if solution.best >= 0 else "unsure"
    ended = "out" if solution.actual >= 0 else "caught"
    return f"sk.open.{sure}_{ended}", {}


ANALYSIS = GameAnalysis(
    evaluate=evaluate,
    open_solve=open_solve,
    threshold=THRESHOLD,
    reason=reason,
    open_text=open_text,
)
