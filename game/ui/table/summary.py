"""The deal summary panel, laid out as one flow every time it is drawn: the title, the
column headings, the rows, a line saying that earlier rows are in the score sheet when
not all fit, then a reserved footer with the Review button and the line saying how to
go on. Nothing is placed once and grown under: the panel's height comes from what it
holds, and at most 90% of the window (the oldest rows of a long history give way)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game import assets
from game.i18n import t
from game.present import SummaryRow
from game.ui import renderer
from game.ui.layout import Box, TableLayout
from game.ui.renderer import wrap_text

Colour = tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class Line:
    """One text of the panel, where and how it is drawn."""

    text: str
    size: int
    pos: tuple[float, float]
    colour: Colour
    anchor: str = "topleft"
    bold: bool = False
    max_width: int | None = None


@dataclass(frozen=True, slots=True)
class SummaryPlan:
    """Where everything of the summary goes: the panel, its texts and its buttons."""

    box: Box
    lines: tuple[Line, ...]
    button: Box
    shown: int  # how many of the presenter's rows are drawn (the rest are in the sheet)
    # The buttons right of Review in its row: Play again (and a replay's Leave).
    extras: tuple[Box, ...] = ()


def is_note(row: SummaryRow) -> bool:
    """A row with no values (a contract line, why a game ended): a sentence across the
    panel, wrapped, instead of a label squeezed into the label column."""
    return not any(row.values)


def _kept(rows: Sequence[SummaryRow], fits: int) -> tuple[list[int], bool]:
    """The rows drawn (by index) when only `fits` rows fit: the deal's own rows (up to
    its last strong row and the heading line after it) stay; of the history after them
    (earlier deals) the latest stay. True when some were left out."""
    if len(rows) <= fits:
        return list(range(len(rows))), False
    head = max((i + 1 for i, row in enumerate(rows) if row.strong), default=0)
    while head < len(rows) and is_note(rows[head]):
        head += 1  # a heading of the history ("Score sheet") stays with the deal's rows
    room = fits - 1  # one line says where the rest is
    if room <= head:
        return list(range(max(1, room))), True
    return [*range(head), *range(len(rows) - (room - head), len(rows))], True


def plan(
    lay: TableLayout,
    title: str,
    headings: tuple[str, ...],
    rows: Sequence[SummaryRow],
    extras: int = 1,
    how: str = "",
    sheet_key: str = "S",
) -> SummaryPlan:
    """The summary's layout at this window size (see the module's docstring); `extras`
    buttons share Review's row, `how` replaces the line saying how to go on; `sheet_key`:
    the key the line about earlier deals names (the player's, game.ui.keybinds)."""
    s = lay.scale
    size = max(renderer.MIN_TEXT, round(18 * s))
    small = max(renderer.MIN_TEXT, round(16 * s))
    row_h = round(renderer.px(size) * 1.5)
    pad = round(20 * s)
    w = round(min(lay.width * 0.9, 760 * s))
    inner = w - 2 * pad
    # The label column is as wide as its longest label needs, at most half the panel:
    # the value columns share the rest (no heading wraps while there is room).
    labels = [assets.text_width(row.label, size, row.strong) for row in rows if not is_note(row)]
    label_w = min(max(labels, default=0) + round(16 * s), inner // 2)
    columns = max(1, len(headings))
    col_w = (inner - label_w) / columns
    heading_lines = [renderer.heading_lines(h, size, round(col_w - 6)) for h in headings]
    heading_h = round(renderer.px(size) * 1.2) * max(
        (len(lines) for lines in heading_lines), default=1
    )
    note_lines = {
        i: wrap_text(row.label, size, inner, row.strong)
        for i, row in enumerate(rows)
        if is_note(row)
    }
    top = round(58 * s)
    button_h = round(36 * s)
    footer = (
        round(12 * s) + button_h + round(8 * s) + round(renderer.px(small) * 1.3) + round(12 * s)
    )
    room = lay.height * 0.9 - top - heading_h - round(6 * s) - footer

    def height(kept: list[int]) -> int:
        return sum(len(note_lines.get(i, ("",))) for i in kept) * row_h

    fits = len(rows)
    kept, earlier = _kept(rows, fits)
    while fits > 1 and height(kept) + (row_h if earlier else 0) > room:
        fits -= 1
        kept, earlier = _kept(rows, fits)
    body = height(kept) + (row_h if earlier else 0)
    h = round(top + heading_h + round(6 * s) + body + footer)
    box = Box(round((lay.width - w) / 2), round((lay.height - h) / 2), w, h)

    lines: list[Line] = [
        Line(
            title,
            round(25 * s),
            (box.center[0], box.y + 28 * s),
            renderer.GOLD,
            "center",
            True,
            box.w - 24,
        )
    ]
    x0 = box.x + pad + label_w
    for i, parts in enumerate(heading_lines):
        for j, part in enumerate(parts):
            y = box.y + top + j * round(renderer.px(size) * 1.2)
            lines.append(
                Line(
                    part,
                    size,
                    (x0 + (i + 0.5) * col_w, y),
                    renderer.GOLD,
                    "midtop",
                    True,
                    round(col_w - 6),
                )
            )
    y = box.y + top + heading_h + round(6 * s)
    for index in kept:
        row = rows[index]
        colour = renderer.GOLD if row.strong else renderer.WHITE
        if index in note_lines:
            for part in note_lines[index]:
                lines.append(
                    Line(part, size, (box.x + pad, y), colour, bold=row.strong, max_width=inner)
                )
                y += row_h
            continue
        lines.append(
            Line(row.label, size, (box.x + pad, y), colour, bold=row.strong, max_width=label_w - 8)
        )
        for i, value in enumerate(row.values):
            lines.append(
                Line(
                    value,
                    size,
                    (x0 + (i + 0.5) * col_w, y),
                    colour,
                    "midtop",
                    row.strong,
                    round(col_w - 6),
                )
            )
        y += row_h
    if earlier:
        lines.append(
            Line(
                t("summary.earlier", key=sheet_key),
                small,
                (box.center[0], y),
                renderer.DIM,
                "midtop",
                max_width=inner,
            )
        )
        y += row_h
    gap = round(14 * s)
    bw = min(round(260 * s), (inner - extras * gap) // (extras + 1))
    left = box.center[0] - ((extras + 1) * bw + extras * gap) // 2
    boxes = [Box(left + i * (bw + gap), y + round(12 * s), bw, button_h) for i in range(extras + 1)]
    button = boxes[0]
    lines.append(
        Line(
            how or t("summary.continue"),
            small,
            (box.center[0], button.bottom + round(8 * s)),
            renderer.DIM,
            "midtop",
            max_width=inner,
        )
    )
    return SummaryPlan(box, tuple(lines), button, len(kept), tuple(boxes[1:]))


def draw(surface: pygame.Surface, summary: SummaryPlan) -> None:
    """The opaque panel and every text of the plan (the button is the Review layer's)."""
    renderer.panel(surface, summary.box, 255, 16, renderer.GOLD)
    for line in summary.lines:
        renderer.draw_text(
            surface,
            line.text,
            line.size,
            line.pos,
            line.colour,
            line.anchor,
            line.bold,
            line.max_width,
        )
