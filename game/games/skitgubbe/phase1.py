"""Phase 1 (rules section 3): plays of equal ranks, ties, additions, drawing, collecting.

Both formats live here: `all_players` (every seat plays to every trick, 3.1) and
`two_player_tricks` (5.1). Each function takes the state and returns a new one; events
are appended to the list passed in.
"""

from __future__ import annotations

from game.core.cards import card_name
from game.core.events import Event, TrickTaken
from game.core.rules import Action, Refusal
from game.core.tricks import replace_at
from game.games.skitgubbe.actions import (
    ADD,
    DARE,
    DARE_ACTION,
    PLAY,
    action_for,
    held_mask,
)
from game.games.skitgubbe.events import (
    CardsAdded,
    CardsDrawn,
    CardsPlayed,
    LastCardTaken,
    NothingAdded,
    TieReplay,
    TrickAbandoned,
)
from game.games.skitgubbe.options import SkitgubbeOptions
from game.games.skitgubbe.phase2 import start_phase2
from game.games.skitgubbe.state import (
    ADDING,
    PHASE1,
    SkitgubbeState,
    TrickPlay,
    evolve,
)
from game.games.skitgubbe.tables import (
    CARDS,
    RANK_MASK,
    best_positions,
    cards_of,
    cards_of_ranks,
    ranks_of,
    same_rank,
)


def _subsets(mask: int) -> list[int]:
    """Every non-empty subset of a small mask."""
    subs = []
    sub = mask
    while sub:
        subs.append(sub)
        sub = (sub - 1) & mask
    return subs


# ---------------------------------------------------------------- drawing (3.3)


def draw(state: SkitgubbeState, seat: int, wanted: int, events: list[Event]) -> SkitgubbeState:
    """Draw `wanted` cards one at a time; the very last stock card goes face down, unseen."""
    stock = state.stock
    if not wanted or not stock:
        return state
    hand = state.hands[seat]
    taken = min(wanted, len(stock))
    last, holder = state.last_card, state.last_holder
    into_hand = taken
    if taken == len(stock):  # the final card of the stock is the last card (3.3)
        last, holder = stock[-1], seat
        into_hand -= 1
    for cid in stock[:into_hand]:
        hand |= 1 << cid
    if into_hand:
        events.append(CardsDrawn(seat, into_hand))
    if holder != state.last_holder:
        events.append(LastCardTaken(seat))
    return evolve(
        state,
        hands=replace_at(state.hands, seat, hand),
        stock=stock[taken:],
        last_card=last,
        last_holder=holder,
    )


# ---------------------------------------------------------------- trick start and end


def start_trick(
    state: SkitgubbeState, leader: int, options: SkitgubbeOptions, events: list[Event]
) -> SkitgubbeState:
    """Begin a trick led by `leader`, or end phase 1 when the format says it is over (3.4)."""
    n = state.seats
    hands = state.hands
    if options.phase1_mode == "two_player_tricks":
        # 5.1: duties pass clockwise to players with cards; fewer than two holders ends it
        holders = [(leader + i) % n for i in range(n) if hands[(leader + i) % n]]
        if len(holders) < 2:
            return start_phase2(state, events)
        queue: tuple[int, ...] = (holders[0], holders[1])
    else:
        if not all(hands):  # 3.4 (a), checked after the trick was collected (K4)
            return start_phase2(state, events)
        queue = tuple((leader + i) % n for i in range(n))
    return evolve(
        state,
        phase=PHASE1,
        leader=queue[0],
        queue=queue,
        round=0,
        plays=(),
        winner=-1,
    )


def _table_mask(state: SkitgubbeState) -> int:
    mask = 0
    for play in state.plays:
        mask |= play.cards
    return mask


def _collect(
    state: SkitgubbeState, options: SkitgubbeOptions, events: list[Event]
) -> SkitgubbeState:
    """3.1 step 7: the winner keeps every card on the table face down and leads next."""
    winner = state.winner
    table = _table_mask(state)
    number = state.tricks_done + 1
    events.append(TrickTaken(winner, cards_of(table), 0, number))
    won = replace_at(state.won, winner, state.won[winner] | table)
    collected = evolve(state, won=won, tricks_done=number, plays=(), queue=())
    return start_trick(collected, winner, options, events)


def _abandon(state: SkitgubbeState, events: list[Event]) -> SkitgubbeState:
    """3.4 (b), K5: every player takes back every card he played to this trick."""
    hands, known = list(state.hands), list(state.known)
    returned: dict[int, int] = {}
    for play in state.plays:
        returned[play.seat] = returned.get(play.seat, 0) | play.cards
    for seat, mask in returned.items():
        hands[seat] |= mask
        known[seat] |= mask  # they were face up: everybody saw whose they are
    events.append(TrickAbandoned(tuple((s, cards_of(m)) for s, m in sorted(returned.items()))))
    taken_back = evolve(state, hands=tuple(hands), known=tuple(known), plays=(), queue=())
    return start_phase2(taken_back, events)


def _resolve_round(
    state: SkitgubbeState, options: SkitgubbeOptions, events: list[Event]
) -> SkitgubbeState:
    """After everyone of the round played: a winner, a tie replay (3.1 step 5) or 3.4 (b)."""
    plays = [p for p in state.plays if p.round == state.round]
    best = best_positions([p.cards for p in plays])
    n, leader = state.seats, state.leader
    if len(best) == 1:
        return _decided(evolve(state, winner=plays[best[0]].seat), options, events)
    # K15: the replay order is always measured clockwise from the trick's original leader
    tied = tuple(sorted((plays[i].seat for i in best), key=lambda s: (s - leader) % n))
    if not all(state.hands[s] for s in tied):
        # An empty hand implies an empty stock, so nobody could draw before his turn;
        # deciding now returns the same cards as letting the others replay first.
        return _abandon(state, events)
    events.append(TieReplay(tied, state.round + 1))
    return evolve(state, queue=tied, round=state.round + 1)


def _decided(
    state: SkitgubbeState, options: SkitgubbeOptions, events: list[Event]
) -> SkitgubbeState:
    """The trick has a winner: offer additions (all_players) or collect at once (5.1)."""
    if options.phase1_mode == "two_player_tricks":
        return _collect(state, options, events)
    n = state.seats
    first = state.winner if options.addition_order == "clockwise_from_winner" else state.leader
    matching = cards_of_ranks(ranks_of(_table_mask(state)))
    # Seats without a single matching card are skipped: they have nothing to decide.
    queue = tuple(s for s in ((first + i) % n for i in range(n)) if state.hands[s] & matching)
    if not queue:
        return _collect(state, options, events)
    return evolve(state, phase=ADDING, queue=queue)


# ---------------------------------------------------------------- plays (3.2, 5.1)


def may_dare(state: SkitgubbeState, options: SkitgubbeOptions) -> bool:
    """K14: daring is on and the stock still holds more than one card."""
    return options.daring and len(state.stock) > 1


def legal_plays(state: SkitgubbeState, options: SkitgubbeOptions) -> tuple[Action, ...]:
    """Every non-empty set of 1-3 equal-rank cards (single cards in two-player tricks)."""
    hand = state.hands[state.queue[0]]
    singles_only = options.phase1_mode == "two_player_tricks"
    actions = []
    for r in range(13):
        group = hand & RANK_MASK[r]
        if not group:
            continue
        for sub in _subsets(group):
            if sub.bit_count() <= (1 if singles_only else 3):
                actions.append(action_for(PLAY, sub))
    if may_dare(state, options):
        actions.append(DARE_ACTION)
    actions.sort()
    return tuple(actions)


def why_play_illegal(
    state: SkitgubbeState, action: Action, options: SkitgubbeOptions
) -> str | None:
    """A sentence when a phase-1 play (or dare) is refused, else None."""
    if action.kind == DARE:
        if not options.daring:
            return Refusal(
                "Daring (playing the top stock card) is not allowed in this game.", "no_daring"
            )
        if action.cards:
            return Refusal(
                "A dare plays the top card of the stock: name no cards.", "dare_no_cards"
            )
        if len(state.stock) <= 1:
            return Refusal(
                "You may dare only while the stock holds more than one card.", "dare_stock"
            )
        return None
    if action.kind == ADD:
        return Refusal("Cards are added only once the trick has been decided.", "add_later")
    if action.kind != PLAY:
        return Refusal("Phase 2 has not begun: play one to three cards of one rank.", "phase1_play")
    if not action.cards:
        return Refusal("Play at least one card.", "play_some")
    if options.phase1_mode == "two_player_tricks" and len(action.cards) > 1:
        return Refusal("In two-player tricks you play one card at a time.", "one_at_a_time")
    if len(action.cards) > 3:
        return Refusal("Play at most three cards.", "at_most_three")
    mask, reason = held_mask(action.cards, state.hands[state.queue[0]])
    if reason is not None:
        return reason
    if not same_rank(mask):
        return Refusal("All the cards you play must have the same rank.", "same_rank")
    return None


def apply_play(
    state: SkitgubbeState, action: Action, options: SkitgubbeOptions, events: list[Event]
) -> SkitgubbeState:
    """Put the play on the table, draw as many cards at once (3.1 step 3), move on."""
    seat = state.queue[0]
    if action.kind == DARE:
        cards, kind = 1 << state.stock[0], DARE
        state = evolve(state, stock=state.stock[1:])
    else:
        cards, kind = held_mask(action.cards, state.hands[seat])[0], PLAY
        state = evolve(state, hands=replace_at(state.hands, seat, state.hands[seat] & ~cards))
    events.append(CardsPlayed(seat, cards_of(cards), state.round, kind == DARE))
    plays = (*state.plays, TrickPlay(seat, cards, state.round, kind))
    state = evolve(state, plays=plays, queue=state.queue[1:])
    if kind == PLAY:
        state = draw(state, seat, cards.bit_count(), events)
    if state.queue:
        return state
    return _resolve_round(state, options, events)


# ---------------------------------------------------------------- additions (3.1 step 6)


def matching_in_hand(state: SkitgubbeState) -> int:
    """Cards of the seat to add whose rank is on the table."""
    return state.hands[state.queue[0]] & cards_of_ranks(ranks_of(_table_mask(state)))


def legal_additions(state: SkitgubbeState) -> tuple[Action, ...]:
    """Any subset of the matching cards in hand, the empty one included (3.2)."""
    matching = matching_in_hand(state)
    actions = [action_for(ADD, sub) for sub in _subsets(matching)]
    actions.append(action_for(ADD, 0))
    actions.sort()
    return tuple(actions)


def why_add_illegal(state: SkitgubbeState, action: Action) -> str | None:
    """A sentence when an addition is refused, else None."""
    if action.kind != ADD:
        return Refusal(
            "The trick is decided: add cards of a rank on the table, or add nothing.", "add_now"
        )
    mask, reason = held_mask(action.cards, state.hands[state.queue[0]])
    if reason is not None:
        return reason
    stray = mask & ~matching_in_hand(state)
    if stray:
        card = CARDS[(stray & -stray).bit_length() - 1]
        return Refusal(
            f"You may add only cards of a rank on the table; the {card_name(card)} is not.",
            "add_rank",
            card=card,
        )
    return None


def apply_add(
    state: SkitgubbeState, action: Action, options: SkitgubbeOptions, events: list[Event]
) -> SkitgubbeState:
    """Add the cards, draw as many right away (K3), then offer the next seat or collect."""
    seat = state.queue[0]
    mask = held_mask(action.cards, state.hands[seat])[0]
    state = evolve(state, queue=state.queue[1:])
    if mask:
        events.append(CardsAdded(seat, cards_of(mask)))
        plays = (*state.plays, TrickPlay(seat, mask, state.round, ADD))
        hands = replace_at(state.hands, seat, state.hands[seat] & ~mask)
        state = draw(evolve(state, plays=plays, hands=hands), seat, mask.bit_count(), events)
    else:
        # Only seats holding a matching card are asked, so passing is a decision everybody
        # saw being made; the event lets the table say so.
        events.append(NothingAdded(seat))
    if state.queue:
        return state
    return _collect(state, options, events)
