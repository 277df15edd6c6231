"""Short sound effects, silent when there is no audio device or when muted.

Played only through the cue board (game.ui.cues), which shows each one as well. The
volume and mute here are the effects' alone ("Effects volume"): speech has its own."""

from __future__ import annotations

import logging

import pygame

from game.paths import asset
from game.ui.cues import CUES

log = logging.getLogger(__name__)
NAMES = tuple(CUES)  # every sound has its visual cue there


class SoundBoard:
    """Plays the effects in sounds/ by name; never raises."""

    def __init__(self, volume: float = 0.7, muted: bool = False) -> None:
        self.volume = volume
        self.muted = muted
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = self._init_mixer()

    @staticmethod
    def _init_mixer() -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            return True
        except pygame.error as exc:  # no audio device: the game runs silent
            log.info("sound off: %s", exc)
            return False

    def play(self, name: str) -> bool:
        """Play one effect; False when nothing was played (muted, silent, missing file)."""
        if self.muted or not self.available:
            return False
        sound = self._sounds.get(name)
        if sound is None:
            path = asset("sounds", f"{name}.wav")
            if not path.exists():
                log.warning("missing sound file: %s", path)
                return False
            try:
                sound = pygame.mixer.Sound(str(path))
            except pygame.error as exc:
                log.warning("cannot load %s: %s", path, exc)
                return False
            self._sounds[name] = sound
        sound.set_volume(self.volume)
        sound.play()
        return True
