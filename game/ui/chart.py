"""Charts drawn in the app: a line chart (series over deals, with a legend and an optional
band for an interval) and a bar chart (a value per deal, negative bars below zero).

Each chart fits the box it is given: a plan places the title, the legend, the numbered
ticks and the plot first (no label overlaps another or leaves the box; text never under
the minimum size), then the drawing follows the plan. Every series has a colour AND a
marker shape, so colour is never the only cue. The numbers come from game/ui/chart_data.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game import assets
from game.ui import renderer
from game.ui.chart_data import Band, Series, figure, ticks, value_range
from game.ui.layout import Box

# Told apart on the dark green panel, and by people who confuse red and green: the
# marker shapes carry the difference too.
PALETTE = (
    (246, 200, 80),  # gold
    (95, 180, 245),  # sky blue
    (240, 115, 95),  # coral
    (150, 225, 140),  # light green
    (200, 150, 245),  # violet
    (240, 240, 235),  # white
    (245, 150, 40),  # orange
    (240, 135, 200),  # pink
)
MARKERS = ("circle", "square", "triangle", "diamond", "down", "cross", "plus", "bar")
GRID = (60, 85, 72)
AXIS = (150, 165, 155)
ZERO = (215, 220, 210)
BAND = (95, 180, 245, 70)
UP = (150, 225, 140)  # bars above zero
DOWN = (240, 115, 95)  # bars below zero


def text_size(scale: float) -> int:
    """The charts' tick and legend text: 14 px at the design size, never under the minimum."""
    return max(renderer.MIN_TEXT, round(14 * scale))


def text_height(size: int, texts: Sequence[str] = (), bold: bool = False) -> int:
    """The height of a line of `texts` (a sample line when none) as draw_text draws it."""
    sample = [*texts, "0Ag"]
    return max(assets.text(text, size, renderer.WHITE, bold).get_height() for text in sample)


def colour_of(index: int) -> tuple[int, int, int]:
    """The colour of the `index`-th series."""
    return PALETTE[index % len(PALETTE)]


def marker_of(index: int) -> str:
    """The marker shape of the `index`-th series."""
    return MARKERS[index % len(MARKERS)]


@dataclass(frozen=True, slots=True)
class Tick:
    """A numbered tick: its value, its label and its place on the axis (pixels)."""

    value: float
    label: str
    at: int


@dataclass(frozen=True, slots=True)
class LegendEntry:
    """A series in the legend: its name (as fits), where its marker and its name go."""

    name: str
    marker: tuple[int, int]
    text: Box


@dataclass(frozen=True, slots=True)
class Plan:
    """Where everything of one chart goes inside its box."""

    box: Box
    size: int
    title: Box | None
    legend: tuple[LegendEntry, ...]
    plot: Box
    count: int  # how many x positions
    low: float
    high: float
    x_ticks: tuple[Tick, ...]
    y_ticks: tuple[Tick, ...]
    bars: bool = False  # x positions are the middles of equal slots (a bar chart)
    inset: int = 0  # the points keep this far inside the axes (a marker's room)
    title_rows: tuple[str, ...] = ()  # the title, wrapped to the box's width

    @property
    def readable(self) -> bool:
        """Room for a plot worth reading: a few lines of text high, ticks apart."""
        return self.plot.h >= 3 * self.size and self.plot.w >= 6 * self.size

    def x(self, index: float) -> int:
        """The pixel column of x position `index` (0 .. count - 1)."""
        if self.bars:
            slot = self.plot.w / max(1, self.count)
            return round(self.plot.x + slot * (index + 0.5))
        if self.count <= 1:
            return self.plot.center[0]
        span = self.plot.w - 1 - 2 * self.inset
        return round(self.plot.x + self.inset + index * span / (self.count - 1))

    def y(self, value: float) -> int:
        """The pixel row of `value`."""
        share = (value - self.low) / (self.high - self.low)
        return round(self.plot.bottom - 1 - self.inset - share * (self.plot.h - 1 - 2 * self.inset))

    def labels(self) -> list[Box]:
        """Every text box of the chart (title, legend names, tick labels): for the checks
        that nothing overlaps or leaves the box."""
        out = [self.title] if self.title is not None else []
        out += [entry.text for entry in self.legend]
        h = text_height(self.size)
        for tick in self.x_ticks:
            w = assets.text_width(tick.label, self.size)
            out.append(Box(tick.at - w // 2, self.plot.bottom + self._pad(), w, h))
        for tick in self.y_ticks:
            w = assets.text_width(tick.label, self.size)
            out.append(Box(self.plot.x - self._pad() - w, tick.at - h // 2, w, h))
        return out

    def _pad(self) -> int:
        return max(3, self.size // 3)


def _legend(
    box: Box, names: Sequence[str], size: int, top: int, start: int
) -> tuple[list[LegendEntry], int]:
    """The legend's entries in rows across the box, the first row from `start` (right of
    the title when it fits there) at `top`; returns them and the bottom of the last row.
    A name too long for a whole row is cut by draw_text."""
    if not names:
        return [], top
    mark = size  # the marker's room
    gap = size
    text_h = text_height(size, names)
    line_h = text_h + max(2, size // 4)
    widths = [mark + size // 2 + assets.text_width(name, size) for name in names]
    entries: list[LegendEntry] = []
    x, y = start, top
    for name, width in zip(names, widths, strict=True):
        width = min(width, box.w)
        if x > box.x and x + width > box.right:
            x, y = box.x, y + line_h
        text_x = x + mark + size // 2
        text = Box(text_x, y, min(width, box.right - x) - (text_x - x), text_h)
        entries.append(LegendEntry(name, (x + mark // 2, y + text.h // 2), text))
        x += width + gap
    return entries, y + line_h


def plan(
    box: Box,
    count: int,
    values: Sequence[float],
    scale: float,
    title: str = "",
    names: Sequence[str] = (),
    first: int = 0,
    bars: bool = False,
    inset: int = 0,
) -> Plan:
    """Place a chart of `count` x positions (labelled `first`, `first` + 1, ...) showing
    `values` (every value the chart draws) in `box`."""
    size = text_size(scale)
    pad = max(3, size // 3)
    text_h = text_height(size)
    top, start = box.y, box.x
    title_box = None
    rows: tuple[str, ...] = ()
    if title:
        # A title wider than the box wraps (a narrow chart in a small window).
        rows = tuple(renderer.wrap_text(title, size, box.w, bold=True))
        row_h = text_height(size, rows, True)
        width = min(box.w, max(assets.text_width(row, size, True) for row in rows))
        title_box = Box(box.x, box.y, width, row_h * len(rows))
        start = title_box.right + 2 * size
        if not names or len(rows) > 1:
            top = title_box.bottom + pad
            start = box.x
    legend, top = _legend(box, names, size, top, start)
    if names:
        top += pad
    # y ticks: as many as fit one above the other with a line's room between them.
    room = max(1, box.bottom - top - text_h - 2 * pad)
    low, high = value_range(values)
    # Scores and counts are whole numbers: their ticks are too (no "0.5 chips").
    whole = all(float(v).is_integer() for v in values)
    y_values = ticks(low, high, max(1, min(6, room // (text_h * 2))), whole)
    low, high = y_values[0], y_values[-1]
    digits = 0 if all(float(v).is_integer() for v in y_values) else 1
    y_labels = [figure(v, digits) for v in y_values]
    label_w = max(assets.text_width(label, size) for label in y_labels)
    # The last x label is centred on the plot's right end: half of it must fit beside.
    widest = assets.text_width(str(first + max(0, count - 1)), size)
    left = box.x + max(label_w + 2 * pad, widest // 2 + 1)
    right = box.right - max(size // 2, widest // 2 + 1)
    plot = Box(
        left,
        top + text_h // 2,
        max(1, right - left),
        max(1, box.bottom - text_h - pad - (top + text_h // 2)),
    )
    shell = Plan(
        box, size, title_box, tuple(legend), plot, count, low, high, (), (), bars, inset, rows
    )
    y_ticks = tuple(Tick(v, label, shell.y(v)) for v, label in zip(y_values, y_labels, strict=True))
    # x ticks: whole numbers whose labels keep a word's gap between them.
    most = max(1, min(10, plot.w // max(1, widest + size)))
    last = first + max(0, count - 1)
    x_values = [v for v in ticks(first, max(last, first + 1), most, whole=True) if v <= last]
    x_ticks = tuple(Tick(v, str(int(v)), shell.x(v - first)) for v in x_values if v >= first)
    return Plan(
        box,
        size,
        title_box,
        tuple(legend),
        plot,
        count,
        low,
        high,
        x_ticks,
        y_ticks,
        bars,
        inset,
        rows,
    )


def _axes(surface: pygame.Surface, chart: Plan) -> None:
    """The grid at the y ticks, the zero line, the axes and the tick labels."""
    plot, size = chart.plot, chart.size
    pad = max(3, size // 3)
    for tick in chart.y_ticks:
        pygame.draw.line(surface, GRID, (plot.x, tick.at), (plot.right - 1, tick.at))
        renderer.draw_text(
            surface, tick.label, size, (plot.x - pad, tick.at), renderer.DIM, "midright"
        )
    pygame.draw.line(surface, AXIS, (plot.x, plot.y), (plot.x, plot.bottom - 1))
    pygame.draw.line(surface, AXIS, (plot.x, plot.bottom - 1), (plot.right - 1, plot.bottom - 1))
    if chart.low < 0 < chart.high:
        zero = chart.y(0)
        pygame.draw.line(surface, ZERO, (plot.x, zero), (plot.right - 1, zero), 2)
    for tick in chart.x_ticks:
        pygame.draw.line(
            surface, AXIS, (tick.at, plot.bottom - 1), (tick.at, plot.bottom - 1 + pad)
        )
        renderer.draw_text(
            surface, tick.label, size, (tick.at, plot.bottom + pad), renderer.DIM, "midtop"
        )


def _title(surface: pygame.Surface, chart: Plan) -> None:
    if chart.title is None:
        return
    row_h = chart.title.h // max(1, len(chart.title_rows))
    for i, row in enumerate(chart.title_rows):
        renderer.draw_text(
            surface,
            row,
            chart.size,
            (chart.title.x, chart.title.y + i * row_h + row_h // 2),
            renderer.GOLD,
            "midleft",
            True,
            max_width=chart.title.w,
        )


def marker(
    surface: pygame.Surface, shape: str, at: tuple[int, int], r: int, colour: tuple[int, int, int]
) -> None:
    """One marker of `shape` centred at `at`, `r` pixels from centre to edge."""
    x, y = at
    if shape == "circle":
        pygame.draw.circle(surface, colour, at, r)
    elif shape == "square":
        pygame.draw.rect(surface, colour, (x - r + 1, y - r + 1, 2 * r - 1, 2 * r - 1))
    elif shape == "triangle":
        pygame.draw.polygon(surface, colour, ((x, y - r), (x + r, y + r), (x - r, y + r)))
    elif shape == "down":
        pygame.draw.polygon(surface, colour, ((x, y + r), (x + r, y - r), (x - r, y - r)))
    elif shape == "diamond":
        pygame.draw.polygon(surface, colour, ((x, y - r), (x + r, y), (x, y + r), (x - r, y)))
    elif shape == "cross":
        width = max(2, r // 2)
        pygame.draw.line(surface, colour, (x - r, y - r), (x + r, y + r), width)
        pygame.draw.line(surface, colour, (x - r, y + r), (x + r, y - r), width)
    elif shape == "plus":
        width = max(2, r // 2)
        pygame.draw.line(surface, colour, (x - r, y), (x + r, y), width)
        pygame.draw.line(surface, colour, (x, y - r), (x, y + r), width)
    else:  # "bar": an upright bar
        pygame.draw.rect(surface, colour, (x - max(1, r // 2), y - r, max(2, r), 2 * r + 1))


def marker_radius(scale: float) -> int:
    """Centre to edge of a marker."""
    return max(3, round(5 * scale))


def marked(count: int, plot_w: int, r: int) -> list[int]:
    """The x positions that get a marker: all of them while they keep apart, else every
    k-th and the last (the line still joins every point)."""
    if count <= 0:
        return []
    every = max(1, -(-count * 4 * r // max(1, plot_w)))
    chosen = list(range(0, count, every))
    if chosen[-1] != count - 1:
        chosen.append(count - 1)
    return chosen


def line_chart(
    surface: pygame.Surface,
    box: Box,
    series: Sequence[Series],
    scale: float,
    title: str = "",
    band: Band | None = None,
    first: int = 0,
) -> Plan:
    """Lines over x = first, first + 1, ...: each series in its colour with its markers,
    a legend naming every series, an optional band (an interval) under the lines."""
    count = max((len(s.values) for s in series), default=0)
    values = [v for s in series for v in s.values]
    if band is not None:
        values += [*band.low, *band.high]
    r = marker_radius(scale)
    chart = plan(box, count, values, scale, title, [s.name for s in series], first, inset=r)
    if not chart.readable:  # too small a box: nothing rather than a smudge
        return chart
    _title(surface, chart)
    if band is not None and len(band.low) >= 1:
        # A translucent layer the size of the plot (a whole-window one costs a frame).
        plot = chart.plot
        layer = pygame.Surface((plot.w, plot.h), pygame.SRCALPHA)
        upper = [(chart.x(i) - plot.x, chart.y(v) - plot.y) for i, v in enumerate(band.high)]
        lower = [(chart.x(i) - plot.x, chart.y(v) - plot.y) for i, v in enumerate(band.low)]
        if len(upper) == 1:  # one point: a short upright bar
            (x, top), (_, bottom) = upper[0], lower[0]
            pygame.draw.rect(layer, BAND, (x - 3, top, 7, max(1, bottom - top + 1)))
        else:
            pygame.draw.polygon(layer, BAND, upper + lower[::-1])
        surface.blit(layer, (plot.x, plot.y))
    _axes(surface, chart)
    for index, one in enumerate(series):
        colour = colour_of(index)
        points = [(chart.x(i), chart.y(v)) for i, v in enumerate(one.values)]
        if len(points) > 1:
            pygame.draw.lines(surface, colour, False, points, max(2, round(2 * scale)))
        for i in marked(len(points), chart.plot.w, r):
            marker(surface, marker_of(index), points[i], r, colour)
    for index, entry in enumerate(chart.legend):
        marker(surface, marker_of(index), entry.marker, r, colour_of(index))
        renderer.draw_text(
            surface,
            entry.name,
            chart.size,
            (entry.text.x, entry.text.center[1]),
            renderer.WHITE,
            "midleft",
            max_width=entry.text.w,
        )
    return chart


def bar_chart(
    surface: pygame.Surface,
    box: Box,
    values: Sequence[float],
    scale: float,
    title: str = "",
    first: int = 1,
) -> Plan:
    """A bar per x (labelled from `first`): up from the zero line above zero, down from
    it below zero (and in another colour)."""
    chart = plan(box, len(values), values, scale, title, (), first, bars=True)
    if not chart.readable:
        return chart
    _title(surface, chart)
    _axes(surface, chart)
    if not values:
        return chart
    width = max(1, round(chart.plot.w / len(values) * 0.7))
    zero = chart.y(0)
    for i, value in enumerate(values):
        centre = chart.x(i)
        top = chart.y(value)
        rect = pygame.Rect(round(centre - width / 2), min(top, zero), width, abs(zero - top) + 1)
        pygame.draw.rect(surface, UP if value >= 0 else DOWN, rect)
    if chart.low < 0 < chart.high:
        pygame.draw.line(surface, ZERO, (chart.plot.x, zero), (chart.plot.right - 1, zero), 2)
    return chart
