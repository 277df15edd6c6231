"""The window has the title "Stich" and the 256x256 icon, set before the window opens."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.app import App


def test_title_and_icon_are_set_before_the_window_opens(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """set_icon gets the 256x256 icon before set_mode; the caption reads Stich."""
    monkeypatch.setenv("STICH_HOME", str(tmp_path))
    calls: list[tuple[str, object]] = []
    real_icon, real_mode = pygame.display.set_icon, pygame.display.set_mode

    def set_icon(surface: pygame.Surface) -> None:
        calls.append(("icon", surface.get_size()))
        real_icon(surface)

    def set_mode(*args: object, **kwargs: object) -> pygame.Surface:
        calls.append(("mode", args[0]))
        return real_mode(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(pygame.display, "set_icon", set_icon)
    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    app = App(size=(1280, 720))
    try:
        assert calls[:2] == [("icon", (256, 256)), ("mode", (1280, 720))]
        assert pygame.display.get_caption()[0] == "Stich"
        assert app.missing_assets == () and app.asset_notice == ""
    finally:
        pygame.quit()
