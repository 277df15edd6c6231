"""The executable icons (sprites/icon.ico, icon.icns) hold the app icon at every size."""

from __future__ import annotations

import io
import struct
from pathlib import Path

import pygame

SPRITES = Path(__file__).resolve().parents[2] / "sprites"
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def _png_size(data: bytes) -> tuple[int, int]:
    assert data.startswith(PNG_MAGIC)
    return pygame.image.load(io.BytesIO(data), "icon.png").get_size()


def test_ico_holds_five_png_sizes() -> None:
    """Header, directory and images agree; each image is a PNG of its stated size."""
    data = (SPRITES / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, 5)
    sizes = []
    for index in range(count):
        w, h, _, _, planes, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * index
        )
        edge = w or 256
        assert (w, planes, bits) == (h, 1, 32)
        assert _png_size(data[offset : offset + length]) == (edge, edge)
        sizes.append(edge)
    assert sizes == [16, 32, 48, 128, 256]


def test_icns_holds_the_big_icons() -> None:
    """The container length is right and ic07/ic08 are the 128 and 256 pixel PNGs."""
    data = (SPRITES / "icon.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    found: dict[bytes, tuple[int, int]] = {}
    position = 8
    while position < len(data):
        kind, length = (
            data[position : position + 4],
            struct.unpack_from(">I", data, position + 4)[0],
        )
        found[kind] = _png_size(data[position + 8 : position + length])
        position += length
    assert position == len(data)
    assert found == {b"icp4": (16, 16), b"icp5": (32, 32), b"ic07": (128, 128), b"ic08": (256, 256)}


def test_the_desktop_template_has_every_placeholder() -> None:
    """sprites/stich.desktop is filled by game.desktop: all its fields are known there."""
    import string

    template = (SPRITES / "stich.desktop").read_text(encoding="utf-8")
    fields = {name for _, name, _, _ in string.Formatter().parse(template) if name}
    assert fields == {"name", "generic_name", "comment", "try_exec", "exec", "icon"}
    assert template.startswith("[Desktop Entry]\n")
