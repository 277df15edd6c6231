"""Which card may be played (rules 6.3 Amsterdam, 6.4 Rotterdam) and why another may not."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.cards import card_name, suit_name
from game.core.rules import Refusal
from game.games.klaverjas.tables import (
    CARDS,
    SUIT_MASK,
    SUIT_OF,
    SUITS,
    TRUMPS_ABOVE,
    highest_trump,
)


def legal_mask(
    hand: int, trick: Sequence[int], trump: int, rotterdam: bool, partner_winning: bool
) -> int:
    """The cards of `hand` that may be played to `trick` (bitmask).

    `partner_winning` says the currently winning card is the player's partner's; it is
    always False in the three-player game (11.4), which leaves only the opponent branch.
    """
    if not trick:
        return hand
    trumps = SUIT_MASK[trump]
    my_trumps = hand & trumps
    top = highest_trump(trick, trump)
    over = my_trumps & TRUMPS_ABOVE[top] if top >= 0 else my_trumps
    led = SUIT_OF[trick[0]]
    if led == trump:
        # 6.3 A: beat the best trump if possible, even the partner's; else any trump.
        return (over or my_trumps) if my_trumps else hand
    follow = hand & SUIT_MASK[led]
    if follow:
        return follow  # 6.3 B: any card of the suit, no duty to beat
    if rotterdam:
        # 6.4: trump even the partner's trick; overtrump if possible, else undertrump.
        return (over or my_trumps) if my_trumps else hand
    if not partner_winning:
        # 6.3 C: win with a trump if possible; else discard; undertrump only if forced.
        return over or (hand & ~trumps) or hand
    if top < 0:
        return hand  # 6.3 D: partner winning with a plain card: completely free
    # 6.3 D: partner winning with a trump: discard or overtrump, never undertrump by choice.
    return ((hand & ~trumps) | over) or hand


def why_card_illegal(
    hand: int,
    trick: Sequence[int],
    trump: int,
    rotterdam: bool,
    partner_winning: bool,
    card: int,
) -> str | None:
    """One sentence why `card` (held in `hand`) may not be played, or None if it may."""
    if legal_mask(hand, trick, trump, rotterdam, partner_winning) >> card & 1:
        return None
    trump_name = suit_name(SUITS[trump])
    led = SUIT_OF[trick[0]]
    top = highest_trump(trick, trump)
    is_trump = SUIT_OF[card] == trump
    if led == trump:
        if not is_trump:
            return Refusal(
                f"Trumps were led: you must play one of your {trump_name}.",
                "trump_led",
                trump=SUITS[trump],
            )
        return Refusal(
            f"Trumps were led: you must beat the {card_name(CARDS[top])} if you can.",
            "trump_beat",
            card=CARDS[top],
        )
    if hand & SUIT_MASK[led]:
        return Refusal(f"You must follow {suit_name(SUITS[led])}.", "follow", suit=SUITS[led])
    my_trumps = hand & SUIT_MASK[trump]
    over = my_trumps & TRUMPS_ABOVE[top] if top >= 0 else my_trumps
    if is_trump:
        if partner_winning and not rotterdam:
            return Refusal(
                f"You may not undertrump your partner's {card_name(CARDS[top])}.",
                "undertrump_partner",
                card=CARDS[top],
            )
        if over:
            return Refusal(
                f"You must overtrump the {card_name(CARDS[top])}.", "overtrump", card=CARDS[top]
            )
        return Refusal(
            f"You may not undertrump the {card_name(CARDS[top])} while you can discard.",
            "undertrump",
            card=CARDS[top],
        )
    if rotterdam:
        return Refusal(
            f"You cannot follow {suit_name(SUITS[led])}, so you must play one of your "
            f"{trump_name} (Rotterdam rules: even on your partner's trick).",
            "rotterdam_trump",
            suit=SUITS[led],
            trump=SUITS[trump],
        )
    if top < 0:
        return Refusal("An opponent is winning the trick: you must play a trump.", "must_trump")
    return Refusal(
        f"An opponent is winning the trick: you must overtrump the {card_name(CARDS[top])}.",
        "must_overtrump",
        card=CARDS[top],
    )
