"""The sound caption ("Sound captions" on): a small strip saying which sound just played."""

from __future__ import annotations

import pygame

from game import assets
from game.i18n import t
from game.ui import renderer
from game.ui.cues import CueBoard
from game.ui.layout import Box, ui_scale


def caption_box(size: tuple[int, int], text: str, place: Box | None) -> Box:
    """The caption's strip, as wide as its words need: right-aligned in the scene's
    `place` (wider than it when the words need it), else in the top-left corner."""
    s = ui_scale(*size)
    font = max(renderer.MIN_TEXT, round(16 * s))  # as draw_text will draw it
    need = min(round(size[0] * 0.5), assets.text_width(text, font) + round(24 * s))
    # As tall as the drawn line needs: bigger text (200 %) outgrows the 30-pixel strip.
    tall = assets.text(text, font, renderer.GOLD).get_height() + round(4 * s)
    if place is not None:
        w, h = max(place.w, need), max(place.h, tall)
        return Box(place.right - w, place.bottom - h, w, h)  # grows up, off the buttons
    return Box(round(8 * s), round(8 * s), need, max(round(30 * s), tall))


def draw_caption(
    surface: pygame.Surface, cues: CueBoard, now: float, place: Box | None
) -> str | None:
    """Draw the caption of the latest sound while it is fresh; the text drawn, or None."""
    key = cues.caption(now)
    if key is None:
        return None
    text = t(key)
    box = caption_box(surface.get_size(), text, place)
    s = ui_scale(*surface.get_size())
    renderer.panel(surface, box, 235, 4, None)  # square and borderless: no button
    renderer.draw_text(
        surface,
        text,
        round(16 * s),
        box.center,
        renderer.GOLD,
        "center",
        max_width=box.w - round(12 * s),
    )
    return text
