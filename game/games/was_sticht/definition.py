"""Was Sticht: the rules definition (GameDef) of the registry entry."""

from __future__ import annotations

from pydantic import BaseModel

from game.bots import RandomBot
from game.core.rules import GameDef
from game.games.was_sticht import ENTRY
from game.games.was_sticht.bots import BasicBot, StrongBot
from game.games.was_sticht.conformance import QUERIES
from game.games.was_sticht.options import WasStichtOptions
from game.games.was_sticht.rules import SEAT_COUNTS, WasStichtRules


def _make_rules(options: BaseModel) -> WasStichtRules:
    assert isinstance(options, WasStichtOptions)
    return WasStichtRules(options)


GAME = GameDef(
    id=ENTRY.id,
    name=ENTRY.name,
    seats=SEAT_COUNTS,
    default_seats=4,
    options_model=WasStichtOptions,
    make_rules=_make_rules,
    bots={"random": RandomBot, "basic": BasicBot, "strong": StrongBot},
    conformance=QUERIES,
    test_configs=(
        (4, {}),
        (3, {}),
        (4, {"game_length": "full", "follow_mode": "printed"}),
        (
            3,
            {
                "game_length": "full",
                "sole_fewest_needs_trick": False,
                "full_game_lower_places": "five_chip_players_first",
            },
        ),
        (4, {"short_early_finish": True, "chip_values": {"SOLE_MOST": 12, "EXACTLY_1": 0}}),
    ),
    card_point_total=None,  # Was Sticht has no card points, only tricks and task chips
)
