"""Issue 30: a search that takes long shows at once that it is thinking, and no frame
waits for it. The hint strip says "Looking for a hint…" in the very frame after the hint
key; a bot that thinks past the bot delay is named as thinking. The searches here never
finish, and asking for their result fails the test instead of waiting."""

from __future__ import annotations

from concurrent.futures import Future
from typing import Any

import pytest

from game.app import App
from game.core.rules import Action
from game.i18n import t
from game.ui import renderer, search_process
from game.ui.botworker import BotWorker
from game.ui.commands import Key
from game.ui.controller import Phase
from game.ui.table.hint import Hints
from game.ui.table.keys import HINT_KEY
from tests.ui.app_helpers import close_app, open_table
from tests.ui.guide_helpers import table_at

GAMES = (("was_sticht", 4), ("stichln", 4), ("skitgubbe", 4), ("schieber", 4), ("klaverjas", 4))


class Unfinished(Future[Any]):
    """A search still running: never done, and a frame asking for its result would wait."""

    def result(self, timeout: float | None = None) -> Any:
        """Waiting for the search is what a frame must never do."""
        raise AssertionError("a frame waited for the search")


@pytest.fixture
def unfinished(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Searches sent to the search process never finish; the jobs sent are listed."""
    sent: list[object] = []

    def submit(job: object, *args: object) -> Future[Any]:
        sent.append(job)
        return Unfinished()

    monkeypatch.setattr(search_process, "submit", submit)
    return sent


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text drawn, in order."""
    texts: list[str] = []
    original = renderer.draw_text

    def spy(surface: Any, text: str, *args: Any, **kwargs: Any) -> Any:
        texts.append(text)
        return original(surface, text, *args, **kwargs)

    monkeypatch.setattr(renderer, "draw_text", spy)
    return texts


@pytest.fixture
def app(quick_app: App) -> App:
    """The shared quick app (tests/ui/conftest.py)."""
    return quick_app


@pytest.mark.parametrize("game_id,seats", GAMES)
def test_the_hint_says_it_is_thinking_in_the_next_frame(
    app: App, game_id: str, seats: int, unfinished: list[object], drawn: list[str]
) -> None:
    table = table_at(app, game_id, seats, lambda view: True)
    table.hints = Hints(inline=False)  # the table's own way: the search process
    c = table.controller
    turn = c.turn_counter
    app.dispatch(Key(HINT_KEY))
    assert unfinished == [search_process.advise_seeded], "the search went to the process"
    drawn.clear()
    app.step()  # one frame: it returns although the search has not finished
    assert t("hint.thinking") in drawn
    assert table.hints.thinking(turn) and table.hints.current(table) is None
    assert c.phase == Phase.AWAIT_HUMAN and c.turn_counter == turn


def test_a_bot_thinking_past_the_bot_delay_is_named(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch, unfinished: list[object], drawn: list[str]
) -> None:
    players = ("human", "strong", "strong", "strong")
    app, table = open_table(tmp_path, monkeypatch, "klaverjas", players, 5, 0.1, bot_delay=0.2)
    try:
        # The table's own way: bot decisions in the search process (tests run them inline).
        table.worker = BotWorker(table.worker.bots, table.worker.rngs, process=True)
        c = table.controller
        for _ in range(300):
            if c.phase == Phase.BOT_THINKING:
                break
            if c.phase == Phase.AWAIT_HUMAN:
                legal: tuple[Action, ...] = c.human_legal()
                c.human_action(legal[0], app.now())
            app.step()
        assert c.phase == Phase.BOT_THINKING
        seat = c.to_act()
        assert seat is not None and seat != 0
        for _ in range(6):  # 0.6 s on the table's clock: three times the bot delay
            drawn.clear()
            app.step()
        assert unfinished and c.phase == Phase.BOT_THINKING and c.to_act() == seat
        assert t("table.thinking", name=table.presenter.seat_label(seat)) in drawn
    finally:
        close_app(app)
