"""Choosing trumps (rules 5, 11.3): free choice, Utrecht, turn-up and the 3-player round."""

from __future__ import annotations

from game.core.cards import suit_name
from game.core.events import DealEnded, Event, Passed, TrumpChosen
from game.core.rules import Action, Refusal
from game.games.klaverjas.events import DealThrownIn, SuitTurnedUp, WidowTaken
from game.games.klaverjas.options import KlaverjasOptions
from game.games.klaverjas.state import DISCARD, DONE, PLAY, KlaverjasState, evolve
from game.games.klaverjas.tables import SUIT_INDEX, SUITS

TRUMP_ACTIONS = tuple(Action("trump", (), suit) for suit in SUITS)
PASS = Action("pass")
FIRST_ROUND, FORCED_ROUND, SECOND_TURN_UP = 0, 1, 2


def first_round(options: KlaverjasOptions, seats: int) -> int:
    """The round a deal's trump choice starts in: Utrecht forces first hand at once (5.2).

    Three players always use the one free round of 11.3, which replaces section 5, so
    `trump_selection` only applies at four seats.
    """
    if seats == 4 and options.trump_selection == "forced_first_hand":
        return FORCED_ROUND
    return FIRST_ROUND


def _only_turned(state: KlaverjasState, options: KlaverjasOptions) -> bool:
    """True when the only suit that may be named is the turned-up one."""
    if state.proposal < 0:
        return False
    if state.bid_round != FORCED_ROUND:
        return True  # a turn-up round: accept the offered suit or pass (5.3.2)
    return options.turn_up_all_pass == "first_hand_plays_turned"


def bid_choices(state: KlaverjasState, options: KlaverjasOptions) -> tuple[Action, ...]:
    """The legal trump-choice actions, sorted (`pass` sorts before `trump:*`)."""
    named = (TRUMP_ACTIONS[state.proposal],) if _only_turned(state, options) else TRUMP_ACTIONS
    if state.bid_round == FORCED_ROUND:
        return named
    return (PASS, *named)


def why_bid_illegal(state: KlaverjasState, action: Action, options: KlaverjasOptions) -> str | None:
    """One sentence why a trump-choice action is refused, or None."""
    if action.kind == "pass":
        if action.cards or action.arg:
            return Refusal("Passing takes no cards.", "pass_no_cards")
        if state.bid_round != FORCED_ROUND:
            return None
        if options.trump_selection == "forced_first_hand":
            return Refusal("As first hand you must choose trumps (Utrecht rule).", "utrecht")
        return Refusal(
            "Everybody passed: as first hand you must choose trumps now.", "forced_choice"
        )
    if action.kind != "trump":
        return Refusal("First the trump suit must be chosen (or passed).", "bid_first")
    if action.cards or action.arg not in SUIT_INDEX:
        return Refusal(
            f"'{action.arg}' is not a suit: choose C, D, H or S.", "not_suit", arg=action.arg
        )
    if _only_turned(state, options) and SUIT_INDEX[action.arg] != state.proposal:
        offered = suit_name(SUITS[state.proposal])
        if state.bid_round == FORCED_ROUND:
            return Refusal(
                f"Everybody passed: you must play the turned-up suit, {offered}.",
                "forced_turned",
                suit=SUITS[state.proposal],
            )
        return Refusal(
            f"Only the turned-up suit, {offered}, can be accepted (or pass).",
            "only_turned",
            suit=SUITS[state.proposal],
        )
    return None


def apply_bid(
    state: KlaverjasState, action: Action, options: KlaverjasOptions
) -> tuple[KlaverjasState, tuple[Event, ...]]:
    """Apply a validated pass or trump choice."""
    seat = state.turn
    if action.kind == "trump":
        return _make_trump(state, seat, SUIT_INDEX[action.arg])
    following = state.setup.nxt[seat]
    passed = (*state.passed, seat)
    if following != state.setup.first_hand:
        return evolve(state, turn=following, passed=passed), (Passed(seat, following),)
    return _all_passed(evolve(state, passed=passed), seat, options)


def _all_passed(
    state: KlaverjasState, seat: int, options: KlaverjasOptions
) -> tuple[KlaverjasState, tuple[Event, ...]]:
    """Everybody passed this round: force first hand, turn a second suit, or throw in."""
    first = state.setup.first_hand
    if state.setup.seats == 3:
        return _throw_in(state, seat)  # 11.3: one round only, then a redeal
    if state.proposal >= 0 and options.turn_up_all_pass == "second_turn_then_redeal":
        if state.bid_round == SECOND_TURN_UP:
            return _throw_in(state, seat)
        second = state.second_proposal
        turned = evolve(
            state,
            bid_round=SECOND_TURN_UP,
            proposal=second,
            second_proposal=-1,
            passed=(),
            turn=first,
        )
        return turned, (Passed(seat, first), SuitTurnedUp(SUITS[second], 2))
    # 5.1.3 / 5.3.3: first hand must now become maker.
    forced = evolve(state, bid_round=FORCED_ROUND, turn=first)
    return forced, (Passed(seat, first),)


def _throw_in(state: KlaverjasState, seat: int) -> tuple[KlaverjasState, tuple[Event, ...]]:
    """The cards are thrown in; the deal scores nothing and does not count (5.3, 11.3)."""
    zeros = (0,) * state.setup.seats
    done = evolve(state, phase=DONE, turn=-1, thrown_in=True, final_points=zeros)
    return done, (Passed(seat, -1), DealThrownIn(state.setup.dealer), DealEnded(zeros))


def _make_trump(
    state: KlaverjasState, seat: int, trump: int
) -> tuple[KlaverjasState, tuple[Event, ...]]:
    """Fix trumps and the maker; first hand leads whoever chose (4.4, 5.4)."""
    chosen = TrumpChosen(seat, SUITS[trump])
    if state.setup.seats == 3:
        # 11.3: the maker takes the widow and must lay two cards away before play.
        hands = tuple(h | state.widow if s == seat else h for s, h in enumerate(state.hands))
        taking = evolve(
            state,
            trump=trump,
            maker=seat,
            hands=hands,
            widow=0,
            phase=DISCARD,
            turn=seat,
            proposal=-1,
            second_proposal=-1,
        )
        return taking, (chosen, WidowTaken(seat))
    playing = evolve(
        state,
        trump=trump,
        maker=seat,
        phase=PLAY,
        turn=state.setup.first_hand,
        leader=state.setup.first_hand,
        second_proposal=-1,
    )
    return playing, (chosen,)
