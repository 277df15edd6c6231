"""Which games have a table, and how each is presented (explicit, no discovery)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.present import BasePresenter
from game.settings import Settings
from game.ui.table.seam import GameTable
from game.ui.table_adapter import TableAdapter


def _schieber(rules: Any, names: tuple[str, ...], settings: Settings) -> TableAdapter:
    from game.games.schieber.present import SchieberPresenter
    from game.games.schieber.view import SchieberTable

    return seam_adapter(rules, names, SchieberPresenter, SchieberTable, settings.jass_faces)


def _klaverjas(rules: Any, names: tuple[str, ...], settings: Settings) -> TableAdapter:
    from game.games.klaverjas.present import KlaverjasPresenter
    from game.games.klaverjas.view import KlaverjasTable

    return seam_adapter(
        rules,
        names,
        KlaverjasPresenter,
        KlaverjasTable,
        "french4" if settings.four_colour else "french",
    )


def _stichln(rules: Any, names: tuple[str, ...], settings: Settings) -> TableAdapter:
    from game.games.stichln.present import StichlnPresenter
    from game.games.stichln.view import StichlnTable

    return seam_adapter(rules, names, StichlnPresenter, StichlnTable)


def _was_sticht(rules: Any, names: tuple[str, ...], settings: Settings) -> TableAdapter:
    from game.games.was_sticht.present import WasStichtPresenter
    from game.games.was_sticht.view import WasStichtTable

    return seam_adapter(rules, names, WasStichtPresenter, WasStichtTable)


def _skitgubbe(rules: Any, names: tuple[str, ...], settings: Settings) -> TableAdapter:
    from game.games.skitgubbe.present import SkitgubbePresenter
    from game.games.skitgubbe.view import SkitgubbeTable

    return seam_adapter(
        rules,
        names,
        SkitgubbePresenter,
        SkitgubbeTable,
        "french4" if settings.four_colour else "french",
    )


def seam_adapter(
    rules: Any,
    names: tuple[str, ...],
    presenter: type[BasePresenter[Any]],
    table: type[GameTable[Any]],
    faces: str = "french",
) -> TableAdapter:
    """TRANSITIONAL: a game converted to presenter + GameTable, for the current screen."""
    from game.ui.table.bridge import SeamAdapter

    shown = presenter(rules.options, names, faces)
    return SeamAdapter(rules, shown, table(rules.options, shown, faces))


TABLES: dict[str, Callable[[Any, tuple[str, ...], Settings], TableAdapter]] = {
    "schieber": _schieber,
    "klaverjas": _klaverjas,
    "stichln": _stichln,
    "was_sticht": _was_sticht,
    "skitgubbe": _skitgubbe,
}


def has_table(game_id: str) -> bool:
    """True when the game can be played at a table (else it is 'coming soon')."""
    return game_id in TABLES


def make_adapter(
    game_id: str, rules: Any, names: tuple[str, ...], settings: Settings
) -> TableAdapter:
    """The presentation of a game's table."""
    return TABLES[game_id](rules, names, settings)


def make_table(
    game_id: str, rules: Any, names: tuple[str, ...], settings: Settings
) -> tuple[BasePresenter[Any], GameTable[Any]]:
    """TRANSITIONAL (until the registry entries carry them): a game's presenter and
    painters for the table under these settings."""
    adapter = make_adapter(game_id, rules, names, settings)
    from game.ui.table.bridge import SeamAdapter

    if not isinstance(adapter, SeamAdapter):
        raise TypeError(f"{game_id} is not converted to the seam yet")
    return adapter.presenter, adapter.table
