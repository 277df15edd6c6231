"""The Keys page (Settings > Keys) and the player's keys at the table: a changed key
works at once and the old one no longer does; a key another command has, or a fixed
one, is refused with a sentence and changes nothing; reset; kept in the settings file;
the key list (K) and the buttons name the player's keys; a bad file entry is dropped."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.app import App
from game.i18n import speaking, t
from game.settings import load_settings, settings_path
from game.ui import renderer
from game.ui.commands import Activate, Back, Click, Key, Move
from game.ui.keybinds import Keys, command_label, defaults
from game.ui.screens.keys import KeysScreen
from game.ui.table.overlays import key_list_lines
from game.ui.table.screen import TableScreen
from tests.ui.app_helpers import close_app, open_app
from tests.ui.guide_helpers import table_at


def keys_page(app: App) -> KeysScreen:
    """The Keys page, opened from the settings as a player would."""
    app.open("settings")
    settings = app.stack.top
    assert settings is not None
    row = next(i for i, r in enumerate(settings.rows) if r.label == t("keys.page.open"))
    settings.focus = row
    app.dispatch(Activate())
    page = app.stack.top
    assert isinstance(page, KeysScreen)
    return page


def rebind(app: App, page: KeysScreen, command: str, key: Key) -> None:
    """Choose the command's row, Enter, then the key."""
    page.focus = list(defaults()).index(command)
    app.dispatch(Activate())
    assert page.waiting == command
    app.dispatch(key)


def a_table(app: App) -> TableScreen:
    """A Schieber table at the human's turn."""
    return table_at(app, "schieber", 4, lambda view: True)


def test_a_new_key_works_at_once_and_the_old_one_does_nothing(quick_app: App) -> None:
    table = a_table(quick_app)
    page = keys_page(quick_app)  # over the running table, as from its pause menu
    rebind(quick_app, page, "last_trick", Key("j", "j"))
    assert quick_app.settings.keys == {"last_trick": "j"} and page.waiting is None
    quick_app.dispatch(Back())  # the Keys page
    quick_app.dispatch(Back())  # the settings
    assert quick_app.stack.top is table
    quick_app.dispatch(Key("l", "l"))
    assert not table.layers.last_trick.open
    quick_app.dispatch(Key("j", "j"))
    assert table.layers.last_trick.open
    quick_app.dispatch(Key("j", "j"))
    assert not table.layers.last_trick.open
    # Its button names the new key and presses it.
    button = next(b for b in table.buttons(table.layout()) if b.label.startswith("Last trick"))
    assert (button.label, button.key) == ("Last trick (J)", "j")
    quick_app.dispatch(Click(*button.box.center))
    assert table.layers.last_trick.open


def test_a_key_another_command_has_is_refused_with_a_sentence(quick_app: App) -> None:
    page = keys_page(quick_app)
    rebind(quick_app, page, "hint", Key("l", "l"))
    assert page.error == (
        "L is already the key for Last trick. Choose another key or change Last trick first."
    )
    assert quick_app.settings.keys == {} and page.waiting == "hint"
    quick_app.dispatch(Back())  # Esc cancels the wait, and changes nothing
    assert page.waiting is None and page.error == "" and quick_app.stack.top is page
    rebind(quick_app, page, "first_game", Key("g", "g"))  # no Hint in the game list
    assert quick_app.settings.keys == {"first_game": "g"} and page.error == ""
    rebind(quick_app, page, "hint", Key("f1"))
    assert "F1" in page.error and "Rules" in page.error
    quick_app.dispatch(Back())
    assert page.waiting is None and quick_app.settings.keys == {"first_game": "g"}


def test_fixed_keys_are_refused_and_a_lone_modifier_waits(quick_app: App) -> None:
    page = keys_page(quick_app)
    rebind(quick_app, page, "hint", Key("f11"))
    assert page.error.startswith("F11 stays fixed")
    quick_app.dispatch(Activate())
    assert page.error.startswith("Enter stays fixed")
    quick_app.dispatch(Move(0, 1))
    assert page.error.startswith("\u2193 stays fixed")
    quick_app.dispatch(Key("q", "\x11", ctrl=True))
    assert page.error.startswith("Ctrl+Q stays fixed")
    page.error = ""
    quick_app.dispatch(Key("left ctrl", ctrl=True))
    assert page.error == "" and page.waiting == "hint"
    quick_app.dispatch(Key("y", "\x19", ctrl=True))  # Ctrl, then Y
    assert quick_app.settings.keys == {"hint": "ctrl+y"}
    assert page.rows[page.focus].value() == "Ctrl+Y"


def test_reset_gives_every_command_its_first_keys(quick_app: App) -> None:
    page = keys_page(quick_app)
    rebind(quick_app, page, "hint", Key("j", "j"))
    rebind(quick_app, page, "undo", Key("y", "y"))
    assert quick_app.settings.keys == {"hint": "j", "undo": "y"}
    page.focus = next(i for i, r in enumerate(page.rows) if r.label == "Reset all keys")
    quick_app.dispatch(Activate())
    assert quick_app.settings.keys == {}
    assert page.rows[list(defaults()).index("undo")].value() == "U / Backspace / Ctrl+Z"


def test_keys_are_kept_in_the_settings_file(tmp_path: Path, monkeypatch) -> None:
    app = open_app(tmp_path, monkeypatch)
    try:
        rebind(app, keys_page(app), "hint", Key("j", "j"))
    finally:
        close_app(app)
    saved = json.loads(settings_path().read_text())
    assert saved["keys"] == {"hint": "j"}
    assert load_settings().value.keys == {"hint": "j"}
    again = open_app(tmp_path, monkeypatch)
    try:
        assert Keys(again.settings.keys).first("hint") == "j"
    finally:
        close_app(again)


@pytest.mark.parametrize(
    ("stored", "kept"),
    [
        ({"hint": "j", "fly": "q", "log": 5, "undo": "escape"}, {"hint": "j"}),
        ("G for hint", {}),
        (None, {}),  # an old file: no keys at all
    ],
)
def test_a_bad_keys_entry_is_dropped_and_the_rest_of_the_file_kept(
    tmp_path: Path, monkeypatch, stored: object, kept: dict[str, str]
) -> None:
    monkeypatch.setenv("STICH_HOME", str(tmp_path))
    data: dict[str, object] = {"version": 1, "volume": 0.3}
    if stored is not None:
        data["keys"] = stored
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps(data))
    assert load_settings().notice is None  # the file is not put aside
    app = open_app(tmp_path, monkeypatch)
    try:
        assert app.settings.keys == kept and app.settings.volume == 0.3
    finally:
        close_app(app)


def test_the_key_list_and_the_buttons_show_the_players_keys(
    quick_app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = a_table(quick_app)
    quick_app.apply_settings(quick_app.settings.changed(keys={"hint": "j", "undo": "ctrl+y"}))
    drawn: list[str] = []
    monkeypatch.setattr(renderer, "text_hook", lambda text, *_: drawn.append(text))
    quick_app.dispatch(Key("k", "k"))
    assert table.layers.keys.open
    quick_app.step()
    assert "J: Hint" in drawn and "Ctrl+Y: Undo" in drawn and "G: Hint" not in drawn
    assert "L: Last trick" in drawn and "K / ?: Key list" in drawn
    assert any(text.startswith("Esc:") for text in drawn)
    labels = [button.label for button in table.buttons(table.layout())]
    assert "Hint (J)" in labels
    with speaking("ja"):
        lines = key_list_lines(Keys(quick_app.settings.keys))
        assert t("keys.list.line", keycap="J", command=command_label("hint")) in lines
        hint = next(b.label for b in table.buttons(table.layout()) if b.key == "j")
        assert hint == "ヒント（J）"


def test_a_letter_for_the_rules_still_types_into_a_name(quick_app: App) -> None:
    """With the rules on O, O types into a seat's name; on other rows it opens the rules
    and F1 no longer does."""
    from game.games import REGISTRY
    from game.ui.screens.rules_help import RulesScreen
    from game.ui.screens.setup import SetupScreen

    quick_app.apply_settings(quick_app.settings.changed(keys={"rules": "o"}))
    setup = SetupScreen(quick_app, REGISTRY["schieber"])
    quick_app.stack.replace(setup)
    name = next(i for i, row in enumerate(setup.rows) if row.edit is not None)
    setup.focus = name
    before = setup.rows[name].value()
    quick_app.dispatch(Key("o", "o"))
    assert quick_app.stack.top is setup and setup.rows[name].value() == before + "o"
    setup.focus = next(i for i, row in enumerate(setup.rows) if row.edit is None)
    quick_app.dispatch(Key("f1"))
    assert quick_app.stack.top is setup
    quick_app.dispatch(Key("o", "o"))
    assert isinstance(quick_app.stack.top, RulesScreen)


def test_the_game_lists_first_game_key_is_the_players(
    quick_app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    quick_app.apply_settings(quick_app.settings.changed(keys={"first_game": "g"}))
    quick_app.reset("game_select")
    select = quick_app.stack.top
    quick_app.dispatch(Key("p", "p"))
    assert quick_app.stack.top is select
    drawn: list[str] = []
    monkeypatch.setattr(renderer, "text_hook", lambda text, *_: drawn.append(text))
    quick_app.step()
    assert any(text.endswith(", with prompts (G)") for text in drawn)
    quick_app.dispatch(Key("g", "g"))
    assert isinstance(quick_app.stack.top, TableScreen)


def test_with_large_text_the_key_list_takes_pages_the_arrows_turn(
    quick_app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = a_table(quick_app)
    quick_app.apply_settings(quick_app.settings.changed(text_size=200, keys={"undo": "y"}))
    drawn: list[str] = []
    monkeypatch.setattr(renderer, "text_hook", lambda text, *_: drawn.append(text))
    quick_app.dispatch(Key("k", "k"))
    quick_app.step()
    assert "Page 1 of 2: the arrows turn the page; any other key closes" in drawn
    assert "Y: Undo" not in drawn
    drawn.clear()
    quick_app.dispatch(Move(1, 0))
    quick_app.step()
    assert table.layers.keys.open and "Y: Undo" in drawn
    assert "Page 2 of 2: the arrows turn the page; any other key closes" in drawn
    quick_app.dispatch(Key("q", "q"))
    assert not table.layers.keys.open
