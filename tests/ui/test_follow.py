"""Following a match at the table: the move log, the last trick, the trick end, the lead
mark, names on trick cards, the notice strip and the score sheet, for every game."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from game.app import App
from game.core.events import DealStarted, TrickTaken
from game.core.match import Match
from game.core.table import Seat
from game.games import REGISTRY
from game.ui import renderer
from game.ui.animation import Frame
from game.ui.commands import Activate, Click, Key
from game.ui.controller import Phase
from game.ui.movelog import MoveLog, opening, replayed_log
from game.ui.setup_model import TableSetup, default_names
from game.ui.table import paint
from game.ui.table.screen import TableScreen
from tests.ui.app_helpers import close_app, open_app

FRAME = 0.05


@contextmanager
def recorded(name: str) -> Iterator[list[Any]]:
    """What the renderer's `name` (draw_text, card) was asked to draw meanwhile."""
    calls: list[Any] = []
    original = getattr(renderer, name)

    def spy(surface: Any, what: Any, *args: Any, **kwargs: Any) -> Any:
        calls.append(what)
        return original(surface, what, *args, **kwargs)

    setattr(renderer, name, spy)
    try:
        yield calls
    finally:
        setattr(renderer, name, original)


@pytest.fixture
def app(tmp_path, monkeypatch):
    """A dummy window with quick but visible animations and a stepping clock."""
    application = open_app(
        tmp_path, monkeypatch, FRAME, bot_delay=0.1, animation="fast", trick_pause=1.0
    )
    yield application
    close_app(application)


def _table(app: App, game_id: str, seats: int, seed: int = 4) -> TableScreen:
    players = ("human", *("random",) * (seats - 1))
    names = default_names(players)
    setup = TableSetup(
        REGISTRY[game_id], tuple(Seat(p, names[i]) for i, p in enumerate(players)), seed
    )
    table = TableScreen(app, setup)
    app.stack.replace(table)
    return table


def _play(app: App, table: TableScreen, done, limit: int = 6000) -> None:  # type: ignore[no-untyped-def]
    c = table.controller
    for _ in range(limit):
        if done():
            return
        if c.phase == Phase.AWAIT_HUMAN:
            c.human_action(c.human_legal()[0], app.now())
        elif c.phase == Phase.DEAL_SUMMARY:
            c.confirm_summary(app.now())
        app.step()
    raise AssertionError("never got there")


def test_move_log_groups_by_deal_and_trick_and_keeps_the_last_trick() -> None:
    """A whole Schieber deal fed event by event: nine tricks, each closed with its four
    plays and the engine's winner; the next deal starts with no last trick."""
    match = Match(REGISTRY["schieber"], REGISTRY["schieber"].options({}), 4, 3)
    from game.games.schieber.present import SchieberPresenter
    from game.settings import Settings

    adapter = SchieberPresenter(match.rules.options, ("A", "B", "C", "D"), Settings().jass_deck)
    log = MoveLog()
    state = match.start()
    log.record(
        opening(match, state),
        adapter.chronicle(opening(match, state), match.rules.view(state.deal, 0)),
    )
    tricks: list[TrickTaken] = []
    while not state.history:
        before = match.rules.view(state.deal, 0)
        state, events = match.apply(state, match.legal_actions(state)[0])
        for event in events:
            log.record(event, adapter.chronicle(event, before))
            if isinstance(event, TrickTaken):
                tricks.append(event)
                assert log.last is not None and log.last.winner == event.winner
                assert sorted(c for _, c in log.last.plays) == sorted(event.cards)
                assert len({seat for seat, _ in log.last.plays}) == 4
            if isinstance(event, DealStarted):
                assert log.last is None and log.deal == 2
    assert len(tricks) == 9
    blocks = log.grouped()
    assert [trick for deal, trick, _ in blocks if deal == 1][-1] >= 9
    assert all(lines for _, _, lines in blocks)
    assert sum(" takes the " in line.text and "trick" in line.text for line in log.lines) == 9
    assert sum(" plays the " in line.text for line in log.lines) == 36


@pytest.mark.parametrize("game_id", list(REGISTRY))
def test_a_continued_match_has_the_same_log(app: App, game_id: str) -> None:
    """The log of a match continued from its action log equals the one built live."""
    game = REGISTRY[game_id]
    table = _table(app, game_id, game.default_seats)
    _play(
        app,
        table,
        lambda: (
            len(table.controller.state.log) >= 25 and table.controller.phase == Phase.AWAIT_HUMAN
        ),
    )
    live = [line.text for line in table.log.lines]
    again = replayed_log(table.match, table.controller.state.log, table.presenter.chronicle, 0)
    assert [line.text for line in again.lines] == live
    assert again.last == table.log.last
    assert len(live) >= 20


def test_trick_end_marks_the_winner_then_collects(app: App) -> None:
    """While the finished trick is held, the winner's card is outlined and the notice
    strip says who takes it; then the trick goes and the log has it."""
    table = _table(app, "schieber", 4)
    seen = []

    def marked() -> bool:
        frame = table.animator.frame(app.now())
        if frame is not None and frame.marks:
            seen.append(frame.marks[0])
        return bool(seen)

    _play(app, table, marked)
    mark = seen[0]
    assert mark.text.endswith("takes it") or mark.text == "You take it"
    assert len(mark.order) == 4 and mark.seat in mark.order
    held = mark.end - mark.start
    assert held == pytest.approx(app.settings.trick_pause)
    _play(app, table, lambda: table.log.last is not None)
    assert table.log.last.winner == mark.seat


def test_wait_for_a_click_holds_the_trick(app: App) -> None:
    """With "wait for a click" the finished trick stays until a click, however long."""
    app.settings = app.settings.model_copy(update={"trick_wait": True})
    table = _table(app, "schieber", 4)
    _play(app, table, lambda: table.animator.waiting(app.now()))
    for _ in range(200):  # ten seconds of the table's clock
        app.step()
    assert table.animator.waiting(app.now()) and table.log.last is None
    table.handle(Click(5, 5))
    _play(app, table, lambda: table.log.last is not None, limit=200)


def test_log_opens_with_m_and_the_button_and_narrows_the_table(app: App) -> None:
    """M and the Moves button open and close the log; the table keeps out of its column
    and the log shows the deal heading and the plays in words."""
    table = _table(app, "klaverjas", 4)
    _play(app, table, lambda: len(table.log.lines) >= 8)
    width = table.layout().width
    app.dispatch(Key("m"))
    lay = table.layout()
    assert table.layers.log.open and lay.log_panel is not None and lay.width < width
    with recorded("draw_text") as drawn:
        app.step()
    assert "Deal 1" in drawn and any(" plays the " in text for text in drawn)
    box = next(b.box for b in table.buttons(table.layout()) if b.key == "m")
    app.dispatch(Click(*box.center))
    assert not table.layers.log.open and table.layout().log_panel is None


def test_score_sheet_and_last_trick_overlays(app: App) -> None:
    """S opens the score sheet, any click closes it; L shows the last trick from the log
    over the deal summary too."""
    table = _table(app, "stichln", 4)
    _play(app, table, lambda: table.controller.phase == Phase.DEAL_SUMMARY)
    app.dispatch(Key("s"))
    assert table.layers.sheet.open
    app.step()
    app.dispatch(Activate())
    assert not table.layers.sheet.open and table.controller.phase == Phase.DEAL_SUMMARY
    app.dispatch(Key("l"))
    assert table.layers.last_trick.open and table.log.last is not None
    with recorded("card") as faces:
        table.draw(app.screen)
    last = [card for _, card in table.log.last.plays]
    assert faces[-len(last) :] == last, "drawn last, over the summary"


def test_announcements_wait_for_the_table(app: App) -> None:
    """An announcement reaches the notice strip only once its batch has been shown."""
    table = _table(app, "schieber", 4, seed=9)
    c = table.controller
    checked = 0
    for _ in range(3000):
        batch = c.current_batch()
        if batch is not None and any(table.presenter.announce(e) for e in batch.events):
            texts = {table.presenter.announce(e) for e in batch.events} - {None}
            assert table.notice not in texts or table.notice_since < 0 or checked
            while c.current_batch() is batch:
                assert table.notice not in texts or checked
                app.step()
            assert table.notice in texts
            checked += 1
            if checked >= 2:
                break
        if c.phase == Phase.AWAIT_HUMAN:
            c.human_action(c.human_legal()[0], app.now())
        app.step()
    assert checked >= 2


@pytest.mark.parametrize(("seats", "named"), [(6, True), (4, False)])
def test_names_under_trick_cards_from_five_seats(app: App, seats: int, named: bool) -> None:
    """At six seats every trick card carries its player's name; at four none does; the
    first card always carries the lead tag."""
    table = _table(app, "stichln", seats)
    c = table.controller
    _play(
        app,
        table,
        lambda: len(table.game.trick(c.display_view())) >= 2 and c.phase != Phase.ANIMATING,
    )
    trick = table.game.trick(c.display_view())
    with recorded("draw_text") as drawn:
        paint.draw_trick(app.screen, table, table.layout(), Frame())
    names = [table.presenter.seat_label(seat) for seat, _ in trick]
    assert drawn[0] == "Lead"
    assert drawn[1:] == (names if named else [])


def test_scores_follow_the_table_not_the_rules(app: App) -> None:
    """While a batch is animated, the score panel is given the deal as drawn (before the
    batch), not the rules' state, which is already ahead."""
    table = _table(app, "schieber", 4)
    c = table.controller
    _play(
        app,
        table,
        lambda: (
            c.phase == Phase.ANIMATING
            and c.display_deal is not c.state.deal
            and not c.summary_pending
            and len(c.state.history) == 0
        ),
    )
    shown = table.shown_state()
    assert shown.deal is c.display_deal and shown.totals == c.state.totals


def test_scores_do_not_count_a_deal_twice_while_its_last_trick_is_drawn(app: App) -> None:
    """The rules have finished the deal (its points are in the match totals) while the
    last card is still animated: the panel is given the totals from before that deal,
    so the drawn deal's running points are not added to totals that already hold them."""
    table = _table(app, "schieber", 4)
    c = table.controller
    _play(
        app,
        table,
        lambda: (
            c.phase == Phase.ANIMATING
            and len(c.state.history) == 1
            and c.display_deal is not c.state.history[-1].final_state
        ),
    )
    shown = table.shown_state()
    finished = c.state.history[-1]
    assert shown.deal is c.display_deal and shown.history == ()
    assert shown.totals == tuple(
        t - p for t, p in zip(c.state.totals, finished.result.points, strict=True)
    )
    assert sum(c.state.totals) > 0 and shown.totals == (0, 0, 0, 0)
    # What the panel says: each team's running points plus its total still to go.
    running = table.presenter._running(shown)
    assert sum(running) > 0
    for team in (0, 1):
        assert shown.totals[team] + running[team] <= c.state.totals[team]


def test_hot_seat_hands_hide_under_the_last_trick_and_the_sheet(app: App) -> None:
    """Two humans: L and S cover the table like the pause menu; the hand goes face down."""
    players = ("human", "random", "human", "random")
    names = default_names(players)
    table = TableScreen(
        app,
        TableSetup(
            REGISTRY["schieber"], tuple(Seat(p, names[i]) for i, p in enumerate(players)), 5
        ),
    )
    app.stack.replace(table)
    c = table.controller
    for _ in range(400):
        if c.phase == Phase.HANDOVER and c.handover_ready(app.now()):
            c.confirm_handover(app.now())
        if c.phase == Phase.AWAIT_HUMAN:
            break
        app.step()
    assert c.phase == Phase.AWAIT_HUMAN and table.show_private()
    for key in ("l", "s"):
        app.dispatch(Key(key))
        assert not table.show_private(), key
        app.dispatch(Key(key))
        assert table.show_private(), key


def test_lines_that_come_with_a_trick_end_stay_with_that_trick() -> None:
    """Roem or a Weis counted in the same batch as the trick's end belong to that trick's
    group; the next batch starts the next group."""
    from game.core.cards import parse_cards
    from game.core.events import CardPlayed, Event
    from game.present import Chronicle, TrickView

    log = MoveLog()
    card = parse_cards("AS")[0]
    log.record(CardPlayed(0, card), Chronicle(("A plays",), ((0, card),)))
    log.record(TrickTaken(0, (card,), 11, 1), Chronicle(("A takes",), closed=TrickView((), 0)))
    log.record(Event(), Chronicle(("Roem for A: 20",)))
    log.batch_end()
    log.record(CardPlayed(1, card), Chronicle(("B plays",), ((1, card),)))
    assert [(line.trick, line.text) for line in log.lines] == [
        (1, "A plays"),
        (1, "A takes"),
        (1, "Roem for A: 20"),
        (2, "B plays"),
    ]
