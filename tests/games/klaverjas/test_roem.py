"""Roem detection beyond the spec vectors (rules 7.1-7.2, 11.4)."""

from __future__ import annotations

import random

from game.core.cards import PIQUET32
from game.games.klaverjas.roem import four_of_a_kind_roem, roem_parts, trick_roem
from game.games.klaverjas.tables import CARD_ID, NINE, SEVEN

HEARTS, SPADES, CLUBS = 2, 3, 0


def roem(text: str, trump: int, low: bool = False) -> int:
    """Roem of a trick written as text."""
    return trick_roem([CARD_ID[c] for c in PIQUET32.parse_many(text)], trump, low)


def test_runs_do_not_cross_suits() -> None:
    """A C + 7 8 D are adjacent ids but not a run; K Q J of clubs is."""
    assert roem("AC 7D 8D 9S", HEARTS) == 0
    assert roem("AD 7H 8H 9S", SPADES) == 0
    assert roem("AS KS QS 7C", HEARTS) == 20


def test_low_quads_only_with_the_option() -> None:
    """Four 9s, 8s or 7s: 0 by default, 100 with four_low_ranks_roem; jacks stay 200."""
    for rank in "987":
        text = " ".join(rank + suit for suit in "CDHS")
        assert roem(text, CLUBS) == 0
        assert roem(text, CLUBS, low=True) == 100
    assert roem("JS JH JD JC", CLUBS, low=True) == 200
    assert four_of_a_kind_roem(NINE, False) == 0
    assert four_of_a_kind_roem(SEVEN, True) == 100


def test_four_queens_exclude_stuk() -> None:
    """Four of a kind excludes any sequence and stuk (7.1): queens with trump K absent."""
    assert roem("QH QS QD QC", HEARTS) == 100


def test_three_card_tricks() -> None:
    """Three players (11.4): a run 20, stuk 20, a run with trump K and Q 40, else 0."""
    assert roem("KS QS JS", HEARTS) == 20
    assert roem("KH QH 7C", HEARTS) == 20
    assert roem("KH QH JH", HEARTS) == 40
    assert roem("AH KH 9H", HEARTS) == 0
    assert roem("JH JS JD", HEARTS) == 0


def test_trick_roem_shortcut_matches_the_named_parts() -> None:
    """The no-roem shortcut of trick_roem answers what the parts add up to, for random
    tricks of four and three cards, every trump, low quads on and off, and for every quad."""
    rng = random.Random(8)
    tricks = [rng.sample(range(32), size) for size in (3, 4) for _ in range(4000)]
    tricks += [[suit * 8 + nat for suit in range(4)] for nat in range(8)]
    with_roem = 0
    for cards in tricks:
        for trump in range(4):
            for low in (False, True):
                parts = sum(points for _, points in roem_parts(cards, trump, low))
                assert trick_roem(cards, trump, low) == parts, (cards, trump, low)
                with_roem += parts > 0
    assert with_roem > 1000  # both answers were checked many times
