"""Turn pygame events into commands (the only place that knows about key codes)."""

from __future__ import annotations

import pygame

from game.ui.commands import Activate, Back, Click, Command, Hover, Key, Move, Release, Scroll

_MOVES = {
    pygame.K_LEFT: Move(-1, 0),
    pygame.K_RIGHT: Move(1, 0),
    pygame.K_UP: Move(0, -1),
    pygame.K_DOWN: Move(0, 1),
}


def to_command(event: pygame.event.Event) -> Command | None:
    """The command a pygame event stands for, or None."""
    if event.type == pygame.KEYDOWN:
        if event.key in _MOVES:
            return _MOVES[event.key]
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return Activate(space=event.key == pygame.K_SPACE)
        if event.key == pygame.K_ESCAPE:
            return Back()
        ctrl = bool(event.mod & pygame.KMOD_CTRL)
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        return Key(pygame.key.name(event.key), getattr(event, "unicode", "") or "", ctrl, shift)
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        return Click(*event.pos)
    if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        return Release(*event.pos)
    if event.type == pygame.MOUSEWHEEL and event.y:
        return Scroll(-event.y)  # wheel away from the user (y > 0) scrolls up
    if event.type == pygame.MOUSEMOTION:
        # SDL reports a motion that did not move (rel 0, 0) when the window opens under the
        # pointer; it must not take the keyboard focus (e.g. off "Continue") by itself.
        if tuple(getattr(event, "rel", (1, 1))) == (0, 0):
            return None
        buttons = tuple(getattr(event, "buttons", (0, 0, 0)))
        x, y = event.pos
        return Hover(x, y, held=bool(buttons and buttons[0]))
    return None


class InputReader:
    """Events to commands, remembering which keys are held down.

    A KEYDOWN for a key that has had no KEYUP since its last KEYDOWN is a repeat (SDL's
    auto-repeat, or a key held across a screen change): Enter and Space then become
    `Activate(repeat=True)`, which the hand-over screen ignores."""

    def __init__(self) -> None:
        self.held: set[int] = set()

    def command(self, event: pygame.event.Event) -> Command | None:
        """The command an event stands for (None for key releases and the like)."""
        if event.type == pygame.KEYUP:
            self.held.discard(event.key)
            return None
        if event.type == pygame.WINDOWFOCUSLOST:
            self.held.clear()  # the releases go to another window
            return None
        command = to_command(event)
        if event.type == pygame.KEYDOWN:
            repeat = event.key in self.held or bool(getattr(event, "repeat", 0))
            self.held.add(event.key)
            if repeat and isinstance(command, Activate):
                return Activate(repeat=True, space=command.space)
        return command
