"""The language follows the settings; "system" asks SDL and the environment."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.app import App
from game.settings import Settings

LOCALE_VARS = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture
def system(monkeypatch: pytest.MonkeyPatch):
    """Set what SDL and the environment report as the user's languages."""

    def configure(sdl: list[str], env: str = "", c_locale: str | None = None) -> None:
        monkeypatch.setattr(
            pygame.system,
            "get_pref_locales",
            lambda: [{"language": code, "country": None} for code in sdl],
        )
        for name in LOCALE_VARS:
            monkeypatch.delenv(name, raising=False)
        if env:
            monkeypatch.setenv("LANG", env)
        monkeypatch.setattr(i18n.locale, "getlocale", lambda: (c_locale, None))

    yield configure
    i18n.set_language("en")


@pytest.mark.parametrize(
    ("sdl", "env", "c_locale", "expected"),
    [
        (["ja"], "", None, "ja"),  # SDL knows (Windows, macOS, Linux desktops)
        ([], "ja_JP.UTF-8", None, "ja"),  # only the environment knows
        ([], "", "ja_JP", "ja"),  # only the C locale knows
        (["fr", "ja"], "", None, "fr"),  # the first language with a catalog wins
        (["pt", "nl"], "", None, "nl"),  # Portuguese has none: the next one
        (["en", "ja"], "", None, "en"),
        (["de"], "de_CH.UTF-8", "de_CH", "de"),  # Swiss German reads German
        ([], "sv_SE.UTF-8", None, "sv"),
        ([], "fr_CH.UTF-8", None, "fr"),
        (["pt"], "pt_BR.UTF-8", "pt_BR", "en"),  # no catalog: English
        ([], "C", None, "en"),
        ([], "", None, "en"),
    ],
)
def test_system_language(system, sdl, env, c_locale, expected) -> None:
    """resolve_language("system") picks the first of the system's languages with a
    catalog (SDL first, then the environment and the C locale), else English."""
    system(sdl, env, c_locale)
    assert i18n.resolve_language("system") == expected


def test_explicit_settings_and_unknown_codes(system) -> None:
    """A chosen code wins over the system; an unknown code falls back to English."""
    system(["ja"])
    assert i18n.resolve_language("en") == "en"
    assert i18n.resolve_language("ja") == "ja"
    assert i18n.resolve_language("xx") == "en"
    assert Settings().language == "system"


def test_app_takes_the_language_from_settings(system, tmp_path, monkeypatch) -> None:
    """The default setting follows the system; choosing English in settings switches back."""
    monkeypatch.setenv("STICH_HOME", str(tmp_path))
    system(["ja"])
    app = App(size=(640, 360))
    try:
        assert i18n.language() == "ja"
        app.apply_settings(app.settings.model_copy(update={"language": "en"}))
        assert i18n.language() == "en"
        app.apply_settings(app.settings.model_copy(update={"language": "ja"}))
        assert i18n.t("menu.quit") == "終了"
    finally:
        pygame.quit()
