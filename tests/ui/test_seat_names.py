"""Default seat names: "You" for one human, "Player 1", "Player 2", ... for hot-seat."""

from __future__ import annotations

from game.core.table import Seat
from game.games import REGISTRY
from game.i18n import set_language
from game.ui.setup_model import default_names, default_seats, with_default_names


def test_one_human_is_you_and_bots_are_named_by_seat() -> None:
    """The single human is "You"; bots keep the name of their seat."""
    assert default_names(("human", "strong", "strong", "strong")) == ("You", "Anna", "Ben", "Clara")
    assert default_names(("strong", "human", "basic")) == ("Hugo", "You", "Ben")


def test_two_or_more_humans_are_numbered_never_you() -> None:
    """Hot-seat: every human is "Player N" in seat order, in the player's language."""
    assert default_names(("human", "strong", "human", "strong")) == (
        "Player 1",
        "Anna",
        "Player 2",
        "Clara",
    )
    assert default_names(("human",) * 3) == ("Player 1", "Player 2", "Player 3")
    set_language("ja")
    assert default_names(("human", "human", "random")) == ("プレイヤー1", "プレイヤー2", "Ben")
    assert default_names(("human", "random")) == ("あなた", "Anna")


def test_switching_a_seat_renames_given_names_and_keeps_typed_ones() -> None:
    """Seat 1 becomes human: "You" turns into "Player 1", Anna into "Player 2"; a typed
    name stays, and going back to one human gives "You" again."""
    seats = default_seats(REGISTRY["schieber"])
    two = with_default_names((seats[0], Seat("human", seats[1].name), *seats[2:]))
    assert [s.name for s in two] == ["Player 1", "Player 2", "Ben", "Clara"]
    typed = with_default_names(
        (Seat("human", "Mia"), Seat("human", "Anna"), Seat("strong", "Player 2"), seats[3])
    )
    assert [s.name for s in typed] == ["Mia", "Player 2", "Ben", "Clara"]
    back = with_default_names((two[0], Seat("strong", two[1].name), *two[2:]))
    assert [s.name for s in back] == ["You", "Anna", "Ben", "Clara"]
    set_language("ja")
    assert with_default_names(back)[0].name == "あなた", "the other language's default"


def test_setup_screen_and_command_line_name_hot_seat_players(tmp_path, monkeypatch) -> None:
    """Turning seat 3 into a human on the setup screen renames "You"; a hot-seat table from
    the command line shows "Player 1" and "Player 2" on its hand-over screen."""
    from game.__main__ import _table_setup, build_parser
    from game.ui.screens.setup import SetupScreen
    from tests.ui.app_helpers import close_app, open_app

    app = open_app(tmp_path, monkeypatch)
    setup = SetupScreen(app, REGISTRY["schieber"])
    assert [s.name for s in setup.seats] == ["You", "Anna", "Ben", "Clara"]
    seat_row = next(row for row in setup.rows if row.label == "Seat 3")
    players = setup._players()
    assert seat_row.change is not None
    seat_row.change(players.index("human") - players.index(setup.seats[2].player))
    assert [(s.player, s.name) for s in setup.seats] == [
        ("human", "Player 1"),
        ("strong", "Anna"),
        ("human", "Player 2"),
        ("strong", "Clara"),
    ]
    parser = build_parser()
    args = parser.parse_args(["--game", "stichln", "--seats", "human,human,strong,strong"])
    table_setup = _table_setup(args)
    assert [s.name for s in table_setup.seats] == ["Player 1", "Player 2", "Ben", "Clara"]
    close_app(app)
