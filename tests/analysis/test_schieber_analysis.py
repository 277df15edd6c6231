"""Schieber decision analysis and open-hands solve (game/games/schieber/analysis.py)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.analysis.deal import Ply, analyse_deal, analyse_ply, bot_deal, walk_deal
from game.bots import decision_rng
from game.core.cards import Card, parse_card
from game.core.match import Match
from game.core.rules import Action, IllegalAction
from game.games import REGISTRY
from game.games.schieber.analysis import ANALYSIS, THRESHOLD, _Solver, open_solve, solve_from
from game.games.schieber.options import SchieberOptions
from game.games.schieber.rules import SchieberRules
from game.games.schieber.state import DONE, PLAY, SchieberState
from game.games.schieber.tables import CARD_ID, CARDS, POINTS

GAME = REGISTRY["schieber"]
MANUAL = SchieberOptions(weis_declaration="manual", stoeck_declaration="manual")


def _match(seed: int, options: SchieberOptions | None = None) -> Match:
    return Match(GAME, options or SchieberOptions(), 4, seed)


def _play_deal(match: Match, levels: Sequence[str]) -> tuple[str, ...]:
    """Deal 1 of the match played by bots (seeded per decision as at the table): its log."""
    return bot_deal(match.game, match.options, levels, match.seed)[1].log


def _plies(rules: SchieberRules, state: SchieberState, actions: Sequence[Action]) -> list[Ply]:
    """The deal's plies from `state` with the given actions (each must be legal)."""
    plies = []
    tricks = 0
    for index, action in enumerate(actions):
        seat = rules.to_act(state)
        assert seat is not None
        plies.append(Ply(index, seat, tricks, state, rules.legal_actions(state), action))
        state, _ = rules.apply(state, action)
        tricks = len(state.tricks)
    return plies


def _bot_actions(
    rules: SchieberRules, state: SchieberState, seed: int, levels: Sequence[str]
) -> list[Action]:
    bots = [GAME.bots[level]() for level in levels]
    actions = []
    ply = 0
    while state.phase != DONE:
        seat = rules.to_act(state)
        assert seat is not None
        action = bots[seat].choose(
            rules.view(state, seat), rules.legal_actions(state), decision_rng(seed, seat, ply)
        )
        actions.append(action)
        state, _ = rules.apply(state, action)
        ply += 1
    return actions


def _hands(state: SchieberState) -> list[list[Card]]:
    return [[CARDS[c] for c in range(36) if hand >> c & 1] for hand in state.dealt]


# ----------------------------------------------------------------- hidden cards
def _swapped(state: SchieberState, seat: int, ply_state: SchieberState) -> list[list[Card]] | None:
    """The dealt hands with one unplayed card of each of two other seats exchanged, of the
    same suit (so every play before stays legal): None when no such pair exists."""
    others = [s for s in range(4) if s != seat]
    hands = _hands(state)
    for a in others:
        for b in others:
            if a >= b:
                continue
            for x in _ids(ply_state.hands[a]):
                for y in _ids(ply_state.hands[b]):
                    if x // 9 == y // 9:
                        new = [list(h) for h in hands]
                        new[a][new[a].index(CARDS[x])] = CARDS[y]
                        new[b][new[b].index(CARDS[y])] = CARDS[x]
                        return new
    return None


def _ids(mask: int) -> list[int]:
    return [c for c in range(36) if mask >> c & 1]


def _invariance_cases(options: SchieberOptions, seed: int, seat: int) -> list[set[str]]:
    """Every decision of `seat` in one deal, analysed on the real deal and on one where
    two other seats exchanged a card it could not see: the Decisions must be equal.
    Returns the kinds of action each checked decision offered."""
    match = _match(seed, options)
    rules = match.rules
    start = rules.new_deal(4, seed % 4, random.Random(seed))
    actions = _bot_actions(rules, start, seed, ["basic"] * 4)
    plies = _plies(rules, start, actions)
    checked = []
    for ply in plies:
        if ply.seat != seat or len(ply.legal) <= 1:
            continue
        hands = _swapped(start, seat, ply.state)
        if hands is None:
            continue
        other_start = rules.deal_from_hands(hands, start.dealer)
        try:
            other = _plies(rules, other_start, actions[: ply.ply + 1])[ply.ply]
        except IllegalAction:
            continue  # a play before was legal only with the real cards (the trump Jack)
        if rules.view(other.state, seat) != rules.view(ply.state, seat):
            continue  # the exchange showed (the 7 of clubs' forehand, a Weis): not hidden
        # The states differ: an evaluation that read the hidden hands would see it.
        assert other.state.hands != ply.state.hands
        assert other.legal == ply.legal
        one = analyse_ply(match, ANALYSIS, ply, seed)
        two = analyse_ply(match, ANALYSIS, other, seed)
        assert one is not None
        assert one == two
        checked.append({action.kind for action in ply.legal})
    return checked


def test_hidden_cards_do_not_change_any_decision() -> None:
    """Contract, push, card plays, manual Weis and Stöck: the same Decision (values,
    best move, flag, reason) whatever the cards the deciding seat could not see."""
    checked = _invariance_cases(SchieberOptions(), 3, 0)
    checked += _invariance_cases(MANUAL, 4, 0)
    assert len(checked) >= 12, len(checked)
    kinds = set().union(*checked)
    assert kinds == {"trump", "push", "weis", "play", "stoeck"}, kinds


# ----------------------------------------------------------------- determinism
def test_same_deal_same_analysis() -> None:
    """Two analyses of one deal are equal, decision by decision and the open solve."""
    match = _match(21)
    log = _play_deal(match, ["basic"] * 4)
    first = analyse_deal(match, ANALYSIS, walk_deal(match, log, 0), {0, 1})
    second = analyse_deal(match, ANALYSIS, walk_deal(match, log, 0), {0, 1})
    assert first == second
    assert len(first.decisions) >= 8


def test_every_legal_action_is_valued() -> None:
    """Every kind of decision: each legal action is a key of the evaluation."""
    valued = 0
    kinds: set[str] = set()
    for seed, options in ((5, SchieberOptions()), (8, MANUAL), (12, MANUAL)):
        match = _match(seed, options)
        rules = match.rules
        start = rules.new_deal(4, seed % 4, random.Random(seed))
        for ply in _plies(rules, start, _bot_actions(rules, start, seed, ["basic"] * 4)):
            if len(ply.legal) <= 1 or ply.ply % 3:
                continue  # every third decision: the test stays quick
            view = rules.view(ply.state, ply.seat)
            evaluation = ANALYSIS.evaluate(view, ply.legal, random.Random(ply.ply))
            assert set(evaluation.values) == set(ply.legal)
            assert evaluation.worlds > 0
            kinds.update(action.kind for action in ply.legal)
            valued += 1
    assert valued >= 15, valued
    assert {"trump", "push", "play"} <= kinds, kinds


def test_stoeck_without_announcement_costs_its_points() -> None:
    """Manual Stöck: playing the second Stöck card silently loses 20 x the multiplier
    against announcing it, on the very same sampled deals."""
    rules = SchieberRules(MANUAL)
    hands = [
        ["KH", "QH", "6C", "7C", "8C", "9C", "6D", "7D", "8D"],
        ["AH", "JH", "TC", "JC", "QC", "KC", "AC", "9D", "TD"],
        ["9H", "TH", "JD", "QD", "KD", "AD", "6S", "7S", "8S"],
        ["6H", "7H", "8H", "9S", "TS", "JS", "QS", "KS", "AS"],
    ]
    state = rules.deal_from_hands([[parse_card(c) for c in h] for h in hands], 1)
    assert rules.to_act(state) == 0
    state, _ = rules.apply(state, Action("trump", (), "H"))
    state, _ = rules.apply(state, Action("weis", (), "none"))
    state, _ = rules.apply(state, Action("play", (parse_card("KH"),)))
    # Play on until seat 0 may announce Stöck with the Queen.
    while not any(a.kind == "stoeck" for a in rules.legal_actions(state)):
        seat = rules.to_act(state)
        assert seat is not None
        legal = rules.legal_actions(state)
        state, _ = rules.apply(state, legal[0])
    view = rules.view(state, 0)
    legal = rules.legal_actions(state)
    values = ANALYSIS.evaluate(view, legal, random.Random(1)).values
    queen = parse_card("QH")
    silent = values[Action("play", (queen,))]
    announced = values[Action("stoeck", (queen,))]
    assert announced - silent == 20 * rules.options.multiplier(2)
    reason = ANALYSIS.reason(view, legal, Action("play", (queen,)), Action("stoeck", (queen,)))
    assert reason == "schieber.why.stoeck"


# ----------------------------------------------------------------- open hands
def _brute(rules: SchieberRules, state: SchieberState, team: int) -> int:
    """Minimax through the rules over every line: the team's deal points."""
    if state.phase == DONE:
        return rules.deal_result(state).points[team]
    seat = rules.to_act(state)
    assert seat is not None
    results = []
    for action in rules.legal_actions(state):
        if action.kind == "play" and any(
            a.kind == "stoeck" and a.cards == action.cards for a in rules.legal_actions(state)
        ):
            continue  # Stöck is always announced with its card (the solve's assumption)
        results.append(_brute(rules, rules.apply(state, action)[0], team))
    return max(results) if seat % 2 == team else min(results)


def test_open_solve_matches_brute_force_on_the_last_three_tricks() -> None:
    """The solve of the last three tricks equals minimax over every line through the
    rules, and its line, played through the rules, makes that value."""
    checked = 0
    for seed in range(6):
        match = _match(seed)
        rules = match.rules
        walk = walk_deal(match, _play_deal(match, ["basic"] * 4), 0)
        start = next(
            s for s in walk.states() if s.phase == PLAY and len(s.tricks) == 6 and not s.trick
        )
        for seat in (0, 1):
            best, line = solve_from(rules, start, seat)
            assert best == _brute(rules, start, seat % 2)
            assert len(line) == 12
            checked += 1
    assert checked == 12


def test_open_solve_of_a_known_endgame() -> None:
    """Spades trump, three tricks left, N/S to lead: leading the trump Jack first draws
    East's last trump and lets the Aces stand; an Ace first is ruffed."""
    solver = _Solver(3, POINTS[3], 0)
    hand = lambda *cs: sum(1 << CARD_ID[parse_card(c)] for c in cs)  # noqa: E731
    hands = (
        hand("JS", "AH", "AD"),
        hand("6S", "7C", "8C"),
        hand("6H", "6D", "6C"),
        hand("7H", "7D", "9C"),
    )
    value = solver.value(hands, (), 0, -1, float("-inf"), float("inf"))
    # All three tricks: J + 6S, 11 + 0 + 0 + 0 twice, and the last trick's 5.
    assert value == 20 + 11 + 11 + 5
    ace_first = solver.child(
        hands, (), 0, -1, 0, CARD_ID[parse_card("AH")], float("-inf"), float("inf")
    )
    assert ace_first < value


def test_open_solve_is_exact_for_the_side_and_reported() -> None:
    """open_solve: the last five tricks; `best` is what the side makes against the
    other side's best defence, `actual` the deal's result (the two may differ either
    way: the other side may have erred too)."""
    match = _match(4)
    log = _play_deal(match, ["basic"] * 4)
    walk = walk_deal(match, log, 0)
    solution = open_solve(match.rules, walk.states(), 0)
    assert solution is not None
    assert (solution.first_trick, solution.tricks) == (4, 5)
    assert solution.actual == match.rules.deal_result(walk.final).points[0]
    assert len(solution.line) == 20
    start = next(s for s in walk.states() if s.phase == PLAY and len(s.tricks) == 4 and not s.trick)
    assert solution.best == solve_from(match.rules, start, 0)[0]


# ----------------------------------------------------------------- players apart
def test_analysis_orders_random_basic_strong() -> None:
    """On the same three deals, seat 0 played by the random bot gives away more (flagged
    decisions and total cost) than the basic bot, and the basic bot more than the strong
    one (the other seats basic, for speed). 30-60 s on this machine (2 cores shared)."""
    figures = {}
    for level in ("random", "basic", "strong"):
        flagged = cost = 0.0
        for seed in (33, 34, 35):
            match = _match(seed)
            log = _play_deal(match, [level, "basic", "basic", "basic"])
            result = analyse_deal(match, ANALYSIS, walk_deal(match, log, 0), {0})
            flagged += result.flagged(0)
            cost += result.total_cost(0)
        figures[level] = (flagged, cost)
    assert figures["random"][0] > figures["basic"][0] > figures["strong"][0], figures
    assert figures["random"][1] > figures["basic"][1] > figures["strong"][1], figures
    assert THRESHOLD > 0
