"""The strong bots' sampled deals agree with everything the view shows: played cards,
shown voids, shown Weis, hand sizes; and the knowledge read from the view never rules
out the real deal."""

from __future__ import annotations

import random

import pytest

from game.games import REGISTRY
from game.games.klaverjas import search as kj
from game.games.klaverjas.tables import CARD_ID as KJ_ID
from game.games.schieber import search as sb
from game.games.schieber.tables import CARD_ID as SB_ID
from game.games.schieber.tables import MODE_BY_TEXT, OBENABE
from tests.bots.helpers import random_states


def _shown_voids(plays: list[tuple[int, int]], suit_of, trump: int) -> list[tuple[int, int]]:
    """(seat, suit) pairs proven void: a plain suit led and neither followed nor trumped
    (no trumps: simply not followed). Written independently of the bots' code."""
    voids = []
    led = suit_of(plays[0][1])
    for seat, card in plays[1:]:
        suit = suit_of(card)
        if suit != led and suit != trump and led != trump:
            voids.append((seat, led))
    return voids


@pytest.mark.parametrize("config", range(len(REGISTRY["schieber"].test_configs)))
def test_schieber_samples_fit_the_view(config: int) -> None:
    """Schieber: every sampled deal fits the view and the inference admits the real deal."""
    game = REGISTRY["schieber"]
    seats, options = game.test_configs[config]
    rng = random.Random(config)
    checked = 0
    for rules, state in random_states(game, seats, options, 4, seed=config):
        if state.phase != "play":
            continue
        seat = rules.to_act(state)
        view = rules.view(state, seat)
        seen = sb.read_view(view)
        for other in range(4):
            if other != seat:
                # Sound inference: the real hand is allowed, the known cards are in it.
                assert state.hands[other] & ~seen.allowed[other] == 0
                assert seen.known[other] & ~state.hands[other] == 0
        mode = MODE_BY_TEXT[view.contract]
        trump = mode if mode < OBENABE else -1
        voids = []
        for record in view.tricks:
            voids += _shown_voids([(s, SB_ID[c]) for s, c in record.plays], lambda c: c // 9, trump)
        shown = [(s, SB_ID[c]) for s, cards, _ in view.weis_shown for c in cards]
        for _ in range(3):
            hands = sb.sample_hands(seen, rng)
            assert hands is not None
            assert hands[seat] == state.hands[seat]
            union = 0
            for other in range(4):
                assert bin(hands[other]).count("1") == view.hand_sizes[other]
                assert union & hands[other] == 0
                union |= hands[other]
            assert union & seen.gone == 0
            assert union | seen.gone == (1 << 36) - 1
            for other, suit in voids:
                assert hands[other] & (0x1FF << 9 * suit) == 0
            for other, card in shown:
                if not seen.gone >> card & 1:
                    assert hands[other] >> card & 1
            checked += 1
    assert checked >= 60


@pytest.mark.parametrize("config", range(len(REGISTRY["klaverjas"].test_configs)))
def test_klaverjas_samples_fit_the_view(config: int) -> None:
    """Klaverjas (3 and 4 players): sampled hands and pile fit the view; the real deal
    is never ruled out by what the bot reads from the plays."""
    game = REGISTRY["klaverjas"]
    seats, options = game.test_configs[config]
    rng = random.Random(config)
    checked = 0
    for rules, state in random_states(game, seats, options, 4, seed=config):
        if state.phase != "play":
            continue
        seat = rules.to_act(state)
        view = rules.view(state, seat)
        seen = kj.read_view(view)
        for other in range(seats):
            if other != seat:
                assert state.hands[other] & ~seen.allowed[other] == 0
        voids = []
        trump = "CDHS".index(view.trump)
        for plays, *_ in view.tricks:
            voids += _shown_voids([(s, KJ_ID[c]) for s, c in plays], lambda c: c // 8, trump)
        for _ in range(3):
            sampled = kj.sample_hands(seen, rng)
            assert sampled is not None
            hands, pile = sampled
            assert hands[seat] == state.hands[seat]
            union = pile
            for other in range(seats):
                assert bin(hands[other]).count("1") == view.hand_sizes[other]
                assert union & hands[other] == 0
                union |= hands[other]
            assert union & seen.gone == 0
            assert union | seen.gone == (1 << 32) - 1
            assert bin(pile).count("1") == (2 if seats == 3 else 0)
            for other, suit in voids:
                assert hands[other] & (0xFF << 8 * suit) == 0
            checked += 1
    assert checked >= 60
