"""A whole 4-player round played by script: hints, tricks and chips checked by hand.

Dealer seat 0, secret trumps green / 2 (supertrump G2; number trumps R2 B2 Y2; colour
trumps G1, G3-G9). Hands after the draft:
seat 0 Y1-Y5 B6-B9, seat 1 B1-B5 R6-R9, seat 2 R1-R5 G6-G9, seat 3 G1-G5 Y6-Y9.
"""

from __future__ import annotations

import pytest

from game.core.cards import parse_card, parse_cards
from game.core.events import CardPlayed, DealEnded, TrickTaken
from game.core.rules import Action, DealContext, IllegalAction
from game.games.was_sticht.chips import KIND_ID
from game.games.was_sticht.events import (
    CardTaken,
    ChipCompleted,
    ColumnHint,
    DealerEarned,
    TaskChosen,
    TaskFailed,
    TasksRevealed,
    TrumpsRevealed,
)
from game.games.was_sticht.options import WasStichtOptions
from game.games.was_sticht.rules import WasStichtRules
from game.games.was_sticht.state import DEALER_CHIP, DONE, PLAY, TASK, ChipHoldings

# Column k: the picks in picking order (start seat (1 + k) % 4), and the hand-checked hint.
COLUMNS = (
    ("B1 R1 Y6 Y1", 1),  # no trump: blue led, B1 the only blue
    ("R3 Y7 B6 R9", 1),  # no trump: red led, R9 highest
    ("G3 Y3 B3 R4", 3),  # G3 the only trump (seat 3 starts)
    ("Y2 B2 G6 Y8", 0),  # Y2 and B2 equal number trumps above G6: Y2 first (seat 0)
    ("B4 R2 G2 Y4", 3),  # G2 supertrump beats the number trump R2
    ("R5 G1 B7 R6", 3),  # G1 the only trump
    ("Y9 Y5 B5 G7", 2),  # G7 the only trump (seat 3 starts, seat 2 last)
    ("B8 R7 G8 G4", 2),  # colour trumps G8 > G4
    ("R8 G9 G5 B9", 2),  # colour trumps G9 > G5
)
# The nine tricks: cards in play order from the leader, the hand-checked winner.
TRICKS = (
    ("R9 R1 Y6 B6", 1, 1),  # (play order, leader, winner) red led, no trump: R9
    ("B1 R3 G1 B7", 1, 3),  # G1 the only trump
    ("G5 Y2 B2 G9", 3, 0),  # trump led; Y2 B2 number trumps above G9, Y2 first
    ("Y1 R6 R2 Y7", 0, 2),  # R2 number trump, the only trump
    ("R4 G2 Y3 R7", 2, 3),  # G2 supertrump
    ("Y8 Y4 B3 G6", 3, 2),  # G6 the only trump
    ("R5 Y9 B8 R8", 2, 1),  # no trump: R8 highest red
    ("B4 G7 G3 B9", 1, 2),  # colour trumps G7 > G3
    ("G8 G4 Y5 B5", 2, 2),  # trump led, G8 > G4
)
CHIPS = ChipHoldings(
    face_up=(
        tuple(
            sorted(
                KIND_ID[k]
                for k in ("NO_TRICKS", "EXACTLY_1", "EXACTLY_4", "LAST_TRICK", "SOLE_MOST")
            )
        ),
        tuple(
            sorted(
                KIND_ID[k]
                for k in ("NO_GREEN", "NO_TRICKS", "EXACTLY_3", "SOLE_FEWEST", "SOLE_MOST")
            )
        ),
        tuple(
            sorted(
                KIND_ID[k]
                for k in ("LAST_TRICK", "EXACTLY_2", "EXACTLY_3", "NO_BLUE", "SOLE_FEWEST")
            )
        ),
        tuple(
            sorted(
                KIND_ID[k] for k in ("NO_RED", "NO_TRICKS", "EXACTLY_1", "LAST_TRICK", "EXACTLY_2")
            )
        ),
    ),
    completed=((), (), (), ()),
)


def _start(rules: WasStichtRules):
    # The grid rows are the sorted column cards: row position has no meaning (spec 5.2).
    columns = [sorted(parse_cards(text)) for text, _ in COLUMNS]
    return rules.deal_from_layout(4, columns, 0, "G", "2", DealContext(3, (0,) * 4, CHIPS))


def _draft(rules: WasStichtRules, state):
    events = []
    for k, (text, _) in enumerate(COLUMNS):
        for i, card in enumerate(parse_cards(text)):
            assert rules.to_act(state) == (1 + k + i) % 4
            state, new = rules.apply(state, Action("take", (card,)))
            events.extend(new)
    return state, events


def test_draft_hints_are_the_hand_checked_ones() -> None:
    """Every column's hint names the hand-checked winner; picks go into the hands."""
    rules = WasStichtRules()
    state, events = _draft(rules, _start(rules))
    hints = [e for e in events if isinstance(e, ColumnHint)]
    assert [h.winner for h in hints] == [winner for _, winner in COLUMNS]
    assert hints[3].plays == tuple(zip((0, 1, 2, 3), parse_cards("Y2 B2 G6 Y8"), strict=True))
    assert state.hints == tuple(winner for _, winner in COLUMNS)
    assert sum(isinstance(e, CardTaken) for e in events) == 36
    assert isinstance(events[-1], TrumpsRevealed)
    assert (events[-1].tc, events[-1].tn) == ("G", "2")
    assert state.phase == TASK and rules.to_act(state) == 1
    hands = {
        0: "Y1 Y2 Y3 Y4 Y5 B6 B7 B8 B9",
        1: "B1 B2 B3 B4 B5 R6 R7 R8 R9",
        2: "R1 R2 R3 R4 R5 G6 G7 G8 G9",
        3: "G1 G2 G3 G4 G5 Y6 Y7 Y8 Y9",
    }
    for seat, text in hands.items():
        assert set(rules.view(state, seat).hand) == set(parse_cards(text))


def test_only_the_dealer_sees_the_trumps_before_the_reveal() -> None:
    """Spec 5.1: the dealer's view shows the secret trumps, the others' do not."""
    rules = WasStichtRules()
    state = _start(rules)
    assert (rules.view(state, 0).trump_colour, rules.view(state, 0).trump_number) == ("G", "2")
    for seat in (1, 2, 3):
        assert rules.view(state, seat).trump_colour is None
        assert rules.view(state, seat).trump_number is None
    state, _ = _draft(rules, state)
    for seat in range(4):
        view = rules.view(state, seat)
        assert (view.trump_colour, view.trump_number) == ("G", "2")


def _play_round(tasks: dict[int, str], dealer_turns: str | None = None):
    rules = WasStichtRules()
    state, _ = _draft(rules, _start(rules))
    events = []
    for seat in (1, 2, 3):
        state, new = rules.apply(state, Action("task", (), tasks[seat]))
        events.extend(new)
    for text, leader, winner in TRICKS:
        assert state.phase == PLAY and state.leader == leader
        for card in parse_cards(text):
            state, new = rules.apply(state, Action("play", (card,)))
            events.extend(new)
        taken = [e for e in new if isinstance(e, TrickTaken)]
        assert len(taken) == 1 and taken[0].winner == winner, text
    if dealer_turns is not None:
        assert state.phase == DEALER_CHIP and rules.to_act(state) == 0
        state, new = rules.apply(state, Action("turn", (), dealer_turns))
        events.extend(new)
    return rules, state, events


def test_tasks_are_secret_until_all_have_chosen() -> None:
    """Spec 6: choices are taken in turn and revealed together; views hide them before."""
    rules = WasStichtRules()
    state, _ = _draft(rules, _start(rules))
    state, events = rules.apply(state, Action("task", (), "NO_GREEN"))
    assert events == (TaskChosen(1),)
    assert rules.view(state, 1).tasks == (None, "NO_GREEN", None, None)
    for seat in (0, 2, 3):
        assert rules.view(state, seat).tasks == (None, None, None, None)
        assert rules.view(state, seat).task_chosen == (False, True, False, False)
    state, _ = rules.apply(state, Action("task", (), "LAST_TRICK"))
    state, events = rules.apply(state, Action("task", (), "NO_RED"))
    assert events[-1] == TasksRevealed(((1, "NO_GREEN"), (2, "LAST_TRICK"), (3, "NO_RED")))
    assert rules.view(state, 0).tasks == (None, "NO_GREEN", "LAST_TRICK", "NO_RED")
    assert state.phase == PLAY and rules.to_act(state) == 1  # left of the dealer leads (W11)


def test_full_round_chip_results_with_the_dealer_choosing() -> None:
    """Tricks 1,2,4,2 and last trick to seat 2; seat 3 fails NO_RED, which the dealer met."""
    rules, state, events = _play_round(
        {1: "NO_GREEN", 2: "LAST_TRICK", 3: "NO_RED"}, dealer_turns="SOLE_MOST"
    )
    assert state.counts == (1, 2, 4, 2)
    assert state.phase == DONE
    assert [e for e in events if isinstance(e, ChipCompleted)] == [
        ChipCompleted(1, "NO_GREEN"),
        ChipCompleted(2, "LAST_TRICK"),
        ChipCompleted(0, "SOLE_MOST", by_dealer=True),
    ]
    assert TaskFailed(3, "NO_RED") in events
    assert DealerEarned(0, 3, "NO_RED") in events
    assert isinstance(events[-1], DealEnded) and events[-1].points == (1, 1, 1, 0)
    result = rules.deal_result(state)
    assert result.points == (1, 1, 1, 0)
    assert result.details.per_seat_extra == {
        "chips_completed": (1, 1, 1, 0),
        "tricks_won": (1, 2, 4, 2),
    }
    assert state.chips.completed == (
        (KIND_ID["SOLE_MOST"],),
        (KIND_ID["NO_GREEN"],),
        (KIND_ID["LAST_TRICK"],),
        (),
    )
    assert len(state.chips.face_up[0]) == 4 and KIND_ID["SOLE_MOST"] not in state.chips.face_up[0]
    assert sum(isinstance(e, CardPlayed) for e in events) == 36


def test_dealer_gets_nothing_without_a_failed_task_he_met() -> None:
    """Seats 1 and 3 meet their tasks; seat 2 fails EXACTLY_2, which the dealer fails too."""
    rules, state, events = _play_round({1: "NO_GREEN", 2: "EXACTLY_2", 3: "EXACTLY_2"})
    # Seat 2 took 4 tricks: EXACTLY_2 fails, and the dealer (1 trick) does not meet it.
    assert state.phase == DONE and state.dealer_source == -1
    assert rules.deal_result(state).points == (0, 1, 0, 1)
    assert not any(isinstance(e, DealerEarned) for e in events)


def test_dealer_meets_a_failed_sole_fewest() -> None:
    """Seat 1 (2 tricks) fails SOLE_FEWEST; the dealer's 1 trick is the sole fewest."""
    rules, state, events = _play_round(
        {1: "SOLE_FEWEST", 2: "NO_BLUE", 3: "NO_TRICKS"}, dealer_turns="NO_TRICKS"
    )
    # Seat 2 fails NO_BLUE and seat 3 NO_TRICKS, which the dealer fails as well.
    assert DealerEarned(0, 1, "SOLE_FEWEST") in events
    assert rules.deal_result(state).points == (1, 0, 0, 0)
    assert state.chips.completed[0] == (KIND_ID["NO_TRICKS"],)


def test_refusals_during_the_scripted_round() -> None:
    """Wrong column, wrong phase, follow rule with a number trump: one sentence each."""
    rules = WasStichtRules()
    state = _start(rules)
    assert rules.why_illegal(state, Action("take", (parse_card("R9"),))) == (
        "The red 9 is not in column 1."
    )
    assert rules.why_illegal(state, Action("play", (parse_card("B1"),))).startswith(
        "The cards are being drafted"
    )
    state, _ = rules.apply(state, Action("take", (parse_card("B1"),)))
    with pytest.raises(IllegalAction, match="already been taken"):
        rules.apply(state, Action("take", (parse_card("B1"),)))
    state, _ = _draft(rules, _start(rules))
    assert rules.why_illegal(state, Action("task", (), "NO_RED")) == (
        "You hold no 'no red cards' (NO_RED) chip."
    )
    for seat, kind in ((1, "NO_GREEN"), (2, "LAST_TRICK"), (3, "NO_RED")):
        assert rules.to_act(state) == seat
        state, _ = rules.apply(state, Action("task", (), kind))
    state, _ = rules.apply(state, Action("play", (parse_card("B1"),)))
    # Seat 2 holds R1-R5 and G6-G9: blue led, no blue, anything goes.
    assert len(rules.legal_actions(state)) == 9
    printed = WasStichtRules(WasStichtOptions(follow_mode="printed"))
    assert printed.why_illegal(state, Action("play", (parse_card("G6"),))) is None


def test_a_number_trump_is_no_card_of_its_colour_when_following() -> None:
    """Skat mode: with R1 and R2 in hand, red led, R2 may not be played (R1 must)."""
    rules = WasStichtRules()
    hands = [
        parse_cards("Y1 Y2 Y3 Y4 Y5 B6 B7 B8 B9"),
        parse_cards("B1 B2 B3 B4 B5 R6 R7 R8 R9"),
        parse_cards("R1 R2 R3 R4 R5 G6 G7 G8 G9"),
        parse_cards("G1 G2 G3 G4 G5 Y6 Y7 Y8 Y9"),
    ]
    state = rules.deal_from_hands(hands, 0, DealContext(1, (0,) * 4, CHIPS), tc="G", tn="2")
    for kind in ("NO_GREEN", "LAST_TRICK", "NO_RED"):
        state, _ = rules.apply(state, Action("task", (), kind))
    state, _ = rules.apply(state, Action("play", (parse_card("R9"),)))
    assert rules.why_illegal(state, Action("play", (parse_card("R2"),))) == (
        "You must follow red: the red 2 is a trump, not a red card."
    )
    assert rules.why_illegal(state, Action("play", (parse_card("G6"),))) == "You must follow red."
    legal = {str(a.cards[0]) for a in rules.legal_actions(state)}
    assert legal == {"R1", "R3", "R4", "R5"}


def _from_hands(chips: ChipHoldings):
    rules = WasStichtRules()
    hands = [
        parse_cards("Y1 Y2 Y3 Y4 Y5 B6 B7 B8 B9"),
        parse_cards("B1 B2 B3 B4 B5 R6 R7 R8 R9"),
        parse_cards("R1 R2 R3 R4 R5 G6 G7 G8 G9"),
        parse_cards("G1 G2 G3 G4 G5 Y6 Y7 Y8 Y9"),
    ]
    return rules, rules.deal_from_hands(hands, 0, DealContext(1, (0,) * 4, chips), "G", "2")


def _play_tricks(rules: WasStichtRules, state):
    events = []
    for text, _, _ in TRICKS:
        for card in parse_cards(text):
            state, new = rules.apply(state, Action("play", (card,)))
            events.extend(new)
    return state, events


def test_dealer_with_one_kind_left_turns_it_without_being_asked() -> None:
    """9.1 / W4: with only SOLE_MOST chips face up there is no choice to make."""
    sole_most = KIND_ID["SOLE_MOST"]
    chips = ChipHoldings(
        face_up=((sole_most, sole_most), *CHIPS.face_up[1:]),
        completed=(
            tuple(sorted(KIND_ID[k] for k in ("NO_RED", "EXACTLY_1", "NO_BLUE"))),
            (),
            (),
            (),
        ),
    )
    rules, state = _from_hands(chips)
    for kind in ("NO_GREEN", "LAST_TRICK", "NO_RED"):
        state, _ = rules.apply(state, Action("task", (), kind))
    state, events = _play_tricks(rules, state)
    assert state.phase == DONE
    assert ChipCompleted(0, "SOLE_MOST", by_dealer=True) in events
    assert state.chips.face_up[0] == (sole_most,)
    assert len(state.chips.completed[0]) == 4


def test_a_seat_without_face_up_chips_is_passed_over() -> None:
    """Defensive: a carried table where seat 2 has nothing left to choose skips seat 2."""
    chips = ChipHoldings(
        face_up=(CHIPS.face_up[0], CHIPS.face_up[1], (), CHIPS.face_up[3]),
        completed=((), (), CHIPS.face_up[2], ()),
    )
    rules, state = _from_hands(chips)
    state, _ = rules.apply(state, Action("task", (), "NO_GREEN"))
    assert rules.to_act(state) == 3
    state, events = rules.apply(state, Action("task", (), "NO_RED"))
    assert events[-1] == TasksRevealed(((1, "NO_GREEN"), (3, "NO_RED")))
    state, _ = _play_tricks(rules, state)
    assert state.phase == DEALER_CHIP  # seat 3 failed NO_RED, which the dealer met
    assert rules.deal_result(rules.apply(state, Action("turn", (), "EXACTLY_4"))[0]).points == (
        1,
        1,
        0,
        0,
    )
