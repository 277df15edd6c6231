"""End-of-round chip scoring (spec 9.1) and the end and ranking of a game (9.3, 9.4)."""

from __future__ import annotations

from collections.abc import Sequence

from game.games.was_sticht.chips import CHIPS_PER_PLAYER, task_met
from game.games.was_sticht.options import WasStichtOptions

SHORT_GAME_TARGET = 4  # spec 9.3: the short game ends when someone has 4 completed chips


def round_results(
    tasks: Sequence[int],
    dealer: int,
    counts: Sequence[int],
    taken: Sequence[int],
    last_winner: int,
    fewest_needs_trick: bool,
) -> tuple[tuple[int, ...], int]:
    """The chip each non-dealer completes (-1: failed) and the seat whose task serves the dealer.

    Spec 9.1: the dealer earns a chip when some displayed task is satisfied by the dealer's
    own result and not by its owner; a task its owner fulfilled never serves the dealer.
    Returns (completed kind per seat, owner of the first qualifying task or -1).
    """
    completed = [-1] * len(tasks)
    source = -1
    for seat, kind in enumerate(tasks):
        if seat == dealer or kind < 0:
            continue
        if task_met(kind, seat, counts, taken, last_winner, fewest_needs_trick):
            completed[seat] = kind
        elif source < 0 and task_met(kind, dealer, counts, taken, last_winner, fewest_needs_trick):
            source = seat
    return tuple(completed), source


def value_sum(kinds: Sequence[int], values: Sequence[int]) -> int:
    """Sum of the corner values of completed chips."""
    return sum(values[kind] for kind in kinds)


def game_end(
    completed: Sequence[Sequence[int]], rounds_played: int, options: WasStichtOptions
) -> str:
    """Why the game ends after this many rounds with these completed chips, or ""."""
    seats = len(completed)
    counts = [len(kinds) for kinds in completed]
    if options.game_length == "full":
        done = [s for s in range(seats) if counts[s] >= CHIPS_PER_PLAYER]
        return f"seat {done[0]} completed all {CHIPS_PER_PLAYER} chips" if done else ""
    reached = [s for s in range(seats) if counts[s] >= SHORT_GAME_TARGET]
    if reached:
        return f"seat {reached[0]} completed {SHORT_GAME_TARGET} chips"
    rounds = 2 * seats  # spec 9.3: every player deals twice
    if rounds_played >= rounds:
        return "every player has dealt twice"
    if options.short_early_finish:
        left = rounds - rounds_played
        for seat in range(seats):
            # Each player completes at most one chip per round, so nobody can catch up.
            if all(counts[seat] > counts[o] + left for o in range(seats) if o != seat):
                return f"seat {seat} can no longer be caught"
    return ""


def places(
    completed: Sequence[Sequence[int]], values: Sequence[int], options: WasStichtOptions
) -> tuple[int, ...]:
    """Final place per seat (1 = winner; equal keys share a place, competition style).

    Short game (9.3, W8): more chips, then the higher value sum. Full game (9.4, W9): the
    winners are the five-chip players with the highest value sum; everyone else is placed
    by value sum only, or five-chip players first under `five_chip_players_first`.
    """
    seats = len(completed)
    sums = [value_sum(kinds, values) for kinds in completed]
    counts = [len(kinds) for kinds in completed]
    if options.game_length == "short":
        keys = [(counts[s], sums[s]) for s in range(seats)]
        return tuple(1 + sum(k > keys[s] for k in keys) for s in range(seats))
    finishers = [s for s in range(seats) if counts[s] >= CHIPS_PER_PLAYER]
    best = max((sums[s] for s in finishers), default=None)
    winners = {s for s in finishers if sums[s] == best}
    five_first = options.full_game_lower_places == "five_chip_players_first"
    keys2 = [(five_first and counts[s] >= CHIPS_PER_PLAYER, sums[s]) for s in range(seats)]
    result = []
    for seat in range(seats):
        if seat in winners:
            result.append(1)
            continue
        ahead = sum(keys2[o] > keys2[seat] for o in range(seats) if o not in winners)
        result.append(1 + len(winners) + ahead)
    return tuple(result)
