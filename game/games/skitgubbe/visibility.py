"""What each seat may see: the per-seat view and the cards hidden from that seat.

Hidden from everybody: the stock and the last card while it lies face down (3.3: the
holder may not look at it either). Hidden from the others: a seat's hand except the
cards everybody saw enter it (phase 2 pick-ups, the turned trump card, cards taken back
from an abandoned trick), and its face-down won pile. A seat sees its own won pile: the
spec forbids looking only at the last card (3.3), and the pile's cards were face up when
won. Phase-1 tricks, once collected, show only as pile sizes.
"""

from __future__ import annotations

from game.core.cards import Card
from game.games.skitgubbe.options import SkitgubbeOptions
from game.games.skitgubbe.state import (
    DONE,
    PHASE2,
    SkitgubbeState,
    SkitgubbeView,
    TablePlay,
)
from game.games.skitgubbe.tables import CARDS, SUIT_LETTERS, cards_of


def build_view(
    state: SkitgubbeState,
    seat: int,
    to_act: int | None,
    options: SkitgubbeOptions | None = None,
) -> SkitgubbeView:
    """The view of `seat` (bots receive the legal actions separately)."""
    in_phase2 = state.phase in (PHASE2, DONE) and state.trump >= 0
    trump_card: Card | None = CARDS[state.trump_card] if state.trump_card >= 0 else None
    holder = state.last_holder if state.last_holder >= 0 else None
    return SkitgubbeView(
        seat=seat,
        seats=state.seats,
        dealer=state.dealer,
        phase=state.phase,
        to_act=to_act,
        hand=cards_of(state.hands[seat]),
        hand_sizes=tuple(h.bit_count() for h in state.hands),
        stock_size=len(state.stock),
        won_sizes=tuple(w.bit_count() for w in state.won),
        own_won=cards_of(state.won[seat]),
        last_card_holder=holder,
        trick_leader=state.leader,
        trick=tuple(TablePlay(p.seat, cards_of(p.cards), p.round, p.kind) for p in state.plays),
        still_to_play=state.queue,
        round=state.round,
        trick_winner=state.winner if state.winner >= 0 else None,
        trump=SUIT_LETTERS[state.trump] if state.trump >= 0 else None,
        trump_card=trump_card,
        table=tuple((s, cards_of(m)) for s, m in state.lays),
        lays_needed=state.needed,
        in_game=tuple(bool(h) for h in state.hands) if in_phase2 else (True,) * state.seats,
        known=tuple(cards_of(k) for k in state.known),
        out_of_play=cards_of(state.out),
        loser=state.loser if state.loser >= 0 else None,
        options=options or SkitgubbeOptions(),
    )


def hidden_mask(state: SkitgubbeState, seat: int) -> int:
    """Card mask `seat` must not see (see the module docstring)."""
    hidden = 0
    for cid in state.stock:
        hidden |= 1 << cid
    if state.last_card >= 0:
        hidden |= 1 << state.last_card
    for other in range(state.seats):
        if other != seat:
            hidden |= (state.hands[other] & ~state.known[other]) | state.won[other]
    return hidden
