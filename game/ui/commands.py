"""Input as commands: what the player asked for, independent of key or mouse."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Command:
    """Base of every command."""


@dataclass(frozen=True, slots=True)
class Move(Command):
    """Arrow keys: move the keyboard selection."""

    dx: int = 0
    dy: int = 0


@dataclass(frozen=True, slots=True)
class Activate(Command):
    """Enter / Space: use the selected thing (play the card, press the button).

    `repeat`: the key was already held down (auto-repeat, or held since before): not a
    deliberate new press, which a hand-over screen requires. `space`: it was Space, which
    at the table picks one more card where several make a decision (a pair, a run)."""

    repeat: bool = False
    space: bool = False


@dataclass(frozen=True, slots=True)
class Back(Command):
    """Esc: pause at the table, back elsewhere."""


@dataclass(frozen=True, slots=True)
class Click(Command):
    """A left click at a window position."""

    x: int
    y: int


@dataclass(frozen=True, slots=True)
class Release(Command):
    """The left button let go at a window position (a button fires on press + release)."""

    x: int
    y: int


@dataclass(frozen=True, slots=True)
class Hover(Command):
    """The mouse moved to a window position (`held`: with the left button down: a drag)."""

    x: int
    y: int
    held: bool = False


@dataclass(frozen=True, slots=True)
class Key(Command):
    """Any other key, by name (`l`, `tab`, `f1`, ...), with typed text for text fields."""

    name: str
    text: str = ""
    ctrl: bool = False
    shift: bool = False


@dataclass(frozen=True, slots=True)
class Scroll(Command):
    """The mouse wheel: `dy` steps down (negative: up)."""

    dy: int
