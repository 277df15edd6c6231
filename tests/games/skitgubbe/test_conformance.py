"""The project's copy of the Skitgubbe conformance vectors passes completely."""

from __future__ import annotations

import io
from pathlib import Path

from game.conformance import read_vectors, run_files

VECTORS = Path(__file__).parents[2] / "conformance" / "skitgubbe.jsonl"


def test_every_vector_passes() -> None:
    out = io.StringIO()
    passed, failed = run_files([VECTORS], out)
    assert failed == 0, out.getvalue()
    assert passed == len(read_vectors(VECTORS)) == 95
