"""Weis (rules section 7): candidates in a hand, the optimal set, and the team comparison."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import product

from game.core.cards import Card
from game.games.schieber.options import SchieberOptions
from game.games.schieber.tables import (
    CARDS,
    CLUBS,
    MODES,
    NAT_OF,
    SPADES,
    SUIT_OF,
    UNDENUFE,
)


@dataclass(frozen=True, slots=True, order=True)
class Weis:
    """One meld: a run of three or more in one suit, or four of a kind."""

    ids: tuple[int, ...]  # card ids, ascending
    quad: bool
    points: int
    # Derived once from the ids (Weis are compared and ranked far more often than made):
    # natural index of the highest and the lowest card (a quad: its rank, twice) and the
    # suit of a run (-1 for a quad). Not part of equality, order or hash.
    top: int = field(init=False, compare=False, repr=False)
    low: int = field(init=False, compare=False, repr=False)
    suit: int = field(init=False, compare=False, repr=False)
    # Its comparison key (7.4) under each Weis order and contract: see weis_key.
    keys: tuple[tuple[int, ...], ...] = field(init=False, compare=False, repr=False)
    cards: tuple[Card, ...] = field(init=False, compare=False, repr=False)  # in ids order

    def __post_init__(self) -> None:
        # ids ascend: a run's last card is its top; a quad's cards share one rank.
        object.__setattr__(self, "top", NAT_OF[self.ids[-1]])
        object.__setattr__(self, "low", NAT_OF[self.ids[0]])
        object.__setattr__(self, "suit", -1 if self.quad else SUIT_OF[self.ids[0]])
        object.__setattr__(
            self,
            "keys",
            tuple(_key_of(self, mode, swiss) for swiss in (False, True) for mode in MODES),
        )
        object.__setattr__(self, "cards", tuple(CARDS[i] for i in self.ids))


def run_points(length: int, options: SchieberOptions) -> int:
    """Value of a run of `length` cards (3: 20, 4: 50, 5+: 100 or graded)."""
    if length == 3:
        return 20
    if length == 4:
        return 50
    if length == 5 or options.long_sequences == "flat":
        return 100
    return 100 + 50 * (length - 5)


def quad_points(nat: int, options: SchieberOptions) -> int:
    """Value of four of a kind by natural index (0 means it is no Weis)."""
    if nat == 5:
        return 200
    if nat == 3:
        return options.four_nines
    if nat <= 2:
        return 100 if options.four_low_ranks else 0
    return 100


def weis_key(weis: Weis, mode: int, options: SchieberOptions) -> tuple[int, ...]:
    """Comparison key of a Weis (7.4); larger is better."""
    # Made once per meld (Weis.keys): after every first trick each declared meld is ranked.
    return weis.keys[_key_index(mode, options)]


def _key_index(mode: int, options: SchieberOptions) -> int:
    """Where a contract's key under the options' Weis order sits in Weis.keys."""
    return (len(MODES) if options.weis_key == "swiss" else 0) + mode


def _key_of(weis: Weis, mode: int, swiss: bool) -> tuple[int, ...]:
    """weis_key worked out: points first, then (classic) a quad over a run and the higher
    top, or (Swiss) the longer meld and the higher top (the lower bottom in Undenufe); a
    run in the trump suit wins a tie."""
    trump_run = 1 if weis.suit == mode else 0  # a quad's suit is -1, never a mode
    if not swiss:
        return (weis.points, 1 if weis.quad else 0, weis.top, trump_run)
    best = 8 - weis.low if mode == UNDENUFE else weis.top
    return (weis.points, len(weis.ids), best, trump_run)


def _run_splits(nats: list[int], suit: int, options: SchieberOptions) -> list[list[Weis]]:
    """Every way to cut one maximal run into disjoint runs of three or more (gaps allowed)."""
    results: list[list[Weis]] = [[]]
    n = len(nats)
    for start in range(n):
        for end in range(start + 3, n + 1):
            head = Weis(
                tuple(sorted(suit * 9 + nat for nat in nats[start:end])),
                False,
                run_points(end - start, options),
            )
            for rest in _run_splits(nats[end:], suit, options):
                results.append([head, *rest])
    return results


def _suit_runs(bits: int) -> tuple[tuple[int, int], ...]:
    """(lowest natural index, length) of each maximal run of 3+ in one suit's nine bits."""
    if not bits & (bits >> 1) & (bits >> 2):
        return ()  # no three in a row
    runs = []
    length = 0
    for nat in range(10):  # the tenth, always empty, closes a run up to the Ace
        if bits >> nat & 1:
            length += 1
            continue
        if length >= 3:
            runs.append((nat - length, length))
        length = 0
    return tuple(runs)


def _maximal_runs(hand: int, blocked: int) -> list[tuple[int, list[int]]]:
    """(suit, natural indices) of each maximal run of 3+ cards not in `blocked`."""
    free = hand & ~blocked
    return [
        (suit, list(range(low, low + length)))
        for suit in range(CLUBS, SPADES + 1)
        for low, length in _suit_runs(free >> (9 * suit) & 0x1FF)
    ]


_QUAD_IDS = tuple(tuple(suit * 9 + nat for suit in range(4)) for nat in range(9))
_QUAD_MASKS = tuple(sum(1 << i for i in ids) for ids in _QUAD_IDS)


def _quads(hand: int, options: SchieberOptions) -> list[Weis]:
    quads = []
    for nat in range(9):
        if hand & _QUAD_MASKS[nat] == _QUAD_MASKS[nat] and quad_points(nat, options) > 0:
            quads.append(Weis(_QUAD_IDS[nat], True, quad_points(nat, options)))
    return quads


# Bits 0-6 of each suit's nine: the possible lowest cards of a run of three.
_RUN_STARTS = sum(0x7F << (9 * suit) for suit in range(4))


def may_hold_weis(hand: int) -> bool:
    """Whether the hand holds three in a row of one suit or four of a kind at all (a few
    integer operations; most hands hold neither, and then no Weis needs searching)."""
    if hand & (hand >> 1) & (hand >> 2) & _RUN_STARTS:
        return True
    return bool(_four_of_a_kind(hand))


def _four_of_a_kind(hand: int) -> int:
    """The natural indices held in all four suits, as nine bits (0: no four of a kind)."""
    return hand & (hand >> 9) & (hand >> 18) & (hand >> 27) & 0x1FF


def _run_melds(flat: bool) -> tuple[tuple[Weis, ...] | None, ...]:
    """For each (suit, nine-bit pattern): its maximal runs as Weis in card order, or None
    when a run of eight or nine might split better and needs the full search."""
    options = SchieberOptions(long_sequences="flat" if flat else "graded")
    table: list[tuple[Weis, ...] | None] = []
    for suit in range(CLUBS, SPADES + 1):
        for bits in range(512):
            runs = _suit_runs(bits)
            if any(length > 7 for _, length in runs):
                table.append(None)
                continue
            table.append(
                tuple(
                    Weis(
                        tuple(suit * 9 + nat for nat in range(low, low + length)),
                        False,
                        run_points(length, options),
                    )
                    for low, length in runs
                )
            )
    return tuple(table)


# Built once at import (4 x 512 patterns per long-run rule, a few milliseconds): the deal's
# first trick looks every hand up here instead of searching it.
_RUN_MELDS = {True: _run_melds(True), False: _run_melds(False)}


def optimal_weis(hand: int, mode: int, options: SchieberOptions) -> tuple[Weis, ...]:
    """The hand's best allowed set of Weis: most points, then the best single Weis."""
    if not may_hold_weis(hand):
        return ()
    if not _four_of_a_kind(hand):
        # No four of a kind: runs of up to seven are best taken whole (see _optimal_weis),
        # so the answer is a table lookup per suit, already in card order.
        table = _RUN_MELDS[options.long_sequences == "flat"]
        melds: tuple[Weis, ...] = ()
        for suit in range(CLUBS, SPADES + 1):
            found = table[suit * 512 + (hand >> (9 * suit) & 0x1FF)]
            if found is None:
                return _optimal_weis(hand, mode, options)
            if found:
                melds += found
        return melds
    return _optimal_weis(hand, mode, options)


# Views and bots ask for the same hand's Weis many times; the answer depends on nothing else.
@lru_cache(maxsize=8192)
def _optimal_weis(hand: int, mode: int, options: SchieberOptions) -> tuple[Weis, ...]:
    """optimal_weis for a hand that may hold one."""
    quads = _quads(hand, options)
    if not quads:
        runs = _maximal_runs(hand, 0)
        if all(len(nats) <= 7 for _, nats in runs):
            # Up to seven cards a whole run is worth more than any runs inside it (a 6: 150
            # or 100 against 3 + 3 = 40; a 7: 200 or 100 against 3 + 4 = 70), so the best
            # set is simply every maximal run; longer ones may split better ("flat").
            melds = (
                Weis(tuple(suit * 9 + nat for nat in nats), False, run_points(len(nats), options))
                for suit, nats in runs
            )
            return tuple(sorted(melds, key=lambda w: w.ids))
    return _searched_weis(hand, mode, options, quads)


def _searched_weis(
    hand: int, mode: int, options: SchieberOptions, quads: list[Weis]
) -> tuple[Weis, ...]:
    """The best set found by trying every choice of quads and every split of the runs."""
    best: tuple[Weis, ...] = ()
    best_score: tuple[int, tuple[int, ...]] = (0, ())
    for chosen in product((False, True), repeat=len(quads)):
        quad_set = [q for q, take in zip(quads, chosen, strict=True) if take]
        blocked = 0
        if not options.weis_card_reuse:
            for quad in quad_set:
                for card in quad.ids:
                    blocked |= 1 << card
        splits = [_run_splits(nats, suit, options) for suit, nats in _maximal_runs(hand, blocked)]
        for combo in product(*splits):
            melds = [*quad_set, *(w for part in combo for w in part)]
            if not melds:
                continue
            score = (
                sum(w.points for w in melds),
                best_key(melds, mode, options),
            )
            if score > best_score:
                best_score, best = score, tuple(sorted(melds, key=lambda w: w.ids))
    return best


def weis_total(melds: tuple[Weis, ...]) -> int:
    """Points of a declared set."""
    return sum(w.points for w in melds)


def best_key(melds: Sequence[Weis], mode: int, options: SchieberOptions) -> tuple[int, ...]:
    """Key of the best Weis in a set; () for none."""
    index = _key_index(mode, options)
    return max([w.keys[index] for w in melds]) if melds else ()


def weis_winner(
    declared: tuple[tuple[Weis, ...], ...],
    forehand: int,
    mode: int,
    options: SchieberOptions,
) -> int:
    """The team (0 = seats 0/2, 1 = seats 1/3) whose Weis score, or -1 for none (7.5)."""
    keys = [best_key(melds, mode, options) for melds in declared]
    team_keys = [max(keys[0], keys[2]), max(keys[1], keys[3])]
    if team_keys[0] == team_keys[1] == ():
        return -1
    if team_keys[0] != team_keys[1]:
        return 0 if team_keys[0] > team_keys[1] else 1
    if options.weis_full_tie == "nobody":
        return -1
    # Earlier in playing order from forehand wins; play moves counter-clockwise.
    for step in range(4):
        seat = (forehand + 3 * step) % 4
        if keys[seat] == team_keys[0]:
            return seat % 2
    return -1  # unreachable: some seat holds the best key
