"""The held trick's winner is outlined in the shared trick slots only where the game
plays its tricks there (a game with its own places marks its winning cards itself)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.ui import renderer
from game.ui.animation import Frame, Mark
from game.ui.table import paint
from tests.ui.app_helpers import close_app, open_table

GOLD = pygame.Color(*renderer.GOLD)


def _gold_on_slot(
    game_id: str,
    players: tuple[str, ...],
    order: tuple[int, ...],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> int:
    """Gold pixels on the border of seat 0's trick slot after drawing a mark for seat 0."""
    app, table = open_table(tmp_path, monkeypatch, game_id, players, 3, 0.05)
    try:
        lay = table.layout()
        frame = Frame(marks=[Mark(0.0, 1.0, 0, "", order)])
        table.animator.frame = lambda now: frame  # type: ignore[method-assign]
        surface = pygame.Surface(app.size)
        paint.draw_table(surface, table, lay, 0.5)
        box = paint.trick_box(lay, 0)
        edge = pygame.Rect(box.tuple()).inflate(10, 10)
        y = edge.top + 1
        return sum(
            1 for x in range(edge.left + 10, edge.right - 10) if surface.get_at((x, y)) == GOLD
        )
    finally:
        close_app(app)


def test_a_shared_trick_gets_its_winner_outlined(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    gold = _gold_on_slot(
        "schieber", ("human", "random", "random", "random"), (1, 2, 3, 0), tmp_path, monkeypatch
    )
    assert gold > 20


def test_no_outline_round_an_empty_slot(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    gold = _gold_on_slot("skitgubbe", ("human", "random", "random"), (), tmp_path, monkeypatch)
    assert gold == 0
