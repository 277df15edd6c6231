"""Cards in words for Skitgubbe's buttons, banners and move log (no pygame here)."""

from __future__ import annotations

from game.core.cards import Card
from game.i18n import t


def card_words(card: Card) -> str:
    """`Queen of spades`, `10 of hearts`."""
    rank = t(f"sk.rank.{card.rank}") if card.rank > 10 else str(card.rank)
    return t("sk.card", rank=rank, suit=t(f"sk.suit.{card.suit}"))


def short_rank(rank: int) -> str:
    """`Q`, `10`, `7`."""
    return t(f"sk.short.{rank}") if rank >= 10 else str(rank)


def short_card(card: Card) -> str:
    """`Q spades`: short enough for a button."""
    return t("sk.short_card", rank=short_rank(card.rank), suit=t(f"sk.suit.{card.suit}"))


def cards_words(cards: tuple[Card, ...]) -> str:
    """One card in words, a group of one rank (`2 Queens`), a run (`9-10-J hearts`),
    or a plain list."""
    if len(cards) == 1:
        return card_words(cards[0])
    ranks = {c.rank for c in cards}
    if len(ranks) == 1:
        return t("sk.group", count=len(cards), ranks=t(f"sk.plural.{cards[0].rank}"))
    if len({c.suit for c in cards}) == 1:
        ordered = sorted(c.rank for c in cards)
        if ordered == list(range(ordered[0], ordered[0] + len(ordered))):
            return t(
                "sk.run",
                ranks="-".join(short_rank(r) for r in ordered),
                suit=t(f"sk.suit.{cards[0].suit}"),
            )
    return " + ".join(short_card(c) for c in cards)
