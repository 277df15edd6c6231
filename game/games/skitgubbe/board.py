"""What a Skitgubbe view shows beyond its fields, read the way the rules read it.

Pure (no pygame): the presenter words it and the table draws it from the same answers,
so a button's count and the lays outlined on the table always agree.
"""

from __future__ import annotations

from game.games.skitgubbe.actions import ADD
from game.games.skitgubbe.state import SkitgubbeView
from game.games.skitgubbe.tables import mask_of, pickup_indices


def pickup_preview(view: SkitgubbeView) -> tuple[int, ...]:
    """Indices of the lays a pick-up would take now (bottom lay = 0), by the table's
    options (public: every view carries them)."""
    options = view.options
    masks = [mask_of(cards) for _, cards in view.table]
    return pickup_indices(masks, options.pickup_mode, options.phase2_sequences)


def tied(view: SkitgubbeView) -> list[int]:
    """The seats of the running tie replay, in their playing order."""
    seats = [p.seat for p in view.trick if p.round == view.round and p.kind != ADD]
    return seats + [s for s in view.still_to_play if s not in seats]
