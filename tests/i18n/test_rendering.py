"""Text picks its font per string: Japanese glyphs from the bundled font, English unchanged."""

from __future__ import annotations

import pygame
import pytest

from game import assets, i18n
from game.app import App
from game.settings import Settings
from game.ui.screens.menu import MainMenu
from game.ui.screens.settings import SettingsScreen

WHITE = (255, 255, 255)


@pytest.fixture
def fonts():
    """pygame's font module with fresh caches; English again afterwards."""
    pygame.font.init()
    assets.clear_caches()
    yield
    i18n.set_language("en")
    assets.clear_caches()


def pixels(surface: pygame.Surface) -> bytes:
    """The raw RGBA bytes of a surface, for comparing renderings."""
    return pygame.image.tobytes(surface, "RGBA")


def test_choice_of_font(fonts) -> None:
    """English strings keep the Latin font; Japanese text or a Japanese screen use Noto."""
    assert not assets.uses_japanese_font("Play")
    assert assets.uses_japanese_font("太郎")
    i18n.set_language("ja")
    assert assets.uses_japanese_font("Play")  # one font for a whole Japanese screen


def test_english_look_is_unchanged(fonts) -> None:
    """An English string renders exactly as pygame's default font renders it."""
    expected = assets.font(24, True).render("Schieben (push)", True, WHITE)
    assert pixels(assets.text("Schieben (push)", 24, WHITE, True)) == pixels(expected)


def test_japanese_glyphs_are_real_glyphs(fonts) -> None:
    """Two kanji render differently, and neither as the .notdef box of a missing glyph."""
    i18n.set_language("ja")
    nichi, hon = assets.text("日", 32, WHITE), assets.text("本", 32, WHITE)
    notdef = assets.text("\ue000", 32, WHITE)  # private use: in no font
    assert pixels(nichi) != pixels(hon)
    assert pixels(nichi) != pixels(notdef) and pixels(hon) != pixels(notdef)
    latin_box = assets.font(32).render("日", True, WHITE)  # what the Latin font would draw
    assert nichi.get_size() != latin_box.get_size()


@pytest.mark.parametrize("content", ["開始", "プレイ", "設定", "Play", "ヴァイスなし"])
def test_japanese_text_sits_centred(fonts, content: str) -> None:
    """The ink of Japanese text is vertically centred in its surface (buttons stay tidy)."""
    i18n.set_language("ja")
    for size in (16, 20, 28, 40):
        image = assets.text(content, size, WHITE, True)
        ink = image.get_bounding_rect()
        offset = ink.centery - image.get_height() / 2
        assert abs(offset) <= max(1.5, image.get_height() * 0.1), (size, offset)


def test_missing_font_falls_back_and_says_which(fonts, monkeypatch, caplog) -> None:
    """Without the font file, Japanese text still renders (Latin font) and the file is named."""
    monkeypatch.setattr(assets, "JAPANESE_FONT", ("sprites", "fonts", "gone.otf"))
    i18n.set_language("ja")
    with caplog.at_level("WARNING"):
        image = assets.text("日本語", 24, WHITE)
    assert image.get_width() > 0
    assert any(path.endswith("gone.otf") for path in assets.missing_assets())
    assert "gone.otf" in caplog.text


def test_a_japanese_screen_draws_with_the_japanese_font(fonts, tmp_path, monkeypatch) -> None:
    """The main menu in Japanese renders its labels with Noto; in English with the Latin font."""
    monkeypatch.setenv("STICH_HOME", str(tmp_path))
    drawn: list[tuple[str, bool]] = []
    real = assets._text

    def spy(content, size, color, bold, japanese):  # type: ignore[no-untyped-def]
        drawn.append((content, japanese))
        return real(content, size, color, bold, japanese)

    spy.cache_clear = real.cache_clear  # type: ignore[attr-defined]
    monkeypatch.setattr(assets, "_text", spy)
    app = App(Settings(language="ja"), size=(1280, 720))
    try:
        app.stack.replace(MainMenu(app))
        app.step()
        assert ("プレイ", True) in drawn and ("設定", True) in drawn
        assert all(japanese for _, japanese in drawn)
        drawn.clear()
        app.apply_settings(app.settings.model_copy(update={"language": "en"}))
        app.stack.replace(SettingsScreen(app))
        app.step()
        assert ("Play", False) not in drawn  # the settings screen, not the menu
        assert ("Language", False) in drawn
        assert ("<  English  >", False) in drawn  # the value of the language row
    finally:
        pygame.quit()


def test_language_row_switches_the_settings_screen(fonts, tmp_path, monkeypatch) -> None:
    """Changing the language row relabels the settings form at once."""
    monkeypatch.setenv("STICH_HOME", str(tmp_path))
    app = App(Settings(language="en"), size=(1280, 720))
    try:
        screen = SettingsScreen(app)
        row = next(r for r in screen.rows if r.label == "Language")
        assert row.value() == "English"
        row.change(-1)  # en -> system (the language list wraps): system -> ... -> ja
        row = next(r for r in screen.rows if r.label == "Language")
        row.change(-1)
        assert app.settings.language == "ja"
        assert screen.heading == "設定"
        assert any(r.label == "言語" and r.value() == "日本語" for r in screen.rows)
    finally:
        pygame.quit()


def test_a_squeezed_word_space_is_widened_and_measured_so(fonts) -> None:
    """Glyph pairs the Latin face sets 2 columns apart at 16 px ("2 van", "6 joueurs",
    "0 Spiele") are drawn with the audit's 3 clear columns; the width layouts measure is
    the width drawn; text that needs nothing is the face's own rendering, pixel for pixel."""
    from tests.ui.text_audit import unreadable

    squeezed = ("Kolom 2 van 9", "2 à 6 joueurs", "0 Spiele", "Slag 5 van 9, Anna komt uit")
    checked = 0
    for text in squeezed:
        assets.clear_caches()
        face = assets.font(16)
        assert assets._space_widening(text, 16, False), text  # the face alone squeezes it
        drawn = assets.text(text, 16, (255, 255, 255))
        assert unreadable(text, 16) is None
        assert drawn.get_width() == assets.text_width(text, 16) > face.size(text)[0]
        checked += 1
    plain = "Trick 7 of 9, you lead"
    assert assets._space_widening(plain, 16, False) == ()
    assert assets.text_width(plain, 16) == assets.font(16).size(plain)[0]
    assert checked == len(squeezed)


def test_a_heading_word_wider_than_its_column_stays_whole(fonts) -> None:
    """A score-sheet heading is wrapped at spaces; a single word too wide for the column
    is kept whole on one line when it fits at the smallest size (it is then shrunk), never
    split "Annon" / "ces"; a column too narrow even for that still breaks the word rather
    than cutting it; Japanese, which has no spaces, still wraps between characters."""
    from game.ui import renderer

    smallest = assets.text_width("Annonces", renderer.MIN_TEXT, True)
    assert smallest < assets.text_width("Annonces", 18, True)
    assert renderer.heading_lines("Annonces", 18, smallest) == ["Annonces"]
    kaarten = assets.text_width("Kaarten", renderer.MIN_TEXT, True)
    assert renderer.heading_lines("Kaarten", 18, kaarten) == ["Kaarten"]
    tiny = renderer.heading_lines("Annonces", 18, assets.text_width("Ann", 18, True))
    assert len(tiny) == 2 and "".join(tiny).startswith("Annon")
    assert renderer.heading_lines("Card points", 18, assets.text_width("points", 18, True)) == [
        "Card",
        "points",
    ]
    with i18n.speaking("ja"):
        japanese = renderer.heading_lines(
            "カードの点数合計", 18, assets.text_width("カードの", 18, True)
        )
    assert len(japanese) == 2
