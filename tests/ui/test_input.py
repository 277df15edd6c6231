"""pygame events to commands: keys, clicks, the wheel, and which motions count as hover."""

from __future__ import annotations

import pygame

from game.ui.commands import Activate, Back, Click, Hover, Move, Scroll
from game.ui.input import to_command


def test_keys_clicks_and_wheel() -> None:
    """Arrows move, Enter activates, Esc goes back, a left click clicks, the wheel scrolls."""
    key = pygame.KEYDOWN
    assert to_command(pygame.event.Event(key, key=pygame.K_LEFT, mod=0)) == Move(-1, 0)
    assert to_command(pygame.event.Event(key, key=pygame.K_RETURN, mod=0)) == Activate()
    assert to_command(pygame.event.Event(key, key=pygame.K_ESCAPE, mod=0)) == Back()
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(3, 4))
    assert to_command(click) == Click(3, 4)
    assert to_command(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1)) == Scroll(-1)


def test_only_a_real_motion_hovers() -> None:
    """The still 'motion' SDL sends when the window opens under the pointer is ignored."""
    moved = pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 360), rel=(2, -1), buttons=(0, 0, 0))
    still = pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 360), rel=(0, 0), buttons=(0, 0, 0))
    assert to_command(moved) == Hover(640, 360)
    assert to_command(still) is None


def test_a_held_key_is_a_repeat_until_it_is_released() -> None:
    """Enter pressed again without a release (auto-repeat, or held across a screen change)
    reads as a repeat; after the release the next press is fresh again."""
    from game.ui.commands import Release
    from game.ui.input import InputReader

    reader = InputReader()
    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)
    up = pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0)
    assert reader.command(down) == Activate(repeat=False)
    assert reader.command(down) == Activate(repeat=True)
    assert reader.command(down) == Activate(repeat=True)
    assert reader.command(up) is None
    assert reader.command(down) == Activate(repeat=False)
    reader.command(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    assert reader.command(down) == Activate(repeat=False), "a release lost to another window"
    release = pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(5, 6))
    assert reader.command(release) == Release(5, 6)
