"""Skitgubbe: the strong bot's sampled worlds agree with everything the view shows (own
cards, the table, cards out of play, cards seen entering a hand, counts, seats the
additions passed over), and what the bot reads from the view never rules out the real
deal. The constraints are re-derived here from the view, independently of search.py."""

from __future__ import annotations

import random

import pytest

from game.core.cards import Card
from game.games import REGISTRY
from game.games.skitgubbe import search
from game.games.skitgubbe.state import ADDING, PHASE1, PHASE2, SkitgubbeView
from game.games.skitgubbe.tables import CARD_ID
from tests.bots.helpers import random_states

GAME = REGISTRY["skitgubbe"]
CONFIGS = range(len(GAME.test_configs))


def _mask(cards: tuple[Card, ...]) -> int:
    out = 0
    for card in cards:
        out |= 1 << CARD_ID[card]
    return out


def _rank_bits(mask: int) -> set[int]:
    return {i % 13 for i in range(52) if mask >> i & 1}


def _passed_over(view: SkitgubbeView) -> list[int]:
    """Seats that come after the adding seat in the addition order and are not asked:
    the rules skip exactly the seats without a card of a rank on the table."""
    if view.phase != ADDING:
        return []
    n = view.seats
    start = view.trick_winner
    if view.options.addition_order == "clockwise_from_leader":
        start = view.trick_leader
    assert start is not None
    order = [(start + k) % n for k in range(n)]
    now = order.index(view.seat)
    return [s for s in order[now + 1 :] if s not in view.still_to_play]


def _visible(view: SkitgubbeView) -> int:
    """Every card whose place the seat sees."""
    seen = _mask(view.hand) | _mask(view.own_won) | _mask(view.out_of_play)
    for play in view.trick:
        seen |= _mask(play.cards)
    for _, lay in view.table:
        seen |= _mask(lay)
    for seat, cards in enumerate(view.known):
        if seat != view.seat:
            seen |= _mask(cards)
    return seen


@pytest.mark.parametrize("config", CONFIGS)
def test_sampled_worlds_fit_the_view(config: int) -> None:
    """Every sampled world: right counts everywhere, no card where the view places
    another, known cards in their holder's hand, passed-over seats without table ranks."""
    seats, options = GAME.test_configs[config]
    rng = random.Random(config)
    checked = phases = 0
    kinds: set[str] = set()
    for index, (rules, state) in enumerate(random_states(GAME, seats, options, 3, seed=config)):
        if index % 4:
            continue  # a quarter of the decisions is plenty and keeps the test quick
        seat = rules.to_act(state)
        view = rules.view(state, seat)
        seen = search.read_view(view)
        visible = _visible(view)
        pot = 0
        for play in view.trick:
            pot |= _mask(play.cards)
        table_ranks = _rank_bits(pot)
        passed = _passed_over(view)
        for other in range(seats):
            if other != seat:
                # Sound reading: the real hand is possible for the bot.
                hidden_part = state.hands[other] & ~_mask(view.known[other])
                assert hidden_part & ~seen.allowed[other] == 0
        world = None
        for _ in range(2):
            world = search.sample_world(seen, rng)
            assert world is not None
            assert world.hands[seat] == _mask(view.hand)
            union = 0
            parts = [*world.hands, *[w for s, w in enumerate(world.won) if s != seat]]
            parts += [1 << c for c in world.stock]
            if world.last >= 0:
                parts.append(1 << world.last)
            for part in parts:
                assert union & part == 0, "a card dealt twice"
                union |= part
            placed = _mask(view.hand)
            for other in range(seats):
                placed |= _mask(view.known[other])
            assert (union & ~placed) & visible == 0, "a sampled card the view places elsewhere"
            assert union | visible == (1 << 52) - 1, "a card missing from the world"
            for other in range(seats):
                assert world.hands[other].bit_count() == view.hand_sizes[other]
                known = _mask(view.known[other])
                if other != seat:
                    assert world.hands[other] & known == known
                    if view.phase in (PHASE1, ADDING):
                        assert world.won[other].bit_count() == view.won_sizes[other]
            for other in passed:
                assert not _rank_bits(world.hands[other]) & table_ranks
            if view.phase in (PHASE1, ADDING):
                assert len(world.stock) == view.stock_size
                face_down = view.stock_size == 0 and view.last_card_holder is not None
                assert (world.last >= 0) == face_down
            else:
                assert not world.stock and world.last < 0
            checked += 1
        kinds.add(view.phase)
        phases += view.phase == PHASE2 and any(view.known[s] for s in range(seats) if s != seat)
    assert checked >= 60
    assert {PHASE1, PHASE2} <= kinds
    assert phases >= 3, "phase-2 positions with cards known in other hands were checked"


def test_passed_over_seats_are_read_from_the_additions() -> None:
    """A hand-built addition round: the winner adds, and the seats the rules skipped
    (no card of a table rank) get no such card in any sampled world."""
    rules = GAME.make_rules(GAME.options({}))
    from tests.games.skitgubbe.helpers import cards, play

    hands = [cards("2C 5D 9H"), cards("3C 6D TH"), cards("4C 7D JH"), cards("KS QS KD")]
    state = rules.deal_from_hands(hands, dealer=3)
    # Seat 0 leads; the king of seat 3 wins; the addition order starts at seat 3.
    state = play(rules, state, "play:2C", "play:3C", "play:4C", "play:KS")
    assert state.phase == ADDING
    view = rules.view(state, state.queue[0])
    seen = search.read_view(view)
    passed = search.skipped_adders(view)
    assert passed == _passed_over(view)
    table_ranks = _rank_bits(seen.pot)
    checked = 0
    for seed in range(20):
        world = search.sample_world(seen, random.Random(seed))
        assert world is not None
        for other in passed:
            assert not _rank_bits(world.hands[other]) & table_ranks
            checked += 1
    assert checked == 20 * len(passed)
    for other in passed:
        assert not _rank_bits(state.hands[other]) & table_ranks
