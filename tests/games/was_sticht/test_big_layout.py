"""The compact chip draft of Was Sticht at bigger text: twelve tiles inside the room."""

from __future__ import annotations

from game.games.was_sticht.big_layout import CompactSizes, compact_pool, compact_tile
from game.ui.layout import Box

SIZES = CompactSizes(token=(69, 45), number_w=30, lines_h=58, pad=6, gap=6, margin=14)


def test_compact_tiles_lie_inside_the_room_with_the_title() -> None:
    """4 x 3 tiles of the size `compact_tile` gives, centred, with the title band above
    them and the frame's margin around them inside the room."""
    room = Box(370, 169, 540, 300)
    grid = compact_pool([room], SIZES, 40, 12)
    assert grid is not None and grid.detail == -1 and grid.title == 40
    assert (grid.w, grid.h) == compact_tile(SIZES) == (123, 70)
    assert grid.cols == 4
    right = grid.left + 4 * grid.w + 3 * grid.gap
    bottom = grid.top + 3 * grid.h + 2 * grid.gap
    assert grid.left - SIZES.margin >= room.x and right + SIZES.margin <= room.right
    assert grid.top - 40 >= room.y and bottom + SIZES.margin <= room.bottom


def test_compact_tiles_leave_out_the_title_before_giving_up() -> None:
    """A room too low for the title band still holds the tiles without it; a smaller
    one holds nothing; a wide one that is too low takes six tiles a row."""
    low = compact_pool([Box(0, 0, 540, 260)], SIZES, 40, 12)
    assert low is not None and low.title == 0 and low.cols == 4
    assert low.top - SIZES.margin >= 0
    assert compact_pool([Box(0, 0, 400, 150)], SIZES, 40, 12) is None
    wide = compact_pool([Box(0, 0, 400, 150), Box(0, 0, 800, 200)], SIZES, 40, 12)
    assert wide is not None and wide.cols == 6 and wide.title == 40


def test_a_title_wider_than_the_tiles_is_left_out_rather_than_cut() -> None:
    """A title the tiles' frame cannot hold whole: the tiles go without it."""
    room = Box(0, 0, 540, 300)
    whole = compact_pool([room], SIZES, 40, 12, title_w=400)
    assert whole is not None and whole.title == 40
    grid = compact_pool([room], SIZES, 40, 12, title_w=600)
    assert grid is not None and grid.title == 0
