"""Schieber search: the strong bot's inlined rollout plays exactly the basic policy."""

from __future__ import annotations

import random

import pytest

from game.games.schieber import search
from game.games.schieber.fast import deal_hands
from game.games.schieber.policy import choose_play
from game.games.schieber.tables import POINTS, POINTS_SIX_ELEVEN, legal_mask, trick_winner


def reference_rollout(
    hands: list[int], trick: list[int], leader: int, mode: int, pts: tuple[int, ...],
    gone: int, declarers: int, done: int, sweep: int,
) -> tuple[int, int]:
    """The rollout written plainly with the rules' tables and policy.choose_play."""
    score = [0, 0]
    seat = (leader + 3 * len(trick)) % 4
    while True:
        while len(trick) < 4:
            hand = hands[seat]
            legal = legal_mask(hand, trick, mode)
            after = [hands[(seat + 3 * k) % 4] for k in range(1, 4 - len(trick))]
            card = choose_play(mode, pts, hand, legal, trick, after, gone,
                               seat % 2 == declarers)
            hands[seat] = hand & ~(1 << card)
            gone |= 1 << card
            trick.append(card)
            seat = (seat + 3) % 4
        winner = (leader + 3 * trick_winner(trick, mode)) % 4
        team = winner % 2
        points = sum(pts[card] for card in trick)
        done += 1
        if sweep == 2:
            sweep = team
        elif sweep != team:
            sweep = -1
        if done == 9:
            score[team] += points + search.LAST_TRICK
            if sweep >= 0:
                score[sweep] += search.MATCH
            return score[0], score[1]
        score[team] += points
        leader = seat = winner
        trick = []


def _positions(seed: int, count: int):
    """Random mid-deal positions: hands, running trick, leader, mode, points, gone, ..."""
    rng = random.Random(seed)
    for _ in range(count):
        mode = rng.randrange(6)
        pts = (POINTS_SIX_ELEVEN if rng.random() < 0.3 else POINTS)[mode]
        hands = deal_hands(rng)
        leader = rng.randrange(4)
        plays = rng.randrange(36)
        trick: list[int] = []
        gone = done = 0
        sweep = 2
        seat = leader
        for _ in range(plays):
            legal = legal_mask(hands[seat], trick, mode)
            cards = [c for c in range(36) if legal >> c & 1]
            card = rng.choice(cards)
            hands[seat] &= ~(1 << card)
            gone |= 1 << card
            trick.append(card)
            seat = (seat + 3) % 4
            if len(trick) == 4:
                leader = seat = (leader + 3 * trick_winner(trick, mode)) % 4
                team = leader % 2
                done += 1
                sweep = team if sweep in (2, team) else -1
                trick = []
        yield hands, trick, leader, mode, pts, gone, rng.randrange(2), done, sweep


@pytest.mark.parametrize("seed", range(4))
def test_rollout_matches_the_policy(seed: int) -> None:
    """Same deals and positions, every contract: the same points as choose_play's play."""
    for hands, trick, leader, mode, pts, gone, declarers, done, sweep in _positions(seed, 300):
        expected = reference_rollout(list(hands), list(trick), leader, mode, pts, gone,
                                     declarers, done, sweep)
        got = search.rollout(list(hands), list(trick), leader, mode, pts, gone, declarers,
                             done, sweep)
        assert got == expected, (hands, trick, leader, mode, declarers)
