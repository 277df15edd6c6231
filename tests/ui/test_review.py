"""The deal review: exactly the dealt hands, exactly the logged tricks and sentences, and
only once a deal is over (hot-seat included)."""

from __future__ import annotations

import pytest

from game.app import App
from game.core.events import CardPlayed, DealStarted
from game.core.table import Seat
from game.games import REGISTRY
from game.ui.commands import Back, Key, Move
from game.ui.controller import Phase
from game.ui.review import build_review
from game.ui.screens.review import ReviewScreen
from game.ui.setup_model import TableSetup
from game.ui.table.screen import TableScreen
from tests.ui.guide_helpers import table_at

GAMES = (("was_sticht", 4), ("stichln", 4), ("skitgubbe", 3), ("schieber", 4), ("klaverjas", 4))


@pytest.fixture
def app(quick_app: App) -> App:
    """The shared quick app (tests/ui/conftest.py)."""
    return quick_app


def _to_summary(app: App, table: TableScreen) -> None:
    c = table.controller
    for _ in range(30000):
        if c.phase in (Phase.DEAL_SUMMARY, Phase.MATCH_OVER):
            return
        if c.phase == Phase.HANDOVER and c.handover_ready(app.now() + 1):
            c.confirm_handover(app.now() + 1)
        elif c.phase == Phase.AWAIT_HUMAN:
            c.human_action(c.human_legal()[0], app.now())
        app.step()
    raise AssertionError("the deal never ended")


def _first_deal_plays(table: TableScreen) -> tuple[list[tuple[int, object]], object]:
    """Replay the log independently: the cards played in deal 1 and its first state."""
    match = table.match
    state = match.start()
    plays = []
    for text in table.controller.state.log:
        if state.deal_index > 0:
            break
        state, events = match.apply(state, match.rules.decode(text))
        for event in events:
            if isinstance(event, DealStarted):
                break
            if isinstance(event, CardPlayed):
                plays.append((event.seat, event.card))
    return plays, match.start().deal


@pytest.mark.parametrize("game_id,seats", GAMES)
def test_review_shows_the_dealt_hands_and_the_logged_tricks(
    app: App, game_id: str, seats: int
) -> None:
    """Before the deal ends R opens nothing; at the summary R opens the review, whose first
    page holds exactly every seat's dealt hand (Was Sticht: as drafted), whose tricks are
    exactly the cards played, and whose sentences are exactly the table's move log."""
    table = table_at(app, game_id, seats, lambda view: True)
    app.dispatch(Key("r"))
    assert app.stack.top is table  # a running deal is never reviewed
    _to_summary(app, table)
    c = table.controller
    app.dispatch(Key("r"))
    screen = app.stack.top
    assert isinstance(screen, ReviewScreen)
    review = screen.review
    assert review.number == 1
    plays, first_deal = _first_deal_plays(table)
    rules = table.match.rules
    if game_id != "was_sticht":
        dealt = [sorted(rules.view(first_deal, seat).hand) for seat in range(seats)]
        assert [sorted(hand) for hand in review.steps[0].hands] == dealt
    else:  # no hands are dealt: the page before the first trick shows them as drafted
        drafted = next(step for step in review.steps if step.title == "Before the first trick")
        assert all(len(hand) == 9 for hand in drafted.hands)
    # Was Sticht's column hints are tricks of drafted cards, not of played ones.
    tricks = [
        step.trick
        for step in review.steps
        if step.trick is not None and not step.title.startswith("Hint for column")
    ]
    if plays:  # every game but Skitgubbe plays its cards as CardPlayed events
        assert [play for trick in tricks for play in trick.plays] == plays
    # The sentences are the move log's, word for word, in order (its "deals" line aside).
    logged = [line.text for line in table.log.lines if line.deal == 1]
    reviewed = [line for step in review.steps for line in step.lines]
    assert reviewed == logged[len(logged) - len(reviewed) :] and len(reviewed) >= len(logged) - 1
    # Hands only shrink from trick to trick while cards are played.
    assert len(review.steps) >= 2
    app.dispatch(Move(dx=1))
    assert screen.index == 1
    app.dispatch(Key("end"))
    assert screen.index == len(review.steps) - 1
    app.dispatch(Move(dx=1))
    assert screen.index == len(review.steps) - 1  # stays inside the deal
    app.dispatch(Move(dx=-1))
    assert screen.index == len(review.steps) - 2
    screen.draw(app.screen)
    app.dispatch(Back())
    assert app.stack.top is table and c.phase in (Phase.DEAL_SUMMARY, Phase.MATCH_OVER)


def test_no_review_while_a_deal_runs(app: App) -> None:
    """The pure builder refuses a deal that is not over."""
    table = table_at(app, "schieber", 4, lambda view: True)
    c = table.controller
    chronicle, hand = table.presenter.chronicle, table.game.hand
    assert build_review(table.match, c.state, chronicle, hand, 0) is None
    assert build_review(table.match, c.state, chronicle, hand, 0, deal_index=0) is None


def test_hotseat_review_opens_after_the_deal_for_everyone(app: App) -> None:
    """Hot-seat: during the deal R does nothing (at a turn or a hand-over); after it, the
    review shows every hand, the humans' included."""
    seats = (Seat("human", "A"), Seat("human", "B"), Seat("random", "C"), Seat("random", "D"))
    table = TableScreen(app, TableSetup(REGISTRY["schieber"], seats, 3))
    app.stack.replace(table)
    c = table.controller
    refused = 0
    for _ in range(30000):
        if c.phase in (Phase.DEAL_SUMMARY, Phase.MATCH_OVER):
            break
        if c.phase in (Phase.HANDOVER, Phase.AWAIT_HUMAN) and refused < 4:
            app.dispatch(Key("r"))
            assert app.stack.top is table
            refused += 1
        if c.phase == Phase.HANDOVER and c.handover_ready(app.now() + 1):
            c.confirm_handover(app.now() + 1)
        elif c.phase == Phase.AWAIT_HUMAN:
            c.human_action(c.human_legal()[0], app.now())
        app.step()
    assert refused == 4 and c.phase == Phase.DEAL_SUMMARY
    app.dispatch(Key("r"))
    screen = app.stack.top
    assert isinstance(screen, ReviewScreen)
    assert all(len(hand) == 9 for hand in screen.review.steps[0].hands)
