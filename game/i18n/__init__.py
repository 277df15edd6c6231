"""The one translation function every screen uses: `t("key", name=...)`.

Catalogs are plain dicts per language; a missing key falls back to English, then to the
key itself, so a forgotten string shows up visibly instead of crashing.
"""

from __future__ import annotations

import locale
import os
import sys

from game.i18n import en, ja

CATALOGS: dict[str, dict[str, str]] = {"en": en.MESSAGES, "ja": ja.MESSAGES}
# What the settings offer: the system's language, or one catalog by its code.
LANGUAGE_CHOICES = ("system", *CATALOGS)
_language = "en"


def set_language(code: str) -> None:
    """Choose the catalog (unknown codes keep English)."""
    global _language
    _language = code if code in CATALOGS else "en"


def language() -> str:
    """The current language code."""
    return _language


def t(key: str, **params: object) -> str:
    """The text of `key` in the current language, with `{name}` parameters filled in."""
    text = CATALOGS[_language].get(key) or en.MESSAGES.get(key) or key
    return text.format(**params) if params else text


def has_text(key: str) -> bool:
    """True when the current language's catalog has `key` itself (no English fallback)."""
    return key in CATALOGS[_language]


def form(key: str, you: bool = False, count: int | None = None) -> str:
    """The key of the sentence form to say: `<key>.you` about the solo human ("You take",
    not "You takes") and `<key>.one` for a count of 1 ("1 chip", not "1 chips"), each
    when the current language has it (English does; Japanese needs neither, so its forms
    repeat the plain text)."""
    one = count == 1
    candidates = [f"{key}.you.one"] if you and one else []
    candidates += [f"{key}.you"] if you else []
    candidates += [f"{key}.one"] if one else []
    return next((candidate for candidate in candidates if has_text(candidate)), key)


def counted(key: str, amount: int, /, **params: object) -> str:
    """The text of `key` about `amount` things, singular when it is 1."""
    return t(form(key, count=amount), **params)


def system_language() -> str:
    """The first of the system's preferred languages that has a catalog, else English."""
    for code in _preferred_languages():
        short = code.replace("-", "_").split("_")[0].lower()
        if short in CATALOGS:
            return short
    return "en"


def resolve_language(setting: str) -> str:
    """The catalog to use for the settings value ("system" asks the operating system)."""
    if setting == "system":
        return system_language()
    return setting if setting in CATALOGS else "en"


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
