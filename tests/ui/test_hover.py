"""Hovering only highlights: one click after the pointer rested on a card never plays it."""

from __future__ import annotations

import pygame

from game.core.table import Seat
from game.games import REGISTRY
from game.ui.controller import Phase
from game.ui.setup_model import TableSetup
from game.ui.table.screen import TableScreen
from tests.ui.app_helpers import close_app, open_app
from tests.ui.monkey import post_click


def test_a_click_on_the_hovered_card_selects_and_a_second_plays(tmp_path, monkeypatch) -> None:
    """Stichln's minus card (the case that was committed by one click): the pointer moves
    onto the leftmost card, one click lifts it, the second click lays it face down."""
    app = open_app(tmp_path, monkeypatch, bot_delay=0.0, animation="off")
    app.now = lambda: app.frames * 0.05  # type: ignore[method-assign]
    seats = (Seat("human", "You"), Seat("random", "Anna"), Seat("random", "Ben"))
    table = TableScreen(app, TableSetup(REGISTRY["stichln"], seats, 3))
    app.stack.replace(table)
    c = table.controller
    for _ in range(200):
        if c.phase == Phase.AWAIT_HUMAN:
            break
        app.step()
    assert c.phase == Phase.AWAIT_HUMAN and c.human_legal()[0].kind == "declare"
    lay = table.layout()
    cards, boxes, _ = table.hand_now(lay, table.turn(lay))
    box = boxes[0]
    point = (box.x + 4, box.y + box.h // 2)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(3, 0), buttons=(0, 0, 0))
    )
    app.step()
    assert table.selection.hovered == 0 and table.selection.picked == (), "hover highlights only"
    log = len(c.state.log)
    post_click(point)
    app.step()
    picked = table.selection.picked
    assert picked == (cards[0],) and len(c.state.log) == log, "one click only selects"
    post_click(point)
    app.step()
    assert c.state.log[log].startswith("declare:"), "the second click commits"
    close_app(app)


def test_arrows_stop_only_on_playable_cards_and_enter_selects_first(tmp_path, monkeypatch) -> None:
    """Following suit in Schieber: the arrows skip cards that may not be played, and Enter
    with nothing selected selects the first playable card (a second Enter plays it)."""
    from game.ui.commands import Activate, Move

    app = open_app(tmp_path, monkeypatch, bot_delay=0.0, animation="off")
    app.now = lambda: app.frames * 0.05  # type: ignore[method-assign]
    seats = (
        Seat("human", "You"),
        Seat("random", "Anna"),
        Seat("random", "Ben"),
        Seat("random", "Clara"),
    )
    checked = 0
    for seed in range(1, 40):
        table = TableScreen(app, TableSetup(REGISTRY["schieber"], seats, seed))
        app.stack.replace(table)
        c = table.controller
        for _ in range(600):
            if c.phase == Phase.AWAIT_HUMAN:
                legal = c.human_legal()
                turn = table.turn(table.layout())
                assert turn is not None
                cards, playable = turn.offer.cards, turn.offer.usable
                if playable and len(playable) < len(cards):
                    break
                c.human_action(legal[0], app.now())
            app.step()
        else:
            continue
        allowed = [i for i, card in enumerate(cards) if card in playable]
        table.handle(Activate())
        assert table.selection.cursor == allowed[0] and c.phase == Phase.AWAIT_HUMAN
        assert table.selection.picked == (cards[allowed[0]],)
        seen = [table.selection.cursor]
        for _ in range(len(cards) + 2):
            table.handle(Move(1, 0))
            seen.append(table.selection.cursor)
            assert table.selection.picked == (cards[table.selection.cursor],)
        assert set(seen) == set(allowed), "only playable cards are visited"
        log = len(c.state.log)
        table.handle(Activate())
        assert len(c.state.log) == log + 1
        checked += 1
        table.close()
        if checked == 3:
            break
    assert checked == 3
    close_app(app)
