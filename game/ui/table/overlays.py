"""Drawing the table's overlays: the key list, the last trick, the score sheet, the deal
summary, the move log, the hand-over, the hint and a first game's prompt. Each reads the
table; none writes it (scroll positions are clamped here, never stored)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game import assets
from game.i18n import t
from game.present import SummaryRow
from game.ui import marks, renderer
from game.ui.controller import Phase
from game.ui.keybinds import Keys, command_label, defaults, screens
from game.ui.layout import Box, TableLayout, centered, overlap
from game.ui.renderer import wrap_text
from game.ui.table import summary
from game.ui.table.score_chart import draw_score_chart
from game.ui.table.turn import choice_area

if TYPE_CHECKING:
    from game.ui.table.screen import TableScreen

# The key list's lines of fixed ways to act, in the catalog's "keys." section; the
# commands with the player's keys follow them (game.ui.keybinds).
KEY_LINES = (
    "click",
    "confirm",
    "arrows",
    "enter_first",
    "space",
    "drag",
    "one_click",
)
LogRow = tuple[str, tuple[int, int, int], bool]


def overlay_box(lay: TableLayout, w: float, h: float) -> Box:
    """A centred overlay of `w` x `h` (design pixels), at most 90% of the window."""
    return centered(
        lay.width / 2,
        lay.height / 2,
        min(lay.width * 0.9, w * lay.scale),
        min(lay.height * 0.9, h * lay.scale),
    )


def key_list_lines(keys: Keys) -> list[str]:
    """The key list's lines for the table's commands, each with the player's keys."""
    return [
        t("keys.list.line", keycap=keys.caption(command), command=command_label(command))
        for command in defaults()
        if "table" in screens(command) and keys.of(command)
    ]


KeyRow = tuple[str, ...]  # one line across the panel, or a row of command columns


def key_list_pages(lay: TableLayout, keys: Keys) -> tuple[list[list[KeyRow]], int, int]:
    """The key list's rows split into pages that fit the window (one page unless the
    text is large): the pages, the columns of the commands and the line height."""
    s = lay.scale
    line_h = round(renderer.px(max(13, round(18 * s))) * 1.55)
    commands = key_list_lines(keys)
    fit = max(3, int((lay.height * 0.9 - 130 * s) // line_h))
    # Two columns where everything fits the window's height, else three.
    columns = 2 if len(KEY_LINES) + 2 + -(-len(commands) // 2) <= fit else 3
    per = -(-len(commands) // columns)
    rows: list[KeyRow] = [(t(f"keys.{key}"),) for key in KEY_LINES]
    rows.append((t("keys.list.commands"),))
    rows += [tuple(commands[i::per]) for i in range(per)]
    rows.append((t("keys.list.esc"),))
    return [rows[i : i + fit] for i in range(0, len(rows), fit)], columns, line_h


def draw_keys(surface: pygame.Surface, lay: TableLayout, keys: Keys, page: int = 0) -> None:
    """The shortcut list (K): every way to act at the table, one line each; the
    commands in columns with the player's keys; Esc, which never changes, last. With
    large text it takes pages (the arrows turn them)."""
    renderer.dim_screen(surface, 170)
    s = lay.scale
    size = max(13, round(18 * s))
    pages, columns, line_h = key_list_pages(lay, keys)
    rows = pages[page % len(pages)]
    height = max(len(p) for p in pages)
    box = overlay_box(lay, 900 if columns == 2 else 1140, 130 + line_h / s * height)
    renderer.panel(surface, box, 255, 16, renderer.GOLD)
    renderer.draw_text(
        surface,
        t("keys.title"),
        round(25 * s),
        (box.center[0], box.y + 28 * s),
        renderer.GOLD,
        "center",
        True,
    )
    inner = round(box.w - 56 * s)
    column_w = inner // columns
    heading = t("keys.list.commands")
    for i, row in enumerate(rows):
        y = box.y + 62 * s + i * line_h
        for column, text in enumerate(row):
            renderer.draw_text(
                surface,
                text,
                size,
                (box.x + 28 * s + column * column_w, y),
                renderer.GOLD if text == heading else renderer.WHITE,
                max_width=inner if len(row) == 1 else column_w - round(12 * s),
            )
    footer = t("keys.close")
    if len(pages) > 1:
        footer = t("keys.list.pages", page=page % len(pages) + 1, pages=len(pages))
    renderer.panel_footer(surface, box, footer, s, 20)


def draw_rows(
    surface: pygame.Surface,
    box: Box,
    s: float,
    title: str,
    headings: tuple[str, ...],
    rows: Sequence[SummaryRow],
    footer: str,
    label_share: float,
    aside: int = 0,
) -> int:
    """A titled table of rows on a gold panel (the deal summary, the score sheet): a
    label column, one column per heading, strong rows in gold, a footer line. Draws
    the rows that fit and returns how many do. `aside`: room kept free on both sides
    of the title (for a button in the panel's corner)."""
    draw_titled(surface, box, s, title, aside)
    size = max(12, round(18 * s))
    x0 = box.x + box.w * label_share
    col_w = (box.right - 18 * s - x0) / max(1, len(headings))
    y = box.y + round(58 * s)
    # A heading wider than its column (Japanese, many columns) wraps onto a second
    # line; the rows start below the tallest heading.
    wrapped = [renderer.heading_lines(heading, size, round(col_w - 6)) for heading in headings]
    for i, lines in enumerate(wrapped):
        for j, line in enumerate(lines):
            renderer.draw_text(
                surface,
                line,
                size,
                (x0 + (i + 0.5) * col_w, y + j * round(renderer.px(size) * 1.2)),
                renderer.GOLD,
                "midtop",
                True,
                max_width=round(col_w - 6),
            )
    y += round(renderer.px(size) * 1.2) * (max((len(lines) for lines in wrapped), default=1) - 1)
    row_h = round(renderer.px(size) * 1.5)
    room = rows_room(box, s, y, row_h)
    for row in list(rows)[:room]:
        y += row_h
        colour = renderer.GOLD if row.strong else renderer.WHITE
        renderer.draw_text(
            surface,
            row.label,
            size,
            (box.x + 20 * s, y),
            colour,
            bold=row.strong,
            max_width=round(x0 - box.x - 28 * s),
        )
        for i, value in enumerate(row.values):
            renderer.draw_text(
                surface,
                value,
                size,
                (x0 + (i + 0.5) * col_w, y),
                colour,
                "midtop",
                row.strong,
                max_width=round(col_w - 6),
            )
    renderer.panel_footer(surface, box, footer, s, 20)
    return room


def draw_titled(surface: pygame.Surface, box: Box, s: float, title: str, aside: int = 0) -> None:
    """The gold panel of a table of rows and its title (`aside` kept free on each side)."""
    renderer.panel(surface, box, 255, 16, renderer.GOLD)
    renderer.draw_text(
        surface,
        title,
        round(25 * s),
        (box.center[0], box.y + 28 * s),
        renderer.GOLD,
        "center",
        True,
        max_width=box.w - 24 - 2 * aside,
    )


def rows_room(box: Box, s: float, top: float, row_h: int) -> int:
    """How many rows fit in a table panel whose rows start below `top`."""
    return max(1, int((box.bottom - round(40 * s) - top - row_h) // row_h))


def sheet_box(lay: TableLayout) -> Box:
    """The score sheet's panel."""
    return overlay_box(lay, 900, 640)


def sheet_toggle(lay: TableLayout) -> Box:
    """The button in the sheet's top right corner that turns to the chart or the table."""
    box, s = sheet_box(lay), lay.scale
    w, h = round(min(150 * s, box.w * 0.22)), round(36 * s)
    return Box(box.right - round(14 * s) - w, box.y + round(10 * s), w, h)


def draw_sheet(
    surface: pygame.Surface,
    table: TableScreen,
    lay: TableLayout,
    scroll: int,
    chart: bool = False,
) -> None:
    """The full score sheet (S), over the table, from row `scroll` on; with `chart`, its
    second page: the running score as a chart. The corner button turns the page."""
    sheet = table.presenter.score_sheet(table.controller.state)
    renderer.dim_screen(surface, 170)
    box = sheet_box(lay)
    toggle = sheet_toggle(lay)
    aside = box.right - toggle.x + 4
    s = lay.scale
    if chart:
        draw_titled(surface, box, s, sheet.title, aside)
        area = Box(
            box.x + round(24 * s),
            toggle.bottom + round(12 * s),
            box.w - round(48 * s),
            box.bottom - round(44 * s) - toggle.bottom - round(12 * s),
        )
        draw_score_chart(surface, table, area, s)
        renderer.panel_footer(
            surface, box, Keys(table.app.settings.keys).text("sheet.close_chart", "sheet"), s, 20
        )
        renderer.button(surface, toggle, t("sheet.show_table"), size=round(17 * s))
        return
    # The wheel may have gone past the end: show the last page that fills the panel.
    size = max(12, round(18 * lay.scale))
    room = rows_room(box, lay.scale, box.y + round(58 * lay.scale), round(renderer.px(size) * 1.5))
    start = max(0, min(scroll, len(sheet.rows) - room))
    draw_rows(
        surface,
        box,
        lay.scale,
        sheet.title,
        sheet.headings,
        sheet.rows[start:],
        Keys(table.app.settings.keys).text("sheet.close_chart", "sheet"),
        0.36,
        aside,
    )
    renderer.button(surface, toggle, t("sheet.show_chart"), size=round(17 * s))


def summary_plan(table: TableScreen, lay: TableLayout) -> summary.SummaryPlan | None:
    """The layout of the summary of the deal just finished (None before the first)."""
    state = table.controller.state
    if not state.history:
        return None
    headings, rows = table.presenter.summary(state.history[-1], state)
    title = table.presenter.deal_name(state.history[-1].index + 1)
    sheet_key = Keys(table.app.settings.keys).shown("sheet")
    return summary.plan(lay, title, headings, rows, sheet_key=sheet_key)


def draw_summary(surface: pygame.Surface, table: TableScreen, lay: TableLayout) -> None:
    """The deal just finished, over the dimmed table."""
    shown = summary_plan(table, lay)
    if shown is None:
        return
    renderer.dim_screen(surface, 150)
    summary.draw(surface, shown)


def draw_last_trick(surface: pygame.Surface, table: TableScreen, lay: TableLayout) -> None:
    """The last finished trick (L) from the move log, in any game and phase: every
    card with who played it, the taker's cards outlined, on an opaque panel."""
    renderer.dim_screen(surface, 160)
    box = overlay_box(lay, 760, 390)
    renderer.panel(surface, box, 255, 14, renderer.GOLD)
    last = table.log.last
    s = lay.scale
    # how to go back to the table, like every panel that waits
    renderer.panel_footer(
        surface,
        box,
        Keys(table.app.settings.keys).text("table.last_trick_close", "last_trick"),
        s,
        18,
    )
    title = (
        t("table.no_last_trick") if last is None else (last.title or t("table.last_trick_heading"))
    )
    renderer.draw_text(
        surface,
        title,
        round(22 * s),
        (box.center[0], box.y + 28 * s),
        renderer.GOLD,
        "center",
        True,
        max_width=box.w - 24,
    )
    if last is None:
        return
    # Who took it (a seat the game names, e.g. a dummy) and what it was worth.
    if last.verdict:
        taker = last.verdict
    elif last.winner is None:
        taker = t("table.last_trick_nobody")
    else:
        taker = table.presenter.say("table.took_it", last.winner)
    line = f"{taker}  ·  {last.note}" if last.note else taker
    renderer.draw_text(
        surface,
        line,
        round(18 * s),
        (box.center[0], box.bottom - 48 * s),
        renderer.CREAM,
        "center",
        max_width=box.w - 24,
    )
    plays = last.plays
    gap = min(lay.card_w * 1.15, (box.w - 40 * s) / max(1, len(plays)))
    card_w = min(lay.card_w, round(gap * 0.92))
    card_h = round(card_w * lay.card_h / lay.card_w)
    x0 = box.center[0] - gap * (len(plays) - 1) / 2
    for i, (seat, card) in enumerate(plays):
        cbox = centered(x0 + i * gap, box.center[1] + 4 * s, card_w, card_h)
        renderer.card(
            surface,
            card,
            cbox,
            table.game.face_style,
            outline=renderer.GOLD if seat == last.winner else None,
        )
        if seat == last.winner:
            marks.win_star(surface, cbox)
        renderer.draw_text(
            surface,
            table.presenter.seat_label(seat),
            round(15 * s),
            (cbox.center[0], cbox.bottom + 8 * s),
            renderer.WHITE,
            "midtop",
            max_width=round(gap),
        )


def handover_label(table: TableScreen) -> str:
    """The hand-over button's words: "I am <name>: show my cards"."""
    seat = table.controller.handover_seat
    name = table.presenter.seat_label(seat) if seat is not None else ""
    return t("handover.button", name=name)


def draw_handover(
    surface: pygame.Surface, table: TableScreen, lay: TableLayout, button: Box
) -> None:
    """ "Pass to ...": three backs, the name and the one button, nothing of the table."""
    surface.blit(assets.felt(*surface.get_size()), (0, 0))
    renderer.dim_screen(surface, 120)
    seat = table.controller.handover_seat
    name = table.presenter.seat_label(seat) if seat is not None else ""
    for i in range(3):
        box = centered(
            lay.width / 2 + (i - 1) * lay.card_w * 0.35, lay.height * 0.30, lay.card_w, lay.card_h
        )
        renderer.card(surface, None, box)
    renderer.draw_text(
        surface,
        t("handover.title", name=name),
        round(44 * lay.scale),
        (lay.width / 2, lay.height * 0.52),
        renderer.GOLD,
        "center",
        True,
    )
    renderer.draw_text(
        surface,
        t("handover.hint", name=name),
        round(22 * lay.scale),
        (lay.width / 2, lay.height * 0.62),
        renderer.WHITE,
        "center",
        max_width=round(lay.width * 0.9),
    )
    # Greyed during the guard time, so a click that does nothing does not surprise.
    ready = table.controller.handover_ready(table.app.now())
    renderer.button(
        surface,
        button,
        handover_label(table),
        size=round(22 * lay.scale),
        enabled=ready,
        accent=True,
        focused=ready,
    )


def log_rows(table: TableScreen, size: int, width: int) -> list[LogRow]:
    """The move log as drawn rows: deals as headings, wrapped sentences, rules between
    tricks (cached by the table: a long match has thousands of sentences)."""
    rows: list[LogRow] = []
    deal = 0
    for number, _, texts in table.log.grouped():
        if number != deal:
            deal = number
            rows.append((table.presenter.deal_name(number), renderer.GOLD, True))
        elif rows:
            rows.append(("", renderer.DIM, False))  # the rule between two tricks
        for text in texts:
            rows.extend((part, renderer.CREAM, False) for part in wrap_text(text, size, width))
    return rows


def log_metrics(box: Box, s: float) -> tuple[int, int, int, int]:
    """The log panel's text size, line height, padding and first line's top."""
    size = max(12, round(15 * s))
    pad = round(12 * s)
    return size, round(renderer.px(size) * 1.4), pad, box.y + pad + round(34 * s)


def draw_log(surface: pygame.Surface, table: TableScreen, box: Box, s: float, scroll: int) -> None:
    """The move log: deals as headings, a rule between tricks, newest at the bottom;
    `scroll` lines up from the newest."""
    renderer.panel(surface, box, 255, 0, renderer.GOLD)
    size, line_h, pad, top = log_metrics(box, s)
    renderer.draw_text(
        surface,
        Keys(table.app.settings.keys).text("log.title", "log"),
        round(19 * s),
        (box.x + pad, box.y + pad),
        renderer.GOLD,
        bold=True,
        max_width=box.w - 2 * pad,
    )
    rows = table.log_rows(size, box.w - 2 * pad - round(8 * s))
    room = max(1, (box.bottom - pad - top) // line_h)
    end = len(rows) - min(scroll, max(0, len(rows) - room))
    for i, (text, colour, bold) in enumerate(rows[max(0, end - room) : end]):
        y = top + i * line_h
        if not text:
            pygame.draw.line(
                surface,
                (70, 95, 80),
                (box.x + pad, y + line_h // 2),
                (box.right - pad, y + line_h // 2),
            )
            continue
        indent = 0 if bold else round(8 * s)
        renderer.draw_text(
            surface,
            text,
            size,
            (box.x + pad + indent, y),
            colour,
            bold=bold,
            max_width=box.w - 2 * pad - indent,
        )


def hint_box(table: TableScreen, lay: TableLayout, text: str) -> Box:
    """Where the hint's sentence goes: the notice strip, or above a decision panel that
    has taken the strip's place."""
    s = lay.scale
    size = max(12, round(16 * s))
    rows = renderer.wrap_text(text, size, lay.notice.w - round(24 * s), bold=True)
    h = max(lay.notice.h, round(len(rows) * renderer.px(size) * 1.3 + 10 * s))
    box = Box(lay.notice.x, lay.notice.bottom - h, lay.notice.w, h)
    turn = table.turn(lay)
    if turn is not None and turn.choices:
        area = choice_area(lay, turn.decision, table.trick_shown())
        if overlap(area, box):
            box = Box(box.x, max(4, area.y - h - round(6 * s)), box.w, h)
    return box


def draw_hint(surface: pygame.Surface, table: TableScreen, lay: TableLayout) -> None:
    """The sentence of the hint while its turn lasts (or that it is being worked out)."""
    shown = table.hints.current(table)
    if shown is not None:
        text = shown.text
    elif table.hints.thinking(table.controller.turn_counter):
        text = t("hint.thinking")
    else:
        return
    s = lay.scale
    size = max(12, round(16 * s))
    box = hint_box(table, lay, text)
    renderer.panel(surface, box, 255, round(10 * s), renderer.GOLD)  # hides the notice
    rows = renderer.wrap_text(text, size, box.w - round(24 * s), bold=True)
    y = box.center[1] - (len(rows) - 1) * renderer.px(size) * 1.3 / 2
    for row in rows:
        renderer.draw_text(surface, row, size, (box.center[0], y), renderer.GOLD, "center", True)
        y += renderer.px(size) * 1.3


def prompt_box(lay: TableLayout, rows: int, size: int) -> Box:
    """A first game's prompt panel: top middle, between the corner panels."""
    s = lay.scale
    x0 = lay.info_panel.right + round(12 * s)
    w = lay.score_panel.x - round(12 * s) - x0
    h = round(rows * renderer.px(size) * 1.3 + 40 * s)
    return Box(x0, round(8 * s), w, h)


@dataclass(frozen=True, slots=True)
class PromptPlace:
    """Where a first game's prompt goes and how its words are set: the panel, the text
    size, the prompt's rows and the rows of the line that says how to leave."""

    box: Box
    size: int
    rows: tuple[str, ...]
    leave: tuple[str, ...]


def prompt_place(lay: TableLayout, text: str, leave: str, area: Box | None) -> PromptPlace:
    """The prompt in the top middle, or in `area` (a place the game keeps free) with its
    text as large as fits there, never below the smallest size."""
    s = lay.scale
    size = max(12, round(16 * s))
    small = max(12, round(13 * s))
    pad = round(14 * s)
    if area is None:
        probe = prompt_box(lay, 1, size)
        rows = wrap_text(text, size, probe.w - 2 * pad)
        return PromptPlace(prompt_box(lay, len(rows), size), size, tuple(rows), (leave,))
    while True:
        rows = wrap_text(text, size, area.w - 2 * pad)
        leaves = wrap_text(leave, small, area.w - round(24 * s))
        height = round(
            len(rows) * renderer.px(size) * 1.3 + len(leaves) * renderer.px(small) * 1.2 + 24 * s
        )
        if height <= area.h or size <= 12:
            box = Box(area.x, area.y, area.w, min(area.h, height))
            return PromptPlace(box, size, tuple(rows), tuple(leaves))
        size -= 1


def draw_tutorial(surface: pygame.Surface, table: TableScreen, lay: TableLayout) -> None:
    """The prompt of the moment, while the player is at it."""
    tutorial = table.tutorial
    c = table.controller
    if (
        tutorial is None
        or not tutorial.on
        or tutorial.current is None
        or c.phase != Phase.AWAIT_HUMAN
        or tutorial.turn != c.turn_counter
    ):
        return
    s = lay.scale
    area = table.game.prompt_area(lay, c.display_view())
    place = prompt_place(
        lay,
        t(tutorial.current),
        Keys(table.app.settings.keys).text("tutorial.leave", "leave_tutorial"),
        area,
    )
    box, size = place.box, place.size
    renderer.panel(surface, box, 255, round(12 * s), renderer.GOLD)
    y = box.y + round(10 * s)
    for row in place.rows:
        renderer.draw_text(surface, row, size, (box.x + round(14 * s), y), renderer.WHITE)
        y += round(renderer.px(size) * 1.3)
    small = max(12, round(13 * s))
    for i, row in enumerate(reversed(place.leave)):
        renderer.draw_text(
            surface,
            row,
            small,
            (
                box.right - round(12 * s),
                box.bottom - round(6 * s) - i * round(renderer.px(small) * 1.2),
            ),
            renderer.DIM,
            "bottomright",
        )


def review_button(table: TableScreen, lay: TableLayout) -> Box:
    """The Review button of the deal summary (in its footer) or of the match result (in
    the match-over panel, above its choices): each panel reserves its place."""
    if table.controller.phase == Phase.MATCH_OVER:
        return table.layers.match_over.panel.review_box((lay.width, lay.height))
    shown = summary_plan(table, lay)
    return shown.button if shown is not None else Box(0, 0, 0, 0)


def reviewable(table: TableScreen) -> bool:
    """A deal is over and its summary (or the match result) is up: nothing is secret."""
    c = table.controller
    return c.phase in (Phase.DEAL_SUMMARY, Phase.MATCH_OVER) and bool(c.state.history)
