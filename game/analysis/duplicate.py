"""PURE: skill without luck. A finished deal is played again on the same cards with the
strong bot in one human's seat; the human's result minus the bot's measures the
decisions, since the cards were the same.

Every other seat plays as at the table: a bot seat by the same bot with the same seeded
RNG per decision (game.bots.decision_rng), so until the play differs it repeats its moves.
The stand-in at the measured seat draws its own RNG (`stand_in_rng`): measured against a
strong bot's own play, the comparison then shows the search's noise instead of an exact 0.
Another human's moves cannot be followed once the play differs, so a human seat other
than the one measured is played by the strong bot too (the same stand-in for everyone).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from game.advice import best_level
from game.analysis.deal import DealWalk
from game.bots import decision_rng
from game.core.match import Match
from game.core.rules import DealResult
from game.core.table import HUMAN


@dataclass(frozen=True, slots=True)
class Duplicate:
    """One human seat's result in a deal and the strong bot's in its place (margins)."""

    seat: int
    real: float
    bot: float

    @property
    def delta(self) -> float:
        """The human's margin minus the bot's: above 0, the person played better."""
        return self.real - self.bot


def margin(result: DealResult[object], seat: int, teams: Sequence[Sequence[int]] | None) -> float:
    """A seat's result in a deal: its side's points minus the other side's (team games),
    else its points minus the others' average."""
    points = result.points
    if teams:
        own = next(team for team in teams if seat in team)
        other = next(team for team in teams if seat not in team)
        # A team's points are credited to each of its seats: count one seat per team.
        return float(points[own[0]] - points[other[0]])
    others = [p for s, p in enumerate(points) if s != seat]
    return points[seat] - sum(others) / len(others)


def replay_with_bot(
    match: Match, walk: DealWalk, players: Sequence[str], seat: int
) -> DealResult[object]:
    """Deal `walk.index` played from its start with the strongest bot at `seat`, every
    other seat as `players` names it (a human seat: the strongest bot)."""
    game = match.game
    strongest = best_level(game.bots)
    levels = [
        strongest if s == seat or player == HUMAN else player for s, player in enumerate(players)
    ]
    bots = [game.bots[level]() for level in levels]

    def rng(actor: int, ply: int) -> random.Random:
        if actor == seat:
            return stand_in_rng(match.seed, seat, ply)
        return decision_rng(match.seed, actor, ply)

    state = walk.start
    ply = walk.plies[0].ply if walk.plies else len(state.log)
    while len(state.history) == len(walk.start.history):
        actor = match.to_act(state)
        assert actor is not None
        legal = match.legal_actions(state)
        view = match.rules.view(state.deal, actor)
        action = bots[actor].choose(view, legal, rng(actor, ply))
        state, _ = match.apply(state, action)
        ply += 1
    return state.history[-1].result


def stand_in_rng(seed: int, seat: int, ply: int) -> random.Random:
    """The RNG of the strong bot standing in for a human at one decision."""
    return random.Random(f"stich:{seed}:stand-in:{seat}:ply:{ply}")


def duplicate(match: Match, walk: DealWalk, players: Sequence[str], seat: int) -> Duplicate:
    """The human at `seat` against the strongest bot on the same cards."""
    teams = match.game.teams(match.seats)
    final = match.rules.deal_result(walk.final)
    bot = replay_with_bot(match, walk, players, seat)
    return Duplicate(seat, margin(final, seat, teams), margin(bot, seat, teams))
