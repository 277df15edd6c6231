"""Was Sticht's chip draft with bigger text where its twelve tiles with words do not fit:
compact tiles (the chip's token, its value and how many are left) in the room given.

Pure geometry: the rooms, sizes and text widths come from the caller (view.py)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol


class Room(Protocol):
    """A free box of the table (a layout `Box`): this module stays free of the UI."""

    @property
    def x(self) -> int: ...
    @property
    def y(self) -> int: ...
    @property
    def w(self) -> int: ...
    @property
    def h(self) -> int: ...


@dataclass(frozen=True, slots=True)
class PoolGrid:
    """The chip draft's tiles with bigger text: the first tile's corner, a tile's size,
    the gap, tiles per row, what the tiles have room for (2 the name, the note and the
    task in words; 1 the name and the note; 0 the note beside the token; -1 compact: the
    token, the value and the count left) and the title band's height above them (0: no
    title, the information panel counts the chips left)."""

    left: int
    top: int
    w: int
    h: int
    gap: int
    cols: int
    detail: int
    title: int


@dataclass(frozen=True, slots=True)
class CompactSizes:
    """What a compact tile holds: the token's size, the widest value or count, the two
    lines' height, the padding, the gap between tiles and the frame's margin."""

    token: tuple[int, int]
    number_w: int
    lines_h: int
    pad: int
    gap: int
    margin: int


def compact_tile(sizes: CompactSizes) -> tuple[int, int]:
    """A compact tile's width and height: the token, then the value over the count."""
    token_w, token_h = sizes.token
    w = 4 * sizes.pad + token_w + sizes.number_w  # two pads after the token: its mark
    return w, 2 * sizes.pad + max(token_h, sizes.lines_h)


def compact_pool(
    rooms: Sequence[Room], sizes: CompactSizes, title_h: int, count: int, title_w: int = 0
) -> PoolGrid | None:
    """`count` compact tiles in the first room and column count they fit, with the title
    band (`title_w` wide) where it fits too, else without it; None when they fit nowhere."""
    w, h = compact_tile(sizes)
    gap, margin = sizes.gap, sizes.margin
    for title in (title_h, 0):
        band = title or margin  # the frame's edge above the tiles when there is no title
        for room in rooms:
            for cols in (4, 6, 3):
                rows = -(-count // cols)
                width = cols * w + (cols - 1) * gap
                height = band + rows * (h + gap) - gap + margin
                whole = title == 0 or title_w <= width + 2 * margin - 16  # never cut
                if whole and width + 2 * margin <= room.w and height <= room.h:
                    left = round(room.x + (room.w - width) / 2)
                    top = round(room.y + max(0, (room.h - height) / 2)) + band
                    return PoolGrid(left, top, w, h, gap, cols, -1, title)
    return None
