"""Was Sticht's hint tricks and round ends read well (issue 30): a hint says who would win
once ("Ben would win", not "Ben takes it (Ben would win)"), and one chip is one chip."""

from __future__ import annotations

import random

from game.core.cards import parse_card
from game.core.events import DealEnded
from game.games.was_sticht.events import ColumnHint
from game.games.was_sticht.options import WasStichtOptions
from game.games.was_sticht.present import WasStichtPresenter
from game.games.was_sticht.rules import WasStichtRules
from game.i18n import set_language

NAMES = ("You", "Ben", "Clara", "Dora")


def _presenter() -> WasStichtPresenter:
    presenter = WasStichtPresenter(WasStichtOptions(), NAMES)
    presenter.you = 0
    return presenter


def _before() -> object:
    rules = WasStichtRules()
    return rules.view(rules.new_deal(4, 0, random.Random(1)), 0)


def test_a_hint_trick_says_who_would_win_once() -> None:
    """The hint's trick view carries the verdict and no second note naming the winner."""
    set_language("en")
    plays = tuple((seat, parse_card(f"R{seat + 1}")) for seat in range(4))
    presenter = _presenter()
    for winner, verdict in ((1, "Ben would win"), (0, "You would win")):
        chronicle = presenter.chronicle(ColumnHint(3, plays, winner), _before())
        closed = chronicle.closed
        assert closed is not None
        assert (closed.winner, closed.verdict, closed.note) == (winner, verdict, "")
        assert closed.title == "Hint for column 4"


def test_round_over_counts_one_chip_in_the_singular() -> None:
    """ "1 chip completed", "2 chips completed"."""
    set_language("en")
    presenter = _presenter()
    lines = [
        presenter.chronicle(DealEnded(points), _before()).lines
        for points in ((1, 0, 0, 0), (1, 1, 0, 0))
    ]
    assert lines == [
        ("Round 1 is over: 1 chip completed",),
        ("Round 1 is over: 2 chips completed",),
    ]
