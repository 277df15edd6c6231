"""Playing a table by ear: keys in, spoken sentences out (the spoken table's tests and
tools/speech_transcript.py)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytest

from game.app import App
from game.core.table import Seat
from game.games import REGISTRY
from game.i18n import t
from game.ui.commands import Activate, Command, Key, Move
from game.ui.controller import Phase
from game.ui.setup_model import TableSetup, default_names
from game.ui.speech import RecordingSpeaker
from game.ui.table.screen import TableScreen
from tests.ui.app_helpers import open_app

QUICK = {"bot_delay": 0.0, "animation": "off", "trick_pause": 0.0, "speech": True}


def speaking_table(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    game_id: str,
    players: tuple[str, ...],
    seed: int,
    speaker: RecordingSpeaker | None = None,
) -> tuple[App, TableScreen, RecordingSpeaker]:
    """A quick table with speech on, its voice a recording speaker."""
    app = open_app(tmp_path, monkeypatch, 0.05, **QUICK)
    return speaking_table_in(app, game_id, players, seed, speaker)


def speaking_table_in(
    app: App,
    game_id: str,
    players: tuple[str, ...],
    seed: int,
    speaker: RecordingSpeaker | None = None,
) -> tuple[App, TableScreen, RecordingSpeaker]:
    """A table in `app` with speech on, its voice a recording speaker."""
    recorder = speaker or RecordingSpeaker()
    app.voice.use(lambda: recorder)
    app.apply_voice()
    names = default_names(players)
    seats = tuple(Seat(p, names[i]) for i, p in enumerate(players))
    table = TableScreen(app, TableSetup(REGISTRY[game_id], seats, seed))
    app.stack.replace(table)
    return app, table, recorder


def tick(app: App) -> None:
    """One frame of table time without drawing (the tests only listen)."""
    app.stack.update(app.now())
    app.frames += 1


@dataclass
class EarPlay:
    """What happened while a deal was played by ear."""

    moves: int = 0  # decisions made with Enter
    presses: int = 0  # keys pressed in all
    turns: int = 0  # human turns met
    chosen: list[str] = field(default_factory=list)  # the sentence each Enter followed
    log_lines: int = 0  # move-log sentences of the deal
    keys: list[tuple[int, str]] = field(default_factory=list)  # (sentences before, key)


def key_name(command: Command) -> str:
    """The key a command stands for, as a transcript shows it."""
    if isinstance(command, Key):
        return command.name.upper()
    if isinstance(command, Move):
        return {(1, 0): "Right", (-1, 0): "Left", (0, 1): "Down", (0, -1): "Up"}[
            (command.dx, command.dy)
        ]
    if isinstance(command, Activate):
        return "Space" if command.space else "Enter"
    return type(command).__name__


def press(table: TableScreen, speaker: RecordingSpeaker, command: Command, ear: EarPlay) -> str:
    """Press one key; the sentence it made the table say ("" for none)."""
    before = len(speaker.spoken)
    ear.keys.append((before, key_name(command)))
    table.handle(command)
    ear.presses += 1
    return speaker.spoken[-1] if len(speaker.spoken) > before else ""


def play_by_ear(app: App, table: TableScreen, speaker: RecordingSpeaker, frames: int) -> EarPlay:
    """Play the one human's turns with keys only until the deal's summary: at each turn
    ask for the hand and the choices, then step the selection and press Enter on what
    was said. Returns the counts."""
    ear = EarPlay()
    c = table.controller
    seen_turn = -1
    for _ in range(frames):
        tick(app)
        if c.phase == Phase.DEAL_SUMMARY:
            tick(app)  # the summary is read out
            break
        if c.phase != Phase.AWAIT_HUMAN or c.turn_counter == seen_turn:
            continue
        seen_turn = c.turn_counter
        ear.turns += 1
        press(table, speaker, Key("c", "c"), ear)
        if ear.turns == 1:
            # Once: the choices again, the trick, the contract and scores, whose turn.
            for name in "vxiw":
                press(table, speaker, Key(name, name), ear)
        decide(table, speaker, ear)
    ear.log_lines = len([line for line in table.log.lines if line.deal == 1])
    return ear


def decide(table: TableScreen, speaker: RecordingSpeaker, ear: EarPlay) -> None:
    """Step the selection (right, then down into other groups) and press Enter on the
    first thing said to be a decision; Space adds a card where cards combine."""
    c = table.controller
    turn = c.turn_counter
    steps: list[Command] = [Move(1, 0)] * 3 + [Move(0, 1), Move(1, 0), Move(0, -1), Move(1, 0)]
    for step in steps * 4:
        said = press(table, speaker, step, ear)
        enter_says = t("speech.target", label="").strip()
        if said and (enter_says in said or said.startswith(t("speech.button", label=""))):
            ear.chosen.append(said)
            press(table, speaker, Activate(), ear)
            if c.turn_counter != turn:
                ear.moves += 1
                return
        elif said:
            # A card only picked so far (cards combine): Space adds it, Enter tries.
            press(table, speaker, Activate(space=True), ear)
            said = speaker.spoken[-1]
            if enter_says in said:
                ear.chosen.append(said)
                press(table, speaker, Activate(), ear)
                if c.turn_counter != turn:
                    ear.moves += 1
                    return
    raise AssertionError(f"no decision found by ear: {speaker.spoken[-6:]}")
