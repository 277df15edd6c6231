"""Drawing helpers shared by every screen: text, panels, buttons, cards."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

from game import assets
from game.core.cards import Card
from game.i18n import t
from game.ui.layout import Box

WHITE = (245, 245, 240)
CREAM = (250, 244, 225)
DIM = (170, 180, 170)
GOLD = (246, 200, 80)
RED = (220, 70, 60)
INK = (25, 30, 30)
PANEL = (10, 30, 20)
ACCENT = (60, 150, 230)


# Called with every text drawn, the size it was drawn at (after shrinking to fit), whether
# it had to be cut and whether it is bold: the text audit records what the screens show
# (and checks that it reads: no squeezed word spaces). None in play.
text_hook: Callable[[str, int, bool, bool], None] | None = None
MIN_TEXT = 12  # pixels: no text is drawn smaller at 1280x720 (the text audit checks it)


def draw_text(
    surface: pygame.Surface,
    content: str,
    size: int,
    pos: tuple[float, float],
    color: tuple[int, int, int] = WHITE,
    anchor: str = "topleft",
    bold: bool = False,
    max_width: int | None = None,
) -> pygame.Rect:
    """Draw cached text anchored at a point; shrinks the font to fit `max_width`, but
    never below MIN_TEXT (a line that still does not fit is cut with an ellipsis)."""
    size = max(size, MIN_TEXT)  # a label asked for smaller is drawn at the smallest size
    image = assets.text(content, size, color, bold)
    while max_width is not None and image.get_width() > max_width and size > MIN_TEXT:
        size -= 1
        image = assets.text(content, size, color, bold)
    cut = max_width is not None and image.get_width() > max_width and len(content) > 1
    if cut:
        content = _cut(content, size, bold, max_width or 0)
        image = assets.text(content, size, color, bold)
    if text_hook is not None:
        text_hook(content, size, cut, bold)
    rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(image, rect)
    return rect


def draw_text_up(
    surface: pygame.Surface,
    content: str,
    size: int,
    center: tuple[float, float],
    color: tuple[int, int, int] = WHITE,
    bold: bool = False,
    max_height: int | None = None,
) -> None:
    """Text running upwards (turned 90 degrees), centred at a point: a word on a narrow
    upright card. Shrinks to fit `max_height` but never below MIN_TEXT."""
    size = max(size, MIN_TEXT)
    while (
        max_height is not None
        and size > MIN_TEXT
        and assets.text_width(content, size, bold) > max_height
    ):
        size -= 1
    if text_hook is not None:
        text_hook(content, size, False, bold)
    image = pygame.transform.rotate(assets.text(content, size, color, bold), 90)
    surface.blit(image, image.get_rect(center=(round(center[0]), round(center[1]))))


def _cut(content: str, size: int, bold: bool, width: int) -> str:
    """The longest start of `content` that fits `width` with an ellipsis after it."""
    low, high = 0, len(content)
    while low < high:
        mid = (low + high + 1) // 2
        if assets.text_width(content[:mid].rstrip() + "…", size, bold) <= width:
            low = mid
        else:
            high = mid - 1
    return content[:low].rstrip() + "…"


@assets.register_cache
@lru_cache(maxsize=256)
def _panel_layer(
    w: int, h: int, alpha: int, radius: int, border: tuple[int, int, int] | None
) -> pygame.Surface:
    # Cached: building translucent layers every frame was the largest cost at 1080p.
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(layer, (*PANEL, alpha), layer.get_rect(), border_radius=radius)
    if border:
        pygame.draw.rect(layer, (*border, 220), layer.get_rect(), 2, radius)
    return layer


def panel(
    surface: pygame.Surface,
    box: Box,
    alpha: int = 170,
    radius: int = 12,
    border: tuple[int, int, int] | None = (90, 120, 100),
) -> None:
    """A translucent dark panel with rounded corners."""
    surface.blit(_panel_layer(box.w, box.h, alpha, radius, border), (box.x, box.y))


def panel_footer(surface: pygame.Surface, box: Box, text: str, scale: float, gap: int) -> None:
    """The dim line at the foot of a panel that says how to go on or close it."""
    draw_text(
        surface,
        text,
        max(MIN_TEXT, round(16 * scale)),
        (box.center[0], box.bottom - round(gap * scale)),
        DIM,
        "center",
        max_width=box.w - 24,
    )


def button(
    surface: pygame.Surface,
    box: Box,
    label: str,
    *,
    focused: bool = False,
    enabled: bool = True,
    size: int = 20,
    accent: bool = False,
    hovered: bool = False,
    confirm: bool = False,
) -> None:
    """A push button; the focus (selected, or the keyboard's) shows as a double gold
    outline, the pointer over it as a lighter face. `confirm`: the one gold button that commits what
    is selected (dark words on gold, unlike any decision button)."""
    if confirm:
        rect = pygame.Rect(box.tuple())
        pygame.draw.rect(
            surface, (214, 168, 58) if not hovered else GOLD, rect, border_radius=max(4, box.h // 4)
        )
        pygame.draw.rect(surface, CREAM, rect, 2, border_radius=max(4, box.h // 4))
        draw_text(surface, label, size, rect.center, INK, "center", True, max_width=box.w - 8)
        return
    base = (40, 110, 70) if enabled else (50, 60, 55)
    if accent and enabled:
        base = (30, 100, 160)
    if (focused or hovered) and enabled:
        lift = 35 if focused else 20
        base = (min(255, base[0] + lift), min(255, base[1] + lift), min(255, base[2] + lift))
    rect = pygame.Rect(box.tuple())
    pygame.draw.rect(surface, base, rect, border_radius=max(4, box.h // 4))
    outline = GOLD if focused and enabled else (CREAM if hovered and enabled else (120, 150, 130))
    pygame.draw.rect(
        surface,
        outline,
        rect,
        3 if focused else (2 if hovered else 1),
        border_radius=max(4, box.h // 4),
    )
    if focused and enabled:
        # A second ring round the focused button: told from the pointer's single ring by
        # its shape, not only its colour.
        pygame.draw.rect(surface, GOLD, rect.inflate(8, 8), 2, border_radius=max(4, box.h // 4) + 4)
    draw_text(
        surface,
        label,
        size,
        rect.center,
        WHITE if enabled else DIM,
        "center",
        True,
        max_width=box.w - 8,
    )


def card(
    surface: pygame.Surface,
    face: Card | None,
    box: Box,
    style: str = "french",
    dim: bool = False,
    outline: tuple[int, int, int] | None = None,
) -> None:
    """A card face (or its back when `face` is None) filling the box's width."""
    image = assets.card_face(face, box.w, style) if face is not None else assets.card_back(box.w)
    surface.blit(image, (box.x, box.y))
    if face is not None:
        from game.ui import marks  # deferred: marks draws with this module's colours

        marks.small_card_marker(surface, face.suit, box)
    if dim:
        w, h = image.get_size()
        surface.blit(_shade(w, h, 95, max(1, box.w // 12)), (box.x, box.y))
    if outline:
        pygame.draw.rect(
            surface,
            outline,
            pygame.Rect(box.x - 2, box.y - 2, image.get_width() + 4, image.get_height() + 4),
            3,
            border_radius=box.w // 10,
        )


@assets.register_cache
@lru_cache(maxsize=64)
def _shade(w: int, h: int, alpha: int, radius: int) -> pygame.Surface:
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    if radius:
        pygame.draw.rect(layer, (0, 0, 0, alpha), layer.get_rect(), border_radius=radius)
    else:
        layer.fill((0, 0, 0, alpha))
    return layer


def shadow(surface: pygame.Surface, box: Box, offset: int = 4) -> None:
    """A soft shadow under a card or panel."""
    surface.blit(_shade(box.w, box.h, 70, max(1, box.w // 10)), (box.x + offset, box.y + offset))


def dim_screen(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything drawn so far (behind overlays)."""
    w, h = surface.get_size()
    surface.blit(_shade(w, h, alpha, 0), (0, 0))


# Closing punctuation never starts a line (Japanese and Latin alike).
_NO_LINE_START = set("、。，．・：；？！）」』】〕ー…,.;:!?)")


def wrap_text(content: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Lines of `content` that fit `width` pixels: breaks at spaces (never at a no-break
    space), else between characters (Japanese has no spaces), never putting closing
    punctuation at the start of a line."""

    def fits(candidate: str) -> bool:
        # Measured as drawn: a no-break space is drawn as a plain space (below).
        return assets.text_width(candidate.replace("\u00a0", " "), size, bold) <= width

    lines: list[str] = []
    for raw in content.split("\n"):
        line = ""
        for word in raw.split(" "):
            candidate = f"{line} {word}" if line else word
            if fits(candidate):
                line = candidate
                continue
            if line and fits(word):
                lines.append(line)
                line = word
                continue
            # Too long for one line: break between characters.
            for char in f" {word}" if line else word:
                if fits(line + char) or not line:
                    line += char
                elif char in _NO_LINE_START and len(line) > 1:
                    # Closing punctuation may not start a line, nor stick out of this one:
                    # the character before it goes down with it.
                    lines.append(line[:-1].rstrip())
                    line = line[-1] + char
                else:
                    lines.append(line.rstrip())
                    line = char.lstrip()
        lines.append(line)
    # A no-break space holds words together on a line and is drawn as a plain space
    # (the Latin font has no glyph for it).
    return [line.replace("\u00a0", " ") for line in lines]


def heading_lines(content: str, size: int, width: int, bold: bool = True) -> list[str]:
    """A column heading in at most two lines: wrapped at spaces, but a word of a
    spaced language that is wider than the column stays whole on one line (the text is
    then shrunk to fit) rather than being broken into "Annon" / "ces", as long as it fits
    at the smallest text size."""
    spaced = " " in content or not assets.uses_japanese_font(content)
    too_wide = any(assets.text_width(word, size, bold) > width for word in content.split())
    # Only when the whole heading fits at the smallest size: a column too narrow even for
    # that (a tiny window) still breaks the word rather than cutting it to "Ca…".
    if spaced and too_wide and assets.text_width(content, MIN_TEXT, bold) <= width:
        return [content]
    return wrap_text(content, size, width, bold)[:2]


def lead_tag(surface: pygame.Surface, card: Box, s: float) -> None:
    """A small gold "Lead" tag over the top of the card that led the trick."""
    text = t("table.lead")
    size = max(12, round(13 * s))
    w = assets.text_width(text, size, True) + round(12 * s)
    tag = Box(card.center[0] - w // 2, card.y - round(size * 0.9), w, round(size * 1.5))
    pygame.draw.rect(surface, GOLD, pygame.Rect(tag.tuple()), border_radius=tag.h // 2)
    draw_text(surface, text, size, tag.center, INK, "center", True)
