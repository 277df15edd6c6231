"""The table guide (H overlay): which parts of this game's table to point at, and why.

Every game gets its own parts, chosen by the phase the deal is in, so the overlay never
labels something that is not on the table now (no "trick" over a draft grid, no score
sheet over a phase panel). A game's parts come from its registry entry: a `GameGuide`
subclass in game/games/<id>/guide.py, whose geometry comes from the game's own view
module; the words are `guide.*` catalog entries (game/i18n/en_learn.py), one sentence
each. Pure: no drawing here.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.games import ENTRIES
from game.ui.layout import Box, TableLayout, back_fan, centered


@dataclass(frozen=True, slots=True)
class Area:
    """A part of the table: the boxes it covers and the catalog key of its label."""

    boxes: tuple[Box, ...]
    key: str


def union(boxes: list[Box] | tuple[Box, ...]) -> Box:
    """The smallest box holding all the boxes."""
    x0, y0 = min(b.x for b in boxes), min(b.y for b in boxes)
    x1, y1 = max(b.right for b in boxes), max(b.bottom for b in boxes)
    return Box(x0, y0, x1 - x0, y1 - y0)


def guide_areas(
    game_id: str,
    lay: TableLayout,
    view: object,
    viewer: int,
    hand_sizes: tuple[int, ...],
    adapter: object = None,
) -> list[Area]:
    """The parts of this game's table worth explaining now, each with its sentence key."""
    areas: list[Area] = []
    if hand_sizes and hand_sizes[viewer] > 0:
        areas.append(Area((lay.hand_area,), "guide.hand"))
    others = tuple(
        union(
            [
                spot.plate,
                *back_fan(spot, hand_sizes[spot.seat], lay.small_w, lay.small_h, lay.scale),
            ]
        )
        for spot in lay.spots
        if spot.seat != viewer
    )
    if others:
        areas.append(Area(others, "guide.seats"))
    areas += game_guide(game_id).areas(lay, view, adapter)
    areas += [Area((lay.message,), "guide.prompt"), Area((lay.buttons,), "guide.buttons")]
    return areas


def trick_box(lay: TableLayout) -> Box:
    """Where the cards of a running trick lie (one slot per seat)."""
    return union([centered(*spot.trick_slot, lay.card_w, lay.card_h) for spot in lay.spots])


class GameGuide:
    """A game's own parts of the table, between the seats and the prompt; a game's
    guide module subclasses it. This one: the trick and the two panels."""

    def areas(self, lay: TableLayout, view: object, table: object) -> list[Area]:
        """The game's parts worth explaining now (`table`: the game's table presentation)."""
        return [
            Area((trick_box(lay),), "guide.trick"),
            Area((lay.info_panel,), "guide.info"),
            Area((lay.score_panel,), "guide.score"),
        ]


def game_guide(game_id: str) -> GameGuide:
    """The game's guide from its registry entry (the plain one for an unknown game)."""
    entry = ENTRIES.get(game_id)
    found = entry.guide() if entry is not None else GameGuide
    if not issubclass(found, GameGuide):
        raise TypeError(f"{game_id}: the guide {found.__name__} is no GameGuide")
    return found()
