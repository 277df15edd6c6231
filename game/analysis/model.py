"""PURE: what a game's analysis answers (its `GameAnalysis`) and the values it returns.

Every game gives three answers, from its own search (game/games/<id>/analysis.py):
- `evaluate(view, legal, rng)`: the expected result of every legal action, judged from
  that view alone (hidden cards sampled as the strong bot samples them, on a fixed work
  budget, so the same view and RNG always give the same numbers);
- `open_solve(rules, states, seat)`: the best play with every hand known, solved exactly
  over the last tricks of a finished deal;
- `threshold`: the cost from which a decision is marked in the review.

Values are in the units of the game's search (the hint's margin, `hint.margin.<id>`): the
acting seat's side's result minus the other side's (or the others' average) by the end of
the deal, so "cost" is the best action's value minus the value of the action taken.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.rules import Action
from game.i18n import decimal


@dataclass(frozen=True, slots=True)
class Evaluation:
    """The expected value of every legal action (equivalent actions share one), averaged
    over `worlds` sampled deals consistent with the acting seat's view."""

    values: Mapping[Action, float]
    worlds: int

    def best(self) -> Action:
        """The action with the highest value (ties: the first in the actions' order)."""
        return max(sorted(self.values), key=lambda action: self.values[action])


@dataclass(frozen=True, slots=True)
class OpenSolution:
    """The best play with every hand known, from the start of trick `first_trick` (0-based)
    to the end of the deal: what the seat's side could have made (`best`) and made
    (`actual`), both in the deal's own points for that side, and the moves that do it."""

    first_trick: int
    tricks: int  # how many tricks were solved exactly
    best: float
    actual: float
    line: tuple[tuple[int, Action], ...]  # (seat, action) from that trick on


# `Any`: the registry holds games of different view and state types (see GameDef).
Evaluator = Callable[[Any, Sequence[Action], random.Random], Evaluation]
OpenSolver = Callable[[Any, Sequence[Any], int], OpenSolution | None]
Reasoner = Callable[[Any, Sequence[Action], Action, Action], str | None]
OpenWords = Callable[[OpenSolution], tuple[str, dict[str, str | int]]]


def _no_reason(view: object, legal: Sequence[Action], made: Action, best: Action) -> str | None:
    return None


def number(value: float) -> str:
    """A deal's points: whole when whole ('57'), else to one decimal ('57.5')."""
    return str(round(value)) if abs(value - round(value)) < 0.05 else decimal(value)


def open_words(solution: OpenSolution) -> tuple[str, dict[str, str | int]]:
    """The open-hands sentence's catalog key and values: what the side could have made
    sure of from a trick on (the games of points and tricks)."""
    return "review.analysis.open", {
        "n": solution.first_trick + 1,
        "best": number(solution.best),
        "actual": number(solution.actual),
    }


@dataclass(frozen=True)
class GameAnalysis:
    """A game's analysis: see the module docstring. `reason(view, legal, made, best)` names
    a catalog key of the game's own that says why `best` beats `made` (None: the shared
    sentence with the two values is used); `open_text(solution)` words the open-hands
    solve (a game whose result is not points says it its own way)."""

    evaluate: Evaluator
    open_solve: OpenSolver
    threshold: float
    reason: Reasoner = _no_reason
    open_text: OpenWords = open_words
