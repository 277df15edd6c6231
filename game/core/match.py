"""Deals in a row: dealer rotation, per-deal RNG from the match seed, totals, match end.

A match is (game, options, seats, seed, action log). `Match` is a stateless driver over
immutable `MatchState` values, so replaying the log from the seed gives the same states.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, TypeVar

from game.core.events import DealStarted, Event, MatchDecided
from game.core.rules import (
    Action,
    DealContext,
    DealResult,
    GameDef,
    IllegalAction,
    MatchOutcome,
    Rules,
)


def deal_rng(seed: int, deal_index: int) -> random.Random:
    """The RNG of one deal, derived from the match seed alone (numbered deals)."""
    return random.Random(f"stich:{seed}:deal:{deal_index}")


def match_rng(seed: int) -> random.Random:
    """The RNG for match-level draws (the first dealer)."""
    return random.Random(f"stich:{seed}:match")


D = TypeVar("D")  # a game's typed deal details


@dataclass(frozen=True, slots=True)
class DealRecord:
    """A finished deal: who dealt, its final state and what it scored."""

    index: int
    dealer: int
    final_state: Any  # the game's state (a match is of any game: see GameDef.make_rules)
    result: DealResult[Any]

    def details(self, kind: type[D]) -> D:
        """The deal's typed details, checked to be the game's own `kind` (a match record
        holds any game's, so a game reading its own says which it expects)."""
        details = self.result.details
        if not isinstance(details, kind):
            raise TypeError(f"not {kind.__name__}: {details!r}")
        return details


@dataclass(frozen=True, slots=True)
class MatchState:
    """Where a match stands: the running deal, totals per seat and the deals before."""

    deal_index: int
    dealer: int
    deal: Any
    totals: tuple[int, ...]
    history: tuple[DealRecord, ...]
    outcome: MatchOutcome | None
    log: tuple[str, ...]

    @property
    def over(self) -> bool:
        """True once the match has a result."""
        return self.outcome is not None

    def before_last_deal(self, deal: Any) -> MatchState:
        """The match as it stood while its last finished deal was running, that deal shown
        as `deal` (totals without its points: Match adds them when the deal ends)."""
        last = self.history[-1]
        totals = tuple(t - p for t, p in zip(self.totals, last.result.points, strict=True))
        return MatchState(last.index, last.dealer, deal, totals, self.history[:-1], None, self.log)


class Match:
    """Plays one game's deals in a row for a fixed seat count, options and seed."""

    def __init__(
        self, game: GameDef, options: Any, seats: int, seed: int, first_dealer: int | None = None
    ) -> None:
        if seats not in game.seats:
            raise ValueError(f"{game.name} is played by {game.seats} players, not {seats}")
        self.game = game
        self.options = options
        self.seats = seats
        self.seed = seed
        # A series of matches (games where "the loser deals next") may fix who deals
        # first; otherwise the rules draw the first dealer from the seed.
        self.first_dealer = first_dealer
        self.rules: Rules[Any, Any, Any] = game.make_rules(options)

    def start(self) -> MatchState:
        """The first deal of the match, dealt."""
        dealer = self.first_dealer
        if dealer is None:
            dealer = self.rules.first_dealer(self.seats, match_rng(self.seed))
        totals = (0,) * self.seats
        deal = self._deal(0, dealer, totals, None)
        return MatchState(0, dealer, deal, totals, (), None, ())

    def _deal(self, index: int, dealer: int, totals: tuple[int, ...], carry: Any) -> Any:
        context = DealContext(deal_index=index, totals=totals, carry=carry)
        return self.rules.new_deal(self.seats, dealer, deal_rng(self.seed, index), context)

    def to_act(self, state: MatchState) -> int | None:
        """The seat to act, or None when the match is over."""
        return None if state.over else self.rules.to_act(state.deal)

    def legal_actions(self, state: MatchState) -> tuple[Action, ...]:
        """Legal actions in the running deal."""
        return () if state.over else self.rules.legal_actions(state.deal)

    def apply(self, state: MatchState, action: Action) -> tuple[MatchState, tuple[Event, ...]]:
        """Apply one action; finishes the deal, scores it and deals the next as needed."""
        if state.over:
            raise IllegalAction("The match is over.")
        deal, events = self.rules.apply(state.deal, action)
        log = (*state.log, self.rules.encode(action))
        if self.rules.to_act(deal) is not None:
            return MatchState(
                state.deal_index, state.dealer, deal, state.totals, state.history, None, log
            ), events
        return self._finish_deal(state, deal, events, log)

    def _finish_deal(
        self,
        state: MatchState,
        deal: Any,
        events: tuple[Event, ...],
        log: tuple[str, ...],
    ) -> tuple[MatchState, tuple[Event, ...]]:
        result = self.rules.deal_result(deal)
        totals = tuple(t + p for t, p in zip(state.totals, result.points, strict=True))
        record = DealRecord(state.deal_index, state.dealer, deal, result)
        history = (*state.history, record)
        outcome = self.rules.match_outcome(deal, totals, len(history))
        if outcome is not None:
            decided = MatchDecided(outcome.winners, outcome.double, outcome.reason)
            finished = MatchState(
                state.deal_index, state.dealer, deal, totals, history, outcome, log
            )
            return finished, (*events, decided)
        index = state.deal_index + 1
        dealer = self.rules.next_dealer(deal)
        next_deal = self._deal(index, dealer, totals, self.rules.carry_over(deal))
        started = DealStarted(dealer, self.rules.to_act(next_deal) or 0)
        return MatchState(index, dealer, next_deal, totals, history, None, log), (*events, started)

    def next_match_dealer(self, state: MatchState) -> int:
        """Who deals first in the next match of a series (the rules' own rotation)."""
        return self.rules.next_dealer(state.history[-1].final_state)

    def replay(self, log: Iterable[str]) -> MatchState:
        """Rebuild the match from its action log (saves, replays, bug reports)."""
        state = self.start()
        for text in log:
            state, _ = self.apply(state, self.rules.decode(text))
        return state
