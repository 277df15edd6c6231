"""`python -m game` refuses a bad --size or --seed with argparse's one error line, exit 2."""

from __future__ import annotations

import subprocess
import sys

import pytest

from game.__main__ import build_parser, main

HUGE = "9" * 5000  # more digits than Python converts to an int


@pytest.mark.parametrize(
    ("args", "error"),
    [
        (
            ["--size", "999999999999999999999999x1080"],
            "argument --size: must be at most 8192 pixels a side, not '99999999999999999999...'",
        ),
        (
            ["--size", f"{HUGE}x1080"],
            "argument --size: must look like 1280x720, not '99999999999999999999...'",
        ),
        (
            ["--size", "1920x99999"],
            "argument --size: must be at most 8192 pixels a side, not '1920x99999'",
        ),
        (
            ["--size", "8193x600"],
            "argument --size: must be at most 8192 pixels a side, not '8193x600'",
        ),
        (
            ["--size", "320x200"],
            "argument --size: must be at least 640x400 to play in, not '320x200'",
        ),
        (["--size", "0x720"], "argument --size: must be positive, not '0x720'"),
        (["--size=-5x720"], "argument --size: must be positive, not '-5x720'"),
        (["--size", "big"], "argument --size: must look like 1280x720, not 'big'"),
        (["--size", "1x2x3"], "argument --size: must look like 1280x720, not '1x2x3'"),
        (["--seed", "-1"], "argument --seed: must be from 0 to 999999999, not '-1'"),
        (
            ["--seed", "1000000000"],
            "argument --seed: must be from 0 to 999999999, not '1000000000'",
        ),
        (
            ["--seed", HUGE],
            "argument --seed: must be a whole number, not '99999999999999999999...'",
        ),
        (["--seed", "7.5"], "argument --seed: must be a whole number, not '7.5'"),
    ],
)
def test_bad_numbers_end_in_one_error_line_and_exit_2(
    args: list[str], error: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """The error line names the argument and the bad text; nothing is opened."""
    with pytest.raises(SystemExit) as stopped:
        main([*args, "--smoke"])
    assert stopped.value.code == 2
    err = capsys.readouterr().err.splitlines()
    assert err[0].startswith("usage: stich")
    assert err[-1] == f"stich: error: {error}"


def test_good_numbers_still_parse() -> None:
    """The limits themselves are accepted, and sizes and seeds come back as numbers."""
    args = build_parser().parse_args(["--size", "8192X8192", "--seed", "999999999"])
    assert (args.size, args.seed) == ((8192, 8192), 999_999_999)
    args = build_parser().parse_args(["--size", "640x400", "--seed", "0"])
    assert (args.size, args.seed) == ((640, 400), 0)


def test_the_command_with_a_huge_size_prints_no_traceback() -> None:
    """The real command line of the issue: two lines of argparse usage and error, exit 2."""
    run = subprocess.run(
        [sys.executable, "-m", "game", "--size", "999999999999999999999999x1080"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 2 and run.stdout == ""
    assert "Traceback" not in run.stderr
    assert run.stderr.splitlines()[-1] == (
        "stich: error: argument --size: must be at most 8192 pixels a side, "
        "not '99999999999999999999...'"
    )


@pytest.mark.parametrize(
    ("args", "error"),
    [
        (
            ["--game", "schieber", "--seats", "human,genius,strong,strong"],
            "no bot level 'genius' for Schieber Jass; use human or one of: basic, random, strong",
        ),
        (["--game", "skitgubbe", "--seats", "human"], "Skitgubbe is for 2 to 6 players, not 1"),
        (
            ["--game", "klaverjas", "--seats", "human,basic"],
            "Klaverjas is for 3 or 4 players, not 2",
        ),
        (
            ["--game", "schieber", "--seats", "human,basic,basic"],
            "Schieber Jass is for 4 players, not 3",
        ),
        (
            ["--seats", "human,strong,strong,strong"],
            "--seats needs --game (which game the seats are for)",
        ),
    ],
)
def test_tables_the_command_line_cannot_open_are_refused_in_one_line(
    args: list[str], error: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Unknown levels (listed), wrong seat counts in words, --seats alone: exit 2."""
    with pytest.raises(SystemExit) as stopped:
        main(args)
    assert stopped.value.code == 2
    err = capsys.readouterr().err.splitlines()
    assert err[-1] == f"stich: error: {error}"
    assert "(" not in err[-1].split(":", 2)[2] or "which game" in err[-1]  # no tuple


@pytest.mark.parametrize(
    ("args", "error"),
    [
        (["--seed", "5"], "--seed needs --game (which game's match the deal number starts)"),
        (["--hints"], "--hints needs --game (which table the humans agree to hints at)"),
    ],
)
def test_table_options_without_a_game_are_refused(
    args: list[str], error: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """--seed and --hints only say something about a table: alone they are refused (exit
    2), before any window opens, instead of being dropped silently."""
    with pytest.raises(SystemExit) as stopped:
        main(args)
    assert stopped.value.code == 2
    assert capsys.readouterr().err.splitlines()[-1] == f"stich: error: {error}"
