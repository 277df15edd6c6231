"""Swiss-suited Jass faces: acorns, roses, shields and bells, 6 to Ass.

The project notation is French (`6C`..`AS`); on the card S is Eicheln (acorns), C Rosen
(roses), D Schilten (shields) and H Schellen (bells), and J Q K A read U O K A.
"""

from __future__ import annotations

from .canvas import INK, Canvas, Colour, SymbolPainter, card_base, draw_corner_indices
from .shapes import GOLD, GOLD_DARK, SWISS_SHAPES, draw_shape, ellipse_points, shade

RANK_TEXT = {10: "10", 11: "U", 12: "O", 13: "K", 14: "A"}
PARCHMENT = (248, 238, 214)
SKIN = (246, 212, 176)
SKIN_EDGE = (180, 130, 96)
WOOD = (120, 72, 36)
# Each suit dresses its figures and flies its banner in its own colour.
ROBES: dict[str, Colour] = {
    "S": (58, 112, 50),
    "C": (178, 36, 46),
    "D": (40, 72, 146),
    "H": (70, 62, 74),
}

# Pips stand upright on Swiss cards; (column -1/0/1, row 0..1).
PIP_LAYOUTS: dict[int, list[tuple[int, float]]] = {
    6: [(-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    7: [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    8: [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)],
    9: [(c, r) for r in (0, 0.5, 1) for c in (-1, 0, 1)],
}
PIP_COL_STEP, PIP_TOP, PIP_SPAN, PIP_SIZE = 45, 72, 206, 44
FRAME = (60, 20, 130, 310)


def swiss_card(suit: str, rank: int) -> Canvas:
    """Draw one Swiss-suited card face."""
    canvas = card_base()

    def symbol(c: Canvas, x: float, y: float, size: float, flip: bool) -> None:
        draw_shape(c, SWISS_SHAPES[suit](), x, y, size, flip)

    if rank <= 9:
        for col, row in PIP_LAYOUTS[rank]:
            symbol(canvas, 125 + col * PIP_COL_STEP, PIP_TOP + row * PIP_SPAN, PIP_SIZE, False)
    elif rank == 10:
        draw_banner(canvas, suit, symbol)
    elif rank == 14:
        draw_ass(canvas, suit, symbol)
    else:
        draw_figure(canvas, suit, rank, symbol)
    draw_corner_indices(canvas, RANK_TEXT.get(rank, str(rank)), INK, symbol)
    return canvas


def draw_banner(canvas: Canvas, suit: str, symbol: SymbolPainter) -> None:
    """The Banner (10): a swallow-tailed flag on a pole, bearing the suit symbol."""
    robe = ROBES[suit]
    canvas.polyline([(84, 44), (84, 318)], WOOD, 5)
    canvas.circle((84, 38), 7, GOLD_DARK)
    canvas.circle((84, 38), 5.5, GOLD)
    flag = [(86, 54), (132, 62), (188, 52), (170, 124), (190, 198), (132, 188), (86, 196)]
    canvas.polygon(flag, robe)
    inner = [(92, 62), (132, 70), (178, 62), (162, 124), (178, 190), (132, 180), (92, 188)]
    canvas.polygon(inner, PARCHMENT)
    symbol(canvas, 130, 125, 62, False)
    canvas.polyline([(86, 230), (84, 318)], shade(WOOD, 0.7), 1)


def draw_ass(canvas: Canvas, suit: str, symbol: SymbolPainter) -> None:
    """The Ass: one big symbol on a parchment oval edged in the suit's colour."""
    robe = ROBES[suit]
    canvas.ellipse((56, 84, 138, 182), PARCHMENT)
    canvas.ellipse((56, 84, 138, 182), robe, width=2.5)
    canvas.ellipse((63, 91, 124, 168), shade(robe, 1.5), width=1)
    symbol(canvas, 125, 175, 104, False)


def draw_figure(canvas: Canvas, suit: str, rank: int, symbol: SymbolPainter) -> None:
    """Under, Ober or König: a standing figure; where the symbol sits tells them apart."""
    robe = ROBES[suit]
    canvas.rect(FRAME, PARCHMENT, radius=6)
    fig = canvas.layer()
    if rank == 13:
        _king(fig, robe)
        symbol(fig, 158, 196, 40, False)
    elif rank == 12:
        _soldier(fig, robe, arm_up=True)
        _tall_hat(fig, robe)
        symbol(fig, 160, 50, 42, False)
    else:
        _soldier(fig, robe, arm_up=False)
        _flat_cap(fig, robe)
        symbol(fig, 160, 284, 42, False)
    canvas.paste(fig)
    canvas.rect(FRAME, robe, radius=6, width=2)


def _head(c: Canvas, cx: float, cy: float) -> None:
    """A round face with eyes and a small mouth."""
    c.rect((cx - 7, cy + 12, 14, 18), SKIN)
    c.circle((cx, cy), 20, SKIN_EDGE)
    c.circle((cx, cy), 18.5, SKIN)
    c.circle((cx - 7, cy - 2), 2.2, (50, 40, 40))
    c.circle((cx + 7, cy - 2), 2.2, (50, 40, 40))
    c.polyline([(cx - 4, cy + 10), (cx, cy + 11), (cx + 4, cy + 10)], (190, 60, 60), 1.6)


def _soldier(c: Canvas, robe: Colour, arm_up: bool) -> None:
    """A doublet, belt, short skirt, hose and shoes; one arm raised for the Ober."""
    cx, hy = 125, 112
    hose = shade(robe, 0.6)
    c.rect((cx - 14, 258, 10, 44), hose)
    c.rect((cx + 4, 258, 10, 44), hose)
    c.polygon(ellipse_points(cx - 12, 304, 10, 5), INK)
    c.polygon(ellipse_points(cx + 12, 304, 10, 5), INK)
    body = [
        (cx - 26, 138),
        (cx + 26, 138),
        (cx + 20, 208),
        (cx + 34, 262),
        (cx - 34, 262),
        (cx - 20, 208),
    ]
    c.polygon(body, robe)
    c.polygon([(cx - 6, 138), (cx + 6, 138), (cx + 4, 208), (cx - 4, 208)], GOLD)
    for y in (154, 172, 190):
        c.circle((cx, y), 2.4, GOLD_DARK)
    c.rect((cx - 22, 204, 44, 7), GOLD_DARK)
    c.polyline([(cx - 32, 256), (cx + 32, 256)], GOLD, 2)
    sleeve = shade(robe, 0.8)
    c.polyline([(cx - 24, 146), (cx - 34, 186), (cx - 28, 214)], sleeve, 12)
    c.circle((cx - 28, 218), 6, SKIN)
    if arm_up:
        c.polyline([(cx + 24, 146), (cx + 34, 110), (cx + 36, 78)], sleeve, 12)
        c.circle((cx + 36, 72), 6, SKIN)
    else:
        c.polyline([(cx + 24, 146), (cx + 34, 190), (cx + 36, 236)], sleeve, 12)
        c.circle((cx + 36, 242), 6, SKIN)
    _head(c, cx, hy)


def _flat_cap(c: Canvas, robe: Colour) -> None:
    """The Under's soft flat cap with a short feather."""
    cx = 125
    c.polygon(ellipse_points(cx - 2, 96, 28, 9), shade(robe, 0.7))
    c.polygon(ellipse_points(cx, 90, 20, 9), robe)
    c.polygon([(cx + 12, 88), (cx + 30, 70), (cx + 26, 84)], (250, 250, 246))


def _tall_hat(c: Canvas, robe: Colour) -> None:
    """The Ober's tall hat with a broad brim and a gold band."""
    cx = 125
    c.polygon([(cx - 16, 96), (cx - 12, 60), (cx + 12, 60), (cx + 16, 96)], shade(robe, 0.7))
    c.rect((cx - 15, 84, 30, 6), GOLD)
    c.polygon(ellipse_points(cx, 97, 32, 6), shade(robe, 0.55))


def _king(c: Canvas, robe: Colour) -> None:
    """The König: a long ermine-trimmed robe, a beard, a crown and a sceptre."""
    cx, hy = 125, 112
    gown = [(cx - 26, 138), (cx + 26, 138), (cx + 40, 300), (cx - 40, 300)]
    c.polygon(gown, robe)
    c.polygon([(cx - 8, 138), (cx + 8, 138), (cx + 12, 300), (cx - 12, 300)], (250, 250, 246))
    for y in (160, 190, 220, 250, 280):
        c.polygon([(cx - 2, y), (cx + 2, y), (cx, y + 7)], INK)
    c.polyline([(cx - 40, 298), (cx + 40, 298)], GOLD, 4)
    c.polygon(ellipse_points(cx, 146, 34, 10), (250, 250, 246))
    for x in (cx - 22, cx - 8, cx + 8, cx + 22):
        c.polygon([(x - 2, 143), (x + 2, 143), (x, 151)], INK)
    sleeve = shade(robe, 0.8)
    c.polyline([(cx - 26, 152), (cx - 38, 200), (cx - 40, 226)], sleeve, 13)
    c.polyline([(cx - 58, 176), (cx - 34, 298)], GOLD_DARK, 4)
    c.circle((cx - 59, 170), 6, GOLD)
    c.circle((cx - 40, 232), 6.5, SKIN)
    _head(c, cx, hy)
    beard = (150, 100, 60)
    c.polygon(
        [
            (cx - 17, 114),
            (cx - 12, 128),
            (cx, 138),
            (cx + 12, 128),
            (cx + 17, 114),
            (cx + 7, 122),
            (cx - 7, 122),
        ],
        beard,
    )
    crown = [
        (cx - 20, 98),
        (cx - 22, 72),
        (cx - 11, 84),
        (cx, 66),
        (cx + 11, 84),
        (cx + 22, 72),
        (cx + 20, 98),
    ]
    c.polygon(crown, GOLD)
    c.rect((cx - 20, 92, 40, 7), GOLD_DARK)
    for px, py in ((cx - 22, 71), (cx, 65), (cx + 22, 71)):
        c.circle((px, py), 3, (250, 250, 246))
