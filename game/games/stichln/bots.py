"""Stichln bots: `basic` (club-player heuristics) and `strong` (determinized search).

Both read only the seat's view (the table's options included, which are public). What a
player at the table could know (every played card, the face-up minus cards, the hand
sizes) is derived in search.read_view; the face-down minus cards stay unknown.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.blunders import blunder_free
from game.bots import SAFETY_SECONDS
from game.core.rules import Action
from game.games.stichln.policy import choose_play, declaration_card, trick_best
from game.games.stichln.search import (
    blunders,
    legal_card_mask,
    read_view,
    search_declare,
    search_play,
)
from game.games.stichln.state import DECLARE, StichlnView
from game.games.stichln.tables import CARDS, COLOUR_OF

WORK = 5_000  # simulated card plays per decision: p50 about 30 ms on the loaded 2-core machine
DECLARE_WORK = 10_000  # the minus card, once a round: about 35 rounds per colour at 4 players


def basic_declaration(view: StichlnView, legal: Sequence[Action]) -> int:
    """The basic minus card (policy.declaration_card) among the legal cards."""
    return declaration_card(legal_card_mask(legal))


def basic_card(view: StichlnView, legal: Sequence[Action]) -> int:
    """The club-player heuristic card (see policy.choose_play)."""
    seen = read_view(view)
    mask = legal_card_mask(legal)
    n, trick = seen.seats, seen.trick
    own = seen.declared[seen.seat]
    minus = COLOUR_OF[own] if own >= 0 else -1
    if not trick:
        return choose_play(mask, trick, 0, minus, n - 1, seen.unknown, -1, seen.public)
    best = trick_best(trick)
    taker = seen.declared[(seen.leader + best) % n]
    after = n - 1 - len(trick)
    # The last player has nobody after him: every card that wins now wins for good.
    return choose_play(
        mask,
        trick,
        best,
        minus,
        after,
        seen.unknown if after else 0,
        COLOUR_OF[taker] if taker >= 0 else -1,
        seen.public,
    )


def card_action(card: int, declare: bool) -> Action:
    """The action putting the card down as the minus card, or playing it."""
    return Action("declare" if declare else "play", (CARDS[card],))


class BasicBot:
    """Fast heuristics: a minus colour the hand controls, cheap sure tricks, ducking."""

    name = "basic"

    def choose(self, view: StichlnView, legal: Sequence[Action], rng: random.Random) -> Action:
        """The minus card or a card to play, by hand-written rules (no search)."""
        if len(legal) == 1:
            return legal[0]
        if view.phase == DECLARE:
            return card_action(basic_declaration(view, legal), True)
        return card_action(basic_card(view, legal), False)


class StrongBot:
    """Determinized search over the hidden cards with heuristic rollouts."""

    name = "strong"

    def __init__(
        self, work: int = WORK, budget: float = SAFETY_SECONDS, max_samples: int = 400
    ) -> None:
        # `work`: simulated plays per decision, the only thing that ends a normal search,
        # so the decision depends on the view, the legal actions and the seed alone;
        # `budget`: the last-resort clock stop in seconds (see game.bots.SAFETY_SECONDS).
        self.work = work
        self.budget = budget
        self.max_samples = max_samples

    def choose(self, view: StichlnView, legal: Sequence[Action], rng: random.Random) -> Action:
        """Search the minus card and every card play."""
        if len(legal) == 1:
            return legal[0]
        if view.phase == DECLARE:
            default = basic_declaration(view, legal)
            card = search_declare(view, default, rng, self.budget, self.work * DECLARE_WORK // WORK)
            return card_action(card, True)
        default = basic_card(view, legal)
        # The search weighs only plays a club player would consider (game/blunders.py).
        sane = blunder_free(legal, lambda action: blunders(view, legal, action))
        card = search_play(
            view, legal_card_mask(sane), default, rng, self.budget, self.max_samples, self.work
        )
        return card_action(card, False)
