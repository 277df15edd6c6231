"""Shared trick helpers."""

from game.core.tricks import beater_masks, ids_of, replace_at, union_of


def test_beater_masks_marks_every_higher_card() -> None:
    """Card 1 (value 5) is beaten only by card 2 (value 9); nothing beats card 2."""
    table = beater_masks([[3, 5, 9, -1], [0, 0, 0, 0]])
    assert table[0] == (0b0110, 0b0100, 0b0000, 0b0111)
    assert table[1] == (0, 0, 0, 0), "equal values never beat each other"


def test_masks_and_tuples() -> None:
    """ids_of/union_of/replace_at on small examples."""
    assert ids_of(0b10110) == [1, 2, 4]
    assert union_of([0b001, 0b100, 0b100]) == 0b101
    assert replace_at((1, 2, 3), 1, 9) == (1, 9, 3)
