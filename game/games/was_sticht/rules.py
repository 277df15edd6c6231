"""Was Sticht rules engine (../shared/rules/was_sticht.md): pure, immutable states.

One deal of the match is one round. Deal 0 starts with the game's chip draft (spec 4.2);
the chips travel from round to round as `ChipHoldings` through `carry_over`. Seats turn
clockwise: the seat after X is `(X + 1) % seats`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

from game.core.cards import WAS_STICHT36, Card
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
from game.core.tricks import replace_at
from game.games.was_sticht.chips import (
    CHIPS_PER_PLAYER,
    DESCRIPTIONS,
    FULL_POOL,
    KINDS,
    parse_kind,
)
from game.games.was_sticht.events import (
    CardTaken,
    ChipCompleted,
    ChipTaken,
    ColumnHint,
    DealerEarned,
    GridLaid,
    TaskChosen,
    TaskFailed,
    TasksRevealed,
    TrumpsRevealed,
)
from game.games.was_sticht.options import WasStichtOptions
from game.games.was_sticht.scoring import game_end, places, round_results
from game.games.was_sticht.state import (
    CHIPS,
    DEALER_CHIP,
    DONE,
    DRAFT,
    DUMMY,
    PLAY,
    TASK,
    ChipHoldings,
    TrickRecord,
    WasStichtDetails,
    WasStichtState,
    WasStichtView,
    evolve,
)
from game.games.was_sticht.tables import (
    ALL_CARDS_MASK,
    CARD_ID,
    CARD_NAMES,
    CARDS,
    NO_COLOUR,
    NO_NUMBER,
    cards_of,
    combo,
    follow_sentence,
    ids_of,
    legal_mask,
    parse_tc,
    parse_tn,
    tc_text,
    tn_text,
    trick_winner,
)

SEAT_COUNTS = (3, 4)
ROWS, COLUMNS = 4, 9
TRICKS = 9
TAKE_ACTIONS = tuple(Action("take", (card,)) for card in CARDS)
PLAY_ACTIONS = tuple(Action("play", (card,)) for card in CARDS)
CHIP_ACTIONS = tuple(Action("chip", (), name) for name in KINDS)
TASK_ACTIONS = tuple(Action("task", (), name) for name in KINDS)
TURN_ACTIONS = tuple(Action("turn", (), name) for name in KINDS)
_KIND_ACTIONS = {"chip": CHIP_ACTIONS, "task": TASK_ACTIONS, "turn": TURN_ACTIONS}
_ARG_KINDS = frozenset(_KIND_ACTIONS)
_CARD_KINDS = ("take", "play")
_ALL_KINDS = (*_ARG_KINDS, *_CARD_KINDS)
# What the seat to act is asked for in each phase, for refusals of the wrong action kind.
_PHASE_KIND = {CHIPS: "chip", DRAFT: "take", TASK: "task", PLAY: "play", DEALER_CHIP: "turn"}
_PHASE_ASK = {
    CHIPS: Refusal("The task chips are being drafted: take a chip (chip:KIND).", "ask_chip"),
    DRAFT: Refusal(
        "The cards are being drafted: take a card from the column (take:CARD).", "ask_take"
    ),
    TASK: Refusal("Choose your task for this round first (task:KIND).", "ask_task"),
    PLAY: Refusal("The tricks are being played: play a card (play:CARD).", "ask_play"),
    DEALER_CHIP: Refusal("The dealer first chooses which chip to turn (turn:KIND).", "ask_turn"),
}


def _remove_one(kinds: tuple[int, ...], kind: int) -> tuple[int, ...]:
    index = kinds.index(kind)
    return kinds[:index] + kinds[index + 1 :]


def _insert_sorted(kinds: tuple[int, ...], kind: int) -> tuple[int, ...]:
    return tuple(sorted((*kinds, kind)))


def _kind_phrase(kind: int) -> str:
    return f"'{DESCRIPTIONS[kind]}' ({KINDS[kind]})"


class WasStichtRules:
    """The rules of one Was Sticht game under fixed options."""

    def __init__(self, options: WasStichtOptions | None = None) -> None:
        self.options = options or WasStichtOptions()
        self._printed = self.options.follow_mode == "printed"
        self._short = self.options.game_length == "short"
        self._values = self.options.chip_values.by_kind()

    # ----------------------------------------------------------------- dealing
    def new_deal(
        self, seats: int, dealer: int, rng: random.Random, context: DealContext | None = None
    ) -> WasStichtState:
        """Draw the secret trumps and lay the shuffled 36 cards out (spec 5.1, 5.2)."""
        _check_seats(seats, dealer)
        tc = rng.randrange(5)  # four colours or "no trump colour", each 1/5
        tn = rng.randrange(10)  # NO_NUMBER (0) or 1-9, each 1/10
        layout = list(range(36))
        rng.shuffle(layout)
        return self._start(seats, dealer, tc, tn, tuple(layout), context)

    def deal_from_layout(
        self,
        seats: int,
        columns: Sequence[Sequence[Card]],
        dealer: int,
        tc: str,
        tn: str,
        context: DealContext | None = None,
    ) -> WasStichtState:
        """Start a round from a given grid (9 columns of 4 cards) and trumps (tests)."""
        _check_seats(seats, dealer)
        if len(columns) != COLUMNS or any(len(col) != ROWS for col in columns):
            raise ValueError("the grid must be 9 columns of 4 cards")
        layout = tuple(_card_id(card) for col in columns for card in col)
        if len(set(layout)) != 36:
            raise ValueError("the grid must hold the 36 cards exactly once")
        return self._start(seats, dealer, parse_tc(tc), parse_tn(tn), layout, context)

    def deal_from_hands(
        self,
        hands: Sequence[Sequence[Card]],
        dealer: int,
        context: DealContext | None = None,
        tc: str = "none",
        tn: str = "none",
    ) -> WasStichtState:
        """Start a round with the draft already done: given hands, trumps shown (tests).

        With 3 hands the dummy holds the 9 remaining cards. No hints exist for such a round.
        """
        seats = len(hands)
        _check_seats(seats, dealer)
        masks = []
        for seat, hand in enumerate(hands):
            if len(hand) != TRICKS:
                raise ValueError(f"seat {seat} must hold 9 cards, not {len(hand)}")
            masks.append(_mask_of_cards(hand))
        union = 0
        for mask in masks:
            union |= mask
        if sum(bin(m).count("1") for m in masks) != 9 * seats:
            raise ValueError("a card is in two hands")
        dummy = ALL_CARDS_MASK & ~union
        layout = tuple(card for mask in (*masks, dummy) for card in ids_of(mask))
        state = self._start(seats, dealer, parse_tc(tc), parse_tn(tn), layout, context)
        state = evolve(
            state,
            hands=tuple(masks),
            dummy=dummy,
            column=COLUMNS,
            gone=ALL_CARDS_MASK,
            grid=tuple((None,) * ROWS for _ in range(COLUMNS)),
            revealed=True,
        )
        if state.phase == DRAFT:  # chips carried: straight to the task choice
            state, _ = self._next_task(evolve(state, phase=TASK), dealer, [])
        return state

    def _start(
        self,
        seats: int,
        dealer: int,
        tc: int,
        tn: int,
        layout: tuple[int, ...],
        context: DealContext | None,
    ) -> WasStichtState:
        ctx = context or DealContext()
        column_masks = tuple(
            _mask_of_ids(layout[ROWS * k : ROWS * k + ROWS]) for k in range(COLUMNS)
        )
        grid = tuple(
            tuple(CARDS[c] for c in layout[ROWS * k : ROWS * k + ROWS]) for k in range(COLUMNS)
        )
        chips = ctx.carry if isinstance(ctx.carry, ChipHoldings) else None
        if chips is not None and len(chips.face_up) != seats:
            raise ValueError("the carried chips belong to a different number of players")
        pool: tuple[int, ...] = ()
        phase, turn = DRAFT, (dealer + 1) % seats
        if chips is None:  # no chips yet: this deal opens the game with the chip draft
            chips = ChipHoldings.empty(seats)
            phase, turn, pool = CHIPS, dealer, FULL_POOL
        return WasStichtState(
            seats=seats,
            dealer=dealer,
            round_index=ctx.deal_index,
            phase=phase,
            turn=turn,
            chips=chips,
            pool=pool,
            tc=tc,
            tn=tn,
            trumps=combo(tc, tn),
            revealed=False,
            column_masks=column_masks,
            grid=grid,
            column=0,
            gone=0,
            draft_log=(),
            hints=(),
            hands=(0,) * seats,
            dummy=0,
            tasks=(-1,) * seats,
            trick=(),
            leader=(dealer + 1) % seats,
            tricks=(),
            counts=(0,) * seats,
            taken=(0,) * seats,
            completed_now=(-1,) * seats,
            dealer_source=-1,
            game_over="",
            laid=grid,
        )

    # ----------------------------------------------------------------- queries
    def to_act(self, state: WasStichtState) -> int | None:
        """The seat to act, or None when the round is over."""
        return None if state.phase == DONE else state.turn

    def legal_actions(self, state: WasStichtState) -> tuple[Action, ...]:
        """Every legal action of the seat to act, sorted and unique."""
        phase = state.phase
        if phase == PLAY:
            led = state.trick[0] if state.trick else -1
            mask = legal_mask(state.hands[state.turn], led, state.trumps, self._printed)
            return _card_actions("play", mask)
        if phase == DRAFT:
            return _card_actions("take", self._column_left(state))
        if phase == CHIPS:
            kinds = self._draftable_chips(state)
            return tuple(sorted(CHIP_ACTIONS[kind] for kind in kinds))
        if phase == TASK:
            kinds = set(state.chips.face_up[state.turn])
            return tuple(sorted(TASK_ACTIONS[kind] for kind in kinds))
        if phase == DEALER_CHIP:
            kinds = set(state.chips.face_up[state.dealer])
            return tuple(sorted(TURN_ACTIONS[kind] for kind in kinds))
        return ()

    def candidate_actions(self, state: WasStichtState) -> tuple[Action, ...]:
        """Every action of the game's vocabulary (a superset of the legal ones)."""
        return (*CHIP_ACTIONS, *TAKE_ACTIONS, *TASK_ACTIONS, *PLAY_ACTIONS, *TURN_ACTIONS)

    def _column_left(self, state: WasStichtState) -> int:
        """Mask of the cards still lying in the column being drafted."""
        return state.column_masks[state.column] & ~state.gone

    def _draftable_chips(self, state: WasStichtState) -> set[int]:
        """Chip kinds the seat may take (spec 4.2: no duplicate kinds in the short game)."""
        available = set(state.pool)
        if not self._short:
            return available
        held = set(state.chips.face_up[state.turn])
        fresh = available - held
        return fresh or available  # only duplicates left: any of them (spec 4.2)

    # ----------------------------------------------------------------- refusals
    def why_illegal(self, state: WasStichtState, action: Action) -> str | None:
        """One sentence saying why the action is refused, or None when it is legal."""
        # Repeated or reordered cards are refused the same way in every game (core.rules).
        return why_cards_misnamed(action, lambda canonical: self._why_illegal(state, canonical))

    def _why_illegal(self, state: WasStichtState, action: Action) -> str | None:
        """The game's own refusal of an action whose cards are in canonical order."""
        if state.phase == DONE:
            return Refusal("The round is over.", "round_over")
        if not isinstance(action, Action) or action.kind not in _ALL_KINDS:
            kind = getattr(action, "kind", action)
            return Refusal(f"'{kind}' is not a Was Sticht action.", "not_action", kind=str(kind))
        expected = _PHASE_KIND[state.phase]
        if action.kind != expected:
            return _PHASE_ASK[state.phase]
        if expected in _CARD_KINDS:
            return self._why_card_illegal(state, action)
        return self._why_kind_illegal(state, action)

    def _why_card_illegal(self, state: WasStichtState, action: Action) -> str | None:
        if len(action.cards) != 1 or action.arg:
            if action.kind == "take":
                return Refusal("Take exactly one card.", "take_one")
            return Refusal("Play exactly one card.", "one_card")
        card = CARD_ID.get(action.cards[0], -1)
        if card < 0:
            return Refusal(
                f"{action.cards[0]} is not a Was Sticht card.",
                "not_in_deck",
                code=str(action.cards[0]),
            )
        if state.phase == DRAFT:
            if self._column_left(state) >> card & 1:
                return None
            if state.gone >> card & 1:
                return Refusal(
                    f"The {CARD_NAMES[card]} has already been taken.", "taken", card=CARDS[card]
                )
            return Refusal(
                f"The {CARD_NAMES[card]} is not in column {state.column + 1}.",
                "not_in_column",
                card=CARDS[card],
                column=state.column + 1,
            )
        if not state.hands[state.turn] >> card & 1:
            return Refusal(f"You do not hold the {CARD_NAMES[card]}.", "not_held", card=CARDS[card])
        led = state.trick[0] if state.trick else -1
        if legal_mask(state.hands[state.turn], led, state.trumps, self._printed) >> card & 1:
            return None
        return follow_sentence(led, card, state.trumps)

    def _why_kind_illegal(self, state: WasStichtState, action: Action) -> str | None:
        if action.cards:
            return Refusal("Name a chip kind, not a card.", "chip_not_card")
        kind = parse_kind(action.arg)
        if kind < 0 or action.arg != KINDS[kind]:
            return Refusal(f"'{action.arg}' is not a task chip.", "not_chip", arg=action.arg)
        if state.phase == CHIPS:
            if kind not in state.pool:
                return Refusal(
                    f"No {_kind_phrase(kind)} chip is left.", "chip_gone", chip=KINDS[kind]
                )
            if kind in self._draftable_chips(state):
                return None
            return Refusal(
                f"You already hold a {_kind_phrase(kind)} chip; in the short game "
                "take a kind you do not hold while there is one.",
                "chip_short_game",
                chip=KINDS[kind],
            )
        seat = state.dealer if state.phase == DEALER_CHIP else state.turn
        if kind in state.chips.face_up[seat]:
            return None
        if kind in state.chips.completed[seat]:
            return Refusal(
                f"Your {_kind_phrase(kind)} chip is already completed.",
                "chip_completed",
                chip=KINDS[kind],
            )
        return Refusal(f"You hold no {_kind_phrase(kind)} chip.", "chip_not_held", chip=KINDS[kind])

    # ----------------------------------------------------------------- applying
    def apply(
        self, state: WasStichtState, action: Action
    ) -> tuple[WasStichtState, tuple[Event, ...]]:
        """Validate and apply one action; raises IllegalAction with the reason."""
        reason = self.why_illegal(state, action)
        if reason is not None:
            raise IllegalAction(reason)
        phase = state.phase
        if phase == PLAY:
            return self._apply_play(state, CARD_ID[action.cards[0]])
        if phase == DRAFT:
            return self._apply_take(state, CARD_ID[action.cards[0]])
        kind = parse_kind(action.arg)
        if phase == CHIPS:
            return self._apply_chip(state, kind)
        if phase == TASK:
            return self._apply_task(state, kind)
        return self._apply_dealer_chip(state, kind)

    def _apply_chip(
        self, state: WasStichtState, kind: int
    ) -> tuple[WasStichtState, tuple[Event, ...]]:
        """Chip draft (spec 4.2): clockwise from the first dealer until all hold five."""
        seat = state.turn
        face_up = replace_at(
            state.chips.face_up, seat, _insert_sorted(state.chips.face_up[seat], kind)
        )
        chips = ChipHoldings(face_up, state.chips.completed)
        pool = _remove_one(state.pool, kind)
        events: list[Event] = [ChipTaken(seat, KINDS[kind])]
        if chips.held() < CHIPS_PER_PLAYER * state.seats:
            moved = evolve(state, chips=chips, pool=pool, turn=(seat + 1) % state.seats)
            return moved, tuple(events)
        # The remaining chips go back to the box; the first round begins (spec 4.2, 5).
        state = evolve(state, chips=chips, pool=())
        return self._begin_round(state, events)

    def _begin_round(
        self, state: WasStichtState, events: list[Event]
    ) -> tuple[WasStichtState, tuple[Event, ...]]:
        """After the chip draft: lay out the grid, or (given hands) go to the task choice."""
        if state.column < COLUMNS:
            events.append(GridLaid(state.dealer, self._grid(state)))
            return evolve(state, phase=DRAFT, turn=(state.dealer + 1) % state.seats), tuple(events)
        return self._to_task_choice(state, events, reveal=False)

    def _grid(self, state: WasStichtState) -> tuple[tuple[Card, ...], ...]:
        return tuple(tuple(c for c in column if c is not None) for column in state.grid)

    def _apply_take(
        self, state: WasStichtState, card: int
    ) -> tuple[WasStichtState, tuple[Event, ...]]:
        """Column draft (spec 5.3): one card each, clockwise from the column's start player."""
        seat, seats, column = state.turn, state.seats, state.column
        log = (*state.draft_log, (column, seat, CARDS[card]))
        gone = state.gone | 1 << card
        grid = _without(state.grid, column, CARDS[card])
        events: list[Event] = [CardTaken(seat, CARDS[card], column)]
        plays = log[ROWS * column :]
        if len(plays) < seats:
            moved = evolve(state, draft_log=log, gone=gone, grid=grid, turn=(seat + 1) % seats)
            return moved, tuple(events)
        dummy = state.dummy
        if seats == 3:  # spec 5.4: the left-over card goes to the dummy, last in the hint
            rest = state.column_masks[column] & ~gone
            leftover = CARDS[ids_of(rest)[0]]
            log = (*log, (column, DUMMY, leftover))
            gone |= rest
            dummy |= rest
            grid = _without(grid, column, leftover)
            plays = log[ROWS * column :]
            events.append(CardTaken(DUMMY, leftover, column))
        position = trick_winner([CARD_ID[c] for _, _, c in plays], state.trumps)
        winner = plays[position][1]
        events.append(ColumnHint(column, tuple((s, c) for _, s, c in plays), winner))
        hands = list(state.hands)
        for _, who, taken in plays:
            if who != DUMMY:
                hands[who] |= 1 << CARD_ID[taken]
        start = (state.dealer + column + 2) % seats  # the marker moves on clockwise (W6)
        state = evolve(
            state,
            draft_log=log,
            gone=gone,
            grid=grid,
            dummy=dummy,
            hands=tuple(hands),
            hints=(*state.hints, winner),
            column=column + 1,
            turn=start,
        )
        if state.column < COLUMNS:
            return state, tuple(events)
        return self._to_task_choice(state, events, reveal=True)

    def _to_task_choice(
        self, state: WasStichtState, events: list[Event], reveal: bool
    ) -> tuple[WasStichtState, tuple[Event, ...]]:
        """Spec 5.5 then 6: the trumps are turned up, the non-dealers choose tasks."""
        if reveal:
            events.append(TrumpsRevealed(tc_text(state.tc), tn_text(state.tn)))
        state = evolve(state, phase=TASK, revealed=True)
        return self._next_task(state, state.dealer, events)

    def _next_task(
        self, state: WasStichtState, after: int, events: list[Event]
    ) -> tuple[WasStichtState, tuple[Event, ...]]:
        """Ask the next non-dealer after `after`; once all chose, reveal and start play.

        A seat without a face-up chip has nothing to choose and is passed over (the game
        ends before that can happen, but a carried chip table might say otherwise).
        """
        seats = state.seats
        for step in range(1, seats):
            seat = (after + step) % seats
            if seat == state.dealer:
                break
            if state.chips.face_up[seat]:
                return evolve(state, turn=seat), tuple(events)
        shown = tuple(
            (s, KINDS[state.tasks[s]]) for s in _non_dealers(state) if state.tasks[s] >= 0
        )
        events.append(TasksRevealed(shown))
        leader = (state.dealer + 1) % seats  # spec 8.1 / W11: left of the dealer leads
        return evolve(state, phase=PLAY, turn=leader, leader=leader), tuple(events)

    def _apply_task(
        self, state: WasStichtState, kind: int
    ) -> tuple[WasStichtState, tuple[Event, ...]]:
        """Secret task choice (spec 6): taken in turn, revealed once every non-dealer chose."""
        seat = state.turn
        state = evolve(state, tasks=replace_at(state.tasks, seat, kind))
        return self._next_task(state, seat, [TaskChosen(seat)])

    def _apply_play(
        self, state: WasStichtState, card: int
    ) -> tuple[WasStichtState, tuple[Event, ...]]:
        """Trick play (spec 8): follow rules were checked; the trick may now be complete."""
        seat, seats = state.turn, state.seats
        hands = replace_at(state.hands, seat, state.hands[seat] & ~(1 << card))
        trick = (*state.trick, card)
        events: list[Event] = [CardPlayed(seat, CARDS[card])]
        if len(trick) < seats:
            return evolve(state, hands=hands, trick=trick, turn=(seat + 1) % seats), tuple(events)
        winner = (state.leader + trick_winner(trick, state.trumps)) % seats
        number = len(state.tricks) + 1
        events.append(TrickTaken(winner, tuple(CARDS[c] for c in trick), 0, number))
        won = 0
        for played in trick:
            won |= 1 << played
        plays = tuple(((state.leader + i) % seats, CARDS[c]) for i, c in enumerate(trick))
        state = evolve(
            state,
            hands=hands,
            trick=(),
            leader=winner,
            turn=winner,
            tricks=(*state.tricks, TrickRecord(state.leader, plays, winner)),
            counts=replace_at(state.counts, winner, state.counts[winner] + 1),
            taken=replace_at(state.taken, winner, state.taken[winner] | won),
        )
        if number < TRICKS:
            return state, tuple(events)
        return self._score_round(state, events)

    def _score_round(
        self, state: WasStichtState, events: list[Event]
    ) -> tuple[WasStichtState, tuple[Event, ...]]:
        """Spec 9.1: non-dealers turn a fulfilled task; the dealer may earn one chip."""
        needs_trick = self.options.fewest_needs_trick(state.seats)
        completed, source = round_results(
            state.tasks,
            state.dealer,
            state.counts,
            state.taken,
            state.tricks[-1].winner,
            needs_trick,
        )
        chips = state.chips
        for seat in _non_dealers(state):
            kind = state.tasks[seat]
            if kind < 0:
                continue
            if completed[seat] >= 0:
                chips = _complete(chips, seat, kind)
                events.append(ChipCompleted(seat, KINDS[kind]))
            else:
                events.append(TaskFailed(seat, KINDS[kind]))
        state = evolve(state, chips=chips, completed_now=completed, dealer_source=source)
        if source < 0:
            return self._end_round(state, events)
        dealer = state.dealer
        events.append(DealerEarned(dealer, source, KINDS[state.tasks[source]]))
        choices = set(chips.face_up[dealer])
        if len(choices) > 1:  # W4: the dealer picks which chip to turn
            return evolve(state, phase=DEALER_CHIP, turn=dealer), tuple(events)
        if not choices:  # nothing left to turn (cannot happen before the game's end)
            return self._end_round(state, events)
        # Only one kind left face up: nothing to choose, the chip is turned at once.
        return self._turn_dealer_chip(state, choices.pop(), events)

    def _apply_dealer_chip(
        self, state: WasStichtState, kind: int
    ) -> tuple[WasStichtState, tuple[Event, ...]]:
        """The dealer names the face-up chip he turns (spec 9.1, any kind)."""
        return self._turn_dealer_chip(state, kind, [])

    def _turn_dealer_chip(
        self, state: WasStichtState, kind: int, events: list[Event]
    ) -> tuple[WasStichtState, tuple[Event, ...]]:
        dealer = state.dealer
        chips = _complete(state.chips, dealer, kind)
        events.append(ChipCompleted(dealer, KINDS[kind], by_dealer=True))
        completed_now = replace_at(state.completed_now, dealer, kind)
        return self._end_round(evolve(state, chips=chips, completed_now=completed_now), events)

    def _end_round(
        self, state: WasStichtState, events: list[Event]
    ) -> tuple[WasStichtState, tuple[Event, ...]]:
        over = game_end(state.chips.completed, state.round_index + 1, self.options)
        state = evolve(state, phase=DONE, turn=-1, game_over=over)
        events.append(DealEnded(_round_points(state)))
        return state, tuple(events)

    # ----------------------------------------------------------------- results
    def deal_result(self, state: WasStichtState) -> DealResult[WasStichtDetails]:
        """Chips completed this round per seat (the game's score is the chip count)."""
        if state.phase != DONE:
            raise ValueError("the round is not over yet")
        points = _round_points(state)
        details = WasStichtDetails(
            trumps=(tc_text(state.tc), tn_text(state.tn)),
            tasks=tuple(KINDS[k] if k >= 0 else None for k in state.tasks),
            tricks=state.counts,
            hints=state.hints,
            completed=tuple(KINDS[k] if k >= 0 else None for k in state.completed_now),
            chips_completed=points,
            dealer_earned=state.dealer_source >= 0,
            game_over=state.game_over,
        )
        return DealResult(points=points, card_points=None, complete=True, details=details)

    def final_places(self, state: WasStichtState) -> tuple[int, ...]:
        """Place per seat (1 = winner) by the game's ranking, for the chips held now."""
        return places(state.chips.completed, self._values, self.options)

    # ----------------------------------------------------------------- match
    def first_dealer(self, seats: int, rng: random.Random) -> int:
        """The first dealer is chosen at random (spec 4.1); he also drafts the first chip."""
        return rng.randrange(seats)

    def next_dealer(self, final_state: WasStichtState) -> int:
        """The deal passes to the left (spec 9.2)."""
        return (final_state.dealer + 1) % final_state.seats

    def carry_over(self, final_state: WasStichtState) -> ChipHoldings:
        """Every seat's chips, face up and completed, go on to the next round."""
        return final_state.chips

    def match_outcome(
        self, final_state: WasStichtState, totals: tuple[int, ...], deals_played: int
    ) -> MatchOutcome | None:
        """The game ends per spec 9.3 / 9.4; the winners are the seats in first place."""
        completed = final_state.chips.completed
        reason = game_end(completed, deals_played, self.options)
        if not reason:
            return None
        ranking = self.final_places(final_state)
        winners = tuple(s for s in range(final_state.seats) if ranking[s] == 1)
        order = sorted(range(final_state.seats), key=lambda s: (ranking[s], s))
        table = ", ".join(
            f"{ranking[s]}. seat {s} ({len(completed[s])} chips, "
            f"{sum(self._values[k] for k in completed[s])} points)"
            for s in order
        )
        return MatchOutcome(winners=winners, reason=f"{reason}; {table}")

    # ----------------------------------------------------------------- views
    def view(self, state: WasStichtState, seat: int) -> WasStichtView:
        """What `seat` may see: the public table, own hand, own secrets (dealer: trumps)."""
        seats = state.seats
        laid = state.phase != CHIPS  # the grid is laid out after the chip draft
        knows_trumps = laid and (state.revealed or seat == state.dealer)
        all_chosen = state.phase in (PLAY, DEALER_CHIP, DONE)
        tasks = tuple(
            KINDS[k] if k >= 0 and (all_chosen or s == seat) else None
            for s, k in enumerate(state.tasks)
        )
        columns = state.grid if laid else ()
        to_act = self.to_act(state)
        over = state.phase == DONE and bool(state.game_over)
        return WasStichtView(
            seat=seat,
            seats=seats,
            dealer=state.dealer,
            round_index=state.round_index,
            phase=state.phase,
            to_act=to_act,
            chips_face_up=_names(state.chips.face_up),
            chips_completed=_names(state.chips.completed),
            chip_pool=_kind_names(state.pool),
            trump_colour=tc_text(state.tc) if knows_trumps else None,
            trump_number=tn_text(state.tn) if knows_trumps else None,
            revealed=state.revealed,
            columns=columns,
            laid=state.laid if laid else (),
            column=state.column,
            column_start=(
                (state.dealer + 1 + state.column) % seats if state.phase == DRAFT else -1
            ),
            draft_log=self._draft_record(state, seat),
            hints=state.hints,
            hand=cards_of(state.hands[seat]) if laid else (),
            hand_sizes=tuple(h.bit_count() if laid else 0 for h in state.hands),
            dummy_cards=cards_of(state.dummy) if laid else (),
            task_chosen=tuple(k >= 0 for k in state.tasks),
            tasks=tasks,
            trick=tuple(((state.leader + i) % seats, CARDS[c]) for i, c in enumerate(state.trick)),
            leader=state.leader,
            tricks=state.tricks,
            tricks_won=state.counts,
            completed_now=tuple(KINDS[k] if k >= 0 else None for k in state.completed_now),
            dealer_earned=state.dealer_source >= 0,
            game_over=state.game_over,
            places=self.final_places(state) if over else None,
            legal=self.legal_actions(state) if to_act == seat else (),
            options=self.options,
        )

    def _draft_record(self, state: WasStichtState, seat: int) -> tuple[tuple[int, int, Card], ...]:
        """The drafted cards `seat` sees with their takers: all of them with the option
        `drafted_cards = "open"`; else (spec 5.3 step 4) its own, the dummy's (set aside
        face up, 5.4) and those of the column being drafted (face up in front of their
        takers until its hint), the others having gone into concealed hands."""
        if self.options.drafted_cards == "open":
            return state.draft_log
        running = state.column if state.phase == DRAFT else -1
        return tuple(
            entry for entry in state.draft_log if entry[1] in (seat, DUMMY) or entry[0] == running
        )

    def hidden_cards(self, state: WasStichtState, seat: int) -> frozenset[Card]:
        """Cards a seat cannot see: the whole deck before the grid is laid; then, with the
        drafted cards hidden (the default), the other players' hands but the cards of the
        column being drafted (face up in front of their takers until its hint).

        With `drafted_cards = "open"` every card stays on record with its taker (spec 5.3
        drafts them face up in front of everyone), so a perfect memory knows every hand.
        The round's other secrets, the trumps and the pending tasks, are not cards; `view`
        hides them."""
        if state.phase == CHIPS:
            return frozenset(CARDS)
        if self.options.drafted_cards == "open":
            return frozenset()
        shown = {entry[2] for entry in self._draft_record(state, seat)}
        others = 0
        for other, hand in enumerate(state.hands):
            if other != seat:
                others |= hand
        return frozenset(card for card in cards_of(others) if card not in shown)

    # ----------------------------------------------------------------- text form
    def encode(self, action: Action) -> str:
        """`chip:SOLE_MOST`, `take:R5`, `task:EXACTLY_2`, `play:B3`, `turn:NO_RED`."""
        return encode_action(action)

    def decode(self, text: str) -> Action:
        """Read an action's text form; raises IllegalAction on anything else."""
        action = decode_action(str(text), _ARG_KINDS)
        if action.kind not in _ALL_KINDS:
            raise IllegalAction(f"'{text}' is not a Was Sticht action.")
        return action

    # ----------------------------------------------------------------- invariants
    def check_invariants(self, state: WasStichtState) -> None:
        """Cards and chips are conserved; turns, hints and counts add up."""
        seats = state.seats
        assert seats in SEAT_COUNTS and 0 <= state.dealer < seats
        columns = 0
        for mask in state.column_masks:
            assert columns & mask == 0 and bin(mask).count("1") == ROWS
            columns |= mask
        assert columns == ALL_CARDS_MASK, "the grid must hold every card once"
        lying = [CARD_ID[c] for column in state.grid for c in column if c is not None]
        assert _mask_of_ids(lying) == ALL_CARDS_MASK & ~state.gone == columns & ~state.gone
        played = 0
        for record in state.tricks:
            for _, card in record.plays:
                played |= 1 << CARD_ID[card]
        for running in state.trick:
            played |= 1 << running
        grid = ALL_CARDS_MASK & ~state.gone
        in_front = 0  # taken from the running column, not yet in the hands (spec 5.3 step 4)
        for _, _, card in state.draft_log[ROWS * state.column :]:
            in_front |= 1 << CARD_ID[card]
        parts = [*state.hands, state.dummy, played, grid, in_front]
        union = 0
        for part in parts:
            assert union & part == 0, "a card is in two places"
            union |= part
        assert union == ALL_CARDS_MASK, "a card went missing"
        chips = state.chips
        held = chips.held()
        assert held + len(state.pool) == (len(FULL_POOL) if state.phase == CHIPS else held)
        for seat in range(seats):
            assert list(chips.face_up[seat]) == sorted(chips.face_up[seat])
            assert list(chips.completed[seat]) == sorted(chips.completed[seat])
            if state.phase != CHIPS:
                assert len(chips.face_up[seat]) + len(chips.completed[seat]) == CHIPS_PER_PLAYER
        if state.phase == CHIPS:
            assert state.turn == (state.dealer + held) % seats
        if state.phase == DRAFT:
            assert len(state.draft_log) - ROWS * state.column < seats
            start = (state.dealer + 1 + state.column) % seats
            taken = len(state.draft_log) - ROWS * state.column
            assert state.turn == (start + taken) % seats
        if state.draft_log:
            assert len(state.hints) == len(state.draft_log) // ROWS == state.column
        assert state.tasks[state.dealer] == -1, "the dealer chooses no task"
        if state.phase == PLAY:
            for seat in _non_dealers(state):
                assert (state.tasks[seat] >= 0) == bool(state.chips.face_up[seat])
                assert state.tasks[seat] < 0 or state.tasks[seat] in state.chips.face_up[seat]
        if state.phase in (PLAY, DEALER_CHIP, DONE):
            assert sum(state.counts) == len(state.tricks)
        if state.phase == PLAY:
            in_hand = bin(state.hands[state.turn]).count("1")
            assert in_hand == TRICKS - len(state.tricks)
            assert state.turn == (state.leader + len(state.trick)) % seats
        if state.phase == DONE:
            assert len(state.tricks) == TRICKS and not any(state.hands)
            assert state.turn == -1
        assert (state.tc == NO_COLOUR or 0 <= state.tc < 4) and 0 <= state.tn <= 9
        assert state.tn == NO_NUMBER or 1 <= state.tn <= 9


def _non_dealers(state: WasStichtState) -> tuple[int, ...]:
    """The seats that choose tasks, in choosing order: clockwise from the dealer's left."""
    return tuple((state.dealer + i) % state.seats for i in range(1, state.seats))


def _complete(chips: ChipHoldings, seat: int, kind: int) -> ChipHoldings:
    """Turn one face-up chip of `kind` of `seat` face down."""
    return ChipHoldings(
        face_up=replace_at(chips.face_up, seat, _remove_one(chips.face_up[seat], kind)),
        completed=replace_at(chips.completed, seat, _insert_sorted(chips.completed[seat], kind)),
    )


def _round_points(state: WasStichtState) -> tuple[int, ...]:
    return tuple(1 if kind >= 0 else 0 for kind in state.completed_now)


def _check_seats(seats: int, dealer: int) -> None:
    if seats not in SEAT_COUNTS:
        raise ValueError(f"Was Sticht is played by 3 or 4 players, not {seats}")
    if not 0 <= dealer < seats:
        raise ValueError(f"there is no seat {dealer} to deal")


def _card_id(card: Card) -> int:
    if card not in WAS_STICHT36:
        raise ValueError(f"{card} is not a Was Sticht card")
    return CARD_ID[card]


def _mask_of_ids(ids: Sequence[int]) -> int:
    mask = 0
    for card in ids:
        mask |= 1 << card
    return mask


def _without(
    grid: tuple[tuple[Card | None, ...], ...], column: int, card: Card
) -> tuple[tuple[Card | None, ...], ...]:
    """The grid with `card` taken from `column` (its place stays, empty)."""
    emptied = tuple(None if c == card else c for c in grid[column])
    return (*grid[:column], emptied, *grid[column + 1 :])


@lru_cache(maxsize=65536)
def _card_actions(kind: str, mask: int) -> tuple[Action, ...]:
    """`play`/`take` actions of a card mask, sorted (ids follow the card order)."""
    table = PLAY_ACTIONS if kind == "play" else TAKE_ACTIONS
    return tuple(table[card] for card in ids_of(mask))


@lru_cache(maxsize=4096)
def _kind_names(kinds: tuple[int, ...]) -> tuple[str, ...]:
    return tuple(KINDS[k] for k in kinds)


@lru_cache(maxsize=4096)
def _names(per_seat: tuple[tuple[int, ...], ...]) -> tuple[tuple[str, ...], ...]:
    return tuple(_kind_names(kinds) for kinds in per_seat)


def _mask_of_cards(cards: Sequence[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << _card_id(card)
    return mask


if TYPE_CHECKING:  # mypy checks that the class answers the whole rules protocol
    _RULES: Rules[WasStichtState, WasStichtView, WasStichtDetails] = WasStichtRules()
