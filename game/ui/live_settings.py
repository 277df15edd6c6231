"""Settings that change how a table looks take effect at once, at a running table too."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.ui.setup_model import TableSetup, with_default_names
from game.ui.tables import make_adapter

if TYPE_CHECKING:
    from game.app import App


def face_style(setup: TableSetup, settings: Any) -> str:
    """The card faces this game's table uses under these settings."""
    rules = setup.game.make_rules(setup.options_model())
    names = tuple(seat.name for seat in setup.seats)
    return make_adapter(setup.game.id, rules, names, settings).face_style


def refresh_tables(app: App) -> int:
    """Rebuild the presentation of every table on the stack from the current settings
    (card faces, four colours, default names in the new language); the match, the
    selection and the animations stay. Returns how many tables were refreshed."""
    count = 0
    for scene in app.stack.scenes:
        setup = getattr(scene, "setup", None)
        old = getattr(scene, "adapter", None)
        match = getattr(scene, "match", None)
        if setup is None or old is None or match is None:
            continue
        names = tuple(seat.name for seat in with_default_names(setup.seats))
        adapter = make_adapter(setup.game.id, match.rules, names, app.settings)
        adapter.carry_over(old)  # who "You" is, and choices made at the table, stay
        scene.adapter = adapter
        count += 1
    return count
