"""Issue 31, charts: the drawing. A known series puts its colour at the expected points,
the legend names every series with its marker, negative bars hang below the zero line,
the interval band shows between its ends, and in any box (the smallest window's to the
largest) no label overlaps another or leaves the box, none is cut, none under 12 px."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game import assets
from game.i18n import set_language, t
from game.ui import chart, renderer
from game.ui.chart_data import Band, Series
from game.ui.layout import Box, overlap
from tests.ui.text_audit import Audit, problems, recording

BACKGROUND = (10, 30, 20)


@pytest.fixture(autouse=True)
def display() -> Iterator[None]:
    """Fonts need pygame; the language goes back to English after each test."""
    pygame.init()
    assets.clear_caches()  # fonts made before another test's pygame.quit() are dead
    yield
    set_language("en")


def _surface() -> pygame.Surface:
    surface = pygame.Surface((1000, 700))
    surface.fill(BACKGROUND)
    return surface


def _near(surface: pygame.Surface, at: tuple[int, int], colour: tuple[int, int, int]) -> bool:
    """The pixel at `at` is `colour` (antialiasing aside, lines are drawn solid)."""
    return tuple(surface.get_at(at))[:3] == colour


def test_each_series_is_drawn_in_its_colour_at_its_points() -> None:
    surface = _surface()
    series = [
        Series("Anna", (0, 40, 90, 60, 157)),
        Series("Ben", (0, -20, 30, 140, 120)),
        Series("Carla", (0, 5, -30, -60, -10)),
    ]
    plan = chart.line_chart(surface, Box(20, 20, 600, 400), series, 1.0, "Score")
    checked = 0
    for index, one in enumerate(series):
        for i, value in enumerate(one.values):
            at = (plan.x(i), plan.y(value))
            # the last series drawn wins where lines cross: look where no later one is
            later = [s for s in series[index + 1 :] if abs(plan.y(s.values[i]) - at[1]) < 12]
            if later:
                continue
            assert _near(surface, at, chart.colour_of(index)), (one.name, i, value)
            checked += 1
    assert checked >= 12
    # x positions run left to right inside the plot, higher values higher up
    assert plan.plot.x <= plan.x(0) < plan.x(4) <= plan.plot.right
    assert plan.y(157) < plan.y(0) < plan.y(-60)


def test_the_legend_names_every_series_with_its_marker() -> None:
    surface = _surface()
    names = [f"Player {i}" for i in range(1, 9)]
    series = [Series(name, (0, i, 2 * i)) for i, name in enumerate(names)]
    audit = Audit()
    with recording(audit):
        plan = chart.line_chart(surface, Box(20, 20, 500, 400), series, 1.0)
    assert [entry.name for entry in plan.legend] == names
    assert set(names) <= set(audit.drawn)
    assert len({chart.marker_of(i) for i in range(8)}) == 8  # eight seats, eight shapes
    assert len({chart.colour_of(i) for i in range(8)}) == 8
    for index, entry in enumerate(plan.legend):
        assert _near(surface, entry.marker, chart.colour_of(index)), entry.name


def test_a_zero_line_when_values_go_negative_and_none_otherwise() -> None:
    surface = _surface()
    plan = chart.line_chart(surface, Box(20, 20, 600, 400), [Series("A", (0, -5, 8))], 1.0)
    assert plan.low < 0 < plan.high
    assert 0 in [tick.value for tick in plan.y_ticks]
    zero = plan.y(0)
    x = (plan.plot.x + plan.plot.right) // 2 + 7
    assert _near(surface, (x, zero), chart.ZERO)
    positive = chart.plan(Box(20, 20, 600, 400), 3, [0, 5, 8], 1.0)
    assert positive.low == 0  # the axis itself is the zero line


def test_bars_stand_above_zero_and_hang_below_it() -> None:
    surface = _surface()
    values = [30, -20, 0, 55, -40]
    plan = chart.bar_chart(surface, Box(20, 20, 600, 300), values, 1.0, "Points")
    zero = plan.y(0)
    for i, value in enumerate(values):
        if value == 0:
            continue
        inside = (plan.x(i), (zero + plan.y(value)) // 2)
        colour = chart.UP if value > 0 else chart.DOWN
        assert _near(surface, inside, colour), (i, value)
        beyond = (plan.x(i), plan.y(value) + (-6 if value > 0 else 6))
        assert not _near(surface, beyond, colour), (i, value)
    assert plan.y(-40) > zero > plan.y(55)


def test_the_interval_band_shows_between_its_ends() -> None:
    surface = _surface()
    line = Series("Rating", (0.0, 1.0, 2.0, 1.0))
    band = Band((-4.0, -3.0, -1.0, -2.0), (4.0, 5.0, 5.0, 4.0))
    plan = chart.line_chart(surface, Box(20, 20, 600, 400), [line], 1.0, band=band, first=2)
    x = (plan.x(1) + plan.x(2)) // 2
    tinted = tuple(surface.get_at((x, plan.y(3.3))))[:3]
    assert tinted != BACKGROUND and tinted != chart.GRID  # inside the band
    outside = tuple(surface.get_at((x, plan.y(-4.5))))[:3]
    assert outside != tinted
    assert plan.x_ticks[0].value >= 2  # the x axis counts from `first`


def _check_layout(plan: chart.Plan) -> int:
    """Every label inside the box, none overlapping another; returns how many."""
    assert plan.readable, plan.plot
    labels = plan.labels()
    box = plan.box
    for label in labels:
        assert box.x <= label.x and label.right <= box.right, (label, box)
        assert box.y <= label.y and label.bottom <= box.bottom, (label, box)
    for i, one in enumerate(labels):
        for other in labels[i + 1 :]:
            assert not overlap(one, other), (one, other)
    assert plan.plot.x >= box.x and plan.plot.right <= box.right
    assert plan.plot.bottom <= box.bottom
    return len(labels)


BOXES = [(320, 150, 0.5), (560, 230, 0.5), (640, 300, 1.0), (900, 420, 1.0), (1300, 560, 1.5)]


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize(("w", "h", "scale"), BOXES)
def test_charts_fit_any_box_without_overlaps_cuts_or_small_text(
    language: str, w: int, h: int, scale: float
) -> None:
    set_language(language)
    names = (
        ["あなた", "アンナ・ベン", "クララ", "ダビド"]
        if language == "ja"
        else ["You", "Anna & Ben", "Clara", "David"]
    )
    surface = pygame.Surface((w + 40, h + 40))
    box = Box(20, 20, w, h)
    audit = Audit()
    labels = 0
    with recording(audit):
        for count in (1, 2, 4):
            series = [
                Series(n, tuple((i - 1) * 37 * (k + 1) for i in range(9)))
                for k, n in enumerate(names[:count])
            ]
            title = t("chart.score.deal")
            labels += _check_layout(chart.line_chart(surface, box, series, scale, title))
        labels += _check_layout(
            chart.bar_chart(
                surface,
                box,
                [(-1) ** i * i * 13 for i in range(200)],
                scale,
                t("stats.chart_points", n=200),
            )
        )
        band = Band(tuple(-i / 3 for i in range(60)), tuple(i / 2 for i in range(60)))
        rating = Series(t("stats.chart_rating_name"), tuple(i / 10 - 2 for i in range(60)))
        title = t("stats.chart_rating")
        labels += _check_layout(chart.line_chart(surface, box, [rating], scale, title, band, 2))
    assert labels > 20
    assert problems(audit, language) == []
    assert min(audit.drawn.values()) >= renderer.MIN_TEXT


def test_a_long_name_is_cut_to_its_row_not_past_the_box() -> None:
    surface = _surface()
    name = "A very long player name that no legend row could ever hold in full " * 2
    plan = chart.line_chart(surface, Box(20, 20, 300, 200), [Series(name, (0, 1))], 0.5)
    assert _check_layout(plan) >= 3
    assert assets.text_width(name, plan.size) > plan.legend[0].text.w
