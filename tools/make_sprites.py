"""Generate every card sprite, the card back, the felt tile and the app icon.

Run from the repository root (no display needed):

    SDL_VIDEODRIVER=dummy python tools/make_sprites.py

Output (overwritten, byte-for-byte deterministic for a given pygame version):
sprites/cards/{french,french4,swiss,was_sticht,stichln}/<card>.png (250x350, the file
stem is `str(card)` from game/core/cards.py), sprites/cards/back.png, sprites/felt.png
(256x256 seamless), sprites/icon.png (256x256) and the executable icons sprites/icon.ico
(Windows) and sprites/icon.icns (macOS) made from it. All art is drawn here with pygame
primitives and pygame's bundled font.

    python tools/make_sprites.py --icon-only

redraws only the icon files (the cards and the felt stay as they are).
"""

from __future__ import annotations

import io
import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
from cardart.colour import colour_card
from cardart.extras import card_back, felt_tile, icon
from cardart.french import CLASSIC, FOUR_COLOUR, french_card
from cardart.iconfiles import icns_bytes, ico_bytes
from cardart.swiss import swiss_card

if TYPE_CHECKING:
    from game.core.cards import Deck

ROOT = Path(__file__).resolve().parents[1]
SPRITES = ROOT / "sprites"


def load_decks() -> dict[str, Deck]:
    """The project's decks, imported from the game package at the repository root."""
    # Run as a script, only tools/ is on sys.path; the decks are the naming contract.
    sys.path.insert(0, str(ROOT))
    from game.core import cards

    return {
        "french52": cards.FRENCH52,
        "jass36": cards.JASS36,
        "was_sticht36": cards.WAS_STICHT36,
        "stichln126": cards.STICHLN126,
    }


def save(surface: pygame.Surface, path: Path) -> None:
    """Write a PNG, creating its folder."""
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(path))


def write_cards() -> int:
    """Render all five card folders; returns how many card faces were written."""
    decks = load_decks()
    painters = {
        "french": (decks["french52"], lambda c: french_card(c.suit, c.rank, CLASSIC)),
        "french4": (decks["french52"], lambda c: french_card(c.suit, c.rank, FOUR_COLOUR)),
        "swiss": (decks["jass36"], lambda c: swiss_card(c.suit, c.rank)),
        "was_sticht": (decks["was_sticht36"], lambda c: colour_card(c.suit, c.rank)),
        "stichln": (decks["stichln126"], lambda c: colour_card(c.suit, c.rank)),
    }
    count = 0
    for folder, (deck, paint) in painters.items():
        for card in deck.cards:
            save(paint(card).finish(), SPRITES / "cards" / folder / f"{card}.png")
            count += 1
    return count


def write_extras() -> None:
    """The card back, the felt tile and the icon files."""
    back = card_back().finish()
    save(back, SPRITES / "cards" / "back.png")
    save(felt_tile(), SPRITES / "felt.png")
    write_icons(back)


ICON_SIZES = (16, 32, 48, 128, 256)  # what Windows and macOS pick from for the executable


def png_bytes(surface: pygame.Surface) -> bytes:
    """A surface as PNG file bytes."""
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def write_icons(back: pygame.Surface | None = None) -> None:
    """sprites/icon.png (its fan reuses the back and an ace), icon.ico and icon.icns."""
    back = back if back is not None else card_back().finish()
    ace = french_card("H", 14, CLASSIC).finish()
    big = icon(back, ace)
    save(big, SPRITES / "icon.png")
    pngs = {
        size: png_bytes(big if size == 256 else pygame.transform.smoothscale(big, (size, size)))
        for size in ICON_SIZES
    }
    (SPRITES / "icon.ico").write_bytes(ico_bytes(pngs))
    (SPRITES / "icon.icns").write_bytes(icns_bytes(pngs))


def main() -> None:
    """Generate everything and report how long it took."""
    pygame.font.init()
    start = time.perf_counter()
    if "--icon-only" in sys.argv[1:]:
        write_icons()
        print(f"wrote the icon files in {time.perf_counter() - start:.1f} s")
        return
    count = write_cards()
    write_extras()
    print(f"wrote {count} card faces + back, felt, icon in {time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()
