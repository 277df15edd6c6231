"""A game's registry entry: its rules (`GameDef`) and everything else the program shows or
counts about it. PURE (no pygame, no game.ui) and LIGHT.

Light because the menus, the statistics screen and the start-up asset check read the
entries before any game is chosen, and loading every game's rules, bots and search costs
nearly half a second at start. So the entry holds data and small pure functions itself,
and reaches the heavy pieces through zero-argument loaders defined in the game's own
`__init__.py`: `definition` (the GameDef), `presenter`, `table`, `guide` (UI classes: the caller
narrows what it gets with issubclass), `help`, `blunders` and `analysis`. Each loader imports its
module inside the function, so PyInstaller still sees the import statement.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from pydantic import BaseModel

from game.core.cards import Deck
from game.core.rules import Action, DealResult, GameDef

if TYPE_CHECKING:
    from game.analysis.model import GameAnalysis
    from game.help.document import HelpDocument

# The registry holds games of different view and options types: `Any` below is the
# existential "this game's", as in GameDef.make_rules; each game's function is typed.
BlunderDetector = Callable[[Any, Sequence[Action], Action], list[str]]
HelpBuilder = Callable[[Any, int, str], "HelpDocument"]


@dataclass(frozen=True)
class FaceStyle:
    """Card faces of a game's own deck: the sprite folder and the cards drawn in it."""

    folder: str
    deck: Deck


class FaceChoice(Protocol):
    """The player's settings that pick among a game's card faces (game.settings.Settings)."""

    @property
    def jass_deck(self) -> str:
        """French or Swiss faces for the Jass deck."""
        ...

    @property
    def four_colour(self) -> bool:
        """French faces with four suit colours."""
        ...


class PlayerRecord(Protocol):
    """One player's statistics in one game (game.stats.PlayerStats)."""

    matches: int
    won: int
    deals: int
    points: int
    against: int
    chips: int
    chip_value: int
    losses: int
    assisted: int

    def win_rate(self) -> float | None:
        """Won / played, None before the first finished match."""
        ...


@dataclass(frozen=True)
class StatColumn:
    """A column of a game's statistics table: its heading's catalog key and its cell."""

    key: str
    cell: Callable[[PlayerRecord], str]


# The game's own part of counting one finished deal for one seat (the shared part, deals
# and points, is counted by game/stats.py): the record, the deal, the seat, the options.
DealCounter = Callable[[PlayerRecord, DealResult[Any], int, BaseModel | None], None]


def _no_moment(view: object) -> str | None:
    return None


@dataclass(frozen=True)
class FirstGame:
    """The game's first game (the tutorial): a fixed, friendly deal and its special prompt.

    `moment(view)`: the catalog key of a prompt the legal actions alone do not tell (a
    phase the game enters), or None."""

    seed: int
    seats: int
    moment: Callable[[object], str | None] = _no_moment


@dataclass(frozen=True)
class GameEntry:
    """Everything the program knows about one game, listed in game.games.ENTRIES."""

    id: str
    name: str
    definition: Callable[[], GameDef]  # loads the rules definition (heavy)
    presenter: Callable[[], type]  # game.games.<id>.present.<Game>Presenter
    table: Callable[[], type]  # game.games.<id>.view.<Game>Table
    guide: Callable[[], type]  # game.games.<id>.guide: the table guide's areas (UI)
    help: Callable[[], HelpBuilder]  # the rules help document of a table's options
    blunders: Callable[[], BlunderDetector]  # python -m game.sim's blunder counter
    analysis: Callable[[], GameAnalysis]  # decision analysis and open-hands solve (pure)
    first_game: FirstGame
    stats_columns: tuple[StatColumn, ...]  # after the player's name
    count_deal: DealCounter
    preview: tuple[str, ...]  # three characteristic cards of its deck (game select)
    face_style: Callable[[FaceChoice], str]  # the faces the table and its picture show
    faces: tuple[FaceStyle, ...] = ()  # faces only this game draws (the French ones aside)
    tagline: str = ""  # catalog key: what makes the game special
    length: str = ""  # catalog key: how long a game usually lasts
    # A match is a series whose totals count each player's losses (as negative points):
    # the menu shows those counts instead of a score.
    counts_losses: bool = False

    @property
    def game(self) -> GameDef:
        """The rules definition (loaded on first use)."""
        return self.definition()


def french_faces(settings: FaceChoice) -> str:
    """French faces, with four suit colours when the player chose them."""
    return "french4" if settings.four_colour else "french"
