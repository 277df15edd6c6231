"""Layouts measure text with the font that draws it: Japanese lines wrap to the width
instead of being shrunk by draw_text (the Latin font measures kanji as narrow boxes)."""

from __future__ import annotations

import pygame

from game import assets, i18n
from game.ui.screens.rules_help import wrap_text

SENTENCE = "4人が2チームに分かれ、パートナーは向かい合って座ります。" * 4


def test_text_width_is_the_drawn_width() -> None:
    """text_width agrees with the rendered surface in both languages."""
    pygame.init()
    for language in ("en", "ja"):
        i18n.set_language(language)
        for content in ("Trumps", SENTENCE[:20]):
            drawn = assets.text(content, 20, (255, 255, 255)).get_width()
            assert assets.text_width(content, 20) == drawn
    # The Latin font measures these characters much narrower than they are drawn.
    assert assets.font(20).size(SENTENCE)[0] < 0.8 * assets.text_width(SENTENCE, 20)


def test_japanese_paragraph_wraps_within_the_width() -> None:
    """Every wrapped line fits, nothing is lost, and the lines are well filled."""
    pygame.init()
    i18n.set_language("ja")
    lines = wrap_text(SENTENCE, 18, 600)
    assert len(lines) >= 3
    assert "".join(lines) == SENTENCE
    assert all(assets.text_width(line, 18) <= 600 for line in lines)
    assert all(assets.text_width(line, 18) > 500 for line in lines[:-1])
    assert not any(line[0] in "、。" for line in lines)
