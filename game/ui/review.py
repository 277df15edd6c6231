"""PURE deal review: a finished deal replayed from the action log, every hand face up.

The answer to "the computer cheats": after a deal, every hand as it was dealt (and as it
stood before the first trick, when a draft, a minus card or a widow changed it), then
the deal trick by trick with the move log's own sentences. Built only from the match's
seed and log (the same replay a save uses), only for deals that are over.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from game.core.cards import Card
from game.core.events import CardPlayed, DealStarted, Event
from game.core.match import Match, MatchState
from game.i18n import t
from game.present import Chronicle, TrickView
from game.ui.movelog import MoveLog


@dataclass(frozen=True, slots=True)
class ReviewStep:
    """One page of the review: every seat's hand then, a trick (if any) and its log lines."""

    title: str
    hands: tuple[tuple[Card, ...], ...]  # indexed by seat
    trick: TrickView | None
    lines: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DealReview:
    """The pages of one finished deal, in order (as dealt first)."""

    number: int  # 1-based deal number
    steps: tuple[ReviewStep, ...]


V = TypeVar("V")  # the game's view


def hands_of(
    match: Match, hand: Callable[[V], tuple[Card, ...]], deal: object
) -> tuple[tuple[Card, ...], ...]:
    """Every seat's hand in a deal state, in each seat's own display order."""
    rules = match.rules
    return tuple(hand(rules.view(deal, seat)) for seat in range(match.seats))


def build_review(
    match: Match,
    state: MatchState,
    chronicle_of: Callable[[Event, V], Chronicle],
    hand: Callable[[V], tuple[Card, ...]],
    viewer: int,
    deal_index: int | None = None,
) -> DealReview | None:
    """The review of a finished deal (default: the latest), or None when none is over.

    The log sentences are the presenter's chronicle of each event as `viewer` saw it, so
    they read as the table's move log did; hands are in the game's display order."""
    if not state.history:
        return None
    index = state.history[-1].index if deal_index is None else deal_index
    if not any(record.index == index for record in state.history):
        return None  # a deal still running is never reviewed
    rules = match.rules
    current = match.start()
    log = MoveLog()
    steps: list[ReviewStep] = []
    pending: list[str] = []
    played = False
    plain = 0  # plain tricks so far (a draft's hint trick has its own title)
    for text in state.log:
        if current.deal_index > index:
            break
        before = current
        current, events = match.apply(before, rules.decode(text))
        if before.deal_index != index:
            continue
        if not steps:
            # A game that deals no hands (its cards lie in a grid): its page of hands
            # is the one before the first trick, as drafted.
            steps.append(
                ReviewStep(t("review.dealt"), hands_of(match, hand, before.deal), None, ())
            )
        seen = rules.view(before.deal, viewer)
        for event in events:
            if isinstance(event, DealStarted):
                break  # the next deal's opening belongs to the next deal
            chronicle = chronicle_of(event, seen)
            if isinstance(event, CardPlayed) and not played:
                played = True
                first = hands_of(match, hand, before.deal)
                # Only when cards changed hands (a draft, a minus card, a widow), not
                # when a hand was merely sorted again (trumps chosen).
                if [sorted(h) for h in first] != [sorted(h) for h in steps[0].hands]:
                    steps.append(ReviewStep(t("review.before_play"), first, None, tuple(pending)))
                    pending = []
            pending.extend(chronicle.lines)
            log.record(event, chronicle)
            if chronicle.closed is not None and log.last is not None:
                after = (
                    current.deal if current.deal_index == index else current.history[-1].final_state
                )
                if not log.last.title:
                    plain += 1
                title = log.last.title or t("review.trick", n=plain)
                steps.append(
                    ReviewStep(title, hands_of(match, hand, after), log.last, tuple(pending))
                )
                pending = []
        log.batch_end()
    if pending and steps:
        last = steps[-1]
        steps[-1] = ReviewStep(last.title, last.hands, last.trick, (*last.lines, *pending))
    if steps and not any(steps[0].hands):
        steps.pop(0)  # nothing was dealt into hands (a draft game): its lines were none
    return DealReview(index + 1, tuple(steps))
