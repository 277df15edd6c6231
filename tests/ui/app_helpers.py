"""The app the screen tests drive: a dummy window under a throw-away STICH_HOME."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App


def open_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, **settings: Any) -> App:
    """An app at 1280x720 whose user files live in tmp_path, with these settings changed."""
    monkeypatch.setenv("STICH_HOME", str(tmp_path))
    application = App(size=(1280, 720))
    if settings:
        application.settings = application.settings.model_copy(update=settings)
    return application


def close_app(application: App) -> None:
    """Stop every scene's background work (bot threads), then pygame."""
    for scene in application.stack.scenes:
        close = getattr(scene, "close", None)
        if callable(close):
            close()
    pygame.quit()
