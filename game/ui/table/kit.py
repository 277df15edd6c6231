"""A game's presenter and painters for the shared table, made from its registry entry."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from game.games import ENTRIES
from game.games.entry import FaceChoice
from game.present import BasePresenter
from game.ui.table.seam import GameTable

# `Any` is the existential "this game's view": the table hands views from a game's rules
# only back to the same game's presenter and painters (Python cannot say "some V").
GamePresenter = BasePresenter[Any]
GamePainters = GameTable[Any]


def table_kit(
    game_id: str, options: BaseModel, names: tuple[str, ...], settings: FaceChoice
) -> tuple[GamePresenter, GamePainters]:
    """The game's presenter and painters under these settings (the card faces)."""
    entry = ENTRIES[game_id]
    faces = entry.face_style(settings)
    presenter_class, table_class = entry.presenter(), entry.table()
    if not (issubclass(presenter_class, BasePresenter) and issubclass(table_class, GameTable)):
        raise TypeError(f"{game_id}: its registry entry names no presenter and table")
    presenter: GamePresenter = presenter_class(options, names, faces)
    return presenter, table_class(options, presenter, faces)
