"""Statistics per game and per human player: matches played and won, deals, the game's own
figures (its registry entry's `count_deal`: points against, chips, losses...) and matches
played with help.

Deals are counted as they end and matches when they end, in data_dir()/statistics.json.
Bots have no statistics; two seats with the same name count as one player (once). A
player is keyed by the name typed, or by the seat kind for a program-given name ("@you",
"@player2"), so "You" and "あなた" are one player whatever the language.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, Field, model_validator

from game.core.match import MatchState
from game.core.rules import DealResult
from game.core.table import Seat
from game.games import ENTRIES
from game.paths import data_dir
from game.seat_names import default_key, is_human_default
from game.storage import Loaded, load_model, save_model

STATS_VERSION = 2
RECENT_DEALS = 200  # deal scores kept per player and game for the points chart
SKILL_DEALS = 500  # duplicate comparisons kept per player and game (the rating uses fewer)


class SkillPoint(BaseModel):
    """One deal's duplicate comparison for one player (game/analysis/duplicate.py): the
    player's margin, the strong bot's on the same cards, and the deal's decision analysis."""

    when: str = ""  # local date and time, ISO 8601
    real: float = 0.0
    bot: float = 0.0
    cost: float = Field(0.0, ge=0)  # summed cost of the player's decisions
    flagged: int = Field(0, ge=0)  # decisions marked costly
    decisions: int = Field(0, ge=0)

    @property
    def delta(self) -> float:
        """The player's margin minus the bot's (above 0: better than the bot)."""
        return self.real - self.bot


class PlayerStats(BaseModel):
    """One player's record in one game (each game shows the fields it fills)."""

    matches: int = Field(0, ge=0)
    won: int = Field(0, ge=0)
    deals: int = Field(0, ge=0)
    points: int = 0  # the game's own deal scores, summed (a team's score for team games)
    against: int = 0  # team games: the other team's deal scores, summed
    chips: int = Field(0, ge=0)  # chip games: chips completed
    chip_value: int = Field(0, ge=0)  # chip games: the corner values of those chips
    losses: int = Field(0, ge=0)  # series of games: games in which this player lost
    assisted: int = Field(0, ge=0)  # finished matches in which help (undo, hints) was used
    recent: list[int] = Field(default_factory=list)  # last deal scores, oldest first
    skill: list[SkillPoint] = Field(default_factory=list)  # duplicate comparisons, oldest first

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


def _count_deal(
    entry: PlayerStats, game_id: str, result: DealResult, seat: int, options: BaseModel | None
) -> None:
    entry.deals += 1
    entry.points += result.points[seat]
    entry.recent = [*entry.recent, result.points[seat]][-RECENT_DEALS:]
    game = ENTRIES.get(game_id)
    if game is not None:
        game.count_deal(entry, result, seat, options)  # the game's own figures


def record_progress(
    stats: Statistics,
    game_id: str,
    seats: tuple[Seat, ...],
    before: MatchState,
    after: MatchState,
    assisted: bool = False,
    options: BaseModel | None = None,
) -> bool:
    """Count the deals that ended and the match if it ended between two states.

    `assisted`: help was used in this match (counted apart); `options`: the match's rule
    options (a game's own figures may depend on them). Returns True when anything was
    counted (the caller then writes the file)."""
    humans = human_seats(seats)
    ended = after.history[len(before.history) :]
    finished = after.over and not before.over
    if not humans or not (ended or finished):
        return False
    for record in ended:
        for key, seat in humans.items():
            _count_deal(stats.player(game_id, key), game_id, record.result, seat, options)
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
