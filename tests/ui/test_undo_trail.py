"""The pure side of undo: which state a take-back returns to, and the controller's part."""

from __future__ import annotations

import random

from game.core.match import Match, MatchState
from game.core.table import Seat
from game.games import REGISTRY
from game.ui.controller import Phase, TableController
from game.ui.undo import UndoTrail

GAME = REGISTRY["schieber"]


def _random_log(match: Match, seed: int, plies: int) -> MatchState:
    """`plies` random legal actions from the start of the match."""
    rng = random.Random(seed)
    state = match.start()
    for _ in range(plies):
        legal = match.legal_actions(state)
        state, _ = match.apply(state, legal[rng.randrange(len(legal))])
    return state


def _expected(match: Match, state: MatchState, human: int) -> int | None:
    """The ply of the latest decision of `human`, found by replaying from the start."""
    found = None
    current = match.start()
    for ply, text in enumerate(state.log):
        if match.to_act(current) == human and len(match.legal_actions(current)) >= 2:
            found = ply
        current, _ = match.apply(current, match.rules.decode(text))
    return found


def test_target_is_the_state_before_the_latest_decision_on_any_log() -> None:
    """On logs that grow, shrink (undo) and branch (another move after undo), the target
    is the replayed state before the human's latest choice; forced plays are skipped."""
    match = Match(GAME, GAME.options({}), 4, 11)
    trail = UndoTrail(match, (0,))
    checked = forced_skipped = 0
    for seed in range(12):
        # Growing logs of one match, then logs of other branches of it (seed: the branch).
        state = _random_log(match, seed % 3, 5 + 9 * seed)
        ply = _expected(match, state, 0)
        target = trail.target(state)
        if ply is None:
            assert target is None
            continue
        assert target == match.replay(state.log[:ply])
        checked += 1
        forced_skipped += any(
            match.to_act(match.replay(state.log[:p])) == 0 for p in range(ply + 1, len(state.log))
        )
    assert checked == 12
    assert forced_skipped > 0  # some logs ended with human plays that were not choices


def test_skip_walks_past_decisions_the_table_would_take_again() -> None:
    """A ply the table would replay by itself at once is no place to return to."""
    match = Match(GAME, GAME.options({}), 4, 11)
    state = _random_log(match, 1, 60)
    trail = UndoTrail(match, (0,))
    plies = trail.decisions(state)
    assert len(plies) >= 3
    latest = trail.target(state, skip=lambda s: len(s.log) == plies[-1])
    assert latest == match.replay(state.log[: plies[-2]])
    assert trail.target(state, skip=lambda s: True) is None


def _controller(players: tuple[str, ...]) -> TableController:
    match = Match(GAME, GAME.options({}), 4, 3)
    return TableController(
        match, tuple(Seat(p, f"P{i}") for i, p in enumerate(players)), bot_delay=0.0
    )


def test_a_bot_answer_on_its_way_is_dropped_by_undo() -> None:
    """The bot was thinking about the position after the human's move: its late answer
    is ignored after undo, and the human is to act again."""
    c = _controller(("human", "random", "random", "random"))
    now = 0.0
    while c.phase != Phase.AWAIT_HUMAN or len(c.human_legal()) < 2:
        now += 1
        if c.phase == Phase.BOT_THINKING:
            request = c.bot_request()
            assert request is not None
            c.bot_decided(request.legal[0], request.turn, now)
        else:
            c.animation_done(now)
    before = c.state
    assert c.human_action(c.human_legal()[-1], now) is None
    while c.phase == Phase.ANIMATING:
        c.animation_done(now)
    request = c.bot_request()
    assert request is not None and c.phase == Phase.BOT_THINKING
    assert c.undo(now)
    assert c.state == before and c.phase == Phase.AWAIT_HUMAN and not c.batches
    c.bot_decided(request.legal[0], request.turn, now + 1)
    c.tick(now + 2)
    assert c.state == before and c.phase == Phase.AWAIT_HUMAN


def test_no_undo_without_a_human_or_with_two() -> None:
    """Bots alone have nothing to take back; hot-seat never does."""
    bots = _controller(("random",) * 4)
    assert bots.undo_target() is None and not bots.undo(0.0)
    hotseat = _controller(("human", "random", "human", "random"))
    hotseat.state = _random_log(hotseat.match, 2, 30)
    assert UndoTrail(hotseat.match, hotseat.humans).target(hotseat.state) is not None
    assert hotseat.undo_target() is None and not hotseat.undo(0.0)
