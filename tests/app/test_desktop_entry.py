"""--install-desktop / --uninstall-desktop write and remove the XDG entry and the icon."""

from __future__ import annotations

import configparser
import sys
from pathlib import Path

import pytest

from game import desktop
from game.__main__ import main
from game.i18n import messages

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def xdg(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A temporary XDG_DATA_HOME."""
    home = tmp_path / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home


def read_entry(path: Path) -> dict[str, str]:
    """The [Desktop Entry] group as a dict (keys keep their case)."""
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read_string(path.read_text(encoding="utf-8"))
    return dict(parser["Desktop Entry"])


def test_install_writes_the_entry_and_the_icon(
    xdg: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """From source: Exec runs this Python with -m game in the checkout; Icon is the copy."""
    assert main(["--install-desktop"]) == 0
    entry_file = xdg / "applications" / "stich.desktop"
    icon_file = xdg / "icons" / "hicolor" / "256x256" / "apps" / "stich.png"
    assert capsys.readouterr().out.strip() == (
        f"Installed the desktop entry {entry_file} and the icon {icon_file}."
    )
    entry = read_entry(entry_file)
    assert entry["Type"] == "Application" and entry["Name"] == "Stich"
    assert entry["Icon"] == "stich" and entry["StartupWMClass"] == "stich"
    assert entry["Exec"] == desktop.exec_line([sys.executable, "-m", "game"])
    assert entry["Exec"].endswith(" -m game")
    assert entry["Path"] == str(ROOT) and entry["TryExec"] == sys.executable
    assert entry["Comment"] == "Five trick-taking card games against bots or hot-seat"
    assert icon_file.read_bytes() == (ROOT / "sprites" / "icon.png").read_bytes()
    assert entry_file.stat().st_mode & 0o777 == 0o755
    assert icon_file.stat().st_mode & 0o777 == 0o644


def test_uninstall_removes_both_and_says_so(xdg: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Uninstall removes exactly the two files; a second uninstall finds nothing."""
    entry, icon = desktop.install_desktop()
    assert main(["--uninstall-desktop"]) == 0
    assert not entry.exists() and not icon.exists()
    assert capsys.readouterr().out.splitlines() == [f"Removed {entry}.", f"Removed {icon}."]
    assert main(["--uninstall-desktop"]) == 0
    assert capsys.readouterr().out.strip() == "No desktop entry of Stich was installed."


def test_frozen_app_points_at_its_executable(xdg: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """In the bundle the entry runs the executable itself, with no working folder."""
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", "/opt/stich/stich")
    entry = read_entry(desktop.install_desktop()[0])
    assert entry["Exec"] == "/opt/stich/stich" and entry["TryExec"] == "/opt/stich/stich"
    assert "Path" not in entry


def test_exec_quoting_follows_the_desktop_entry_spec() -> None:
    """Reserved characters quote an argument; ` " $ \\ are escaped, then \\ doubled; % doubled."""
    assert desktop.exec_line(["/usr/bin/python3", "-m", "game"]) == "/usr/bin/python3 -m game"
    assert desktop.exec_line(["/opt/my games/py"]) == '"/opt/my games/py"'
    assert desktop.exec_line(['/a "b"/c']) == r'"/a \\"b\\"/c"'
    assert desktop.exec_line(["/x$y"]) == r'"/x\\$y"'
    assert desktop.exec_line(["/back\\slash"]) == r'"/back\\\\slash"'
    assert desktop.exec_line(["/100%/run"]) == "/100%%/run"


def test_other_languages_get_their_comment_lines(
    xdg: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With a Japanese catalog loaded the entry carries Comment[ja] and GenericName[ja]."""
    JA = messages("ja")
    entry = read_entry(desktop.install_desktop()[0])
    assert entry["Comment[ja]"] == JA["desktop.comment"]
    assert entry["GenericName[ja]"] == JA["desktop.generic_name"]
    assert entry["Comment"] == "Five trick-taking card games against bots or hot-seat"


def test_a_relative_xdg_data_home_is_ignored(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The XDG spec: a relative $XDG_DATA_HOME is invalid, so ~/.local/share is used."""
    monkeypatch.setenv("XDG_DATA_HOME", "relative/share")
    monkeypatch.setenv("HOME", str(tmp_path))
    assert desktop.entry_path() == tmp_path / ".local/share/applications/stich.desktop"
    monkeypatch.delenv("XDG_DATA_HOME")
    assert desktop.icon_path() == tmp_path / ".local/share/icons/hicolor/256x256/apps/stich.png"


def test_an_unwritable_place_is_reported_not_raised(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """XDG_DATA_HOME is a file: exit code 1 and one sentence, nothing half-written."""
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    assert main(["--install-desktop"]) == 1
    assert capsys.readouterr().err.startswith("Could not write the desktop entry: ")
    assert blocker.read_text() == "not a folder"


def test_other_systems_are_told_it_is_for_linux(
    xdg: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """On Windows nothing is written and the exit code says so."""
    monkeypatch.setattr(sys, "platform", "win32")
    assert desktop.desktop_main(install=True) == 1
    assert "Linux" in capsys.readouterr().err
    assert not xdg.exists()
