"""The conformance vectors of every registered game pass, and the runner keeps its format."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from game.conformance import main, run_files, run_vector
from game.games import REGISTRY

VECTORS = Path(__file__).parent / "conformance"


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_every_vector_of_a_registered_game_passes(game_id: str) -> None:
    """A game is in REGISTRY only when its whole file passes."""
    path = VECTORS / f"{game_id}.jsonl"
    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    out = io.StringIO()
    passed, failed = run_files([path], out)
    assert failed == 0, out.getvalue()
    assert passed == len(lines) > 0
    assert out.getvalue().splitlines()[-1] == f"{passed} passed, 0 failed"


def test_unknown_query_and_game_fail_loudly() -> None:
    """A vector the engine cannot answer counts as failed, never skipped."""
    assert not run_vector({"id": "x", "game": "schieber", "query": "nope", "expect": 1}).passed
    assert not run_vector({"id": "y", "game": "chess", "query": "winner", "expect": 0}).passed
    bad_card = {
        "id": "z",
        "game": "schieber",
        "query": "winner",
        "mode": "H",
        "trick": "KS XX",
        "expect": 0,
    }
    outcome = run_vector(bad_card)
    assert not outcome.passed and "XX" in str(outcome.got)


def test_card_lists_compare_as_sets_and_wrong_answers_fail() -> None:
    """`legal` answers are compared as card sets; a wrong set fails."""
    base = {
        "id": "l",
        "game": "schieber",
        "query": "legal",
        "mode": "H",
        "trick": "TS",
        "hand": "AS 7S JH 6H KD",
    }
    assert run_vector({**base, "expect": "6H JH 7S AS"}).passed
    assert not run_vector({**base, "expect": "AS 7S JH 6H KD"}).passed


def test_cli_prints_failures_and_summary_and_sets_the_exit_code(tmp_path: Path) -> None:
    """`python -m game.conformance`: one line per failure, then `N passed, M failed`."""
    good = {
        "id": "g",
        "game": "schieber",
        "query": "points",
        "mode": "H",
        "cards": "JH",
        "expect": 20,
    }
    bad = {**good, "id": "b", "expect": 21}
    path = tmp_path / "v.jsonl"
    path.write_text("\n".join(json.dumps(v) for v in (good, bad)) + "\nnot json\n")
    run = subprocess.run(
        [sys.executable, "-m", "game.conformance", str(path)], capture_output=True, text=True
    )
    lines = run.stdout.strip().splitlines()
    assert run.returncode == 1
    assert lines[-1] == "1 passed, 2 failed"
    assert lines[0] == "FAIL b: expected 21, got 20"
    ok = tmp_path / "ok.jsonl"
    ok.write_text(json.dumps(good) + "\n")
    run = subprocess.run(
        [sys.executable, "-m", "game.conformance", str(ok)], capture_output=True, text=True
    )
    assert run.returncode == 0 and run.stdout.strip() == "1 passed, 0 failed"


BAD_FILES = {
    # name: (content, or None for no file at all; the line the message names, or None)
    "binary": (b"\x00\x01\x02\xff\xfe" * 40, 1),
    "latin1": ('{"id": "x", "game": "schieber"}\n{"id": "café"}\n'.encode("latin-1"), 2),
    "nested": (b"[" * 100_000 + b"]" * 100_000 + b"\n", 1),
    "empty": (b"", None),
    "blank": (b"\n   \n\t\n", None),
    "missing": (None, None),
}


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_a_bad_file_gets_one_line_naming_it_and_a_failing_exit(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """No traceback and no green run: one line `FILE[:LINE]: problem`, then the summary."""
    content, line = BAD_FILES[name]
    path = tmp_path / f"{name}.jsonl"
    if content is not None:
        path.write_bytes(content)
    assert main([str(path)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2
    assert lines[-1] == "0 passed, 1 failed"
    where = f"{path}:{line}: " if line else f"{path}: "
    assert lines[0].startswith(where), lines[0]


def test_a_directory_and_lines_that_are_no_vectors_are_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Valid JSON that is no object, or an object without the vector fields, fails by line."""
    path = tmp_path / "v.jsonl"
    good = {
        "id": "g",
        "game": "schieber",
        "query": "points",
        "mode": "H",
        "cards": "JH",
        "expect": 20,
    }
    path.write_text("\n".join([json.dumps(good), "[1, 2]", '"text"', '{"id": "x"}', "7"]))
    assert main([str(path), str(tmp_path)]) == 1
    assert capsys.readouterr().out.splitlines() == [
        f"{path}:2: not a vector: a JSON array, not an object",
        f"{path}:3: not a vector: a JSON string, not an object",
        f"{path}:4: not a vector: no game, query, expect",
        f"{path}:5: not a vector: a JSON number, not an object",
        f"{tmp_path}: cannot read: Is a directory",
        "1 passed, 5 failed",
    ]


def test_the_cli_reports_a_bad_file_without_a_traceback(tmp_path: Path) -> None:
    """The real command on a Latin-1 file: one line and the summary on stdout, exit 1."""
    path = tmp_path / "latin.jsonl"
    path.write_bytes('{"id": "é"}\n'.encode("latin-1"))
    run = subprocess.run(
        [sys.executable, "-m", "game.conformance", str(path)], capture_output=True, text=True
    )
    assert run.returncode == 1 and run.stderr == ""
    assert run.stdout.splitlines() == [
        f"{path}:1: not UTF-8 text (byte 0xe9)",
        "0 passed, 1 failed",
    ]


def test_a_fifo_is_refused_without_waiting_and_a_byte_order_mark_is_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A FIFO given as a vector file is never opened (it would wait for a writer for ever):
    one line names it. A UTF-8 byte order mark before the first vector is no error."""
    fifo = tmp_path / "pipe.jsonl"
    os.mkfifo(fifo)
    marked = tmp_path / "marked.jsonl"
    vector = {"id": "g", "game": "schieber", "query": "points", "mode": "H", "cards": "JH"}
    marked.write_bytes(b"\xef\xbb\xbf" + json.dumps({**vector, "expect": 20}).encode())
    answer: list[int] = []
    worker = threading.Thread(
        target=lambda: answer.append(main([str(fifo), str(marked)])), daemon=True
    )
    worker.start()
    worker.join(20)
    assert answer == [1], "the runner is still waiting on the FIFO"
    assert capsys.readouterr().out.splitlines() == [
        f"{fifo}: cannot read: not a regular file",
        "1 passed, 1 failed",
    ]
