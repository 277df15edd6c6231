"""Phase 2 (rules section 4): trumps, lays, beating, pick-ups, completed tricks, the loser.

Ending endless games. The rules let players pick up forever, and a fixed strategy can
cycle through the same positions for ever (4.6 allows an implementation limit). Two
safeguards, neither a rule of the spec, both ending the game with the player holding the
most cards as the skitgubbe (a tie goes to the first of them clockwise from the seat to
act):
* repetition: the same position (hands, table, seat to act) occurs for the third time
  since cards last left play (a completed trick or a player going out);
* safety limit: MOVE_LIMIT phase-2 actions in total, far beyond real games.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.cards import card_name, suit_name
from game.core.events import DealEnded, Event
from game.core.rules import Action, Refusal
from game.core.tricks import replace_at
from game.games.skitgubbe.actions import LAY, PICKUP, PICKUP_ACTION, action_for, held_mask
from game.games.skitgubbe.events import (
    Laid,
    LoserFound,
    Phase2Started,
    PickedUp,
    PlayerOut,
    TrickCleared,
)
from game.games.skitgubbe.options import SkitgubbeOptions
from game.games.skitgubbe.state import DONE, PHASE2, SkitgubbeState, evolve
from game.games.skitgubbe.tables import (
    CARDS,
    SUIT_LETTERS,
    SUIT_MASK,
    SUIT_OF,
    beats,
    cards_of,
    lay_shape,
    pickup_indices,
    run_mask,
    runs_in,
)

MOVE_LIMIT = 2500
REPEATS_TO_END = 3
LAST_PLAYER, REPETITION, SAFETY_LIMIT = "last_player", "repetition", "safety_limit"


def next_holder(hands: tuple[int, ...], seat: int) -> int:
    """The next seat clockwise after `seat` that holds cards (-1 when none does)."""
    n = len(hands)
    for step in range(1, n + 1):
        other = (seat + step) % n
        if hands[other]:
            return other
    return -1


# ---------------------------------------------------------------- set-up (4.1)


def start_phase2(state: SkitgubbeState, events: list[Event]) -> SkitgubbeState:
    """Turn the last card for trumps; hands = hand + won pile (+ the last card)."""
    holder, last = state.last_holder, state.last_card
    assert holder >= 0, "phase 1 can only end once the stock is empty"
    hands = [h | w for h, w in zip(state.hands, state.won, strict=True)]
    hands[holder] |= 1 << last
    known = replace_at(state.known, holder, state.known[holder] | 1 << last)
    players = tuple(s for s in range(state.seats) if hands[s])
    events.append(Phase2Started(CARDS[last], holder, players))
    begun = evolve(
        state,
        phase=PHASE2,
        hands=tuple(hands),
        won=(0,) * state.seats,
        last_card=-1,
        trump=SUIT_OF[last],
        trump_card=last,
        turn=holder,
        queue=(),
        plays=(),
        winner=-1,
        lays=(),
        needed=0,
        known=known,
        seen=(),
    )
    if len(players) <= 1:  # K16: a lone holder (there is always one) loses at once
        return finish(begun, players[0], LAST_PLAYER, events)
    return begun


def finish(state: SkitgubbeState, loser: int, reason: str, events: list[Event]) -> SkitgubbeState:
    """The game is over: `loser` is the skitgubbe (deal score -1, everyone else 0)."""
    events.append(LoserFound(loser, reason))
    events.append(DealEnded(tuple(-1 if s == loser else 0 for s in range(state.seats))))
    return evolve(state, phase=DONE, turn=-1, loser=loser, end_reason=reason)


# ---------------------------------------------------------------- legal lays (4.3)


def legal_lays(state: SkitgubbeState, options: SkitgubbeOptions) -> tuple[Action, ...]:
    """Leads on an empty table; otherwise every beating lay, then the pick-up."""
    hand = state.hands[state.turn]
    sequences = options.phase2_sequences
    suits: Sequence[int]
    if not state.lays:
        suits = range(4)
        floor = -1
        top_suit = -1
    else:
        top_suit, _, floor = lay_shape(state.lays[-1][1]) or (-1, -1, -1)
        suits = [
            s for s in range(4) if s == top_suit or (s == state.trump and top_suit != state.trump)
        ]
    actions = []
    for suit in suits:
        bits = (hand & SUIT_MASK[suit]) >> (13 * suit)
        if suit == top_suit:
            bits &= ~((1 << (floor + 1)) - 1)  # K6: the whole lay above the top lay
        for low, high in runs_in(bits, sequences):
            actions.append(action_for(LAY, run_mask(suit, low, high)))
    if state.lays:
        actions.append(PICKUP_ACTION)
    return tuple(actions)


def why_lay_illegal(state: SkitgubbeState, action: Action, options: SkitgubbeOptions) -> str | None:
    """A sentence when a phase-2 action is refused, else None."""
    if action.kind == PICKUP:
        if action.cards:
            return Refusal(
                "A pick-up takes cards from the table: name no cards.", "pickup_no_cards"
            )
        if not state.lays:
            return Refusal("The table is empty: lead a card or a sequence.", "table_empty")
        return None
    if action.kind != LAY:
        return Refusal("This is phase 2: lay a card or a sequence, or pick up.", "phase2_lay")
    if not action.cards:
        return Refusal("Lay at least one card.", "lay_some")
    mask, reason = held_mask(action.cards, state.hands[state.turn])
    if reason is not None:
        return reason
    if not options.phase2_sequences and mask.bit_count() > 1:
        return Refusal("In this game phase 2 is played with single cards only.", "singles_only")
    if lay_shape(mask) is None:
        if len({card.suit for card in action.cards}) > 1:
            return Refusal("A sequence must be all of one suit.", "run_one_suit")
        return Refusal(
            "A sequence needs consecutive ranks with no gap (the ace is only high).", "run_gap"
        )
    if state.lays and not beats(mask, state.lays[-1][1], state.trump):
        return _why_not_beating(state, mask)
    return None


def _why_not_beating(state: SkitgubbeState, mask: int) -> str:
    top = state.lays[-1][1]
    high = top.bit_length() - 1
    top_card, suit = CARDS[high], SUIT_OF[high]  # the highest card of the top lay
    if suit == state.trump:
        return Refusal(
            f"Only higher trumps beat the {card_name(top_card)}; otherwise pick up.",
            "beat_trump",
            card=top_card,
        )
    if SUIT_OF[(mask & -mask).bit_length() - 1] == suit:
        return Refusal(
            f"Every card you lay must be higher than the {card_name(top_card)}.",
            "beat_higher",
            card=top_card,
        )
    return Refusal(
        f"Beat the {card_name(top_card)} with higher {suit_name(SUIT_LETTERS[suit])} "
        f"or a trump ({suit_name(SUIT_LETTERS[state.trump])}), or pick up.",
        "beat_or_trump",
        card=top_card,
        suit=SUIT_LETTERS[suit],
        trump=SUIT_LETTERS[state.trump],
    )


# ---------------------------------------------------------------- applying (4.3-4.5)


def apply_lay(state: SkitgubbeState, action: Action, events: list[Event]) -> SkitgubbeState:
    """Lead or beat; go out on an empty hand; clear the table when it holds K lays."""
    seat = state.turn
    mask = held_mask(action.cards, state.hands[seat])[0]
    needed = state.needed
    if not state.lays:  # a lead: K counts the holders now, the leader included (4.4)
        needed = sum(1 for h in state.hands if h)
    events.append(Laid(seat, cards_of(mask), bool(state.lays)))
    hands = replace_at(state.hands, seat, state.hands[seat] & ~mask)
    known = replace_at(state.known, seat, state.known[seat] & ~mask)
    lays = (*state.lays, (seat, mask))
    out = state.out
    gone = not hands[seat]
    if gone:
        events.append(PlayerOut(seat))
    complete = len(lays) == needed  # K lays, K frozen at the lead (K9)
    if complete:
        for _, lay in lays:
            out |= lay
        events.append(TrickCleared(seat, cards_of(out & ~state.out)))
        lays = ()
        # K10: the completing player leads next unless he has just gone out
        turn = seat if not gone else next_holder(hands, seat)
    else:
        turn = next_holder(hands, seat)
    holders = [s for s in range(state.seats) if hands[s]]
    if len(holders) <= 1:
        ended = evolve(
            state,
            hands=hands,
            known=known,
            lays=lays,
            needed=needed,
            out=out,
            moves2=state.moves2 + 1,
        )
        return finish(ended, holders[0], LAST_PLAYER, events)
    return _moved(
        state,
        events,
        complete or gone,
        hands=hands,
        known=known,
        lays=lays,
        needed=needed,
        out=out,
        turn=turn,
    )


def apply_pickup(
    state: SkitgubbeState, options: SkitgubbeOptions, events: list[Event]
) -> SkitgubbeState:
    """Take the top lay and, per `pickup_mode`, the lays chained to it (4.3, K7, K11)."""
    seat = state.turn
    masks = [lay for _, lay in state.lays]
    taken = pickup_indices(masks, options.pickup_mode, options.phase2_sequences)
    took = 0
    for index in taken:
        took |= masks[index]
    lays = tuple(lay for i, lay in enumerate(state.lays) if i not in taken)
    events.append(PickedUp(seat, tuple(cards_of(masks[i]) for i in taken)))
    hands = replace_at(state.hands, seat, state.hands[seat] | took)
    known = replace_at(state.known, seat, state.known[seat] | took)
    # 4.5: the next holder acts; on an empty table he leads a new trick (new K)
    return _moved(
        state,
        events,
        False,
        hands=hands,
        known=known,
        lays=lays,
        needed=state.needed,
        out=state.out,
        turn=next_holder(hands, seat),
    )


def _moved(
    state: SkitgubbeState,
    events: list[Event],
    progress: bool,
    *,
    hands: tuple[int, ...],
    known: tuple[int, ...],
    lays: tuple[tuple[int, int], ...],
    needed: int,
    out: int,
    turn: int,
) -> SkitgubbeState:
    """The state after a phase-2 move (one copy); ends the game on a third repetition of
    a position or at the safety limit."""
    # Positions are kept as hashes: a false repeat needs a 64-bit hash collision.
    position = hash((turn, needed, hands, lays))
    if progress:  # cards left play: no earlier position can come back
        seen: tuple[int, ...] = (position,)
        repeats = 1
    else:
        repeats = state.seen.count(position) + 1
        seen = (*state.seen, position)
    moves = state.moves2 + 1
    state = evolve(
        state,
        hands=hands,
        known=known,
        lays=lays,
        needed=needed,
        out=out,
        turn=turn,
        moves2=moves,
        seen=seen,
    )
    if repeats >= REPEATS_TO_END:
        return finish(state, most_cards(state), REPETITION, events)
    if moves >= MOVE_LIMIT:
        return finish(state, most_cards(state), SAFETY_LIMIT, events)
    return state


def most_cards(state: SkitgubbeState) -> int:
    """The seat holding the most cards; ties: the first clockwise from the seat to act."""
    n = state.seats
    order = [(state.turn + i) % n for i in range(n)]
    return max(order, key=lambda s: (state.hands[s].bit_count(), -order.index(s)))
