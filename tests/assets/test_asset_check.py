"""The start-up asset check names exactly the files the game needs and which are missing."""

from __future__ import annotations

import logging
import shutil
from pathlib import Path

import pygame
import pytest

from game import asset_check, paths
from game.asset_check import check_assets, find_missing, missing_message, required_assets
from game.i18n import messages
from game.i18n.en_desktop import MESSAGES as EN

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def copied_root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of sprites/ and sounds/ that the game uses as its assets root."""
    for folder in ("sprites", "sounds"):
        shutil.copytree(ROOT / folder, tmp_path / folder)
    monkeypatch.setattr(paths, "assets_root", lambda: tmp_path)
    return tmp_path


def test_the_list_matches_the_committed_card_sprites_and_sounds() -> None:
    """Every card sprite and sound in the repository is required, and nothing else is."""
    required = set(required_assets())
    cards = {p.relative_to(ROOT).as_posix() for p in (ROOT / "sprites" / "cards").rglob("*.png")}
    sounds = {p.relative_to(ROOT).as_posix() for p in (ROOT / "sounds").glob("*.wav")}
    assert {r for r in required if r.startswith("sprites/cards/")} == cards
    assert {r for r in required if r.startswith("sounds/")} == sounds
    assert {"sprites/felt.png", "sprites/icon.png", "sprites/cards/back.png"} <= required
    assert "sprites/fonts/NotoSansCJKjp-Stich.otf" in required  # the Japanese font
    assert len(cards) == 52 + 52 + 36 + 36 + 126 + 1 and len(sounds) == 7
    assert len(required) == len(required_assets())  # no file listed twice


def test_nothing_is_missing_from_the_source_tree() -> None:
    """Run from source, every required file (and pygame's default font) is there."""
    assert find_missing() == ()
    assert asset_check.default_font_file().name == "freesansbold.ttf"


def test_a_removed_file_is_named_in_the_log_and_the_sentence(
    copied_root: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Remove one card sprite and one sound: both are named, with their full path in the log."""
    (copied_root / "sprites" / "cards" / "swiss" / "6C.png").unlink()
    (copied_root / "sounds" / "trick.wav").unlink()
    with caplog.at_level(logging.ERROR, logger="game.asset_check"):
        missing = check_assets()
    assert missing == ("sprites/cards/swiss/6C.png", "sounds/trick.wav")
    logged = [record.getMessage() for record in caplog.records]
    assert logged == [
        f"missing asset file: {copied_root / 'sprites/cards/swiss/6C.png'}",
        f"missing asset file: {copied_root / 'sounds/trick.wav'}",
    ]
    sentence = missing_message(missing)
    assert sentence == (
        "Missing game files: sprites/cards/swiss/6C.png, sounds/trick.wav; "
        "plain substitutes are drawn instead."
    )


def test_a_long_list_names_three_files_and_counts_the_rest() -> None:
    """The on-screen sentence stays one line: three names, then how many more."""
    missing = tuple(f"sounds/{n}.wav" for n in ("a", "b", "c", "d", "e"))
    assert missing_message(missing) == (
        "Missing game files: sounds/a.wav, sounds/b.wav, sounds/c.wav and 2 more; "
        "plain substitutes are drawn instead."
    )
    assert missing_message(()) == ""


def test_a_missing_bundled_font_is_reported(
    copied_root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A font file the assets module names below the root is required like any sprite."""
    from game import assets

    font = copied_root / "sprites" / "fonts" / "Example.otf"
    monkeypatch.setattr(assets, "JA_FONT_FILE", font, raising=False)
    assert "sprites/fonts/Example.otf" in required_assets()
    assert find_missing() == ("sprites/fonts/Example.otf",)
    font.parent.mkdir(exist_ok=True)
    font.write_bytes(b"font")
    assert find_missing() == ()


def test_the_app_shows_the_sentence_at_the_bottom(
    copied_root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With felt.png gone the app starts, names it, and draws the notice strip."""
    from game.app import App
    from game.ui.screens.menu import MainMenu

    monkeypatch.setenv("STICH_HOME", str(copied_root / "home"))
    (copied_root / "sprites" / "felt.png").unlink()
    app = App(size=(1280, 720))
    try:
        assert app.missing_assets == ("sprites/felt.png",)
        assert "sprites/felt.png" in app.asset_notice
        app.stack.replace(MainMenu(app))
        app.step()
        with_notice = pygame.Surface.copy(app.screen)
        app.asset_notice = ""
        app.step()
        # The strip covers the bottom edge: those rows change; the top rows do not.
        changed_bottom = sum(
            with_notice.get_at((x, 715)) != app.screen.get_at((x, 715)) for x in range(0, 1280, 10)
        )
        changed_top = sum(
            with_notice.get_at((x, 5)) != app.screen.get_at((x, 5)) for x in range(0, 1280, 10)
        )
        assert changed_bottom > 100 and changed_top == 0
    finally:
        pygame.quit()


def test_desktop_catalogs_have_the_same_keys_and_placeholders() -> None:
    """en_desktop and ja_desktop: same keys, same {placeholders} per key."""
    import string

    def fields(text: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}

    JA = {key: messages("ja")[key] for key in EN}
    mismatched = [key for key in EN if fields(EN[key]) != fields(JA[key])]
    assert mismatched == []
    assert len(EN) == 16
