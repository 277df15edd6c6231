"""Tables driven to a chosen moment of a deal, for the guide, hint and review tests."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.app import App
from game.core.table import Seat
from game.games import REGISTRY
from game.ui.controller import Phase
from game.ui.setup_model import TableSetup
from game.ui.table.screen import TableScreen


def table_at(
    app: App,
    game_id: str,
    seats: int,
    when: Callable[[Any], bool],
    seed: int = 3,
    steps: int = 4000,
) -> TableScreen:
    """A table (the human at seat 0, random bots) played on until the human is to act and
    `when(view)` holds; the human takes the first legal action until then."""
    players = ["human"] + ["random"] * (seats - 1)
    setup = TableSetup(
        REGISTRY[game_id], tuple(Seat(p, f"P{i}") for i, p in enumerate(players)), seed
    )
    table = TableScreen(app, setup)
    app.stack.replace(table)
    c = table.controller
    for _ in range(steps):
        if c.phase == Phase.AWAIT_HUMAN:
            if when(c.display_view()):
                return table
            c.human_action(c.human_legal()[0], app.now())
        elif c.phase == Phase.DEAL_SUMMARY:
            c.confirm_summary(app.now())
        app.step()
    raise AssertionError(f"{game_id}: the wanted moment never came")
