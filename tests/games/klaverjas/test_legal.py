"""Legal plays and the sentences for refused cards (rules 6.3, 6.4, 11.4)."""

from __future__ import annotations

from game.core.cards import PIQUET32
from game.games.klaverjas.legal import legal_mask, why_card_illegal
from game.games.klaverjas.tables import CARD_ID, cards_to_mask, mask_to_cards, trick_winner

HEARTS = 2


def refuse(trump: int, trick: str, hand: str, card: str, rules: str = "amsterdam") -> str | None:
    """The sentence for playing `card` from `hand`; the partner is two positions back."""
    ids = [CARD_ID[c] for c in PIQUET32.parse_many(trick)]
    partner = len(ids) >= 2 and trick_winner(ids, trump) == len(ids) - 2
    mask = cards_to_mask(PIQUET32.parse_many(hand))
    return why_card_illegal(
        mask, ids, trump, rules == "rotterdam", partner, CARD_ID[PIQUET32.parse(card)]
    )


def test_sentences_name_the_rule() -> None:
    """Every refusal says which duty was broken."""
    assert refuse(HEARTS, "KS", "7S AS JH 8D", "JH") == "You must follow spades."
    assert refuse(HEARTS, "AC", "7H QH 8D KS", "8D") == (
        "An opponent is winning the trick: you must play a trump."
    )
    assert refuse(HEARTS, "AC 7H", "9H 8H AD", "AD") == (
        "An opponent is winning the trick: you must overtrump the 7 of hearts."
    )
    assert refuse(HEARTS, "AC 7H", "9H 8H AD", "8H") is None
    assert refuse(HEARTS, "AC 9H", "JH 8H AD", "8H") == "You must overtrump the 9 of hearts."
    assert refuse(HEARTS, "8C JH", "7H QH AD 8S", "7H") == (
        "You may not undertrump the Jack of hearts while you can discard."
    )
    assert refuse(HEARTS, "8C 9H 7C", "JH 7H AD 8S", "7H") == (
        "You may not undertrump your partner's 9 of hearts."
    )
    assert refuse(HEARTS, "9H 7H", "JH AH 8H KS", "AH") == (
        "Trumps were led: you must beat the 9 of hearts if you can."
    )
    assert refuse(HEARTS, "JH", "AH 8H KS", "KS") == (
        "Trumps were led: you must play one of your hearts."
    )
    assert refuse(HEARTS, "AC 7C", "7H QH 8D KS", "8D", "rotterdam") == (
        "You cannot follow clubs, so you must play one of your hearts "
        "(Rotterdam rules: even on your partner's trick)."
    )


def test_legal_cards_are_never_refused_and_others_always_are() -> None:
    """why_card_illegal agrees with legal_mask for every card of a few hands."""
    checked = 0
    for trick, hand in (
        ("8C 9H 7C", "JH 7H AD 8S"),
        ("AC", "7H QH 8D KS"),
        ("9H 7H", "JH AH 8H KS"),
        ("TD 7H QD", "8H KC 9H 7D"),
    ):
        ids = [CARD_ID[c] for c in PIQUET32.parse_many(trick)]
        cards = PIQUET32.parse_many(hand)
        mask = cards_to_mask(cards)
        for rotterdam in (False, True):
            partner = len(ids) >= 2 and trick_winner(ids, HEARTS) == len(ids) - 2
            legal = set(mask_to_cards(legal_mask(mask, ids, HEARTS, rotterdam, partner)))
            for card in cards:
                reason = why_card_illegal(mask, ids, HEARTS, rotterdam, partner, CARD_ID[card])
                assert (reason is None) == (card in legal), (trick, hand, card, rotterdam)
                checked += 1
    assert checked == 32


def test_three_players_have_no_partner_exception() -> None:
    """11.4: with a void in a plain suit the player must overtrump even the 2nd card."""
    ids = [CARD_ID[c] for c in PIQUET32.parse_many("AC 7H")]
    hand = cards_to_mask(PIQUET32.parse_many("9H AD"))
    assert mask_to_cards(legal_mask(hand, ids, HEARTS, False, False)) == (PIQUET32.parse("9H"),)
