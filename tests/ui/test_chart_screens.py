"""Issue 31, charts on the screens: the match's score deal by deal in the match-over
panel and on the score sheet's chart page, and the statistics' rating with its charts,
for every game, in both languages, at every window size from the smallest the app
allows: nothing overlaps, nothing leaves its panel, no text is cut or under 12 px."""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import cache

import pygame
import pytest

from game.analysis.rating import MIN_DEALS, RATING_DEALS, rating
from game.app import App
from game.core.match import Match, MatchState
from game.core.table import Seat
from game.games import ENTRIES, REGISTRY
from game.i18n import set_language, t
from game.settings import MIN_WINDOW
from game.stats import PlayerStats, SkillPoint, Statistics, save_stats
from game.ui import chart, renderer
from game.ui.chart_data import rating_series, signed, skill_figures
from game.ui.commands import Click, Key, Move
from game.ui.controller import Phase
from game.ui.layout import Box, overlap, ui_scale
from game.ui.screens.stats import StatsScreen, skill_lines
from game.ui.setup_model import TableSetup, default_names, key_name
from game.ui.table import overlays
from game.ui.table.score_chart import draw_score_chart, score_series, score_title
from game.ui.table.screen import TableScreen
from tests.persist.helpers import close_app, make_app
from tests.ui.text_audit import Audit, problems, recording

SIZES = [MIN_WINDOW, (1280, 720), (1366, 768), (1600, 900), (1920, 1080)]
LANGUAGES = ["en", "ja"]
# Short matches (several deals where the game allows), all seats but the first bots.
GAMES = {
    "schieber": (4, {"target": 600}),
    "klaverjas": (4, {"game_length": 1}),
    "was_sticht": (4, {"short_early_finish": True}),
    "stichln": (5, {"rounds": 2}),
    "skitgubbe": (3, {"series_length": 4}),
}


@pytest.fixture
def app(tmp_path, monkeypatch) -> Iterator[App]:  # type: ignore[no-untyped-def]
    """A dummy app on virtual time, user files in tmp_path."""
    monkeypatch.setenv("STICH_HOME", str(tmp_path))
    monkeypatch.setenv("STICH_INLINE_BOTS", "1")
    application = make_app()
    yield application
    set_language("en")
    close_app(application)


@cache
def _played(game_id: str) -> tuple[Match, MatchState]:
    """A short match of `game_id` played to its end with random legal moves."""
    seats, options = GAMES[game_id]
    game = REGISTRY[game_id]
    match = Match(game, game.options_model(**options), seats, 7)
    state = match.start()
    rng = random.Random(7)
    while not state.over:
        legal = match.legal_actions(state)
        state, _ = match.apply(state, legal[rng.randrange(len(legal))])
    return match, state


def _finished(game_id: str) -> tuple[TableSetup, Match, MatchState]:
    """The played match with a human in seat 0, named in the current language."""
    seats, options = GAMES[game_id]
    players = ("human",) + ("random",) * (seats - 1)
    names = default_names(players)
    setup = TableSetup(
        REGISTRY[game_id],
        tuple(Seat(p, n) for p, n in zip(players, names, strict=True)),
        7,
        dict(options),
    )
    return (setup, *_played(game_id))


def _over(app: App, game_id: str, size: tuple[int, int], language: str) -> TableScreen:
    """The game's finished table at match over, in `language` at `size`."""
    set_language(language)
    app.screen = pygame.display.set_mode(size)
    setup, match, state = _finished(game_id)
    table = TableScreen(app, setup, resume=(match, state))
    app.stack.replace(table)
    app.step()
    assert table.controller.phase == Phase.MATCH_OVER
    return table


def _inside(inner: Box, outer: Box) -> bool:
    return (
        outer.x <= inner.x
        and inner.right <= outer.right
        and outer.y <= inner.y
        and inner.bottom <= outer.bottom
    )


def _plan_fits(table: TableScreen, box: Box, s: float) -> int:
    """Draw the score chart in `box` on a scratch surface: every label inside the box,
    none over another. Returns how many labels."""
    scratch = pygame.Surface(table.app.size)
    plan = draw_score_chart(scratch, table, box, s)
    assert plan is not None and plan.readable, (table.app.size, plan.plot)
    labels = plan.labels()
    for label in labels:
        assert _inside(label, box), (label, box)
    for i, one in enumerate(labels):
        assert not any(overlap(one, other) for other in labels[i + 1 :]), one
    return len(labels)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_match_over_panel_shows_the_score_chart_at_every_size(
    app: App, game_id: str, language: str
) -> None:
    audit = Audit()
    checked = 0
    for size in SIZES:
        table = _over(app, game_id, size, language)
        panel = table.layers.match_over.panel
        lines = len(panel._lines())
        s = ui_scale(*size)
        app.stack.draw(app.screen)
        with recording(audit):  # the panel's own words (the table under it is not ours)
            panel.draw(app.screen)
        names = [line.name for line in score_series(table)]
        assert score_title(table) in audit.drawn and set(names) <= set(audit.drawn)
        box = panel.box(size, lines)
        graph = panel.chart_box(size, lines)
        assert _inside(graph, box) and graph.h >= 60 * s
        # under the result's last line, above the Review button and the three choices
        last_line = box.y + (80 + 40 * (lines - 1)) * s + renderer.MIN_TEXT
        assert graph.y >= last_line
        review = panel.review_box(size)
        assert not overlap(graph, review) and graph.bottom <= review.y
        assert not any(overlap(graph, button) for button in panel.buttons(size, lines))
        assert _plan_fits(table, graph, s) >= 4
        table.close()
        checked += 1
    assert checked == len(SIZES)
    found = problems(audit, language)
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("language", LANGUAGES)
def test_with_many_players_the_chart_goes_beside_the_result_lines(app: App, language: str) -> None:
    """Eight Stichln players: nine result lines leave no height under them, so the
    chart stands right of their column, clear of every line and of the Review button."""
    audit = Audit()
    for size in SIZES:
        set_language(language)
        app.screen = pygame.display.set_mode(size)
        game = REGISTRY["stichln"]
        match = Match(game, game.options_model(rounds=1), 8, 5)
        state = match.start()
        rng = random.Random(5)
        while not state.over:
            legal = match.legal_actions(state)
            state, _ = match.apply(state, legal[rng.randrange(len(legal))])
        players = ("human",) + ("random",) * 7
        names = default_names(players)
        setup = TableSetup(
            game, tuple(Seat(p, n) for p, n in zip(players, names, strict=True)), 5, {"rounds": 1}
        )
        table = TableScreen(app, setup, resume=(match, state))
        app.stack.replace(table)
        app.step()
        panel = table.layers.match_over.panel
        lines = panel._lines()
        assert len(lines) >= 9 and panel.beside(size, len(lines))
        s = ui_scale(*size)
        graph = panel.chart_box(size, len(lines))
        centre, width = panel.line_column(size, len(lines))
        assert centre + width / 2 <= graph.x
        assert _inside(graph, panel.box(size, len(lines)))
        assert graph.bottom <= panel.review_box(size).y
        last = panel.box(size, len(lines)).y + (80 + 40 * (len(lines) - 1)) * s + 12
        assert last <= panel.review_box(size).y
        app.stack.draw(app.screen)
        with recording(audit):
            panel.draw(app.screen)
        assert set(names) <= set(audit.drawn) and score_title(table) in audit.drawn
        assert _plan_fits(table, graph, s) >= 8
        table.close()
    found = problems(audit, language)
    assert found == [], "\n".join(found)


def test_team_games_chart_one_line_per_team_and_series_chart_losses(app: App) -> None:
    table = _over(app, "schieber", (1280, 720), "en")
    lines = score_series(table)
    state = table.controller.state
    assert [line.name for line in lines] == ["You & Ben", "Anna & Clara"]
    assert [line.values[-1] for line in lines] == [state.totals[0], state.totals[1]]
    table.close()
    table = _over(app, "skitgubbe", (1280, 720), "en")
    assert ENTRIES["skitgubbe"].counts_losses
    sheet = table.presenter.score_sheet(table.controller.state)
    lines = score_series(table)
    assert tuple(str(round(line.values[-1])) for line in lines) == sheet.rows[-1].values
    assert score_title(table) == t("chart.losses.game") == "Losses after each game"
    table.close()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game_id", ["schieber", "stichln", "skitgubbe"])
def test_the_score_sheet_turns_to_its_chart_page_at_every_size(
    app: App, game_id: str, language: str
) -> None:
    audit = Audit()
    for size in SIZES:
        table = _over(app, game_id, size, language)
        lay = table.layout()
        sheet = table.layers.sheet
        table.handle(Key("s"))
        assert sheet.open and not sheet.chart
        with recording(audit):
            sheet.draw(app.screen, table, lay)
        assert t("sheet.show_chart") in audit.drawn
        table.handle(Key("tab"))
        assert sheet.open and sheet.chart
        audit.drawn.pop(score_title(table), None)
        with recording(audit):
            sheet.draw(app.screen, table, lay)
        assert score_title(table) in audit.drawn and t("sheet.show_table") in audit.drawn
        box, toggle = overlays.sheet_box(lay), overlays.sheet_toggle(lay)
        assert _inside(toggle, box)
        # above the first row of headings; the title is kept clear of it (drawn centred
        # within the room left beside it, and never cut: the audit below checks)
        assert toggle.bottom <= box.y + round(58 * lay.scale)
        # the chart's labels stay inside the page
        s = lay.scale
        area = Box(
            box.x + round(24 * s),
            toggle.bottom + round(12 * s),
            box.w - round(48 * s),
            box.bottom - round(44 * s) - toggle.bottom - round(12 * s),
        )
        assert _plan_fits(table, area, s) >= 4
        # the button turns back; a click elsewhere closes the sheet
        table.handle(Click(*toggle.center))
        assert sheet.open and not sheet.chart
        table.handle(Key("tab"))
        table.handle(Click(box.x + 5, box.bottom - 5))
        assert not sheet.open
        table.close()
    found = problems(audit, language)
    assert found == [], "\n".join(found)


# ----------------------------------------------------------------- statistics
def _skill(count: int, seed: int = 3) -> list[SkillPoint]:
    rng = random.Random(seed)
    out = []
    for i in range(count):
        real = rng.gauss(40, 30)
        out.append(
            SkillPoint(
                when=f"2026-11-{1 + i % 27:02d}T20:00:00",
                real=real,
                bot=real - rng.gauss(-5 + i * 0.1, 12),
                cost=abs(rng.gauss(6, 4)),
                flagged=rng.randint(0, 3),
                decisions=9,
            )
        )
    return out


def _stats(game_id: str) -> Statistics:
    """Three players: one with many analysed deals, one with one, one with none."""
    losses = ENTRIES[game_id].counts_losses
    recent = [-(i % 3 == 0) if losses else (i * 37) % 190 - 40 for i in range(120)]
    return Statistics(
        games={
            game_id: {
                "@you": PlayerStats(matches=9, won=4, deals=120, recent=recent, skill=_skill(70)),
                "Anna": PlayerStats(matches=5, won=2, deals=30, recent=recent[:6], skill=_skill(1)),
                "Ben": PlayerStats(matches=2, won=1, deals=10, recent=recent[:3]),
            }
        }
    )


def _stats_screen(app: App, game_id: str, size: tuple[int, int], language: str) -> StatsScreen:
    set_language(language)
    app.screen = pygame.display.set_mode(size)
    save_stats(_stats(game_id))
    app._stats = None  # read again from disk
    screen = StatsScreen(app)
    app.stack.replace(screen)
    assert screen.game_id == game_id
    return screen


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game_id", list(GAMES))
def test_statistics_show_the_rating_and_its_charts_at_every_size(
    app: App, game_id: str, language: str
) -> None:
    issues: list[str] = []
    you = _stats(game_id).games[game_id]["@you"]
    found = rating([p.delta for p in you.skill])
    assert found is not None and found.deals == RATING_DEALS
    for size in SIZES:
        screen = _stats_screen(app, game_id, size, language)
        audit = Audit()  # this size's words (each size is checked for what it cut)
        with recording(audit):
            app.stack.draw(app.screen)
        drawn = " ".join(audit.drawn)
        assert signed(found.mean) in drawn and str(RATING_DEALS) in drawn
        table = screen._table(size)[0]
        details, text = screen._details(size)
        back = screen._back_box(size)
        assert not overlap(table, details) and details.bottom <= back.y
        lines = [
            part
            for line in skill_lines(key_name("@you"), skill_figures(you))
            for part in renderer.wrap_text(line, text, details.w - round(28 * ui_scale(*size)))
        ]
        left, right = screen._chart_boxes(size, len(lines))
        assert _inside(left, details) and _inside(right, details)
        assert not overlap(left, right)
        # both charts readable at every size, their labels inside and apart
        s = ui_scale(*size)
        figures = skill_figures(you)
        line, band = rating_series(figures.history, t("stats.chart_rating_name"))
        values = [*line.values, *band.low, *band.high]
        rated = chart.plan(left, len(line.values), values, s, t("stats.chart_rating"), [line.name])
        points = chart.plan(right, len(you.recent), you.recent, s, "title", (), 1, bars=True)
        for plan in (rated, points):
            assert plan.readable, (size, plan.plot)
            for label in plan.labels():
                assert _inside(label, plan.box)
        assert "".join(rated.title_rows) == t("stats.chart_rating")
        assert all(row in audit.drawn for row in rated.title_rows)
        # Anna: one analysed deal, not enough for a rating
        app.dispatch(Move(0, 1))
        assert screen.selected == 1
        with recording(audit):
            app.stack.draw(app.screen)
        missing = t("stats.rating_missing", name="Anna", deals=1, needed=MIN_DEALS)
        assert any(missing.startswith(part) for part in audit.drawn if len(part) > 8)
        # Ben: none at all, yet his points per deal are charted
        app.dispatch(Move(0, 1))
        with recording(audit):
            app.stack.draw(app.screen)
        assert screen.selected == 2
        assert t("stats.chart_empty").replace(" ", "") in "".join(audit.drawn).replace(" ", "")
        issues += [f"{size}: {issue}" for issue in problems(audit, language)]
    assert issues == [], "\n".join(issues)


def test_statistics_chart_boxes_stay_inside_the_players_panel(app: App) -> None:
    checked = 0
    for size in SIZES:
        screen = _stats_screen(app, "schieber", size, "en")
        details, _ = screen._details(size)
        for lines in (1, 2, 3):
            for box in screen._chart_boxes(size, lines):
                assert _inside(box, details)
                checked += 1
    assert checked == len(SIZES) * 6


def test_a_click_on_a_row_chooses_the_player(app: App) -> None:
    screen = _stats_screen(app, "stichln", (1280, 720), "en")
    table, row_h, fits = screen._table((1280, 720))
    assert fits == 3
    app.dispatch(Click(table.center[0], table.y + row_h * 2 + row_h // 2))  # the second player
    assert screen.selected == 1
    app.dispatch(Move(0, -1))
    assert screen.selected == 0
    app.dispatch(Move(0, -1))
    assert screen.selected == 0  # no further


def test_statistics_without_analysed_deals_say_so(app: App) -> None:
    save_stats(
        Statistics(
            games={"was_sticht": {"@you": PlayerStats(matches=1, deals=6, recent=[1, 0, 2])}}
        )
    )
    app._stats = None
    screen = StatsScreen(app)
    app.stack.replace(screen)
    audit = Audit()
    with recording(audit):
        app.stack.draw(app.screen)
    assert t("stats.rating_missing", name="You", deals=0, needed=MIN_DEALS) in audit.drawn
    assert t("stats.chart_empty") in audit.drawn
    assert t("stats.chart_points", n=3) in audit.drawn
    assert not any("Flagged" in text for text in audit.drawn)
    assert problems(audit, "en") == []


def test_the_sheets_chart_page_before_the_first_deal_ends_says_so(app: App) -> None:
    set_language("ja")
    setup, match, _ = _finished("skitgubbe")
    table = TableScreen(app, setup, resume=(match, match.start()))
    app.stack.replace(table)
    table.handle(Key("s"))
    table.handle(Key("tab"))
    audit = Audit()
    with recording(audit):
        table.layers.sheet.draw(app.screen, table, table.layout())
    assert t("chart.empty.game") in audit.drawn
    assert t("chart.losses.game") not in audit.drawn
    found = problems(audit, "ja")
    assert found == [], "\n".join(found)
    table.close()


def test_the_rating_is_worked_out_again_when_a_comparison_arrives(app: App) -> None:
    """Kept between frames (it is too much work for each), but a new analysed deal, even
    once the kept list is full and its oldest drops out, gives a new rating."""
    screen = _stats_screen(app, "schieber", (1280, 720), "en")
    entry = screen.stats.games["schieber"]["@you"]
    first = screen.figures("@you", entry)
    assert screen.figures("@you", entry) is first
    newest = SkillPoint(real=500.0, bot=0.0)
    entry.skill = [*entry.skill[1:], newest]  # as many as before, the newest different
    again = screen.figures("@you", entry)
    assert again is not first and again.rating is not None and first.rating is not None
    assert again.rating.mean > first.rating.mean
