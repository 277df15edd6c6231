"""PURE: the table's key map: which key stands for which table command.

One table, read by the table's layers (each handles the commands it owns), so a key is
bound in one place and the key list (K) describes the same bindings. These are the
default keys: a command added to TableCommand with a key here can be changed by the
player (Settings > Keys, game.ui.keybinds) without more work.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal, cast, get_args

from game.ui.commands import Command, Key

TableCommand = Literal[
    "rules",  # F1: the game's rules
    "howto",  # H: how to play
    "keys",  # K or ?: the key list
    "last_trick",  # L
    "log",  # M: the move log beside the table
    "sheet",  # S: the score sheet
    "undo",  # U, Backspace or Ctrl+Z
    "hint",  # G
    "review",  # R: the deal review
    "leave_tutorial",  # T: no more first-game prompts
    "next_group",  # Tab
    "previous_group",  # Shift+Tab
    # The spoken table (game.ui.table.narration): said aloud on request.
    "speak_hand",  # C: my cards
    "speak_choices",  # V: what I may do now
    "speak_trick",  # X: the cards in the trick
    "speak_scores",  # I: contract, trumps and scores
    "speak_turn",  # W: whose turn it is
    "speak_again",  # A: the last sentence again
]

KEYMAP: dict[str, TableCommand] = {
    "f1": "rules",
    "h": "howto",
    "k": "keys",
    "l": "last_trick",
    "m": "log",
    "s": "sheet",
    "u": "undo",
    "backspace": "undo",
    "g": "hint",
    "r": "review",
    "t": "leave_tutorial",
}
# The spoken table's keys (free letters; the key list shows them with the others).
SPEECH_KEYS: dict[str, TableCommand] = {
    "c": "speak_hand",
    "v": "speak_choices",
    "x": "speak_trick",
    "i": "speak_scores",
    "w": "speak_turn",
    "a": "speak_again",
}
KEYMAP.update(SPEECH_KEYS)
TEXT_KEYS: dict[str, TableCommand] = {"?": "keys"}
CTRL_KEYS: dict[str, TableCommand] = {"z": "undo"}
GROUP_KEYS: dict[str, TableCommand] = {"tab": "next_group", "shift+tab": "previous_group"}
# The table's buttons (right column) are their keys: one way in for mouse and keyboard.
HINT_KEY = "g"
UNDO_KEY = "u"


def table_command(command: Command, own: Mapping[str, str] | None = None) -> TableCommand | None:
    """The table command a key press stands for, or None; `own`: the player's keys
    (Settings > Keys, see game.ui.keybinds), the defaults above where they chose none."""
    if not isinstance(command, Key):
        return None
    from game.ui.keybinds import Keys  # it reads the defaults above

    found = Keys(own or {}).command(command, COMMANDS)
    return cast(TableCommand, found) if found is not None else None


COMMANDS: tuple[TableCommand, ...] = get_args(TableCommand)
