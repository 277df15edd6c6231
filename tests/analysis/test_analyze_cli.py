"""python -m game.analyze: a bad file or argument gets one line and exit code 2."""

from __future__ import annotations

import json

import pytest

from game.analyze import main


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """User files under tmp_path."""
    monkeypatch.setenv("STICH_HOME", str(tmp_path))
    return tmp_path


def _refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    code = main(argv)
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    return lines[0]


def test_bad_files_get_one_line(tmp_path, capsys) -> None:
    """Missing, a folder, not JSON, not a save, a save whose log the rules refuse."""
    garbage = tmp_path / "garbage.json"
    garbage.write_text("{not json", encoding="utf-8")
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps({"version": 1, "game": "x"}), encoding="utf-8")
    unknown = tmp_path / "unknown.json"
    unknown.write_text(
        json.dumps(
            {"version": 1, "game": "nope", "seats": [{"player": "human", "name": ""}], "seed": 1}
        ),
        encoding="utf-8",
    )
    cases = {
        str(tmp_path / "missing.json"): "no such file",
        str(tmp_path): "not a saved game",
        str(garbage): "not a saved game",
        str(wrong): "not a saved game",
        str(unknown): "does not fit",
    }
    for path, words in cases.items():
        assert words in _refused([path], capsys)
    assert len(cases) == 5


def test_bad_arguments_get_one_line(capsys) -> None:
    """Each wrong argument is named in one line."""
    base = ["--game", "schieber", "--seed", "17", "--deals", "1"]
    cases = [
        (["--game", "schieber"], "--seats"),
        ([*base, "--seats", "basic,strong"], "not 2"),
        ([*base, "--seats", "basic,strong,strong,nobody"], "no bot 'nobody'"),
        ([*base, "--seats", "basic,strong,strong,strong", "--seat", "4"], "--seat"),
        ([*base, "--seats", "basic,,strong,strong"], "--seats"),
        (["--game", "nogame", "--seats", "basic"], "invalid choice"),
        ([*base[:4], "--deals", "0", "--seats", "basic,strong,strong,strong"], "at least 1"),
        ([*base, "--seats", "basic,strong,strong,strong", "--options", "[1]"], "JSON object"),
        (
            [*base, "--seats", "basic,strong,strong,strong", "--options", '{"target": -5}'],
            "bad --options",
        ),
        ([*base, "--seats", "basic,strong,strong,strong", "--options", "[" * 50], "nested"),
        ([], "SAVEFILE"),
    ]
    for argv, words in cases:
        assert words in _refused(argv, capsys), argv
    assert len(cases) == 11
