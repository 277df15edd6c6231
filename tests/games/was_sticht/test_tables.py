"""The table-driven trick winner and follow rule against a literal reading of spec 8.2/8.3."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.cards import Card
from game.games.was_sticht.tables import (
    CARD_ID,
    CARDS,
    COLOURS,
    NO_COLOUR,
    NO_NUMBER,
    TRUMP_MASK,
    cards_of,
    combo,
    legal_mask,
    mask_of,
    trick_winner,
)


def _is_trump(card: Card, tc: str | None, tn: int | None) -> bool:
    return (tn is not None and card.rank == tn) or (tc is not None and card.suit == tc)


def _level(card: Card, tc: str | None, tn: int | None) -> tuple[int, int]:
    if tn is not None and card.rank == tn:
        return (3, 0) if card.suit == tc else (2, 0)
    return (1, card.rank)


def _spec_winner(cards: list[Card], tc: str | None, tn: int | None) -> int:
    """Spec 8.3 pseudocode, transcribed: ties (level 2) go to the earliest played."""
    trumps = [i for i, c in enumerate(cards) if _is_trump(c, tc, tn)]
    if trumps:
        best = trumps[0]
        for i in trumps[1:]:
            if _level(cards[i], tc, tn) > _level(cards[best], tc, tn):
                best = i
        return best
    led = cards[0].suit
    return max((i for i, c in enumerate(cards) if c.suit == led), key=lambda i: cards[i].rank)


def _spec_legal(
    hand: list[Card], led: Card | None, tc: str | None, tn: int | None, printed: bool
) -> set[Card]:
    """Spec 8.2 pseudocode, transcribed, with the `printed` follow mode."""
    if led is None:
        return set(hand)
    if _is_trump(led, tc, tn):
        trumps = {c for c in hand if _is_trump(c, tc, tn)}
        return trumps or set(hand)
    follow = {c for c in hand if c.suit == led.suit and (printed or not _is_trump(c, tc, tn))}
    return follow or set(hand)


TC = st.sampled_from([*COLOURS, None])
TN = st.sampled_from([None, *range(1, 10)])


def _combo(tc: str | None, tn: int | None) -> int:
    return combo(NO_COLOUR if tc is None else COLOURS.index(tc), NO_NUMBER if tn is None else tn)


@settings(max_examples=400, deadline=None)
@given(cards=st.lists(st.sampled_from(CARDS), min_size=1, max_size=4, unique=True), tc=TC, tn=TN)
def test_winner_matches_the_spec_pseudocode(cards, tc, tn) -> None:
    """Any trick of 1-4 different cards under any of the 50 trump combinations."""
    assert trick_winner([CARD_ID[c] for c in cards], _combo(tc, tn)) == _spec_winner(cards, tc, tn)


@settings(max_examples=400, deadline=None)
@given(
    hand=st.lists(st.sampled_from(CARDS), min_size=1, max_size=9, unique=True),
    led=st.one_of(st.none(), st.sampled_from(CARDS)),
    tc=TC,
    tn=TN,
    printed=st.booleans(),
)
def test_legal_matches_the_spec_pseudocode(hand, led, tc, tn, printed) -> None:
    """Any hand, any led card (or leading), both follow modes."""
    got = legal_mask(
        mask_of(CARD_ID[c] for c in hand), CARD_ID[led] if led else -1, _combo(tc, tn), printed
    )
    assert set(cards_of(got)) == _spec_legal(hand, led, tc, tn, printed)


def test_trump_counts_per_combination() -> None:
    """9 colour cards + 4 number cards - 1 overlap; 4 with no colour; none with neither."""
    assert bin(TRUMP_MASK[_combo("R", 5)]).count("1") == 12
    assert bin(TRUMP_MASK[_combo(None, 5)]).count("1") == 4
    assert bin(TRUMP_MASK[_combo("Y", None)]).count("1") == 9
    assert TRUMP_MASK[_combo(None, None)] == 0
    assert list(CARDS) == sorted(CARDS)  # ids follow the card order, so actions come sorted
