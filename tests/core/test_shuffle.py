"""The fast shuffle must deal exactly what random.Random.shuffle deals, or seeded games change."""

from __future__ import annotations

import random

from game.core import shuffle as shuffle_module
from game.core.shuffle import shuffle


def test_same_order_and_rng_state_as_the_library() -> None:
    """For every length up to 100 and many seeds: same order, same RNG state afterwards."""
    checked = 0
    for seed in range(30):
        for n in range(0, 101):
            ours_rng, theirs_rng = random.Random(seed), random.Random(seed)
            ours, theirs = list(range(n)), list(range(n))
            shuffle(ours, ours_rng)
            theirs_rng.shuffle(theirs)
            assert ours == theirs, (seed, n)
            assert ours_rng.getstate() == theirs_rng.getstate(), (seed, n)
            checked += 1
    assert checked == 30 * 101


def test_the_inline_path_is_taken_on_this_python() -> None:
    """The self-check passes here, so the speed-up is real and not the fallback."""
    assert shuffle_module._INLINE_OK is True


class _CountingRandom(random.Random):
    """A subclass that records being asked to shuffle, to prove it keeps its own shuffle."""

    calls = 0

    def shuffle(self, x):  # type: ignore[no-untyped-def, override]
        type(self).calls += 1
        super().shuffle(x)


def test_a_subclassed_rng_keeps_its_own_shuffle() -> None:
    """A subclass may draw differently, so it is handed its own shuffle method."""
    items = list(range(36))
    shuffle(items, _CountingRandom(3))
    assert _CountingRandom.calls == 1
    assert sorted(items) == list(range(36))
