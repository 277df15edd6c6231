"""Klaverjas decision analysis and open-hands solve (game/games/klaverjas/analysis.py,
endgame.py), at the default Amsterdam table, Rotterdam with manual roem, and three players."""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

from game.analysis.deal import Ply, analyse_deal, analyse_ply, bot_deal, walk_deal
from game.core.match import Match
from game.core.rules import Action, IllegalAction
from game.games import REGISTRY
from game.games.klaverjas.analysis import ANALYSIS, REASONS, THRESHOLD, evaluate, reason
from game.games.klaverjas.endgame import TRICKS, open_solve, solve_from
from game.games.klaverjas.options import KlaverjasOptions
from game.games.klaverjas.rules import KlaverjasRules
from game.games.klaverjas.search import blunders
from game.games.klaverjas.state import DONE, PLAY, KlaverjasState
from game.games.klaverjas.tables import CARDS
from game.i18n import messages
from game.i18n.en_klaverjas import MESSAGES as EN_MESSAGES

GAME = REGISTRY["klaverjas"]
AMSTERDAM = KlaverjasOptions()
ROTTERDAM_MANUAL = KlaverjasOptions(play_rules="rotterdam", roem_claim="manual")
CONFIGS = ((AMSTERDAM, 4), (ROTTERDAM_MANUAL, 4), (AMSTERDAM, 3))


def _match(seed: int, options: KlaverjasOptions = AMSTERDAM, seats: int = 4) -> Match:
    return Match(GAME, options, seats, seed)


def _play_deal(match: Match, levels: Sequence[str]) -> tuple[str, ...]:
    """Deal 1 of the match played by bots (seeded per decision as at the table): its log."""
    return bot_deal(match.game, match.options, levels, match.seed)[1].log


def _first_played_deal(
    options: KlaverjasOptions, seats: int, seed: int, levels: Sequence[str]
) -> tuple[Match, tuple[str, ...]]:
    """The first seed from `seed` whose first deal is played (three players may throw in)."""
    while True:
        match = _match(seed, options, seats)
        log = _play_deal(match, levels)
        walk = walk_deal(match, log, 0)
        if not walk.final.thrown_in:
            return match, log
        seed += 1000


# ----------------------------------------------------------------- hidden cards


def _hidden_holders(state: KlaverjasState, seat: int) -> list[int]:
    """Masks of the card holders `seat` cannot see: the other hands, the widow, and the
    laid-away cards unless `seat` laid them."""
    holders = [hand for other, hand in enumerate(state.hands) if other != seat]
    if state.widow:
        holders.append(state.widow)
    if state.laid_away and seat != state.maker:
        holders.append(state.laid_away)
    return holders


def _swapped_start(rules: KlaverjasRules, start: KlaverjasState, a: int, b: int) -> KlaverjasState:
    """The same deal with cards `a` and `b` exchanged between their holders."""
    hands = []
    for hand in start.setup.dealt:
        if hand >> a & 1 != hand >> b & 1:
            hand ^= (1 << a) | (1 << b)
        hands.append([CARDS[c] for c in range(32) if hand >> c & 1])
    twin = rules.deal_from_hands(hands, start.setup.dealer)
    return twin


def _swap_in(action: Action, a: int, b: int) -> Action:
    """The action with cards `a` and `b` exchanged: a hidden lay-away names the cards
    the maker laid away, which only the maker sees."""
    swap = {CARDS[a]: CARDS[b], CARDS[b]: CARDS[a]}
    return Action(action.kind, tuple(swap.get(card, card) for card in action.cards), action.arg)


def _replay(
    rules: KlaverjasRules, state: KlaverjasState, actions: Sequence[Action]
) -> KlaverjasState | None:
    """`state` after `actions`, or None when one of them is illegal there."""
    for action in actions:
        try:
            state, _ = rules.apply(state, action)
        except IllegalAction:
            return None
    return state


def test_hidden_cards_never_change_a_decision() -> None:
    """Two deals that differ only in cards the deciding seat cannot see (other hands, the
    widow), with the same public actions, give the same Decision through analyse_ply."""
    checked: dict[str, int] = {}
    pinned = 0
    for options, seats in CONFIGS:
        for seed in (3, 8):
            match, log = _first_played_deal(options, seats, seed, ["basic"] * seats)
            rules = match.rules
            walk = walk_deal(match, log, 0)
            start = walk.plies[0].state
            actions = [ply.action for ply in walk.plies]
            for index, ply in enumerate(walk.plies):
                if len(ply.legal) <= 1 or index % 3:  # every third decision: time
                    continue
                holders = _hidden_holders(ply.state, ply.seat)
                twin = None
                for first, second in itertools.combinations(holders, 2):
                    for a, b in itertools.product(_ids(first), _ids(second)):
                        moved = _replay(
                            rules,
                            _swapped_start(rules, start, a, b),
                            [_swap_in(action, a, b) for action in actions[:index]],
                        )
                        if moved is not None and moved != ply.state:
                            twin = moved
                            break
                    if twin is not None:
                        break
                if twin is None:
                    # Late in a deal the plays may pin the hidden cards down: no swap of
                    # two of them keeps every earlier play legal.
                    pinned += 1
                    continue
                # The test could catch a leak: the deals differ, the seat's views do not.
                assert twin != ply.state
                assert rules.view(twin, ply.seat) == rules.view(ply.state, ply.seat)
                twin_ply = Ply(ply.ply, ply.seat, ply.trick, twin, ply.legal, ply.action)
                assert analyse_ply(match, ANALYSIS, ply, match.seed) == analyse_ply(
                    match, ANALYSIS, twin_ply, match.seed
                )
                kind = ply.state.phase if ply.action.kind != "roem" else "roem"
                checked[kind] = checked.get(kind, 0) + 1
    assert sum(checked.values()) >= 45 and pinned <= 2, (checked, pinned)
    assert {"bid", "play", "discard", "roem"} <= set(checked), checked


def _ids(mask: int) -> list[int]:
    return [card for card in range(32) if mask >> card & 1]


# ----------------------------------------------------------------- determinism, coverage


def test_the_same_deal_gives_the_same_analysis() -> None:
    """Analysing one deal twice (a fresh match the second time) gives equal results."""
    match, log = _first_played_deal(AMSTERDAM, 4, 5, ["basic"] * 4)
    first = analyse_deal(match, ANALYSIS, walk_deal(match, log, 0), {0, 1})
    again = _match(5)
    second = analyse_deal(again, ANALYSIS, walk_deal(again, log, 0), {0, 1})
    assert first == second
    assert len(first.decisions) >= 8


def test_every_legal_action_is_valued() -> None:
    """Every kind of decision: each legal action has its own value (a finite number)."""
    kinds: dict[str, int] = {}
    for options, seats in CONFIGS:
        for seed in (1, 4):
            match, log = _first_played_deal(options, seats, seed, ["basic"] * seats)
            for ply in walk_deal(match, log, 0).plies:
                if len(ply.legal) <= 1:
                    continue
                view = match.rules.view(ply.state, ply.seat)
                values = evaluate(view, ply.legal, random.Random(ply.ply)).values
                assert set(values) == set(ply.legal)
                assert all(abs(value) < 1000 for value in values.values())
                kind = "claim" if Action("roem") in ply.legal else ply.state.phase
                kinds[kind] = kinds.get(kind, 0) + 1
    assert sum(kinds.values()) >= 80, kinds
    assert {"bid", "play", "discard", "claim"} <= set(kinds), kinds


def test_claiming_roem_is_valued_above_letting_it_go() -> None:
    """Manual roem: where claiming is offered, claiming is worth the roem more."""
    checked = 0
    for seed in range(1, 30):
        match, log = _first_played_deal(ROTTERDAM_MANUAL, 4, seed, ["basic"] * 4)
        for ply in walk_deal(match, log, 0).plies:
            if Action("roem") not in ply.legal or ply.state.phase != PLAY:
                continue
            view = match.rules.view(ply.state, ply.seat)
            values = evaluate(view, ply.legal, random.Random(seed)).values
            others = [v for action, v in values.items() if action != Action("roem")]
            assert values[Action("roem")] >= max(others)
            checked += 1
        if checked >= 3:
            break
    assert checked >= 3


# ----------------------------------------------------------------- open hands


def _margin(rules: KlaverjasRules, state: KlaverjasState, seat: int) -> int:
    """The seat's margin at a finished deal, as the solver counts it (doubled at three)."""
    points = rules.deal_result(state).points
    if state.setup.seats == 4:
        other = state.setup.nxt[seat]
        return points[seat] - points[other]
    return 2 * points[seat] - (sum(points) - points[seat])


def _brute_force(rules: KlaverjasRules, state: KlaverjasState, seat: int) -> int:
    """Minimax over every line with the rules engine itself (no pruning, no memo)."""
    if state.phase == DONE:
        return _margin(rules, state, seat)
    actor = rules.to_act(state)
    assert actor is not None
    values = [
        _brute_force(rules, rules.apply(state, action)[0], seat)
        for action in rules.legal_actions(state)
    ]
    mine = state.setup.side_of[actor] == state.setup.side_of[seat]
    return max(values) if mine else min(values)


def test_open_solve_matches_brute_force_over_the_last_three_tricks() -> None:
    """From the start of the third trick from the end, the solver's line is legal, its
    margin is the brute-force minimax value and `best` is that line's deal points."""
    checked = 0
    for options, seats in (
        (AMSTERDAM, 4),
        (KlaverjasOptions(play_rules="rotterdam"), 4),
        (AMSTERDAM, 3),
    ):
        for seed in (1, 2, 3):
            match, log = _first_played_deal(options, seats, seed, ["basic"] * seats)
            rules = match.rules
            states = walk_deal(match, log, 0).states()
            total = 8 if seats == 4 else 10
            start = next(
                s for s in states if s.phase == PLAY and not s.trick and len(s.tricks) == total - 3
            )
            for seat in range(seats):
                best, line, _nodes = solve_from(start, seat, options)
                state = start
                for who, card in line:
                    assert rules.to_act(state) == who
                    state, _ = rules.apply(state, Action("play", (CARDS[card],)))
                assert state.phase == DONE
                assert _margin(rules, state, seat) == _brute_force(rules, start, seat)
                assert best == rules.deal_result(state).points[seat]
                checked += 1
    assert checked == 3 * (4 + 4 + 3)


def test_open_solve_of_whole_deals() -> None:
    """open_solve starts TRICKS[seats] tricks from the end as the deal reached it: its
    line replays legally to the end and makes `best`; `actual` is the deal's real score.
    Four players: the two sides' solves are the same minimax line seen from each side
    (margins opposite). What holds against the real play is only this: the solved
    margin is what the side can force; a real result above it needed the other side's
    mistakes, one below it was the side's own."""
    checked = 0
    for options, seats in CONFIGS:
        match, log = _first_played_deal(options, seats, 6, ["basic"] * seats)
        rules = match.rules
        walk = walk_deal(match, log, 0)
        states = walk.states()
        total = 8 if seats == 4 else 10
        start = next(
            s
            for s in states
            if s.phase == PLAY and not s.trick and len(s.tricks) == total - TRICKS[seats]
        )
        margins = []
        for seat in range(seats):
            solution = open_solve(rules, states, seat)
            assert solution is not None
            assert (solution.first_trick, solution.tricks) == (total - TRICKS[seats], TRICKS[seats])
            assert solution.actual == walk.final.final_points[seat]
            assert len(solution.line) == TRICKS[seats] * seats
            state = start
            if state.claim:  # manual roem pending at the trick start: the line claims it
                state, _ = rules.apply(state, Action("roem"))
            for who, action in solution.line:
                assert rules.to_act(state) == who
                state, _ = rules.apply(state, action)
                if state.phase != DONE and Action("roem") in rules.legal_actions(state):
                    state, _ = rules.apply(state, Action("roem"))
            assert state.phase == DONE
            assert rules.deal_result(state).points[seat] == solution.best
            margins.append(_margin(rules, state, seat))
            checked += 1
        if seats == 4:
            assert margins[0] == -margins[1] == margins[2] == -margins[3]
    assert checked == 4 + 4 + 3


# ----------------------------------------------------------------- telling players apart


def test_the_analysis_orders_random_basic_and_strong_players() -> None:
    """Over the same eight numbered deals (North random, basic or strong, the others
    basic), the random seat gets more flagged decisions and a larger total cost than the
    basic one, and the basic one more than the strong one (deterministic: fixed seeds)."""
    flagged: dict[str, int] = {}
    cost: dict[str, float] = {}
    for level in ("random", "basic", "strong"):
        flagged[level], cost[level] = 0, 0.0
        for seed in range(1, 9):
            match = _match(seed)
            log = _play_deal(match, [level, "basic", "basic", "basic"])
            analysis = analyse_deal(match, ANALYSIS, walk_deal(match, log, 0), {0})
            flagged[level] += analysis.flagged(0)
            cost[level] += analysis.total_cost(0)
    assert flagged["random"] > flagged["basic"] > flagged["strong"], flagged
    assert cost["random"] > cost["basic"] > cost["strong"], cost
    assert THRESHOLD == 20.0  # the figures above were measured at this threshold


def test_reasons_name_the_mistake_in_both_languages() -> None:
    """reason() returns only catalog keys of both languages: a blunder card against a
    clean one names its blunder kind; a roem let go, a pass or a weak bid name theirs."""
    assert not REASONS - set(EN_MESSAGES)
    assert not REASONS - set(messages("ja"))
    named: dict[str, int] = {}
    for seed in range(1, 7):
        match, log = _first_played_deal(AMSTERDAM, 4, seed, ["random"] * 4)
        for ply in walk_deal(match, log, 0).plies:
            view = match.rules.view(ply.state, ply.seat)
            if ply.action.kind != "play" or not blunders(view, ply.legal, ply.action):
                continue
            clean = [a for a in ply.legal if not blunders(view, ply.legal, a)]
            if clean:
                key = reason(view, ply.legal, ply.action, clean[0])
                assert key in REASONS
                named[key] = named.get(key, 0) + 1
    assert sum(named.values()) >= 5, named
    bid = match.rules.view(match.start().deal, match.start().deal.turn)
    assert reason(bid, bid.legal, Action("pass"), Action("trump", (), "H")) == (
        "klaverjas.why.should_play"
    )
    assert reason(bid, bid.legal, Action("trump", (), "H"), Action("pass")) == (
        "klaverjas.why.should_pass"
    )
    assert reason(bid, bid.legal, Action("pass"), Action("roem")) == "klaverjas.why.claim"
