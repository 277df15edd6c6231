"""Schieber rules: dealing, forehand, Weis comparison, Stöck, checkpoints, options."""

from __future__ import annotations

import random

import pytest

from game.core.cards import JASS36
from game.core.rules import Action, DealContext, IllegalAction
from game.games.schieber.events import StoeckLost, StoeckScored, TargetReached
from game.games.schieber.options import SchieberOptions
from game.games.schieber.rules import SchieberRules
from game.games.schieber.state import CONTRACT, DONE, evolve
from game.games.schieber.tables import CARD_ID, MODE_BY_TEXT, cards_to_mask
from game.games.schieber.weis import optimal_weis, weis_winner
from tests.games.schieber.helpers import deal, play, play_cards


class _NoShuffle(random.Random):
    """An RNG whose shuffle keeps the deck in its canonical order."""

    def shuffle(self, x: list) -> None:  # type: ignore[override]
        """Leave the list as it is."""


def test_dealing_in_packets_of_three_from_the_dealers_right() -> None:
    """S-P1: dealer N; W gets d[0..2] d[12..14] d[24..26], N gets d[9..11] ..."""
    state = SchieberRules().new_deal(4, 0, _NoShuffle(), DealContext(deal_index=1))
    d = list(range(36))
    west = d[0:3] + d[12:15] + d[24:27]
    north = d[9:12] + d[21:24] + d[33:36]
    assert state.hands[3] == sum(1 << i for i in west)
    assert state.hands[0] == sum(1 << i for i in north)
    assert state.forehand == 3


def _random_finish(rules: SchieberRules, state, seed: int = 0):
    rng = random.Random(seed)
    while rules.to_act(state) is not None:
        legal = rules.legal_actions(state)
        state, _ = rules.apply(state, legal[rng.randrange(len(legal))])
    return state


def test_seven_of_clubs_forehand_then_rotation_to_the_right() -> None:
    """S-P2: S holds 7C in deal 1 (dealer N): S leads; then dealers S, E, N."""
    rules = SchieberRules()
    hands = [list(JASS36.cards[i * 9 : i * 9 + 9]) for i in range(4)]
    seven = JASS36.parse("7C")
    hands[0].remove(seven)
    hands[2].append(seven)
    moved = hands[2].pop(0)
    hands[0].append(moved)
    state = rules.deal_from_hands(hands, dealer=0, context=DealContext(deal_index=0))
    assert state.forehand == 2 and rules.to_act(state) == 2
    dealer = 0
    expected = [(2, 1), (1, 0), (0, 3)]  # (dealer, forehand) of deals 2, 3, 4
    for index, (want_dealer, want_forehand) in enumerate(expected, start=1):
        dealer = rules.next_dealer(_random_finish(rules, state, index))
        state = rules.new_deal(4, dealer, random.Random(index), DealContext(deal_index=index))
        assert (dealer, state.forehand) == (want_dealer, want_forehand)


def test_dealer_right_option_ignores_the_seven() -> None:
    """With first_forehand = dealer_right the dealer's right-hand neighbour leads deal 1."""
    rules = SchieberRules(SchieberOptions(first_forehand="dealer_right"))
    state = rules.new_deal(4, 2, random.Random(5), DealContext(deal_index=0))
    assert state.forehand == 1
    assert rules.next_dealer(_random_finish(rules, state)) == 1


def _melds(mode: str, text: str, **options: object):
    opts = SchieberOptions.model_validate(options)
    return optimal_weis(cards_to_mask(JASS36.parse_many(text)), MODE_BY_TEXT[mode], opts)


@pytest.mark.parametrize(
    ("mode", "declared", "classic", "swiss"),
    [
        # S-C1: N K-Q-J clubs, S 9-8-7-6 spades, W 10-9-8-7 diamonds: team B (top 10 > 9)
        ("H", ["KC QC JC", "", "9S 8S 7S 6S", "TD 9D 8D 7D"], 1, 1),
        # S-C2: N Q-J-10 spades, W Q-J-10 diamonds in Obenabe: tie -> nobody / N first
        ("obenabe", ["QS JS TS", "", "", "QD JD TD"], -1, 0),
        # S-C3: N K-Q-J spades, E K-Q-J diamonds (trump): team B
        ("D", ["KS QS JS", "KD QD JD", "", ""], 1, 1),
        # S-C4: N A-K-Q-J-10 spades vs W four 10s: classic quad wins, Swiss 5 cards win
        ("C", ["AS KS QS JS TS", "", "", "TS TH TD TC"], 1, 0),
    ],
)
def test_best_weis_between_teams(mode, declared, classic, swiss) -> None:
    """S-C1 to S-C4 (forehand N; playing order N, W, S, E)."""
    for preset, want in (("classic", classic), ("swiss_official", swiss)):
        options = SchieberOptions.from_preset(preset)
        melds = tuple(
            optimal_weis(cards_to_mask(JASS36.parse_many(h)), MODE_BY_TEXT[mode], options)
            for h in declared
        )
        assert weis_winner(melds, 0, MODE_BY_TEXT[mode], options) == want, preset


def test_undenufe_sixes_beat_aces_only_in_swiss_rules() -> None:
    """S-C5: N four 6s, W four As in Undenufe: classic B (6s are no Weis), Swiss A."""
    classic = SchieberOptions()
    swiss = SchieberOptions.from_preset("swiss_official")
    for options, want in ((classic, 1), (swiss, 0)):
        melds = tuple(
            optimal_weis(cards_to_mask(JASS36.parse_many(h)), 5, options)
            for h in ("6S 6H 6D 6C", "", "", "AS AH AD AC")
        )
        assert weis_winner(melds, 0, 5, options) == want


def test_stoeck_is_credited_when_the_second_card_is_played() -> None:
    """S-St1-like: N holds K and Q of hearts (trumps, x2): 40 when the second is played."""
    hands = [
        "KH QH AS 7S 9D TD 6C 8C JS",
        "AH 9H 8S 6S KD QD AC KC 7C",
        "JH TH QS KS 8D 7D QC JC 9C",
        "8H 7H 6H TS 9S AD JD 6D TC",
    ]
    rules, state = deal(hands, dealer=1)
    state, _ = play(rules, state, "trump:H")
    assert state.stoeck_seat == 0
    state, events = play_cards(rules, state, "KH 8H JH AH")
    assert not [e for e in events if isinstance(e, StoeckScored)]
    # the Jack of hearts (S) wins; S leads spades, E follows, N trumps with the Queen.
    state, _ = play_cards(rules, state, "QS")
    state, events = play_cards(rules, state, "8S QH")
    assert [e for e in events if isinstance(e, StoeckScored)] == [StoeckScored(0, 40)]
    state = _random_finish(rules, state)
    assert rules.deal_result(state).details.stoeck == (20, 0)


def test_manual_stoeck_is_lost_when_not_announced() -> None:
    """stoeck_declaration = manual: playing the second card plainly loses Stöck."""
    hands = [
        "KH QH AS 7S 9D TD 6C 8C JS",
        "AH 9H 8S 6S KD QD AC KC 7C",
        "JH TH QS KS 8D 7D QC JC 9C",
        "8H 7H 6H TS 9S AD JD 6D TC",
    ]
    rules, state = deal(hands, dealer=1, stoeck_declaration="manual")
    state, _ = play(rules, state, "trump:H play:KH play:8H play:JH play:AH play:QS play:8S")
    legal = [rules.encode(a) for a in rules.legal_actions(state)]
    assert "stoeck:QH" in legal and "play:QH" in legal
    announced, events = play(rules, state, "stoeck:QH")
    assert StoeckScored(0, 40) in events
    forgot, events = play(rules, state, "play:QH")
    assert StoeckLost(0) in events
    assert rules.deal_result(_random_finish(rules, forgot)).details.stoeck == (0, 0)
    assert rules.deal_result(_random_finish(rules, announced)).details.stoeck == (20, 0)


def test_game_can_end_at_c0_with_stoeck() -> None:
    """S-E1: A 2985, B 2990, spades, N holds K+Q of spades: A wins before a card is played."""
    hands = [
        "KS QS AH 7H 9D TD 6C 8C JH",
        "AS 9S 8H 6H KD QD AC KC 7C",
        "JS TS QH KH 8D 7D QC JC 9C",
        "8S 7S 6S TH 9H AD JD 6D TC",
    ]
    rules, state = deal(hands, dealer=1, totals=(2985, 2990))
    done, events = play(rules, state, "trump:S")
    assert done.phase == DONE and done.winner == 0
    assert TargetReached(0, "C0:S", (3005, 2990)) in events
    outcome = rules.match_outcome(done, (3005, 2990, 3005, 2990), 1)
    assert outcome is not None and outcome.winners == (0, 2) and not outcome.double
    rules2, state2 = deal(hands, dealer=1, totals=(2985, 2990), stoeck_claim_any_time=False)
    going, _ = play(rules2, state2, "trump:S")
    assert going.phase != DONE, "without claiming any time play continues"


E2_HANDS = [
    "AH KH QH TD 9H 7H 6S 8S TS",  # N: A-K-Q of hearts (20)
    "KD JD 9D 7D KS JC 9C KC AC",  # E
    "6D 8D QD TH 6H QS AS 7C QC",  # S
    "AD JH 8H 7S 9S JS 6C 8C TC",  # W
]


def test_checkpoint_order_decides_who_wins_at_c1() -> None:
    """S-E2: A 2990 wins with Weis 20 at C1; with (S, T, W) B wins with trick 1 (25)."""
    rules, state = deal(E2_HANDS, dealer=1, totals=(2990, 2980))
    state, _ = play(rules, state, "trump:C")
    done, _events = play_cards(rules, state, "TD AD 6D KD")
    assert done.phase == DONE and done.winner == 0 and done.winner_stage == "C1:W"
    assert rules.deal_result(done).points == (20, 0, 20, 0)
    rules, state = deal(E2_HANDS, dealer=1, totals=(2990, 2980), ausmach_order=["S", "T", "W"])
    state, _ = play(rules, state, "trump:C")
    done, _ = play_cards(rules, state, "TD AD 6D KD")
    assert done.winner == 1 and done.winner_stage == "C1:T"


def test_finish_deal_mode_plays_on_and_the_higher_total_wins() -> None:
    """end_mode = finish_deal: the deal is played out; the higher total wins."""
    rules, state = deal(E2_HANDS, dealer=1, totals=(2990, 2980), end_mode="finish_deal")
    state, _ = play(rules, state, "trump:C")
    state, _ = play_cards(rules, state, "TD AD 6D KD")
    assert state.phase != DONE and state.crossed == 0
    final = _random_finish(rules, state, 3)
    a, b = rules.deal_result(final).points[:2]
    totals = (2990 + a, 2980 + b, 2990 + a, 2980 + b)
    outcome = rules.match_outcome(final, totals, 1)
    assert outcome is not None
    want = 0 if totals[0] > totals[1] else 1 if totals[1] > totals[0] else 0
    assert outcome.winners == (want, want + 2)


def test_double_win_below_half_the_target() -> None:
    """S-E3: 3012 vs 1499 is a double win; vs 1500 a single one."""
    rules, state = deal(E2_HANDS, dealer=1)
    done = evolve(state, phase=DONE, winner=0, final_points=(0, 0))
    assert rules.match_outcome(done, (3012, 1499, 3012, 1499), 5).double
    assert not rules.match_outcome(done, (3012, 1500, 3012, 1500), 5).double
    plain = SchieberRules(SchieberOptions(schneider_double=False))
    assert not plain.match_outcome(done, (3012, 1499, 3012, 1499), 5).double


def test_push_rules_and_their_sentences() -> None:
    """The partner may not push back by default; with push_back once, then forehand names."""
    rules, state = deal(E2_HANDS, dealer=1)
    assert state.phase == CONTRACT
    state, _ = play(rules, state, "push")
    assert rules.to_act(state) == 2
    assert rules.why_illegal(state, rules.decode("push")) == (
        "Your partner pushed to you: you must name the contract."
    )
    with pytest.raises(IllegalAction, match="must name the contract"):
        rules.apply(state, rules.decode("push"))
    rules, state = deal(E2_HANDS, dealer=1, push_back=True)
    state, _ = play(rules, state, "push push")
    assert rules.to_act(state) == 0
    assert "pushed back" in rules.why_illegal(state, rules.decode("push"))
    assert rules.why_illegal(state, rules.decode("play:AH")) == (
        "First the contract must be named (or pushed to the partner)."
    )


@pytest.mark.parametrize(
    ("trump", "before", "hand", "card", "sentence"),
    [
        ("H", "TS 8H", "AS 7H JH KD", "7H", "You may not undertrump the 8 of hearts."),
        ("H", "TS", "AS 7S JH 6H KD", "KD", "You must follow spades or play a trump."),
        ("H", "8H", "JH 6H AS", "AS", "Trumps were led: you must play a trump."),
        ("obenabe", "QD", "6D AS KC", "AS", "You must follow diamonds."),
    ],
)
def test_refusal_sentences(trump, before, hand, card, sentence) -> None:
    """Illegal cards are refused with a sentence that names the rule."""
    rules = SchieberRules()
    start = rules.new_deal(4, 1, random.Random(1), DealContext(deal_index=1))
    trick = tuple(CARD_ID[c] for c in JASS36.parse_many(before))
    mask = cards_to_mask(JASS36.parse_many(hand))
    hands = tuple(mask if s == 0 else 0 for s in range(4))
    state = evolve(start, phase="play", mode=MODE_BY_TEXT[trump], trick=trick, turn=0, hands=hands)
    assert rules.why_illegal(state, rules.decode(f"play:{card}")) == sentence


def test_manual_weis_offers_subsets_and_hides_the_cards_until_trick_one_ends() -> None:
    """weis_declaration = manual: forehand may declare part of the optimal set, or none."""
    rules, state = deal(E2_HANDS, dealer=1, weis_declaration="manual")
    state, _ = play(rules, state, "trump:C")
    legal = [rules.encode(a) for a in rules.legal_actions(state)]
    assert legal == ["weis:QH.KH.AH", "weis:none"]
    assert "Declare your Weis first" in rules.why_illegal(state, rules.decode("play:TD"))
    state, _ = play(rules, state, "weis:none play:TD")
    assert rules.view(state, 1).weis_announced[0] == 0


def test_weis_in_any_order_decodes_to_the_declaration_but_values_are_refused() -> None:
    """The cards of a Weis form a set: text in another order decodes to the legal one."""
    rules, state = deal(E2_HANDS, dealer=1, weis_declaration="manual")
    state, _ = play(rules, state, "trump:C")
    legal = rules.legal_actions(state)
    assert rules.decode("weis:AH.QH.KH") == rules.decode("weis:QH.KH.AH") in legal
    reordered = Action("weis", (), "AH.QH.KH")
    assert rules.why_illegal(state, reordered) == "Write the Weis as QH.KH.AH."
    with pytest.raises(IllegalAction, match="Write the Weis as"):
        rules.apply(state, reordered)
    repeated = rules.decode("weis:QH.QH.KH")
    assert rules.why_illegal(state, repeated) == (
        "That is not a Weis you can declare from your hand."
    )


def test_undenufe_values_option() -> None:
    """S-T3: 9C 6C AC 6D in Undenufe is 11 points, 22 with undenufe_six_eleven."""
    for six_eleven, want in ((False, 11), (True, 22)):
        opts = SchieberOptions(undenufe_six_eleven=six_eleven)
        hands = [
            "9C 6S 7S 8S 9S TS JS QS KS",
            "AC AS 6H 7H 8H 9H TH JH QH",
            "6C 7C 8C TC JC QC KC KH AH",
            "6D 7D 8D 9D TD JD QD KD AD",
        ]
        rules = SchieberRules(opts)
        state = rules.deal_from_hands(
            [JASS36.parse_many(h) for h in hands], 1, DealContext(deal_index=1)
        )
        state, _ = play(rules, state, "trump:undenufe")
        state, _events = play_cards(rules, state, "9C 6D 6C AC")
        assert state.tricks[0].points == want
        assert state.tricks[0].winner == 2  # the 6 of clubs


def test_presets_fill_in_their_values_and_allow_overrides() -> None:
    """swiss_official sets its table column; an explicit option overrides the preset."""
    swiss = SchieberOptions.from_preset("swiss_official")
    assert (swiss.target, swiss.multipliers, swiss.weis_key) == (2500, "swisslos_2500", "swiss")
    assert swiss.multiplier(5) == 3 and SchieberOptions().multiplier(5) == 4
    assert SchieberOptions.from_preset("swiss_official", target=1000).target == 1000
    with pytest.raises(ValueError):
        SchieberOptions.model_validate({"target": 0})
    with pytest.raises(ValueError):
        SchieberOptions.model_validate({"no_such_option": 1})


def test_optimal_weis_examples() -> None:
    """S-W2: four Kings + Q-J-10 of spades; Kreuzweis lets the King of spades count twice."""
    assert sum(w.points for w in _melds("S", "KS KH KD KC QS JS TS 6D 7C")) == 120
    reuse = _melds("S", "KS KH KD KC QS JS TS 6D 7C", weis_card_reuse=True)
    assert sorted(w.points for w in reuse) == [50, 100]
