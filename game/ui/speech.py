"""The voice of the spoken table: a text-to-speech engine behind a small protocol.

The engine is pyttsx3 (offline everywhere: SAPI5 on Windows, NSSpeechSynthesizer on
macOS, eSpeak-NG on Linux). It runs in a worker thread fed by a queue, so speaking
never holds up a frame; an urgent sentence (what the player just asked for) drops what
is still waiting and cuts the one being said where the engine allows. Without an engine
(none installed, the library missing, a driver that fails) the speaker says so through
`failed` and stays silent: the game goes on. Tests and tools use `RecordingSpeaker`.
"""

from __future__ import annotations

import io
import logging
import queue
import shutil
import subprocess
import sys
import threading
import wave
from collections.abc import Callable
from typing import Protocol

log = logging.getLogger(__name__)

# Words per minute for each pace (eSpeak and SAPI5 both read about 200 as "normal").
RATES = {"slow": 140, "normal": 185, "fast": 240}


class Speaker(Protocol):
    """Something that speaks sentences: the table's narrator talks to this alone."""

    @property
    def available(self) -> bool:
        """True while sentences can be heard (an engine was found, speech is on)."""
        ...

    @property
    def failed(self) -> bool:
        """True when no engine could be started on this computer."""
        ...

    @property
    def no_output(self) -> bool:
        """True when the engine runs but its sound cannot be played (no sound device)."""
        ...

    @property
    def busy(self) -> bool:
        """True while something is being said or waits to be said."""
        ...

    def say(self, text: str, interrupt: bool = False) -> None:
        """Speak `text` after what is queued; `interrupt`: drop the queue and cut in."""
        ...

    def stop(self) -> None:
        """Stop speaking and forget what is queued."""
        ...

    def set_volume(self, volume: float) -> None:
        """The speech volume, 0 to 1 (apart from the effects' volume)."""
        ...

    def configure(self, rate: str, language: str) -> None:
        """The pace ("slow", "normal", "fast") and the language to pick a voice for."""
        ...


class Engine(Protocol):
    """The part of a pyttsx3 engine the worker uses."""

    def say(self, text: str) -> None:
        """Queue an utterance."""
        ...

    def runAndWait(self) -> None:
        """Speak the queued utterances; returns when they are done or stopped."""
        ...

    def stop(self) -> None:
        """Cut the utterance being spoken."""
        ...

    def setProperty(self, name: str, value: object) -> None:
        """Set "volume", "rate" or "voice"."""
        ...

    def getProperty(self, name: str) -> object:
        """Read "voices" and the like."""
        ...

    def connect(self, topic: str, callback: Callable[..., None]) -> object:
        """Call `callback` on an engine notification ("started-word")."""
        ...


EngineFactory = Callable[[], Engine]
Runner = Callable[..., "subprocess.CompletedProcess[bytes]"]


class NoSoundOutput(OSError):
    """The engine could speak, but what it says cannot be played on this computer."""


def _silence() -> bytes:
    """A twentieth of a second of silence as a WAV file (what the playback probe plays)."""
    data = io.BytesIO()
    with wave.open(data, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(8000)
        out.writeframes(bytes(800))
    return data.getvalue()


def check_aplay(run: Runner = subprocess.run) -> None:
    """Play a moment of silence through aplay; raise `NoSoundOutput` when that fails.

    pyttsx3's eSpeak driver plays every sentence with `os.system("aplay ...")` and
    ignores its exit status, so without a sound device the table would say nothing
    while the settings still said "on": this asks aplay once, up front."""
    try:
        done = run(["aplay", "-q", "-"], input=_silence(), capture_output=True, timeout=5)
    except subprocess.TimeoutExpired:
        return  # a slow sound server is not a missing one: let the sentences try
    except OSError as exc:
        raise NoSoundOutput(f"aplay cannot run: {exc}") from exc
    if done.returncode != 0:
        lines = done.stderr.decode(errors="replace").strip().splitlines()
        raise NoSoundOutput(lines[-1] if lines else f"aplay exit status {done.returncode}")


def pyttsx3_engine() -> Engine:
    """The system's speech engine through pyttsx3 (raises when there is none)."""
    import pyttsx3  # imported here: a missing library only silences the table

    if sys.platform.startswith("linux"):
        # pyttsx3's eSpeak driver plays what it says through ALSA's aplay.
        if shutil.which("aplay") is None:
            raise OSError("aplay (alsa-utils) is not installed")
        check_aplay()
    engine: Engine = pyttsx3.init()
    return engine


def voice_for(voices: object, language: str) -> str | None:
    """The id of a voice that speaks `language` ("de", "ja"): the plain language first
    (eSpeak's "fr" before "fr-be"), then a regional one; None when no voice does."""
    if not isinstance(voices, list | tuple):
        return None
    for exact in (True, False):
        for voice in voices:
            names = [str(code) for code in getattr(voice, "languages", ()) or ()]
            names.append(str(getattr(voice, "id", "")))
            for name in names:
                code = name.lower().replace("_", "-").split("/")[-1]
                if code == language or (not exact and code.startswith(language + "-")):
                    return str(voice.id)
    return None


class ThreadSpeaker:
    """pyttsx3 (or any `Engine`) in a worker thread: a queue in, an engine out.

    The engine is made inside the worker (some drivers want the thread that uses them
    to create them); `failed` turns True when that fails."""

    def __init__(self, factory: EngineFactory = pyttsx3_engine) -> None:
        self._factory = factory
        self._queue: queue.Queue[str | None] = queue.Queue()
        self._cut = threading.Event()
        self._settings: dict[str, object] = {"volume": 0.8}
        self._language = ""
        self._changed = threading.Event()
        self._failed = False
        self._no_output = False
        # Sentences queued or being said: counted, not looked up, so the moment between
        # taking one from the queue and speaking it is busy too.
        self._outstanding = 0
        self._count = threading.Lock()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="speech", daemon=True)
        self._thread.start()

    @property
    def available(self) -> bool:
        """True once the engine runs."""
        return self._ready.is_set() and not self._failed

    @property
    def failed(self) -> bool:
        """True when the engine could not be started."""
        return self._failed

    @property
    def no_output(self) -> bool:
        """True when the engine failed because its sound cannot be played."""
        return self._no_output

    @property
    def busy(self) -> bool:
        """True while a sentence is said or queued (never for a failed engine)."""
        return not self._failed and self._outstanding > 0

    def wait_ready(self, timeout: float) -> bool:
        """Wait until the engine has started or failed (tests, the transcript tool)."""
        self._ready.wait(timeout)
        return self._ready.is_set()

    def say(self, text: str, interrupt: bool = False) -> None:
        """Queue `text`; an urgent one drops the queue and cuts the current sentence."""
        if self._failed or not text:
            return
        if interrupt:
            self._drop()
            self._cut.set()
        with self._count:
            self._outstanding += 1
        self._queue.put(text)

    def stop(self) -> None:
        """Cut the current sentence and drop the queue."""
        self._drop()
        self._cut.set()

    def set_volume(self, volume: float) -> None:
        """Applied before the next sentence."""
        self._settings["volume"] = max(0.0, min(1.0, volume))
        self._changed.set()

    def configure(self, rate: str, language: str) -> None:
        """Applied before the next sentence."""
        self._settings["rate"] = RATES.get(rate, RATES["normal"])
        self._language = language
        self._changed.set()

    def close(self) -> None:
        """End the worker after the sentence being said."""
        self._drop()
        self._queue.put(None)

    def _drop(self) -> None:
        while True:
            try:
                text = self._queue.get_nowait()
            except queue.Empty:
                return
            if text is not None:
                with self._count:
                    self._outstanding -= 1

    def _run(self) -> None:
        try:
            engine = self._factory()
            engine.connect("started-word", lambda **_: self._word(engine))
        except Exception as exc:  # any driver failure means "no engine here"
            log.info("no speech engine: %s", exc)
            self._no_output = isinstance(exc, NoSoundOutput)
            self._failed = True
            self._ready.set()
            return
        self._ready.set()
        while True:
            text = self._queue.get()
            if text is None:
                return
            self._cut.clear()
            try:
                if self._changed.is_set():
                    self._changed.clear()
                    self._apply(engine)
                engine.say(text)
                engine.runAndWait()
            except Exception as exc:  # a driver that breaks silences the table, no more
                log.warning("speech stopped: %s", exc)
                self._no_output = isinstance(exc, NoSoundOutput)
                self._failed = True
                return
            finally:
                with self._count:
                    self._outstanding -= 1

    def _word(self, engine: Engine) -> None:
        """Between words: an urgent sentence is waiting, so this one stops."""
        if self._cut.is_set():
            self._cut.clear()
            engine.stop()

    def _apply(self, engine: Engine) -> None:
        for name, value in self._settings.items():
            engine.setProperty(name, value)
        if self._language:
            voice = voice_for(engine.getProperty("voices"), self._language)
            if voice is not None:
                engine.setProperty("voice", voice)


class SilentSpeaker:
    """Speech switched off: says nothing."""

    available = False
    failed = False
    no_output = False
    busy = False

    def say(self, text: str, interrupt: bool = False) -> None:
        """Nothing is said."""

    def stop(self) -> None:
        """Nothing to stop."""

    def set_volume(self, volume: float) -> None:
        """No volume to set."""

    def configure(self, rate: str, language: str) -> None:
        """No voice to pick."""


class RecordingSpeaker:
    """A speaker that writes down what it would say (tests and the transcript tool).

    `spoken` holds every sentence in order; `cut` counts the urgent ones."""

    available = True
    failed = False
    no_output = False
    busy = False

    def __init__(self) -> None:
        self.spoken: list[str] = []
        self.cut = 0
        self.volume = 0.8
        self.rate = "normal"
        self.language = ""

    def say(self, text: str, interrupt: bool = False) -> None:
        """Write the sentence down."""
        if text:
            self.spoken.append(text)
            self.cut += interrupt

    def stop(self) -> None:
        """Nothing is being said."""

    def set_volume(self, volume: float) -> None:
        """Kept for the tests to read."""
        self.volume = volume

    def configure(self, rate: str, language: str) -> None:
        """Kept for the tests to read."""
        self.rate, self.language = rate, language


SpeakerFactory = Callable[[], Speaker]


def engine_speaker() -> Speaker:
    """The system's engine in its worker thread."""
    return ThreadSpeaker(pyttsx3_engine)


class Voice:
    """The app's speech: the settings' on/off, volume and pace over one speaker, which
    is started the first time speech is switched on (and then kept)."""

    def __init__(self, factory: SpeakerFactory = engine_speaker) -> None:
        self.factory = factory
        self.on = False
        self._speaker: Speaker | None = None
        self._volume, self._rate, self._language = 0.8, "normal", "en"

    def use(self, factory: SpeakerFactory) -> None:
        """Speak through speakers `factory` makes (tests, tools); the one in use goes."""
        if self._speaker is not None:
            self._speaker.stop()
        self.factory, self._speaker = factory, None
        self.apply(self.on, self._volume, self._rate, self._language)

    def apply(self, on: bool, volume: float, rate: str, language: str) -> None:
        """Use the speech settings (a first switch-on starts the engine)."""
        self.on = on
        self._volume, self._rate, self._language = volume, rate, language
        if not on:
            if self._speaker is not None:
                self._speaker.stop()
            return
        if self._speaker is None:
            self._speaker = self.factory()
        self._speaker.set_volume(volume)
        self._speaker.configure(rate, language)

    @property
    def speaker(self) -> Speaker:
        """The speaker to talk to now (a silent one while speech is off)."""
        if not self.on or self._speaker is None:
            return SilentSpeaker()
        return self._speaker

    @property
    def failed(self) -> bool:
        """True when speech is on but no engine was found on this computer."""
        return self.on and self._speaker is not None and self._speaker.failed

    @property
    def no_output(self) -> bool:
        """True when speech is on and an engine was found, but no sound device plays it."""
        return self.failed and self._speaker is not None and self._speaker.no_output

    def say(self, text: str, interrupt: bool = False) -> None:
        """Speak, when speech is on and an engine runs."""
        self.speaker.say(text, interrupt)

    @property
    def busy(self) -> bool:
        """True while the voice is still saying something."""
        return self.speaker.busy
