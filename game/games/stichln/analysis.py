"""PURE: Stichln decision analysis: every legal action valued from the seat's view on the
same sampled deals, and the end of a finished round solved exactly with all hands open.

The evaluation is the strong bot's own machinery without its shortcuts: the unseen cards
dealt as search.sample_deal deals them, the round played out by search.rollout (every
seat as the basic bot), every legal action scored on every sampled world (no pruning, no
blunder filter), a fixed count of worlds. Values are the seat's round score minus the
others' average by the end of the round (`hint.margin.stichln`); the match-total bonus
the bot adds in the last round is left out, so a decision is judged by the round it was
made in, as the duplicate comparison (game/analysis/duplicate.py) judges the deal.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.analysis.model import Evaluation, GameAnalysis, OpenSolution
from game.core.rules import Action
from game.games.stichln.policy import declaration_card
from game.games.stichln.rules import StichlnRules
from game.games.stichln.search import (
    Seen,
    blunders,
    card_classes,
    read_view,
    rollout,
    sample_deal,
    start_scores,
)
from game.games.stichln.solve import solve_end
from game.games.stichln.state import DECLARE, StichlnState, StichlnView
from game.games.stichln.tables import CARD_ID, COLOUR_OF, VALUE_OF, trick_winner

# Worlds per decision, the same for every legal action (common random numbers). The
# budget: a 4-player round holds one minus-card choice (15 cards, 56-play rollouts) and
# 13 card plays with a choice; at 48 worlds one seat's whole round, the open solve
# (solve.py) included, takes 0.9-1.2 s of CPU on the 2-core machine at a load of 13
# (issue 31 report). With more players a rollout is longer: fewer worlds keep every seat
# count near 1 s (measured 0.9-1.1 s at 3, 5, 6, 7 and 8 players), within the 2 s a
# deal may take even on a slower machine.
WORLDS = 48
WORLDS_BY_SEATS = {3: 64, 4: WORLDS, 5: 36, 6: 28, 7: 24, 8: 20}
# The cost from which the review marks a decision, in margin points (the seat's round
# score against the others' average). At 48 worlds the difference between two actions'
# values varies by 0.9 (standard deviation over RNGs; 1.5 at the 90th percentile), and
# of 56 decisions of 4 deals, each evaluated with six RNGs, none whose cost over all
# 288 worlds was below 1 reached 3 in any run. And 3 is a mistake a player feels: about
# half a trick at 4 players (a trick of 4 cards moves the margin by 5.3) or a minus
# card of value 3 taken.
THRESHOLD = 3.0


def margin(scores: Sequence[int], seat: int) -> float:
    """The seat's round score minus the others' average (the hint's margin)."""
    mine = scores[seat]
    return mine - (sum(scores) - mine) / (len(scores) - 1)


def _worlds(seats: int) -> int:
    return WORLDS_BY_SEATS.get(seats, WORLDS)


def _value_plays(seen: Seen, cards: Sequence[int], rng: random.Random) -> dict[int, float]:
    """Each card's average margin over the same sampled worlds (equivalent cards share
    one rollout: search.card_classes)."""
    classes = card_classes(seen, cards)
    reps = sorted(set(classes.values()))
    totals = dict.fromkeys(reps, 0.0)
    worlds = _worlds(seen.seats)
    for _ in range(worlds):
        sampled = sample_deal(seen, rng)
        assert sampled is not None  # the view's hand sizes always add up
        hands, declared = sampled
        minus = [COLOUR_OF[c] for c in declared]
        base = start_scores(seen, declared)
        for card in reps:
            trial = list(hands)
            trial[seen.seat] &= ~(1 << card)
            scores = rollout(
                trial,
                minus,
                list(base),
                [*seen.trick, card],
                seen.leader,
                seen.discard,
                seen.public,
            )
            totals[card] += margin(scores, seen.seat)
    return {card: totals[classes[card]] / worlds for card in cards}


def _value_declarations(seen: Seen, cards: Sequence[int], rng: random.Random) -> dict[int, float]:
    """Each possible minus card's average margin: the seats still to choose put theirs
    down as the basic bot does (search.search_declare's model), then the round is played."""
    totals = dict.fromkeys(cards, 0.0)
    worlds = _worlds(seen.seats)
    for _ in range(worlds):
        sampled = sample_deal(seen, rng)
        assert sampled is not None
        hands, declared = sampled
        for seat in seen.undecided:
            chosen = declaration_card(hands[seat])
            declared[seat] = chosen
            hands[seat] &= ~(1 << chosen)
        for card in cards:
            trial = list(hands)
            trial[seen.seat] &= ~(1 << card)
            mine = list(declared)
            mine[seen.seat] = card
            minus = [COLOUR_OF[c] for c in mine]
            scores = rollout(
                trial,
                minus,
                [-VALUE_OF[c] for c in mine],
                [],
                seen.leader,
                seen.discard,
                seen.public,
            )
            totals[card] += margin(scores, seen.seat)
    return {card: totals[card] / worlds for card in cards}


def evaluate(view: StichlnView, legal: Sequence[Action], rng: random.Random) -> Evaluation:
    """Every legal minus card or card play valued over the same sampled worlds."""
    seen = read_view(view)
    cards = [CARD_ID[action.cards[0]] for action in legal]
    if view.phase == DECLARE:
        values = _value_declarations(seen, cards, rng)
    else:
        values = _value_plays(seen, cards, rng)
    return Evaluation(
        {action: values[card] for action, card in zip(legal, cards, strict=True)},
        _worlds(seen.seats),
    )


def _last_takes(view: StichlnView, card: int) -> bool:
    """Whether the seat, playing last to the running trick, takes it with `card`."""
    # An all-zero trick (-1) goes to its leader or nobody, never to the last player.
    return trick_winner([*(CARD_ID[c] for _s, c in view.trick), card]) == len(view.trick)


def reason(view: StichlnView, legal: Sequence[Action], made: Action, best: Action) -> str | None:
    """Why `best` beat `made`, where the game can tell (a catalog key), else None: a
    higher minus card of the colour chosen (its value is lost at the end for nothing),
    or, as last player, taking a trick that cost points or letting one worth taking go
    (search.blunders' two kinds) when `best` has the other outcome."""
    made_card, best_card = CARD_ID[made.cards[0]], CARD_ID[best.cards[0]]
    if view.phase == DECLARE:
        if (
            COLOUR_OF[made_card] == COLOUR_OF[best_card]
            and VALUE_OF[best_card] < VALUE_OF[made_card]
        ):
            return "stichln.reason.lower_minus_card"
        return None
    kinds = blunders(view, legal, made)
    if not kinds or _last_takes(view, made_card) == _last_takes(view, best_card):
        return None
    if "take_own_minus" in kinds:
        return "stichln.reason.took_costly_trick"
    return "stichln.reason.let_good_trick_go"


def open_solve(
    rules: StichlnRules, states: Sequence[StichlnState], seat: int
) -> OpenSolution | None:
    """The end of the round solved with every hand open (solve.solve_end)."""
    return solve_end(rules, states, seat)


ANALYSIS = GameAnalysis(
    evaluate=evaluate, open_solve=open_solve, threshold=THRESHOLD, reason=reason
)
