"""Klaverjas: the registry entry (light: the rules, the table and the help load on first use).

Everything the program knows about the game is reached from ENTRY; the rules definition
is game/games/klaverjas/definition.py (loaded on first use).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.entry import FirstGame, GameEntry, french_faces
from game.games.klaverjas import stats

if TYPE_CHECKING:
    from game.analysis.model import GameAnalysis
    from game.core.rules import GameDef
    from game.games.entry import BlunderDetector, HelpBuilder


def _definition() -> GameDef:
    """The rules definition (its import loads the rules, bots and search)."""
    from game.games.klaverjas.definition import GAME

    return GAME


def _presenter() -> type:
    """What the table says about the game (pure)."""
    from game.games.klaverjas.present import KlaverjasPresenter

    return KlaverjasPresenter


def _table() -> type:
    """The game's table: its painters and decisions (UI)."""
    from game.games.klaverjas.view import KlaverjasTable

    return KlaverjasTable


def _guide() -> type:
    """The game's parts of the table guide (UI)."""
    from game.games.klaverjas.guide import KlaverjasGuide

    return KlaverjasGuide


def _help() -> HelpBuilder:
    """The rules help document of a table's options."""
    from game.help.klaverjas import klaverjas_help

    return klaverjas_help


def _analysis() -> GameAnalysis:
    """Decision analysis and the open-hands solve (pure: game/analysis/model.py)."""
    from game.games.klaverjas.analysis import ANALYSIS

    return ANALYSIS


def _blunders() -> BlunderDetector:
    """The blunder counter of python -m game.sim (game/blunders.py says what counts)."""
    from game.games.klaverjas.search import blunders

    return blunders


ENTRY = GameEntry(
    id="klaverjas",
    name="Klaverjas",
    definition=_definition,
    presenter=_presenter,
    table=_table,
    guide=_guide,
    help=_help,
    blunders=_blunders,
    analysis=_analysis,
    # The same friendly deal every time: seed 1 meets the trump choice
    # (tests/ui/test_tutorial.py checks the prompts it shows).
    first_game=FirstGame(seed=1, seats=4),
    stats_columns=stats.COLUMNS,
    count_deal=stats.count_deal,
    preview=("9C", "JC", "AC"),
    face_style=french_faces,
    tagline="select.tagline.klaverjas",
    length="select.length.klaverjas",
)
