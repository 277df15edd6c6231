"""The Was Sticht presenter without a display: its words, panels, sheets and results."""

from __future__ import annotations

import random
import subprocess
import sys
from typing import Any

import pytest

from game.core.cards import parse_card
from game.core.match import Match, MatchState
from game.core.rules import Action, DealResult
from game.games.was_sticht.definition import GAME
from game.games.was_sticht.events import CardTaken, ColumnHint, TaskChosen
from game.games.was_sticht.options import WasStichtOptions
from game.games.was_sticht.present import (
    WasStichtPresenter,
    chip_tag,
    kind_name,
    trump_face,
    trumps_text,
)
from game.games.was_sticht.rules import WasStichtRules
from game.games.was_sticht.state import DUMMY, TASK, WasStichtDetails
from game.i18n import set_language, t

NAMES = ("Anna", "Ben", "Clara", "Dora")


def _presenter(names: tuple[str, ...] = NAMES, **options: Any) -> WasStichtPresenter:
    return WasStichtPresenter(WasStichtOptions(**options), names)


def _played(seats: int, seed: int, until: Any, **options: Any) -> MatchState:
    """A match of random legal moves until `until(state)` holds."""
    match = Match(GAME, GAME.options(options), seats, seed)
    state, rng = match.start(), random.Random(seed)
    for _ in range(20000):
        if until(state):
            return state
        state, _ = match.apply(state, rng.choice(match.legal_actions(state)))
    raise AssertionError("the wanted moment never came")


def test_the_presenter_is_pure() -> None:
    """Importing the presenter (and its chronicle) loads neither pygame nor game.ui."""
    code = (
        "import sys; import game.games.was_sticht.present; "
        "bad = [m for m in sys.modules if m == 'pygame' or m.startswith(('pygame.', 'game.ui'))]; "
        "print(bad)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip() == "[]"


def test_a_deal_is_a_round_and_refusals_are_the_games() -> None:
    """Deals are called rounds; refusals come from Was Sticht's catalog entries."""
    presenter = _presenter()
    assert presenter.deal_name(3) == "Round 3"
    assert presenter.game_id == "was_sticht"
    rules = WasStichtRules()
    match = Match(GAME, GAME.options({}), 4, 3)
    reason = rules.why_illegal(match.start().deal, Action("play", (parse_card("R5"),)))
    assert reason is not None
    assert presenter.refusal(reason) == t("was_sticht.refuse.ask_chip")


def test_other_options_are_refused() -> None:
    """A presenter needs Was Sticht's own options (its chip values, game length)."""
    from pydantic import BaseModel

    class OtherOptions(BaseModel):
        """Some other game's options."""

    with pytest.raises(TypeError):
        WasStichtPresenter(OtherOptions(), NAMES)


def test_short_names_keep_hot_seat_numbers_in_every_language() -> None:
    """Program-given 'Player 2' keeps its number; typed names are cut to six letters."""
    presenter = _presenter(("Player 1", "Player 2", "Anna", "Christopher"))
    assert [presenter.short_name(s) for s in range(4)] == ["Pl.1", "Pl.2", "Anna", "Christ"]
    assert presenter.short_name(DUMMY) == "Dummy"
    assert _presenter(("R2D2 fan", "Ben", "Clara", "Dora")).short_name(0) == "R2D2 f"
    set_language("ja")
    try:
        japanese = _presenter(("プレイヤー1", "プレイヤー2", "Anna", "Ben"))
        assert japanese.short_name(1) == t("ws.short_player", n="2")
    finally:
        set_language("en")


def test_the_dummy_has_its_own_label_and_words() -> None:
    """Seat -1 (the 3-player dummy) is 'Dummy' on plates, 'the dummy' in sentences."""
    presenter = _presenter(NAMES[:3])
    assert presenter.seat_label(DUMMY) == "Dummy"
    assert presenter.who(DUMMY) == "the dummy"
    assert presenter.announce(ColumnHint(0, (), DUMMY)) == (
        "Hint for column 1: the dummy would win"
    )


def test_tasks_and_turns_are_buttons_with_their_values() -> None:
    """The secret task and the chip to turn are buttons naming each chip and its value;
    chips and cards of the drafts are no buttons (they are picked on the table)."""
    presenter = _presenter(chip_values={"EXACTLY_2": 11})
    state = _played(4, 3, lambda s: s.deal.phase == TASK)
    view = WasStichtRules().view(state.deal, state.deal.turn)
    legal = (Action("task", (), "EXACTLY_2"), Action("task", (), "NO_RED"))
    title, buttons = presenter.choices(view, legal)
    assert title == t("ws.task_title")
    assert [b.action for b in buttons] == list(legal)
    assert buttons[0].label == t("ws.chip_button", name=kind_name("EXACTLY_2"), value=11)
    turn = (Action("turn", (), "SOLE_MOST"), Action("turn", (), "NO_RED"))
    assert presenter.choices(view, turn)[0] == t("ws.turn_title")
    assert presenter.choices(view, (Action("chip", (), "NO_RED"),)) == ("", [])
    assert presenter.describe(view, legal[0]) == "Choose 2 tricks as your secret task"
    assert presenter.describe(view, turn[1]).startswith("Turn your chip ")
    assert presenter.chip_label("EXACTLY_2") == f"Take the chip {kind_name('EXACTLY_2')} (11)"
    assert presenter.take_label(parse_card("R7")) == t(
        "ws.confirm_take", card=presenter.card_text(parse_card("R7"))
    )


def test_table_texts() -> None:
    """Chip tags, trump faces, the pool's notes and the badges, in words."""
    presenter = _presenter()
    assert chip_tag("SOLE_MOST") == "Most"
    assert trump_face("colour", "R") == "Red"
    assert trump_face("colour", "none") == trump_face("number", "none") == "none"
    assert trump_face("number", "5") == "5"
    assert trumps_text("none", "none") == "no colour and no number"
    assert presenter.pool_note("SOLE_MOST", 2, False) == "value 9  -  2 left"
    assert presenter.pool_note("SOLE_MOST", 0, False) == "none left"
    assert presenter.pool_note("SOLE_MOST", 2, True) == "you hold one"
    assert presenter.marker(1) == "Start: Ben"
    assert presenter.badge(2, "Ben") == "2. Ben"
    assert presenter.trumps_label(True) == "Your secret trumps"
    assert presenter.trumps_label(False) == "Trumps"


def test_a_secret_task_is_logged_without_its_kind() -> None:
    """'Ben has chosen a task' never names the task; a taken card names itself."""
    presenter = _presenter()
    state = _played(4, 3, lambda s: s.deal.phase == TASK)
    view = WasStichtRules().view(state.deal, 0)
    assert presenter.chronicle(TaskChosen(1), view).lines == ("Ben has chosen a task",)
    presenter.you = 1
    assert presenter.chronicle(TaskChosen(1), view).lines[0].startswith("You ")
    line = presenter.chronicle(CardTaken(2, parse_card("R7"), 3), view).lines[0]
    assert "Clara" in line and "4" in line


def test_the_deal_details_are_typed() -> None:
    """A finished round's details are a WasStichtDetails: trumps, tasks, tricks, the chips
    turned; the simulator's per-seat figures are the chips and tricks."""
    state = _played(4, 5, lambda s: bool(s.history))
    result: DealResult[WasStichtDetails] = state.history[-1].result
    details = result.details
    assert isinstance(details, WasStichtDetails)
    final = state.history[-1].final_state
    assert details.tricks == final.counts and sum(details.tricks) == 9
    assert details.per_seat_extra == {
        "chips_completed": result.points,
        "tricks_won": final.counts,
    }
    assert details.tasks[final.dealer] is None
    assert sum(kind is not None for kind in details.completed) == sum(result.points)


def test_the_summary_reads_the_typed_details() -> None:
    """The summary's first row names the round's trumps from the deal details."""
    presenter = _presenter()
    state = _played(4, 5, lambda s: bool(s.history))
    record = state.history[-1]
    headings, rows = presenter.summary(record, state)
    assert headings == NAMES
    assert rows[0].label == t("ws.sum_trumps", trumps=trumps_text(*record.result.details.trumps))
    labels = [row.label for row in rows]
    assert t("ws.sum_round") in labels and t("ws.sum_total") in labels


def test_the_match_result_says_why_the_game_ended() -> None:
    """Winner line, end reason, then every player by place, in both game lengths."""
    for length, need in (("short", 4), ("full", 5)):
        state = _played(3, 4, lambda s: s.over, game_length=length)
        lines = _presenter(NAMES[:3], game_length=length).match_result(state)
        assert len(lines) == 2 + 3
        reasons = {
            t("ws.end_dealt_twice"),
            *(
                t(key, name=name)
                for key in ("ws.end_all_five", "ws.end_four", "ws.end_caught")
                for name in NAMES[:3]
            ),
        }
        assert lines[1] in reasons
        assert all(f" of {need} chips, " in line for line in lines[2:])
    assert _presenter().match_result(_played(4, 4, lambda s: True)) == []
