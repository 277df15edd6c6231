"""The shape marks that go with colours: the winning card's star (held trick, last
trick), the hatch over illegal cards only with highlight_legal on, the dashed ring of
the keyboard's card, and the colour markers on small colour cards (the sprites' shapes)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.cards import Card
from game.ui import marks, renderer
from game.ui.animation import Frame, Mark
from game.ui.controller import Phase
from game.ui.layout import Box
from game.ui.table import overlays, paint
from game.ui.table.screen import TableScreen
from tests.ui.app_helpers import close_app, open_table

PLAYERS = ("human", "random", "random", "random")


def _calls(monkeypatch: pytest.MonkeyPatch, name: str) -> list[tuple[Any, ...]]:
    """Record the calls of one of the marks (still drawing it)."""
    seen: list[tuple[Any, ...]] = []
    original = getattr(marks, name)

    def spy(*args: Any, **kwargs: Any) -> None:
        seen.append(args)
        original(*args, **kwargs)

    monkeypatch.setattr(marks, name, spy)
    return seen


def _illegal_turn(app: Any, table: TableScreen) -> None:
    """Play on (the human its first legal action) until it chooses among its cards and
    some may not be played."""
    c = table.controller
    for _ in range(4000):
        turn = table.turn(table.layout())
        if turn is not None and 2 <= len(turn.offer.usable) < len(turn.offer.cards):
            return
        if c.phase == Phase.AWAIT_HUMAN:
            c.human_action(c.human_legal()[0], app.now())
        app.step()
    raise AssertionError("no turn with illegal cards came")


def test_the_held_tricks_winner_gets_the_star(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app, table = open_table(tmp_path, monkeypatch, "schieber", PLAYERS, 3, 0.05)
    try:
        stars = _calls(monkeypatch, "win_star")
        lay = table.layout()
        surface = pygame.Surface(app.size)
        paint.draw_table(surface, table, lay, 0.5)
        assert stars == []  # no trick held: no star
        frame = Frame(marks=[Mark(0.0, 1.0, 2, "", (1, 2, 3, 0))])
        table.animator.frame = lambda now: frame  # type: ignore[method-assign]
        paint.draw_table(surface, table, lay, 0.5)
        assert [args[1] for args in stars] == [paint.trick_box(lay, 2)]
        # Drawn: gold inside the star's outline, over the card's top right corner.
        box = paint.trick_box(lay, 2)
        size = marks.star_size(box)
        centre = (round(box.right - size * 0.3), round(box.y + size * 0.3))
        assert surface.get_at(centre)[:3] == renderer.GOLD
    finally:
        close_app(app)


def test_the_last_trick_stars_its_taker_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app, table = open_table(tmp_path, monkeypatch, "schieber", PLAYERS, 3, 0.05)
    try:
        c = table.controller
        for _ in range(4000):
            if table.log.last is not None:
                break
            if c.phase == Phase.AWAIT_HUMAN:
                c.human_action(c.human_legal()[0], app.now())
            app.step()
        last = table.log.last
        assert last is not None and last.winner is not None
        stars = _calls(monkeypatch, "win_star")
        overlays.draw_last_trick(pygame.Surface(app.size), table, table.layout())
        assert len(last.plays) == 4
        assert len(stars) == 1
    finally:
        close_app(app)


@pytest.mark.parametrize("highlight", [True, False])
def test_illegal_cards_are_hatched_only_with_highlighting_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, highlight: bool
) -> None:
    app, table = open_table(
        tmp_path, monkeypatch, "schieber", PLAYERS, 3, 0.05, highlight_legal=highlight
    )
    try:
        _illegal_turn(app, table)
        turn = table.turn(table.layout())
        assert turn is not None
        illegal = [card for card in turn.offer.cards if card not in turn.offer.usable]
        hatches = _calls(monkeypatch, "hatch")
        table.draw(pygame.Surface(app.size))
        assert illegal
        if highlight:
            hatched = [turn.boxes[turn.offer.cards.index(card)] for card in illegal]
            assert [args[1] for args in hatches] == hatched
        else:
            assert hatches == []
    finally:
        close_app(app)


def test_the_keyboards_card_is_ringed_dashed_and_the_selected_one_is_not(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app, table = open_table(tmp_path, monkeypatch, "schieber", PLAYERS, 3, 0.05)
    try:
        _illegal_turn(app, table)
        turn = table.turn(table.layout())
        assert turn is not None
        usable = [i for i, card in enumerate(turn.offer.cards) if card in turn.offer.usable]
        rings = _calls(monkeypatch, "dashed_ring")
        sel = table.selection
        sel.cursor, sel.focus = usable[0], "hand"
        table.draw(pygame.Surface(app.size))
        assert len(rings) == 1
        sel.picked = (turn.offer.cards[usable[0]],)  # selected: a solid outline instead
        table.draw(pygame.Surface(app.size))
        assert len(rings) == 1
    finally:
        close_app(app)


def _corner(card: Card, width: int, style: str) -> pygame.Color:
    """The pixel where a small card's marker sits."""
    height = round(width * 1.4)
    surface = pygame.Surface((width + 20, height + 20))
    box = Box(10, 10, width, height)
    renderer.card(surface, card, box, style)
    size = max(10.0, width * 0.34)
    return surface.get_at((round(box.right - size * 0.6), round(box.y + size * 0.6)))


def test_small_colour_cards_carry_their_marker_large() -> None:
    pygame.init()
    # The marker's white face in the corner of a small card of every colour deck...
    assert _corner(Card("R", 5), 40, "was_sticht")[:3] == renderer.WHITE
    assert _corner(Card("N", 5), 31, "stichln")[:3] == renderer.WHITE
    # ... and not on a large one, nor on a French card (its suit is its shape).
    assert _corner(Card("R", 5), 88, "was_sticht")[:3] != renderer.WHITE
    assert _corner(Card("H", 5), 40, "french")[:3] != renderer.WHITE


def test_the_markers_are_the_sprites_shapes() -> None:
    tools = str(Path(__file__).resolve().parents[2] / "tools")
    sys.path.insert(0, tools)
    try:
        from cardart.shapes import MARKERS
    finally:
        sys.path.remove(tools)
    assert set(marks.MARKERS) == set(MARKERS) == set("RBGYPN")
    for letter, points in MARKERS.items():
        ours = [c for point in marks.MARKERS[letter] for c in point]
        assert ours == pytest.approx([c for point in points for c in point], abs=1e-9), letter
