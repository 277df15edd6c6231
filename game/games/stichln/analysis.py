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
# 13 card plays; at 24 worlds the seat's whole round takes about 1 s on one core of the
# loaded machine, the open solve (solve.py) about 0.3 s more (figures in the issue 31
# report). More worlds would not fit the 2 s a deal may take.
WORLDS = 48
# At 5 or more players rollouts are longer and hands no smaller: fewer worlds keep the
# round within the same time.
WORLDS_BY_SEATS = {3: 64, 4: WORLDS, 5: 36, 6: 28, 7: 24, 8: 20}


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
    from game.games.stichln.policy import declaration_card

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
    at = trick_winner([*(CARD_ID[c] for _s, c in view.trick), card])
    return at == len(view.trick) or (at < 0 and view.leader == view.seat)


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


# Threshold: see the module comment at THRESHOLD's measurement in the issue 31 report.
THRESHOLD = 3.0

ANALYSIS = GameAnalysis(
    evaluate=evaluate, open_solve=open_solve, threshold=THRESHOLD, reason=reason
)
