"""A keyboard- and mouse-driven button list, the building block of every menu."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.ui import renderer
from game.ui.commands import Activate, Click, Command, Hover, Move
from game.ui.layout import Box, ui_scale


@dataclass
class MenuItem:
    """One button: its label, what it does, and whether it can be used now."""

    label: str
    action: Callable[[], None]
    enabled: bool = True


class ButtonList:
    """Buttons stacked in a column; arrows move the focus, Enter or a click presses."""

    def __init__(
        self, items: list[MenuItem], width: int = 360, height: int = 52, top: float = 0.42
    ) -> None:
        self.items = items
        self.width, self.height, self.top = width, height, top
        self.focus = next((i for i, item in enumerate(items) if item.enabled), 0)

    def boxes(self, size: tuple[int, int]) -> list[Box]:
        """Where each button is at a window size."""
        s = ui_scale(*size)
        w, h, gap = self.width * s, self.height * s, 12 * s
        x = (size[0] - w) / 2
        y0 = size[1] * self.top
        return [
            Box(round(x), round(y0 + i * (h + gap)), round(w), round(h))
            for i in range(len(self.items))
        ]

    def handle(self, command: Command, size: tuple[int, int]) -> bool:
        """Use a command; True when it was for this list."""
        if isinstance(command, Move) and command.dy:
            self._step(command.dy)
            return True
        if isinstance(command, Activate):
            self._press(self.focus)
            return True
        if isinstance(command, Click | Hover):
            for index, box in enumerate(self.boxes(size)):
                if box.contains(command.x, command.y) and self.items[index].enabled:
                    self.focus = index
                    if isinstance(command, Click):
                        self._press(index)
                    return True
        return False

    def _step(self, delta: int) -> None:
        for _ in range(len(self.items)):
            self.focus = (self.focus + delta) % len(self.items)
            if self.items[self.focus].enabled:
                return

    def _press(self, index: int) -> None:
        if 0 <= index < len(self.items) and self.items[index].enabled:
            self.items[index].action()

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the buttons with the focused one highlighted."""
        s = ui_scale(*surface.get_size())
        for index, (item, box) in enumerate(
            zip(self.items, self.boxes(surface.get_size()), strict=True)
        ):
            renderer.button(
                surface,
                box,
                item.label,
                focused=index == self.focus,
                enabled=item.enabled,
                size=round(24 * s),
            )
