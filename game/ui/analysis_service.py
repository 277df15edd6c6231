"""The background analysis: every finished deal of a real match with a human at the table
is archived and analysed in a process of its own, at low priority, one deal at a time.

A frame never waits for it: the app polls the running job once per frame and only reads
a finished result. The archive on disk says which deals are still waiting, so work left
when the program closed is taken up again after the next start. When a deal is done its
notes go into the archive (the review reads them) and each human's duplicate comparison
into the statistics (the rating).
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import time
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from game.analysis.archive import Archive, ArchivedDeal, DealNotes, load_archive, save_archive
from game.analysis.deal import DealAnalysis
from game.analysis.jobs import analyse_json, from_notes
from game.core.match import Match
from game.stats import SKILL_DEALS, SkillPoint, Statistics, save_stats
from game.storage import StorageError

log = logging.getLogger(__name__)
NICE = 10  # the analysis yields the cores to the game's own bots and to other programs


def _lower_priority() -> None:
    """The worker process's initializer: run below the game (where the system allows)."""
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(NICE)


def _process_pool() -> Executor:
    """One spawned worker process at low priority, or a thread if none can be started."""
    try:
        return ProcessPoolExecutor(
            max_workers=1,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_lower_priority,
        )
    except (OSError, ValueError, NotImplementedError) as error:
        log.warning("no analysis process (%s): the analysis runs on a thread", error)
        return ThreadPoolExecutor(max_workers=1, thread_name_prefix="analysis")


class AnalysisService:
    """The archive of played deals and the one analysis job running on it."""

    def __init__(
        self,
        statistics: Callable[[], Statistics],
        notify: Callable[[str], None],
        pool: Callable[[], Executor] = _process_pool,
        job: Callable[[str], str] = analyse_json,
        autorun: bool = True,
    ) -> None:
        self.statistics = statistics
        self.notify = notify
        self._make_pool = pool
        self._job = job
        self._pool: Executor | None = None
        self._archive: Archive | None = None
        self._running: tuple[str, Future[str]] | None = None
        self._told = False  # one notice when the archive cannot be written
        self.autorun = autorun  # False: deals wait until run_waiting() (tests)

    @property
    def archive(self) -> Archive:
        """The archive, read from its file on first use (a bad file is put aside)."""
        if self._archive is None:
            loaded = load_archive()
            self._archive = loaded.value
            if loaded.notice:
                self.notify(loaded.notice)
        return self._archive

    def start(self) -> None:
        """Take up the deals left waiting (called once the first frame is drawn)."""
        self._next()

    def add(self, deal: ArchivedDeal) -> None:
        """Archive a finished deal and queue its analysis."""
        self.archive.add(deal)
        self._write()
        self._next()

    def run_waiting(self) -> int:
        """Analyse every waiting deal now, on this thread (tests); how many were done."""
        done = 0
        for deal in self.archive.waiting():
            self._finish(deal.id, DealNotes.model_validate_json(self._job(deal.model_dump_json())))
            done += 1
        return done

    def busy(self) -> bool:
        """True while a deal is being analysed."""
        return self._running is not None

    def waiting(self, deal_id: str) -> bool:
        """True while this deal is archived but not analysed yet."""
        found = self.archive.find(deal_id)
        return found is not None and found.notes is None

    def notes(self, deal_id: str) -> DealNotes | None:
        """The analysis of an archived deal, once done."""
        found = self.archive.find(deal_id)
        return None if found is None else found.notes

    def poll(self) -> None:
        """Once per frame: take a finished job's result, never wait for a running one."""
        if self._running is None:
            return
        deal_id, future = self._running
        if not future.done():
            return
        self._running = None
        try:
            notes = DealNotes.model_validate_json(future.result())
        except BrokenProcessPool as error:
            log.warning("the analysis process failed (%s): it starts again", error)
            self._pool = None
            self._next()
            return
        except Exception as error:  # a bug in one deal's analysis must not stop the rest
            log.exception("analysis of deal %s failed", deal_id)
            notes = DealNotes(error=str(error) or type(error).__name__)
        self._finish(deal_id, notes)
        self._next()

    def close(self) -> None:
        """Stop the worker (a running job is abandoned: it waits in the archive)."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
        self._pool = None
        self._running = None

    # ----------------------------------------------------------------- inside
    def _next(self) -> None:
        if self._running is not None or not self.autorun:
            return
        waiting = self.archive.waiting()
        if not waiting:
            return
        deal = waiting[0]
        if self._pool is None:
            self._pool = self._make_pool()
        try:
            future = self._pool.submit(self._job, deal.model_dump_json())
        except (BrokenProcessPool, RuntimeError, OSError) as error:
            log.warning("the analysis could not start (%s): it runs on a thread", error)
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="analysis")
            future = self._pool.submit(self._job, deal.model_dump_json())
        self._running = (deal.id, future)

    def _finish(self, deal_id: str, notes: DealNotes) -> None:
        deal = self.archive.find(deal_id)
        if deal is None:
            return  # dropped from the archive meanwhile
        deal.notes = notes
        self._write()
        if notes.error or not notes.duplicates:
            return
        stats = self.statistics()
        when = deal.played_at or time.strftime("%Y-%m-%dT%H:%M:%S")
        for key, seat in deal.humans.items():
            found = next((d for d in notes.duplicates if d.seat == seat), None)
            if found is None:
                continue
            mine = [d for d in notes.decisions if d.seat == seat]
            entry = stats.player(deal.save.game, key)
            point = SkillPoint(
                when=when,
                real=found.real,
                bot=found.bot,
                cost=round(sum(max(0.0, d.best_value - d.made_value) for d in mine), 3),
                flagged=sum(d.flagged for d in mine),
                decisions=len(mine),
            )
            entry.skill = [*entry.skill, point][-SKILL_DEALS:]
        try:
            save_stats(stats)
        except StorageError as error:
            self.notify(error.reason)

    def _write(self) -> None:
        try:
            save_archive(self.archive)
        except StorageError as error:
            if not self._told:
                self._told = True
                self.notify(error.reason)


class ArchiveSource:
    """A table's view of its match's archived deals (game.analysis.source.AnalysisSource)."""

    def __init__(
        self,
        service: AnalysisService,
        match: Match,
        humans: tuple[int, ...],
        ids: dict[int, str],
        game_id: str,
        log: tuple[str, ...],
    ) -> None:
        self.service = service
        self.match = match
        self.humans = humans
        # Deal index -> archive id: the recorder's own dict (it adds each deal it archives)
        # plus the deals of this match archived before it was saved and continued.
        self.ids = ids
        self._read: dict[int, DealAnalysis] = {}  # decoded once: the review asks every frame
        for deal in service.archive.deals:
            save = deal.save
            if (
                save.game == game_id
                and save.seed == match.seed
                and save.first_dealer == match.first_dealer
                and len(save.log) <= len(log)
                and tuple(save.log) == log[: len(save.log)]
            ):
                ids.setdefault(deal.deal, deal.id)

    def deal(self, index: int) -> DealAnalysis | None:
        """The analysis of deal `index`, once the background has done it."""
        if index in self._read:
            return self._read[index]
        deal_id = self.ids.get(index)
        notes = None if deal_id is None else self.service.notes(deal_id)
        if notes is None or notes.error:
            return None
        found = from_notes(index, notes, self.match.rules, self.humans)
        self._read[index] = found
        return found

    def pending(self, index: int) -> bool:
        """True while deal `index` waits for or is in the analysis."""
        deal_id = self.ids.get(index)
        return deal_id is not None and self.service.waiting(deal_id)
