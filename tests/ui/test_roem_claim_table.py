"""Issue 30 at the table: a human who completes roem in a trick their bot partner wins is
asked to claim it (the claim buttons), and the bot does not claim it for them."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.app import App
from game.core.match import Match
from game.core.rules import Action
from game.core.table import Seat
from game.games import REGISTRY
from game.ui.commands import Click
from game.ui.controller import Phase
from game.ui.setup_model import TableSetup
from game.ui.table.screen import TableScreen
from game.ui.table.turn import choice_boxes
from tests.games.klaverjas.helpers import act, deal, rules
from tests.games.klaverjas.test_roem_claimant import HANDS, SOUTH
from tests.ui.app_helpers import close_app, open_app

ROEM, PASS = Action("roem"), Action("pass")
NORTH = 0


@pytest.fixture
def app(tmp_path, monkeypatch):
    """A dummy app at 1280x720 on a clock of a tenth of a second per frame; undo off, as
    the deal is set up by hand (its log cannot be replayed from the match's seed)."""
    application = open_app(tmp_path, monkeypatch, 0.1, bot_delay=0.0, undo=False)
    yield application
    close_app(application)


def _table(app: App) -> TableScreen:
    """South (the human, seat 2) about to play the Queen that completes A-K-Q of spades
    in a trick North (a bot, South's partner) has won with the Ace."""
    options = {"roem_claim": "manual"}
    engine = rules(**options)
    state = deal(engine, HANDS, SOUTH)
    state, _ = act(engine, state, "trump:H", "play:KS", "play:AS", "play:7S")
    players = ("basic", "basic", "human", "basic")
    names = ("Anna", "Ben", "You", "Clara")
    seats = tuple(Seat(p, n) for p, n in zip(players, names, strict=True))
    setup = TableSetup(REGISTRY["klaverjas"], seats, 1, options)
    match = Match(REGISTRY["klaverjas"], setup.options_model(), 4, 1)
    table = TableScreen(app, setup, (match, replace(match.start(), deal=state, dealer=SOUTH)))
    app.stack.replace(table)
    return table


def _until_human(app: App, table: TableScreen) -> None:
    for _ in range(200):
        if table.controller.phase == Phase.AWAIT_HUMAN:
            return
        app.step()
    raise AssertionError(table.controller.phase)


def test_the_human_is_asked_to_claim_the_roem_they_completed(app: App) -> None:
    table = _table(app)
    c = table.controller
    _until_human(app, table)
    assert c.human_action(c.rules.decode("play:QS"), app.now()) is None
    _until_human(app, table)
    log = [c.rules.decode(text) for text in c.state.log]
    assert ROEM not in log and PASS not in log, "the bot partner did not claim it"
    assert c.to_act() == SOUTH and c.human_legal() == (PASS, ROEM)
    turn = table.turn(table.layout())
    assert turn is not None
    assert [choice.label for choice in turn.choices] == [
        "Claim roem +20",
        "Always claim roem",
        "Let it go",
    ]
    assert table.presenter.prompt(c.display_view(), c.human_legal()) == (
        "Claim the roem of the last trick, or let it go"
    )
    table.draw(app.screen)
    box = choice_boxes(turn.lay, turn.decision, table.trick_shown())[0]
    table.handle(Click(box.x + box.w // 2, box.y + box.h // 2))
    table.handle(Click(box.x + box.w // 2, box.y + box.h // 2))  # select, then confirm
    assert c.rules.decode(c.state.log[-1]) == ROEM
    assert c.state.deal.roem == (20, 0)
    assert c.to_act() == NORTH, "then North, who won the trick, leads"
