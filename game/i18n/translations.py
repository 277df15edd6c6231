"""A language's compiled gettext catalog (`game/locale/<code>/LC_MESSAGES/stich.mo`),
read with the standard library, and turned into the key -> text lookups `t()` needs.

Babel is only needed to write catalogs (tools/catalogs.py); reading one is the standard
library's `gettext`, so the packaged game carries no catalog tooling. A language whose
file is missing or unreadable falls back to English with one logged line: the game goes
on in English rather than stopping over a catalog.
"""

from __future__ import annotations

import gettext
import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from game.i18n.entries import ONE, Entry
from game.paths import asset

log = logging.getLogger(__name__)

DOMAIN = "stich"
# What the fallback answers for a message the catalog lacks, so a gap is told apart from
# a translation that happens to equal the English text.
_MISSING = "\x00missing\x00"


class _Gap(gettext.NullTranslations):
    """Answers `_MISSING` for every message: the catalog's fallback marks its gaps."""

    def pgettext(self, context: str, message: str) -> str:
        return _MISSING

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return _MISSING


def locale_dir() -> Path:
    """Where the compiled catalogs live (inside the bundle when frozen)."""
    return asset("game", "locale")


def catalog_file(code: str) -> Path:
    """The compiled catalog of one language."""
    return locale_dir() / code / "LC_MESSAGES" / f"{DOMAIN}.mo"


@dataclass
class Catalog:
    """One language's texts by key; `plural` picks the form for a count by the
    language's own rule (the Plural-Forms of its catalog)."""

    code: str
    texts: dict[str, str]
    plurals: frozenset[str]
    source: gettext.NullTranslations = field(default_factory=gettext.NullTranslations)
    english: Mapping[str, str] = field(default_factory=dict)

    def text(self, key: str) -> str | None:
        """The text of `key`, or None when this language lacks it."""
        return self.texts.get(key)

    def plural(self, key: str, count: int) -> str | None:
        """The form of the plural entry `key` for `count`, or None when it is missing."""
        one, other = self.english.get(key + ONE), self.english.get(key)
        if one is None or other is None:
            return None
        found = self.source.npgettext(key, one, other, count)
        return None if found == _MISSING else found


def english_catalog(english: dict[str, str], plurals: frozenset[str]) -> Catalog:
    """The source language: its texts are the catalog modules; counts of 1 take `.one`."""
    return Catalog("en", english, plurals, gettext.NullTranslations(), english)


def load_catalog(
    code: str, english: Mapping[str, str], entries: list[Entry], plurals: frozenset[str]
) -> Catalog:
    """Read one language's compiled catalog; an unreadable one gives an empty catalog
    (every text then falls back to English)."""
    path = catalog_file(code)
    try:
        with path.open("rb") as handle:
            source: gettext.NullTranslations = gettext.GNUTranslations(handle)
    except (OSError, ValueError, UnicodeDecodeError) as error:
        log.warning("The %s catalog %s cannot be read (%s); English is shown.", code, path, error)
        return Catalog(code, {}, plurals, gettext.NullTranslations(), english)
    source.add_fallback(_Gap())
    texts: dict[str, str] = {}
    for entry in entries:
        if entry.plural is None:
            found = source.pgettext(entry.key, entry.english)
            if found != _MISSING:
                texts[entry.key] = found
            continue
        # The flat view keeps the English key space: `<key>.one` is said of one thing and
        # `<key>` of two (tests and audits read every text of a language this way).
        for key, count in ((entry.key + ONE, 1), (entry.key, 2)):
            found = source.npgettext(entry.key, entry.english, entry.plural, count)
            if found != _MISSING:
                texts[key] = found
    return Catalog(code, texts, plurals, source, english)
