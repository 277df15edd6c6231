"""Issue 33's polish: speech that cannot be heard says so, the main menu's Continue in
the language chosen later, and the other small fixes of the playtest."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from game.i18n import set_language, t
from game.saves import load_autosave
from game.ui.screens.menu import MainMenu
from game.ui.screens.settings import SettingsScreen
from game.ui.speech import NoSoundOutput, ThreadSpeaker, check_aplay
from tests.ui.app_helpers import close_app, open_table


class FakeAplay:
    """A stand-in for subprocess.run that answers as aplay would, and keeps the calls."""

    def __init__(self, returncode: int, stderr: bytes) -> None:
        self.returncode, self.stderr = returncode, stderr
        self.calls: list[tuple[list[str], bytes]] = []

    def __call__(self, args: list[str], **kwargs: object) -> subprocess.CompletedProcess[bytes]:
        data = kwargs["input"]
        assert isinstance(data, bytes)
        self.calls.append((args, data))
        return subprocess.CompletedProcess(args, self.returncode, b"", self.stderr)


def test_a_failing_aplay_is_no_sound_output_and_a_working_one_passes() -> None:
    """The probe plays a short WAV into aplay; an exit status other than 0 raises with
    aplay's last line as the reason, 0 raises nothing."""
    failing = FakeAplay(1, b"ALSA lib pcm.c: Unknown PCM default\naplay: audio open error\n")
    with pytest.raises(NoSoundOutput) as raised:
        check_aplay(failing)
    assert str(raised.value) == "aplay: audio open error"
    calls = failing.calls
    assert len(calls) == 1 and calls[0][0][0] == "aplay" and calls[0][1][:4] == b"RIFF"
    working = FakeAplay(0, b"")
    check_aplay(working)
    assert len(working.calls) == 1


def test_speech_without_sound_output_says_so_in_the_settings(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The engine starts but aplay cannot play: the Spoken table row says "No sound
    output" instead of "on", nothing is queued, and the bots play on."""

    def no_sound() -> ThreadSpeaker:
        def fail() -> object:
            check_aplay(FakeAplay(1, b"aplay: main:831: audio open error\n"))
            raise AssertionError("the probe should have failed")

        return ThreadSpeaker(fail)  # type: ignore[arg-type]

    app, table = open_table(
        tmp_path, monkeypatch, "schieber", ("basic",) * 4, 1, 0.05, bot_delay=0.0
    )
    try:
        app.voice.use(no_sound)
        row = next(r for r in SettingsScreen(app).rows if r.label == t("settings.speech"))
        assert row.change is not None
        row.change(1)
        speaker = app.voice.speaker
        assert isinstance(speaker, ThreadSpeaker) and speaker.wait_ready(5.0)
        assert app.voice.failed and app.voice.no_output and not speaker.available
        assert row.value() == t("settings.speech_no_sound") != t("common.on")
        speaker.say("anything")
        assert not speaker.busy
        for _ in range(300):
            app.step()
        assert len(table.controller.state.log) >= 8
    finally:
        close_app(app)


def test_continue_describes_the_match_in_the_language_chosen_later(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The menu is built in English, then the language becomes Japanese: Continue's
    description ("deal 1") is said in Japanese too, not left in English."""
    app, table = open_table(
        tmp_path, monkeypatch, "schieber", ("basic",) * 4, 1, 0.05, bot_delay=0.0
    )
    try:
        for _ in range(300):
            app.step()
            if load_autosave().value is not None:
                break
        assert load_autosave().value is not None
        table.close()
        menu = MainMenu(app)
        english = menu.buttons.items[0].label
        assert ", deal 1, " in english
        set_language("ja")
        menu.update(0.0)
        japanese = menu.buttons.items[0].label
        assert "deal" not in japanese and "第1ディール" in japanese
    finally:
        set_language("en")
        close_app(app)
