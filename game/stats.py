"""Statistics per game and per human player: matches played and won, deals, the game's own
figures (points for and against, chips, times skitgubbe) and matches played with help.

Deals are counted as they end and matches when they end, in data_dir()/statistics.json.
Bots have no statistics; two seats with the same name count as one player (once). A
player is keyed by the name typed, or by the seat kind for a program-given name ("@you",
"@player2"), so "You" and "あなた" are one player whatever the language.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field, model_validator

from game.core.match import MatchState
from game.core.rules import DealResult
from game.core.table import Seat
from game.paths import data_dir
from game.storage import Loaded, load_model, save_model
from game.ui.setup_model import default_key, is_human_default

STATS_VERSION = 2


class PlayerStats(BaseModel):
    """One player's record in one game (each game shows the fields it fills)."""

    matches: int = Field(0, ge=0)
    won: int = Field(0, ge=0)
    deals: int = Field(0, ge=0)
    points: int = 0  # the game's own deal scores, summed (a team's score for team games)
    against: int = 0  # team games: the other team's deal scores, summed
    chips: int = Field(0, ge=0)  # Was Sticht: chips completed
    chip_value: int = Field(0, ge=0)  # Was Sticht: the corner values of those chips
    losses: int = Field(0, ge=0)  # Skitgubbe: games in which this player was the skitgubbe
    assisted: int = Field(0, ge=0)  # finished matches in which help (undo, hints) was used

    def win_rate(self) -> float | None:
        """Won / played, None before the first finished match."""
        return self.won / self.matches if self.matches else None

    def merged(self, other: PlayerStats) -> PlayerStats:
        """Both records added up (one player found under two keys in an old file)."""
        return PlayerStats(
            **{
                name: getattr(self, name) + getattr(other, name)
                for name in PlayerStats.model_fields
            }
        )


def _player_key(name: str) -> str:
    """The key a stored name counts under: program-given names become their seat kind."""
    if name.startswith("@") or not is_human_default(name):
        return name
    return default_key(name)


class Statistics(BaseModel):
    """Per game id, per player key."""

    version: int = STATS_VERSION
    games: dict[str, dict[str, PlayerStats]] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _merge_default_names(self) -> Statistics:
        """Older files counted "You" and "あなた" apart: they are one player."""
        for game_id, players in self.games.items():
            merged: dict[str, PlayerStats] = {}
            for name, entry in players.items():
                key = _player_key(name)
                merged[key] = merged[key].merged(entry) if key in merged else entry
            self.games[game_id] = merged
        self.version = STATS_VERSION
        return self

    def player(self, game_id: str, key: str) -> PlayerStats:
        """The record to update (created empty on first use)."""
        return self.games.setdefault(game_id, {}).setdefault(key, PlayerStats())


def human_seats(seats: tuple[Seat, ...]) -> dict[str, int]:
    """Each human's statistics key and the first seat it sits at."""
    humans = [seat.is_human for seat in seats]
    found: dict[str, int] = {}
    for index, seat in enumerate(seats):
        name = seat.name.strip()
        if not seat.is_human:
            continue
        if is_human_default(name):
            # The seat kind, not the words: the default follows the language.
            number = sum(humans[:index]) + 1
            name = "@you" if sum(humans) == 1 else f"@player{number}"
        if name not in found:
            found[name] = index
    return found


def _against(result: DealResult, seat: int) -> int:
    """The other side's deal score: the best opposing team (or seat)."""
    teams = result.teams or tuple((s,) for s in range(len(result.points)))
    others = [team for team in teams if seat not in team]
    return max((result.points[team[0]] for team in others), default=0)


def _count_deal(
    entry: PlayerStats, game_id: str, result: DealResult, seat: int, chip_values: dict[str, int]
) -> None:
    entry.deals += 1
    entry.points += result.points[seat]
    if game_id in ("klaverjas", "schieber"):
        entry.against += _against(result, seat)
    if game_id == "was_sticht":
        entry.chips += max(0, result.points[seat])
        kinds: Iterable[Any] = result.details.completed
        kind = tuple(kinds)[seat] if seat < len(tuple(kinds)) else None
        entry.chip_value += chip_values.get(kind, 0) if kind else 0
    if game_id == "skitgubbe":
        entry.losses += result.points[seat] < 0


def record_progress(
    stats: Statistics,
    game_id: str,
    seats: tuple[Seat, ...],
    before: MatchState,
    after: MatchState,
    assisted: bool = False,
    chip_values: dict[str, int] | None = None,
) -> bool:
    """Count the deals that ended and the match if it ended between two states.

    `assisted`: help was used in this match (counted apart). Returns True when anything
    was counted (the caller then writes the file)."""
    humans = human_seats(seats)
    ended = after.history[len(before.history) :]
    finished = after.over and not before.over
    if not humans or not (ended or finished):
        return False
    for record in ended:
        for key, seat in humans.items():
            _count_deal(stats.player(game_id, key), game_id, record.result, seat, chip_values or {})
    if finished and after.outcome is not None:
        for key, seat in humans.items():
            entry = stats.player(game_id, key)
            entry.matches += 1
            entry.won += seat in after.outcome.winners
            entry.assisted += assisted
    return True


def statistics_path() -> Path:
    """data_dir()/statistics.json."""
    return data_dir() / "statistics.json"


def load_stats() -> Loaded[Statistics]:
    """The statistics so far; empty (and a notice) when the file is missing or bad."""
    return load_model(statistics_path(), Statistics, "persist.bad_stats", Statistics)


def save_stats(stats: Statistics) -> None:
    """Write the statistics atomically (raises StorageError when the disk refuses)."""
    save_model(statistics_path(), stats)
