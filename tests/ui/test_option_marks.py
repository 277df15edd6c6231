"""The marks on the options models' fields (game/option_marks.py) that the setup screen
reads: each names something that exists."""

from __future__ import annotations

from game.games import REGISTRY
from game.i18n import CATALOGS
from game.option_marks import AppliesWhen, NumberRange, marks


def test_applies_when_names_an_option_and_a_reason() -> None:
    """ "Applies only when" names another field of the same model and a catalog sentence."""
    checked = 0
    for game in REGISTRY.values():
        fields = game.options_model.model_fields
        for name, field in fields.items():
            for rule in marks(field, AppliesWhen):
                assert rule.option in fields and rule.option != name, (game.id, name)
                assert rule.why in CATALOGS["en"], (game.id, name, rule.why)
                checked += 1
    assert checked == 7


def test_number_ranges_hold_their_start_and_step() -> None:
    """A range's first value lies within it and its step divides the span."""
    for game in REGISTRY.values():
        for name, field in game.options_model.model_fields.items():
            for numbers in marks(field, NumberRange):
                start = numbers.start if numbers.start is not None else numbers.low
                assert numbers.low <= start <= numbers.high, (game.id, name)
                assert (numbers.high - numbers.low) % numbers.step == 0, (game.id, name)
