"""Suit and colour symbols as vector shapes in a unit box, drawable at any size or flipped.

A shape is a list of primitives whose coordinates lie roughly in [-0.5, 0.5] (1 unit is
the symbol's full width), so one definition serves a 34-unit corner index, a 44-unit pip
and a 120-unit ace alike. Nothing here uses font glyphs: the bundled font lacks reliable
suit-symbol coverage.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from .canvas import Canvas, Colour, Point


@dataclass(frozen=True)
class Poly:
    """A filled polygon."""

    colour: Colour
    points: tuple[Point, ...]


@dataclass(frozen=True)
class Disc:
    """A filled disc (or a ring when width > 0)."""

    colour: Colour
    centre: Point
    radius: float
    width: float = 0.0


@dataclass(frozen=True)
class Stroke:
    """A stroked open path; width is in shape units too."""

    colour: Colour
    points: tuple[Point, ...]
    width: float


Shape = list[Poly | Disc | Stroke]


def draw_shape(canvas: Canvas, shape: Shape, x: float, y: float, size: float, flip: bool) -> None:
    """Draw a unit-box shape centred at (x, y), `size` units wide, turned 180 deg if flip."""
    sign = -1.0 if flip else 1.0

    def place(p: Point) -> Point:
        return (x + sign * p[0] * size, y + sign * p[1] * size)

    for prim in shape:
        if isinstance(prim, Poly):
            canvas.polygon([place(p) for p in prim.points], prim.colour)
        elif isinstance(prim, Disc):
            canvas.circle(place(prim.centre), prim.radius * size, prim.colour, prim.width * size)
        else:
            canvas.polyline([place(p) for p in prim.points], prim.colour, prim.width * size)


# --- geometry helpers -------------------------------------------------------------------


def ellipse_points(cx: float, cy: float, rx: float, ry: float, n: int = 48) -> tuple[Point, ...]:
    """Polygon approximating an ellipse (as points, so it survives the flip transform)."""
    return tuple(
        (cx + rx * math.cos(2 * math.pi * i / n), cy + ry * math.sin(2 * math.pi * i / n))
        for i in range(n)
    )


def arc_points(
    cx: float, cy: float, r: float, start: float, end: float, n: int = 24
) -> list[Point]:
    """Points along a circular arc from angle start to end (radians, y pointing down)."""
    angles = [start + (end - start) * i / n for i in range(n + 1)]
    return [(cx + r * math.cos(a), cy + r * math.sin(a)) for a in angles]


def bezier(p0: Point, p1: Point, p2: Point, n: int = 16) -> list[Point]:
    """Points along a quadratic Bezier curve (used for the concave diamond and stems)."""
    out = []
    for i in range(n + 1):
        t = i / n
        a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
        out.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return out


def fit(points: Sequence[Point], box: tuple[float, float, float, float]) -> tuple[Point, ...]:
    """Scale and move points (keeping their aspect) to sit centred in box x0, y0, x1, y1."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    w, h = max(xs) - min(xs), max(ys) - min(ys)
    bx0, by0, bx1, by1 = box
    k = min((bx1 - bx0) / w, (by1 - by0) / h)
    ox = (bx0 + bx1) / 2 - k * (min(xs) + max(xs)) / 2
    oy = (by0 + by1) / 2 - k * (min(ys) + max(ys)) / 2
    return tuple((ox + k * x, oy + k * y) for x, y in points)


def shade(colour: Colour, factor: float) -> tuple[int, int, int]:
    """Darken (factor < 1) or lighten towards white (factor > 1) an RGB colour."""
    r, g, b = colour[:3]
    if factor <= 1:
        return (round(r * factor), round(g * factor), round(b * factor))
    t = min(1.0, factor - 1)
    return (round(r + (255 - r) * t), round(g + (255 - g) * t), round(b + (255 - b) * t))


# --- French suits -------------------------------------------------------------------------


@cache
def _heart_curve() -> tuple[Point, ...]:
    """The classic parametric heart, point down, y growing downwards."""
    pts = []
    for i in range(120):
        t = 2 * math.pi * i / 120
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x, y))
    return tuple(pts)


def heart(colour: Colour) -> Shape:
    """Heart symbol."""
    return [Poly(colour, fit(_heart_curve(), (-0.5, -0.46, 0.5, 0.46)))]


def diamond(colour: Colour) -> Shape:
    """Diamond (lozenge) with gently concave sides, like printed cards."""
    top, right, bottom, left = (0.0, -0.5), (0.4, 0.0), (0.0, 0.5), (-0.4, 0.0)
    pull = 0.07  # how far each side bows inwards
    pts = (
        bezier(top, (0.2 - pull, -0.25 + pull), right)
        + bezier(right, (0.2 - pull, 0.25 - pull), bottom)[1:]
        + bezier(bottom, (-0.2 + pull, 0.25 - pull), left)[1:]
        + bezier(left, (-0.2 + pull, -0.25 + pull), top)[1:]
    )
    return [Poly(colour, tuple(pts))]


def _stem(colour: Colour, top_y: float, half_base: float) -> Poly:
    """The flared foot shared by spades and clubs."""
    left = bezier((-0.03, top_y), (-0.04, 0.4), (-half_base, 0.5))
    right = bezier((half_base, 0.5), (0.04, 0.4), (0.03, top_y))
    return Poly(colour, tuple(left + right))


def spade(colour: Colour) -> Shape:
    """Spade: an upturned heart on a flared stem."""
    body = [(x, -y) for x, y in _heart_curve()]
    return [Poly(colour, fit(body, (-0.5, -0.5, 0.5, 0.3))), _stem(colour, 0.1, 0.2)]


def club(colour: Colour) -> Shape:
    """Club (trefoil): three discs, a filler in the middle and a flared stem."""
    r = 0.215
    return [
        Disc(colour, (0.0, -0.27), r),
        Disc(colour, (-0.27, 0.08), r),
        Disc(colour, (0.27, 0.08), r),
        Disc(colour, (0.0, 0.02), 0.14),
        _stem(colour, 0.05, 0.2),
    ]


FRENCH_SHAPES = {"H": heart, "D": diamond, "S": spade, "C": club}


# --- Swiss suits ----------------------------------------------------------------------------

ACORN_CAP = (112, 66, 28)
ACORN_NUT = (206, 152, 58)
LEAF = (58, 132, 52)
ROSE_RED = (206, 32, 42)
ROSE_DARK = (140, 18, 28)
GOLD = (240, 192, 40)
GOLD_DARK = (168, 118, 18)
SHIELD_RED = (204, 34, 38)
OUTLINE = (40, 30, 24)


def acorn() -> Shape:
    """Eicheln: a golden-brown nut in a dark scaly cup, with a stalk and an oak leaf."""
    nut = ellipse_points(0.0, 0.14, 0.25, 0.33)
    cup = tuple(arc_points(0.0, -0.06, 0.31, math.pi * 1.0, math.pi * 2.0)) + tuple(
        bezier((0.31, -0.06), (0.0, 0.08), (-0.31, -0.06))
    )
    leaf = tuple(
        bezier((0.02, -0.36), (0.3, -0.58), (0.46, -0.38))
        + bezier((0.46, -0.38), (0.2, -0.26), (0.02, -0.36))
    )
    # Light dots in a staggered grid read as the cup's scales.
    grid = ((-2, 0), (0, 0), (2, 0), (-1, 1), (1, 1), (-1, -1), (1, -1), (-3, 1), (3, 1))
    scales = [
        Disc(shade(ACORN_CAP, 1.35), (dx * 0.11, -0.17 + dy * 0.08), 0.028) for dx, dy in grid
    ]
    return [
        Poly(OUTLINE, ellipse_points(0.0, 0.14, 0.28, 0.36)),
        Poly(ACORN_NUT, nut),
        Poly(shade(ACORN_NUT, 1.35), ellipse_points(-0.09, 0.16, 0.06, 0.14)),
        Stroke(OUTLINE, ((0.0, -0.34), (0.0, -0.44)), 0.07),
        Poly(LEAF, leaf),
        Stroke(shade(LEAF, 0.6), ((0.04, -0.36), (0.4, -0.4)), 0.025),
        Poly(OUTLINE, fit(cup, (-0.35, -0.4, 0.35, 0.06))),
        Poly(ACORN_CAP, fit(cup, (-0.31, -0.36, 0.31, 0.02))),
        *scales,
    ]


def rose() -> Shape:
    """Rosen: five red petals round a golden heart, green sepals between the petals."""
    prims: Shape = []
    for i in range(5):
        a = -math.pi / 2 + math.pi / 5 + 2 * math.pi * i / 5
        tip = (0.5 * math.cos(a), 0.5 * math.sin(a))
        side1 = (0.2 * math.cos(a - 0.5), 0.2 * math.sin(a - 0.5))
        side2 = (0.2 * math.cos(a + 0.5), 0.2 * math.sin(a + 0.5))
        prims.append(Poly(LEAF, (side1, tip, side2)))
    for i in range(5):
        a = -math.pi / 2 + 2 * math.pi * i / 5
        c = (0.22 * math.cos(a), 0.22 * math.sin(a))
        prims.append(Disc(ROSE_DARK, c, 0.22))
    for i in range(5):
        a = -math.pi / 2 + 2 * math.pi * i / 5
        c = (0.22 * math.cos(a), 0.22 * math.sin(a))
        prims.append(Disc(ROSE_RED, c, 0.19))
    prims.append(Disc(ROSE_DARK, (0.0, 0.0), 0.2))
    prims.append(Disc(shade(ROSE_RED, 1.12), (0.0, 0.0), 0.17))
    prims.append(Disc(GOLD_DARK, (0.0, 0.0), 0.1))
    prims.append(Disc(GOLD, (0.0, 0.0), 0.08))
    return prims


def _shield_half_width(y: float) -> float:
    """Half-width of the heraldic shield at height y: straight sides, then a curved point."""
    if y <= 0.05:
        return 0.4
    t = (y - 0.05) / 0.45
    return 0.4 * math.sqrt(max(0.0, 1 - t * t))


def _shield_band(y0: float, y1: float, inset: float = 0.0) -> tuple[Point, ...]:
    """The part of the shield between heights y0 and y1, as a polygon."""
    ys = [y0 + (y1 - y0) * i / 24 for i in range(25)]
    right = [(_shield_half_width(y) - inset, y) for y in ys]
    left = [(-(_shield_half_width(y) - inset), y) for y in reversed(ys)]
    return tuple(right + left)


def shield() -> Shape:
    """Schilten: a black-edged heraldic shield, red over yellow with a black bar between.

    Red-over-yellow (rather than a red band on yellow) keeps it distinct from the yellow,
    red-banded bell even at corner-index size.
    """
    return [
        Poly(OUTLINE, _shield_band(-0.48, 0.5)),
        Poly(SHIELD_RED, _shield_band(-0.42, -0.02, inset=0.06)),
        Poly(GOLD, _shield_band(0.04, 0.43, inset=0.06)),
        Poly(shade(SHIELD_RED, 1.25), _shield_band(-0.36, -0.24, inset=0.3)),
        Poly(shade(GOLD, 1.3), _shield_band(0.1, 0.2, inset=0.3)),
    ]


def bell() -> Shape:
    """Schellen: a round golden sleigh bell with a red band, a loop on top, a slot below."""
    cx, cy, r = 0.0, 0.07, 0.37
    return [
        Disc(OUTLINE, (0.0, -0.36), 0.1, 0.05),
        Disc(OUTLINE, (cx, cy), r + 0.04),
        Disc(GOLD, (cx, cy), r),
        Poly(SHIELD_RED, _bell_band(cx, cy, r)),
        Disc(shade(GOLD, 1.45), (cx - 0.14, cy - 0.16), 0.07),
        Stroke(OUTLINE, ((cx - 0.17, cy + 0.24), (cx + 0.17, cy + 0.24)), 0.05),
        Disc(OUTLINE, (cx - 0.17, cy + 0.24), 0.05),
        Disc(OUTLINE, (cx + 0.17, cy + 0.24), 0.05),
    ]


def _bell_band(cx: float, cy: float, r: float) -> tuple[Point, ...]:
    """The red band across the bell: the slice of its disc between two chords."""
    top, bottom = cy - 0.05, cy + 0.07
    ys = [top + (bottom - top) * i / 12 for i in range(13)]
    right = [(cx + math.sqrt(r * r - (y - cy) ** 2), y) for y in ys]
    left = [(cx - math.sqrt(r * r - (y - cy) ** 2), y) for y in reversed(ys)]
    return tuple(right + left)


SWISS_SHAPES = {"S": acorn, "C": rose, "D": shield, "H": bell}


# --- colour-deck markers (a second cue besides colour, for colour-blind players) -------------


def _star(r_out: float, r_in: float) -> tuple[Point, ...]:
    """A five-pointed star, point up."""
    pts = []
    for i in range(10):
        r = r_out if i % 2 == 0 else r_in
        a = -math.pi / 2 + math.pi * i / 5
        pts.append((r * math.cos(a), r * math.sin(a)))
    return tuple(pts)


def _crescent() -> tuple[Point, ...]:
    """A crescent moon: an outer arc and an offset inner arc."""
    outer = arc_points(0.0, 0.0, 0.48, math.radians(60), math.radians(300), 40)
    inner = arc_points(0.2, -0.02, 0.36, math.radians(-105), math.radians(-255), 40)
    return tuple(outer + inner)


def _cross(r: float, w: float) -> tuple[Point, ...]:
    """A plus-shaped cross: arms reaching r from the centre, w wide either side."""
    return (
        (-w, -r), (w, -r), (w, -w), (r, -w), (r, w), (w, w),
        (w, r), (-w, r), (-w, w), (-r, w), (-r, -w), (-w, -w),
    )  # fmt: skip


MARKERS: dict[str, tuple[Point, ...]] = {
    "R": ellipse_points(0.0, 0.0, 0.46, 0.46),  # red: circle
    "B": ((-0.42, -0.42), (0.42, -0.42), (0.42, 0.42), (-0.42, 0.42)),  # blue: square
    "G": ((0.0, -0.48), (0.5, 0.4), (-0.5, 0.4)),  # green: triangle
    "Y": _star(0.52, 0.22),  # yellow: star
    "P": _crescent(),  # purple: crescent
    "N": _cross(0.5, 0.17),  # brown: cross (a hexagon read as red's circle when small)
}


def marker(letter: str, fill: Colour, edge: Colour | None = None, edge_width: float = 0.1) -> Shape:
    """The colour's marker shape, optionally with an outline drawn behind it."""
    pts = MARKERS[letter]
    prims: Shape = []
    if edge is not None:
        prims.append(Stroke(edge, (*pts, pts[0]), edge_width))
    prims.append(Poly(fill, pts))
    return prims
