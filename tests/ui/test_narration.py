"""The spoken table's sentences, built without a table."""

from __future__ import annotations

from pydantic import BaseModel

from game.core.cards import Card
from game.core.rules import Action
from game.i18n import speaking
from game.present import BasePresenter, Choice, SummaryRow, TrickView
from game.ui.table.narration import (
    choice_words,
    hand_sentence,
    prompt_words,
    sentence,
    summary_sentences,
    taken_with,
    trick_sentence,
)

NAMES = ("Anna", "Ben", "Clara")
QH, TS = Card("H", 12), Card("S", 10)


class NoOptions(BaseModel):
    """A game without options."""


def presenter() -> BasePresenter[object]:
    return BasePresenter(NoOptions(), NAMES)


def test_prompts_lose_their_mouse_help_and_panel_lines_end_once() -> None:
    """ "(click it twice, ...)" is for the eyes; a line gets one full stop."""
    text = "Your turn: play a card (click it twice, or arrows + Enter; K: keys)"
    assert prompt_words(text) == "Your turn: play a card"
    assert prompt_words("あなたの番です（クリック2回）") == "あなたの番です"
    assert sentence("Dealer: Anna") == sentence("Dealer:  Anna.") == "Dealer: Anna."
    with speaking("ja"):
        assert sentence("親：Anna") == "親：Anna。"


def test_hand_trick_and_winning_card_name_every_card() -> None:
    """Counts take their singular; the trick says who played what; a hint says the best."""
    p = presenter()
    assert hand_sentence(p, [QH]) == "Your hand, 1 card: Queen of hearts."
    assert hand_sentence(p, [QH, TS]) == "Your hand, 2 cards: Queen of hearts, 10 of spades."
    assert hand_sentence(p, []) == "You hold no cards."
    assert trick_sentence(p, [(0, QH), (2, TS)]) == (
        "In the trick: Anna Queen of hearts, Clara 10 of spades."
    )
    assert taken_with(p, TrickView(((0, QH), (1, TS)), 1)) == "Won with the 10 of spades."
    hint = TrickView(((0, QH), (1, TS)), 0, verdict="Anna would win")
    assert taken_with(p, hint) == "The best card: the Queen of hearts."
    assert taken_with(p, TrickView(((0, QH),), None)) == ""


def test_a_summary_reads_each_row_with_its_headings() -> None:
    """Values under their column names; a row without values is said as its label; a row
    of zeros is left out, unless it is a total."""
    rows = [
        SummaryRow("Contract: Obenabe", ("", "")),
        SummaryRow("Weis", ("0", "0")),
        SummaryRow("Points", ("57", "100")),
        SummaryRow("Total", ("0", "0"), strong=True),
    ]
    assert summary_sentences("Deal 2", ("Us", "Them"), rows) == [
        "Summary of Deal 2.",
        "Contract: Obenabe",
        "Points: Us 57, Them 100",
        "Total: Us 0, Them 0",
    ]


def test_a_button_with_cards_names_them() -> None:
    """A Weis button says the cards it shows."""
    weis = Choice("3-card run", Action("weis", (QH,)), cards=(QH,))
    assert choice_words(weis, presenter()) == "3-card run (Queen of hearts)"
    assert choice_words(Choice("Push", Action("push")), presenter()) == "Push"
