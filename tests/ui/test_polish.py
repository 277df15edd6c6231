"""Issue 33's polish: speech that cannot be heard says so, the main menu's Continue in
the language chosen later, and the other small fixes of the playtest."""

from __future__ import annotations

import itertools
import subprocess
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.core.table import Seat
from game.games import REGISTRY
from game.i18n import set_language, t
from game.saves import load_autosave
from game.settings import WINDOW_SIZES
from game.ui import readability, renderer
from game.ui.caption import caption_box, draw_caption
from game.ui.commands import Click, Move, Release
from game.ui.controller import Phase
from game.ui.cues import CUES, CueBoard
from game.ui.layout import Box, ui_scale
from game.ui.menus import title
from game.ui.screens.game_select import GameSelect
from game.ui.screens.menu import MainMenu
from game.ui.screens.pause import PauseScreen
from game.ui.screens.settings import SettingsScreen
from game.ui.setup_model import TableSetup, default_names
from game.ui.speech import NoSoundOutput, ThreadSpeaker, check_aplay
from game.ui.table import overlays
from game.ui.table.screen import TableScreen
from game.ui.window_sizes import desktop_size, fitting
from tests.ui.app_helpers import close_app, open_app, open_table, texts_drawn


class FakeAplay:
    """A stand-in for subprocess.run that answers as aplay would, and keeps the calls."""

    def __init__(self, returncode: int, stderr: bytes) -> None:
        self.returncode, self.stderr = returncode, stderr
        self.calls: list[tuple[list[str], bytes]] = []

    def __call__(self, args: list[str], **kwargs: object) -> subprocess.CompletedProcess[bytes]:
        data = kwargs["input"]
        assert isinstance(data, bytes)
        self.calls.append((args, data))
        return subprocess.CompletedProcess(args, self.returncode, b"", self.stderr)


def test_a_failing_aplay_is_no_sound_output_and_a_working_one_passes() -> None:
    """The probe plays a short WAV into aplay; an exit status other than 0 raises with
    aplay's last line as the reason, 0 raises nothing."""
    failing = FakeAplay(1, b"ALSA lib pcm.c: Unknown PCM default\naplay: audio open error\n")
    with pytest.raises(NoSoundOutput) as raised:
        check_aplay(failing)
    assert str(raised.value) == "aplay: audio open error"
    calls = failing.calls
    assert len(calls) == 1 and calls[0][0][0] == "aplay" and calls[0][1][:4] == b"RIFF"
    working = FakeAplay(0, b"")
    check_aplay(working)
    assert len(working.calls) == 1


def test_speech_without_sound_output_says_so_in_the_settings(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The engine starts but aplay cannot play: the Spoken table row says "No sound
    output" instead of "on", nothing is queued, and the bots play on."""

    def no_sound() -> ThreadSpeaker:
        def fail() -> object:
            check_aplay(FakeAplay(1, b"aplay: main:831: audio open error\n"))
            raise AssertionError("the probe should have failed")

        return ThreadSpeaker(fail)  # type: ignore[arg-type]

    app, table = open_table(
        tmp_path, monkeypatch, "schieber", ("basic",) * 4, 1, 0.05, bot_delay=0.0
    )
    try:
        app.voice.use(no_sound)
        row = next(r for r in SettingsScreen(app).rows if r.label == t("settings.speech"))
        assert row.change is not None
        row.change(1)
        speaker = app.voice.speaker
        assert isinstance(speaker, ThreadSpeaker) and speaker.wait_ready(5.0)
        assert app.voice.failed and app.voice.no_output and not speaker.available
        assert row.value() == t("settings.speech_no_sound") != t("common.on")
        speaker.say("anything")
        assert not speaker.busy
        for _ in range(300):
            app.step()
        assert len(table.controller.state.log) >= 8
    finally:
        close_app(app)


def test_continue_describes_the_match_in_the_language_chosen_later(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The menu is built in English, then the language becomes Japanese: Continue's
    description ("deal 1") is said in Japanese too, not left in English."""
    app, table = open_table(
        tmp_path, monkeypatch, "schieber", ("basic",) * 4, 1, 0.05, bot_delay=0.0
    )
    try:
        for _ in range(300):
            app.step()
            if load_autosave().value is not None:
                break
        assert load_autosave().value is not None
        table.close()
        menu = MainMenu(app)
        english = menu.buttons.items[0].label
        assert ", deal 1, " in english
        set_language("ja")
        menu.update(0.0)
        japanese = menu.buttons.items[0].label
        assert "deal" not in japanese and "第1ディール" in japanese
    finally:
        set_language("en")
        close_app(app)


def _at_handover(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> tuple[App, TableScreen, list[float]]:
    """A hot-seat Schieber table (two humans) run on a frozen clock to its hand-over."""
    clock = [0.0]
    app = open_app(tmp_path, monkeypatch, None, bot_delay=0.0, animation="off")
    app.now = lambda: clock[0]  # type: ignore[method-assign]
    players = ("human", "human", "random", "random")
    names = default_names(players)
    seats = tuple(Seat(p, names[i]) for i, p in enumerate(players))
    table = TableScreen(app, TableSetup(REGISTRY["schieber"], seats, 11))
    app.stack.replace(table)
    for _ in range(3000):
        if table.controller.phase == Phase.HANDOVER:
            break
        clock[0] += 1 / 60
        table.update(clock[0])
    assert table.controller.phase == Phase.HANDOVER
    return app, table, clock


def test_no_caption_on_the_hand_over_or_pause_screen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Hot-seat with captions on: a fresh sound's caption is drawn at the table, but not
    on the full-screen hand-over nor on the pause menu (both checked)."""
    app, table, clock = _at_handover(tmp_path, monkeypatch)
    app.settings = app.settings.model_copy(update={"sound_captions": True})
    caption = t(CUES["play"])

    def drawn_now() -> list[str]:
        app.cue("play")
        with texts_drawn(monkeypatch) as drawn:
            app.step()
        return [text for text, _, _ in drawn]

    try:
        handover = drawn_now()
        assert caption not in handover and len(handover) >= 2  # its title and sentence
        clock[0] += 1.0  # past the hand-over's guard against a double click
        table.confirm_handover(clock[0])
        assert table.controller.phase != Phase.HANDOVER
        assert caption in drawn_now()  # at the table itself it shows
        app.stack.push(PauseScreen(app, table))
        paused = drawn_now()
        assert caption not in paused and t("pause.title") in paused
    finally:
        close_app(app)


@pytest.mark.parametrize("text_size", [100, 200])
def test_the_caption_strip_holds_its_text_at_any_text_size(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text_size: int
) -> None:
    """Every caption in English and Japanese lies inside its strip (200 %: the strip grows
    upwards, its bottom stays above the buttons); at 100 % the strip is the table's place
    as before."""
    app = open_app(tmp_path, monkeypatch, None)
    place = Box(980, 460, 288, 30)
    surface = app.screen
    checked = 0
    try:
        readability.apply(text_size, app.settings.theme)
        for code in ("en", "ja"):
            set_language(code)
            for name in CUES:
                board = CueBoard(lambda _name: None)
                board.cue(name, 0.0)
                text = t(CUES[name])
                box = caption_box(surface.get_size(), text, place)
                with texts_drawn(monkeypatch) as drawn:
                    assert draw_caption(surface, board, 0.1, place) == text
                rect = drawn[0][2]
                assert box.bottom == place.bottom and box.x <= rect.x
                assert box.y <= rect.y and rect.bottom <= box.bottom, (code, name)
                if text_size == 100:
                    assert box.h == place.h
                checked += 1
        assert checked == 2 * len(CUES)
    finally:
        set_language("en")
        readability.apply(100, "standard")
        close_app(app)


SHEETS = [(code, size) for code in ("en", "ja") for size in (100, 200)]
HEADINGS = (("app.title", "menu.subtitle"), ("keys.page.title", "keys.page.subtitle"))


def test_a_heading_and_its_subtitle_never_touch(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The main menu's and the Keys page's heading in English and Japanese at 100 % and
    200 %: the title's drawn box ends above its subtitle's, both on the screen; at 100 %
    they stand where they always stood."""
    app = open_app(tmp_path, monkeypatch, None)
    surface = app.screen
    w, h = surface.get_size()
    checked = 0
    try:
        for code, size in SHEETS:
            set_language(code)
            readability.apply(size, "standard")
            for key, sub in (
                ("app.title", "menu.subtitle"),
                ("keys.page.title", "keys.page.subtitle"),
            ):
                with texts_drawn(monkeypatch) as drawn:
                    title(surface, t(key), t(sub))
                (_, _, head), (_, _, under) = drawn
                assert head.top >= 0 and head.bottom <= under.top, (code, size, key)
                if size == 100:
                    assert head.centery == round(h * 0.16)
                    assert under.centery == round(h * 0.16 + 52 * ui_scale(w, h))
                checked += 1
        assert checked == 2 * len(SHEETS)
    finally:
        set_language("en")
        readability.apply(100, "standard")
        close_app(app)


def test_game_tiles_keep_their_lines_apart_and_inside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each game's tile in English and Japanese at 100 % and 200 %: its name, tagline and
    (where it fits) usual length are drawn inside the tile, one under the other without
    touching; at 100 % all three lines show."""
    app = open_app(tmp_path, monkeypatch, None)
    screen = GameSelect(app)
    checked = 0
    try:
        for code, size in SHEETS:
            set_language(code)
            readability.apply(size, "standard")
            with texts_drawn(monkeypatch) as drawn:
                screen.draw(app.screen)
            rects = {text: rect for text, _, rect in drawn}
            boxes = screen.panels(app.size)
            for (_, name, _), entry, box in zip(screen.games, screen.entries, boxes, strict=True):
                lines = [rects[name], rects[t(entry.tagline)]]
                if t(entry.length) in rects:
                    lines.append(rects[t(entry.length)])
                assert size == 200 or len(lines) == 3
                assert box.y <= lines[0].top and lines[-1].bottom <= box.bottom, (code, name)
                assert all(a.bottom <= b.top for a, b in itertools.pairwise(lines)), (code, name)
                checked += 1
        assert checked == len(SHEETS) * len(screen.games) == 20
    finally:
        set_language("en")
        readability.apply(100, "standard")
        close_app(app)


def test_a_picked_choice_is_the_only_one_that_looks_chosen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Klaverjas trump choice: with nothing picked, Pass keeps its accent fill; once
    Spades is picked (Enter commits it), Spades alone is focused and Pass is drawn plain."""
    app, table = open_table(
        tmp_path,
        monkeypatch,
        "klaverjas",
        ("human", "random", "random", "random"),
        5,
        0.05,
        bot_delay=0.0,
    )
    drawn: list[tuple[str, bool, bool]] = []

    def spy(surface: pygame.Surface, box: Box, label: str, **kw: object) -> None:
        drawn.append((label, bool(kw.get("focused")), bool(kw.get("accent"))))

    try:
        for _ in range(600):
            if table.controller.phase == Phase.AWAIT_HUMAN:
                break
            app.step()
        assert table.controller.phase == Phase.AWAIT_HUMAN
        turn = table.turn(table.layout(app.size))
        assert turn is not None
        labels = [choice.label for choice in turn.choices]
        spades = t("suit.spades")
        assert len(labels) == 5 and spades in labels and t("klaverjas.pass") in labels
        monkeypatch.setattr(renderer, "button", spy)
        table.draw(app.screen)
        looks_chosen = [label for label, focused, accent in drawn if focused or accent]
        assert looks_chosen == [t("klaverjas.pass")]  # the accent, as before
        table.selection.select_choice(labels.index(spades))
        drawn.clear()
        table.draw(app.screen)
        looks_chosen = [label for label, focused, accent in drawn if focused or accent]
        assert looks_chosen == [spades]
    finally:
        close_app(app)


def test_window_sizes_offered_fit_the_desktop() -> None:
    """A 1280x720 desktop is offered 1280x720 alone; 1920x1080 the four that fit; an
    unknown desktop (the dummy driver) all five; the size in use always stays."""
    assert fitting(WINDOW_SIZES, (1280, 720), (1280, 720)) == [(1280, 720)]
    assert fitting(WINDOW_SIZES, (1920, 1080), (1280, 720)) == list(WINDOW_SIZES[:4])
    assert fitting(WINDOW_SIZES, None, (1280, 720)) == list(WINDOW_SIZES)
    assert fitting(WINDOW_SIZES, (1280, 720), (1000, 600)) == [(1000, 600), (1280, 720)]
    assert fitting(WINDOW_SIZES, (1024, 768), (1024, 768)) == [(1024, 768), (1280, 720)]
    assert desktop_size() is None  # the dummy driver's 1024x768 is no real desktop


def test_the_window_size_row_cycles_only_through_fitting_sizes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Settings on a 1600x900 desktop: Right from 1280x720 goes through 1366x768 and
    1600x900, then back to 1280x720 (never 1920x1080)."""
    app = open_app(tmp_path, monkeypatch, None)
    monkeypatch.setattr("game.ui.screens.settings.desktop_size", lambda: (1600, 900))
    try:
        row = next(r for r in SettingsScreen(app).rows if r.label == t("settings.window_size"))
        assert row.change is not None
        seen = []
        for _ in range(3):
            row.change(1)
            seen.append(app.settings.window_size)
        assert seen == [(1366, 768), (1600, 900), (1280, 720)]
    finally:
        close_app(app)


def test_changing_the_text_size_keeps_its_row_in_view(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Settings, Text size focused, Right four times (100 % to 200 %): after each change
    the row being changed is among the rows drawn (the taller rows scroll the list)."""
    app = open_app(tmp_path, monkeypatch, None)
    screen = SettingsScreen(app)
    app.stack.replace(screen)
    try:
        screen.focus = next(
            i for i, r in enumerate(screen.rows) if r.label == t("settings.text_size")
        )
        screen._show_focus()
        sizes = []
        for _ in range(4):
            app.dispatch(Move(1, 0))
            sizes.append(app.settings.text_size)
            shown = [index for index, _ in screen.geometry(app.size).rows]
            assert screen.focus in shown, app.settings.text_size
        assert sizes == [125, 150, 175, 200]
    finally:
        readability.apply(100, "standard")
        close_app(app)


def test_the_hand_over_button_leaves_room_round_its_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """English and Japanese at 100 % and 200 %: "I am <name>: show my cards" is drawn
    whole inside the hand-over button with at least 12 pixels free at each end, and a
    click at the button's end passes the hand-over (the drawn and the clicked box agree)."""
    app, table, clock = _at_handover(tmp_path, monkeypatch)
    checked = 0
    try:
        for code, size in SHEETS:
            app.apply_settings(app.settings.changed(language=code, text_size=size))
            lay = table.layout(app.size)
            label = overlays.handover_label(table)
            box = table.layers.handover.button(lay, label)
            with texts_drawn(monkeypatch) as drawn:
                table.draw(app.screen)
            rect = next(r for text, _, r in drawn if text == label)
            assert box.x + 12 <= rect.left and rect.right <= box.right - 12, (code, size)
            checked += 1
        assert checked == len(SHEETS)
        clock[0] += 1.0
        edge = (box.right - 3, box.center[1])
        app.dispatch(Click(*edge))
        app.dispatch(Release(*edge))
        assert table.controller.phase != Phase.HANDOVER
    finally:
        set_language("en")
        readability.apply(100, "standard")
        close_app(app)


def test_the_pause_title_stands_on_a_plate(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The pause menu over a table, English and Japanese at 100 % and 200 %: "Paused" is
    drawn inside a near-opaque plate, so no name tag shows through its letters; its
    buttons follow a language changed in the settings opened from it."""
    app, table = open_table(
        tmp_path, monkeypatch, "schieber", ("human", "random", "random", "random"), 1, 0.05
    )
    plates: list[tuple[Box, int]] = []
    original = renderer.panel

    def spy(surface: pygame.Surface, box: Box, alpha: int = 170, *args: object) -> None:
        plates.append((box, alpha))
        original(surface, box, alpha, *args)  # type: ignore[arg-type]

    checked = 0
    try:
        pause = PauseScreen(app, table)
        monkeypatch.setattr(renderer, "panel", spy)
        for code, size in SHEETS:
            app.apply_settings(app.settings.changed(language=code, text_size=size))
            plates.clear()
            pause.update(0.0)  # back from the settings: the labels in the new language
            assert pause.buttons.items[0].label == t("pause.resume")
            with texts_drawn(monkeypatch) as drawn:
                pause.draw(app.screen)
            rect = next(r for text, _, r in drawn if text == t("pause.title"))
            assert any(
                alpha >= 230
                and box.x <= rect.left
                and rect.right <= box.right
                and box.y <= rect.top
                and rect.bottom <= box.bottom
                for box, alpha in plates
            ), (code, size)
            checked += 1
        assert checked == len(SHEETS)
    finally:
        set_language("en")
        readability.apply(100, "standard")
        close_app(app)
