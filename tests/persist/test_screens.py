"""The settings, load and statistics screens: they draw, keys reach everything, and the
settings, the last setup and notices reach the disk and the screen."""

from __future__ import annotations

import json

import pygame
import pytest

from game import i18n
from game.app import App
from game.games import REGISTRY
from game.i18n import en, en_persist, messages
from game.settings import Settings, load_settings, settings_path
from game.stats import PlayerStats, Statistics, save_stats
from game.ui.commands import Activate, Back, Click, Key, Move
from game.ui.screens.menu import MainMenu
from game.ui.screens.pause import PauseScreen
from game.ui.screens.saves import LoadScreen
from game.ui.screens.settings import SettingsScreen
from game.ui.screens.setup import SetupScreen
from game.ui.screens.stats import StatsScreen, stat_rows
from game.ui.table.screen import TableScreen
from tests.persist.helpers import close_app, make_app, schieber_setup


@pytest.fixture
def home(tmp_path, monkeypatch):
    """User files under tmp_path."""
    monkeypatch.setenv("STICH_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def app(home):
    """An app that reads its settings from the (empty) temporary home."""
    application = make_app(settings=None)
    yield application
    close_app(application)


def _colours(surface: pygame.Surface) -> int:
    small = pygame.transform.scale(surface, (64, 36))
    return len({small.get_at((x, y))[:3] for x in range(64) for y in range(36)})


def _labels(app: App) -> list[str]:
    return [item.label for item in app.stack.top.buttons.items]  # type: ignore[union-attr]


def test_settings_screen_changes_and_saves_every_row(app: App) -> None:
    """Down through every row, Right on each: each setting changes and is on disk at once."""
    app.stack.replace(MainMenu(app))
    app.dispatch(Move(0, 1) if _labels(app)[0] != "Settings" else Move(0, 0))
    app.open("settings")
    screen = app.stack.top
    assert isinstance(screen, SettingsScreen)
    names = [
        "language",
        "animation",
        "bot_delay",
        "trick_pause",
        "trick_wait",
        "volume",
        "muted",
        "sound_captions",
        "speech",
        "speech_volume",
        "speech_rate",
        "jass_faces",
        "four_colour",
        "highlight_legal",
        "auto_play_last",
        "one_click",
        "undo",
        "fullscreen",
        "window_size",
        "text_size",
        "theme",
    ]
    assert len(screen.rows) == len(names) + 2  # Keys... and Back
    before = app.settings
    for index, name in enumerate(names):
        assert screen.focus == index
        app.dispatch(Move(1, 0))
        app.step()
        on_disk = load_settings().value
        assert getattr(on_disk, name) != getattr(before, name), name
        assert getattr(app.settings, name) == getattr(on_disk, name)
        app.dispatch(Move(0, 1))
    assert app.fullscreen and app.settings.fullscreen
    app.dispatch(Move(0, 1))  # past Keys... (tests/ui/test_keys_page.py)
    app.dispatch(Activate())  # Back
    assert isinstance(app.stack.top, MainMenu)


def test_language_choice_relabels_the_menu(app: App, monkeypatch) -> None:
    """Choosing Japanese renames the menu behind."""
    monkeypatch.setattr(i18n, "_language", i18n.language())  # English again afterwards
    app.stack.replace(MainMenu(app))
    app.open("settings")
    screen = app.stack.top
    assert screen.rows[0].value().startswith("System (")  # type: ignore[union-attr]
    app.dispatch(Move(-1, 0))  # the list wraps: 日本語 is the last language
    assert app.settings.language == "ja" and i18n.language() == "ja"
    assert screen.rows[0].value() == "日本語"  # type: ignore[union-attr]
    assert screen.rows[0].label == "言語"  # type: ignore[union-attr]
    app.dispatch(Back())
    app.step()
    assert _labels(app)[1:3] == ["ゲームを読み込む", "成績"]


def test_catalogs_have_the_same_keys_and_parameters() -> None:
    """Every English persistence text has a Japanese one with the same {parameters}."""
    import string

    def params(text: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}

    ja_persist = messages("ja")
    for key, text in en_persist.MESSAGES.items():
        assert params(text) == params(ja_persist[key]), key
        assert en.MESSAGES[key] == text, "merged into the English catalog"
    assert len(en_persist.MESSAGES) >= 45


def test_bad_settings_file_is_told_on_the_first_screen(home) -> None:
    """A broken settings file: defaults, the file aside, the sentence drawn at the top."""
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text('{"version": 1, "volume": ')
    app = make_app(settings=None)
    try:
        assert app.settings == Settings()
        app.stack.replace(MainMenu(app))
        app.step()
        shown = app.notices.showing(app.now())
        assert len(shown) == 1 and shown[0].startswith("Your settings file could not be read")
        top = app.screen.subsurface((0, 0, app.size[0], 60)).copy()
        app.notices.items.clear()
        app.step()
        plain = app.screen.subsurface((0, 0, app.size[0], 60))
        changed = sum(
            top.get_at((x, 25)) != plain.get_at((x, 25)) for x in range(0, app.size[0], 4)
        )
        assert changed > 50, "the banner is drawn over the menu"
    finally:
        close_app(app)


def test_notice_goes_away_on_click(app: App) -> None:
    """A click on a banner dismisses it instead of reaching the screen below."""
    app.stack.replace(MainMenu(app))
    app.notices.post("Something happened.")
    app.step()
    w = app.size[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(w // 2, 25)))
    app.step()
    assert app.notices.items == [] and isinstance(app.stack.top, MainMenu)


def test_setup_starts_from_the_last_setup(app: App) -> None:
    """Stichln at 5 seats with a renamed bot: the next setup screen shows the same."""
    game = REGISTRY["stichln"]
    setup = SetupScreen(app, game)
    app.stack.replace(setup)
    app.dispatch(Move(1, 0))  # Players: 4 -> 5
    assert len(setup.seats) == 5
    app.dispatch(Move(0, 1))
    app.dispatch(Move(0, 1))  # Name 1
    for char in "Zoe":
        app.dispatch(Key(char.lower(), char))
    option = next(i for i, row in enumerate(setup.rows) if row.label == "Minus colours shown")
    while setup.focus != option:
        app.dispatch(Move(0, 1))
    app.dispatch(Move(1, 0))
    chosen = (list(setup.seats), dict(setup.options))
    assert chosen[1], "an option differs from its default"
    start = next(i for i, row in enumerate(setup.rows) if row.label == "Start")
    setup.focus = start
    app.dispatch(Activate())
    assert isinstance(app.stack.top, TableScreen)
    again = SetupScreen(app, game)
    assert (again.seats, again.options) == chosen
    assert again.seats[0].name == "YouZoe"
    stored = json.loads(settings_path().read_text())["last_setups"]["stichln"]
    assert len(stored["seats"]) == 5 and stored["options"] == chosen[1]


def test_last_setup_that_no_longer_fits_falls_back(app: App) -> None:
    """A remembered bot level the game lacks and options it refuses: defaults instead."""
    from game.settings import LastSetup, SeatChoice

    bad = LastSetup(
        seats=[
            SeatChoice(player="human", name="A"),
            SeatChoice(player="genius", name="B"),
            SeatChoice(player="random", name="C"),
        ],
        options={"rounds": "many"},
    )
    app.settings = app.settings.model_copy(update={"last_setups": {"stichln": bad}})
    screen = SetupScreen(app, REGISTRY["stichln"])
    # The unknown level falls back to the game's default bot level (strong).
    assert [s.player for s in screen.seats] == ["human", "strong", "random"]
    assert [s.name for s in screen.seats] == ["A", "B", "C"] and screen.options == {}


def test_pause_menu_offers_save(app: App) -> None:
    """Resume, restart, save, rules, how to play, settings, quit."""
    table = TableScreen(app, schieber_setup(("human", "random", "random", "random")))
    app.stack.replace(table)
    app.step()
    app.dispatch(Back())
    assert isinstance(app.stack.top, PauseScreen)
    assert _labels(app) == [
        "Resume",
        "Restart this game",
        "Save game",
        "Rules",
        "How to play",
        "Settings",
        "Quit to menu",
    ]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_load_and_statistics_screens_draw(home, size: tuple[int, int]) -> None:
    """Both screens draw real content at both window sizes, full and empty."""
    app = make_app(size=size)
    try:
        app.stack.replace(LoadScreen(app))
        app.step()
        assert _colours(app.screen) > 5
        stats = Statistics(
            games={
                "klaverjas": {
                    f"Player {i}": PlayerStats(matches=i, won=i // 2, deals=4 * i, points=100 * i)
                    for i in range(1, 30)
                }
            }
        )
        save_stats(stats)
        app._stats = None  # read again from disk
        screen = StatsScreen(app)
        app.stack.replace(screen)
        assert screen.game_id == "klaverjas", "opens on a game that has statistics"
        app.step()
        assert _colours(app.screen) > 5
        fits = screen._table(app.size)[2]
        assert 3 <= fits < 29  # issue 31: the chosen player's charts take the rest
        for _ in range(40):
            app.dispatch(Move(0, 1))
        assert screen.scroll == 29 - fits, "scrolls to the last row, no further"
    finally:
        close_app(app)


def test_statistics_keyboard_and_rows(app: App) -> None:
    """Menu -> Statistics by keyboard; Right goes to the next game; Esc back to the menu."""
    save_stats(
        Statistics(
            games={"schieber": {"Anna": PlayerStats(matches=4, won=3, deals=30, points=4500)}}
        )
    )
    app._stats = None
    app.stack.replace(MainMenu(app))
    while app.stack.top.buttons.focus != _labels(app).index("Statistics"):  # type: ignore[union-attr]
        app.dispatch(Move(0, 1))
    app.dispatch(Activate())
    screen = app.stack.top
    assert isinstance(screen, StatsScreen) and screen.game_id == "schieber"
    assert stat_rows(screen.stats, "schieber") == [("Anna", "4", "3", "75", "30", "4500", "0", "0")]
    app.dispatch(Move(1, 0))
    assert screen.game_id == "skitgubbe"
    app.step()
    app.dispatch(Click(*screen._tabs(app.size)[3].center))
    assert screen.game_id == "schieber"
    app.dispatch(Back())
    assert isinstance(app.stack.top, MainMenu)


def test_dragged_window_size_is_remembered_at_quit(home) -> None:
    """A resize by the player is saved when the program ends and opens next time; other
    changes never snap the window back."""
    app = make_app(settings=None, size=None)
    assert app.size == (1280, 720)
    app.stack.replace(MainMenu(app))
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 600), w=1000, h=600))
    app.step()
    assert app.settings.window_size == (1000, 600)
    assert not settings_path().exists(), "not written on every step of a drag"
    app.run(MainMenu(app), max_frames=1)
    assert load_settings().value.window_size == (1000, 600)

    again = make_app(settings=None, size=None)
    try:
        assert again.size == (1000, 600)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(900, 500), w=900, h=500))
        again.stack.replace(MainMenu(again))
        again.step()
        again.apply_settings(again.settings.changed(volume=0.25))
        assert again.size == (1000, 600), "a volume change does not touch the window"
        assert load_settings().value.window_size == (900, 500)
    finally:
        close_app(again)
