"""The table controller's turn flow, driven without a display or threads."""

from __future__ import annotations

import random

from game.bots import RandomBot
from game.core.events import DealEnded
from game.core.match import Match
from game.core.table import Seat
from game.games import REGISTRY
from game.ui.controller import HANDOVER_GUARD, Phase, TableController

GAME = REGISTRY["schieber"]


def _controller(
    players: tuple[str, ...], seed: int = 7, delay: float = 0.5, **options: object
) -> TableController:
    match = Match(GAME, GAME.options(options), 4, seed)
    seats = tuple(Seat(p, f"P{i}") for i, p in enumerate(players))
    return TableController(match, seats, bot_delay=delay)


def _finish_animations(c: TableController, now: float) -> None:
    while c.phase == Phase.ANIMATING:
        c.animation_done(now)


def _drive(c: TableController, now: float, rng: random.Random, max_steps: int = 5000) -> float:
    """Play (humans and bots alike pick random legal actions) until the match is over."""
    bot = RandomBot()
    for _ in range(max_steps):
        if c.phase == Phase.MATCH_OVER:
            return now
        now += 1.0
        if c.phase == Phase.ANIMATING:
            c.animation_done(now)
        elif c.phase == Phase.DEAL_SUMMARY:
            c.confirm_summary(now)
        elif c.phase == Phase.HANDOVER:
            c.confirm_handover(now)
        elif c.phase == Phase.AWAIT_HUMAN:
            legal = c.human_legal()
            assert c.human_action(legal[rng.randrange(len(legal))], now) is None
        elif c.phase == Phase.BOT_THINKING:
            request = c.bot_request()
            assert request is not None
            c.bot_decided(bot.choose(request.view, request.legal, rng), request.turn, now)
            c.tick(now + c.bot_delay)
    raise AssertionError("the match did not end")


def test_bot_turn_waits_for_the_display_delay() -> None:
    """A bot's answer is shown only after the delay since its turn began."""
    c = _controller(("random",) * 4, delay=0.5)
    assert c.phase == Phase.BOT_THINKING
    request = c.bot_request()
    assert request is not None and c.bot_request() is None, "one request per turn"
    c.bot_decided(request.legal[0], request.turn, now=0.1)
    assert c.phase == Phase.BOT_THINKING, "too early: the delay is not over"
    c.tick(0.49)
    assert c.phase == Phase.BOT_THINKING
    c.tick(0.5)
    assert c.phase == Phase.ANIMATING
    batch = c.current_batch()
    assert batch is not None and batch.deal_before is not c.state.deal


def test_stale_bot_answers_are_ignored() -> None:
    """An answer for an earlier turn does nothing."""
    c = _controller(("random",) * 4, delay=0.0)
    request = c.bot_request()
    c.bot_decided(request.legal[0], request.turn + 5, now=1.0)
    assert c.phase == Phase.BOT_THINKING


def test_human_illegal_action_gets_the_rules_sentence() -> None:
    """A refused action keeps the turn and shows the engine's sentence."""
    c = _controller(("human", "random", "random", "random"), seed=3)
    now = 0.0
    rng = random.Random(1)
    bot = RandomBot()
    while c.phase != Phase.AWAIT_HUMAN or c.state.deal.phase != "play":
        now += 1
        if c.phase == Phase.AWAIT_HUMAN:
            c.human_action(c.human_legal()[0], now)
        elif c.phase == Phase.BOT_THINKING:
            r = c.bot_request()
            c.bot_decided(bot.choose(r.view, r.legal, rng), r.turn, now)
            c.tick(now + 1)
        elif c.phase == Phase.ANIMATING:
            c.animation_done(now)
    reason = c.human_action(c.rules.decode("push"), now)
    assert reason == "The trump has already been announced."
    assert c.message == reason and c.phase == Phase.AWAIT_HUMAN
    c.human_action(c.human_legal()[0], now)
    assert c.message == "" and c.phase == Phase.ANIMATING


def test_single_human_always_sees_their_own_hand() -> None:
    """One human: no hand-over screen, the viewer is that seat throughout."""
    c = _controller(("random", "random", "human", "random"), seed=5)
    assert c.viewer == 2 and not c.hotseat
    seen = set()
    rng = random.Random(2)
    for _ in range(300):
        seen.add(c.phase)
        assert c.viewer == 2
        assert c.phase != Phase.HANDOVER
        _drive_one(c, rng)
    assert Phase.AWAIT_HUMAN in seen and Phase.BOT_THINKING in seen


def _drive_one(c: TableController, rng: random.Random) -> None:
    now = c.turn_counter + 100.0
    if c.phase == Phase.ANIMATING:
        c.animation_done(now)
    elif c.phase == Phase.DEAL_SUMMARY:
        c.confirm_summary(now)
    elif c.phase == Phase.HANDOVER:
        c.confirm_handover(now)
    elif c.phase == Phase.AWAIT_HUMAN:
        legal = c.human_legal()
        c.human_action(legal[rng.randrange(len(legal))], now)
    elif c.phase == Phase.BOT_THINKING:
        r = c.bot_request()
        c.bot_decided(r.legal[rng.randrange(len(r.legal))], r.turn, now)
        c.tick(now + 10)


def test_hotseat_hides_every_hand_until_the_next_human_confirms() -> None:
    """Two humans: before each human turn with another hand, a hand-over with no viewer."""
    c = _controller(("human", "random", "human", "random"), seed=9)
    assert c.hotseat
    rng = random.Random(4)
    handovers = kept = 0
    last_human = None
    for _ in range(400):
        if c.phase == Phase.HANDOVER:
            handovers += 1
            assert c.private_seat() is None and not c.show_private()
            assert c.handover_seat == c.to_act()
            since = c.handover_since
            assert not c.confirm_handover(since + HANDOVER_GUARD / 2), "the guard time"
            assert c.phase == Phase.HANDOVER
            assert c.confirm_handover(since + HANDOVER_GUARD + 0.001)
            assert c.private_seat() == c.to_act() and c.phase == Phase.AWAIT_HUMAN
            continue
        if c.phase == Phase.AWAIT_HUMAN:
            seat = c.to_act()
            assert c.private_seat() == seat
            if last_human is not None and last_human != seat:
                assert handovers > 0
            last_human = seat
            before = c.turn_counter
            _drive_one(c, rng)
            if c.turn_counter > before and c.to_act() != seat:
                # The commit ends the turn: every hand is face down from here on.
                assert c.private_seat() is None
            continue
        if c.phase in (Phase.BOT_THINKING, Phase.DEAL_SUMMARY):
            assert c.private_seat() is None, c.phase
        elif c.phase == Phase.ANIMATING and c.private_seat() is not None:
            # Only a seat that acts again at once keeps its hand through its animation.
            assert c.private_seat() == c.to_act() and not c.summary_pending
            kept += 1
        _drive_one(c, rng)
    assert handovers >= 3
    assert kept >= 1  # the trump chooser leads: the hand stays between the two


def test_deal_end_shows_a_summary_before_the_next_deal() -> None:
    """DealEnded leads to DEAL_SUMMARY with the finished deal still on display."""
    c = _controller(("random",) * 4, delay=0.0)
    rng = random.Random(3)
    for _ in range(2000):
        batch = c.current_batch()
        if batch is not None and any(isinstance(e, DealEnded) for e in batch.events):
            c.animation_done(1.0)
            assert c.phase == Phase.DEAL_SUMMARY
            assert c.display_deal is c.state.history[-1].final_state
            c.confirm_summary(2.0)
            _finish_animations(c, 3.0)
            assert c.display_deal is c.state.deal, "the new deal is shown after the summary"
            assert len(c.state.history) == 1
            return
        _drive_one(c, rng)
    raise AssertionError("no deal ended")


def test_a_whole_match_reaches_match_over() -> None:
    """Driving every phase ends in MATCH_OVER with an outcome."""
    c = _controller(("human", "random", "random", "random"), seed=2, target=400)
    _drive(c, 0.0, random.Random(6))
    assert c.phase == Phase.MATCH_OVER and c.state.outcome is not None
    assert c.human_legal() == () and c.bot_request() is None
