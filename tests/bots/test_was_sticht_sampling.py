"""Was Sticht: the strong bot's worlds agree with everything the view shows.

The constraints are re-derived here independently of the bot's code: the hands from the
face-up draft minus the cards played, the trick winner of every column's hint straight
from spec 8.3 on Card objects, and the tasks from the chips each player holds face up.
"""

from __future__ import annotations

import random

import pytest

from game.core.cards import Card
from game.games import REGISTRY
from game.games.was_sticht import search
from game.games.was_sticht.chips import KIND_ID
from game.games.was_sticht.tables import CARD_ID
from tests.bots.helpers import random_states

GAME = REGISTRY["was_sticht"]
COLOURS = "BGRY"


def _winner(cards: list[Card], tc: str, tn: str) -> int:
    """Spec 8.3: supertrump > number trumps (first played) > colour trumps by value >
    the highest card of the led colour."""

    def level(card: Card) -> tuple[int, int]:
        number = tn != "none" and card.rank == int(tn)
        colour = tc != "none" and card.suit == tc
        if number and colour:
            return 3, 0
        if number:
            return 2, 0
        if colour:
            return 1, card.rank
        return (0, card.rank) if card.suit == cards[0].suit else (-1, 0)

    best = 0
    for position in range(1, len(cards)):
        if level(cards[position]) > level(cards[best]):
            best = position
    return best


def _trumps_text(trumps: int) -> tuple[str, str]:
    tc, tn = divmod(trumps, 10)
    return ("none" if tc == 4 else COLOURS[tc]), ("none" if tn == 0 else str(tn))


def _mask(cards) -> int:
    out = 0
    for card in cards:
        out |= 1 << CARD_ID[card]
    return out


@pytest.mark.parametrize("drafted", ["open", "hidden"])
@pytest.mark.parametrize("config", range(len(GAME.test_configs)))
def test_was_sticht_worlds_fit_the_view(config: int, drafted: str) -> None:
    """In random states of every configuration: the hands read from the view are the
    real ones (with the drafted cards hidden: the seat's own and what lies in front of
    the others from the running column, the rest dealt from the cards not accounted
    for); every sampled trump combination explains every hint the seat saw whole and the
    real one is never ruled out; sampled tasks are face-up chips of their owners and
    shown tasks are kept; a drafted-out rollout hands out exactly the cards still lying."""
    seats, options = GAME.test_configs[config]
    options = {**options, "drafted_cards": drafted}
    rng = random.Random(config)
    checked = {"draft": 0, "task": 0, "play": 0}
    for index, (rules, state) in enumerate(random_states(GAME, seats, options, 3, seed=config)):
        if state.phase not in checked or index % 2:
            continue
        seat = rules.to_act(state)
        view = rules.view(state, seat)
        seen = search.read_view(view)
        played = 0
        for record in view.tricks:
            played |= _mask(card for _, card in record.plays)
        played |= _mask(card for _, card in view.trick)
        for other in range(seats):
            taken = _mask(card for _, who, card in view.draft_log if who == other)
            assert seen.hands[other] == taken & ~played
            # The real hand, plus what lies in front of the seat from the running column.
            in_front = _mask(
                card
                for column, who, card in state.draft_log
                if who == other and column == state.column and state.phase == "draft"
            )
            if drafted == "open" or other == seat:
                assert seen.hands[other] == state.hands[other] | in_front
            else:
                assert seen.hands[other] == in_front
        world = search.complete_hands(seen, rng)
        for other in range(seats):
            assert world[other].bit_count() == seen.hands[other].bit_count() + seen.missing[other]
        # The sampled world holds exactly the real cards (who holds which may differ).
        real_union = _mask(
            card
            for column, who, card in state.draft_log
            if who >= 0 and column == state.column and state.phase == "draft"
        )
        world_union = 0
        for other in range(seats):
            real_union |= state.hands[other]
            world_union |= world[other]
        assert world_union == real_union & ~played
        real = state.trumps
        assert real in seen.combos
        if view.trump_colour is not None:
            assert seen.combos == (real,)
        hints = list(view.hints)
        for _ in range(4):
            trumps = search.sample_trumps(seen, rng)
            tc, tn = _trumps_text(trumps)
            for column, hint in enumerate(hints):
                entries = [(who, card) for col, who, card in view.draft_log if col == column]
                if len(entries) < 4:
                    continue  # a column the seat did not see whole (drafted cards hidden)
                cards = [card for _, card in entries]
                assert entries[_winner(cards, tc, tn)][0] == hint
            tasks = search.sample_tasks(seen, trumps, seen.hands, rng)
            for other in range(seats):
                shown = view.tasks[other]
                if other == state.dealer:
                    assert tasks[other] == -1
                elif shown is not None:
                    assert tasks[other] == KIND_ID[shown]
                elif other == seat:
                    assert tasks[other] == -1  # its own choice is what the search decides
                elif view.chips_face_up[other]:
                    assert tasks[other] in {KIND_ID[k] for k in view.chips_face_up[other]}
            if state.phase == "draft":
                hands = list(world)
                lying = _mask(c for column in view.columns for c in column if c is not None)
                first = search.ids_of(seen.grid[seen.column])[0]
                hands[seat] |= 1 << first
                grid = list(seen.grid)
                grid[seen.column] &= ~(1 << first)
                search.draft_out(
                    hands,
                    grid,
                    seen.column,
                    len(seen.picks) + 1,
                    state.dealer,
                    seen.face_up,
                    trumps,
                )
                union = 0
                for hand in hands:
                    assert union & hand == 0
                    assert hand.bit_count() == 9
                    union |= hand
                before = 0
                for hand in world:
                    before |= hand
                # Only cards that were lying are added (nine each, so none twice).
                assert union & ~before & ~lying == 0
                assert union & played == 0
            checked[state.phase] += 1
    assert checked["draft"] >= 40
    assert checked["task"] >= 2
    assert checked["play"] >= 40
