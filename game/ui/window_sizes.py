"""The window sizes Settings offers: only those that fit the desktop, when pygame knows it."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

Size = tuple[int, int]

# Drivers without a real screen report a made-up desktop (dummy: 1024x768).
_NO_DESKTOP = ("dummy", "offscreen")


def desktop_size() -> Size | None:
    """The largest desktop's size as pygame reports it; None when it cannot tell."""
    try:
        if pygame.display.get_driver() in _NO_DESKTOP:
            return None
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:  # no display initialised: offer every size, as before
        return None
    if not sizes:
        return None
    return max(sizes, key=lambda size: size[0] * size[1])


def fitting(sizes: Iterable[Size], desktop: Size | None, current: Size) -> list[Size]:
    """The sizes no larger than `desktop` (all of them when it is unknown), sorted; the
    `current` size always stays (the player is using it), as does the smallest one."""
    offered = sorted(set(sizes))
    if desktop is not None:
        fit = [s for s in offered if s[0] <= desktop[0] and s[1] <= desktop[1]]
        offered = fit or offered[:1]
    if current not in offered:
        offered = sorted([*offered, current])
    return offered
