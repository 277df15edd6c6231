"""The simulation CLI: its JSON contract and figures that add up."""

from __future__ import annotations

import json
import subprocess
import sys

from game.games import REGISTRY
from game.sim import main, mean_ci, percentile, rate_ci, run, share_ci95, summary


def test_json_contract_for_schieber_deals(capsys) -> None:
    """`--json` prints one object with the documented keys and consistent figures."""
    options = json.dumps({"target": 100000})  # no match ends: every deal is complete
    assert (
        main(
            [
                "--game",
                "schieber",
                "--seats",
                "random,random,random,random",
                "--deals",
                "40",
                "--seed",
                "1",
                "--options",
                options,
                "--json",
            ]
        )
        == 0
    )
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {
        "game",
        "seats",
        "deals",
        "matches",
        "deals_per_second",
        "per_seat",
        "teams",
        "decision_ms",
        "decision_cpu_ms",
        "blunders_per_100_deals",
    }
    assert data["decision_cpu_ms"]["random"]["n"] == data["decision_ms"]["random"]["n"]
    assert data["blunders_per_100_deals"]["random"]["total"] > 0
    assert data["game"] == "schieber" and data["deals"] == 40 and data["matches"] == 0
    assert data["seats"] == ["random"] * 4
    assert len(data["per_seat"]) == 4
    assert set(data["per_seat"][0]) == {
        "bot",
        "points_per_deal",
        "ci95",
        "match_win_rate",
        "match_win_ci95",
        "loser_rate",
        "loser_ci95",
    }
    assert data["per_seat"][0]["loser_rate"] is None
    assert data["per_seat"][0]["loser_ci95"] is None
    teams = data["teams"]
    assert [t["seats"] for t in teams] == [[0, 2], [1, 3]]
    assert abs(sum(t["card_points_per_deal"] for t in teams) - 157) < 1e-6
    assert abs(sum(t["share_of_points"] for t in teams) - 1) < 1e-3
    # Two teams share every deal's points: their shares have the same uncertainty.
    assert teams[0]["share_ci95"] == teams[1]["share_ci95"] > 0
    assert data["per_seat"][0]["points_per_deal"] == teams[0]["points_per_deal"]
    assert data["decision_ms"]["random"]["n"] >= 40 * 37


def test_matches_mode_counts_whole_matches() -> None:
    """`--matches N` plays N complete matches; win rates of the two teams add to 1."""
    stats = run(REGISTRY["schieber"], ("random",) * 4, 2, {"target": 1000}, matches=5)
    data = summary(stats)
    assert data["matches"] == 5
    assert abs(sum(t["match_win_rate"] for t in data["teams"]) - 1) < 1e-9


def test_readable_table_and_bad_arguments() -> None:
    """Without --json a table is printed; an unknown bot is an error, not a crash."""
    ok = subprocess.run(
        [sys.executable, "-m", "game.sim", "--game", "schieber", "--deals", "5"],
        capture_output=True,
        text=True,
    )
    assert ok.returncode == 0 and ok.stdout.startswith("schieber: 5 deals")
    bad = subprocess.run(
        [
            sys.executable,
            "-m",
            "game.sim",
            "--game",
            "schieber",
            "--seats",
            "random,random,random,genius",
            "--deals",
            "5",
        ],
        capture_output=True,
        text=True,
    )
    assert bad.returncode == 2 and "no bot 'genius'" in bad.stderr


def test_statistics_helpers() -> None:
    """Mean with 95% interval and nearest-rank percentiles."""
    mean, ci = mean_ci([1.0, 2.0, 3.0, 4.0])
    assert mean == 2.5 and abs(ci - 1.96 * 1.2909944 / 2) < 1e-6
    assert percentile(list(range(1, 101)), 95) == 95
    assert percentile([], 50) == 0.0


def test_rate_and_share_intervals() -> None:
    """The interval helpers: a fair coin over 100 tries, and a ratio with no spread."""
    rate, half = rate_ci(50, 100)
    assert rate == 0.5 and abs(half - 0.098) < 1e-3
    assert rate_ci(0, 0) == (0.0, 0.0)
    share, spread = share_ci95([30, 60, 90], [100, 200, 300])
    assert abs(share - 0.3) < 1e-12 and spread < 1e-12
