"""Klaverjas: the rules definition (GameDef) of the registry entry."""

from __future__ import annotations

from pydantic import BaseModel

from game.bots import RandomBot
from game.core.rules import GameDef
from game.games.klaverjas import ENTRY
from game.games.klaverjas.bots import BasicBot, StrongBot
from game.games.klaverjas.conformance import QUERIES
from game.games.klaverjas.options import KlaverjasOptions
from game.games.klaverjas.rules import KlaverjasRules


def _make_rules(options: BaseModel) -> KlaverjasRules:
    assert isinstance(options, KlaverjasOptions)
    return KlaverjasRules(options)


def _teams(seats: int) -> tuple[tuple[int, ...], ...] | None:
    """Partners sit opposite with four players; three players play alone."""
    return ((0, 2), (1, 3)) if seats == 4 else None


GAME = GameDef(
    id=ENTRY.id,
    name=ENTRY.name,
    seats=(4, 3),
    default_seats=4,
    options_model=KlaverjasOptions,
    make_rules=_make_rules,
    bots={"random": RandomBot, "basic": BasicBot, "strong": StrongBot},
    conformance=QUERIES,
    teams=_teams,
    test_configs=(
        (4, {}),
        (4, {"play_rules": "rotterdam"}),
        (
            4,
            {
                "trump_selection": "forced_first_hand",
                "deal_pattern": "4-4",
                "roem_claim": "manual",
                "four_low_ranks_roem": True,
            },
        ),
        (
            4,
            {
                "trump_selection": "turn_up",
                "turn_up_all_pass": "second_turn_then_redeal",
                "play_rules": "rotterdam",
                "pit_bonus_team": "makers_only",
            },
        ),
        (
            4,
            {
                "trump_selection": "turn_up",
                "turn_up_all_pass": "first_hand_plays_turned",
                "pit_bonus": 0,
            },
        ),
        (4, {"trump_selection": "turn_up", "roem_claim": "manual"}),
        (3, {}),
        (3, {"play_rules": "rotterdam", "roem_claim": "manual", "redeal_3p": "next_dealer"}),
    ),
    card_point_total=162,
)
