"""The shared hidden-card dealer (game.bots.deal_unknown)."""

from __future__ import annotations

import random

from game.bots import deal_unknown


def test_deals_every_card_once_with_the_right_counts() -> None:
    """All unknown cards are dealt, each once, in the requested counts."""
    rng = random.Random(1)
    unknown = (1 << 27) - 1
    for _ in range(200):
        hands = deal_unknown(unknown, [9, 9, 9], [unknown] * 3, rng)
        assert hands is not None
        assert [bin(h).count("1") for h in hands] == [9, 9, 9]
        assert hands[0] | hands[1] | hands[2] == unknown
        assert hands[0] & hands[1] == 0 and hands[1] & hands[2] == 0


def test_respects_allowed_cards() -> None:
    """Cards only go to holders allowed to hold them; tight constraints still solve."""
    rng = random.Random(2)
    unknown = (1 << 12) - 1
    low, high = (1 << 6) - 1, ((1 << 12) - 1) ^ ((1 << 6) - 1)
    # Holder 0 may only take low cards, holder 1 only high ones, holder 2 anything.
    for _ in range(200):
        hands = deal_unknown(unknown, [4, 4, 4], [low, high, unknown], rng)
        assert hands is not None
        assert hands[0] & ~low == 0 and hands[1] & ~high == 0
        assert hands[0] | hands[1] | hands[2] == unknown


def test_exact_fallback_finds_the_only_solution() -> None:
    """With a single consistent deal the dealer finds it even when greedy fails."""
    rng = random.Random(3)
    unknown = 0b111111
    allowed = [0b000011, 0b001100 | 0b000011, 0b110000 | 0b001100]
    for _ in range(50):
        hands = deal_unknown(unknown, [2, 2, 2], allowed, rng, attempts=1)
        assert hands == [0b000011, 0b001100, 0b110000]


def test_impossible_constraints_give_none() -> None:
    """No holder may take a card, or the counts do not add up: None."""
    rng = random.Random(4)
    assert deal_unknown(0b11, [1, 1], [0b01, 0b01], rng) is None
    assert deal_unknown(0b111, [1, 1], [0b111, 0b111], rng) is None


def test_prune_candidates_keeps_the_leaders() -> None:
    """Candidates far behind the best average are dropped; at least `keep` stay."""
    from game.bots import prune_candidates

    totals = {"a": 100.0, "b": 90.0, "c": 10.0, "d": -50.0}
    assert prune_candidates(totals, list(totals), 10, margin=9.5) == ["a", "b", "c"]
    assert prune_candidates(totals, list(totals), 10, margin=0.5) == ["a", "b"]
    assert prune_candidates(totals, ["c", "d"], 10, margin=0.1) == ["c", "d"]
    assert prune_candidates(totals, list(totals), 1, margin=100.0) == ["a", "b", "c"]
