"""How often each game's id is written outside the game's own package, per game id.

    python tools/seam_metrics.py [--where] [--root TREE]

The rule and the count are tests/game_ids.py's (tests/test_game_ids.py asserts zero).
`--where` lists the lines; `--root` measures another checkout (e.g. an older one, for a
before/after): its `game` package supplies the game ids.
"""

from __future__ import annotations

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
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
