"""Per-contract tables for the strong bot's rollouts (search.rollout): the parts of the
basic policy's card values (policy.keep_value, policy.best_feed) that do not depend on
which cards are still out, precomputed once per contract and points table, so a rollout
play is a few table look-ups instead of calls into the general policy functions.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.games.schieber.policy import BEAT, TRUMP_JACK_NINE
from game.games.schieber.tables import OBENABE, SUIT_MASK, SUIT_OF, WIN

BOSS_KEEP = 14 * 16  # policy.keep_value: a boss card is a sure trick later (+14, scaled)


@dataclass(frozen=True, slots=True)
class PlayoutTables:
    """Everything a rollout play looks up for one contract and one points table."""

    trumps: int  # the trump suit's mask, 0 in Obenabe/Undenufe
    keep: tuple[int, ...]  # policy.keep_value of a card that is not a boss
    above: tuple[int, ...]  # cards of the card's own suit that beat it when it is led
    feed: tuple[int, ...]  # policy.best_feed's value of a card that is not a boss
    feed_boss: tuple[int, ...]  # the same for a boss card
    big: int  # the trump Jack and Nine (trumping with them needs many points)


_CACHE: dict[tuple[int, tuple[int, ...]], PlayoutTables] = {}


def playout_tables(mode: int, pts: tuple[int, ...]) -> PlayoutTables:
    """The rollout tables of contract `mode` with card points `pts` (built once, cached)."""
    key = (mode, pts)
    found = _CACHE.get(key)
    if found is not None:
        return found
    keep = []
    above = []
    feed = []
    feed_boss = []
    for card in range(36):
        suit = SUIT_OF[card]
        value = pts[card] * 2
        if suit == mode:
            value += 12 + WIN[mode][mode][card] - 100
        keep.append(value * 16 + max(WIN[mode][suit][card], 0) % 16)
        above.append(BEAT[mode][suit][card] & SUIT_MASK[suit])
        feed.append(pts[card] * 4)
        feed_boss.append(pts[card] * 4 - (30 if pts[card] > 0 else 0) - 8)
    tables = PlayoutTables(
        trumps=SUIT_MASK[mode] if mode < OBENABE else 0,
        keep=tuple(keep),
        above=tuple(above),
        feed=tuple(feed),
        feed_boss=tuple(feed_boss),
        big=TRUMP_JACK_NINE[mode] if mode < OBENABE else 0,
    )
    _CACHE[key] = tables
    return tables
