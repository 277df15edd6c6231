"""Test set-up: headless SDL before anything can import pygame."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Bots decide on the main thread in tests, so frame-driven tests are deterministic.
os.environ.setdefault("STICH_INLINE_BOTS", "1")
