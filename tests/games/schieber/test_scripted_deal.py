"""A whole Schieber deal, scripted card by card, with scores checked by hand.

Dealer E, forehand N on his right (not the first deal). N pushes, S names Obenabe (x3).
N holds four Aces and A-K-Q of spades, but classic rules forbid using the Ace of spades
twice, so N's best set is the four Aces alone (100). E holds three 3-runs (60), S 8-7-6 of
spades (20), W a 5-run J-10-9-8-7 of clubs (100). Classic key: a four-of-a-kind beats any
5+ run at 100, so team N/S scores all its Weis: 100 + 20 = 120.
"""

from __future__ import annotations

from game.core.events import CardPlayed, DealEnded, Passed, TrickTaken, TrumpChosen
from game.games.schieber.events import MeldKind, WeisDeclared, WeisScored
from game.games.schieber.state import DONE
from tests.games.schieber.helpers import deal, play, play_cards

HANDS = [
    "AS KS QS AH 6H AD 6D AC 6C",  # N
    "JS TS 9S KH QH JH 7D 8D 9D",  # E
    "8S 7S 6S TH 9H KD QD KC QC",  # S
    "8H 7H JD TD JC TC 9C 8C 7C",  # W
]
# Tricks in play order (N, W, S, E turn order is counter-clockwise), winner, card points.
TRICKS = [
    ("AS 7H 6S 9S", 0, 11),
    ("KS 8H 7S TS", 0, 22),
    ("QS 7C 8S JS", 0, 13),
    ("AH 8C 9H JH", 0, 21),
    ("AD TD QD 7D", 0, 24),
    ("AC 9C QC 8D", 0, 22),
    ("6H JC TH KH", 1, 16),  # E wins with the King of hearts
    ("QH 6D TC KD", 1, 17),  # E leads: E, N, W, S
    ("9D 6C JD KC", 3, 11),  # W's Jack wins; 6 points + 5 for the last trick
]


def test_scripted_obenabe_deal_scores_as_hand_checked() -> None:
    """Every trick winner, the Weis comparison and both deal scores."""
    rules, state = deal(HANDS, dealer=1)
    assert state.forehand == 0
    state, events = play(rules, state, "push trump:obenabe")
    assert events == [Passed(0, 2), TrumpChosen(2, "obenabe")]
    assert rules.multiplier(state) == 3
    assert rules.to_act(state) == 0, "forehand leads also after a push"
    all_events = []
    for cards, winner, points in TRICKS:
        state, events = play_cards(rules, state, cards)
        all_events.extend(events)
        taken = [e for e in events if isinstance(e, TrickTaken)]
        assert len(taken) == 1
        assert (taken[0].winner, taken[0].points) == (winner, points), cards
    declared = {e.seat: e.melds for e in all_events if isinstance(e, WeisDeclared)}
    assert declared == {
        0: (MeldKind(4, True, 100),),
        3: (MeldKind(5, False, 100),),
        2: (MeldKind(3, False, 20),),
        1: (MeldKind(3, False, 20),) * 3,
    }
    scored = [e for e in all_events if isinstance(e, WeisScored)]
    assert len(scored) == 1 and scored[0].team == 0 and scored[0].points == 360
    assert {seat for seat, _, _ in scored[0].shown} == {0, 2}
    assert state.phase == DONE
    assert state.trick_points == (113, 44)
    result = rules.deal_result(state)
    assert result.points == (699, 132, 699, 132)  # (113 + 120) x 3, 44 x 3
    assert result.card_points == (113, 44)
    assert result.details.weis == (120, 0)
    assert all_events[-1] == DealEnded((699, 132, 699, 132))
    plays = [e for e in all_events if isinstance(e, CardPlayed)]
    assert len(plays) == 36


def test_kreuzweis_lets_the_ace_count_twice() -> None:
    """With weis_card_reuse (Swiss 'Kreuzweis') N declares four Aces and A-K-Q: 120."""
    rules, state = deal(HANDS, dealer=1, weis_card_reuse=True)
    state, events = play(rules, state, "push trump:obenabe play:AS")
    assert [(e.seat, e.points) for e in events if isinstance(e, WeisDeclared)] == [(0, 120)]


def test_obenabe_refuses_a_card_that_does_not_follow() -> None:
    """S holds spades when spades are led: a heart is refused with the reason."""
    rules, state = deal(HANDS, dealer=1)
    state, _ = play(rules, state, "push trump:obenabe play:AS play:7H")
    assert rules.why_illegal(state, rules.decode("play:TH")) == "You must follow spades."
    assert rules.why_illegal(state, rules.decode("play:AD")) == (
        "You do not hold the Ace of diamonds."
    )


def test_all_nine_tricks_make_a_match_worth_257() -> None:
    """N holds every heart (trumps): N takes all 9 tricks; Match 100, Weis 150, Stöck 20."""
    hands = [
        "AH KH QH JH TH 9H 8H 7H 6H",
        "AS QS TS 8S 6S KD JD 9D 7D",
        "KS JS 9S 7S AD QD TD 8D 6D",
        "AC KC QC JC TC 9C 8C 7C 6C",
    ]
    rules, state = deal(hands, dealer=1)
    state, _ = play(rules, state, "trump:H")
    for trick in range(9):
        leader_card = ["JH", "9H", "AH", "KH", "QH", "TH", "8H", "7H", "6H"][trick]
        state, _ = play(rules, state, f"play:{leader_card}")
        for _ in range(3):
            state, _ = play(rules, state, rules.encode(rules.legal_actions(state)[0]))
    result = rules.deal_result(state)
    # N's 9-card suit is 100 + 50; W's 9 clubs too, but the trump run wins the tie.
    assert result.details.weis == (150, 0)
    assert result.details.stoeck == (20, 0)
    assert result.details.match_team == 0
    assert result.card_points == (157, 0)
    assert result.points == ((257 + 150 + 20) * 2, 0, (257 + 150 + 20) * 2, 0)
