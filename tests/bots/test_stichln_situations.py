"""Stichln: hand-made situations where a club player's choice is clear, and the bots
must find it (the strong bot over a few seeds, its work budget deciding, not the clock)."""

from __future__ import annotations

import dataclasses
import random

from game.core.cards import parse_cards
from game.core.rules import Action
from game.games import REGISTRY
from game.games.stichln import search
from game.games.stichln.options import StichlnOptions
from game.games.stichln.rules import StichlnRules
from game.games.stichln.state import StichlnState
from game.games.stichln.tables import CARD_ID, CARDS, COLOUR_OF, VALUE_OF, trick_winner
from tests.bots.helpers import random_states
from tests.games.stichln.helpers import hands_with

GAME = REGISTRY["stichln"]
# Four players, dealer seat 3: seat 0 puts its minus card down first and leads trick 1;
# seat 3 plays last to it. Cards not listed are filled in card order (helpers.hands_with).
LAST = "R0 B11 N10 N1 B5 B6 G6 G7 Y5 Y6 B4 G4 Y4 N4 N5"
MINUS_CARDS = "declare:G0 declare:N0 declare:Y0 declare:R0"  # green, brown, yellow, red


def _round(fixed: dict[int, str], script: str) -> tuple[StichlnRules, StichlnState]:
    rules = StichlnRules(StichlnOptions())
    hands = hands_with(4, fixed)
    state = rules.deal_from_hands(hands, 3)
    for text in script.split():
        state, _ = rules.apply(state, rules.decode(text))
    return rules, state


def _choices(
    rules: StichlnRules, state: StichlnState, seeds: int = 3, work: int = 6000
) -> dict[str, set[str]]:
    """What basic and strong choose here (strong over a few seeds)."""
    seat = rules.to_act(state)
    view, legal = rules.view(state, seat), rules.legal_actions(state)
    out = {"basic": {str(GAME.bots["basic"]().choose(view, legal, random.Random(0)))}}
    strong = GAME.bots["strong"](work=work, budget=30.0)  # the work budget decides
    out["strong"] = {str(strong.choose(view, legal, random.Random(s))) for s in range(seeds)}
    return out


def _takes(state: StichlnState, text: str) -> bool:
    """Would playing this card (last to the trick) take it?"""
    card = CARD_ID[parse_cards(text.split(":")[1])[0]]
    return trick_winner([*state.trick, card]) == len(state.trick)


def test_minus_colour_is_the_colour_the_hand_controls() -> None:
    """The red 0 plus the six top reds: red is the minus colour (the reds that could hurt
    are in the own hand, and the red 0 costs nothing); every other colour costs 8."""
    rules, state = _round({0: "R0 R6 R7 R8 R9 R10 R11 B8 B9 G8 G9 N8 N9 Y8 Y9"}, "")
    assert rules.to_act(state) == 0
    choices = _choices(rules, state)
    assert choices["basic"] == {"declare:R0"}
    assert choices["strong"] == {"declare:R0"}


def test_does_not_take_a_trick_holding_its_minus_card() -> None:
    """Red 9 (seat 3's minus colour) lies in the trick; blue 11 would take it for -6:
    both bots lose the trick instead."""
    rules, state = _round(
        {0: "G0 G5", 1: "N0 R9", 2: "Y0 Y3", 3: LAST}, f"{MINUS_CARDS} play:G5 play:R9 play:Y3"
    )
    assert rules.to_act(state) == 3 and _takes(state, "play:B11")
    for name, picked in _choices(rules, state).items():
        for text in picked:
            assert not _takes(state, text), (name, text)


def test_takes_a_clean_trick_last_with_the_cheapest_winner() -> None:
    """Green 5, yellow 3, brown 3 and nothing red: playing last, a 4 of another colour
    takes the trick for +4. The basic bot takes it with the lowest card that wins (blue 4,
    keeping the higher cards); the strong bot takes it too (the rollouts favour taking by
    one to five points over losing it: a larger search separates that from the noise)."""
    me = "R0 B11 B9 B7 B2 N1 G6 G7 Y5 Y6 B4 G4 Y4 N4 N5"
    rules, state = _round(
        {0: "G0 G5", 1: "N0 Y3", 2: "Y0 N3", 3: me}, f"{MINUS_CARDS} play:G5 play:Y3 play:N3"
    )
    assert rules.to_act(state) == 3
    choices = _choices(rules, state, work=20000)
    assert choices["basic"] == {"play:B4"}
    for text in choices["strong"]:
        assert _takes(state, text), text


def test_basic_gives_the_taker_his_minus_colour() -> None:
    """Yellow 11 (seat 1, minus brown) cannot be beaten: seat 3 cannot take the trick, so
    it throws its brown 10 on it, ten points off seat 1's score."""
    rules, state = _round(
        {0: "G0 G5", 1: "N0 Y11", 2: "Y0 B2", 3: LAST}, f"{MINUS_CARDS} play:G5 play:Y11 play:B2"
    )
    assert rules.to_act(state) == 3
    assert _choices(rules, state, seeds=1)["basic"] == {"play:N10"}


def test_basic_leads_its_highest_minus_card() -> None:
    """Leading is the safe way to lose a card: any non-zero card of another colour beats
    it. Seat 0 (minus green) leads its highest green."""
    rules, state = _round({0: "G0 G5 G10", 1: "N0", 2: "Y0", 3: LAST}, MINUS_CARDS)
    assert rules.to_act(state) == 0
    view, legal = rules.view(state, 0), rules.legal_actions(state)
    assert GAME.bots["basic"]().choose(view, legal, random.Random(0)) == Action(
        "play", parse_cards("G10")
    )


def test_never_takes_a_trick_costing_nine_when_it_can_lose_it() -> None:
    """In random four-player rounds: whenever the last player could lose a trick whose
    cards cost him 9 or more (his minus colour), both bots lose it."""
    found = 0
    strong = GAME.bots["strong"](work=6000, budget=30.0)
    basic = GAME.bots["basic"]()
    for rules, state in random_states(GAME, 4, {}, 40, seed=3):
        if state.phase != "play" or len(state.trick) != 3:
            continue
        seat = rules.to_act(state)
        minus = COLOUR_OF[state.declared[seat]]
        worth = sum(-VALUE_OF[c] if COLOUR_OF[c] == minus else 1 for c in state.trick)
        hand = [c for c in range(126) if state.hands[seat] >> c & 1]
        winners = [c for c in hand if trick_winner([*state.trick, c]) == 3]
        if worth > -9 or not winners or len(winners) == len(hand):
            continue
        found += 1
        view, legal = rules.view(state, seat), rules.legal_actions(state)
        for bot in (basic, strong):
            action = bot.choose(view, legal, random.Random(found))
            assert not _takes(state, str(action)), (bot.name, action, worth)
    assert found == 26


def test_equivalent_cards_are_searched_once() -> None:
    """Blue is nobody's minus colour; with only cards of value 0-3 still out and none on
    the table, blue 4, 5, 6 and 11 all win or lose alike: one candidate. Cards of a minus
    colour are never merged (their values score differently)."""
    rules, state = _round({0: "G0 G5", 1: "N0 Y11", 2: "Y0 B2", 3: LAST}, MINUS_CARDS)
    seat = rules.to_act(state)
    seen = search.read_view(rules.view(state, seat))
    low = 0
    for card in range(126):
        if VALUE_OF[card] <= 3:
            low |= 1 << card
    seen = dataclasses.replace(seen, unknown=seen.unknown & low)
    legal = search.hand_mask(parse_cards("B4 B5 B6 B11 G4 G6 Y4 Y5"))
    assert [str(CARDS[c]) for c in search.candidates(seen, legal)] == ["B4", "G4", "G6", "Y4", "Y5"]
    hidden = dataclasses.replace(seen, hidden=[1])  # a face-down minus card: no merging
    assert len(search.candidates(hidden, legal)) == 8
