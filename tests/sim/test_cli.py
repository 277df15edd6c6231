"""`python -m game.sim` refuses arguments that would play nothing or cannot be read with
argparse's one error line and exit code 2, never a traceback."""

from __future__ import annotations

import pytest

from game.sim import main

DEEP_LIST = "[" * 100_000 + "]" * 100_000
DEEP_OBJECT = '{"a":' * 5_000 + "1" + "}" * 5_000


@pytest.mark.parametrize(
    ("args", "error"),
    [
        (["--deals", "0"], "argument --deals: must be at least 1, not 0"),
        (["--deals", "-5"], "argument --deals: must be at least 1, not -5"),
        (["--matches", "0"], "argument --matches: must be at least 1, not 0"),
        (["--matches", "-1"], "argument --matches: must be at least 1, not -1"),
        (["--seats", ",,,"], "--seats needs a bot name for every seat, not ',,,'"),
        (
            ["--seats", "random,,random,random"],
            "--seats needs a bot name for every seat, not 'random,,random,random'",
        ),
        (["--options", DEEP_LIST], "bad --options: the JSON is nested too deeply to read"),
        (["--options", DEEP_OBJECT], "bad --options: the JSON is nested too deeply to read"),
    ],
)
def test_refusals_are_one_error_line_and_exit_2(
    args: list[str], error: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each bad argument ends in its own sentence on the last line; nothing is played."""
    with pytest.raises(SystemExit) as stopped:
        main(["--game", "schieber", *args])
    assert stopped.value.code == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.splitlines()[-1] == f"python -m game.sim: error: {error}"


def test_one_deal_and_one_match_are_still_played(capsys: pytest.CaptureFixture[str]) -> None:
    """The least counts the refusals leave are accepted."""
    assert main(["--game", "schieber", "--deals", "1", "--no-blunders"]) == 0
    assert capsys.readouterr().out.startswith("schieber: 1 deals")
    assert main(["--game", "stichln", "--matches", "1", "--no-blunders"]) == 0
    assert "deals, 1 matches finished" in capsys.readouterr().out.splitlines()[0]
