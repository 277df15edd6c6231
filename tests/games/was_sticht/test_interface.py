"""Options, the action text form, refusals of bad input, views and the conformance file."""

from __future__ import annotations

import io
import random
from pathlib import Path

import pytest
from pydantic import ValidationError

from game.conformance import run_files
from game.core.cards import parse_card
from game.core.rules import Action, DealContext, IllegalAction
from game.games import REGISTRY
from game.games.was_sticht.definition import GAME
from game.games.was_sticht.options import WasStichtOptions
from game.games.was_sticht.rules import WasStichtRules
from game.games.was_sticht.state import CHIPS, DRAFT, ChipHoldings

VECTORS = Path(__file__).resolve().parents[2] / "conformance" / "was_sticht.jsonl"


def test_conformance_file_passes_completely() -> None:
    """Every vector of the project's copy of the Was Sticht file passes."""
    out = io.StringIO()
    passed, failed = run_files([VECTORS], out)
    assert (passed, failed) == (122, 0), out.getvalue()


def test_registered_with_both_seat_counts() -> None:
    """The registry entry covers 3 and 4 players and both game lengths in its configs."""
    assert REGISTRY["was_sticht"] is GAME
    assert GAME.seats == (3, 4)
    lengths = {GAME.options(o).game_length for _, o in GAME.test_configs}
    assert lengths == {"short", "full"}


def test_option_defaults_and_validation() -> None:
    """Section 10 defaults; sole_fewest_needs_trick follows the seat count unless set."""
    options = WasStichtOptions()
    assert (options.game_length, options.follow_mode) == ("short", "skat")
    assert options.fewest_needs_trick(3) and not options.fewest_needs_trick(4)
    forced = WasStichtOptions(sole_fewest_needs_trick=True)
    assert forced.fewest_needs_trick(4)
    assert options.chip_values.by_kind() == (3, 7, 7, 7, 7, 1, 4, 6, 8, 5, 9, 2)
    partial = WasStichtOptions(chip_values={"LAST_TRICK": 10})
    assert partial.chip_values.LAST_TRICK == 10 and partial.chip_values.SOLE_MOST == 9
    for bad in (
        {"chip_values": {"SOLE_MOSTLY": 3}},
        {"game_length": "long"},
        {"follow_mode": "french"},
        {"colour": "red"},
    ):
        with pytest.raises(ValidationError):
            WasStichtOptions.model_validate(bad)
    assert hash(options) == hash(WasStichtOptions())


def test_text_form_round_trip_and_bad_text() -> None:
    """Actions read back from their text; unreadable text is an IllegalAction sentence."""
    rules = WasStichtRules()
    for text in ("chip:SOLE_MOST", "take:R5", "task:EXACTLY_2", "play:B3", "turn:NO_RED"):
        assert rules.encode(rules.decode(text)) == text
    for bad in ("", "jump:R5", "take:R0X", "play:Z9"):
        with pytest.raises(IllegalAction) as refused:
            rules.decode(bad)
        assert refused.value.reason


def _drafting_state(rules: WasStichtRules):
    chips = tuple(tuple(range(i, i + 5)) for i in range(4))
    context = DealContext(2, (0,) * 4, ChipHoldings(chips, ((),) * 4))
    return rules.new_deal(4, 1, random.Random(4), context)


def test_bad_actions_are_refused_with_a_sentence() -> None:
    """Wrong kinds, foreign cards, several cards, unknown chips: one sentence each."""
    rules = WasStichtRules()
    state = _drafting_state(rules)
    assert state.phase == DRAFT
    cases = {
        Action("take", (parse_card("AH"),)): "AH is not a Was Sticht card.",
        Action("take", ()): "Take exactly one card.",
        Action("take", (parse_card("R1"), parse_card("R2"))): "Take exactly one card.",
        Action("dance"): "'dance' is not a Was Sticht action.",
        Action("chip", (), "NO_RED"): (
            "The cards are being drafted: take a card from the column (take:CARD)."
        ),
    }
    for action, sentence in cases.items():
        assert rules.why_illegal(state, action) == sentence
        with pytest.raises(IllegalAction) as refused:
            rules.apply(state, action)
        assert refused.value.reason == sentence
    chips_state = rules.new_deal(4, 0, random.Random(4), DealContext())
    assert rules.why_illegal(chips_state, Action("chip", (), "BANANA")) == (
        "'BANANA' is not a task chip."
    )
    assert rules.why_illegal(chips_state, Action("chip", (parse_card("R1"),), "NO_RED")) == (
        "Name a chip kind, not a card."
    )


def test_views_hide_the_grid_during_the_chip_draft_and_show_it_after() -> None:
    """Before the grid is laid no card is visible; afterwards the whole grid is."""
    rules = WasStichtRules()
    state = rules.new_deal(3, 2, random.Random(8), DealContext())
    assert state.phase == CHIPS
    view = rules.view(state, 0)
    assert view.columns == () and view.hand == () and view.trump_colour is None
    assert rules.view(state, 2).trump_colour is None  # trumps are drawn with the round
    assert len(rules.hidden_cards(state, 0)) == 36
    while state.phase == CHIPS:
        state, _ = rules.apply(state, rules.legal_actions(state)[0])
    view = rules.view(state, 0)
    assert sum(card is not None for column in view.columns for card in column) == 36
    assert rules.view(state, 2).trump_colour is not None  # seat 2 deals
    assert rules.view(state, 0).trump_colour is None
    assert rules.hidden_cards(state, 0) == frozenset()
    assert view.to_act == 0 and len(view.legal) == 4  # left of the dealer starts column 1
    assert view.legal == rules.legal_actions(state)
    assert rules.view(state, 1).legal == ()
