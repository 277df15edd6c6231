"""The project's copy of the Stichln conformance vectors passes completely."""

from __future__ import annotations

import io
from pathlib import Path

from game.conformance import run_files, run_vector

VECTORS = Path(__file__).resolve().parents[2] / "conformance" / "stichln.jsonl"


def test_stichln_vectors_all_pass() -> None:
    """Every line of tests/conformance/stichln.jsonl."""
    out = io.StringIO()
    passed, failed = run_files([VECTORS], out)
    assert (passed, failed) == (34, 0), out.getvalue()


def test_bad_vectors_fail_instead_of_crashing() -> None:
    """A malformed card or colour is a failed vector, not an exception."""
    bad = [
        {"id": "a", "game": "stichln", "query": "winner", "trick": "R21 B3", "expect": 0},
        {
            "id": "b",
            "game": "stichln",
            "query": "score",
            "minus": "X",
            "declared": "R0",
            "captured": "",
            "expect": 0,
        },
        {"id": "c", "game": "stichln", "query": "winner", "trick": "", "expect": 0},
    ]
    assert [run_vector(v).passed for v in bad] == [False, False, False]
