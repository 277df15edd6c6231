"""Text size and colour theme: the settings that make the game easier to see, applied to
the fonts, the table's geometry and the drawing colours in one place."""

from __future__ import annotations

from game import assets
from game.ui import layout, renderer


def apply(text_size: int, theme: str) -> None:
    """Draw every text at `text_size` per cent and in `theme` from the next frame on."""
    factor = text_size / 100
    assets.set_text_scale(factor)
    layout.set_text_factor(factor)
    renderer.use_theme(theme)
    assets.set_plain_background(renderer.palette().ground)
