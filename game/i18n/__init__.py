"""The one translation function every screen uses: `t("key", name=...)`.

English is the source: the catalog modules `en*.py`. Every other language is a gettext
catalog (`game/locale/<code>/LC_MESSAGES/stich.po`, compiled to `.mo` by
`tools/catalogs.py`). A key a language lacks falls back to English, then to the key
itself, so a forgotten string shows up visibly instead of crashing. Counts pick their
form by the language's own plural rule (`counted`, `form`).
"""

from __future__ import annotations

import locale
import os
import sys
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass

from game.i18n import en
from game.i18n.entries import entries, plural_keys
from game.i18n.translations import Catalog, english_catalog, load_catalog

ENGLISH: dict[str, str] = en.MESSAGES
ENTRIES = entries(ENGLISH)
PLURALS = plural_keys(ENGLISH)
# Each language named in itself, in the order the language menu lists them.
NATIVE_NAMES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "nl": "Nederlands",
    "sv": "Svenska",
    "ja": "日本語",
}
LANGUAGES = tuple(NATIVE_NAMES)
# What the settings offer: the system's language, or one catalog by its code.
LANGUAGE_CHOICES = ("system", *LANGUAGES)
_language = "en"
_loaded: dict[str, Catalog] = {"en": english_catalog(ENGLISH, PLURALS)}


@dataclass(frozen=True)
class Phrase:
    """A key to say about a count: the language's plural rule picks the form."""

    key: str
    count: int | None = None


def catalog(code: str) -> Catalog:
    """One language's catalog, read once (unknown codes give English)."""
    if code not in LANGUAGES:
        code = "en"
    if code not in _loaded:
        _loaded[code] = load_catalog(code, ENGLISH, ENTRIES, PLURALS)
    return _loaded[code]


def messages(code: str) -> dict[str, str]:
    """Every text a language has, by key (`<key>.one` is a plural's form for one)."""
    return catalog(code).texts


class _Catalogs(Mapping[str, dict[str, str]]):
    """Every language's texts by code, each read when first asked for."""

    def __getitem__(self, code: str) -> dict[str, str]:
        if code not in LANGUAGES:
            raise KeyError(code)
        return messages(code)

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGES)

    def __len__(self) -> int:
        return len(LANGUAGES)


CATALOGS: Mapping[str, dict[str, str]] = _Catalogs()


def set_language(code: str) -> None:
    """Choose the catalog (unknown codes keep English)."""
    global _language
    _language = code if code in LANGUAGES else "en"


def language() -> str:
    """The current language code."""
    return _language


def language_name(code: str) -> str:
    """A language's name in that language ("Deutsch"), the way a language menu lists it."""
    return NATIVE_NAMES.get(code, code)


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """Say everything inside the block in `code`, then go back to the language before:
    a hot-seat player's own language for their turn, the table's for shared panels."""
    before = _language
    set_language(code)
    try:
        yield
    finally:
        set_language(before)


def t(key: str | Phrase, /, **params: object) -> str:
    """The text of `key` in the current language, with `{name}` parameters filled in."""
    # `key` is positional only: a text may have a {key} of its own (the player's key).
    text = _text(key) if isinstance(key, str) else _phrase(key)
    return text.format(**params) if params else text


def _text(key: str) -> str:
    return catalog(_language).text(key) or ENGLISH.get(key) or key


def _phrase(phrase: Phrase) -> str:
    if phrase.count is None or phrase.key not in PLURALS:
        return _text(phrase.key)
    found = catalog(_language).plural(phrase.key, phrase.count)
    return found or _loaded["en"].plural(phrase.key, phrase.count) or phrase.key


def has_text(key: str) -> bool:
    """True when `key` is a message of the catalogs (optional keys are asked first)."""
    return key in ENGLISH


def form(key: str, you: bool = False, count: int | None = None) -> Phrase:
    """The sentence to say: `<key>.you` about the solo human ("You take", not "You
    takes") when the catalog has that form, and the count that picks the plural form."""
    you_key = f"{key}.you"
    return Phrase(you_key if you and you_key in ENGLISH else key, count)


def counted(key: str, amount: int, /, **params: object) -> str:
    """The text of `key` about `amount` things, in the language's form for that count."""
    return t(Phrase(key, amount), **params)


def decimal(value: float, places: int = 1, signed: bool = False) -> str:
    """A number with decimals as the current language writes it ("3.6", "3,6"): the
    catalog names the decimal sign, as gettext catalogs do."""
    text = f"{value:+.{places}f}" if signed else f"{value:.{places}f}"
    return text.replace(".", t("format.decimal_point"))


def system_language() -> str:
    """The first of the system's preferred languages that has a catalog, else English."""
    for code in _preferred_languages():
        short = code.replace("-", "_").split("_")[0].lower()
        if short in LANGUAGES:
            return short
    return "en"


def resolve_language(setting: str) -> str:
    """The catalog to use for the settings value ("system" asks the operating system)."""
    if setting == "system":
        return system_language()
    return setting if setting in LANGUAGES else "en"


def _preferred_languages() -> list[str]:
    # SDL knows the user's languages on every platform (Windows and macOS keep them
    # outside the environment); the environment and the C locale back it up.
    # Catalogs are pure (tools and tests use them without a window), so SDL is asked only
    # when the app has already loaded pygame; asking never loads it here.
    codes: list[str] = []
    pygame = sys.modules.get("pygame")
    try:
        if pygame is not None:
            codes += [entry["language"] for entry in pygame.system.get_pref_locales()]
    except Exception:  # an SDL without locale support
        pass
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        codes += [part for part in os.environ.get(name, "").split(":") if part]
    current = locale.getlocale()[0]
    if current:
        codes.append(current)
    return [code for code in codes if code not in ("C", "POSIX")]
