"""`python tools/text_audit.py LANG` exits 0 for a clean language, 1 when it finds a
problem and 2 for a language the game does not have."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from game import i18n

ROOT = Path(__file__).resolve().parents[2]


def tool() -> ModuleType:
    """tools/text_audit.py as a module."""
    spec = importlib.util.spec_from_file_location(
        "text_audit_tool", ROOT / "tools" / "text_audit.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["text_audit_tool"] = module
    spec.loader.exec_module(module)
    return module


def test_exit_codes(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Clean German screens: 0; a German text with an unfilled placeholder: 1, naming
    it; an unknown language: 2."""
    monkeypatch.setenv("STICH_HOME", str(tmp_path))
    audit = tool()
    try:
        assert audit.main(["de", "--games", "none"]) == 0
        clean = capsys.readouterr().out
        assert clean.rstrip().endswith(" 0 problems") and "screens" in clean
        monkeypatch.setitem(i18n.messages("de"), "menu.play", "Spielen {oops}")
        assert audit.main(["de", "--games", "none"]) == 1
        out = capsys.readouterr().out
        assert "an unfilled placeholder: 'Spielen {oops}'" in out
        assert out.rstrip().endswith("problems") and " 0 problems" not in out
        assert audit.main(["xx"]) == 2
        assert "No such language: xx" in capsys.readouterr().out
    finally:
        i18n.set_language("en")
