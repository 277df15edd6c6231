"""Every refusal is one sentence; bad input never crashes."""

from __future__ import annotations

import pytest

from game.core.cards import Card
from game.core.rules import Action, IllegalAction
from tests.games.skitgubbe.helpers import act, cards, rules


def _phase1():
    r = rules()
    return r, r.deal_from_hands([cards("5S 9H 9D"), cards("2C 3C 4C"), cards("6C 7C 8C")], 2)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("play:5S+9H", "All the cards you play must have the same rank."),
        ("play:AS", "You do not hold the Ace of spades."),
        ("play", "Play at least one card."),
        ("lay:5S", "Phase 2 has not begun: play one to three cards of one rank."),
        ("pickup", "Phase 2 has not begun: play one to three cards of one rank."),
        ("add:9H", "Cards are added only once the trick has been decided."),
        ("play:9H+9H", "You named the 9 of hearts twice."),
    ],
)
def test_phase1_refusals(text: str, reason: str) -> None:
    r, s = _phase1()
    kind, _, rest = text.partition(":")
    action = Action(kind, cards(rest.replace("+", " ")))
    assert r.why_illegal(s, action) == reason
    with pytest.raises(IllegalAction) as refused:
        r.apply(s, action)
    assert refused.value.reason == reason


def _phase2(top: str, trump: str):
    r = rules()
    s = r.phase2_from_hands([cards(f"{top} 2C"), cards("7S 9S JS AS AD 3H")], trump, 0)
    return r, act(r, s, f"lay:{top}")[0]


@pytest.mark.parametrize(
    ("top", "trump", "text", "reason"),
    [
        ("8S", "H", "lay:7S", "Every card you lay must be higher than the 8 of spades."),
        (
            "8S",
            "H",
            "lay:AD",
            "Beat the 8 of spades with higher spades or a trump (hearts), or pick up.",
        ),
        ("5H", "H", "lay:AS", "Only higher trumps beat the 5 of hearts; otherwise pick up."),
        (
            "8S",
            "H",
            "lay:9S+JS",
            "A sequence needs consecutive ranks with no gap (the ace is only high).",
        ),
        ("8S", "H", "lay:AS+AD", "A sequence must be all of one suit."),
        ("8S", "H", "pickup:8S", "A pick-up takes cards from the table: name no cards."),
        ("8S", "H", "play:9S", "This is phase 2: lay a card or a sequence, or pick up."),
        ("8S", "H", "lay", "Lay at least one card."),
    ],
)
def test_phase2_refusals(top: str, trump: str, text: str, reason: str) -> None:
    r, s = _phase2(top, trump)
    kind, _, rest = text.partition(":")
    assert r.why_illegal(s, Action(kind, cards(rest.replace("+", " ")))) == reason


def test_pickup_on_an_empty_table() -> None:
    r = rules()
    s = r.phase2_from_hands([cards("5S"), cards("6S")], "H", 0)
    assert r.why_illegal(s, Action("pickup")) == "The table is empty: lead a card or a sequence."


@pytest.mark.parametrize("text", ["", "frobnicate", "play:ZZ", "lay:5S+XX", "bid:7:XX"])
def test_bad_text_is_refused_with_a_sentence(text: str) -> None:
    with pytest.raises(IllegalAction) as refused:
        rules().decode(text)
    assert refused.value.reason.strip()


def test_foreign_cards_kinds_and_arguments() -> None:
    r, s = _phase1()
    assert r.why_illegal(s, Action("play", (Card("H", 99),))) == (
        "That is not a card of the 52-card pack."
    )
    assert r.why_illegal(s, Action("play", (Card("R", 5),))) == (
        "That is not a card of the 52-card pack."
    )
    assert r.why_illegal(s, Action("bid")) == "'bid' is not a Skitgubbe action."
    assert r.why_illegal(s, Action("play", cards("5S"), "x")) == (
        "Skitgubbe actions take no word after their kind, only cards."
    )


def test_decode_puts_cards_in_order() -> None:
    """Text in any order decodes to the legal action; an Action value out of order is refused."""
    r, s = _phase1()
    assert r.decode("play:9H+9D") == r.decode("play:9D+9H") == Action("play", cards("9D 9H"))
    assert r.why_illegal(s, Action("play", cards("9D 9H"))) is None
    reason = r.why_illegal(s, Action("play", cards("9H 9D")))
    assert reason == "Name the cards in the order 9D+9H."
    with pytest.raises(IllegalAction, match="order 9D"):
        r.apply(s, Action("play", cards("9H 9D")))


def test_nothing_is_legal_once_the_game_is_over() -> None:
    r = rules()
    s = r.phase2_from_hands([cards("5S"), cards("")], "H", 0)
    assert r.legal_actions(s) == () and r.why_illegal(s, Action("pickup")) == "The game is over."
