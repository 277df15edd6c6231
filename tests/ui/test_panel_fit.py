"""The corner panels never drop a line silently: at every text size and seat count each
line a panel is given is drawn, or counted in its explicit "+N more" row."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game import assets
from game.i18n import t
from game.settings import TEXT_SIZES
from game.ui import readability, renderer
from game.ui.layout import Box, table_layout
from game.ui.table.paint import draw_panel
from game.ui.table.panel_fit import Part, plan

NAMES = ("You", "Anna", "Ben", "Clara", "David", "Eva", "Frank", "Greta")
SIZES = ((1280, 720), (1920, 1080))


@pytest.fixture
def screen() -> Iterator[pygame.Surface]:
    """A surface to draw on; the text size is 100% again afterwards."""
    pygame.init()
    assets.clear_caches()  # fonts cached in an earlier pygame session are invalid now
    yield pygame.Surface((1920, 1080))
    readability.apply(100, "standard")


def _more(count: int) -> str:
    return f"+{count} more (S)"


def _panels(seats: int) -> list[tuple[str, list[list[str]]]]:
    """Lines like the games give: a rules panel and a score panel (deal, then totals)."""
    info = [
        "Round 1 of 6, dealer Clara",
        "Everyone picks a minus colour (2 of 6 down)",
        "Zeros never win (unless all are zeros)",
        "Trumps: Diamonds, made by Anna",
    ]
    deal = ["This deal", *(f"{name}: 12 points, 3 tricks" for name in NAMES[:seats])]
    totals = ["Round 1 of 6", *(f"{i + 1}. {name}: 0" for i, name in enumerate(NAMES[:seats]))]
    return [("info", [info]), ("score", [totals]), ("score", [deal[:4], totals])]


def _draw(surface: pygame.Surface, box: Box, parts: list[list[str]], s: float) -> list[str]:
    """Draw one panel; the texts drawn (the "more" row included), checking the plan."""
    drawn: list[str] = []
    renderer.text_hook = lambda content, size, cut, bold: drawn.append(content)
    try:
        fitted = draw_panel(surface, box, parts, s, _more)
    finally:
        renderer.text_hook = None
    given = sum(len(part) for part in parts)
    assert fitted.shown + fitted.hidden == given
    rows = drawn[:-1] if fitted.hidden else drawn
    assert len(rows) == len(fitted.placed)
    if fitted.hidden:
        assert drawn[-1] == _more(fitted.hidden)
    # Every row starts inside the panel, the last one ending above its bottom border.
    last = max((row.row for row in fitted.placed), default=-1)
    assert 8 * s + (fitted.rows - 1) * fitted.line_h + renderer.px(16 * s) <= box.h
    assert last < fitted.rows
    return drawn


def test_every_panel_line_is_drawn_or_counted(screen: pygame.Surface) -> None:
    """Every text size, window size and seat count: all lines accounted for; totals
    alone (no running deal) of up to eight seats always drawn whole."""
    checked = counted = 0
    for text in TEXT_SIZES:
        readability.apply(text, "standard")
        for w, h in SIZES:
            for seats in range(3, 9):
                lay = table_layout(w, h, seats, 0)
                for name, parts in _panels(seats):
                    box = lay.info_panel if name == "info" else lay.score_panel
                    drawn = _draw(screen, box, parts, lay.scale)
                    totals = parts[-1]
                    if name == "score" and len(parts) == 1:
                        assert all(line in drawn for line in totals[1:]), (text, w, seats)
                    counted += any(line.endswith("more (S)") for line in drawn)
                    checked += 1
    assert checked == len(TEXT_SIZES) * len(SIZES) * 6 * 3
    assert counted > 0  # the deal's lines beside eight totals: some counted, not dropped


def test_the_six_seat_totals_pair_up_at_200() -> None:
    """Stichln's six totals at 200% in 1280x720 (the playtest lost three): two columns."""
    readability.apply(200, "standard")
    try:
        pygame.init()
        surface = pygame.Surface((1280, 720))
        lay = table_layout(1280, 720, 6, 0)
        totals = ["Round 1 of 6", *(f"1. {name}: 0" for name in NAMES[:6])]
        drawn = _draw(surface, lay.score_panel, [[], totals], lay.scale)
    finally:
        readability.apply(100, "standard")
    assert drawn == totals[:1] + totals[1:]


def _line(text: str, rows: int = 1, heading: bool = False) -> tuple[tuple[str, bool], ...]:
    return tuple((f"{text}/{i}", heading) for i in range(rows))


def test_the_plan_narrows_then_pairs_then_counts() -> None:
    """The fallbacks in order: the row gap narrows, the totals pair up, and only then
    lines are counted in the "more" row, the deal's before the totals."""
    totals: Part = [_line("head", heading=True), *(_line(f"t{i}") for i in range(6))]
    deal: Part = [_line("deal", heading=True), _line("d1", 2), _line("d2")]
    assert plan([totals], 7 * 10, 10, (10,), False).hidden == 0
    narrowed = plan([totals], 7 * 9, 9, (10, 9), False)
    assert (narrowed.hidden, narrowed.line_h) == (0, 9)
    paired = plan([totals], 4 * 10, 10, (10,), True)
    assert (paired.hidden, paired.rows) == (0, 4)
    assert {row.column for row in paired.placed} == {0, 1}
    counted = plan([deal, totals], 6 * 10, 10, (10,), True)
    # Four rows of totals, one "more" row: the deal's heading alone would say nothing.
    assert (counted.shown, counted.hidden, counted.rows) == (7, 3, 5)
    squeezed = plan([deal, totals], 3 * 10, 10, (10,), False)
    assert (squeezed.shown, squeezed.hidden) == (2, 8)
    assert plan([], 50, 10, (10,), False).rows == 0
    # A part of one line (Stichln's "Your round: ...") is its own content, kept; a
    # heading whose lines do not fit is counted with them.
    solo: Part = [_line("solo")]
    short: Part = [_line("head", heading=True), _line("t1")]
    mixed = plan([deal, solo, short], 4 * 10, 10, (10,), False)
    assert (mixed.shown, mixed.hidden) == (3, 3)
    assert [row.text for row in mixed.placed] == ["solo/0", "head/0", "t1/0"]


def _sizes(surface: pygame.Surface, text: str, size: int, box: Box) -> list[tuple[str, int]]:
    """The lines a text box draws, each with the size it was drawn at."""
    drawn: list[tuple[str, int]] = []
    renderer.text_hook = lambda content, size, cut, bold: drawn.append((content, size))
    try:
        renderer.draw_text_box(surface, text, size, box, renderer.CREAM, True)
    finally:
        renderer.text_hook = None
    return drawn


def test_long_prompts_and_questions_wrap_bigger_at_200(screen: pygame.Surface) -> None:
    """At 200% the long turn prompt in the message line and the leave-table question
    wrap into two lines bigger than the smallest size (they shrank to it on one line);
    at 100% each stays one line at the size it was drawn at before."""
    prompt = "Your turn: play a card (click it twice, or arrows + Enter; K: keys)"
    question = t("confirm.quit")
    for text_size in (100, 200):
        readability.apply(text_size, "standard")
        lay = table_layout(1280, 720, 4, 0)
        room = Box(222, 217, 836, 84)  # the question's room at 1280x720, as confirm draws it
        drawn = _sizes(screen, prompt, 19, lay.message)
        asked = _sizes(screen, question, 24, room)
        for texts, whole in ((drawn, prompt), (asked, question)):
            assert " ".join(text for text, _ in texts) == whole
            if text_size == 200:
                assert len(texts) == 2
                assert min(size for _, size in texts) > renderer.MIN_TEXT
            else:
                assert len(texts) == 1
