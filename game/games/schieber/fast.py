"""Schieber's compact engine: one deal's card play on ints and bitmasks (no events, no
views, no immutable states), for random play and benchmarks.

A deal is four hand masks, the contract mode and the leader; a card is its id 0-35 as in
tables.py. The rules' legal_mask and trick_winner tables decide everything, so this plays
exactly the rules' card play (tests/bots/test_fast_engine.py replays rules-API deals).
"""

from __future__ import annotations

import random

from game.games.schieber.tables import (
    POINTS,
    SUIT_OF,
    WIN,
    legal_mask,
)

LAST_TRICK = 5
MATCH_BONUS = 100
DECK = tuple(range(36))


def deal_hands(rng: random.Random) -> list[int]:
    """Four random hands of nine cards as bitmasks."""
    cards = list(DECK)
    rng.shuffle(cards)
    hands = [0, 0, 0, 0]
    for index, card in enumerate(cards):
        hands[index // 9] |= 1 << card
    return hands


def nth_card(mask: int, index: int) -> int:
    """The id of the `index`-th lowest card (0-based) in a non-empty mask."""
    for _ in range(index):
        mask &= mask - 1
    return (mask & -mask).bit_length() - 1


def random_play(
    hands: list[int], mode: int, leader: int, rng: random.Random, pts: tuple[int, ...] | None = None
) -> tuple[int, int, int]:
    """Play the rest of a deal from an empty trick with uniformly random legal cards.

    Returns (team 0 points, team 1 points, plays made): card points, the last trick's 5
    and the 100 Match bonus, unmultiplied. `hands` is consumed. Schieber plays
    counter-clockwise, so the seat after X is X + 3 (mod 4).
    """
    table = POINTS[mode] if pts is None else pts
    score = [0, 0]
    won = [0, 0]
    plays = 0
    randbelow = rng.randrange
    tricks = sum(hand.bit_count() for hand in hands) // 4
    for done in range(1, tricks + 1):
        trick: list[int] = []
        seat = leader
        for _ in range(4):
            hand = hands[seat]
            legal = legal_mask(hand, trick, mode)
            card = nth_card(legal, randbelow(legal.bit_count()))
            hands[seat] = hand ^ (1 << card)
            trick.append(card)
            seat = (seat + 3) % 4
        plays += 4
        values = WIN[mode][SUIT_OF[trick[0]]]
        best = 0
        for position in (1, 2, 3):
            if values[trick[position]] > values[trick[best]]:
                best = position
        leader = (leader + 3 * best) % 4
        team = leader % 2
        score[team] += table[trick[0]] + table[trick[1]] + table[trick[2]] + table[trick[3]]
        won[team] += 1
        if done == tricks:
            score[team] += LAST_TRICK
    if tricks == 9 and (won[0] == 9 or won[1] == 9):
        score[0 if won[0] == 9 else 1] += MATCH_BONUS
    return score[0], score[1], plays


def random_deals(count: int, seed: int) -> int:
    """Play `count` whole deals (random contract, random cards); returns the plays made."""
    rng = random.Random(seed)
    plays = 0
    for index in range(count):
        hands = deal_hands(rng)
        plays += random_play(hands, rng.randrange(6), index % 4, rng)[2]
    return plays
