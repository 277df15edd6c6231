"""Saved games: a match is its setup, seed and action log; loading replays the log.

The running match is written to data_dir()/autosave.json after every action ("Continue"
in the main menu); named saves go to data_dir()/saves/. A file that cannot be read, or
whose log the rules no longer accept, is put aside like any other bad file.
"""

from __future__ import annotations

import contextlib
import logging
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from pydantic import BaseModel, Field

from game.core.match import Match, MatchState
from game.core.rules import GameDef
from game.core.setup import TableSetup
from game.core.table import HUMAN, Seat
from game.i18n import t
from game.paths import data_dir
from game.seat_names import with_default_names
from game.settings import SeatChoice, seat_choice, seat_of
from game.storage import Loaded, load_model, save_model, set_aside

log = logging.getLogger(__name__)
SAVE_VERSION = 1
NAME_LIMIT = 40


class SaveError(Exception):
    """A save that does not fit the rules any more; `reason` is one sentence."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class SaveGame(BaseModel):
    """Everything needed to rebuild a match exactly: setup, seed and the action log."""

    version: int = SAVE_VERSION
    name: str = Field("", max_length=200)
    game: str = Field(min_length=1)
    options: dict[str, Any] = Field(default_factory=dict)
    seats: list[SeatChoice] = Field(min_length=1, max_length=12)
    seed: int
    first_dealer: int | None = None
    log: list[str] = Field(default_factory=list)
    saved_at: str = ""  # local time, ISO 8601, for the list of saves
    deal: int = Field(1, ge=1)  # the deal number being played, for the list of saves
    over: bool = False
    assists: list[str] = Field(default_factory=list)  # help used: undo, hints (statistics)
    hints_agreed: bool = False  # hot-seat: every human agreed to hints in the setup
    tutorial: bool = False  # a first game with prompts
    # Choices made at the table that are neither settings nor moves, by name, as the seats
    # they hold for (e.g. who always claims roem). Older saves have none.
    table_choices: dict[str, list[int]] = Field(default_factory=dict)


class SavedTable(Protocol):
    """What a save reads from a running table: its match setup (`TableSetup`) and the
    table's own extras. The UI's setup (game.ui.setup_model) has all of them; saving needs
    only their shape, so this module does not import the UI."""

    @property
    def game(self) -> GameDef:
        """The game played."""
        ...

    @property
    def seats(self) -> tuple[Seat, ...]:
        """Who sits where, under which names."""
        ...

    @property
    def seed(self) -> int:
        """The match's seed."""
        ...

    @property
    def options(self) -> dict[str, Any]:
        """The options, as a dict."""
        ...

    @property
    def assists(self) -> frozenset[str]:
        """Help already used in this match (a restored save): its statistics stay marked."""
        ...

    @property
    def hints_agreed(self) -> bool:
        """Hot-seat: every human agreed to hints in the setup."""
        ...

    @property
    def tutorial(self) -> bool:
        """A first game with prompts."""
        ...

    @property
    def table_choices(self) -> dict[str, list[int]]:
        """Choices players made at the table, by name, as the seats they hold for."""
        ...


@dataclass(frozen=True)
class SavedFile:
    """A named save on disk and what it holds."""

    path: Path
    save: SaveGame


def make_save(
    setup: SavedTable,
    match: Match,
    state: MatchState,
    name: str = "",
    assists: set[str] | frozenset[str] | None = None,
    choices: dict[str, list[int]] | None = None,
) -> SaveGame:
    """The save of a running match (program-given names are stored empty: they follow
    the language when the save is opened); `choices`: the table's, else the setup's."""
    used = setup.assists | set(assists or ())
    return SaveGame(
        name=name,
        game=setup.game.id,
        options=dict(setup.options),
        seats=[seat_choice(s) for s in setup.seats],
        seed=setup.seed,
        first_dealer=match.first_dealer,
        log=list(state.log),
        saved_at=time.strftime("%Y-%m-%dT%H:%M:%S"),
        deal=state.deal_index + 1,
        over=state.over,
        assists=sorted(used),
        hints_agreed=setup.hints_agreed,
        tutorial=setup.tutorial,
        table_choices=dict(setup.table_choices if choices is None else choices),
    )


def restore_match(save: SaveGame) -> tuple[TableSetup, Match, MatchState]:
    """Rebuild setup, match and state by replaying the log; SaveError if it no longer fits.

    The table's extras stay in `save` (assists, hints_agreed, tutorial, table_choices):
    the UI's `game.ui.setup_model.restore` adds them to the setup it opens a table with."""
    from game.games import REGISTRY  # the rules load when a save is opened, not at start

    game = REGISTRY.get(save.game)
    if game is None:
        raise SaveError(f"unknown game {save.game!r}")
    seats = with_default_names([seat_of(s) for s in save.seats])
    if len(seats) not in game.seats:
        raise SaveError(f"{game.name} is not played by {len(seats)} players")
    unknown = [s.player for s in seats if s.player != HUMAN and s.player not in game.bots]
    if unknown:
        raise SaveError(f"no bot level {unknown[0]!r}")
    setup = TableSetup(game, seats, save.seed, dict(save.options))
    try:
        match = Match(game, setup.options_model(), len(seats), save.seed, save.first_dealer)
        state = match.replay(save.log)
    except Exception as exc:  # IllegalAction, a validation error, or a rules error on odd input
        raise SaveError(str(exc)) from exc
    return setup, match, state


# ----------------------------------------------------------------------- the autosave
def autosave_path() -> Path:
    """data_dir()/autosave.json: the running match."""
    return data_dir() / "autosave.json"


def write_autosave(save: SaveGame) -> None:
    """Store the running match (raises StorageError when the disk refuses)."""
    save_model(autosave_path(), save)


def load_autosave() -> Loaded[SaveGame | None]:
    """The autosave, None when there is none; a bad file is put aside with a notice."""
    return load_model(autosave_path(), SaveGame, "persist.bad_autosave", lambda: None)


def clear_autosave() -> None:
    """Forget the running match (it ended): nothing to continue."""
    with contextlib.suppress(OSError):
        autosave_path().unlink()


# ----------------------------------------------------------------------- named saves
def saves_dir() -> Path:
    """data_dir()/saves: the named saves."""
    return data_dir() / "saves"


def default_name(game_name: str) -> str:
    """A save name nobody has to type: the game and the time."""
    return f"{game_name} {time.strftime('%Y-%m-%d %H:%M')}"


def _file_name(name: str) -> str:
    slug = re.sub(r"[^A-Za-z0-9_-]+", "-", name).strip("-")[:NAME_LIMIT]
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return f"{stamp}-{slug}.json" if slug else f"{stamp}.json"


def write_named(save: SaveGame) -> Path:
    """Store a named save as a new file (never over another save); returns its path."""
    folder = saves_dir()
    path = folder / _file_name(save.name)
    n = 2
    while path.exists():
        path = folder / f"{path.stem.rsplit('~', 1)[0]}~{n}.json"
        n += 1
    save_model(path, save)
    return path


def list_saves() -> tuple[list[SavedFile], list[str]]:
    """The named saves, newest first, and a notice per bad file (put aside)."""
    folder = saves_dir()
    found: list[SavedFile] = []
    notices: list[str] = []
    if not folder.is_dir():
        return found, notices
    for path in sorted(folder.glob("*.json")):
        loaded = load_model(path, SaveGame, "persist.bad_save", lambda: None)
        if loaded.value is not None:
            found.append(SavedFile(path, loaded.value))
        if loaded.notice:
            notices.append(loaded.notice)
    found.sort(key=lambda f: (f.save.saved_at, f.path.name), reverse=True)
    return found, notices


def delete_save(path: Path) -> bool:
    """Delete a named save the player chose to delete; False when that failed."""
    try:
        path.unlink()
    except OSError:
        return False
    return True


def reject(path: Path, error: SaveError) -> str:
    """Put a save whose log no longer fits aside; the sentence for the player."""
    log.warning("%s no longer fits the rules: %s", path, error.reason)
    aside = set_aside(path)
    if aside is None:
        return t("persist.save_does_not_fit_stuck", file=path.name)
    return t("persist.save_does_not_fit", file=aside.name)
