"""The background job on real deals of every game: the humans' decisions only, every one
with a choice, the duplicate per human, and the stored notes read back unchanged."""

from __future__ import annotations

import pytest

from game.analysis.archive import ArchivedDeal
from game.analysis.deal import analyse_deal, bot_deal, walk_deal
from game.analysis.jobs import analyse_archived, deal_id, from_notes
from game.core.table import HUMAN
from game.games import ENTRIES, REGISTRY
from game.saves import SaveGame
from game.settings import SeatChoice

GAMES = sorted(ENTRIES)


@pytest.mark.parametrize("game_id", GAMES)
def test_an_archived_deal_is_analysed_for_its_humans(game_id: str) -> None:
    """Seat 0 is the human: its decisions (those with a choice) and nobody else's; its
    duplicate; the notes read back to the same analysis the pipeline gives."""
    game = REGISTRY[game_id]
    players = ["basic"] * game.default_seats
    match, state = bot_deal(game, game.options({}), players, 11)
    seats = [SeatChoice(player=HUMAN if s == 0 else p, name="") for s, p in enumerate(players)]
    save = SaveGame(game=game_id, seats=seats, seed=11, log=list(state.log))
    deal = ArchivedDeal(id=deal_id(save, 0), save=save, deal=0, humans={"@you": 0})
    notes = analyse_archived(deal)
    assert notes.error == ""
    walk = walk_deal(match, state.log, 0)
    choices = [p for p in walk.plies if p.seat == 0 and len(p.legal) > 1]
    assert len(choices) >= 2
    assert [d.ply for d in notes.decisions] == [p.ply for p in choices]
    assert [d.seat for d in notes.duplicates] == [0]
    expected = analyse_deal(match, ENTRIES[game_id].analysis(), walk, [0])
    assert from_notes(0, notes, match.rules, [0]) == expected
    assert len(GAMES) == 5


def test_the_same_deal_always_has_the_same_id() -> None:
    """The id follows the match and its moves: equal saves, equal ids; one move more, or
    another deal of the match, another id."""
    seats = [SeatChoice(player=HUMAN, name="")] + [SeatChoice(player="basic", name="")] * 3
    save = SaveGame(game="schieber", seats=seats, seed=3, log=["push"])
    again = SaveGame(game="schieber", seats=seats, seed=3, log=["push"], saved_at="later")
    longer = SaveGame(game="schieber", seats=seats, seed=3, log=["push", "trump:obe"])
    assert deal_id(save, 0) == deal_id(again, 0)
    assert len({deal_id(save, 0), deal_id(longer, 0), deal_id(save, 1)}) == 3
