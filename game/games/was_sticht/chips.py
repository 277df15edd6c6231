"""The 24 task chips (spec 7.1): their 12 kinds, copies, default values and conditions."""

from __future__ import annotations

from collections.abc import Sequence

from game.games.was_sticht.tables import COLOUR_MASK, COLOURS

KINDS: tuple[str, ...] = (
    "NO_TRICKS",
    "NO_RED",
    "NO_BLUE",
    "NO_GREEN",
    "NO_YELLOW",
    "EXACTLY_1",
    "EXACTLY_2",
    "EXACTLY_3",
    "EXACTLY_4",
    "LAST_TRICK",
    "SOLE_MOST",
    "SOLE_FEWEST",
)
KIND_ID: dict[str, int] = {name: i for i, name in enumerate(KINDS)}
(
    NO_TRICKS,
    NO_RED,
    NO_BLUE,
    NO_GREEN,
    NO_YELLOW,
    EXACTLY_1,
    EXACTLY_2,
    EXACTLY_3,
    EXACTLY_4,
    LAST_TRICK,
    SOLE_MOST,
    SOLE_FEWEST,
) = range(12)

COPIES: tuple[int, ...] = (3, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3)
# Spec 7.1 / 11 W1: the printed corner values are unknown; these are the spec's proposal.
DEFAULT_VALUES: dict[str, int] = {
    "NO_TRICKS": 3,
    "NO_RED": 7,
    "NO_BLUE": 7,
    "NO_GREEN": 7,
    "NO_YELLOW": 7,
    "EXACTLY_1": 1,
    "EXACTLY_2": 4,
    "EXACTLY_3": 6,
    "EXACTLY_4": 8,
    "LAST_TRICK": 5,
    "SOLE_MOST": 9,
    "SOLE_FEWEST": 2,
}
DESCRIPTIONS: tuple[str, ...] = (
    "no tricks",
    "no red cards",
    "no blue cards",
    "no green cards",
    "no yellow cards",
    "exactly 1 trick",
    "exactly 2 tricks",
    "exactly 3 tricks",
    "exactly 4 tricks",
    "the last trick",
    "the most tricks alone",
    "the fewest tricks alone",
)
# The colour each NO_<colour> chip forbids, as a mask of the printed colour (spec 7.1 notes).
_FORBIDDEN_MASK = {
    NO_RED: COLOUR_MASK[COLOURS.index("R")],
    NO_BLUE: COLOUR_MASK[COLOURS.index("B")],
    NO_GREEN: COLOUR_MASK[COLOURS.index("G")],
    NO_YELLOW: COLOUR_MASK[COLOURS.index("Y")],
}
_EXACTLY = {EXACTLY_1: 1, EXACTLY_2: 2, EXACTLY_3: 3, EXACTLY_4: 4}

FULL_POOL: tuple[int, ...] = tuple(k for k in range(12) for _ in range(COPIES[k]))
CHIPS_PER_PLAYER = 5


def parse_kind(text: str) -> int:
    """The kind id of a chip name such as `SOLE_MOST` (case-insensitive); -1 if unknown."""
    return KIND_ID.get(str(text).strip().upper(), -1)


def task_met(
    kind: int,
    seat: int,
    counts: Sequence[int],
    taken: Sequence[int],
    last_winner: int,
    fewest_needs_trick: bool,
) -> bool:
    """Does `seat`'s round result satisfy a chip of `kind` (spec 7.1)?

    `counts` are tricks won per real player (the dummy is never in it, spec W12), `taken`
    the masks of cards in the tricks each player won, `last_winner` who won trick 9.
    """
    mine = counts[seat]
    if kind == NO_TRICKS:
        return mine == 0
    if kind in _FORBIDDEN_MASK:
        return mine >= 1 and not taken[seat] & _FORBIDDEN_MASK[kind]
    if kind in _EXACTLY:
        return mine == _EXACTLY[kind]
    if kind == LAST_TRICK:
        return last_winner == seat
    others = [counts[o] for o in range(len(counts)) if o != seat]
    if kind == SOLE_MOST:
        return all(mine > other for other in others)
    # SOLE_FEWEST: 0 tricks is allowed unless the variant asks for at least one (W7).
    if fewest_needs_trick and mine == 0:
        return False
    return all(mine < other for other in others)
