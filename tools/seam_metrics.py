"""The seam between a game and the table, measured: how often each game's id is written
outside the game's own package, and the size of what a game implements for the table.

    python tools/seam_metrics.py [--where] [--root TREE]

The game-id rule and count are tests/game_ids.py's (tests/test_game_ids.py asserts zero).
`--where` lists the lines; `--root` measures another checkout (e.g. an older one, for a
before/after): its `game` package supplies the game ids. Then, read from the source: the
public methods and attributes of the classes a game implements for the table (the old
`TableAdapter`, or `Presenter` and `GameTable`), the lines of the table screen, and the
annotations that type a view, layout or surface as `Any`.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def main(argv: list[str]) -> int:
    """Print the count per game id (and with --where each line); 0 always."""
    root = Path(argv[argv.index("--root") + 1]).resolve() if "--root" in argv else HERE
    sys.path.insert(0, str(HERE))  # this checkout's tests/game_ids.py does the counting
    from tests.game_ids import mentions

    sys.path.insert(0, str(root))  # the measured checkout's `game` names the games
    found = mentions(root)
    total = sum(len(hits) for hits in found.values())
    for game_id, hits in found.items():
        modules = len({module for module, _, _ in hits})
        print(f"{game_id:12} {len(hits):4} lines in {modules} modules")
        if "--where" in argv:
            for module, number, line in hits:
                print(f"    {module}:{number}: {line[:100]}")
    print(f"{'total':12} {total:4} lines")
    seam_sizes(root)
    return 0


def _members(path: Path, name: str) -> tuple[int, int]:
    """Public methods and class-level attributes of class `name` in a source file."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.name == name:
            methods = sum(
                1
                for item in node.body
                if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef)
                and not item.name.startswith("_")
            )
            attributes = sum(
                1
                for item in node.body
                if isinstance(item, ast.AnnAssign | ast.Assign)
                and not ast.unparse(item).startswith("_")
            )
            return methods, attributes
    return 0, 0


def seam_sizes(root: Path) -> None:
    """Print what a game implements for the table, the screen's lines and `Any` seams."""
    game = root / "game"
    parts = [
        ("TableAdapter", game / "ui" / "table_adapter.py"),
        ("Presenter", game / "present.py"),
        ("GameTable", game / "ui" / "table" / "seam.py"),
    ]
    for name, path in parts:
        if path.exists():
            methods, attributes = _members(path, name)
            if methods or attributes:
                print(
                    f"{name:12} {methods:4} methods, {attributes} attributes "
                    f"({path.relative_to(root)})"
                )
    for screen in (game / "ui" / "screens" / "table.py", game / "ui" / "table" / "screen.py"):
        if screen.exists():
            lines = len(screen.read_text(encoding="utf-8").splitlines())
            print(f"{'screen':12} {lines:4} lines ({screen.relative_to(root)})")
    table = game / "ui" / "table"
    if table.exists():
        files = sorted(table.glob("*.py"))
        sizes = ", ".join(
            f"{f.stem} {len(f.read_text(encoding='utf-8').splitlines())}" for f in files
        )
        print(f"{'table/':12} {sizes}")
    pattern = re.compile(r"\b(view|layout|surface|lay)\s*:\s*Any\b")
    counts = {"view": 0, "layout": 0, "surface": 0}
    for path in game.rglob("*.py"):
        for match in pattern.finditer(path.read_text(encoding="utf-8")):
            key = "layout" if match.group(1) == "lay" else match.group(1)
            counts[key] += 1
    print("Any seams   " + ", ".join(f"{k}: Any {v}" for k, v in counts.items()))


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
