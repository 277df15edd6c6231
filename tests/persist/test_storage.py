"""The atomic writer and the tolerant loader: a write killed half-way loses nothing."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from game import storage
from game.settings import Settings, load_settings, save_settings, settings_path
from game.storage import StorageError, set_aside, write_json_atomic


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
    result = subprocess.run([sys.executable, "-c", code], env=env, cwd=Path.cwd(),
                            capture_output=True, check=False)
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
