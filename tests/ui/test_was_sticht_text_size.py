"""Was Sticht's own table at bigger text sizes: the chip draft, the grid, every seat's
chip and trick rows reflow so that none of them covers another, the trick's cards, the
notice strip, the message line, the hand, a panel, a plate, a fan or the move log, and
all stay inside the window.

Every case is looked at: 125% to 200%, 3 and 4 players, the move log shut and open,
1280x720 and 1920x1080, the chip draft, the grid and trick play (96 cases). Where the
chip draft's tiles with words find no room they become compact tiles (token, value, how
many are left); a side seat's chips go above its fan where the room under its plate is
the viewer's. 73 cases fit; `NOT_YET` names the 23 that still do not, and the test checks
that each of them really still fails (so the list cannot hide a case that was mended):

- 150%, 1920x1080, four players, log shut, trick play: the right seat's trick tiles run
  into the message line and the buttons (the top seat's rows leave no room above its fan);
- 175%, log shut, both windows, 3 and 4 players, grid and trick play: the viewer's trumps
  meet the left seat's chips, the left seat's tiles the viewer's chips, the right seat's
  tiles the buttons (no room above the right seat's fan under the score panel);
- 200%, log shut, both windows, 3 and 4 players, all three phases: the side seats' chip
  rows meet the viewer's rows, its trumps and the buttons;
- 200%, log open, four players, chip draft, both windows: even the compact tiles find
  no room between the side seats' chip rows and under the top seat's.

The dealer's trump label is checked apart (`LABELS_NOT_YET` names the 22 seats and cases
where it still meets something: mostly the top seat's against the score sheet).
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game import assets
from game.games.was_sticht import view as ws_view
from game.i18n import t
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


# (text size, window width, move log open, players, phase) that do not fit yet.
NOT_YET = frozenset(
    {(150, 1920, False, 4, "play")}
    | {
        (175, w, False, seats, phase)
        for w in (1280, 1920)
        for seats in (3, 4)
        for phase in ("draft", "play")
    }
    | {
        (200, w, False, seats, phase)
        for w in (1280, 1920)
        for seats in (3, 4)
        for phase in ("chips", "draft", "play")
    }
    | {(200, w, True, 4, "chips") for w in (1280, 1920)}
)


def _problems(lay: TableLayout, phase: str, h: int) -> tuple[list[tuple[object, ...]], int]:
    """What of Was Sticht covers something or leaves the window (or runs under the move
    log), and how many pairs were compared."""
    right = lay.log_panel.x if lay.log_panel is not None else lay.width
    fixed = _fixed(lay, phase)
    items = list(_own(lay, phase).items())
    problems: list[tuple[object, ...]] = []
    compared = 0
    for i, (name, box) in enumerate(items):
        if box.x < 0 or box.y < 0 or box.right > right or box.bottom > h:
            problems.append((name, box, "outside"))
        for other, obox in [*items[i + 1 :], *fixed.items()]:
            compared += 1
            if _overlap(box, obox):
                problems.append((name, box, other, obox))
    return problems, compared


@pytest.mark.usefixtures("bigger")
def test_was_sticht_reflows_at_bigger_text() -> None:
    """At 125% to 200%, 3 and 4 players, chip draft, grid and trick play, both windows,
    the log shut and open: nothing of Was Sticht (any seat's trumps included) covers
    anything else, leaves the window or runs under the move log, except in the cases
    `NOT_YET` names, each of which still fails."""
    fits = failing = checked = 0
    for size in [size for size in TEXT_SIZES if size > 100]:
        readability.apply(size, "standard")
        for w, h, log in WINDOWS:
            for seats in (3, 4):
                lay = table_layout(w, h, seats, viewer=0, log_open=log)
                for phase in ("chips", "draft", "play"):
                    case = (size, w, log, seats, phase)
                    problems, compared = _problems(lay, phase, h)
                    checked += compared
                    if case in NOT_YET:
                        assert problems, (case, "fits now: take it off NOT_YET")
                        failing += 1
                    else:
                        assert not problems, (case, problems)
                        fits += 1
    # 4 sizes x 4 windows x 2 seat counts x 3 phases.
    assert (fits, failing) == (96 - 23, 23) and len(NOT_YET) == 23
    assert checked > 10000


# (size, width, log open, players, phase, side) where a dealer's trump label still meets
# something in a case whose cards and rows fit (the labels are checked apart from them).
LABELS_NOT_YET = frozenset(
    {(125, 1280, True, seats, "draft", side) for seats in (3, 4) for side in ("left", "right")}
    | {(125, 1920, True, 4, phase, "top") for phase in ("draft", "play")}
    | {(150, w, False, 4, "draft", "top") for w in (1280, 1920)}
    | {(150, 1280, False, 4, "play", side) for side in ("left", "top")}
    | {(150, 1280, True, 4, "play", "top")}
    | {(150, 1920, True, 4, phase, "top") for phase in ("draft", "play")}
    | {(175, 1280, True, 4, "play", "top")}
    | {(175, 1920, True, 4, phase, "top") for phase in ("draft", "play")}
    | {(200, w, True, 3, "play", "bottom") for w in (1280, 1920)}
    | {(200, w, True, 4, "play", side) for w in (1280, 1920) for side in ("bottom", "top")}
)


@pytest.mark.usefixtures("bigger")
def test_was_sticht_trump_labels_at_bigger_text() -> None:
    """Where the table fits (not `NOT_YET`), a dealer's trump label (its longest text)
    covers nothing but its own cards and stays inside the window, except where
    `LABELS_NOT_YET` names it (the top seat's against the score sheet or its rows, the
    side seats' over the grid with the log open at 125%, the viewer's over the left
    seat's tricks at 200%), each of which still fails."""
    texts = [t(key) for key in ("ws.secret_trumps", "ws.trumps_label", "ws.trumps_hidden")]
    clear = failing = 0
    for size in [size for size in TEXT_SIZES if size > 100]:
        readability.apply(size, "standard")
        for w, h, log in WINDOWS:
            for seats in (3, 4):
                lay = table_layout(w, h, seats, viewer=0, log_open=log)
                right = lay.log_panel.x if lay.log_panel is not None else w
                for phase in ("draft", "play"):
                    if (size, w, log, seats, phase) in NOT_YET:
                        continue
                    others = _own(lay, phase) | _fixed(lay, phase)
                    for spot in lay.spots:
                        label = _union([ws_view.trump_label_lines(lay, spot, x)[1] for x in texts])
                        hits = [
                            name
                            for name, box in others.items()
                            if _overlap(label, box) and name != f"trumps {spot.seat}"
                        ]
                        if label.x < 0 or label.y < 0 or label.right > right or label.bottom > h:
                            hits.append("outside")
                        if (size, w, log, seats, phase, spot.side) in LABELS_NOT_YET:
                            assert hits, (size, w, log, seats, phase, spot.side, "fits now")
                            failing += 1
                        else:
                            assert not hits, (size, w, log, seats, phase, spot.side, hits)
                            clear += 1
    assert failing == len(LABELS_NOT_YET) == 22
    assert clear == 142  # every seat of the 73 fitting cases but the chip draft, less these
