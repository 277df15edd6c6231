"""Fixtures the screen tests of issue 20 (guide, hint, review, first game) share."""

from __future__ import annotations

import pytest

from tests.ui.app_helpers import close_app, open_app


@pytest.fixture
def quick_app(tmp_path, monkeypatch):
    """An app with a dummy window, bots at once, no animation, no trick pause."""
    application = open_app(tmp_path, monkeypatch, bot_delay=0.0, animation="off", trick_pause=0.0)
    yield application
    close_app(application)
