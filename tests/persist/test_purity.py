"""The file-keeping modules are plain Python: no pygame, so they work in tools and tests."""

from __future__ import annotations

import subprocess
import sys

MODULES = [
    "game.storage",
    "game.settings",
    "game.saves",
    "game.stats",
    "game.notices",
    "game.records",
]


def test_persistence_modules_leave_pygame_out() -> None:
    """Import each in a fresh interpreter: pygame must not be loaded."""
    code = (
        "import importlib, sys\n"
        f"for name in {MODULES!r}:\n"
        "    importlib.import_module(name)\n"
        "print('pygame' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
    assert len(MODULES) == 6
