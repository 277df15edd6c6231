"""Klaverjas heuristics on bitmasks: the basic bot's card play (also the strong bot's
rollout policy) and its hand estimate for the trump choice. Pure integer work on the
tables of tables.py.

Written from one player's seat: `hand` and `legal` are masks, `trick` the card ids on the
table in play order, `opps_after` the cards the opponents still to play in this trick may
hold (the real hands inside a rollout, the cards their shown voids allow for the basic
bot), `gone` the cards already played. Roem counts like points: a card that completes a
run or the stuk is worth feeding to the partner and worth keeping from the opponents.
"""

from __future__ import annotations

from game.core.tricks import beater_masks, ids_of
from game.games.klaverjas.roem import trick_roem
from game.games.klaverjas.tables import NAT_OF, SUIT_MASK, SUIT_OF, WIN

ALL = (1 << 32) - 1


# BEAT[contract][led][card]: mask of the cards that beat `card` in a trick of `led`.
BEAT = tuple(beater_masks(WIN[contract]) for contract in range(4))
JACK_NINE = tuple((1 << (s * 8 + 4)) | (1 << (s * 8 + 2)) for s in range(4))


def is_boss(card: int, trump: int, unseen: int) -> bool:
    """No card still out of the card's own suit beats it when it is led."""
    suit = SUIT_OF[card]
    return not BEAT[trump][suit][card] & SUIT_MASK[suit] & unseen


def keep_value(card: int, trump: int, pts: tuple[int, ...], unseen: int) -> int:
    """What throwing the card away costs: its points plus its future trick-taking power."""
    suit = SUIT_OF[card]
    value = pts[card] * 2
    if suit == trump:
        value += 14 + WIN[trump][trump][card] - 100
    if is_boss(card, trump, unseen):
        value += 14
    return value * 16 + max(WIN[trump][suit][card], 0) % 16


def cheapest(
    legal: int,
    trump: int,
    pts: tuple[int, ...],
    unseen: int,
    trick: list[int] | tuple[int, ...] = (),
    four_low: bool = False,
) -> int:
    """The legal card that costs least to give away, giving no roem to the winners."""

    def cost(card: int) -> int:
        value = keep_value(card, trump, pts, unseen)
        if len(trick) >= 2:
            value += 32 * trick_roem((*trick, card), trump, four_low)
        return value

    return min(ids_of(legal), key=cost)


def best_feed(
    legal: int,
    trump: int,
    pts: tuple[int, ...],
    unseen: int,
    trick: list[int] | tuple[int, ...],
    four_low: bool,
) -> int:
    """Feed the partner's sure trick: most points and roem, sparing trumps and winners."""
    trumps = SUIT_MASK[trump]
    pool = legal & ~trumps or legal
    if pool & trumps:
        return cheapest(pool, trump, pts, unseen)

    def feed_value(card: int) -> int:
        boss = is_boss(card, trump, unseen)
        roem = trick_roem((*trick, card), trump, four_low) if len(trick) >= 2 else 0
        return (pts[card] + roem) * 4 - (30 if boss and pts[card] > 0 else 0) - (8 if boss else 0)

    return max(ids_of(pool), key=feed_value)


def choose_play(
    trump: int,
    pts: tuple[int, ...],
    hand: int,
    legal: int,
    trick: list[int] | tuple[int, ...],
    partner_pos: int,
    opps_after: int,
    partner_after: bool,
    gone: int,
    pull_trumps: bool,
    lead_opps: tuple[int, ...],
    four_low: bool = False,
) -> int:
    """The heuristic play of a club player.

    `partner_pos` is the position in `trick` of the partner's card (-1 if none yet, and
    always -1 with three players); `partner_after` says the partner plays after us in
    this trick; `lead_opps` the masks of the opponents (used when leading).
    """
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    unseen = ALL & ~(gone | hand)
    if not trick:
        return _lead(trump, pts, hand, legal, unseen, lead_opps, pull_trumps)
    led = SUIT_OF[trick[0]]
    beat = BEAT[trump][led]
    best = 0
    for position in range(1, len(trick)):
        if beat[trick[best]] >> trick[position] & 1:
            best = position
    top = trick[best]
    trumps = SUIT_MASK[trump]
    if best == partner_pos and partner_pos >= 0:
        if not opps_after & beat[top]:
            return best_feed(legal, trump, pts, unseen, trick, four_low)
        return cheapest(legal & ~trumps or legal, trump, pts, unseen, trick, four_low)
    points = 0
    for card in trick:
        points += pts[card]
    winners = legal & beat[top]
    if winners:
        sure = [c for c in ids_of(winners) if not opps_after & beat[c]]
        if sure:
            low = min(sure, key=lambda c: keep_value(c, trump, pts, unseen))
            if not trumps >> low & 1:
                return low
            big = JACK_NINE[trump] >> low & 1
            worth = points + pts[low] >= (20 if big else 6)
            if not legal & ~trumps or worth or (not opps_after and points >= 3):
                return low
        elif not partner_after and points >= 10:
            # Last chance for our side: try the strongest winner when it is worth it.
            return max(ids_of(winners), key=lambda c: WIN[trump][led][c])
    return cheapest(legal & ~trumps or legal, trump, pts, unseen, trick, four_low)


def _lead(
    trump: int,
    pts: tuple[int, ...],
    hand: int,
    legal: int,
    unseen: int,
    opps: tuple[int, ...],
    pull_trumps: bool,
) -> int:
    """Lead: draw trumps with the top trump, cash safe winners, else lead low and long."""
    trumps = SUIT_MASK[trump]
    my_trumps = hand & trumps
    opp_union = 0
    for mask in opps:
        opp_union |= mask
    if my_trumps and opp_union & trumps & unseen:
        top = max(ids_of(my_trumps), key=lambda c: WIN[trump][trump][c])
        if is_boss(top, trump, unseen) and (pull_trumps or len(ids_of(my_trumps)) >= 3):
            return top
    cash = []
    for card in ids_of(legal & ~trumps):
        if not is_boss(card, trump, unseen):
            continue
        in_suit = unseen & SUIT_MASK[SUIT_OF[card]]
        if any(opp & trumps and not opp & in_suit for opp in opps):
            continue  # an opponent would trump it
        cash.append(card)
    if cash:
        return max(cash, key=lambda c: pts[c])
    pool = legal & ~trumps or legal

    def lead_cost(card: int) -> int:
        suit_cards = hand & SUIT_MASK[SUIT_OF[card]]
        length = len(ids_of(suit_cards))
        # A lone honour (a bare Ten) led gives it away; lead from length instead.
        return keep_value(card, trump, pts, unseen) - length * 24

    return min(ids_of(pool), key=lead_cost)


ACE, TEN, KING, QUEEN, JACK, NINE = 7, 3, 6, 5, 4, 2  # natural indices
_TRUMP_VALUE = {JACK: 24.0, NINE: 17.0, ACE: 10.0, TEN: 8.0, KING: 5.0, QUEEN: 5.0}


def suit_estimate(hand: int, trump: int) -> float:
    """Rough card points (of 162) the hand's side takes with this suit as trumps."""
    value = 0.0
    trumps = [NAT_OF[c] for c in ids_of(hand & SUIT_MASK[trump])]
    for nat in trumps:
        value += _TRUMP_VALUE.get(nat, 4.0)
    if JACK in trumps and NINE in trumps:
        value += 6.0
    value += 7.0 * max(0, len(trumps) - 3)
    if len(trumps) <= 2:
        value -= 14.0
    king_queen = {KING, QUEEN} <= set(trumps)
    if king_queen:
        value += 10.0  # stuk roem, when it falls in one trick
    for suit in range(4):
        if suit == trump:
            continue
        held = [NAT_OF[c] for c in ids_of(hand & SUIT_MASK[suit])]
        if not held:
            value += 5.0 if len(trumps) >= 3 else 0.0
        if ACE in held:
            value += 11.0
            if TEN in held:
                value += 8.0
        elif TEN in held and len(held) >= 2:
            value += 3.0
    return value


def bid_threshold(seats: int) -> float:
    """The suit estimate above which the basic bot makes trumps."""
    # A side needs 82 of 162; the partner's hand brings about a quarter of the pack.
    # Three players play alone against two (but take the widow).
    return 52.0 if seats == 4 else 70.0
