"""The one-sentence notice about missing asset files, drawn along the bottom edge."""

from __future__ import annotations

import pygame

from game.ui import renderer
from game.ui.layout import Box, ui_scale

NOTICE_SECONDS = 20.0  # long enough to read and report, then the table is free again


def notice_visible(text: str, now: float) -> bool:
    """True while the notice is shown (only the first seconds after start)."""
    return bool(text) and now < NOTICE_SECONDS


def draw_asset_notice(surface: pygame.Surface, text: str) -> None:
    """A dark strip at the bottom of the window with the sentence in red-tinted white."""
    w, h = surface.get_size()
    s = ui_scale(w, h)
    size = max(12, round(18 * s))
    strip_h = round(renderer.px(size) * 1.9)
    renderer.panel(
        surface, Box(0, h - strip_h, w, strip_h), alpha=220, radius=0, border=renderer.RED
    )
    renderer.draw_text(
        surface, text, size, (w / 2, h - strip_h / 2), renderer.CREAM, "center", max_width=w - 24
    )
