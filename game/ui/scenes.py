"""Screens are a stack: the top scene gets input; scenes below may still be drawn."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.commands import Command

if TYPE_CHECKING:
    from game.app import App


class Scene:
    """One screen or overlay."""

    opaque = True  # False: the scene below is drawn first (overlays)

    def __init__(self, app: App) -> None:
        self.app = app

    def handle(self, command: Command) -> None:
        """React to one input command."""

    def update(self, now: float) -> None:
        """Advance time."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene (read-only: never changes game state)."""


class SceneStack:
    """The stack of scenes; the top one is active."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        """The active scene."""
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        """Open a scene on top."""
        self.scenes.append(scene)

    def pop(self) -> Scene | None:
        """Close the top scene."""
        return self.scenes.pop() if self.scenes else None

    def replace(self, scene: Scene) -> None:
        """Swap the whole stack for one scene."""
        self.scenes = [scene]

    def update(self, now: float) -> None:
        """Advance the top scene only: a table under a pause overlay must not move on."""
        if self.top is not None:
            self.top.update(now)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw from the last opaque scene upwards."""
        start = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                start = index
                break
        for scene in self.scenes[start:]:
            scene.draw(surface)
