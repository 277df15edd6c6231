"""The text audit at bigger text sizes and in the high-contrast theme: what the tables
and screens draw is never cut and never under the minimum (12 px times the text size:
24 px at 200%), as tests/ui/text_audit.py checks it at 100%.

Kept cheap: each table at its crowded seat count is played once, the text sizes spread
over the tables (every size at 1280x720, 200% at 1920x1080 too); every other screen at
200%. Was Sticht's texts are whole at every size, but where its chip draft and seat
rows do not fit yet they lie over other things (tests/ui/test_was_sticht_text_size.py
says where they fit). Stichln at seven and eight seats: the first 500 steps (its first
round), where the narrow seat tags show only the lines that fit whole.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from game.app import App
from game.i18n import set_language
from game.ui import readability
from tests.ui.app_helpers import close_app
from tests.ui.text_audit import DECKS, Audit, audit_screens, play_table, problems, recording

# (game, seats, text size, theme, window): every size at the smallest usual window, the
# biggest at 1920x1080, both themes. Skitgubbe's match is a series of three games: its
# first 700 steps (both phases of its first game) are played, not the whole series; of
# Was Sticht's match the first 400 steps (every phase of its first round).
CASES = [
    ("schieber", 4, 200, "high_contrast", (1280, 720)),
    ("klaverjas", 4, 175, "standard", (1280, 720)),
    ("skitgubbe", 6, 200, "standard", (1280, 720)),
    ("stichln", 6, 150, "high_contrast", (1280, 720)),
    ("stichln", 5, 200, "standard", (1280, 720)),
    ("klaverjas", 3, 125, "high_contrast", (1280, 720)),
    ("schieber", 4, 200, "standard", (1920, 1080)),
    ("was_sticht", 4, 125, "standard", (1280, 720)),
    ("was_sticht", 3, 150, "high_contrast", (1280, 720)),
    ("was_sticht", 4, 200, "standard", (1920, 1080)),
    ("stichln", 7, 200, "high_contrast", (1280, 720)),
    ("stichln", 8, 200, "standard", (1280, 720)),
]
SERIES_STEPS = {"skitgubbe": 700, "was_sticht": 400}
CROWDED_STEPS = 500  # Stichln at seven or eight seats: its first round


def _app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, window: tuple[int, int]) -> App:
    """An app at this window size with no waiting, on a stepping clock."""
    monkeypatch.setenv("STICH_HOME", str(tmp_path))
    app = App(size=window)
    app.settings = app.settings.model_copy(
        update={"bot_delay": 0.0, "animation": "off", "trick_pause": 0.3}
    )
    app.now = lambda: app.frames * 0.1  # type: ignore[method-assign]
    return app


@pytest.mark.parametrize(("game", "seats", "size", "theme", "window"), CASES)
def test_tables_read_at_bigger_text(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    game: str,
    seats: int,
    size: int,
    theme: str,
    window: tuple[int, int],
) -> None:
    """A whole match at this text size and theme: nothing cut, nothing too small."""
    app = _app(tmp_path, monkeypatch, window)
    try:
        readability.apply(size, theme)
        audit = Audit()
        with recording(audit):
            crowded = seats >= 7
            limit = CROWDED_STEPS if crowded else SERIES_STEPS.get(game, 6000)
            ended = play_table(app, audit, game, seats, DECKS[game][-1], "en", limit=limit)
        assert problems(audit, "en") == []
        assert ended or game in SERIES_STEPS or crowded
        assert audit.screens > 15 and len(audit.drawn) > 60
        if crowded:  # narrow tags: tricks and total on lines of their own
            assert any(text.startswith("Total ") for text in audit.drawn)
            assert any(text.startswith("Tricks ") and "·" not in text for text in audit.drawn)
        if game == "skitgubbe":  # both phases were drawn
            assert {"skitgubbe:phase1", "skitgubbe:phase2"} <= audit.phases
        if game == "was_sticht":  # chip draft, card draft, tasks, tricks, the round's end
            phases = {"chips", "draft", "task", "play", "done"}
            assert {f"was_sticht:{phase}" for phase in phases} <= audit.phases
        assert min(audit.drawn.values()) >= 12  # 12 px before the text size: 12 * size / 100
    finally:
        set_language("en")
        close_app(app)


def test_every_other_screen_reads_at_200_percent(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Menus, game select, setup (scrolled), rules (every page), settings, statistics,
    saves, pause and the how-to overlay at 200% in the high-contrast theme. Over the
    tables that fit at 200% (pause, rules and how-to lie over a table): not Was Sticht,
    Stichln at six seats."""
    app = _app(tmp_path, monkeypatch, (1280, 720))
    try:
        readability.apply(200, "high_contrast")
        audit = Audit()
        with recording(audit):
            games = ("klaverjas", "stichln", "schieber", "skitgubbe")
            screens = audit_screens(app, audit, "en", games, {"stichln": 6})
        assert problems(audit, "en") == []
        assert screens > 150 and len(audit.drawn) > 300
    finally:
        set_language("en")
        close_app(app)


def test_the_cases_cover_every_size_and_both_themes() -> None:
    """Every bigger text size at 1280x720, 200% at 1920x1080, both themes, all five
    games."""
    assert {size for _, _, size, _, window in CASES if window == (1280, 720)} == {
        125,
        150,
        175,
        200,
    }
    assert any(size == 200 and window == (1920, 1080) for _, _, size, _, window in CASES)
    assert {theme for *_, theme, _ in CASES} == {"standard", "high_contrast"}
    assert len({game for game, *_ in CASES}) == 5 and len(CASES) == 12
