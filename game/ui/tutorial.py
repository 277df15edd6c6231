"""The first game: a fixed, friendly deal per game with a short prompt at each new kind of
decision (a chip draft, a minus card, a change of phase...).

`moment` is pure: it names the kind of decision in front of the player from the view and
the legal actions; the table shows the prompt of each moment once, and the player can
leave the tutorial at any time (T, or the prompt's own line says how). Offered in game
select through `first_game_setup`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.core.rules import Action, GameDef
from game.core.table import HUMAN, Seat
from game.games import ENTRIES
from game.i18n import CATALOGS, t
from game.ui import renderer
from game.ui.controller import Phase
from game.ui.layout import Box, TableLayout
from game.ui.setup_model import TableSetup, default_names

if TYPE_CHECKING:
    from game.ui.screens.table import TableScreen

LEAVE_KEY = "t"

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


def moment(game_id: str, view: Any, legal: tuple[Action, ...]) -> str | None:
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

    def update(self, view: Any, legal: tuple[Action, ...], turn: int) -> None:
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


def tutorial_for(table: TableScreen) -> Tutorial | None:
    """The table's tutorial (made on first use), or None at a normal table."""
    if not table.setup.tutorial:
        return None
    tutorial = getattr(table, "tutorial", None)
    if tutorial is None:
        tutorial = Tutorial(table.setup.game.id)
        table.tutorial = tutorial
    return tutorial


def tutorial_command(table: TableScreen, command: Any) -> bool:
    """T leaves the tutorial; True when the command was that."""
    from game.ui.commands import Key

    tutorial = tutorial_for(table)
    if tutorial is None or not tutorial.on:
        return False
    if isinstance(command, Key) and command.name == LEAVE_KEY:
        tutorial.leave()
        return True
    return False


def prompt_box(lay: TableLayout, rows: int, size: int) -> Box:
    """The prompt's panel: top middle, between the corner panels."""
    s = lay.scale
    x0 = lay.info_panel.right + round(12 * s)
    w = lay.score_panel.x - round(12 * s) - x0
    h = round(rows * size * 1.3 + 40 * s)
    return Box(x0, round(8 * s), w, h)


def advance_tutorial(table: TableScreen) -> None:
    """Each frame: at a human's turn, put up the prompt of a moment not met before."""
    tutorial = tutorial_for(table)
    c = table.controller
    if tutorial is not None and c.phase == Phase.AWAIT_HUMAN:
        tutorial.update(c.display_view(), c.human_legal(), c.turn_counter)


def draw_tutorial(surface: pygame.Surface, table: TableScreen, lay: TableLayout) -> None:
    """The prompt of the moment, while the player is at it."""
    tutorial = tutorial_for(table)
    c = table.controller
    if (
        tutorial is None
        or not tutorial.on
        or tutorial.current is None
        or c.phase != Phase.AWAIT_HUMAN
        or tutorial.turn != c.turn_counter
    ):
        return
    s = lay.scale
    size = max(12, round(16 * s))
    text = t(tutorial.current)
    probe = prompt_box(lay, 1, size)
    rows = renderer.wrap_text(text, size, probe.w - round(28 * s))
    box = prompt_box(lay, len(rows), size)
    renderer.panel(surface, box, 240, round(12 * s), renderer.GOLD)
    y = box.y + round(10 * s)
    for row in rows:
        renderer.draw_text(surface, row, size, (box.x + round(14 * s), y), renderer.WHITE)
        y += round(size * 1.3)
    renderer.draw_text(
        surface,
        t("tutorial.leave"),
        max(11, round(13 * s)),
        (box.right - round(12 * s), box.bottom - round(6 * s)),
        renderer.DIM,
        "bottomright",
    )
