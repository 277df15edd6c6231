"""The blunder detectors added for the basic bot's real mistakes: each one on a hand-made
position where it must fire, and on a close one where it must not."""

from __future__ import annotations

import dataclasses

from game.blunders import TrickSpot, trick_blunders
from game.core.cards import WAS_STICHT36
from game.core.rules import DealContext
from game.games.schieber.tables import POINTS, SUIT_MASK, WIN
from game.games.skitgubbe import search as skitgubbe
from game.games.skitgubbe.rules import SkitgubbeRules
from game.games.was_sticht import search as was_sticht
from game.games.was_sticht.chips import KIND_ID
from game.games.was_sticht.options import WasStichtOptions
from game.games.was_sticht.rules import WasStichtRules
from game.games.was_sticht.state import ChipHoldings
from game.games.was_sticht.tables import CARD_ID as WS_ID
from tests.games.skitgubbe.helpers import cards as sk_cards
from tests.games.skitgubbe.helpers import play as sk_play

CLUBS, DIAMONDS, HEARTS = 0, 1, 2
SIX, SEVEN, TEN, JACK, ACE = 0, 1, 4, 5, 8


def card(suit: int, nat: int) -> int:
    """A Schieber card id."""
    return suit * 9 + nat


def mask(*cards: int) -> int:
    """The cards as a bitmask."""
    out = 0
    for c in cards:
        out |= 1 << c
    return out


def spot(
    trick: list[int],
    legal: list[int],
    played: int,
    *,
    partner_wins: bool = False,
    later: tuple[int, ...] = (),
    opponents: int = 0,
    partner_after: int = 0,
    opponent_hands: tuple[int, ...] = (),
    led: int = CLUBS,
) -> TrickSpot:
    """A Hearts-trump Schieber decision, clubs led unless told."""
    return TrickSpot(
        values=WIN[HEARTS][led],
        trumps=SUIT_MASK[HEARTS],
        led_suit=SUIT_MASK[led],
        pts=POINTS[HEARTS],
        legal=mask(*legal),
        card=played,
        trick=trick,
        partner_wins=partner_wins,
        later=later,
        opponents=opponents,
        partner_after=partner_after,
        opponent_hands=opponent_hands,
    )


def test_top_trump_on_a_cheap_ruff() -> None:
    """Second to play on an opponent's club Seven: ruffing with the trump Jack while the
    opponents may still hold trumps throws the trump control away for no points; on a
    club Ten (10 points) it is a fair price, and a lower trump is no blunder."""
    legal = [card(HEARTS, JACK), card(HEARTS, SIX), card(DIAMONDS, SEVEN)]
    out = mask(card(HEARTS, SEVEN))
    jack = card(HEARTS, JACK)
    assert trick_blunders(
        spot([card(CLUBS, SEVEN)], legal, jack, later=(out, out), opponents=out)
    ) == ["top_trump_cheap_ruff"]
    assert (
        trick_blunders(spot([card(CLUBS, TEN)], legal, jack, later=(out, out), opponents=out)) == []
    )
    assert (
        trick_blunders(
            spot([card(CLUBS, SEVEN)], legal, card(HEARTS, SIX), later=(out, out), opponents=out)
        )
        == []
    )
    # No trump left with the opponents: the Jack commands nothing any more.
    assert (
        trick_blunders(
            spot(
                [card(CLUBS, SEVEN)],
                legal,
                jack,
                later=(out, out),
                opponents=mask(card(DIAMONDS, ACE)),
            )
        )
        == []
    )


def test_points_led_into_a_known_ruff() -> None:
    """Leading the club Ten when an opponent has shown void in clubs and may hold a trump
    hands him ten points; with the club Six instead, or with that opponent out of
    trumps, it is no blunder."""
    legal = [card(CLUBS, TEN), card(CLUBS, SIX)]
    void_with_trump = SUIT_MASK[HEARTS] | SUIT_MASK[DIAMONDS]
    other = SUIT_MASK[CLUBS]
    assert trick_blunders(
        spot([], legal, card(CLUBS, TEN), opponent_hands=(other, void_with_trump))
    ) == ["points_into_ruff"]
    assert (
        trick_blunders(spot([], legal, card(CLUBS, SIX), opponent_hands=(other, void_with_trump)))
        == []
    )
    assert (
        trick_blunders(
            spot([], legal, card(CLUBS, TEN), opponent_hands=(other, SUIT_MASK[DIAMONDS]))
        )
        == []
    )


def test_points_on_a_trick_lost_for_our_side() -> None:
    """The opponents' club Ace leads, we cannot beat it and our partner after us cannot
    either (diamonds only): a diamond Ten thrown on it is ten points given away, even
    though the last opponent might still trump. With a partner who may trump, the trick
    is not lost yet."""
    legal = [card(DIAMONDS, TEN), card(DIAMONDS, SIX)]
    trick = [card(CLUBS, ACE)]
    later = (SUIT_MASK[DIAMONDS], SUIT_MASK[HEARTS])
    assert trick_blunders(
        spot(trick, legal, card(DIAMONDS, TEN), later=later, partner_after=SUIT_MASK[DIAMONDS])
    ) == ["points_on_sure_loss"]
    assert (
        trick_blunders(
            spot(trick, legal, card(DIAMONDS, SIX), later=later, partner_after=SUIT_MASK[DIAMONDS])
        )
        == []
    )
    assert (
        trick_blunders(
            spot(trick, legal, card(DIAMONDS, TEN), later=later, partner_after=SUIT_MASK[HEARTS])
        )
        == []
    )


# ------------------------------------------------------------------ Was Sticht
LOW_CHIPS = ("NO_TRICKS", "SOLE_FEWEST", "EXACTLY_1", "NO_RED", "EXACTLY_2")
MIXED_CHIPS = ("NO_TRICKS", "EXACTLY_2", "LAST_TRICK", "SOLE_MOST", "NO_BLUE")


def was_sticht_round(
    hands: list[str], tc: str, tn: str, chips: list[tuple[str, ...]], script: str
) -> tuple[WasStichtRules, object]:
    """Dealer seat 0, four players: the grid is laid so that drafting it column by column
    gives every seat its hand; then the moves of `script`. The drafted cards stay open:
    the detectors judge plays against hands the seat knows."""
    rules = WasStichtRules(WasStichtOptions(drafted_cards="open"))
    parsed = [WAS_STICHT36.parse_many(h) for h in hands]
    grid, takes = [], []
    for k in range(9):
        order = [(1 + k + i) % 4 for i in range(4)]
        grid.append([parsed[s][k] for s in order])
        takes += [f"take:{parsed[s][k]}" for s in order]
    face_up = tuple(tuple(sorted(KIND_ID[k] for k in kinds)) for kinds in chips)
    context = DealContext(1, (0,) * 4, ChipHoldings(face_up, ((),) * 4))
    state = rules.deal_from_layout(4, grid, 0, tc, tn, context)
    for text in [*takes, *script.split()]:
        state, _ = rules.apply(state, rules.decode(text))
    return rules, state


def flags(rules: WasStichtRules, state: object, play: str) -> list[str]:
    """The detector's verdict on one legal play of the seat to act."""
    seat = rules.to_act(state)
    legal = rules.legal_actions(state)
    action = next(a for a in legal if str(a) == f"play:{play}")
    return was_sticht.blunders(rules.view(state, seat), legal, action)


def test_taking_a_sure_trick_the_task_must_lose() -> None:
    """Seat 2 (NO_TRICKS), second to play on R5, holds R9 and R4; the two players after
    it hold only R1 and R2 in red: the R9 takes the trick for sure, the R4 loses it."""
    hands = [
        "R2 B1 B2 B3 B4 B5 B6 B7 B8",
        "R5 R3 R6 R7 R8 B9 Y1 Y2 Y3",
        "R9 R4 Y4 Y5 Y6 Y7 Y8 Y9 G1",
        "R1 G2 G3 G4 G5 G6 G7 G8 G9",
    ]
    rules, state = was_sticht_round(
        hands,
        "G",
        "none",
        [MIXED_CHIPS] * 4,
        "task:EXACTLY_2 task:NO_TRICKS task:SOLE_MOST play:R5",
    )
    assert flags(rules, state, "R9") == ["take_unwanted"]
    assert flags(rules, state, "R4") == []


def test_winning_with_the_forbidden_colour() -> None:
    """Red is trump; seat 2 (NO_RED, no trick yet), void in the yellow lead, trumps with
    R9, which nobody after can beat: the trick is its first and holds red. The G1
    instead loses the trick and keeps the task alive. With the supertrump R5 behind
    (trump number 5) the R9 is not sure to win, so the task is not spoiled for sure."""
    hands = [
        "B1 B2 B3 B4 B5 B6 B7 B8 B9",
        "Y9 Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8",
        "R9 G1 G2 G3 G4 G5 G6 G7 G8",
        "R1 R2 R3 R4 R5 R6 R7 R8 G9",
    ]
    chips = [MIXED_CHIPS, MIXED_CHIPS, LOW_CHIPS, MIXED_CHIPS]
    script = "task:EXACTLY_2 task:NO_RED task:SOLE_MOST play:Y9"
    rules, state = was_sticht_round(hands, "R", "none", chips, script)
    assert flags(rules, state, "R9") == ["take_forbidden"]
    assert flags(rules, state, "G1") == []
    rules, state = was_sticht_round(hands, "R", "5", chips, script)
    assert flags(rules, state, "R9") == []


def test_throwing_away_a_sure_last_trick() -> None:
    """Trick 7, no trumps: seat 3 (LAST_TRICK) holds G9 G2 G1 after seat 1 led R7 and
    seat 2 threw Y9; seat 1 keeps R8 and G8. Keeping the G9 wins the ninth trick
    whatever seat 1 does; discarding it now loses the ninth trick whatever anybody
    does."""
    hands = [
        "B1 B2 B3 B4 B5 B6 B7 B8 B9",
        "R1 R2 R3 R4 R5 R6 R7 R8 G8",
        "Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9",
        "G9 G1 G2 G3 G4 G5 G6 G7 R9",
    ]
    rules, state = was_sticht_round(
        hands, "none", "none", [MIXED_CHIPS] * 4, "task:EXACTLY_2 task:NO_TRICKS task:LAST_TRICK"
    )
    seen = was_sticht.read_view(rules.view(state, 3))

    def ids(text: str) -> int:
        return mask(*(WS_ID[c] for c in WAS_STICHT36.parse_many(text)))

    end = dataclasses.replace(
        seen,
        hands=[ids("B7 B8 B9"), ids("R8 G8"), ids("Y7 Y8"), ids("G9 G2 G1")],
        trick=[WS_ID[c] for c in WAS_STICHT36.parse_many("R7 Y9")],
        leader=1,
        done=6,
        counts=[0, 6, 0, 0],
    )
    legal = ids("G9 G2 G1")
    g9, g1 = (WS_ID[c] for c in WAS_STICHT36.parse_many("G9 G1"))
    assert was_sticht.seen_blunders(end, legal, g9) == ["throw_task"]
    assert was_sticht.seen_blunders(end, legal, g1) == []


def skitgubbe_flags(hands: list[str], trump: str, script: str) -> dict[str, list[str]]:
    """The Skitgubbe detector's verdict on every legal action of the seat to act, in a
    phase-2 position (seat 0 leads; cards in no hand are out of play) after `script`."""
    rules = SkitgubbeRules()
    state = rules.phase2_from_hands([sk_cards(h) for h in hands], trump, 0)
    state = sk_play(rules, state, *script.split())
    seat = rules.to_act(state)
    assert seat is not None
    legal = rules.legal_actions(state)
    view = rules.view(state, seat)
    return {rules.encode(a): skitgubbe.blunders(view, legal, a) for a in legal}


def test_passing_up_a_sure_way_out() -> None:
    """Diamonds trump, the third lay of three to come: the 5-6-7-8 of trumps completes
    the trick and leaves the Jack alone, which seat 2 then leads and is out; the single
    5 keeps four cards. With a club King as well nothing takes it out for sure."""
    script = "lay:5H lay:6H+7H"
    flags = skitgubbe_flags(["5H 2C 3C", "6H 7H 4C", "5D 6D 7D 8D JD"], "D", script)
    assert flags["lay:5D"] == ["missed_out"]
    assert flags["lay:5D+6D+7D+8D"] == []
    flags = skitgubbe_flags(["5H 2C 3C", "6H 7H 4C", "5D 6D 7D 8D JD KC"], "D", script)
    assert flags["lay:5D"] == []
    assert flags["lay:5D+6D+7D+8D"] == []


def test_letting_the_last_opponent_out() -> None:
    """Hearts trump, two players left: seat 1 holds only the trump Jack, so seat 0 sees
    his hand. The 6 of trumps lets him beat and go out; the trump Ace he cannot beat.
    Holding a club 2 besides, he cannot go out in one lay, and the 6 is no blunder."""
    flags = skitgubbe_flags(["6H 7H TH AH", "JH"], "H", "")
    assert flags["lay:6H"] == ["let_out"]
    assert flags["lay:AH"] == []
    flags = skitgubbe_flags(["6H 7H TH AH", "JH 2C"], "H", "")
    assert flags["lay:6H"] == []


def test_a_trump_is_no_blunder_when_the_plain_card_lets_the_last_opponent_out() -> None:
    """Hearts trump, three lays make the trick: seat 1 went out with the 9 of spades and
    seat 2 picked it up, holding the 8-9 of spades now. Seat 0's 6 of spades (the second
    lay of three) lets him beat and go out, and so does a pick-up (he leads next); the
    trump 2 stops him, so it is no trump_on_plain. With the 7 and 9 he has no one lay,
    and the trump where the 6 beats is the old blunder again."""
    script = "lay:5S lay:9S pickup"
    flags = skitgubbe_flags(["5S 6S 2H 3C", "9S", "8S"], "H", script)
    assert flags == {"lay:6S": ["let_out"], "lay:2H": [], "pickup": ["let_out"]}
    flags = skitgubbe_flags(["5S 6S 2H 3C", "9S", "7S"], "H", script)
    assert flags == {"lay:6S": [], "lay:2H": ["trump_on_plain"], "pickup": ["needless_pickup"]}
