"""Schieber Jass rules engine (../shared/rules/schieber.md): pure, immutable states.

Turn order is counter-clockwise: the seat after X is `(X + 3) % 4`. Teams are seat % 2
(team 0 = North/South, team 1 = East/West).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations
from operator import itemgetter
from typing import Any

from game.core.cards import JASS36, Card, CardParseError, card_name, parse_cards, suit_name
from game.core.events import CardPlayed, DealEnded, Event, Passed, TrickTaken, TrumpChosen
from game.core.rules import (
    Action,
    DealContext,
    DealResult,
    IllegalAction,
    MatchOutcome,
    Refusal,
    Rules,
    canonical_cards,
    decode_action,
    encode_action,
    why_cards_misnamed,
)
from game.core.shuffle import shuffle
from game.core.tricks import replace_at, union_of
from game.games.schieber.events import (
    MatchBonus,
    MeldKind,
    StoeckLost,
    StoeckScored,
    TargetReached,
    WeisDeclared,
    WeisScored,
)
from game.games.schieber.options import MULTIPLIERS, SchieberOptions
from game.games.schieber.state import (
    CONTRACT,
    DONE,
    FOREHAND,
    HANDS,
    LEADER,
    MATCH_TEAM,
    MODE,
    PLAY,
    STOECK_STATE,
    TRICK,
    TRICK_POINTS,
    TRICKS,
    TURN,
    WEIS,
    WEIS_POINTS,
    WEIS_TEAM,
    SchieberDetails,
    SchieberState,
    SchieberView,
    evolve,
    record_from,
    state_from,
)
from game.games.schieber.tables import (
    ALL_CARDS_MASK,
    CARD_ID,
    CARDS,
    KING,
    MODE_BY_TEXT,
    MODE_TEXT,
    OBENABE,
    POINTS,
    POINTS_SIX_ELEVEN,
    QUEEN,
    SEVEN_OF_CLUBS,
    SUIT_MASK,
    SUIT_OF,
    TRUMPS_ABOVE,
    highest_trump,
    legal_mask,
    mask_to_cards,
    trick_winner,
)
from game.games.schieber.weis import Weis, optimal_weis, weis_key, weis_total, weis_winner

SEATS = 4
PLAY_ACTIONS = tuple(Action("play", (card,)) for card in CARDS)
STOECK_ACTIONS = tuple(Action("stoeck", (card,)) for card in CARDS)
TRUMP_ACTIONS = tuple(Action("trump", (), text) for text in MODE_TEXT)
PUSH = Action("push")
# The play actions of every 9-bit pattern of one suit, so a legal mask becomes its tuple of
# actions by four lookups (legal_actions runs once per card in every deal).
_SUIT_PLAYS = tuple(
    tuple(
        tuple(PLAY_ACTIONS[suit * 9 + nat] for nat in range(9) if bits >> nat & 1)
        for bits in range(512)
    )
    for suit in range(4)
)
_CONTRACT_ONLY = tuple(sorted(TRUMP_ACTIONS))
_CONTRACT_WITH_PUSH = tuple(sorted((*TRUMP_ACTIONS, PUSH)))
_TRUMP_IDS = frozenset(id(action) for action in TRUMP_ACTIONS)
# The rules' own play actions by identity: the fast path of `apply` (a dict on the
# dataclass's hash would cost more than the whole move).
_PLAY_CARD_BY_ID = {id(action): card for card, action in enumerate(PLAY_ACTIONS)}
NO_WEIS = "none"
_ARG_KINDS = frozenset({"trump", "weis"})
_ONE_CARD_KINDS = frozenset({"play", "stoeck"})  # the others name no card


def _why_misshapen(action: Action) -> Refusal | None:
    """An action with a word or cards its kind does not take: the text form can write
    `play:x:6C` or `push:7H`, and `apply` accepts exactly the legal actions."""
    if action.arg and action.kind not in _ARG_KINDS:
        return Refusal("This action takes no word after its name.", "extra_word")
    if len(action.cards) != (1 if action.kind in _ONE_CARD_KINDS else 0):
        return Refusal("This action names the wrong number of cards.", "card_count")
    return None


# Deck positions of the k-th receiver's three packets of three (3-3-3 dealing).
_PACKETS = tuple(
    itemgetter(*(r * 12 + k * 3 + i for r in range(3) for i in range(3))) for k in range(SEATS)
)
_BIT = tuple(1 << card for card in range(36))
_DECK = tuple(range(36))
# Every play event there can be, made once: events are immutable values, and one per card
# of every deal is the commonest thing the rules make.
_CARD_PLAYED = tuple(tuple(CardPlayed(seat, card) for card in CARDS) for seat in range(SEATS))
# ... and the events of a card with nothing more to it, as the tuple apply returns.
_PLAYED_ALONE = tuple(tuple((event,) for event in seat_events) for seat_events in _CARD_PLAYED)
LAST_TRICK_BONUS = 5
# The seats of a trick in play order, by its leader (counter-clockwise).
_PLAY_ORDER = tuple(tuple((leader + 3 * i) % 4 for i in range(4)) for leader in range(4))
# A trick record's (seat, card) pairs, made once: by leader, then position, then card id.
_SEAT_CARD_PAIRS = tuple(
    tuple(tuple((seat, card) for card in CARDS) for seat in order) for order in _PLAY_ORDER
)
MATCH_BONUS = 100
# Trump King and Queen by trump suit: Stöck (rules 8).
_STOECK_PAIR = tuple(1 << (suit * 9 + KING) | 1 << (suit * 9 + QUEEN) for suit in range(4))
STOECK_POINTS = 20
_SET_TRICK_TAKEN = tuple(
    getattr(TrickTaken, name).__set__ for name in ("winner", "cards", "points", "number")
)


def _trick_taken(winner: int, cards: tuple[Card, ...], points: int, number: int) -> TrickTaken:
    """TrickTaken(winner, cards, points, number), made by filling its slots directly: a frozen
    dataclass's __init__ sets each field through object.__setattr__, which costs more than
    the rest of the event, and nine are made per deal. Equal to the one __init__ makes."""
    event = object.__new__(TrickTaken)
    set_winner, set_cards, set_points, set_number = _SET_TRICK_TAKEN
    set_winner(event, winner)
    set_cards(event, cards)
    set_points(event, points)
    set_number(event, number)
    return event


def next_seat(seat: int) -> int:
    """The seat after `seat` in Schieber's counter-clockwise order."""
    return (seat + 3) % 4


def encode_weis(melds: tuple[Weis, ...]) -> str:
    """Text of a Weis declaration, cards low to high: `QH.KH.AH/9C.9D.9H.9S`, or `none`."""
    if not melds:
        return NO_WEIS
    return "/".join(".".join(str(card) for card in w.cards) for w in melds)


def canonical_weis_text(text: str) -> str:
    """A Weis text with its cards and melds in encode_weis's order; `none` stays as it is.

    Like the cards of any multi-card action (game.core.rules), the order inside a
    declaration means nothing. Text that is no list of cards comes back unchanged, so the
    refusal names what was written.
    """
    if text == NO_WEIS:
        return text
    try:
        melds = [canonical_cards(parse_cards(part.replace(".", " "))) for part in text.split("/")]
    except CardParseError:
        return text
    if not all(melds):
        return text
    # Cards sort in deck order here, so sorting the melds matches optimal_weis's order.
    return "/".join(".".join(str(card) for card in meld) for meld in sorted(melds))


class SchieberRules:
    """The rules of one Schieber game under fixed options."""

    def __init__(self, options: SchieberOptions | None = None) -> None:
        self.options = options or SchieberOptions()
        self._mult = MULTIPLIERS[self.options.multipliers]
        self._points = POINTS_SIX_ELEVEN if self.options.undenufe_six_eleven else POINTS
        self._manual_weis = self.options.weis_declaration == "manual"
        self._manual_stoeck = self.options.stoeck_declaration == "manual"
        self._immediate = self.options.end_mode == "immediate"
        self._target = self.options.target
        # The last state legal_actions answered for, with its legal mask (see apply).
        self._legal_seen: tuple[SchieberState | None, int] = (None, 0)

    # ----------------------------------------------------------------- dealing
    def new_deal(
        self, seats: int, dealer: int, rng: random.Random, context: DealContext | None = None
    ) -> SchieberState:
        """Shuffle and deal 3-3-3 counter-clockwise, starting at the dealer's right."""
        _require_four(seats)
        deck = list(_DECK)
        shuffle(deck, rng)  # the same order as rng.shuffle, faster (game/core/shuffle.py)
        hands = [0] * SEATS
        for k in range(SEATS):
            # The k-th receiver after the dealer gets the k-th packet of each round.
            hands[(dealer + 3 * (k + 1)) % 4] = sum(map(_BIT.__getitem__, _PACKETS[k](deck)))
        return self._start(tuple(hands), dealer, context)

    def deal_from_hands(
        self,
        hands: Sequence[Sequence[Card]],
        dealer: int,
        context: DealContext | None = None,
    ) -> SchieberState:
        """Start a deal from four given hands of nine cards (tests, replays)."""
        _require_four(len(hands))
        masks = []
        for seat, hand in enumerate(hands):
            if len(hand) != 9:
                raise ValueError(f"seat {seat} must hold 9 cards, not {len(hand)}")
            mask = 0
            for card in hand:
                if card not in JASS36:
                    raise ValueError(f"{card} is not a card of the Jass deck")
                mask |= 1 << CARD_ID[card]
            masks.append(mask)
        if sum(bin(m).count("1") for m in masks) != 36 or union_of(masks) != ALL_CARDS_MASK:
            raise ValueError("the four hands must hold the 36 cards exactly once")
        return self._start(tuple(masks), dealer, context)

    def _start(
        self, hands: tuple[int, ...], dealer: int, context: DealContext | None
    ) -> SchieberState:
        ctx = context or DealContext()
        totals = (ctx.totals[0], ctx.totals[1]) if len(ctx.totals) >= 2 else (0, 0)
        forehand = next_seat(dealer)
        if self.options.first_forehand == "seven_of_clubs" and ctx.deal_index == 0:
            forehand = next(s for s in range(SEATS) if hands[s] >> SEVEN_OF_CLUBS & 1)
        # Positionally, in field order (a named tuple's keyword call costs a microsecond).
        return state_from(
            [
                dealer,
                forehand,
                ctx.deal_index,
                totals,
                hands,
                hands,
                CONTRACT,
                forehand,
                0,
                -1,
                forehand,
                (),
                forehand,  # chooser, pushes, mode, turn, trick, leader
                (),
                (0, 0),
                -1,
                (None,) * SEATS,  # tricks, trick_points, match_team, weis
                -2,
                (0, 0),
                -1,
                0,
                -1,  # weis_team, weis_points, stoeck_seat, stoeck_state, winner
                "",
                -1,
                None,  # winner_stage, crossed, final_points
            ]
        )

    # ----------------------------------------------------------------- queries
    def to_act(self, state: SchieberState) -> int | None:
        """The seat to act, or None when the deal is over."""
        return None if state.phase == DONE else state.turn

    def multiplier(self, state: SchieberState) -> int:
        """The contract's multiplier (1 before the contract is known)."""
        return self._mult[state.mode] if state.mode >= 0 else 1

    def legal_actions(self, state: SchieberState) -> tuple[Action, ...]:
        """Every legal action of the seat to act, sorted."""
        phase = state.phase
        if phase != PLAY:
            return self._contract_choices(state) if phase == CONTRACT else ()
        seat = state.turn
        if self._manual_weis and self._weis_pending(state, seat):
            return self._weis_choices(state, seat)
        trick = state.trick
        # A lead may be any card of the hand (the common case without a call).
        mask = legal_mask(state.hands[seat], trick, state.mode) if trick else state.hands[seat]
        self._legal_seen = (state, mask)  # one tuple, so threads never see a torn pair
        actions = (
            _SUIT_PLAYS[0][mask & 511]
            + _SUIT_PLAYS[1][mask >> 9 & 511]
            + _SUIT_PLAYS[2][mask >> 18 & 511]
            + _SUIT_PLAYS[3][mask >> 27]
        )
        if self._manual_stoeck:
            stoeck_card = self._stoeck_completing_card(state, seat)
            if stoeck_card >= 0 and mask >> stoeck_card & 1:
                actions += (STOECK_ACTIONS[stoeck_card],)
        return actions

    def candidate_actions(self, state: SchieberState) -> tuple[Action, ...]:
        """Every action of the game's vocabulary (a superset of the legal ones)."""
        weis = (Action("weis", (), NO_WEIS),)
        return (*TRUMP_ACTIONS, PUSH, *PLAY_ACTIONS, *STOECK_ACTIONS, *weis)

    def _contract_choices(self, state: SchieberState) -> tuple[Action, ...]:
        return _CONTRACT_WITH_PUSH if self._may_push(state) else _CONTRACT_ONLY

    def _may_push(self, state: SchieberState) -> bool:
        return state.pushes == 0 or (state.pushes == 1 and self.options.push_back)

    def _weis_pending(self, state: SchieberState, seat: int) -> bool:
        return self._manual_weis and not state.tricks and state.weis[seat] is None

    def _weis_choices(self, state: SchieberState, seat: int) -> tuple[Action, ...]:
        best = optimal_weis(state.dealt[seat], state.mode, self.options)
        subsets = (c for r in range(len(best) + 1) for c in combinations(best, r))
        return tuple(sorted({Action("weis", (), encode_weis(s)) for s in subsets}))

    def _stoeck_completing_card(self, state: SchieberState, seat: int) -> int:
        """Manual Stöck: the card (K or Q of trumps) whose play may announce Stöck, else -1."""
        if not self._manual_stoeck or state.stoeck_seat != seat or state.stoeck_state != 0:
            return -1
        king, queen = state.mode * 9 + KING, state.mode * 9 + QUEEN
        hand = state.hands[seat]
        if hand >> king & 1 and not hand >> queen & 1:
            return king
        if hand >> queen & 1 and not hand >> king & 1:
            return queen
        return -1

    # ----------------------------------------------------------------- refusals
    def why_illegal(self, state: SchieberState, action: Action) -> str | None:
        """One sentence saying why the action is refused, or None when it is legal."""
        # Repeated or reordered cards are refused the same way in every game (core.rules).
        return why_cards_misnamed(action, lambda canonical: self._why_illegal(state, canonical))

    def _why_illegal(self, state: SchieberState, action: Action) -> str | None:
        """The game's own refusal of an action whose cards are in canonical order."""
        misshapen = _why_misshapen(action)
        if misshapen is not None:
            return misshapen
        if state.phase == DONE:
            return Refusal("The deal is over.", "deal_over")
        if state.phase == CONTRACT:
            return self._why_contract_illegal(state, action)
        if action.kind in ("trump", "push"):
            return Refusal("The trump has already been announced.", "trump_known")
        seat = state.turn
        if action.kind == "weis":
            if not self._weis_pending(state, seat):
                return Refusal("Weis is declared once, before your first card.", "weis_once")
            choices = self._weis_choices(state, seat)
            if action in choices:
                return None
            order = canonical_weis_text(action.arg)
            if not action.cards and Action("weis", (), order) in choices:
                return Refusal(f"Write the Weis as {order}.", "weis_order", order=order)
            return Refusal("That is not a Weis you can declare from your hand.", "weis_not_held")
        if self._weis_pending(state, seat):
            return Refusal("Declare your Weis first (or declare none).", "weis_first")
        if action.kind not in ("play", "stoeck"):
            return Refusal(
                f"'{action.kind}' is not a Schieber action.", "not_action", kind=action.kind
            )
        if len(action.cards) != 1:
            return Refusal("Play exactly one card.", "one_card")
        card = action.cards[0]
        card_id = CARD_ID.get(card, -1)
        if card_id < 0:
            return Refusal(f"{card} is not a card of the Jass deck.", "not_in_deck", code=str(card))
        if not state.hands[seat] >> card_id & 1:
            return Refusal(f"You do not hold the {card_name(card)}.", "not_held", card=card)
        reason = self._why_card_illegal(state, card_id)
        stoeck_ok = self._stoeck_completing_card(state, seat) == card_id
        if reason is None and action.kind == "stoeck" and not stoeck_ok:
            return Refusal(
                "Stöck is announced with the second of your trump King and Queen.", "stoeck_second"
            )
        return reason

    def _why_contract_illegal(self, state: SchieberState, action: Action) -> str | None:
        if action.kind == "push":
            if self._may_push(state):
                return None
            if state.pushes == 1:
                return Refusal(
                    "Your partner pushed to you: you must name the contract.", "pushed_to_you"
                )
            return Refusal(
                "The choice was pushed back to you: you must name the contract.", "pushed_back"
            )
        if action.kind == "trump":
            if action.arg in MODE_TEXT:
                return None
            return Refusal(
                f"'{action.arg}' is not a contract: name a suit, Obenabe or Undenufe.",
                "not_contract",
                arg=action.arg,
            )
        return Refusal(
            "First the contract must be named (or pushed to the partner).", "contract_first"
        )

    def _why_card_illegal(self, state: SchieberState, card_id: int) -> str | None:
        hand, trick, mode = state.hands[state.turn], state.trick, state.mode
        if legal_mask(hand, trick, mode) >> card_id & 1:
            return None
        led = SUIT_OF[trick[0]]
        if mode >= OBENABE:
            led_suit = CARDS[trick[0]].suit
            return Refusal(f"You must follow {suit_name(led_suit)}.", "follow", suit=led_suit)
        if led == mode:
            return Refusal("Trumps were led: you must play a trump.", "trump_led")
        top = highest_trump(trick, mode)
        if SUIT_OF[card_id] == mode and not TRUMPS_ABOVE[top] >> card_id & 1:
            return Refusal(
                f"You may not undertrump the {card_name(CARDS[top])}.",
                "undertrump",
                card=CARDS[top],
            )
        if hand & SUIT_MASK[led]:
            led_suit = CARDS[trick[0]].suit
            if not legal_mask(hand, trick, mode) & SUIT_MASK[mode]:
                # Every trump held would undertrump: "or play a trump" would suggest a
                # card that is refused as well.
                return Refusal(f"You must follow {suit_name(led_suit)}.", "follow", suit=led_suit)
            return Refusal(
                f"You must follow {suit_name(led_suit)} or play a trump.",
                "follow_or_trump",
                suit=led_suit,
            )
        # pragma: no cover - every refused card is covered by the cases above
        return Refusal("That card may not be played now.", "not_now")

    # ----------------------------------------------------------------- applying
    def apply(
        self, state: SchieberState, action: Action
    ) -> tuple[SchieberState, tuple[Event, ...]]:
        """Validate and apply one action; raises IllegalAction with the reason."""
        card = _PLAY_CARD_BY_ID.get(id(action), -1)
        if (
            card >= 0
            and state.phase == PLAY
            and not (self._manual_weis and self._weis_pending(state, state.turn))
        ):
            # The rules' own play action (what legal_actions hands out) is legal exactly when
            # the legal mask holds the card, so the refusal's full checks can be skipped; the
            # mask legal_actions just computed for this very state is reused.
            seen_state, seen_mask = self._legal_seen
            mask = (
                seen_mask
                if seen_state is state
                else legal_mask(state.hands[state.turn], state.trick, state.mode)
            )
            if mask >> card & 1:
                return self._apply_play(state, card, False)
        elif state.phase == CONTRACT and id(action) in _TRUMP_IDS:
            return self._apply_contract(state, action)  # any contract may be named
        reason = self.why_illegal(state, action)
        if reason is not None:
            raise IllegalAction(reason)
        if state.phase == CONTRACT:
            return self._apply_contract(state, action)
        if action.kind == "weis":
            return self._apply_weis(state, action)
        return self._apply_play(state, CARD_ID[action.cards[0]], action.kind == "stoeck")

    def _apply_contract(
        self, state: SchieberState, action: Action
    ) -> tuple[SchieberState, tuple[Event, ...]]:
        seat = state.chooser
        if action.kind == "push":
            partner = (seat + 2) % 4
            pushed = evolve(state, chooser=partner, turn=partner, pushes=state.pushes + 1)
            return pushed, (Passed(seat, partner),)
        mode = MODE_BY_TEXT[action.arg]
        holder = -1
        if mode < OBENABE:
            pair = _STOECK_PAIR[mode]
            for seat_holding, dealt in enumerate(state.dealt):
                if dealt & pair == pair:
                    holder = seat_holding
                    break
        played = evolve(
            state,
            phase=PLAY,
            mode=mode,
            turn=state.forehand,
            leader=state.forehand,
            stoeck_seat=holder,
        )
        events: list[Event] = [TrumpChosen(seat, MODE_TEXT[mode])]
        return self._checkpoint(played, 0, events)

    def _apply_weis(
        self, state: SchieberState, action: Action
    ) -> tuple[SchieberState, tuple[Event, ...]]:
        seat = state.turn
        best = optimal_weis(state.dealt[seat], state.mode, self.options)
        subsets = (c for r in range(len(best) + 1) for c in combinations(best, r))
        chosen = next(s for s in subsets if encode_weis(s) == action.arg)
        weis = replace_at(state.weis, seat, chosen)
        events: tuple[Event, ...] = ()
        if chosen:
            events = (_declared(seat, chosen, state, self),)
        return evolve(state, weis=weis), events

    def _apply_play(
        self, state: SchieberState, card: int, announce: bool
    ) -> tuple[SchieberState, tuple[Event, ...]]:
        seat = state.turn
        values: list[Any] = list(state)
        a, b, c, d = values[HANDS]
        hand = values[HANDS][seat] ^ _BIT[card]  # the card is in the hand: apply checked
        # The hands with the seat's card taken out, spelled out: this runs for every card of
        # every deal (and of every random deal the engine is timed by).
        values[HANDS] = (
            (hand, b, c, d)
            if seat == 0
            else (a, hand, c, d)
            if seat == 1
            else (a, b, hand, d)
            if seat == 2
            else (a, b, c, hand)
        )
        trick = values[TRICK] = (*values[TRICK], card)
        played = _CARD_PLAYED[seat][card]
        # The first card of a seat declares its Weis, and the holder of trump King and Queen
        # may score Stöck: the rare moves take the long way, every other card is one event.
        if state.stoeck_seat == seat or (not state.tricks and state.weis[seat] is None):
            events = self._declarations(state, values, card, announce, played)
        elif len(trick) < SEATS:
            values[TURN] = (seat + 3) % 4  # next_seat, inline
            return state_from(values), _PLAYED_ALONE[seat][card]
        else:
            events = [played]
        if len(trick) < SEATS:
            values[TURN] = (seat + 3) % 4
            return state_from(values), tuple(events)
        return self._finish_trick(values, events)

    def _declarations(
        self, state: SchieberState, values: list[Any], card: int, announce: bool, played: CardPlayed
    ) -> list[Event]:
        """A card with more to it: the seat's first card declares its Weis (automatic
        declaration), the second of trump King and Queen scores Stöck or loses it (manual
        Stöck without the announcement). Updates `values` and returns the events."""
        seat = state.turn
        events: list[Event] = []
        if not state.tricks and state.weis[seat] is None:
            melds = optimal_weis(state.dealt[seat], state.mode, self.options)
            values[WEIS] = replace_at(state.weis, seat, melds)
            if melds:
                events.append(_declared(seat, melds, state, self))
        events.append(played)
        if state.stoeck_seat == seat and state.stoeck_state == 0 and state.mode < OBENABE:
            pair = _STOECK_PAIR[state.mode]
            if pair >> card & 1 and not values[HANDS][seat] & pair:
                if self._manual_stoeck and not announce:
                    values[STOECK_STATE] = 2
                    events.append(StoeckLost(seat))
                else:
                    values[STOECK_STATE] = 1
                    events.append(StoeckScored(seat, STOECK_POINTS * self._mult[state.mode]))
        return events

    def _finish_trick(
        self, values: list[Any], events: list[Event]
    ) -> tuple[SchieberState, tuple[Event, ...]]:
        """Score the full trick in `values` (the fields of the state after its fourth card)
        and hand the lead to its winner."""
        trick, mode, leader = values[TRICK], values[MODE], values[LEADER]
        winner = (leader + 3 * trick_winner(trick, mode)) % 4
        number = len(values[TRICKS]) + 1
        table = self._points[mode]
        c0, c1, c2, c3 = trick
        points = table[c0] + table[c1] + table[c2] + table[c3]
        if number == 9:
            points += LAST_TRICK_BONUS
        cards = (CARDS[c0], CARDS[c1], CARDS[c2], CARDS[c3])
        p0, p1, p2, p3 = _SEAT_CARD_PAIRS[leader]
        plays = (p0[c0], p1[c1], p2[c2], p3[c3])
        tricks = values[TRICKS] = (
            *values[TRICKS],
            record_from(leader, trick, plays, winner, points),
        )
        events.append(_trick_taken(winner, cards, points, number))
        values[TRICK], values[LEADER], values[TURN] = (), winner, winner
        won = values[TRICK_POINTS]
        values[TRICK_POINTS] = (
            (won[0] + points, won[1]) if winner % 2 == 0 else (won[0], won[1] + points)
        )
        if number == 1:
            self._resolve_weis(values, events)
        elif number == 9:
            team = winner % 2
            if all(t.winner % 2 == team for t in tricks):
                values[MATCH_TEAM] = team
                events.append(MatchBonus(team))
        return self._checkpoint(state_from(values), number, events)

    def _resolve_weis(self, values: list[Any], events: list[Event]) -> None:
        """Score the Weis after trick 1 (rules 7.5) into `values`, the state's fields."""
        weis = values[WEIS]
        if not any(weis):
            values[WEIS_TEAM] = -1  # nobody declared: nothing to compare
            return
        # Every seat has played a card, so each has declared (if only an empty set).
        declared = weis if None not in weis else tuple(w or () for w in weis)
        mode = values[MODE]
        team = values[WEIS_TEAM] = weis_winner(declared, values[FOREHAND], mode, self.options)
        total = 0
        shown: tuple[tuple[int, tuple[Card, ...], int], ...] = ()
        if team >= 0:
            seats = (team, team + 2)
            total = weis_total(declared[team]) + weis_total(declared[team + 2])
            values[WEIS_POINTS] = (total, 0) if team == 0 else (0, total)
            shown = tuple([(s, w.cards, w.points) for s in seats for w in declared[s]])
        events.append(WeisScored(team, total * self._mult[mode], shown))

    # ----------------------------------------------------------------- scoring
    def _items(self, state: SchieberState) -> dict[str, tuple[int, int]]:
        """Stöck, Weis and trick points per team at a checkpoint, multiplied (10.2)."""
        m = self._mult[state.mode]
        stoeck = [0, 0]
        if state.stoeck_seat >= 0:
            held = state.stoeck_state == 0 and self.options.stoeck_claim_any_time
            if state.stoeck_state == 1 or held:
                stoeck[state.stoeck_seat % 2] = STOECK_POINTS * m
        tricks = list(state.trick_points)
        if state.match_team >= 0:
            tricks[state.match_team] += MATCH_BONUS
        return {
            "S": (stoeck[0], stoeck[1]),
            "W": (state.weis_points[0] * m, state.weis_points[1] * m),
            "T": (tricks[0] * m, tricks[1] * m),
        }

    def _checkpoint(
        self, state: SchieberState, number: int, events: list[Event]
    ) -> tuple[SchieberState, tuple[Event, ...]]:
        """Check for a winner after the contract (C0) or a trick (C1-C9), then move on."""
        if number < 9:
            if state.winner >= 0 or state.crossed >= 0:
                return state, tuple(events)
            # A cheap bound first: can either team have reached the target with everything
            # it holds so far (both teams' Weis and trick points, Stöck and the Match bonus)?
            weis, tricks, totals = state.weis_points, state.trick_points, state.totals_before
            bound = (
                weis[0] + weis[1] + tricks[0] + tricks[1] + STOECK_POINTS + MATCH_BONUS
            ) * self._mult[state.mode]
            if max(totals[0], totals[1]) + bound < self._target:
                return state, tuple(events)
        items = self._items(state)
        gained = (
            items["S"][0] + items["W"][0] + items["T"][0],
            items["S"][1] + items["W"][1] + items["T"][1],
        )
        partial = list(state.totals_before)
        # Every item is worth 0 or more, so a team that has not reached the target with all
        # of them cannot have reached it after any one stage: no need to go stage by stage.
        reachable = any(partial[t] + gained[t] >= self.options.target for t in (0, 1))
        if reachable and state.winner < 0 and state.crossed < 0:
            for stage in self.options.ausmach_order:
                partial = [partial[t] + items[stage][t] for t in (0, 1)]
                over = [t for t in (0, 1) if partial[t] >= self.options.target]
                if len(over) == 1:
                    label = f"C{number}:{stage}"
                    events.append(TargetReached(over[0], label, (partial[0], partial[1])))
                    if self._immediate:
                        gained = (
                            partial[0] - state.totals_before[0],
                            partial[1] - state.totals_before[1],
                        )
                        return self._end(
                            evolve(state, winner=over[0], winner_stage=label), gained, events
                        )
                    state = evolve(state, crossed=over[0], winner_stage=label)
                    break
        if number == 9:
            return self._end(state, gained, events)
        return state, tuple(events)

    def _end(
        self, state: SchieberState, gained: tuple[int, int], events: list[Event]
    ) -> tuple[SchieberState, tuple[Event, ...]]:
        winner = state.winner
        if winner < 0 and state.crossed >= 0:
            totals = [state.totals_before[t] + gained[t] for t in (0, 1)]
            if totals[0] != totals[1]:
                winner = 0 if totals[0] > totals[1] else 1
            else:
                winner = state.crossed
        done = evolve(state, phase=DONE, turn=-1, final_points=gained, winner=winner)
        events.append(DealEnded((gained[0], gained[1], gained[0], gained[1])))
        return done, tuple(events)

    def deal_result(self, state: SchieberState) -> DealResult[SchieberDetails]:
        """Scores of a finished deal: team points per seat, card points per team."""
        if state.final_points is None:
            raise ValueError("the deal is not over yet")
        a, b = state.final_points
        stoeck = [0, 0]
        team = self._stoeck_counted(state)
        if team >= 0:
            stoeck[team] = STOECK_POINTS
        details = SchieberDetails(
            # A deal ends only at a checkpoint, and the first one follows the contract.
            contract=MODE_TEXT[state.mode],
            multiplier=self.multiplier(state),
            chooser=state.chooser,
            pushed=state.pushes > 0,
            card_points=state.trick_points,
            weis=state.weis_points,
            stoeck=(stoeck[0], stoeck[1]),
            match_team=state.match_team,
            winner=state.winner,
            winner_stage=state.winner_stage,
        )
        return DealResult(
            points=(a, b, a, b),
            card_points=state.trick_points,
            teams=((0, 2), (1, 3)),
            complete=len(state.tricks) == 9,
            details=details,
        )

    # ----------------------------------------------------------------- match
    def first_dealer(self, seats: int, rng: random.Random) -> int:
        """The first dealer is chosen at random."""
        return rng.randrange(seats)

    def next_dealer(self, final_state: SchieberState) -> int:
        """Deal 2 is dealt by the first forehand (7 of clubs rule); then it passes right."""
        if self.options.first_forehand == "seven_of_clubs" and final_state.deal_index == 0:
            return final_state.forehand
        return next_seat(final_state.dealer)

    def carry_over(self, final_state: SchieberState) -> None:
        """Schieber deals carry nothing over but the totals."""
        return None

    def match_outcome(
        self, final_state: SchieberState, totals: tuple[int, ...], deals_played: int
    ) -> MatchOutcome | None:
        """The team that reached the target wins; double when the losers have < half."""
        team = final_state.winner
        if team < 0:
            return None
        loser_total = totals[1 - team]
        double = self.options.schneider_double and 2 * loser_total < self.options.target
        reason = f"team {team} reached {self.options.target} at {final_state.winner_stage}"
        return MatchOutcome(winners=(team, team + 2), double=double, reason=reason)

    # ----------------------------------------------------------------- views
    def view(self, state: SchieberState, seat: int) -> SchieberView:
        """What `seat` may see: own hand, the table, public Weis and scores."""
        own_weis: tuple[tuple[Card, ...], ...] = ()
        if state.mode >= 0:
            own_weis = _weis_cards(state.dealt[seat], state.mode, self.options)
        shown: tuple[tuple[int, tuple[Card, ...], int], ...] = ()
        if state.weis_team >= 0:
            t = state.weis_team
            shown = tuple((s, w.cards, w.points) for s in (t, t + 2) for w in state.weis[s] or ())
        leader = state.leader
        # The play order is four seats long; the running trick holds fewer cards.
        trick = tuple(zip(_PLAY_ORDER[leader], map(CARDS.__getitem__, state.trick), strict=False))
        to_act = self.to_act(state)
        return SchieberView(
            seat=seat,
            dealer=state.dealer,
            forehand=state.forehand,
            phase=state.phase,
            to_act=to_act,
            hand=mask_to_cards(state.hands[seat]),
            hand_sizes=tuple([hand.bit_count() for hand in state.hands]),
            contract=MODE_TEXT[state.mode] if state.mode >= 0 else None,
            multiplier=self._mult[state.mode] if state.mode >= 0 else None,
            chooser=state.chooser,
            pushed=state.pushes > 0,
            trick=trick,
            leader=leader,
            tricks=state.tricks,
            trick_points=state.trick_points,
            own_weis=own_weis,
            weis_announced=tuple([None if w is None else weis_total(w) for w in state.weis]),
            weis_shown=shown,
            weis_team=state.weis_team,
            weis_points=state.weis_points,
            stoeck_team=self._stoeck_counted(state),
            totals_before=state.totals_before,
            target=self.options.target,
            winner=state.winner,
            winner_stage=state.winner_stage,
            legal=self.legal_actions(state) if to_act == seat else (),
            options=self.options,
        )

    def _stoeck_counted(self, state: SchieberState) -> int:
        """The team whose Stöck counts (public), or -1: announced, or, when the game ended
        at a checkpoint with `stoeck_claim_any_time`, still held and claimed at that moment
        (10.2 counts it; the deal's result makes it public)."""
        if state.stoeck_seat < 0:
            return -1
        if state.stoeck_state == 1:
            return state.stoeck_seat % 2
        claimed = state.stoeck_state == 0 and self.options.stoeck_claim_any_time
        return state.stoeck_seat % 2 if claimed and state.phase == DONE else -1

    def hidden_cards(self, state: SchieberState, seat: int) -> frozenset[Card]:
        """Cards in the other hands, except Weis cards shown after trick 1."""
        hidden = 0
        for other in range(SEATS):
            if other != seat:
                hidden |= state.hands[other]
        if state.weis_team >= 0:
            for s in (state.weis_team, state.weis_team + 2):
                for w in state.weis[s] or ():
                    for card in w.ids:
                        hidden &= ~(1 << card)
        return frozenset(mask_to_cards(hidden))

    # ----------------------------------------------------------------- text form
    def encode(self, action: Action) -> str:
        """`play:TH`, `stoeck:QH`, `trump:obenabe`, `push`, `weis:QH.KH.AH` or `weis:none`."""
        return encode_action(action)

    def decode(self, text: str) -> Action:
        """Read an action's text form; raises IllegalAction on anything else."""
        action = decode_action(text, _ARG_KINDS)
        if action.kind not in ("play", "stoeck", "trump", "push", "weis"):
            raise IllegalAction(f"'{text}' is not a Schieber action.")
        if action.kind == "weis":
            return Action("weis", action.cards, canonical_weis_text(action.arg))
        return action

    # ----------------------------------------------------------------- invariants
    def check_invariants(self, state: SchieberState) -> None:
        """Cards are conserved, turns and scores add up."""
        played = 0
        for record in state.tricks:
            for card in record.cards:
                played |= 1 << card
        for card in state.trick:
            played |= 1 << card
        in_hands = union_of(state.hands)
        assert in_hands & played == 0, "a card is both in a hand and played"
        assert in_hands | played == ALL_CARDS_MASK, "a card went missing"
        counts = [bin(h).count("1") for h in state.hands]
        assert sum(counts) + 4 * len(state.tricks) + len(state.trick) == 36
        assert sum(r.points for r in state.tricks) == sum(state.trick_points)
        if state.phase == PLAY:
            assert counts[state.turn] == 9 - len(state.tricks)
        if len(state.tricks) == 9:
            assert sum(state.trick_points) == 157, "a complete deal holds 157 card points"
            assert state.phase == DONE


@lru_cache(maxsize=4096)
def _weis_cards(hand: int, mode: int, options: SchieberOptions) -> tuple[tuple[Card, ...], ...]:
    """The cards of each meld of a hand's optimal Weis (every view of the deal asks)."""
    return tuple(w.cards for w in optimal_weis(hand, mode, options))


def _require_four(seats: int) -> None:
    if seats != SEATS:
        raise ValueError(f"Schieber is played by 4 players, not {seats}")


def _declared(
    seat: int, melds: tuple[Weis, ...], state: SchieberState, rules: SchieberRules
) -> WeisDeclared:
    """The public announcement of a Weis: its total and the kind of each meld."""
    key = (seat, state.mode, rules.options.weis_key, melds)
    event = _ANNOUNCED.get(key)
    if event is None:
        if len(_ANNOUNCED) >= 8192:
            _ANNOUNCED.clear()
        event = _ANNOUNCED[key] = WeisDeclared(
            seat, *_announcement(melds, state.mode, rules.options)
        )
    return event


# Declarations made, by seat, contract, Weis order option and melds (events are immutable
# values): random hands repeat the same few melds, mostly one run of three, deal after deal
# (about 2,600 keys in 20,000 deals). Cleared when full, so it stays a few megabytes.
_ANNOUNCED: dict[tuple[int, int, str, tuple[Weis, ...]], WeisDeclared] = {}


def _announcement(
    melds: tuple[Weis, ...], mode: int, options: SchieberOptions
) -> tuple[int, tuple[MeldKind, ...]]:
    """WeisDeclared's fields after the seat: the total and every meld's kind, best first
    (no card and no rank: the event is public while the Weis is still hidden)."""
    ranked: tuple[Weis, ...]
    if len(melds) == 1:
        ranked = melds  # most declarations are one meld: nothing to rank
    else:
        ranked = tuple(sorted(melds, key=lambda w: weis_key(w, mode, options), reverse=True))
    kinds = tuple(MeldKind(len(w.ids), w.quad, w.points) for w in ranked)
    return (weis_total(melds), kinds)


# Checked by mypy: the rules answer the shared protocol with Schieber's own state, view and
# deal details.
_PROTOCOL: type[Rules[SchieberState, SchieberView, SchieberDetails]] = SchieberRules
