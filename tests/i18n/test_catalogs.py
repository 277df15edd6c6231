"""The Japanese catalogs mirror the English ones: same keys, same placeholders, real Japanese."""

from __future__ import annotations

import re
import string
from types import ModuleType

import pytest

from game import i18n
from game.i18n import (
    en,
    en_klaverjas,
    en_refusals,
    en_skitgubbe,
    en_stichln,
    en_was_sticht,
    ja,
    ja_klaverjas,
    ja_refusals,
    ja_skitgubbe,
    ja_stichln,
    ja_was_sticht,
)

PAIRS: list[tuple[ModuleType, ModuleType]] = [
    (en, ja),
    (en_klaverjas, ja_klaverjas),
    (en_refusals, ja_refusals),
    (en_skitgubbe, ja_skitgubbe),
    (en_stichln, ja_stichln),
    (en_was_sticht, ja_was_sticht),
]
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]")
# Japanese entries that rightly hold no Japanese character: the program's and the games'
# proper names, card and chip tags, and the language's own name for English.
LATIN_ON_PURPOSE = {
    "app.title",
    "table.dealer_mark",
    "sk.badge_loser",
    "sk.short_card",
    "sk.run",
    "value.en",
    "language.en",
    "sk.short.11",
    "sk.short.12",
    "sk.short.13",
    "sk.short.14",  # J Q K A corner indices
    "ws.short_player",  # "2P": how Japanese games shorten "player 2"
    "ws.badge",  # "3 あなた": a hint place and a name on a narrow grid badge
    "ws.hint_group",  # a name and column numbers ("Anna 2・6") under the heading ヒント
}


def placeholders(text: str) -> set[str]:
    """The {names} a catalog string fills in."""
    return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}


@pytest.mark.parametrize(("english", "japanese"), PAIRS, ids=[p[1].__name__ for p in PAIRS])
def test_same_keys_and_placeholders(english: ModuleType, japanese: ModuleType) -> None:
    """Every English key has a Japanese text with exactly the same {placeholders}."""
    en_messages, ja_messages = english.MESSAGES, japanese.MESSAGES
    assert set(ja_messages) - set(en_messages) == set()
    assert set(en_messages) - set(ja_messages) == set()
    differing = {
        key: (placeholders(en_messages[key]), placeholders(ja_messages[key]))
        for key in en_messages
        if placeholders(en_messages[key]) != placeholders(ja_messages[key])
    }
    assert differing == {}


def test_japanese_is_registered_and_complete() -> None:
    """CATALOGS offers ja with every English key; t() then answers in Japanese."""
    assert set(i18n.CATALOGS) == {"en", "ja"}
    assert set(i18n.CATALOGS["ja"]) == set(i18n.CATALOGS["en"])
    assert i18n.LANGUAGE_CHOICES == ("system", "en", "ja")
    try:
        i18n.set_language("ja")
        assert i18n.t("menu.play") == "プレイ"
        assert i18n.t("table.thinking", name="Anna") == "Annaが考えています…"
    finally:
        i18n.set_language("en")
    assert i18n.t("menu.play") == "Play"


def test_japanese_texts_are_japanese() -> None:
    """Nothing was left in English: only the listed names and tags hold no Japanese."""
    latin = {
        key
        for key, text in ja.MESSAGES.items()
        if re.search("[A-Za-z]", text) and not JAPANESE.search(text)
    }
    assert latin == LATIN_ON_PURPOSE


def test_every_catalog_string_fills_in() -> None:
    """Formatting each Japanese text with its own placeholders never raises."""
    checked = 0
    for key, text in ja.MESSAGES.items():
        filled = text.format(**dict.fromkeys(placeholders(text), "X"))
        assert "{" not in filled, key
        checked += 1
    assert checked == len(en.MESSAGES)
