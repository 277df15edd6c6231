"""The English catalog as gettext entries: one context per key, a plural pair per count.

The English catalog modules (`en*.py`) are the source text. A key with a `<key>.one`
sibling is one plural entry (msgid the `.one` text, msgid_plural the plain text), so a
language's own plural rule, not code, picks the form; every other key is one entry with
the key as its context, which keeps the English text a translator reads as the msgid.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

ONE = ".one"


@dataclass(frozen=True)
class Entry:
    """One message: its key (the gettext context), English text and English plural."""

    key: str
    english: str
    plural: str | None = None  # the English text for counts other than 1


def plural_keys(english: Mapping[str, str]) -> frozenset[str]:
    """The keys said about a count: those whose `.one` form the English catalog has."""
    return frozenset(
        key.removesuffix(ONE)
        for key in english
        if key.endswith(ONE) and key.removesuffix(ONE) in english
    )


def entries(english: Mapping[str, str]) -> list[Entry]:
    """Every message of the English catalog, in catalog order, each once."""
    plural = plural_keys(english)
    found: list[Entry] = []
    for key, text in english.items():
        if key.endswith(ONE) and key.removesuffix(ONE) in plural:
            continue  # the singular half of a plural entry
        if key in plural:
            found.append(Entry(key, english[key + ONE], text))
        else:
            found.append(Entry(key, text))
    return found
