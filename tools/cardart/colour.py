"""Number cards of the colour decks: Was Sticht (R B G Y, 1-9) and Stichln (six colours, 0-20).

A bold colour field with a big number; every colour also has its own marker shape (circle,
square, triangle, star, crescent, cross), tiled faintly over the field and printed in
the indices, so the colours can be told apart without seeing colour.
"""

from __future__ import annotations

from .canvas import INK, Canvas, Colour, card_base, draw_corner_indices
from .shapes import draw_shape, marker, shade

FIELDS: dict[str, Colour] = {
    "R": (206, 38, 46),
    "B": (30, 92, 196),
    "G": (28, 146, 72),
    "Y": (240, 190, 24),
    "P": (124, 58, 168),
    "N": (128, 80, 42),
}
WHITE = (255, 255, 255)
YELLOW_INK = (222, 146, 0)  # yellow itself is too pale to read on the white oval
PANEL = (9, 9, 232, 332)  # the colour field inside the white margin: x, y, w, h


def colour_card(letter: str, value: int) -> Canvas:
    """Draw one colour-deck card: colour field, pattern, centre oval, corner indices."""
    field = FIELDS[letter]
    canvas = card_base(fill=WHITE)
    draw_field(canvas, letter, field)
    draw_centre(canvas, letter, value, field)

    def symbol(c: Canvas, x: float, y: float, size: float, flip: bool) -> None:
        draw_shape(c, marker(letter, WHITE, INK, 0.16), x, y, size, flip)

    draw_corner_indices(canvas, str(value), WHITE, symbol, outline=(INK, 2.2), inset=6)
    return canvas


def draw_field(canvas: Canvas, letter: str, field: Colour) -> None:
    """The colour panel with its marker shape tiled faintly in a half-drop pattern."""
    layer = canvas.layer()
    layer.rect(PANEL, field, radius=9)
    faint = shade(field, 1.14) if letter != "Y" else shade(field, 0.93)
    for row in range(13):
        for col in range(9):
            x = 9 + col * 30 + (15 if row % 2 else 0)
            y = 14 + row * 28
            draw_shape(layer, marker(letter, faint), x, y, 14, False)
    layer.clip_rounded(PANEL, 9)
    canvas.paste(layer)


def draw_centre(canvas: Canvas, letter: str, value: int, field: Colour) -> None:
    """A white oval holding the big number and the colour's marker. No letter: an initial
    means nothing in Japanese, and brown and purple had N and P, which read as nothing in
    English either; the marker shape already tells the colours apart without colour."""
    ink = YELLOW_INK if letter == "Y" else field
    canvas.ellipse((48, 86, 154, 178), INK)
    canvas.ellipse((51, 89, 148, 172), WHITE)
    canvas.text(str(value), 125, 134, 80, ink, max_width=120, outline=(INK, 1.6))
    draw_shape(canvas, marker(letter, ink, INK, 0.14), 125, 240, 22, False)
