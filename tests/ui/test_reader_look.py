"""At a hot-seat table each human reads the table in their own language and card faces:
the hand-over screen and their own turn are drawn in their choice, the panels everyone
reads (move log, score sheet, summaries) in the table's; the choice is kept in the saved
setup and comes back on Continue."""

from __future__ import annotations

import re
from typing import Any

import pytest

from game.app import App
from game.core.cards import Card
from game.core.table import Seat
from game.games import REGISTRY
from game.i18n import language, t
from game.saves import make_save, restore_match
from game.settings import SeatChoice, seat_choice, seat_of
from game.ui import renderer
from game.ui.controller import Phase
from game.ui.setup_model import TableSetup
from game.ui.table.screen import TableScreen
from tests.ui.app_helpers import close_app, open_app, texts_drawn

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def _table(app: App) -> TableScreen:
    """Schieber, two humans opposite: seat 0 reads the table's English and French faces,
    seat 2 Japanese and Swiss faces."""
    seats = (
        Seat("human", "Anna"),
        Seat("strong", "Ben"),
        Seat("human", "Chika", language="ja", faces="swiss"),
        Seat("strong", "Dora"),
    )
    table = TableScreen(app, TableSetup(REGISTRY["schieber"], seats, 4))
    app.stack.replace(table)
    return table


def _faces_drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The face style of every card face drawn from now on."""
    styles: list[str] = []
    original = renderer.card

    def spy(surface: Any, face: Card | None, box: Any, style: str = "french", **kw: Any) -> Any:
        if face is not None:
            styles.append(style)
        return original(surface, face, box, style, **kw)

    monkeypatch.setattr(renderer, "card", spy)
    return styles


def _until(app: App, done: Any, limit: int = 600) -> None:
    for _ in range(limit):
        if done():
            return
        app.step()
    raise AssertionError("the table never got there")


def test_each_human_reads_their_own_language_and_faces(tmp_path, monkeypatch) -> None:
    """Seat 2's hand-over and turn are Japanese with Swiss faces; seat 0's English with
    French faces; the log panel stays English for both; the table language is back
    after every frame."""
    app = open_app(tmp_path, monkeypatch, 0.1, bot_delay=0.0, animation="off")
    table = _table(app)
    c = table.controller
    styles = _faces_drawn(monkeypatch)
    seen: dict[int, tuple[int, int, set[str]]] = {}
    checked = 0
    for _ in range(12):
        _until(app, lambda: c.phase == Phase.HANDOVER)
        seat = c.handover_seat
        assert seat in (0, 2)
        with texts_drawn(monkeypatch) as drawn:
            table.draw(app.screen)
        japanese = [text for text, _, _ in drawn if JAPANESE.search(text)]
        # The hand-over screen speaks to the one it hands to.
        assert bool(japanese) == (seat == 2), (seat, [text for text, _, _ in drawn])
        assert language() == "en"
        _until(app, lambda: c.handover_ready(app.now()))
        c.confirm_handover(app.now())
        _until(app, lambda: c.phase == Phase.AWAIT_HUMAN)
        table.layers.log.open = True
        styles.clear()
        with texts_drawn(monkeypatch) as drawn:
            table.draw(app.screen)
        table.layers.log.open = False
        texts = [text for text, _, _ in drawn]
        own = sum(bool(JAPANESE.search(text)) for text in texts)
        log_title = t("log.title", key="M")
        assert log_title in texts  # the shared log panel, in the table's English
        assert set(styles) == ({"swiss"} if seat == 2 else {"french"}), (seat, set(styles))
        seen[seat] = (own, len(texts), set(styles))
        checked += 1
        assert language() == "en"
        legal = c.human_legal()
        c.human_action(legal[0], app.now())
        if len(seen) == 2 and checked >= 4:
            break
    assert seen[2][0] > 5 and seen[0][0] == 0
    assert checked >= 4
    close_app(app)


def test_the_readers_choice_is_kept_in_the_save_and_the_last_setup(tmp_path, monkeypatch) -> None:
    """A save and the remembered setup keep each seat's language and faces; a seat file
    from before (no such fields) reads as the table's."""
    app = open_app(tmp_path, monkeypatch, 0.1, bot_delay=0.0, animation="off")
    table = _table(app)
    save = make_save(table.setup, table.match, table.controller.state, "test")
    assert [(s.language, s.faces) for s in save.seats][2] == ("ja", "swiss")
    setup, _, _ = restore_match(save.model_validate_json(save.model_dump_json()))
    assert (setup.seats[2].language, setup.seats[2].faces) == ("ja", "swiss")
    assert (setup.seats[0].language, setup.seats[0].faces) == ("", "")
    app.remember_setup(table.setup)
    kept = app.settings.last_setups["schieber"].seats[2]
    assert (kept.language, kept.faces) == ("ja", "swiss")
    old = SeatChoice.model_validate({"player": "human", "name": "Anna"})
    assert seat_of(old) == Seat("human", "Anna")
    assert seat_of(seat_choice(table.setup.seats[2])) == table.setup.seats[2]
    close_app(app)
