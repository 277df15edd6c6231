"""Issue 30, rules 7.3 (manual roem): of the winning team, the player whose card completed
the roem claims it; when an opponent's card completed it, the trick winner does. So a
human who completes roem in a trick their bot partner wins is asked, and the partner
never claims it for them; the bot claims only roem it completed (or its own trick's)."""

from __future__ import annotations

import random

from game.core.cards import PIQUET32
from game.games.klaverjas.bots import BasicBot, StrongBot
from game.games.klaverjas.events import RoemLost, RoemScored
from game.games.klaverjas.roem import completing_position
from game.games.klaverjas.rules import KlaverjasRules
from game.games.klaverjas.state import KlaverjasState
from game.games.klaverjas.tables import CARD_ID, SUIT_INDEX
from tests.games.klaverjas.helpers import (
    SCRIPT_HANDS,
    SCRIPT_TRICKS,
    act,
    deal,
    play_tricks,
    rules,
)

NORTH, EAST, SOUTH, WEST = range(4)
PASS_AND_ROEM = ["pass", "roem"]

# Dealer S: first hand W names hearts and leads. W KS, N AS (wins), E 7S, S QS: the run
# A-K-Q (20) is completed by South's Queen; North, South's partner, wins the trick.
HANDS = (
    "AS 7D 8D 9D TD JD QD KD",  # N
    "7S 7H 8H 9H TH JH QH KH",  # E
    "QS AH AD AC 8S 9S TS JS",  # S
    "KS 7C 8C 9C TC JC QC KC",  # W
)


def _first_trick(claim: str = "manual") -> tuple[KlaverjasRules, KlaverjasState]:
    engine = rules(roem_claim=claim)
    state = deal(engine, HANDS, SOUTH)
    state, _ = act(engine, state, "trump:H", "play:KS", "play:AS", "play:7S", "play:QS")
    return engine, state


def _ids(cards: str) -> list[int]:
    return [CARD_ID[c] for c in PIQUET32.parse_many(cards)]


def test_the_completing_card_is_the_one_that_brings_the_roem_to_its_value() -> None:
    hearts = SUIT_INDEX["H"]
    assert completing_position(_ids("KS AS 7S QS"), hearts) == 3
    assert completing_position(_ids("QS KS AS 7S"), hearts) == 2
    assert completing_position(_ids("KH 7S QH JH"), hearts) == 3  # stuk, then the run
    assert completing_position(_ids("KH QH 7S 8S"), hearts) == 1  # stuk only
    assert completing_position(_ids("JS JH JD JC"), hearts) == 3  # four of a kind
    assert completing_position(_ids("7S 8D 9C TH"), hearts) == -1


def test_the_partner_who_completed_the_roem_is_asked_not_the_winner() -> None:
    engine, state = _first_trick()
    assert state.tricks[-1].winner == NORTH and state.claim == 20
    assert engine.to_act(state) == SOUTH
    assert [str(a) for a in engine.legal_actions(state)] == PASS_AND_ROEM
    view = engine.view(state, NORTH)
    assert view.legal == () and view.claimable_roem == 20
    # A card is refused with the claim's own sentence until South has decided.
    assert engine.why_illegal(state, engine.decode("play:8S")) == (
        "Claim the roem of the last trick (roem) or let it go (pass)."
    )
    claimed, events = act(engine, state, "roem")
    assert [(e.seat, e.points) for e in events if isinstance(e, RoemScored)] == [(NORTH, 20)]
    assert claimed.roem == (20, 0) and claimed.claim == 0
    assert engine.to_act(claimed) == NORTH, "then the winner leads"
    assert all(a.kind == "play" for a in engine.legal_actions(claimed))


def test_the_partner_may_let_it_go() -> None:
    engine, state = _first_trick()
    forgone, events = act(engine, state, "pass")
    assert [(e.seat, e.points) for e in events if isinstance(e, RoemLost)] == [(NORTH, 20)]
    assert forgone.roem == (0, 0) and engine.to_act(forgone) == NORTH


def test_a_bot_winner_is_never_asked_for_its_partners_roem() -> None:
    """North (a bot) won; whatever North's bot would do, it is not asked. South's bot
    claims when South is a bot (it completed the roem)."""
    engine, state = _first_trick()
    legal = engine.legal_actions(state)
    view = engine.view(state, SOUTH)
    for bot in (BasicBot(), StrongBot(work=200)):
        assert str(bot.choose(view, legal, random.Random(1))) == "roem"
    assert engine.to_act(state) != NORTH


def test_the_winner_claims_roem_an_opponent_completed() -> None:
    """The first trick of test_full_deal: West's Ace of trumps completes the 70 in North's
    trick, so North (the winner) is offered the claim next to the lead."""
    engine = rules(roem_claim="manual")
    state = deal(engine, SCRIPT_HANDS, WEST)
    state, _ = act(engine, state, "pass", "pass", "trump:H")
    state, _ = play_tricks(engine, state, SCRIPT_TRICKS[:1])
    assert state.claim == 70 and engine.to_act(state) == NORTH
    legal = [str(a) for a in engine.legal_actions(state)]
    assert legal[-1] == "roem" and "pass" not in legal and len(legal) > 2


def test_automatic_roem_asks_nobody() -> None:
    engine, state = _first_trick("automatic")
    assert state.roem == (20, 0) and state.claim == 0 and engine.to_act(state) == NORTH
