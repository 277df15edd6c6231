"""The atomic writer and the tolerant loader: a write killed half-way loses nothing."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from game import storage
from game.settings import Settings, load_settings, save_settings, settings_path
from game.storage import StorageError, set_aside, write_json_atomic
from tests.persist.helpers import close_app, make_app


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch) -> Path:
    """Every user file of these tests lives under tmp_path."""
    monkeypatch.setenv("STICH_HOME", str(tmp_path))
    return tmp_path


def _temps(folder: Path) -> list[Path]:
    return sorted(folder.glob(".*.tmp"))


def test_atomic_write_round_trip(tmp_path) -> None:
    """What is written is read back; no temp file stays behind."""
    path = tmp_path / "sub" / "x.json"
    write_json_atomic(path, {"version": 1, "text": "Grüezi 日本"})
    assert json.loads(path.read_text("utf-8")) == {"version": 1, "text": "Grüezi 日本"}
    assert _temps(path.parent) == []


def test_write_failing_half_way_keeps_the_previous_file(monkeypatch) -> None:
    """A failure after part of the bytes are written leaves the old settings intact."""
    old = Settings(volume=0.25, animation="slow")
    save_settings(old)
    before = settings_path().read_bytes()
    written: list[int] = []

    def half_then_fail(handle, chunk: bytes) -> None:  # type: ignore[no-untyped-def]
        handle.write(chunk[: len(chunk) // 2])
        written.append(len(chunk) // 2)
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage, "_write_chunk", half_then_fail)
    with pytest.raises(StorageError) as failure:
        save_settings(Settings(volume=1.0, muted=True))
    assert written and written[0] > 0, "the failure came after some bytes were written"
    assert "settings.json" in failure.value.reason
    assert settings_path().read_bytes() == before
    loaded = load_settings()
    assert loaded.notice is None and loaded.value == old
    assert _temps(settings_path().parent) == [], "the half-written temp file is removed"


def test_process_killed_half_way_keeps_the_previous_file(home: Path) -> None:
    """A process that dies in the middle of a write (no cleanup at all) loses nothing."""
    save_settings(Settings(volume=0.5, four_colour=True))
    before = settings_path().read_bytes()
    code = textwrap.dedent("""
        import os
        from game import storage
        from game.settings import Settings, save_settings

        def die(handle, chunk):
            handle.write(chunk[: len(chunk) // 2])
            handle.flush()
            os._exit(9)  # killed: no except, no finally, no cleanup

        storage._write_chunk = die
        save_settings(Settings(volume=1.0))
    """)
    env = {"STICH_HOME": str(home), "PATH": "/usr/bin:/bin"}
    result = subprocess.run(
        [sys.executable, "-c", code], env=env, cwd=Path.cwd(), capture_output=True, check=False
    )
    assert result.returncode == 9, result.stderr
    leftovers = _temps(settings_path().parent)
    assert len(leftovers) == 1 and 0 < leftovers[0].stat().st_size < len(before) * 2
    assert settings_path().read_bytes() == before
    loaded = load_settings()
    assert loaded.notice is None and loaded.value.four_colour and loaded.value.volume == 0.5
    save_settings(Settings(volume=0.75))  # the next write works despite the leftover
    assert load_settings().value.volume == 0.75


def test_aside_names_never_overwrite_each_other(tmp_path) -> None:
    """Three bad files in the same second get three different aside names."""
    path = tmp_path / "statistics.json"
    asides = []
    for n in range(3):
        path.write_text(f"bad {n}")
        aside = set_aside(path)
        assert aside is not None
        asides.append(aside)
    assert len({a.name for a in asides}) == 3
    assert [a.read_text() for a in asides] == ["bad 0", "bad 1", "bad 2"]
    assert all(a.name.startswith("statistics.json.bad-") for a in asides)
    assert not path.exists()


def test_the_next_start_removes_stale_temp_files_of_its_own(home: Path) -> None:
    """Old `.<file>.json.<random>.tmp` files in our folders go; fresh and foreign ones stay."""
    old = time.time() - storage.STALE_TEMP_SECONDS - 5
    folders = [home / "config", home / "data", home / "data" / "saves"]
    stale = [
        folders[0] / ".settings.json.k3j_x9a2.tmp",
        folders[1] / ".autosave.json.q8w7e6r5.tmp",
        folders[1] / ".statistics.json.abcdefgh.tmp",
        folders[2] / ".20250101-1200-schieber.json.zz99yy88.tmp",
    ]
    kept = [
        folders[1] / ".autosave.json.fresh123.tmp",  # another instance is writing it
        folders[1] / "autosave.json",
        folders[1] / ".notes.txt.abcdefgh.tmp",  # not our pattern
        folders[1] / "player.tmp",
        folders[2] / ".keep.json.abc.tmp",
    ]
    for path in (*stale, *kept):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("{")
    for path in (*stale, *kept[2:]):
        os.utime(path, (old, old))
    outside = home / ".autosave.json.q8w7e6r5.tmp"  # not one of the app's folders
    outside.write_text("{")
    os.utime(outside, (old, old))
    app = make_app()
    try:
        assert [p for p in stale if p.exists()] == []
        assert [p for p in kept if not p.exists()] == []
        assert outside.exists()
    finally:
        close_app(app)


def test_sweeping_a_missing_folder_or_a_link_removes_nothing(tmp_path: Path) -> None:
    """A folder that is not there is no error; a link is never followed or removed."""
    target = tmp_path / "precious.json"
    target.write_text("{}")
    link = tmp_path / ".precious.json.abcdefgh.tmp"
    link.symlink_to(target)
    later = time.time() + 10 * storage.STALE_TEMP_SECONDS
    assert storage.sweep_stale_temps([tmp_path / "nope", tmp_path], now=later) == []
    assert link.is_symlink() and target.read_text() == "{}"
