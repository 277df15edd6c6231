"""`stich --smoke`: bots play at every table through the real screens; failures exit 1."""

from __future__ import annotations

import functools
import os
import re
import shutil
from pathlib import Path

import pytest

from game import paths, smoke
from game.__main__ import main
from game.ui.controller import TableController
from game.ui.table.screen import TableScreen

ROOT = Path(__file__).resolve().parents[2]
LINE = re.compile(r"^smoke: (\w+): (\d+) actions in (\d+) frames$")


def test_smoke_flag_plays_every_table_and_exits_0(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """main(["--smoke"]) returns 0; each of the five tables applied at least 8 actions."""
    monkeypatch.setenv("STICH_HOME", str(tmp_path / "mine"))
    assert main(["--smoke"]) == 0
    out = capsys.readouterr().out.splitlines()
    played = {m.group(1): (int(m.group(2)), int(m.group(3))) for m in map(LINE.match, out) if m}
    assert sorted(played) == sorted(["was_sticht", "klaverjas", "stichln", "schieber", "skitgubbe"])
    assert all(
        actions >= smoke.ACTIONS_PER_GAME and frames > actions
        for actions, frames in played.values()
    )
    assert out[-1] == "smoke: passed, 5 tables played"
    # The run used a scratch home and gave the caller's back untouched.
    assert os.environ["STICH_HOME"] == str(tmp_path / "mine")
    assert not (tmp_path / "mine").exists()


def test_a_table_that_does_not_advance_fails_the_run(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Bots whose answers never arrive: every table is named, and the exit code is 1."""
    monkeypatch.setattr(TableController, "bot_decided", lambda self, action, turn, now: None)
    monkeypatch.setattr(smoke, "run_smoke", functools.partial(smoke.run_smoke, max_frames=20))
    assert main(["--smoke"]) == 1
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 5
    assert err[3] == ("smoke: FAILED: Schieber Jass did not advance: 0 of 8 actions in 21 frames")


def test_a_crashing_table_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    """An exception while drawing becomes a failure naming the table and the error."""

    def broken(self: TableScreen, surface: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(TableScreen, "draw", broken)
    report = smoke.run_smoke(games=("stichln", "skitgubbe"))
    assert not report.ok and report.runs == []
    assert report.failures == [
        "Stichln raised RuntimeError('boom')",
        "Skitgubbe raised RuntimeError('boom')",
    ]


def test_a_missing_asset_fails_the_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The bundle without one card sprite: the table still plays, but the run fails."""
    for folder in ("sprites", "sounds"):
        shutil.copytree(ROOT / folder, tmp_path / folder)
    (tmp_path / "sprites" / "cards" / "stichln" / "R5.png").unlink()
    monkeypatch.setattr(paths, "assets_root", lambda: tmp_path)
    report = smoke.run_smoke(games=("stichln",), actions=2)
    assert [run.game_id for run in report.runs] == ["stichln"]
    assert report.runs[0].actions >= 2
    assert report.failures == ["missing asset files: sprites/cards/stichln/R5.png"]


def test_frame_clock_moves_one_frame_per_advance() -> None:
    """The smoke clock is virtual: 30 frames are one second, whatever the machine does."""
    clock = smoke.FrameClock()
    for _ in range(30):
        clock.advance()
    assert clock.now() == pytest.approx(1.0)
