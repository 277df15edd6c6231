"""Schieber search: the strong bot's inlined rollout plays exactly the basic policy, with
the real hands as its knowledge of the others or with what the table has shown."""

from __future__ import annotations

import random

import pytest

from game.games.schieber import search
from game.games.schieber.fast import deal_hands
from game.games.schieber.policy import choose_play
from game.games.schieber.tables import (
    ALL_CARDS_MASK,
    JACK_BIT,
    OBENABE,
    POINTS,
    POINTS_SIX_ELEVEN,
    SUIT_MASK,
    WIN,
    legal_mask,
    trick_winner,
)


def _void(trick: list[int], card: int, mode: int) -> int:
    """Cards a player lacks after playing `card` to `trick` off the led suit."""
    led = trick[0] // 9
    suit = card // 9
    if suit == led:
        return 0
    if mode >= OBENABE:
        return SUIT_MASK[led]
    if led == mode:
        return SUIT_MASK[mode] & ~JACK_BIT[mode]
    if suit != mode:
        return SUIT_MASK[led]
    trumps = [c for c in trick if c // 9 == mode]
    if trumps and WIN[mode][mode][card] < max(WIN[mode][mode][c] for c in trumps):
        return ALL_CARDS_MASK & ~SUIT_MASK[mode]
    return 0


def reference_rollout(
    hands: list[int],
    trick: list[int],
    leader: int,
    mode: int,
    pts: tuple[int, ...],
    gone: int,
    declarers: int,
    done: int,
    sweep: int,
    excluded: list[int] | None = None,
) -> tuple[int, int]:
    """The rollout written plainly with the rules' tables and policy.choose_play."""
    score = [0, 0]
    seat = (leader + 3 * len(trick)) % 4
    if excluded is not None:
        for position in range(1, len(trick)):
            excluded[(leader + 3 * position) % 4] |= _void(trick[:position], trick[position], mode)
    while True:
        while len(trick) < 4:
            hand = hands[seat]
            legal = legal_mask(hand, trick, mode)
            later = [(seat + 3 * k) % 4 for k in range(1, 4 - len(trick))]
            if excluded is None:
                after = [hands[s] for s in later]
            else:
                unseen = ALL_CARDS_MASK & ~gone & ~hand
                after = [unseen & ~excluded[s] for s in later]
            card = choose_play(mode, pts, hand, legal, trick, after, gone, seat % 2 == declarers)
            if excluded is not None and trick:
                excluded[seat] |= _void(trick, card, mode)
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
@pytest.mark.parametrize("public", [False, True])
def test_rollout_matches_the_policy(seed: int, public: bool) -> None:
    """Same deals and positions, every contract: the same points as choose_play's play."""
    rng = random.Random(seed)
    for hands, trick, leader, mode, pts, gone, declarers, done, sweep in _positions(seed, 300):
        # Some public exclusions to start from (never a card the seat holds).
        start = [rng.getrandbits(36) & ~hands[s] & ~gone if public else 0 for s in range(4)]
        expected = reference_rollout(
            list(hands),
            list(trick),
            leader,
            mode,
            pts,
            gone,
            declarers,
            done,
            sweep,
            list(start) if public else None,
        )
        got = search.rollout(
            list(hands),
            list(trick),
            leader,
            mode,
            pts,
            gone,
            declarers,
            done,
            sweep,
            list(start) if public else None,
        )
        assert got == expected, (hands, trick, leader, mode, declarers)
