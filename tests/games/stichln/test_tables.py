"""Trick winners, scores and set-up tables against the spec's test vectors (section 10)."""

from __future__ import annotations

import pytest

from game.core.cards import STICHLN126, Card
from game.games.stichln.tables import (
    CARD_ID,
    CARDS,
    COLOUR_ID,
    captured_score,
    cards_to_mask,
    hand_size,
    mask_to_cards,
    round_colours,
    round_deck,
    round_score,
    trick_winner,
)
from tests.games.stichln.helpers import cards, reference_winner

# Spec 10.1, positions 0-based (the spec counts from 1).
WINNERS = [
    ("W1", "R5 R9 R2 R7", 1),
    ("W2", "R5 B0 R3 G0", 0),
    ("W3", "Y9 G5 R6 B4", 2),
    ("W4", "G11 R5 Y5 G8", 1),
    ("W5", "R0 B4 B9 B3", 2),
    ("W6", "R0 R9 B3 G3", 2),
    ("W7", "B0 R0 G0", -1),  # all zeros: the rules decide (leader by default)
    ("W8", "B14 R1 B12 B10", 1),
    ("W9", "R2 B0 G0 Y0", 0),
    ("W10", "P14 P13 N2", 2),
    ("W11", "R0 B5 G7 R12", 2),
    ("W12", "N3 G0 N8 Y8 R8", 3),
    ("W13", "Y7 Y0 B0", 0),
]


@pytest.mark.parametrize(("name", "trick", "expected"), WINNERS, ids=[w[0] for w in WINNERS])
def test_trick_winner_vectors(name: str, trick: str, expected: int) -> None:
    """Each spec vector names the winning position."""
    assert trick_winner([CARD_ID[c] for c in cards(trick)]) == expected


def test_trick_winner_agrees_with_the_spec_pseudocode_on_many_tricks() -> None:
    """The one-pass winner equals the literal three-case rule on random tricks."""
    import random

    rng = random.Random(7)
    deck = [c for c in STICHLN126.cards if c.rank <= 4]  # small values: many ties and zeros
    checked = 0
    for _ in range(4000):
        trick = rng.sample(deck, rng.randint(3, 8))
        expected = reference_winner(trick)
        got = trick_winner([CARD_ID[c] for c in trick])
        assert (0 if got < 0 else got) == expected, trick
        checked += 1
    assert checked == 4000


def test_seed_worked_example_scores_minus_five_then_minus_eight() -> None:
    """Section 6: captured red 8, yellow 4, blue 2, brown 0, red 0 with red minus -> -5;
    with red 3 as the declaration card the round score is -8 (R1, R2)."""
    captured = cards_to_mask(cards("R8 Y4 B2 N0 R0"))
    assert captured_score(COLOUR_ID["R"], captured) == -5
    assert round_score(CARD_ID[Card("R", 3)], captured) == -8


@pytest.mark.parametrize(
    ("declared", "captured", "expected"),
    [
        ("G3", "G7 G0 R4 B0 Y11", -7),  # R3
        ("P0", "", 0),  # R4
        ("B2", "R1 R2 Y3 Y4 G5 G6 N7 N8 R9 Y10 G11 N0", 10),  # R5
        ("Y1", "Y0 Y14 N14", -14),  # R6
        ("N0", "N0 N19 P19", -18),  # a minus-colour 0 adds nothing, the 19 costs 19
    ],
)
def test_round_score_vectors(declared: str, captured: str, expected: int) -> None:
    """Captured cards of other colours +1, own minus colour minus its value, card too."""
    declared_id = CARD_ID[cards(declared)[0]]
    assert round_score(declared_id, cards_to_mask(cards(captured))) == expected


@pytest.mark.parametrize(
    ("seats", "colours", "top", "size", "undealt"),
    [
        (3, "NRYBG", 8, 15, 0),  # U1
        (4, "NRYBG", 11, 15, 0),
        (5, "NRYBG", 14, 15, 0),  # U2
        (6, "PNRYBG", 14, 15, 0),  # U3
        (7, "PNRYBG", 17, 14, 10),  # U4
        (8, "PNRYBG", 19, 15, 0),  # U5
    ],
)
def test_set_up_per_player_count(
    seats: int, colours: str, top: int, size: int, undealt: int
) -> None:
    """Section 3: the colours and values used, the hand size and what stays undealt."""
    deck = mask_to_cards(round_deck(seats))
    assert set(deck) == {Card(c, v) for c in colours for v in range(top + 1)}
    assert round_colours(seats) == colours
    assert hand_size(seats) == size
    assert len(deck) - seats * size == undealt


def test_seven_players_may_take_fifteen_cards_leaving_three_aside() -> None:
    """S5 option: 7 x 15 = 105 of the 108 cards."""
    assert hand_size(7, 15) == 15
    assert len(mask_to_cards(round_deck(7))) - 7 * 15 == 3


def test_card_ids_follow_card_sort_order() -> None:
    """Walking a bitmask low to high must give sorted cards (legal actions rely on it)."""
    assert list(CARDS) == sorted(STICHLN126.cards)
    assert mask_to_cards(cards_to_mask(cards("Y3 B20 N0 R7 B1"))) == cards("B1 B20 N0 R7 Y3")
