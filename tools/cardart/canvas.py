"""A supersampled drawing surface in card units, plus the shared card frame and indices.

Everything is drawn at SS times the final size and shrunk with smoothscale at the end:
pygame's plain polygon and circle fills are not antialiased, and area-averaging the
oversized drawing is the simplest deterministic way to get smooth edges.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence

import pygame

SS = 4  # supersampling factor; a power of two keeps smoothscale exact (opaque stays 255)
CARD_W, CARD_H = 250, 350
CARD_RADIUS = 14
PAPER = (252, 250, 244)
INK = (34, 34, 42)

Point = tuple[float, float]
Colour = tuple[int, int, int] | tuple[int, int, int, int]
# Draws a suit symbol centred at (x, y), `size` wide, upside down when the flag is set.
SymbolPainter = Callable[["Canvas", float, float, float, bool], None]

_FONT_SIZE = 240  # glyphs are rendered large once, then shrunk to the wanted cap height
_fonts: dict[int, pygame.font.Font] = {}


def _font() -> pygame.font.Font:
    """pygame's bundled default (bold sans) font at the render size, loaded once."""
    if _FONT_SIZE not in _fonts:
        if not pygame.font.get_init():
            pygame.font.init()
        _fonts[_FONT_SIZE] = pygame.font.Font(None, _FONT_SIZE)
    return _fonts[_FONT_SIZE]


def _cap_height_px() -> int:
    """Ink height of a capital H at the render size, the yardstick for text heights."""
    return _font().render("H", True, (0, 0, 0)).get_bounding_rect().height


class Canvas:
    """A transparent SS-times-oversized surface addressed in final-size units."""

    def __init__(self, width: int = CARD_W, height: int = CARD_H) -> None:
        self.width, self.height = width, height
        self.surface = pygame.Surface((width * SS, height * SS), pygame.SRCALPHA)

    def layer(self) -> Canvas:
        """A new empty canvas of the same size, for parts that get rotated or clipped."""
        return Canvas(self.width, self.height)

    def polygon(self, points: Sequence[Point], colour: Colour) -> None:
        """Fill a polygon."""
        pygame.draw.polygon(self.surface, colour, [(x * SS, y * SS) for x, y in points])

    def outline(self, points: Sequence[Point], colour: Colour, width: float) -> None:
        """Stroke a closed polygon outline with round joins."""
        self.polyline([*points, points[0]], colour, width)

    def polyline(self, points: Sequence[Point], colour: Colour, width: float) -> None:
        """Stroke an open path; discs at the joints keep thick strokes from looking broken."""
        scaled = [(x * SS, y * SS) for x, y in points]
        w = max(1, round(width * SS))
        for a, b in itertools.pairwise(scaled):
            pygame.draw.line(self.surface, colour, a, b, w)
        if w > 2:
            for p in scaled:
                pygame.draw.circle(self.surface, colour, p, w / 2)

    def circle(self, centre: Point, radius: float, colour: Colour, width: float = 0) -> None:
        """Fill a disc, or stroke a ring when width is given."""
        w = 0 if width == 0 else max(1, round(width * SS))
        pygame.draw.circle(self.surface, colour, (centre[0] * SS, centre[1] * SS), radius * SS, w)

    def rect(
        self,
        box: tuple[float, float, float, float],
        colour: Colour,
        radius: float = 0,
        width: float = 0,
    ) -> None:
        """Fill (or stroke) an axis-aligned rectangle given as x, y, w, h, optionally rounded."""
        x, y, w, h = (round(v * SS) for v in box)
        stroke = 0 if width == 0 else max(1, round(width * SS))
        r = round(radius * SS) if radius else -1
        pygame.draw.rect(self.surface, colour, (x, y, w, h), stroke, border_radius=r)

    def ellipse(
        self, box: tuple[float, float, float, float], colour: Colour, width: float = 0
    ) -> None:
        """Fill (or stroke) an axis-aligned ellipse inside the box x, y, w, h."""
        x, y, w, h = (round(v * SS) for v in box)
        stroke = 0 if width == 0 else max(1, round(width * SS))
        pygame.draw.ellipse(self.surface, colour, (x, y, w, h), stroke)

    def text(
        self,
        text: str,
        centre_x: float,
        top: float,
        cap_height: float,
        colour: Colour,
        max_width: float | None = None,
        outline: tuple[Colour, float] | None = None,
    ) -> None:
        """Write text centred on centre_x with its capitals cap_height tall, top at `top`.

        Wide text is squeezed horizontally into max_width (so "10" and "20" fit an index
        column); `outline` (colour, thickness) adds a halo that keeps light text legible.
        """
        glyphs = _glyph_surface(text, cap_height, colour, max_width)
        x = centre_x * SS - glyphs.get_width() / 2
        y = top * SS
        if outline is not None:
            halo = _glyph_surface(text, cap_height, outline[0], max_width)
            for dx, dy in _ring_offsets(outline[1] * SS):
                self.surface.blit(halo, (x + dx, y + dy))
        self.surface.blit(glyphs, (x, y))

    def paste(self, other: Canvas, rotate180: bool = False) -> None:
        """Composite another canvas of the same size on top, optionally turned upside down."""
        src = pygame.transform.rotate(other.surface, 180) if rotate180 else other.surface
        self.surface.blit(src, (0, 0))

    def clip_rounded(self, box: tuple[float, float, float, float], radius: float) -> None:
        """Make everything outside the rounded rectangle box transparent."""
        mask = pygame.Surface(self.surface.get_size(), pygame.SRCALPHA)
        x, y, w, h = (round(v * SS) for v in box)
        pygame.draw.rect(mask, (255, 255, 255, 255), (x, y, w, h), border_radius=round(radius * SS))
        self.surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)

    def finish(self) -> pygame.Surface:
        """The drawing shrunk to its final size (this is where the antialiasing happens)."""
        return pygame.transform.smoothscale(self.surface, (self.width, self.height))


def _glyph_surface(
    text: str, cap_height: float, colour: Colour, max_width: float | None
) -> pygame.Surface:
    """Text rendered tightly cropped to its ink, scaled to the wanted cap height (SS units)."""
    rendered = _font().render(text, True, colour[:3])
    ink = rendered.subsurface(rendered.get_bounding_rect())
    k = cap_height * SS / _cap_height_px()
    width, height = ink.get_width() * k, ink.get_height() * k
    if max_width is not None:
        width = min(width, max_width * SS)
    return pygame.transform.smoothscale(ink, (max(1, round(width)), max(1, round(height))))


def _ring_offsets(radius: float) -> list[tuple[float, float]]:
    """Sixteen offsets around a circle, used to stamp an outline halo behind text."""
    return [
        (radius * math.cos(i * math.pi / 8), radius * math.sin(i * math.pi / 8)) for i in range(16)
    ]


def card_base(fill: Colour = PAPER, border: Colour = INK) -> Canvas:
    """A blank card: rounded paper with a thin dark border, transparent outside the corners."""
    canvas = Canvas()
    canvas.rect((0, 0, CARD_W, CARD_H), border, radius=CARD_RADIUS)
    canvas.rect((2, 2, CARD_W - 4, CARD_H - 4), fill, radius=CARD_RADIUS - 2)
    return canvas


def draw_corner_indices(
    canvas: Canvas,
    rank: str,
    rank_colour: Colour,
    symbol: SymbolPainter,
    outline: tuple[Colour, float] | None = None,
    inset: float = 0,
) -> None:
    """Big rank plus suit symbol top-left, and the same turned 180 degrees bottom-right.

    Sized for the smallest table scale (70x98 px): the rank's capitals are 48 units tall
    (about 13 px there) and the symbol 36 units wide. `inset` moves both inwards, for
    the colour cards whose field sits inside a white margin.
    """
    index = canvas.layer()
    x, top = 27 + inset, 12 + inset
    index.text(rank, x, top, 48, rank_colour, max_width=46, outline=outline)
    symbol(index, x, top + 78, 36, False)
    canvas.paste(index)
    canvas.paste(index, rotate180=True)
