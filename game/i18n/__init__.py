"""The one translation function every screen uses: `t("key", name=...)`.

Catalogs are plain dicts per language; a missing key falls back to English, then to the
key itself, so a forgotten string shows up visibly instead of crashing.
"""

from __future__ import annotations

from game.i18n import en

CATALOGS: dict[str, dict[str, str]] = {"en": en.MESSAGES}
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
