"""PURE: the table's key map: which key stands for which table command.

One table, read by the table's layers (each handles the commands it owns), so a key is
bound in one place and the key list (K) describes the same bindings.
"""

from __future__ import annotations

from typing import Literal

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
# The spoken table's keys (free letters; listed on the key list's "speech" line).
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
# The table's buttons (right column) are their keys: one way in for mouse and keyboard.
HINT_KEY = "g"
UNDO_KEY = "u"


def table_command(command: Command) -> TableCommand | None:
    """The table command a key press stands for, or None."""
    if not isinstance(command, Key):
        return None
    if command.name == "tab":
        return "previous_group" if command.shift else "next_group"
    if command.ctrl and command.name in CTRL_KEYS:
        return CTRL_KEYS[command.name]
    return KEYMAP.get(command.name) or TEXT_KEYS.get(command.text or "")
