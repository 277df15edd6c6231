"""Schieber heuristics on bitmasks: what the basic bot plays (and the strong bot's rollouts
play), and the hand estimate behind the contract choice. Pure integer work on the tables
of tables.py (no views, no Actions).

Everything here is written from one player's seat at the moment of a play: `hand` and
`legal` are masks, `trick` the card ids on the table in play order, `after` the masks of
cards each player still to play in this trick may hold (the real hands inside a rollout,
the cards not excluded by shown voids for the basic bot), `gone` the cards already played.
"""

from __future__ import annotations

from game.core.tricks import beater_masks, ids_of
from game.games.schieber.options import MULTIPLIERS, SchieberOptions
from game.games.schieber.tables import NAT_OF, OBENABE, SUIT_MASK, SUIT_OF, WIN
from game.games.schieber.weis import optimal_weis, weis_total

# BEAT[contract][led][card]: mask of the cards that beat `card` in a trick of `led`.
BEAT = tuple(beater_masks(WIN[contract]) for contract in range(6))
TRUMP_JACK_NINE = tuple((1 << (s * 9 + 5)) | (1 << (s * 9 + 3)) for s in range(4))


def trump_mask(mode: int) -> int:
    """Mask of the trump suit, 0 in Obenabe and Undenufe."""
    return SUIT_MASK[mode] if mode < OBENABE else 0


def is_boss(card: int, mode: int, unseen: int) -> bool:
    """No card still out (in `unseen`) of the card's own suit beats it when it is led."""
    suit = SUIT_OF[card]
    return not BEAT[mode][suit][card] & SUIT_MASK[suit] & unseen


def keep_value(card: int, mode: int, pts: tuple[int, ...], unseen: int) -> int:
    """How much it costs to throw the card away: its points plus its future power."""
    value = pts[card] * 2
    suit = SUIT_OF[card]
    if suit == mode:
        value += 12 + WIN[mode][mode][card] - 100  # trumps are control; high ones more
    if is_boss(card, mode, unseen):
        value += 14  # a sure trick later
    # Ties: the weaker card goes first.
    return value * 16 + max(WIN[mode][suit][card], 0) % 16


def cheapest(legal: int, mode: int, pts: tuple[int, ...], unseen: int) -> int:
    """The legal card that costs least to give away (ducking, following low)."""
    return min(ids_of(legal), key=lambda c: keep_value(c, mode, pts, unseen))


def best_feed(legal: int, mode: int, pts: tuple[int, ...], unseen: int) -> int:
    """Schmieren: the most points onto a trick the partner surely wins, sparing trumps
    and cards that would win a trick of their own later."""
    trumps = trump_mask(mode)
    pool = legal & ~trumps or legal
    if pool & trumps:
        return cheapest(pool, mode, pts, unseen)  # only trumps: keep the good ones

    def feed_value(card: int) -> int:
        boss = is_boss(card, mode, unseen)
        # A boss Ace wins on its own later, so a Ten is the classic card to give.
        return pts[card] * 4 - (30 if boss and pts[card] > 0 else 0) - (8 if boss else 0)

    return max(ids_of(pool), key=feed_value)


def choose_play(
    mode: int,
    pts: tuple[int, ...],
    hand: int,
    legal: int,
    trick: list[int] | tuple[int, ...],
    after: list[int] | tuple[int, ...],
    gone: int,
    pull_trumps: bool,
) -> int:
    """The heuristic play of a club player (see the module docstring for the masks).

    `pull_trumps` says the player's team chose the trump and should draw the opponents'
    trumps.
    """
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    unseen = ~(gone | hand) & ((1 << 36) - 1)
    if not trick:
        return _lead(mode, pts, hand, legal, unseen, after, pull_trumps)
    led = SUIT_OF[trick[0]]
    beat = BEAT[mode][led]
    best = 0
    for position in range(1, len(trick)):
        if beat[trick[best]] >> trick[position] & 1:
            best = position
    top = trick[best]
    threat = 0
    for mask in after:
        threat |= mask
    trumps = trump_mask(mode)
    points = 0
    for card in trick:
        points += pts[card]
    if best == len(trick) - 2:
        # Partner is winning: feed if nobody after us can beat it, else stay low.
        if not threat & beat[top]:
            return best_feed(legal, mode, pts, unseen)
        return cheapest(legal & ~trumps or legal, mode, pts, unseen)
    winners = legal & beat[top]
    if winners:
        sure = [c for c in ids_of(winners) if not threat & beat[c]]
        if sure:
            plain = [c for c in sure if not trumps >> c & 1]
            if plain:
                # Win with a plain card: the cheapest sure one, its points come with us.
                return min(plain, key=lambda c: keep_value(c, mode, pts, unseen))
            low = min(sure, key=lambda c: keep_value(c, mode, pts, unseen))
            big = TRUMP_JACK_NINE[mode] >> low & 1 if mode < OBENABE else 0
            # Trumping pays with points on the table; the Jack and Nine only for a lot.
            if points + pts[low] >= (18 if big else 8) or (len(after) == 0 and points >= 4):
                return low
    return cheapest(legal & ~trumps or legal, mode, pts, unseen)


def _lead(
    mode: int,
    pts: tuple[int, ...],
    hand: int,
    legal: int,
    unseen: int,
    others: list[int] | tuple[int, ...],
    pull_trumps: bool,
) -> int:
    """Lead: draw trumps with the best trump, cash sure winners, else a cheap card."""
    trumps = trump_mask(mode)
    my_trumps = hand & trumps
    out_trumps = unseen & trumps
    # Opponents are the first and third players after the leader.
    opponents = (others[0] | others[2]) if len(others) == 3 else unseen
    if my_trumps and out_trumps and opponents & trumps:
        top = max(ids_of(my_trumps), key=lambda c: WIN[mode][mode][c])
        if is_boss(top, mode, unseen) and (pull_trumps or len(ids_of(my_trumps)) >= 3):
            return top
    cash = []
    for card in ids_of(legal & ~trumps):
        suit = SUIT_OF[card]
        if not is_boss(card, mode, unseen):
            continue
        # A boss is safe when no opponent can trump it (void in its suit with trumps left).
        in_suit = unseen & SUIT_MASK[suit]
        risky = False
        if trumps and opponents & trumps:
            for opp in (others[0], others[2]) if len(others) == 3 else (unseen,):
                if opp & trumps and not opp & in_suit:
                    risky = True
        if not risky:
            cash.append(card)
    if cash:
        return max(cash, key=lambda c: (pts[c], -len(ids_of(hand & SUIT_MASK[SUIT_OF[c]]))))
    pool = legal & ~trumps or legal

    def lead_cost(card: int) -> int:
        # Lead low from long suits; keep trumps and honours.
        length = len(ids_of(hand & SUIT_MASK[SUIT_OF[card]]))
        return keep_value(card, mode, pts, unseen) - length * 24

    return min(ids_of(pool), key=lead_cost)


# --------------------------------------------------------------------- contract choice
def _mode_estimate(hand: int, mode: int, options: SchieberOptions) -> float:
    """Rough card points (of 157) the chooser's team takes in this contract."""
    if mode < OBENABE:
        return _trump_estimate(hand, mode, options)
    return _no_trump_estimate(hand, mode)


_TRUMP_VALUE = {5: 24.0, 3: 16.0, 8: 10.0, 7: 6.0, 6: 5.0, 4: 6.0}  # J 9 A K Q T


def _trump_estimate(hand: int, trump: int, options: SchieberOptions) -> float:
    value = 38.0
    trumps = [NAT_OF[c] for c in ids_of(hand & SUIT_MASK[trump])]
    for nat in trumps:
        value += _TRUMP_VALUE.get(nat, 4.0)
    if 5 in trumps and 3 in trumps:
        value += 6.0  # Jack and Nine together control the suit
    value += 6.0 * max(0, len(trumps) - 3)
    if len(trumps) <= 2:
        value -= 12.0  # too few trumps to draw the opponents'
    for suit in range(4):
        if suit == trump:
            continue
        held = [NAT_OF[c] for c in ids_of(hand & SUIT_MASK[suit])]
        if not held:
            value += 4.0 if len(trumps) >= 3 else 0.0
        if 8 in held:
            value += 10.0
            if 7 in held:
                value += 6.0
            if 4 in held:
                value += 3.0
        elif 7 in held and len(held) >= 2:
            value += 3.0
    pair = SUIT_MASK[trump] & ((1 << (trump * 9 + 6)) | (1 << (trump * 9 + 7)))
    if hand & pair == pair:
        value += 20.0  # Stöck
    return value + 0.4 * weis_total(optimal_weis(hand, trump, options))


def _no_trump_estimate(hand: int, mode: int) -> float:
    value = 34.0
    for suit in range(4):
        held = ids_of(hand & SUIT_MASK[suit])
        # Rank from the top of this contract: Ace first in Obenabe, Six in Undenufe.
        order = sorted((NAT_OF[c] if mode == OBENABE else 8 - NAT_OF[c]) for c in held)
        order.reverse()
        top_run = 0
        for want, have in zip(range(8, -1, -1), order, strict=False):
            if want != have:
                break
            top_run += 1
        value += 13.0 * top_run
        if top_run >= 2 and len(held) >= 4:
            value += 6.0 * (len(held) - top_run)  # the rest of a long suit runs too
        elif top_run == 0 and order and order[0] == 7 and len(held) >= 2:
            value += 5.0  # a guarded second-best card
    return value


def contract_values(hand: int, options: SchieberOptions) -> list[tuple[float, int]]:
    """Each contract's expected gain for the chooser's team, multiplier included."""
    mult = MULTIPLIERS[options.multipliers]
    out = []
    for mode in range(6):
        estimate = _mode_estimate(hand, mode, options)
        out.append((mult[mode] * (estimate - 78.5), mode))
    out.sort(reverse=True)
    return out


PUSH_THRESHOLD = 14.0  # a push is worth about this much: the partner's pick is mediocre
