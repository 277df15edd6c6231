"""The setup screen as issue 18 asks: Start and Back always reachable by mouse, scrolling
by wheel and keys, every option of each game's model, rows that do not apply, presets,
seat choices across player counts, and F1 for the rules."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.games import REGISTRY
from game.ui.commands import Activate, Click, Key, Move, Scroll
from game.ui.screens.rules_help import RulesScreen
from game.ui.screens.setup import SetupScreen
from game.ui.table.screen import TableScreen
from tests.ui.app_helpers import close_app, open_app


@pytest.fixture
def app(tmp_path, monkeypatch):
    """A dummy app at 1280x720 with user files in tmp_path."""
    application = open_app(tmp_path, monkeypatch)
    yield application
    close_app(application)


def _row(setup: SetupScreen, label: str) -> int:
    return next(i for i, row in enumerate(setup.rows) if row.label == label)


def _focus(app: App, setup: SetupScreen, label: str) -> None:
    target = _row(setup, label)
    for _ in range(len(setup.rows)):
        if setup.focus == target:
            return
        app.dispatch(Move(0, 1))
    raise AssertionError(label)


def _type(app: App, text: str) -> None:
    for char in text:
        app.dispatch(Key("backspace") if char == "\b" else Key(char, char))


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_start_and_back_are_on_screen_for_every_game_and_a_click_starts(app: App, size) -> None:
    """At the largest seat count of every game the footer is inside the window."""
    app.screen = pygame.display.set_mode(size)
    checked = 0
    for game in REGISTRY.values():
        setup = SetupScreen(app, game)
        app.stack.replace(setup)
        while len(setup.seats) < max(game.seats):
            app.dispatch(Move(1, 0))
        geometry = setup.geometry(size)
        labels = {setup.rows[i].label: box for i, box in geometry.footer}
        assert set(labels) == {"Start", "Back"}
        for box in labels.values():
            assert box.x >= 0 and box.right <= size[0] and box.y >= 0
            assert box.bottom <= size[1] - 30  # above the hint line
        assert len(setup._scrolling()) > geometry.visible, "rows are hidden: a scroll bar"
        assert geometry.bar is not None
        checked += 1
    assert checked == 5
    start = labels["Start"]
    app.dispatch(Click(*start.center))
    assert isinstance(app.stack.top, TableScreen)


def test_the_wheel_and_page_keys_scroll_the_rows(app: App) -> None:
    setup = SetupScreen(app, REGISTRY["was_sticht"])
    app.stack.replace(setup)
    first = setup.geometry(app.size).rows[0][0]
    app.dispatch(Scroll(3))
    assert setup.scroll == 3 and setup.geometry(app.size).rows[0][0] != first
    app.dispatch(Scroll(-10))
    assert setup.scroll == 0
    app.dispatch(Key("end"))
    assert setup.focus == len(setup._scrolling()) - 1
    assert setup.scroll > 0 and setup.focus in [i for i, _ in setup.geometry(app.size).rows]


def test_options_the_rules_define_are_offered(app: App) -> None:
    """Klaverjas game length (word or number), Was Sticht 'fewest' and chips, Stichln
    rounds; the 20s (no rules) are not offered."""
    klaverjas = SetupScreen(app, REGISTRY["klaverjas"])
    app.stack.replace(klaverjas)
    _focus(app, klaverjas, "Game length")
    app.dispatch(Move(1, 0))
    app.dispatch(Move(1, 0))  # 16 deals -> to 1500 -> a number of deals
    assert klaverjas.options["game_length"] == 8
    _type(app, "82")  # a typed number replaces the value once Enter sets it
    app.dispatch(Activate())
    assert klaverjas.options["game_length"] == 82
    assert klaverjas.rows[klaverjas.focus].value() == "82 deals"
    was = SetupScreen(app, REGISTRY["was_sticht"])
    labels = [row.label for row in was.rows]
    assert "'Fewest' needs a trick" in labels
    assert sum(label.startswith("Chip value: ") for label in labels) == 12
    stichln = SetupScreen(app, REGISTRY["stichln"])
    app.stack.replace(stichln)
    assert "Play with the 20s" not in [row.label for row in stichln.rows]
    _focus(app, stichln, "Rounds")
    assert stichln.rows[stichln.focus].value() == "one per player (4)"
    app.dispatch(Move(1, 0))
    assert stichln.options["rounds"] == 4 and stichln.error == ""


def test_every_option_row_changes_without_a_raw_error(app: App) -> None:
    """Right on every option row of every game: a change or one translated sentence."""
    changed = 0
    for game in REGISTRY.values():
        setup = SetupScreen(app, game)
        app.stack.replace(setup)
        names = {row.label for row in setup.rows[:-2]} - {"Players", "Deal number (seed)"}
        for label in sorted(names):
            if label.startswith(("Seat ", "Name ")) or label not in [r.label for r in setup.rows]:
                continue
            setup.focus = _row(setup, label)
            before = dict(setup.options)
            app.dispatch(Move(1, 0))
            assert "validation" not in setup.error.lower() and "\n" not in setup.error
            changed += setup.options != before
            setup.error = ""
    assert changed >= 50


def test_rows_that_do_not_apply_are_hidden_or_say_why(app: App) -> None:
    klaverjas = SetupScreen(app, REGISTRY["klaverjas"])
    app.stack.replace(klaverjas)
    assert "Deal in packets of" in [row.label for row in klaverjas.rows]
    klaverjas.focus = 0
    app.dispatch(Move(-1, 0))  # 4 -> 3 players
    assert len(klaverjas.seats) == 3
    labels = [row.label for row in klaverjas.rows]
    assert "Deal in packets of" not in labels and "3 players: redeal by" in labels
    assert "All pass on the turned card" not in labels  # 11.3: one free round with three
    app.dispatch(Move(1, 0))  # back to 4 players: the turned-card rows
    assert len(klaverjas.seats) == 4
    _focus(app, klaverjas, "All pass on the turned card")
    row = klaverjas.rows[klaverjas.focus]
    assert row.reason == "only with a turned-up trump card"
    app.dispatch(Move(1, 0))
    assert klaverjas.error == row.reason and "turn_up_all_pass" not in klaverjas.options
    _focus(app, klaverjas, "Trump choice")
    app.dispatch(Move(-1, 0))  # free -> turned-up card
    assert klaverjas.options["trump_selection"] == "turn_up"
    assert klaverjas.rows[_row(klaverjas, "All pass on the turned card")].reason == ""


def test_a_preset_reads_custom_once_changed_and_its_name_again_when_equal(app: App) -> None:
    setup = SetupScreen(app, REGISTRY["schieber"])
    app.stack.replace(setup)
    _focus(app, setup, "Target score")
    app.dispatch(Move(-1, 0))  # 3000 -> 2500
    preset = setup.rows[_row(setup, "Rule set")]
    assert preset.value() == "custom"
    app.dispatch(Move(1, 0))
    assert setup.rows[_row(setup, "Rule set")].value() == "classic"
    assert setup.options == {"preset": "classic"}


def test_seat_choices_survive_a_change_of_the_player_count(app: App) -> None:
    setup = SetupScreen(app, REGISTRY["klaverjas"])
    app.stack.replace(setup)
    _focus(app, setup, "Seat 4")
    app.dispatch(Move(1, 0))
    _focus(app, setup, "Name 4")
    for char in "Zed":
        app.dispatch(Key(char.lower(), char))
    _focus(app, setup, "Seat 2")
    app.dispatch(Move(-1, 0))
    chosen = list(setup.seats)
    setup.focus = 0
    app.dispatch(Move(-1, 0))
    assert len(setup.seats) == 3
    app.dispatch(Move(1, 0))
    assert setup.seats == chosen


def test_f1_opens_the_rules_from_setup_and_game_select(app: App) -> None:
    setup = SetupScreen(app, REGISTRY["skitgubbe"])
    app.stack.replace(setup)
    app.dispatch(Key("f1"))
    assert isinstance(app.stack.top, RulesScreen) and app.stack.top.game_name == "Skitgubbe"
    app.reset("game_select")
    app.dispatch(Key("f1"))
    assert isinstance(app.stack.top, RulesScreen)
    app.stack.top.draw(app.screen)
    app.dispatch(Activate())


def test_each_hot_seat_human_picks_a_language_and_faces(app: App) -> None:
    """With two humans each human seat gets a language row (named in itself) and, where
    the game has faces to choose, a cards row; German suggests the Swiss faces for Jass.
    The setup started carries the choices; a solo table has neither row."""
    setup = SetupScreen(app, REGISTRY["schieber"])
    app.stack.replace(setup)
    assert not [row for row in setup.rows if row.label.endswith(": language")]
    for _ in range(6):  # a bot becomes a human: a hot-seat table
        if setup.seats[2].is_human:
            break
        setup.rows[_row(setup, "Seat 3")].change(1)
    assert setup.seats[2].is_human
    labels = [row.label for row in setup.rows]
    assert [label for label in labels if label.startswith("Seat") and ":" in label] == [
        "Seat 1: language",
        "Seat 1: cards",
        "Seat 3: language",
        "Seat 3: cards",
    ]
    language = setup.rows[_row(setup, "Seat 3: language")]
    assert language.value() == "As the table"
    language.change(2)  # "" -> English -> Deutsch
    assert language.value() == "Deutsch"
    assert setup.rows[_row(setup, "Seat 3: cards")].value() == "Swiss suits"
    setup.rows[_row(setup, "Seat 3: cards")].change(-1)  # the player may say otherwise
    assert setup.rows[_row(setup, "Seat 3: cards")].value() == "French suits"
    seats = setup.setup().seats
    assert (seats[2].language, seats[2].faces) == ("de", "french")
    assert (seats[0].language, seats[0].faces) == ("", "")
    klaverjas = SetupScreen(app, REGISTRY["klaverjas"])
    klaverjas.seats[1] = klaverjas.seats[1].__class__("human", "Bea")
    klaverjas.rows = klaverjas._rows()
    assert "Seat 2: cards" in [row.label for row in klaverjas.rows]
    stichln = SetupScreen(app, REGISTRY["stichln"])
    stichln.seats[1] = stichln.seats[1].__class__("human", "Bea")
    stichln.rows = stichln._rows()
    labels = [row.label for row in stichln.rows]
    assert "Seat 2: language" in labels and "Seat 2: cards" not in labels
