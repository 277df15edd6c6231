"""PURE hints: the strong bot's choice for one seat, from that seat's view only.

The hint asks the game's best bot (its public `choose`, the entry point the table's bot
worker uses) what it would do with this view and these legal actions, then asks again
without that action for its runner-up: the two are the bot's own ranking of the top of
the decision, and the "why" sentence names both. The bot gets the view and nothing
else, so a hint never knows another seat's hidden cards. Its RNG is fixed by the match
seed, the seat and the ply, as the table's bots are: the same position gives the same hint.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.bots import take_search_report
from game.core.rules import Action
from game.i18n import counted, decimal, has_text, t

LEVELS = ("strong", "basic", "random")  # best first: the hint uses the best a game has


@dataclass(frozen=True, slots=True)
class Advice:
    """A suggested action, the bot's second choice (None: nothing else was legal) and the
    catalog key of the sentence saying why; with `gain`, its search's own evaluation:
    the move's average score over `worlds` sampled deals and its lead over the runner-up
    (the games' own units: points, or the task's worth)."""

    action: Action
    second: Action | None
    reason: str
    score: float | None = None
    gain: float | None = None
    worlds: int = 0


def why_text(advice: Advice, words: Callable[[Action], str], game_id: str) -> str:
    """Why the hint's move, in the table's words for actions: the only one, the search's
    own numbers with their unit, or plain words."""
    best = words(advice.action)
    if advice.second is None:
        return t(advice.reason, best=best)
    if advice.gain is not None and advice.score is not None:
        # The search's own numbers: the move's average margin over the sampled deals (in
        # points, against what the game's search weighs: the other side, or the others'
        # average) and its lead over the best other move.
        margin = f"hint.margin.{game_id}"
        return counted(
            advice.reason,
            abs(round(advice.score)),
            best=best,
            second=words(advice.second),
            worlds=advice.worlds,
            score=f"{round(advice.score):+d}",
            gain=decimal(advice.gain),
            margin=t(margin if has_text(margin) else "hint.margin"),
        )
    return t(advice.reason, best=best, second=words(advice.second))


def best_level(bots: Mapping[str, Any]) -> str:
    """The strongest bot level a game offers."""
    return next(level for level in (*LEVELS, *bots) if level in bots)


def advise(
    bots: Mapping[str, Any], view: object, legal: Sequence[Action], rng_for: Any
) -> Advice | None:
    """The best bot's choice for `view` among `legal`, with its runner-up; None when
    there is nothing to decide. `rng_for(attempt)` gives the RNG of each question."""
    legal = tuple(legal)
    if not legal:
        return None
    make = bots[best_level(bots)]
    take_search_report()  # nothing left over from an earlier decision on this thread
    first = make().choose(view, legal, rng_for(0))
    report = take_search_report()
    if first not in legal:  # a bot must answer with a legal action; never pass on another
        first = legal[0]
    if len(legal) == 1:
        return Advice(first, None, "hint.why_only")
    rest = tuple(action for action in legal if action != first)
    second = make().choose(view, rest, rng_for(1))
    take_search_report()
    if second not in rest:
        second = rest[0]
    if report is not None and report.runner_up is not None:
        return Advice(
            first,
            second,
            "hint.why_search",
            report.chosen,
            report.chosen - report.runner_up,
            report.worlds,
        )
    return Advice(first, second, "hint.why")


def hint_rng(seed: int, seat: int, ply: int) -> Any:
    """The RNGs of one hint: fixed by the match seed, the seat and the ply."""

    def rng_for(attempt: int) -> random.Random:
        return random.Random(f"stich:{seed}:hint:{seat}:ply:{ply}:{attempt}")

    return rng_for
