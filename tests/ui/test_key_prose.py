"""Texts that tell the player which key to press name the player's key (Settings > Keys),
never the default after it was changed: the move log, score sheet and last trick
panels, the turn prompt (drawn and said), the how-to overlay, the deal summary, the
review, the game list, the table setup and the first game's prompt."""

from __future__ import annotations

from typing import Any

import pytest

from game.app import App
from game.games import REGISTRY
from game.i18n import t
from game.present import SummaryRow
from game.ui import renderer
from game.ui.controller import Phase
from game.ui.keybinds import Keys, cleaned, key_of
from game.ui.layout import table_layout
from game.ui.screens.howto import KEY_LINES, HowToOverlay
from game.ui.screens.review import ReviewScreen
from game.ui.table import narration, overlays, summary
from game.ui.table.screen import TableScreen
from game.ui.tutorial import first_game_setup
from tests.ui.app_helpers import texts_drawn
from tests.ui.guide_helpers import table_at

# Every command a text names, on a key of its own (none of them a default).
REMAP = {
    "log": "j",
    "sheet": "o",
    "last_trick": "y",
    "review": "q",
    "hint": "z",
    "rules": "f2",
    "keys": "n",
    "howto": "b",
    "first_game": "e",
    "leave_tutorial": "d",
    "next_group": "f3",
}


def remapped(app: App) -> None:
    """The player's keys are REMAP (every one of them kept as valid)."""
    assert cleaned(REMAP) == REMAP
    app.settings = app.settings.model_copy(update={"keys": dict(REMAP)})


def press(app: App, command: str) -> None:
    """Press the command's new key."""
    app.dispatch(key_of(REMAP[command]))


def drawn_texts(app: App, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every line and text box drawn by one frame of the whole stack."""
    boxes: list[str] = []
    original = renderer.draw_text_box

    def spy(surface: Any, content: str, *args: Any, **kw: Any) -> Any:
        boxes.append(content)
        return original(surface, content, *args, **kw)

    monkeypatch.setattr(renderer, "draw_text_box", spy)
    with texts_drawn(monkeypatch) as drawn:
        app.stack.draw(app.screen)
    monkeypatch.undo()
    return [text for text, _, _ in drawn] + boxes


def test_the_table_panels_prompt_and_how_to_name_the_new_keys(
    quick_app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = quick_app
    remapped(app)
    table = table_at(app, "schieber", 4, lambda view: True)
    c = table.controller
    # On to a card to play: the prompt that names the key list's key.
    for _ in range(400):
        raw = table.presenter.prompt(c.display_view(), c.human_legal())
        if c.phase == Phase.AWAIT_HUMAN and raw == t("table.prompt_play"):
            break
        if c.phase == Phase.AWAIT_HUMAN:
            c.human_action(c.human_legal()[0], app.now())
        app.step()
    assert raw == t("table.prompt_play")
    drawn = drawn_texts(app, monkeypatch)
    assert t("table.prompt_play").replace("{keys}", "N") in drawn
    assert not any("K: keys" in text or "{" in text for text in drawn)
    turn = table.turn(table.layout())
    assert turn is not None
    assert "N: keys" in narration.presenter_prompt(table, turn)
    # Each panel, opened with its new key, says that key closes it.
    shown = {
        "log": (t("log.title", key="J"), t("log.title", key="M")),
        "last_trick": (
            t("table.last_trick_close", key="Y"),
            t("table.last_trick_close", key="L"),
        ),
        "sheet": (
            t("sheet.close_chart", key="O", next_group="F3"),
            t("sheet.close_chart", key="S", next_group="Tab"),
        ),
    }
    for command, (new, old) in shown.items():
        press(app, command)
        drawn = drawn_texts(app, monkeypatch)
        assert new in drawn and old not in drawn, command
        press(app, command)
    assert app.stack.top is table and not table.layers.log.open
    # The how-to overlay's labels and key list.
    press(app, "howto")
    overlay = app.stack.top
    assert isinstance(overlay, HowToOverlay)
    plan = overlay.plan()
    assert plan.lines[0] == "B: this help;  N: every key"  # the short list fits here
    assert any("hint (Z)" in label for _, label in plan.labels)
    assert not any("(G)" in label for _, label in plan.labels)
    # The whole list, where it fits, is made of the same texts filled the same way.
    lines = "\n".join(Keys(app.settings.keys).text(key) for key in KEY_LINES)
    for named in (
        "Z: hint",
        "Q: review",
        "Y: last trick",
        "J: move log",
        "O: scores",
        "F2:",
        "F3:",
    ):
        assert named in lines, named
    assert not any(old in lines for old in ("G:", "R:", "L:", "M:", "S:", "F1:", "K:", "Tab:", "{"))
    table.close()


def test_the_summary_and_the_review_name_the_new_keys(
    quick_app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = quick_app
    remapped(app)
    # The summary's line about earlier deals, when they do not fit.
    rows = [SummaryRow(f"Deal {n}", ("1", "2")) for n in range(60)]
    small = summary.plan(table_layout(800, 600, 4, 0), "Deal 61", ("A", "B"), rows, sheet_key="O")
    texts = [line.text for line in small.lines]
    assert t("summary.earlier", key="O") in texts and t("summary.earlier", key="S") not in texts
    # The table hands the player's key to it.
    asked: list[str] = []
    real_plan = summary.plan

    def plan(*args: Any, sheet_key: str = "S", **kw: Any) -> summary.SummaryPlan:
        asked.append(sheet_key)
        return real_plan(*args, sheet_key=sheet_key, **kw)

    table = table_at(app, "stichln", 3, lambda view: True)
    c = table.controller
    for _ in range(20000):
        if c.phase in (Phase.DEAL_SUMMARY, Phase.MATCH_OVER):
            break
        if c.phase == Phase.AWAIT_HUMAN:
            c.human_action(c.human_legal()[0], app.now())
        app.step()
    assert c.phase == Phase.DEAL_SUMMARY
    monkeypatch.setattr(summary, "plan", plan)
    assert overlays.summary_plan(table, table.layout()) is not None
    monkeypatch.undo()
    assert asked == ["O"]
    # Q opens the review, whose key line says Q closes it.
    press(app, "review")
    review = app.stack.top
    assert isinstance(review, ReviewScreen)
    drawn = drawn_texts(app, monkeypatch)
    assert t("review.keys", key="Q") in drawn and t("review.keys", key="R") not in drawn
    press(app, "review")
    assert app.stack.top is table
    table.close()


def test_the_game_list_setup_and_first_game_name_the_new_keys(
    quick_app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = quick_app
    remapped(app)
    app.open("game_select")
    drawn = drawn_texts(app, monkeypatch)
    hint = next(text for text in drawn if text.startswith("Up/Down choose, Enter opens"))
    assert "E a first game" in hint and "F2 the rules" in hint
    assert "P a first" not in hint and "F1" not in hint
    app.open("setup", REGISTRY["stichln"])
    drawn = drawn_texts(app, monkeypatch)
    assert t("setup.hint", key="F2") in drawn and t("setup.hint", key="F1") not in drawn
    # The first game's prompt says which key leaves it.
    app.now = lambda: app.frames * 0.05  # type: ignore[method-assign]
    table = TableScreen(app, first_game_setup(REGISTRY["was_sticht"]))
    app.stack.replace(table)
    for _ in range(2000):  # a stepping clock: the bots' turns take frames
        app.step()
        if table.controller.phase == Phase.AWAIT_HUMAN:
            break
    assert table.tutorial is not None and table.tutorial.current is not None
    drawn = " ".join(drawn_texts(app, monkeypatch))
    assert "D: leave the tutorial" in drawn and "T: leave" not in drawn
    press(app, "leave_tutorial")
    assert not table.tutorial.on
    table.close()


def test_a_made_text_has_only_its_command_places_filled() -> None:
    """A game's prompt is filled after it is made: each {<command>} becomes that key,
    any other brace stays; the match result's footer names the group key."""
    keys = Keys({"keys": "n", "next_group": "f3"})
    assert keys.filled("Play ({keys}: keys; {other})") == "Play (N: keys; {other})"
    assert keys.filled("no places") == "no places"
    assert Keys({}).filled("{keys}: keys") == "K: keys"
    how = keys.text("match.how", "next_group")
    assert "F3" in how and "Tab" not in how
