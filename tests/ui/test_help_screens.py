"""The rules screen and the "how to play" overlay: drawing, scrolling, keys, pause menu."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.core.table import Seat
from game.games import REGISTRY
from game.ui.commands import Activate, Back, Click, Hover, Key, Move, Scroll
from game.ui.controller import Phase
from game.ui.layout import overlap
from game.ui.screens.howto import HowToOverlay
from game.ui.screens.pause import PauseScreen
from game.ui.screens.rules_help import RulesScreen, wrap_text
from game.ui.setup_model import TableSetup, default_seats
from game.ui.table.screen import TableScreen
from tests.ui.app_helpers import close_app, open_app

SIZES = ((1280, 720), (1920, 1080))


@pytest.fixture
def app(tmp_path, monkeypatch):
    """An app with a dummy window."""
    application = open_app(tmp_path, monkeypatch, bot_delay=0.0, animation="off", trick_pause=0.0)
    yield application
    close_app(application)


def _table(app: App, game_id: str, seats: int | None = None) -> TableScreen:
    game = REGISTRY[game_id]
    table = TableScreen(app, TableSetup(game, default_seats(game, seats), 3))
    app.stack.replace(table)
    for _ in range(300):
        if table.controller.phase == Phase.AWAIT_HUMAN:
            break
        app.step()
    return table


def _rules(app: App, table: TableScreen) -> RulesScreen:
    """The rules of the game at `table`, in its card faces."""
    return RulesScreen(app, table.setup, table.face_style)


def _resize(app: App, size: tuple[int, int]) -> None:
    app.screen = pygame.display.set_mode(size)


def _distinct(surface: pygame.Surface, box: tuple[int, int, int, int]) -> int:
    area = surface.subsurface(pygame.Rect(box))
    small = pygame.transform.scale(area, (40, 20))
    return len({small.get_at((x, y))[:3] for x in range(40) for y in range(20)})


def test_every_rules_page_draws_and_scrolls_to_its_end(app: App) -> None:
    """Every game, both sizes, every tab: it draws, End reaches the last item, Home returns."""
    pages = 0
    for game_id in REGISTRY:
        table = _table(app, game_id)
        rules = _rules(app, table)
        app.stack.push(rules)
        for size in SIZES:
            _resize(app, size)
            for page in range(len(rules.document.pages)):
                rules.select(page)
                app.step()
                view = rules.frame()["content"]
                assert _distinct(app.screen, view.tuple()) > 5, (game_id, page)
                layout = rules.page_layout()
                assert all(
                    item.x + item.w <= view.w for item in layout.items if item.kind == "card"
                ), (game_id, page, size)
                rules.handle(Key("end"))
                app.step()
                last = max(item.y + item.h for item in layout.items)
                assert rules.scroll == rules.max_scroll()
                assert last - rules.scroll <= view.h, (game_id, page, size)
                rules.handle(Key("home"))
                assert rules.scroll == 0
                pages += 1
        app.stack.pop()
        table.close()
        _resize(app, SIZES[0])
    assert pages == 2 * sum(len(_rules(app, _table(app, g)).document.pages) for g in REGISTRY)


def test_scrolling_keys_wheel_and_tabs(app: App) -> None:
    """Arrows, wheel and PgDn scroll within bounds; Left/Right, Tab, digits and clicks pick
    tabs; Esc closes."""
    table = _table(app, "schieber")
    app.stack.push(_rules(app, table))
    rules = app.stack.top
    assert isinstance(rules, RulesScreen)
    rules.handle(Move(1, 0))
    assert rules.page == 1  # the cards page: taller than the window
    limit = rules.max_scroll()
    assert limit > 0
    app.dispatch(Move(0, 1))
    first = rules.scroll
    assert first > 0
    app.dispatch(Scroll(2))
    assert rules.scroll > first
    app.dispatch(Scroll(-100))
    assert rules.scroll == 0
    for _ in range(20):
        app.dispatch(Key("page down"))
    assert rules.scroll == limit
    app.dispatch(Key("tab"))
    assert (rules.page, rules.scroll) == (2, 0)
    app.dispatch(Key("1"))
    assert rules.page == 0
    app.dispatch(Move(-1, 0))
    assert rules.page == len(rules.document.pages) - 1
    box = rules.tab_boxes()[1]
    app.dispatch(Click(*box.center))
    assert rules.page == 1
    app.dispatch(Hover(5, 5))
    assert app.stack.top is rules
    app.dispatch(Back())
    assert app.stack.top is table


def test_back_button_closes_the_rules(app: App) -> None:
    """A click on Back closes the screen."""
    table = _table(app, "klaverjas")
    app.stack.push(_rules(app, table))
    back = app.stack.top.frame()["back"]  # type: ignore[union-attr]
    app.dispatch(Click(*back.center))
    assert app.stack.top is table


def test_f1_and_the_pause_menu_reach_the_rules_and_the_overlay(app: App) -> None:
    """F1 opens the rules; the pause menu's Rules and How to play items open them too."""
    table = _table(app, "stichln")
    app.dispatch(Key("f1"))
    assert isinstance(app.stack.top, RulesScreen)
    assert app.stack.top.document.game_id == "stichln"
    app.dispatch(Back())
    app.dispatch(Back())  # Esc at the table: the pause menu
    pause = app.stack.top
    assert isinstance(pause, PauseScreen)
    labels = [item.label for item in pause.buttons.items]
    assert labels.index("Rules") + 1 == labels.index("How to play")
    pause.buttons.items[labels.index("Rules")].action()
    assert isinstance(app.stack.top, RulesScreen)
    app.dispatch(Back())
    assert app.stack.top is pause
    pause.buttons.items[labels.index("How to play")].action()
    assert isinstance(app.stack.top, HowToOverlay)
    assert app.stack.scenes == [table, app.stack.top]  # the pause menu made way
    app.step()
    app.dispatch(Activate())
    assert app.stack.top is table


def test_overlay_opens_with_h_and_leaves_the_table_unchanged(app: App) -> None:
    """H opens it; any key or Esc closes it; the match state is untouched."""
    table = _table(app, "schieber")
    state, phase = table.controller.state, table.controller.phase
    selected = (table.selection.picked, table.selection.cursor)
    app.dispatch(Key("h"))
    overlay = app.stack.top
    assert isinstance(overlay, HowToOverlay)
    for _ in range(5):
        app.step()
    app.dispatch(Hover(10, 10))
    assert app.stack.top is overlay  # moving the mouse does not close it
    app.dispatch(Key("x"))
    assert app.stack.top is table
    assert (
        table.controller.state,
        table.controller.phase,
        (table.selection.picked, table.selection.cursor),
    ) == (
        state,
        phase,
        selected,
    )
    app.dispatch(Key("h"))
    assert isinstance(app.stack.top, HowToOverlay)
    app.dispatch(Back())
    assert app.stack.top is table and table.controller.state == state


@pytest.mark.parametrize(
    "game_id,seats",
    [("schieber", 4), ("klaverjas", 3), ("stichln", 8), ("was_sticht", 3), ("skitgubbe", 6)],
)
def test_overlay_labels_fit_and_do_not_overlap(app: App, game_id: str, seats: int) -> None:
    """At both sizes every label and the key panel lie inside the window, apart."""
    table = _table(app, game_id, seats)
    overlay = HowToOverlay(app, table)
    app.stack.push(overlay)
    checked = 0
    for size in SIZES:
        _resize(app, size)
        app.step()
        plan = overlay.plan(size)
        boxes = [box for box, _ in plan.labels] + [plan.keys]
        for i, box in enumerate(boxes):
            assert box.x >= 0 and box.right <= size[0] and box.y >= 0 and box.bottom <= size[1], (
                box,
                size,
            )
            for other in boxes[i + 1 :]:
                assert overlap(box, other) == 0, (box, other, size)
            checked += 1
        keys = {area.key for area in plan.areas}
        assert {"guide.seats", "guide.prompt"} <= keys
        # Each game explains its own parts (tests/ui/test_guide.py checks them by phase).
        assert any(key.count(".") == 2 for key in keys), keys
    assert checked == 2 * (len(plan.areas) + 1)


def test_overlay_during_a_handover_shows_no_hand(app: App) -> None:
    """Hot-seat: over the hand-over screen the overlay adds outlines only, no card faces."""
    seats = (Seat("human", "A"), Seat("human", "B"), Seat("random", "C"), Seat("random", "D"))
    table = TableScreen(app, TableSetup(REGISTRY["schieber"], seats, 3))
    app.stack.replace(table)
    for _ in range(3000):
        if table.controller.phase == Phase.HANDOVER:
            break
        if table.controller.phase == Phase.AWAIT_HUMAN:
            table.controller.human_action(table.controller.human_legal()[0], app.now())
        app.step()
    assert table.controller.phase == Phase.HANDOVER
    app.step()
    hand = table.layout().hand_area
    app.dispatch(Key("h"))
    app.step()
    # The hand area shows the hand-over felt, dimmed: no white card faces appear in it.
    area = app.screen.subsurface(pygame.Rect(hand.tuple()).inflate(-20, -20))
    bright = sum(
        1
        for x in range(0, area.get_width(), 4)
        for y in range(0, area.get_height(), 4)
        if min(area.get_at((x, y))[:3]) > 200
    )
    assert bright < 50  # a card face would be hundreds of near-white samples
    assert table.controller.phase == Phase.HANDOVER


def test_wrap_text_breaks_words_and_japanese(app: App) -> None:
    """Lines fit the width; text without spaces breaks between characters; nothing is lost."""
    english = "Forehand always leads the first trick, also after a push. " * 3
    lines = wrap_text(english.strip(), 20, 300)
    assert len(lines) > 3 and " ".join(lines) == english.strip()
    from game import assets

    assert all(assets.font(20).size(line)[0] <= 300 for line in lines)
    japanese = "切り札がリードされたら、持っていれば切り札を出します。" * 4
    lines = wrap_text(japanese, 20, 200)
    assert len(lines) > 1 and "".join(lines) == japanese
    assert not any(line.startswith(("、", "。")) for line in lines)
