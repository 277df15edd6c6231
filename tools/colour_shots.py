"""Render every game's table at the moments that show colour-coded things, as a person
with normal vision, deuteranopia, protanopia, tritanopia and in greyscale sees it.

    python tools/colour_shots.py OUTDIR [--set name=value ...] [--only TAG]

Each table of tests/ui/colour_moments.py (every game; both Jass decks and the
four-colour deck) is played once at 1280x720; each moment is saved as
OUTDIR/<table>-<moment>-<vision>.png. `--set` overrides a Settings field (repeatable,
e.g. `--set highlight_legal=false --set text_size=200`); `--only` keeps the tables whose
tag contains the word. Needs the test extra (numpy, daltonlens).
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("STICH_HOME", tempfile.mkdtemp(prefix="stich-tool-"))
os.environ.setdefault("STICH_INLINE_BOTS", "1")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pygame
from pydantic import ValidationError

from game.i18n import set_language
from game.settings import Settings
from tests.ui.colour_moments import TABLES, make_app, moments
from tests.ui.colour_sim import VISIONS, pixels, save_png, simulated


def parse_sets(pairs: list[str]) -> dict[str, Any]:
    """`name=value` pairs as Settings fields (a value is read as JSON when it parses, so
    `true`, `200` and `[1,2]` work; else it is a string); unknown names are refused."""
    values: dict[str, Any] = {}
    for pair in pairs:
        name, _, raw = pair.partition("=")
        if name not in Settings.model_fields:
            raise SystemExit(f"No such setting: {name}")
        try:
            values[name] = json.loads(raw)
        except json.JSONDecodeError:
            values[name] = raw
    # Validated as the game would load them (a wrong value is refused here, not later).
    try:
        Settings.model_validate(Settings().model_dump() | values)
    except ValidationError as error:
        raise SystemExit(f"Not a valid setting: {error}") from None
    return values


def main(argv: list[str] | None = None) -> int:
    """Save every table's moments in every vision; prints how many images."""
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0].startswith("--"):
        print(__doc__)
        return 2
    out, rest = argv[0], argv[1:]
    sets = [rest[i + 1] for i, a in enumerate(rest) if a == "--set" and i + 1 < len(rest)]
    only = [rest[i + 1] for i, a in enumerate(rest) if a == "--only" and i + 1 < len(rest)]
    os.makedirs(out, exist_ok=True)
    values = parse_sets(sets)
    app = make_app(**values)
    if "language" in values:
        set_language(app.settings.language)
    count = 0
    for game, seats, deck, tag in TABLES:
        if only and not any(word in tag for word in only):
            continue
        for moment in moments(app, game, seats, deck, tag):
            rgb = pixels(moment.surface)
            for vision in VISIONS:
                save_png(simulated(rgb, vision), f"{out}/{tag}-{moment.name}-{vision}.png")
                count += 1
    print(f"{count} images in {out}")
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
