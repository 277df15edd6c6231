"""PURE: one finished deal walked again from the match's seed and log, and every decision
of the analysed seats evaluated from that seat's view at that moment.

The evaluation is handed the seat's view (`rules.view(state, seat)`) and nothing else, so
it cannot use a card the player could not see; its RNG is fixed by the match seed and the
ply, so the same deal always gives the same analysis.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

from game.analysis.model import GameAnalysis, OpenSolution
from game.bots import decision_rng
from game.core.events import TrickTaken
from game.core.match import Match, MatchState
from game.core.rules import Action, GameDef


@dataclass(frozen=True, slots=True)
class Ply:
    """One action of the deal: its place in the match log, who acted, in which trick
    (0-based: tricks taken before it), the deal state it was taken in and the legal set."""

    ply: int
    seat: int
    trick: int
    state: Any  # the game's deal state before the action
    legal: tuple[Action, ...]
    action: Action


@dataclass(frozen=True, slots=True)
class DealWalk:
    """A finished deal: the match before it, its actions and its final deal state."""

    index: int
    start: MatchState
    plies: tuple[Ply, ...]
    final: Any  # the game's deal state at the end

    def states(self) -> tuple[Any, ...]:
        """Every deal state in order, from the first decision to the end."""
        return (*(ply.state for ply in self.plies), self.final)


@dataclass(frozen=True, slots=True)
class Decision:
    """One analysed decision: the action taken and the best one with their expected
    values (the game's search units), over `worlds` sampled deals."""

    ply: int
    seat: int
    trick: int
    made: Action
    best: Action
    made_value: float
    best_value: float
    worlds: int
    flagged: bool
    reason: str | None = None  # the game's catalog key saying why, if it has one

    @property
    def cost(self) -> float:
        """How much the action taken gave away against the best one (never negative)."""
        return max(0.0, self.best_value - self.made_value)


@dataclass(frozen=True, slots=True)
class DealAnalysis:
    """The decisions of the analysed seats in one deal and, per seat, the open-hands
    solve (None where the game could not solve that deal)."""

    index: int
    decisions: tuple[Decision, ...]
    open: tuple[tuple[int, OpenSolution | None], ...]

    def total_cost(self, seat: int | None = None) -> float:
        """The summed cost of the decisions (of one seat, if given)."""
        return sum(d.cost for d in self.decisions if seat is None or d.seat == seat)

    def flagged(self, seat: int | None = None) -> int:
        """How many decisions (of one seat, if given) were marked costly."""
        return sum(d.flagged for d in self.decisions if seat is None or d.seat == seat)


class DealNotFound(ValueError):
    """The log holds no finished deal with this index."""


def walk_deal(match: Match, log: Sequence[str], index: int) -> DealWalk:
    """Replay `log` and keep deal `index` (0-based), which must be finished in it."""
    rules = match.rules
    state = match.start()
    start: MatchState | None = None
    plies: list[Ply] = []
    tricks = 0
    for ply, text in enumerate(log):
        if state.over:
            break
        action = rules.decode(text)
        if state.deal_index == index:
            if start is None:
                start = state
            seat = rules.to_act(state.deal)
            assert seat is not None
            plies.append(
                Ply(ply, seat, tricks, state.deal, rules.legal_actions(state.deal), action)
            )
        before = state
        state, events = match.apply(state, action)
        if before.deal_index == index:
            tricks += sum(isinstance(event, TrickTaken) for event in events)
            if len(state.history) > len(before.history):
                return DealWalk(index, start or before, tuple(plies), state.history[-1].final_state)
    raise DealNotFound(f"deal {index + 1} is not finished in this log")


def analysis_rng(seed: int, ply: int) -> random.Random:
    """The RNG of one decision's analysis: fixed by the match seed and the ply."""
    return random.Random(f"stich:{seed}:analysis:ply:{ply}")


def analyse_ply(match: Match, analysis: GameAnalysis, ply: Ply, seed: int) -> Decision | None:
    """One decision evaluated from its seat's view only (None: nothing to decide)."""
    if len(ply.legal) <= 1:
        return None
    view = match.rules.view(ply.state, ply.seat)
    evaluation = analysis.evaluate(view, ply.legal, analysis_rng(seed, ply.ply))
    best = evaluation.best()
    made_value = evaluation.values[ply.action]
    best_value = evaluation.values[best]
    if best_value <= made_value:
        best, best_value = ply.action, made_value  # the move taken was (one of) the best
    flagged = best_value - made_value >= analysis.threshold
    reason = analysis.reason(view, ply.legal, ply.action, best) if flagged else None
    return Decision(
        ply.ply,
        ply.seat,
        ply.trick,
        ply.action,
        best,
        made_value,
        best_value,
        evaluation.worlds,
        flagged,
        reason,
    )


def analyse_deal(
    match: Match,
    analysis: GameAnalysis,
    walk: DealWalk,
    seats: Collection[int],
) -> DealAnalysis:
    """Every decision of `seats` in the deal, and each seat's open-hands solve."""
    decisions = []
    for ply in walk.plies:
        if ply.seat in seats:
            decision = analyse_ply(match, analysis, ply, match.seed)
            if decision is not None:
                decisions.append(decision)
    states = walk.states()
    solved = tuple((seat, analysis.open_solve(match.rules, states, seat)) for seat in sorted(seats))
    return DealAnalysis(walk.index, tuple(decisions), solved)


def bot_deal(
    game: GameDef, options: object, players: Sequence[str], seed: int
) -> tuple[Match, MatchState]:
    """The first deal of the match seeded `seed`, played by the bots `players` (each
    decision seeded as at a table: game.bots.decision_rng)."""
    match = Match(game, options, len(players), seed)
    bots = [game.bots[player]() for player in players]
    state = match.start()
    while not state.history:
        seat = match.to_act(state)
        assert seat is not None
        view = match.rules.view(state.deal, seat)
        legal = match.legal_actions(state)
        action = bots[seat].choose(view, legal, decision_rng(seed, seat, len(state.log)))
        state, _ = match.apply(state, action)
    return match, state
