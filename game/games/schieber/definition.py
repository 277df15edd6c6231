"""Schieber Jass: the rules definition (GameDef) of the registry entry."""

from __future__ import annotations

from pydantic import BaseModel

from game.bots import RandomBot
from game.core.rules import GameDef
from game.games.schieber import ENTRY
from game.games.schieber.bots import BasicBot, StrongBot
from game.games.schieber.conformance import QUERIES
from game.games.schieber.options import SchieberOptions
from game.games.schieber.rules import SchieberRules


def _make_rules(options: BaseModel) -> SchieberRules:
    assert isinstance(options, SchieberOptions)
    return SchieberRules(options)


GAME = GameDef(
    id=ENTRY.id,
    name=ENTRY.name,
    seats=(4,),
    default_seats=4,
    options_model=SchieberOptions,
    make_rules=_make_rules,
    bots={"random": RandomBot, "basic": BasicBot, "strong": StrongBot},
    conformance=QUERIES,
    teams=lambda seats: ((0, 2), (1, 3)),
    test_configs=(
        (4, {}),
        (4, {"preset": "swiss_official"}),
        (4, {"weis_declaration": "manual", "stoeck_declaration": "manual", "push_back": True}),
        (
            4,
            {
                "end_mode": "finish_deal",
                "ausmach_order": "STW",
                "first_forehand": "dealer_right",
                "stoeck_claim_any_time": False,
                "target": 300,
            },
        ),
        (4, {"target": 200, "multipliers": "none", "weis_full_tie": "earlier_player"}),
    ),
    card_point_total=157,
)
