"""Keeps the files of a running match up to date: the autosave and the statistics."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Protocol

from game.analysis.archive import ArchivedDeal
from game.analysis.jobs import deal_id
from game.core.match import Match, MatchState
from game.saves import SavedTable, clear_autosave, make_save, write_autosave
from game.stats import Statistics, human_seats, record_progress, save_stats
from game.storage import StorageError


class DealArchive(Protocol):
    """Where finished deals go to be analysed (game.ui.analysis_service.AnalysisService)."""

    def add(self, deal: ArchivedDeal) -> None:
        """Archive a finished deal and queue its analysis."""
        ...


class MatchRecorder:
    """Called after every applied action; tells the player once when a write fails."""

    counted = True  # False: a replay (UncountedRecorder), which nothing may record

    def __init__(
        self,
        setup: SavedTable,
        match: Match,
        stats: Callable[[], Statistics],
        notify: Callable[[str], None],
        archive: DealArchive | None = None,
    ) -> None:
        self.setup = setup
        self.archive = archive
        # Deal index -> archive id of the deals archived from this table (its review reads
        # their analyses); a table continued from a save finds its earlier ones itself.
        self.archived: dict[int, str] = {}
        self.match = match
        self.stats = stats
        self.notify = notify
        self._told: set[str] = set()  # one notice per kind of failure and match, not per card
        # Help the player took in this match ("undo", later "hint"): statistics keep such
        # matches apart from unaided ones.
        self.assists: set[str] = set(setup.assists)
        # Finished deals already counted: a deal taken back by undo and played to its end
        # again is not counted a second time (its first ending stands).
        self._deals_counted = 0
        # The table's choices to save (the table screen points this at its presentation).
        self.choices: Callable[[], dict[str, list[int]]] = lambda: dict(setup.table_choices)

    def opened(self, state: MatchState) -> None:
        """A table opened (new, restarted or loaded): it is now the match to continue."""
        self._deals_counted = len(state.history)
        self._autosave(state)

    def undone(self, state: MatchState) -> None:
        """The player took moves back to `state`: it is now the match to continue."""
        self.assisted("undo")
        self._autosave(state)

    def applied(self, before: MatchState, after: MatchState) -> None:
        """One action was applied: save the match, count finished deals and the match."""
        self._autosave(after)
        if len(after.history) <= self._deals_counted:
            return  # replayed after an undo: this deal ended (and was counted) before
        ended = after.history[self._deals_counted :]
        self._deals_counted = len(after.history)
        self._archive(after, [record.index for record in ended])
        stats = self.stats()
        if record_progress(
            stats,
            self.setup.game.id,
            self.setup.seats,
            before,
            after,
            bool(self.assists),
            self.match.options,
        ):
            self._write("stats", lambda: save_stats(stats))

    def _archive(self, after: MatchState, indexes: list[int]) -> None:
        """Each finished deal of a match with a human goes to the archive (analysis)."""
        humans = human_seats(self.setup.seats)
        if self.archive is None or not humans or not indexes:
            return
        save = make_save(self.setup, self.match, after, assists=self.assists, choices={})
        for index in indexes:
            deal = ArchivedDeal(
                id=deal_id(save, index),
                save=save,
                deal=index,
                played_at=time.strftime("%Y-%m-%dT%H:%M:%S"),
                humans=humans,
            )
            self.archived[index] = deal.id
            self.archive.add(deal)

    def assisted(self, kind: str) -> None:
        """The player used help of this kind (undo, hints) in the running match."""
        self.assists.add(kind)

    def _autosave(self, state: MatchState) -> None:
        if state.over:
            clear_autosave()  # a finished match has nothing to continue
            return
        self._write(
            "autosave",
            lambda: write_autosave(
                make_save(
                    self.setup, self.match, state, assists=self.assists, choices=self.choices()
                )
            ),
        )

    def _write(self, kind: str, write: Callable[[], None]) -> None:
        try:
            write()
        except StorageError as exc:
            if kind not in self._told:
                self._told.add(kind)
                self.notify(exc.reason)


class UncountedRecorder(MatchRecorder):
    """The recorder of a replay: it writes nothing. The real match's autosave stays as it
    was, no deal reaches the statistics, and whatever keeps finished deals (the archive,
    the analysis, the rating) asks `counted` first."""

    counted = False

    def opened(self, state: MatchState) -> None:
        """Nothing to continue: a replay is never autosaved."""

    def undone(self, state: MatchState) -> None:
        """Nothing to save."""

    def applied(self, before: MatchState, after: MatchState) -> None:
        """Nothing is saved or counted."""
