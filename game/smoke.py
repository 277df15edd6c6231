"""`stich --smoke`: open the window, let bots play a few moves at every table, then exit.

Meant for the built app (CI runs `dist/stich/stich --smoke` under the dummy video driver):
it goes through the real App, table screen, controller, bots, assets and sounds, so a
module or file the bundle lacks shows up as a non-zero exit with a sentence naming it.
"""

from __future__ import annotations

import logging
import os
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import pygame

from game import assets
from game.app import App
from game.catalog import ALL_GAMES
from game.games import REGISTRY, has_table
from game.i18n import LANGUAGES, messages, t
from game.paths import HOME_OVERRIDE
from game.settings import Settings
from game.ui.commands import Activate
from game.ui.controller import Phase
from game.ui.setup_model import TableSetup, default_seats
from game.ui.table.screen import TableScreen

log = logging.getLogger(__name__)

ACTIONS_PER_GAME = 8
MAX_FRAMES_PER_GAME = 3000  # generous: a table needs about 15 frames per action
FRAME_SECONDS = 1 / 30  # virtual time per frame, so animations play without waiting
SMOKE_SEED = 1
MIN_COLOURS = 6  # a drawn table has felt, cards, text and panels; a blank frame has one


@dataclass(frozen=True)
class TableRun:
    """What one table did during the smoke run."""

    game_id: str
    actions: int
    frames: int
    colours: int


@dataclass
class SmokeReport:
    """Every table's run and every failure, in order."""

    runs: list[TableRun] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """True when every table advanced and drew, and no file was missing."""
        return not self.failures


class FrameClock:
    """Virtual time that moves on by one frame per `advance()` (deterministic, no waiting)."""

    def __init__(self, step: float = FRAME_SECONDS) -> None:
        self.time = 0.0
        self.step = step

    def now(self) -> float:
        """The current virtual time in seconds."""
        return self.time

    def advance(self) -> None:
        """One frame later."""
        self.time += self.step


def smoke_settings() -> Settings:
    """Fast but real: animations on, no bot delay, short trick pause."""
    return Settings(bot_delay=0.0, animation="fast", trick_pause=0.1)


def table_games() -> tuple[str, ...]:
    """The games that have a table, in menu order."""
    return tuple(game_id for game_id, _ in ALL_GAMES if has_table(game_id))


def distinct_colours(surface: pygame.Surface) -> int:
    """How many colours a 64x36 thumbnail of the frame has (1 for a blank frame)."""
    small = pygame.transform.scale(surface, (64, 36))
    return len({tuple(small.get_at((x, y)))[:3] for x in range(64) for y in range(36)})


def play_table(
    app: App,
    clock: FrameClock,
    game_id: str,
    actions: int = ACTIONS_PER_GAME,
    max_frames: int = MAX_FRAMES_PER_GAME,
) -> TableRun:
    """Seat bots everywhere and step real frames until `actions` actions were applied."""
    game = REGISTRY[game_id]
    seats = default_seats(game, human_first=False)
    table = TableScreen(app, TableSetup(game, seats, SMOKE_SEED))
    app.stack.replace(table)
    controller = table.controller
    frames = 0
    try:
        while frames < max_frames and controller.turn_counter < actions:
            app.step()
            clock.advance()
            frames += 1
            if controller.phase == Phase.DEAL_SUMMARY:
                table.handle(Activate())  # the same input a player gives to read on
            elif controller.phase == Phase.MATCH_OVER:
                break
        app.step()  # one more frame, so the table is drawn as it stands now
        return TableRun(game_id, controller.turn_counter, frames + 1, distinct_colours(app.screen))
    finally:
        table.close()


def judge(run: TableRun, actions: int) -> str | None:
    """The failure sentence for a table run, or None when it advanced and drew."""
    name = REGISTRY[run.game_id].name
    if run.actions < actions:
        return t(
            "smoke.no_advance", game=name, actions=run.actions, needed=actions, frames=run.frames
        )
    if run.colours < MIN_COLOURS:
        return t("smoke.blank", game=name)
    return None


@contextmanager
def scratch_home() -> Iterator[None]:
    """Point user files at a temporary folder: a smoke run must not touch real settings."""
    before = os.environ.get(HOME_OVERRIDE)
    with tempfile.TemporaryDirectory(prefix="stich-smoke-") as home:
        os.environ[HOME_OVERRIDE] = home
        try:
            yield
        finally:
            if before is None:
                os.environ.pop(HOME_OVERRIDE, None)
            else:
                os.environ[HOME_OVERRIDE] = before


def run_smoke(
    size: tuple[int, int] = (1280, 720),
    games: tuple[str, ...] | None = None,
    actions: int = ACTIONS_PER_GAME,
    max_frames: int = MAX_FRAMES_PER_GAME,
) -> SmokeReport:
    """Play a few bot moves at every table in one window and report what happened."""
    report = SmokeReport()
    with scratch_home():
        app = App(settings=smoke_settings(), size=size)
        app.inline_bots = True  # decisions on this thread: same moves every run
        clock = FrameClock()
        reported_before = set(assets.missing_assets())
        app.now = clock.now  # type: ignore[method-assign]
        try:
            if app.missing_assets:
                report.failures.append(t("smoke.missing", files=", ".join(app.missing_assets)))
            # Every language's compiled catalog is in the bundle and read (a missing one
            # would quietly show English).
            unread = [code for code in LANGUAGES if code != "en" and not messages(code)]
            if unread:
                report.failures.append(t("smoke.missing", files=", ".join(unread)))
            for game_id in games if games is not None else table_games():
                try:
                    run = play_table(app, clock, game_id, actions, max_frames)
                except Exception as exc:  # any crash is a failed smoke run, named by table
                    log.exception("smoke run of %s failed", game_id)
                    name = REGISTRY[game_id].name
                    report.failures.append(t("smoke.crashed", game=name, error=repr(exc)))
                    continue
                report.runs.append(run)
                failure = judge(run, actions)
                if failure:
                    report.failures.append(failure)
            # Files first asked for while playing (a card style, a sound) count as well.
            late = [
                path
                for path in assets.missing_assets()
                if path not in reported_before
                and not any(path.endswith(known) for known in app.missing_assets)
            ]
            if late:
                report.failures.append(t("smoke.missing", files=", ".join(late)))
        finally:
            pygame.quit()
    return report


def smoke_main(size: tuple[int, int] = (1280, 720)) -> int:
    """Run the smoke test, print one line per table, return the exit code (0 = passed)."""
    report = run_smoke(size)
    for run in report.runs:
        print(t("smoke.game_ok", game=run.game_id, actions=run.actions, frames=run.frames))
    for failure in report.failures:
        print(t("smoke.failed", reason=failure), file=sys.stderr)
    if report.ok:
        print(t("smoke.passed", games=len(report.runs)))
        return 0
    return 1
