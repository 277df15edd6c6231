"""Deal scores (rules 8, 11.5) and game ends (9, 11.6)."""

from __future__ import annotations

from game.games.klaverjas.options import KlaverjasOptions
from game.games.klaverjas.scoring import game_outcome, score_solo_deal, score_team_deal

DEFAULT = KlaverjasOptions()


def test_team_pit_and_the_makers_only_option() -> None:
    """K-S5/K-S6 with every pit option: +100 to any team, makers only, or none."""
    assert score_team_deal((162, 0), (40, 0), (8, 0), 0, DEFAULT) == (302, 0)
    assert score_team_deal((0, 162), (0, 20), (0, 8), 0, DEFAULT) == (0, 282)
    makers_only = KlaverjasOptions(pit_bonus_team="makers_only")
    assert score_team_deal((0, 162), (0, 20), (0, 8), 0, makers_only) == (0, 182)
    assert score_team_deal((162, 0), (0, 0), (8, 0), 0, makers_only) == (262, 0)
    no_pit = KlaverjasOptions(pit_bonus=0)
    assert score_team_deal((162, 0), (40, 0), (8, 0), 0, no_pit) == (202, 0)


def test_makers_on_side_one() -> None:
    """The success test is the makers', whichever side they are: E/W 90 + 0 vs 72 + 50."""
    assert score_team_deal((72, 90), (50, 0), (4, 4), 1, DEFAULT) == (212, 0)
    assert score_team_deal((72, 90), (0, 0), (4, 4), 1, DEFAULT) == (72, 90)


def test_three_player_vectors() -> None:
    """K-3P1 (made: 100/50/32) and K-3P2 (failed: 0/182/182), and a solo pit."""
    assert score_solo_deal((100, 50, 32), (5, 3, 2), 0, DEFAULT) == (100, 50, 32)
    assert score_solo_deal((70, 80, 32), (4, 4, 2), 0, DEFAULT) == (0, 182, 182)
    assert score_solo_deal((60, 61, 61), (3, 4, 3), 0, DEFAULT) == (0, 182, 182)
    assert score_solo_deal((40, 162, 0), (0, 10, 0), 0, DEFAULT) == (0, 302, 202)
    # 11.5: with three any player who takes all 10 tricks gets the bonus; the team
    # option does not apply (issue 30).
    makers_only = KlaverjasOptions(pit_bonus_team="makers_only")
    assert score_solo_deal((40, 162, 0), (0, 10, 0), 0, makers_only) == (0, 302, 202)


def test_three_players_share_a_tie_whatever_the_tie_rule() -> None:
    """11.6: equal highest totals share the win; `tie_rule` is a four-player option."""
    extra = KlaverjasOptions(tie_rule="extra_deal")
    shared = game_outcome(3, 15, (500, 500, 300), extra)
    assert shared is not None and shared.winners == (0, 1)


def test_sixteen_deals_then_the_higher_team_wins_or_draws() -> None:
    """After 16 counted deals the higher team wins; equal totals draw (tie_rule draw)."""
    assert game_outcome(4, 15, (900, 800, 900, 800), DEFAULT) is None
    won = game_outcome(4, 16, (900, 800, 900, 800), DEFAULT)
    assert won is not None and won.winners == (0, 2)
    drawn = game_outcome(4, 16, (900, 900, 900, 900), DEFAULT)
    assert drawn is not None and drawn.winners == (0, 1, 2, 3)
    assert drawn.reason.startswith("draw")
    extra = KlaverjasOptions(tie_rule="extra_deal")
    assert game_outcome(4, 16, (900, 900, 900, 900), extra) is None
    assert game_outcome(4, 17, (900, 950, 900, 950), extra).winners == (1, 3)  # type: ignore[union-attr]


def test_target_1500_and_fixed_lengths() -> None:
    """1500: decided once someone reaches it with a unique lead; N deals; 3 players 15."""
    target = KlaverjasOptions(game_length="target_1500")
    assert game_outcome(4, 30, (1499, 1400, 1499, 1400), target) is None
    assert game_outcome(4, 9, (1500, 1600, 1500, 1600), target).winners == (1, 3)  # type: ignore[union-attr]
    assert game_outcome(4, 9, (1600, 1600, 1600, 1600), target) is None
    short = KlaverjasOptions(game_length=4)
    assert game_outcome(4, 3, (10, 0, 10, 0), short) is None
    assert game_outcome(4, 4, (10, 0, 10, 0), short).winners == (0, 2)  # type: ignore[union-attr]
    assert game_outcome(3, 14, (500, 400, 300), DEFAULT) is None
    assert game_outcome(3, 15, (500, 400, 300), DEFAULT).winners == (0,)  # type: ignore[union-attr]
    shared = game_outcome(3, 15, (500, 500, 300), DEFAULT)
    assert shared is not None and shared.winners == (0, 1)


def test_partner_rotation_plays_three_games_of_individual_totals() -> None:
    """Rotation: 48 counted deals, the highest individual total wins."""
    rotation = KlaverjasOptions(partner_rotation=True)
    assert game_outcome(4, 47, (3000, 2000, 2500, 2900), rotation) is None
    assert game_outcome(4, 48, (3000, 2000, 2500, 2900), rotation).winners == (0,)  # type: ignore[union-attr]
