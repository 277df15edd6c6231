"""The committed art and sound files: every card of every deck has its sprite, all load.

The renderer looks sprites up by folder and `str(card)`, so these tests pin that contract
(file names, sizes, alpha) and check the WAV effects are well-formed, quiet and short.
Regenerate with `python tools/make_sprites.py` and `python tools/make_sounds.py`.
"""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

import pygame
import pytest

from game.core.cards import FRENCH52, JASS36, STICHLN126, WAS_STICHT36, Deck

ROOT = Path(__file__).resolve().parents[2]
SPRITES = ROOT / "sprites"
CARDS = SPRITES / "cards"
SOUNDS = ROOT / "sounds"
CARD_SIZE = (250, 350)

CARD_FOLDERS: dict[str, tuple[Deck, int]] = {
    "french": (FRENCH52, 52),
    "french4": (FRENCH52, 52),
    "swiss": (JASS36, 36),
    "was_sticht": (WAS_STICHT36, 36),
    "stichln": (STICHLN126, 126),
}
SOUND_NAMES = ("deal", "play", "trick", "shuffle", "win", "click", "error")


def corners(size: tuple[int, int]) -> list[tuple[int, int]]:
    """The four corner pixels of an image of this size."""
    w, h = size
    return [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)]


def assert_card_image(path: Path) -> None:
    """A card-sized PNG with per-pixel alpha, clear corners and an opaque middle."""
    assert path.is_file(), f"missing sprite {path.relative_to(ROOT)}"
    image = pygame.image.load(str(path))
    assert image.get_size() == CARD_SIZE, path.name
    assert image.get_flags() & pygame.SRCALPHA, f"{path.name} has no alpha channel"
    for xy in corners(CARD_SIZE):
        assert image.get_at(xy).a == 0, f"{path.name}: corner {xy} is not transparent"
    assert image.get_at((CARD_SIZE[0] // 2, CARD_SIZE[1] // 2)).a == 255, path.name


@pytest.mark.parametrize("folder", sorted(CARD_FOLDERS))
def test_every_card_of_the_deck_has_a_sprite(folder: str) -> None:
    """Each card of the folder's deck has a 250x350 PNG with alpha named str(card)."""
    deck, expected = CARD_FOLDERS[folder]
    checked = 0
    for card in deck.cards:
        assert_card_image(CARDS / folder / f"{card}.png")
        checked += 1
    assert checked == expected == len(deck)


@pytest.mark.parametrize("folder", sorted(CARD_FOLDERS))
def test_card_folders_hold_nothing_else(folder: str) -> None:
    """No stray or misnamed files: the folder's stems are exactly the deck's cards."""
    deck, expected = CARD_FOLDERS[folder]
    stems = sorted(p.stem for p in (CARDS / folder).glob("*.png"))
    assert stems == sorted(str(card) for card in deck.cards)
    assert len(stems) == expected


def test_card_back() -> None:
    """The shared card back is card-sized with transparent corners."""
    assert_card_image(CARDS / "back.png")


def test_felt_tile_is_256_square_and_opaque() -> None:
    """The table tile is a 256x256 opaque green texture."""
    felt = pygame.image.load(str(SPRITES / "felt.png"))
    assert felt.get_size() == (256, 256)
    assert all(felt.get_at(xy).a == 255 for xy in corners((256, 256)))
    r, g, b, _ = felt.get_at((128, 128))
    assert g > r and g > b, "felt should be green"


def test_icon_is_256_square_with_alpha() -> None:
    """The app icon is 256x256 with a transparent background and an opaque middle."""
    icon = pygame.image.load(str(SPRITES / "icon.png"))
    assert icon.get_size() == (256, 256)
    assert icon.get_flags() & pygame.SRCALPHA
    assert icon.get_at((0, 0)).a == 0
    assert icon.get_at((128, 128)).a == 255


def read_wav(path: Path) -> tuple[tuple[int, int, int], list[int]]:
    """(channels, sample width, rate) and the samples of a 16-bit WAV."""
    with wave.open(str(path), "rb") as w:
        header = (w.getnchannels(), w.getsampwidth(), w.getframerate())
        data = w.readframes(w.getnframes())
    return header, list(struct.unpack(f"<{len(data) // 2}h", data))


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_sound_is_short_quiet_mono_16bit_44k(name: str) -> None:
    """Each effect: 16-bit mono 44.1 kHz, under 1 s, peak near -6 dBFS, faded ends."""
    header, samples = read_wav(SOUNDS / f"{name}.wav")
    assert header == (1, 2, 44100)
    assert 0 < len(samples) < 44100, f"{name}.wav must be shorter than 1 s"
    peak = max(abs(s) for s in samples)
    peak_dbfs = 20 * math.log10(peak / 32767)
    assert -12.0 < peak_dbfs < -3.0, f"{name}.wav peaks at {peak_dbfs:.1f} dBFS"
    # Fades at both ends: no step from or to silence that would click.
    assert abs(samples[0]) < 330 and abs(samples[-1]) < 330


def test_all_sounds_checked() -> None:
    """sounds/ holds exactly the seven effects the game plays."""
    wavs = sorted(p.stem for p in SOUNDS.glob("*.wav"))
    assert wavs == sorted(SOUND_NAMES)
    assert len(wavs) == 7
