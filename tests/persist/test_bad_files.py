"""Settings, saves and statistics files that are missing, truncated, not JSON, of the
wrong shape or from a newer version: put aside (never deleted), defaults, one sentence."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.saves import SaveGame, autosave_path, list_saves, load_autosave, saves_dir
from game.settings import Settings, load_settings, settings_path
from game.stats import PlayerStats, Statistics, load_stats, statistics_path
from game.storage import Loaded


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch) -> Path:
    """Every user file of these tests lives under tmp_path."""
    monkeypatch.setenv("STICH_HOME", str(tmp_path))
    return tmp_path


def _good_settings() -> dict[str, Any]:
    return Settings(volume=0.3).model_dump(mode="json")


def _good_save() -> dict[str, Any]:
    return SaveGame(
        game="schieber", seats=[{"player": "human", "name": "A"}] * 4, seed=3, log=["trump:obenabe"]
    ).model_dump(mode="json")


def _good_stats() -> dict[str, Any]:
    stats = Statistics(games={"schieber": {"Anna": PlayerStats(matches=2, won=1)}})
    return stats.model_dump(mode="json")


def _first_save() -> Loaded[Any]:
    saves, notices = list_saves()
    assert len(saves) + len(notices) <= 1
    return Loaded(saves[0].save if saves else None, notices[0] if notices else None)


# kind: (path, loader, defaults, a valid file's content, a wrong-shape variant)
KINDS: dict[
    str,
    tuple[
        Callable[[], Path],
        Callable[[], Loaded[Any]],
        Any,
        Callable[[], dict[str, Any]],
        dict[str, Any],
    ],
] = {
    "settings": (
        settings_path,
        load_settings,
        Settings(),
        _good_settings,
        {"version": 1, "volume": "loud"},
    ),
    "autosave": (
        autosave_path,
        load_autosave,
        None,
        _good_save,
        {"version": 1, "game": "schieber", "seats": [], "seed": "x"},
    ),
    "named save": (
        lambda: saves_dir() / "20240101-120000-x.json",
        _first_save,
        None,
        _good_save,
        {"version": 1, "name": "no game, no seats"},
    ),
    "statistics": (
        statistics_path,
        load_stats,
        Statistics(),
        _good_stats,
        {"version": 1, "games": {"schieber": {"Anna": {"matches": -3}}}},
    ),
}
WORDS = {
    "settings": "settings",
    "autosave": "game in progress",
    "named save": "saved game",
    "statistics": "statistics",
}


def _cases() -> list[tuple[str, str]]:
    return [
        (kind, case)
        for kind in KINDS
        for case in (
            "truncated",
            "not json",
            "wrong schema",
            "not an object",
            "no version",
            "newer version",
        )
    ]


def _bad_bytes(kind: str, case: str) -> bytes:
    good = KINDS[kind][3]()
    text = json.dumps(good)
    if case == "truncated":
        return text[: len(text) // 2].encode()
    if case == "not json":
        return b"\x00\xff\xfe garbage \x89PNG"
    if case == "wrong schema":
        return json.dumps(KINDS[kind][4]).encode()
    if case == "not an object":
        return b"[1, 2, 3]"
    if case == "no version":
        return json.dumps({k: v for k, v in good.items() if k != "version"}).encode()
    assert case == "newer version"
    return json.dumps({**good, "version": 99, "brand_new_field": True}).encode()


def test_every_kind_and_case_is_covered() -> None:
    """Four kinds of file times six kinds of damage."""
    assert len(_cases()) == 24


@pytest.mark.parametrize(("kind", "case"), _cases())
def test_bad_file_is_put_aside_with_defaults_and_a_notice(kind: str, case: str) -> None:
    """The bad bytes survive under a new name, the loader gives defaults and a sentence."""
    path_of, load, defaults, _, _ = KINDS[kind]
    path = path_of()
    path.parent.mkdir(parents=True, exist_ok=True)
    bad = _bad_bytes(kind, case)
    path.write_bytes(bad)
    loaded = load()
    assert loaded.value == defaults
    assert not path.exists(), "the bad file is no longer where it was read from"
    asides = list(path.parent.glob(path.name + ".bad-*"))
    assert len(asides) == 1 and asides[0].read_bytes() == bad, "kept byte for byte"
    assert loaded.notice is not None and asides[0].name in loaded.notice
    assert WORDS[kind] in loaded.notice.lower()
    assert ("newer version" in loaded.notice) == (case == "newer version")
    assert loaded.notice.count(".") >= 1 and loaded.notice.endswith(".")
    again = load()  # the next start is quiet: nothing left to complain about
    assert again.notice is None and again.value == defaults


@pytest.mark.parametrize("kind", list(KINDS))
def test_missing_file_gives_defaults_silently(kind: str) -> None:
    """No file yet is normal: defaults, no notice, nothing created or renamed."""
    path_of, load, defaults, _, _ = KINDS[kind]
    loaded = load()
    assert loaded.value == defaults and loaded.notice is None and loaded.aside is None
    assert not path_of().parent.exists() or list(path_of().parent.iterdir()) == []


@pytest.mark.parametrize("kind", list(KINDS))
def test_good_file_loads_untouched(kind: str) -> None:
    """The valid variant of each file loads as written, with no notice."""
    path_of, load, defaults, good, _ = KINDS[kind]
    path = path_of()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(good()))
    loaded = load()
    assert loaded.notice is None and loaded.value != defaults
    assert loaded.value.model_dump(mode="json") == good()
    assert path.exists()


def test_settings_round_trip() -> None:
    """Every field written is read back equal."""
    from game.settings import LastSetup, SeatChoice, save_settings

    changed = Settings(
        language="ja",
        animation="off",
        bot_delay=1.5,
        trick_pause=2.5,
        trick_wait=True,
        volume=0.25,
        muted=True,
        jass_faces="swiss",
        four_colour=True,
        highlight_legal=False,
        auto_play_last=True,
        one_click=True,
        undo=False,
        fullscreen=True,
        window_size=(1600, 900),
        last_setups={
            "stichln": LastSetup(
                seats=[
                    SeatChoice(player="human", name="Jo"),
                    SeatChoice(player="random", name="Bo"),
                    SeatChoice(player="random", name="Li"),
                ],
                options={"rounds": 3},
            )
        },
    )
    save_settings(changed)
    loaded = load_settings()
    assert loaded.notice is None
    assert loaded.value == changed
    assert len(Settings.model_fields) == 17
    differing = [
        name
        for name in Settings.model_fields
        if getattr(changed, name) != getattr(Settings(), name)
    ]
    assert len(differing) == 16, "every field but the version is exercised"
