"""`python -m game.sim` refuses arguments that would play nothing or cannot be read with
argparse's one error line and exit code 2, never a traceback."""

from __future__ import annotations

import pytest

from game.games import REGISTRY
from game.sim import json_depth, main

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
        (
            ["--options", '{"target": -5}'],
            "bad --options: target: Input should be greater than 0",
        ),
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


@pytest.mark.parametrize(
    ("game_id", "options", "error"),
    [
        (
            "was_sticht",
            '{"chip_values": {"NO_RED": 100}}',
            "chip_values.NO_RED: Input should be less than or equal to 99",
        ),
        (
            "was_sticht",
            '{"chip_values": {"SOLE_MOST": 1000000000000}}',
            "chip_values.SOLE_MOST: Input should be less than or equal to 99",
        ),
        ("klaverjas", '{"game_length": 100}', "game_length must be from 1 to 99 deals"),
        ("klaverjas", '{"game_length": 0}', "game_length must be from 1 to 99 deals"),
    ],
)
def test_options_beyond_their_range_are_refused_in_a_sentence(
    game_id: str, options: str, error: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Chip values and a number of deals have an upper bound (the setup screen's range):
    beyond it the options are refused in one line, not played for hours."""
    with pytest.raises(SystemExit) as stopped:
        main(["--game", game_id, "--options", options])
    assert stopped.value.code == 2
    assert capsys.readouterr().err.splitlines()[-1] == (
        f"python -m game.sim: error: bad --options: {error}"
    )


def test_the_bounds_themselves_are_accepted() -> None:
    """99 is still a chip value and a number of deals."""
    was_sticht, klaverjas = REGISTRY["was_sticht"], REGISTRY["klaverjas"]
    values = was_sticht.options({"chip_values": {"NO_RED": 99}}).chip_values  # type: ignore[attr-defined]
    assert values.NO_RED == 99
    assert klaverjas.options({"game_length": 99}).game_length == 99  # type: ignore[attr-defined]


def test_the_depth_of_json_is_measured_outside_its_strings() -> None:
    """Brackets inside strings (escaped quotes too) do not count; nesting does."""
    assert json_depth('{"seats": 4}') == 1
    assert json_depth('{"a": "[[[{{{\\"[[["}') == 1
    assert json_depth('{"a": {"b": [1, [2]]}}') == 4
    assert json_depth(DEEP_OBJECT) == 5_000
