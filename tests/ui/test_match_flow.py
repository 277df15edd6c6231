"""Issue 18 at and around the table: Rematch / New setup / Main menu at match over in
every game, confirmations before a match is lost, Continue that says what it continues,
notices about put-aside files that stay, and settings that reach the running table."""

from __future__ import annotations

import threading

import pytest

from game.app import App
from game.core.table import Seat
from game.games import REGISTRY
from game.notices import SHOW_SECONDS, Notices
from game.saves import list_saves, load_autosave
from game.ui.commands import Activate, Back, Click, Move
from game.ui.controller import Phase
from game.ui.screens.confirm import ChoiceScreen
from game.ui.screens.menu import MainMenu
from game.ui.screens.pause import PauseScreen
from game.ui.screens.setup import SetupScreen
from game.ui.setup_model import TableSetup
from game.ui.table.match_over import CHOICES, MatchOverPanel
from game.ui.table.screen import TableScreen
from tests.persist.helpers import close_app, drive, make_app

# The shortest match each game allows, all bots but a human seat 0 that plays randomly.
SHORT = {
    "klaverjas": {"game_length": 1},
    "schieber": {"target": 300},
    "was_sticht": {"short_early_finish": True},
    "stichln": {"rounds": 1},
    "skitgubbe": {"series_length": 2},
}


@pytest.fixture
def app(tmp_path, monkeypatch):
    """A dummy app on virtual time, user files in tmp_path."""
    monkeypatch.setenv("STICH_HOME", str(tmp_path))
    monkeypatch.setenv("STICH_INLINE_BOTS", "1")
    application = make_app()
    yield application
    close_app(application)


def _table(app: App, game_id: str, seed: int = 3) -> TableScreen:
    game = REGISTRY[game_id]
    count = 3 if 3 in game.seats else game.default_seats
    seats = (Seat("human", "You"), *(Seat("random", f"B{i}") for i in range(1, count)))
    table = TableScreen(app, TableSetup(game, seats, seed, SHORT[game_id]))
    app.stack.replace(table)
    return table


def _panel(table: TableScreen) -> MatchOverPanel:
    """The table's match-over panel (its layer makes it when first drawn)."""
    panel = table.layers.match_over.panel
    assert panel is not None
    return panel


def _past_guard(app: App, table: TableScreen) -> MatchOverPanel:
    """Step frames until the match-over panel takes input (its guard time is over)."""
    panel = _panel(table)
    for _ in range(100):
        app.step()
        if panel.ready():
            return panel
    raise AssertionError("the match-over panel never took input")


@pytest.mark.parametrize("game_id", sorted(SHORT))
def test_match_over_offers_rematch_new_setup_and_menu(app: App, game_id: str, monkeypatch) -> None:
    monkeypatch.setattr("game.ui.table.match_over.new_seed", lambda: 424242)
    table = _table(app, game_id)
    drive(app, table, lambda: table.controller.phase == Phase.MATCH_OVER, limit=60000)
    panel = _past_guard(app, table)
    boxes = panel.buttons(app.size, len(panel._lines()))
    assert len(boxes) == len(CHOICES) == 3
    if game_id == "skitgubbe":
        assert len(table.controller.state.history) == 2
        assert panel._lines()[-1].startswith("After 2 games: ")
    app.dispatch(Click(*boxes[0].center))  # Rematch: same table, a new deal number
    again = app.stack.top
    assert isinstance(again, TableScreen) and again is not table
    assert again.setup.seats == table.setup.seats and again.setup.options == SHORT[game_id]
    assert again.setup.seed == 424242
    table.close()


def test_new_setup_and_menu_from_match_over(app: App) -> None:
    table = _table(app, "stichln")
    drive(app, table, lambda: table.controller.phase == Phase.MATCH_OVER)
    _past_guard(app, table)
    app.dispatch(Move(1, 0))  # the focus appears on Rematch
    app.dispatch(Move(1, 0))
    app.dispatch(Activate())  # New setup
    assert isinstance(app.stack.top, SetupScreen) and app.stack.top.game.id == "stichln"
    assert isinstance(app.stack.scenes[0], MainMenu)
    table = _table(app, "stichln")
    drive(app, table, lambda: table.controller.phase == Phase.MATCH_OVER)
    _past_guard(app, table)
    app.dispatch(Move(-1, 0))  # the focus appears on the last choice, Main menu
    app.dispatch(Activate())
    assert isinstance(app.stack.top, MainMenu) and len(app.stack.scenes) == 1


@pytest.mark.parametrize("choice", CHOICES)
def test_leaving_the_match_over_stops_the_tables_bot_worker_at_once(app: App, choice: str) -> None:
    """Rematch, New setup and Main menu replace the stack: the old table exits and its bot
    thread is shut down at once (work still queued is dropped, none is taken on), not
    when the process ends."""
    table = _table(app, "stichln")
    drive(app, table, lambda: table.controller.phase == Phase.MATCH_OVER)
    _past_guard(app, table)
    pool = table.worker._pool
    release = threading.Event()
    busy = pool.submit(release.wait, 10)  # the bot thread is busy...
    queued = pool.submit(lambda: None)  # ...and more work waits behind it
    try:
        for _ in range(CHOICES.index(choice) + 1):  # the first shows the focus on Rematch
            app.dispatch(Move(1, 0))
        app.dispatch(Activate())
        assert not app.stack.holds(table)
        assert queued.cancelled(), "the worker was shut down when the table left"
        with pytest.raises(RuntimeError):
            pool.submit(lambda: None)
    finally:
        release.set()
        busy.result(timeout=10)


def test_restart_and_quit_ask_first(app: App) -> None:
    table = _table(app, "schieber")
    drive(app, table, lambda: len(table.controller.state.log) >= 8)
    log = table.controller.state.log
    app.dispatch(Back())
    pause = app.stack.top
    assert isinstance(pause, PauseScreen)
    pause.restart()
    assert isinstance(app.stack.top, ChoiceScreen)
    app.dispatch(Activate())  # the focus starts on Cancel
    assert app.stack.top is pause and table.controller.state.log == log
    pause.quit_to_menu()
    app.dispatch(Back())  # Esc is Cancel too
    assert app.stack.top is pause
    pause.quit_to_menu()
    app.dispatch(Move(0, -1))
    app.dispatch(Activate())
    assert isinstance(app.stack.top, MainMenu)
    assert app.stack.top.buttons.items[0].label.startswith("Continue: Schieber Jass, deal 1, ")


def test_a_new_game_offers_to_keep_the_running_match(app: App) -> None:
    table = _table(app, "schieber")
    drive(app, table, lambda: len(table.controller.state.log) >= 8)
    running = load_autosave().value
    table.close()
    app.stack.replace(MainMenu(app))
    setup = SetupScreen(app, REGISTRY["stichln"])
    app.stack.push(setup)
    setup.start()
    choice = app.stack.top
    assert isinstance(choice, ChoiceScreen) and len(choice.buttons.items) == 3
    assert load_autosave().value == running, "nothing lost while the question is open"
    app.dispatch(Move(0, -1))
    app.dispatch(Move(0, -1))
    app.dispatch(Activate())  # Keep it as a saved game, then start
    assert isinstance(app.stack.top, TableScreen) and app.stack.top.setup.game.id == "stichln"
    saves, _ = list_saves()
    assert [s.save.log for s in saves] == [running.log]
    assert saves[0].save.name.startswith("Schieber Jass ")


def test_notices_about_put_aside_files_stay_until_dismissed() -> None:
    notices = Notices()
    notices.post("settings.json was put aside", keep=True)
    notices.post("Game saved as x")
    assert notices.showing(0.0) == ["settings.json was put aside", "Game saved as x"]
    assert notices.showing(SHOW_SECONDS * 10) == ["settings.json was put aside"]
    assert notices.dismiss() and notices.showing(SHOW_SECONDS * 11) == []


def test_a_bad_settings_file_notice_stays_on_screen(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("STICH_HOME", str(tmp_path))
    from game.settings import settings_path

    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text("{not json", "utf-8")
    app = App(size=(1280, 720))
    clock = iter(range(0, 10_000, 5))
    app.now = lambda: float(next(clock))  # type: ignore[method-assign]
    try:
        app.stack.replace(MainMenu(app))
        for _ in range(20):  # 100 virtual seconds
            app.step()
        assert any("settings" in n.text for n in app.notices.items)
        box = app._notice_boxes(["x"])[0]
        assert app._notice_clicked(Click(*box.center))
        assert app.notices.items == []
    finally:
        close_app(app)


def test_card_faces_and_language_change_at_the_running_table(app: App) -> None:
    table = _table(app, "schieber")
    assert table.face_style == "french"
    app.apply_settings(app.settings.changed(jass_faces="swiss"))
    assert table.face_style == "swiss"
    klaverjas = _table(app, "klaverjas")
    app.apply_settings(app.settings.changed(four_colour=True))
    assert klaverjas.face_style == "french4"
    app.apply_settings(app.settings.changed(language="ja"))
    assert klaverjas.presenter.names[0] == "あなた"
    app.apply_settings(app.settings.changed(language="en"))
    table.close()
