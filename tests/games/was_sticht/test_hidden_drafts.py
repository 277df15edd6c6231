"""Was Sticht's drafted cards go into concealed hands (spec 5.3 step 4, the default):
a seat's view keeps only its own drafted cards, the dummy's and those of the column being
drafted; the bots read nothing else; the option "open" keeps the whole record."""

from __future__ import annotations

import random

import pytest

from game.core.match import Match, MatchState
from game.games import REGISTRY
from game.games.was_sticht import search
from game.games.was_sticht.state import DRAFT, DUMMY, PLAY
from game.games.was_sticht.tables import CARD_ID

GAME = REGISTRY["was_sticht"]


def _at(seats: int, column: int, phase: str = DRAFT, **options: str) -> tuple[Match, MatchState]:
    """A round (the second) after the first pick of `column` of the draft, or at `phase`."""
    match = Match(GAME, GAME.options(options), seats, 21)
    state, rng = match.start(), random.Random(21)
    for _ in range(5000):
        deal = state.deal
        if (
            deal.round_index == 1
            and deal.phase == phase
            and (phase != DRAFT or deal.column == column)
            and (phase != DRAFT or any(entry[0] == column for entry in deal.draft_log))
        ):
            return match, state
        state, _ = match.apply(state, rng.choice(match.legal_actions(state)))
    raise AssertionError("the wanted moment never came")


def test_the_default_is_the_physical_game() -> None:
    """Hidden is the default: the rules file's step 4 puts drafted cards in concealed hands."""
    assert GAME.options({}).drafted_cards == "hidden"


@pytest.mark.parametrize("seats", [3, 4])
def test_a_view_keeps_only_own_dummy_and_running_column_takes(seats: int) -> None:
    """At column 6 every seat's record of the draft holds its own cards, the dummy's and
    the running column's; the other players' cards of finished columns are hidden cards
    of that seat and appear nowhere in its view."""
    match, state = _at(seats, 5)
    deal = state.deal
    picked = [entry for entry in deal.draft_log if entry[0] == 5]
    assert picked, "the running column has a pick"
    for seat in range(seats):
        view = match.rules.view(deal, seat)
        record = set(view.draft_log)
        expected = {e for e in deal.draft_log if e[1] in (seat, DUMMY) or e[0] == 5}
        assert record == expected
        hidden = match.rules.hidden_cards(deal, seat)
        others = {e[2] for e in deal.draft_log if e[1] not in (seat, DUMMY) and e[0] < 5}
        assert hidden == others and len(others) == 5 * (seats - 1)
        shown = {e[2] for e in view.draft_log} | set(view.hand) | set(view.dummy_cards)
        assert not shown & hidden


@pytest.mark.parametrize("seats", [3, 4])
def test_the_bot_knows_no_hidden_card(seats: int) -> None:
    """What the search reads from a view: another seat's known hand holds none of the
    cards hidden from the bot, and the trumps are narrowed only by columns it saw whole."""
    for phase, column in ((DRAFT, 5), (PLAY, 0)):
        match, state = _at(seats, column, phase)
        for seat in range(seats):
            view = match.rules.view(state.deal, seat)
            seen = search.read_view(view)
            hidden = {CARD_ID[c] for c in match.rules.hidden_cards(state.deal, seat)}
            assert hidden
            for other in range(seats):
                if other != seat:
                    assert not any(seen.hands[other] >> card & 1 for card in hidden)
            assert seen.column_plays == []  # no finished column is known whole
            assert seen.missing[seat] == 0 and sum(seen.missing) == len(hidden)


@pytest.mark.parametrize("seats", [3, 4])
def test_open_keeps_every_drafted_card_on_record(seats: int) -> None:
    """With drafted_cards = "open" (a perfect memory) nothing drafted is hidden."""
    match, state = _at(seats, 5, drafted_cards="open")
    for seat in range(seats):
        assert match.rules.view(state.deal, seat).draft_log == state.deal.draft_log
        assert match.rules.hidden_cards(state.deal, seat) == frozenset()
