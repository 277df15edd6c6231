"""Every rule option the setup screen offers has a name and named choices in English and
Japanese: no raw identifiers such as "forced_first_hand" reach the player."""

from __future__ import annotations

import pytest

from game import i18n
from game.games import REGISTRY
from game.ui.screens.setup import option_choice_text, option_values


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_offered_option_and_choice_is_named(language: str) -> None:
    """Labels and choice texts come from the catalog for every game's offered options."""
    i18n.set_language(language)
    catalog = i18n.CATALOGS[language]
    labels = choices = 0
    for game in REGISTRY.values():
        defaults = game.options_model()
        for name in game.options_model.model_fields:
            values = option_values(game, name, getattr(defaults, name))
            if values is None:
                continue  # not offered on the setup screen
            assert f"option.{name}" in catalog, (game.id, name)
            labels += 1
            for value in values:
                if isinstance(value, str):
                    assert f"choice.{name}.{value}" in catalog, (game.id, name, value)
                    assert option_choice_text(name, value) == catalog[f"choice.{name}.{value}"]
                    choices += 1
    assert (labels, choices) == (45, 60)


def test_numbers_and_switches_read_naturally() -> None:
    """Numbers stay numbers; switches say on or off in the language."""
    i18n.set_language("ja")
    assert option_choice_text("target", 2500) == "2500"
    assert option_choice_text("daring", True) == i18n.t("common.on")


def test_the_default_player_name_is_in_the_language() -> None:
    """A new table seats "You" in English and あなた in Japanese; bots keep their names."""
    from game.ui.setup_model import default_seats

    game = REGISTRY["klaverjas"]
    i18n.set_language("ja")
    assert [s.name for s in default_seats(game)] == ["あなた", "Anna", "Ben", "Clara"]
    i18n.set_language("en")
    assert default_seats(game)[0].name == "You"
