"""Matches: deals in a row, totals, per-deal RNG from the seed, the end, and replay."""

from __future__ import annotations

from itertools import pairwise

from game.bots import RandomBot, bot_rng
from game.core.match import Match, deal_rng
from game.core.rules import IllegalAction
from game.games import REGISTRY


def _play_match(seed: int, options: dict | None = None):
    game = REGISTRY["schieber"]
    match = Match(game, game.options(options or {"target": 1500}), 4, seed)
    state = match.start()
    bot = RandomBot()
    rngs = [bot_rng(seed, s) for s in range(4)]
    while not state.over:
        seat = match.to_act(state)
        legal = match.legal_actions(state)
        state, _ = match.apply(state, bot.choose(None, legal, rngs[seat]))
    return match, state


def test_a_match_runs_to_its_end_with_consistent_totals() -> None:
    """Totals are the sums of the deal scores and the winners reached the target."""
    match, state = _play_match(3)
    assert state.outcome is not None
    sums = [sum(r.result.points[s] for r in state.history) for s in range(4)]
    assert list(state.totals) == sums
    team = state.outcome.winners[0] % 2
    assert state.totals[team] >= 1500
    assert state.history[-1].final_state.winner == team
    assert match.legal_actions(state) == ()


def test_dealer_rotates_to_the_right_after_the_first_deal() -> None:
    """Deal 2 is dealt by the first forehand, then the deal passes counter-clockwise."""
    _, state = _play_match(11)
    records = state.history
    assert len(records) >= 3
    assert records[1].dealer == records[0].final_state.forehand
    for before, after in pairwise(records[1:]):
        assert after.dealer == (before.dealer + 3) % 4


def test_replay_from_the_log_gives_the_same_match() -> None:
    """A match is (game, options, seats, seed, log): replaying rebuilds it exactly."""
    match, state = _play_match(5)
    replayed = match.replay(state.log)
    assert replayed == state


def test_per_deal_rng_depends_only_on_seed_and_deal_number() -> None:
    """Numbered deals: the same seed and index always shuffle alike."""
    assert deal_rng(7, 3).random() == deal_rng(7, 3).random()
    assert deal_rng(7, 3).random() != deal_rng(7, 4).random()
    assert deal_rng(7, 3).random() != deal_rng(8, 3).random()


def test_applying_after_the_end_is_refused() -> None:
    """Nothing can be played once the match is over."""
    match, state = _play_match(2)
    try:
        match.apply(state, match.rules.decode("push"))
    except IllegalAction as refused:
        assert refused.reason == "The match is over."
    else:
        raise AssertionError("an action after the end was accepted")


def test_a_series_of_skitgubbe_games_lets_the_loser_deal_next() -> None:
    """Match(first_dealer=...) chains games: with loser_deals the loser deals the next one."""
    game = REGISTRY["skitgubbe"]
    options = game.options({"dealer_rotation": "loser_deals", "series_length": 1})
    bot = RandomBot()
    dealer = None
    checked = 0
    for number in range(6):
        match = Match(game, options, 3, 40 + number, first_dealer=dealer)
        state = match.start()
        if dealer is not None:
            assert state.dealer == dealer
            checked += 1
        rng = bot_rng(40 + number, 0)
        while not state.over:
            state, _ = match.apply(state, bot.choose(None, match.legal_actions(state), rng))
        assert match.replay(state.log) == state, "the fixed first dealer is part of the match"
        dealer = match.next_match_dealer(state)
        assert dealer == state.outcome.loser
    assert checked == 5


def test_the_match_before_its_last_deal_has_the_totals_before_it() -> None:
    """before_last_deal undoes exactly what finishing the last deal added: its points,
    its history record and the outcome; the deal shown is the one passed in."""
    _match, state = _play_match(3)
    shown = object()
    before = state.before_last_deal(shown)
    last = state.history[-1]
    assert before.deal is shown and before.outcome is None
    assert before.history == state.history[:-1]
    assert (before.deal_index, before.dealer) == (last.index, last.dealer)
    assert list(before.totals) == [
        sum(r.result.points[s] for r in state.history[:-1]) for s in range(4)
    ]
    assert before.totals != state.totals
