"""Stichln options: spec defaults, validation and the reserved 20s."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from game.games.stichln.options import StichlnOptions


def test_defaults_follow_the_spec() -> None:
    """Section 7 defaults."""
    options = StichlnOptions()
    assert options.rounds is None
    assert options.rounds_for(6) == 6
    assert options.minus_reveal == "simultaneous_after_choice"
    assert options.all_zero_trick == "leader_wins"
    assert options.seven_player_hand == 14
    assert options.use_twenties is False


@pytest.mark.parametrize(
    "data",
    [
        {"rounds": 0},
        {"seven_player_hand": 13},
        {"minus_reveal": "never"},
        {"all_zero_trick": "nobody"},
        {"use_twenties": True},
        {"colour": "red"},
    ],
)
def test_invalid_options_are_rejected(data: dict) -> None:
    """Out-of-range values, unknown keys and the undefined 20s variant are refused."""
    with pytest.raises(ValidationError):
        StichlnOptions.model_validate(data)


def test_explicit_rounds_override_the_player_count() -> None:
    """`rounds` given explicitly wins over one round per player."""
    assert StichlnOptions(rounds=3).rounds_for(8) == 3
