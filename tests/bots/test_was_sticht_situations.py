"""Was Sticht: hand-made positions where a club player's choice is clear."""

from __future__ import annotations

import random

from game.core.cards import WAS_STICHT36
from game.core.rules import DealContext
from game.games import REGISTRY
from game.games.was_sticht import search
from game.games.was_sticht.chips import KIND_ID
from game.games.was_sticht.options import WasStichtOptions
from game.games.was_sticht.plan import choose_turn
from game.games.was_sticht.rules import WasStichtRules
from game.games.was_sticht.state import ChipHoldings

GAME = REGISTRY["was_sticht"]
LOW_CHIPS = ("NO_TRICKS", "SOLE_FEWEST", "EXACTLY_1", "NO_RED", "EXACTLY_2")
MIXED_CHIPS = ("NO_TRICKS", "EXACTLY_2", "LAST_TRICK", "SOLE_MOST", "NO_BLUE")


def _chips(per_seat: list[tuple[str, ...]]) -> DealContext:
    face_up = tuple(tuple(sorted(KIND_ID[k] for k in kinds)) for kinds in per_seat)
    return DealContext(1, (0,) * len(per_seat), ChipHoldings(face_up, ((),) * len(per_seat)))


def _round(
    hands: list[str],
    tc: str,
    tn: str,
    chips: list[tuple[str, ...]],
    script: str,
    columns: int = 9,
    drafted: str = "open",
):
    """Dealer seat 0, four players: the grid is laid so that the draft, played in order,
    gives every seat its hand (card k of a hand comes from column k); then `script`.
    Only the first `columns` columns are drafted. The drafted cards stay open unless
    `drafted` says "hidden" (the situations are about what a seat knows of the hands)."""
    rules = WasStichtRules(WasStichtOptions(drafted_cards=drafted))
    parsed = [WAS_STICHT36.parse_many(h) for h in hands]
    grid, takes = [], []
    for k in range(9):
        order = [(1 + k + i) % 4 for i in range(4)]
        grid.append([parsed[s][k] for s in order])
        if k < columns:
            takes += [f"take:{parsed[s][k]}" for s in order]
    state = rules.deal_from_layout(4, grid, 0, tc, tn, _chips(chips))
    for text in [*takes, *script.split()]:
        state, _ = rules.apply(state, rules.decode(text))
    return rules, state


def _choices(rules, state, seeds: int = 3) -> dict[str, set[str]]:
    """What basic and strong choose here (strong over a few seeds; its work budget, not
    the clock, ends the search)."""
    seat = rules.to_act(state)
    view, legal = rules.view(state, seat), rules.legal_actions(state)
    out = {"basic": {str(GAME.bots["basic"]().choose(view, legal, random.Random(0)))}}
    strong = GAME.bots["strong"](work=6000, budget=30.0)
    out["strong"] = {str(strong.choose(view, legal, random.Random(s))) for s in range(seeds)}
    return out


# Secret trumps blue / 6. Column 1: R9 led, B1 wins (seat 2); column 2: R8 led, B2 wins
# (seat 3). Both hints together prove blue is the trump colour (a 1 and a 2 cannot both be
# the trump number); the trump number is still open.
def test_follows_the_hints_in_the_draft() -> None:
    """Seat 3 aims low (only low chips face up) and picks first from column 3, which
    holds B3 and R3: after the hints blue is trump, so the low hand takes R3 (without
    the hints both are alike and the lower card id, B3, would be taken)."""
    hands = [
        "Y9 G8 R3 G1 G2 G3 G4 G5 G6",
        "R9 Y8 G7 R1 R2 R4 R5 R6 R7",
        "B1 R8 Y7 Y1 Y2 Y3 Y4 Y5 Y6",
        "G9 B2 B3 B4 B5 B6 B7 B8 B9",
    ]
    # Column 3 (k = 2) is drafted by seats 3, 0, 1, 2: B3, R3, G7, Y7.
    chips = [MIXED_CHIPS, MIXED_CHIPS, MIXED_CHIPS, LOW_CHIPS]
    rules, state = _round(hands, "B", "6", chips, "", columns=2)
    view = rules.view(state, 3)
    assert view.hints == (2, 3)
    assert view.trump_colour is None  # seat 3 does not know the trumps
    assert rules.to_act(state) == 3
    assert {str(c) for c in view.columns[2] if c is not None} == {"B3", "R3", "G7", "Y7"}
    choices = _choices(rules, state)
    assert choices["basic"] == {"take:R3"}
    assert choices["strong"] == {"take:R3"}
    # With the drafted cards hidden the bots still read the hints, from the public layout,
    # their own cards and every way the others may have taken theirs: fewer trumps stay
    # possible than without hints, more than with every card seen, the real ones among them.
    seen_all = search.read_view(view).combos
    rules, state = _round(hands, "B", "6", chips, "", columns=2, drafted="hidden")
    hidden_view = rules.view(state, 3)
    assert len(hidden_view.draft_log) == 2  # its own two cards only
    combos = search.read_view(hidden_view).combos
    assert set(seen_all) < set(combos) < set(search.ALL_COMBOS)
    assert state.trumps in combos


# Trumps green / none. Seat 1 leads R5; seat 2 (NO_TRICKS) holds R9 and R4 and the two
# players after it only small reds.
DUCK_HANDS = [
    "R2 B1 B2 B3 B4 B5 B6 B7 B8",
    "R5 R3 R6 R7 R8 B9 Y1 Y2 Y3",
    "R9 R4 Y4 Y5 Y6 Y7 Y8 Y9 G1",
    "R1 G2 G3 G4 G5 G6 G7 G8 G9",
]


def test_no_tricks_ducks_under_the_lead() -> None:
    """The NO_TRICKS player follows with R4, never with the R9 that would take it."""
    chips = [MIXED_CHIPS] * 4
    rules, state = _round(
        DUCK_HANDS, "G", "none", chips, "task:EXACTLY_2 task:NO_TRICKS task:SOLE_MOST play:R5"
    )
    assert rules.to_act(state) == 2
    choices = _choices(rules, state)
    assert choices["basic"] == {"play:R4"}
    assert choices["strong"] == {"play:R4"}


# Trumps green / 5: G5 is the supertrump. Seat 3 (LAST_TRICK) holds G5 with two small
# trumps, and no red.
LAST_HANDS = [
    "R1 R2 R5 B5 Y5 B4 B6 Y4 Y6",
    "R3 R7 R8 R9 G9 G8 G7 B9 Y9",
    "R4 R6 G6 G4 G3 B8 B7 Y8 Y7",
    "G5 G1 G2 Y1 Y2 Y3 B1 B2 B3",
]


def test_last_trick_keeps_the_supertrump() -> None:
    """Void in the red lead, the LAST_TRICK player throws a small plain card and keeps
    the supertrump (and the trumps that guard it) for the ninth trick."""
    chips = [MIXED_CHIPS] * 4
    rules, state = _round(
        LAST_HANDS, "G", "5", chips, "task:EXACTLY_2 task:NO_TRICKS task:LAST_TRICK play:R3 play:R4"
    )
    assert rules.to_act(state) == 3
    choices = _choices(rules, state)
    assert choices["basic"] == {"play:B1"}  # the lowest card of all
    trumps = {"G5", "G1", "G2"}
    for text in choices["strong"]:
        assert text.split(":")[1] not in trumps, text


def test_task_choice_fits_the_hand() -> None:
    """Seat 3's hand of small plain cards takes no trick: it chooses NO_TRICKS over the
    trick-hungry tasks."""
    hands = [
        "R9 R8 R7 G9 G8 G7 B9 B8 B7",  # the dealer: the top cards
        "R6 R5 R4 G6 G5 G4 B6 B5 B4",
        "Y9 Y8 Y7 Y6 Y5 Y4 Y3 Y2 Y1",
        "R1 R2 R3 G1 G2 G3 B1 B2 B3",
    ]
    chips = [MIXED_CHIPS] * 4
    rules, state = _round(hands, "Y", "none", chips, "task:EXACTLY_2 task:SOLE_MOST")
    assert rules.to_act(state) == 3
    choices = _choices(rules, state)
    assert choices["basic"] == {"task:NO_TRICKS"}
    assert choices["strong"] == {"task:NO_TRICKS"}


def test_chip_draft_and_the_dealers_turn() -> None:
    """The first chip drafted is the easiest kind (NO_TRICKS); the dealer turns his
    hardest chip (SOLE_MOST before EXACTLY_4 before the easy ones)."""
    rules = WasStichtRules(WasStichtOptions())
    state = rules.new_deal(4, 2, random.Random(5), DealContext())
    assert state.phase == "chips" and rules.to_act(state) == 2
    view, legal = rules.view(state, 2), rules.legal_actions(state)
    for name in ("basic", "strong"):
        action = GAME.bots[name]().choose(view, legal, random.Random(0))
        assert str(action) == "chip:NO_TRICKS", name
    values = WasStichtOptions().chip_values.by_kind()
    kinds = [KIND_ID[k] for k in ("EXACTLY_1", "SOLE_MOST", "NO_TRICKS", "EXACTLY_4")]
    assert choose_turn(kinds, values) == KIND_ID["SOLE_MOST"]
    assert choose_turn(kinds[2:], values) == KIND_ID["EXACTLY_4"]
