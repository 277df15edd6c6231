"""Stichln round flow: secret declaration, may-follow play, trick order, all-zero tricks."""

from __future__ import annotations

import random

import pytest

from game.core.cards import Card
from game.core.events import CardPlayed, DealEnded, TrickTaken
from game.core.rules import Action, DealContext, IllegalAction
from game.games.stichln.events import MinusCardChosen, MinusCardsRevealed, TrickDiscarded
from game.games.stichln.options import StichlnOptions
from game.games.stichln.rules import StichlnRules
from game.games.stichln.state import DONE, PLAY
from game.games.stichln.tables import mask_to_cards
from tests.games.stichln.helpers import act, cards, declare_all, hands_with, start

# P1 set-up: 4 players, dealer seat 2, so seat 3 declares first and leads trick 1.
P1_FIXED = {3: "R5 R1", 0: "B11 B1", 1: "R6 G1", 2: "G3 Y1"}
P1_PICKS = {3: "R1", 0: "B1", 1: "G1", 2: "Y1"}


def _p1(**options: object):
    rules, state = start(4, P1_FIXED, dealer=2, **options)
    return rules, state


def _play_out(rules: StichlnRules, state):
    """Play the first legal action until the round is over; the events of the last step."""
    events: tuple = ()
    while rules.to_act(state) is not None:
        state, events = rules.apply(state, rules.legal_actions(state)[0])
    return state, events


def test_declarations_are_taken_in_turn_and_stay_face_down_until_all_chose() -> None:
    """Section 4.1 / S9: each choice is secret from the others until the last one."""
    rules, state = _p1()
    assert rules.to_act(state) == 3
    state, events = act(rules, state, "declare", "R1")
    assert events == (MinusCardChosen(3),)
    assert rules.to_act(state) == 0
    assert rules.view(state, 3).declared == (None, None, None, Card("R", 1))
    assert rules.view(state, 0).declared == (None, None, None, None)
    assert rules.view(state, 0).chosen == (False, False, False, True)
    assert Card("R", 1) in rules.hidden_cards(state, 0)
    assert Card("R", 1) not in rules.hidden_cards(state, 3)
    assert rules.view(state, 3).hand_sizes == (15, 15, 15, 14)
    assert Card("R", 1) not in rules.view(state, 3).hand


def test_declaration_cards_are_revealed_together_and_forehand_leads() -> None:
    """S3 default: turned up together after the last choice; dealer's left leads (4.2)."""
    rules, state = _p1()
    state, events = declare_all(rules, state, P1_PICKS)
    assert events == (MinusCardChosen(2), MinusCardsRevealed(cards("B1 G1 Y1 R1")))
    assert state.phase == PLAY
    assert rules.to_act(state) == 3
    assert rules.view(state, 0).declared == cards("B1 G1 Y1 R1")
    assert not set(cards("B1 G1 Y1 R1")) & rules.hidden_cards(state, 0)


def test_sequence_of_play_p1() -> None:
    """P1: seat 3 leads, seat 0 wins and leads trick 2 in order 0 1 2 3; seat 3 deals next."""
    rules, state = _p1()
    state, _ = declare_all(rules, state, P1_PICKS)
    for text in ("R5", "B11", "R6"):
        state, _ = act(rules, state, "play", text)
    state, events = act(rules, state, "play", "G3")
    # B11 is seat 0's own minus colour (blue 1 declared): +3 for R5 R6 G3, -11 for B11.
    assert events[-1] == TrickTaken(0, cards("R5 B11 R6 G3"), -8, 1)
    assert rules.to_act(state) == 0
    order = []
    for _ in range(4):
        state, events = rules.apply(state, rules.legal_actions(state)[0])
        order.append(events[0].seat)
    assert order == [0, 1, 2, 3]
    final, _ = _play_out(rules, state)
    assert rules.next_dealer(final) == 3
    following = rules.new_deal(4, 3, random.Random(1), DealContext(deal_index=1))
    assert rules.to_act(following) == 0  # declares first and will lead trick 1


def test_any_card_may_be_played_whatever_was_led() -> None:
    """5.1 (L1, L2): legal = the whole hand, leading or following."""
    rules, state = _p1()
    state, _ = declare_all(rules, state, P1_PICKS)
    hand3 = mask_to_cards(state.hands[3])
    assert rules.legal_actions(state) == tuple(Action("play", (c,)) for c in hand3)
    state, _ = act(rules, state, "play", "R5")
    hand0 = mask_to_cards(state.hands[0])
    assert len(hand0) == 14
    assert rules.legal_actions(state) == tuple(Action("play", (c,)) for c in hand0)
    assert rules.view(state, 0).legal == rules.legal_actions(state)
    assert rules.view(state, 1).legal == ()


def test_refusals_name_the_reason() -> None:
    """Every refused action gets its own sentence, and apply raises with it."""
    rules, state = _p1()
    refused = {
        Action("play", cards("R5")): "First put one card face down as your minus colour.",
        Action("declare", cards("B11")): "You do not hold the blue 11.",
        Action("declare", cards("P20")): "You do not hold the purple 20.",
        Action("declare", (Card("H", 10),)): "TH is not a Stichln card.",
        Action("declare", cards("R5 R1")): "Choose exactly one card.",
        Action("declare", cards("R5"), "x"): "'x' is not part of a Stichln action.",
        Action("bid", cards("R5")): "'bid' is not a Stichln action: declare or play a card.",
    }
    for action, sentence in refused.items():
        assert rules.why_illegal(state, action) == sentence
        with pytest.raises(IllegalAction) as caught:
            rules.apply(state, action)
        assert caught.value.reason == sentence
    state, _ = declare_all(rules, state, P1_PICKS)
    assert rules.why_illegal(state, Action("declare", cards("R5"))) == (
        "Your minus-colour card is already down: play a card to the trick."
    )
    assert rules.why_illegal(state, Action("play", cards("R1"))) == "You do not hold the red 1."
    final, _ = _play_out(rules, state)
    assert rules.why_illegal(final, Action("play", cards("R5"))) == "The round is over."


@pytest.mark.parametrize("text", ["", "play:XX", "bid:R5", "play:R5:R6x", "declare:R"])
def test_bad_action_text_is_refused_with_a_sentence(text: str) -> None:
    """decode never crashes: bad text is an IllegalAction with a readable reason."""
    with pytest.raises(IllegalAction) as caught:
        StichlnRules().decode(text)
    assert caught.value.reason.strip()


def test_action_text_round_trips() -> None:
    """`declare:R8` and `play:N0` are the text forms."""
    rules = StichlnRules()
    assert rules.encode(Action("declare", cards("R8"))) == "declare:R8"
    assert rules.decode("play:N0") == Action("play", cards("N0"))


def _zero_trick(**options: object):
    # 3 players, dealer 0: seat 1 declares first and leads; trick 1 is all zeros.
    fixed = {1: "B0 B8", 2: "R0 R8", 0: "G0 G8"}
    rules, state = start(3, fixed, dealer=0, **options)
    state, _ = declare_all(rules, state, {1: "B8", 2: "R8", 0: "G8"})
    for text in ("B0", "R0"):
        state, _ = act(rules, state, "play", text)
    return rules, *act(rules, state, "play", "G0")


def test_all_zero_trick_goes_to_the_leader_by_default() -> None:
    """S1 default: the first 0 wins; the leader (blue minus) scores +2 for it."""
    rules, state, events = _zero_trick()
    assert events[-1] == TrickTaken(1, cards("B0 R0 G0"), 2, 1)  # B0 is his minus colour: 0
    assert mask_to_cards(state.captured[1]) == cards("B0 G0 R0")
    assert rules.to_act(state) == 1


def test_all_zero_trick_may_be_discarded_and_the_leader_leads_again() -> None:
    """S1 option: nobody takes the cards; the same leader leads trick 2."""
    rules, state, events = _zero_trick(all_zero_trick="discard_leader_leads_again")
    assert events[-1] == TrickDiscarded(1, cards("B0 R0 G0"), 1)
    assert not any(isinstance(e, TrickTaken) for e in events)
    assert state.captured == (0, 0, 0)
    assert mask_to_cards(state.discarded) == cards("B0 G0 R0")
    assert rules.to_act(state) == 1
    rules.check_invariants(state)
    final, _ = _play_out(rules, state)
    assert sum(m.bit_count() for m in final.captured) == 3 * 13
    assert rules.deal_result(final).details.discarded_tricks == 1


def test_hidden_until_scoring_keeps_minus_colours_secret_during_the_tricks() -> None:
    """S3 option: declaration cards stay face down until the round is scored."""
    rules, state = _p1(minus_reveal="hidden_until_scoring")
    state, events = declare_all(rules, state, P1_PICKS)
    assert events == (MinusCardChosen(2),)
    assert rules.view(state, 0).declared == (Card("B", 1), None, None, None)
    assert Card("R", 1) in rules.hidden_cards(state, 0)
    for text in ("R5", "B11", "R6"):
        state, _ = act(rules, state, "play", text)
    state, events = act(rules, state, "play", "G3")
    assert events[-1] == TrickTaken(0, cards("R5 B11 R6 G3"), 0, 1)  # points kept secret
    final, events = _play_out(rules, state)
    assert [type(e) for e in events[-2:]] == [MinusCardsRevealed, DealEnded]
    assert events[-2] == MinusCardsRevealed(cards("B1 G1 Y1 R1"))
    assert rules.view(final, 0).declared == cards("B1 G1 Y1 R1")
    assert rules.hidden_cards(final, 0) == frozenset()


def test_seven_players_hold_fourteen_and_ten_cards_stay_unseen() -> None:
    """S5 default: 14 each from 108, 10 set aside, hidden from everyone; 13 tricks."""
    rules = StichlnRules()
    state = rules.new_deal(7, 4, random.Random(3))
    assert [h.bit_count() for h in state.hands] == [14] * 7
    aside = set(mask_to_cards(state.aside))
    assert len(aside) == 10
    for seat in range(7):
        assert aside <= rules.hidden_cards(state, seat)
        assert not aside & set(rules.view(state, seat).hand)
    final, _ = _play_out(rules, state)
    assert len(final.tricks) == 13
    assert final.phase == DONE


def test_seven_players_with_fifteen_cards_play_fourteen_tricks() -> None:
    """S5 option: 15 each, 3 aside."""
    rules = StichlnRules(StichlnOptions(seven_player_hand=15))
    state = rules.new_deal(7, 0, random.Random(3))
    assert state.aside.bit_count() == 3
    final, _ = _play_out(rules, state)
    assert len(final.tricks) == 14


def test_deal_from_hands_rejects_bad_hands() -> None:
    """Wrong hand size, cards not used at this player count, cards dealt twice."""
    rules = StichlnRules()
    hands = hands_with(4, {})
    with pytest.raises(ValueError, match="must hold 15 cards"):
        rules.deal_from_hands([h[:14] for h in hands], 0)
    with pytest.raises(ValueError, match="not used with 4 players"):
        rules.deal_from_hands([[Card("P", 1), *hands[0][1:]], *hands[1:]], 0)
    with pytest.raises(ValueError, match="dealt twice"):
        rules.deal_from_hands([hands[0], hands[0], hands[2], hands[3]], 0)
    with pytest.raises(ValueError, match="3 to 8 players"):
        rules.new_deal(2, 0, random.Random(1))


def test_deal_result_only_after_the_round() -> None:
    """A running round has no result yet."""
    rules, state = _p1()
    with pytest.raises(ValueError, match="not over"):
        rules.deal_result(state)


def test_totals_before_come_from_the_deal_context() -> None:
    """The view shows the match totals before this round."""
    rules = StichlnRules()
    state = rules.new_deal(3, 0, random.Random(2), DealContext(2, (5, -3, 1)))
    assert rules.view(state, 1).totals_before == (5, -3, 1)
    assert rules.view(state, 1).deal_index == 2


def test_played_cards_are_announced_in_play_order() -> None:
    """CardPlayed carries the seat and card, clockwise from the leader."""
    rules, state = _p1()
    state, _ = declare_all(rules, state, P1_PICKS)
    state, events = act(rules, state, "play", "R5")
    assert events == (CardPlayed(3, Card("R", 5)),)
    assert rules.view(state, 1).trick == ((3, Card("R", 5)),)
