"""Stichln: the rules definition (GameDef) of the registry entry."""

from __future__ import annotations

from pydantic import BaseModel

from game.bots import RandomBot
from game.core.rules import GameDef
from game.games.stichln import ENTRY
from game.games.stichln.bots import BasicBot, StrongBot
from game.games.stichln.conformance import QUERIES
from game.games.stichln.options import StichlnOptions
from game.games.stichln.rules import StichlnRules
from game.games.stichln.tables import SEAT_COUNTS


def _make_rules(options: BaseModel) -> StichlnRules:
    assert isinstance(options, StichlnOptions)
    return StichlnRules(options)


GAME = GameDef(
    id=ENTRY.id,
    name=ENTRY.name,
    seats=SEAT_COUNTS,
    default_seats=4,
    options_model=StichlnOptions,
    make_rules=_make_rules,
    bots={"random": RandomBot, "basic": BasicBot, "strong": StrongBot},
    conformance=QUERIES,
    test_configs=(
        (3, {}),
        (4, {}),
        (5, {}),
        (6, {}),
        (7, {}),
        (8, {}),
        (3, {"all_zero_trick": "discard_leader_leads_again"}),
        (4, {"minus_reveal": "hidden_until_scoring", "rounds": 2}),
        (7, {"seven_player_hand": 15, "minus_reveal": "hidden_until_scoring"}),
    ),
    card_point_total=None,
)
