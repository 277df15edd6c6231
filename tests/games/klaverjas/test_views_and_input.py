"""Views, refusals of bad input, the text form of actions and the options model."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from game.core.rules import Action, IllegalAction
from game.games.klaverjas.options import KlaverjasOptions
from game.games.klaverjas.rules import KlaverjasRules
from tests.games.contract_helpers import cards_in
from tests.games.klaverjas.helpers import SCRIPT_HANDS, SCRIPT_TRICKS, act, deal, play_tricks, rules

NORTH, EAST, SOUTH, WEST = range(4)


def test_views_show_only_the_own_hand_and_the_table() -> None:
    """Each seat sees its own hand, the cards played and nothing it may not see."""
    engine = rules()
    state = deal(engine, SCRIPT_HANDS, WEST)
    state, _ = act(engine, state, "pass", "pass", "trump:H", "play:JH", "play:QH")
    for seat in range(4):
        view = engine.view(state, seat)
        assert len(view.hand) == 8 - (seat in (NORTH, EAST))
        assert not set(cards_in(view)) & engine.hidden_cards(state, seat)
    view = engine.view(state, SOUTH)
    assert [(s, str(c)) for s, c in view.trick] == [(NORTH, "JH"), (EAST, "QH")]
    assert (view.trump, view.maker, view.to_act) == ("H", SOUTH, SOUTH)
    assert [str(a) for a in view.legal] == ["play:7H", "play:KH"]
    assert engine.view(state, NORTH).legal == ()
    assert view.hand_sizes == (7, 7, 8, 8)


def test_bad_input_is_refused_with_a_sentence() -> None:
    """Unknown kinds, foreign cards, cards not held and wrong phases never crash."""
    engine = rules()
    state = deal(engine, SCRIPT_HANDS, WEST)
    assert engine.why_illegal(state, Action("dance")) == "'dance' is not a Klaverjas action."
    assert engine.why_illegal(state, engine.decode("play:AH")) == (
        "First the trump suit must be chosen (or passed)."
    )
    assert engine.why_illegal(state, engine.decode("trump:X")) == (
        "'X' is not a suit: choose C, D, H or S."
    )
    state, _ = act(engine, state, "pass", "pass", "trump:H")
    assert engine.why_illegal(state, engine.decode("play:2H")) == (
        "2H is not a card of the Klaverjas pack."
    )
    assert engine.why_illegal(state, engine.decode("play:QH")) == (
        "You do not hold the Queen of hearts."
    )
    assert engine.why_illegal(state, engine.decode("play:AS+KS")) == "Play exactly one card."
    assert engine.why_illegal(state, engine.decode("trump:H")) == (
        "Trumps are already chosen: play a card."
    )
    with pytest.raises(IllegalAction, match="not an action"):
        engine.decode("play:ZZ")
    with pytest.raises(IllegalAction, match="not a Klaverjas action"):
        engine.decode("fly")
    state, _ = play_tricks(engine, state, SCRIPT_TRICKS)
    assert engine.why_illegal(state, engine.decode("play:JH")) == "The deal is over."
    assert engine.legal_actions(state) == ()


def test_action_text_round_trip() -> None:
    """trump:H, pass, play:TH, discard:7C+8D and roem survive encode/decode."""
    engine = KlaverjasRules()
    for text in ("trump:H", "pass", "play:TH", "discard:7C+8D", "roem"):
        assert engine.encode(engine.decode(text)) == text


def test_options_defaults_and_validation() -> None:
    """Spec defaults; impossible combinations and a wrong seat count are refused."""
    options = KlaverjasOptions()
    assert (options.play_rules, options.trump_selection, options.roem_claim) == (
        "amsterdam",
        "free_choice",
        "automatic",
    )
    assert (options.deals_per_game(4), options.deals_per_game(3)) == (16, 15)
    assert KlaverjasOptions(game_length=10).deals_per_game(3) == 10
    assert KlaverjasOptions(game_length="target_1500").deals_per_game(4) is None
    for bad in (
        {"game_length": 0},
        {"partner_rotation": True, "game_length": "target_1500"},
        {"partner_rotation": True, "players": 3},
        {"play_rules": "paris"},
        {"pit_bonus": 50},
        {"colour": "red"},
    ):
        with pytest.raises(ValidationError):
            KlaverjasOptions(**bad)
    with pytest.raises(ValueError, match="for 3 players"):
        rules(players=3).deal_from_hands([[]] * 4, 0)
