"""The table guide (H): each game's own parts, by phase, explained in both languages,
outlined where something is drawn, and labelled without covering what they explain."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.app import App
from game.i18n import CATALOGS
from game.ui.layout import Box, overlap
from game.ui.screens import howto
from game.ui.screens.howto import HowToOverlay
from tests.ui.guide_helpers import table_at

SIZES = ((1280, 720), (1920, 1080))


@pytest.fixture
def app(quick_app: App) -> App:
    """The shared quick app (tests/ui/conftest.py)."""
    return quick_app


def _any(view: Any) -> bool:
    return True


# (game, seats, the moment, parts that must be there, parts that must not)
CASES: list[tuple[str, int, Callable[[Any], bool], set[str], set[str]]] = [
    (
        "was_sticht",
        4,
        lambda v: v.phase == "chips",
        {"guide.ws.pool"},
        {"guide.trick", "guide.ws.grid"},
    ),
    (
        "was_sticht",
        4,
        lambda v: v.phase == "draft",
        {
            "guide.ws.grid",
            "guide.ws.column",
            "guide.ws.marker",
            "guide.ws.chips",
            "guide.ws.trumps",
            "guide.ws.dealer",
            "guide.ws.info",
        },
        {"guide.trick"},
    ),
    (
        "was_sticht",
        4,
        lambda v: v.phase == "play",
        {"guide.trick", "guide.ws.chips", "guide.ws.trumps", "guide.ws.dealer"},
        {"guide.ws.grid", "guide.ws.pool"},
    ),
    (
        "stichln",
        5,
        _any,
        {"guide.stichln.tags", "guide.stichln.score", "guide.stichln.trick"},
        {"guide.trick"},
    ),
    (
        "skitgubbe",
        4,
        lambda v: v.phase == "phase1",
        {"guide.sk.stock", "guide.sk.battle", "guide.sk.phases"},
        {"guide.trick", "guide.sk.lays", "guide.score"},
    ),
    (
        "skitgubbe",
        4,
        lambda v: v.phase == "phase2" and bool(v.table),
        {"guide.sk.lays", "guide.sk.trump", "guide.sk.phases"},
        {"guide.sk.battle", "guide.trick"},
    ),
    ("schieber", 4, _any, {"guide.jass.info", "guide.jass.score", "guide.trick"}, {"guide.info"}),
    ("klaverjas", 4, _any, {"guide.kj.badge", "guide.kj.info", "guide.kj.score"}, {"guide.info"}),
]


def _bright_colours(surface: pygame.Surface, box: Any) -> int:
    """How many distinct colours the table shows inside a box (plain felt shows few)."""
    rect = pygame.Rect(box.tuple()).clip(surface.get_rect())
    area = surface.subsurface(rect)
    small = pygame.transform.scale(area, (max(1, rect.w // 4), max(1, rect.h // 4)))
    return len(
        {
            small.get_at((x, y))[:3]
            for x in range(small.get_width())
            for y in range(small.get_height())
        }
    )


@pytest.mark.parametrize("case", range(len(CASES)))
def test_each_game_has_its_own_parts_labelled_clear_of_them(app: App, case: int) -> None:
    """The game's own parts for the phase are there (and parts it has not, not); every
    part has an English and a Japanese sentence, lies in the window, shows something
    drawn, and no label covers any outlined part or another label."""
    game_id, seats, when, wanted, unwanted = CASES[case]
    table = table_at(app, game_id, seats, when)
    overlay = HowToOverlay(app, table)
    checked = 0
    for size in SIZES:
        app.screen = pygame.display.set_mode(size)
        table.draw(app.screen)  # the table alone, to see that each part shows something
        plan = overlay.plan(size)
        keys = {area.key for area in plan.areas}
        assert wanted <= keys, (game_id, wanted - keys)
        assert not keys & unwanted, (game_id, keys & unwanted)
        for area in plan.areas:
            for language in ("en", "ja"):
                assert area.key in CATALOGS[language], (language, area.key)
            for box in area.boxes:
                assert box.w > 0 and box.h > 0
                assert (
                    box.x >= 0 and box.y >= 0 and box.right <= size[0] and box.bottom <= size[1]
                ), (area.key, box, size)
            # Something is drawn there: cards, chips, text (felt alone has a few shades).
            assert max(_bright_colours(app.screen, box) for box in area.boxes) > 6, area.key
        labels = [box for box, _ in plan.labels]
        for i, (label, area) in enumerate(zip(labels, plan.areas, strict=True)):
            for other in [*labels[i + 1 :], plan.keys]:
                assert overlap(label, other) == 0, (label, other)
            # It covers nothing it explains, and at most a sliver of any other part.
            assert all(overlap(label, box) == 0 for box in area.boxes), area.key
            others = sum(overlap(label, box) for part in plan.areas for box in part.boxes)
            assert others <= 0.1 * label.w * label.h, (game_id, area.key, others)
            checked += 1
    assert checked == 2 * len(plan.areas)


def test_three_seat_was_sticht_labels_never_cover_their_own_part(app: App) -> None:
    """The most crowded table (three seats, the dummy's row, trumps, chips at every seat):
    no label lies on the part it explains, and each stays inside the window."""
    table = table_at(app, "was_sticht", 3, lambda v: v.phase == "play")
    overlay = HowToOverlay(app, table)
    checked = 0
    for size in SIZES:
        app.screen = pygame.display.set_mode(size)
        plan = overlay.plan(size)
        for area, (label, _) in zip(plan.areas, plan.labels, strict=True):
            assert all(overlap(label, box) == 0 for box in area.boxes), area.key
            assert label.x >= 0 and label.right <= size[0] and label.bottom <= size[1]
            checked += 1
    assert checked == 2 * len(plan.areas) and len(plan.areas) >= 10


# Overlap tests one placement of the guide may make (the old pixel-grid search made up to
# 1.4 million on Was Sticht's play table; the edge sweep makes under 8,000).
WORK_BOUND = 20_000


def test_placement_is_cheap_cached_and_still_clear(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Placing the labels of the most crowded tables takes a bounded number of overlap
    tests, is done once per layout (a second press of H tests nothing), and still leaves
    every label clear of the others, of the key list and of the part it explains."""
    calls = [0]
    real = howto.overlap

    def counted(a: Box, b: Box) -> int:
        calls[0] += 1
        return real(a, b)

    monkeypatch.setattr(howto, "overlap", counted)
    checked = 0
    for game_id, seats, when in (
        ("was_sticht", 3, lambda v: v.phase == "play"),
        ("was_sticht", 4, lambda v: v.phase == "play"),
        ("stichln", 5, _any),
        ("skitgubbe", 4, lambda v: v.phase == "phase1"),
    ):
        table = table_at(app, game_id, seats, when)
        for size in SIZES:
            app.screen = pygame.display.set_mode(size)
            howto.clear_plans()
            calls[0] = 0
            plan = HowToOverlay(app, table).plan(size)
            assert 0 < calls[0] <= WORK_BOUND, (game_id, size, calls[0])
            calls[0] = 0
            assert HowToOverlay(app, table).plan(size) is plan and calls[0] == 0
            labels = [box for box, _ in plan.labels]
            for i, (label, area) in enumerate(zip(labels, plan.areas, strict=True)):
                assert all(real(label, other) == 0 for other in [*labels[i + 1 :], plan.keys])
                assert all(real(label, box) == 0 for box in area.boxes), area.key
                checked += 1
    assert checked >= 8 * 8
