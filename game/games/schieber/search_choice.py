"""What a contract choice tells about the chooser's hand, for the strong bot's sampling:
how likely the basic contract rule (bots.basic_contract) names a contract, or pushes,
given a few features of a random nine-card hand. A sampled deal is kept with a
probability in proportion, so the declarer tends to hold the trumps it named with.

The tables were measured once on random hands with the classic options (measure(),
`python -m game.games.schieber.search_choice`) and serve every option set: the features
decide far more than the multipliers do.
"""

from __future__ import annotations

import random

from game.games.schieber.tables import SUIT_MASK

KEYS = 40  # choice_key values
PUSH_KEYS = 25  # push_key values
_JACKS = sum(1 << (suit * 9 + 5) for suit in range(4))
_NINES = sum(1 << (suit * 9 + 3) for suit in range(4))
_ACES = sum(1 << (suit * 9 + 8) for suit in range(4))
_KINGS = sum(1 << (suit * 9 + 7) for suit in range(4))
_SIXES = sum(1 << (suit * 9) for suit in range(4))
_SEVENS = sum(1 << (suit * 9 + 1) for suit in range(4))


def choice_key(hand: int, mode: int) -> int:
    """The features of a full hand that decide most of whether `mode` is named: trumps
    held and the trump Jack and Nine; in Obenabe the Aces and Kings, in Undenufe the
    Sixes and Sevens."""
    if mode < 4:
        trumps = hand & SUIT_MASK[mode]
        return (min(trumps.bit_count(), 9) * 4 + (trumps >> (mode * 9 + 5) & 1) * 2
                + (trumps >> (mode * 9 + 3) & 1))
    if mode == 4:
        return (hand & _ACES).bit_count() * 5 + (hand & _KINGS).bit_count()
    return (hand & _SIXES).bit_count() * 5 + (hand & _SEVENS).bit_count()


def push_key(hand: int) -> int:
    """The features of a full hand that decide most of a push: Jacks and Aces held."""
    return (hand & _JACKS).bit_count() * 5 + (hand & _ACES).bit_count()


def measure(hands: int, seed: int) -> tuple[list[list[float]], list[list[float]], list[float]]:
    """The FORCED, FREE and PUSH tables measured on `hands` random hands."""
    from game.games.schieber.fast import deal_hands
    from game.games.schieber.options import SchieberOptions
    from game.games.schieber.policy import PUSH_THRESHOLD, contract_values

    options = SchieberOptions()
    rng = random.Random(seed)
    seen = [[0] * KEYS for _ in range(6)]
    forced = [[0] * KEYS for _ in range(6)]
    free = [[0] * KEYS for _ in range(6)]
    push_seen = [0] * PUSH_KEYS
    pushes = [0] * PUSH_KEYS
    for _ in range(hands):
        hand = deal_hands(rng)[0]
        best_value, best = contract_values(hand, options)[0]
        push = best_value < PUSH_THRESHOLD
        for mode in range(6):
            key = choice_key(hand, mode)
            seen[mode][key] += 1
            if best == mode:
                forced[mode][key] += 1
                free[mode][key] += not push
        push_seen[push_key(hand)] += 1
        pushes[push_key(hand)] += push

    def ratio(hits: list[int], counts: list[int]) -> list[float]:
        # Smoothed, and never 0: the partner (a strong bot) chooses by search, not by rule.
        return [max(0.002, round((h + 0.5) / (c + 1), 3)) for h, c in zip(hits, counts,
                                                                          strict=True)]

    return ([ratio(forced[m], seen[m]) for m in range(6)],
            [ratio(free[m], seen[m]) for m in range(6)], ratio(pushes, push_seen))


# FORCED[mode][choice_key]: how often the rule names `mode` when it may not push (after a
# push to it); FREE: the same when it may push and did not; PUSH[push_key]: how often it
# pushes. Measured by measure() on 300,000 random hands (seed 1), kept at least 0.002.
FORCED = (
    (
        0.002, 0.5, 0.5, 0.5, 0.002, 0.004, 0.03, 0.5, 0.013, 0.058, 0.157, 0.466, 0.221,
        0.427, 0.557, 0.794, 0.402, 0.64, 0.722, 0.896, 0.396, 0.625, 0.704, 0.902, 0.302,
        0.558, 0.592, 0.798, 0.25, 0.3, 0.688, 0.685, 0.5, 0.5, 0.5, 0.25, 0.5, 0.5, 0.5,
        0.5,
    ),
    (
        0.002, 0.5, 0.5, 0.5, 0.002, 0.002, 0.005, 0.5, 0.004, 0.009, 0.055, 0.592, 0.128,
        0.397, 0.667, 0.952, 0.435, 0.783, 0.886, 0.988, 0.611, 0.853, 0.908, 0.981, 0.717,
        0.861, 0.912, 0.956, 0.75, 0.929, 0.95, 0.979, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5,
        0.5,
    ),
    (
        0.002, 0.5, 0.5, 0.5, 0.002, 0.002, 0.011, 0.5, 0.004, 0.009, 0.061, 0.605, 0.137,
        0.402, 0.677, 0.959, 0.44, 0.795, 0.893, 0.986, 0.612, 0.871, 0.909, 0.983, 0.686,
        0.848, 0.905, 0.968, 0.75, 0.9, 0.95, 0.935, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5,
    ),
    (
        0.002, 0.5, 0.5, 0.5, 0.002, 0.004, 0.029, 0.5, 0.016, 0.063, 0.161, 0.487, 0.228,
        0.436, 0.569, 0.794, 0.416, 0.64, 0.73, 0.899, 0.381, 0.644, 0.694, 0.901, 0.235,
        0.549, 0.653, 0.845, 0.25, 0.125, 0.425, 0.639, 0.5, 0.5, 0.5, 0.25, 0.5, 0.5, 0.5,
        0.5,
    ),
    (
        0.002, 0.002, 0.002, 0.002, 0.002, 0.002, 0.002, 0.016, 0.053, 0.002, 0.002, 0.095,
        0.281, 0.6, 0.094, 0.002, 0.375, 0.792, 0.975, 0.75, 0.002, 0.097, 0.44, 0.75, 0.5,
        0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5,
    ),
    (
        0.002, 0.002, 0.002, 0.002, 0.002, 0.002, 0.015, 0.073, 0.167, 0.371, 0.002, 0.222,
        0.61, 0.912, 0.992, 0.049, 0.821, 0.991, 0.997, 0.917, 0.918, 0.998, 0.992, 0.95,
        0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5,
    ),
)
FREE = (
    (
        0.002, 0.5, 0.5, 0.5, 0.002, 0.002, 0.002, 0.5, 0.002, 0.002, 0.002, 0.075, 0.013,
        0.035, 0.114, 0.635, 0.115, 0.282, 0.443, 0.896, 0.31, 0.56, 0.704, 0.902, 0.302,
        0.558, 0.592, 0.798, 0.25, 0.3, 0.688, 0.685, 0.5, 0.5, 0.5, 0.25, 0.5, 0.5, 0.5,
        0.5,
    ),
    (
        0.002, 0.5, 0.5, 0.5, 0.002, 0.002, 0.002, 0.5, 0.002, 0.005, 0.013, 0.287, 0.062,
        0.141, 0.355, 0.952, 0.262, 0.547, 0.8, 0.988, 0.539, 0.849, 0.908, 0.981, 0.717,
        0.861, 0.912, 0.956, 0.75, 0.929, 0.95, 0.979, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5,
        0.5,
    ),
    (
        0.002, 0.5, 0.5, 0.5, 0.002, 0.002, 0.005, 0.5, 0.002, 0.006, 0.016, 0.299, 0.065,
        0.148, 0.362, 0.959, 0.267, 0.554, 0.81, 0.986, 0.544, 0.865, 0.909, 0.983, 0.686,
        0.848, 0.905, 0.968, 0.75, 0.9, 0.95, 0.935, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5,
    ),
    (
        0.002, 0.5, 0.5, 0.5, 0.002, 0.002, 0.002, 0.5, 0.002, 0.002, 0.002, 0.065, 0.013,
        0.032, 0.117, 0.627, 0.111, 0.272, 0.435, 0.899, 0.293, 0.585, 0.694, 0.901, 0.235,
        0.549, 0.653, 0.845, 0.25, 0.125, 0.425, 0.639, 0.5, 0.5, 0.5, 0.25, 0.5, 0.5, 0.5,
        0.5,
    ),
    (
        0.002, 0.002, 0.002, 0.002, 0.002, 0.002, 0.002, 0.002, 0.011, 0.002, 0.002, 0.094,
        0.262, 0.522, 0.094, 0.002, 0.375, 0.792, 0.975, 0.75, 0.002, 0.097, 0.44, 0.75,
        0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5,
    ),
    (
        0.002, 0.002, 0.002, 0.002, 0.002, 0.002, 0.01, 0.053, 0.15, 0.202, 0.002, 0.209,
        0.427, 0.827, 0.992, 0.002, 0.708, 0.991, 0.997, 0.917, 0.918, 0.998, 0.992, 0.95,
        0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5,
    ),
)
PUSH = (
    0.654, 0.593, 0.421, 0.184, 0.002, 0.519, 0.406, 0.216, 0.065, 0.002, 0.463, 0.341, 0.129,
    0.026, 0.007, 0.468, 0.339, 0.108, 0.029, 0.071, 0.002, 0.002, 0.008, 0.05, 0.5,
)


if __name__ == "__main__":
    print(measure(300_000, 1))
