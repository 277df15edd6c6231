"""A monkey at the table: thousands of random keys and clicks, no exception, legal states."""

from __future__ import annotations

import random

import pygame

from game.app import App
from game.core.table import Seat
from game.games import REGISTRY
from game.ui.controller import Phase
from game.ui.setup_model import TableSetup
from game.ui.table.screen import TableScreen
from tests.ui.app_helpers import close_app
from tests.ui.monkey import post_click, post_key

KEYS = [
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_l,
    pygame.K_ESCAPE,
    pygame.K_a,
    pygame.K_TAB,
]


def test_random_input_never_breaks_the_table(monkeypatch, tmp_path) -> None:
    """Random events through the real event queue; the rules state stays consistent."""
    monkeypatch.setenv("STICH_HOME", str(tmp_path))
    app = App(size=(1280, 720))
    app.settings = app.settings.model_copy(
        update={"bot_delay": 0.0, "animation": "off", "trick_pause": 0.0}
    )
    # A stepping clock: the hand-over's guard time passes in frames, not in wall time.
    app.now = lambda: app.frames * 0.05  # type: ignore[method-assign]
    game = REGISTRY["schieber"]
    seats = (Seat("human", "A"), Seat("random", "B"), Seat("human", "C"), Seat("random", "D"))
    table = TableScreen(app, TableSetup(game, seats, 5, {"target": 600}))
    app.stack.replace(table)
    rng = random.Random(99)
    posted = 0
    phases = set()
    for _ in range(2500):
        for _ in range(2):
            if rng.random() < 0.5:
                post_key(rng.choice(KEYS))
            else:
                post_click((rng.randrange(1280), rng.randrange(720)))
            posted += 1
        app.step()
        top = app.stack.top
        if isinstance(top, TableScreen):
            table = top
        c = table.controller
        phases.add(c.phase)
        table.match.rules.check_invariants(c.state.deal)
        assert c.display_deal is not None
    assert posted == 5000
    assert {Phase.AWAIT_HUMAN, Phase.ANIMATING} <= phases
    close_app(app)
