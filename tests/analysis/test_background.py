"""The background analysis: the frame loop never waits for it, work left at quit is taken
up after a restart, and the rating it feeds survives a restart and a corrupt file."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor, ThreadPoolExecutor

import pytest

from game.analysis.archive import (
    ArchivedDeal,
    DealNotes,
    DecisionNote,
    DuplicateNote,
    archive_path,
    load_archive,
)
from game.analysis.rating import rating
from game.bots import RandomBot
from game.core.match import Match
from game.core.table import Seat
from game.games import REGISTRY
from game.records import MatchRecorder
from game.stats import Statistics, load_stats, statistics_path
from game.ui.analysis_service import AnalysisService
from game.ui.setup_model import TableSetup
from tests.persist.helpers import close_app, make_app


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Every user file of these tests lives under tmp_path."""
    monkeypatch.setenv("STICH_HOME", str(tmp_path))
    return tmp_path


def _thread_pool() -> Executor:
    return ThreadPoolExecutor(max_workers=1)


def _fake_notes(text: str) -> str:
    """What a job returns for a deal: the human at seat 0 lost 12 to the bot's result."""
    deal = ArchivedDeal.model_validate_json(text)
    seat = next(iter(deal.humans.values()))
    notes = DealNotes(
        decisions=[
            DecisionNote(
                ply=3,
                seat=seat,
                trick=0,
                made="a",
                best="b",
                made_value=1.0,
                best_value=6.0,
                worlds=40,
                flagged=True,
            )
        ],
        duplicates=[DuplicateNote(seat=seat, real=-4.0, bot=8.0)],
        seconds=0.5,
    )
    return notes.model_dump_json()


def _archive_deals(service: AnalysisService, count: int, seed: int = 3) -> list[str]:
    """Play random Schieber deals with a human seat (Anna, seat 0) through a recorder
    that archives into `service`; the archived ids, oldest first."""
    game = REGISTRY["schieber"]
    seats = (Seat("human", "Anna"), Seat("random", "B"), Seat("random", "C"), Seat("random", "D"))
    setup = TableSetup(game, seats, seed, {})
    match = Match(game, setup.options_model(), 4, seed)
    stats = Statistics()
    recorder = MatchRecorder(setup, match, lambda: stats, lambda text: None, service)
    state = match.start()
    recorder.opened(state)
    rng, bot = random.Random(seed), RandomBot()
    while len(state.history) < count:
        before = state
        state, _ = match.apply(state, bot.choose(None, match.legal_actions(state), rng))
        recorder.applied(before, state)
    return [recorder.archived[i] for i in range(count)]


def _until(done: Callable[[], bool], step: Callable[[], None]) -> None:
    """Step until `done` (a thread finishing a job); fails after many tries."""
    for _ in range(2000):
        if done():
            return
        step()
        time.sleep(0.005)
    raise AssertionError("the background job never finished")


def test_the_frame_loop_never_waits_for_the_analysis() -> None:
    """While a job is stuck, frames go on drawing; its result is read once it is done."""
    release = threading.Event()
    started = threading.Event()

    def stuck_job(text: str) -> str:
        started.set()
        release.wait(30)
        return _fake_notes(text)

    app = make_app()
    notices: list[str] = []
    service = AnalysisService(app.statistics, notices.append, _thread_pool, stuck_job)
    app._analysis = service  # the app polls this service every frame
    try:
        (deal_id,) = _archive_deals(service, 1)
        assert started.wait(10)
        frames = app.frames
        for _ in range(40):
            app.step()
        assert app.frames == frames + 40  # 40 frames drawn while the job could not end
        assert service.busy() and service.waiting(deal_id)
        release.set()
        _until(lambda: not service.busy(), app.step)
        notes = service.notes(deal_id)
        assert notes is not None and notes.duplicates[0].real == -4.0
        assert [p.delta for p in app.statistics().player("schieber", "Anna").skill] == [-12.0]
        assert notices == []
    finally:
        release.set()
        service.close()
        close_app(app)


def test_deals_left_waiting_are_analysed_after_a_restart() -> None:
    """Deals archived but not analysed when the program quit are taken up at the next
    start, oldest first, each once."""
    first = AnalysisService(Statistics, lambda text: None, _thread_pool, _fake_notes, autorun=False)
    ids = _archive_deals(first, 2)
    assert [d.id for d in load_archive().value.waiting()] == ids  # on disk, both waiting

    seen: list[str] = []

    def job(text: str) -> str:
        seen.append(ArchivedDeal.model_validate_json(text).id)
        return _fake_notes(text)

    stats = Statistics()
    second = AnalysisService(lambda: stats, lambda text: None, _thread_pool, job)
    second.start()
    _until(lambda: len(seen) == 2 and not second.busy(), second.poll)
    second.close()
    assert seen == ids
    assert load_archive().value.waiting() == []
    third = AnalysisService(lambda: stats, lambda text: None, _thread_pool, job)
    third.start()
    assert not third.busy() and seen == ids  # nothing is analysed twice


def test_the_rating_survives_a_restart_and_a_corrupt_statistics_file() -> None:
    """Skill points are written with the statistics: read back after a restart they give
    the same rating; a corrupt file is kept aside with a notice and counting goes on."""
    stats = Statistics()
    service = AnalysisService(lambda: stats, lambda text: None, _thread_pool, _fake_notes)
    _archive_deals(service, 2)
    _until(lambda: not service.busy() and not service.archive.waiting(), service.poll)
    service.close()
    reread = load_stats().value.player("schieber", "Anna").skill
    assert [p.delta for p in reread] == [-12.0, -12.0]
    found = rating([p.delta for p in reread])
    assert found is not None and found.mean == -12.0 and found.deals == 2

    statistics_path().write_text("{not json", encoding="utf-8")
    app = make_app()
    try:
        fresh = app.statistics()
        assert fresh.games == {}
        assert any("statistics" in text for text in app.notices.showing(app.now()))
        aside = [p for p in statistics_path().parent.iterdir() if p.name != "statistics.json"]
        assert any(p.name.startswith("statistics") for p in aside)
        later = AnalysisService(app.statistics, lambda text: None, _thread_pool, _fake_notes)
        _archive_deals(later, 1, seed=9)
        _until(lambda: not later.busy() and not later.archive.waiting(), later.poll)
        later.close()
        assert [p.delta for p in load_stats().value.player("schieber", "Anna").skill] == [-12.0]
    finally:
        close_app(app)


def test_a_corrupt_archive_is_kept_aside_and_archiving_goes_on() -> None:
    """A bad deals.json is renamed aside with one notice; new deals are archived again."""
    archive_path().parent.mkdir(parents=True, exist_ok=True)
    archive_path().write_text("[1, 2", encoding="utf-8")
    notices: list[str] = []
    service = AnalysisService(Statistics, notices.append, _thread_pool, _fake_notes, autorun=False)
    ids = _archive_deals(service, 1)
    assert len(notices) == 1 and "played deals" in notices[0]
    assert [d.id for d in load_archive().value.deals] == ids
    assert any(
        p.name.startswith("deals") and p.name != "deals.json"
        for p in archive_path().parent.iterdir()
    )


def test_only_tables_with_a_human_are_archived() -> None:
    """A bots-only match keeps no deals (nobody to analyse)."""
    game = REGISTRY["schieber"]
    seats = tuple(Seat("random", n) for n in "ABCD")
    setup = TableSetup(game, seats, 4, {})
    match = Match(game, setup.options_model(), 4, 4)
    service = AnalysisService(
        Statistics, lambda text: None, _thread_pool, _fake_notes, autorun=False
    )
    stats = Statistics()
    recorder = MatchRecorder(setup, match, lambda: stats, lambda text: None, service)
    state = match.start()
    rng, bot = random.Random(4), RandomBot()
    while not state.history:
        before = state
        state, _ = match.apply(state, bot.choose(None, match.legal_actions(state), rng))
        recorder.applied(before, state)
    assert service.archive.deals == [] and recorder.archived == {}
