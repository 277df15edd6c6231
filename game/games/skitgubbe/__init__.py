"""Skitgubbe: the registry entry (light: the rules, the table and the help load on first use).

Everything the program knows about the game is reached from ENTRY; the rules definition
is game/games/skitgubbe/definition.py (loaded on first use).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.entry import FirstGame, GameEntry, french_faces
from game.games.skitgubbe import stats

if TYPE_CHECKING:
    from game.analysis.model import GameAnalysis
    from game.core.rules import GameDef
    from game.games.entry import BlunderDetector, HelpBuilder


def _definition() -> GameDef:
    """The rules definition (its import loads the rules, bots and search)."""
    from game.games.skitgubbe.definition import GAME

    return GAME


def _presenter() -> type:
    """What the table says about the game (pure)."""
    from game.games.skitgubbe.present import SkitgubbePresenter

    return SkitgubbePresenter


def _table() -> type:
    """The game's table: its painters and decisions (UI)."""
    from game.games.skitgubbe.view import SkitgubbeTable

    return SkitgubbeTable


def _guide() -> type:
    """The game's parts of the table guide (UI)."""
    from game.games.skitgubbe.guide import SkitgubbeGuide

    return SkitgubbeGuide


def _help() -> HelpBuilder:
    """The rules help document of a table's options."""
    from game.help.skitgubbe import skitgubbe_help

    return skitgubbe_help


def _analysis() -> GameAnalysis:
    """Decision analysis and the open-hands solve (pure: game/analysis/model.py)."""
    from game.games.skitgubbe.analysis import ANALYSIS

    return ANALYSIS


def _blunders() -> BlunderDetector:
    """The blunder counter of python -m game.sim (game/blunders.py says what counts)."""
    from game.games.skitgubbe.search import blunders

    return blunders


def _moment(view: object) -> str | None:
    """Phase 2 has begun and nothing lies on the table yet: how the second phase goes."""
    if getattr(view, "phase", "") == "phase2" and not getattr(view, "table", ()):
        return "tutorial.skitgubbe.phase2"
    return None


ENTRY = GameEntry(
    id="skitgubbe",
    name="Skitgubbe",
    definition=_definition,
    presenter=_presenter,
    table=_table,
    guide=_guide,
    help=_help,
    blunders=_blunders,
    analysis=_analysis,
    # The same friendly deal every time: seed 5 meets both phases, with adding and a pick-up
    # (tests/ui/test_tutorial.py checks the prompts it shows).
    first_game=FirstGame(seed=5, seats=3, moment=_moment),
    stats_columns=stats.COLUMNS,
    count_deal=stats.count_deal,
    preview=("AS", "AH", "AD"),
    face_style=french_faces,
    tagline="select.tagline.skitgubbe",
    length="select.length.skitgubbe",
    counts_losses=True,  # a series: each game finds one loser
)
