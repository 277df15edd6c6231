"""The start-up asset check: which files the game needs, and which of them are missing.

Each drawing and sound module already falls back per file (a plain card face, a flat
felt, silence), so a missing file never stops the game. This check runs once at start so
a broken install or bundle names every missing file at once instead of degrading quietly.
"""

from __future__ import annotations

import logging
from pathlib import Path

from game import paths
from game.core.cards import FRENCH52, JASS36, Deck
from game.games import ENTRIES
from game.i18n import t

log = logging.getLogger(__name__)

# The sprite folders and the decks drawn in them (the same pairing as tools/make_sprites.py;
# tests/assets pins that every such file exists in the repository): the shared French
# faces, then each game's own decks from its registry entry, in menu order.
CARD_STYLES: dict[str, Deck] = {
    "french": FRENCH52,
    "french4": FRENCH52,
    "swiss": JASS36,
    **{face.folder: face.deck for entry in ENTRIES.values() for face in entry.faces},
}
SOUND_NAMES = ("deal", "play", "trick", "shuffle", "win", "click", "error")
SINGLE_SPRITES = ("sprites/felt.png", "sprites/icon.png", "sprites/cards/back.png")
NAMED_IN_MESSAGE = 3  # the on-screen sentence names this many files, then counts the rest


def required_assets() -> tuple[str, ...]:
    """Every file under the assets root the game needs, as 'sprites/...' style paths."""
    files = list(SINGLE_SPRITES)
    for style, deck in CARD_STYLES.items():
        files += [f"sprites/cards/{style}/{card}.png" for card in deck.cards]
    files += [f"sounds/{name}.wav" for name in SOUND_NAMES]
    files += [relative for relative in _bundled_fonts() if relative not in files]
    return tuple(files)


def _bundled_fonts() -> list[str]:
    """Font files the assets module names below the assets root (e.g. a Japanese font)."""
    from game import assets  # imported late: assets imports pygame

    root = paths.assets_root()
    fonts = []
    for name in sorted(vars(assets)):
        value = getattr(assets, name)
        if (
            "FONT" in name.upper()
            and isinstance(value, tuple)
            and all(isinstance(part, str) for part in value)
        ):
            value = root.joinpath(*value)  # parts below the assets root, as asset() takes them
        if "FONT" in name.upper() and isinstance(value, Path):
            try:
                fonts.append(value.resolve().relative_to(root.resolve()).as_posix())
            except ValueError:  # a font outside the assets root is not ours to check
                continue
    return fonts


def default_font_file() -> Path:
    """pygame's bundled default font, which draws every Latin text."""
    import pygame

    return Path(pygame.__file__).resolve().parent / pygame.font.get_default_font()


def find_missing(root: Path | None = None) -> tuple[str, ...]:
    """The required files that do not exist (asset paths relative to the root, fonts too)."""
    base = root if root is not None else paths.assets_root()
    missing = [relative for relative in required_assets() if not (base / relative).is_file()]
    default_font = default_font_file()
    if not default_font.is_file():
        missing.append(str(default_font))
    return tuple(missing)


def missing_message(missing: tuple[str, ...]) -> str:
    """One sentence naming the missing files for the screen ('' when nothing is missing)."""
    if not missing:
        return ""
    named = ", ".join(missing[:NAMED_IN_MESSAGE])
    extra = len(missing) - NAMED_IN_MESSAGE
    if extra > 0:
        return t("assets.missing_more", files=named, count=extra)
    return t("assets.missing", files=named)


def check_assets(root: Path | None = None) -> tuple[str, ...]:
    """Log every missing required file once, by its full path, and return them."""
    base = root if root is not None else paths.assets_root()
    missing = find_missing(base)
    for relative in missing:
        log.error("missing asset file: %s", base / relative)
    return missing
