"""Stichln: the strong bot's sampled deals agree with everything the view shows (its own
hand, every played card, the face-up minus cards, hand sizes, the cards set aside), and
what it reads from the view never rules out the real deal.

The constraints are re-derived here from the view and the spec's set-up table alone,
without the bot's code: in Stichln any card may be played (may follow, spec 5.1), so a
play proves nothing about the rest of a hand; only seen cards are excluded.
"""

from __future__ import annotations

import random

import pytest

from game.games import REGISTRY
from game.games.stichln import search
from game.games.stichln.tables import CARD_ID
from tests.bots.helpers import random_states

GAME = REGISTRY["stichln"]
# Spec section 3: (colours, highest value, cards dealt) per player count.
SETUP = {
    3: (5, 8, 15),
    4: (5, 11, 15),
    5: (5, 14, 15),
    6: (6, 14, 15),
    7: (6, 17, 14),
    8: (6, 19, 15),
}


def _ids(cards) -> set[int]:
    return {CARD_ID[card] for card in cards}


def _bits(mask: int) -> set[int]:
    return {i for i in range(mask.bit_length()) if mask >> i & 1}


def _deck_size(seats: int) -> int:
    colours, top, _ = SETUP[seats]
    return colours * (top + 1)


@pytest.mark.parametrize("config", range(len(GAME.test_configs)))
def test_stichln_samples_fit_the_view(config: int) -> None:
    """Every sampled deal fits the view; the real hands are among the cards it may deal."""
    seats, options = GAME.test_configs[config]
    hand = options.get("seven_player_hand", 14) if seats == 7 else SETUP[seats][2]
    rng = random.Random(config)
    checked = 0
    for step, (rules, state) in enumerate(random_states(GAME, seats, options, 2, seed=config)):
        if step % 4:
            continue  # every fourth decision is plenty and keeps the test quick
        seat = rules.to_act(state)
        view = rules.view(state, seat)
        own = _ids(view.hand)
        played = set()
        for record in view.tricks:
            played |= _ids(card for _s, card in record.plays)
        played |= _ids(card for _s, card in view.trick)
        face_up = {s: CARD_ID[c] for s, c in enumerate(view.declared) if c is not None}
        seen_cards = own | played | set(face_up.values())
        unseen = _deck_size(seats) - len(seen_cards)
        face_down = [s for s in range(seats) if view.chosen[s] and s not in face_up]
        aside = _deck_size(seats) - seats * hand
        assert (
            unseen
            == sum(view.hand_sizes[s] for s in range(seats) if s != seat) + len(face_down) + aside
        )
        info = search.read_view(view)
        # Sound reading: the real hands and face-down cards are all among the unknown.
        for other in range(seats):
            if other != seat:
                assert _bits(state.hands[other]) <= _bits(info.unknown)
                if other in face_down:
                    assert state.declared[other] in _bits(info.unknown)
        assert not _bits(info.unknown) & seen_cards
        for _ in range(3):
            sampled = search.sample_deal(info, rng)
            assert sampled is not None
            hands, declared = sampled
            assert _bits(hands[seat]) == own
            dealt: set[int] = set()
            for other in range(seats):
                cards = _bits(hands[other])
                assert len(cards) == view.hand_sizes[other]
                assert not cards & dealt, "a card dealt twice"
                dealt |= cards
                if other in face_up:
                    assert declared[other] == face_up[other]
                elif other in face_down:
                    assert declared[other] not in dealt | seen_cards
                    dealt.add(declared[other])
                else:
                    assert declared[other] == -1  # still to choose
            others_cards = dealt - own
            assert not others_cards & seen_cards, "a seen card was dealt to a hidden place"
            # Whatever is left over is exactly the number of cards set aside (7 players).
            assert unseen - len(others_cards) == aside
            checked += 1
    assert checked >= 3 * 10


def test_hidden_minus_cards_are_sampled_not_guessed_from_play() -> None:
    """With minus cards face down until scoring, each other seat's sampled minus card
    varies over the unseen cards (no play is evidence for it), never a seen card."""
    rules, state = next(
        (rules, state)
        for rules, state in random_states(
            GAME, 4, {"minus_reveal": "hidden_until_scoring"}, 1, seed=5
        )
        if state.phase == "play" and len(state.tricks) == 3 and not state.trick
    )
    seat = rules.to_act(state)
    info = search.read_view(rules.view(state, seat))
    assert len(info.hidden) == 3
    rng = random.Random(9)
    colours: dict[int, set[int]] = {s: set() for s in info.hidden}
    for _ in range(200):
        _hands, declared = search.sample_deal(info, rng)
        for other in info.hidden:
            assert info.unknown >> declared[other] & 1
            colours[other].add(declared[other] // 21)
    # Five colours in play at four players; 200 samples reach every colour still out.
    for other in info.hidden:
        assert colours[other] == {c // 21 for c in _bits(info.unknown)}
