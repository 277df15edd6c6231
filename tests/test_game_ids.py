"""Outside its own package a game's id is written only in the registry (catalogs and help
texts aside): every shared module reaches a game through its registry entry."""

from __future__ import annotations

from tests.game_ids import game_ids, mentions


def test_the_registry_knows_five_games() -> None:
    """The count below runs over every registered game."""
    assert len(game_ids()) == 5


def test_no_shared_module_names_a_game() -> None:
    """No line of a shared module (code or comment) names a game by its id."""
    found = {
        game_id: [f"{module}:{number}" for module, number, _ in hits]
        for game_id, hits in mentions().items()
        if hits
    }
    assert found == {}
