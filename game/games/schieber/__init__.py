"""Schieber Jass: the registry entry (light: the rules, the table and the help load on first use).

Everything the program knows about the game is reached from ENTRY; the rules definition
is game/games/schieber/definition.py (loaded on first use).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.entry import FaceChoice, FirstGame, GameEntry
from game.games.schieber import stats

if TYPE_CHECKING:
    from game.analysis.model import GameAnalysis
    from game.core.rules import GameDef
    from game.games.entry import BlunderDetector, HelpBuilder


def _definition() -> GameDef:
    """The rules definition (its import loads the rules, bots and search)."""
    from game.games.schieber.definition import GAME

    return GAME


def _presenter() -> type:
    """What the table says about the game (pure)."""
    from game.games.schieber.present import SchieberPresenter

    return SchieberPresenter


def _table() -> type:
    """The game's table: its painters and decisions (UI)."""
    from game.games.schieber.view import SchieberTable

    return SchieberTable


def _guide() -> type:
    """The game's parts of the table guide (UI)."""
    from game.games.schieber.guide import SchieberGuide

    return SchieberGuide


def _help() -> HelpBuilder:
    """The rules help document of a table's options."""
    from game.help.schieber import schieber_help

    return schieber_help


def _analysis() -> GameAnalysis:
    """Decision analysis and the open-hands solve (pure: game/analysis/model.py)."""
    from game.games.schieber.analysis import ANALYSIS

    return ANALYSIS


def _blunders() -> BlunderDetector:
    """The blunder counter of python -m game.sim (game/blunders.py says what counts)."""
    from game.games.schieber.search import blunders

    return blunders


def _jass_faces(settings: FaceChoice) -> str:
    """French or Swiss faces, as the player set them for the Jass deck."""
    return settings.jass_deck


ENTRY = GameEntry(
    id="schieber",
    name="Schieber Jass",
    definition=_definition,
    presenter=_presenter,
    table=_table,
    guide=_guide,
    help=_help,
    blunders=_blunders,
    analysis=_analysis,
    # The same friendly deal every time: seed 4 meets the push and the trump choice
    # (tests/ui/test_tutorial.py checks the prompts it shows).
    first_game=FirstGame(seed=4, seats=4),
    stats_columns=stats.COLUMNS,
    count_deal=stats.count_deal,
    preview=("9H", "JH", "AS"),
    face_style=_jass_faces,
    tagline="select.tagline.schieber",
    length="select.length.schieber",
)
