"""Card ids, trick strength and card points (rules section 3, 6.2)."""

from __future__ import annotations

from game.core.cards import PIQUET32, Card
from game.games.klaverjas.tables import (
    CARD_ID,
    CARDS,
    POINTS,
    SUIT_MASK,
    TRUMPS_ABOVE,
    cards_to_mask,
    highest_trump,
    mask_to_cards,
    popcount,
    trick_winner,
)


def ids(text: str) -> list[int]:
    """Card ids of a card list."""
    return [CARD_ID[c] for c in PIQUET32.parse_many(text)]


def test_card_ids_follow_the_deck_and_card_order() -> None:
    """Id order = piquet32 order = Card sort order, so sorted actions list cards by id."""
    assert PIQUET32.cards == CARDS
    assert list(CARDS) == sorted(CARDS)
    assert CARD_ID[Card("C", 7)] == 0 and CARD_ID[Card("S", 14)] == 31


def test_pack_totals_152_under_every_trump() -> None:
    """Trump suit 62, each plain suit 30, the pack 152 (section 3)."""
    for trump in range(4):
        assert sum(POINTS[trump]) == 152
        for suit in range(4):
            total = sum(POINTS[trump][c] for c in range(32) if SUIT_MASK[suit] >> c & 1)
            assert total == (62 if suit == trump else 30)


def test_trump_order_j_9_a_10_k_q_8_7() -> None:
    """Each trump beats exactly the ones after it in J 9 A 10 K Q 8 7."""
    order = ids("JH 9H AH TH KH QH 8H 7H")
    for i, card in enumerate(order):
        assert TRUMPS_ABOVE[card] == cards_to_mask(CARDS[c] for c in order[:i])


def test_plain_order_and_discards() -> None:
    """A 10 K Q J 9 8 7 in the led suit; another plain suit never wins."""
    assert trick_winner(ids("JS 9S QS KS"), 2) == 3
    assert trick_winner(ids("7S AD AC 8S"), 2) == 3
    assert trick_winner(ids("7S"), 2) == 0
    assert trick_winner(ids("9S 7H 8H"), 2) == 2
    assert highest_trump(ids("9S 7H 8H"), 2) == CARD_ID[Card("H", 8)]
    assert highest_trump(ids("9S AS"), 2) == -1


def test_mask_round_trip() -> None:
    """Masks and card tuples convert both ways in deck order."""
    cards = PIQUET32.parse_many("AS 7C TH")
    mask = cards_to_mask(cards)
    assert popcount(mask) == 3
    assert mask_to_cards(mask) == tuple(sorted(cards))
