"""Weis privacy: events are public, so a declaration in trick 1 carries only the kind of
each meld (run or four of a kind, its length and value), never a card or a rank; only the
winning team's Weis are shown, and the losing team's Weis cards never reach another seat.
"""

from __future__ import annotations

import dataclasses
import random

from game import i18n
from game.core.cards import Card
from game.core.events import CardPlayed, Event, TrickTaken
from game.core.rules import DealContext
from game.games import REGISTRY
from game.games.schieber.events import WeisDeclared, WeisScored
from game.games.schieber.present import SchieberPresenter
from game.games.schieber.rules import SchieberRules
from game.games.schieber.state import SchieberState
from game.i18n import t
from game.i18n.refusals import card_text

RANK_WORDS = ("Six", "Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King", "Ace")


def _cards_in(value: object) -> set[Card]:
    """Every card anywhere in an event's fields (nested tuples and dataclasses too)."""
    if isinstance(value, Card):
        return {value}
    if isinstance(value, tuple):
        return set().union(*(_cards_in(item) for item in value)) if value else set()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = dataclasses.fields(value)
        return set().union(*(_cards_in(getattr(value, f.name)) for f in fields))
    return set()


def _deals(count: int) -> list[tuple[SchieberState, list[Event]]]:
    """Random deals played out: the final state and every event in order."""
    game = REGISTRY["schieber"]
    rules = game.make_rules(game.options({}))
    rng = random.Random(30)
    played = []
    for index in range(count):
        state = rules.new_deal(4, index % 4, rng, DealContext(deal_index=index))
        events: list[Event] = []
        while rules.to_act(state) is not None:
            legal = rules.legal_actions(state)
            state, new = rules.apply(state, legal[rng.randrange(len(legal))])
            events += new
        played.append((state, events))
    return played


def test_declarations_name_no_card_before_the_showing() -> None:
    """Every event before the Weis is scored carries no card but those played, and a
    declaration's words name no card, suit or rank (in English and Japanese)."""
    presenter = SchieberPresenter(SchieberRules().options, ("Anna", "Ben", "Clara", "Dan"))
    cards = [Card(suit, rank) for rank in range(6, 15) for suit in "CDHS"]
    declared = 0
    for _, events in _deals(80):
        shown_at = next(i for i, e in enumerate(events) if isinstance(e, TrickTaken))
        for event in events[:shown_at]:
            played = {event.card} if isinstance(event, CardPlayed) else set()
            assert _cards_in(event) == played, event
            if not isinstance(event, WeisDeclared):
                continue
            declared += 1
            for language in ("en", "ja"):
                i18n.set_language(language)
                said = (presenter.announce(event) or "") + " ".join(
                    presenter.chronicle(event, None).lines  # type: ignore[arg-type]
                )
                if language == "en":
                    assert not [w for w in RANK_WORDS if w in said], said
                ranks = [t(f"schieber.weis_quad.{r}") for r in range(6, 15)]
                words = [card_text(card) for card in cards] + ranks
                assert not [word for word in words if word in said], said
    i18n.set_language("en")
    assert declared >= 60


def test_losing_weis_never_reaches_another_seat() -> None:
    """The losing team's Weis cards appear in no event before they are played, and in no
    seat's shown Weis; the winning team's are shown to everyone after trick 1."""
    game = REGISTRY["schieber"]
    rules = game.make_rules(game.options({}))
    checked = 0
    for state, events in _deals(150):
        if state.weis_team < 0:
            continue
        loser = 1 - state.weis_team
        hidden = {c for s in (loser, loser + 2) for w in state.weis[s] or () for c in w.cards}
        if not hidden:
            continue
        checked += 1
        played: set[Card] = set()
        for event in events:
            if isinstance(event, CardPlayed):
                played.add(event.card)
            # A card played is public; an unplayed card of the losing Weis is never named.
            assert not (_cards_in(event) & hidden) - played, event
        for seat in range(4):
            view = rules.view(state, seat)
            assert not {c for s, cards, _ in view.weis_shown for c in cards} & hidden
            assert {s % 2 for s, _, _ in view.weis_shown} <= {state.weis_team}
        scored = next(e for e in events if isinstance(e, WeisScored))
        assert {s % 2 for s, _, _ in scored.shown} == {state.weis_team}
    assert checked >= 20
