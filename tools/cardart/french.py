"""French-suited faces (2..A of clubs, diamonds, hearts, spades), classic and four-colour."""

from __future__ import annotations

from .canvas import INK, Canvas, Colour, SymbolPainter, card_base, draw_corner_indices
from .shapes import FRENCH_SHAPES, GOLD, GOLD_DARK, draw_shape, ellipse_points, shade

RED = (200, 24, 40)
BLACK = (28, 28, 36)
BLUE = (22, 84, 196)
GREEN = (14, 128, 52)

CLASSIC: dict[str, Colour] = {"C": BLACK, "S": BLACK, "H": RED, "D": RED}
FOUR_COLOUR: dict[str, Colour] = {"C": GREEN, "S": BLACK, "H": RED, "D": BLUE}

RANK_TEXT = {10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}
SKIN = (246, 212, 176)
SKIN_EDGE = (180, 130, 96)
FLOWER = (226, 92, 124)

# Pip positions: (column -1/0/1, row 0..1); pips in the lower half are printed upside down.
PIP_LAYOUTS: dict[int, list[tuple[int, float]]] = {
    2: [(0, 0), (0, 1)],
    3: [(0, 0), (0, 0.5), (0, 1)],
    4: [(-1, 0), (1, 0), (-1, 1), (1, 1)],
    5: [(-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)],
    6: [(-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    7: [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    8: [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)],
    9: [
        (-1, 0),
        (1, 0),
        (-1, 1 / 3),
        (1, 1 / 3),
        (0, 0.5),
        (-1, 2 / 3),
        (1, 2 / 3),
        (-1, 1),
        (1, 1),
    ],
    10: [
        (-1, 0),
        (1, 0),
        (0, 1 / 6),
        (-1, 1 / 3),
        (1, 1 / 3),
        (-1, 2 / 3),
        (1, 2 / 3),
        (0, 5 / 6),
        (-1, 1),
        (1, 1),
    ],
}
PIP_COL_STEP, PIP_TOP, PIP_SPAN, PIP_SIZE = 45, 66, 218, 42
FRAME = (60, 20, 130, 310)  # court-card picture frame: x, y, w, h (clear of both indices)


def french_card(suit: str, rank: int, palette: dict[str, Colour]) -> Canvas:
    """Draw one French-suited card face."""
    colour = palette[suit]
    canvas = card_base()

    def symbol(c: Canvas, x: float, y: float, size: float, flip: bool) -> None:
        draw_shape(c, FRENCH_SHAPES[suit](colour), x, y, size, flip)

    if rank <= 10:
        draw_pips(canvas, rank, symbol)
    elif rank == 14:
        draw_ace(canvas, suit, colour)
    else:
        draw_court(canvas, rank, colour, symbol)
    draw_corner_indices(canvas, RANK_TEXT.get(rank, str(rank)), colour, symbol)
    return canvas


def draw_pips(canvas: Canvas, rank: int, symbol: SymbolPainter) -> None:
    """Lay out the number cards' pips like printed cards (lower half upside down)."""
    for col, row in PIP_LAYOUTS[rank]:
        x = 125 + col * PIP_COL_STEP
        y = PIP_TOP + row * PIP_SPAN
        symbol(canvas, x, y, PIP_SIZE, row > 0.5)


def draw_ace(canvas: Canvas, suit: str, colour: Colour) -> None:
    """One big suit symbol, ringed by a thin double oval for a little ceremony."""
    canvas.ellipse((56, 84, 138, 182), shade(colour, 1.88))
    canvas.ellipse((56, 84, 138, 182), shade(colour, 1.55), width=1.5)
    canvas.ellipse((62, 90, 126, 170), shade(colour, 1.55), width=1)
    draw_shape(canvas, FRENCH_SHAPES[suit](colour), 125, 175, 112, False)


def draw_court(canvas: Canvas, rank: int, colour: Colour, symbol: SymbolPainter) -> None:
    """A framed double-headed bust: the top half drawn once, then turned for the bottom."""
    x, y, w, h = FRAME
    canvas.rect(FRAME, shade(colour, 1.9), radius=6)
    half = canvas.layer()
    _bust(half, rank, colour)
    symbol(half, x + 20, y + 24, 26, False)
    half.text(RANK_TEXT[rank], x + w - 20, y + 12, 24, colour)
    half.clip_rounded((x, y, w, h / 2), 0)
    canvas.paste(half)
    canvas.paste(half, rotate180=True)
    canvas.polyline([(x + 6, y + h / 2), (x + w - 6, y + h / 2)], shade(colour, 1.4), 1.5)
    canvas.rect(FRAME, colour, radius=6, width=2)


def _bust(c: Canvas, rank: int, colour: Colour) -> None:
    """Shoulders, head, headgear and emblem of a court figure (top half of the frame)."""
    cx, base = 125, 175
    panel = {13: GOLD, 12: (250, 250, 246), 11: shade(colour, 1.55)}[rank]
    _robe(c, cx, base, colour, panel)
    if rank == 13:
        _ermine_collar(c)
    if rank == 12:
        _queen_hair(c, cx)
    c.rect((cx - 8, 108, 16, 28), SKIN)
    c.circle((cx, 92), 23.5, SKIN_EDGE)
    c.circle((cx, 92), 22, SKIN)
    _face(c, cx, rank)
    if rank == 13:
        _king_crown(c, cx)
        _sceptre(c)
    elif rank == 12:
        _queen_crown(c, cx)
        _flower(c)
    else:
        _jack_cap(c, cx, colour)
        _halberd(c)


def _robe(c: Canvas, cx: float, base: float, colour: Colour, panel: Colour) -> None:
    """Robe in the suit colour, a contrasting front panel with buttons, gold hems."""
    shoulders = [
        (70, base),
        (71, 156),
        (80, 142),
        (98, 133),
        (152, 133),
        (170, 142),
        (179, 156),
        (180, base),
    ]
    c.polygon(shoulders, colour)
    c.polyline([(71, 158), (80, 144), (98, 135), (152, 135), (170, 144), (179, 158)], GOLD, 2.5)
    c.polygon([(cx - 15, 133), (cx + 15, 133), (cx + 19, base), (cx - 19, base)], GOLD_DARK)
    c.polygon([(cx - 12, 133), (cx + 12, 133), (cx + 16, base), (cx - 16, base)], panel)
    c.polygon([(cx - 10, 133), (cx, 146), (cx + 10, 133)], SKIN)
    for y in (154, 166):
        c.circle((cx, y), 2.6, GOLD_DARK if panel == GOLD else GOLD)


def _sceptre(c: Canvas) -> None:
    """The king's gold sceptre, held across the left shoulder."""
    c.polyline([(84, 172), (100, 110)], GOLD_DARK, 4)
    c.polyline([(84, 172), (100, 110)], GOLD, 2.2)
    c.circle((101.5, 104), 6, GOLD_DARK)
    c.circle((101.5, 104), 4.6, GOLD)
    c.polyline([(101.5, 96), (101.5, 100)], GOLD_DARK, 2)
    c.polyline([(99.5, 97.5), (103.5, 97.5)], GOLD_DARK, 2)


def _flower(c: Canvas) -> None:
    """The queen's flower, held up at her right."""
    c.polyline([(168, 172), (160, 122)], (58, 132, 52), 2.2)
    c.polygon(ellipse_points(166, 138, 6, 3), (58, 132, 52))
    for dx, dy in ((0, -6), (5.7, -1.9), (3.5, 4.9), (-3.5, 4.9), (-5.7, -1.9)):
        c.circle((159 + dx, 116 + dy), 4.4, FLOWER)
    c.circle((159, 116), 3.5, GOLD)


def _halberd(c: Canvas) -> None:
    """The jack's halberd: a long staff with a steel blade above his right shoulder."""
    steel, wood = (170, 176, 186), (120, 72, 36)
    c.polyline([(166, 172), (166, 86)], wood, 3)
    c.polygon([(166, 68), (170, 82), (166, 86), (162, 82)], steel)
    c.polygon([(166, 86), (180, 82), (182, 92), (166, 96)], steel)
    c.polygon([(166, 88), (158, 92), (166, 94)], steel)


def _ermine_collar(c: Canvas) -> None:
    """The king's white fur collar with black tufts."""
    fur = [(78, 142), (96, 131), (154, 131), (172, 142), (150, 149), (100, 149)]
    c.polygon(fur, (250, 250, 246))
    for x in (92, 108, 142, 158):
        c.polygon([(x - 2, 137), (x + 2, 137), (x, 145)], INK)


def _face(c: Canvas, cx: float, rank: int) -> None:
    """Eyes, nose and mouth; the king also gets a beard and moustache."""
    eye = (50, 40, 40)
    c.circle((cx - 8, 90), 2.4, eye)
    c.circle((cx + 8, 90), 2.4, eye)
    c.polyline([(cx, 92), (cx - 2, 99), (cx + 1, 100)], SKIN_EDGE, 1.3)
    if rank == 13:
        beard = (150, 100, 60)
        c.polygon(
            [
                (cx - 19, 98),
                (cx - 14, 112),
                (cx, 124),
                (cx + 14, 112),
                (cx + 19, 98),
                (cx + 8, 106),
                (cx - 8, 106),
            ],
            beard,
        )
        c.polygon([(cx - 10, 105), (cx, 102), (cx + 10, 105), (cx, 108)], shade(beard, 0.8))
    else:
        c.polyline([(cx - 5, 105), (cx, 106.5), (cx + 5, 105)], (190, 60, 60), 1.8)


def _king_crown(c: Canvas, cx: float) -> None:
    """A gold crown with three points tipped with pearls and a red jewel."""
    pts = [
        (cx - 22, 80),
        (cx - 24, 56),
        (cx - 12, 68),
        (cx, 50),
        (cx + 12, 68),
        (cx + 24, 56),
        (cx + 22, 80),
    ]
    c.polygon(pts, GOLD_DARK)
    c.polygon(
        [
            (x, y + 2) if i not in (0, 6) else (x + (1 if i == 0 else -1), y - 1)
            for i, (x, y) in enumerate(pts)
        ],
        GOLD,
    )
    c.rect((cx - 22, 74, 44, 7), GOLD_DARK)
    for px, py in ((cx - 24, 55), (cx, 49), (cx + 24, 55)):
        c.circle((px, py), 3, (250, 250, 246))
    c.circle((cx, 69), 3.5, (200, 30, 40))


def _queen_hair(c: Canvas, cx: float) -> None:
    """Long hair framing the queen's face, falling onto the shoulders."""
    hair = (120, 72, 36)
    c.polygon(ellipse_points(cx, 92, 28, 28), hair)
    c.polygon([(cx - 28, 92), (cx - 30, 140), (cx - 12, 134), (cx - 12, 104)], hair)
    c.polygon([(cx + 28, 92), (cx + 30, 140), (cx + 12, 134), (cx + 12, 104)], hair)


def _queen_crown(c: Canvas, cx: float) -> None:
    """A slender gold diadem with pearl-tipped spikes."""
    c.polygon(
        [
            (cx - 20, 78),
            (cx - 18, 64),
            (cx - 9, 72),
            (cx, 58),
            (cx + 9, 72),
            (cx + 18, 64),
            (cx + 20, 78),
        ],
        GOLD,
    )
    for px, py in ((cx - 18, 63), (cx, 57), (cx + 18, 63)):
        c.circle((px, py), 3.2, (250, 250, 246))
    c.circle((cx, 72), 2.6, (40, 90, 190))


def _jack_cap(c: Canvas, cx: float, colour: Colour) -> None:
    """A tilted beret in the suit colour with a gold band and a white feather."""
    c.polygon([(cx - 20, 84), (cx - 24, 76), (cx - 16, 68), (cx - 8, 90)], (120, 72, 36))
    c.polygon([(cx + 20, 84), (cx + 24, 76), (cx + 16, 68), (cx + 8, 90)], (120, 72, 36))
    c.polygon(ellipse_points(cx + 2, 70, 30, 12), colour)
    c.polygon(ellipse_points(cx - 2, 64, 20, 10), shade(colour, 1.2))
    c.rect((cx - 22, 74, 44, 5), GOLD)
    feather = [(cx + 12, 64), (cx + 22, 52), (cx + 34, 46), (cx + 30, 56), (cx + 18, 66)]
    c.polygon(feather, (250, 250, 246))
    c.polyline([(cx + 14, 64), (cx + 31, 49)], shade(colour, 1.3), 1)
