"""Windows .ico and macOS .icns containers for the app icon, written with the stdlib.

Both formats may hold PNG data as is (ICO since Windows Vista, ICNS types ic07/ic08 since
macOS 10.5), so no image library is needed: PyInstaller gets a ready icon on each system.
"""

from __future__ import annotations

import struct


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An .ico holding one PNG image per square size (size -> PNG file bytes)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(sizes)
    entries, images = b"", b""
    for size in sizes:
        data = pngs[size]
        edge = 0 if size >= 256 else size  # a 0 byte stands for 256 pixels
        entries += struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(data), offset)
        images += data
        offset += len(data)
    return header + entries + images


ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An .icns holding the PNG images whose sizes have an ICNS type."""
    body = b""
    for size in sorted(pngs):
        if size in ICNS_TYPES:
            data = pngs[size]
            body += ICNS_TYPES[size] + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body
