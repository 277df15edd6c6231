"""Was Sticht: the registry entry (light: the rules, the table and the help load on first use).

Everything the program knows about the game is reached from ENTRY; the rules definition
is game/games/was_sticht/definition.py (loaded on first use).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.cards import WAS_STICHT36
from game.games.entry import FaceChoice, FaceStyle, FirstGame, GameEntry
from game.games.was_sticht import stats

if TYPE_CHECKING:
    from game.analysis.model import GameAnalysis
    from game.core.rules import GameDef
    from game.games.entry import BlunderDetector, HelpBuilder


def _definition() -> GameDef:
    """The rules definition (its import loads the rules, bots and search)."""
    from game.games.was_sticht.definition import GAME

    return GAME


def _presenter() -> type:
    """What the table says about the game (pure)."""
    from game.games.was_sticht.present import WasStichtPresenter

    return WasStichtPresenter


def _table() -> type:
    """The game's table: its painters and decisions (UI)."""
    from game.games.was_sticht.view import WasStichtTable

    return WasStichtTable


def _guide() -> type:
    """The game's parts of the table guide (UI)."""
    from game.games.was_sticht.guide import WasStichtGuide

    return WasStichtGuide


def _help() -> HelpBuilder:
    """The rules help document of a table's options."""
    from game.help.was_sticht import was_sticht_help

    return was_sticht_help


def _analysis() -> GameAnalysis:
    """Decision analysis and the open-hands solve (pure: game/analysis/model.py)."""
    from game.games.was_sticht.analysis import ANALYSIS

    return ANALYSIS


def _blunders() -> BlunderDetector:
    """The blunder counter of python -m game.sim (game/blunders.py says what counts)."""
    from game.games.was_sticht.search import blunders

    return blunders


def _own_faces(settings: FaceChoice) -> str:
    """The game's own colour deck, whatever the settings."""
    return "was_sticht"


def _moment(view: object) -> str | None:
    """In the draft, once a column's hint trick has been shown: what the hint means."""
    if getattr(view, "phase", "") == "draft" and getattr(view, "hints", ()):
        return "tutorial.was_sticht.hint"
    return None


ENTRY = GameEntry(
    id="was_sticht",
    name="Was Sticht",
    definition=_definition,
    presenter=_presenter,
    table=_table,
    guide=_guide,
    help=_help,
    blunders=_blunders,
    analysis=_analysis,
    # The same friendly deal every time: seed 11 meets the chip draft and a column's hint trick
    # (tests/ui/test_tutorial.py checks the prompts it shows).
    first_game=FirstGame(seed=11, seats=4, moment=_moment),
    stats_columns=stats.COLUMNS,
    count_deal=stats.count_deal,
    preview=("R7", "B3", "Y9"),
    face_style=_own_faces,
    faces=(FaceStyle("was_sticht", WAS_STICHT36),),
    tagline="select.tagline.was_sticht",
    length="select.length.was_sticht",
)
