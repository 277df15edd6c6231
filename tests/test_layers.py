"""The pure layers never import pygame (ARCHITECTURE.md, principle 1)."""

from __future__ import annotations

import subprocess
import sys

from game.games import REGISTRY

PURE_MODULES = [
    "game.core.cards",
    "game.core.rules",
    "game.core.events",
    "game.core.tricks",
    "game.core.match",
    "game.core.table",
    "game.bots",
    "game.sim",
    "game.conformance",
    *(f"game.games.{game_id}.rules" for game_id in REGISTRY),
    *(f"game.games.{game_id}" for game_id in REGISTRY),
]


def test_pure_layers_leave_pygame_out() -> None:
    """Import every pure module in a fresh interpreter: pygame must not be loaded."""
    code = (
        "import importlib, sys\n"
        f"for name in {PURE_MODULES!r}:\n"
        "    importlib.import_module(name)\n"
        "print('pygame' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
    assert len(PURE_MODULES) >= 11
