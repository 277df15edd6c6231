"""Test set-up: headless SDL before anything can import pygame."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Bots decide on the main thread in tests, so frame-driven tests are deterministic.
os.environ.setdefault("STICH_INLINE_BOTS", "1")
# The screens' texts are checked in English: the default language setting follows the
# system, so the tests pin the system's language (SDL reads the same variables on Linux).
os.environ["LANGUAGE"] = "en"
os.environ["LC_ALL"] = "C.UTF-8"

import pytest  # after the environment above: pygame may come with it


@pytest.fixture(autouse=True)
def _english_after_each_test():
    """A test that switches the language cannot leak it into the next test."""
    yield
    from game.i18n import set_language

    set_language("en")
