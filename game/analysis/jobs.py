"""PURE: the background analysis of one archived deal (run in a process of its own).

Its input and output are JSON text (an ArchivedDeal in, DealNotes out), so the job crosses
a process boundary as plain strings and the worker needs nothing of the UI.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Sequence

from game.analysis.archive import (
    ArchivedDeal,
    DealNotes,
    DecisionNote,
    DuplicateNote,
    OpenNote,
)
from game.analysis.deal import DealAnalysis, Decision, analyse_deal, walk_deal
from game.analysis.duplicate import duplicate
from game.analysis.model import OpenSolution
from game.core.rules import Rules
from game.games import ENTRIES
from game.saves import SaveError, SaveGame, restore_match


def deal_id(save: SaveGame, deal: int) -> str:
    """The archive id of deal `deal` of a match: the same match and moves give the same id
    (so a deal is analysed once), any other gives another."""
    setup = save.model_dump(include={"game", "options", "seats", "seed", "first_dealer"})
    text = f"{setup!r}|{deal}|{'/'.join(save.log)}"
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:20]


def to_notes(
    analysis: DealAnalysis, duplicates: Sequence[DuplicateNote], rules: Rules
) -> DealNotes:
    """A deal's analysis as stored (actions in their text form)."""
    return DealNotes(
        decisions=[
            DecisionNote(
                ply=d.ply,
                seat=d.seat,
                trick=d.trick,
                made=rules.encode(d.made),
                best=rules.encode(d.best),
                made_value=d.made_value,
                best_value=d.best_value,
                worlds=d.worlds,
                flagged=d.flagged,
                reason=d.reason,
            )
            for d in analysis.decisions
        ],
        open=[
            OpenNote(
                seat=seat,
                first_trick=solved.first_trick,
                tricks=solved.tricks,
                best=solved.best,
                actual=solved.actual,
                line=[(who, rules.encode(action)) for who, action in solved.line],
            )
            for seat, solved in analysis.open
            if solved is not None
        ],
        duplicates=list(duplicates),
    )


def from_notes(index: int, notes: DealNotes, rules: Rules, seats: Sequence[int]) -> DealAnalysis:
    """The stored analysis of deal `index` read back (a table's review reads this)."""
    decisions = tuple(
        Decision(
            n.ply,
            n.seat,
            n.trick,
            rules.decode(n.made),
            rules.decode(n.best),
            n.made_value,
            n.best_value,
            n.worlds,
            n.flagged,
            n.reason,
        )
        for n in notes.decisions
    )
    solved = {
        n.seat: OpenSolution(
            n.first_trick,
            n.tricks,
            n.best,
            n.actual,
            tuple((who, rules.decode(text)) for who, text in n.line),
        )
        for n in notes.open
    }
    return DealAnalysis(index, decisions, tuple((s, solved.get(s)) for s in sorted(seats)))


def analyse_archived(deal: ArchivedDeal) -> DealNotes:
    """Analyse the humans' decisions, solve the end with open hands and play the deal
    again with the strong bot in each human's seat."""
    started = time.perf_counter()
    try:
        _setup, match, _state = restore_match(deal.save)
    except SaveError as error:
        return DealNotes(error=error.reason)
    seats = sorted(set(deal.humans.values()))
    walk = walk_deal(match, deal.save.log, deal.deal)
    analysis = analyse_deal(match, ENTRIES[deal.save.game].analysis(), walk, seats)
    players = [seat.player for seat in deal.save.seats]
    duplicates = []
    for seat in seats:
        found = duplicate(match, walk, players, seat)
        duplicates.append(DuplicateNote(seat=seat, real=found.real, bot=found.bot))
    notes = to_notes(analysis, duplicates, match.rules)
    notes.seconds = round(time.perf_counter() - started, 3)
    return notes


def analyse_json(text: str) -> str:
    """analyse_archived over JSON text (the worker process's entry point)."""
    return analyse_archived(ArchivedDeal.model_validate_json(text)).model_dump_json()
