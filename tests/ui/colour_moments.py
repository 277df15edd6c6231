"""Tables of every game stopped at the moments that show its colour-coded things.

Used by tests/ui/test_colour_cues.py and tools/colour_shots.py. Each table (a game with a
deck) is played once, its human deciding at random among the legal actions, and drawn
only at the wanted moments: the human's card play with a card selected, the keyboard on
another and illegal cards in the hand; a finished trick held with its winner marked; the
last trick (L); the score chart; and the first time each other kind of decision comes
(trump or colour choice, chips, the card draft, tasks, ...).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pygame

from game.app import App
from game.core.table import Seat
from game.games import REGISTRY
from game.ui.controller import Phase
from game.ui.setup_model import TableSetup, default_names
from game.ui.table.screen import TableScreen

# (game, seats, deck settings, tag): every game, both Jass decks and the four-colour deck.
TABLES: tuple[tuple[str, int, dict[str, Any], str], ...] = (
    ("schieber", 4, {"jass_faces": "french"}, "schieber-french"),
    ("schieber", 4, {"jass_faces": "swiss"}, "schieber-swiss"),
    ("klaverjas", 4, {"four_colour": False}, "klaverjas"),
    ("klaverjas", 4, {"four_colour": True}, "klaverjas-4colour"),
    ("skitgubbe", 4, {"four_colour": False}, "skitgubbe"),
    ("skitgubbe", 4, {"four_colour": True}, "skitgubbe-4colour"),
    ("was_sticht", 4, {}, "was_sticht"),
    ("stichln", 4, {}, "stichln"),
)
# Moments every table shows (the game's own decisions come on top).
COMMON = ("play", "won", "last", "chart")
FRAME = 0.1  # seconds per frame of the stepping clock


@dataclass
class Moment:
    """One drawn moment of a table: its name and the window as drawn."""

    table: str
    name: str
    surface: pygame.Surface


def make_app(**settings: Any) -> App:
    """A 1280x720 app on a stepping clock, bots deciding at once, tricks held a while."""
    app = App(size=(1280, 720))
    values: dict[str, Any] = {"animation": "off", "bot_delay": 0.0, "trick_pause": 1.0}
    values.update(settings)
    app.settings = app.settings.model_copy(update=values)
    app.now = lambda: app.frames * FRAME  # type: ignore[method-assign]
    return app


def open_table(app: App, game: str, seats: int, deck: dict[str, Any], seed: int) -> TableScreen:
    """A table of `game` with the human in seat 0 and bots elsewhere."""
    app.settings = app.settings.model_copy(update=deck)
    players = ("human",) + ("random",) * (seats - 1)
    names = default_names(players)
    setup = TableSetup(
        REGISTRY[game], tuple(Seat(p, n) for p, n in zip(players, names, strict=True)), seed
    )
    table = TableScreen(app, setup)
    app.stack.replace(table)
    return table


def snap(app: App) -> pygame.Surface:
    """The window drawn once, as a copy."""
    app.screen.fill((0, 0, 0))
    app.stack.draw(app.screen)
    return app.screen.copy()


def _illegal_in_hand(table: TableScreen) -> bool:
    turn = table.turn(table.layout())
    return turn is not None and 0 < len(turn.offer.usable) < len(turn.offer.cards)


def _select_for_play(table: TableScreen) -> None:
    """A usable card selected, the keyboard on another usable card."""
    turn = table.turn(table.layout())
    assert turn is not None
    usable = [i for i, card in enumerate(turn.offer.cards) if card in turn.offer.usable]
    sel = table.selection
    sel.picked = (turn.offer.cards[usable[0]],)
    sel.cursor = usable[-1] if len(usable) > 1 else usable[0]
    sel.focus = "hand"


def moments(
    app: App, game: str, seats: int, deck: dict[str, Any], tag: str, seed: int = 5
) -> Iterator[Moment]:
    """The table's moments, each drawn once (the table is closed at the end)."""
    table = open_table(app, game, seats, deck, seed)
    c = table.controller
    rng = random.Random(seed)
    wanted = set(COMMON)
    kinds: set[str] = set()
    deals = 0
    try:
        for _ in range(20000):
            if not wanted and deals >= 2:
                return
            frame = table.animator.frame(app.now())
            if "won" in wanted and frame is not None and frame.marks:
                wanted.discard("won")
                yield Moment(tag, "won", snap(app))
            if c.phase == Phase.AWAIT_HUMAN:
                legal = c.human_legal()
                kind = "+".join(sorted({a.kind for a in legal}))
                # A hand with illegal cards; in a game that never has any (Stichln), a
                # card play of the second deal.
                if "play" in wanted and kind == "play" and (_illegal_in_hand(table) or deals):
                    wanted.discard("play")
                    _select_for_play(table)
                    yield Moment(tag, "play", snap(app))
                    table.selection.clear()
                elif kind != "play" and kind not in kinds:
                    kinds.add(kind)
                    table.selection.choice_pick = 0
                    table.selection.focus = "choices"
                    yield Moment(tag, kind.replace("+", "-"), snap(app))
                    table.selection.clear()
                elif "last" in wanted and "won" not in wanted:
                    wanted.discard("last")
                    table.layers.last_trick.open = True
                    yield Moment(tag, "last", snap(app))
                    table.layers.last_trick.open = False
                elif "chart" in wanted and deals >= 1:
                    wanted.discard("chart")
                    sheet = table.layers.sheet
                    sheet.open, sheet.chart = True, True
                    yield Moment(tag, "chart", snap(app))
                    sheet.open = sheet.chart = False
                c.human_action(legal[rng.randrange(len(legal))], app.now())
            elif c.phase == Phase.DEAL_SUMMARY:
                deals += 1
                c.confirm_summary(app.now())
            elif c.phase == Phase.HANDOVER:
                app.frames += 20
                c.confirm_handover(app.now())
            elif c.phase == Phase.MATCH_OVER:
                return
            app.stack.update(app.now())
            app.frames += 1
        raise RuntimeError(f"{tag}: never showed {sorted(wanted)}")
    finally:
        table.close()
