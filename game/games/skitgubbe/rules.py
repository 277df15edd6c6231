"""Skitgubbe rules engine (../shared/rules/skitgubbe.md): pure, immutable states.

Seats are clockwise 0 ... n-1 and play moves clockwise (`(seat + 1) % n`). One game
(one deal, one loser) is one match: the deal score is -1 for the skitgubbe and 0 for
everyone else; a match is a series of games (`series`, `series_length`) that ends after
its number of games or losses, and `next_dealer` decides who deals each next game (K12).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import pairwise

from game.core.cards import Card
from game.core.events import Event
from game.core.rules import (
    Action,
    DealContext,
    DealResult,
    IllegalAction,
    MatchOutcome,
    Refusal,
    Rules,
    encode_action,
    why_cards_misnamed,
)
from game.core.tricks import union_of
from game.games.skitgubbe import actions as act
from game.games.skitgubbe.actions import ADD, KINDS, LAY, PICKUP, PLAY
from game.games.skitgubbe.options import SkitgubbeOptions
from game.games.skitgubbe.phase1 import (
    apply_add,
    apply_play,
    legal_additions,
    legal_plays,
    matching_in_hand,
    start_trick,
    why_add_illegal,
    why_play_illegal,
)
from game.games.skitgubbe.phase2 import (
    LAST_PLAYER,
    REPETITION,
    SAFETY_LIMIT,
    apply_lay,
    apply_pickup,
    finish,
    legal_lays,
    why_lay_illegal,
)
from game.games.skitgubbe.state import (
    ADDING,
    DONE,
    PHASE1,
    PHASE2,
    SkitgubbeDetails,
    SkitgubbeState,
    SkitgubbeView,
)
from game.games.skitgubbe.tables import (
    ALL_CARDS,
    CARD_ID,
    SUIT_LETTERS,
    beats,
    cards_of,
    lay_shape,
    mask_of,
)
from game.games.skitgubbe.visibility import build_view, hidden_mask

MIN_SEATS, MAX_SEATS = 2, 6
HAND_SIZE = 3


class SkitgubbeRules:
    """The rules of one Skitgubbe game under fixed options."""

    def __init__(self, options: SkitgubbeOptions | None = None) -> None:
        self.options = options or SkitgubbeOptions()

    # ----------------------------------------------------------------- dealing
    def new_deal(
        self, seats: int, dealer: int, rng: random.Random, context: DealContext | None = None
    ) -> SkitgubbeState:
        """Shuffle the 52 cards, deal three to each seat from the dealer's left; the rest
        is the stock (section 2)."""
        _require_seats(seats)
        deck = list(range(52))
        rng.shuffle(deck)
        hands = [0] * seats
        for i in range(HAND_SIZE * seats):
            hands[(dealer + 1 + i) % seats] |= 1 << deck[i]
        return self._start(
            seats, dealer, tuple(hands), tuple(deck[HAND_SIZE * seats :]), (0,) * seats, -1, -1
        )

    def deal_from_hands(
        self,
        hands: Sequence[Sequence[Card]],
        dealer: int,
        context: DealContext | None = None,
        *,
        stock: Sequence[Card] | None = None,
        won: Sequence[Sequence[Card]] | None = None,
        last_card: Card | None = None,
        last_holder: int = -1,
    ) -> SkitgubbeState:
        """Start phase 1 from given hands (tests, replays, positions).

        Without `stock` the cards not in the hands form the stock in deck order (top first).
        Positions later in phase 1 may also give the won piles and the face-down last card
        (then the stock must be empty). The left of the dealer leads the first trick.
        """
        seats = len(hands)
        _require_seats(seats)
        masks = tuple(_exact_mask(hand, f"seat {s}'s hand") for s, hand in enumerate(hands))
        piles = tuple(_exact_mask(p, "a won pile") for p in won) if won else (0,) * seats
        if len(piles) != seats:
            raise ValueError("give one won pile per seat")
        last = -1 if last_card is None else CARD_ID[last_card]
        used = _disjoint_union([*masks, *piles, 0 if last < 0 else 1 << last])
        if stock is None:
            stock_ids = tuple(i for i in range(52) if not used >> i & 1)
        else:
            stock_ids = tuple(CARD_ID[card] for card in stock)
            used = _disjoint_union([used, _exact_mask(stock, "the stock")])
            if used != ALL_CARDS:
                raise ValueError("hands, stock, won piles and last card must hold all 52 cards")
        if any(m.bit_count() > HAND_SIZE for m in masks):
            raise ValueError("a phase-1 hand holds at most 3 cards")
        if stock_ids and (last >= 0 or any(m.bit_count() != HAND_SIZE for m in masks)):
            raise ValueError("while the stock lasts every hand holds 3 cards and no last card")
        if not stock_ids and not 0 <= last_holder < seats:
            raise ValueError("with an empty stock give the last card and its holder")
        return self._start(seats, dealer, masks, stock_ids, piles, last, last_holder)

    def _start(
        self,
        seats: int,
        dealer: int,
        hands: tuple[int, ...],
        stock: tuple[int, ...],
        won: tuple[int, ...],
        last: int,
        holder: int,
    ) -> SkitgubbeState:
        state = SkitgubbeState(
            seats=seats,
            dealer=dealer,
            phase=PHASE1,
            hands=hands,
            stock=stock,
            won=won,
            last_card=last,
            last_holder=holder if last >= 0 else -1,
            tricks_done=0,
            leader=(dealer + 1) % seats,
            queue=(),
            round=0,
            plays=(),
            winner=-1,
            trump=-1,
            trump_card=-1,
            turn=-1,
            lays=(),
            needed=0,
            known=(0,) * seats,
            out=0,
            moves2=0,
            seen=(),
            loser=-1,
            end_reason="",
        )
        # 3.1 step 1: the player to the left of the dealer leads the first trick
        return start_trick(state, (dealer + 1) % seats, self.options, [])

    def phase2_from_hands(
        self, hands: Sequence[Sequence[Card]], trump: str, leader: int, dealer: int = 0
    ) -> SkitgubbeState:
        """A phase-2 position (tests, puzzles): these hands, `trump` a suit letter, `leader`
        to lead; cards in no hand count as already out of the game."""
        seats = len(hands)
        _require_seats(seats)
        masks = tuple(_exact_mask(hand, f"seat {s}'s hand") for s, hand in enumerate(hands))
        used = _disjoint_union(masks)
        if trump not in SUIT_LETTERS:
            raise ValueError(f"'{trump}' is not a suit letter")
        if not any(masks):
            raise ValueError("somebody must hold cards")
        if not masks[leader]:
            raise ValueError("the leader must hold cards")
        state = SkitgubbeState(
            seats=seats,
            dealer=dealer,
            phase=PHASE2,
            hands=masks,
            stock=(),
            won=(0,) * seats,
            last_card=-1,
            last_holder=-1,
            tricks_done=0,
            leader=leader,
            queue=(),
            round=0,
            plays=(),
            winner=-1,
            trump=SUIT_LETTERS.index(trump),
            trump_card=-1,
            turn=leader,
            lays=(),
            needed=0,
            known=(0,) * seats,
            out=ALL_CARDS & ~used,
            moves2=0,
            seen=(),
            loser=-1,
            end_reason="",
        )
        holders = [s for s in range(seats) if masks[s]]
        return finish(state, holders[0], LAST_PLAYER, []) if len(holders) < 2 else state

    # ----------------------------------------------------------------- queries
    def to_act(self, state: SkitgubbeState) -> int | None:
        """The seat to act, or None when the game is over."""
        if state.phase == PHASE2:
            return state.turn
        if state.phase == DONE:
            return None
        return state.queue[0]

    def legal_actions(self, state: SkitgubbeState) -> tuple[Action, ...]:
        """Every legal action of the seat to act, sorted and unique."""
        if state.phase == PHASE1:
            return legal_plays(state, self.options)
        if state.phase == ADDING:
            return legal_additions(state)
        if state.phase == PHASE2:
            return legal_lays(state, self.options)
        return ()

    def candidate_actions(self, state: SkitgubbeState) -> tuple[Action, ...]:
        """The legal actions plus a handful of typical wrong ones (for refusal tests)."""
        if state.phase == DONE:
            return ()
        legal = self.legal_actions(state)
        seat = self.to_act(state)
        assert seat is not None
        hand = state.hands[seat]
        ids = [i for i in range(52) if hand >> i & 1]
        foreign = next(i for i in range(52) if not hand >> i & 1)
        wrong: list[Action] = [
            act.action_for(PLAY if state.phase == PHASE2 else LAY, 1 << ids[0]),
            act.action_for(ADD if state.phase == PHASE1 else PLAY, 1 << foreign),
            act.PICKUP_ACTION,
            act.DARE_ACTION,
            Action(PLAY),
            Action(LAY),
            Action("bid", (), "x"),
        ]
        if len(ids) >= 2:  # two cards of different ranks or a gap, usually
            kind = LAY if state.phase == PHASE2 else PLAY
            wrong.append(act.action_for(kind, 1 << ids[0] | 1 << ids[-1]))
        if state.phase == ADDING:
            stray = hand & ~matching_in_hand(state)
            if stray:
                wrong.append(act.action_for(ADD, stray & -stray))
        if state.phase == PHASE2:
            wrong.extend(act.action_for(LAY, 1 << i) for i in ids[:3])
        seen = set(legal)
        extra = [a for a in dict.fromkeys(wrong) if a not in seen]
        return (*legal, *extra)

    # ----------------------------------------------------------------- refusals
    def why_illegal(self, state: SkitgubbeState, action: Action) -> str | None:
        """One sentence saying why the action is refused, or None when it is legal."""
        # Repeated or reordered cards are refused the same way in every game (core.rules).
        return why_cards_misnamed(action, lambda canonical: self._why_illegal(state, canonical))

    def _why_illegal(self, state: SkitgubbeState, action: Action) -> str | None:
        """The game's own refusal of an action whose cards are in canonical order."""
        if state.phase == DONE:
            return Refusal("The game is over.", "game_over")
        if action.kind not in KINDS:
            return Refusal(
                f"'{action.kind}' is not a Skitgubbe action.", "not_action", kind=action.kind
            )
        if action.arg:
            return Refusal(
                "Skitgubbe actions take no word after their kind, only cards.", "stray_word"
            )
        if state.phase == PHASE1:
            return why_play_illegal(state, action, self.options)
        if state.phase == ADDING:
            return why_add_illegal(state, action)
        return why_lay_illegal(state, action, self.options)

    # ----------------------------------------------------------------- applying
    def apply(
        self, state: SkitgubbeState, action: Action
    ) -> tuple[SkitgubbeState, tuple[Event, ...]]:
        """Validate and apply one action; raises IllegalAction with the reason."""
        reason = self.why_illegal(state, action)
        if reason is not None:
            raise IllegalAction(reason)
        events: list[Event] = []
        if state.phase == PHASE1:
            state = apply_play(state, action, self.options, events)
        elif state.phase == ADDING:
            state = apply_add(state, action, self.options, events)
        elif action.kind == PICKUP:
            state = apply_pickup(state, self.options, events)
        else:
            state = apply_lay(state, action, events)
        return state, tuple(events)

    # ----------------------------------------------------------------- views
    def view(self, state: SkitgubbeState, seat: int) -> SkitgubbeView:
        """What `seat` may see (see visibility.py)."""
        return build_view(state, seat, self.to_act(state), self.options)

    def hidden_cards(self, state: SkitgubbeState, seat: int) -> frozenset[Card]:
        """Cards this seat must not see: stock, last card, others' unseen hands and piles."""
        return frozenset(cards_of(hidden_mask(state, seat)))

    # ----------------------------------------------------------------- results
    def deal_result(self, state: SkitgubbeState) -> DealResult[SkitgubbeDetails]:
        """-1 for the skitgubbe, 0 for everybody else (section 6 has no points)."""
        if state.phase != DONE:
            raise ValueError("the game is not over yet")
        points = tuple(-1 if s == state.loser else 0 for s in range(state.seats))
        details = SkitgubbeDetails(
            loser=state.loser,
            end_reason=state.end_reason,
            trump=SUIT_LETTERS[state.trump] if state.trump >= 0 else None,
            phase1_tricks=state.tricks_done,
            phase2_moves=state.moves2,
        )
        return DealResult(points=points, card_points=None, complete=True, details=details)

    def first_dealer(self, seats: int, rng: random.Random) -> int:
        """The first dealer is drawn at random (section 2)."""
        return rng.randrange(seats)

    def next_dealer(self, final_state: SkitgubbeState) -> int:
        """Clockwise from the dealer, or the loser deals (`dealer_rotation`, K12)."""
        if self.options.dealer_rotation == "loser_deals" and final_state.loser >= 0:
            return final_state.loser
        return (final_state.dealer + 1) % final_state.seats

    def carry_over(self, final_state: SkitgubbeState) -> None:
        """Nothing carries over between games."""
        return None

    def match_outcome(
        self, final_state: SkitgubbeState, totals: tuple[int, ...], deals_played: int
    ) -> MatchOutcome | None:
        """The series ends after its number of games (or when someone has lost that
        often); those with the fewest losses escape, the one with the most is the
        skitgubbe of the series (None when several share the most)."""
        loser = final_state.loser
        if loser < 0:
            return None
        losses = tuple(-total for total in totals)  # every game scores -1 for its loser
        length = self.options.series_length
        if (max(losses) if self.options.series == "losses" else deals_played) < length:
            return None
        fewest, most = min(losses), max(losses)
        winners = tuple(s for s in range(final_state.seats) if losses[s] == fewest)
        worst = [s for s in range(final_state.seats) if losses[s] == most]
        series_loser = worst[0] if len(worst) == 1 and most > fewest else None
        reason = f"seat {loser} is the skitgubbe"
        if final_state.end_reason == REPETITION:
            reason += " (third repetition of a position: most cards left)"
        elif final_state.end_reason == SAFETY_LIMIT:
            reason += " (phase-2 safety limit: most cards left)"
        return MatchOutcome(winners=winners, loser=series_loser, reason=reason)

    # ----------------------------------------------------------------- text form
    def encode(self, action: Action) -> str:
        """`play:QS+QD`, `dare`, `add`, `add:5D`, `lay:9H+TH` or `pickup`."""
        return encode_action(action)

    def decode(self, text: str) -> Action:
        """Read an action's text form; raises IllegalAction on anything else."""
        return act.decode(text)

    # ----------------------------------------------------------------- invariants
    def check_invariants(self, state: SkitgubbeState) -> None:
        """Cards are conserved and every phase's structure holds."""
        table = 0
        for play in state.plays:
            table |= play.cards
        lays = [mask for _, mask in state.lays]
        parts = [
            *state.hands,
            *state.won,
            table,
            *lays,
            state.out,
            *(1 << cid for cid in state.stock),
        ]
        if state.last_card >= 0:
            parts.append(1 << state.last_card)
        total = sum(p.bit_count() for p in parts)
        assert total == 52, f"{total} cards instead of 52"
        assert union_of(parts) == ALL_CARDS, "a card is missing or doubled"
        if state.phase in (PHASE1, ADDING):
            _check_phase1(state)
        else:
            _check_phase2(state, lays)


def _typed(rules: SkitgubbeRules) -> Rules[SkitgubbeState, SkitgubbeView, SkitgubbeDetails]:
    """Never called: here mypy checks that SkitgubbeRules answers the typed protocol."""
    return rules


def _check_phase1(state: SkitgubbeState) -> None:
    assert state.trump < 0 and not state.lays and not state.out
    assert state.queue, "somebody must be to act"
    assert all(h.bit_count() <= HAND_SIZE for h in state.hands)
    if state.stock:
        assert state.last_card < 0
        assert all(h.bit_count() == HAND_SIZE for h in state.hands), "hands refill to 3"
    else:
        assert state.last_card >= 0 and state.last_holder >= 0
    assert all(state.hands[s] for s in state.queue), "a seat without cards is to act"
    assert (state.winner >= 0) == (state.phase == ADDING)


def _check_phase2(state: SkitgubbeState, lays: list[int]) -> None:
    assert not state.stock and state.last_card < 0 and not any(state.won)
    assert all(k & ~h == 0 for k, h in zip(state.known, state.hands, strict=True))
    for below, above in pairwise(lays):
        assert beats(above, below, state.trump), "every lay beats the one below it"
    assert all(lay_shape(m) is not None for m in lays)
    holders = [s for s in range(state.seats) if state.hands[s]]
    if state.phase == PHASE2:
        assert len(holders) >= 2 and state.loser < 0
        assert state.hands[state.turn], "the seat to act holds cards"
        assert len(lays) < state.needed or not lays
    else:
        assert state.loser >= 0 and state.hands[state.loser]
        if state.end_reason == LAST_PLAYER:
            assert holders == [state.loser]


def _require_seats(seats: int) -> None:
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise ValueError(f"Skitgubbe is played by 2 to 6 players, not {seats}")


def _exact_mask(cards: Sequence[Card], what: str) -> int:
    mask = mask_of(cards)
    if mask.bit_count() != len(cards):
        raise ValueError(f"{what} names a card twice")
    return mask


def _disjoint_union(masks: Sequence[int]) -> int:
    if sum(m.bit_count() for m in masks) != union_of(masks).bit_count():
        raise ValueError("a card appears in two places")
    return union_of(masks)
