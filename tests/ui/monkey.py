"""Random input for the monkey tests: keys and clicks posted to pygame's event queue."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pygame


def post_random_events(rng: random.Random, keys: Sequence[int], count: int = 2,
                       key_share: float = 0.55, size: tuple[int, int] = (1280, 720)) -> int:
    """Post `count` events, each a key from `keys` or a left click anywhere; returns count."""
    for _ in range(count):
        if rng.random() < key_share:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=rng.choice(keys), mod=0,
                                                 unicode=""))
        else:
            pos = (rng.randrange(size[0]), rng.randrange(size[1]))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    return count
