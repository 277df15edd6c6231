"""At the default levels a strong bot's decision depends on its view, the legal actions and
its seed only: a slowed or frozen clock gives the same decisions, and the clock's
last-resort stop still ends a search (and changes decisions) when seconds pass."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

import game.bots as botlib
from game.bots import SAFETY_SECONDS, decision_rng
from game.games import REGISTRY
from tests.bots.helpers import random_states

POSITIONS = 10  # decisions per game with more than one legal action
STICHLN_EIGHT = {"game": "stichln", "seats": 8}


def _positions(game_id: str, seats: int) -> Iterator[tuple[Any, list[Any], int]]:
    """(view, legal, ply) at spread-out decisions of random deals with a real choice."""
    game = REGISTRY[game_id]
    found = 0
    for index, (rules, state) in enumerate(random_states(game, seats, {}, 6, seed=21)):
        legal = rules.legal_actions(state)
        if len(legal) < 2 or index % 5:
            continue
        seat = rules.to_act(state)
        yield rules.view(state, seat), legal, index
        found += 1
        if found == POSITIONS:
            return


def _stepping(step: float) -> Callable[[], float]:
    """A clock that advances `step` seconds every time it is read."""
    now = [0.0]

    def read() -> float:
        now[0] += step
        return now[0]

    return read


def _decisions(
    game_id: str, seats: int, timer: Callable[[], float], monkeypatch: pytest.MonkeyPatch
) -> list[Any]:
    monkeypatch.setattr(botlib, "_timer", timer)
    bot = REGISTRY[game_id].bots["strong"]()
    return [
        bot.choose(view, legal, decision_rng(3, view.seat, ply))
        for view, legal, ply in _positions(game_id, seats)
    ]


CASES = [(g, REGISTRY[g].default_seats) for g in REGISTRY] + [("stichln", 8)]


@pytest.mark.parametrize(("game_id", "seats"), CASES, ids=[f"{g}-{s}" for g, s in CASES])
def test_slowed_clock_keeps_decisions(
    game_id: str, seats: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A frozen clock and one that loses 4 ms at every read give the same decisions. A
    search reads the clock once per sampled world, so this is a machine where one world
    costs 4 ms, ten times this one; at most 400 worlds keep it inside the safety stop.
    (With the old 120 ms stop, Schieber's decisions changed here.)"""
    frozen = _decisions(game_id, seats, lambda: 0.0, monkeypatch)
    slowed = _decisions(game_id, seats, _stepping(SAFETY_SECONDS / 500), monkeypatch)
    assert len(frozen) == POSITIONS
    assert slowed == frozen


@pytest.mark.parametrize(("game_id", "seats"), CASES, ids=[f"{g}-{s}" for g, s in CASES])
def test_safety_stop_still_ends_a_search(
    game_id: str, seats: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A clock that jumps past the safety stop at every read ends each search after its
    first world: the answer is still legal, and some decisions differ from the full
    search's (so the test above would notice a clock that decides)."""
    full = _decisions(game_id, seats, lambda: 0.0, monkeypatch)
    cut = _decisions(game_id, seats, _stepping(SAFETY_SECONDS * 2), monkeypatch)
    positions = list(_positions(game_id, seats))
    assert len(cut) == POSITIONS
    assert all(action in legal for action, (_v, legal, _p) in zip(cut, positions, strict=True))
    assert cut != full


def test_keep_default_margin() -> None:
    """The default card stays unless a candidate beats it by the margin on average."""
    from game.bots import sampled_search

    worlds = iter([1, 2, 3, 4])
    values = {"a": 1.0, "b": 1.4}

    def run(margin: float) -> str:
        return sampled_search(
            ["a", "b"],
            "a",
            lambda: next(worlds, None),
            lambda _w, c: values[c],
            work_per_rollout=1,
            max_work=100,
            started=0.0,
            budget=SAFETY_SECONDS,
            keep_default=margin,
        )

    assert run(0.0) == "b"
    worlds = iter([1, 2, 3, 4])
    assert run(0.5) == "a"
