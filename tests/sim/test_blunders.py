"""The sim's blunder detectors: each Jass blunder on a hand-made trick, and in play the
random bot blunders far more often than the basic one."""

from __future__ import annotations

import pytest

from game.blunders import TrickSpot, trick_blunders
from game.games import REGISTRY
from game.games.schieber.tables import POINTS, SUIT_MASK, WIN
from game.sim import blunder_summary, run

HEARTS, CLUBS = 2, 0
SIX, SEVEN, EIGHT, TEN, JACK, ACE = 0, 1, 2, 4, 5, 8


def card(suit: int, nat: int) -> int:
    """A Schieber card id."""
    return suit * 9 + nat


def spot(
    trick: list[int],
    legal: list[int],
    played: int,
    partner_wins: bool,
    later: list[int],
    opponents: int = 0,
) -> TrickSpot:
    """A Hearts-trump decision with clubs led."""
    mask = 0
    for c in legal:
        mask |= 1 << c
    return TrickSpot(
        values=WIN[HEARTS][CLUBS],
        trumps=SUIT_MASK[HEARTS],
        led_suit=SUIT_MASK[CLUBS],
        pts=POINTS[HEARTS],
        legal=mask,
        card=played,
        trick=trick,
        partner_wins=partner_wins,
        later=later,
        opponents=opponents,
    )


DIAMONDS_ONLY = SUIT_MASK[1]


def test_trumping_the_partners_sure_trick() -> None:
    """Partner's club ace cannot be beaten by the last player (diamonds only): a trump
    on it is a blunder when a diamond could be played."""
    trick = [card(CLUBS, SEVEN), card(CLUBS, ACE)]
    legal = [card(HEARTS, SIX), card(1, SEVEN)]
    assert trick_blunders(spot(trick, legal, card(HEARTS, SIX), True, [DIAMONDS_ONLY])) == [
        "trump_partner_sure"
    ]
    assert trick_blunders(spot(trick, legal, card(1, SEVEN), True, [DIAMONDS_ONLY])) == []
    # Not sure when the last player may still hold a trump.
    assert trick_blunders(spot(trick, legal, card(HEARTS, SIX), True, [SUIT_MASK[HEARTS]])) == []


def test_points_on_a_lost_trick_and_ducking_last() -> None:
    """Last to play: a ten onto the opponents' ace is thrown away; holding the club ace
    behind a club ten, letting the trick go is a duck."""
    lost = [card(CLUBS, SIX), card(CLUBS, SEVEN), card(CLUBS, ACE)]
    legal = [card(1, TEN), card(1, SIX)]
    assert trick_blunders(spot(lost, legal, card(1, TEN), False, [])) == ["points_on_sure_loss"]
    assert trick_blunders(spot(lost, legal, card(1, SIX), False, [])) == []
    open_trick = [card(CLUBS, TEN), card(CLUBS, SIX), card(CLUBS, SEVEN)]
    legal = [card(CLUBS, ACE), card(CLUBS, EIGHT)]
    assert trick_blunders(spot(open_trick, legal, card(CLUBS, EIGHT), False, [])) == ["duck_last"]
    assert trick_blunders(spot(open_trick, legal, card(CLUBS, ACE), False, [])) == []


def test_spending_the_top_trump() -> None:
    """The trump Jack onto the partner's sure trick, with trumps still out, also gives up
    the trump control; with no trump left outside it does not."""
    trick = [card(CLUBS, SIX), card(CLUBS, ACE)]
    legal = [card(HEARTS, JACK), card(1, SEVEN)]
    out = 1 << card(HEARTS, SIX)
    assert trick_blunders(spot(trick, legal, card(HEARTS, JACK), True, [DIAMONDS_ONLY], out)) == [
        "trump_partner_sure",
        "spend_top_trump",
    ]
    assert trick_blunders(spot(trick, legal, card(HEARTS, JACK), True, [DIAMONDS_ONLY], 0)) == [
        "trump_partner_sure"
    ]


def test_random_blunders_far_more_than_basic() -> None:
    """In the same Klaverjas deals the random seats blunder several times as often."""
    stats = run(REGISTRY["klaverjas"], ("basic", "random", "basic", "random"), 4, {}, deals=30)
    rates = blunder_summary(stats)
    assert rates is not None and stats.deals == 30
    assert rates["random"]["total"] >= 10
    assert rates["random"]["total"] >= 4 * rates["basic"]["total"]


def test_last_player_rule() -> None:
    """Taking a trick when losing it was worth 2 more, and ducking one when taking was,
    count; the same cards played the other way, or a forced card, do not."""
    from game.blunders import last_player_blunders

    legal = 0b111  # cards 0, 1, 2; card 2 takes the trick

    def winner(card: int) -> int:
        return 7 if card == 2 else 3

    def costly(card: int) -> float:
        return -5.0 if card == 2 else -1.0  # taking costs us, the rival's take costs 1

    def worth(card: int) -> float:
        return 4.0 if card == 2 else -1.0

    assert last_player_blunders(7, 2, legal, winner, costly, 2) == ["take"]
    assert last_player_blunders(7, 0, legal, winner, costly, 2) == []
    assert last_player_blunders(7, 0, legal, winner, worth, 2) == ["duck"]
    assert last_player_blunders(7, 2, legal, winner, worth, 2) == []
    assert last_player_blunders(7, 2, 0b100, winner, costly, 2) == []  # forced
    # Passing a trick that is poison for its taker is no duck.
    assert last_player_blunders(7, 0, legal, winner, lambda c: 3.0, 2) == []


@pytest.mark.parametrize("game_id", ["stichln", "was_sticht", "skitgubbe"])
def test_other_games_count_random_blunders(game_id: str) -> None:
    """The detectors of the other three games fire for random play, not for basic."""
    stats = run(REGISTRY[game_id], ("basic", "random", "basic", "random"), 4, {}, deals=20)
    rates = blunder_summary(stats)
    assert rates is not None and stats.deals == 20
    assert rates["random"]["total"] >= 10
    assert rates["random"]["total"] >= 4 * rates["basic"]["total"]
