"""Skitgubbe search: what a seat knows (read from its view), deals of the hidden cards
consistent with it, fast rollouts with the basic policy, and the candidates' averages.

Phase 2 is played out on plain ints (hands, a list of lays) without the rules' apply();
phase 1 plays the running trick out through the engine's own phase-1 steps (ties,
additions and drawing are too intricate to copy) and scores the holdings that result.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from game.bots import clock, count_work, deal_unknown, prune_candidates
from game.core.rules import Action
from game.core.tricks import ids_of
from game.games.skitgubbe import tables as _tables
from game.games.skitgubbe.actions import ADD, DARE_ACTION, LAY, PICKUP, PLAY, action_for
from game.games.skitgubbe.options import SkitgubbeOptions
from game.games.skitgubbe.phase1 import apply_add, apply_play, matching_in_hand
from game.games.skitgubbe.policy import DARE as DARE_CHOICE
from game.games.skitgubbe.policy import (
    choose_addition,
    choose_lead,
    choose_play,
    choose_response,
    lay_cost,
)
from game.games.skitgubbe.state import (
    ADDING,
    PHASE1,
    PHASE2,
    SkitgubbeState,
    SkitgubbeView,
    TrickPlay,
)
from game.games.skitgubbe.tables import (
    ALL_CARDS,
    CARD_ID,
    RANK_OF,
    SUIT_LETTERS,
    SUIT_OF,
    cards_of_ranks,
    lay_shape,
    pickup_indices,
    ranks_of,
)

# Phase-2 burden of holding a card, by rank index, plain and trump: the weights of a
# conditional logit "this seat ends as the skitgubbe" (softmax over the seats holding
# cards), fitted on about 20,000 phase-2 positions of basic-bot games with 3 and 4 seats.
# A plain 2 can only leave by a lead; trumps from the 8 up beat nearly anything.
PLAIN_BURDEN = (0.53, 0.17, 0.21, 0.18, 0.15, 0.15, 0.12, 0.16, 0.11, 0.09, 0.06, 0.05, 0.13)
TRUMP_BURDEN = (
    -0.01,
    0.01,
    0.02,
    -0.02,
    0.0,
    -0.01,
    -0.07,
    -0.07,
    -0.18,
    -0.21,
    -0.2,
    -0.17,
    -0.17,
)
# Trumps unknown (phase 1): each card is a trump with chance 1/4.
BLIND_BURDEN = tuple(0.75 * p + 0.25 * t for p, t in zip(PLAIN_BURDEN, TRUMP_BURDEN, strict=True))
DEPTH2 = 120  # phase-2 lays and pick-ups a rollout plays before it scores the hands
PRUNE_MARGIN = (0.3, 0.2, 0.12)  # escape rate behind the best after 8, 16, 32 deals
PRUNE_AT = (8, 16, 32)
MAX_LAYS = 6  # phase-2 candidates searched: the cheapest lays by the basic prices


@dataclass(slots=True)
class Seen:
    """What one seat knows, as card masks (ids 0-51 as in tables.py)."""

    seat: int
    seats: int
    phase: str
    options: SkitgubbeOptions
    hand: int
    own_won: int
    sizes: tuple[int, ...]  # cards in each hand
    won_sizes: tuple[int, ...]
    stock: int  # cards in the stock
    last_holder: int  # -1 when the last card is not (or no longer) face down
    known: list[int]  # per seat: cards everybody saw enter that hand, still there
    pot: int  # phase 1: every card on the table in the running trick
    out: int  # phase 2: cards removed from the game
    lays: list[tuple[int, int]]  # phase 2: (seat, lay) bottom -> top
    trump: int  # -1 in phase 1
    unseen: int  # cards whose place this seat does not know
    allowed: list[int]  # per seat: unseen cards its hand may hold (proofs removed)


def hand_mask(cards: Sequence[object]) -> int:
    """A bitmask of the given cards."""
    mask = 0
    for card in cards:
        mask |= 1 << CARD_ID[card]  # type: ignore[index]
    return mask


def skipped_adders(view: SkitgubbeView) -> list[int]:
    """Seats the additions passed over: after the seat adding now in the addition order
    but not offered the turn, so (as the rules skip only them) they hold no card of a
    rank on the table. Empty outside the additions."""
    if view.phase != ADDING or view.trick_winner is None or not view.still_to_play:
        return []
    n = view.seats
    by_winner = view.options.addition_order == "clockwise_from_winner"
    first = view.trick_winner if by_winner else view.trick_leader
    order = [(first + i) % n for i in range(n)]
    current = order.index(view.still_to_play[0])
    return [s for s in order[current + 1 :] if s not in view.still_to_play]


def read_view(view: SkitgubbeView) -> Seen:
    """The seat's knowledge: its cards, the table, what others are known to hold."""
    n = view.seats
    hand = hand_mask(view.hand)
    own_won = hand_mask(view.own_won)
    known = [hand_mask(cards) for cards in view.known]
    known[view.seat] = 0
    pot = 0
    for play in view.trick:
        pot |= hand_mask(play.cards)
    out = hand_mask(view.out_of_play)
    lays = [(seat, hand_mask(cards)) for seat, cards in view.table]
    on_table = 0
    for _, lay in lays:
        on_table |= lay
    placed = 0
    for mask in known:
        placed |= mask
    unseen = ALL_CARDS & ~(hand | own_won | pot | out | on_table | placed)
    excluded = [0] * n
    if pot:
        table_ranks = cards_of_ranks(ranks_of(pot))
        for seat in skipped_adders(view):
            excluded[seat] = table_ranks
    allowed = [0 if s == view.seat else unseen & ~excluded[s] for s in range(n)]
    in_phase1 = view.phase in (PHASE1, ADDING)
    holder = view.last_card_holder if in_phase1 and view.last_card_holder is not None else -1
    return Seen(
        seat=view.seat,
        seats=n,
        phase=view.phase,
        options=view.options,
        hand=hand,
        own_won=own_won,
        sizes=view.hand_sizes,
        won_sizes=view.won_sizes,
        stock=view.stock_size,
        last_holder=holder,
        known=known,
        pot=pot,
        out=out,
        lays=lays,
        trump=SUIT_LETTERS.index(view.trump) if view.trump else -1,
        unseen=unseen,
        allowed=allowed,
    )


@dataclass(slots=True)
class World:
    """One consistent guess at everything hidden: hands, won piles, stock order, last card."""

    hands: list[int]
    won: list[int]
    stock: list[int]  # card ids, top first
    last: int  # the face-down last card, -1 when none


def sample_world(seen: Seen, rng: random.Random) -> World | None:
    """Deal the unseen cards to the others' hands (minus their known cards), their won
    piles, the stock and the face-down last card, every count as the view shows it and
    no card where the view proves it cannot be; None when no such deal exists."""
    n = seen.seats
    others = [s for s in range(n) if s != seen.seat]
    counts = [seen.sizes[s] - seen.known[s].bit_count() for s in others]
    allowed = [seen.allowed[s] for s in others]
    phase1 = seen.phase in (PHASE1, ADDING)
    if phase1:
        counts += [seen.won_sizes[s] for s in others]
        allowed += [seen.unseen] * len(others)
        counts += [seen.stock, 1 if seen.last_holder >= 0 else 0]
        allowed += [seen.unseen, seen.unseen]
    dealt = deal_unknown(seen.unseen, counts, allowed, rng)
    if dealt is None:
        return None
    hands = [0] * n
    won = [0] * n
    hands[seen.seat] = seen.hand
    won[seen.seat] = seen.own_won
    k = len(others)
    for i, seat in enumerate(others):
        hands[seat] = dealt[i] | seen.known[seat]
        if phase1:
            won[seat] = dealt[k + i]
    stock: list[int] = []
    last = -1
    if phase1:
        stock = ids_of(dealt[2 * k])
        rng.shuffle(stock)
        if seen.last_holder >= 0:
            last = dealt[2 * k + 1].bit_length() - 1
    return World(hands, won, stock, last)


# ------------------------------------------------------------------ scoring holdings
def burden(mask: int, trump: int) -> float:
    """How much a phase-2 hand weighs towards being the skitgubbe (trumps known, or
    -1: each card a plain card with 3/4 and a trump with 1/4)."""
    total = 0.0
    while mask:
        low = mask & -mask
        card = low.bit_length() - 1
        mask ^= low
        rank = RANK_OF[card]
        if trump < 0:
            total += BLIND_BURDEN[rank]
        elif SUIT_OF[card] == trump:
            total += TRUMP_BURDEN[rank]
        else:
            total += PLAIN_BURDEN[rank]
    return total


def escape_estimate(holdings: Sequence[int], me: int, trump: int) -> float:
    """The chance `me` is not the skitgubbe, from the burden of every holding: a
    softmax over the seats still holding cards (an empty holding is safe)."""
    if not holdings[me]:
        return 1.0
    weights = []
    mine = 0.0
    for seat, mask in enumerate(holdings):
        if not mask:
            continue
        weight = math.exp(min(30.0, burden(mask, trump)))
        weights.append(weight)
        if seat == me:
            mine = weight
    return 1.0 - mine / sum(weights)


# ------------------------------------------------------------------ phase 2 rollouts
def next_holder(hands: Sequence[int], seat: int) -> int:
    """The next seat clockwise after `seat` holding cards (-1 when none)."""
    n = len(hands)
    for step in range(1, n + 1):
        other = (seat + step) % n
        if hands[other]:
            return other
    return -1


def taken_by_pickup(lays: Sequence[int], options: SkitgubbeOptions) -> tuple[int, ...]:
    """Indices of the lays a pick-up would take (the rules' own table function)."""
    return pickup_indices(lays, options.pickup_mode, options.phase2_sequences)


def rollout2(
    hands: list[int],
    lays: list[int],
    needed: int,
    turn: int,
    trump: int,
    options: SkitgubbeOptions,
    me: int,
    depth: int,
) -> tuple[float, int]:
    """Play phase 2 on with the basic policy for everybody; returns (1.0 if `me` goes
    out, 0.0 if `me` is the skitgubbe, else the burden estimate after `depth` moves)
    and the moves played. `hands` and `lays` are modified."""
    sequences = options.phase2_sequences
    for step in range(depth):
        hand = hands[turn]
        if lays:
            taken = taken_by_pickup(lays, options)
            count = 0
            for index in taken:
                count += lays[index].bit_count()
            lay = choose_response(hand, lays[-1], trump, sequences, count, len(lays) + 1 == needed)
            if not lay:
                took = 0
                for index in sorted(taken, reverse=True):
                    took |= lays.pop(index)
                hands[turn] = hand | took
                turn = next_holder(hands, turn)
                continue
        else:
            lay = choose_lead(hand, trump, sequences)
            needed = sum(1 for h in hands if h)
        hand ^= lay
        hands[turn] = hand
        lays.append(lay)
        if not hand and turn == me:
            return 1.0, step + 1
        holders = sum(1 for h in hands if h)
        if holders <= 1:
            return (0.0 if hands[me] else 1.0), step + 1
        if len(lays) == needed:
            lays.clear()
            if not hand:
                turn = next_holder(hands, turn)
        else:
            turn = next_holder(hands, turn)
    return escape_estimate(hands, me, trump), depth


def lay_candidates(seen: Seen, legal: Sequence[Action]) -> list[int]:
    """The phase-2 choices worth searching, as lay masks (0 = pick up): the cheapest
    MAX_LAYS lays by the basic prices, plus the pick-up when it is legal."""
    priced = []
    for action in legal:
        if action.kind == LAY:
            mask = hand_mask(action.cards)
            shape = lay_shape(mask)
            assert shape is not None
            cost = -1e9 if mask == seen.hand else lay_cost(shape[0], shape[1], shape[2], seen.trump)
            priced.append((cost, mask))
    priced.sort()
    out = [mask for _, mask in priced[:MAX_LAYS]]
    if any(action.kind == PICKUP for action in legal):
        out.append(0)
    return out


def play_lay(
    world: World,
    masks: Sequence[int],
    needed: int,
    taken: Sequence[int],
    choice: int,
    me: int,
    trump: int,
    options: SkitgubbeOptions,
    depth: int = DEPTH2,
) -> tuple[float, int]:
    """`me`'s phase-2 choice (a lay mask, 0 = pick up) made in a sampled world and the
    game played on by the basic policy for at most `depth` moves: (escape value, moves
    rolled out)."""
    hands = list(world.hands)
    lays = list(masks)
    turn = me
    need = needed
    if choice:
        if not lays:
            need = sum(1 for h in hands if h)
        hands[me] ^= choice
        lays.append(choice)
        if not hands[me]:
            return 1.0, 0
        if len(lays) == need:
            lays = []
        else:
            turn = next_holder(hands, me)
    else:
        took = 0
        for index in sorted(taken, reverse=True):
            took |= lays.pop(index)
        hands[me] |= took
        turn = next_holder(hands, me)
    return rollout2(hands, lays, need, turn, trump, options, me, depth)


def search_lay(
    view: SkitgubbeView,
    legal: Sequence[Action],
    rng: random.Random,
    budget: float,
    max_work: int,
    max_samples: int,
) -> Action:
    """The phase-2 choice with the best escape rate over sampled deals, every candidate
    played out on the same deals."""
    started = clock()
    seen = read_view(view)
    default = basic_lay_for(view, seen)
    cands = lay_candidates(seen, legal)
    # The basic choice is searched too, unless the caller left it out (a blunder).
    if default not in cands and _lay_action(default) in legal:
        cands.append(default)
    if len(cands) == 1:
        return _lay_action(cands[0])
    totals = dict.fromkeys(cands, 0.0)
    alive = list(cands)
    samples = work = 0
    trump = seen.trump
    options = seen.options
    needed = view.lays_needed
    masks = [lay for _, lay in seen.lays]
    taken = taken_by_pickup(masks, options) if masks else ()
    me = seen.seat
    while (
        samples < max_samples and work < max_work and (samples == 0 or clock() - started < budget)
    ):
        world = sample_world(seen, rng)
        if world is None:
            break
        samples += 1
        for choice in alive:
            value, moves = play_lay(world, masks, needed, taken, choice, me, trump, options)
            totals[choice] += value
            work += moves + 1
        if samples in PRUNE_AT:
            alive = prune_candidates(totals, alive, samples, PRUNE_MARGIN[PRUNE_AT.index(samples)])
    count_work(work)
    if not samples:
        return _lay_action(default if default in cands else cands[0])
    best = max(alive, key=lambda c: (totals[c], c == default))
    return _lay_action(best)


def basic_lay_for(view: SkitgubbeView, seen: Seen) -> int:
    """The basic policy's phase-2 choice (0 = pick up) from a view."""
    sequences = seen.options.phase2_sequences
    if not seen.lays:
        return choose_lead(seen.hand, seen.trump, sequences)
    masks = [lay for _, lay in seen.lays]
    count = sum(masks[i].bit_count() for i in taken_by_pickup(masks, seen.options))
    completes = len(masks) + 1 == view.lays_needed
    return choose_response(seen.hand, masks[-1], seen.trump, sequences, count, completes)


def _lay_action(mask: int) -> Action:
    """The action of a phase-2 choice (0 = pick up)."""
    return action_for(LAY, mask) if mask else Action(PICKUP)


# ------------------------------------------------------------------ phase 1
def world_state(view: SkitgubbeView, seen: Seen, world: World) -> SkitgubbeState:
    """The full engine state of a sampled world: the view's table, the world's cards."""
    plays = tuple(TrickPlay(p.seat, hand_mask(p.cards), p.round, p.kind) for p in view.trick)
    return SkitgubbeState(
        seats=seen.seats,
        dealer=view.dealer,
        phase=view.phase,
        hands=tuple(world.hands),
        stock=tuple(world.stock),
        won=tuple(world.won),
        last_card=world.last,
        last_holder=seen.last_holder if world.last >= 0 else -1,
        tricks_done=0,
        leader=view.trick_leader,
        queue=view.still_to_play,
        round=view.round,
        plays=plays,
        winner=-1 if view.trick_winner is None else view.trick_winner,
        trump=-1,
        trump_card=-1,
        turn=-1,
        lays=(),
        needed=0,
        known=tuple(seen.known),
        out=0,
        moves2=0,
        seen=(),
        loser=-1,
        end_reason="",
    )


def basic_phase1_action(state: SkitgubbeState, options: SkitgubbeOptions) -> Action:
    """The basic policy's phase-1 play or addition for the seat to act, read straight
    from a state (rollouts skip building views; the seat's own pile counts as seen)."""
    seat = state.queue[0]
    hand = state.hands[seat]
    pot = 0
    best = -1
    for play in state.plays:
        pot |= play.cards
        if play.round == state.round and play.kind != ADD:
            best = max(best, RANK_OF[(play.cards & -play.cards).bit_length() - 1])
    if state.phase == ADDING:
        choice = choose_addition(matching_in_hand(state), state.winner == seat, len(state.stock))
        return action_for(ADD, choice)
    unseen = ALL_CARDS & ~(hand | pot | state.won[seat])
    later = [state.hands[s].bit_count() for s in state.queue[1:]]
    choice = choose_play(
        hand,
        best,
        later,
        pot,
        unseen,
        len(state.stock),
        options.phase1_mode == "two_player_tricks",
        options.daring and len(state.stock) > 1,
    )
    if choice == DARE_CHOICE:
        return DARE_ACTION
    return action_for(PLAY, choice)


def step1(state: SkitgubbeState, action: Action, options: SkitgubbeOptions) -> SkitgubbeState:
    """One phase-1 step through the engine's own functions (no validation: the action
    comes from the legal list or from the policy, which only names held cards)."""
    events: list = []
    if state.phase == ADDING:
        return apply_add(state, action, options, events)
    return apply_play(state, action, options, events)


def phase1_value(state: SkitgubbeState, me: int, options: SkitgubbeOptions) -> tuple[float, int]:
    """`me`'s escape estimate once the running trick is over: the phase-2 rollout when
    phase 2 has begun, else the burden of every seat's hand and won pile."""
    if state.phase == PHASE2:
        # Playing phase 2 out measured better than scoring its starting hands.
        hands = list(state.hands)
        return rollout2(hands, [], 0, state.turn, state.trump, options, me, DEPTH2)
    if state.phase not in (PHASE1, ADDING):
        return (0.0 if state.loser == me else 1.0), 0
    holdings = [h | w for h, w in zip(state.hands, state.won, strict=True)]
    if state.last_card >= 0:
        holdings[state.last_holder] |= 1 << state.last_card
    return escape_estimate(holdings, me, -1), 0


def play_phase1(
    base: SkitgubbeState, choice: Action, horizon: int, me: int, options: SkitgubbeOptions
) -> tuple[float, int, int]:
    """`me`'s phase-1 choice made in a sampled world, the basic policy playing on until
    `horizon` tricks are done (or phase 1 ends): (escape value, engine steps, phase-2
    moves rolled out)."""
    state = step1(base, choice, options)
    moves = 1
    while state.phase in (PHASE1, ADDING) and state.tricks_done < horizon:
        state = step1(state, basic_phase1_action(state, options), options)
        moves += 1
    value, more = phase1_value(state, me, options)
    return value, moves, more


def phase1_candidates(legal: Sequence[Action]) -> list[Action]:
    """Legal phase-1 choices with suit twins merged: in phase 1 only ranks and counts
    decide a trick, and the suits of the coming trumps are unknown to everybody."""
    out: dict[tuple[object, ...], Action] = {}
    for action in legal:
        key: tuple[object, ...] = (action.kind, *sorted(RANK_OF[CARD_ID[c]] for c in action.cards))
        out.setdefault(key, action)
    return list(out.values())


def search_phase1(
    view: SkitgubbeView,
    legal: Sequence[Action],
    rng: random.Random,
    budget: float,
    max_work: int,
    max_samples: int,
) -> Action:
    """The phase-1 play or addition with the best average escape estimate once the
    trick has been played out (basic policy for everybody) on sampled worlds."""
    started = clock()
    seen = read_view(view)
    options = seen.options
    cands = phase1_candidates(legal)
    if len(cands) == 1:
        return cands[0]
    me = seen.seat
    totals = dict.fromkeys(cands, 0.0)
    alive = list(cands)
    samples = work = 0
    while (
        samples < max_samples and work < max_work and (samples == 0 or clock() - started < budget)
    ):
        world = sample_world(seen, rng)
        if world is None:
            break
        base = world_state(view, seen, world)
        samples += 1
        # With stock left the trick is played out and the holdings scored; with the
        # stock gone phase 1 has only a few tricks left, so they and phase 2 are played.
        horizon = base.tricks_done + (1 if base.stock else 52)
        for choice in alive:
            value, moves, more = play_phase1(base, choice, horizon, me, options)
            totals[choice] += value
            work += 4 * moves + more  # an engine step costs about four fast phase-2 moves
        if samples in PRUNE_AT:
            alive = prune_candidates(totals, alive, samples, PRUNE_MARGIN[PRUNE_AT.index(samples)])
    count_work(work)
    if not samples:
        return alive[0]
    return max(alive, key=lambda c: totals[c])


def blunders(view: SkitgubbeView, legal: Sequence[Action], action: Action) -> list[str]:
    """Skitgubbe phase 2: missed_out, let_out, needless_pickup, trump_on_plain."""
    # What each one means, and why it is a plain mistake: game/blunders.py.
    if view.phase != PHASE2 or view.trump is None:
        return []
    spot = _Phase2Spot.of(view)
    lays = [_tables.mask_of(a.cards) for a in legal if a.kind == LAY]
    mine = _tables.mask_of(action.cards) if action.kind == LAY else 0
    # Going out is the best a seat can do (it is then safe), so a sure way out is never
    # a blunder and passing one up always is, whatever the other checks say.
    if spot.escapes(mine):
        return []
    if any(spot.escapes(mask) for mask in lays):
        return ["missed_out"]
    choices = lays + ([0] if any(a.kind == PICKUP for a in legal) else [])
    if spot.lets_out(mine) and not all(spot.lets_out(mask) for mask in choices):
        return ["let_out"]
    # Plain lays that would let the last opponent out are no alternative to trumps or a
    # pick-up: they lose on the spot.
    plain = [mask for mask in lays if not mask & spot.trumps and not spot.lets_out(mask)]
    if action.kind == PICKUP:
        return ["needless_pickup"] if plain and view.table else []
    if action.kind != LAY or not view.table:
        return []
    if mine & spot.trumps and any(mask.bit_count() == mine.bit_count() for mask in plain):
        return ["trump_on_plain"]
    return []


@dataclass(frozen=True, slots=True)
class _Phase2Spot:
    """A phase-2 decision as card masks, for the blunder checks."""

    hand: int
    table: tuple[int, ...]  # lays, bottom -> top
    trumps: int  # mask of the trump suit
    trump: int  # trump suit index
    completes: bool  # a beat now completes the trick (the beater then leads)
    sequences: bool
    options: SkitgubbeOptions
    rival: int  # the last other holder's hand when exactly two hold cards and it is
    # known (every card not in our hand, on the table or out of play), else 0

    @staticmethod
    def of(view: SkitgubbeView) -> _Phase2Spot:
        """The spot of a phase-2 view."""
        seen = read_view(view)
        rival = 0
        holders = [s for s in range(view.seats) if view.in_game[s] and s != view.seat]
        if len(holders) == 1:
            # With one other seat holding cards every card we cannot place is in his hand:
            # the duel is played with open cards. The count guards the reasoning.
            hidden = seen.known[holders[0]] | seen.unseen
            if hidden.bit_count() == view.hand_sizes[holders[0]]:
                rival = hidden
        table = tuple(lay for _seat, lay in seen.lays)
        return _Phase2Spot(
            hand=seen.hand,
            table=table,
            trumps=_tables.SUIT_MASK[seen.trump],
            trump=seen.trump,
            completes=bool(table) and len(table) + 1 == view.lays_needed,
            sequences=view.options.phase2_sequences,
            options=view.options,
            rival=rival,
        )

    def one_lay(self, mask: int) -> bool:
        """Can these cards be laid in one go (one card, or a run when runs are played)?"""
        return lay_shape(mask) is not None and (self.sequences or mask.bit_count() == 1)

    def escapes(self, lay: int) -> bool:
        """Does laying `lay` (0: picking up) take us out for sure: it empties the hand,
        or it completes the trick (so we lead next) and leaves a hand that is one lay?"""
        if not lay:
            return False
        rest = self.hand & ~lay
        return not rest or (self.completes and self.one_lay(rest))

    def lets_out(self, lay: int) -> bool:
        """In the two-seat duel: may the rival go out at his very next turn after we lay
        `lay` (0: pick up), his whole hand one lay that beats what then lies on top or
        leads to an empty table? Going out then makes us the skitgubbe."""
        if not self.rival or not self.one_lay(self.rival):
            return False
        if lay:
            if lay == self.hand or self.completes:
                return False  # we are out, or we lead next
            return _tables.beats(self.rival, lay, self.trump)
        taken = taken_by_pickup(self.table, self.options)
        rest = [m for i, m in enumerate(self.table) if i not in taken]
        return not rest or _tables.beats(self.rival, rest[-1], self.trump)
