"""Duplicate matches for `python -m game.sim --duplicate`: every deal is played once per
seat rotation, so each entry of --seats meets the same cards from every side and the
strength figures stop depending on card luck.

Team games play each deal twice (everybody moved one seat on, so the teams change sides);
other games play it once per rotation of all seats. Deal i of a run is always the first
deal of a match seeded by (seed, i), so its cards and dealer are the same in every
rotation. The unit of the statistics is the deal (its rotations summed), never one play.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from game.core.rules import GameDef


@dataclass
class DuplicateStats:
    """Per deal and entry (a position in --seats), the points averaged over rotations."""

    game: GameDef
    seats: tuple[str, ...]
    rotations: int
    points: list[list[float]] = field(default_factory=list)  # per deal, per entry

    @property
    def deals(self) -> int:
        """Deals played (each of them `rotations` times)."""
        return len(self.points)


def rotation_count(game: GameDef, seats: int) -> int:
    """How many times each deal is played: 2 for team games, else once per seat."""
    return 2 if game.teams(seats) else seats


def rotated(seats: Sequence[str], shift: int) -> tuple[str, ...]:
    """The seat line-up of one rotation: entry e sits at seat (e + shift) mod n."""
    n = len(seats)
    return tuple(seats[(seat - shift) % n] for seat in range(n))


def record_deal(stats: DuplicateStats, per_rotation: Sequence[Sequence[int]]) -> None:
    """Add one deal: `per_rotation[r][seat]` are the seat points of rotation r."""
    n = len(stats.seats)
    entries = [0.0] * n
    for shift, points in enumerate(per_rotation):
        for entry in range(n):
            entries[entry] += points[(entry + shift) % n]
    stats.points.append([value / len(per_rotation) for value in entries])


def play_duplicate(
    game: GameDef,
    seats: tuple[str, ...],
    deals: int,
    play_one: Callable[[tuple[str, ...], int], Sequence[int]],
    progress: Callable[[int, int], None] | None = None,
) -> DuplicateStats:
    """Play `deals` deals in every rotation; `play_one(line_up, deal)` plays the first deal
    of match `deal` with that line-up and returns its points per seat."""
    count = rotation_count(game, len(seats))
    stats = DuplicateStats(game, seats, count)
    for deal in range(deals):
        record_deal(stats, [play_one(rotated(seats, shift), deal) for shift in range(count)])
        if progress is not None:
            progress(deal + 1, deals)
    return stats


def leads(stats: DuplicateStats, entry: int) -> list[float]:
    """Per deal, how far the entry is ahead: team games, its team's points minus the other
    team's; other games, its points minus the average of the other entries."""
    n = len(stats.seats)
    teams = stats.game.teams(n)
    if teams:
        side = next(team for team in teams if entry in team)
        other = next(team for team in teams if entry not in team)
        # A team's points are credited to each of its seats: count one seat per team.
        return [deal[side[0]] - deal[other[0]] for deal in stats.points]
    return [deal[entry] - (sum(deal) - deal[entry]) / (n - 1) for deal in stats.points]


def team_points(stats: DuplicateStats) -> tuple[list[float], list[float]] | None:
    """Per deal, the first team's points and both teams' together (None: no teams)."""
    teams = stats.game.teams(len(stats.seats))
    if not teams:
        return None
    first, second = teams[0][0], teams[1][0]
    return (
        [deal[first] for deal in stats.points],
        [deal[first] + deal[second] for deal in stats.points],
    )
