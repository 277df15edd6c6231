"""Was Sticht card-play heuristics on bitmasks: what each seat wants from the running
trick (its goal, from its task) and the card a club player plays for it. Pure integer
work on the tables of tables.py (no views, no Actions); the basic bot plays these, the
strong bot's rollouts play them for every seat.

During trick play nothing about the cards is hidden: every card went face up through
the draft, so each seat's hand is known exactly (see search.read_view). The heuristics
therefore look at the real hands of the players still to play.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from game.core.tricks import beater_masks
from game.games.was_sticht.chips import (
    EXACTLY_1,
    EXACTLY_4,
    LAST_TRICK,
    NO_BLUE,
    NO_GREEN,
    NO_RED,
    NO_TRICKS,
    NO_YELLOW,
    SOLE_MOST,
)
from game.games.was_sticht.tables import (
    COLOUR_MASK,
    COLOUR_OF,
    COLOURS,
    STRENGTH,
    ids_of,
    legal_mask,
    trick_winner,
)

TRICKS = 9
WIN, LOSE, EITHER = 1, -1, 0  # what a seat wants from the running trick
# The printed colour each NO_<colour> task forbids, as a card mask.
FORBIDDEN = {
    kind: COLOUR_MASK[COLOURS.index(letter)]
    for kind, letter in ((NO_RED, "R"), (NO_BLUE, "B"), (NO_GREEN, "G"), (NO_YELLOW, "Y"))
}


@lru_cache(maxsize=64)
def beaters(trumps: int) -> tuple[tuple[int, ...], ...]:
    """BEAT[led colour][card]: the cards that beat `card` in a trick of that colour."""
    return beater_masks(STRENGTH[trumps])


@lru_cache(maxsize=64)
def ranks(trumps: int) -> tuple[int, ...]:
    """A card's strength when its own colour is led: how valuable it is to keep.

    The card id breaks ties so that every ordering below is deterministic.
    """
    return tuple(STRENGTH[trumps][COLOUR_OF[c]][c] * 64 + c for c in range(36))


def task_failed(kind: int, count: int, taken: int, done: int, needs_trick: bool) -> bool:
    """Is the task already out of reach whatever happens in the remaining tricks?

    (SOLE_MOST / SOLE_FEWEST depend on the others and are never written off here.)
    """
    if kind == NO_TRICKS:
        return count > 0
    if kind in FORBIDDEN:
        return bool(taken & FORBIDDEN[kind]) or (count == 0 and done == TRICKS)
    if EXACTLY_1 <= kind <= EXACTLY_4:
        need = kind - EXACTLY_1 + 1
        return count > need or need - count > TRICKS - done
    return kind == LAST_TRICK and done == TRICKS


def goal(kind: int, count: int, taken: int, done: int, trick_cards: int, needs_trick: bool) -> int:
    """What a seat playing for task `kind` wants from the running trick: WIN, LOSE or
    EITHER. `trick_cards` is the mask of the cards already in the trick."""
    if kind < 0 or task_failed(kind, count, taken, done, needs_trick):
        return EITHER
    if kind == NO_TRICKS:
        return LOSE
    if kind in FORBIDDEN:
        if trick_cards & FORBIDDEN[kind]:
            return LOSE
        return WIN if count == 0 else EITHER
    if EXACTLY_1 <= kind <= EXACTLY_4:
        return WIN if count < kind - EXACTLY_1 + 1 else LOSE
    if kind == LAST_TRICK:
        return WIN if done == TRICKS - 1 else EITHER
    if kind == SOLE_MOST:
        return WIN
    # SOLE_FEWEST: as few as possible, but one trick first when the variant asks for it.
    return WIN if needs_trick and count == 0 and done >= TRICKS - 3 else LOSE


def dealer_target(
    counts: Sequence[int],
    taken: int,
    dealer: int,
    tasks: Sequence[int],
    done: int,
    needs_trick: bool,
    failed: Sequence[bool],
) -> int:
    """The displayed task the dealer plays for: he scores by meeting a task its owner
    fails, so a task already lost by its owner is best, then one still open to him."""
    best, best_key = -1, (-1, -1)
    mine = counts[dealer]
    for seat, kind in enumerate(tasks):
        if seat == dealer or kind < 0:
            continue
        if task_failed(kind, mine, taken, done, needs_trick):
            continue
        key = (1 if failed[seat] else 0, _DEALER_ORDER[kind])
        if key > best_key:
            best, best_key = kind, key
    return best


# Which displayed task the dealer prefers to copy when several are open: the ones a
# flexible hand meets most easily first (counted from the bottom).
_DEALER_ORDER = (7, 3, 3, 3, 3, 9, 8, 5, 2, 6, 1, 4)


def choose_play(
    hand: int,
    legal: int,
    trick: list[int] | tuple[int, ...],
    later: list[int] | tuple[int, ...],
    trumps: int,
    printed: bool,
    want: int,
) -> int:
    """The card to play for `want` (WIN / LOSE / EITHER), seeing the hands `later` of
    the players still to play in this trick (they move in that order)."""
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    rank = ranks(trumps)
    beat = beaters(trumps)
    if not trick:
        return _lead(legal, later, trumps, printed, want, rank, beat)
    led = trick[0]
    colour = COLOUR_OF[led]
    above = beat[colour][trick[trick_winner(trick, trumps)]]
    threat = 0
    for other in later:
        threat |= legal_mask(other, led, trumps, printed)
    cards = ids_of(legal)
    winners = [c for c in cards if above >> c & 1]
    losers = [c for c in cards if not above >> c & 1]
    if want == WIN:
        sure = [c for c in winners if not threat & beat[colour][c]]
        if sure:
            return min(sure, key=rank.__getitem__)  # the cheapest sure winner
        if winners:
            return max(winners, key=rank.__getitem__)  # the best chance
        return min(cards, key=rank.__getitem__)  # keep the strong cards for later
    if want == LOSE:
        if losers:
            return max(losers, key=rank.__getitem__)  # shed the most dangerous loser
        beatable = [c for c in winners if threat & beat[colour][c]]
        if beatable:
            return min(beatable, key=rank.__getitem__)
        return max(winners, key=rank.__getitem__)  # the trick is ours: shed the top card
    pool = losers or cards
    return min(pool, key=rank.__getitem__)


def _lead(
    legal: int,
    later: list[int] | tuple[int, ...],
    trumps: int,
    printed: bool,
    want: int,
    rank: tuple[int, ...],
    beat: tuple[tuple[int, ...], ...],
) -> int:
    """The lead: a sure winner to win, a card someone must beat to lose, else low."""
    cards = ids_of(legal)
    if want == EITHER:
        return min(cards, key=rank.__getitem__)
    sure: list[int] = []
    beatable: list[int] = []
    for card in cards:
        above = beat[COLOUR_OF[card]][card]
        threat = 0
        for other in later:
            threat |= legal_mask(other, card, trumps, printed) & above
        (beatable if threat else sure).append(card)
    if want == WIN:
        if sure:
            return min(sure, key=rank.__getitem__)
        return max(cards, key=rank.__getitem__)
    if beatable:
        # A low card of a colour the others must follow with higher cards.
        return min(beatable, key=rank.__getitem__)
    return min(cards, key=rank.__getitem__)


def trick_mask(trick: list[int] | tuple[int, ...]) -> int:
    """The cards of a trick as a mask."""
    mask = 0
    for card in trick:
        mask |= 1 << card
    return mask
