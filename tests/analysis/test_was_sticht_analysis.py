"""Was Sticht decision analysis: hidden-card invariance through the pipeline, determinism,
every legal action valued, the open-hands solve against brute force, and the ordering of
the random, basic and strong bots."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from game.analysis.deal import DealWalk, Ply, analyse_deal, analyse_ply, bot_deal, walk_deal
from game.bots import decision_rng
from game.core.cards import WAS_STICHT36
from game.core.match import Match
from game.core.rules import Action, DealContext
from game.games import ENTRIES, REGISTRY
from game.games.was_sticht.analysis import ANALYSIS, open_solve, shrunk
from game.games.was_sticht.chips import KIND_ID
from game.games.was_sticht.options import WasStichtOptions
from game.games.was_sticht.rules import WasStichtRules
from game.games.was_sticht.state import (
    DEALER_CHIP,
    DONE,
    PLAY,
    ChipHoldings,
    WasStichtState,
    evolve,
)
from game.games.was_sticht.tables import CARDS, COLOUR_OF, TRUMP_MASK
from game.i18n import CATALOGS

GAME = REGISTRY["was_sticht"]
LAID = tuple(tuple(CARDS[4 * k : 4 * k + 4]) for k in range(9))
SEED = 7
CHIPS = (
    (0, 5, 6, 9, 10),  # NO_TRICKS, EXACTLY_1, EXACTLY_2, LAST_TRICK, SOLE_MOST
    (1, 6, 7, 9, 11),
    (2, 5, 8, 10, 11),
    (3, 0, 7, 9, 10),
)


def _match(seats: int = 4) -> Match:
    return Match(GAME, GAME.options({}), seats, SEED)


def _holdings() -> ChipHoldings:
    return ChipHoldings(tuple(tuple(sorted(kinds)) for kinds in CHIPS), ((),) * 4)


def _context() -> DealContext:
    return DealContext(1, (0,) * 4, _holdings())


def _bot_action(rules: WasStichtRules, state: WasStichtState, ply: int) -> Action:
    seat = rules.to_act(state)
    assert seat is not None
    bot = GAME.bots["basic"]()
    return bot.choose(
        rules.view(state, seat), rules.legal_actions(state), decision_rng(1, seat, ply)
    )


def _same_decision(
    match: Match, a: WasStichtState, b: WasStichtState, ply: int, insider: int | None
) -> bool:
    """Analyse the decision to act in `a` and `b` (which its seat cannot tell apart) and
    check the two analyses are equal; False when there was nothing to decide. `insider`:
    a seat that does see the difference (the test would catch a leak of it)."""
    rules = match.rules
    seat = rules.to_act(a)
    assert seat is not None and rules.to_act(b) == seat
    assert a != b
    assert rules.view(a, seat) == rules.view(b, seat)
    if insider is not None:
        assert rules.view(a, insider) != rules.view(b, insider)
    legal = rules.legal_actions(a)
    assert legal == rules.legal_actions(b)
    action = _bot_action(rules, a, ply)
    first = analyse_ply(match, ANALYSIS, Ply(ply, seat, 0, a, legal, action), SEED)
    second = analyse_ply(match, ANALYSIS, Ply(ply, seat, 0, b, legal, action), SEED)
    assert first == second
    return first is not None


def test_chip_picks_ignore_the_layout_and_trumps_not_laid_yet() -> None:
    match = _match()
    rules = match.rules
    a = rules.new_deal(4, 1, random.Random(1))
    b = rules.new_deal(4, 1, random.Random(2))
    assert (a.column_masks, a.trumps) != (b.column_masks, b.trumps)
    checked = 0
    for ply in range(3):
        # Nobody sees the layout or the trumps during the chip draft.
        checked += _same_decision(match, a, b, ply, None)
        action = _bot_action(rules, a, ply)
        a, _ = rules.apply(a, action)
        b, _ = rules.apply(b, action)
    assert checked == 3


def test_column_picks_ignore_the_secret_trumps() -> None:
    match = _match()
    rules = match.rules
    deck = list(CARDS)
    random.Random(3).shuffle(deck)
    columns = [deck[4 * k : 4 * k + 4] for k in range(9)]
    a = rules.deal_from_layout(4, columns, 0, "R", "5", _context())
    b = rules.deal_from_layout(4, columns, 0, "none", "2", _context())
    checked = 0
    for ply in range(3):  # the non-dealers' picks of column 1, before its hint
        assert rules.to_act(a) != 0
        checked += _same_decision(match, a, b, ply, insider=0)  # the dealer knows them
        action = _bot_action(rules, a, ply)
        a, _ = rules.apply(a, action)
        b, _ = rules.apply(b, action)
    assert checked == 3  # from 4, 3 and 2 cards


def _hands(seed: int) -> list[list[int]]:
    deck = list(range(36))
    random.Random(seed).shuffle(deck)
    return [sorted(deck[9 * s : 9 * s + 9]) for s in range(4)]


def _from_hands(rules: WasStichtRules, hands: Sequence[Sequence[int]]) -> WasStichtState:
    state = rules.deal_from_hands(
        [[CARDS[c] for c in hand] for hand in hands], 0, _context(), tc="G", tn="4"
    )
    # A round set up from hands had no layout; deal_from_hands records the hands, in seat
    # order, as the "laid" grid the views show. One fixed grid keeps that test artefact
    # from telling the hands apart (in a real round the layout is public anyway).
    return evolve(state, laid=LAID)


def _swap(hands: list[list[int]], one: int, two: int, card_one: int, card_two: int) -> None:
    hands[one] = sorted([c for c in hands[one] if c != card_one] + [card_two])
    hands[two] = sorted([c for c in hands[two] if c != card_two] + [card_one])


def test_tasks_ignore_hidden_hands_and_a_pending_task() -> None:
    match = _match()
    rules = match.rules
    hands = _hands(11)
    a = _from_hands(rules, hands)
    # Seat 1 chooses first; seat 2 cannot see that choice nor seat 3's cards (no draft
    # on record), so B differs in both.
    first = rules.legal_actions(a)
    a, _ = rules.apply(a, first[0])
    other = [c for c in hands]
    _swap(other, 3, 1, other[3][0], other[1][0])
    b = _from_hands(rules, other)
    b, _ = rules.apply(b, first[1])
    assert rules.to_act(a) == 2
    assert _same_decision(match, a, b, 1, insider=3)  # seat 3 sees its own hand


def test_card_plays_ignore_cards_the_seat_never_saw() -> None:
    match = _match()
    rules = match.rules
    hands = _hands(5)
    state = _from_hands(rules, hands)
    actions: list[Action] = []
    while state.phase != DONE and rules.to_act(state) is not None:
        action = _bot_action(rules, state, len(actions))
        actions.append(action)
        state, _ = rules.apply(state, action)
    plays = [(s, c) for record in state.tricks for s, c in record.plays]
    late = {(s, c) for s, c in plays[24:]}  # played in the last three tricks
    trumps = state.trumps

    def kind(card: int) -> tuple[int, int]:
        return COLOUR_OF[card], TRUMP_MASK[trumps] >> card & 1

    # Cards of seats 2 and 3 first played in the last three tricks, of the same colour
    # and trump class, so the same plays stay legal before then: swap them.
    pairs = [
        (x, y)
        for x in hands[2]
        for y in hands[3]
        if (2, CARDS[x]) in late and (3, CARDS[y]) in late and kind(x) == kind(y)
    ]
    assert pairs
    other = [list(h) for h in hands]
    _swap(other, 2, 3, *pairs[0])
    a, b = _from_hands(rules, hands), _from_hands(rules, other)
    checked = 0
    for ply, action in enumerate(actions):
        if a.phase == PLAY and len(a.tricks) >= 6:
            break
        if a.phase == PLAY and rules.to_act(a) == 0:
            checked += _same_decision(match, a, b, ply, insider=2)
        a, _ = rules.apply(a, action)
        b, _ = rules.apply(b, action)
    assert checked == 5  # seat 0's plays with a choice in the first six tricks


def _bot_deal(levels: Sequence[str], seed: int) -> tuple[Match, DealWalk]:
    match, state = bot_deal(GAME, GAME.options({}), levels, seed)
    return match, walk_deal(match, state.log, 0)


def test_the_same_deal_gives_the_same_analysis_and_values_every_action() -> None:
    match, walk = _bot_deal(["basic"] * 4, 3)
    first = analyse_deal(match, ANALYSIS, walk, {1})
    assert first == analyse_deal(match, ANALYSIS, walk, {1})
    valued = 0
    kinds = set()
    for ply in walk.plies:
        if ply.seat != 1 and ply.action.kind not in ("chip", "turn", "task"):
            continue
        view = match.rules.view(ply.state, ply.seat)
        evaluation = ANALYSIS.evaluate(view, ply.legal, random.Random(ply.ply))
        assert set(evaluation.values) == set(ply.legal)
        assert all(-1.0 <= v <= 1.0 for v in evaluation.values.values())
        valued += 1
        kinds.add(ply.action.kind)
    assert valued == 20 + 9 + 3 + 9 + sum(p.action.kind == "turn" for p in walk.plies)
    assert kinds >= {"chip", "take", "task", "play"}


def _brute(rules: WasStichtRules, state: WasStichtState, seat: int, paranoid: bool) -> int:
    """The seat's chip point over every line of play with the rules engine itself:
    paranoid (the seat maximises, every other player minimises) or the best line for it."""
    if state.phase in (DONE, DEALER_CHIP):
        if state.phase == DEALER_CHIP:
            state, _ = rules.apply(state, rules.legal_actions(state)[0])
        return rules.deal_result(state).points[seat]
    values = [
        _brute(rules, rules.apply(state, action)[0], seat, paranoid)
        for action in rules.legal_actions(state)
    ]
    if rules.to_act(state) == seat or not paranoid:
        return max(values)
    return min(values)


def test_open_solve_matches_brute_force_over_the_last_three_tricks() -> None:
    checked = 0
    for seed in (1, 2, 3):
        match, walk = _bot_deal(["basic"] * 4, seed)
        rules = match.rules
        states = walk.states()
        start = next(
            i
            for i, s in enumerate(states)
            if s.phase == PLAY and not s.trick and len(s.tricks) == 6
        )
        for seat in range(4):
            solution = open_solve(rules, states[start:], seat)
            assert solution is not None
            assert (solution.first_trick, solution.tricks) == (6, 3)
            paranoid = _brute(rules, states[start], seat, paranoid=True)
            best_line = _brute(rules, states[start], seat, paranoid=False)
            assert solution.best == paranoid
            assert solution.actual == rules.deal_result(walk.final).points[seat]
            # What holds: no line makes more than the best line for the seat, and the
            # solve (everyone else against it) never more than that.
            assert solution.best <= best_line and solution.actual <= best_line
            # The line is the solve's: played out, it gives the solved point.
            state = states[start]
            for who, action in solution.line:
                assert rules.to_act(state) == who
                state, _ = rules.apply(state, action)
            if state.phase == DEALER_CHIP:
                state, _ = rules.apply(state, rules.legal_actions(state)[0])
            assert rules.deal_result(state).points[seat] == solution.best
            checked += 1
    assert checked == 12


def test_open_solve_reaches_five_tricks_on_a_whole_deal() -> None:
    match, walk = _bot_deal(["basic"] * 4, 4)
    solution = open_solve(match.rules, walk.states(), 0)
    assert solution is not None
    assert (solution.first_trick, solution.tricks, len(solution.line)) == (4, 5, 20)


def test_the_analysis_orders_random_basic_and_strong() -> None:
    """On fixed deals (the other seats basic bots), seat 0 played by the random bot gets
    more marks and a larger cost than by the basic bot, and the basic bot more than the
    strong bot."""
    flagged, cost = {}, {}
    for level in ("random", "basic", "strong"):
        flagged[level], cost[level] = 0, 0.0
        for seed in DEALS:
            match, walk = _bot_deal([level, "basic", "basic", "basic"], seed)
            result = analyse_deal(match, ANALYSIS, walk, {0})
            flagged[level] += result.flagged(0)
            cost[level] += result.total_cost(0)
    assert flagged["random"] > flagged["basic"] > flagged["strong"]
    assert cost["random"] > cost["basic"] > cost["strong"]


DEALS = (1, 2, 3, 4, 5)  # the first five numbered deals (no choice of deals)
ENTRY = ENTRIES["was_sticht"]


def test_the_entry_serves_this_analysis() -> None:
    assert ENTRY.analysis() is ANALYSIS


def test_a_sure_unwanted_trick_is_marked_with_its_reason() -> None:
    """Seat 2 (task: no tricks), second to play on R5, holds R9 and R4; the players after
    it hold only R1 and R2 in red: the R9 takes the trick for sure (the task is lost),
    the R4 loses it. The analysis marks the R9 and says why in both languages."""
    hands = [
        "R2 B1 B2 B3 B4 B5 B6 B7 B8",
        "R5 R3 R6 R7 R8 B9 Y1 Y2 Y3",
        "R9 R4 Y4 Y5 Y6 Y7 Y8 Y9 G1",
        "R1 G2 G3 G4 G5 G6 G7 G8 G9",
    ]
    rules = WasStichtRules(WasStichtOptions(drafted_cards="open"))
    parsed = [WAS_STICHT36.parse_many(h) for h in hands]
    grid, takes = [], []
    for k in range(9):
        order = [(1 + k + i) % 4 for i in range(4)]
        grid.append([parsed[s][k] for s in order])
        takes += [f"take:{parsed[s][k]}" for s in order]
    chips = tuple(
        tuple(sorted(KIND_ID[k] for k in ("NO_TRICKS", "EXACTLY_2", "LAST_TRICK", "SOLE_MOST")))
        for _ in range(4)
    )
    state = rules.deal_from_layout(
        4, grid, 0, "G", "none", DealContext(1, (0,) * 4, ChipHoldings(chips, ((),) * 4))
    )
    script = "task:EXACTLY_2 task:NO_TRICKS task:SOLE_MOST play:R5"
    for text in [*takes, *script.split()]:
        state, _ = rules.apply(state, rules.decode(text))
    match = Match(GAME, WasStichtOptions(drafted_cards="open"), 4, SEED)
    legal = rules.legal_actions(state)
    made = rules.decode("play:R9")
    decision = analyse_ply(match, ANALYSIS, Ply(0, 2, 0, state, legal, made), SEED)
    assert decision is not None and decision.flagged
    assert decision.best == rules.decode("play:R4")
    assert decision.reason == "ws.why.take_unwanted"
    for language in ("en", "ja"):
        assert "{made}" in CATALOGS[language][decision.reason]


def test_averages_are_shrunk_by_their_noise_only() -> None:
    """Equal actions end equal; a difference far above the noise is kept whole; a
    difference of the size of the noise keeps only the share the spread exceeds it by."""
    a, b = Action("play", (CARDS[0],)), Action("play", (CARDS[1],))
    assert shrunk({a: [1, 0, 1, 0], b: [1, 0, 1, 0]}) == {a: 0.5, b: 0.5}
    assert shrunk({a: [1, 1, 1, 1], b: [-1, -1, -1, -1]}) == {a: 1.0, b: -1.0}
    values = shrunk({a: [1, 0, 0, 0], b: [0, 0, 0, 0]})
    assert values[a] - values[b] == pytest.approx(0.125)  # half of the raw 0.25
