"""Stichln: the registry entry (light: the rules, the table and the help load on first use).

Everything the program knows about the game is reached from ENTRY; the rules definition
is game/games/stichln/definition.py (loaded on first use).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.cards import STICHLN126
from game.games.entry import FaceChoice, FaceStyle, FirstGame, GameEntry
from game.games.stichln import stats

if TYPE_CHECKING:
    from game.analysis.model import GameAnalysis
    from game.core.rules import GameDef
    from game.games.entry import BlunderDetector, HelpBuilder


def _definition() -> GameDef:
    """The rules definition (its import loads the rules, bots and search)."""
    from game.games.stichln.definition import GAME

    return GAME


def _presenter() -> type:
    """What the table says about the game (pure)."""
    from game.games.stichln.present import StichlnPresenter

    return StichlnPresenter


def _table() -> type:
    """The game's table: its painters and decisions (UI)."""
    from game.games.stichln.view import StichlnTable

    return StichlnTable


def _guide() -> type:
    """The game's parts of the table guide (UI)."""
    from game.games.stichln.guide import StichlnGuide

    return StichlnGuide


def _help() -> HelpBuilder:
    """The rules help document of a table's options."""
    from game.help.stichln import stichln_help

    return stichln_help


def _analysis() -> GameAnalysis:
    """Decision analysis and the open-hands solve (pure: game/analysis/model.py)."""
    from game.games.stichln.analysis import ANALYSIS

    return ANALYSIS


def _blunders() -> BlunderDetector:
    """The blunder counter of python -m game.sim (game/blunders.py says what counts)."""
    from game.games.stichln.search import blunders

    return blunders


def _own_faces(settings: FaceChoice) -> str:
    """The game's own colour deck, whatever the settings."""
    return "stichln"


ENTRY = GameEntry(
    id="stichln",
    name="Stichln",
    definition=_definition,
    presenter=_presenter,
    table=_table,
    guide=_guide,
    help=_help,
    blunders=_blunders,
    analysis=_analysis,
    # The same friendly deal every time: seed 7 meets the minus card
    # (tests/ui/test_tutorial.py checks the prompts it shows).
    first_game=FirstGame(seed=7, seats=4),
    stats_columns=stats.COLUMNS,
    count_deal=stats.count_deal,
    preview=("P0", "N17", "G12"),
    face_style=_own_faces,
    faces=(FaceStyle("stichln", STICHLN126),),
    tagline="select.tagline.stichln",
    length="select.length.stichln",
)
