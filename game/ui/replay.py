"""Play it again: one finished deal of a match played anew with the same cards.

A replay is built from the match's save (its log reaches at least the end of the deal),
the deal's index and where play resumes: the deal's start or the start of one of its
tricks. The actions before that point are replayed silently (as a save is loaded); from
there the players make new moves and the bots answer as before (their RNG is fixed by
the match seed, the seat and the ply, which the replay keeps). The replay's match ends
when that one deal ends, whatever the real match would have done next.

No pygame here: the table that plays a replay is game.ui.table.replay.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.analysis.deal import DealNotFound, walk_deal
from game.core.events import DealStarted, Event, MatchDecided
from game.core.match import Match, MatchState
from game.core.rules import MatchOutcome
from game.i18n import t
from game.saves import SaveError, SaveGame
from game.ui.setup_model import TableSetup, restore

if TYPE_CHECKING:
    from game.app import App

# The outcome's reason when a replay ends with its deal (never shown as a match result).
REPLAY_ENDED = "replay"


class ReplayError(ValueError):
    """A deal that cannot be played again; `reason` is one sentence for the player."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True, slots=True)
class Replay:
    """Which deal to play again, from where: `start` actions of the save's log are
    replayed silently; `trick` (0-based, as the move log counts tricks) names that point."""

    save: SaveGame
    deal: int  # 0-based deal index
    trick: int = 0
    start: int | None = None  # None: the deal's first action


class ReplayMatch(Match):
    """The real match's rules and seed, ending once deal `deal` has ended."""

    def __init__(
        self,
        game: Any,
        options: Any,
        seats: int,
        seed: int,
        first_dealer: int | None,
        deal: int,
    ) -> None:
        super().__init__(game, options, seats, seed, first_dealer)
        self.deal = deal

    def _finish_deal(
        self, state: MatchState, deal: Any, events: tuple[Event, ...], log: tuple[str, ...]
    ) -> tuple[MatchState, tuple[Event, ...]]:
        finished, after = super()._finish_deal(state, deal, events, log)
        if state.deal_index != self.deal:
            return finished, after
        # The replayed deal is over: so is the replay. No next deal is dealt and no match
        # winner is announced (the replay decides nothing about the real match).
        ended = tuple(e for e in after if not isinstance(e, DealStarted | MatchDecided))
        outcome = MatchOutcome((), reason=REPLAY_ENDED)
        totals = finished.totals
        history = finished.history
        return (
            MatchState(state.deal_index, state.dealer, deal, totals, history, outcome, log),
            ended,
        )


def deal_start(save: SaveGame, deal: int) -> int:
    """The log index of deal `deal`'s first action (ReplayError when the save does not
    hold that deal to its end)."""
    _, match, _ = _restored(save)
    return _first_ply(match, save.log, deal)


def _first_ply(match: Match, log: Sequence[str], deal: int) -> int:
    try:
        walk = walk_deal(match, log, deal)
    except DealNotFound as exc:
        raise ReplayError(t("replay.not_finished", n=deal + 1)) from exc
    return walk.plies[0].ply


def trick_starts(
    save: SaveGame, deal: int, closes: Callable[[Event, Any], bool]
) -> tuple[int, ...]:
    """The log index where each trick of the deal begins, the deal's start first;
    `closes(event, view)` says whether an event ends a trick as the move log counts them
    (the presenter's chronicle: a discarded trick is a trick too)."""
    _, match, _ = _restored(save)
    first = _first_ply(match, save.log, deal)
    rules = match.rules
    state = match.replay(save.log[:first])
    starts = [first]
    for ply in range(first, len(save.log)):
        before = state
        state, events = match.apply(before, rules.decode(save.log[ply]))
        if state.deal_index != deal or state.over:
            break  # the deal ended: no trick starts after its last
        view = rules.view(before.deal, 0)
        if any(closes(event, view) for event in events):
            starts.append(ply + 1)
    return tuple(starts)


def replay_from(
    save: SaveGame, deal: int, trick: int = 0, closes: Callable[[Event, Any], bool] | None = None
) -> Replay:
    """The replay of deal `deal` from its start (trick 0) or from the start of trick
    `trick` (0-based; needs `closes`, see trick_starts)."""
    if trick <= 0 or closes is None:
        return Replay(save, deal, 0, deal_start(save, deal))
    starts = trick_starts(save, deal, closes)
    trick = min(trick, len(starts) - 1)
    return Replay(save, deal, trick, starts[trick])


def play_again(
    app: App,
    save: SaveGame,
    deal: int,
    trick: int = 0,
    ends_trick: Callable[[Event, Any], bool] | None = None,
) -> bool:
    """Open the replay of `deal` from its start or trick `trick` on top of the screen of
    the moment; a deal that cannot be replayed gets one sentence why (False)."""
    try:
        replay = replay_from(save, deal, trick, ends_trick)
        app.open("replay", replay)
    except ReplayError as exc:
        app.notices.post(exc.reason)
        app.cue("error")  # with the sentence why in the notices
        return False
    return True


def _restored(save: SaveGame) -> tuple[TableSetup, Match, MatchState]:
    try:
        return restore(save)
    except SaveError as exc:
        raise ReplayError(t("replay.does_not_fit", reason=exc.reason)) from exc


def open_replay(replay: Replay) -> tuple[TableSetup, ReplayMatch, MatchState]:
    """The replay's setup, its match (ending with the deal) and the state play resumes
    at: the save's log replayed silently up to `replay.start`."""
    setup, match, _ = _restored(replay.save)
    start = deal_start(replay.save, replay.deal) if replay.start is None else replay.start
    # The table's extras of the real match stay out: a replay is no first game with
    # prompts, and help used in it counts for nothing.
    setup = TableSetup(
        setup.game,
        setup.seats,
        setup.seed,
        setup.options,
        hints_agreed=setup.hints_agreed,
        table_choices=dict(setup.table_choices),
    )
    again = ReplayMatch(
        setup.game,
        match.options,
        match.seats,
        match.seed,
        match.first_dealer,
        replay.deal,
    )
    state = again.replay(replay.save.log[:start])
    if state.deal_index != replay.deal or state.over:
        raise ReplayError(t("replay.not_finished", n=replay.deal + 1))
    return setup, again, state


def replay_title(replay: Replay, deal_name: Callable[[int], str]) -> str:
    """The badge a replay wears: "Replay of Deal 3" or "... (from trick 5)"."""
    deal = deal_name(replay.deal + 1)
    if replay.trick <= 0:
        return t("replay.badge", deal=deal)
    return t("replay.badge_trick", deal=deal, n=replay.trick + 1)


def finished_deals(state: MatchState) -> Sequence[int]:
    """The 0-based indexes of the match's finished deals, the latest first."""
    return [record.index for record in reversed(state.history)]
