"""A scripted full deal with hand-checked scores, under several option sets.

Dealer W, first hand N. Trick by trick (trump hearts), card points and roem by hand:
 1 JH QH KH AH  N wins  20+3+4+11 = 38   roem A-K-Q-J run 50 + stuk 20 = 70
 2 9H 8H 7H TH  N wins  14+0+0+10 = 24   roem 10-9-8-7 run 50
 3 AS JS 9S 7S  N wins  11+2+0+0  = 13
 4 KS TS 8S 9C  E wins  4+10+0+0  = 14   (W is free: partner E's 10 wins)
 5 AD JD TD 7D  E wins  11+2+10+0 = 23
 6 KD QD 9D QS  E wins  4+3+0+3   = 10   (N void, no trumps: discards)
 7 8C QC TC AC  N wins  0+3+10+11 = 24
 8 KC 7C JC 8D  N wins  4+0+2+0+10 = 16  (last trick)
N/S: 38+24+13+24+16 = 115 card points, 120 roem; E/W: 14+23+10 = 47, no roem.
"""

from __future__ import annotations

from game.games.klaverjas.events import Nat, RoemLost, RoemScored
from tests.games.klaverjas.helpers import (
    SCRIPT_HANDS,
    SCRIPT_TRICKS,
    act,
    deal,
    kinds,
    play_tricks,
    rules,
)

NORTH, EAST, SOUTH, WEST = range(4)


def test_south_makes_hearts_and_scores_cards_plus_roem() -> None:
    """S names hearts after two passes; N still leads; N/S 115 + 120 roem vs E/W 47."""
    engine = rules()
    state = deal(engine, SCRIPT_HANDS, WEST)
    assert engine.to_act(state) == NORTH
    state, _ = act(engine, state, "pass", "pass", "trump:H")
    assert (state.maker, state.trump, engine.to_act(state)) == (SOUTH, 2, NORTH)
    state, events = play_tricks(engine, state, SCRIPT_TRICKS)
    assert engine.to_act(state) is None
    assert [t.winner for t in state.tricks] == [0, 0, 0, 1, 1, 1, 0, 0]
    assert [t.points for t in state.tricks] == [38, 24, 13, 14, 23, 10, 24, 16]
    assert [t.roem for t in state.tricks] == [70, 50, 0, 0, 0, 0, 0, 0]
    assert [(e.seat, e.points, e.number) for e in kinds(events, "RoemScored")] == [
        (NORTH, 70, 1),
        (NORTH, 50, 2),
    ]
    result = engine.deal_result(state)
    assert result.card_points == (115, 47)
    assert result.points == (235, 47, 235, 47)
    assert result.teams == ((0, 2), (1, 3))
    assert result.details.roem == (120, 0)
    assert result.details.tricks_won == (5, 3)
    assert result.details.nat is False
    assert result.details.per_seat_extra == {
        "roem": (120, 0, 120, 0),
        "maker": (0, 0, 1, 0),
        "nat": (0, 0, 0, 0),
    }
    assert not kinds(events, "Nat") and not kinds(events, "Pit")


def test_east_goes_nat_with_the_same_cards() -> None:
    """E names hearts: E/W 47 <= 235, so nat: E/W 0, N/S 162 + 120 roem = 282."""
    engine = rules()
    state = deal(engine, SCRIPT_HANDS, WEST)
    state, _ = act(engine, state, "pass", "trump:H")
    state, events = play_tricks(engine, state, SCRIPT_TRICKS)
    result = engine.deal_result(state)
    assert result.points == (282, 0, 282, 0)
    assert result.card_points == (115, 47)
    assert result.details.nat is True
    assert result.details.per_seat_extra["nat"] == (0, 1, 0, 0)
    assert [e.maker for e in events if isinstance(e, Nat)] == [EAST]


def test_manual_claim_forgotten_then_taken() -> None:
    """Manual roem: N leads on without claiming trick 1's 70 (lost), claims trick 2's 50."""
    engine = rules(roem_claim="manual")
    state = deal(engine, SCRIPT_HANDS, WEST)
    state, _ = act(engine, state, "pass", "pass", "trump:H")
    state, _ = play_tricks(engine, state, SCRIPT_TRICKS[:1])
    assert state.claim == 70
    assert [str(a) for a in engine.legal_actions(state)][-1] == "roem"
    state, events = play_tricks(engine, state, SCRIPT_TRICKS[1:2])
    assert [(e.points, e.number) for e in events if isinstance(e, RoemLost)] == [(70, 1)]
    assert state.claim == 50
    state, events = act(engine, state, "roem")
    assert [(e.seat, e.points) for e in events if isinstance(e, RoemScored)] == [(NORTH, 50)]
    assert engine.why_illegal(state, engine.decode("roem")) == (
        "There is no roem to claim now: it is claimed before the next lead."
    )
    state, _ = play_tricks(engine, state, SCRIPT_TRICKS[2:])
    assert engine.deal_result(state).points == (165, 47, 165, 47)
    view = engine.view(state, EAST)
    assert [t[3] for t in view.tricks] == [0, 50, 0, 0, 0, 0, 0, 0]


def test_fixed_total_and_conservation_under_rotterdam() -> None:
    """The same plays are legal under Rotterdam (nobody is void with trumps in hand)."""
    engine = rules(play_rules="rotterdam")
    state = deal(engine, SCRIPT_HANDS, WEST)
    state, _ = act(engine, state, "pass", "pass", "trump:H")
    state, _ = play_tricks(engine, state, SCRIPT_TRICKS)
    assert engine.deal_result(state).points == (235, 47, 235, 47)
    assert sum(engine.deal_result(state).card_points or ()) == 162
