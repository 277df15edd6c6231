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
from game.core.events import CardPlayed, DealStarted, Event, TrickTaken
from game.core.match import Match, MatchState
from game.core.rules import Action
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
    plies: tuple[int, ...] = ()  # the log indices of the actions whose lines are here


@dataclass(frozen=True, slots=True)
class ReviewAct:
    """One action of the deal as the review places it: its log index, who acted, the
    page its lines are on, the tricks taken before it and the match just before it (the
    acting seat's view and legal actions then name the action and its alternatives)."""

    ply: int
    seat: int
    page: int
    trick: int
    before: MatchState
    action: Action


@dataclass(frozen=True, slots=True)
class DealReview:
    """The pages of one finished deal, in order (as dealt first)."""

    number: int  # 1-based deal number
    steps: tuple[ReviewStep, ...]
    acts: tuple[ReviewAct, ...] = ()  # every action of the deal, in order

    def act(self, ply: int) -> ReviewAct | None:
        """The action at log index `ply`, if it belongs to this deal."""
        return next((act for act in self.acts if act.ply == ply), None)


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
    waiting: list[tuple[int, int, int, MatchState, Action]] = []  # acts not on a page yet
    acts: list[ReviewAct] = []
    played = False
    plain = 0  # plain tricks so far (a draft's hint trick has its own title)
    taken = 0  # tricks taken so far in the deal (the analysis counts tricks this way)

    def page(step: ReviewStep) -> None:
        """Put `step` in the review with the actions whose lines it shows."""
        plies = tuple(ply for ply, *_ in waiting)
        steps.append(ReviewStep(step.title, step.hands, step.trick, step.lines, plies))
        acts.extend(ReviewAct(p, seat, len(steps) - 1, n, b, a) for p, seat, n, b, a in waiting)
        waiting.clear()

    for ply, text in enumerate(state.log):
        if current.deal_index > index:
            break
        before = current
        action = rules.decode(text)
        current, events = match.apply(before, action)
        if before.deal_index != index:
            continue
        if not steps:
            # A game that deals no hands (its cards lie in a grid): its page of hands
            # is the one before the first trick, as drafted.
            steps.append(
                ReviewStep(t("review.dealt"), hands_of(match, hand, before.deal), None, ())
            )
        actor = rules.to_act(before.deal)
        if actor is not None:
            waiting.append((ply, actor, taken, before, action))
        taken += sum(isinstance(event, TrickTaken) for event in events)
        seen = rules.view(before.deal, viewer)
        for event in events:
            if isinstance(event, DealStarted):
                break  # the next deal's opening belongs to the next deal
            chronicle = chronicle_of(event, seen)
            if isinstance(event, CardPlayed) and not played:
                played = True
                first = hands_of(match, hand, before.deal)
                # Only when cards changed hands (a draft, a minus card, a widow), not
                # when a hand was merely sorted again (trumps chosen). The card being
                # played waits for its trick's page.
                if [sorted(h) for h in first] != [sorted(h) for h in steps[0].hands]:
                    held = waiting.pop() if waiting and waiting[-1][0] == ply else None
                    page(ReviewStep(t("review.before_play"), first, None, tuple(pending)))
                    waiting.extend([held] if held is not None else [])
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
                page(ReviewStep(title, hands_of(match, hand, after), log.last, tuple(pending)))
                pending = []
        log.batch_end()
    if (pending or waiting) and steps:
        # What follows the last trick (the deal's scoring) belongs to the last page.
        last = steps[-1]
        plies = (*last.plies, *(p for p, *_ in waiting))
        acts.extend(ReviewAct(p, seat, len(steps) - 1, n, b, a) for p, seat, n, b, a in waiting)
        steps[-1] = ReviewStep(last.title, last.hands, last.trick, (*last.lines, *pending), plies)
    dropped = 0
    if steps and not any(steps[0].hands):
        steps.pop(0)  # nothing was dealt into hands (a draft game): its lines were none
        dropped = 1
    placed = tuple(
        ReviewAct(a.ply, a.seat, a.page - dropped, a.trick, a.before, a.action) for a in acts
    )
    return DealReview(index + 1, tuple(steps), placed)
