"""The first game: offered in game select, a fixed deal, a prompt at each new kind of
decision (once each), in both languages, and the player can leave it at any time."""

from __future__ import annotations

import pytest

from game.app import App
from game.core.rules import Action
from game.games import REGISTRY
from game.i18n import CATALOGS
from game.ui.commands import Click, Key
from game.ui.controller import Phase
from game.ui.screens.game_select import GameSelect
from game.ui.table.screen import TableScreen
from game.ui.tutorial import first_game_setup, moment

# The prompts a first game must show, per game, when the human plays the first legal
# action (they are the "each new kind of decision").
EXPECTED = {
    "was_sticht": {"chip", "take", "hint", "task", "play"},
    "stichln": {"declare", "play"},
    "skitgubbe": {"play", "add", "phase2", "pickup"},
    "schieber": {"push", "play"},
    "klaverjas": {"trump", "play"},
}


@pytest.fixture
def app(quick_app: App) -> App:
    """The shared quick app (tests/ui/conftest.py)."""
    return quick_app


def _play_deal(app: App, table: TableScreen, shown: list[str], steps: int = 20000) -> None:
    """Play the first deal (first legal action), noting each prompt as it comes up."""
    c = table.controller
    tutorial = table.tutorial
    assert tutorial is not None
    for _ in range(steps):
        if c.phase in (Phase.DEAL_SUMMARY, Phase.MATCH_OVER):
            return
        app.step()
        if c.phase == Phase.AWAIT_HUMAN:
            if tutorial.current is not None and (not shown or shown[-1] != tutorial.current):
                shown.append(tutorial.current)
            c.human_action(c.human_legal()[0], app.now())
    raise AssertionError("the deal never ended")


def test_game_select_offers_the_first_game(app: App) -> None:
    """Game select's button (or P) opens the chosen game's fixed first deal with prompts."""
    select = GameSelect(app)
    app.stack.replace(select)
    select.focus = [game_id for game_id, _, _ in select.games].index("stichln")
    select.handle(Key("p"))
    table = app.stack.top
    assert isinstance(table, TableScreen) and table.setup.tutorial
    assert table.setup == first_game_setup(REGISTRY["stichln"])  # the fixed deal
    app.stack.replace(select)
    select.focus = [game_id for game_id, _, _ in select.games].index("schieber")
    select.handle(Click(*select.first_button(app.size).center))
    table = app.stack.top
    assert isinstance(table, TableScreen) and table.setup.game.id == "schieber"
    assert table.setup.tutorial


@pytest.mark.parametrize("game_id", sorted(EXPECTED))
def test_each_new_kind_of_decision_gets_one_prompt(app: App, game_id: str) -> None:
    """Every expected prompt comes up, none twice, each with English and Japanese text;
    the first one is up at the very first decision and drawn."""
    table = TableScreen(app, first_game_setup(REGISTRY[game_id]))
    app.stack.replace(table)
    shown: list[str] = []
    _play_deal(app, table, shown)
    kinds = {key.rsplit(".", 1)[1] for key in shown}
    assert EXPECTED[game_id] <= kinds, (game_id, shown)
    assert len(shown) == len(set(shown))  # once each
    for key in shown:
        assert key in CATALOGS["en"] and key in CATALOGS["ja"]
    assert shown[0].startswith(f"tutorial.{game_id}.")


def test_the_player_can_leave_at_any_time(app: App) -> None:
    """T puts the prompts away for good; the game goes on as before."""
    app.now = lambda: app.frames * 0.05  # type: ignore[method-assign]
    table = TableScreen(app, first_game_setup(REGISTRY["was_sticht"]))
    app.stack.replace(table)
    for _ in range(2000):  # a stepping clock: the bots' turns take frames, not wall time
        app.step()
        if table.controller.phase == Phase.AWAIT_HUMAN:
            break
    tutorial = table.tutorial
    assert tutorial is not None and tutorial.current == "tutorial.was_sticht.chip"
    state = table.controller.state
    app.dispatch(Key("t"))  # T leaves the prompts
    assert not tutorial.on and tutorial.current is None
    assert table.controller.state == state
    shown: list[str] = []
    _play_deal(app, table, shown)
    assert shown == []


def test_moment_names_the_decision() -> None:
    """The pure moment: Skitgubbe's phase change before the first lay, the Jass push
    before the trump choice, Klaverjas roem before the next card; plain tables have none."""

    class View:
        def __init__(self, phase: str, table: tuple = (), hints: tuple = ()) -> None:
            self.phase, self.table, self.hints = phase, table, hints

    assert moment("skitgubbe", View("phase2"), (Action("lay"),)) == "tutorial.skitgubbe.phase2"
    assert (
        moment("skitgubbe", View("phase2", ((0, ()),)), (Action("lay"), Action("pickup")))
        == "tutorial.skitgubbe.pickup"
    )
    assert (
        moment("schieber", View("contract"), (Action("trump", arg="C"), Action("push")))
        == "tutorial.schieber.push"
    )
    assert (
        moment("klaverjas", View("play"), (Action("roem"), Action("play")))
        == "tutorial.klaverjas.roem"
    )
    assert (
        moment("was_sticht", View("draft", hints=(1,)), (Action("take"),))
        == "tutorial.was_sticht.hint"
    )
    assert moment("stichln", View("play"), ()) is None
