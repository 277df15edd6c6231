"""Every game's rules class is the `Rules` of its own state, view and deal details.

The proof is for mypy: each factory below returns a game's rules class as
`Rules[State, View, Details]`, which mypy accepts only when every method of the protocol
fits (the read-only `options` property included: a plain attribute of the game's own
options type fits it). `test_mypy_accepts_every_rules_class` runs mypy --strict on this
module, so pytest fails when a rules class drifts from the protocol. At run time each
game plays one deal with random legal actions and its result carries the game's own
details type. No pygame, no game.ui.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import pytest
from pydantic import BaseModel

from game.core.rules import DealResult, Rules
from game.games.klaverjas.options import KlaverjasOptions
from game.games.klaverjas.rules import KlaverjasRules
from game.games.klaverjas.state import KlaverjasDetails, KlaverjasState, KlaverjasView
from game.games.schieber.options import SchieberOptions
from game.games.schieber.rules import SchieberRules
from game.games.schieber.state import SchieberDetails, SchieberState, SchieberView
from game.games.skitgubbe.options import SkitgubbeOptions
from game.games.skitgubbe.rules import SkitgubbeRules
from game.games.skitgubbe.state import SkitgubbeDetails, SkitgubbeState, SkitgubbeView
from game.games.stichln.options import StichlnOptions
from game.games.stichln.rules import StichlnRules
from game.games.stichln.state import StichlnDetails, StichlnState, StichlnView
from game.games.was_sticht.options import WasStichtOptions
from game.games.was_sticht.rules import WasStichtRules
from game.games.was_sticht.state import WasStichtDetails, WasStichtState, WasStichtView

S = TypeVar("S")
V = TypeVar("V")
D = TypeVar("D")


def schieber() -> Rules[SchieberState, SchieberView, SchieberDetails]:
    """Schieber Jass's rules as the protocol."""
    return SchieberRules(SchieberOptions())


def klaverjas() -> Rules[KlaverjasState, KlaverjasView, KlaverjasDetails]:
    """Klaverjas's rules as the protocol."""
    return KlaverjasRules(KlaverjasOptions())


def stichln() -> Rules[StichlnState, StichlnView, StichlnDetails]:
    """Stichln's rules as the protocol."""
    return StichlnRules(StichlnOptions())


def was_sticht() -> Rules[WasStichtState, WasStichtView, WasStichtDetails]:
    """Was Sticht's rules as the protocol."""
    return WasStichtRules(WasStichtOptions())


def skitgubbe() -> Rules[SkitgubbeState, SkitgubbeView, SkitgubbeDetails]:
    """Skitgubbe's rules as the protocol."""
    return SkitgubbeRules(SkitgubbeOptions())


def play_one_deal(rules: Rules[S, V, D], seats: int, seed: int) -> DealResult[D]:
    """One deal played to its end with random legal actions; what it scored."""
    rng = random.Random(seed)
    state = rules.new_deal(seats, 0, rng)
    while rules.to_act(state) is not None:
        state, _ = rules.apply(state, rng.choice(rules.legal_actions(state)))
    return rules.deal_result(state)


# The factory, a seat count it is played by, its options type and its details type.
GAMES: dict[str, tuple[Callable[[], Rules[Any, Any, Any]], int, type[BaseModel], type]] = {
    "schieber": (schieber, 4, SchieberOptions, SchieberDetails),
    "klaverjas": (klaverjas, 4, KlaverjasOptions, KlaverjasDetails),
    "stichln": (stichln, 4, StichlnOptions, StichlnDetails),
    "was_sticht": (was_sticht, 4, WasStichtOptions, WasStichtDetails),
    "skitgubbe": (skitgubbe, 4, SkitgubbeOptions, SkitgubbeDetails),
}


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_deal_scores_with_the_games_own_details(game_id: str) -> None:
    """The rules keep their options model, and a finished deal's details are typed."""
    make, seats, options, details = GAMES[game_id]
    rules = make()
    assert isinstance(rules.options, options)
    result = play_one_deal(rules, seats, seed=7)
    assert isinstance(result.details, details)


def test_mypy_accepts_every_rules_class() -> None:
    """mypy --strict on this module: each rules class is the Rules of its own types."""
    api = pytest.importorskip("mypy.api")
    root = Path(__file__).resolve().parents[2]
    out, err, status = api.run(
        [
            "--strict",
            "--follow-imports=silent",  # the games' own modules are checked by `mypy game`
            "--config-file",
            str(root / "pyproject.toml"),
            str(Path(__file__).resolve()),
        ]
    )
    assert status == 0, out + err
