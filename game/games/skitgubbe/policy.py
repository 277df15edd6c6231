"""Skitgubbe heuristics on card bitmasks: the club player's choices in both phases.

Phase 1 asks one question of every play: which cards end up in whose phase-2 hand?
A card played to a lost trick leaves the hand for good (the winner keeps it), a card
played to a won trick stays, and the winner also takes everything the others played or
add. So low cards are dumped into tricks one expects to lose, and a trick is won when
what lies on it is worth more than the cards it brings (`CARD_VALUE`).

Phase 2 sheds: a beat or a lead gets rid of cards, a pick-up takes cards back. Every lay
is priced by what its cards would still be worth in hand (`keep_value`: trumps and high
cards beat later, low cards only leave by leading) against the cards it sheds.
"""

from __future__ import annotations

from game.games.skitgubbe.tables import RANK_MASK, RANK_OF, SUIT_OF, run_mask, runs_in

SUIT_BITS = 0x1FFF
DARE = -1  # choose_play's answer for "turn up the top stock card" (the daring option)

# Phase-2 worth of holding a card of rank index r (2 = 0 ... A = 12) at the start of
# phase 2, trumps not yet known (a quarter of the cards will be trumps), net of the
# burden of one more card to shed (hand-set: about minus search.burden with trumps unknown).
CARD_VALUE = (
    -0.92,
    -0.88,
    -0.83,
    -0.78,
    -0.73,
    -0.68,
    -0.62,
    -0.56,
    -0.49,
    -0.41,
    -0.32,
    -0.22,
    -0.08,
)

# ------------------------------------------------------------------ phase 2 prices
SHED = 1.5  # what getting one card out of the hand is worth
PICKUP_BASE = 3.0  # the tempo lost by picking up, on top of the cards taken
PICKUP_CARD = 1.1  # each card taken back
COMPLETES = 0.6  # completing the trick: the completing player leads the next one


def keep_value(suit: int, rank: int, trump: int) -> float:
    """What a card is still worth in a phase-2 hand: trumps beat every plain card and
    higher cards beat lower ones of their suit; low plain cards only leave by a lead."""
    if suit == trump:
        return 1.9 + 0.22 * rank
    return 0.12 * rank


def lay_cost(suit: int, low: int, high: int, trump: int) -> float:
    """The price of laying the run low..high of one suit: the keep values it spends
    minus the cards it sheds (negative = a lay worth making)."""
    cost = 0.0
    for rank in range(low, high + 1):
        cost += keep_value(suit, rank, trump) - SHED
    return cost


def pickup_cost(taken: int) -> float:
    """The price of picking up `taken` cards."""
    return PICKUP_BASE + PICKUP_CARD * taken


def choose_lead(hand: int, trump: int, sequences: bool) -> int:
    """The lay to lead: the whole hand when it is one lay (out at once), else the
    cheapest lay by `lay_cost`: long runs of low plain cards first, trumps last."""
    best, best_cost = 0, 1e9
    for suit in range(4):
        bits = (hand >> (13 * suit)) & SUIT_BITS
        if not bits:
            continue
        for low, high in runs_in(bits, sequences):
            mask = run_mask(suit, low, high)
            if mask == hand:
                return mask
            cost = lay_cost(suit, low, high, trump)
            if cost < best_cost:
                best, best_cost = mask, cost
    return best


def choose_response(
    hand: int, top: int, trump: int, sequences: bool, taken: int, completes: bool
) -> int:
    """The lay that beats `top` at the lowest price, or 0 to pick up (`taken` cards)
    when every beat costs more than picking up. Going out always wins."""
    low_bit = (top & -top).bit_length() - 1
    top_suit = SUIT_OF[low_bit]
    top_high = RANK_OF[top.bit_length() - 1]
    best, best_cost = 0, pickup_cost(taken)
    bonus = COMPLETES if completes else 0.0
    for suit in (top_suit, trump):
        if suit == top_suit:
            bits = (hand >> (13 * suit)) & SUIT_BITS & ~((2 << top_high) - 1)
        elif suit != top_suit and top_suit != trump:
            bits = (hand >> (13 * suit)) & SUIT_BITS
        else:
            continue
        for low, high in runs_in(bits, sequences):
            mask = run_mask(suit, low, high)
            if mask == hand:
                return mask
            cost = lay_cost(suit, low, high, trump) - bonus
            if cost < best_cost:
                best, best_cost = mask, cost
    return best


# ------------------------------------------------------------------ phase 1
def play_value(mask: int) -> float:
    """The phase-2 worth of the cards of a mask (CARD_VALUE summed)."""
    value = 0.0
    for rank in range(13):
        n = (mask & RANK_MASK[rank]).bit_count()
        if n:
            value += n * CARD_VALUE[rank]
    return value


def groups(hand: int) -> list[tuple[int, int]]:
    """(rank, cards of that rank) for every rank in hand, lowest rank first."""
    out = []
    for rank in range(13):
        group = hand & RANK_MASK[rank]
        if group:
            out.append((rank, group))
    return out


def beat_chance(rank: int, best: int, later: list[int], unseen: int, unseen_count: int) -> float:
    """The chance that a play of `rank` wins the round: it must top `best` (the highest
    rank played so far in this round) and no later player may hold a higher rank (each
    later player holds `later[i]` cards drawn from the unseen ones; a tie counts half)."""
    if rank < best:
        return 0.0
    if unseen_count <= 0 or not later:
        return 1.0 if rank > best else 0.5
    higher = 0
    for r in range(rank + 1, 13):
        higher += (unseen & RANK_MASK[r]).bit_count()
    equal = (unseen & RANK_MASK[rank]).bit_count()
    miss_higher = 1.0
    miss_equal = 1.0
    for size in later:
        miss_higher *= max(0.0, 1.0 - higher / unseen_count) ** size
        miss_equal *= max(0.0, 1.0 - equal / unseen_count) ** size
    chance = miss_higher * (0.5 + 0.5 * miss_equal)
    return chance if rank > best else chance * 0.5


def choose_play(
    hand: int,
    best: int,
    later: list[int],
    pot: int,
    unseen: int,
    stock: int,
    singles_only: bool,
    may_dare: bool,
) -> int:
    """The phase-1 play (a card mask, or DARE): dump the lowest rank into a trick one
    will lose, or win the trick with one card of a high rank when the pot is worth it.

    `best`: highest rank played in this round so far (-1 when leading the round);
    `later`: hand sizes of the players still to play this round; `pot`: every card on
    the table (all rounds); `stock`: cards left in the stock (a played card is redrawn).
    """
    unseen_count = unseen.bit_count()
    average = play_value(unseen) / unseen_count if unseen_count else 0.0
    draw = 1.0 if stock > 0 else 0.0
    pot_value = play_value(pot)
    # Cards the others will still play into a trick I win: about an average card each.
    expected_more = sum(1 for _ in later) * average
    best_choice, best_gain = 0, -1e9
    for rank, group in groups(hand):
        chance = beat_chance(rank, best, later, unseen, unseen_count)
        value = CARD_VALUE[rank]
        counts = [1] if singles_only else list(range(1, group.bit_count() + 1))
        for n in counts:
            won = pot_value + expected_more + draw * n * average
            lost = -n * value + draw * n * average
            gain = chance * won + (1.0 - chance) * lost
            # Tie-break: keep high ranks in hand and dump the lowest first.
            gain -= 0.001 * rank
            if gain > best_gain:
                best_gain = gain
                best_choice = _lowest_cards(group, n)
    if may_dare and best_gain < -0.3:
        # A hand of keepers: a random stock card costs nothing we hold.
        return DARE
    return best_choice


def _lowest_cards(group: int, n: int) -> int:
    """n cards of a same-rank group (lowest ids first; suits are equal in phase 1)."""
    out = 0
    for _ in range(n):
        low = group & -group
        out |= low
        group ^= low
    return out


def choose_addition(matching: int, winner_is_me: bool, stock: int) -> int:
    """Cards to add to a decided trick: a loser of the trick hands his low matching
    cards to the winner (and draws fresh ones); the winner adds nothing, since his
    additions stay his and he would only draw more."""
    if winner_is_me:
        return 0
    out = 0
    for rank, group in groups(matching):
        if CARD_VALUE[rank] < (0.0 if stock else 0.15):
            out |= group
    return out
