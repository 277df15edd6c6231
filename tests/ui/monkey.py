"""Input the way people make it, posted to pygame's event queue: every key press and
click comes with its release (a press without one would read as a held key)."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pygame


def post_key(key: int, repeats: int = 0) -> None:
    """Press and release `key`; `repeats` extra presses before the release are what SDL
    sends while a key is held (auto-repeat)."""
    for _ in range(1 + repeats):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0))


def post_click(pos: tuple[int, int], clicks: int = 1) -> None:
    """A left click (press and release) at `pos`; `clicks=2` is a double click."""
    for _ in range(clicks):
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


def post_random_events(
    rng: random.Random,
    keys: Sequence[int],
    count: int = 2,
    key_share: float = 0.55,
    size: tuple[int, int] = (1280, 720),
) -> int:
    """Post `count` inputs, each a key from `keys` or a left click anywhere; returns count."""
    for _ in range(count):
        if rng.random() < key_share:
            post_key(rng.choice(keys))
        else:
            post_click((rng.randrange(size[0]), rng.randrange(size[1])))
    return count
