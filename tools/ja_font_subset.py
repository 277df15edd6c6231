"""Rebuild sprites/fonts/NotoSansCJKjp-Stich.otf, the bundled font with Japanese coverage.

Needs Debian's fonts-noto-cjk and fontTools (neither is needed to run or test the game,
which only reads the committed subset):

    apt-get install fonts-noto-cjk
    python3 -m venv /tmp/ft && /tmp/ft/bin/pip install fonttools
    /tmp/ft/bin/python tools/ja_font_subset.py

The subset keeps ASCII, Latin-1, general punctuation, arrows and card suits, every kana
(full- and half-width), the JIS X 0208 non-kanji rows, JIS level-1 kanji and every
character the English source (game/i18n) and every translated catalog (game/locale) use,
so a catalog added later is covered after a re-run.
"""

from __future__ import annotations

import ast
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
TARGET = ROOT / "sprites" / "fonts" / "NotoSansCJKjp-Stich.otf"

# Unicode blocks kept whole (hex ranges as pyftsubset reads them).
RANGES = (
    "0020-007E",  # ASCII
    "00A0-00FF",  # Latin-1
    "0152-0153,0160-0161,0178,017D-017E,0192",  # Latin extras of Windows-1252
    "02C6,02DC",  # modifier circumflex and tilde
    "2000-206F",  # general punctuation
    "2190-21FF",  # arrows
    "2212,2260,2264-2265,221E",  # minus, not equal, less/greater or equal, infinity
    "2460-2473",  # circled digits
    "25A0-25FF",  # geometric shapes
    "2660-2667",  # card suits
    "3000-303F",  # CJK punctuation
    "3040-309F",  # hiragana
    "30A0-30FF",  # katakana
    "31F0-31FF",  # katakana phonetic extensions
    "FF00-FFEF",  # half- and full-width forms
)


def jis_x0208_chars(first_row: int, last_row: int) -> str:
    """Every character of JIS X 0208 rows first_row..last_row (row 16-47 = level-1 kanji)."""
    chars = []
    for row in range(first_row, last_row + 1):
        for cell in range(1, 95):
            try:
                chars.append(bytes((0xA0 + row, 0xA0 + cell)).decode("euc_jp"))
            except UnicodeDecodeError:
                continue  # unassigned cell
    return "".join(chars)


def catalog_chars() -> str:
    """Every character of the English source (game/i18n) and of every translated
    catalog (game/locale/*/LC_MESSAGES/stich.po)."""
    seen: set[str] = set()
    for path in sorted((ROOT / "game" / "i18n").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                seen.update(node.value)
    for path in sorted((ROOT / "game" / "locale").glob("*/LC_MESSAGES/stich.po")):
        seen.update(path.read_text(encoding="utf-8"))
    return "".join(sorted(ch for ch in seen if ch.isprintable()))


def main() -> int:
    """Write the subset font next to its licence and print its size."""
    text = jis_x0208_chars(1, 8) + jis_x0208_chars(16, 47) + catalog_chars()
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile("w", suffix=".txt", encoding="utf-8", delete=False) as f:
        f.write(text)
    command = [
        sys.executable,
        "-m",
        "fontTools.subset",
        str(SOURCE),
        "--font-number=0",  # face 0 of the collection is the Japanese one
        f"--unicodes={','.join(RANGES)}",
        f"--text-file={f.name}",
        "--layout-features=*",
        "--no-hinting",
        f"--output-file={TARGET}",
    ]
    subprocess.run(command, check=True)
    print(f"{TARGET}: {TARGET.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
