"""The hint (G or the Hint button): legal, selected but never committed, from the player's
own view only, marked as assisted, off at hot-seat unless every human agreed."""

from __future__ import annotations

import dataclasses
import time

import pytest

from game.advice import Advice
from game.app import App
from game.core.rules import Action
from game.core.table import Seat
from game.games import REGISTRY
from game.ui.commands import Activate, Click, Key
from game.ui.controller import Phase
from game.ui.setup_model import TableSetup
from game.ui.table.hint import Hints
from game.ui.table.keys import HINT_KEY
from game.ui.table.screen import TableScreen
from tests.ui.guide_helpers import table_at

GAMES = (("was_sticht", 4), ("stichln", 4), ("skitgubbe", 4), ("schieber", 4), ("klaverjas", 4))


@pytest.fixture
def app(quick_app: App) -> App:
    """The shared quick app (tests/ui/conftest.py)."""
    return quick_app


def advice_for(table: TableScreen) -> Advice:
    """The hint for the seat to act, asked afresh (the table's hints remember a turn's)."""
    table.hints.close()
    table.hints = Hints(inline=True)
    assert table.hints.ask(table)
    shown = table.hints.current(table)
    assert shown is not None
    return shown.advice


@pytest.mark.parametrize("game_id,seats", GAMES)
def test_hint_selects_a_legal_move_and_explains_it(app: App, game_id: str, seats: int) -> None:
    """G selects the strong bot's move (the confirm button names it), commits nothing,
    says why with the bot's second choice, and marks the match as assisted."""
    table = table_at(app, game_id, seats, lambda view: True)
    c = table.controller
    legal = c.human_legal()
    state, turn = c.state, c.turn_counter
    assert "hint" not in table.recorder.assists
    app.dispatch(Key(HINT_KEY))
    shown = table.hints.current(table)
    assert shown is not None and shown.advice.action in legal
    assert c.state == state and c.turn_counter == turn  # selected, not played
    turn_now = table.turn(table.layout())
    assert turn_now is not None
    pending = table.selection.pending(turn_now.offer)
    assert pending is not None and pending.action == shown.advice.action
    if len(legal) > 1:
        assert shown.advice.second in legal and shown.advice.second != shown.advice.action
        assert shown.text.startswith("Hint: ") and "second choice" in shown.text
    assert "hint" in table.recorder.assists
    app.dispatch(Activate())  # Enter confirms what the hint selected
    app.step()
    assert c.state.log[len(state.log)] == c.rules.encode(shown.advice.action)


@pytest.mark.parametrize("game_id", ["schieber", "stichln", "klaverjas"])
def test_hint_depends_on_the_players_view_only(
    app: App, game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two deals that differ only in the other seats' hidden hands give the same hint; the
    same deal asked twice gives the same hint (the seed fixes the bot's RNG)."""
    table = table_at(app, game_id, 4, lambda view: True)
    # The search's clock is only a safety stop for a loaded machine; stopped here, the
    # work budget alone ends the search, so the answer depends on the position only.
    monkeypatch.setattr(time, "perf_counter", lambda: 0.0)
    c = table.controller
    deal = c.state.deal
    hands = list(deal.hands)
    # Two other seats holding as many cards: swapping them changes nothing seat 0 sees.
    a, b = next(
        (a, b)
        for a in range(1, 4)
        for b in range(a + 1, 4)
        if hands[a].bit_count() == hands[b].bit_count() and hands[a] != hands[b]
    )
    hands[a], hands[b] = hands[b], hands[a]
    changes = {"hands": tuple(hands)}
    if hasattr(deal, "dealt"):
        dealt = list(deal.dealt)
        dealt[a], dealt[b] = dealt[b], dealt[a]
        changes["dealt"] = tuple(dealt)
    # Schieber's deal state is a named tuple (made faster that way), the others dataclasses.
    swapped = (
        deal._replace(**changes)
        if hasattr(deal, "_replace")
        else dataclasses.replace(deal, **changes)
    )
    assert c.rules.hidden_cards(swapped, 0) == c.rules.hidden_cards(deal, 0)
    assert c.rules.view(swapped, 0) == c.rules.view(deal, 0)
    first = advice_for(table)
    assert advice_for(table) == first
    c.state = dataclasses.replace(c.state, deal=swapped)
    assert advice_for(table) == first


def test_hint_button_is_offered_at_the_players_turn_only(app: App) -> None:
    """The Hint button appears while the human may act; clicking it gives the hint."""
    table = table_at(app, "schieber", 4, lambda view: True)
    buttons = table.buttons(table.layout())
    hint = [button.box for button in buttons if button.key == HINT_KEY]
    assert len(hint) == 1
    app.dispatch(Click(*hint[0].center))
    assert table.hints.current(table) is not None and "hint" in table.recorder.assists


def _hotseat(app: App, agreed: bool) -> TableScreen:
    seats = (Seat("human", "A"), Seat("human", "B"), Seat("random", "C"), Seat("random", "D"))
    table = TableScreen(app, TableSetup(REGISTRY["schieber"], seats, 3, hints_agreed=agreed))
    app.stack.replace(table)
    c = table.controller
    for _ in range(400):
        if c.phase == Phase.HANDOVER and c.handover_ready(app.now() + 1):
            c.confirm_handover(app.now() + 1)
        if c.phase == Phase.AWAIT_HUMAN:
            return table
        app.step()
    raise AssertionError("no human turn")


@pytest.mark.parametrize("agreed", [False, True])
def test_hotseat_hints_only_when_every_human_agreed(app: App, agreed: bool) -> None:
    """Hot-seat: without the setup's agreement G does nothing and no button is offered."""
    table = _hotseat(app, agreed)
    app.dispatch(Key(HINT_KEY))
    keys = [button.key for button in table.buttons(table.layout())]
    assert (table.hints.current(table) is not None) == agreed
    assert (HINT_KEY in keys) == agreed
    assert ("hint" in table.recorder.assists) == agreed


def test_the_why_comes_from_the_search_itself() -> None:
    """Where the strong bot searches, the hint carries its own evaluation: the move's
    average over the sampled deals and its lead over every other move (never negative:
    the search picked it), for card play in the three games that search cards."""
    import random as _random

    from game.advice import advise, hint_rng
    from game.core.match import Match

    checked = 0
    for game_id in ("schieber", "klaverjas", "stichln"):
        game = REGISTRY[game_id]
        match = Match(game, game.options_model(), game.default_seats, 3)
        state, rng = match.start(), _random.Random(5)
        while True:
            legal = match.legal_actions(state)
            plays = [a for a in legal if a.kind == "play"]
            seat = match.to_act(state)
            if len(plays) >= 3 and match.rules.view(state.deal, seat).trick:
                break
            state, _ = match.apply(state, legal[rng.randrange(len(legal))])
        view = match.rules.view(state.deal, seat)
        advice = advise(game.bots, view, legal, hint_rng(3, seat, len(state.log)))
        assert advice is not None and advice.action in legal
        assert advice.reason == "hint.why_search", game_id
        assert advice.worlds > 0 and advice.gain is not None and advice.gain >= 0
        checked += 1
    assert checked == 3


def test_hot_seat_hints_are_agreed_in_the_setup_and_kept_in_saves(tmp_path, monkeypatch) -> None:
    """The setup offers 'Hints at this table' only with two humans or more; agreed there,
    the table allows hints, and a save keeps the agreement (and a first game's prompts)."""
    from game.core.match import Match
    from game.saves import make_save
    from game.ui.screens.setup import SetupScreen
    from game.ui.setup_model import restore
    from tests.ui.app_helpers import close_app, open_app

    app = open_app(tmp_path, monkeypatch)
    game = REGISTRY["schieber"]
    screen = SetupScreen(app, game)
    app.stack.replace(screen)
    labels = [row.label for row in screen.rows]
    assert "Hints at this table" not in labels  # one human: hints are simply there
    players = screen._players()
    at = players.index(screen.seats[1].player)
    screen._player_changer(1)(-at)  # seat 2 becomes a human (the first choice)
    assert screen.seats[1].player == "human"
    row = next(r for r in screen.rows if r.label == "Hints at this table")
    assert row.value() == "Off" and not screen.setup().hints_agreed
    row.change(1)
    assert row.value().startswith("On") and screen.setup().hints_agreed
    setup = dataclasses.replace(screen.setup(), tutorial=True)
    match = Match(game, setup.options_model(), len(setup.seats), setup.seed)
    again, _, _ = restore(make_save(setup, match, match.start()))
    assert again.hints_agreed and again.tutorial
    close_app(app)


def test_the_search_numbers_carry_their_unit() -> None:
    """The search's average is said in rounded points against what it measures, per game
    (issue 30: a bare "+91.5" said nothing)."""
    from game import i18n
    from game.advice import Advice, why_text

    advice = Advice(Action("play"), Action("push"), "hint.why_search", 91.5, 12.25, 40)
    words = {Action("play"): "Play the 9 of hearts", Action("push"): "Push"}.__getitem__
    try:
        i18n.set_language("en")
        text = why_text(advice, words, "schieber")
        assert "averages about +92 points against the other side by the end of the deal" in text
        assert "12.2 points more than any other move" in text
        assert "the others' average by the end of the round" in why_text(advice, words, "stichln")
        i18n.set_language("ja")
        text = why_text(advice, words, "klaverjas")
        assert "ディールの終わりに相手側との差が平均で約+92点" in text
        assert "12.2点多く" in text
    finally:
        i18n.set_language("en")


def test_obenabe_and_undenufe_are_played_not_made_trumps() -> None:
    """The confirm button (and so the hint) says "Play Undenufe", never "as trumps"."""
    from game import i18n
    from game.games.schieber.present import SchieberPresenter

    presenter = SchieberPresenter(REGISTRY["schieber"].options_model(), ("A", "B", "C", "D"))
    said = {
        m: presenter.describe(None, Action("trump", (), m)) for m in ("obenabe", "undenufe", "H")
    }
    assert said == {
        "obenabe": "Play Obenabe",
        "undenufe": "Play Undenufe",
        "H": "Play with Hearts as trumps",
    }
    i18n.set_language("ja")
    try:
        assert presenter.describe(None, Action("trump", (), "undenufe")) == "ウンデヌーフェで遊ぶ"
    finally:
        i18n.set_language("en")
