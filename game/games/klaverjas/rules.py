"""Klaverjas rules engine (../shared/rules/klaverjas.md): pure, immutable states.

Play moves clockwise: the player to X's left is `state.setup.nxt[X]` (normally `(X + 1) % 4`).
Four players form two teams of partners sitting opposite; three players play alone with
a widow (section 11). Phases: bid (trump choice) -> discard (3 players only) -> play ->
claim (manual roem of the last trick only) -> done.

Manual roem (7.3) is claimed by the winning team; of its two members the one asked is
the one who played the card completing the roem (the player whose card brought the
trick's roem to its full value), or the trick winner when an opponent's card completed
it. So a player claims the roem they made and a partner never claims it for them. When
the one asked is the winner, the claim is offered next to the lead (leading forfeits it);
when it is the winner's partner, the partner claims or lets it go, then the winner leads.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import replace
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
from game.games.klaverjas.bidding import (
    PASS,
    TRUMP_ACTIONS,
    apply_bid,
    bid_choices,
    first_round,
    why_bid_illegal,
)
from game.games.klaverjas.dealing import (
    ROTATION_ORDERS,
    THREE_ORDER,
    deal_packets,
    next_of,
    sides_of,
)
from game.games.klaverjas.events import CardsLaidAway, Nat, Pit, RoemLost, RoemScored
from game.games.klaverjas.legal import legal_mask, why_card_illegal
from game.games.klaverjas.options import KlaverjasOptions
from game.games.klaverjas.roem import completing_position, trick_roem
from game.games.klaverjas.scoring import (
    earns_pit,
    game_outcome,
    score_solo_deal,
    score_team_deal,
    solo_nat,
    team_nat,
)
from game.games.klaverjas.state import (
    BID,
    CLAIM,
    DISCARD,
    DONE,
    PLAY,
    DealSetup,
    KlaverjasCarry,
    KlaverjasDetails,
    KlaverjasState,
    KlaverjasView,
    TrickRecord,
    evolve,
)
from game.games.klaverjas.tables import (
    ALL_CARDS_MASK,
    CARD_ID,
    CARDS,
    SUIT_INDEX,
    SUITS,
    mask_to_cards,
    popcount,
    trick_points,
    trick_winner,
)

PLAY_ACTIONS = tuple(Action("play", (card,)) for card in CARDS)
ROEM = Action("roem")
KINDS = frozenset({"trump", "pass", "discard", "play", "roem"})
_ARG_KINDS = frozenset({"trump"})
LAST_TRICK_BONUS = 10  # section 3
HAND_SIZE = {4: 8, 3: 10}  # 4.3, 11.2
# Refusal probes for the contract test: a bad suit, short and foreign discards.
_PROBES = (
    Action("trump", (), "N"),
    Action("discard", (CARDS[0],)),
    Action("discard", (CARDS[0], CARDS[1])),
    Action("discard", (CARDS[30], CARDS[31])),
    Action("discard", (CARDS[5], CARDS[5])),
    Action("play", (CARDS[0], CARDS[1])),
    Action("dance"),
)


class KlaverjasRules:
    """The rules of one Klaverjas game under fixed options."""

    def __init__(self, options: KlaverjasOptions | None = None) -> None:
        self.options = options or KlaverjasOptions()
        self._rotterdam = self.options.play_rules == "rotterdam"
        self._manual_roem = self.options.roem_claim == "manual"
        self._four_low = self.options.four_low_ranks_roem

    # ----------------------------------------------------------------- dealing
    def new_deal(
        self, seats: int, dealer: int, rng: random.Random, context: DealContext | None = None
    ) -> KlaverjasState:
        """Shuffle and deal in packets from first hand (4.3, 11.2); turn up a suit if used."""
        self._check_seats(seats)
        order = self._order(seats, context)
        nxt = next_of(order)
        deck = list(range(32))
        rng.shuffle(deck)
        receivers = self._receivers(dealer, nxt, seats)
        pattern = "3p" if seats == 3 else self.options.deal_pattern
        packets, widow = deal_packets(deck, receivers, pattern)
        hands = [0] * seats
        for seat, cards in zip(receivers, packets, strict=True):
            hands[seat] = _mask(cards)
        proposals = (-1, -1)
        if seats == 4 and self.options.trump_selection == "turn_up":
            # 5.3: each suit with probability 1/4; the second turn-up differs from the first.
            first = rng.randrange(4)
            proposals = (first, rng.choice([s for s in range(4) if s != first]))
        return self._start(seats, dealer, order, tuple(hands), _mask(widow), context, proposals)

    def deal_from_hands(
        self,
        hands: Sequence[Sequence[object]],
        dealer: int,
        context: DealContext | None = None,
        *,
        turned: str | None = None,
        second_turned: str | None = None,
    ) -> KlaverjasState:
        """Start a deal from given hands: four of 8 cards, or three of 10 (widow = the rest).

        With the turn-up trump choice, `turned` (and `second_turned`) name the offered
        suits; when missing they are drawn from an RNG seeded by the hands, so a given set
        of hands always offers the same suits.
        """
        seats = len(hands)
        self._check_seats(seats)
        masks = []
        for seat, hand in enumerate(hands):
            if len(hand) != HAND_SIZE[seats]:
                raise ValueError(f"seat {seat} must hold {HAND_SIZE[seats]} cards")
            ids = []
            for card in hand:
                if card not in CARD_ID:
                    raise ValueError(f"{card} is not a card of the Klaverjas pack")
                ids.append(CARD_ID[card])
            masks.append(_mask(ids))
        union = 0
        for mask in masks:
            union |= mask
        if sum(popcount(m) for m in masks) != popcount(union):
            raise ValueError("a card appears in two hands")
        proposals = (-1, -1)
        if seats == 4 and self.options.trump_selection == "turn_up":
            proposals = _proposals(hands, turned, second_turned)
        order = self._order(seats, context)
        widow = ALL_CARDS_MASK & ~union
        return self._start(seats, dealer, order, tuple(masks), widow, context, proposals)

    def _check_seats(self, seats: int) -> None:
        if seats not in HAND_SIZE:
            raise ValueError(f"Klaverjas is played by 4 players (or 3), not {seats}")
        if self.options.players is not None and self.options.players != seats:
            raise ValueError(f"these options are for {self.options.players} players")

    def _order(self, seats: int, context: DealContext | None) -> tuple[int, ...]:
        """Clockwise seating; partner rotation re-seats the players every game (9)."""
        if seats == 3:
            return THREE_ORDER
        if not self.options.partner_rotation:
            return ROTATION_ORDERS[0]
        per_game = self.options.deals_per_game(4) or 1
        return ROTATION_ORDERS[min(_counted(context) // per_game, 2)]

    @staticmethod
    def _receivers(dealer: int, nxt: tuple[int, ...], seats: int) -> list[int]:
        """Seats in dealing order: first hand (dealer's left) first, the dealer last."""
        receivers = [nxt[dealer]]
        while len(receivers) < seats:
            receivers.append(nxt[receivers[-1]])
        return receivers

    def _start(
        self,
        seats: int,
        dealer: int,
        order: tuple[int, ...],
        hands: tuple[int, ...],
        widow: int,
        context: DealContext | None,
        proposals: tuple[int, int],
    ) -> KlaverjasState:
        ctx = context or DealContext()
        nxt = next_of(order)
        sides = sides_of(order)
        side_of = [0] * seats
        for index, side in enumerate(sides):
            for seat in side:
                side_of[seat] = index
        totals = tuple(ctx.totals) if len(ctx.totals) == seats else (0,) * seats
        zeros = (0,) * len(sides)
        first_hand = nxt[dealer]
        setup = DealSetup(
            seats=seats,
            dealer=dealer,
            first_hand=first_hand,
            order=order,
            nxt=nxt,
            side_of=tuple(side_of),
            sides=sides,
            counted_before=_counted(ctx),
            totals_before=totals,
            dealt=hands,
        )
        return KlaverjasState(
            setup=setup,
            hands=hands,
            widow=widow,
            laid_away=0,
            phase=BID,
            turn=first_hand,
            trump=-1,
            maker=-1,
            proposal=proposals[0],
            second_proposal=proposals[1],
            bid_round=first_round(self.options, seats),
            passed=(),
            trick=(),
            leader=first_hand,
            tricks=(),
            card_points=zeros,
            roem=zeros,
            tricks_won=zeros,
            claim=0,
            thrown_in=False,
            final_points=None,
        )

    # ----------------------------------------------------------------- queries
    def to_act(self, state: KlaverjasState) -> int | None:
        """The seat to act, or None when the deal is over."""
        return None if state.phase == DONE else state.turn

    def legal_actions(self, state: KlaverjasState) -> tuple[Action, ...]:
        """Every legal action of the seat to act, sorted."""
        phase = state.phase
        if phase == PLAY:
            if _partner_claims(state):
                return (PASS, ROEM)
            actions = [PLAY_ACTIONS[card] for card in ids_of(self._legal_mask(state))]
            if state.claim:
                # 7.3 manual: the trick winner, who leads next, completed the roem (or an
                # opponent did): the claim is offered, never prompted; leading without it
                # forfeits the roem.
                actions.append(ROEM)
            return tuple(actions)
        if phase == BID:
            return bid_choices(state, self.options)
        if phase == DISCARD:
            return self._discard_choices(state)
        if phase == CLAIM:
            # After the last trick there is no next lead to close the window: the winner
            # claims or lets the roem go before the deal is scored.
            return (PASS, ROEM)
        return ()

    def candidate_actions(self, state: KlaverjasState) -> tuple[Action, ...]:
        """The game's action vocabulary plus malformed probes (a superset of the legal)."""
        return (*TRUMP_ACTIONS, PASS, ROEM, *PLAY_ACTIONS, *_PROBES)

    def _legal_mask(self, state: KlaverjasState) -> int:
        return legal_mask(
            state.hands[state.turn],
            state.trick,
            state.trump,
            self._rotterdam,
            _partner_winning(state),
        )

    @staticmethod
    def _discard_choices(state: KlaverjasState) -> tuple[Action, ...]:
        ids = ids_of(state.hands[state.turn])
        return tuple(
            Action("discard", (CARDS[a], CARDS[b])) for i, a in enumerate(ids) for b in ids[i + 1 :]
        )

    # ----------------------------------------------------------------- refusals
    def why_illegal(self, state: KlaverjasState, action: Action) -> str | None:
        """One sentence saying why the action is refused, or None when it is legal."""
        # Repeated or reordered cards are refused the same way in every game (core.rules).
        return why_cards_misnamed(action, lambda canonical: self._why_illegal(state, canonical))

    def _why_illegal(self, state: KlaverjasState, action: Action) -> str | None:
        """The game's own refusal of an action whose cards are in canonical order."""
        if action.kind not in KINDS:
            return Refusal(
                f"'{action.kind}' is not a Klaverjas action.", "not_action", kind=action.kind
            )
        phase = state.phase
        if phase == PLAY:
            return self._why_play_illegal(state, action)
        if phase == BID:
            return why_bid_illegal(state, action, self.options)
        if phase == DISCARD:
            return _why_discard_illegal(state, action)
        if phase == CLAIM:
            if action.kind in ("pass", "roem") and not action.cards and not action.arg:
                return None
            return Refusal(
                "Claim the roem of the last trick (roem) or let it go (pass).", "claim_last"
            )
        return Refusal("The deal is over.", "deal_over")

    def _why_play_illegal(self, state: KlaverjasState, action: Action) -> str | None:
        kind = action.kind
        if _partner_claims(state):
            if kind in ("pass", "roem") and not action.cards and not action.arg:
                return None
            return Refusal(
                "Claim the roem of the last trick (roem) or let it go (pass).", "claim_last"
            )
        if kind == "roem":
            if state.claim and not action.cards and not action.arg:
                return None
            return Refusal(
                "There is no roem to claim now: it is claimed before the next lead.", "no_roem"
            )
        if kind != "play":
            if kind in ("trump", "pass"):
                return Refusal("Trumps are already chosen: play a card.", "trump_known")
            return Refusal(
                "Cards are laid away only right after taking the widow.", "lay_away_when"
            )
        if len(action.cards) != 1 or action.arg:
            return Refusal("Play exactly one card.", "one_card")
        card = action.cards[0]
        card_id = CARD_ID.get(card, -1)
        if card_id < 0:
            return Refusal(
                f"{card} is not a card of the Klaverjas pack.", "not_in_deck", code=str(card)
            )
        hand = state.hands[state.turn]
        if not hand >> card_id & 1:
            return Refusal(f"You do not hold the {card_name(card)}.", "not_held", card=card)
        return why_card_illegal(
            hand, state.trick, state.trump, self._rotterdam, _partner_winning(state), card_id
        )

    # ----------------------------------------------------------------- applying
    def apply(
        self, state: KlaverjasState, action: Action
    ) -> tuple[KlaverjasState, tuple[Event, ...]]:
        """Validate and apply one action; raises IllegalAction with the reason."""
        reason = self.why_illegal(state, action)
        if reason is not None:
            raise IllegalAction(reason)
        phase = state.phase
        if phase == PLAY:
            if action.kind == "roem":
                return self._apply_claim(state)
            if action.kind == "pass":
                return self._apply_forgo(state)
            return self._apply_play(state, CARD_ID[action.cards[0]])
        if phase == BID:
            return apply_bid(state, action, self.options)
        if phase == DISCARD:
            return self._apply_discard(state, action)
        if action.kind == "roem":
            return self._apply_claim(state)
        return self._apply_forgo(state)

    def _apply_discard(
        self, state: KlaverjasState, action: Action
    ) -> tuple[KlaverjasState, tuple[Event, ...]]:
        """11.3: two cards face down; they count for the maker when the deal is scored."""
        seat = state.turn
        laid = _mask(CARD_ID[card] for card in action.cards)
        hands = replace_at(state.hands, seat, state.hands[seat] & ~laid)
        first = state.setup.first_hand
        playing = evolve(state, hands=hands, laid_away=laid, phase=PLAY, turn=first, leader=first)
        return playing, (CardsLaidAway(seat),)

    def _apply_play(
        self, state: KlaverjasState, card: int
    ) -> tuple[KlaverjasState, tuple[Event, ...]]:
        seat = state.turn
        events: list[Event] = []
        if state.claim:
            # 7.3 manual: the next lead closes the claim window; the roem is lost for good.
            last = state.tricks[-1]
            events.append(RoemLost(last.winner, state.claim, len(state.tricks), _faces(last)))
        hands = replace_at(state.hands, seat, state.hands[seat] & ~(1 << card))
        trick = (*state.trick, card)
        events.append(CardPlayed(seat, CARDS[card]))
        if len(trick) < state.setup.seats:
            moved = evolve(state, hands=hands, trick=trick, turn=state.setup.nxt[seat], claim=0)
            return moved, tuple(events)
        return self._finish_trick(evolve(state, hands=hands, trick=trick, claim=0), events)

    def _finish_trick(
        self, state: KlaverjasState, events: list[Event]
    ) -> tuple[KlaverjasState, tuple[Event, ...]]:
        trick, trump = state.trick, state.trump
        winner = _seat_at(state, state.leader, trick_winner(trick, trump))
        side = state.setup.side_of[winner]
        number = len(state.tricks) + 1
        last = number == HAND_SIZE[state.setup.seats]
        points = trick_points(trick, trump) + (LAST_TRICK_BONUS if last else 0)
        roem = trick_roem(trick, trump, self._four_low)
        events.append(TrickTaken(winner, tuple(CARDS[c] for c in trick), points, number))
        credited = roem > 0 and not self._manual_roem
        roem_totals = state.roem
        if credited:
            roem_totals = _add(roem_totals, side, roem)
            events.append(RoemScored(winner, roem, number, tuple(CARDS[c] for c in trick)))
        claim = roem if self._manual_roem else 0
        plays = _plays(state, state.leader, trick)
        record = TrickRecord(state.leader, trick, plays, winner, points, roem, credited)
        asked = winner
        if claim:
            maker = _seat_at(state, state.leader, completing_position(trick, trump, self._four_low))
            asked = maker if state.setup.side_of[maker] == side else winner
        state = evolve(
            state,
            trick=(),
            tricks=(*state.tricks, record),
            leader=winner,
            turn=asked,
            card_points=_add(state.card_points, side, points),
            roem=roem_totals,
            tricks_won=_add(state.tricks_won, side, 1),
            claim=claim,
        )
        if not last:
            return state, tuple(events)
        if claim:
            return evolve(state, phase=CLAIM), tuple(events)
        return self._finish_deal(state, events)

    def _apply_claim(self, state: KlaverjasState) -> tuple[KlaverjasState, tuple[Event, ...]]:
        """7.3 manual: the trick winners claim; the full detected roem is credited."""
        record = state.tricks[-1]
        side = state.setup.side_of[record.winner]
        tricks = (*state.tricks[:-1], replace(record, roem_credited=True))
        claimed = evolve(
            state,
            tricks=tricks,
            roem=_add(state.roem, side, state.claim),
            claim=0,
            turn=state.leader,  # a partner's claim done: the winner leads
        )
        events: list[Event] = [RoemScored(record.winner, state.claim, len(tricks), _faces(record))]
        if state.phase == CLAIM:
            return self._finish_deal(claimed, events)
        return claimed, tuple(events)

    def _apply_forgo(self, state: KlaverjasState) -> tuple[KlaverjasState, tuple[Event, ...]]:
        """The winners of the last trick let its roem go (then the winner leads, or the
        deal is scored after the last trick)."""
        record = state.tricks[-1]
        events: list[Event] = [
            RoemLost(record.winner, state.claim, len(state.tricks), _faces(record))
        ]
        forgone = evolve(state, claim=0, turn=state.leader)
        if state.phase == CLAIM:
            return self._finish_deal(forgone, events)
        return forgone, tuple(events)

    def _finish_deal(
        self, state: KlaverjasState, events: list[Event]
    ) -> tuple[KlaverjasState, tuple[Event, ...]]:
        """Score the deal (8.4, 11.5) and close it."""
        card_points = state.card_points
        maker_side = state.setup.side_of[state.maker]
        if state.laid_away:
            laid = trick_points(ids_of(state.laid_away), state.trump)
            card_points = _add(card_points, maker_side, laid)
        state = evolve(state, card_points=card_points)
        nat = self._nat(state)
        side_scores: tuple[int, ...]
        if state.setup.seats == 4:
            side_scores = score_team_deal(
                card_points, state.roem, state.tricks_won, maker_side, self.options
            )
        else:
            totals = tuple(c + r for c, r in zip(card_points, state.roem, strict=True))
            side_scores = score_solo_deal(totals, state.tricks_won, maker_side, self.options)
        if nat:
            events.append(Nat(state.maker))
        for side, won in enumerate(state.tricks_won):
            if won == HAND_SIZE[state.setup.seats]:
                earned = earns_pit(side == maker_side, self.options, state.setup.seats)
                bonus = self.options.pit_bonus if earned else 0
                events.append(Pit(state.setup.sides[side], bonus))
        points = tuple(side_scores[state.setup.side_of[seat]] for seat in range(state.setup.seats))
        events.append(DealEnded(points))
        done = evolve(state, phase=DONE, turn=-1, final_points=points)
        return done, tuple(events)

    @staticmethod
    def _nat(state: KlaverjasState) -> bool:
        """Did the makers fail (8.2, 11.5)? `card_points` must include laid-away cards."""
        maker_side = state.setup.side_of[state.maker]
        if state.setup.seats == 4:
            return team_nat(state.card_points, state.roem, maker_side)
        totals = tuple(c + r for c, r in zip(state.card_points, state.roem, strict=True))
        return solo_nat(totals, maker_side)

    # ----------------------------------------------------------------- results
    def deal_result(self, state: KlaverjasState) -> DealResult[KlaverjasDetails]:
        """Scores of a finished deal: side score per seat, card points per side."""
        if state.final_points is None:
            raise ValueError("the deal is not over yet")
        setup = state.setup
        nat = not state.thrown_in and self._nat(state)
        details = KlaverjasDetails(
            trump=SUITS[state.trump] if state.trump >= 0 else None,
            maker=state.maker,
            nat=nat,
            roem=state.roem,
            tricks_won=state.tricks_won,
            thrown_in=state.thrown_in,
            deals_counted=setup.counted_before + (0 if state.thrown_in else 1),
            per_seat_extra={
                "roem": tuple(state.roem[setup.side_of[s]] for s in range(setup.seats)),
                "maker": tuple(int(s == state.maker) for s in range(setup.seats)),
                "nat": tuple(int(nat and s == state.maker) for s in range(setup.seats)),
            },
        )
        return DealResult(
            points=state.final_points,
            card_points=state.card_points,
            teams=state.setup.sides if state.setup.seats == 4 else None,
            complete=not state.thrown_in,
            details=details,
        )

    def first_dealer(self, seats: int, rng: random.Random) -> int:
        """The first dealer is chosen at random (4.1)."""
        return rng.randrange(seats)

    def next_dealer(self, final_state: KlaverjasState) -> int:
        """The deal passes to the left (4.1); 3 players redeal by the same dealer (11.3)."""
        same = final_state.setup.seats == 3 and self.options.redeal_3p == "same_dealer"
        if final_state.thrown_in and same:
            return final_state.setup.dealer
        return final_state.setup.nxt[final_state.setup.dealer]

    def carry_over(self, final_state: KlaverjasState) -> KlaverjasCarry:
        """The count of deals played, thrown-in deals excluded (5.3, 11.3)."""
        counted = final_state.setup.counted_before
        return KlaverjasCarry(counted + (0 if final_state.thrown_in else 1))

    def match_outcome(
        self, final_state: KlaverjasState, totals: tuple[int, ...], deals_played: int
    ) -> MatchOutcome | None:
        """Decided after the fixed number of counted deals, or at 1500 points (9, 11.6)."""
        counted = self.carry_over(final_state).counted
        return game_outcome(final_state.setup.seats, counted, totals, self.options)

    # ----------------------------------------------------------------- views
    def view(self, state: KlaverjasState, seat: int) -> KlaverjasView:
        """What `seat` may see: own hand, the table, trumps, scores so far."""
        to_act = self.to_act(state)
        trick = _plays(state, state.leader, state.trick)
        tricks = tuple(
            (t.plays, t.winner, t.points, t.roem if t.roem_credited else 0) for t in state.tricks
        )
        setup = state.setup
        return KlaverjasView(
            seat=seat,
            seats=setup.seats,
            dealer=setup.dealer,
            first_hand=setup.first_hand,
            order=setup.order,
            sides=setup.sides,
            phase=state.phase,
            to_act=to_act,
            hand=mask_to_cards(state.hands[seat]),
            hand_sizes=tuple(popcount(h) for h in state.hands),
            widow_size=popcount(state.widow),
            laid_away=mask_to_cards(state.laid_away) if seat == state.maker else (),
            trump=SUITS[state.trump] if state.trump >= 0 else None,
            maker=state.maker if state.maker >= 0 else None,
            proposal=SUITS[state.proposal] if state.proposal >= 0 else None,
            passed=state.passed,
            trick=trick,
            leader=state.leader,
            tricks=tricks,
            card_points=state.card_points,
            roem=state.roem,
            tricks_won=state.tricks_won,
            claimable_roem=state.claim,
            totals_before=state.setup.totals_before,
            counted_before=state.setup.counted_before,
            final_points=state.final_points,
            legal=self.legal_actions(state) if to_act == seat else (),
            options=self.options,
        )

    def hidden_cards(self, state: KlaverjasState, seat: int) -> frozenset[Card]:
        """Other hands, the widow, and the laid-away cards unless `seat` laid them."""
        hidden = state.widow
        for other in range(state.setup.seats):
            if other != seat:
                hidden |= state.hands[other]
        if seat != state.maker:
            hidden |= state.laid_away
        return frozenset(mask_to_cards(hidden))

    # ----------------------------------------------------------------- text form
    def encode(self, action: Action) -> str:
        """`trump:H`, `pass`, `play:TH`, `discard:7C+8D` or `roem`."""
        return encode_action(action)

    def decode(self, text: str) -> Action:
        """Read an action's text form; raises IllegalAction on anything else."""
        action = decode_action(text, _ARG_KINDS)
        if action.kind not in KINDS:
            raise IllegalAction(f"'{text}' is not a Klaverjas action.")
        return action

    # ----------------------------------------------------------------- invariants
    def check_invariants(self, state: KlaverjasState) -> None:
        """Cards are conserved; turns, trick counts and scores add up."""
        seats, size = state.setup.seats, HAND_SIZE[state.setup.seats]
        played = 0
        for record in state.tricks:
            assert len(record.cards) == seats
            played |= _mask(record.cards)
        played |= _mask(state.trick)
        parts = [*state.hands, played, state.widow, state.laid_away]
        assert sum(popcount(p) for p in parts) == 32, "a card is in two places"
        union = 0
        for part in parts:
            union |= part
        assert union == ALL_CARDS_MASK, "a card went missing"
        assert sum(state.tricks_won) == len(state.tricks)
        credited = sum(r.roem for r in state.tricks if r.roem_credited)
        assert credited == sum(state.roem), "roem credited does not add up"
        trick_total = sum(r.points for r in state.tricks)
        if state.phase == PLAY:
            held = size - len(state.tricks)
            assert popcount(state.hands[state.turn]) == held
            assert state.trump >= 0 and state.maker >= 0
            assert state.widow == 0 and popcount(state.laid_away) == (2 if seats == 3 else 0)
        if state.phase == DONE and not state.thrown_in:
            assert len(state.tricks) == size
            assert sum(state.card_points) == 162, "a complete deal holds 162 card points"
            laid = trick_points(ids_of(state.laid_away), state.trump)
            assert trick_total + laid == 162
        elif not state.thrown_in:
            assert trick_total == sum(state.card_points)


def _counted(context: DealContext | None) -> int:
    carry = context.carry if context is not None else None
    return carry.counted if isinstance(carry, KlaverjasCarry) else 0


def _proposals(
    hands: Sequence[Sequence[object]], turned: str | None, second: str | None
) -> tuple[int, int]:
    """Turn-up suits for a deal built from hands; missing ones drawn from the hands."""
    rng = random.Random(" ".join(str(card) for hand in hands for card in hand))
    first = SUIT_INDEX[turned] if turned is not None else rng.randrange(4)
    others = [s for s in range(4) if s != first]
    if second is None:
        return first, rng.choice(others)
    if SUIT_INDEX[second] == first:
        raise ValueError("the second turned-up suit must differ from the first")
    return first, SUIT_INDEX[second]


def _why_discard_illegal(state: KlaverjasState, action: Action) -> str | None:
    """11.3: the maker lays exactly two of their twelve cards away."""
    if action.kind != "discard":
        return Refusal("First lay two cards away face down (you took the widow).", "lay_away_first")
    if len(action.cards) != 2 or action.arg:
        return Refusal("Lay away exactly two cards.", "lay_away_two")
    hand = state.hands[state.turn]
    for card in action.cards:
        card_id = CARD_ID.get(card, -1)
        if card_id < 0:
            return Refusal(
                f"{card} is not a card of the Klaverjas pack.", "not_in_deck", code=str(card)
            )
        if not hand >> card_id & 1:
            return Refusal(f"You do not hold the {card_name(card)}.", "not_held", card=card)
    return None


def _partner_winning(state: KlaverjasState) -> bool:
    """6.3: the partner (two places back, opposite) holds the winning card; never at 3."""
    trick = state.trick
    if state.setup.seats != 4 or len(trick) < 2:
        return False
    return trick_winner(trick, state.trump) == len(trick) - 2


def _partner_claims(state: KlaverjasState) -> bool:
    """7.3 manual, mid-deal: the trick winner's partner completed the roem and is asked to
    claim it (or let it go) before the winner leads."""
    return bool(state.claim) and state.turn != state.leader


def _seat_at(state: KlaverjasState, leader: int, position: int) -> int:
    """The seat that played the card at `position` of a trick led by `leader`."""
    seat = leader
    for _ in range(position):
        seat = state.setup.nxt[seat]
    return seat


def _plays(
    state: KlaverjasState, leader: int, cards: Sequence[int]
) -> tuple[tuple[int, Card], ...]:
    """(seat, card) pairs of a trick led by `leader`, in play order."""
    nxt = state.setup.nxt
    plays = []
    seat = leader
    for card in cards:
        plays.append((seat, CARDS[card]))
        seat = nxt[seat]
    return tuple(plays)


def _faces(record: TrickRecord) -> tuple[Card, ...]:
    """A finished trick's cards in play order, for the roem events."""
    return tuple(CARDS[c] for c in record.cards)


def _mask(ids: Iterable[int]) -> int:
    """A bitmask of card ids."""
    mask = 0
    for card in ids:
        mask |= 1 << card
    return mask


def _add(values: tuple[int, ...], index: int, amount: int) -> tuple[int, ...]:
    return (*values[:index], values[index] + amount, *values[index + 1 :])


if TYPE_CHECKING:  # mypy checks that the class answers the whole rules protocol
    _RULES: Rules[KlaverjasState, KlaverjasView, KlaverjasDetails] = KlaverjasRules()
