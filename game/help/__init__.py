"""PURE rules help: per game, the options of a table become a help document (no pygame).

`help_document(game_id, options, seats, face_style)` is the one entry point the rules
screen uses; each game's builder (its registry entry's `help`, in game/help/<id>.py)
derives card orders and points from the engine's tables.
"""

from __future__ import annotations

from typing import Any

from game.games import ENTRIES
from game.help.document import HelpDocument


def help_document(
    game_id: str, options: Any, seats: int, face_style: str = "french"
) -> HelpDocument:
    """The rules help of a game for a table's options, seat count and card faces."""
    return ENTRIES[game_id].help()(options, seats, face_style)
