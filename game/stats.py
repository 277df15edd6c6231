"""Statistics per game and per human player name: matches played and won, deals, points.

Deals are counted as they end and matches when they end, in data_dir()/statistics.json.
Bots have no statistics; two seats with the same name count as one player (once).
"""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, Field

from game.core.match import MatchState
from game.core.table import Seat
from game.paths import data_dir
from game.storage import Loaded, load_model, save_model

STATS_VERSION = 1


class PlayerStats(BaseModel):
    """One player's record in one game."""

    matches: int = Field(0, ge=0)
    won: int = Field(0, ge=0)
    deals: int = Field(0, ge=0)
    points: int = 0  # the game's own deal scores, summed (a team's score for team games)

    def win_rate(self) -> float | None:
        """Won / played, None before the first finished match."""
        return self.won / self.matches if self.matches else None


class Statistics(BaseModel):
    """Per game id, per player name."""

    version: int = STATS_VERSION
    games: dict[str, dict[str, PlayerStats]] = Field(default_factory=dict)

    def player(self, game_id: str, name: str) -> PlayerStats:
        """The record to update (created empty on first use)."""
        return self.games.setdefault(game_id, {}).setdefault(name, PlayerStats())


def human_seats(seats: tuple[Seat, ...]) -> dict[str, int]:
    """Each human's name and the first seat it sits at."""
    found: dict[str, int] = {}
    for index, seat in enumerate(seats):
        name = seat.name.strip()
        if seat.is_human and name and name not in found:
            found[name] = index
    return found


def record_progress(stats: Statistics, game_id: str, seats: tuple[Seat, ...],
                    before: MatchState, after: MatchState) -> bool:
    """Count the deals that ended and the match if it ended between two states.

    Returns True when anything was counted (the caller then writes the file)."""
    humans = human_seats(seats)
    ended = after.history[len(before.history):]
    finished = after.over and not before.over
    if not humans or not (ended or finished):
        return False
    for record in ended:
        for name, seat in humans.items():
            entry = stats.player(game_id, name)
            entry.deals += 1
            entry.points += record.result.points[seat]
    if finished and after.outcome is not None:
        for name, seat in humans.items():
            entry = stats.player(game_id, name)
            entry.matches += 1
            entry.won += seat in after.outcome.winners
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
