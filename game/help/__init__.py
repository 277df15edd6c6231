"""PURE rules help: per game, the options of a table become a help document (no pygame).

`help_document(game_id, options, seats, face_style)` is the one entry point the rules
screen uses; each game's builder derives card orders and points from the engine's tables.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.help.document import HelpDocument
from game.help.klaverjas import klaverjas_help
from game.help.schieber import schieber_help
from game.help.skitgubbe import skitgubbe_help
from game.help.stichln import stichln_help
from game.help.was_sticht import was_sticht_help

BUILDERS: dict[str, Callable[..., HelpDocument]] = {
    "schieber": schieber_help,
    "klaverjas": klaverjas_help,
    "stichln": stichln_help,
    "was_sticht": was_sticht_help,
    "skitgubbe": skitgubbe_help,
}


def help_document(
    game_id: str, options: Any, seats: int, face_style: str = "french"
) -> HelpDocument:
    """The rules help of a game for a table's options, seat count and card faces."""
    return BUILDERS[game_id](options, seats, face_style)
