"""Was Sticht's own table geometry: the dealer's trump cards and their label lie clear of
the grid, every hand, plate, chip row and panel, at every dealer seat; the info panel
shows the hint history whole."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from game import assets
from game.core.match import Match
from game.games import REGISTRY
from game.games.was_sticht import view as ws_view
from game.games.was_sticht.present import WasStichtPresenter
from game.games.was_sticht.state import CHIPS, DRAFT, DUMMY, PLAY, TASK, WasStichtView
from game.i18n import set_language, t
from game.ui import renderer
from game.ui.layout import Box, TableLayout, back_fan, table_layout
from game.ui.table import overlays, paint
from tests.ui.app_helpers import close_app, open_table

SIZES = [(1280, 720), (1920, 1080)]
GAME = REGISTRY["was_sticht"]


def _fonts() -> None:
    """Fonts to measure with (a test before may have quit pygame under the caches)."""
    pygame.font.init()
    assets.clear_caches()


def _overlap(a: Box, b: Box) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


def _union(boxes: list[Box]) -> Box:
    left, top = min(b.x for b in boxes), min(b.y for b in boxes)
    right, bottom = max(b.right for b in boxes), max(b.bottom for b in boxes)
    return Box(left, top, right - left, bottom - top)


def _taken(lay: TableLayout, seats: int, dealer: int) -> dict[str, Box]:
    """Everything else on the table a dealer's trumps must not cover."""
    taken = {
        "grid": ws_view.grid_area(lay),
        "hand": lay.hand_area,
        "message": lay.message,
        "notice": lay.notice,
        "info": lay.info_panel,
        "score": lay.score_panel,
        "buttons": lay.buttons,
    }
    for spot in lay.spots:
        taken[f"chips {spot.seat}"] = _union([ws_view.chip_box(lay, spot, i) for i in range(6)])
        taken[f"tricks {spot.seat}"] = _union([ws_view.tile_box(lay, spot, i) for i in range(10)])
        taken[f"plate {spot.seat}"] = spot.plate
        if spot.side != "bottom":  # a face-down hand at its longest (nine cards)
            taken[f"fan {spot.seat}"] = _union(
                back_fan(spot, 9, lay.small_w, lay.small_h, lay.scale)
            )
    if seats == 3:
        taken["dummy"] = _union(ws_view.dummy_boxes(lay, 9))
    return taken


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(("w", "h"), SIZES)
@pytest.mark.parametrize("seats", [3, 4])
def test_dealer_trumps_cover_nothing(w: int, h: int, seats: int, lang: str) -> None:
    """At every dealer seat as seen from every viewer, both trump cards and their longest
    label stay inside the window and clear of the grid (with its column numbers), every
    fan, plate, chip and trick row, the dummy's cards and the panels."""
    _fonts()
    set_language(lang)
    checked = 0
    try:
        size = max(renderer.MIN_TEXT, round(14 * (w / 1280)))
        labels = [t("ws.secret_trumps"), t("ws.trumps_hidden"), t("ws.trumps_label")]
        width = max(assets.text_width(label, size, True) for label in labels)
        for viewer in range(seats):
            lay = table_layout(w, h, seats, viewer=viewer)
            for spot in lay.spots:
                colour, number = ws_view.trump_boxes(lay, spot)
                label = ws_view.trump_label_box(lay, spot, width, round(size * 1.2))
                for box in (colour, number, label):
                    assert box.x >= 0 and box.y >= 0 and box.right <= w and box.bottom <= h
                    for name, other in _taken(lay, seats, spot.seat).items():
                        assert not _overlap(box, other), (viewer, spot.side, name, box, other)
                        checked += 1
    finally:
        set_language("en")
    # viewers x seats x 3 boxes x (7 panels + 3 rows per seat + fans + the dummy)
    assert checked == seats * seats * 3 * (7 + 3 * seats + (seats - 1) + (seats == 3))


def _moment(phase: str, seats: int) -> WasStichtView:
    """A view of the second round at `phase` (random legal play until then)."""
    match = Match(GAME, GAME.options({}), seats, 11)
    state, rng = match.start(), random.Random(11)
    for _ in range(5000):
        deal = state.deal
        if deal.phase == phase and deal.round_index == 1:
            return match.rules.view(deal, 0)
        state, _ = match.apply(state, rng.choice(match.legal_actions(state)))
    raise AssertionError("the wanted moment never came")


NAMES = {
    3: [("You", "Anna", "Ben"), ("Player 1", "Player 2", "Player 3")],
    4: [
        ("You", "Anna", "Ben", "Clara"),
        ("Player 1", "Player 2", "Player 3", "Player 4"),
        ("Maximilian", "Anna", "Bartholomew", "Clara"),
    ],
}


@pytest.mark.parametrize("lang", ["en", "ja", "de", "fr", "nl", "sv"])
@pytest.mark.parametrize(("w", "h"), [*SIZES, (1024, 600)])
@pytest.mark.parametrize("seats", [3, 4])
def test_info_panel_shows_every_hint_whole(w: int, h: int, seats: int, lang: str) -> None:
    """However the nine hints fall (every player winning some, the dummy too), the info
    panel's lines, wrapped as the panel wraps them, fit its height, and each hint group
    (a name and its columns) stands whole on one line: nothing is cut or dropped."""
    _fonts()
    set_language(lang)
    checked = 0
    try:
        lay = table_layout(w, h, seats, viewer=0)
        size = round(16 * lay.scale)
        fit = max(1, int((lay.info_panel.h - 8 * lay.scale) // (size * 1.35)))
        players = [*range(seats), *([DUMMY] if seats == 3 else [])]
        patterns = [tuple(players[i % len(players)] for i in range(n)) for n in (1, 5, 8, 9)]
        for phase in (DRAFT, TASK, PLAY):
            base = _moment(phase, seats)
            for names in NAMES[seats]:
                presenter = WasStichtPresenter(GAME.options({}), names)
                for hints in patterns:
                    view = dataclasses.replace(base, hints=hints)
                    lines = presenter.info_lines(view)
                    rows = [
                        row
                        for i, line in enumerate(lines)
                        for row in paint.wrapped_line(
                            line, size, lay.info_panel.w - 20, i == 0, lang
                        )
                    ]
                    assert len(rows) <= fit, (phase, names, hints, rows)
                    # The hint line's rows hold whole groups only (a name with its columns).
                    prefix, sep = t("ws.hints", names=""), t("ws.hint_sep")
                    groups = {
                        group.replace("\u00a0", " ")
                        for group in lines[-1]
                        .removeprefix(prefix)
                        .split(sep.replace(" ", "\u00a0", 1))
                    }
                    assert len(groups) == len(set(hints))
                    hint_rows = paint.wrapped_line(
                        lines[-1], size, lay.info_panel.w - 20, False, lang
                    )
                    pieces = [
                        piece.strip(" ·/")
                        for row in hint_rows
                        for piece in row.removeprefix(prefix).split(sep.strip() or sep)
                        if piece.strip(" ·/")
                    ]
                    assert set(pieces) == groups, (hint_rows, groups)
                    # no row after the first starts with the separator's mark (" · ")
                    mark = sep.strip()
                    assert not any(
                        row.replace("\u00a0", " ").strip().startswith(mark) for row in hint_rows[1:]
                    ), hint_rows
                    assert rows[-len(hint_rows) :] == list(hint_rows)
                    checked += 1
    finally:
        set_language("en")
    assert checked == 3 * len(NAMES[seats]) * 4


@pytest.mark.parametrize("seats", [3, 4])
def test_every_seat_shows_its_trick_count_as_a_number(monkeypatch, seats: int) -> None:
    """From the first trick on every seat's count of won tricks is written beside its
    tiles, zero included, inside its tally box (every task counts tricks)."""
    _fonts()
    view = _moment(PLAY, seats)
    presenter = WasStichtPresenter(GAME.options({}), NAMES[seats][0])
    table = ws_view.WasStichtTable(GAME.options({}), presenter, "was_sticht")
    lay = table_layout(1280, 720, seats, viewer=0)
    drawn: list[tuple[str, tuple[float, float]]] = []
    original = renderer.draw_text

    def spy(surface: pygame.Surface, text: str, size: int, at: tuple[float, float], *a, **k):  # type: ignore[no-untyped-def]
        drawn.append((text, at))
        return original(surface, text, size, at, *a, **k)

    monkeypatch.setattr(renderer, "draw_text", spy)
    table.paint_seats(ws_view.Paint(pygame.Surface((1280, 720)), lay, view, (), False))
    for spot in lay.spots:
        won = view.tricks_won[spot.seat]
        box = ws_view.tally_box(lay, spot)
        assert (presenter.tricks_tally(won), (box.x, box.center[1])) in drawn
    assert sum(text.startswith("Tricks") for text, _ in drawn) == seats


def test_bots_draft_at_once_but_play_tricks_at_the_display_pace(tmp_path, monkeypatch) -> None:
    """Four bots at a 0.6 s display delay: the 36 card picks of a round's draft come
    without the delay (they take far less table time than one delay each), while bot
    moves in trick play still wait it."""
    app, table = open_table(
        tmp_path, monkeypatch, "was_sticht", ("random",) * 4, 5, 0.05, bot_delay=0.6
    )
    app.inline_bots = True
    table.worker.inline = True
    c = table.controller
    started: float | None = None
    draft = play = 0.0
    plays: list[float] = []
    for _ in range(20_000):
        phase = c.display_deal.phase
        if phase == DRAFT and started is None:
            started = app.now()
        elif phase != DRAFT and started is not None and not draft:
            draft = app.now() - started
        if phase == PLAY and len(c.state.log) > len(plays) + 1000:
            break
        before = len(c.state.log)
        app.step()
        if c.state.deal.phase == PLAY and len(c.state.log) != before:
            plays.append(app.now())
        if len(plays) >= 8:
            play = plays[-1] - plays[0]
            break
    close_app(app)
    assert 0 < draft < 36 * 0.6 / 4, draft
    assert play >= 7 * 0.6, play  # seven gaps between eight bot plays, each the delay


PROMPTS = {CHIPS: ("chip",), DRAFT: ("take", "hint"), TASK: ("task",), PLAY: ("play", "turn")}


def _drawn(lay: TableLayout, view: WasStichtView) -> dict[str, Box]:
    """What the table shows at this moment that a prompt must not cover."""
    shown = {"info": lay.info_panel, "score": lay.score_panel, "hand": lay.hand_area}
    shown |= {"notice": lay.notice, "message": lay.message, "buttons": lay.buttons}
    if view.phase == CHIPS:
        shown["pool"] = ws_view.pool_frame(lay)
    elif view.phase == DRAFT:
        shown["grid"] = ws_view.grid_area(lay)
    else:
        shown["trick"] = lay.trick_area
        shown["choices"] = lay.choice_panel
    if view.phase in (TASK, PLAY) and view.seats == 3:
        shown["dummy"] = _union(ws_view.dummy_boxes(lay, 9))
    for spot in lay.spots:
        seat = spot.seat
        shown[f"plate {seat}"] = spot.plate
        shown[f"chips {seat}"] = _union([ws_view.chip_box(lay, spot, i) for i in range(6)])
        if view.phase not in (CHIPS, DRAFT, TASK):  # tallies and tiles from the first trick
            shown[f"tricks {seat}"] = _union(
                [ws_view.tally_box(lay, spot), *(ws_view.tile_box(lay, spot, i) for i in range(9))]
            )
        if spot.side != "bottom" and view.phase != CHIPS:
            shown[f"fan {seat}"] = _union(back_fan(spot, 9, lay.small_w, lay.small_h, lay.scale))
        if seat == view.dealer and view.phase != CHIPS:
            colour, number = ws_view.trump_boxes(lay, spot)
            shown[f"trumps {seat}"] = _union([colour, number])
    return shown


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(("w", "h"), SIZES)
@pytest.mark.parametrize("seats", [3, 4])
def test_first_game_prompt_covers_nothing(w: int, h: int, seats: int, lang: str) -> None:
    """Every first-game prompt of Was Sticht, at the phase it is shown in and at every
    dealer seat, lies where it covers no plate, hand, fan, chip or trick row, trumps, grid,
    chip pool, trick, task buttons, dummy or panel, with its words whole inside it and
    never under the smallest text size."""
    _fonts()
    set_language(lang)
    checked = 0
    try:
        for phase, kinds in PROMPTS.items():
            base = _moment(phase, seats) if phase != CHIPS else _chips_moment(seats)
            for dealer in range(seats):
                view = dataclasses.replace(base, dealer=dealer)
                lay = table_layout(w, h, seats, viewer=0)
                table = ws_view.WasStichtTable(
                    GAME.options({}),
                    WasStichtPresenter(GAME.options({}), NAMES[seats][0]),
                    "was_sticht",
                )
                area = table.prompt_area(lay, view)
                for kind in kinds:
                    place = overlays.prompt_place(
                        lay, t(f"tutorial.was_sticht.{kind}"), t("tutorial.leave"), area
                    )
                    box = place.box
                    assert place.size >= renderer.MIN_TEXT
                    assert box.x >= 0 and box.right <= w and box.bottom <= h
                    needed = len(place.rows) * place.size * 1.3 + len(place.leave) * 14 * w / 1280
                    assert needed <= box.h, (phase, kind, place)
                    small = max(12, round(13 * lay.scale))
                    for row, size in [(r, place.size) for r in place.rows] + [
                        (r, small) for r in place.leave
                    ]:
                        assert assets.text_width(row, size, False) <= box.w - 20, row
                    for name, other in _drawn(lay, view).items():
                        assert not _overlap(box, other), (phase, dealer, kind, name, box, other)
                    checked += 1
    finally:
        set_language("en")
    assert checked == seats * 6


def _chips_moment(seats: int) -> WasStichtView:
    """A view during the chip draft."""
    match = Match(GAME, GAME.options({}), seats, 11)
    return match.rules.view(match.start().deal, 0)


def test_hot_seat_chip_prompt_names_the_picker() -> None:
    """Without a hand-over screen before a chip pick, a hot-seat prompt says whose pick it
    is; the solo human reads the plain prompt."""
    match = Match(GAME, GAME.options({}), 3, 11)
    state = match.start()
    seat = match.to_act(state)
    assert seat is not None
    view = match.rules.view(state.deal, seat)
    legal = match.legal_actions(state)
    names = ("Player 1", "Player 2", "Player 3")
    presenter = WasStichtPresenter(GAME.options({}), names)
    presenter.you = None
    assert presenter.prompt(view, legal) == t("ws.prompt_chip_named", name=names[seat])
    presenter.you = seat
    assert presenter.prompt(view, legal) == t("ws.prompt_chip")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_grid_badges_are_never_cut_silently(monkeypatch, lang: str) -> None:
    """A grid badge is drawn from the whole '<place> <name>' text with the strip as its
    width limit, so a name too long is cut with '…' by the renderer, never by dropping
    letters; default and hot-seat names ('2P' in Japanese) fit whole."""
    _fonts()
    set_language(lang)
    try:
        names = ("あなた", "プレイヤー2", "Clara", "Christ") if lang == "ja" else NAMES[4][1]
        presenter = WasStichtPresenter(GAME.options({}), names)
        table = ws_view.WasStichtTable(GAME.options({}), presenter, "was_sticht")
        lay = table_layout(1280, 720, 4, viewer=0)
        drawn: list[tuple[str, int | None]] = []
        original = renderer.draw_text

        def spy(surface, text, size, at, *args, max_width=None, **kwargs):  # type: ignore[no-untyped-def]
            drawn.append((text, max_width))
            return original(surface, text, size, at, *args, max_width=max_width, **kwargs)

        monkeypatch.setattr(renderer, "draw_text", spy)
        surface = pygame.Surface((1280, 720))
        box = ws_view.grid_box(lay, 0, 0)
        for seat in range(4):
            drawn.clear()
            table._badge(surface, lay, box, seat + 1, seat)
            text, width = drawn[0]
            assert text == presenter.badge(seat + 1, presenter.short_name(seat))
            gap = ws_view.grid_metrics(lay)[4]
            assert width is not None and width < box.w + gap  # never over the next badge
            assert assets.text_width(text, renderer.MIN_TEXT, True) <= width, text
    finally:
        set_language("en")
