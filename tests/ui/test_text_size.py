"""The text size (100% to 200%) and the high-contrast theme: kept in the settings, applied
at once, and the table's regions reflowed at every size (no overlap, nothing outside).

The text itself at every size (nothing cut, nothing under the minimum) is checked by the
text audit at bigger sizes in tests/ui/test_text_audit_sizes.py.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from pydantic import ValidationError

from game import assets
from game.app import App
from game.settings import TEXT_SIZES, Settings, load_settings, settings_path
from game.ui import layout, readability, renderer
from game.ui.commands import Move
from game.ui.layout import Box, back_fan, badge_h, button_column, table_layout
from game.ui.screens.settings import SettingsScreen
from tests.ui.app_helpers import close_app, open_app

BIGGER = [size / 100 for size in TEXT_SIZES if size > 100]


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """User files under tmp_path."""
    monkeypatch.setenv("STICH_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def factor() -> Iterator[None]:
    """Layout tests set the text factor; it is 1 again afterwards."""
    yield
    readability.apply(100, "standard")


def test_an_old_settings_file_loads_at_the_designed_size(home: Path) -> None:
    """A settings file from before the readability settings: its values kept, text at
    100% and the standard theme, no notice."""
    old = Settings(volume=0.3).model_dump(mode="json")
    del old["text_size"], old["theme"]
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps(old))
    loaded = load_settings()
    assert loaded.notice is None
    assert (loaded.value.volume, loaded.value.text_size, loaded.value.theme) == (
        0.3,
        100,
        "standard",
    )


def test_only_the_offered_sizes_and_themes_are_taken(home: Path) -> None:
    """110% or a theme the game does not have is refused; such a file is put aside and
    the game starts with the defaults and a notice."""
    for bad in ({"text_size": 110}, {"text_size": 300}, {"theme": "neon"}):
        with pytest.raises(ValidationError):
            Settings.model_validate(bad)
    assert [Settings(text_size=size).text_size for size in TEXT_SIZES] == [100, 125, 150, 175, 200]
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"version": 1, "text_size": 300}))
    loaded = load_settings()
    assert loaded.value.text_size == 100 and loaded.notice is not None
    assert list(settings_path().parent.glob("settings*.bad*")) or any(
        p.name != "settings.json" for p in settings_path().parent.iterdir()
    )


def test_the_settings_rows_apply_size_and_theme_at_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Stepping the text size row draws every text bigger (and measures it so) and grows
    the table's boxes; the colours row switches to the plain dark ground and the white,
    yellow palette. Both are saved."""
    app: App = open_app(tmp_path, monkeypatch)
    try:
        width = assets.text_width("Stich", 20, True)
        screen = SettingsScreen(app)
        app.stack.replace(screen)
        labels = [row.label for row in screen.rows]
        screen.focus = labels.index("Text size")
        app.dispatch(Move(1, 0))
        assert app.settings.text_size == 125 and load_settings().value.text_size == 125
        assert assets.text_scale() == layout.text_factor() == 1.25
        assert assets.text_width("Stich", 20, True) == pytest.approx(width * 1.25, abs=3)
        assert table_layout(1280, 720, 4, 0).info_panel.h > 132
        screen.focus = labels.index("Colours")
        app.dispatch(Move(1, 0))
        assert app.settings.theme == "high_contrast"
        assert renderer.palette() is renderer.HIGH_CONTRAST
        ground = assets.felt(64, 64)
        assert {ground.get_at((x, x))[:3] for x in range(0, 64, 7)} == {(8, 8, 12)}
        assert screen.rows[labels.index("Colours")].value() == "High contrast"
        assert screen.rows[labels.index("Text size")].value() == "125 %"
    finally:
        close_app(app)
    assert assets.text_scale() == 1.0 and renderer.palette() is renderer.STANDARD


def _overlap(a: Box, b: Box) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


def _inside(box: Box, w: int, h: int) -> bool:
    return box.x >= 0 and box.y >= 0 and box.right <= w and box.bottom <= h


# Every bigger size at the smallest usual window, with the move log shut and open; the
# biggest at 1920x1080 too.
CASES = [(f, 1280, 720, log) for f in BIGGER for log in (False, True)]
CASES += [(2.0, 1920, 1080, False), (2.0, 1920, 1080, True)]


@pytest.mark.usefixtures("factor")
def test_regions_never_overlap_at_any_text_size() -> None:
    """At every text size, 2 to 8 seats: no two regions share a pixel, none leaves the
    window, every trick card lies in the trick area and no two cover each other, every
    seat's fan, plate and tag lie in its region, the buttons keep their text's height."""
    pairs = cards = seats_checked = 0
    for f, w, h, log in CASES:
        layout.set_text_factor(f)
        for seats in range(2, 9):
            lay = table_layout(w, h, seats, viewer=seats - 1, log_open=log)
            regions = list(lay.regions().items())
            assert len(regions) == 8 + (seats - 1) + log
            for name, box in regions:
                assert _inside(box, w, h) and box.w > 0 and box.h > 0, (f, w, seats, name, box)
            for i, (a, box_a) in enumerate(regions):
                for b, box_b in regions[i + 1 :]:
                    assert not _overlap(box_a, box_b), (f, w, log, seats, a, b, box_a, box_b)
                    pairs += 1
            extra = badge_h(lay.scale) + 2 if seats >= 5 else 0
            trick = [
                Box(x - lay.card_w // 2, y - lay.card_h // 2, lay.card_w, lay.card_h + extra)
                for x, y in (spot.trick_slot for spot in lay.spots)
            ]
            area = lay.trick_area
            for i, card in enumerate(trick):
                assert area.x <= card.x and card.right <= area.right + 1, (f, seats, i)
                assert area.y <= card.y and card.bottom <= area.bottom + 1, (f, seats, i)
                assert not any(_overlap(card, other) for other in trick[i + 1 :]), (f, seats)
                cards += 1
            for spot in lay.spots:
                if spot.side == "bottom":
                    continue
                fan = back_fan(spot, 30, lay.small_w, lay.small_h, lay.scale)
                for box in (spot.plate, *fan, *([spot.tag] if spot.tag.w else [])):
                    region = spot.region
                    assert region.x <= box.x and box.right <= region.right + 1, (f, seats)
                    assert region.y <= box.y and box.bottom <= region.bottom + 1, (f, seats)
                seats_checked += 1
            # Six buttons (hint and undo too) in the column, each as tall as its text.
            for box in button_column(lay.buttons, 6, lay.scale):
                assert box.h >= renderer.px(round(20 * lay.scale)) * 1.0, (f, w, seats)
            assert lay.notice.h >= 24 * lay.scale - 1
    assert seats_checked == len(CASES) * sum(range(1, 8))
    assert cards == len(CASES) * sum(range(2, 9))
    assert pairs == len(CASES) * sum((n := 8 + (s - 1)) * (n - 1) // 2 for s in range(2, 9)) + (
        sum(log for *_, log in CASES) * sum(8 + (s - 1) for s in range(2, 9))
    )


@pytest.mark.usefixtures("factor")
def test_boxes_grow_with_the_text_and_cards_make_room() -> None:
    """From 100% to 200%: the panels, buttons, plates and message line are taller at
    each step, the cards never bigger; at 100% the table is the designed one."""
    layout.set_text_factor(1.0)
    base = table_layout(1280, 720, 4, 0)
    assert (base.card_w, base.info_panel, base.message.h) == (88, Box(12, 12, 250, 132), 32)
    previous = base
    for f in BIGGER:
        layout.set_text_factor(f)
        lay = table_layout(1280, 720, 4, 0)
        for name in ("info_panel", "score_panel", "buttons", "message", "choice_panel"):
            assert getattr(lay, name).h > getattr(previous, name).h, (f, name)
        assert lay.spots[1].plate.h > previous.spots[1].plate.h
        assert lay.card_w <= previous.card_w
        previous = lay
    assert previous.card_w >= 0.75 * base.card_w  # cards shrink a little, never much


@pytest.mark.usefixtures("factor")
def test_skitgubbe_fans_clear_of_the_choice_panel_at_four_seats() -> None:
    """Skitgubbe at four seats, every bigger size (1280x720 and 1920x1080): the phase-1
    fans (three cards each, one of seven) lie in one row, no seat's fan or name badge
    over another's, right of the stock, and the badges and the stock's caption end above
    a one-row choice panel; at 100% the fans stay on their ellipse."""
    from game.games.skitgubbe import view as sk

    readability.apply(100, "standard")
    assert not sk.one_row(table_layout(1280, 720, 4, 0))
    checked = 0
    for f, w, h in [(f, 1280, 720) for f in BIGGER] + [(2.0, 1920, 1080)]:
        readability.apply(round(f * 100), "standard")
        lay = table_layout(w, h, 4, 0)
        assert sk.one_row(lay)
        s = lay.scale
        size = max(round(13 * s), renderer.MIN_TEXT)
        badge = assets.text("Clara", size, renderer.WHITE, True).get_height() + 6 * s
        panel = sk.choice_box(lay, 4)
        deck = sk.deck_spot(lay)
        spans = []
        for seat in range(4):
            boxes = [sk.fan_box(lay, seat, i) for i in range(7 if seat == 2 else 3)]
            spans.append(
                Box(
                    boxes[0].x,
                    boxes[0].y,
                    max(b.right for b in boxes) - boxes[0].x,
                    round(boxes[0].h + badge / 2),
                )
            )
        for i, span in enumerate(spans):
            assert span.bottom <= panel.y, (f, w, i, span, panel)
            assert span.x >= deck.right, (f, w, i)
            assert not any(_overlap(span, other) for other in spans[i + 1 :]), (f, w, i)
        caption = assets.text("Stock 29", round(15 * s), renderer.CREAM, True)
        cx, cy = sk.caption_point(lay)
        pill = Box(
            round(cx - caption.get_width() / 2 - 8 * s),
            round(cy - caption.get_height() / 2 - 3 * s),
            round(caption.get_width() + 16 * s),
            round(caption.get_height() + 6 * s),
        )
        assert pill.bottom <= panel.y and not any(_overlap(pill, sp) for sp in spans), (f, w)
        checked += 1
    assert checked == len(BIGGER) + 1


@pytest.mark.usefixtures("factor")
def test_the_lead_tag_covers_no_name_badge_or_seat_at_bigger_text() -> None:
    """Five to eight seats (named trick cards), every bigger size at 1280x720, each seat
    leading a full trick: the "Lead" tag covers no other card's name badge and no seat's
    region (its plate and tag); at 100% it lies over the card's top edge as designed."""
    from game.ui.table.paint import badge_box, lead_inside, trick_box

    pygame.font.init()  # the tag's width is measured
    readability.apply(100, "standard")
    lay = table_layout(1280, 720, 8, 0)
    assert not any(lead_inside(lay, (s, *range(s), *range(s + 1, 8)), True) for s in range(8))
    checked = inside = 0
    for f in BIGGER:
        readability.apply(round(f * 100), "standard")
        for seats in range(5, 9):
            lay = table_layout(1280, 720, seats, 0)
            for lead in range(seats):
                order = (lead, *(s for s in range(seats) if s != lead))
                tucked = lead_inside(lay, order, True)
                tag = renderer.lead_tag_box(trick_box(lay, lead), lay.scale, tucked)
                others = [badge_box(trick_box(lay, s), lay.scale) for s in order[1:]]
                for box in others + [spot.region for spot in lay.spots]:
                    assert not _overlap(tag, box), (f, seats, lead, tag, box)
                inside += tucked
                checked += 1
    assert checked == len(BIGGER) * sum(range(5, 9))
    assert inside > 0  # some leads are tucked in at bigger text
