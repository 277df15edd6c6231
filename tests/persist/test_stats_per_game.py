"""Statistics as issue 18 asks: each game's own figures, players keyed by who they are
(not by a translated default name), and matches played with help counted apart, also
across saving and loading the match."""

from __future__ import annotations

import json

import pytest

from game import i18n
from game.core.table import Seat
from game.games import REGISTRY
from game.records import MatchRecorder
from game.saves import make_save
from game.stats import Statistics, human_seats, statistics_path
from game.ui.screens.stats import column_keys, stat_rows
from game.ui.setup_model import TableSetup, restore
from tests.persist.test_stats import _play


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Every user file of these tests lives under tmp_path."""
    monkeypatch.setenv("STICH_HOME", str(tmp_path))
    i18n.set_language("en")
    yield tmp_path
    i18n.set_language("en")


def test_you_and_anata_are_one_player_whatever_the_language() -> None:
    """An old file with "You" and "あなた" rows: one row, shown in the language."""
    old = {
        "version": 1,
        "games": {
            "schieber": {
                "You": {"matches": 2, "won": 1, "deals": 10, "points": 900},
                "あなた": {"matches": 1, "won": 1, "deals": 6, "points": 700},
                "Anna": {"matches": 1, "deals": 5},
            }
        },
    }
    statistics_path().parent.mkdir(parents=True, exist_ok=True)
    statistics_path().write_text(json.dumps(old), "utf-8")
    from game.stats import load_stats

    stats = load_stats().value
    assert set(stats.games["schieber"]) == {"@you", "Anna"}
    assert stats.games["schieber"]["@you"].matches == 3
    assert stat_rows(stats, "schieber")[0][:3] == ("You", "3", "2")
    i18n.set_language("ja")
    assert stat_rows(stats, "schieber")[0][0] == "あなた"


def test_default_names_are_keyed_by_seat_kind_and_typed_names_by_name() -> None:
    solo = (Seat("human", "あなた"), Seat("random", "Ben"), Seat("random", "Clara"))
    assert human_seats(solo) == {"@you": 0}
    hot = (Seat("human", "Player 1"), Seat("human", "Zoe"), Seat("human", ""))
    assert human_seats(hot) == {"@player1": 0, "Zoe": 1, "@player3": 2}


def test_each_game_counts_its_own_figures() -> None:
    """Team games points against, Was Sticht chips and value, Stichln rounds and points,
    Skitgubbe games and times skitgubbe: checked against the finished matches."""
    stats = Statistics()
    checked = 0
    cases = [
        ("klaverjas", 4, {"game_length": 2}),
        ("schieber", 4, {"target": 500}),
        ("was_sticht", 3, {}),
        ("stichln", 3, {"rounds": 1}),
        ("skitgubbe", 3, {"series_length": 2}),
    ]
    for game_id, count, options in cases:
        game = REGISTRY[game_id]
        seats = (Seat("human", "You"), *(Seat("random", f"B{i}") for i in range(1, count)))
        final = _play(TableSetup(game, seats, 7, options), stats, 3)
        entry = stats.games[game_id]["@you"]
        assert (entry.matches, entry.deals) == (1, len(final.history))
        if game_id in ("klaverjas", "schieber"):
            assert entry.against == sum(r.result.points[1] for r in final.history)
        if game_id == "was_sticht":
            values = game.options(options).chip_values.model_dump()
            assert entry.chips == sum(r.result.points[0] for r in final.history)
            assert entry.chip_value == sum(
                values[r.result.details.completed[0]]
                for r in final.history
                if r.result.details.completed[0]
            )
        if game_id == "skitgubbe":
            assert entry.losses == -final.totals[0] and entry.deals == 2
        assert len(stat_rows(stats, game_id)[0]) == len(column_keys(game_id))
        checked += 1
    assert checked == 5
    assert column_keys("skitgubbe")[1:5] == (
        "stats.series",
        "stats.series_won",
        "stats.games",
        "stats.skitgubbe",
    )


def test_a_match_with_undo_is_marked_and_the_mark_survives_a_save() -> None:
    game = REGISTRY["stichln"]
    seats = (Seat("human", "Zoe"), Seat("random", "Ben"), Seat("random", "Clara"))
    setup = TableSetup(game, seats, 9, {"rounds": 1})
    from game.core.match import Match

    match = Match(game, setup.options_model(), 3, 9)
    recorder = MatchRecorder(setup, match, Statistics, lambda text: None)
    recorder.assisted("undo")
    save = make_save(setup, match, match.start(), assists=recorder.assists)
    assert save.assists == ["undo"]
    again, _match, _state = restore(type(save).model_validate_json(save.model_dump_json()))
    assert again.assists == frozenset({"undo"})
    stats = Statistics()
    _play(again, stats, 2)
    assert stats.games["stichln"]["Zoe"].assisted == 1
    plain = Statistics()
    _play(setup, plain, 2)
    assert plain.games["stichln"]["Zoe"].assisted == 0


def test_a_default_name_is_not_stored_as_a_name() -> None:
    """Saves and the remembered setup keep "" for "You": it follows the language."""
    game = REGISTRY["stichln"]
    setup = TableSetup(
        game, (Seat("human", "You"), Seat("random", "Ben"), Seat("random", "Clara")), 1, {}
    )
    from game.core.match import Match

    match = Match(game, setup.options_model(), 3, 1)
    save = make_save(setup, match, match.start())
    assert [s.name for s in save.seats] == ["", "Ben", "Clara"]
    i18n.set_language("ja")
    assert restore(save)[0].seats[0].name == "あなた"
