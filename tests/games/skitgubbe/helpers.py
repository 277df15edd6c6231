"""Shared helpers of the Skitgubbe tests: card lists, actions, masks, scripted play."""

from __future__ import annotations

from collections.abc import Iterable

from game.core.cards import Card, parse_cards
from game.core.events import Event
from game.games.skitgubbe.options import SkitgubbeOptions
from game.games.skitgubbe.rules import SkitgubbeRules
from game.games.skitgubbe.state import SkitgubbeState
from game.games.skitgubbe.tables import CARDS, cards_of, mask_of


def cards(text: str) -> tuple[Card, ...]:
    """Cards from the project notation."""
    return parse_cards(text)


def names(mask_or_cards: int | Iterable[Card]) -> set[str]:
    """Card notation strings of a mask or a card list."""
    if isinstance(mask_or_cards, int):
        return {str(c) for c in cards_of(mask_or_cards)}
    return {str(c) for c in mask_or_cards}


def mask(text: str) -> int:
    """Card mask from the project notation."""
    return mask_of(parse_cards(text))


def rules(**options: object) -> SkitgubbeRules:
    """Rules under the given options (spec defaults otherwise)."""
    return SkitgubbeRules(SkitgubbeOptions.model_validate(options))


def act(
    r: SkitgubbeRules, state: SkitgubbeState, text: str
) -> tuple[SkitgubbeState, tuple[Event, ...]]:
    """Apply one action given in its text form."""
    return r.apply(state, r.decode(text))


def play(r: SkitgubbeRules, state: SkitgubbeState, *texts: str) -> SkitgubbeState:
    """Apply several actions in order; returns the final state."""
    for text in texts:
        state, _ = act(r, state, text)
    return state


def legal_texts(r: SkitgubbeRules, state: SkitgubbeState) -> set[str]:
    """The legal actions in text form."""
    return {r.encode(a) for a in r.legal_actions(state)}


def rest_of_pack(*used: str) -> list[Card]:
    """Every card not named in the texts, in deck order."""
    taken = set()
    for text in used:
        taken |= set(parse_cards(text))
    return [c for c in CARDS if c not in taken]


def lay_counts(state: SkitgubbeState) -> int:
    """Lays on the table."""
    return len(state.lays)
