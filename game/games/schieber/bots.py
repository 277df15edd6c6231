"""Schieber bots: `basic` (club-player heuristics) and `strong` (determinized search).

Both read only the seat's view. What a player at the table could work out (who played
which card, which suits a player has shown void in, the Weis cards shown after trick 1)
is derived here from the view's public trick records.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.core.rules import Action
from game.games.schieber.options import MULTIPLIERS, SchieberOptions
from game.games.schieber.policy import bits, choose_play
from game.games.schieber.search import after_me, read_view, search_contract, search_play
from game.games.schieber.state import CONTRACT, SchieberView
from game.games.schieber.tables import (
    CARD_ID,
    CARDS,
    MODE_TEXT,
    NAT_OF,
    OBENABE,
    SUIT_MASK,
)
from game.games.schieber.weis import optimal_weis, weis_total

PUSH = Action("push")


def legal_play_mask(legal: Sequence[Action]) -> int:
    """The cards among the legal actions (play and Stöck actions) as a mask."""
    mask = 0
    for action in legal:
        if action.kind in ("play", "stoeck"):
            mask |= 1 << CARD_ID[action.cards[0]]
    return mask


def play_action(card: int, legal: Sequence[Action]) -> Action:
    """The action that plays the card, announcing Stöck whenever that is offered."""
    chosen = None
    for action in legal:
        if action.cards and action.cards[0] == CARDS[card]:
            if action.kind == "stoeck":
                return action
            chosen = action
    assert chosen is not None, "the chosen card is not legal"
    return chosen


def best_weis(legal: Sequence[Action]) -> Action:
    """Manual Weis: declare the full optimal set (the legal choice with the most cards)."""
    def size(action: Action) -> int:
        return 0 if action.arg == "none" else len(action.arg.replace("/", ".").split("."))
    return max(legal, key=size)


# --------------------------------------------------------------------- contract choice
def _mode_estimate(hand: int, mode: int, options: SchieberOptions) -> float:
    """Rough card points (of 157) the chooser's team takes in this contract."""
    if mode < OBENABE:
        return _trump_estimate(hand, mode, options)
    return _no_trump_estimate(hand, mode)


_TRUMP_VALUE = {5: 24.0, 3: 16.0, 8: 10.0, 7: 6.0, 6: 5.0, 4: 6.0}  # J 9 A K Q T


def _trump_estimate(hand: int, trump: int, options: SchieberOptions) -> float:
    value = 38.0
    trumps = [NAT_OF[c] for c in bits(hand & SUIT_MASK[trump])]
    for nat in trumps:
        value += _TRUMP_VALUE.get(nat, 4.0)
    if 5 in trumps and 3 in trumps:
        value += 6.0  # Jack and Nine together control the suit
    value += 6.0 * max(0, len(trumps) - 3)
    if len(trumps) <= 2:
        value -= 12.0  # too few trumps to draw the opponents'
    for suit in range(4):
        if suit == trump:
            continue
        held = [NAT_OF[c] for c in bits(hand & SUIT_MASK[suit])]
        if not held:
            value += 4.0 if len(trumps) >= 3 else 0.0
        if 8 in held:
            value += 10.0
            if 7 in held:
                value += 6.0
            if 4 in held:
                value += 3.0
        elif 7 in held and len(held) >= 2:
            value += 3.0
    pair = SUIT_MASK[trump] & ((1 << (trump * 9 + 6)) | (1 << (trump * 9 + 7)))
    if hand & pair == pair:
        value += 20.0  # Stöck
    return value + 0.4 * weis_total(optimal_weis(hand, trump, options))


def _no_trump_estimate(hand: int, mode: int) -> float:
    value = 34.0
    for suit in range(4):
        held = bits(hand & SUIT_MASK[suit])
        # Rank from the top of this contract: Ace first in Obenabe, Six in Undenufe.
        order = sorted((NAT_OF[c] if mode == OBENABE else 8 - NAT_OF[c]) for c in held)
        order.reverse()
        top_run = 0
        for want, have in zip(range(8, -1, -1), order, strict=False):
            if want != have:
                break
            top_run += 1
        value += 13.0 * top_run
        if top_run >= 2 and len(held) >= 4:
            value += 6.0 * (len(held) - top_run)  # the rest of a long suit runs too
        elif top_run == 0 and order and order[0] == 7 and len(held) >= 2:
            value += 5.0  # a guarded second-best card
    return value


def contract_values(hand: int, options: SchieberOptions) -> list[tuple[float, int]]:
    """Each contract's expected gain for the chooser's team, multiplier included."""
    mult = MULTIPLIERS[options.multipliers]
    out = []
    for mode in range(6):
        estimate = _mode_estimate(hand, mode, options)
        out.append((mult[mode] * (estimate - 78.5), mode))
    out.sort(reverse=True)
    return out


PUSH_THRESHOLD = 14.0  # a push is worth about this much: the partner's pick is mediocre


def basic_contract(view: SchieberView, legal: Sequence[Action]) -> Action:
    """Name the best contract, or push with a weak hand when pushing is allowed."""
    hand = 0
    for card in view.hand:
        hand |= 1 << CARD_ID[card]
    values = contract_values(hand, view.options)
    best_value, best_mode = values[0]
    if PUSH in legal and best_value < PUSH_THRESHOLD:
        return PUSH
    return Action("trump", (), MODE_TEXT[best_mode])


# --------------------------------------------------------------------- bots
def basic_play(view: SchieberView, legal: Sequence[Action]) -> Action:
    """A card by the club-player heuristics of policy.choose_play."""
    seen = read_view(view)
    mask = legal_play_mask(legal)
    after = [seen.allowed[seat] for seat in after_me(seen)]
    card = choose_play(seen.mode, seen.pts, seen.hand, mask, seen.trick, after, seen.gone,
                       seen.seat % 2 == seen.declarers)
    return play_action(card, legal)


WORK = 12_000  # simulated card plays per decision: about 55 ms on the 2-core machine
CONTRACT_WORK = 12_000  # the contract: about 45 deals played out per contract


class BasicBot:
    """Fast heuristics: win cheaply, feed the partner's sure tricks, draw trumps."""

    name = "basic"

    def choose(self, view: SchieberView, legal: Sequence[Action],
               rng: random.Random) -> Action:
        """Contract, Weis, Stöck or a card, by hand-written rules (no search)."""
        if len(legal) == 1:
            return legal[0]
        if view.phase == CONTRACT:
            return basic_contract(view, legal)
        if legal[0].kind == "weis":
            return best_weis(legal)
        return basic_play(view, legal)


class StrongBot:
    """Determinized search over the hidden hands with heuristic rollouts."""

    name = "strong"

    def __init__(self, work: int = WORK, budget: float = 0.2, max_samples: int = 400) -> None:
        # `work`: simulated card plays per decision (deterministic, about 70 ms here);
        # `budget`: seconds after which the search stops whatever the work done.
        self.work = work
        self.budget = budget
        self.max_samples = max_samples

    def choose(self, view: SchieberView, legal: Sequence[Action],
               rng: random.Random) -> Action:
        """Search the contract and the card play; Weis as the basic bot declares them."""
        if len(legal) == 1:
            return legal[0]
        if view.phase == CONTRACT:
            return search_contract(view, legal, rng, self.budget, CONTRACT_WORK)
        if legal[0].kind == "weis":
            return best_weis(legal)
        card = search_play(view, legal, rng, self.budget, self.max_samples, self.work)
        return play_action(card, legal)
