"""How the corner panels fit their lines: every line the panel is given is drawn or
counted in an explicit "+N more" line, never dropped silently (pure: no drawing)."""

from __future__ import annotations

from dataclasses import dataclass

Row = tuple[str, bool]  # one drawn row: its text, whether it is a heading
Line = tuple[Row, ...]  # one given line, wrapped into rows
Part = list[Line]  # a part of the panel (the running deal, the totals): heading first


@dataclass(frozen=True, slots=True)
class Placed:
    """One row where it is drawn: its column (0 or 1) and its row number."""

    text: str
    heading: bool
    column: int
    row: int
    paired: bool = False  # in one of two columns: half the panel's width


@dataclass(frozen=True, slots=True)
class PanelPlan:
    """The rows a panel draws, the gap between them, and how many given lines it counts
    in its "more" line instead of drawing them (0: everything is drawn)."""

    placed: tuple[Placed, ...]
    line_h: float
    rows: int  # rows used, the "more" line included
    shown: int  # given lines drawn
    hidden: int  # given lines counted in the "more" line
    more_at: tuple[int, int] = (0, -1)  # the "more" row's column and row (-1: the last)


def rows_that_fit(room: float, text_h: float, line_h: float) -> int:
    """How many rows `line_h` apart fit in `room` pixels, the last one `text_h` tall."""
    return max(0, int((room - text_h) // line_h) + 1) if room >= text_h else 0


def _rows(chosen: list[Part], pair: bool) -> int:
    """Rows the chosen lines take; with `pair` the last part's body runs in two columns."""
    total = 0
    for i, part in enumerate(chosen):
        if pair and i == len(chosen) - 1 and part:
            body = len(part) - 1
            total += len(part[0]) + (body + 1) // 2
        else:
            total += sum(len(line) for line in part)
    return total


def _place(chosen: list[Part], pair: bool) -> list[Placed]:
    """The chosen lines as placed rows, top to bottom (the paired body row by row)."""
    placed: list[Placed] = []
    row = 0
    for i, part in enumerate(chosen):
        if pair and i == len(chosen) - 1 and part:
            for text, heading in part[0]:
                placed.append(Placed(text, heading, 0, row))
                row += 1
            body = part[1:]
            half = (len(body) + 1) // 2  # read down the left column, then the right
            for j, line in enumerate(body):
                placed.append(Placed(line[0][0], line[0][1], j // half, row + j % half, True))
            row += half
            continue
        for line in part:
            for text, heading in line:
                placed.append(Placed(text, heading, 0, row))
                row += 1
    return placed


def _trimmed(parts: list[Part], budget: int, pair: bool) -> list[Part]:
    """As many lines as fit `budget` rows: the last part (the totals) first, then the
    parts before it; a part left with its heading alone shows nothing."""
    chosen: list[Part] = [[] for _ in parts]
    for i in reversed(range(len(parts))):
        for line in parts[i]:
            trial = [*chosen[:i], [*chosen[i], line], *chosen[i + 1 :]]
            if _rows(trial, pair) > budget:
                break
            chosen = trial
        if len(chosen[i]) == 1 < len(parts[i]):  # a heading without its lines says nothing
            chosen[i] = []
    return chosen


def plan(
    parts: list[Part], room: float, text_h: float, gaps: tuple[float, ...], pair_ok: bool
) -> PanelPlan:
    """Fit the parts' lines into `room` pixels: at the first of `gaps` (row distances,
    widest first) that holds them all, else at the last in two columns (`pair_ok`: the
    last part's body lines are short single rows), else as many as fit and a "more" row
    counting the rest."""
    parts = [part for part in parts if part]
    given = sum(len(part) for part in parts)
    for gap in gaps:
        rows = _rows(parts, False)
        if rows <= rows_that_fit(room, text_h, gap):
            return PanelPlan(tuple(_place(parts, False)), gap, rows, given, 0)
    gap = gaps[-1]
    fit = rows_that_fit(room, text_h, gap)
    if pair_ok and _rows(parts, True) <= fit:
        return PanelPlan(tuple(_place(parts, True)), gap, _rows(parts, True), given, 0)
    if pair_ok:
        # Paired totals of an odd count leave a cell free at the bottom right: the "more"
        # row goes there rather than taking a row of its own.
        chosen = _trimmed(parts, fit, True)
        body = len(chosen[-1]) - 1
        shown = sum(len(part) for part in chosen)
        if body > 0 and body % 2 and shown < given:
            rows = _rows(chosen, True)
            placed = tuple(_place(chosen, True))
            return PanelPlan(placed, gap, rows, shown, given - shown, (1, rows - 1))
    chosen = _trimmed(parts, max(0, fit - 1), pair_ok)
    shown = sum(len(part) for part in chosen)
    rows = _rows(chosen, pair_ok) + 1
    return PanelPlan(tuple(_place(chosen, pair_ok)), gap, rows, shown, given - shown)
