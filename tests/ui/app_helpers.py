"""The app the screen tests drive: a dummy window under a throw-away STICH_HOME."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.core.cards import Card
from game.core.match import Match, MatchState
from game.core.rules import Action
from game.core.table import Seat
from game.games import REGISTRY
from game.ui import readability, renderer
from game.ui.controller import Phase
from game.ui.setup_model import TableSetup, default_names
from game.ui.table.screen import TableScreen


def open_app(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, frame: float | None = None, **settings: Any
) -> App:
    """An app at 1280x720 whose user files live in tmp_path, with these settings changed;
    with `frame`, on a stepping clock of `frame` seconds per drawn frame."""
    monkeypatch.setenv("STICH_HOME", str(tmp_path))
    application = App(size=(1280, 720))
    if settings:
        application.settings = application.settings.model_copy(update=settings)
    if frame is not None:
        application.now = lambda: application.frames * frame  # type: ignore[method-assign]
    return application


def clocked_table(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    game_id: str,
    players: tuple[str, ...],
    seed: int,
    resume: tuple[Match, MatchState] | None = None,
    **settings: Any,
) -> tuple[TableScreen, list[float]]:
    """A table on a clock the test moves (`clock[0]`, seconds); the settings' defaults but
    quick bots."""
    clock = [0.0]
    app = open_app(tmp_path, monkeypatch, None, bot_delay=0.0, **settings)
    app.now = lambda: clock[0]  # type: ignore[method-assign]
    names = default_names(players)
    seats = tuple(Seat(p, names[i]) for i, p in enumerate(players))
    table = TableScreen(app, TableSetup(REGISTRY[game_id], seats, seed), resume)
    app.stack.replace(table)
    return table, clock


def open_table(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    game_id: str,
    players: tuple[str, ...],
    seed: int,
    frame: float,
    **settings: Any,
) -> tuple[App, TableScreen]:
    """A table with default names on a stepping clock (`frame` seconds per frame), with
    these settings changed."""
    app = open_app(tmp_path, monkeypatch, frame, **settings)
    names = default_names(players)
    seats = tuple(Seat(p, names[i]) for i, p in enumerate(players))
    table = TableScreen(app, TableSetup(REGISTRY[game_id], seats, seed))
    app.stack.replace(table)
    return app, table


def close_app(application: App) -> None:
    """Stop every scene's background work (bot and hint threads), then pygame: the
    stack is cleared, so every scene's exit runs (a table's closes its threads)."""
    application.stack.clear()
    readability.apply(100, "standard")  # a test's text size or theme ends with it
    pygame.quit()


def checked_handovers(
    app: App,
    table: TableScreen,
    monkeypatch: pytest.MonkeyPatch,
    choose: Callable[[list[Action]], Action],
    wanted: int,
    steps: int,
) -> int:
    """Play a hot-seat table (humans pick with `choose`) and, at every hand-over, draw it
    and assert that no card face any seat keeps hidden is drawn. Returns how many
    hand-overs were checked (it stops at `wanted`)."""
    c = table.controller
    drawn: list[Card] = []
    original = renderer.card

    def spy(surface: Any, face: Card | None, *args: Any, **kwargs: Any) -> None:
        if face is not None:
            drawn.append(face)
        original(surface, face, *args, **kwargs)

    monkeypatch.setattr(renderer, "card", spy)
    rules = table.match.rules
    handovers = 0
    for _ in range(steps):
        if c.phase == Phase.HANDOVER:
            drawn.clear()
            table.draw(app.screen)
            private: set[Card] = set()
            for seat in range(len(table.setup.seats)):
                private |= rules.hidden_cards(c.display_deal, seat)
            assert not set(drawn) & private
            handovers += 1
            c.confirm_handover(app.now())
        elif c.phase == Phase.AWAIT_HUMAN:
            c.human_action(choose(c.human_legal()), app.now())
        elif c.phase == Phase.DEAL_SUMMARY:
            c.confirm_summary(app.now())
        if handovers >= wanted:
            break
        app.step()
    return handovers


# Every text drawn: its content, its size and the box it took on the surface.
Drawn = list[tuple[str, int, pygame.Rect]]


@contextmanager
def texts_drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[Drawn]:
    """Every text drawn inside, with its size and the box it took on the surface."""
    drawn: Drawn = []
    original = renderer.draw_text

    def spy(surface: pygame.Surface, content: str, size: int, *args: Any, **kw: Any) -> Any:
        rect = original(surface, content, size, *args, **kw)
        drawn.append((content, size, rect))
        return rect

    with monkeypatch.context() as patch:
        patch.setattr(renderer, "draw_text", spy)
        yield drawn
