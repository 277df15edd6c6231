"""The deal review screen: every hand face up, trick by trick, with the move log beside it.

Opened from the deal summary (or the match result), so only a finished deal is ever
shown, at hot-seat tables for everyone at once. Drawing reads a pure `DealReview`; with
the table's analysis (`ReviewNotes`), the costly decisions' cards carry a "!" badge and a
red outline, and an Analysis panel under the moves says what each gave away and why,
with the deal's summary and the best play with all cards open on the first page.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game import assets
from game.i18n import language, t
from game.ui import marks, renderer
from game.ui.commands import Activate, Back, Click, Command, Key, Move, Scroll
from game.ui.keybinds import Keys, in_caption
from game.ui.layout import Box, grown, ui_scale
from game.ui.review import DealReview
from game.ui.scenes import Scene
from game.ui.table.review_notes import Note, ReviewNotes

if TYPE_CHECKING:
    from game.app import App
    from game.present import BasePresenter

BUTTONS = ("back", "forward", "close")
MARK = "!"  # the badge of a costly decision, on its card and before its line


def draw_mark(surface: pygame.Surface, center: tuple[int, int], s: float) -> int:
    """The costly-decision badge: a red disc with a cream rim and a bold "!" (a shape and
    a sign, not colour alone). Returns its radius."""
    radius = max(9, round(11 * s))
    pygame.draw.circle(surface, renderer.RED, center, radius)
    pygame.draw.circle(surface, renderer.CREAM, center, radius, 2)
    renderer.draw_text(
        surface, MARK, max(12, round(15 * s)), center, renderer.CREAM, "center", True
    )
    return radius


Rows = list[tuple[Note, str, bool]]  # (note, one wrapped row of it, its first row)


class NotesPlan:
    """Where the right column's two panels go on one page, and the rows of each."""

    def __init__(
        self, log: Box | None, notes: Box | None, log_rows: Rows, rows: Rows, s: float
    ) -> None:
        self.log = log  # the moves panel (None when the page has no moves)
        self.notes = notes  # the analysis panel (None when there is nothing to say)
        self.log_rows = log_rows
        self.rows = rows
        self.log_size = max(12, round(15 * s))  # the moves' text size
        self.size = max(12, round(14 * s))  # the analysis rows' text size
        self.s = s

    def capacity(self, box: Box, size: int, total: int) -> int:
        """How many rows of `size` fit in a panel under its heading (one fewer when
        they do not all fit: the last says how to see the rest)."""
        fit = max(1, (box.h - round(48 * self.s)) // round(renderer.px(size) * 1.35))
        return fit if total <= fit else max(1, fit - 1)

    def most(self) -> int:
        """The furthest a panel can scroll (the rows of the longer overflow)."""
        over = [0]
        for box, rows, size in (
            (self.log, self.log_rows, self.log_size),
            (self.notes, self.rows, self.size),
        ):
            if box is not None:
                over.append(len(rows) - self.capacity(box, size, len(rows)))
        return max(over)


class ReviewScreen(Scene):
    """Step through a finished deal: Left / Right (or the buttons), Esc or R closes."""

    def __init__(
        self,
        app: App,
        review: DealReview,
        presenter: BasePresenter[object],
        face_style: str,
        notes: ReviewNotes | None = None,
        again: Callable[[int], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.review = review
        self.presenter = presenter  # names and deal words as the table said them
        self.face_style = face_style
        self.notes = notes  # the analysis, when the table has one (None: a plain review)
        self.index = 0
        self.scroll = 0  # the first analysis row shown, when they do not all fit
        self._plan: tuple[tuple[object, ...], object, NotesPlan] | None = None
        self.again = again  # play the deal again from a trick (0: its start); see again_boxes

    def step(self, delta: int) -> None:
        """Move `delta` pages, staying inside the deal."""
        self.go(self.index + delta)

    def go(self, index: int) -> None:
        """Show page `index` (kept inside the deal), its analysis from the top."""
        index = max(0, min(len(self.review.steps) - 1, index))
        if index != self.index:
            self.scroll = 0
        self.index = index

    def handle(self, command: Command) -> None:
        """Left / Right step, Up / Down (or the wheel) scroll the analysis, Home / End
        jump, Enter steps forward, Esc or R closes."""
        keys = Keys(self.app.settings.keys)
        if isinstance(command, Back) or keys.pressed(command, "review"):
            self.app.stack.pop()
        elif keys.pressed(command, "play_again") and self.again is not None:
            self.again(self.page_trick())  # P: from the trick on screen
        elif isinstance(command, Move) and command.dx:
            self.step(command.dx)
        elif isinstance(command, Move | Scroll) and command.dy:
            self.scroll = max(0, self.scroll + command.dy)  # kept in range when drawn
        elif isinstance(command, Key) and command.name in ("home", "end"):
            self.go(0 if command.name == "home" else len(self.review.steps) - 1)
        elif isinstance(command, Activate):
            self.step(1)
        elif isinstance(command, Click):
            self._click(command.x, command.y)

    def _click(self, x: int, y: int) -> None:
        if self.again is not None:
            for box, trick in zip(
                self.again_boxes(self.app.size), self.again_starts(), strict=False
            ):
                if box.contains(x, y):
                    self.again(trick)
                    return
        for box, name in zip(self.button_boxes(self.app.size), BUTTONS, strict=True):
            if box.contains(x, y):
                if name == "close":
                    self.app.stack.pop()
                else:
                    self.step(-1 if name == "back" else 1)

    def button_boxes(self, size: tuple[int, int]) -> list[Box]:
        """Back, forward and close, centred along the bottom."""
        s = ui_scale(*size)
        w, h, gap = round(150 * s * grown(0.2)), round(40 * s * grown(0.3)), round(14 * s)
        left = size[0] // 2 - (3 * w + 2 * gap) // 2
        y = size[1] - h - round(14 * s * grown(1.2))  # the key line below grows too
        return [Box(left + i * (w + gap), y, w, h) for i in range(3)]

    # ----------------------------------------------------------------- play it again
    def page_trick(self) -> int:
        """The 0-based trick this page shows (0 before the first trick is taken)."""
        shown = sum(1 for step in self.review.steps[: self.index + 1] if step.trick is not None)
        return max(0, shown - 1)

    def again_starts(self) -> tuple[int, ...]:
        """Where Play again may start: the deal's start and, on a later trick's page,
        that trick."""
        trick = self.page_trick()
        return (0, trick) if trick > 0 else (0,)

    def again_boxes(self, size: tuple[int, int]) -> list[Box]:
        """Play again's buttons, top right, one per start in again_starts."""
        s = ui_scale(*size)
        w, h, gap = round(190 * s * grown(0.4)), round(30 * s * grown(0.9)), round(8 * s)
        count = len(self.again_starts())
        x = size[0] - round(12 * s) - count * w - (count - 1) * gap
        return [Box(x + i * (w + gap), round(8 * s), w, h) for i in range(count)]

    def _draw_again(self, surface: pygame.Surface, s: float) -> None:
        if self.again is None:
            return
        for box, trick in zip(
            self.again_boxes(surface.get_size()), self.again_starts(), strict=True
        ):
            label = t("replay.from_trick", n=trick + 1) if trick else t("replay.from_start")
            label = in_caption(label, "play_again", Keys(self.app.settings.keys))
            renderer.button(surface, box, label, size=round(15 * s), accent=trick > 0)

    def regions(self, size: tuple[int, int]) -> tuple[Box, Box, Box]:
        """The hands (left), the trick (under them) and the move log (right)."""
        s = ui_scale(*size)
        w, h = size
        top, bottom = round(70 * s * grown(0.9)), h - round(70 * s * grown(0.25))
        # The analysis needs a wider column than the moves alone.
        log_w = round(w * (0.36 if self.analysed() else 0.3))
        trick_h = round(150 * s)
        hands = Box(round(12 * s), top, w - log_w - round(36 * s), bottom - top - trick_h)
        trick = Box(hands.x, hands.bottom + round(6 * s), hands.w, trick_h - round(6 * s))
        log = Box(w - log_w - round(12 * s), top, log_w, bottom - top)
        return hands, trick, log

    def analysed(self) -> bool:
        """True when the deal has an analysis, done or under way."""
        notes = self.notes
        return notes is not None and (
            notes.analysis(self.review) is not None or notes.pending(self.review)
        )

    def page_notes(self) -> list[Note]:
        """The analysis notes of this page (none without an analysis)."""
        return self.notes.notes(self.review, self.index) if self.notes is not None else []

    def plan(self, size: tuple[int, int]) -> NotesPlan:
        """The right column of this page: the moves panel on top sized to its lines (at
        most 45% of the column), the analysis panel under it with the rest. Kept
        while the page, size, language and analysis stay (the screen asks every frame)."""
        notes = self.notes
        analysis = notes.analysis(self.review) if notes is not None else None
        pending = notes.pending(self.review) if notes is not None else False
        key = (size, self.index, language(), pending)
        cached = self._plan
        if cached is not None and cached[0] == key and cached[1] is analysis:
            return cached[2]
        plan = self._plan_of(size)
        self._plan = (key, analysis, plan)
        return plan

    def _plan_of(self, size: tuple[int, int]) -> NotesPlan:
        s = ui_scale(*size)
        column = self.regions(size)[2]
        text_w = column.w - round(24 * s)
        lsize, nsize = max(12, round(15 * s)), max(12, round(14 * s))
        log_rows = wrapped(
            [Note(line) for line in self.review.steps[self.index].lines], lsize, text_w, 0
        )
        notes = self.page_notes()
        if not notes:
            return NotesPlan(column, None, log_rows, [], s)
        rows = wrapped(notes, nsize, text_w, round(28 * s))
        if not log_rows:
            return NotesPlan(None, column, [], rows, s)
        gap = round(8 * s)
        room = column.h - gap
        log_need = round(48 * s) + len(log_rows) * round(renderer.px(lsize) * 1.35)
        notes_need = round(48 * s) + len(rows) * round(renderer.px(nsize) * 1.35)
        # The moves keep what they need unless both are long: then the analysis has 55%.
        notes_h = max(room - log_need, min(notes_need, round(room * 0.55)))
        log = Box(column.x, column.y, column.w, room - notes_h)
        return NotesPlan(log, Box(column.x, log.bottom + gap, column.w, notes_h), log_rows, rows, s)

    def draw(self, surface: pygame.Surface) -> None:
        """Title, every hand, the trick of this page, its log lines and the buttons."""
        size = surface.get_size()
        s = ui_scale(*size)
        surface.fill(renderer.palette().ground or (16, 58, 38))
        step = self.review.steps[self.index]
        title = t("review.title", deal=self.presenter.deal_name(self.review.number))
        # Clear of Play again's buttons at the top right (they grow with the text).
        room = size[0] - 2 * (size[0] - self.again_boxes(size)[0].x) - round(16 * s)
        renderer.draw_text(
            surface,
            title,
            round(24 * s),
            (size[0] // 2, round(10 * s)),
            renderer.GOLD,
            "midtop",
            True,
            max_width=room if self.again is not None else None,
        )
        renderer.draw_text(
            surface,
            t("review.step", title=step.title, n=self.index + 1, total=len(self.review.steps)),
            round(18 * s),
            (size[0] // 2, round(40 * s * grown(0.9))),
            renderer.CREAM,
            "midtop",
            True,
        )
        hands, trick, _ = self.regions(size)
        self._draw_hands(surface, hands, step.hands, s)
        self._draw_trick(surface, trick, s)
        plan = self.plan(size)
        self.scroll = min(self.scroll, plan.most())
        if plan.log is not None:
            self._draw_rows(surface, plan, plan.log, t("review.log"), plan.log_rows, plan.log_size)
        if plan.notes is not None:
            self._draw_rows(
                surface, plan, plan.notes, t("review.analysis.head"), plan.rows, plan.size
            )
        for box, name in zip(self.button_boxes(size), BUTTONS, strict=True):
            renderer.button(surface, box, t(f"review.{name}"))
        self._draw_again(surface, s)
        renderer.draw_text(
            surface,
            Keys(self.app.settings.keys).text("review.keys", "review"),
            round(13 * s),
            (size[0] // 2, size[1] - round(4 * s)),
            renderer.DIM,
            "midbottom",
        )

    def _draw_hands(self, surface: pygame.Surface, area: Box, hands: tuple, s: float) -> None:
        """One row per seat: the name, then the cards face up (overlapping when many)."""
        renderer.panel(surface, area, 120)
        rows = max(1, len(hands))
        row_h = area.h // rows
        name_w = round(110 * s)
        card_h = min(round(row_h * 0.86), round(96 * s))
        card_w = round(card_h / 1.4)
        for seat, cards in enumerate(hands):
            y = area.y + seat * row_h + (row_h - card_h) // 2
            renderer.draw_text(
                surface,
                self.presenter.seat_label(seat),
                round(16 * s),
                (area.x + round(10 * s), y + card_h // 2),
                renderer.WHITE,
                "midleft",
                True,
                max_width=name_w - round(14 * s),
            )
            room = area.w - name_w - round(12 * s) - card_w
            step = min(card_w + round(4 * s), room / max(1, len(cards) - 1))
            for i, card in enumerate(cards):
                box = Box(round(area.x + name_w + i * step), y, card_w, card_h)
                renderer.card(surface, card, box, self.face_style)

    def _draw_trick(self, surface: pygame.Surface, area: Box, s: float) -> None:
        """The trick of this page in play order, who played each card, the taker in gold."""
        trick = self.review.steps[self.index].trick
        renderer.panel(surface, area, 120)
        if trick is None:
            return
        marked = self.notes.marked(self.review, self.index) if self.notes is not None else set()
        card_h = area.h - round(44 * s)
        card_w = round(card_h / 1.4)
        step = min(card_w + round(30 * s), (area.w - round(20 * s)) / max(1, len(trick.plays)))
        for i, (seat, card) in enumerate(trick.plays):
            box = Box(
                round(area.x + round(10 * s) + i * step), area.y + round(8 * s), card_w, card_h
            )
            wins = seat == trick.winner
            flagged = (seat, card) in marked
            outline = renderer.RED if flagged else renderer.GOLD if wins else None
            renderer.card(surface, card, box, self.face_style, outline=outline)
            r = max(9, round(11 * s))
            if wins:  # the taker's star, left of a costly-decision badge on the corner
                marks.win_star(surface, box, 2 * r + round(4 * s) if flagged else 0)
            if flagged:  # the badge sits on the card's top right corner, inside the panel
                draw_mark(surface, (box.right - r - round(2 * s), box.y + r + round(2 * s)), s)
            renderer.draw_text(
                surface,
                self.presenter.seat_label(seat),
                round(13 * s),
                (box.center[0], box.bottom + round(4 * s)),
                renderer.GOLD if wins else renderer.CREAM,
                "midtop",
                max_width=round(step - 4),
            )
        if trick.winner is not None:
            note = trick.verdict or self.presenter.say("review.wins", trick.winner)
            if trick.note:
                note = f"{note} ({trick.note})"
            renderer.draw_text(
                surface,
                note,
                round(16 * s),
                (area.right - round(12 * s), area.y + round(10 * s)),
                renderer.GOLD,
                "topright",
                True,
            )

    def _draw_rows(
        self,
        surface: pygame.Surface,
        plan: NotesPlan,
        area: Box,
        heading: str,
        rows: Rows,
        size: int,
    ) -> None:
        """A panel of the right column (the moves in gold, the analysis in red): its
        heading, then the rows that fit from the scroll position, a costly decision's first
        row after its badge; a dim line at the foot says how to see the rest."""
        s = plan.s
        analysis = area is plan.notes
        renderer.panel(surface, area, 150, 12, renderer.RED if analysis else renderer.GOLD)
        renderer.draw_text(
            surface,
            heading,
            round(18 * s),
            (area.center[0], area.y + round(8 * s)),
            renderer.GOLD,
            "midtop",
            True,
        )
        step = round(renderer.px(size) * 1.35)
        fit = plan.capacity(area, size, len(rows))
        first = min(self.scroll, max(0, len(rows) - fit))
        shown = rows[first : first + fit]
        x = area.x + round(12 * s)
        indent = round(28 * s)
        colours = {"head": renderer.GOLD, "plain": renderer.WHITE, "dim": renderer.DIM}
        y = area.y + round(38 * s)
        for note, row, start in shown:
            if note.mark and start:
                draw_mark(surface, (x + indent // 2 - round(2 * s), y + size // 2 + 1), s)
            renderer.draw_text(
                surface,
                row,
                size,
                (x + (indent if note.mark else 0), y),
                colours[note.tone],
                bold=note.tone == "head",
            )
            y += step
        if len(rows) > fit:
            renderer.draw_text(
                surface,
                t(
                    "review.more",
                    first=first + 1,
                    last=first + len(shown),
                    total=len(rows),
                ),
                size,
                (area.center[0], y),
                renderer.DIM,
                "midtop",
                max_width=area.w - round(24 * s),
            )


def wrapped(notes: list[Note], size: int, width: int, indent: int) -> Rows:
    """The notes wrapped to `width` (a marked note's rows `indent` narrower, after its
    badge), each row with its note and whether it is the note's first."""
    rows: Rows = []
    for note in notes:
        lines = wrap_whole(
            note.text, size, width - (indent if note.mark else 0), note.tone == "head"
        )
        rows.extend((note, row, i == 0) for i, row in enumerate(lines))
    return rows


# What never breaks across rows: a short quoted name (「ハートのエース」), a katakana word
# with the number after it (プレイヤー2), a run of Latin letters, digits and signs ('+14.5',
# 'Anna') with the unit a number is counted in right after it ('46.0点'), a space.
_UNIT = re.compile(
    r"「[^「」]{0,12}」"
    r"|[ァ-ヶー]+[0-9]*"
    r"|[!-~]*[0-9][^\s!-~、。，．・：；？！）」』】〕ー…]"
    r"|[!-~]+| +|."
)


def wrap_whole(content: str, size: int, width: int, bold: bool = False) -> list[str]:
    """`renderer.wrap_text`, but a number or a Latin word is never split between two
    rows (Japanese breaks between any characters: '合計46.0' / '点' and '4' / '1）' read
    as other numbers); closing punctuation still never starts a row."""

    def fits(parts: list[str]) -> bool:
        return assets.text_width("".join(parts), size, bold) <= width

    rows: list[str] = []
    units: list[str] = []
    for unit in _UNIT.findall(content):
        if fits([*units, unit]) or not "".join(units).strip():
            units.append(unit)
            continue
        # The renderer's rule: closing punctuation never starts a row, so the unit before
        # it goes down with it (and the one before that while it is closing too).
        carried: list[str] = []
        head = unit
        while head[0] in renderer._NO_LINE_START and len(units) > 1:
            head = units.pop()
            carried.insert(0, head)
        rows.append("".join(units).rstrip())
        units = [*carried, unit] if carried or unit.strip() else []
    rows.append("".join(units).strip())
    out: list[str] = []
    for row in rows:  # a unit wider than a whole row (a very long word) is broken as usual
        out.extend([row] if fits([row]) else renderer.wrap_text(row, size, width, bold))
    return [row for row in out if row] or [""]
