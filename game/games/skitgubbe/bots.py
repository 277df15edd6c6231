"""Skitgubbe bots: `basic` (club-player heuristics) and `strong` (search on top of them).

Both read only the seat's view (the options included: the table's rules are public).
What the view proves about the hidden cards is derived in search.read_view.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.blunders import blunder_free
from game.bots import SAFETY_SECONDS
from game.core.rules import Action
from game.games.skitgubbe.actions import ADD, DARE_ACTION, PLAY, action_for
from game.games.skitgubbe.policy import DARE, choose_addition, choose_play
from game.games.skitgubbe.search import (
    Seen,
    basic_lay_for,
    blunders,
    read_view,
    search_lay,
    search_phase1,
)
from game.games.skitgubbe.state import ADDING, PHASE1, SkitgubbeView
from game.games.skitgubbe.tables import CARD_ID, RANK_OF, cards_of_ranks, ranks_of


def round_best(view: SkitgubbeView) -> int:
    """The highest rank index played in the running round of the phase-1 trick (-1: none)."""
    best = -1
    for play in view.trick:
        if play.round == view.round and play.kind != ADD and play.cards:
            best = max(best, RANK_OF[CARD_ID[play.cards[0]]])
    return best


def basic_play(view: SkitgubbeView, seen: Seen, legal: Sequence[Action]) -> Action:
    """The phase-1 play of policy.choose_play."""
    later = [view.hand_sizes[s] for s in view.still_to_play[1:]]
    singles = view.options.phase1_mode == "two_player_tricks"
    choice = choose_play(
        seen.hand,
        round_best(view),
        later,
        seen.pot,
        seen.unseen,
        seen.stock,
        singles,
        DARE_ACTION in legal,
    )
    if choice == DARE:
        return DARE_ACTION
    return _legal_or_first(action_for(PLAY, choice), legal)


def basic_add(view: SkitgubbeView, seen: Seen, legal: Sequence[Action]) -> Action:
    """The addition of policy.choose_addition."""
    matching = seen.hand & cards_of_ranks(ranks_of(seen.pot))
    choice = choose_addition(matching, view.trick_winner == view.seat, seen.stock)
    return _legal_or_first(action_for(ADD, choice), legal)


def basic_lay(view: SkitgubbeView, seen: Seen, legal: Sequence[Action]) -> Action:
    """The phase-2 lay or pick-up of the basic prices."""
    mask = basic_lay_for(view, seen)
    return _legal_or_first(action_for("lay", mask) if mask else Action("pickup"), legal)


def _legal_or_first(action: Action, legal: Sequence[Action]) -> Action:
    """The action itself when legal; a bot never answers with an illegal action."""
    return action if action in legal else legal[0]


def basic_choice(view: SkitgubbeView, legal: Sequence[Action]) -> Action:
    """The basic bot's answer to any decision."""
    if len(legal) == 1:
        return legal[0]
    seen = read_view(view)
    if view.phase == PHASE1:
        return basic_play(view, seen, legal)
    if view.phase == ADDING:
        return basic_add(view, seen, legal)
    return basic_lay(view, seen, legal)


# Simulated moves per decision. Duplicate deals (seed 11, 60 games, strong among three
# basic): 3_000 and 200 worlds lost 8.0% of the games, 6_000 and 400 worlds 7.0%; CPU
# p95 60 ms, max 180 ms.
WORK = 6_000
MAX_SAMPLES = 400
LATE_STOCK = 1  # phase 1 is searched once the stock holds at most this many cards a seat


class BasicBot:
    """Fast heuristics: dump low cards into lost tricks, win rich ones, shed cheaply."""

    name = "basic"

    def choose(self, view: SkitgubbeView, legal: Sequence[Action], rng: random.Random) -> Action:
        """A play, an addition, a lay or a pick-up by hand-written rules (no search)."""
        return basic_choice(view, legal)


class StrongBot:
    """Determinized search over the hidden cards with basic-policy rollouts."""

    name = "strong"
    search_phase1 = True  # False: phase-1 plays and additions as the basic bot

    def __init__(
        self, work: int = WORK, budget: float = SAFETY_SECONDS, max_samples: int = MAX_SAMPLES
    ) -> None:
        # `work`: simulated plays per decision, the only thing that ends a normal search,
        # so the decision depends on the view, the legal actions and the seed alone;
        # `budget`: the last-resort clock stop in seconds (see game.bots.SAFETY_SECONDS).
        self.work = work
        self.budget = budget
        self.max_samples = max_samples

    def choose(self, view: SkitgubbeView, legal: Sequence[Action], rng: random.Random) -> Action:
        """Phase-2 lays and pick-ups and the last phase-1 plays and additions by search;
        the early phase-1 decisions by the heuristics."""
        if len(legal) == 1:
            return legal[0]
        if view.phase in (PHASE1, ADDING):
            # Early in phase 1 a trick's worth rests on an estimate (the trumps are not
            # known, most of phase 1 is still to come), and searching it measured no
            # better than the heuristic at three times the time; near the stock's end
            # the rollouts reach phase 2 and its real outcome.
            if not self.search_phase1 or view.stock_size > LATE_STOCK * view.seats:
                return basic_choice(view, legal)
            return search_phase1(view, legal, rng, self.budget, self.work, self.max_samples)
        # The search weighs only plays a club player would consider (game/blunders.py).
        sane = blunder_free(legal, lambda action: blunders(view, legal, action))
        return search_lay(view, sane, rng, self.budget, self.work, self.max_samples)
