"""Duplicate deals in the sim: every deal in every rotation, the same cards each time, and
leads with intervals over deals."""

from __future__ import annotations

import json

import pytest

from game.games import REGISTRY
from game.sim import duplicate_summary, main, run_duplicate
from game.sim_duplicate import DuplicateStats, leads, record_deal, rotated, rotation_count


def test_rotations_and_bookkeeping() -> None:
    """Entry e sits at seat e + shift; a deal's points are averaged over its rotations."""
    assert rotated(("a", "b", "c"), 1) == ("c", "a", "b")
    assert rotation_count(REGISTRY["schieber"], 4) == 2
    assert rotation_count(REGISTRY["stichln"], 5) == 5
    stats = DuplicateStats(REGISTRY["stichln"], ("a", "b", "c"), 3)
    # Seat points of three rotations of one deal: seat 0 always scores 6.
    record_deal(stats, [[6, 0, 0], [6, 0, 0], [6, 0, 0]])
    assert stats.points == [[2.0, 2.0, 2.0]]
    record_deal(stats, [[3, 0, 0], [0, 3, 0], [0, 0, 3]])  # entry 0 scores wherever it sits
    assert stats.points[1] == [3.0, 0.0, 0.0]
    assert leads(stats, 0) == [0.0, 3.0]


@pytest.mark.parametrize(
    ("game_id", "seats"), [("schieber", 4), ("stichln", 4), ("klaverjas", 4), ("was_sticht", 3)]
)
def test_equal_bots_cancel_card_luck(game_id: str, seats: int) -> None:
    """With the same deterministic bot everywhere each rotation replays the same deal, so
    every entry's lead is exactly zero (it is not with different cards per rotation)."""
    stats, plays = run_duplicate(REGISTRY[game_id], ("basic",) * seats, 3, {}, 6)
    assert stats.deals == 6 and plays.deals == 6 * rotation_count(REGISTRY[game_id], seats)
    assert any(any(deal) for deal in plays.deal_points)  # points were scored
    for entry in range(seats):
        assert leads(stats, entry) == pytest.approx([0.0] * 6, abs=1e-9)


def test_duplicate_json(capsys: pytest.CaptureFixture[str]) -> None:
    """`--duplicate --json`: entries with leads and intervals; the teams' leads mirror."""
    assert (
        main(
            [
                "--game",
                "schieber",
                "--seats",
                "basic,random,basic,random",
                "--deals",
                "12",
                "--seed",
                "2",
                "--duplicate",
                "--json",
            ]
        )
        == 0
    )
    data = json.loads(capsys.readouterr().out)
    assert data["duplicate"] is True and data["deals"] == 12 and data["rotations"] == 2
    entries = data["entries"]
    assert [e["bot"] for e in entries] == ["basic", "random", "basic", "random"]
    assert entries[0]["lead_per_deal"] == -entries[1]["lead_per_deal"] > 0
    assert entries[0]["lead_ci95"] > 0
    assert 0.5 < data["team0_share"] < 1 and data["team0_share_ci95"] > 0
    assert data["decision_ms"]["basic"]["n"] > 12 * 2 * 18


def test_duplicate_summary_without_teams() -> None:
    """Single-player games report no team share; the leads sum to zero over entries."""
    stats, plays = run_duplicate(REGISTRY["stichln"], ("basic", "random", "random"), 1, {}, 4)
    data = duplicate_summary(stats, plays)
    assert data["team0_share"] is None and data["rotations"] == 3
    assert abs(sum(e["lead_per_deal"] for e in data["entries"])) < 0.01  # rounded to 3 decimals
