"""Was Sticht's own table at bigger text sizes: the chip draft, the grid, every seat's
chip and trick rows reflow so that none of them covers another, the trick's cards, the
notice strip, the message line, the hand, a panel, a plate, a fan or the move log, and
all stay inside the window (1280x720 and 1920x1080, the move log shut and open).

Not yet everywhere (`_reflows` names what is checked): at 150% and more the chip
draft's twelve tiles find no room at four players (at three from 175%), and with the
move log shut the side seats' rows meet the viewer's rows, its trump cards and the
buttons; 125% fits in every case, and with the move log open the grid and the trick
play fit at every size."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game import assets
from game.games.was_sticht import view as ws_view
from game.settings import TEXT_SIZES
from game.ui import readability
from game.ui.layout import Box, TableLayout, back_fan, table_layout

WINDOWS = [(1280, 720, False), (1280, 720, True), (1920, 1080, False), (1920, 1080, True)]


@pytest.fixture
def bigger() -> Iterator[None]:
    """Fonts to measure with; the text size is 100% again afterwards."""
    pygame.font.init()
    assets.clear_caches()
    yield
    readability.apply(100, "standard")


def _overlap(a: Box, b: Box) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


def _union(boxes: list[Box]) -> Box:
    left, top = min(b.x for b in boxes), min(b.y for b in boxes)
    right, bottom = max(b.right for b in boxes), max(b.bottom for b in boxes)
    return Box(left, top, right - left, bottom - top)


def _fixed(lay: TableLayout, phase: str) -> dict[str, Box]:
    """What the shared table draws that Was Sticht's things must leave alone (nobody
    holds a card during the chip draft: no fans then)."""
    fixed = {
        "hand": lay.hand_area,
        "message": lay.message,
        "notice": lay.notice,
        "info": lay.info_panel,
        "score": lay.score_panel,
        "buttons": lay.buttons,
    }
    if lay.log_panel is not None:
        fixed["log"] = lay.log_panel
    for spot in lay.spots:
        fixed[f"plate {spot.seat}"] = spot.plate
        if spot.side != "bottom" and phase != "chips":
            fixed[f"fan {spot.seat}"] = _union(
                back_fan(spot, 9, lay.small_w, lay.small_h, lay.scale)
            )
    return fixed


def _own(lay: TableLayout, phase: str) -> dict[str, Box]:
    """Was Sticht's things at a phase: its middle (chip draft, grid or trick cards), every
    seat's full rows (six chips, the tally and nine trick tiles) and trump cards."""
    own: dict[str, Box] = {}
    if phase == "chips":
        own["pool"] = ws_view.pool_frame(lay)
    elif phase == "draft":
        own["grid"] = ws_view.grid_area(lay)
    else:
        own |= {f"trick card {i}": box for i, box in enumerate(ws_view.trick_cards(lay))}
    for spot in lay.spots:
        own[f"chips {spot.seat}"] = _union([ws_view.chip_box(lay, spot, i) for i in range(6)])
        if phase != "chips":  # any seat may deal: its trump cards lie beside it
            own[f"trumps {spot.seat}"] = _union(list(ws_view.trump_boxes(lay, spot)))
        if phase == "play":  # tallies and tiles from the first trick
            own[f"tricks {spot.seat}"] = _union(
                [ws_view.tally_box(lay, spot)] + [ws_view.tile_box(lay, spot, i) for i in range(9)]
            )
    return own


def _reflows(size: int, log: bool, seats: int, phase: str) -> bool:
    """The cases the table fits at this text size (the module docstring names the rest)."""
    if size == 125:
        return True
    if phase == "chips":
        return size == 150 and seats == 3
    return log


@pytest.mark.usefixtures("bigger")
def test_was_sticht_reflows_at_bigger_text() -> None:
    """At 125% to 200%, 3 and 4 players, chip draft, grid and trick play, where the table
    fits (`_reflows`): nothing of Was Sticht (any seat's trumps included) covers anything
    else, nothing leaves the window or runs under the move log."""
    checked = cases = 0
    for size in [size for size in TEXT_SIZES if size > 100]:
        readability.apply(size, "standard")
        for w, h, log in WINDOWS:
            for seats in (3, 4):
                lay = table_layout(w, h, seats, viewer=0, log_open=log)
                right = lay.log_panel.x if lay.log_panel is not None else w
                for phase in ("chips", "draft", "play"):
                    if not _reflows(size, log, seats, phase):
                        continue
                    cases += 1
                    fixed = _fixed(lay, phase)
                    own = _own(lay, phase)
                    items = list(own.items())
                    for i, (name, box) in enumerate(items):
                        where = (size, w, log, seats, phase, name, box)
                        assert box.x >= 0 and box.y >= 0, where
                        assert box.right <= right and box.bottom <= h, where
                        for other, obox in [*items[i + 1 :], *fixed.items()]:
                            assert not _overlap(box, obox), (*where, other, obox)
                            checked += 1
    # 125%: 4 windows x 2 seat counts x 3 phases; the chip draft of three at 150% in 4
    # windows; grid and play with the log open: 3 sizes x 2 windows x 2 seat counts x 2.
    assert cases == 24 + 4 + 24
    assert checked > 5000
