"""The bot protocol and the bots every game shares (RandomBot)."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any, Protocol

from game.core.rules import Action
from game.core.tricks import ids_of

# The strong bots stop on a fixed work budget, so a decision depends only on the view, the
# legal actions and the seed. The clock is a last-resort stop for a pathological position
# or a machine stalled for seconds; at the default levels it never decides a normal move.
SAFETY_SECONDS = 2.0

_timer = time.perf_counter  # tests swap this for a slowed (or frozen) clock


class SearchReport:
    """What the last search on this thread found: the chosen candidate's average score,
    the best other candidate's, and over how many sampled worlds (a hint's "why")."""

    __slots__ = ("chosen", "runner_up", "worlds")

    def __init__(self, chosen: float, runner_up: float | None, worlds: int) -> None:
        self.chosen, self.runner_up, self.worlds = chosen, runner_up, worlds


_reports = threading.local()


def _report(best: Any, averages: Mapping[Any, float], worlds: int) -> None:
    others = [value for cand, value in averages.items() if cand != best]
    _reports.last = SearchReport(averages[best], max(others) if others else None, worlds)


def take_search_report() -> SearchReport | None:
    """The report of the last search run on this thread since the last call, or None
    (the decision was made without a search: a heuristic, a single candidate)."""
    report = getattr(_reports, "last", None)
    _reports.last = None
    return report


def clock() -> float:
    """Seconds on the bots' safety clock; every search reads time only through here."""
    return _timer()


_work = [0]  # simulated plays of every search so far, for benchmarks/rollout_speed.py


def count_work(plays: int) -> None:
    """Add a finished search's simulated plays to the running count."""
    _work[0] += plays


def work_done() -> int:
    """Simulated plays of every search since the program started (benchmarks read it)."""
    return _work[0]


class Bot(Protocol):
    """A bot sees only its seat's view and the legal actions, never the full state."""

    name: str

    # `Any`: each game's bots take that game's own view type; the protocol stands for
    # a bot of some game (Python cannot say "some V" otherwise).
    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        """Pick one of the legal actions."""
        ...


class RandomBot:
    """Plays a uniformly random legal action; the baseline every game supports."""

    name = "random"

    def choose(self, view: object, legal: Sequence[Action], rng: random.Random) -> Action:
        """Pick any legal action with equal probability."""
        return legal[rng.randrange(len(legal))]


def action_card_mask(
    legal: Sequence[Action], card_id: Mapping[Any, int], kinds: Collection[str] | None = None
) -> int:
    """The cards the legal actions name (only actions of `kinds`, if given) as a bitmask
    of the game's card ids: the search bots work on masks, the engines hand out actions."""
    mask = 0
    for action in legal:
        if action.cards and (kinds is None or action.kind in kinds):
            mask |= 1 << card_id[action.cards[0]]
    return mask


def bot_rng(seed: int, seat: int) -> random.Random:
    """The RNG a seat's bot uses in a match: seeded, so replays repeat its decisions."""
    return random.Random(f"stich:{seed}:bot:{seat}")


def deal_unknown(
    unknown: int,
    counts: Sequence[int],
    allowed: Sequence[int],
    rng: random.Random,
    attempts: int = 40,
) -> list[int] | None:
    """Deal the cards of bitmask `unknown` to holders: `counts[i]` cards each, only cards
    of `allowed[i]` (voids shown, cards known elsewhere removed); None if impossible.

    Game-independent: cards are bit positions, holders are hands or face-down piles.
    Cards with the fewest possible holders go first, each to a random holder weighted by
    the room it has left; a dead end restarts, and a final exact matching pass makes sure
    a consistent deal is found whenever one exists.
    """
    cards = ids_of(unknown)
    if len(cards) != sum(counts):
        return None
    holders = range(len(counts))
    options = {card: [h for h in holders if allowed[h] >> card & 1] for card in cards}
    if any(not options[card] for card in cards):
        return None
    for _ in range(attempts):
        rng.shuffle(cards)
        # Most constrained first; the shuffle above randomises ties.
        cards.sort(key=lambda c: len(options[c]))
        room = list(counts)
        hands = [0] * len(counts)
        for card in cards:
            choices = [h for h in options[card] if room[h] > 0]
            if not choices:
                break
            pick = rng.choices(choices, weights=[room[h] for h in choices])[0]
            room[pick] -= 1
            hands[pick] |= 1 << card
        else:
            return hands
    return _match_deal(cards, counts, options, rng)


def _match_deal(
    cards: list[int],
    counts: Sequence[int],
    options: dict[int, list[int]],
    rng: random.Random,
) -> list[int] | None:
    """Exact fallback: a capacity matching of cards to holders by augmenting paths."""
    owner: dict[int, int] = {}
    held: list[list[int]] = [[] for _ in counts]

    def place(card: int, seen: set[int]) -> bool:
        for holder in options[card]:
            if holder in seen:
                continue
            seen.add(holder)
            if len(held[holder]) < counts[holder]:
                held[holder].append(card)
                owner[card] = holder
                return True
            for other in list(held[holder]):
                # Move a card out of the full holder to make room, if it can go elsewhere.
                held[holder].remove(other)
                if place(other, seen):
                    held[holder].append(card)
                    owner[card] = holder
                    return True
                held[holder].append(other)
        return False

    order = list(cards)
    rng.shuffle(order)
    for card in order:
        if not place(card, set()):
            return None
    hands = [0] * len(counts)
    for card, holder in owner.items():
        hands[holder] |= 1 << card
    return hands


def prune_candidates(
    totals: dict[Any, float], alive: list[Any], samples: int, margin: float, keep: int = 2
) -> list[Any]:
    """Successive halving for a search: drop the candidates whose average over the same
    `samples` deals trails the best by more than `margin`, keeping at least `keep`, so
    the rest of the budget goes to the plays still in question."""
    if len(alive) <= keep:
        return alive
    ranked = sorted(alive, key=lambda c: totals[c], reverse=True)
    best = totals[ranked[0]] / samples
    return [c for i, c in enumerate(ranked) if i < keep or totals[c] / samples >= best - margin]


def decision_rng(seed: int, seat: int, ply: int) -> random.Random:
    """The RNG of one bot decision at a table, fixed by the match seed, the seat and the
    number of actions before it: a match resumed from its action log repeats the bots'
    choices exactly, which one RNG per seat carried through the match could not do."""
    return random.Random(f"stich:{seed}:bot:{seat}:ply:{ply}")


def sampled_search(
    cands: Sequence[Any],
    default: Any,
    sample: Callable[[], Any | None],
    score: Callable[[Any, Any], float],
    *,
    work_per_rollout: int,
    max_work: int,
    started: float,
    budget: float,
    max_samples: int | None = None,
    prune_at: Sequence[int] = (),
    margins: Sequence[float] = (),
    keep_default: float = 0.0,
) -> Any:
    """The candidate with the best total score over sampled worlds (the strong bots' loop).

    `sample()` draws one world consistent with the view (None: no more can be drawn);
    every candidate still alive is scored on the same world. The work budget, counted in
    simulated plays (`work_per_rollout` per candidate and world), ends the search, so the
    same seed gives the same decision; the clock (`budget` seconds after `started`, read
    through clock()) is only a last-resort stop. At `prune_at` worlds, candidates more
    than `margins` behind the best average are dropped. Ties, and a search that drew
    nothing, go to `default`; with `keep_default`, so does any candidate whose average
    beats the default's by less than that (the search's noise, or a rollout model of the
    others that may be wrong, then does not overrule the club player's card).
    """
    totals = dict.fromkeys(cands, 0.0)
    alive = list(cands)
    samples = work = 0
    while (
        (max_samples is None or samples < max_samples)
        and work < max_work
        and (samples == 0 or clock() - started < budget)
    ):
        world = sample()
        if world is None:
            break
        samples += 1
        work += len(alive) * work_per_rollout
        for cand in alive:
            totals[cand] += score(world, cand)
        if samples in prune_at:
            alive = prune_candidates(totals, alive, samples, margins[prune_at.index(samples)])
    count_work(work)
    if not samples:
        return default
    best = max(alive, key=lambda c: (totals[c], c == default))
    if default in alive and totals[best] - totals[default] < keep_default * samples:
        best = default
    _report(best, {cand: totals[cand] / samples for cand in alive}, samples)
    return best
