"""The Stichln presenter without a display: words, tags, summary rows, the match result."""

from __future__ import annotations

import ast
from dataclasses import replace
from pathlib import Path

from game.core.cards import Card
from game.core.match import DealRecord, MatchState
from game.core.rules import Action, MatchOutcome
from game.games.stichln import present
from game.games.stichln.options import StichlnOptions
from game.games.stichln.present import SeatTag, StichlnPresenter, minus_text, revealed
from game.games.stichln.rules import StichlnRules
from game.games.stichln.state import StichlnDetails, StichlnState
from tests.games.stichln.helpers import act, cards, declare_all, start

NAMES = ("Zoe", "Anna", "Ben", "Clara")
# 4 players, dealer seat 2: seat 3 declares first and leads; seat 0 takes trick 1.
FIXED = {3: "R5 R1", 0: "B11 B1", 1: "R6 G1", 2: "G3 Y1"}
PICKS = {3: "R1", 0: "B1", 1: "G1", 2: "Y1"}


def _presenter(seats: int = 4, **options: object) -> StichlnPresenter:
    return StichlnPresenter(StichlnOptions.model_validate(options), NAMES[:seats])


def _after_first_trick(**options: object) -> tuple[StichlnRules, StichlnState]:
    """Declared as PICKS, then R5 B11 R6 G3: seat 0 (minus blue 1) takes the trick."""
    rules, state = start(4, FIXED, dealer=2, **options)
    state, _ = declare_all(rules, state, PICKS)
    for text in ("R5", "B11", "R6", "G3"):
        state, _ = act(rules, state, "play", text)
    return rules, state


def _match(rules: StichlnRules, final: StichlnState, totals: tuple[int, ...]) -> MatchState:
    """A match whose one finished round is `final`."""
    record = DealRecord(0, final.dealer, final, rules.deal_result(final))
    return MatchState(1, 0, final, totals, (record,), None, ())


def _finish(rules: StichlnRules, state: StichlnState) -> StichlnState:
    while rules.to_act(state) is not None:
        state, _ = rules.apply(state, rules.legal_actions(state)[0])
    return state


def test_the_presenter_imports_neither_pygame_nor_the_ui() -> None:
    """present.py is pure: the analysis and the tests read it without a display."""
    tree = ast.parse(Path(present.__file__).read_text())
    names = [
        alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import)
        for alias in node.names
    ]
    names += [node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
    assert not [n for n in names if n.startswith(("pygame", "game.ui"))]


def test_words_of_the_game() -> None:
    """Rounds, colours, signed minus points and the game's own refusals."""
    presenter = _presenter()
    assert presenter.deal_name(3) == "Round 3"
    assert presenter.colour_name("R") == "red"
    assert (minus_text(3), minus_text(0)) == ("-3", "0")
    rules, state = start(4, FIXED, dealer=2)
    reason = rules.why_illegal(state, Action("play", cards("R5")))
    assert presenter.refusal(reason) == "First put one card face down as your minus colour."


def test_describing_a_card_lays_it_down_or_plays_it() -> None:
    """The minus card is laid face down; any other card is played."""
    presenter = _presenter()
    rules, state = start(4, FIXED, dealer=2)
    view = rules.view(state, 3)
    assert presenter.describe(view, Action("declare", cards("R1"))) == (
        "Lay the red 1 face down as your minus card"
    )
    assert presenter.describe(view, Action("play", cards("R5"))) == "Play the red 5"


def test_ranking_shares_ranks_for_equal_totals() -> None:
    """Best first; equal totals share a rank and the next rank is skipped."""
    assert StichlnPresenter.ranking((3, -7, 12, 3)) == [(2, 1), (0, 2), (3, 2), (1, 4)]


def test_a_tag_waits_then_shows_tricks_then_the_minus_colour() -> None:
    """Waiting while choosing; a face-down card shows tricks and total only; a face-up one
    its captured minus values (and their count and sum), the round so far and the tally."""
    presenter = _presenter()
    rules, state = start(4, FIXED, dealer=2)
    view = rules.view(state, 0)
    assert presenter.seat_tag(view, 0, None) == SeatTag("choosing...", waiting=True)
    rules, state = _after_first_trick()
    view = rules.view(state, 1)
    assert revealed(view)
    assert presenter.seat_tag(view, 0, None) == SeatTag(
        "Tricks 1 · total 0", tricks="Tricks 1", total="Total 0"
    )
    presenter.score_lines(_match(rules, _finish(rules, state), (5, 0, 0, 0)))
    tag = presenter.seat_tag(view, 0, view.declared[0])
    assert tag == SeatTag(
        "Tricks 1 · total 5",
        tricks="Tricks 1",
        total="Total 5",
        colour="B",
        minus="Minus 11",
        minus_short="Minus 1 card, 11",
        score=3 - 11 - 1,
        score_text="Round -9",
        gone=f"blue gone 1/{view.top_value + 1}",
    )
    none_taken = presenter.seat_tag(view, 1, view.declared[1])
    assert (none_taken.minus, none_taken.minus_short) == ("no minus cards", "")
    assert none_taken.score_text == "Round -1"


def test_round_parts_only_once_the_colour_is_known() -> None:
    """Hidden minus colours: another seat's parts are unknown until they are turned up."""
    presenter = _presenter()
    rules, state = _after_first_trick(minus_reveal="hidden_until_scoring")
    view = rules.view(state, 1)
    assert not revealed(view)
    assert presenter.round_parts(view, 0) is None
    assert presenter.round_parts(view, 1) == (0, 0, 1)
    assert presenter.round_parts_for(view, 0, Card("B", 1)) == (3, 11, 1)


def test_the_summary_reads_the_typed_details() -> None:
    """A round with an all-zero trick nobody took ends its summary with that count."""
    options = {"all_zero_trick": "discard_leader_leads_again"}
    presenter = _presenter(3, **options)
    rules, state = start(3, {1: "B0 B8", 2: "R0 R8", 0: "G0 G8"}, dealer=0, **options)
    state, _ = declare_all(rules, state, {1: "B8", 2: "R8", 0: "G8"})
    for text in ("B0", "R0", "G0"):
        state, _ = act(rules, state, "play", text)
    final = _finish(rules, state)
    details = rules.deal_result(final).details
    assert isinstance(details, StichlnDetails) and details.discarded_tricks == 1
    assert details.minus_colours == ("G", "B", "R")
    match = _match(rules, final, rules.deal_result(final).points)
    headings, rows = presenter.summary(match.history[0], match)
    assert len(headings) == 6 and len(rows) == 4
    assert [row.values[0] for row in rows[:3]] == ["green", "blue", "red"]
    assert rows[3].label == "All-zero tricks nobody took: 1" and rows[3].values == ("",) * 6


def test_the_match_result_names_the_winner_and_ranks_everyone() -> None:
    """One winner, then every total best first."""
    presenter = _presenter()
    rules, state = _after_first_trick()
    match = _match(rules, _finish(rules, state), (4, 9, -2, 0))
    assert presenter.match_result(match) == []
    over = replace(match, outcome=MatchOutcome(winners=(1,), reason=""))
    assert presenter.match_result(over) == [
        "Anna wins the game",
        "1. Anna: 9",
        "2. Zoe: 4",
        "3. Clara: 0",
        "4. Ben: -2",
    ]
