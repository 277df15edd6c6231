"""The card back, the felt table tile and the application icon."""

from __future__ import annotations

import math
import random

import pygame

from .canvas import CARD_H, CARD_W, INK, Canvas, card_base
from .shapes import GOLD, GOLD_DARK, draw_shape, ellipse_points, heart, shade, spade

NAVY = (26, 40, 92)
LATTICE = (52, 72, 138)
FELT = (30, 104, 58)
ICON_RED = (200, 24, 40)
BACK_PANEL = (12, 12, CARD_W - 24, CARD_H - 24)


def card_back() -> Canvas:
    """Navy panel with a fine diamond lattice, a gold inner frame and a star medallion."""
    canvas = card_base(fill=(250, 250, 250))
    panel = canvas.layer()
    panel.rect(BACK_PANEL, NAVY)
    _lattice(panel)
    panel.clip_rounded(BACK_PANEL, 9)
    canvas.paste(panel)
    x, y, w, h = BACK_PANEL
    canvas.rect((x + 7, y + 7, w - 14, h - 14), GOLD, radius=6, width=1.5)
    canvas.rect((x + 11, y + 11, w - 22, h - 22), GOLD_DARK, radius=4, width=0.8)
    _medallion(canvas, CARD_W / 2, CARD_H / 2)
    return canvas


def _lattice(c: Canvas) -> None:
    """Two families of diagonal lines, with a small dot at every crossing."""
    step = 20.0
    for i in range(-20, 30):
        x0 = i * step
        c.polyline([(x0, 0), (x0 + CARD_H, CARD_H)], LATTICE, 1.2)
        c.polyline([(x0, CARD_H), (x0 + CARD_H, 0)], LATTICE, 1.2)
    # The crossings of lines x - y = i*step and x + y = j*step + CARD_H.
    for i in range(-20, 30):
        for j in range(-20, 30):
            cx = (i * step + j * step + CARD_H) / 2
            cy = (j * step + CARD_H - i * step) / 2
            if 0 <= cx <= CARD_W and 0 <= cy <= CARD_H:
                c.circle((cx, cy), 1.8, shade(LATTICE, 1.3))


def _medallion(c: Canvas, cx: float, cy: float) -> None:
    """An oval medallion holding an eight-pointed gold star."""
    c.polygon(ellipse_points(cx, cy, 56, 72, 96), GOLD_DARK)
    c.polygon(ellipse_points(cx, cy, 53, 69, 96), NAVY)
    c.polygon(
        ellipse_points(cx, cy, 47, 63, 96),
        GOLD,
    )
    c.polygon(ellipse_points(cx, cy, 45.5, 61.5, 96), NAVY)
    c.polygon(_star_points(cx, cy, 40, 14, 8), GOLD)
    c.polygon(_star_points(cx, cy, 24, 10, 8, phase=math.pi / 8), shade(GOLD, 1.35))
    c.circle((cx, cy), 7, NAVY)
    c.circle((cx, cy), 4, GOLD)


def _star_points(
    cx: float, cy: float, r_out: float, r_in: float, n: int, phase: float = 0.0
) -> list[tuple[float, float]]:
    """An n-pointed star around (cx, cy), first point straight up."""
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = -math.pi / 2 + phase + math.pi * i / n
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def felt_tile(size: int = 256, seed: int = 1702) -> pygame.Surface:
    """A seamless green felt tile: wrapped value noise at three scales plus fine grain."""
    rng = random.Random(seed)
    octaves = [(_wrapped_grid(rng, n), n, amp) for n, amp in ((4, 0.030), (16, 0.028), (64, 0.022))]
    grain = [rng.uniform(-1, 1) for _ in range(size * size)]
    buf = bytearray()
    for y in range(size):
        for x in range(size):
            v = 0.035 * grain[y * size + x]
            for grid, n, amp in octaves:
                v += amp * _sample(grid, n, x * n / size, y * n / size)
            buf += bytes(max(0, min(255, round(ch * (1 + v)))) for ch in FELT)
    return pygame.image.frombuffer(bytes(buf), (size, size), "RGB").copy()


def _wrapped_grid(rng: random.Random, n: int) -> list[list[float]]:
    """An n x n grid of random values; sampling wraps around, which makes the tile seamless."""
    return [[rng.uniform(-1, 1) for _ in range(n)] for _ in range(n)]


def _sample(grid: list[list[float]], n: int, u: float, v: float) -> float:
    """Smooth (smoothstep-weighted bilinear) interpolation of a wrapped grid at (u, v)."""
    x0, y0 = int(u), int(v)
    fx, fy = u - x0, v - y0
    sx, sy = fx * fx * (3 - 2 * fx), fy * fy * (3 - 2 * fy)
    x1, y1 = (x0 + 1) % n, (y0 + 1) % n
    x0, y0 = x0 % n, y0 % n
    top = grid[y0][x0] + sx * (grid[y0][x1] - grid[y0][x0])
    bottom = grid[y1][x0] + sx * (grid[y1][x1] - grid[y1][x0])
    return top + sy * (bottom - top)


def icon(back: pygame.Surface, ace: pygame.Surface) -> pygame.Surface:
    """256x256 icon: a fan of three cards (back, ace of hearts, a card with a big S)."""
    # Laid out at 4x and shrunk by exactly 4: smoothscale keeps opaque pixels at 255 then.
    fan = pygame.Surface((1024, 1024), pygame.SRCALPHA)
    cards = [(back, 22, -106), (ace, 4, -2), (s_card().finish(), -16, 120)]
    for surface, angle, dx in cards:
        turned = pygame.transform.rotate(pygame.transform.scale_by(surface, 2.2), angle)
        fan.blit(turned, turned.get_rect(center=(512 + dx, 512)))
    return pygame.transform.smoothscale(fan, (256, 256))


def s_card() -> Canvas:
    """A card with a big red S between a heart and an upturned spade (the icon's front card)."""
    canvas = card_base()
    draw_shape(canvas, heart(ICON_RED), 52, 56, 56, False)
    draw_shape(canvas, spade(INK), 198, 294, 56, True)
    canvas.text("S", 125, 84, 180, ICON_RED, outline=(shade(ICON_RED, 0.55), 3))
    return canvas
