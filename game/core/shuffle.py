"""A faster `random.Random.shuffle` that deals exactly the same order for the same RNG.

Every deal starts with a shuffle, and random play (the benchmarks) and the
bots' sampled deals shuffle all the time. `Random.shuffle` calls `_randbelow` once per
card, a Python method with its own call; the loop below is the same algorithm (Fisher-Yates
from the end, each index drawn by rejection from `getrandbits` of the bound's bit length)
without those calls. Drawing the same bits in the same order keeps every seeded deal, saved
game and conformance replay exactly as before. Should a Python release ever draw its
indices differently, the self-check at import notices and `shuffle` falls back to the
library's own.
"""

from __future__ import annotations

import random
from typing import Any

# (index, bound, bits) for each step of a shuffle of up to 64 items, last index first.
_STEPS = tuple((i, i + 1, (i + 1).bit_length()) for i in range(63, 0, -1))


def _inline_shuffle(items: list[Any], rng: random.Random) -> None:
    """Fisher-Yates exactly as random.Random.shuffle draws it (see the module docstring)."""
    getrandbits = rng.getrandbits
    for i, bound, bits in _STEPS[len(_STEPS) + 1 - len(items) :]:
        j = getrandbits(bits)
        while j >= bound:
            j = getrandbits(bits)
        items[i], items[j] = items[j], items[i]


def _draws_like_the_library() -> bool:
    """Whether the inline loop gives the library's order (checked once, at import)."""
    for seed in range(8):
        ours, theirs = list(range(40)), list(range(40))
        _inline_shuffle(ours, random.Random(seed))
        random.Random(seed).shuffle(theirs)
        if ours != theirs:
            return False
    return True


_INLINE_OK = _draws_like_the_library()


def shuffle(items: list[Any], rng: random.Random) -> None:
    """Shuffle `items` in place exactly as `rng.shuffle(items)` would, only faster."""
    # A subclass may draw differently (its own random() or getrandbits): leave it its own.
    if _INLINE_OK and type(rng) is random.Random and 1 < len(items) <= len(_STEPS) + 1:
        _inline_shuffle(items, rng)
    else:
        rng.shuffle(items)
