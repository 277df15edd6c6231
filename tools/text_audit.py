"""Run the text audit and print what it found.

    python tools/text_audit.py [LANG ...] [--games schieber,klaverjas|none]

Plays every table of tests/ui/text_audit.py off-screen at 1280x720 in each language asked
for (every language by default) and prints each problem once, then the counts (strings,
screens, tables, phases). Exits 0 when every language is clean, 1 when a problem was
found, 2 for a language the game does not have.
"""

from __future__ import annotations

import os
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("STICH_HOME", tempfile.mkdtemp(prefix="stich-tool-"))
os.environ.setdefault("STICH_INLINE_BOTS", "1")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pygame

from game.app import App
from game.i18n import LANGUAGES
from tests.ui.text_audit import (
    SEATS,
    Audit,
    audit_screens,
    play_table,
    problems,
    recording,
    tables,
)


def main(argv: list[str] | None = None) -> int:
    """Audit the languages asked for (every one by default); 1 when any has a problem,
    2 for a language the game does not have. `--games a,b` plays only those games'
    tables, `--games none` none (the other screens only)."""
    argv = sys.argv[1:] if argv is None else argv
    args = [a for a in argv if not a.startswith("--")]
    games = tuple(SEATS)
    if "--games" in argv:
        named = argv[argv.index("--games") + 1]
        games = () if named == "none" else tuple(named.split(","))
        args = [a for a in args if a != named]
    unknown = [a for a in args if a not in LANGUAGES]
    if unknown:
        print(f"No such language: {', '.join(unknown)} (the game has {', '.join(LANGUAGES)})")
        return 2
    failed = 0
    for language in args or list(LANGUAGES):
        app = App(size=(1280, 720))
        app.settings = app.settings.model_copy(
            update={"animation": "off", "bot_delay": 0.0, "trick_pause": 0.3}
        )
        app.now = lambda app=app: app.frames * 0.1  # type: ignore[method-assign]
        audit = Audit()
        ended = 0
        with recording(audit):
            for game, seats, deck in tables(games):
                ended += play_table(app, audit, game, seats, deck, language)
                if seats in (3, 4):
                    ended += play_table(app, audit, game, seats, deck, language, hotseat=True)
            screens = audit_screens(app, audit, language)
        found = problems(audit, language)
        for line in dict.fromkeys(found):
            print(line)
        print(f"{language}: {screens} screens besides the tables")
        print(
            f"{language}: {len(audit.drawn)} strings, {audit.screens} screens, "
            f"{audit.tables} tables ({ended} to match over), {len(audit.phases)} phases, "
            f"{len(found)} problems"
        )
        failed += bool(found)
        pygame.quit()
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
