"""Screens are a stack: the top scene gets input; scenes below may still be drawn.

The stack tells each scene when it joins (`enter`) and leaves (`exit`), exactly once
each, so a scene that owns background work (a table's bot thread) stops it however it
is left. `cover`/`uncover` say when another scene goes on top of it and away again."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.commands import Command
from game.ui.layout import Box

if TYPE_CHECKING:
    from game.app import App


class Scene:
    """One screen or overlay."""

    opaque = True  # False: the scene below is drawn first (overlays)

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """The scene has joined the stack (pushed, swapped in, or the new only scene)."""

    def exit(self) -> None:
        """The scene has left the stack (popped, swapped out, cleared): stop its work."""

    def cover(self) -> None:
        """Another scene was pushed on top of this one; it stays on the stack."""

    def uncover(self) -> None:
        """The scene on top of this one left: this one is active again."""

    def handle(self, command: Command) -> None:
        """React to one input command."""

    def update(self, now: float) -> None:
        """Advance time."""

    def settings_changed(self) -> bool:
        """The settings changed while this scene is on the stack; True when the scene
        took them in (a running table redraws its cards and names at once)."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene (read-only: never changes game state)."""

    def caption_place(self, size: tuple[int, int]) -> Box | None:
        """Where a sound caption may go without hiding anything (None: the top-left)."""
        return None

    def shows_captions(self) -> bool:
        """False on a full-screen hand-over or pause screen: nothing of the table that a
        sound belongs to shows there, and a strip would only cover its text."""
        return True


class SceneStack:
    """The stack of scenes; the top one is active."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        """The active scene."""
        return self.scenes[-1] if self.scenes else None

    def holds(self, scene: Scene) -> bool:
        """True while `scene` is on the stack (by identity)."""
        return any(s is scene for s in self.scenes)

    def push(self, scene: Scene) -> None:
        """Open a scene on top."""
        below, joins = self.top, not self.holds(scene)
        self.scenes.append(scene)
        if below is not None:
            below.cover()
        if joins:
            scene.enter()

    def pop(self) -> Scene | None:
        """Close the top scene."""
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        self._left([scene])
        if self.top is not None:
            self.top.uncover()
        return scene

    def swap(self, scene: Scene) -> None:
        """Put `scene` in the place of the top scene (on an empty stack: push it)."""
        if not self.scenes:
            self.push(scene)
            return
        old, joins = self.scenes[-1], not self.holds(scene)
        self.scenes[-1] = scene
        self._left([old])
        if joins:
            scene.enter()

    def clear(self) -> None:
        """Close every scene, the top one first."""
        leaving, self.scenes = self.scenes, []
        self._left(leaving[::-1])

    def replace(self, scene: Scene) -> None:
        """Swap the whole stack for one scene."""
        joins = not self.holds(scene)
        leaving, self.scenes = self.scenes, [scene]
        self._left(leaving[::-1])
        if joins:
            scene.enter()

    def _left(self, scenes: list[Scene]) -> None:
        # Each scene that no longer holds a place exits once, even when it stood on the
        # stack twice.
        gone: list[Scene] = []
        for scene in scenes:
            if not self.holds(scene) and not any(g is scene for g in gone):
                gone.append(scene)
                scene.exit()

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
