"""The chip draft (spec 4.2, 12.6) and the column draft order and hints (5.3, 12.3)."""

from __future__ import annotations

import random
from dataclasses import replace

from game.core.cards import WAS_STICHT36, parse_card, parse_cards
from game.core.rules import Action, DealContext
from game.games.was_sticht.chips import FULL_POOL, KIND_ID
from game.games.was_sticht.events import ChipTaken, ColumnHint, GridLaid
from game.games.was_sticht.options import WasStichtOptions
from game.games.was_sticht.rules import WasStichtRules
from game.games.was_sticht.state import CHIPS, DRAFT, DUMMY, ChipHoldings


def _chip_state(rules: WasStichtRules, held: str, pool: str):
    state = rules.new_deal(4, 0, random.Random(3), DealContext())
    assert state.phase == CHIPS
    face_up = tuple(sorted(KIND_ID[k] for k in held.split()))
    return replace(
        state,
        chips=replace(state.chips, face_up=((), face_up, (), ())),
        pool=tuple(sorted(KIND_ID[k] for k in pool.split())),
        turn=1,
    )


def _chip_choices(rules: WasStichtRules, state) -> set[str]:
    return {action.arg for action in rules.legal_actions(state)}


def test_c1_short_game_forbids_a_kind_already_held() -> None:
    """C1: holding NO_TRICKS and LAST_TRICK, only EXACTLY_2 may be taken."""
    rules = WasStichtRules()
    state = _chip_state(rules, "NO_TRICKS LAST_TRICK", "NO_TRICKS NO_TRICKS LAST_TRICK EXACTLY_2")
    assert _chip_choices(rules, state) == {"EXACTLY_2"}
    assert rules.why_illegal(state, Action("chip", (), "NO_TRICKS")) == (
        "You already hold a 'no tricks' (NO_TRICKS) chip; in the short game take a kind you "
        "do not hold while there is one."
    )
    assert rules.why_illegal(state, Action("chip", (), "SOLE_MOST")) == (
        "No 'the most tricks alone' (SOLE_MOST) chip is left."
    )


def test_c2_only_duplicates_left_allows_any() -> None:
    """C2: when every chip left is of a held kind, either may be taken."""
    rules = WasStichtRules()
    state = _chip_state(rules, "NO_TRICKS LAST_TRICK", "NO_TRICKS LAST_TRICK")
    assert _chip_choices(rules, state) == {"NO_TRICKS", "LAST_TRICK"}


def test_c3_full_game_allows_duplicates() -> None:
    """C3: the full game has no restriction."""
    rules = WasStichtRules(WasStichtOptions(game_length="full"))
    state = _chip_state(rules, "NO_TRICKS LAST_TRICK", "NO_TRICKS NO_TRICKS LAST_TRICK EXACTLY_2")
    assert _chip_choices(rules, state) == {"NO_TRICKS", "LAST_TRICK", "EXACTLY_2"}


def test_chip_draft_starts_with_the_dealer_and_hands_out_five_each() -> None:
    """4.2: clockwise from the first dealer; 20 of 24 chips (3 players: 15) are taken."""
    for seats, dealer in ((4, 2), (3, 1)):
        rules = WasStichtRules()
        state = rules.new_deal(seats, dealer, random.Random(9), DealContext())
        order = []
        events = []
        while state.phase == CHIPS:
            order.append(rules.to_act(state))
            state, new = rules.apply(state, rules.legal_actions(state)[-1])
            events.extend(new)
        assert order == [(dealer + i) % seats for i in range(5 * seats)]
        assert sum(isinstance(e, ChipTaken) for e in events) == 5 * seats
        assert isinstance(events[-1], GridLaid)
        assert all(len(kinds) == 5 for kinds in state.chips.face_up)
        for kinds in state.chips.face_up:  # short game: five different kinds each
            assert len(set(kinds)) == 5
        assert state.pool == ()
        assert state.phase == DRAFT and rules.to_act(state) == (dealer + 1) % seats
        assert len(FULL_POOL) == 24


def _carried(seats: int) -> DealContext:
    chips = tuple(tuple(range(i, i + 5)) for i in range(seats))
    return DealContext(1, (0,) * seats, ChipHoldings(chips, ((),) * seats))


def test_d1_d2_column_start_players() -> None:
    """D1/D2: dealer 0; 4 players start 1,2,3,0,...; 3 players 1,2,0,...; dummy fourth."""
    for seats, starts in ((4, [1, 2, 3, 0, 1, 2, 3, 0, 1]), (3, [1, 2, 0, 1, 2, 0, 1, 2, 0])):
        rules = WasStichtRules()
        state = rules.new_deal(seats, 0, random.Random(11), _carried(seats))
        assert state.phase == DRAFT
        seen_starts, column_orders = [], []
        while state.phase == DRAFT:
            column = state.column
            seen_starts.append(rules.view(state, 1).column_start)
            order = []
            while state.phase == DRAFT and state.column == column:
                order.append(rules.to_act(state))
                state, _ = rules.apply(state, rules.legal_actions(state)[0])
            column_orders.append(order)
        assert seen_starts == starts
        assert column_orders[3] == ([0, 1, 2, 3] if seats == 4 else [1, 2, 0])
        if seats == 3:
            dummy_entries = [s for _, s, _ in state.draft_log if s == DUMMY]
            assert len(dummy_entries) == 9
            assert bin(state.dummy).count("1") == 9
            assert rules.view(state, 2).dummy_cards != ()


def _d4(second_pick: str):
    rules = WasStichtRules()
    columns = [parse_cards("Y3 Y8 B9 Y6")]
    rest = [card for card in WAS_STICHT36.cards if card not in columns[0]]
    columns += [rest[4 * k : 4 * k + 4] for k in range(8)]
    state = rules.deal_from_layout(3, columns, 0, "none", "none", _carried(3))
    events = []
    for text in ("Y3", second_pick, "B9"):
        state, new = rules.apply(state, Action("take", (parse_card(text),)))
        events.extend(new)
    return state, events


def test_d4_three_player_hint_names_a_seat_or_the_dummy() -> None:
    """D4: Y3 Y8 B9 + dummy Y6 -> seat 2; with Y6 taken and Y8 left -> the dummy."""
    state, events = _d4("Y8")
    hint = events[-1]
    assert isinstance(hint, ColumnHint) and hint.winner == 2
    assert hint.plays[-1] == (DUMMY, parse_card("Y6"))
    state, events = _d4("Y6")
    hint = events[-1]
    assert isinstance(hint, ColumnHint) and hint.winner == DUMMY
    assert state.hints == (DUMMY,)
    assert [str(c) for c in WasStichtRules().view(state, 0).dummy_cards] == ["Y8"]
