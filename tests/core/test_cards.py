"""Card notation: parsing, formatting, decks, and errors that name the bad token."""

from __future__ import annotations

import pytest

from game.core.cards import (
    DECKS,
    FRENCH52,
    JASS36,
    PIQUET32,
    STICHLN126,
    WAS_STICHT36,
    Card,
    CardParseError,
    card_name,
    format_cards,
    parse_card,
    parse_cards,
)


def test_deck_sizes_and_names() -> None:
    """The five decks have the sizes of their games."""
    sizes = {name: len(deck) for name, deck in DECKS.items()}
    assert sizes == {
        "piquet32": 32,
        "jass36": 36,
        "french52": 52,
        "was_sticht36": 36,
        "stichln126": 126,
    }
    for deck in DECKS.values():
        assert len(set(deck.cards)) == len(deck.cards)


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("TH", Card("H", 10)),
        ("10D", Card("D", 10)),
        ("AS", Card("S", 14)),
        ("7c", Card("C", 7)),
        ("R5", Card("R", 5)),
        ("N0", Card("N", 0)),
        ("P20", Card("P", 20)),
    ],
)
def test_parse_card(text: str, card: Card) -> None:
    """Both notations read, `10` as well as `T`, lower case accepted."""
    assert parse_card(text) == card


def test_format_round_trip_for_every_deck() -> None:
    """Every card of every deck writes and reads back as itself."""
    count = 0
    for deck in DECKS.values():
        text = format_cards(deck.cards)
        assert parse_cards(text) == deck.cards
        count += len(deck.cards)
    assert count == 32 + 36 + 52 + 36 + 126
    assert str(Card("H", 10)) == "TH" and str(Card("G", 9)) == "G9"


@pytest.mark.parametrize(
    ("text", "fragment"),
    [("XZ", "'XZ'"), ("1H", "'1'"), ("AQ", "'Q'"), ("H", "'H'"), ("", "''")],
)
def test_errors_name_the_bad_token(text: str, fragment: str) -> None:
    """A bad token is named in the error message."""
    with pytest.raises(CardParseError) as error:
        parse_card(text)
    assert fragment in str(error.value)


def test_list_error_names_the_bad_token_in_a_list() -> None:
    """In a list, the failing token is named."""
    with pytest.raises(CardParseError, match="'QX'"):
        parse_cards("AS KS QX")
    assert parse_cards("") == ()


def test_deck_membership() -> None:
    """A deck refuses cards that are not in it, naming them and the deck."""
    assert JASS36.parse("6H") == Card("H", 6)
    with pytest.raises(CardParseError, match="'5H' is not a card of the jass36 deck"):
        JASS36.parse("5H")
    assert Card("H", 6) not in PIQUET32 and Card("H", 2) in FRENCH52
    assert Card("R", 9) in WAS_STICHT36 and Card("P", 20) in STICHLN126
    assert JASS36.index(Card("S", 14)) == 35


def test_card_names_for_messages() -> None:
    """Cards read as words in sentences."""
    assert card_name(parse_card("JH")) == "Jack of hearts"
    assert card_name(parse_card("TS")) == "10 of spades"
    assert card_name(parse_card("N7")) == "brown 7"
