"""Smoke tests: every screen opens and draws real frames with the dummy video driver."""

from __future__ import annotations

import subprocess
import sys

import pygame
import pytest

from game.app import App
from game.core.table import Seat
from game.games import REGISTRY
from game.ui.commands import Activate, Back, Move
from game.ui.screens.game_select import GameSelect
from game.ui.screens.pause import PauseScreen
from game.ui.screens.setup import SetupScreen
from game.ui.setup_model import TableSetup
from game.ui.table.screen import TableScreen
from tests.ui.app_helpers import close_app, open_app


@pytest.fixture
def app(tmp_path, monkeypatch):
    """An app with a dummy window."""
    application = open_app(tmp_path, monkeypatch)
    yield application
    close_app(application)


def _distinct_colours(surface: pygame.Surface) -> int:
    small = pygame.transform.scale(surface, (64, 36))
    return len({small.get_at((x, y))[:3] for x in range(64) for y in range(36)})


def _table(app: App, players: tuple[str, ...] = ("human", "random", "random", "random")):
    seats = tuple(Seat(p, f"P{i}") for i, p in enumerate(players))
    return TableScreen(app, TableSetup(REGISTRY["schieber"], seats, 11))


def test_every_screen_draws(app: App) -> None:
    """Menu, game select, setup, table, pause, rules and settings draw non-trivial frames."""
    table = _table(app)
    screens = [
        app.make("menu"),
        app.make("game_select"),
        app.make("setup", REGISTRY["schieber"]),
        table,
        app.make("pause", table),
        app.make("rules", table),
        app.make("settings"),
    ]
    for scene in screens:
        app.stack.replace(scene)
        if isinstance(scene, PauseScreen):
            app.stack.replace(table)
            app.stack.push(scene)
        for _ in range(3):
            app.step()
        assert _distinct_colours(app.screen) > 5, type(scene).__name__
    assert len(screens) == 7


def test_menu_navigation_reaches_a_table(app: App) -> None:
    """Keyboard only: Play -> Schieber -> Start opens a table."""
    app.reset("menu")
    app.dispatch(Activate())  # Play
    assert isinstance(app.stack.top, GameSelect)
    select = app.stack.top
    index = next(i for i, (_, name, _) in enumerate(select.games) if "Schieber" in name)
    while select.focus != index:
        app.dispatch(Move(0, 1))
    app.dispatch(Activate())
    assert isinstance(app.stack.top, SetupScreen)
    setup = app.stack.top
    start = next(i for i, row in enumerate(setup.rows) if row.label == "Start")
    for _ in range(start):
        app.dispatch(Move(0, 1))
    app.dispatch(Activate())
    assert isinstance(app.stack.top, TableScreen)
    app.step()
    app.dispatch(Back())
    assert isinstance(app.stack.top, PauseScreen)
    app.dispatch(Back())
    assert isinstance(app.stack.top, TableScreen)


def test_games_without_a_table_are_coming_soon(app: App) -> None:
    """Game select lists all five games, every one with a table now."""
    select = GameSelect(app)
    assert len(select.games) == 5
    enabled = {
        name for (_, name, _), ready in zip(select.games, select.ready, strict=True) if ready
    }
    assert "Schieber Jass" in enabled and len(enabled) == 5


def test_command_line_opens_straight_at_a_table() -> None:
    """`python -m game --game schieber --seats ... --seed 7` runs frames and exits 0."""
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "game",
            "--game",
            "schieber",
            "--seats",
            "human,random,random,random",
            "--seed",
            "7",
            "--frames",
            "30",
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    bad = subprocess.run(
        [sys.executable, "-m", "game", "--game", "schieber", "--seats", "human,random"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert bad.returncode == 2 and "is for 4 players, not 2" in bad.stderr
