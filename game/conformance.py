"""`python -m game.conformance FILE.jsonl ...`: run rules vectors against the engines.

Prints one line per failing vector (its id, what was expected, what came back) and ends
with `N passed, M failed`; exits 0 only when nothing failed. A vector whose game or query
the engine does not know counts as failed, never as skipped. A line that is no vector and a
file that cannot be read or holds no vector at all each print one line naming the file
(and the line) and count as failed.
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
from game.storage import open_regular


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


class VectorFileError(Exception):
    """A file that holds no vectors to run; the message is one line naming the file."""


@dataclass(frozen=True)
class BadLine:
    """A line of a vector file that is no vector; `where` is `FILE:LINE`."""

    where: str
    problem: str


# Fields every vector has (../shared/conformance/README.md, "Common fields").
VECTOR_FIELDS = ("id", "game", "query", "expect")
_JSON_KINDS = {
    list: "array",
    str: "string",
    int: "number",
    float: "number",
    bool: "boolean",
    type(None): "null",
}


def _decode_text(path: Path, data: bytes) -> str:
    """The file's text; a binary or non-UTF-8 file is an error naming its first bad line."""
    nul = data.find(b"\0")
    if nul >= 0:
        line = data.count(b"\n", 0, nul) + 1
        raise VectorFileError(f"{path}:{line}: a binary file, not JSONL text")
    try:
        return data.decode("utf-8-sig")  # a byte order mark before the text is no error
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise VectorFileError(
            f"{path}:{line}: not UTF-8 text (byte 0x{data[exc.start]:02x})"
        ) from None


def _parse_line(where: str, line: str) -> Mapping[str, Any] | BadLine:
    """One vector, or what is wrong with the line."""
    try:
        vector = json.loads(line)
    except json.JSONDecodeError as exc:
        return BadLine(where, f"not JSON: {exc.msg} (column {exc.colno})")
    except (ValueError, RecursionError) as exc:
        # Nesting deeper than the parser's recursion limit, or an integer with more digits
        # than Python converts: not a vector anybody meant, so a line, not a traceback.
        problem = "nested too deeply" if isinstance(exc, RecursionError) else str(exc)
        return BadLine(where, f"not usable JSON: {problem}")
    if not isinstance(vector, dict):
        kind = _JSON_KINDS.get(type(vector), "value")
        return BadLine(where, f"not a vector: a JSON {kind}, not an object")
    missing = [name for name in VECTOR_FIELDS if name not in vector]
    if missing:
        return BadLine(where, f"not a vector: no {', '.join(missing)}")
    return vector


def read_vectors(path: Path) -> list[Mapping[str, Any] | BadLine]:
    """The vectors of a JSONL file, a BadLine for each line that is none.

    Raises VectorFileError (one line naming the file) for a file that cannot be read, is
    not UTF-8 text or holds no vector at all: an empty file must not pass as a green run.
    """
    try:
        # Only a regular file is opened: a FIFO in a file's place would wait for ever.
        with open_regular(path) as handle:
            data = handle.read()
    except OSError as exc:
        raise VectorFileError(f"{path}: cannot read: {exc.strerror or exc}") from None
    entries: list[Mapping[str, Any] | BadLine] = []
    for number, line in enumerate(_decode_text(path, data).splitlines(), 1):
        if line.strip():
            entries.append(_parse_line(f"{path}:{number}", line))
    if not entries:
        raise VectorFileError(f"{path}: no vectors (the file is empty or blank)")
    return entries


def _show(value: Any) -> str:
    if isinstance(value, set):
        return json.dumps(" ".join(sorted(value)))
    return json.dumps(value, default=str, ensure_ascii=False)


def run_files(paths: Sequence[Path], out: Any = None) -> tuple[int, int]:
    """Run every vector of the files; print failures and the summary; (passed, failed)."""
    # Looked up at call time, so a replaced sys.stdout (pytest's capsys) gets the output.
    out = sys.stdout if out is None else out
    passed = failed = 0
    for path in paths:
        try:
            vectors = read_vectors(path)
        except VectorFileError as exc:
            print(exc, file=out)
            failed += 1
            continue
        for vector in vectors:
            if isinstance(vector, BadLine):
                print(f"{vector.where}: {vector.problem}", file=out)
                failed += 1
                continue
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
