"""The table's key map: each key stands for one table command."""

from __future__ import annotations

from game.ui.commands import Activate, Key
from game.ui.table.keys import KEYMAP, table_command


def test_keys_name_their_commands() -> None:
    assert table_command(Key("f1")) == "rules"
    assert table_command(Key("k")) == "keys"
    assert table_command(Key("slash", text="?")) == "keys"
    assert table_command(Key("z", ctrl=True)) == "undo"
    assert table_command(Key("backspace")) == "undo"
    assert table_command(Key("tab")) == "next_group"
    assert table_command(Key("tab", shift=True)) == "previous_group"


def test_other_input_is_no_table_command() -> None:
    assert table_command(Key("z")) is None
    assert table_command(Key("q")) is None
    assert table_command(Activate()) is None


def test_every_command_has_one_key_at_most_besides_undo() -> None:
    commands = list(KEYMAP.values())
    repeated = {c for c in commands if commands.count(c) > 1}
    assert repeated == {"undo"}
