"""Issue 30: which Klaverjas options the setup offers at 3 and at 4 players (rules 10 and
11). With three, trumps are named in one free round (11.3), a trick of three cards holds
no four of a kind (11.4), any player taking every trick gets the pit bonus (11.5) and
equal highest totals share the win (11.6): those options do not exist there."""

from __future__ import annotations

import pytest

from game.games.klaverjas.definition import GAME
from game.games.klaverjas.options import KlaverjasOptions
from game.games.klaverjas.scoring import earns_pit, game_outcome
from game.option_marks import HIDDEN, not_applying
from game.ui.option_specs import option_specs

BOTH = {"play_rules", "roem_claim", "pit_bonus", "game_length"}
FOUR_ONLY = {
    "trump_selection",
    "turn_up_all_pass",
    "deal_pattern",
    "four_low_ranks_roem",
    "pit_bonus_team",
    "tie_rule",
    "partner_rotation",
}
THREE_ONLY = {"redeal_3p"}


@pytest.mark.parametrize("option", sorted(BOTH | FOUR_ONLY | THREE_ONLY))
@pytest.mark.parametrize("seats", [3, 4])
def test_each_option_is_offered_where_it_applies(option: str, seats: int) -> None:
    """Offered at a seat count exactly when the rules use it there."""
    # Options that depend on another one (the turned card, the pit bonus) are switched on
    # so that only the seat count decides.
    chosen = {"trump_selection": "turn_up"} if seats == 4 else {}
    offered = {spec.path for spec in option_specs(GAME, seats, chosen)}
    applies = option in BOTH or option in (FOUR_ONLY if seats == 4 else THREE_ONLY)
    assert (option in offered) == applies
    field = GAME.options_model.model_fields[option]
    assert (not_applying(field, seats, GAME.options(chosen)) == HIDDEN) == (not applies)


def test_every_offered_option_is_named_here() -> None:
    """The three sets above are the whole setup (a new option must be placed in one)."""
    offered = {spec.path for seats in (3, 4) for spec in option_specs(GAME, seats, {})}
    assert offered <= BOTH | FOUR_ONLY | THREE_ONLY
    assert len(BOTH | FOUR_ONLY | THREE_ONLY) == 12


def test_the_hidden_options_change_nothing_with_three_players() -> None:
    """A value kept from a four-player setup does not play at three: a solo pit earns
    the bonus, a tie is shared (four of a kind cannot occur in a trick of three)."""
    makers_only = KlaverjasOptions(pit_bonus_team="makers_only", tie_rule="extra_deal")
    assert earns_pit(False, makers_only, 3) and not earns_pit(False, makers_only, 4)
    shared = game_outcome(3, 15, (700, 700, 100), makers_only)
    assert shared is not None and shared.winners == (0, 1)
    assert game_outcome(4, 16, (700, 700, 700, 700), makers_only) is None
