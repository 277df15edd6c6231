"""Cards, the five decks and the project's one text notation for them.

A card is a suit letter plus a face value. French-suited cards (suits C D H S) are written
rank then suit (`TH`, `AS`, `10D` is read as `TH`); the colour decks (36 and 126 cards)
are written colour then value (`R5`, `N0`, `P20`). The two families use disjoint suit
letters, so a card always knows how to write itself. Rank ORDER is never stored on a
card: it belongs to each game's rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

FRENCH_SUITS = "CDHS"
FRENCH_RANK_LETTERS = {
    2: "2",
    3: "3",
    4: "4",
    5: "5",
    6: "6",
    7: "7",
    8: "8",
    9: "9",
    10: "T",
    11: "J",
    12: "Q",
    13: "K",
    14: "A",
}
_FRENCH_RANK_VALUES = {letter: value for value, letter in FRENCH_RANK_LETTERS.items()}
_FRENCH_RANK_VALUES["10"] = 10

WAS_STICHT_COLOURS = "RBGY"
STICHLN_COLOURS = "PNRYBG"
_COLOUR_LETTERS = set(WAS_STICHT_COLOURS) | set(STICHLN_COLOURS)


class CardParseError(ValueError):
    """A card token or card list could not be read; the message names the bad token."""


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One playing card: a suit (or colour) letter and a face value."""

    suit: str
    rank: int

    def __str__(self) -> str:
        if self.suit in FRENCH_SUITS:
            return FRENCH_RANK_LETTERS[self.rank] + self.suit
        return f"{self.suit}{self.rank}"

    def __repr__(self) -> str:
        return f"Card({self})"

    @property
    def is_french(self) -> bool:
        """True for the French-suited family (the Jass games and the Swedish one)."""
        return self.suit in FRENCH_SUITS


@dataclass(frozen=True, slots=True)
class Deck:
    """A named, ordered set of cards (the order is the canonical sort order)."""

    name: str
    cards: tuple[Card, ...]

    def __contains__(self, card: object) -> bool:
        return card in _card_set(self)

    def __len__(self) -> int:
        return len(self.cards)

    def parse(self, text: str) -> Card:
        """Read one card of this deck; a card outside the deck is an error naming it."""
        card = parse_card(text)
        if card not in self:
            raise CardParseError(f"'{text}' is not a card of the {self.name} deck")
        return card

    def parse_many(self, text: str) -> tuple[Card, ...]:
        """Read a space-separated card list of this deck ("" is the empty list)."""
        return tuple(self.parse(token) for token in text.split())

    def index(self, card: Card) -> int:
        """Position of the card in the deck's canonical order."""
        return _card_index(self)[card]


@cache
def _card_set(deck: Deck) -> frozenset[Card]:
    return frozenset(deck.cards)


@cache
def _card_index(deck: Deck) -> dict[Card, int]:
    return {card: i for i, card in enumerate(deck.cards)}


@cache
def parse_card(text: str) -> Card:
    """Read one card in the project notation (`TH`, `10D`, `R5`, `P20`)."""
    token = text.strip()
    if len(token) < 2:
        raise CardParseError(f"'{text}' is not a card: too short")
    head, tail = token[0].upper(), token[1:]
    if head in _COLOUR_LETTERS and tail.isdigit():
        return Card(head, int(tail))
    rank_text, suit = token[:-1].upper(), token[-1].upper()
    if suit not in FRENCH_SUITS:
        raise CardParseError(f"'{text}' is not a card: unknown suit '{token[-1]}'")
    if rank_text not in _FRENCH_RANK_VALUES:
        raise CardParseError(f"'{text}' is not a card: unknown rank '{token[:-1]}'")
    return Card(suit, _FRENCH_RANK_VALUES[rank_text])


def parse_cards(text: str) -> tuple[Card, ...]:
    """Read a space-separated card list; `""` is the empty list."""
    return tuple(parse_card(token) for token in text.split())


def format_cards(cards: object) -> str:
    """Write cards as the notation's space-separated list, in the given order."""
    return " ".join(str(card) for card in cards)  # type: ignore[attr-defined]


def _french(ranks: range) -> tuple[Card, ...]:
    return tuple(Card(suit, rank) for suit in FRENCH_SUITS for rank in ranks)


def _colours(letters: str, values: range) -> tuple[Card, ...]:
    return tuple(Card(colour, value) for colour in letters for value in values)


PIQUET32 = Deck("piquet32", _french(range(7, 15)))
JASS36 = Deck("jass36", _french(range(6, 15)))
FRENCH52 = Deck("french52", _french(range(2, 15)))
WAS_STICHT36 = Deck("was_sticht36", _colours(WAS_STICHT_COLOURS, range(1, 10)))
STICHLN126 = Deck("stichln126", _colours(STICHLN_COLOURS, range(0, 21)))

DECKS: dict[str, Deck] = {
    deck.name: deck for deck in (PIQUET32, JASS36, FRENCH52, WAS_STICHT36, STICHLN126)
}


_FRENCH_RANK_NAMES = {11: "Jack", 12: "Queen", 13: "King", 14: "Ace"}
_SUIT_NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
_COLOUR_NAMES = {
    "R": "red",
    "B": "blue",
    "G": "green",
    "Y": "yellow",
    "P": "purple",
    "N": "brown",
}


def suit_name(suit: str) -> str:
    """English name of a suit or colour letter (`H` -> `hearts`, `N` -> `brown`)."""
    return _SUIT_NAMES.get(suit) or _COLOUR_NAMES.get(suit, suit)


def card_name(card: Card) -> str:
    """English name of a card for messages: `Jack of hearts`, `10 of spades`, `red 5`."""
    if card.is_french:
        return f"{_FRENCH_RANK_NAMES.get(card.rank, str(card.rank))} of {suit_name(card.suit)}"
    return f"{suit_name(card.suit)} {card.rank}"
