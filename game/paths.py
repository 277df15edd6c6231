"""Every file location: the assets root (source or PyInstaller bundle) and the user dirs."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from platformdirs import PlatformDirs

APP_NAME = "Stich"
HOME_OVERRIDE = "STICH_HOME"  # tests and portable installs put all user files below this


def assets_root() -> Path:
    """The folder holding sprites/ and sounds/: the bundle when frozen, else the repo."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def asset(*parts: str) -> Path:
    """Path of one asset file, e.g. asset("sprites", "felt.png")."""
    return assets_root().joinpath(*parts)


def _dirs() -> PlatformDirs:
    return PlatformDirs(APP_NAME, appauthor=False)


def _user_dir(kind: str) -> Path:
    override = os.environ.get(HOME_OVERRIDE)
    if override:
        return Path(override) / kind
    return Path(getattr(_dirs(), f"user_{kind}_dir"))


def config_dir() -> Path:
    """Where settings live (~/.config/Stich on Linux)."""
    return _user_dir("config")


def data_dir() -> Path:
    """Where saves and statistics live (~/.local/share/Stich on Linux)."""
    return _user_dir("data")
