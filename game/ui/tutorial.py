"""The first game: a fixed, friendly deal per game with a short prompt at each new kind of
decision (a chip draft, a minus card, a change of phase...).

`moment` is pure: it names the kind of decision in front of the player from the view and
the legal actions; the table shows the prompt of each moment once, and the player can
leave the tutorial at any time (T, or the prompt's own line says how). Offered in game
select through `first_game_setup`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.rules import Action, GameDef
from game.core.table import HUMAN, Seat
from game.games import ENTRIES
from game.i18n import CATALOGS
from game.ui.setup_model import TableSetup, default_names

# The fixed deals (each game's entry: `first_game`): the same cards every time, against
# the friendly (basic) bots, chosen from the first seeds so that the first deal meets the
# game's main kinds of decision; tests/ui/test_tutorial.py checks the prompts each shows.
# The order in which a turn's kinds of decision are looked up: the rarer one first (a Weis
# offered with the first card, roem claimed before the next play).
KIND_ORDER = (
    "weis",
    "stoeck",
    "roem",
    "push",
    "trump",
    "pickup",
    "declare",
    "chip",
    "take",
    "task",
    "turn",
    "add",
    "lay",
    "discard",
    "pass",
    "play",
)


def moment(game_id: str, view: object, legal: tuple[Action, ...]) -> str | None:
    """The catalog key of the prompt for the decision in front of the player, if any."""
    entry = ENTRIES.get(game_id)
    special = entry.first_game.moment(view) if entry is not None else None
    if special is not None:
        return special  # a moment of the game's own (a phase it enters)
    kinds = {action.kind for action in legal}
    for kind in KIND_ORDER:
        if kind in kinds and _known(f"tutorial.{game_id}.{kind}"):
            return f"tutorial.{game_id}.{kind}"
    return None


def _known(key: str) -> bool:
    return key in CATALOGS["en"]


@dataclass
class Tutorial:
    """The prompts of one first game: which were shown, and whether it is still on."""

    game_id: str
    seen: set[str] = field(default_factory=set)
    on: bool = True
    current: str | None = None  # the prompt up now
    turn: int = -1  # the table turn it belongs to

    def update(self, view: object, legal: tuple[Action, ...], turn: int) -> None:
        """At a human's turn: put up the prompt of a moment not met before (a prompt
        stays up for its own turn only)."""
        if not self.on or turn == self.turn:
            return
        self.turn = turn
        key = moment(self.game_id, view, legal)
        self.current = None
        if key is not None and key not in self.seen:
            self.seen.add(key)
            self.current = key

    def leave(self) -> None:
        """The player leaves the tutorial: no more prompts (the game goes on)."""
        self.on = False
        self.current = None


def first_game_setup(game: GameDef) -> TableSetup:
    """The first game of `game`: the player against friendly (basic) bots on a fixed deal."""
    entry = ENTRIES.get(game.id)
    first = entry.first_game if entry is not None else None
    seats_count = first.seats if first is not None else min(game.seats)
    level = "basic" if "basic" in game.bots else next(iter(game.bots))
    players = [HUMAN] + [level] * (seats_count - 1)
    names = default_names(players)
    seats = tuple(Seat(player, names[i]) for i, player in enumerate(players))
    return TableSetup(game, seats, first.seed if first is not None else 1, tutorial=True)
