"""PURE: Klaverjas decision analysis: every legal action of a decision valued from the
acting seat's view, with the strong bot's own pieces (search.py: read_view, the world
sampler, the heuristic rollout), and the open-hands solve of the last tricks (endgame.py).

Values are the search's units (`hint.margin`): the acting seat's side's deal score minus
the other side's (three players: minus the other two's average) by the end of the deal.
Every action is scored on the same sampled worlds (common random numbers); nothing is
pruned and no blunder is filtered out, so a blunder gets its own value. The number of
worlds follows from a fixed count of simulated card plays per decision, never from the
clock, so the same view and RNG always give the same numbers.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from itertools import combinations

from game.analysis.model import Evaluation, GameAnalysis
from game.bots import count_work, deal_unknown
from game.core.rules import Action
from game.core.tricks import ids_of
from game.games.klaverjas.bots import ROEM, basic_discard, hand_mask
from game.games.klaverjas.endgame import open_solve
from game.games.klaverjas.policy import bid_threshold, suit_estimate
from game.games.klaverjas.search import (
    Progress,
    Seen,
    bid_values,
    blunders,
    card_groups,
    legal_play_mask,
    read_view,
    rollout,
    sample_hands,
)
from game.games.klaverjas.state import BID, DISCARD, KlaverjasView
from game.games.klaverjas.tables import ALL_CARDS_MASK, CARD_ID, CARDS, POINTS, SUIT_MASK, SUITS

# The budgets below are simulated card plays (and worlds), chosen so that one seat's
# whole deal, the open-hands solve included, stays well under 2 s on one core. Measured
# (CPU time, one seat, load average 7 to 12 on 2 cores): four players, Amsterdam, 60
# deals: mean 0.37 to 0.44 s, max 1.18 s; Rotterdam, 36 deals: max 1.10 s; three players
# (ten tricks, the 66 lay-away pairs), 36 deals: mean 0.44 to 0.66 s, max 1.22 s.
# A card decision gets PLAY_WORK simulated plays shared by its distinct cards: the first
# lead (6 distinct cards, 33 plays each) gets 60 worlds, a late one up to MAX_WORLDS, a
# wide one at least MIN_WORLDS.
PLAY_WORK = 12_000
MIN_WORLDS = 24  # even a wide early decision is judged on at least this many deals
MAX_WORLDS = 96  # late decisions: more worlds would only repeat the same few deals
# The trump choice swings a whole deal (a nat costs 162 and more), so its values vary
# most from world to world and it gets many more worlds: at three players the costs of
# the same bids under two world seeds differed by up to 80 points (95th percentile) at
# 16 worlds and 50 at 32; at four players by 58 at 64 worlds. A choice then takes about
# 0.27 s (four players), once or twice a deal.
BID_WORLDS = 128  # four players: every suit and pass on the same deals
THREE_BID_WORLDS = 96  # three players: each suit also takes the widow and lays away
DISCARD_WORLDS = 8  # three players: 66 pairs, each played out on every world

# The cost from which the review marks a decision, in deal points of the margin. Noise:
# the same 102 decisions evaluated with two different world seeds gave costs differing
# by at most 18 points in 95% of them (median 0.6), so one evaluation strays from its own
# expectation by about 18 / sqrt(2) = 13 at most, 19 times in 20: a cost of 20 is beyond
# the sampling noise. And 20 points is what a club player calls a real mistake: a ten
# given to the other side instead of kept (a 20-point swing in the margin), a stuk's
# roem let go; smaller costs are matters of a few card points.
THRESHOLD = 20.0


def evaluate(view: KlaverjasView, legal: Sequence[Action], rng: random.Random) -> Evaluation:
    """The expected final margin of every legal action, from the view alone."""
    if view.phase == BID:
        if view.seats == 4:
            return Evaluation(bid_values(view, legal, rng, BID_WORLDS), BID_WORLDS)
        return _three_bid(view, legal, rng)
    if view.phase == DISCARD:
        return _discard(view, legal, rng)
    if all(action.kind in ("pass", "roem") for action in legal):
        return _claim(view, legal, rng)
    return _play(view, legal, rng)


def _worlds(alternatives: int, seen: Seen) -> int:
    """Worlds for a decision between `alternatives` played out to the end of the deal."""
    plays = sum(seen.sizes) + 1
    return max(MIN_WORLDS, min(MAX_WORLDS, PLAY_WORK // (alternatives * plays)))


def _play(view: KlaverjasView, legal: Sequence[Action], rng: random.Random) -> Evaluation:
    """A card play; with roem of the last trick still to claim (manual claiming, our side
    leads), claiming is valued as claiming and then playing the best card."""
    seen = read_view(view)
    groups = card_groups(seen, legal_play_mask(legal))
    cands = list(dict.fromkeys(groups.values()))
    claim = ROEM in legal
    # Playing a card instead of claiming lets the roem go (False); claiming counts it.
    modes = (False, True) if claim else (True,)
    worlds = _worlds(len(cands) * len(modes), seen)
    totals = {(card, mode): 0.0 for card in cands for mode in modes}
    drawn = 0
    for _ in range(worlds):
        sampled = sample_hands(seen, rng)
        if sampled is None:
            break
        drawn += 1
        hands, pile = sampled
        for card in cands:
            trial = list(hands)
            trial[seen.seat] &= ~(1 << card)
            for mode in modes:
                totals[card, mode] += rollout(
                    seen,
                    list(trial),
                    pile,
                    [*seen.trick, card],
                    seen.leader,
                    seen.gone | 1 << card,
                    view,
                    claimed=mode,
                )
    count_work(drawn * len(totals) * (sum(seen.sizes) + 1))
    scale = 1 / max(drawn, 1)
    values: dict[Action, float] = {}
    for action in legal:
        if action.kind == "play":
            values[action] = totals[groups[CARD_ID[action.cards[0]]], not claim] * scale
    if claim:
        values[ROEM] = max(totals[card, True] for card in cands) * scale
    return Evaluation(values, drawn)


def _claim(view: KlaverjasView, legal: Sequence[Action], rng: random.Random) -> Evaluation:
    """Manual roem: claim the last trick's roem or let it go (the rest played out)."""
    seen = read_view(view)
    worlds = _worlds(len(legal), seen)
    totals = dict.fromkeys(legal, 0.0)
    drawn = 0
    for _ in range(worlds):
        sampled = sample_hands(seen, rng)
        if sampled is None:
            break
        drawn += 1
        hands, pile = sampled
        for action in legal:
            totals[action] += rollout(
                seen, list(hands), pile, [], seen.leader, seen.gone, view, action == ROEM
            )
    scale = 1 / max(drawn, 1)
    return Evaluation({action: total * scale for action, total in totals.items()}, drawn)


def _fresh(view: KlaverjasView) -> Progress:
    """The score of a deal before its first trick."""
    zeros = (0,) * len(view.sides)
    return Progress(zeros, zeros, 0, (), zeros, view.sides)


def _lay_away(view: KlaverjasView, hand: int, trump: int) -> int:
    """The two cards the basic bot lays away from a 12-card hand (as a mask)."""
    cards = tuple(CARDS[card] for card in ids_of(hand))
    pairs = [Action("discard", pair) for pair in combinations(cards, 2)]
    chosen = basic_discard(replace(view, hand=cards, trump=SUITS[trump]), pairs)
    return hand_mask(chosen.cards)


def _three_bid(view: KlaverjasView, legal: Sequence[Action], rng: random.Random) -> Evaluation:
    """Three players: each suit played by this seat (it takes the widow and lays away as
    the basic bot does); passing lets the later players bid as the basic bot bids, and
    when nobody does the cards are thrown in (0 for everyone)."""
    base = read_view(view)
    n, first = base.seats, view.first_hand
    others = [s for s in range(n) if s != base.seat]
    unknown = ALL_CARDS_MASK & ~base.hand
    counts = [view.hand_sizes[s] for s in others] + [view.widow_size]
    progress = _fresh(view)

    def made(hands: list[int], widow: int, maker: int, trump: int) -> float:
        full = hands[maker] | widow
        laid = _lay_away(view, full, trump)
        trial = list(hands)
        trial[maker] = full & ~laid
        seen = replace(base, trump=trump, pts=POINTS[trump], maker=maker)
        return rollout(seen, trial, laid, [], first, 0, progress)

    totals = dict.fromkeys(legal, 0.0)
    for _ in range(THREE_BID_WORLDS):
        dealt = deal_unknown(unknown, counts, [unknown] * len(counts), rng)
        assert dealt is not None  # nothing is known of the hidden cards yet
        hands = [0] * n
        hands[base.seat] = base.hand
        for seat, mask in zip(others, dealt, strict=False):
            hands[seat] = mask
        widow = dealt[-1]
        for action in legal:
            if action.kind == "trump":
                totals[action] += made(hands, widow, base.seat, SUITS.index(action.arg))
                continue
            seat = base.nxt[base.seat]
            while seat != first:  # one round only (11.3): the later players bid
                value, trump = max((suit_estimate(hands[seat], t), t) for t in range(4))
                if value >= bid_threshold(n):
                    totals[action] += made(hands, widow, seat, trump)
                    break
                seat = base.nxt[seat]
    count_work(THREE_BID_WORLDS * len(legal) * 31)
    return Evaluation(
        {action: total / THREE_BID_WORLDS for action, total in totals.items()}, THREE_BID_WORLDS
    )


def _discard(view: KlaverjasView, legal: Sequence[Action], rng: random.Random) -> Evaluation:
    """Three players, the maker lays two cards away: every pair played out on the same
    deals of the other two hands."""
    seen = read_view(view)
    first = view.first_hand
    totals = dict.fromkeys(legal, 0.0)
    drawn = 0
    for _ in range(DISCARD_WORLDS):
        sampled = sample_hands(seen, rng)
        if sampled is None:
            break
        drawn += 1
        hands, _pile = sampled
        for action in legal:
            laid = hand_mask(action.cards)
            trial = list(hands)
            trial[seen.seat] = seen.hand & ~laid
            totals[action] += rollout(seen, trial, laid, [], first, 0, view)
    count_work(drawn * len(legal) * 31)
    scale = 1 / max(drawn, 1)
    return Evaluation({action: total * scale for action, total in totals.items()}, drawn)


def _trumps_laid(view: KlaverjasView, action: Action) -> int:
    """How many trumps a lay-away action puts down."""
    trump = SUITS.index(view.trump) if view.trump else 0
    return (hand_mask(action.cards) & SUIT_MASK[trump]).bit_count()


def reason(view: KlaverjasView, legal: Sequence[Action], made: Action, best: Action) -> str | None:
    """The catalog key saying why `best` beat `made`, where the kind of mistake is plain."""
    if made.kind == "play" and best.kind == "play":
        made_kinds = blunders(view, legal, made)
        if made_kinds and not blunders(view, legal, best):
            return _PLAY_REASONS.get(made_kinds[0])
        return None
    if best == ROEM and made != ROEM:
        return "klaverjas.why.claim"
    if view.phase == BID:
        return _BID_REASONS.get((made.kind, best.kind))
    if view.phase == DISCARD and _trumps_laid(view, made) > _trumps_laid(view, best):
        return "klaverjas.why.lay_trump"
    return None


# The blunder kinds of game/blunders.py that search.blunders reports (four players).
_PLAY_REASONS = {
    kind: f"klaverjas.why.{kind}"
    for kind in (
        "trump_partner_sure",
        "points_on_sure_loss",
        "duck_last",
        "spend_top_trump",
        "top_trump_cheap_ruff",
        "points_into_ruff",
    )
}

REASONS = frozenset(
    {
        *_PLAY_REASONS.values(),
        "klaverjas.why.claim",
        "klaverjas.why.should_play",
        "klaverjas.why.should_pass",
        "klaverjas.why.other_suit",
        "klaverjas.why.lay_trump",
    }
)  # every key reason() may return (tests check both catalogs hold them)

_BID_REASONS: dict[tuple[str, str], str] = {
    ("pass", "trump"): "klaverjas.why.should_play",
    ("trump", "pass"): "klaverjas.why.should_pass",
    ("trump", "trump"): "klaverjas.why.other_suit",
}


ANALYSIS = GameAnalysis(
    evaluate=evaluate, open_solve=open_solve, threshold=THRESHOLD, reason=reason
)
