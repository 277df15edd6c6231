"""The table's selection model, without a display: picking, the keyboard, the pointer."""

from __future__ import annotations

import subprocess
import sys

from game.core.cards import parse_cards
from game.core.rules import Action
from game.ui.table.selection import Offer, Selection

CARDS = tuple(parse_cards("7H 8H 9S TS JD"))
H7, H8, S9, ST, DJ = CARDS


def single_offer() -> Offer:
    """A plain trick turn: three cards may be played, one at a time."""
    plays = tuple(Action("play", (c,)) for c in (H7, S9, DJ))
    return Offer(CARDS, frozenset((H7, S9, DJ)), plays, (Action("push"),), ())


def pair_offer() -> Offer:
    """A turn where two cards make one decision (a lay-away)."""
    pairs = (Action("discard", (H7, H8)), Action("discard", (S9, ST)))
    return Offer(CARDS, frozenset((H7, H8, S9, ST)), pairs)


def test_the_selection_model_needs_no_pygame() -> None:
    code = "import sys, game.ui.table.selection, game.ui.table.keys; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_a_new_turn_puts_the_selection_down() -> None:
    sel = Selection()
    sel.sync(3)
    sel.pick_cards((H7,), 0)
    sel.sync(3)
    assert sel.picked == (H7,)
    sel.sync(4)
    assert sel.picked == () and sel.cursor is None and sel.focus == "hand"


def test_arrows_visit_only_usable_cards_and_select_them_one_at_a_time() -> None:
    sel, offer = Selection(), single_offer()
    sel.move(offer, 1, 0)
    assert sel.picked == (H7,) and sel.cursor == 0
    sel.move(offer, 1, 0)
    assert sel.picked == (S9,) and sel.cursor == 2  # 8H is skipped: no decision
    sel.move(offer, 1, 0)
    sel.move(offer, 1, 0)
    assert sel.picked == (DJ,) and sel.cursor == 4  # stays on the last usable card


def test_where_cards_combine_the_cursor_moves_and_space_picks() -> None:
    sel, offer = Selection(), pair_offer()
    sel.move(offer, 1, 0)
    assert sel.cursor == 0 and sel.picked == ()
    assert sel.activate(offer, space=True, repeat=False) is None
    sel.move(offer, 1, 0)
    assert sel.activate(offer, space=True, repeat=False) is None
    assert sel.picked == (H7, H8)
    assert sel.activate(offer, space=False, repeat=True) is None  # a held key never commits
    assert sel.activate(offer, space=False, repeat=False) == Action("discard", (H7, H8))


def test_enter_with_nothing_selected_selects_the_first_choice() -> None:
    sel, offer = Selection(), single_offer()
    assert sel.activate(offer, space=False, repeat=False) is None
    assert sel.picked == (H7,)
    assert sel.activate(offer, space=False, repeat=False) == Action("play", (H7,))


def test_a_second_click_commits_and_one_click_play_commits_at_once() -> None:
    sel, offer = Selection(), single_offer()
    assert sel.click_card(offer, 2, one_click=False, at=(5, 5)) is None
    assert sel.picked == (S9,) and sel.drag is not None
    assert sel.click_card(offer, 2, one_click=False, at=(5, 5)) == Action("play", (S9,))
    assert Selection().click_card(offer, 4, one_click=True, at=(0, 0)) == Action("play", (DJ,))


def test_buttons_and_targets_select_then_commit() -> None:
    sel = Selection()
    assert sel.click_choice(0, one_click=False) is False
    assert sel.choice_pick == 0 and sel.fresh
    assert sel.click_choice(0, one_click=False) is True
    offer = Offer(targets=(Action("chip", arg="red"), Action("chip", arg="blue")))
    sel.move(offer, 1, 0)
    assert sel.target_pick == 0
    sel.move(offer, 1, 0)
    assert sel.pending(offer) is not None and sel.pending(offer).action.arg == "blue"  # type: ignore[union-attr]


def test_up_and_down_move_between_the_hand_and_the_buttons() -> None:
    sel, offer = Selection(), single_offer()
    sel.move(offer, 1, 0)
    assert sel.focus == "hand"
    sel.move(offer, 0, -1)
    assert sel.focus == "choices" and sel.choice_pick == 0 and sel.picked == ()
    sel.move(offer, 0, 1)
    assert sel.focus == "hand"


def test_tab_skips_empty_groups_and_the_buttons_clear_the_pick() -> None:
    sel, offer = Selection(), single_offer()
    sel.pick_cards((H7,), 0)
    sel.next_group(offer, 1)  # hand -> (no targets) -> choices
    assert sel.focus == "choices"
    sel.next_group(offer, 1)
    assert sel.focus == "buttons" and sel.button_focus == 0 and sel.picked == ()
    sel.next_group(None, 1)  # not the human's turn: only the table's buttons
    assert sel.focus == "buttons"


def test_a_dragged_card_dropped_above_the_hand_is_played() -> None:
    sel, offer = Selection(), single_offer()
    sel.click_card(offer, 0, one_click=False, at=(100, 500))
    assert not sel.drag_to(104, 500, held=True)  # not far enough yet
    assert sel.drag_to(100, 300, held=True) and sel.dragged() == H7
    assert sel.release(offer, above_hand=True) == (Action("play", (H7,)), None)
    assert sel.drag is None


def test_a_drag_released_over_the_hand_does_nothing() -> None:
    sel, offer = Selection(), single_offer()
    sel.click_card(offer, 0, one_click=False, at=(100, 500))
    sel.drag_to(100, 300, held=True)
    assert sel.release(offer, above_hand=False) == (None, None)


def test_selecting_an_action_finds_its_cards_button_or_target() -> None:
    sel, offer = Selection(), single_offer()
    sel.select(offer, Action("play", (DJ,)))
    assert sel.picked == (DJ,) and sel.cursor == 4
    sel.select(offer, Action("push"))
    assert sel.choice_pick == 0 and sel.picked == ()


def test_escape_knows_when_something_is_selected() -> None:
    sel = Selection()
    assert not sel.anything
    sel.select_target(1)
    assert sel.anything
    sel.clear()
    assert not sel.anything
