"""Settings, saves and statistics files that are missing, truncated, not JSON, of the
wrong shape or from a newer version: put aside (never deleted), defaults, one sentence."""

from __future__ import annotations

import json
import os
import stat
import threading
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
        speech=True,
        speech_volume=0.5,
        speech_rate="fast",
        sound_captions=True,
        jass_faces="swiss",
        four_colour=True,
        highlight_legal=False,
        auto_play_last=True,
        one_click=True,
        undo=False,
        fullscreen=True,
        window_size=(1600, 900),
        text_size=175,
        theme="high_contrast",
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
        keys={"hint": "j", "undo": "ctrl+y"},
    )
    save_settings(changed)
    loaded = load_settings()
    assert loaded.notice is None
    assert loaded.value == changed
    assert len(Settings.model_fields) == 24
    differing = [
        name
        for name in Settings.model_fields
        if getattr(changed, name) != getattr(Settings(), name)
    ]
    assert len(differing) == 23, "every field but the version is exercised"


def _load_within(load: Callable[[], Loaded[Any]], seconds: float = 20) -> Loaded[Any]:
    """The loader's answer, or a failure when it is still waiting after `seconds` (a
    FIFO opened for reading blocks until someone writes to it)."""
    answer: list[Loaded[Any]] = []
    worker = threading.Thread(target=lambda: answer.append(load()), daemon=True)
    worker.start()
    worker.join(seconds)
    assert answer, "the loader is still waiting on the file"
    return answer[0]


@pytest.mark.parametrize("kind", list(KINDS))
def test_a_fifo_in_place_of_a_file_is_a_bad_file(kind: str) -> None:
    """Never opened (it would block for ever): put aside like any bad file, defaults and
    a sentence; the next start is quiet."""
    path_of, load, defaults, _, _ = KINDS[kind]
    path = path_of()
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    loaded = _load_within(load)
    assert loaded.value == defaults
    asides = list(path.parent.glob(path.name + ".bad-*"))
    assert len(asides) == 1 and stat.S_ISFIFO(asides[0].stat().st_mode)
    assert not path.exists() and loaded.notice is not None and asides[0].name in loaded.notice
    assert WORDS[kind] in loaded.notice.lower()
    assert _load_within(load).notice is None


@pytest.mark.parametrize("kind", list(KINDS))
def test_a_byte_order_mark_before_good_json_is_read(kind: str) -> None:
    """Some editors write a UTF-8 byte order mark first: the file still loads as it is."""
    path_of, load, _, good, _ = KINDS[kind]
    path = path_of()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(good()).encode())
    loaded = load()
    assert loaded.notice is None and loaded.value.model_dump(mode="json") == good()
    assert path.exists() and list(path.parent.glob("*.bad-*")) == []


@pytest.mark.parametrize("kind", list(KINDS))
def test_a_bad_file_that_cannot_be_moved_says_it_was_left_as_it_is(
    kind: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """When the rename aside fails the notice says so and names the file as it is,
    instead of claiming it was kept under that same name."""
    path_of, load, defaults, _, _ = KINDS[kind]
    path = path_of()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"{not json")

    def refuse(source: object, target: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "rename", refuse)
    loaded = load()
    assert loaded.value == defaults and loaded.aside is None
    assert loaded.notice is not None and path.name in loaded.notice
    assert "could not be moved aside" in loaded.notice and "left as it is" in loaded.notice
    assert "kept as" not in loaded.notice and WORDS[kind] in loaded.notice.lower()
    assert path.read_bytes() == b"{not json"


def test_a_data_folder_that_is_a_file_is_said_once(home: Path) -> None:
    """The game in progress and the statistics are not "unreadable files": their folder
    is a file. One sentence names it; the file in its place is left alone."""
    (home / "data").write_bytes(b"someone's notes")
    notices = [load_autosave().notice, load_stats().notice, *list_saves()[1]]
    folder = str(home / "data")
    assert (
        notices
        == [
            f"Stich's folder {folder} is a file, not a folder, so nothing can be saved this "
            "session.",
        ]
        * 2
    )
    assert (home / "data").read_bytes() == b"someone's notes"
    assert load_settings().notice is None  # the settings folder is fine
