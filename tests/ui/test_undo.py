"""Undo at a table against bots, through pygame's real event queue, in every game.

A human decision is made with the keys people press (Enter selects the first playable
thing, Enter again commits it), the bots reply, then U (or Ctrl+Z, Backspace) takes the
decision back: the table must show exactly the earlier position, and the same decision
made again must bring exactly the same bot replies (bots are seeded per seat and ply).
"""

from __future__ import annotations

import json
from typing import Any

import pygame
import pytest

from game.app import App
from game.core.match import Match, MatchState
from game.core.table import HUMAN
from game.games import REGISTRY
from game.i18n import t
from game.saves import autosave_path
from game.ui.controller import Phase
from game.ui.movelog import replayed_log
from game.ui.table.screen import TableScreen
from game.ui.undo import UndoTrail
from tests.ui.app_helpers import close_app, open_app, open_table
from tests.ui.monkey import post_key

FRAME = 0.05  # seconds of the table's clock per frame

# Every game at one seat count (Klaverjas with three and four), a human at seat 0 among
# a random bot (its choices hang on its RNG alone) and basic bots.
CONFIGS = [
    ("was_sticht", 3),
    ("klaverjas", 4),
    ("klaverjas", 3),
    ("stichln", 4),
    ("schieber", 4),
    ("skitgubbe", 3),
]


def test_every_game_is_covered() -> None:
    """All five games, Klaverjas at both of its seat counts."""
    assert {game for game, _ in CONFIGS} == set(REGISTRY)
    assert len(CONFIGS) == len(REGISTRY) + 1


def _players(count: int) -> tuple[str, ...]:
    return (HUMAN, "random", *("basic",) * (count - 2))


def _table(
    tmp_path: Any,
    monkeypatch: pytest.MonkeyPatch,
    game_id: str,
    players: tuple[str, ...],
    seed: int = 5,
    **settings: Any,
) -> tuple[App, TableScreen]:
    """A table with a stepping clock and quick animations."""
    return open_table(
        tmp_path,
        monkeypatch,
        game_id,
        players,
        seed,
        FRAME,
        animation="fast",
        bot_delay=0.1,
        trick_pause=0.2,
        **settings,
    )


def _at_decision(table: TableScreen) -> bool:
    """A human is to choose among two or more actions (and the table waits for it)."""
    c = table.controller
    return c.phase == Phase.AWAIT_HUMAN and len(c.human_legal()) >= 2


def _to_decision(app: App, table: TableScreen, limit: int = 2000) -> None:
    """Run frames (reading deal summaries and playing forced cards with Enter) until a
    human decision is due."""
    c = table.controller
    for _ in range(limit):
        if _at_decision(table):
            return
        assert c.phase != Phase.MATCH_OVER
        if c.phase == Phase.DEAL_SUMMARY:
            post_key(pygame.K_RETURN)
        elif c.phase == Phase.AWAIT_HUMAN and c.human_legal():
            _decide(app, table)  # a forced card: no choice, but it waits for Enter
            continue
        app.step()
    raise AssertionError("no human decision came")


# The keys of one decision: Enter selects the first choice (card, target or button),
# Enter again commits it; for a two-card lay-away Right + Space picks a second card.
DECISION_KEYS = (pygame.K_RETURN, pygame.K_RETURN) + (
    pygame.K_RIGHT,
    pygame.K_SPACE,
    pygame.K_RETURN,
) * 3


def _decide(app: App, table: TableScreen) -> str:
    """Press DECISION_KEYS until the human's decision is committed; returns its text."""
    c = table.controller
    ply = len(c.state.log)
    for key in DECISION_KEYS:
        post_key(key)
        app.step()
        if len(c.state.log) > ply:
            return c.state.log[ply]
    raise AssertionError("Enter never committed a decision")


def _actors(match: Match, state: MatchState, actions: tuple[str, ...]) -> list[int]:
    """Who acted for each of `actions`, applied from `state`."""
    seats = []
    for text in actions:
        seat = match.to_act(state)
        assert seat is not None
        seats.append(seat)
        state, _ = match.apply(state, match.rules.decode(text))
    return seats


def _decision_with_replies(
    app: App, table: TableScreen
) -> tuple[MatchState, tuple[Any, ...], str, tuple[str, ...]]:
    """Play decisions until one is answered by a bot before the next decision; returns
    the state before it, the hand shown then, the decision and what followed it."""
    c = table.controller
    for _ in range(30):
        _to_decision(app, table)
        before = c.state
        hand = _hand(table)
        action = _decide(app, table)
        _to_decision(app, table)
        after = c.state.log[len(before.log) + 1 :]
        if any(seat != 0 for seat in _actors(table.match, before, (action, *after))[1:]):
            return before, hand, action, after
    raise AssertionError("no decision was answered by a bot")


def _hand(table: TableScreen) -> tuple[Any, ...]:
    """The viewer's hand as the table draws it now."""
    lay = table.layout()
    return table.hand_now(lay, table.turn(lay))[0]


def _undo_key(app: App, key: int, ctrl: bool = False) -> None:
    mod = pygame.KMOD_CTRL if ctrl else 0
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod))
    app.step()


def _keys(table: TableScreen) -> list[str]:
    return [button.key for button in table.buttons(table.layout())]


@pytest.mark.parametrize(("game_id", "count"), CONFIGS, ids=[f"{g}-{n}" for g, n in CONFIGS])
def test_undo_returns_the_earlier_position_and_the_bots_reply_the_same(
    tmp_path, monkeypatch, game_id: str, count: int
) -> None:
    """Decide, let the bots reply, press U: the position before the decision is back
    (state, drawn deal, hand, move log, autosave); the same decision again brings the
    same replies."""
    app, table = _table(tmp_path, monkeypatch, game_id, _players(count))
    c = table.controller
    for _ in range(3):  # into the match first: the move log and the autosave have content
        _to_decision(app, table)
        _decide(app, table)
    before, hand, action, replies = _decision_with_replies(app, table)
    assert "u" in _keys(table), "the Undo button is offered"
    _undo_key(app, pygame.K_u)
    assert c.state.log == before.log
    assert c.state == before  # deal, totals, finished deals: the whole match state
    assert c.display_deal == before.deal
    assert _at_decision(table) and not c.batches
    assert _hand(table) == hand
    assert table.notice == t("table.undone")
    assert "undo" in table.recorder.assists
    saved = json.loads(autosave_path().read_text("utf-8"))
    assert tuple(saved["log"]) == before.log
    fresh = replayed_log(table.match, before.log, table.presenter.chronicle, 0)
    assert table.log.lines == fresh.lines
    # The same decision, by the same keys: the same bot replies, action for action.
    assert _decide(app, table) == action
    _to_decision(app, table)
    assert c.state.log[len(before.log) + 1 :] == replies
    close_app(app)


def test_two_undos_go_two_decisions_back_then_nothing_is_left(tmp_path, monkeypatch) -> None:
    """U, then Ctrl+Z: two decisions back, one at a time; at the first decision of the
    match there is nothing left to take back: no button, and Backspace changes nothing."""
    app, table = _table(tmp_path, monkeypatch, "stichln", _players(4))
    c = table.controller
    _to_decision(app, table)
    assert c.state.log == () and "u" not in _keys(table)  # nothing decided yet
    first = c.state
    _decide(app, table)
    second, _, _, _ = _decision_with_replies(app, table)
    assert len(second.log) > len(first.log)
    _undo_key(app, pygame.K_u)
    assert c.state.log == second.log and c.state.deal == second.deal
    _undo_key(app, pygame.K_z, ctrl=True)
    assert c.state.log == first.log == () and c.state.deal == first.deal
    assert _at_decision(table) and "u" not in _keys(table)
    _undo_key(app, pygame.K_BACKSPACE)
    assert c.state.log == () and _at_decision(table)
    close_app(app)


def _to_summary(app: App, table: TableScreen) -> None:
    """Play on (the human by keys) until a deal summary shows."""
    c = table.controller
    for _ in range(3000):
        if c.phase == Phase.DEAL_SUMMARY:
            return
        if c.phase == Phase.AWAIT_HUMAN:
            _decide(app, table)
        else:
            app.step()
    raise AssertionError("no deal ended")


def test_undo_crosses_back_into_a_finished_deal_counted_once(tmp_path, monkeypatch) -> None:
    """At the deal summary, U returns into the deal before the human's last decision in
    it; played to its end again, the deal is not counted twice in the statistics."""
    app, table = _table(tmp_path, monkeypatch, "schieber", _players(4))
    c = table.controller
    _to_summary(app, table)
    assert len(c.state.history) == 1
    stats = app.statistics().player("schieber", "@you")
    assert stats.deals == 1
    _undo_key(app, pygame.K_u)
    assert c.state.deal_index == 0 and c.state.history == () and _at_decision(table)
    assert not c.summary_pending
    _to_summary(app, table)
    assert len(c.state.history) == 1
    assert app.statistics().player("schieber", "@you").deals == 1
    close_app(app)


def _refused(app: App, table: TableScreen) -> None:
    """No Undo button, and none of the undo keys changes anything."""
    c = table.controller
    log = c.state.log
    assert "u" not in _keys(table)
    for key, ctrl in ((pygame.K_u, False), (pygame.K_z, True), (pygame.K_BACKSPACE, False)):
        _undo_key(app, key, ctrl)
        assert c.state.log == log
    assert "undo" not in table.recorder.assists


def test_undo_is_not_offered_with_the_setting_off(tmp_path, monkeypatch) -> None:
    """Settings > Undo against bots: off. Decisions were made, yet nothing is undone."""
    app, table = _table(tmp_path, monkeypatch, "skitgubbe", _players(3), undo=False)
    _decision_with_replies(app, table)
    assert table.controller.undo_target() is not None  # the controller could
    _refused(app, table)
    close_app(app)


def test_undo_is_never_offered_in_hot_seat(tmp_path, monkeypatch) -> None:
    """Two humans: taking a move back would show the other player the earlier hand."""
    app, table = _table(tmp_path, monkeypatch, "schieber", (HUMAN, HUMAN, "basic", "basic"))
    c = table.controller
    decided = 0
    for _ in range(2000):
        if decided >= 3 and c.phase != Phase.HANDOVER:
            break
        if c.phase == Phase.HANDOVER:
            if c.handover_ready(app.now()):
                post_key(pygame.K_RETURN)
        elif c.phase == Phase.AWAIT_HUMAN:
            _decide(app, table)
            decided += 1
            continue
        app.step()
    assert decided >= 3 and c.undo_target() is None
    assert not c.undo(app.now())
    _refused(app, table)
    close_app(app)


def test_undo_is_not_offered_once_the_match_is_over(tmp_path, monkeypatch) -> None:
    """A finished match (counted in the statistics) cannot be reopened by undo."""
    app, table = _table(tmp_path, monkeypatch, "skitgubbe", _players(3))
    match = table.match
    state = match.start()
    while not state.over:  # the whole match: every seat takes its first legal action
        state, _ = match.apply(state, match.legal_actions(state)[0])
    close_app(app)
    app = open_app(tmp_path, monkeypatch)
    table = TableScreen(app, table.setup, resume=(match, state))
    app.stack.replace(table)
    app.step()
    assert table.controller.phase == Phase.MATCH_OVER
    assert UndoTrail(match, (0,)).target(state) is not None  # there were decisions
    assert table.controller.undo_target() is None
    _refused(app, table)
    close_app(app)


def test_klaverjas_marks_are_forgotten_by_undo(tmp_path, monkeypatch) -> None:
    """A card picked to lay away belongs to the position undo takes back: after the same
    bid again nothing is picked."""
    app, table = _table(tmp_path, monkeypatch, "klaverjas", _players(3))
    c = table.controller
    _to_decision(app, table)
    assert c.display_view().phase == "bid"
    bid = _decide(app, table)
    _to_decision(app, table)
    assert c.display_view().phase == "discard"
    hand = _hand(table)
    post_key(pygame.K_RETURN)  # picks the first card to lay away
    app.step()
    assert table.selection.picked == (hand[0],)
    _undo_key(app, pygame.K_u)
    assert c.display_view().phase == "bid" and table.selection.picked == ()
    assert _decide(app, table) == bid
    _to_decision(app, table)
    assert c.display_view().phase == "discard"
    assert _hand(table) == hand and table.selection.picked == ()
    close_app(app)
