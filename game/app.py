"""pygame start-up, the window, the clock, the one main loop and the scene stack."""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable

import pygame

from game import assets
from game.asset_check import check_assets, missing_message
from game.i18n import set_language, t
from game.paths import asset
from game.settings import Settings
from game.ui.asset_notice import draw_asset_notice, notice_visible
from game.ui.commands import Command
from game.ui.input import to_command
from game.ui.scenes import Scene, SceneStack
from game.ui.setup_model import TableSetup
from game.ui.sound import SoundBoard

log = logging.getLogger(__name__)
DEFAULT_SIZE = (1280, 720)
FPS = 60


class App:
    """The running program: window, settings, sounds and the stack of screens."""

    def __init__(self, settings: Settings | None = None, size: tuple[int, int] = DEFAULT_SIZE):
        os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "stich")
        pygame.init()
        assets.clear_caches()  # fonts and surfaces of an earlier pygame session are invalid
        self.settings = settings or Settings()
        set_language(self.settings.language)
        # Every missing file is named once at start (log and a line on screen); the
        # drawing code falls back per file, so the game still goes on.
        self.missing_assets = check_assets()
        self.asset_notice = missing_message(self.missing_assets)
        pygame.display.set_caption(t("app.title"))
        icon = asset("sprites", "icon.png")
        if icon.exists():
            # Before set_mode: some window managers only read the icon when the window opens.
            pygame.display.set_icon(pygame.image.load(str(icon)))
        self.windowed_size = size
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.sound = SoundBoard(self.settings.volume, self.settings.muted)
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = True
        self.frames = 0
        self._epoch = time.perf_counter()
        self.on_frame: Callable[[App], None] | None = None
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

    def quit(self) -> None:
        """Close the program after this frame."""
        self.running = False

    def toggle_fullscreen(self) -> None:
        """F11: fullscreen at the desktop size, or back to the window."""
        if self.screen.get_flags() & pygame.FULLSCREEN:
            self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        else:
            self.windowed_size = self.size
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        assets.clear_caches()

    def apply_settings(self, settings: Settings) -> None:
        """Use changed settings at once."""
        self.settings = settings
        self.sound.volume, self.sound.muted = settings.volume, settings.muted
        set_language(settings.language)
        assets.clear_caches()

    def open_settings(self) -> None:
        """Push the settings form."""
        from game.ui.screens.pause import SettingsScreen

        self.stack.push(SettingsScreen(self))

    def open_table(self, setup: TableSetup) -> None:
        """Start a match: the table replaces every screen."""
        from game.ui.screens.table import TableScreen

        self.stack.replace(TableScreen(self, setup))

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
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_q and \
                    event.mod & pygame.KMOD_CTRL:
                self.quit()
            else:
                command = to_command(event)
                if command is not None:
                    self.dispatch(command)

    def step(self) -> None:
        """One frame: input, update, draw, flip."""
        self._events()
        self.stack.update(self.now())
        self.screen.fill((0, 0, 0))
        self.stack.draw(self.screen)
        # Ask the clock only when there is a notice: tests drive `now` as a stepping clock.
        if self.asset_notice and notice_visible(self.asset_notice, self.now()):
            draw_asset_notice(self.screen, self.asset_notice)
        pygame.display.flip()
        self.frames += 1
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
        for scene in self.stack.scenes:
            close = getattr(scene, "close", None)
            if callable(close):
                close()
        pygame.quit()
        return 0
