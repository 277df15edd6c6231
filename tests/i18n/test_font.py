"""The bundled Japanese font: present with its licence, small, and covering every catalog.

pygame.freetype reports None for a glyph the font lacks (pygame.font would silently draw
the .notdef box), so coverage is checked without fontTools.
"""

from __future__ import annotations

import pygame
import pygame.freetype
import pytest

from game import assets, i18n
from game.paths import asset

FONT = asset("sprites", "fonts", "NotoSansCJKjp-Stich.otf")


@pytest.fixture(scope="module")
def face() -> pygame.freetype.Font:
    """The bundled font through freetype, for glyph queries."""
    pygame.freetype.init()
    return pygame.freetype.Font(str(FONT), 16)


def missing(face: pygame.freetype.Font, chars: str) -> list[str]:
    """The characters of `chars` the font has no glyph for."""
    return [ch for ch, metric in zip(chars, face.get_metrics(chars), strict=True) if metric is None]


def jis_level1_kanji() -> str:
    """The 2,965 kanji of JIS X 0208 level 1 (rows 16-47)."""
    chars = []
    for row in range(16, 48):
        for cell in range(1, 95):
            try:
                chars.append(bytes((0xA0 + row, 0xA0 + cell)).decode("euc_jp"))
            except UnicodeDecodeError:
                continue
    return "".join(chars)


def test_font_and_licence_ship_together() -> None:
    """The subset is committed with OFL.txt and a README, well under 5 MB."""
    assert FONT.is_file()
    assert 500_000 < FONT.stat().st_size < 5_000_000
    licence = (FONT.parent / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE" in licence and "Version 1.1" in licence
    assert "tools/ja_font_subset.py" in (FONT.parent / "README.md").read_text(encoding="utf-8")


def test_every_catalog_character_has_a_glyph(face: pygame.freetype.Font) -> None:
    """Each character of every catalog string of every language renders (no boxes) in the
    bundled Japanese font, which draws any string the Latin font cannot."""
    chars = sorted(
        {
            ch
            for catalog in i18n.CATALOGS.values()
            for text in catalog.values()
            for ch in text
            if ch.isprintable()
        }
    )
    assert len(chars) > 400  # kana, kanji, Latin and punctuation together
    assert missing(face, "".join(chars)) == []


@pytest.mark.parametrize("code", [code for code in i18n.LANGUAGES if code != "ja"])
def test_european_languages_draw_in_the_latin_font(code: str) -> None:
    """A European language's texts are drawn by pygame's Latin font, every character
    of them (umlauts, å, œ, guillemets, dashes): no string of theirs falls back to the
    Japanese font and changes its look mid-screen."""
    pygame.freetype.init()
    latin = pygame.freetype.Font(None, 16)
    chars = sorted({ch for text in i18n.messages(code).values() for ch in text if ch.isprintable()})
    assert len(chars) > 50
    assert missing(latin, "".join(chars)) == []


def test_kana_latin_and_level1_kanji_are_covered(face: pygame.freetype.Font) -> None:
    """Names typed by players: all kana (full and half width), Latin-1, JIS level-1 kanji."""
    kana = (
        "".join(chr(c) for c in range(0x3041, 0x3097))
        + "".join(chr(c) for c in range(0x30A1, 0x30FB))
        + "ー"
        + "".join(chr(c) for c in range(0xFF61, 0xFFA0))
    )
    latin = "".join(chr(c) for c in range(0x20, 0x7F)) + "".join(chr(c) for c in range(0xA0, 0x100))
    kanji = jis_level1_kanji()
    assert len(kanji) == 2965
    assert missing(face, kana + latin + kanji) == []


def test_the_latin_font_lacks_japanese() -> None:
    """Why the bundled font exists: pygame's own font has no kana (so the choice matters)."""
    pygame.font.init()
    assert assets.needs_japanese_font("日本語")
    assert assets.needs_japanese_font("Anna und 太郎")
    assert not assets.needs_japanese_font("Schieben (push)")
    assert not assets.needs_japanese_font("Stöck! with Ace of hearts")
