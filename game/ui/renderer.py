"""Drawing helpers shared by every screen: text, panels, buttons, cards."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game import assets
from game.core.cards import Card
from game.i18n import t
from game.ui.layout import Box

Rgb = tuple[int, int, int]


@dataclass(frozen=True)
class Palette:
    """The colours of one theme. The module names below (WHITE, GOLD, ...) hold the
    current theme's colours; screens read them as `renderer.WHITE` when they draw."""

    white: Rgb  # text
    cream: Rgb  # light marks, a pointed card's outline
    dim: Rgb  # secondary text
    gold: Rgb  # focus, selection, whose turn, the confirm button
    red: Rgb  # warnings
    ink: Rgb  # dark text on gold or cream
    panel: Rgb  # the ground of panels (drawn translucent over the felt)
    accent: Rgb  # links, the other team
    ground: Rgb | None  # a plain background instead of the felt
    border: Rgb  # around panels
    button: Rgb  # a button's face
    button_off: Rgb  # a disabled button's face
    button_accent: Rgb
    button_edge: Rgb  # a button's outline when neither focused nor pointed at
    confirm: Rgb  # the confirm button's face
    focus_lift: int  # how much lighter a focused button's face is (pointed: 4/7 of it)
    solid: bool  # panels opaque with a full-strength border, cards outlined


STANDARD = Palette(
    white=(245, 245, 240),
    cream=(250, 244, 225),
    dim=(170, 180, 170),
    gold=(246, 200, 80),
    # Red and blue text on a panel read at 3.0:1 and 4.1:1 as (220, 70, 60) and
    # (60, 150, 230); these lighter ones reach 4.5:1 (tests/ui/test_contrast.py).
    red=(245, 120, 110),
    ink=(25, 30, 30),
    panel=(10, 30, 20),
    accent=(90, 170, 240),
    ground=None,
    border=(90, 120, 100),
    button=(40, 110, 70),
    button_off=(50, 60, 55),
    button_accent=(30, 100, 160),
    button_edge=(120, 150, 130),
    confirm=(214, 168, 58),
    # White on a face lifted by 35 read at 3.5:1; 15 keeps it above 4.5:1 (the gold
    # outline is what shows the focus).
    focus_lift=15,
    solid=False,
)
# For low vision: plain near-black ground, pure white text, strong yellow for focus and
# turn, solid light borders; every text at 7:1 or more (tests/ui/test_contrast.py).
HIGH_CONTRAST = Palette(
    white=(255, 255, 255),
    cream=(255, 255, 255),
    dim=(215, 215, 215),
    gold=(255, 221, 0),
    red=(255, 128, 115),
    ink=(0, 0, 0),
    panel=(0, 0, 0),
    accent=(120, 200, 255),
    ground=(8, 8, 12),
    border=(235, 235, 235),
    button=(0, 0, 0),
    button_off=(0, 0, 0),
    button_accent=(0, 30, 70),
    button_edge=(235, 235, 235),
    confirm=(255, 221, 0),
    focus_lift=0,
    solid=True,
)
THEMES = {"standard": STANDARD, "high_contrast": HIGH_CONTRAST}
_palette = STANDARD

WHITE = STANDARD.white
CREAM = STANDARD.cream
DIM = STANDARD.dim
GOLD = STANDARD.gold
RED = STANDARD.red
INK = STANDARD.ink
PANEL = STANDARD.panel
ACCENT = STANDARD.accent


def palette() -> Palette:
    """The theme in use."""
    return _palette


def use_theme(name: str) -> None:
    """Draw with a theme's colours from now on (an unknown name: the standard theme)."""
    global _palette, WHITE, CREAM, DIM, GOLD, RED, INK, PANEL, ACCENT
    chosen = THEMES.get(name, STANDARD)
    if chosen is _palette:
        return
    _palette = chosen
    WHITE, CREAM, DIM, GOLD, RED = chosen.white, chosen.cream, chosen.dim, chosen.gold, chosen.red
    INK, PANEL, ACCENT = chosen.ink, chosen.panel, chosen.accent
    _panel_layer.cache_clear()


# Called with every text drawn, the size it was drawn at (after shrinking to fit), whether
# it had to be cut and whether it is bold: the text audit records what the screens show
# (and checks that it reads: no squeezed word spaces). None in play.
text_hook: Callable[[str, int, bool, bool], None] | None = None
# Pixels at 100% text size: no text is drawn smaller at 1280x720 (the text audit checks
# it); every size here is drawn times the player's text size (assets.text_scale), so the
# smallest text at 200% is 24 px.
MIN_TEXT = 12


def px(size: float) -> float:
    """How many pixels text asked at `size` is drawn at (the player's text size times
    it): spacing between lines is measured with it."""
    return size * assets.text_scale()


def draw_text(
    surface: pygame.Surface,
    content: str,
    size: int,
    pos: tuple[float, float],
    color: tuple[int, int, int] | None = None,
    anchor: str = "topleft",
    bold: bool = False,
    max_width: int | None = None,
) -> pygame.Rect:
    """Draw cached text anchored at a point; shrinks the font to fit `max_width`, but
    never below MIN_TEXT (a line that still does not fit is cut with an ellipsis).
    Without a colour: the theme's text colour."""
    color = WHITE if color is None else color
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


def draw_text_box(
    surface: pygame.Surface,
    content: str,
    size: int,
    box: Box,
    color: tuple[int, int, int],
    bold: bool = False,
    pad: int = 16,
) -> None:
    """A line centred in a box, shrunk to fit its width; a line that would be cut even at
    the smallest size (bigger text) is wrapped into the lines the box holds instead."""
    width = box.w - pad
    fits = assets.text_width(content, MIN_TEXT, bold) <= width
    if fits and not _wrap_rather(content, size, box, width, bold):
        draw_text(surface, content, size, box.center, color, "center", bold, max_width=width)
        return
    trial, lines, step = _wrapped(content, size, box, width, bold)
    top = box.center[1] - (len(lines) - 1) * step / 2
    for i, line in enumerate(lines):
        draw_text(
            surface, line, trial, (box.center[0], top + i * step), color, "center", bold, width
        )


def _wrapped(
    content: str, size: int, box: Box, width: int, bold: bool
) -> tuple[int, list[str], float]:
    """The biggest size (at most `size`) whose wrapped lines the box holds: that size,
    the lines and the distance between them (the smallest size if none does)."""
    trial, lines, step = size, [content], px(size)
    for trial in range(max(size, MIN_TEXT), MIN_TEXT - 1, -1):
        lines = wrap_text(content, trial, width, bold)
        step = px(trial) * 1.1
        if len(lines) * step <= box.h:
            break
    return trial, lines, step


def _wrap_rather(content: str, size: int, box: Box, width: int, bold: bool) -> bool:
    """Whether a line that fits the box's width only shrunk is drawn bigger in two or
    more lines: with bigger text only (the player asked for it; at the designed size the
    box shows it on one line, as designed)."""
    if assets.text_scale() <= 1 or assets.text_width(content, size, bold) <= width:
        return False
    one = size
    while one > MIN_TEXT and assets.text_width(content, one, bold) > width:
        one -= 1
    trial, lines, step = _wrapped(content, size, box, width, bold)
    return len(lines) > 1 and len(lines) * step <= box.h and trial > one


def draw_text_up(
    surface: pygame.Surface,
    content: str,
    size: int,
    center: tuple[float, float],
    color: tuple[int, int, int] | None = None,
    bold: bool = False,
    max_height: int | None = None,
) -> None:
    """Text running upwards (turned 90 degrees), centred at a point: a word on a narrow
    upright card. Shrinks to fit `max_height` but never below MIN_TEXT."""
    color = WHITE if color is None else color
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
    solid = _palette.solid
    # High contrast: no felt shows through a panel, and every panel has a light edge.
    pygame.draw.rect(
        layer, (*PANEL, max(alpha, 235) if solid else alpha), layer.get_rect(), border_radius=radius
    )
    if border or solid:
        plain = border in (None, STANDARD.border)
        edge = _palette.border if solid and plain else border
        assert edge is not None
        # High contrast: a signal edge (focus, turn, warning) twice as thick as a plain one.
        thick = 4 if solid and not plain else 2
        pygame.draw.rect(layer, (*edge, 255 if solid else 220), layer.get_rect(), thick, radius)
    return layer


def panel(
    surface: pygame.Surface,
    box: Box,
    alpha: int = 170,
    radius: int = 12,
    border: tuple[int, int, int] | None = STANDARD.border,
) -> None:
    """A translucent dark panel with rounded corners (opaque, light-edged in the
    high-contrast theme)."""
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
    theme = _palette
    if confirm:
        rect = pygame.Rect(box.tuple())
        pygame.draw.rect(
            surface, theme.confirm if not hovered else GOLD, rect, border_radius=max(4, box.h // 4)
        )
        pygame.draw.rect(surface, CREAM, rect, 2, border_radius=max(4, box.h // 4))
        draw_text_box(surface, label, size, box, INK, True, pad=8)
        return
    base = theme.button if enabled else theme.button_off
    if accent and enabled:
        base = theme.button_accent
    if (focused or hovered) and enabled:
        lift = theme.focus_lift if focused else theme.focus_lift * 4 // 7
        base = (min(255, base[0] + lift), min(255, base[1] + lift), min(255, base[2] + lift))
    rect = pygame.Rect(box.tuple())
    pygame.draw.rect(surface, base, rect, border_radius=max(4, box.h // 4))
    outline = GOLD if focused and enabled else (CREAM if hovered and enabled else theme.button_edge)
    # High contrast: a thick focus ring and a solid edge on every button.
    thin = 2 if theme.solid else 1
    pygame.draw.rect(
        surface,
        outline,
        rect,
        (5 if theme.solid else 3) if focused else (2 if hovered else thin),
        border_radius=max(4, box.h // 4),
    )
    if focused and enabled:
        # A second ring round the focused button: told from the pointer's single ring by
        # its shape, not only its colour.
        pygame.draw.rect(surface, GOLD, rect.inflate(8, 8), 2, border_radius=max(4, box.h // 4) + 4)
    # A label too long even at the smallest size wraps onto a second line (bigger text).
    draw_text_box(surface, label, size, box, WHITE if enabled else DIM, True, pad=8)


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
    if outline or _palette.solid:
        # High contrast: every card has a light edge against the dark ground.
        pygame.draw.rect(
            surface,
            outline or _palette.border,
            pygame.Rect(box.x - 2, box.y - 2, image.get_width() + 4, image.get_height() + 4),
            3 if outline else 2,
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


def lead_tag_box(card: Box, s: float, inside: bool = False) -> Box:
    """Where the "Lead" tag of a card lies: over its top edge, or (`inside`, where a
    badge lies just above the card) within its top."""
    size = max(12, round(13 * s))
    w = assets.text_width(t("table.lead"), size, True) + round(12 * s)
    y = card.y + round(2 * s) if inside else card.y - round(px(size) * 0.9)
    return Box(card.center[0] - w // 2, y, w, round(px(size) * 1.5))


def lead_tag(surface: pygame.Surface, card: Box, s: float, inside: bool = False) -> None:
    """A small gold "Lead" tag over the top of the card that led the trick (within its
    top when `inside`)."""
    text = t("table.lead")
    size = max(12, round(13 * s))
    tag = lead_tag_box(card, s, inside)
    pygame.draw.rect(surface, GOLD, pygame.Rect(tag.tuple()), border_radius=tag.h // 2)
    draw_text(surface, text, size, tag.center, INK, "center", True)
