"""Autosave after every action, Continue, named saves, the load list and deleting."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.app import App
from game.saves import autosave_path, list_saves, load_autosave, saves_dir
from game.ui.commands import Activate, Back, Key, Move
from game.ui.controller import Phase
from game.ui.screens.confirm import ConfirmScreen
from game.ui.screens.menu import MainMenu
from game.ui.screens.pause import PauseScreen
from game.ui.screens.saves import LoadScreen, SaveScreen
from game.ui.table.screen import TableScreen
from tests.persist.helpers import close_app, drive, make_app, schieber_setup

BOTS = ("random", "basic", "random", "basic")


@pytest.fixture
def app(tmp_path, monkeypatch):
    """An app under a temporary home, on virtual time."""
    monkeypatch.setenv("STICH_HOME", str(tmp_path))
    application = make_app()
    yield application
    close_app(application)


def _press(app: App, label: str) -> None:
    """Move the keyboard focus of a list screen to `label` and press Enter."""
    buttons = app.stack.top.buttons  # type: ignore[union-attr]
    labels = [item.label for item in buttons.items]
    target = labels.index(label)
    for _ in range(len(labels)):
        if buttons.focus == target:
            break
        app.dispatch(Move(0, 1))
    assert buttons.focus == target
    app.dispatch(Activate())


def test_autosave_after_every_action(app: App) -> None:
    """After each applied action the autosave holds exactly the log so far."""
    table = TableScreen(app, schieber_setup(BOTS))
    app.stack.replace(table)
    opened = load_autosave().value
    assert opened is not None and opened.log == [], "a new table is the match to continue"
    checked: list[int] = []
    original = table.controller.on_apply
    assert original is not None

    def check(before, after) -> None:  # type: ignore[no-untyped-def]
        original(before, after)
        saved = json.loads(autosave_path().read_text("utf-8"))
        assert saved["log"] == list(after.log)
        assert saved["deal"] == after.deal_index + 1 and saved["seed"] == 5
        checked.append(len(after.log))

    table.controller.on_apply = check
    drive(app, table, lambda: len(table.controller.state.log) >= 45)
    assert checked == list(range(1, 46))


def test_continue_resumes_exactly(app: App) -> None:
    """Continue rebuilds the same state, and the bots go on playing the same actions."""
    table = TableScreen(app, schieber_setup(BOTS, seed=12))
    app.stack.replace(table)
    drive(app, table, lambda: len(table.controller.state.log) >= 30)
    state_30 = table.controller.state
    snapshot = autosave_path().read_bytes()
    drive(app, table, lambda: len(table.controller.state.log) >= 75)
    state_75 = table.controller.state
    assert len(state_75.history) >= 1, "the stretch after the save crosses a deal's end"
    table.close()

    autosave_path().write_bytes(snapshot)  # as if the program had been closed at 30
    app.stack.replace(MainMenu(app))
    assert app.stack.top.buttons.items[0].label.startswith("Continue: Schieber Jass, deal ")  # type: ignore[union-attr]
    app.dispatch(Activate())
    resumed = app.stack.top
    assert isinstance(resumed, TableScreen) and resumed is not table
    assert resumed.controller.state == state_30
    drive(app, resumed, lambda: len(resumed.controller.state.log) >= 75)
    assert resumed.controller.state.log == state_75.log
    assert resumed.controller.state == state_75


def test_finished_match_clears_the_autosave(app: App) -> None:
    """Nothing to continue once the match is over; the menu shows no Continue."""
    table = TableScreen(app, schieber_setup(BOTS, target=400))
    app.stack.replace(table)
    assert autosave_path().exists()
    drive(app, table, lambda: table.controller.phase == Phase.MATCH_OVER)
    assert not autosave_path().exists()
    drive(app, table, lambda: (p := table.layers.match_over.panel) is not None and p.ready())
    app.dispatch(Move(-1, 0))  # the focus appears on the last of Rematch, New setup, Main menu
    app.dispatch(Activate())
    assert isinstance(app.stack.top, MainMenu)
    assert "Continue" not in [i.label for i in app.stack.top.buttons.items]


def test_log_that_no_longer_fits_is_put_aside(app: App) -> None:
    """Continue on a log the rules refuse: the file goes aside, the menu stays usable."""
    table = TableScreen(app, schieber_setup(BOTS))
    app.stack.replace(table)
    drive(app, table, lambda: len(table.controller.state.log) >= 6)
    table.close()
    data = json.loads(autosave_path().read_text("utf-8"))
    data["log"].append("play:XX")
    autosave_path().write_text(json.dumps(data))
    app.stack.replace(MainMenu(app))
    _press(app, "Continue")
    assert isinstance(app.stack.top, MainMenu)
    assert "Continue" not in [i.label for i in app.stack.top.buttons.items]
    asides = list(autosave_path().parent.glob("autosave.json.bad-*"))
    assert len(asides) == 1 and json.loads(asides[0].read_text())["log"] == data["log"]
    assert not autosave_path().exists()
    texts = [n.text for n in app.notices.items]
    assert texts == [
        f"That saved game no longer fits the rules, so it was kept as {asides[0].name}."
    ]


def _save_from_pause(app: App, table: TableScreen, typed: str) -> None:
    if app.stack.top is table:
        app.dispatch(Back())
    assert isinstance(app.stack.top, PauseScreen)
    _press(app, "Save game")
    assert isinstance(app.stack.top, SaveScreen)
    for char in typed:
        app.dispatch(Key(char.lower(), char))
    app.dispatch(Activate())
    assert isinstance(app.stack.top, PauseScreen)


def test_named_save_and_load(app: App) -> None:
    """Pause -> Save game -> a typed name; Main menu -> Load game -> it opens as it was."""
    table = TableScreen(app, schieber_setup(BOTS, seed=21))
    app.stack.replace(table)
    drive(app, table, lambda: len(table.controller.state.log) >= 40)
    state = table.controller.state
    _save_from_pause(app, table, "Evening")
    assert [n.text for n in app.notices.items] == ["Game saved as \u201cEvening\u201d."]
    saves, notices = list_saves()
    assert notices == [] and len(saves) == 1
    saved = saves[0].save
    assert (saved.name, saved.game, saved.log, saved.deal) == (
        "Evening",
        "schieber",
        list(state.log),
        state.deal_index + 1,
    )
    table.close()

    app.stack.replace(MainMenu(app))
    _press(app, "Load game")
    screen = app.stack.top
    assert isinstance(screen, LoadScreen) and len(screen.saves) == 1
    app.step()
    app.dispatch(Activate())
    # The match is still running (its autosave): opening the save asks first.
    from game.ui.screens.confirm import ChoiceScreen

    assert isinstance(app.stack.top, ChoiceScreen)
    app.dispatch(Move(0, -1))  # from Cancel up to "Start without keeping it"
    app.dispatch(Activate())
    loaded = app.stack.top
    assert isinstance(loaded, TableScreen)
    assert loaded.controller.state == state
    assert loaded.setup.seats == table.setup.seats and loaded.setup.seed == 21


def test_delete_asks_first(app: App) -> None:
    """Del asks; Enter on the default answer keeps the save; Delete removes it."""
    table = TableScreen(app, schieber_setup(BOTS))
    app.stack.replace(table)
    drive(app, table, lambda: len(table.controller.state.log) >= 3)
    _save_from_pause(app, table, "One")
    _save_from_pause(app, table, "Two")
    table.close()
    assert len(list(saves_dir().glob("*.json"))) == 2
    screen = LoadScreen(app)
    app.stack.replace(screen)
    app.dispatch(Key("delete"))
    assert isinstance(app.stack.top, ConfirmScreen)
    app.step()
    app.dispatch(Activate())  # "Keep it" has the focus
    assert app.stack.top is screen and len(screen.saves) == 2
    name = screen.saves[screen.focus].save.name
    app.dispatch(Key("delete"))
    app.dispatch(Move(0, -1))
    app.dispatch(Activate())
    assert app.stack.top is screen and len(screen.saves) == 1
    assert screen.saves[0].save.name != name
    assert len(list(saves_dir().glob("*.json"))) == 1
    assert f"Deleted \u201c{name}\u201d." in [n.text for n in app.notices.items]


def test_bad_named_save_is_put_aside_when_listed(app: App, tmp_path: Path) -> None:
    """A broken file in the saves folder: listed as nothing, kept aside, one notice."""
    saves_dir().mkdir(parents=True)
    (saves_dir() / "broken.json").write_text('{"version": 1, "game": ')
    screen = LoadScreen(app)
    assert screen.saves == []
    assert len(list(saves_dir().glob("broken.json.bad-*"))) == 1
    assert len(app.notices.items) == 1 and "saved game" in app.notices.items[0].text


def test_a_disk_that_refuses_costs_one_notice_not_the_game(app: App, monkeypatch) -> None:
    """Every autosave write fails: the player is told once and the match plays on."""
    from game import storage

    def refuse(handle, chunk: bytes) -> None:  # type: ignore[no-untyped-def]
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage, "_write_chunk", refuse)
    posted: list[str | None] = []
    monkeypatch.setattr(app.notices, "post", lambda text, keep=False: posted.append(text))
    table = TableScreen(app, schieber_setup(BOTS))
    app.stack.replace(table)
    drive(app, table, lambda: len(table.controller.state.log) >= 20)
    assert [text for text in posted if text] == [
        "Could not write autosave.json, so it was not saved this time."
    ]
    assert not autosave_path().exists()
    assert list(autosave_path().parent.glob(".*.tmp")) == []


def test_always_claim_roem_is_kept_in_saves_and_restored(app: App) -> None:
    """A choice made at the table (Klaverjas 'Always claim roem') goes into the autosave
    with the next move and comes back when the match is continued; a save from before
    there were table choices loads with none."""
    from game.core.table import Seat
    from game.games import REGISTRY
    from game.games.klaverjas.present import ALWAYS_CLAIM_KEY
    from game.ui.setup_model import TableSetup, restore

    seats = (
        Seat("basic", "Anna"),
        Seat("basic", "Ben"),
        Seat("basic", "Clara"),
        Seat("basic", "Dirk"),
    )
    setup = TableSetup(REGISTRY["klaverjas"], seats, 7, {"roem_claim": "manual"})
    table = TableScreen(app, setup)
    app.stack.replace(table)
    table.remembered.setdefault(ALWAYS_CLAIM_KEY, set()).add(2)
    drive(app, table, lambda: len(table.controller.state.log) >= 3)
    saved = json.loads(autosave_path().read_text("utf-8"))
    assert saved["table_choices"] == {"always_claim_roem": [2]}
    table.close()

    app.stack.replace(MainMenu(app))
    app.dispatch(Activate())  # Continue
    resumed = app.stack.top
    assert isinstance(resumed, TableScreen) and resumed is not table
    assert resumed.remembered[ALWAYS_CLAIM_KEY] == {2}

    del saved["table_choices"]  # as an older save wrote it
    old_setup, _match, _state = restore(type(load_autosave().value).model_validate(saved))
    assert old_setup.table_choices == {}
