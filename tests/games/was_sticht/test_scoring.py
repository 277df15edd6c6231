"""Round scoring (spec 12.4, 12.5) and the end and ranking of a game (spec 12.7)."""

from __future__ import annotations

import pytest

from game.core.cards import WAS_STICHT36
from game.games.was_sticht.chips import KIND_ID, KINDS, task_met
from game.games.was_sticht.options import WasStichtOptions
from game.games.was_sticht.scoring import game_end, places, round_results
from game.games.was_sticht.tables import CARD_ID

VALUES = WasStichtOptions().chip_values.by_kind()

# Spec 12.4: the nine tricks of the 4-player outcome, (winner, cards).
OUTCOME_4P = (
    (1, "R4 Y9 Y3 B1"),
    (2, "R3 G8 G3 Y2"),
    (1, "B9 B8 B6 Y7"),
    (3, "B7 B3 G2 Y1"),
    (0, "R5 B5 R1 R2"),
    (1, "Y5 R9 R8 B2"),
    (2, "G7 G6 G1 B4"),
    (3, "G9 G4 Y6 Y8"),
    (2, "G5 R7 R6 Y4"),
)
# Spec 12.5: 3 players, seat 0 five tricks, seat 1 four, seat 2 none.
OUTCOME_3P = (
    (0, "R9 B1 G2"),
    (0, "R8 B2 G3"),
    (1, "Y9 Y1 B3"),
    (1, "G9 G1 Y2"),
    (0, "R7 Y3 G4"),
    (1, "B9 B4 Y4"),
    (0, "R6 G6 B6"),
    (1, "Y8 Y5 G7"),
    (0, "R4 B7 G8"),
)


def _summary(outcome, players):
    counts, taken = [0] * players, [0] * players
    for winner, cards in outcome:
        counts[winner] += 1
        for card in WAS_STICHT36.parse_many(cards):
            taken[winner] |= 1 << CARD_ID[card]
    return counts, taken, outcome[-1][0]


def _results(tasks: dict[int, str], outcome=OUTCOME_4P, players=4, needs_trick=False):
    counts, taken, last = _summary(outcome, players)
    chosen = [-1] * players
    for seat, kind in tasks.items():
        chosen[seat] = KIND_ID[kind]
    completed, source = round_results(chosen, 0, counts, taken, last, needs_trick)
    return [KINDS[k] if k >= 0 else None for k in completed], source


def test_truth_table_of_spec_12_4_has_the_expected_number_of_ticks() -> None:
    """Spec 12.4 table: 11 ticks in total over the 13 rows and 4 seats."""
    counts, taken, last = _summary(OUTCOME_4P, 4)
    assert counts == [1, 3, 3, 2] and last == 2
    ticks = {
        (kind, seat)
        for kind in range(12)
        for seat in range(4)
        if task_met(kind, seat, counts, taken, last, False)
    }
    expected = {
        ("NO_RED", 3),
        ("NO_GREEN", 0),
        ("NO_GREEN", 1),
        ("NO_YELLOW", 0),
        ("EXACTLY_1", 0),
        ("EXACTLY_2", 3),
        ("EXACTLY_3", 1),
        ("EXACTLY_3", 2),
        ("LAST_TRICK", 2),
        ("SOLE_FEWEST", 0),
    }
    assert {(KINDS[k], s) for k, s in ticks} == expected
    assert task_met(KIND_ID["SOLE_FEWEST"], 0, counts, taken, last, True)


def test_a1_dealer_turns_a_chip_for_a_failed_exactly_1() -> None:
    """A1: seat 1 completes NO_GREEN (blocked for the dealer), seat 3 fails EXACTLY_1."""
    completed, source = _results({1: "NO_GREEN", 2: "SOLE_MOST", 3: "EXACTLY_1"})
    assert completed == [None, "NO_GREEN", None, None]
    assert source == 3


def test_a2_dealer_gets_nothing_when_the_owners_succeeded() -> None:
    """A2: all three tasks are met; NO_GREEN is blocked although the dealer met it too."""
    completed, source = _results({1: "NO_GREEN", 2: "LAST_TRICK", 3: "NO_RED"})
    assert completed == [None, "NO_GREEN", "LAST_TRICK", "NO_RED"]
    assert source == -1


def test_a3_duplicates_and_a_failed_sole_fewest() -> None:
    """A3: two EXACTLY_3 met, seat 3's SOLE_FEWEST failed and met by the dealer."""
    completed, source = _results({1: "EXACTLY_3", 2: "EXACTLY_3", 3: "SOLE_FEWEST"})
    assert completed == [None, "EXACTLY_3", "EXACTLY_3", None]
    assert source == 3


def test_zero_trick_cases_of_spec_12_5() -> None:
    """12.5: NO_TRICKS met, NO_YELLOW needs a trick, SOLE_FEWEST by the variant."""
    counts, taken, last = _summary(OUTCOME_3P, 3)
    assert counts == [5, 4, 0]
    assert task_met(KIND_ID["NO_TRICKS"], 2, counts, taken, last, True)
    assert not task_met(KIND_ID["NO_YELLOW"], 2, counts, taken, last, True)
    assert task_met(KIND_ID["SOLE_FEWEST"], 2, counts, taken, last, False)
    assert not task_met(KIND_ID["SOLE_FEWEST"], 2, counts, taken, last, True)
    completed, source = _results({1: "SOLE_MOST", 2: "NO_TRICKS"}, OUTCOME_3P, 3, True)
    assert completed == [None, None, "NO_TRICKS"]
    assert source == 1  # the dealer's 5 tricks are the sole most


def _done(*kinds_per_seat: str) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(KIND_ID[k] for k in text.split()) for text in kinds_per_seat)


E1 = _done(
    "NO_TRICKS EXACTLY_1",
    "EXACTLY_1 SOLE_FEWEST NO_TRICKS EXACTLY_2 LAST_TRICK",
    "SOLE_MOST SOLE_MOST EXACTLY_4 NO_BLUE",
    "NO_RED EXACTLY_1 EXACTLY_2 EXACTLY_3 LAST_TRICK",
)


def test_e1_full_game_value_tie_break_and_lower_places() -> None:
    """E1: seat 3 (23) beats seat 1 (15); seat 2 (33, four chips) places by the option."""
    full = WasStichtOptions(game_length="full")
    assert game_end(E1, 7, full) == "seat 1 completed all 5 chips"
    assert places(E1, VALUES, full) == (4, 3, 2, 1)
    five_first = WasStichtOptions(
        game_length="full", full_game_lower_places="five_chip_players_first"
    )
    assert places(E1, VALUES, five_first) == (4, 2, 3, 1)


def test_full_game_equal_value_sums_share_the_win() -> None:
    """9.4: two five-chip players with the same value sum both win."""
    full = WasStichtOptions(game_length="full")
    done = _done(
        "EXACTLY_1 SOLE_FEWEST NO_TRICKS EXACTLY_2 LAST_TRICK",
        "SOLE_FEWEST EXACTLY_1 NO_TRICKS LAST_TRICK EXACTLY_2",
        "SOLE_MOST",
    )
    assert places(done, VALUES, full) == (1, 1, 3)
    assert game_end(done[2:], 20, full) == ""


def test_e2_short_game_after_every_player_dealt_twice() -> None:
    """E2: counts 3,3,2,1 with sums 12,14,9,9 after round 8 -> the 14 wins."""
    short = WasStichtOptions()
    done = _done(
        "NO_TRICKS EXACTLY_1 EXACTLY_4",  # 3 + 1 + 8 = 12
        "LAST_TRICK NO_RED SOLE_FEWEST",  # 5 + 7 + 2 = 14
        "NO_TRICKS EXACTLY_3",  # 3 + 6 = 9
        "SOLE_MOST",  # 9
    )
    assert game_end(done, 7, short) == ""
    assert game_end(done, 8, short) == "every player has dealt twice"
    assert places(done, VALUES, short) == (2, 1, 3, 4)


def test_e3_short_game_ends_when_someone_has_four() -> None:
    """E3: four completed chips after round 5 end the short game at once."""
    done = _done("NO_TRICKS EXACTLY_1 EXACTLY_2 LAST_TRICK", "SOLE_MOST", "EXACTLY_3")
    assert game_end(done, 5, WasStichtOptions()) == "seat 0 completed 4 chips"
    assert game_end((*done[1:], ()), 5, WasStichtOptions()) == ""


@pytest.mark.parametrize(("rounds", "ends"), [(6, False), (7, True)])
def test_e4_short_game_early_finish(rounds: int, ends: bool) -> None:
    """E4: counts 3,0,1,0; after round 6 3 > 1 + 2 is false, after round 7 3 > 1 + 1."""
    done = _done("NO_TRICKS EXACTLY_1 EXACTLY_2", "", "SOLE_MOST", "")
    early = WasStichtOptions(short_early_finish=True)
    assert bool(game_end(done, rounds, early)) is ends
    assert game_end(done, rounds, WasStichtOptions()) == ""


def test_chip_values_option_changes_the_tie_break() -> None:
    """W1: with SOLE_MOST worth 1, seat 3's one chip falls behind seat 0's NO_TRICKS."""
    done = _done("NO_TRICKS", "NO_TRICKS LAST_TRICK", "EXACTLY_1 SOLE_FEWEST", "SOLE_MOST")
    assert places(done, VALUES, WasStichtOptions()) == (4, 1, 2, 3)
    low = WasStichtOptions(chip_values={"SOLE_MOST": 1})
    assert places(done, low.chip_values.by_kind(), low) == (3, 1, 2, 4)
