"""Shape cues that go with a colour, so colour is never the only cue: the winning card's
star, the hatch over a card that may not be played, the dashed ring of the keyboard's (or
the pointer's) place, and each card colour's marker shape."""

from __future__ import annotations

import itertools
import math
from functools import lru_cache

import pygame

from game import assets
from game.ui import renderer
from game.ui.layout import Box

Point = tuple[float, float]


def _star(r_out: float, r_in: float) -> tuple[Point, ...]:
    """A five-pointed star, point up, in a unit box."""
    return tuple(
        (
            (r_out if i % 2 == 0 else r_in) * math.cos(-math.pi / 2 + math.pi * i / 5),
            (r_out if i % 2 == 0 else r_in) * math.sin(-math.pi / 2 + math.pi * i / 5),
        )
        for i in range(10)
    )


def _regular(n: int, r: float) -> tuple[Point, ...]:
    """A regular n-gon of circumradius r, a corner to the right."""
    return tuple(
        (r * math.cos(2 * math.pi * i / n), r * math.sin(2 * math.pi * i / n)) for i in range(n)
    )


def _crescent() -> tuple[Point, ...]:
    """A crescent moon: an outer arc and an offset inner arc."""

    def arc(cx: float, cy: float, r: float, start: float, end: float) -> list[Point]:
        return [
            (
                cx + r * math.cos(start + (end - start) * i / 40),
                cy + r * math.sin(start + (end - start) * i / 40),
            )
            for i in range(41)
        ]

    outer = arc(0.0, 0.0, 0.48, math.radians(60), math.radians(300))
    inner = arc(0.2, -0.02, 0.36, math.radians(-105), math.radians(-255))
    return tuple(outer + inner)


# Each card colour's marker, the same shapes the colour decks' sprites carry
# (tools/cardart/shapes.py MARKERS; a test checks they agree): points in a unit box.
MARKERS: dict[str, tuple[Point, ...]] = {
    "R": _regular(48, 0.46),  # red: circle
    "B": ((-0.42, -0.42), (0.42, -0.42), (0.42, 0.42), (-0.42, 0.42)),  # blue: square
    "G": ((0.0, -0.48), (0.5, 0.4), (-0.5, 0.4)),  # green: triangle
    "Y": _star(0.52, 0.22),  # yellow: star
    "P": _crescent(),  # purple: crescent
    "N": (
        (-0.17, -0.5),
        (0.17, -0.5),
        (0.17, -0.17),
        (0.5, -0.17),
        (0.5, 0.17),
        (0.17, 0.17),
        (0.17, 0.5),
        (-0.17, 0.5),
        (-0.17, 0.17),
        (-0.5, 0.17),
        (-0.5, -0.17),
        (-0.17, -0.17),
    ),  # brown: cross
}
WIN_STAR = _star(0.5, 0.22)


def _placed(points: tuple[Point, ...], center: tuple[float, float], size: float) -> list[Point]:
    return [(center[0] + x * size, center[1] + y * size) for x, y in points]


def colour_marker(
    surface: pygame.Surface,
    letter: str,
    center: tuple[float, float],
    size: float,
    fill: tuple[int, int, int],
    edge: tuple[int, int, int] | None = None,
) -> None:
    """A card colour's marker shape, `size` pixels wide, with an edge when given (a
    colour without a marker draws nothing)."""
    points = MARKERS.get(letter)
    if points is None:
        return
    placed = _placed(points, center, size)
    pygame.draw.polygon(surface, fill, placed)
    if edge is not None:
        pygame.draw.polygon(surface, edge, placed, max(1, round(size / 9)))


SMALL_CARD = 60  # pixels wide: below it a colour card's own corner markers get too small


def small_card_marker(surface: pygame.Surface, letter: str, card: Box) -> None:
    """On a colour-deck card drawn small, its colour's marker large in the top right
    corner (the sprite's own markers are a few pixels there); nothing on other cards."""
    if card.w >= SMALL_CARD or letter not in MARKERS:
        return
    size = max(10.0, card.w * 0.34)
    center = (card.right - size * 0.6, card.y + size * 0.6)
    colour_marker(surface, letter, center, size, renderer.WHITE, renderer.INK)


def star_size(card: Box) -> int:
    """How wide the winning card's star is drawn on a card this wide."""
    return max(14, round(card.w * 0.34))


def win_star(surface: pygame.Surface, card: Box, shift: int = 0) -> None:
    """The winning card's star: gold with a dark edge, over the card's top right corner
    (the card's index is at its top left, the lead tag at its top centre), `shift`
    pixels to the left of it when another badge has the corner."""
    size = star_size(card)
    center = (card.right - size * 0.3 - shift, card.y + size * 0.3)
    placed = _placed(WIN_STAR, center, size)
    pygame.draw.polygon(surface, renderer.GOLD, placed)
    # A dark edge: the gold star stands out on a yellow card as on the felt.
    pygame.draw.polygon(surface, renderer.INK, placed, max(2, size // 9))


def hatch(surface: pygame.Surface, card: Box, height: int) -> None:
    """Dark diagonal lines over a card that may not be played now (drawn over its dimmed
    face, so the card reads as unavailable without its colour)."""
    surface.blit(_hatch_layer(card.w, height), (card.x, card.y))


@assets.register_cache
@lru_cache(maxsize=16)
def _hatch_layer(w: int, h: int) -> pygame.Surface:
    # Cached per card size: a hand's worth of hatches every frame would cost frames.
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    step = max(10, w // 4)
    width = max(2, round(w / 32))
    for x in range(-h, w + h, step):
        pygame.draw.line(layer, (*renderer.INK, 190), (x, h), (x + h, 0), width)
    # Clipped to the card's rounded corners.
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(1, w // 12))
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return layer


def dashed_ring(
    surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], width: int
) -> None:
    """A dashed rectangle: the keyboard's or the pointer's place, told apart from the
    solid outline of what is selected by its shape, not only its colour."""
    dash = max(6, 3 * width)
    corners = (rect.topleft, rect.topright, rect.bottomright, rect.bottomleft, rect.topleft)
    for (x0, y0), (x1, y1) in itertools.pairwise(corners):
        length = max(abs(x1 - x0), abs(y1 - y0))
        for start in range(0, length, 2 * dash):
            end = min(length, start + dash)
            a = (x0 + (x1 - x0) * start / length, y0 + (y1 - y0) * start / length)
            b = (x0 + (x1 - x0) * end / length, y0 + (y1 - y0) * end / length)
            pygame.draw.line(surface, colour, a, b, width)
