"""A rules refusal in the current language: the engines speak English, the screen translates.

An engine returns a `Refusal` (a str with `key` and raw `params`); this module finds
`<game id>.refuse.<key>` in the catalog and fills in the parameters named in the current
language (cards, suits, Was Sticht chips). A plain sentence, or a key no catalog knows,
is shown as the engine wrote it, so a refusal is never lost.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping

from game.core.cards import Card
from game.i18n import CATALOGS, t

log = logging.getLogger(__name__)

# Parameters holding a suit or colour letter (the engines pass codes, not words).
SUIT_PARAMS = frozenset({"suit", "trump"})


# Swiss faces show their own figures for three French ranks (rules schieber.md 1):
# the Banner for the 10, the Under for the Jack and the Ober for the Queen.
SWISS_RANKS = frozenset({10, 11, 12})


def rank_text(rank: int, faces: str = "french") -> str:
    """A French-suited rank in words as the faces on the table show it ('Jack', or with
    Swiss faces 'Under'); number cards are their number."""
    if faces == "swiss" and rank in SWISS_RANKS:
        return t(f"card.rank.swiss.{rank}")
    return t(f"card.rank.{rank}") if rank > 10 else str(rank)


def card_text(card: Card) -> str:
    """A card in words in the current language ('Jack of hearts', 'ハートのジャック')."""
    suit = t(f"card.suit.{card.suit}")
    if card.is_french:
        return t("card.french", rank=rank_text(card.rank), suit=suit)
    return t("card.colour", colour=suit, rank=card.rank)  # colour decks run 0-20


def suit_text(suit: str) -> str:
    """A suit (or colour) letter in words in the current language ('hearts')."""
    return t(f"card.suit.{suit}")


def param_text(
    game_id: str,
    name: str,
    value: object,
    cards: Callable[[Card], str] = card_text,
    suits: Callable[[str], str] = suit_text,
) -> str:
    """One refusal parameter in words: cards and suits translated (named as the deck on
    the table names them, when the caller passes its namers), anything else as given."""
    if isinstance(value, Card):
        return cards(value)
    if name in SUIT_PARAMS and isinstance(value, str):
        return suits(value)
    if name == "chip" and isinstance(value, str):
        return t(f"{game_id}.chip.{value}")
    return str(value)


def refusal_key(game_id: str, reason: str) -> str | None:
    """The catalog key of a refusal, or None when the engine gave a plain sentence.

    Refusals shared by every game (game.core.rules) live under `core.refuse.<key>`; a
    game's own entry of the same key wins, so its wording stays its own.
    """
    key = getattr(reason, "key", "")
    if not key:
        return None
    own = f"{game_id}.refuse.{key}"
    shared = f"core.refuse.{key}"
    if own not in CATALOGS["en"] and shared in CATALOGS["en"]:
        return shared
    return own


def refusal_text(
    game_id: str,
    reason: str,
    cards: Callable[[Card], str] = card_text,
    suits: Callable[[str], str] = suit_text,
) -> str:
    """The refusal sentence to show, in the current language (`cards`, `suits`: how the
    deck on the table names them; French by default)."""
    key = refusal_key(game_id, reason)
    if key is None or key not in CATALOGS["en"]:
        return str(reason)
    raw: Mapping[str, object] = getattr(reason, "params", {})
    params = {name: param_text(game_id, name, value, cards, suits) for name, value in raw.items()}
    try:
        return t(key, **params)
    except (KeyError, IndexError, ValueError) as exc:  # a catalog entry naming a wrong {field}
        log.warning("refusal %s cannot be filled in (%s): showing the engine's sentence", key, exc)
        return str(reason)
