"""Lazy, cached assets: card faces at any size, the felt, fonts and rendered text.

Text picks its font per string: pygame's bundled Latin font (freesansbold) keeps the
English look, and the bundled Noto Sans CJK JP subset draws Japanese (the whole screen in
Japanese, or any string with a character the Latin font lacks, such as a player's
Japanese name). Card faces are scaled smoothly from the large sprites once per size and
cached, so drawing a frame never rescales or re-renders text.
"""

from __future__ import annotations

import logging
from functools import lru_cache
from pathlib import Path
from typing import Any

import pygame
import pygame.freetype

from game import i18n
from game.core.cards import Card, Deck
from game.games import ENTRIES
from game.paths import asset

log = logging.getLogger(__name__)

FONT_FILE: Path | None = None  # None = pygame's bundled default font (Latin only)
JAPANESE_FONT = ("sprites", "fonts", "NotoSansCJKjp-Stich.otf")
# pygame draws its default font at 0.6875 of the asked size; Japanese needs a few more
# pixels than that to stay legible, so the CJK font runs at 0.8 of the asked size.
JAPANESE_SCALE = 0.8
# Noto CJK's line box reserves 0.12 em above the tallest accent; cutting it off centres
# kana, kanji and capitals in a box the way the Latin font's text sits (buttons, plates).
JAPANESE_TOP_TRIM = 0.12
CARD_RATIO = 350 / 250  # height / width of the card sprites
_missing_reported: set[str] = set()


def _report_missing(path: Path) -> None:
    """Say once, clearly, which asset file is missing (the game goes on with a fallback)."""
    if str(path) not in _missing_reported:
        _missing_reported.add(str(path))
        log.warning("missing asset file: %s (drawing a plain substitute)", path)


def missing_assets() -> tuple[str, ...]:
    """Asset files that were asked for but not found."""
    return tuple(sorted(_missing_reported))


# pygame draws its default font at 0.6875 of the asked size: asked 12 or 13 gives an
# 8-pixel face whose hinting eats word spaces ("Wintricks", "Trick 7of 9,you lead") and
# thins "/" to a smudge. 14 (a 9-pixel face) is the smallest that keeps a clear gap
# between words and a visible slash, so smaller asks get that face (measured the same way
# they are drawn: layouts that measure with text_width see the real width).
LATIN_LEGIBLE = 14
# Even at a legible size the Latin face leaves only 2 clear pixel columns at a word space
# between some glyph pairs ("2 van", "6 joueurs", "9, Anna"), which reads as one word; the
# languages beyond English meet those pairs all the time. Below WIDE_SPACE_BELOW px such a
# space is widened until WORD_GAP columns with less than INK alpha part the words' ink
# (measured the same way, so layouts see the real width); other text is drawn as before.
WORD_GAP = 3
INK = 64
WIDE_SPACE_BELOW = 24


# The player's text size (settings.text_size / 100): every size a screen asks for is drawn
# and measured this much bigger, so layouts that measure with text_width see the truth.
_text_scale = 1.0
# The plain ground of the high-contrast theme instead of the felt (None: the felt).
_plain_ground: tuple[int, int, int] | None = None


def set_text_scale(factor: float) -> None:
    """Draw (and measure) every text `factor` times the size asked for."""
    global _text_scale
    if factor != _text_scale:
        _text_scale = factor
        clear_caches()


def text_scale() -> float:
    """The factor every asked text size is drawn at."""
    return _text_scale


def set_plain_background(colour: tuple[int, int, int] | None) -> None:
    """A plain ground colour for `felt()` (None: the felt texture)."""
    global _plain_ground
    if colour != _plain_ground:
        _plain_ground = colour
        felt.cache_clear()


def _pixels(size: int) -> int:
    return round(size * _text_scale)


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The game's Latin font at a pixel size times the text size (never below the
    legible face)."""
    face = pygame.font.Font(FONT_FILE, max(LATIN_LEGIBLE, _pixels(size)))
    face.set_bold(bold)
    return face


def japanese_font_path() -> Path:
    """Where the bundled font with Japanese coverage lives."""
    return asset(*JAPANESE_FONT)


@lru_cache(maxsize=64)
def japanese_font(size: int, bold: bool = False) -> pygame.font.Font:
    """The bundled Japanese font for text asked at `size` (the Latin font if it is missing)."""
    path = japanese_font_path()
    if not path.exists():
        _report_missing(path)
        return font(size, bold)
    try:
        face = pygame.font.Font(str(path), _japanese_pixels(size))
    except (OSError, pygame.error) as exc:  # a damaged file must not end the game
        log.warning("cannot load font %s (%s): using the Latin font", path, exc)
        _missing_reported.add(str(path))
        return font(size, bold)
    face.set_bold(bold)
    return face


def _japanese_pixels(size: int) -> int:
    return max(8, round(size * _text_scale * JAPANESE_SCALE))


@lru_cache(maxsize=4096)
def needs_japanese_font(content: str) -> bool:
    """True when the Latin font lacks a glyph of `content` (kana, kanji, full-width...)."""
    if content.isascii():
        return False
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    # freetype reports None for a glyph the font does not have; pygame.font does not.
    try:
        metrics = _latin_probe().get_metrics(content)
    except pygame.error:  # a probe from before pygame.quit(): make a new one
        _latin_probe.cache_clear()
        metrics = _latin_probe().get_metrics(content)
    return any(metric is None for metric in metrics)


@lru_cache(maxsize=1)
def _latin_probe() -> pygame.freetype.Font:
    return pygame.freetype.Font(FONT_FILE, 12)


def uses_japanese_font(content: str) -> bool:
    """Whether `text()` draws `content` with the Japanese font."""
    return i18n.language() == "ja" or needs_japanese_font(content)


def text_width(content: str, size: int, bold: bool = False) -> int:
    """How wide `text()` draws `content`, measured with the font it will pick (the Latin
    font measures kanji as narrow boxes, so layouts must not measure with it)."""
    if uses_japanese_font(content):
        return japanese_font(size, bold).size(content)[0]
    return _latin_width(content, size, bold)


@lru_cache(maxsize=4096)
def _space_widening(content: str, size: int, bold: bool) -> tuple[tuple[int, int], ...]:
    """Where a word space of `content` must be widened, as (column, extra pixels): the
    columns between the words' ink (less than INK alpha) counted in the face's own
    rendering, as a reader sees them. Empty for most text, which is drawn as it is."""
    if " " not in content or _pixels(size) >= WIDE_SPACE_BELOW:
        return ()
    face = font(size, bold)
    image = face.render(content, True, (255, 255, 255))
    w, h = image.get_size()
    widen: list[tuple[int, int]] = []
    for i, char in enumerate(content):
        if (
            char != " "
            or i == 0
            or i == len(content) - 1
            or " " in (content[i - 1], content[i + 1])
        ):
            continue
        x = (face.size(content[:i])[0] + face.size(content[: i + 1])[0]) // 2
        if not 0 < x < w:
            continue
        start, stop = max(0, x - 2 * WORD_GAP), min(w, x + 2 * WORD_GAP)
        left = image.subsurface((start, 0, x - start, h)).get_bounding_rect(min_alpha=INK)
        right = image.subsurface((x, 0, stop - x, h)).get_bounding_rect(min_alpha=INK)
        ink_end = start + left.right if left.w else start
        ink_start = x + right.left if right.w else stop
        if ink_start - ink_end < WORD_GAP:
            widen.append((x, WORD_GAP - (ink_start - ink_end)))
    return tuple(widen)


def _latin_width(content: str, size: int, bold: bool) -> int:
    width = font(size, bold).size(content)[0]
    return width + sum(extra for _, extra in _space_widening(content, size, bold))


def _latin_text(content: str, size: int, color: tuple[int, int, int], bold: bool) -> pygame.Surface:
    image = font(size, bold).render(content, True, color)
    widen = _space_widening(content, size, bold)
    if not widen:
        return image
    # The face's own rendering cut at each space to widen, the pieces moved apart.
    w, h = image.get_size()
    spaced = pygame.Surface((w + sum(extra for _, extra in widen), h), pygame.SRCALPHA)
    cut = shift = 0
    for x, extra in (*widen, (w, 0)):
        spaced.blit(image.subsurface((cut, 0, x - cut, h)), (cut + shift, 0))
        cut, shift = x, shift + extra
    return spaced


def text(
    content: str, size: int, color: tuple[int, int, int], bold: bool = False
) -> pygame.Surface:
    """Rendered, antialiased text (cached: re-rendering text every frame halves the fps)."""
    japanese = uses_japanese_font(content)
    try:
        return _text(content, size, color, bold, japanese)
    except pygame.error:
        # Fonts cached before pygame was quit and re-initialised are dead: start afresh.
        if not pygame.font.get_init():
            pygame.font.init()
        clear_caches()
        return _text(content, size, color, bold, japanese)


@lru_cache(maxsize=2048)
def _text(
    content: str, size: int, color: tuple[int, int, int], bold: bool, japanese: bool
) -> pygame.Surface:
    if not japanese:
        return _latin_text(content, size, color, bold)
    face = japanese_font(size, bold)
    image = face.render(content, True, color)
    if str(japanese_font_path()) in _missing_reported:
        return image  # the Latin fallback: nothing to trim
    trim = min(round(_japanese_pixels(size) * JAPANESE_TOP_TRIM), image.get_height() - 1)
    if image.get_width() == 0 or trim <= 0:
        return image
    return image.subsurface((0, trim, image.get_width(), image.get_height() - trim)).copy()


FRENCH_STYLES = ("french", "french4", "swiss")


def deck_folder(card: Card, face_style: str = "french") -> str:
    """The sprite folder: a French card's style, or the colour deck named by the style.

    A colour card like `R5` exists in more than one game's colour deck, so the game's
    table names its deck (a face style of its registry entry) as the style; any other
    style draws colour cards from the largest colour deck.
    """
    if card.is_french:
        return face_style if face_style in FRENCH_STYLES else "french"
    colour = colour_faces()
    if face_style in colour:
        return face_style
    return max(colour, key=lambda folder: len(colour[folder].cards))


@lru_cache(maxsize=1)
def colour_faces() -> dict[str, Deck]:
    """The games' own (colour) decks by sprite folder, from the registry's entries."""
    return {face.folder: face.deck for entry in ENTRIES.values() for face in entry.faces}


@lru_cache(maxsize=512)
def _card_source(folder: str, code: str) -> pygame.Surface | None:
    path = asset("sprites", "cards", folder, f"{code}.png")
    if not path.exists():
        _report_missing(path)
        return None
    return pygame.image.load(str(path))


@lru_cache(maxsize=1024)
def card_face(card: Card, width: int, face_style: str = "french") -> pygame.Surface:
    """The face of a card scaled smoothly to `width` pixels (height follows the sprites)."""
    height = round(width * CARD_RATIO)
    source = _card_source(deck_folder(card, face_style), str(card))
    if source is None:
        return _plain_face(card, width, height)
    return _prepare(pygame.transform.smoothscale(source, (width, height)))


@lru_cache(maxsize=32)
def card_back(width: int) -> pygame.Surface:
    """The card back at `width` pixels."""
    height = round(width * CARD_RATIO)
    path = asset("sprites", "cards", "back.png")
    if not path.exists():
        _report_missing(path)
        surface = pygame.Surface((width, height), pygame.SRCALPHA)
        pygame.draw.rect(surface, (40, 60, 140), surface.get_rect(), border_radius=width // 12)
        pygame.draw.rect(surface, (230, 230, 240), surface.get_rect(), 2, width // 12)
        return surface
    return _prepare(pygame.transform.smoothscale(pygame.image.load(str(path)), (width, height)))


@lru_cache(maxsize=4)
def felt_tile() -> pygame.Surface:
    """The felt texture tile (a flat green when the file is missing)."""
    path = asset("sprites", "felt.png")
    if not path.exists():
        _report_missing(path)
        surface = pygame.Surface((64, 64))
        surface.fill((22, 92, 52))
        return surface
    return _prepare(pygame.image.load(str(path)), alpha=False)


@lru_cache(maxsize=8)
def felt(width: int, height: int) -> pygame.Surface:
    """The whole table background at a window size, tiled once and cached (a plain
    ground in the high-contrast theme)."""
    surface = pygame.Surface((width, height))
    if _plain_ground is not None:
        surface.fill(_plain_ground)
        return surface
    tile = felt_tile()
    for x in range(0, width, tile.get_width()):
        for y in range(0, height, tile.get_height()):
            surface.blit(tile, (x, y))
    shade = pygame.Surface((width, height), pygame.SRCALPHA)
    # A soft vignette draws the eye to the middle of the table.
    for i in range(12):
        alpha = 10 + i * 4
        inset = i * min(width, height) // 60
        band = max(1, min(width, height) // 60)
        pygame.draw.rect(shade, (0, 0, 0, alpha), shade.get_rect(), band, border_radius=inset)
    surface.blit(shade, (0, 0))
    return surface


def _prepare(surface: pygame.Surface, alpha: bool = True) -> pygame.Surface:
    """Convert to the display format when a display exists (faster blits)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha() if alpha else surface.convert()
    return surface


def _plain_face(card: Card, width: int, height: int) -> pygame.Surface:
    """A readable substitute face when a sprite file is missing."""
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(surface, (250, 250, 245), surface.get_rect(), border_radius=width // 12)
    pygame.draw.rect(surface, (30, 30, 30), surface.get_rect(), 2, width // 12)
    red = card.suit in "HDR"
    label = text(str(card), max(10, width // 3), (190, 20, 20) if red else (20, 20, 20), True)
    surface.blit(label, label.get_rect(center=(width // 2, height // 2)))
    return surface


_other_caches: list[Any] = []


def register_cache(cached: Any) -> Any:
    """Let a drawing module's lru_cache of surfaces be cleared with the assets."""
    _other_caches.append(cached)
    return cached


def clear_caches() -> None:
    """Forget every cached surface (after a display mode change or a settings change)."""
    for cached in (
        font,
        japanese_font,
        _text,
        _card_source,
        card_face,
        card_back,
        felt_tile,
        felt,
        _latin_probe,
        _space_widening,
        *_other_caches,
    ):
        cached.cache_clear()
