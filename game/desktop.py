"""The Linux desktop entry: `stich --install-desktop` adds Stich to the menu with its icon.

Files go where the XDG base directory spec says user data lives ($XDG_DATA_HOME, else
~/.local/share): applications/stich.desktop and icons/hicolor/256x256/apps/stich.png.
The entry starts whatever is running now: the built executable, or this Python with
`-m game`, so it works for the bundle, a venv install and a source checkout alike.
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
from pathlib import Path

from game.i18n import CATALOGS, t
from game.paths import asset

ENTRY_NAME = "stich.desktop"
ICON_NAME = "stich"  # the icon theme name; the entry's Icon= refers to it
ICON_SIZE_DIR = "256x256"  # sprites/icon.png is 256x256 (tests/assets pins it)
# Characters that force an Exec argument into double quotes (Desktop Entry spec, "Exec key").
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def data_home() -> Path:
    """$XDG_DATA_HOME when absolute (the spec says ignore a relative one), else ~/.local/share."""
    value = os.environ.get("XDG_DATA_HOME", "")
    if value and Path(value).is_absolute():
        return Path(value)
    return Path.home() / ".local" / "share"


def entry_path() -> Path:
    """Where the desktop entry is written."""
    return data_home() / "applications" / ENTRY_NAME


def icon_path() -> Path:
    """Where the icon is copied (the hicolor theme every desktop falls back to)."""
    return data_home() / "icons" / "hicolor" / ICON_SIZE_DIR / "apps" / f"{ICON_NAME}.png"


def launch_command() -> list[str]:
    """The command that starts this Stich: the frozen executable or `python -m game`."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, "-m", "game"]


def source_root() -> Path | None:
    """The checkout `python -m game` runs from (None when frozen): the entry's working dir."""
    if getattr(sys, "frozen", False):
        return None
    return Path(__file__).resolve().parent.parent


def exec_argument(argument: str) -> str:
    """One argument quoted for an Exec line (before the string-value escaping)."""
    argument = argument.replace("%", "%%")  # a lone % would start a field code
    if any(ch in _RESERVED for ch in argument):
        return '"' + re.sub(r'([`"$\\])', r"\\\1", argument) + '"'
    return argument


def string_value(text: str) -> str:
    """Escape a value of type string (backslash first, then control characters)."""
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t").replace("\r", "\\r")


def exec_line(command: list[str]) -> str:
    """The Exec value for a command: quoting rule first, then the string escaping rule."""
    return string_value(" ".join(exec_argument(part) for part in command))


def render_entry(template: str, command: list[str], workdir: Path | None) -> str:
    """The desktop entry's text: the template filled in, then per-language lines."""
    text = template.format(
        name=string_value(t("app.title")),
        generic_name=string_value(CATALOGS["en"]["desktop.generic_name"]),
        comment=string_value(CATALOGS["en"]["desktop.comment"]),
        try_exec=string_value(command[0]),
        exec=exec_line(command),
        icon=ICON_NAME,
    )
    lines = text.rstrip("\n").split("\n")
    if workdir is not None:
        lines.append(f"Path={string_value(str(workdir))}")
    # Menus pick Comment[ja] etc. by the desktop's language; English is the plain key.
    for code, messages in sorted(CATALOGS.items()):
        if code == "en":
            continue
        for key, field in (("desktop.generic_name", "GenericName"), ("desktop.comment", "Comment")):
            if key in messages:
                lines.append(f"{field}[{code}]={string_value(messages[key])}")
    return "\n".join(lines) + "\n"


def _write_atomic(path: Path, data: bytes, mode: int) -> None:
    """Write through a temporary file and rename, so a crash never leaves half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        # mkstemp makes the file private (0600); an icon and a menu entry are public.
        os.chmod(temp, mode)
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def install_desktop() -> tuple[Path, Path]:
    """Write the desktop entry and copy the icon; returns both paths."""
    template = asset("sprites", ENTRY_NAME).read_text(encoding="utf-8")
    entry = render_entry(template, launch_command(), source_root())
    _write_atomic(icon_path(), asset("sprites", "icon.png").read_bytes(), 0o644)
    # Executable: some launchers only trust an entry in the user's dirs when it is.
    _write_atomic(entry_path(), entry.encode("utf-8"), 0o755)
    return entry_path(), icon_path()


def uninstall_desktop() -> list[Path]:
    """Remove the desktop entry and the icon; returns what was removed."""
    removed = []
    for path in (entry_path(), icon_path()):
        if path.is_file():
            path.unlink()
            removed.append(path)
    return removed


def is_linux_desktop() -> bool:
    """True on the systems that use XDG desktop entries (Linux and the BSDs)."""
    return sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd"))


def desktop_main(install: bool) -> int:
    """`--install-desktop` / `--uninstall-desktop`: do it, say what happened, exit code."""
    if not is_linux_desktop():
        print(t("desktop.not_linux"), file=sys.stderr)
        return 1
    try:
        if install:
            entry, icon = install_desktop()
            print(t("desktop.installed", entry=entry, icon=icon))
            return 0
        removed = uninstall_desktop()
    except OSError as exc:  # unwritable data dir, missing template or icon file
        print(t("desktop.failed", error=exc), file=sys.stderr)
        return 1
    for path in removed:
        print(t("desktop.removed", path=path))
    if not removed:
        print(t("desktop.nothing_to_remove"))
    return 0
