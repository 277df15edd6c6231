"""PURE: which hand cards the player has picked, and what confirming the pick would do.

One rule for every game: a click (or Space) on a card picks it; a click on the one picked
card again commits it when that card alone is a decision; a card that can join the picked
cards in some legal decision (a pair, a run, the two cards to lay away) is added to them,
any other card starts a new pick. Nothing depends on where the pointer rests.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.core.cards import Card
from game.core.rules import Action

Picked = tuple[Card, ...]


def hand_actions(legal: Iterable[Action], kinds: Iterable[str]) -> tuple[Action, ...]:
    """The legal decisions made of hand cards only (plays, lays, the minus card, a lay-away)."""
    wanted = set(kinds)
    return tuple(a for a in legal if a.kind in wanted and a.cards)


def action_for(picked: Picked, actions: Iterable[Action]) -> Action | None:
    """The decision whose cards are exactly the picked ones, else None."""
    if not picked:
        return None
    target = sorted(picked)
    for action in actions:
        if len(action.cards) == len(picked) and sorted(action.cards) == target:
            return action
    return None


def needs_more(picked: Picked, actions: Iterable[Action]) -> int:
    """How many cards the smallest decision holding the picked cards still needs (0: none,
    or nothing picked yet)."""
    if not picked:
        return 0
    have = set(picked)
    sizes = [len(a.cards) - len(have) for a in actions if have <= set(a.cards)]
    return min(sizes) if sizes and min(sizes) > 0 else 0


def multi(actions: Iterable[Action]) -> bool:
    """True when some decision now takes more than one card (cards are then toggled)."""
    return any(len(a.cards) > 1 for a in actions)


def click(picked: Picked, card: Card, actions: tuple[Action, ...]) -> tuple[Picked, bool]:
    """The pick after a click on `card`, and whether the click commits it.

    A second click on the only picked card commits it when it alone is a decision (else it
    is put back). A picked card among several is put back. An unpicked card joins the pick
    when some decision can hold them all, else it starts a new pick."""
    if card in picked:
        if picked == (card,) and action_for(picked, actions) is not None:
            return picked, True
        return tuple(c for c in picked if c != card), False
    return grow(picked, card, actions), False


def toggle(picked: Picked, card: Card, actions: tuple[Action, ...]) -> Picked:
    """Space on `card`: put it back when picked, else pick it (joining when it can)."""
    if card in picked:
        return tuple(c for c in picked if c != card)
    return grow(picked, card, actions)


def grow(picked: Picked, card: Card, actions: tuple[Action, ...]) -> Picked:
    """`card` added to the pick when a decision holds them all, else `card` alone."""
    joined = set(picked) | {card}
    if picked and any(joined <= set(a.cards) for a in actions):
        return (*picked, card)
    return (card,)


def usable(actions: Iterable[Action]) -> set[Card]:
    """Every card that is part of some decision (lit, and visited by the arrows)."""
    return {card for action in actions for card in action.cards}
