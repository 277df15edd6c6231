"""Stichln rules engine (../shared/rules/stichln.md): pure, immutable states.

Seats play clockwise: the seat after X is `(X + 1) % n`. A round has two phases: every
player puts one card face down as his minus colour (taken one seat after another, from
the dealer's left, and revealed together), then the tricks, where any card may be played.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

from game.core.cards import Card, card_name
from game.core.events import CardPlayed, DealEnded, Event, TrickTaken
from game.core.rules import (
    Action,
    DealContext,
    DealResult,
    IllegalAction,
    MatchOutcome,
    Refusal,
    Rules,
    decode_action,
    encode_action,
    why_cards_misnamed,
)
from game.core.tricks import ids_of, replace_at
from game.games.stichln.events import MinusCardChosen, MinusCardsRevealed, TrickDiscarded
from game.games.stichln.options import StichlnOptions
from game.games.stichln.state import (
    DECLARE,
    DONE,
    PLAY,
    StichlnDetails,
    StichlnState,
    StichlnView,
    TrickRecord,
    evolve,
)
from game.games.stichln.tables import (
    ALL_CARDS,
    CARD_ID,
    CARDS,
    COLOUR_OF,
    SEAT_COUNTS,
    SETUP,
    captured_score,
    cards_to_mask,
    hand_size,
    mask_to_cards,
    round_colours,
    round_deck,
    round_score,
    trick_winner,
)

PLAY_ACTIONS = tuple(Action("play", (card,)) for card in CARDS)
DECLARE_ACTIONS = tuple(Action("declare", (card,)) for card in CARDS)
KINDS = ("declare", "play")
# Refused candidates the contract test always tries: a French card and unknown words.
_ODD_CANDIDATES = (
    Action("play", (Card("H", 10),)),
    Action("declare", ()),
    Action("pass"),
)


@lru_cache(maxsize=8192)
def _hand_actions(hand: int, declare: bool) -> tuple[Action, ...]:
    """Every card of the hand as an action, sorted; cached because the same hand is asked
    for by the match driver, the view and the bot in a row."""
    table = DECLARE_ACTIONS if declare else PLAY_ACTIONS
    return tuple(table[card] for card in ids_of(hand))


def _next(seat: int, seats: int) -> int:
    return (seat + 1) % seats


class StichlnRules:
    """The rules of one Stichln game under fixed options."""

    def __init__(self, options: StichlnOptions | None = None) -> None:
        self.options = options or StichlnOptions()
        self._reveal_at_once = self.options.minus_reveal == "simultaneous_after_choice"
        self._discard_zeros = self.options.all_zero_trick == "discard_leader_leads_again"

    # ----------------------------------------------------------------- dealing
    def new_deal(
        self, seats: int, dealer: int, rng: random.Random, context: DealContext | None = None
    ) -> StichlnState:
        """Shuffle the round's cards and deal every player a hand; the rest go aside."""
        _require_seats(seats)
        size = hand_size(seats, self.options.seven_player_hand)
        cards = ids_of(round_deck(seats))
        rng.shuffle(cards)
        hands = [0] * seats
        for k in range(seats):  # deal order has no rules meaning (section 3)
            seat = (dealer + 1 + k) % seats
            for card in cards[k * size : (k + 1) * size]:
                hands[seat] |= 1 << card
        return self._start(seats, tuple(hands), dealer, context)

    def deal_from_hands(
        self,
        hands: Sequence[Sequence[Card]],
        dealer: int,
        context: DealContext | None = None,
    ) -> StichlnState:
        """Start a round from given hands (tests, replays); undealt cards go aside."""
        seats = len(hands)
        _require_seats(seats)
        size = hand_size(seats, self.options.seven_player_hand)
        deck = round_deck(seats)
        masks = []
        for seat, hand in enumerate(hands):
            if len(hand) != size:
                raise ValueError(f"seat {seat} must hold {size} cards, not {len(hand)}")
            for card in hand:
                if card not in CARD_ID or not deck >> CARD_ID[card] & 1:
                    raise ValueError(f"{card} is not used with {seats} players")
            masks.append(cards_to_mask(hand))
        union = 0
        for mask in masks:
            union |= mask
        if union.bit_count() != seats * size:
            raise ValueError("a card was dealt twice")
        return self._start(seats, tuple(masks), dealer, context)

    def _start(
        self,
        seats: int,
        hands: tuple[int, ...],
        dealer: int,
        context: DealContext | None,
    ) -> StichlnState:
        ctx = context or DealContext()
        totals = tuple(ctx.totals) if len(ctx.totals) == seats else (0,) * seats
        deck = round_deck(seats)
        union = 0
        for mask in hands:
            union |= mask
        forehand = _next(dealer, seats)
        return StichlnState(
            seats=seats,
            dealer=dealer,
            deal_index=ctx.deal_index,
            totals_before=totals,
            hand_size=hand_size(seats, self.options.seven_player_hand),
            deck=deck,
            aside=deck & ~union,
            hands=hands,
            declared=(-1,) * seats,
            revealed=False,
            phase=DECLARE,
            turn=forehand,
            leader=forehand,
            trick=(),
            tricks=(),
            captured=(0,) * seats,
            discarded=0,
            scores=None,
        )

    # ----------------------------------------------------------------- queries
    def to_act(self, state: StichlnState) -> int | None:
        """The seat to act, or None when the round is over."""
        return None if state.phase == DONE else state.turn

    def legal_actions(self, state: StichlnState) -> tuple[Action, ...]:
        """Every legal action of the seat to act, sorted: any card of the hand (5.1)."""
        if state.phase == DONE:
            return ()
        return _hand_actions(state.hands[state.turn], state.phase == DECLARE)

    def candidate_actions(self, state: StichlnState) -> tuple[Action, ...]:
        """Both kinds for every card in hand, a card not held, one not used, odd actions."""
        if state.phase == DONE:
            return _ODD_CANDIDATES
        hand = state.hands[state.turn]
        others = [*ids_of(state.deck & ~hand)[:2], *ids_of(ALL_CARDS & ~state.deck)[-1:]]
        out: list[Action] = []
        for card in (*ids_of(hand), *others):
            out.append(DECLARE_ACTIONS[card])
            out.append(PLAY_ACTIONS[card])
        return (*out, *_ODD_CANDIDATES)

    # ----------------------------------------------------------------- refusals
    def why_illegal(self, state: StichlnState, action: Action) -> str | None:
        """One sentence saying why the action is refused, or None when it is legal."""
        # Repeated or reordered cards are refused the same way in every game (core.rules).
        return why_cards_misnamed(action, lambda canonical: self._why_illegal(state, canonical))

    def _why_illegal(self, state: StichlnState, action: Action) -> str | None:
        """The game's own refusal of an action whose cards are in canonical order."""
        if state.phase == DONE:
            return Refusal("The round is over.", "round_over")
        if action.kind not in KINDS:
            return Refusal(
                f"'{action.kind}' is not a Stichln action: declare or play a card.",
                "not_action",
                kind=action.kind,
            )
        if state.phase == DECLARE and action.kind == "play":
            return Refusal("First put one card face down as your minus colour.", "declare_first")
        if state.phase == PLAY and action.kind == "declare":
            return Refusal(
                "Your minus-colour card is already down: play a card to the trick.", "declared"
            )
        return self._why_card_illegal(state, action)

    def _why_card_illegal(self, state: StichlnState, action: Action) -> str | None:
        if action.arg:
            return Refusal(
                f"'{action.arg}' is not part of a Stichln action.", "stray_word", arg=action.arg
            )
        if len(action.cards) != 1:
            return Refusal("Choose exactly one card.", "one_card")
        card = action.cards[0]
        card_id = CARD_ID.get(card, -1)
        if card_id < 0:
            return Refusal(f"{card} is not a Stichln card.", "not_in_deck", code=str(card))
        if not state.hands[state.turn] >> card_id & 1:
            return Refusal(f"You do not hold the {card_name(card)}.", "not_held", card=card)
        return None  # may follow: any card in hand is legal (5.1)

    # ----------------------------------------------------------------- applying
    def apply(self, state: StichlnState, action: Action) -> tuple[StichlnState, tuple[Event, ...]]:
        """Validate and apply one action; raises IllegalAction with the reason."""
        reason = self.why_illegal(state, action)
        if reason is not None:
            raise IllegalAction(reason)
        card = CARD_ID[action.cards[0]]
        if state.phase == DECLARE:
            return self._apply_declaration(state, card)
        return self._apply_play(state, card)

    def _apply_declaration(
        self, state: StichlnState, card: int
    ) -> tuple[StichlnState, tuple[Event, ...]]:
        """The seat to act puts `card` face down; after the last seat, the tricks begin."""
        seat = state.turn
        hands = replace_at(state.hands, seat, state.hands[seat] & ~(1 << card))
        declared = replace_at(state.declared, seat, card)
        events: list[Event] = [MinusCardChosen(seat)]
        following = _next(seat, state.seats)
        if declared[following] < 0:
            return evolve(state, hands=hands, declared=declared, turn=following), tuple(events)
        # Everyone has chosen. S3: turned up together by default, else kept face down
        # until scoring. The player left of the dealer leads the first trick (4.2).
        if self._reveal_at_once:
            events.append(MinusCardsRevealed(tuple(CARDS[c] for c in declared)))
        forehand = _next(state.dealer, state.seats)
        started = evolve(
            state,
            hands=hands,
            declared=declared,
            revealed=self._reveal_at_once,
            phase=PLAY,
            turn=forehand,
            leader=forehand,
        )
        return started, tuple(events)

    def _apply_play(self, state: StichlnState, card: int) -> tuple[StichlnState, tuple[Event, ...]]:
        """The seat to act plays `card` to the trick; the last card completes it."""
        seat = state.turn
        hands = replace_at(state.hands, seat, state.hands[seat] & ~(1 << card))
        trick = (*state.trick, card)
        played = CardPlayed(seat, CARDS[card])
        if len(trick) < state.seats:
            return evolve(state, hands=hands, trick=trick, turn=_next(seat, state.seats)), (played,)
        return self._finish_trick(evolve(state, hands=hands, trick=trick), [played])

    def _finish_trick(
        self, state: StichlnState, events: list[Event]
    ) -> tuple[StichlnState, tuple[Event, ...]]:
        """Give the complete trick to its winner (or discard an all-zero trick, S1)."""
        trick, leader = state.trick, state.leader
        number = len(state.tricks) + 1
        position = trick_winner(trick)
        n = state.seats
        cards = tuple(CARDS[c] for c in trick)
        plays = tuple(((leader + i) % n, card) for i, card in enumerate(cards))
        mask = 0
        for card in trick:
            mask |= 1 << card
        if position < 0 and self._discard_zeros:
            # S1 option: nobody takes the cards and the same player leads again.
            record = TrickRecord(leader, trick, plays, -1)
            events.append(TrickDiscarded(leader, cards, number))
            state = evolve(
                state,
                trick=(),
                tricks=(*state.tricks, record),
                turn=leader,
                discarded=state.discarded | mask,
            )
        else:
            # S1 default: in an all-zero trick the leader (the first 0) wins.
            winner = (leader + max(position, 0)) % n
            captured = replace_at(state.captured, winner, state.captured[winner] | mask)
            events.append(
                TrickTaken(winner, cards, self._trick_points(state, winner, mask), number)
            )
            state = evolve(
                state,
                trick=(),
                tricks=(*state.tricks, TrickRecord(leader, trick, plays, winner)),
                captured=captured,
                leader=winner,
                turn=winner,
            )
        if number == state.hand_size - 1:
            return self._end_round(state, events)
        return state, tuple(events)

    def _trick_points(self, state: StichlnState, winner: int, mask: int) -> int:
        """What the trick adds to the winner's round score; 0 while minus colours are
        secret, because events are public and would give the colour away."""
        if not state.revealed:
            return 0
        return captured_score(COLOUR_OF[state.declared[winner]], mask)

    def _end_round(
        self, state: StichlnState, events: list[Event]
    ) -> tuple[StichlnState, tuple[Event, ...]]:
        """Score every player (section 6) and turn up any face-down declaration cards."""
        scores = tuple(
            round_score(state.declared[seat], state.captured[seat]) for seat in range(state.seats)
        )
        if not state.revealed:
            events.append(MinusCardsRevealed(tuple(CARDS[c] for c in state.declared)))
        events.append(DealEnded(scores))
        done = evolve(state, phase=DONE, turn=-1, revealed=True, scores=scores)
        return done, tuple(events)

    # ----------------------------------------------------------------- scoring
    def deal_result(self, state: StichlnState) -> DealResult[StichlnDetails]:
        """Round scores per seat; the details hold declaration cards and capture counts."""
        if state.scores is None:
            raise ValueError("the round is not over yet")
        details = StichlnDetails(
            declared=tuple(CARDS[c] for c in state.declared),
            minus_colours=tuple(CARDS[c].suit for c in state.declared),
            captured_counts=tuple(m.bit_count() for m in state.captured),
            discarded_tricks=sum(1 for t in state.tricks if t.winner < 0),
        )
        return DealResult(points=state.scores, card_points=None, details=details)

    # ----------------------------------------------------------------- match
    def first_dealer(self, seats: int, rng: random.Random) -> int:
        """The first dealer is chosen at random (S7)."""
        return rng.randrange(seats)

    def next_dealer(self, final_state: StichlnState) -> int:
        """The player left of the dealer deals next (4.4)."""
        return _next(final_state.dealer, final_state.seats)

    def carry_over(self, final_state: StichlnState) -> None:
        """Stichln rounds carry nothing over but the totals."""
        return None

    def match_outcome(
        self, final_state: StichlnState, totals: tuple[int, ...], deals_played: int
    ) -> MatchOutcome | None:
        """After the agreed rounds the highest total wins; equal totals share (S6)."""
        rounds = self.options.rounds_for(final_state.seats)
        if deals_played < rounds:
            return None
        best = max(totals)
        winners = tuple(seat for seat, total in enumerate(totals) if total == best)
        return MatchOutcome(winners=winners, reason=f"highest total ({best}) after {rounds} rounds")

    # ----------------------------------------------------------------- views
    def view(self, state: StichlnState, seat: int) -> StichlnView:
        """What `seat` may see: own hand and card, the table, turned-up declaration cards."""
        declared = tuple(
            CARDS[card] if card >= 0 and (state.revealed or other == seat) else None
            for other, card in enumerate(state.declared)
        )
        n = state.seats
        trick = tuple(((state.leader + i) % n, CARDS[c]) for i, c in enumerate(state.trick))
        own = state.declared[seat]
        to_act = self.to_act(state)
        return StichlnView(
            seat=seat,
            seats=n,
            dealer=state.dealer,
            deal_index=state.deal_index,
            rounds=self.options.rounds_for(n),
            phase=state.phase,
            to_act=to_act,
            colours=round_colours(n),
            top_value=SETUP[n][1],
            hand=mask_to_cards(state.hands[seat]),
            hand_sizes=tuple(h.bit_count() for h in state.hands),
            chosen=tuple(card >= 0 for card in state.declared),
            declared=declared,
            trick=trick,
            leader=state.leader,
            tricks=state.tricks,
            captured_counts=tuple(m.bit_count() for m in state.captured),
            own_score=round_score(own, state.captured[seat]) if own >= 0 else None,
            scores=state.scores,
            totals_before=state.totals_before,
            legal=self.legal_actions(state) if to_act == seat else (),
            options=self.options,
        )

    def hidden_cards(self, state: StichlnState, seat: int) -> frozenset[Card]:
        """Other hands, the cards set aside and, until turned up, others' face-down cards."""
        hidden = state.aside
        for other in range(state.seats):
            if other == seat:
                continue
            hidden |= state.hands[other]
            if not state.revealed and state.declared[other] >= 0:
                hidden |= 1 << state.declared[other]
        return frozenset(mask_to_cards(hidden))

    # ----------------------------------------------------------------- text form
    def encode(self, action: Action) -> str:
        """`declare:R8` (the face-down minus-colour card) or `play:B0`."""
        return encode_action(action)

    def decode(self, text: str) -> Action:
        """Read an action's text form; raises IllegalAction on anything else."""
        action = decode_action(text)
        if action.kind not in KINDS:
            raise IllegalAction(f"'{text}' is not a Stichln action: declare or play a card.")
        return action

    # ----------------------------------------------------------------- invariants
    def check_invariants(self, state: StichlnState) -> None:
        """Cards are conserved, hand sizes follow the phase, piles add up (section 8)."""
        n, size = state.seats, state.hand_size
        assert state.deck == round_deck(n)
        assert size == hand_size(n, self.options.seven_player_hand)
        places = [*state.hands, state.aside, state.discarded, *state.captured]
        places.extend(1 << c for c in state.declared if c >= 0)
        places.extend(1 << c for c in state.trick)
        union = 0
        for mask in places:
            assert union & mask == 0, "a card is in two places at once"
            union |= mask
        assert union == state.deck, "a card went missing or does not belong to this round"
        assert state.aside.bit_count() == state.deck.bit_count() - n * size
        finished = len(state.tricks)
        piles = sum(m.bit_count() for m in state.captured) + state.discarded.bit_count()
        assert piles == n * finished, "taken and discarded cards must be n per trick"
        for record in state.tricks:
            pile = state.discarded if record.winner < 0 else state.captured[record.winner]
            assert all(pile >> c & 1 for c in record.cards)
        counts = [h.bit_count() for h in state.hands]
        if state.phase == DECLARE:
            assert finished == 0 and not state.trick and not state.revealed
            assert state.declared[state.turn] < 0, "the seat to act has already chosen"
            for seat in range(n):
                expected = size - 1 if state.declared[seat] >= 0 else size
                assert counts[seat] == expected, f"seat {seat} holds {counts[seat]} cards"
        else:
            assert all(c >= 0 for c in state.declared), "a declaration card is missing"
            assert len(state.trick) < n
            if state.phase == PLAY:
                assert state.turn == (state.leader + len(state.trick)) % n
            for i in range(n):
                seat = (state.leader + i) % n
                played = 1 if i < len(state.trick) else 0
                assert counts[seat] == size - 1 - finished - played
        if state.phase == DONE:
            assert finished == size - 1 and sum(counts) == 0 and state.revealed
            assert state.scores == tuple(
                round_score(state.declared[s], state.captured[s]) for s in range(n)
            )
        else:
            assert state.scores is None and state.turn >= 0


def _require_seats(seats: int) -> None:
    if seats not in SEAT_COUNTS:
        raise ValueError(f"Stichln is played by 3 to 8 players, not {seats}")


if TYPE_CHECKING:  # mypy verifies that these rules are the Rules of their state, view, details
    _RULES: Rules[StichlnState, StichlnView, StichlnDetails] = StichlnRules()
