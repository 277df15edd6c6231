"""The player's keys as a model: defaults from the table's key map, the player's own key
instead, lookups, clashes per screen, captions and a settings file's entries cleaned."""

from __future__ import annotations

import logging

import pytest

from game.i18n import speaking
from game.ui.commands import Key
from game.ui.keybinds import (
    RESERVED,
    Keys,
    caption,
    chord_of,
    cleaned,
    defaults,
    in_caption,
    key_of,
    lone_modifier,
    valid_chord,
)
from game.ui.table.keys import COMMANDS, KEYMAP, table_command


def test_every_table_command_with_a_key_can_be_changed() -> None:
    """The defaults are the table's key map: each of its commands (and any added to it)
    is on the Keys page, with the keys it has today."""
    found = defaults()
    assert set(KEYMAP.values()) <= set(found)
    assert set(COMMANDS) == set(found) - {"play_again", "first_game"}
    assert found["undo"] == ("u", "backspace", "ctrl+z")
    assert found["keys"] == ("k", "?")
    assert found["previous_group"] == ("shift+tab",)


def test_the_players_key_replaces_the_defaults() -> None:
    own = Keys({"undo": "j"})
    assert table_command(Key("j", "j"), own.own) == "undo"
    assert table_command(Key("u", "u"), own.own) is None
    assert table_command(Key("backspace"), own.own) is None
    assert table_command(Key("z", ctrl=True), own.own) is None
    assert table_command(Key("g", "g"), own.own) == "hint"  # the others keep theirs


def test_chords_from_key_presses() -> None:
    """Punctuation is its typed character (any layout), letters ignore Shift, Ctrl and
    Shift on named keys are part of the chord; a chord presses back as the same key."""
    assert chord_of(Key("slash", "?", shift=True)) == "?"
    assert chord_of(Key("g", "G", shift=True)) == "g"
    assert chord_of(Key("tab", shift=True)) == "shift+tab"
    assert chord_of(Key("z", "\x1a", ctrl=True)) == "ctrl+z"
    for chord in ("?", "g", "shift+tab", "ctrl+z", "f5"):
        assert chord_of(key_of(chord)) == chord
    assert lone_modifier(Key("left ctrl", ctrl=True)) and lone_modifier(Key(""))
    assert not lone_modifier(Key("x", "x"))


def test_fixed_keys_and_nonsense_are_not_valid() -> None:
    assert all(not valid_chord(chord) for chord in RESERVED)
    assert not valid_chord("left shift") and not valid_chord("") and not valid_chord("ab\n")
    assert valid_chord("x") and valid_chord("ctrl+shift+f2") and valid_chord("[5]")


def test_a_clash_is_only_between_commands_heard_on_one_screen() -> None:
    keys = Keys({})
    assert keys.clash("hint", "l") == "last_trick"
    assert keys.clash("hint", "p") == "play_again"  # Play again is heard at the table
    assert keys.clash("first_game", "g") is None  # the game list has no Hint
    assert keys.clash("first_game", "f1") == "rules"
    assert keys.clash("hint", "g") is None  # its own key


def test_captions_name_the_players_key_in_every_language() -> None:
    keys = Keys({"hint": "j", "play_again": "f5", "undo": "ctrl+y"})
    assert in_caption("Hint (G)", "hint", keys) == "Hint (J)"
    assert in_caption("Undo (U)", "undo", keys) == "Undo (Ctrl+Y)"
    with speaking("ja"):
        assert in_caption("{name}のはじめての一局（説明つき、P）", "play_again", keys).endswith(
            "、F5）"
        )
        assert in_caption("ヒント（G）", "hint", keys) == "ヒント（J）"
    assert in_caption("Hint (G)", "hint", Keys({})) == "Hint (G)"
    assert caption("shift+tab") == "Shift+Tab" and caption("?") == "?"


def test_a_files_unknown_or_bad_keys_are_dropped_with_a_log_line(
    caplog: pytest.LogCaptureFixture,
) -> None:
    raw = {
        "hint": "j",
        "fly": "q",  # no such command
        "undo": "escape",  # reserved
        "log": "j",  # the same key as hint: the first one stays
        "sheet": "s",  # its own default: needs no entry
        "review": "\u0000",  # no key
    }
    with caplog.at_level(logging.WARNING):
        kept = cleaned(raw)
    assert kept == {"hint": "j"}
    assert len(caplog.records) == 4
    # A swap the player made in two steps is no clash.
    assert cleaned({"hint": "l", "last_trick": "g"}) == {"hint": "l", "last_trick": "g"}


def test_a_command_added_to_the_table_can_be_changed_without_more_work(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A new table command with a key in the key map is on the Keys page (named by its
    id until it has a catalog name), takes the player's key, and clashes are checked."""
    from game.ui import keybinds
    from game.ui.table import keys as table_keys

    monkeypatch.setattr(table_keys, "KEYMAP", {**KEYMAP, "n": "say_weather"})
    monkeypatch.setattr(table_keys, "COMMANDS", (*COMMANDS, "say_weather"))
    assert defaults()["say_weather"] == ("n",)
    assert keybinds.command_label("say_weather") == "say weather"
    own = {"say_weather": "b"}
    assert table_command(Key("b", "b"), own) == "say_weather"
    assert table_command(Key("n", "n"), own) is None
    assert Keys({}).clash("hint", "n") == "say_weather"
    assert cleaned(own) == own
