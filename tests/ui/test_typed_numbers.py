"""Issue 30: a number is typed as a whole and checked when its row is left (or on Enter):
while typing the row shows what was typed; out of range it is put back to the nearest
allowed number with one sentence; nothing typed gives the old value back; Esc drops it.
Every number row of every game, and the seed."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.games import REGISTRY
from game.i18n import set_language
from game.ui.commands import Activate, Back, Click, Key, Move
from game.ui.form import TYPED_LIMIT, Row
from game.ui.option_specs import current_value
from game.ui.screens.setup import SetupScreen
from game.ui.setup_model import MAX_SEED
from game.ui.table.screen import TableScreen
from tests.ui.app_helpers import close_app, open_app


@pytest.fixture
def app(tmp_path, monkeypatch):
    """A dummy app at 1280x720 with user files in tmp_path."""
    application = open_app(tmp_path, monkeypatch)
    yield application
    close_app(application)
    set_language("en")


def _type(app: App, text: str) -> None:
    for char in text:
        app.dispatch(Key("backspace") if char == "\b" else Key(char, char))


def _focus(app: App, setup: SetupScreen, label: str) -> Row:
    target = next(i for i, row in enumerate(setup.rows) if row.label == label)
    setup.focus = target
    return setup.rows[target]


def _schieber(app: App) -> SetupScreen:
    setup = SetupScreen(app, REGISTRY["schieber"])
    app.stack.replace(setup)
    _focus(app, setup, "Target score")
    return setup


def _target(setup: SetupScreen) -> int:
    return int(current_value(setup.game.options(setup.options), "target"))


def test_typing_2500_from_3000_gives_2500_once_the_row_is_left(app: App) -> None:
    setup = _schieber(app)
    row = setup.rows[setup.focus]
    app.dispatch(Move(1, 0))
    app.dispatch(Move(1, 0))
    app.dispatch(Move(-1, 0))
    app.dispatch(Move(-1, 0))
    app.dispatch(Move(-1, 0))  # 3000 -> 2500: Left/Right still step by 500
    assert _target(setup) == 2500
    _focus(app, setup, "Target score")
    setup.options = {}  # back to 3000
    _type(app, "25")
    assert _target(setup) == 3000, "nothing is set while typing"
    setup.draw(app.screen)
    assert setup.error == ""
    _type(app, "00")
    app.dispatch(Move(0, 1))  # leaving the row sets it
    assert _target(setup) == 2500 and setup.error == ""
    assert row.label == "Target score"


def test_a_typed_number_is_shown_as_typed_and_enter_sets_it(app: App) -> None:
    setup = _schieber(app)
    _type(app, "1750")
    shown: list[str] = []
    original = setup._draw_row

    def spy(surface, index, box, size, s) -> None:  # type: ignore[no-untyped-def]
        if index == setup.focus:
            shown.append(setup.typing or "")
        original(surface, index, box, size, s)

    setup._draw_row = spy  # type: ignore[method-assign]
    setup.draw(app.screen)
    assert shown == ["1750"]
    app.dispatch(Activate())
    assert _target(setup) == 1750 and setup.typing is None and setup.error == ""
    assert setup.rows[setup.focus].label == "Target score", "Enter does not also step it"


def test_99999_is_refused_with_the_range_and_becomes_the_maximum(app: App) -> None:
    setup = _schieber(app)
    _type(app, "99999")
    app.dispatch(Move(0, 1))
    assert _target(setup) == 10000
    assert setup.error == "Target score can only be 500 to 10000, so it is now 10000."
    _focus(app, setup, "Target score")
    _type(app, "7")
    app.dispatch(Activate())
    assert _target(setup) == 500
    assert setup.error == "Target score can only be 500 to 10000, so it is now 500."


def test_backspace_to_empty_then_leaving_gives_back_the_old_value(app: App) -> None:
    setup = _schieber(app)
    _type(app, "\b")
    assert setup.typing == "300", "Backspace edits the number shown"
    _type(app, "\b\b\b\b")
    assert setup.typing == ""
    app.dispatch(Move(0, -1))
    assert _target(setup) == 3000 and setup.error == ""


def test_esc_drops_the_typing_and_a_second_esc_leaves(app: App) -> None:
    setup = _schieber(app)
    _type(app, "12")
    app.dispatch(Back())
    assert setup.typing is None and _target(setup) == 3000
    assert app.stack.top is setup
    app.dispatch(Back())
    assert app.stack.top is not setup


def test_a_click_on_start_sets_the_typed_number_first_and_stops_when_it_was_put_back(
    app: App,
) -> None:
    setup = _schieber(app)
    geometry = setup.geometry(app.size)
    start = next(box for i, box in geometry.footer if setup.rows[i].label == "Start")
    _type(app, "20000")
    app.dispatch(Click(*start.center))
    assert _target(setup) == 10000 and "10000" in setup.error
    assert app.stack.top is setup, "the player reads why before the table opens"
    _focus(app, setup, "Target score")
    _type(app, "2000")
    app.dispatch(Click(*start.center))
    assert isinstance(app.stack.top, TableScreen)
    assert app.stack.top.setup.options["target"] == 2000


def test_every_number_row_of_every_game_and_the_seed(app: App) -> None:
    """Each number row: typed in range it is set as typed; above it the maximum and the
    sentence; emptied the old value."""
    checked = over = 0
    for game in REGISTRY.values():
        for seats in game.seats:
            setup = SetupScreen(app, game)
            app.stack.replace(setup)
            while len(setup.seats) != seats:
                setup.focus = 0
                app.dispatch(Move(1 if len(setup.seats) < seats else -1, 0))
            numbers = [row.label for row in setup.rows if row.number is not None and not row.reason]
            assert "Deal number (seed)" in numbers
            for label in numbers:
                entry = _focus(app, setup, label).number
                assert entry is not None
                inside = (entry.low + entry.high) // 2
                _type(app, str(inside))
                app.dispatch(Move(0, 1))
                setup.focus -= 1
                assert setup.rows[setup.focus].label == label
                assert entry.digits() == str(inside) and setup.error == "", label
                _type(app, str(entry.high) + "9")
                app.dispatch(Activate())
                assert entry.digits() == str(entry.high), label
                if len(str(entry.high)) < TYPED_LIMIT:
                    assert setup.error == (
                        f"{label} can only be {entry.low} to {entry.high}, "
                        f"so it is now {entry.high}."
                    )
                    over += 1
                else:  # the seed: a tenth digit is not taken, nine never overflow
                    assert setup.error == "" and label == "Deal number (seed)"
                _type(app, "\b" * 12)
                app.dispatch(Activate())
                assert entry.digits() == str(entry.high), label
                checked += 1
    # Per seat count: the seed; Schieber's target (1 count); Stichln's rounds (3-8: 6);
    # Skitgubbe's series (3-5: 3, times its seat counts); Klaverjas game length (3, 4);
    # Was Sticht's 12 chip values (3, 4).
    seat_counts = sum(len(game.seats) for game in REGISTRY.values())
    assert checked - seat_counts == over
    assert over == 1 + 6 + len(REGISTRY["skitgubbe"].seats) + 2 + 24
    assert MAX_SEED == 999_999_999


def test_the_typing_line_and_the_sentence_in_japanese(app: App) -> None:
    set_language("ja")
    setup = SetupScreen(app, REGISTRY["schieber"])
    app.stack.replace(setup)
    row = next(r for r in setup.rows if r.number is not None and r.label != "シード")
    setup.focus = setup.rows.index(row)
    _type(app, "99999")
    setup.draw(app.screen)
    app.dispatch(Move(0, 1))
    assert setup.error.endswith("10000にしました。") and "500～10000" in setup.error
    assert pygame.display.get_surface() is not None
