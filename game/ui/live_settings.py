"""Settings that change how a table looks take effect at once, at a running table too."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games import ENTRIES
from game.games.entry import FaceChoice

if TYPE_CHECKING:
    from game.app import App


def face_style(game_id: str, settings: FaceChoice) -> str:
    """The card faces this game's table uses under these settings."""
    return ENTRIES[game_id].face_style(settings)


def refresh_tables(app: App) -> int:
    """Tell every scene on the stack that the settings changed (a table makes its
    presenter and painters anew: card faces, four colours, default names in the new
    language; the match, the selection and the animations stay). Returns how many
    scenes took it."""
    return sum(1 for scene in app.stack.scenes if scene.settings_changed())
