"""The English and Japanese help catalogs hold the same keys and the same placeholders."""

from __future__ import annotations

import string

from game.i18n import en, en_help, messages


def _japanese() -> dict[str, str]:
    """The Japanese texts of the help keys."""
    return {key: messages("ja")[key] for key in en_help.MESSAGES}


def _placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_same_keys_and_placeholders() -> None:
    """Every help key exists in both languages with identical {placeholders}."""
    ja_help = _japanese()
    assert set(en_help.MESSAGES) == set(ja_help)
    for key, english in en_help.MESSAGES.items():
        assert _placeholders(english) == _placeholders(ja_help[key]), key
    assert len(en_help.MESSAGES) > 200


def test_japanese_texts_are_japanese() -> None:
    """Each Japanese entry is non-empty and contains kana or kanji (no English left over)."""

    def japanese(text: str) -> bool:
        return any("\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" for ch in text)

    untranslated = [k for k, v in _japanese().items() if not v.strip() or not japanese(v)]
    assert untranslated == []


def test_help_keys_reach_the_english_catalog() -> None:
    """en.py merges en_help, so t() finds every help text."""
    assert all(en.MESSAGES[key] == text for key, text in en_help.MESSAGES.items())
