"""Skitgubbe: the rules definition (GameDef) of the registry entry."""

from __future__ import annotations

from pydantic import BaseModel

from game.bots import RandomBot
from game.core.rules import GameDef
from game.games.skitgubbe import ENTRY
from game.games.skitgubbe.bots import BasicBot, StrongBot
from game.games.skitgubbe.conformance import QUERIES
from game.games.skitgubbe.options import SkitgubbeOptions
from game.games.skitgubbe.rules import SkitgubbeRules


def _make_rules(options: BaseModel) -> SkitgubbeRules:
    assert isinstance(options, SkitgubbeOptions)
    return SkitgubbeRules(options)


GAME = GameDef(
    id=ENTRY.id,
    name=ENTRY.name,
    seats=(2, 3, 4, 5, 6),
    default_seats=4,
    options_model=SkitgubbeOptions,
    make_rules=_make_rules,
    bots={"random": RandomBot, "basic": BasicBot, "strong": StrongBot},
    conformance=QUERIES,
    test_configs=(
        (2, {}),
        (3, {}),
        (4, {}),
        (5, {}),
        (6, {}),
        (3, {"daring": True, "addition_order": "clockwise_from_leader"}),
        (4, {"phase1_mode": "two_player_tricks", "phase2_sequences": False}),
        (3, {"phase1_mode": "two_player_tricks", "daring": True}),
        (4, {"pickup_mode": "top_lay_only", "dealer_rotation": "loser_deals"}),
        (5, {"pickup_mode": "bottom_lay_us", "daring": True}),
        (2, {"phase1_mode": "two_player_tricks", "phase2_sequences": False}),
    ),
)
