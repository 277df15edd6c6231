"""No decision is ever timed (issue 33): whatever the clock does, a human's turn, a
hot-seat hand-over, a deal summary and the match result wait for the player.

The table runs on the clock it is given, so half an hour passes cheaply: the table is
updated once a second for 30 minutes of table time (every timer in the table compares
the time it is given with a moment, so frames in between change nothing).
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.core.match import Match, MatchState
from game.games import REGISTRY
from game.settings import Settings
from game.ui.controller import Phase
from game.ui.table.screen import TableScreen
from tests.ui.app_helpers import clocked_table, close_app

GAMES = ("was_sticht", "klaverjas", "stichln", "schieber", "skitgubbe")
HALF_HOUR = 30 * 60
STEP = 1 / 60


def _table(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    game_id: str,
    players: tuple[str, ...],
    resume: tuple[Match, MatchState] | None = None,
    **settings: object,
) -> tuple[TableScreen, list[float]]:
    """A table on a moved clock, deal number 3."""
    return clocked_table(tmp_path, monkeypatch, game_id, players, 3, resume, **settings)


def _until(table: TableScreen, clock: list[float], phase: Phase, frames: int = 4000) -> None:
    """Update frame by frame (summaries read, humans acting at random when the phase
    looked for is another) until the table is in `phase`."""
    rng = random.Random(7)
    for _ in range(frames):
        c = table.controller
        if c.phase == phase:
            return
        if c.phase == Phase.DEAL_SUMMARY:
            c.confirm_summary(clock[0])
        elif c.phase == Phase.AWAIT_HUMAN:
            c.human_action(rng.choice(c.human_legal()), clock[0])
        clock[0] += STEP
        table.update(clock[0])
    raise AssertionError(f"{phase} not reached in {frames} frames")


def _half_an_hour(table: TableScreen, clock: list[float]) -> tuple[object, ...]:
    """Let 30 minutes pass; what the table waits for, before and after (they must match)."""
    c = table.controller

    def waiting() -> tuple[object, ...]:
        return (c.phase, c.turn_counter, len(c.state.log), c.human_legal(), c.handover_seat)

    before = waiting()
    for _ in range(HALF_HOUR):
        clock[0] += 1.0
        table.update(clock[0])
    table.draw(table.app.screen)  # drawing reads only
    table.update(clock[0] + STEP)
    assert waiting() == before
    return before


@pytest.mark.parametrize("game_id", GAMES)
def test_a_human_turn_waits_half_an_hour(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game_id: str
) -> None:
    """The human's first decision, a decision later in the deal, and a decision with one
    legal action (a last card: nothing is played for them unless they asked for it) all
    stay the human's through 30 minutes."""
    assert Settings().auto_play_last is False, "playing a forced card is the player's choice"
    players = ("human", "random", "random", "random")
    table, clock = _table(tmp_path, monkeypatch, game_id, players, animation="off")
    c = table.controller
    rng = random.Random(3)
    try:
        _until(table, clock, Phase.AWAIT_HUMAN)
        _half_an_hour(table, clock)
        later, forced = 0, 0
        for _ in range(400):
            _until(table, clock, Phase.AWAIT_HUMAN)
            legal = c.human_legal()
            if len(legal) == 1 and not forced:
                _half_an_hour(table, clock)
                forced = 1
            elif len(c.state.log) > 12 and not later:
                _half_an_hour(table, clock)
                later = 1
            if later and forced:
                break
            c.human_action(rng.choice(legal), clock[0])
        assert (later, forced) == (1, 1)
    finally:
        close_app(table.app)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hot_seat_handover_waits_half_an_hour(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game_id: str
) -> None:
    """The hand-over screen never passes by itself: the named player is still asked for
    after 30 minutes, no hand shown, nothing played."""
    players = ("human", "human", "random", "random")
    table, clock = _table(tmp_path, monkeypatch, game_id, players, animation="off")
    try:
        _until(table, clock, Phase.HANDOVER)
        phase, *_, seat = _half_an_hour(table, clock)
        assert phase == Phase.HANDOVER and seat is not None
        assert not table.show_private()
    finally:
        close_app(table.app)


def test_a_summary_and_the_result_wait_half_an_hour(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A finished deal's summary and the match result stay up until the player goes on
    (and a finished trick with "wait for a click" waits for the click)."""
    game = REGISTRY["stichln"]
    match = Match(game, game.options_model(rounds=1), 4, 5)
    states = [match.start()]
    rng = random.Random(5)
    while not states[-1].over:
        legal = match.legal_actions(states[-1])
        states.append(match.apply(states[-1], legal[rng.randrange(len(legal))])[0])
    players = ("random",) * 4
    table, clock = _table(
        tmp_path, monkeypatch, "stichln", players, (match, states[-6]), trick_wait=True
    )
    c = table.controller
    try:
        for _ in range(2000):
            clock[0] += STEP
            table.update(clock[0])
            if table.animator.waiting(clock[0]):
                break
        assert table.animator.waiting(clock[0])
        _half_an_hour(table, clock)
        assert table.animator.waiting(clock[0]), "the held trick waits for its click"
        table.app.settings = table.app.settings.model_copy(update={"trick_wait": False})
        while c.phase != Phase.DEAL_SUMMARY:
            table.animator.release(clock[0])
            clock[0] += STEP
            table.update(clock[0])
        _half_an_hour(table, clock)
        c.confirm_summary(clock[0])
        for _ in range(600):
            clock[0] += STEP
            table.update(clock[0])
        assert c.phase == Phase.MATCH_OVER
        _half_an_hour(table, clock)
        assert table.app.stack.top is table, "no rematch or menu was chosen for them"
    finally:
        close_app(table.app)
