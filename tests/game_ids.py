"""Where each game's id is written outside the game's own package (used by
tests/test_game_ids.py and tools/seam_metrics.py).

A game's id belongs in its package (game/games/<id>/), the registry
(game/games/__init__.py), the catalogs (game/i18n/) and its help text (game/help/<id>.py);
every other module of game/ reaches the game through its registry entry. Counted: every
line of such a module (code or comment) that holds the id as a word, in any case, the
underscore also matching a space ("Was Sticht"), the module path `game.games.<id>`
included.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def game_ids() -> tuple[str, ...]:
    """The registry's game ids, in menu order (of the `game` package on sys.path)."""
    from game.games import REGISTRY

    return tuple(REGISTRY)


def _pattern(game_id: str) -> re.Pattern[str]:
    words = r"[_ ]".join(re.escape(part) for part in game_id.split("_"))
    return re.compile(rf"\b{words}\b", re.IGNORECASE)


def _allowed(relative: Path, game_id: str) -> bool:
    """True where the id may be written: its package, the registry, catalogs, its help."""
    parts = relative.parts
    return (
        parts[:3] == ("game", "games", game_id)
        or relative == Path("game/games/__init__.py")
        or parts[:2] == ("game", "i18n")
        or relative == Path("game/help") / f"{game_id}.py"
    )


def mentions(root: Path = ROOT) -> dict[str, list[tuple[str, int, str]]]:
    """Per game id, every (module, line number, line) that names it where it may not be."""
    found: dict[str, list[tuple[str, int, str]]] = {}
    modules = sorted((root / "game").rglob("*.py"))
    for game_id in game_ids():
        pattern = _pattern(game_id)
        hits = found.setdefault(game_id, [])
        for path in modules:
            relative = path.relative_to(root)
            if _allowed(relative, game_id):
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if pattern.search(line):
                    hits.append((relative.as_posix(), number, line.strip()))
    return found
