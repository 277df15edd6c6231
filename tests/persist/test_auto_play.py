"""Auto play: a human's only legal card is played for them when the setting is on."""

from __future__ import annotations

import random

from game.bots import RandomBot
from game.core.match import Match
from game.core.table import Seat
from game.games import REGISTRY
from game.ui.controller import Phase, TableController, forced_card

GAME = REGISTRY["schieber"]


def _run(auto: bool) -> tuple[int, int, int]:
    """A whole match with a human at seat 0: (forced turns the human saw, the human's own
    actions, actions applied for seat 0)."""
    match = Match(GAME, GAME.options({"target": 1500}), 4, 17)
    seats = (Seat("human", "You"), *(Seat("random", f"B{i}") for i in range(1, 4)))
    applied_for_human = []

    def count(before, after) -> None:  # type: ignore[no-untyped-def]
        if match.to_act(before) == 0:
            applied_for_human.append(after.log[-1])

    c = TableController(match, seats, bot_delay=0.0, auto_play=auto, on_apply=count)
    rng, bot, now = random.Random(3), RandomBot(), 0.0
    seen_forced = chosen = 0
    for _ in range(20000):
        now += 1.0
        if c.phase == Phase.MATCH_OVER:
            return seen_forced, chosen, len(applied_for_human)
        if c.phase == Phase.ANIMATING:
            c.animation_done(now)
        elif c.phase == Phase.DEAL_SUMMARY:
            c.confirm_summary(now)
        elif c.phase == Phase.AWAIT_HUMAN:
            legal = c.human_legal()
            seen_forced += forced_card(legal) is not None
            c.human_action(legal[rng.randrange(len(legal))], now)
            chosen += 1
        elif c.phase == Phase.BOT_THINKING:
            request = c.bot_request()
            assert request is not None
            c.bot_decided(bot.choose(request.view, request.legal, rng), request.turn, now)
    raise AssertionError("the match did not end")


def test_forced_cards_are_played_for_the_human() -> None:
    """On: the human never waits on a single legal card; forced cards were played for
    them. Off: they are asked every time."""
    seen_on, chosen_on, applied_on = _run(auto=True)
    seen_off, chosen_off, applied_off = _run(auto=False)
    assert seen_on == 0
    assert applied_on - chosen_on >= 1, "some cards were played automatically"
    assert seen_off >= 1 and applied_off == chosen_off


def test_forced_card_is_only_a_single_card_play() -> None:
    """A lone non-card decision (or two choices) is never taken for the player."""
    from game.core.cards import parse_cards
    from game.core.rules import Action

    card = parse_cards("AH")[0]
    assert forced_card((Action("play", (card,)),)) == Action("play", (card,))
    assert forced_card((Action("push"),)) is None
    assert forced_card((Action("play", (card,)), Action("stoeck", (card,)))) is None
    assert forced_card(()) is None
