"""PURE: the player's keys: every command a key triggers, its default keys and the key
the player chose instead (Settings > Keys), kept in the settings as command -> key.

A key is written as a chord: pygame's key name ("g", "f1", "backspace"), a typed
character for punctuation ("?", whatever the keyboard layout), and "ctrl+" / "shift+"
before it ("ctrl+z", "shift+tab"). The table's commands and their default keys come
from game.ui.table.keys, so a command added there can be changed here without more
work; the few commands other screens match on are listed below.

Esc, Enter, Space, the arrows and the scrolling keys stay fixed (RESERVED): they are the
way back and the way to move and act on every screen; text fields keep their typing."""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import get_args

from game.i18n import has_text, t
from game.ui.commands import Command, Key
from game.ui.table import keys as table_keys

log = logging.getLogger(__name__)

# Commands other screens match on, with their default keys (the table's come from
# game.ui.table.keys).
SCREEN_COMMANDS: dict[str, tuple[str, ...]] = {
    "play_again": ("p",),  # the deal summary, the match result, the review, the statistics
    "first_game": ("p",),  # the game list: the chosen game's first game with prompts
}
# Where a command is heard: two commands heard on one screen may not share a key. A
# command not listed is the table's alone.
SCREENS: dict[str, frozenset[str]] = {
    "rules": frozenset({"table", "select", "form"}),
    "review": frozenset({"table", "review"}),
    "play_again": frozenset({"table", "review", "stats"}),
    "first_game": frozenset({"select"}),
}
TABLE = frozenset({"table"})
# Fixed keys: back and pause, moving and acting, scrolling, and the window's own keys.
RESERVED = frozenset(
    {
        "escape",
        "return",
        "enter",
        "space",
        "up",
        "down",
        "left",
        "right",
        "page up",
        "page down",
        "home",
        "end",
        "delete",
        "f11",
        "ctrl+q",
    }
)
MODIFIERS = ("ctrl+", "shift+")
# The last word of the names of keys that only change other keys ("left ctrl").
LONE = frozenset({"ctrl", "shift", "alt", "meta", "gui", "super", "lock", "mode", "compose"})
# A key's name as pygame writes it (lower case words, digits, keypad brackets), or one
# typed character.
_NAME = re.compile(r"[a-z0-9 \[\]]{2,20}|.")
# Key caps as a keyboard prints them, for the names that are not simply upper-cased.
CAPS = {
    "escape": "Esc",
    "return": "Enter",
    "space": "Space",
    "left": "\u2190",
    "right": "\u2192",
    "up": "\u2191",
    "down": "\u2193",
    "page up": "PgUp",
    "page down": "PgDn",
    "delete": "Del",
    "backspace": "Backspace",
    "tab": "Tab",
    "insert": "Insert",
    "pause": "Pause",
    "ctrl+": "Ctrl+",
    "shift+": "Shift+",
}


def table_defaults() -> dict[str, tuple[str, ...]]:
    """The table's commands and their default keys, in the table's command order."""
    found: dict[str, list[str]] = {name: [] for name in get_args(table_keys.TableCommand)}
    for chord, command in table_keys.GROUP_KEYS.items():
        found.setdefault(command, []).append(chord)
    for name, command in table_keys.KEYMAP.items():
        found.setdefault(command, []).append(name)
    for text, command in table_keys.TEXT_KEYS.items():
        found.setdefault(command, []).append(text)
    for name, command in table_keys.CTRL_KEYS.items():
        found.setdefault(command, []).append("ctrl+" + name)
    # A command without a default key is listed too: the player may give it one.
    return {command: tuple(chords) for command, chords in found.items()}


def defaults() -> dict[str, tuple[str, ...]]:
    """Every command a key triggers, with its default keys, in the Keys page's order."""
    return {**table_defaults(), **SCREEN_COMMANDS}


def screens(command: str) -> frozenset[str]:
    """The screens a command is heard on."""
    return SCREENS.get(command, TABLE)


def lone_modifier(key: Key) -> bool:
    """True for a press of Ctrl, Shift, Alt and the like alone (or a key without a
    name): the Keys page waits on for the key they go with."""
    return not key.name or key.name.split(" ")[-1] in LONE


def valid_chord(chord: str) -> bool:
    """True for a chord a key press can give and that is not reserved."""
    base = chord
    for modifier in MODIFIERS:
        base = base.removeprefix(modifier)
    if base.split(" ")[-1] in LONE:
        return False
    return bool(_NAME.fullmatch(base)) and base.isprintable() and chord not in RESERVED


def chord_of(key: Key) -> str:
    """The chord a key press is: what the Keys page records and the lookup matches."""
    if key.ctrl:
        return "ctrl+" + ("shift+" if key.shift else "") + key.name
    text = key.text
    if len(text) == 1 and text.isprintable() and not text.isalnum() and not text.isspace():
        return text  # punctuation as typed: "?" on every layout
    if key.shift and len(key.name) > 1:
        return "shift+" + key.name
    return key.name


def key_of(chord: str) -> Key:
    """The key press a chord stands for (a table button presses its key)."""
    ctrl = chord.startswith("ctrl+")
    base = chord.removeprefix("ctrl+")
    shift = base.startswith("shift+")
    base = base.removeprefix("shift+")
    return Key(base, base if len(base) == 1 else "", ctrl, shift)


def caption(chord: str) -> str:
    """A chord as the key caps show it: "G", "F1", "Ctrl+Z", "Shift+Tab", "?"."""
    prefix = ""
    for modifier in MODIFIERS:
        if chord.startswith(modifier):
            prefix += CAPS[modifier]
            chord = chord.removeprefix(modifier)
    if chord in CAPS:
        return prefix + CAPS[chord]
    return prefix + (chord.upper() if len(chord) <= 3 else chord.title())


@dataclass(frozen=True)
class Keys:
    """The keys in use: the defaults, with the player's own key where they chose one."""

    own: Mapping[str, str]

    def of(self, command: str) -> tuple[str, ...]:
        """A command's keys now (the player's one, or the defaults)."""
        chosen = self.own.get(command)
        return (chosen,) if chosen else defaults().get(command, ())

    def first(self, command: str) -> str:
        """The key a button or caption names for a command ("" when it has none)."""
        return next(iter(self.of(command)), "")

    def command(self, key: Key, commands: Iterable[str]) -> str | None:
        """The command among `commands` a key press stands for: an exact chord first,
        then the key's name whatever Shift does, then the typed character."""
        bound = {chord: command for command in commands for chord in self.of(command)}
        exact = chord_of(key)
        if exact in bound:
            return bound[exact]
        if not key.ctrl and key.name in bound:
            return bound[key.name]
        return bound.get(key.text) if key.text else None

    def pressed(self, input_: Command, command: str) -> bool:
        """True when an input is a press of one command's key."""
        return isinstance(input_, Key) and self.command(input_, [command]) == command

    def clash(self, command: str, chord: str) -> str | None:
        """The other command, heard on a screen with this one, that has the key."""
        for other in defaults():
            shared = screens(other) & screens(command)
            if other != command and shared and chord in self.of(other):
                return other
        return None

    def caption(self, command: str) -> str:
        """A command's keys as the key caps show them ("U / Backspace / Ctrl+Z")."""
        return " / ".join(caption(chord) for chord in self.of(command))

    def shown(self, command: str) -> str:
        """A command's key as a text names it ("M", "F1"): its first key's cap."""
        return caption(self.first(command))

    def named(self) -> dict[str, str]:
        """Every command's key as a text names it ("M", "F1"): its first key's cap."""
        known = defaults()
        return {
            command: caption(self.own.get(command) or next(iter(chords), ""))
            for command, chords in known.items()
        }

    def text(self, message: str, command: str = "") -> str:
        """A catalog text that names keys, naming the player's: `{key}` is `command`'s
        key, `{<command>}` any command's ("{log}: move log")."""
        named = self.named()
        return t(message, key=named.get(command, ""), **named)

    def filled(self, text: str) -> str:
        """A text made elsewhere (a game's turn prompt) with its `{<command>}` places
        filled: its maker does not know the player's keys."""
        if "{" not in text:
            return text
        for command, shown in self.named().items():
            text = text.replace("{" + command + "}", shown)
        return text


def command_label(command: str) -> str:
    """A command as the Keys page and the key list (K) name it."""
    key = f"keys.cmd.{command}"
    # A command added to the table without its name yet still shows (by its id).
    return t(key) if has_text(key) else command.replace("_", " ")


def in_caption(text: str, command: str, keys: Keys) -> str:
    """A translated caption that names a command's default key ("Hint (G)", "ヒント（G）")
    naming the player's key instead."""
    default = next(iter(defaults().get(command, ())), "")
    chosen = keys.first(command)
    if not default or chosen == default:
        return text
    shown = re.escape(caption(default))
    return re.sub(rf"(?<=[(（、,\s]){shown}(?=[)）])", caption(chosen).replace("\\", r"\\"), text)


def cleaned(raw: Mapping[str, str]) -> dict[str, str]:
    """The keys a settings file holds, without unknown commands, bad or reserved keys and
    keys two commands would share (each dropped with a log line)."""
    known = defaults()
    kept: dict[str, str] = {}
    for command, chord in raw.items():
        if command not in known:
            log.warning("settings: unknown command %r in keys dropped", command)
        elif not valid_chord(chord):
            log.warning("settings: key %r for %r dropped", chord, command)
        elif chord not in known[command] or len(known[command]) > 1:
            kept[command] = chord  # the default key alone needs no entry
    # A kept key may be another command's default (the player moved that one away): that
    # is only a clash when the other one kept it too. Of two sharing a key, the first stays.
    for command in reversed(list(kept)):
        if Keys(kept).clash(command, kept[command]) is not None:
            log.warning("settings: key %r for %r clashes; dropped", kept[command], command)
            del kept[command]
    return kept
