"""pygame start-up, the window, the clock, the one main loop and the scene stack."""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable

import pygame

from game import assets
from game.asset_check import check_assets, missing_message
from game.core.match import Match
from game.i18n import resolve_language, set_language, t
from game.notices import Notices
from game.paths import asset, config_dir, data_dir
from game.records import MatchRecorder
from game.saves import saves_dir
from game.settings import LastSetup, Settings, load_settings, save_settings, seat_choice
from game.stats import Statistics, load_stats
from game.storage import StorageError, sweep_stale_temps
from game.ui import readability, renderer, search_process
from game.ui.analysis_service import AnalysisService
from game.ui.asset_notice import draw_asset_notice, notice_visible
from game.ui.caption import draw_caption
from game.ui.commands import Click, Command
from game.ui.cues import CueBoard
from game.ui.input import InputReader
from game.ui.keybinds import cleaned
from game.ui.layout import Box, ui_scale
from game.ui.routes import route
from game.ui.scenes import Scene, SceneStack
from game.ui.setup_model import TableSetup
from game.ui.sound import SoundBoard
from game.ui.speech import Voice

log = logging.getLogger(__name__)
FPS = 60


class App:
    """The running program: window, settings, sounds, notices and the stack of screens.

    Without `settings` they are read from the settings file; an explicit `size` (the
    command line, tests) wins over the remembered window size and fullscreen."""

    def __init__(
        self, settings: Settings | None = None, size: tuple[int, int] | None = None
    ) -> None:
        os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "stich")
        pygame.init()
        assets.clear_caches()  # fonts and surfaces of an earlier pygame session are invalid
        self.notices = Notices()
        # Temp files a killed write left in our own folders go before anything is read.
        sweep_stale_temps((config_dir(), data_dir(), saves_dir()))
        if settings is None:
            loaded = load_settings()
            settings = loaded.value
            self.notices.post(loaded.notice, keep=True)
        # Keys of commands or keys this version does not know are dropped (logged).
        self.settings = settings.model_copy(update={"keys": cleaned(settings.keys)})
        readability.apply(settings.text_size, settings.theme)
        self._stats: Statistics | None = None
        self._analysis: AnalysisService | None = None
        self._window_dragged = False
        set_language(resolve_language(self.settings.language))
        # Every missing file is named once at start (log and a line on screen); the
        # drawing code falls back per file, so the game still goes on.
        self.missing_assets = check_assets()
        self.asset_notice = missing_message(self.missing_assets)
        pygame.display.set_caption(t("app.title"))
        icon = asset("sprites", "icon.png")
        if icon.exists():
            # Before set_mode: some window managers only read the icon when the window opens.
            pygame.display.set_icon(pygame.image.load(str(icon)))
        self.windowed_size = size or self.settings.windowed_size()
        if size is None and self.settings.fullscreen:
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        self.sound = SoundBoard(self.settings.volume, self.settings.muted)
        self.voice = Voice()  # the spoken table (off until the setting is on)
        self.apply_voice()
        self.cues = CueBoard(self.sound.play)  # the one way a sound is played
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = True
        self.frames = 0
        self._epoch = time.perf_counter()
        self.on_frame: Callable[[App], None] | None = None
        self.input = InputReader()
        # Tests set STICH_INLINE_BOTS=1: bots decide on the main thread, deterministically.
        self.inline_bots = os.environ.get("STICH_INLINE_BOTS") == "1"

    # ----------------------------------------------------------------- services
    @property
    def size(self) -> tuple[int, int]:
        """The window size in pixels."""
        return self.screen.get_size()

    def now(self) -> float:
        """Seconds since the app started (the clock the table controller runs on)."""
        return time.perf_counter() - self._epoch

    def cue(self, name: str) -> None:
        """Play the sound `name` with its visual cue (game.ui.cues)."""
        self.cues.cue(name, self.now())

    def quit(self) -> None:
        """Close the program after this frame."""
        self.running = False

    @property
    def fullscreen(self) -> bool:
        """True while the window covers the screen."""
        return bool(self.screen.get_flags() & pygame.FULLSCREEN)

    def toggle_fullscreen(self) -> None:
        """F11: fullscreen at the desktop size, or back to the window (remembered)."""
        self.apply_settings(self.settings.changed(fullscreen=not self.fullscreen))

    def _apply_window(self, before: Settings) -> None:
        # Only a change of these two settings moves the window; a window the player has
        # dragged to another size keeps it when, say, the volume changes.
        if self.settings.fullscreen and not self.fullscreen:
            self.windowed_size = self.size
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        elif not self.settings.fullscreen and (
            self.fullscreen or self.settings.window_size != before.window_size
        ):
            self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        else:
            return
        assets.clear_caches()

    def apply_settings(self, settings: Settings) -> None:
        """Use changed settings at once and write them to the settings file."""
        before = self.settings
        if settings.window_size != before.window_size:
            self.windowed_size = settings.windowed_size()
        self.settings = settings
        self.sound.volume, self.sound.muted = settings.volume, settings.muted
        set_language(resolve_language(settings.language))
        self.apply_voice()
        pygame.display.set_caption(t("app.title"))
        self._apply_window(before)
        readability.apply(settings.text_size, settings.theme)
        assets.clear_caches()
        from game.ui.live_settings import refresh_tables

        refresh_tables(self)  # card faces, four colours and language at the running table
        self.save_settings()

    def apply_voice(self) -> None:
        """The speech settings to the voice (a first switch-on starts the engine)."""
        s = self.settings
        self.voice.apply(s.speech, s.speech_volume, s.speech_rate, resolve_language(s.language))

    def save_settings(self) -> None:
        """Write the settings file; a refusing disk costs a notice, never the game."""
        try:
            save_settings(self.settings)
        except StorageError as exc:
            self.notices.post(exc.reason)

    def remember_setup(self, setup: TableSetup) -> None:
        """The setup screen of this game starts from these seats and options next time."""
        last = LastSetup(
            seats=[seat_choice(s) for s in setup.seats],
            options=dict(setup.options),
        )
        setups = {**self.settings.last_setups, setup.game.id: last}
        self.settings = self.settings.model_copy(update={"last_setups": setups})
        self.save_settings()

    def statistics(self) -> Statistics:
        """The statistics, read from their file on first use."""
        if self._stats is None:
            loaded = load_stats()
            self._stats = loaded.value
            self.notices.post(loaded.notice, keep=True)
        return self._stats

    @property
    def analysis(self) -> AnalysisService:
        """The background analysis of played deals (its archive is read on first use)."""
        if self._analysis is None:
            # Tests (inline bots) archive deals but analyse only when they ask: a process
            # per test table would make the suite slow and its timing noisy.
            self._analysis = AnalysisService(
                self.statistics,
                lambda text: self.notices.post(text, keep=True),
                autorun=not self.inline_bots,
            )
        return self._analysis

    def match_recorder(self, setup: TableSetup, match: Match) -> MatchRecorder:
        """What keeps a table's autosave, statistics and archive of deals up to date."""
        return MatchRecorder(setup, match, self.statistics, self.notices.post, self.analysis)

    # ----------------------------------------------------------------- routes
    def make(self, name: str, *args: object) -> Scene:
        """The scene the route `name` makes from these arguments (game.ui.routes)."""
        return route(name)(self, *args)

    def open(self, name: str, *args: object) -> None:
        """Push the screen called `name` on top of the stack."""
        self.stack.push(self.make(name, *args))

    def swap(self, name: str, *args: object) -> None:
        """Put the screen called `name` in the place of the top scene."""
        self.stack.swap(self.make(name, *args))

    def reset(self, name: str, *args: object) -> None:
        """Close every screen (each leaves first), then open the one called `name`."""
        self.stack.clear()
        self.stack.push(self.make(name, *args))

    # ----------------------------------------------------------------- loop
    def dispatch(self, command: Command) -> None:
        """Hand one command to the active scene."""
        top = self.stack.top
        if top is not None:
            top.handle(command)

    def _events(self) -> None:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.quit()
            elif event.type == pygame.VIDEORESIZE and not self.fullscreen:
                self._resized(event.size)
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
            elif (
                event.type == pygame.KEYDOWN
                and event.key == pygame.K_q
                and event.mod & pygame.KMOD_CTRL
            ):
                self.quit()
            else:
                command = self.input.command(event)
                if isinstance(command, Click) and self._notice_clicked(command):
                    continue
                if command is not None:
                    self.dispatch(command)

    def step(self) -> None:
        """One frame: input, update, draw, flip."""
        self._events()
        self.stack.update(self.now())
        self.screen.fill((0, 0, 0))
        self.stack.draw(self.screen)
        self._draw_notices(self.screen)
        top = self.stack.top
        if self.settings.sound_captions and (top is None or top.shows_captions()):
            place = top.caption_place(self.size) if top is not None else None
            draw_caption(self.screen, self.cues, self.now(), place)
        # Ask the clock only when there is a notice: tests drive `now` as a stepping clock.
        if self.asset_notice and notice_visible(self.asset_notice, self.now()):
            draw_asset_notice(self.screen, self.asset_notice)
        pygame.display.flip()
        self.frames += 1
        if self.frames == 2:
            # Deals left waiting at the last quit are taken up once the window shows.
            self.analysis.start()
        elif self._analysis is not None:
            self._analysis.poll()  # never waits: only a finished job is read
        if self.frames == 1 and os.environ.get("STICH_REPORT_FIRST_FRAME"):
            # benchmarks/frame_time.py reads this to time process start -> first frame
            print(f"first-frame {time.time():.6f}", flush=True)
        if self.on_frame is not None:
            self.on_frame(self)

    def run(self, first: Scene, max_frames: int | None = None) -> int:
        """Run the main loop until quit (or for `max_frames` frames)."""
        self.stack.replace(first)
        while self.running and (max_frames is None or self.frames < max_frames):
            self.step()
            self.clock.tick(FPS)
        # TRANSITIONAL: the table still stops its bot thread in `close`, not yet in `exit`.
        for scene in list(self.stack.scenes):
            close = getattr(scene, "close", None)
            if callable(close):
                close()
        self.stack.clear()  # every scene leaves: `exit` stops what it runs
        search_process.shutdown()
        if self._analysis is not None:
            self._analysis.close()  # an unfinished deal waits in the archive for next time
        self._remember_window()
        pygame.quit()
        return 0

    def _resized(self, size: tuple[int, int]) -> None:
        # The player dragged the window: that size opens next time (written at quit,
        # not on every step of the drag).
        self.windowed_size = tuple(size)  # type: ignore[assignment]
        self.settings = self.settings.model_copy(update={"window_size": tuple(size)})
        self._window_dragged = True

    def _remember_window(self) -> None:
        if self._window_dragged:
            self.save_settings()

    # ----------------------------------------------------------------- notices
    def _notice_boxes(self, texts: list[str]) -> list[Box]:
        w, h = self.size
        s = ui_scale(w, h)
        box_w, box_h = round(min(w * 0.9, 1100 * s)), round(40 * s)
        return [
            Box(round((w - box_w) / 2), round(10 * s + i * (box_h + 6 * s)), box_w, box_h)
            for i in range(len(texts))
        ]

    def _notice_clicked(self, click: Click) -> bool:
        texts = [n.text for n in self.notices.items if n.since is not None]
        if any(box.contains(click.x, click.y) for box in self._notice_boxes(texts)):
            return self.notices.dismiss()
        return False

    def _draw_notices(self, surface: pygame.Surface) -> None:
        """The one place notices appear: banners at the top, over any screen."""
        texts = self.notices.showing(self.now())
        s = ui_scale(*surface.get_size())
        kept = {n.text for n in self.notices.items if n.keep}
        for text, box in zip(texts, self._notice_boxes(texts), strict=True):
            renderer.panel(surface, box, 235, 10, renderer.GOLD)
            # A notice that stays says how it goes away.
            close = round(box.w * 0.16) if text in kept else 0
            renderer.draw_text(
                surface,
                text,
                round(18 * s),
                (box.center[0] - close / 2, box.center[1]),
                renderer.CREAM,
                "center",
                max_width=box.w - close - round(20 * s),
            )
            if close:
                renderer.draw_text(
                    surface,
                    t("notice.close"),
                    round(15 * s),
                    (box.right - round(12 * s), box.center[1]),
                    renderer.DIM,
                    "midright",
                    max_width=close,
                )
