"""Was Sticht bots: `basic` (club-player heuristics) and `strong` (search over the worlds
the view allows, with heuristic rollouts).

Both read only the seat's view. What a player at the table knows (every hand, from the
face-up draft; the trump combinations the hints still allow; the tasks once shown) is
derived in search.read_view. Decisions: the chip draft, the column picks, the task, the
dealer's chip to turn and the card play.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.blunders import blunder_free
from game.bots import SAFETY_SECONDS, action_card_mask, count_work
from game.core.rules import Action
from game.games.was_sticht.chips import KIND_ID
from game.games.was_sticht.plan import choose_chip, choose_turn
from game.games.was_sticht.search import (
    Budget,
    Seen,
    basic_card,
    basic_take,
    basic_task,
    blunders,
    complete_hands,
    read_view,
    search_play,
    search_take,
    search_task,
)
from game.games.was_sticht.state import WasStichtView
from game.games.was_sticht.tables import CARD_ID, CARDS

WORK = 4_000  # simulated card plays (and draft picks) per decision


def card_mask(legal: Sequence[Action]) -> int:
    """The cards named by the legal `take`/`play` actions, as a mask."""
    return action_card_mask(legal, CARD_ID)


def kinds_of(legal: Sequence[Action]) -> list[int]:
    """The chip kinds named by the legal `chip`/`task`/`turn` actions."""
    return [KIND_ID[action.arg] for action in legal]


def kind_action(kind_name: str, legal: Sequence[Action], kind: int) -> Action:
    """The legal action naming chip kind `kind`."""
    for action in legal:
        if action.kind == kind_name and KIND_ID[action.arg] == kind:
            return action
    raise ValueError("the chosen chip kind is not legal")


def _chip_or_turn(view: WasStichtView, legal: Sequence[Action]) -> Action | None:
    """The decisions both bots take by the plan heuristics: chips drafted and turned."""
    kind = legal[0].kind
    if kind == "chip":
        held = [KIND_ID[k] for k in view.chips_face_up[view.seat]]
        return kind_action("chip", legal, choose_chip(kinds_of(legal), held))
    if kind == "turn":
        values = view.options.chip_values.by_kind()
        return kind_action("turn", legal, choose_turn(kinds_of(legal), values))
    return None


def _card_action(kind: str, card: int) -> Action:
    return Action(kind, (CARDS[card],))


class BasicBot:
    """Fast heuristics: draft toward a task, choose the likeliest task, win or duck each
    trick as the task asks, cheaply."""

    name = "basic"

    def choose(self, view: WasStichtView, legal: Sequence[Action], rng: random.Random) -> Action:
        """Any decision of the game by hand-written rules (no search)."""
        if len(legal) == 1:
            return legal[0]
        fixed = _chip_or_turn(view, legal)
        if fixed is not None:
            return fixed
        seen = read_view(view)
        seen.hands = complete_hands(seen, rng)
        kind = legal[0].kind
        if kind == "task":
            return kind_action("task", legal, basic_task(seen, kinds_of(legal)))
        mask = card_mask(legal)
        if kind == "take":
            return _card_action("take", basic_take(seen, mask))
        return _card_action("play", basic_card(seen, mask))


class StrongBot:
    """Search on top of the heuristics: sampled worlds, rollouts, best average."""

    name = "strong"

    def __init__(
        self, work: int = WORK, budget: float = SAFETY_SECONDS, max_samples: int = 200
    ) -> None:
        # `work`: simulated plays per decision, the only thing that ends a normal search,
        # so the decision depends on the view, the legal actions and the seed alone;
        # `budget`: the last-resort clock stop in seconds (see game.bots.SAFETY_SECONDS).
        self.work = work
        self.budget = budget
        self.max_samples = max_samples

    def choose(self, view: WasStichtView, legal: Sequence[Action], rng: random.Random) -> Action:
        """Search the column picks, the task and the card play; chips as the basic bot."""
        if len(legal) == 1:
            return legal[0]
        fixed = _chip_or_turn(view, legal)
        if fixed is not None:
            return fixed
        seen: Seen = read_view(view)
        kind = legal[0].kind
        if kind == "task":
            # The task decides the round: it gets twice the work of a card.
            budget = Budget(2 * self.work, self.budget)
            task = search_task(seen, kinds_of(legal), rng, budget, self.max_samples)
            count_work(budget.spent)
            return kind_action("task", legal, task)
        budget = Budget(self.work, self.budget)
        # The search weighs only plays a club player would consider (game/blunders.py).
        mask = card_mask(blunder_free(legal, lambda action: blunders(view, legal, action)))
        if kind == "take":
            card = search_take(seen, mask, rng, budget, self.max_samples)
        else:
            card = search_play(seen, mask, rng, budget, self.max_samples)
        count_work(budget.spent)
        return _card_action("take" if kind == "take" else "play", card)
