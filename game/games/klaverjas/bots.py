"""Klaverjas bots: `basic` (club-player heuristics) and `strong` (determinized search).

Both read only the seat's view (rules options included, which are public). Who played
which card and what that proves about their hands is derived in search.read_view.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.blunders import blunder_free
from game.bots import SAFETY_SECONDS
from game.core.rules import Action
from game.games.klaverjas.policy import bid_threshold, choose_play, is_boss, suit_estimate
from game.games.klaverjas.search import (
    blunders,
    legal_play_mask,
    read_view,
    search_bid,
    search_play,
)
from game.games.klaverjas.state import BID, CLAIM, DISCARD, KlaverjasView
from game.games.klaverjas.tables import CARD_ID, CARDS, POINTS, SUIT_MASK, SUITS

ROEM = Action("roem")
PASS = Action("pass")


def hand_mask(cards: Sequence[object]) -> int:
    """A bitmask of the given cards."""
    mask = 0
    for card in cards:
        mask |= 1 << CARD_ID[card]  # type: ignore[index]
    return mask


def basic_bid(view: KlaverjasView, legal: Sequence[Action]) -> Action:
    """Name the best suit when it looks like a make (or when forced), else pass."""
    hand = hand_mask(view.hand)
    options = [a for a in legal if a.kind == "trump"]
    scored = sorted(
        ((suit_estimate(hand, SUITS.index(a.arg)), a) for a in options),
        key=lambda pair: pair[0],
        reverse=True,
    )
    best_value, best = scored[0]
    if PASS not in legal:
        return best
    return best if best_value >= bid_threshold(view.seats) else PASS


def basic_discard(view: KlaverjasView, legal: Sequence[Action]) -> Action:
    """Three players: lay away points that would be lost and short plain suits."""
    hand = hand_mask(view.hand)
    trump = SUITS.index(view.trump) if view.trump else 0
    pts = POINTS[trump]
    unseen = ((1 << 32) - 1) & ~hand

    def value(action: Action) -> float:
        ids = [CARD_ID[c] for c in action.cards]
        rest = hand & ~hand_mask(action.cards)
        score = 0.0
        for card in ids:
            suit = card // 8
            if suit == trump:
                score -= 60.0
            elif is_boss(card, trump, unseen):
                score -= 25.0
            else:
                score += pts[card]  # banked for the maker instead of lost
            if not rest & SUIT_MASK[suit] and suit != trump:
                score += 8.0  # a void lets the trumps in
        return score

    return max(legal, key=value)


def basic_card(view: KlaverjasView, legal: Sequence[Action]) -> int:
    """The club-player heuristic card (see policy.choose_play)."""
    seen = read_view(view)
    mask = legal_play_mask(legal)
    n, trick = seen.seats, seen.trick
    size = len(trick)
    partner_pos = size - 2 if n == 4 and size >= 2 else -1
    opps_after = 0
    seat = seen.seat
    for _ in range(n - 1 - size):
        seat = seen.nxt[seat]
        if seat != seen.partner:
            opps_after |= seen.allowed[seat]
    opps = tuple(seen.allowed[s] for s in range(n) if s not in (seen.seat, seen.partner))
    makers = seen.side_of[seen.maker] if seen.maker >= 0 else -1
    return choose_play(
        seen.trump,
        seen.pts,
        seen.hand,
        mask,
        trick,
        partner_pos,
        opps_after,
        n == 4 and size < 2,
        seen.gone,
        seen.side_of[seen.seat] == makers,
        opps,
        seen.four_low,
    )


def play_action(card: int) -> Action:
    """The action playing a card."""
    return Action("play", (CARDS[card],))


def _common(view: KlaverjasView, legal: Sequence[Action]) -> Action | None:
    """Decisions both bots take the same way: claim roem always, bid and lay away."""
    if len(legal) == 1:
        return legal[0]
    if ROEM in legal:
        return ROEM  # claimed roem only ever helps the claiming side
    if view.phase == BID:
        return basic_bid(view, legal)
    if view.phase == DISCARD:
        return basic_discard(view, legal)
    if view.phase == CLAIM:
        return ROEM if ROEM in legal else legal[0]
    return None


# Simulated card plays per decision. Duplicate deals (seed 11, 150 deals, against basic):
# 5_500 took 60.2% of the points, 11_000 61.1%; CPU p95 72 ms, max 90 ms.
WORK = 11_000
BID_WORK = 3_000  # the trump choice: about 20 deals played out per choice


class BasicBot:
    """Fast heuristics: draw trumps as makers, win cheaply, feed the partner's tricks."""

    name = "basic"

    def choose(self, view: KlaverjasView, legal: Sequence[Action], rng: random.Random) -> Action:
        """Bid, lay away, claim roem or play a card by hand-written rules."""
        return _common(view, legal) or play_action(basic_card(view, legal))


class StrongBot:
    """Determinized search over the hidden hands with heuristic rollouts."""

    name = "strong"
    search_bids = True

    def __init__(
        self, work: int = WORK, budget: float = SAFETY_SECONDS, max_samples: int = 400
    ) -> None:
        # `work`: simulated plays per decision, the only thing that ends a normal search,
        # so the decision depends on the view, the legal actions and the seed alone;
        # `budget`: the last-resort clock stop in seconds (see game.bots.SAFETY_SECONDS).
        self.work = work
        self.budget = budget
        self.max_samples = max_samples

    def choose(self, view: KlaverjasView, legal: Sequence[Action], rng: random.Random) -> Action:
        """Search the trump choice (four players) and the card play; laying away and roem
        as the basic bot."""
        if self.search_bids and view.phase == BID and view.seats == 4 and len(legal) > 1:
            return search_bid(view, legal, rng, self.budget, BID_WORK)
        common = _common(view, legal)
        if common is not None:
            return common
        default = basic_card(view, legal)
        # The search weighs only plays a club player would consider (game/blunders.py).
        sane = blunder_free(legal, lambda action: blunders(view, legal, action))
        card = search_play(
            view, legal_play_mask(sane), default, rng, self.budget, self.max_samples, self.work
        )
        return play_action(card)
