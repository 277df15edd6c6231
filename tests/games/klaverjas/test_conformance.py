"""The project's copy of the Klaverjas conformance vectors passes completely."""

from __future__ import annotations

import io
import json
from pathlib import Path

from game.conformance import run_files, run_vector

VECTORS = Path(__file__).resolve().parents[2] / "conformance" / "klaverjas.jsonl"


def test_every_vector_passes() -> None:
    """All 96 vectors of tests/conformance/klaverjas.jsonl answer as expected."""
    out = io.StringIO()
    passed, failed = run_files([VECTORS], out)
    assert (passed, failed) == (96, 0), out.getvalue()
    assert out.getvalue().strip() == "96 passed, 0 failed"


def test_option_keys_in_vectors() -> None:
    """Optional vector keys: low quads with the option, makers-only pit, 3-card roem."""
    cases = [
        ({"query": "roem", "trump": "C", "trick": "9S 9H 9D 9C", "four_low_ranks_roem": True}, 100),
        (
            {
                "query": "deal_score",
                "maker_points": 0,
                "defender_points": 162,
                "maker_roem": 0,
                "defender_roem": 20,
                "maker_tricks": 0,
                "pit_bonus_team": "makers_only",
            },
            [0, 182],
        ),
        ({"query": "roem", "trump": "H", "trick": "KH QH JH"}, 40),
        (
            {
                "query": "legal",
                "trump": "S",
                "trick": "AD KS",
                "hand": "7S 9S TD AH",
                "rules": "rotterdam",
            },
            "TD",
        ),
    ]
    for number, (fields, expect) in enumerate(cases):
        vector = {"id": f"t{number}", "game": "klaverjas", **fields, "expect": expect}
        outcome = run_vector(json.loads(json.dumps(vector)))
        assert outcome.passed, (vector, outcome.got)


def test_bad_vectors_fail_instead_of_crashing() -> None:
    """A card outside the pack or an unknown trump is a failed vector, not a crash."""
    for fields in (
        {"query": "winner", "trump": "H", "trick": "2H 7H"},
        {"query": "points", "trump": "X", "cards": "7H"},
        {"query": "legal", "trump": "H", "trick": "", "hand": "7H", "rules": "paris"},
    ):
        outcome = run_vector({"id": "bad", "game": "klaverjas", **fields, "expect": 0})
        assert not outcome.passed
        assert str(outcome.got).startswith("error:")
