"""`python -m game.conformance FILE.jsonl ...`: run rules vectors against the engines.

Prints one line per failing vector (its id, what was expected, what came back) and ends
with `N passed, M failed`; exits 0 only when nothing failed. A vector whose game or query
the engine does not know counts as failed, never as skipped.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.cards import CardParseError, parse_cards
from game.games import REGISTRY


@dataclass(frozen=True)
class Outcome:
    """The verdict on one vector."""

    vector_id: str
    passed: bool
    expected: Any = None
    got: Any = None


def _normalise(value: Any) -> Any:
    """Card sets compare as sets of notation strings; everything else as JSON values."""
    if isinstance(value, set | frozenset):
        return {str(card) for card in value}
    return value


def _matches(expected: Any, got: Any) -> bool:
    if isinstance(got, set):
        if not isinstance(expected, str):
            return False
        try:
            return {str(card) for card in parse_cards(expected)} == got
        except CardParseError:
            return False
    if isinstance(expected, bool) or isinstance(got, bool):
        return expected is got
    if isinstance(expected, list) and isinstance(got, tuple):
        got = list(got)
    return bool(expected == got)


def run_vector(vector: Mapping[str, Any]) -> Outcome:
    """Answer one vector with the engine of its game and compare with `expect`."""
    vector_id = str(vector.get("id", "<no id>"))
    expected = vector.get("expect")
    game = REGISTRY.get(str(vector.get("game")))
    if game is None:
        return Outcome(vector_id, False, expected, f"unknown game {vector.get('game')!r}")
    query = game.conformance.get(str(vector.get("query")))
    if query is None:
        return Outcome(vector_id, False, expected, f"unknown query {vector.get('query')!r}")
    try:
        got = _normalise(query(vector))
    except Exception as exc:  # a vector that crashes the engine is a failure, not a crash
        return Outcome(vector_id, False, expected, f"error: {type(exc).__name__}: {exc}")
    return Outcome(vector_id, _matches(expected, got), expected, got)


def read_vectors(path: Path) -> list[Mapping[str, Any]]:
    """The vectors of a JSONL file; a line that is not a JSON object becomes a failing one."""
    vectors: list[Mapping[str, Any]] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            vector = json.loads(line)
        except json.JSONDecodeError as exc:
            vector = {"id": f"{path.name}:{number}", "game": None, "error": str(exc)}
        if not isinstance(vector, dict):
            vector = {"id": f"{path.name}:{number}", "game": None}
        vectors.append(vector)
    return vectors


def _show(value: Any) -> str:
    if isinstance(value, set):
        return json.dumps(" ".join(sorted(value)))
    return json.dumps(value, default=str, ensure_ascii=False)


def run_files(paths: Sequence[Path], out: Any = sys.stdout) -> tuple[int, int]:
    """Run every vector of the files; print failures and the summary; (passed, failed)."""
    passed = failed = 0
    for path in paths:
        try:
            vectors = read_vectors(path)
        except OSError as exc:
            print(f"{path}: cannot read: {exc}", file=out)
            failed += 1
            continue
        for vector in vectors:
            outcome = run_vector(vector)
            if outcome.passed:
                passed += 1
                continue
            failed += 1
            print(
                f"FAIL {outcome.vector_id}: expected {_show(outcome.expected)}, "
                f"got {_show(outcome.got)}",
                file=out,
            )
    print(f"{passed} passed, {failed} failed", file=out)
    return passed, failed


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(prog="python -m game.conformance", description=__doc__)
    parser.add_argument("files", nargs="+", type=Path, help="JSONL files of rules vectors")
    args = parser.parse_args(argv)
    _, failed = run_files(args.files)
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
