"""Every language has every message of the English source, with the same placeholders,
in its own words; the gettext catalogs are current (tools/catalogs.py check) and the
check refuses a missing, stale, fuzzy or wrongly filled catalog."""

from __future__ import annotations

import importlib.util
import re
import shutil
import string
import sys
from pathlib import Path
from types import ModuleType

import pytest

from game import i18n
from game.i18n.entries import ONE

ROOT = Path(__file__).resolve().parents[2]
TRANSLATED = [code for code in i18n.LANGUAGES if code != "en"]
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]")
# Japanese entries that rightly hold no Japanese character: the program's and the games'
# proper names, card and chip tags.
LATIN_ON_PURPOSE = {
    "app.title",
    "table.dealer_mark",
    "sk.badge_loser",
    "sk.short_card",
    "sk.run",
    "sk.short.11",
    "sk.short.12",
    "sk.short.13",
    "sk.short.14",  # J Q K A corner indices
    "ws.short_player",  # "2P": how Japanese games shorten "player 2"
    "ws.badge",  # "3 あなた": a hint place and a name on a narrow grid badge
    "ws.hint_group",  # a name and column numbers ("Anna 2・6") under the heading ヒント
}
# A European language may rightly keep an English text when its words are names, game
# terms or words the language shares ("Menu (Esc)", "Skitgubbe: {name}", ", Match");
# any other text equal to the English with two or more words is English left as it was.
SHARED = frozenset(
    {"Menu", "Esc", "Enter", "Start", "Hints", "Schieben", "Stöck", "Weis", "Match",
     "Skitgubbe", "Stich", "Obenabe", "Undenufe", "Jass", "Klaverjas", "Stichln", "Was",
     "Sticht", "Schieber", "Tab", "Info", "Total", "OK", "Roem", "Pit", "Nat"}
)  # fmt: skip


def placeholders(text: str) -> set[str]:
    """The {names} a catalog string fills in."""
    return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}


def load_tool() -> ModuleType:
    """tools/catalogs.py as a module (it is a script, not part of the package)."""
    spec = importlib.util.spec_from_file_location("catalogs_tool", ROOT / "tools" / "catalogs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["catalogs_tool"] = module
    spec.loader.exec_module(module)
    return module


def test_languages_are_offered_by_their_own_names() -> None:
    """The menu offers the system's language and six catalogs, each named in itself."""
    assert i18n.LANGUAGE_CHOICES == ("system", "en", "de", "fr", "nl", "sv", "ja")
    names = [i18n.language_name(code) for code in i18n.LANGUAGES]
    assert names == ["English", "Deutsch", "Français", "Nederlands", "Svenska", "日本語"]


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_key_with_the_same_placeholders(code: str) -> None:
    """Every English key has a text in the language with exactly its {placeholders};
    a plural's form for one may leave the count out ("eine Karte")."""
    english, texts = i18n.ENGLISH, i18n.messages(code)
    missing = [key for key in english if not texts.get(key, "").strip()]
    assert missing == []
    differing = {
        key: (placeholders(english[key]), placeholders(texts[key]))
        for key in english
        if placeholders(texts[key]) != placeholders(english[key])
        and not (key.endswith(ONE) and placeholders(texts[key]) <= placeholders(english[key]))
    }
    assert differing == {}
    assert set(texts) == set(english)


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_text_fills_in(code: str) -> None:
    """Formatting each text with its own placeholders never raises or leaves a brace."""
    checked = 0
    for key, text in i18n.messages(code).items():
        filled = text.format(**dict.fromkeys(placeholders(text), "X"))
        assert "{" not in filled and "}" not in filled, (code, key)
        checked += 1
    assert checked == len(i18n.ENGLISH)


def test_japanese_texts_are_japanese() -> None:
    """Nothing was left in English: only the listed names and tags hold no Japanese."""
    latin = {
        key
        for key, text in i18n.messages("ja").items()
        if re.search("[A-Za-z]", text) and not JAPANESE.search(text)
    }
    assert latin == LATIN_ON_PURPOSE


@pytest.mark.parametrize("code", ["de", "fr", "nl", "sv"])
def test_no_english_left(code: str) -> None:
    """No text of two or more English words is left as the English."""
    texts = i18n.messages(code)
    left = sorted(
        key
        for key, english in i18n.ENGLISH.items()
        if texts[key] == english and len(english_words(english)) >= 2
    )
    assert left == []


def english_words(text: str) -> list[str]:
    """The words of a text a language would translate: placeholders, names and shared
    game terms left out."""
    words = re.findall(r"[A-Za-z]{3,}", re.sub(r"\{\w+\}", "", text))
    return [word for word in words if word not in SHARED]


@pytest.mark.parametrize(
    ("code", "count", "expected"),
    [("en", 0, "Stock: 0 cards"), ("en", 1, "Stock: 1 card"), ("ja", 1, "山札：1枚")],
)
def test_counts_take_the_languages_own_form(code: str, count: int, expected: str) -> None:
    """The plural form comes from the catalog's Plural-Forms rule, not from code."""
    with i18n.speaking(code):
        assert i18n.counted("sk.stock_left", count, count=count) == expected


def test_french_says_zero_in_the_singular() -> None:
    """French counts 0 with the singular form (its CLDR rule), English with the plural:
    the same message, two rules, no code per language."""
    with i18n.speaking("fr"):
        zero = i18n.counted("sk.stock_left", 0, count=0)
        one = i18n.counted("sk.stock_left", 1, count=1).replace("1", "0")
        two = i18n.counted("sk.stock_left", 2, count=2)
    assert zero == one
    assert zero != two.replace("2", "0")


def test_catalogs_are_current() -> None:
    """The committed template and catalogs match the English source and each other."""
    tool = load_tool()
    assert tool.problems() == []


def test_check_refuses_missing_stale_and_fuzzy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A copy of the catalogs, broken four ways, gives one problem per break."""
    tool = load_tool()
    locale = tmp_path / "locale"
    shutil.copytree(ROOT / "game" / "locale", locale)
    monkeypatch.setattr(tool, "LOCALE", locale)
    monkeypatch.setattr(tool, "TEMPLATE", locale / "stich.pot")
    wanted = tool.message_keys(tool._template())
    assert tool.language_problems("ja", wanted) == []

    po = tool.po_file("ja")
    text = po.read_text(encoding="utf-8")
    po.write_text(text.replace('msgstr "プレイ"', 'msgstr ""', 1), encoding="utf-8")
    found = tool.language_problems("ja", wanted)
    assert any("menu.play is not translated" in line for line in found), found
    assert any("stich.mo is stale" in line for line in found), found

    po.write_text(
        text.replace('msgctxt "menu.play"', '#, fuzzy\nmsgctxt "menu.play"', 1), encoding="utf-8"
    )
    assert any("menu.play is fuzzy" in line for line in tool.language_problems("ja", wanted))

    po.write_text(text.replace("{name}が考えています", "{nom}が考えています", 1), encoding="utf-8")
    assert any("table.thinking fills" in line for line in tool.language_problems("ja", wanted))

    tool.mo_file("ja").unlink()
    po.write_text(text, encoding="utf-8")
    assert any("stich.mo is missing" in line for line in tool.language_problems("ja", wanted))

    po.unlink()
    assert tool.language_problems("ja", wanted) == [
        "ja: game/locale/ja/LC_MESSAGES/stich.po is missing"
    ]


def test_a_changed_english_text_makes_the_template_stale(monkeypatch: pytest.MonkeyPatch) -> None:
    """Editing the English source without extracting is reported."""
    tool = load_tool()
    monkeypatch.setitem(i18n.ENGLISH, "menu.play", "Play now")
    monkeypatch.setattr(i18n, "ENTRIES", i18n.entries(i18n.ENGLISH))
    assert any("stich.pot is stale" in line for line in tool.problems())


def test_a_missing_catalog_falls_back_to_english(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """An unreadable .mo shows English and says so once in the log; nothing crashes."""
    from game.i18n import translations

    broken = tmp_path / "de" / "LC_MESSAGES"
    broken.mkdir(parents=True)
    (broken / "stich.mo").write_bytes(b"not a catalog")
    monkeypatch.setattr(translations, "locale_dir", lambda: tmp_path)
    catalog = translations.load_catalog("de", i18n.ENGLISH, i18n.ENTRIES, i18n.PLURALS)
    assert catalog.texts == {}
    assert "cannot be read" in caplog.text


def test_changed_english_keeps_that_keys_translation_as_fuzzy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """extract + update after an English edit: each language keeps the key's own old
    translation, marked fuzzy with the old English beside it (never another key's with
    similar English: "Play a game" is not "Play again"), and check refuses it."""
    tool = load_tool()
    locale = tmp_path / "locale"
    shutil.copytree(ROOT / "game" / "locale", locale)
    monkeypatch.setattr(tool, "LOCALE", locale)
    monkeypatch.setattr(tool, "TEMPLATE", locale / "stich.pot")
    played = {code: i18n.messages(code)["menu.play"] for code in TRANSLATED}
    monkeypatch.setitem(i18n.ENGLISH, "menu.play", "Play a game")
    monkeypatch.setattr(i18n, "ENTRIES", i18n.entries(i18n.ENGLISH))
    tool.extract()
    tool.update(TRANSLATED)
    for code in TRANSLATED:
        catalog = tool._read(tool.po_file(code), code)
        message = next(m for m in catalog if m.context == "menu.play")
        assert message.id == "Play a game" and message.fuzzy
        assert message.string == played[code]
        assert '#| msgid "Play"\nmsgctxt "menu.play"' in tool.po_file(code).read_text("utf-8")
    assert sorted(line for line in tool.problems() if "fuzzy" in line) == [
        f"{code}: menu.play is fuzzy (the English changed)" for code in sorted(TRANSLATED)
    ]
