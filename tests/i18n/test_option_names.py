"""Every rule option the setup screen offers has a name and named choices in English and
Japanese: no raw identifiers such as "forced_first_hand" reach the player."""

from __future__ import annotations

import pytest

from game import i18n
from game.games import REGISTRY
from game.ui.option_specs import option_specs
from game.ui.screens.setup import option_choice_text


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_offered_option_and_choice_is_named(language: str) -> None:
    """Labels and choice texts come from the catalog for every game's offered options,
    at every seat count."""
    i18n.set_language(language)
    catalog = i18n.CATALOGS[language]
    offered: set[tuple[str, str]] = set()
    choices: set[tuple[str, str, str]] = set()
    for game in REGISTRY.values():
        for seats in game.seats:
            for spec in option_specs(game, seats, {}):
                name, _, sub = spec.path.partition(".")
                key = f"ws.kind.{sub}" if sub else f"option.{name}"
                assert key in catalog, (game.id, spec.path)
                offered.add((game.id, spec.path))
                for value in spec.words:
                    if isinstance(value, str):
                        assert f"choice.{name}.{value}" in catalog, (game.id, name, value)
                        assert option_choice_text(name, value) == catalog[f"choice.{name}.{value}"]
                        choices.add((game.id, name, value))
    assert (len(offered), len(choices)) == (61, 64)


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
