"""The speech worker: a queue into an engine thread, urgent sentences cut in, settings
and the language's voice applied before the next sentence."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass

from game.ui.speech import RATES, ThreadSpeaker, voice_for


@dataclass
class FakeVoice:
    id: str
    languages: tuple[str, ...] = ()


class FakeEngine:
    """Records what it is told; the first sentence waits for `gate` (it is "speaking")."""

    def __init__(self) -> None:
        self.said: list[str] = []
        self.props: dict[str, object] = {}
        self.stopped = 0
        self.gate = threading.Event()
        self.speaking = threading.Event()
        self.done = threading.Event()
        self._word: Callable[..., None] | None = None
        self._pending: list[str] = []

    def say(self, text: str) -> None:
        self._pending.append(text)

    def runAndWait(self) -> None:
        for text in self._pending:
            self.said.append(text)
            if len(self.said) == 1:
                self.speaking.set()
                self.gate.wait(5.0)
            if self._word is not None:
                self._word(name="word", location=0, length=4)
        self._pending = []
        if len(self.said) >= 2:
            self.done.set()

    def stop(self) -> None:
        self.stopped += 1

    def setProperty(self, name: str, value: object) -> None:
        self.props[name] = value

    def getProperty(self, name: str) -> object:
        return [FakeVoice("english", ("en-gb",)), FakeVoice("gmw/de", ())]

    def connect(self, topic: str, callback: Callable[..., None]) -> object:
        self._word = callback
        return topic


def test_an_urgent_sentence_drops_the_queue_and_cuts_in() -> None:
    """ "one" is being said; "two" waits; "three" is urgent: "two" is never said, "one"
    stops at its next word, "three" follows, with the pace, volume and German voice."""
    engine = FakeEngine()
    speaker = ThreadSpeaker(lambda: engine)
    assert speaker.wait_ready(5.0) and speaker.available
    assert not speaker.busy
    speaker.say("one")
    assert engine.speaking.wait(5.0)
    assert speaker.busy  # "one" is being said
    speaker.say("two")
    speaker.set_volume(0.4)
    speaker.configure("fast", "de")
    speaker.say("three", interrupt=True)
    engine.gate.set()
    assert engine.done.wait(5.0)
    for _ in range(500):  # the worker counts "three" done just after the engine returns
        if not speaker.busy:
            break
        threading.Event().wait(0.01)
    assert not speaker.busy
    speaker.close()
    assert engine.said == ["one", "three"]
    assert engine.stopped == 1
    assert engine.props == {"volume": 0.4, "rate": RATES["fast"], "voice": "gmw/de"}


def test_an_engine_that_cannot_start_leaves_the_speaker_failed_and_silent() -> None:
    """The factory raises (no eSpeak on this computer): failed, and sentences are dropped."""

    def missing() -> FakeEngine:
        raise OSError("libespeak-ng.so.1: cannot open shared object file")

    speaker = ThreadSpeaker(missing)
    assert speaker.wait_ready(5.0)
    assert speaker.failed and not speaker.available
    speaker.say("nobody hears this")  # dropped without raising
    assert speaker._queue.empty()


def test_a_voice_is_picked_by_its_language() -> None:
    """By a language list or the id's last part; None when no voice speaks it."""
    voices = [
        FakeVoice("english", ("en-gb",)),
        FakeVoice("roa/fr-be"),
        FakeVoice("roa/fr"),
        FakeVoice("gmw/de"),
        FakeVoice("jpx/ja"),
    ]
    assert voice_for(voices, "en") == "english"
    assert voice_for(voices, "fr") == "roa/fr"
    assert voice_for(voices, "de") == "gmw/de"
    assert voice_for(voices, "ja") == "jpx/ja"
    assert voice_for(voices, "sv") is None
    assert voice_for(None, "en") is None
