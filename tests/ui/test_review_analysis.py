"""Issue 31, the review's analysis: costly decisions carry a "!" badge on their card and a
line saying what was better and why; the first page sums the deal up per human with the
open-hands line and the best play; "being analysed" while pending; nothing extra without
an analysis; both languages; nothing small, cut, overlapping or outside its panel at
1280x720 and 1920x1080. The analysis is fabricated through a fake AnalysisSource, from
the real deal walk (game.analysis.deal.walk_deal), so plies and tricks are the real ones."""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest

from game.analysis.deal import DealAnalysis, DealWalk, Decision, walk_deal
from game.analysis.model import OpenSolution
from game.app import App
from game.core.table import Seat
from game.games import ENTRIES, REGISTRY
from game.i18n import set_language, t
from game.ui.commands import Key, Move
from game.ui.controller import Phase
from game.ui.layout import Box, overlap
from game.ui.screens.review import MARK, ReviewScreen
from game.ui.setup_model import TableSetup, default_names
from game.ui.table.screen import TableScreen
from tests.ui.app_helpers import Drawn, close_app, open_app, texts_drawn
from tests.ui.text_audit import Audit, problems, recording

GAMES = (("was_sticht", 4), ("stichln", 4), ("skitgubbe", 3), ("schieber", 4), ("klaverjas", 4))
SIZES = ((1280, 720), (1920, 1080))


class FakeSource:
    """An AnalysisSource holding one deal's analysis (or only saying it is pending)."""

    def __init__(self, analysis: DealAnalysis | None, pending: bool = False) -> None:
        self.analysis = analysis
        self.waiting = pending

    def deal(self, index: int) -> DealAnalysis | None:
        """The analysis of deal `index`, if it is the one held."""
        return self.analysis if self.analysis and self.analysis.index == index else None

    def pending(self, index: int) -> bool:
        """Pending when told so."""
        return self.waiting


@pytest.fixture
def app(tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    """An app with bots at once and no animation, English afterwards."""
    monkeypatch.setenv("STICH_INLINE_BOTS", "1")
    application = open_app(tmp_path, monkeypatch, bot_delay=0.0, animation="off", trick_pause=0.0)
    yield application
    set_language("en")
    close_app(application)


def played_deal(app: App, game_id: str, seats: int, humans: int = 1) -> TableScreen:
    """A table with `humans` humans (the rest random bots) played to its first summary,
    the humans choosing at random (seeded)."""
    players = ("human",) * humans + ("random",) * (seats - humans)
    names = default_names(players)
    setup = TableSetup(
        REGISTRY[game_id], tuple(Seat(p, n) for p, n in zip(players, names, strict=True)), 3
    )
    table = TableScreen(app, setup)
    app.stack.replace(table)
    c = table.controller
    rng = random.Random(7)
    for _ in range(30000):
        if c.phase in (Phase.DEAL_SUMMARY, Phase.MATCH_OVER):
            return table
        if c.phase == Phase.HANDOVER and c.handover_ready(app.now() + 1):
            c.confirm_handover(app.now() + 1)
        elif c.phase == Phase.AWAIT_HUMAN:
            legal = c.human_legal()
            c.human_action(legal[rng.randrange(len(legal))], app.now())
        app.step()
    raise AssertionError("the deal never ended")


def fabricated(
    table: TableScreen, flag_every: int = 4, first: int | None = None
) -> tuple[DealAnalysis, DealWalk]:
    """An analysis of deal 1 from its real walk: every human decision with a choice, every
    `flag_every`-th one costly (at most three); each human's open solve from the
    second-to-last trick (or from `first` on, a trick later per human) with the real moves
    as its line."""
    walk = walk_deal(table.match, table.controller.state.log, 0)
    humans = set(table.controller.humans)
    decisions = []
    flagged = 0
    for i, ply in enumerate(p for p in walk.plies if p.seat in humans and len(p.legal) > 1):
        best = next(a for a in ply.legal if a != ply.action)
        flag = i % flag_every == 1 and flagged < 3
        flagged += flag
        made_value, best_value = (2.0, 14.5) if flag else (6.0, 6.5)
        decisions.append(
            Decision(
                ply.ply, ply.seat, ply.trick, ply.action, best, made_value, best_value, 24, flag
            )
        )
    last = max(p.trick for p in walk.plies)

    def solve(start: int, seat: int) -> OpenSolution:
        line = tuple((p.seat, p.action) for p in walk.plies if p.trick >= start)
        return OpenSolution(start, last - start + 1, 57.0 + seat, 41.0, line)

    # From `first`, each human one trick later than the one before (lines that differ).
    solved = tuple(
        (seat, solve(max(0, last - 1) if first is None else min(last, first + i), seat))
        for i, seat in enumerate(sorted(humans))
    )
    return DealAnalysis(0, tuple(decisions), solved), walk


def open_review(app: App, table: TableScreen, source: object) -> ReviewScreen:
    """The review of the deal just played, reading `source`."""
    table.analyses = source  # type: ignore[assignment]
    app.dispatch(Key("r"))
    screen = app.stack.top
    assert isinstance(screen, ReviewScreen)
    return screen


def marks_in(drawn: Drawn, box: Box) -> int:
    """How many "!" badges were drawn inside `box`."""
    return sum(1 for text, _, rect in drawn if text == MARK and box.contains(*rect.center))


@pytest.mark.parametrize("game_id,seats", GAMES)
def test_costly_decisions_are_marked_on_their_cards_and_in_the_lines(
    app: App, monkeypatch: pytest.MonkeyPatch, game_id: str, seats: int
) -> None:
    """Each page draws a "!" badge on exactly the cards of its costly decisions (none for
    good ones) and one before each costly decision's line, which names the better move,
    both values with the unit and the cost; the good ones are only counted."""
    table = played_deal(app, game_id, seats)
    analysis, _ = fabricated(table)
    flagged = [d for d in analysis.decisions if d.flagged]
    assert 1 <= len(flagged) <= 3
    screen = open_review(app, table, FakeSource(analysis))
    review = screen.review
    card_marks = line_marks = good = 0
    for page in range(len(review.steps)):
        screen.go(page)
        step = review.steps[page]
        on_page = [d for d in analysis.decisions if review.act(d.ply).page == page]
        plays = step.trick.plays if step.trick is not None else ()
        expected = sum(
            1
            for seat, card in plays
            if any(d.seat == seat and card in d.made.cards for d in on_page if d.flagged)
        )
        with texts_drawn(monkeypatch) as drawn:
            screen.draw(app.screen)
        trick_box = screen.regions(app.size)[1]
        plan = screen.plan(app.size)
        assert marks_in(drawn, trick_box) == expected
        card_marks += expected
        if plan.notes is not None:
            line_marks += marks_in(drawn, plan.notes)
        texts = [note.text for note in screen.page_notes()]
        for d in on_page:
            if d.flagged:
                assert any(text.startswith("You chose: ") for text in texts)
                assert any(
                    "+14.5 with the better move, +2.0 with the one played; the cost: 12.5." in text
                    and ("against the other side" in text or "against the others' average" in text)
                    for text in texts
                )
        good_here = sum(not d.flagged for d in on_page)
        if good_here:
            assert f"Good decisions here: {good_here}" in texts
            good += good_here
        assert sum(1 for text in texts if text.startswith("You chose: ")) == sum(
            d.flagged for d in on_page
        )
    assert line_marks == len(flagged)  # every costly decision's line, on its own page
    assert good == len(analysis.decisions) - len(flagged)
    # The cards marked are costly decisions' cards (a draft's or a lay's have no trick).
    assert card_marks <= len(flagged)


@pytest.mark.parametrize("game_id,seats", GAMES)
def test_the_first_page_sums_up_and_shows_the_open_hands_line(
    app: App, game_id: str, seats: int
) -> None:
    """The first page: decisions analysed, costly ones and the total cost; "With all cards
    open, from trick N your side could have made X (you made Y)"; the best line trick by
    trick, in English and in Japanese."""
    table = played_deal(app, game_id, seats)
    analysis, walk = fabricated(table)
    screen = open_review(app, table, FakeSource(analysis))
    seat = table.controller.humans[0]
    solution = dict(analysis.open)[seat]
    assert solution is not None
    n = solution.first_trick + 1
    for language, summary, open_line, trick_word in (
        (
            "en",
            f"Your play: {len(analysis.decisions)} decisions analysed, {analysis.flagged()} of "
            f"them costly; points given away in all: {analysis.total_cost():.1f}.",
            f"With all cards open, from trick {n} your side could have made sure of {57 + seat},"
            " whatever the others played (you made 41).",
            "Trick ",
        ),
        (
            "ja",
            f"あなたの打ち方：分析した判断{len(analysis.decisions)}回、そのうち損をした判断"
            f"{analysis.flagged()}回。失った点は合計{analysis.total_cost():.1f}点。",
            f"全員の手札が見えていれば、トリック{n}から、ほかの人がどう打ってもあなたの側は"
            f"{57 + seat}を確実に取れました（実際は41）。",
            "トリック",
        ),
    ):
        set_language(language)
        key, values = ENTRIES[game_id].analysis().open_text(solution)
        if key != "review.analysis.open":
            # A game whose result is no score words the solve its own way (Skitgubbe: could
            # the seat have made sure of getting out); the shared sentence is for the rest.
            open_line = t(f"{key}.you", **values)
        texts = [note.text for note in screen.page_notes()]
        assert texts[1:3] == [summary, open_line]
        line = [text for text in texts[3:] if text.startswith(trick_word)]
        assert len(line) == solution.tricks  # one sentence per trick of the line
        assert line[0].startswith(f"{trick_word}{n}")
        screen.go(1)
        assert summary not in [note.text for note in screen.page_notes()]  # first page only
        screen.go(0)
    set_language("en")
    assert walk.index == 0


def test_hotseat_sums_up_each_human(app: App) -> None:
    """Two humans: a summary and an open-hands line for each, by name."""
    table = played_deal(app, "schieber", 4, humans=2)
    analysis, _ = fabricated(table)
    screen = open_review(app, table, FakeSource(analysis))
    texts = [note.text for note in screen.page_notes()]
    names = [table.presenter.seat_label(seat) for seat in (0, 1)]
    summaries = [text for text in texts if "decisions analysed" in text]
    opens = [text for text in texts if text.startswith("With all cards open")]
    assert [s.split(":")[0] for s in summaries] == names
    # Both solves play the same line: it is written once, then referred to.
    assert texts.count("The best play is the one above.") == 1
    assert texts.index("The best play is the one above.") == texts.index(opens[1]) + 1
    solution = dict(analysis.open)[0]
    assert solution is not None
    n = solution.first_trick + 1
    assert opens == [
        f"With all cards open, from trick {n} {name}'s side could have made sure of {57 + seat},"
        " whatever the others played (it made 41)."
        for seat, name in enumerate(names)
    ]


@pytest.mark.parametrize("language", ["en", "ja"])
def test_pending_says_so_once_and_nothing_without_analysis(
    app: App, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    """While the deal is analysed, one line says so on every page (no badge); with no
    analysis the review draws nothing extra and keeps its width."""
    table = played_deal(app, "klaverjas", 4)
    set_language(language)
    screen = open_review(app, table, FakeSource(None, pending=True))
    pages = len(screen.review.steps)
    for page in range(pages):
        screen.go(page)
        with texts_drawn(monkeypatch) as drawn:
            screen.draw(app.screen)
        texts = [text for text, _, _ in drawn]
        assert texts.count(t("review.analysis.pending")) == 1
        assert MARK not in texts
    assert t("review.analysis.pending") in (
        "This deal is being analysed…",
        "このディールを分析しています…",
    )
    app.stack.pop()
    plain = open_review(app, table, FakeSource(None))
    for page in range(pages):
        plain.go(page)
        with texts_drawn(monkeypatch) as drawn:
            plain.draw(app.screen)
        texts = [text for text, _, _ in drawn]
        assert t("review.analysis.head") not in texts and MARK not in texts
    assert plain.regions(app.size)[2].w == round(app.size[0] * 0.3)


def test_up_and_down_scroll_the_analysis_when_it_does_not_fit(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A first page with more rows than fit shows the first ones and a line saying how to
    see the rest; Down moves on, and every row can be reached."""
    table = played_deal(app, "stichln", 4, humans=4)  # four humans: four summaries
    analysis, _ = fabricated(table, flag_every=2, first=0)  # the whole deal's line, four times
    screen = open_review(app, table, FakeSource(analysis))
    rows = len(screen.plan(app.size).rows)
    with texts_drawn(monkeypatch) as drawn:
        screen.draw(app.screen)
    more = [text for text, _, _ in drawn if text.startswith("Up / Down: more (1–")]
    assert len(more) == 1 and more[0].endswith(f" of {rows} lines)")
    reached = screen.scroll
    for _ in range(rows):
        app.dispatch(Move(dy=1))
        screen.draw(app.screen)
        reached = max(reached, screen.scroll)
    assert reached > 0
    with texts_drawn(monkeypatch) as drawn:
        screen.draw(app.screen)
    last = [text for text, _, _ in drawn if text.startswith("Up / Down: more (")]
    assert last == [f"Up / Down: more ({reached + 1}–{rows} of {rows} lines)"]  # the end
    app.dispatch(Move(dx=1))
    assert screen.scroll == 0  # a new page starts at its top


def _boxes_apart(drawn: Drawn) -> list[str]:
    """Texts whose boxes overlap another's."""
    rects = [(text, rect) for text, _, rect in drawn if text]
    return [
        f"{a!r} / {b!r}"
        for i, (a, ra) in enumerate(rects)
        for b, rb in rects[i + 1 :]
        if ra.colliderect(rb) and a != MARK and b != MARK
    ]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("game_id,seats,humans", [("was_sticht", 4, 1), ("schieber", 4, 2)])
def test_the_analysis_panel_fits_at_every_size(
    tmp_path: Any,
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
    language: str,
    game_id: str,
    seats: int,
    humans: int,
) -> None:
    """Every page at 1280x720 and 1920x1080, English and Japanese: the analysis rows lie
    inside their panel, the panels inside the window and apart from the buttons, no two
    texts of the right column overlap, nothing is under 12 px and the audit finds nothing
    to fix (no cut text, no raw codes, 'you' grammar)."""
    monkeypatch.setenv("STICH_INLINE_BOTS", "1")
    monkeypatch.setenv("STICH_HOME", str(tmp_path))
    app = App(size=size)
    app.settings = app.settings.model_copy(
        update={"bot_delay": 0.0, "animation": "off", "trick_pause": 0.0}
    )
    try:
        set_language(language)  # the default names are the language's
        table = played_deal(app, game_id, seats, humans)
        analysis, _ = fabricated(table, flag_every=2)
        screen = open_review(app, table, FakeSource(analysis))
        audit = Audit()
        checked = 0
        window = Box(0, 0, *size)
        buttons = screen.button_boxes(size)
        for page in range(len(screen.review.steps)):
            screen.go(page)
            plan = screen.plan(size)
            with recording(audit), texts_drawn(monkeypatch) as drawn:
                screen.draw(app.screen)
            assert plan.notes is not None or page > 0
            panels = [box for box in (plan.log, plan.notes) if box is not None]
            for box in panels:
                assert window.contains(box.x, box.y) and window.contains(
                    box.right - 1, box.bottom - 1
                )
                assert not any(overlap(box, b) for b in buttons)
            if plan.log is not None and plan.notes is not None:
                assert plan.log.bottom <= plan.notes.y
            for box in panels:
                inside = [
                    (text, sz, rect) for text, sz, rect in drawn if box.contains(*rect.center)
                ]
                for text, sz, rect in inside:
                    assert sz >= 12, text
                    assert box.x <= rect.left and rect.right <= box.right, text
                    assert box.y <= rect.top and rect.bottom <= box.bottom, text
                    checked += 1
                assert _boxes_apart(inside) == []
        assert checked >= len(screen.review.steps) // 2
        assert audit.cut == set()
        assert problems(audit, language) == []
    finally:
        set_language("en")
        close_app(app)


@pytest.mark.parametrize("game_id,seats", [("was_sticht", 4), ("stichln", 4)])
def test_every_row_of_every_page_can_be_read(
    app: App, monkeypatch: pytest.MonkeyPatch, game_id: str, seats: int
) -> None:
    """However long a page's moves and analysis, Down shows every row of both panels (a
    draft's page has many moves); no row is dropped."""
    table = played_deal(app, game_id, seats, humans=2)
    analysis, _ = fabricated(table, flag_every=2, first=0)
    screen = open_review(app, table, FakeSource(analysis))
    scrolled = 0
    for page in range(len(screen.review.steps)):
        screen.go(page)
        plan = screen.plan(app.size)
        wanted = [row for _, row, _ in (*plan.log_rows, *plan.rows)]
        seen: set[str] = set()
        for _ in range(plan.most() + 1):
            with texts_drawn(monkeypatch) as drawn:
                screen.draw(app.screen)
            seen.update(text for text, _, _ in drawn)
            app.dispatch(Move(dy=1))
        assert set(wanted) <= seen, page
        scrolled += plan.most() > 0
    assert scrolled >= 1  # at least one page did not fit at once


def test_a_games_reason_is_said_after_the_numbers(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A costly decision whose game names a reason key gets that sentence (with the two
    moves in the table's words) after the values; a key the catalog lacks adds nothing."""
    from dataclasses import replace

    from game.i18n import CATALOGS

    monkeypatch.setitem(CATALOGS["en"], "test.reason.lead", "Leading {best} beats {made} here.")
    table = played_deal(app, "schieber", 4)
    analysis, _ = fabricated(table)
    flagged = [d for d in analysis.decisions if d.flagged]
    keyed = replace(flagged[0], reason="test.reason.lead")
    unknown = replace(flagged[1], reason="test.reason.missing") if len(flagged) > 1 else None
    decisions = tuple(
        keyed if d is flagged[0] else unknown if unknown and d is flagged[1] else d
        for d in analysis.decisions
    )
    screen = open_review(app, table, FakeSource(replace(analysis, decisions=decisions)))
    said = []
    for page in range(len(screen.review.steps)):
        screen.go(page)
        texts = [note.text for note in screen.page_notes()]
        for i, text in enumerate(texts):
            if text.startswith("You chose: "):
                said.append(texts[i + 1 : i + 3])
    assert len(said) == len(flagged)
    first = said[0]
    assert first[0].startswith("Expected points ")
    assert first[1].startswith("Leading Play the ") and first[1].endswith(" here.")
    for rest in said[1:]:
        assert not any(text.startswith("Leading ") for text in rest)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_rows_never_split_a_number_or_start_with_closing_punctuation(
    app: App, language: str
) -> None:
    """At every width from narrow to wide, the analysis rows keep every character, never
    split a number ('46.0' / '点', '4' / '1）') or a katakana name ('プ' / 'レイヤー2'), never
    start with closing punctuation."""
    from game.ui.screens.review import wrap_whole

    set_language(language)
    texts = [
        t(
            "review.analysis.summary.you",
            n=20,
            flagged=3,
            cost="46.0",
        ),
        t("review.analysis.open.you", n=8, best=57, actual=41),
        t(
            "review.analysis.values.you",
            worlds=24,
            best_value="+14.5",
            made_value="+2.0",
            cost="12.5",
            margin=t("hint.margin"),
        ),
    ]
    names = ("プレイヤー1", "プレイヤー2", "Ben", "Clara") if language == "ja" else ("Ann", "Ben")
    moves = [t("review.analysis.move", name=name, what="9") for name in names]
    texts.append(t("review.analysis.line_trick", n=4, moves=t("review.analysis.join").join(moves)))

    def kana(char: str) -> bool:
        return "ァ" <= char <= "ヶ" or char == "ー"

    checked = 0
    for text in texts:
        for width in range(160, 560, 3):
            rows = wrap_whole(text, 14, width)
            assert "".join(rows).replace(" ", "") == text.replace(" ", "")
            for upper, lower in itertools.pairwise(rows):
                assert not (upper[-1].isdigit() and (lower[0].isdigit() or lower[0] in ".点")), rows
                assert lower[0] not in "、。）」,.;:)", rows
                assert not (kana(upper[-1]) and (kana(lower[0]) or lower[0].isdigit())), rows
                checked += 1
    assert checked > 200
