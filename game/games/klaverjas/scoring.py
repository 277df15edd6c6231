"""Deal scores (rules 8, 11.5) and the end of the game (9, 11.6)."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.rules import MatchOutcome
from game.games.klaverjas.options import TARGET, KlaverjasOptions

DEAL_CARD_POINTS = 162  # 152 in the pack + 10 for the last trick (section 3)


def score_team_deal(
    cards: Sequence[int],
    roem: Sequence[int],
    tricks_won: Sequence[int],
    makers: int,
    options: KlaverjasOptions,
    tricks_in_deal: int = 8,
) -> tuple[int, int]:
    """Four players (8.4): the score of side 0 and side 1; `makers` is the makers' side."""
    defenders = 1 - makers
    score = [0, 0]
    if not team_nat(cards, roem, makers):
        score = [cards[0] + roem[0], cards[1] + roem[1]]
    else:
        # 8.2 / ambiguity 9: equal or fewer is nat; the defenders take every point and
        # all roem of both sides.
        score[defenders] = DEAL_CARD_POINTS + roem[0] + roem[1]
    for side in (0, 1):
        if tricks_won[side] == tricks_in_deal and earns_pit(side == makers, options, 4):
            score[side] += options.pit_bonus
    return score[0], score[1]


def score_solo_deal(
    points: Sequence[int],
    tricks_won: Sequence[int],
    maker: int,
    options: KlaverjasOptions,
    tricks_in_deal: int = 10,
) -> tuple[int, ...]:
    """Three players (11.5): `points` = card points + roem per seat, maker included."""
    grand = sum(points)
    if not solo_nat(points, maker):
        score = list(points)
    else:
        # Ambiguity 17: the seed taken literally, each opponent scores the grand total.
        score = [0 if seat == maker else grand for seat in range(len(points))]
    for seat in range(len(points)):
        if tricks_won[seat] == tricks_in_deal and earns_pit(seat == maker, options, 3):
            score[seat] += options.pit_bonus
    return tuple(score)


def team_nat(cards: Sequence[int], roem: Sequence[int], makers: int) -> bool:
    """8.2: the makers are nat unless card points + roem are strictly above the defenders'."""
    return cards[makers] + roem[makers] <= cards[1 - makers] + roem[1 - makers]


def solo_nat(points: Sequence[int], maker: int) -> bool:
    """11.5: the maker fails unless they took more than half of all points (roem included)."""
    return 2 * points[maker] <= sum(points)


def earns_pit(is_maker: bool, options: KlaverjasOptions, seats: int) -> bool:
    """8.3: the pit bonus goes to any side, or to the makers' team only; 11.5: with three
    players to any player who takes every trick (`pit_bonus_team` names teams)."""
    if options.pit_bonus <= 0:
        return False
    return is_maker or seats == 3 or options.pit_bonus_team == "any_team"


def contenders(seats: int, options: KlaverjasOptions) -> tuple[tuple[int, ...], ...]:
    """Who competes for the game: the two teams, or single players (3 players, rotation)."""
    if seats == 4 and not options.partner_rotation:
        return ((0, 2), (1, 3))
    return tuple((seat,) for seat in range(seats))


def game_outcome(
    seats: int, counted: int, totals: Sequence[int], options: KlaverjasOptions
) -> MatchOutcome | None:
    """The result once the game's end condition is met after `counted` deals, else None."""
    groups = contenders(seats, options)
    best = max(totals[group[0]] for group in groups)
    leaders = [group for group in groups if totals[group[0]] == best]
    per_game = options.deals_per_game(seats)
    if per_game is None:
        # 9: first to 1500 after a deal; equal leaders play another deal.
        if best < TARGET or len(leaders) > 1:
            return None
        return MatchOutcome(winners=leaders[0], reason=f"reached {best} of {TARGET}")
    games = 3 if options.partner_rotation else 1
    if counted < per_game * games:
        return None
    if len(leaders) == 1:
        return MatchOutcome(winners=leaders[0], reason=f"highest total {best}")
    if options.tie_rule == "extra_deal" and seats == 4:
        return None
    # tie_rule "draw" (9) / 11.6 (three players, always): equal highest totals share it.
    winners = tuple(sorted(seat for group in leaders for seat in group))
    return MatchOutcome(winners=winners, reason=f"draw at {best}")
