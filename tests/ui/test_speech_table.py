"""The spoken table: a deal of every game played by ear with keys alone, a hot-seat deal
that never says a secret, and a computer without a speech engine."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from game.core.cards import Card
from game.games import REGISTRY
from game.games.was_sticht.chronicle import trumps_words
from game.i18n import t
from game.present import Chronicle
from game.settings import Settings
from game.ui.commands import Activate, Back, Key, Move
from game.ui.controller import Phase
from game.ui.screens.settings import SettingsScreen
from game.ui.speech import RecordingSpeaker, ThreadSpeaker, Voice
from game.ui.table.narration import HOLD_AT_MOST, prompt_words, spoken, summary_sentences
from game.ui.table.screen import TableScreen
from tests.ui.app_helpers import close_app, open_table
from tests.ui.speech_helpers import play_by_ear, speaking_table, tick

GAMES = tuple(REGISTRY)
SOLO_SEATS = {"was_sticht": 4, "klaverjas": 4, "stichln": 4, "schieber": 4, "skitgubbe": 3}
# The human decisions of one deal at least: a card per trick, and what comes before.
LEAST_MOVES = {"was_sticht": 9, "klaverjas": 8, "stichln": 9, "schieber": 9, "skitgubbe": 5}


def test_every_game_is_played_by_ear() -> None:
    """The parametrised tests below cover each of the five games."""
    assert sorted(GAMES) == sorted(SOLO_SEATS) == sorted(LEAST_MOVES)
    assert len(GAMES) == 5


def _in_order(wanted: list[str], said: list[str]) -> int:
    """How many of `wanted` were said, in that order (a subsequence of `said`)."""
    at = 0
    found = 0
    for line in wanted:
        while at < len(said) and said[at] != line:
            at += 1
        if at == len(said):
            break
        found += 1
        at += 1
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_a_blind_player_finishes_a_deal_with_keys_and_speech(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game_id: str
) -> None:
    """One human and bots: every human decision is found by stepping the selection until
    the spoken text says what Enter does, then Enter; the transcript holds the turns, the
    hand when asked, the choices, every move-log sentence of the deal in order, each
    finished trick's winning card and the summary's scores."""
    players = ("human", *("basic",) * (SOLO_SEATS[game_id] - 1))
    app, table, speaker = speaking_table(tmp_path, monkeypatch, game_id, players, 3)
    closed: list[bool] = []
    original = table.narrator.chronicle

    def counting(tbl: TableScreen, chronicle: Chronicle) -> None:
        if chronicle.closed is not None:
            last = tbl.log.last
            # Won by a card in it (a Skitgubbe pick-up is "won" by who picks it up).
            closed.append(last is not None and any(s == last.winner for s, _ in last.plays))
        original(tbl, chronicle)

    monkeypatch.setattr(table.narrator, "chronicle", counting)
    try:
        ear = play_by_ear(app, table, speaker, 8000)
        said = speaker.spoken
        c = table.controller
        assert c.phase == Phase.DEAL_SUMMARY
        # Every decision was made with Enter on a sentence that said what it does.
        assert ear.moves == ear.turns >= LEAST_MOVES[game_id]
        assert len(ear.chosen) == ear.moves
        marks = (t("speech.target", label=""), t("speech.button", label=""), ". Enter: ")
        assert all(any(m.strip() in line for m in marks) for line in ear.chosen)
        assert all(line in said for line in ear.chosen)
        # The choices at every turn, the hand on C at every turn; V, X, I, W said once.
        hands = [said[at] for at, key in ear.keys if key == "C"]
        assert len(hands) == ear.turns
        assert all(h.startswith("Your hand") or h == t("speech.hand_empty") for h in hands)
        assert sum(line.startswith("You may choose") for line in said) >= ear.turns + 1
        asked = {key: said[at] for at, key in ear.keys if key in "VXIW"}
        assert asked["V"].startswith("You may choose")
        assert asked["X"].startswith(("In the trick", "The trick is empty"))
        assert asked["I"] and asked["W"]
        # Every public sentence of the deal's log, in order.
        log = [spoken(line.text) for line in table.log.lines if line.deal == 1]
        assert len(log) == ear.log_lines > ear.moves
        assert _in_order(log, said) == len(log)
        # Each trick somebody won: its winning card.
        won = [line for line in said if line.startswith(("Won with the", "The best card"))]
        assert closed and len(won) == sum(closed)
        # The summary's scores.
        state = c.state
        headings, rows = table.presenter.summary(state.history[-1], state)
        title = table.presenter.deal_name(1)
        summary = [spoken(line) for line in summary_sentences(title, headings, rows)]
        assert 3 <= len(summary) <= len(rows) + 1
        assert _in_order(summary, said) == len(summary)
        assert said[-1] == t("speech.go_on")
    finally:
        close_app(app)


def _card_named(text: str, name: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w])", text) is not None


class SecretCheck(RecordingSpeaker):
    """A speaker that, at every sentence, checks it names no card still hidden from some
    seat (in the deal drawn and in the deal the shown batch leads to) that was never
    shown face up."""

    def __init__(self) -> None:
        super().__init__()
        self.table: TableScreen | None = None
        self.checked = 0
        self.trumps_checked = 0
        self.leaks: list[str] = []

    def secret(self) -> set[Card]:
        assert self.table is not None
        c = self.table.controller
        rules = self.table.match.rules
        deals = [c.display_deal]
        batch = c.current_batch()
        if batch is not None:
            deals.append(batch.deal_after)
        hidden: set[Card] | None = None
        for deal in deals:
            here: set[Card] = set()
            for seat in range(len(c.seats)):
                here |= rules.hidden_cards(deal, seat)
            hidden = here if hidden is None else hidden & here
        return hidden or set()

    def say(self, text: str, interrupt: bool = False) -> None:
        super().say(text, interrupt)
        if self.table is None or self.table.controller.state.history:
            return  # the deal is over: every card is public
        self.checked += 1
        # A card played face up is public though its holder hides it later (Skitgubbe's
        # won tricks): the move log, the public record, has named it by then.
        public = "\n".join(line.text for line in self.table.log.lines)
        for card in self.secret():
            name = self.table.presenter.card_text(card)
            if _card_named(text, name) and not _card_named(public, name):
                self.leaks.append(f"{text!r} names {card}")
        trumps = self.secret_trumps()
        if trumps and trumps.lower() in text.lower():
            self.leaks.append(f"{text!r} names the secret trumps {trumps}")
        self.trumps_checked += bool(trumps)

    def secret_trumps(self) -> str:
        """Was Sticht: the trumps in words while only the dealer knows them, else ""."""
        assert self.table is not None
        if self.table.setup.game.id != "was_sticht":
            return ""
        c = self.table.controller
        deal = c.display_deal
        batch = c.current_batch()
        if deal.revealed or (batch is not None and batch.deal_after.revealed):
            return ""
        view = self.table.match.rules.view(deal, deal.dealer)
        if view.trump_colour is None or view.trump_number is None:
            return ""
        return trumps_words(view.trump_colour, view.trump_number)


HOTSEAT = {"was_sticht": 3, "klaverjas": 4, "stichln": 3, "schieber": 4, "skitgubbe": 2}


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hotseat_table_never_says_a_secret(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game_id: str
) -> None:
    """Humans only, a whole deal with speech on: C, V, X, I, W and the arrows pressed at
    every turn; no sentence names a card hidden from a seat at that moment, C and V say
    that a shared table reads no hands, moving the selection says nothing."""
    check = SecretCheck()
    players = ("human",) * HOTSEAT[game_id]
    app, table, _ = speaking_table(tmp_path, monkeypatch, game_id, players, 5, check)
    check.table = table
    rng = random.Random(5)
    c = table.controller
    turns = 0
    try:
        for _ in range(8000):
            tick(app)
            if c.state.history:
                break
            if c.phase == Phase.HANDOVER and c.handover_ready(app.now()):
                table.handle(Activate())
            elif c.phase == Phase.AWAIT_HUMAN:
                turns += 1
                before = len(check.spoken)
                for name in "cvxiw":
                    table.handle(Key(name, name))
                assert check.spoken[before] == t("speech.shared_table")
                assert check.spoken[before + 1] == t("speech.shared_table")
                before = len(check.spoken)
                table.handle(Move(1, 0))
                table.handle(Move(0, -1))
                assert len(check.spoken) == before  # a selection is never said
                c.human_action(rng.choice(c.human_legal()), app.now())
        assert c.state.history, "the deal ended"
        assert turns >= 5
        assert check.checked > 3 * turns
        assert not check.leaks
        # Was Sticht: sentences were checked while only the dealer knew the trumps.
        assert (check.trumps_checked > 10) == (game_id == "was_sticht")
        handover = t("speech.handover", name="@").split("@")[0]
        assert any(line.startswith(handover) for line in check.spoken)
    finally:
        close_app(app)


class NoEngine(Exception):
    """What a computer without speech raises."""


def _failing_engine() -> ThreadSpeaker:
    def fail() -> object:
        raise NoEngine("libespeak not found")

    return ThreadSpeaker(fail)  # type: ignore[arg-type]


def test_without_an_engine_the_option_says_so_and_the_game_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Speech switched on in the settings, the engine fails to start: the row says so in
    a sentence and the table plays on, silent."""
    app, table = open_table(
        tmp_path, monkeypatch, "schieber", ("basic",) * 4, 1, 0.05, bot_delay=0.0
    )
    try:
        app.voice.use(_failing_engine)
        row = next(r for r in SettingsScreen(app).rows if r.label == t("settings.speech"))
        assert row.value() == t("common.off")
        assert row.change is not None
        row.change(1)
        assert app.settings.speech is True
        speaker = app.voice.speaker
        assert isinstance(speaker, ThreadSpeaker)
        assert speaker.wait_ready(5.0)
        assert app.voice.failed and not speaker.available
        assert row.value() == t("settings.speech_missing")
        for _ in range(300):
            app.step()
        assert len(table.controller.state.log) >= 8  # the bots played on
    finally:
        close_app(app)


def test_old_settings_files_load_without_the_speech_fields() -> None:
    """A settings file from before the spoken table loads with speech off."""
    old = Settings().model_dump()
    for name in ("speech", "speech_volume", "speech_rate"):
        old.pop(name)
    loaded = Settings.model_validate(old)
    assert (loaded.speech, loaded.speech_volume, loaded.speech_rate) == (False, 0.8, "normal")


def test_voice_switches_on_once_and_keeps_its_settings() -> None:
    """Off: nothing said; on: the recording speaker gets volume, pace and language."""
    recorder = RecordingSpeaker()
    voice = Voice(lambda: recorder)
    voice.say("before")
    voice.apply(True, 0.5, "slow", "de")
    voice.say("after", interrupt=True)
    voice.apply(False, 0.5, "slow", "de")
    voice.say("off again")
    assert recorder.spoken == ["after"]
    settings = (recorder.volume, recorder.rate, recorder.language, recorder.cut)
    assert settings == (0.5, "slow", "de", 1)


def test_the_hint_and_undo_are_said(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """G: the hint's sentence is said and its move selected (Enter plays it); U: the
    take-back is said and the turn is announced again."""
    players = ("human", "basic", "basic", "basic")
    app, table, speaker = speaking_table(tmp_path, monkeypatch, "schieber", players, 4)
    c = table.controller
    try:
        for _ in range(400):
            tick(app)
            if c.phase == Phase.AWAIT_HUMAN:
                break
        turn = c.turn_counter
        table.handle(Key("g", "g"))
        tick(app)
        hint = table.hints.current(table)
        assert hint is not None
        assert speaker.spoken[-1] == spoken(hint.text)
        table.handle(Activate())
        assert c.turn_counter == turn + 1
        assert len(c.state.log) == 1 and c.state.log[0] == str(hint.advice.action)
        for _ in range(400):
            tick(app)
            if c.phase == Phase.AWAIT_HUMAN:
                break
        said = len(speaker.spoken)
        table.handle(Key("u", "u"))
        tick(app)
        assert speaker.spoken[said] == t("table.undone")
        assert speaker.spoken[said + 1] == prompt_words(
            table.presenter.prompt(c.display_view(), c.human_legal())
        )
    finally:
        close_app(app)


def test_the_pause_menu_says_where_the_player_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Esc at the table: the pause menu is said with its focused button; the arrows say
    each button they reach; Esc goes back."""
    players = ("human", "basic", "basic", "basic")
    app, table, speaker = speaking_table(tmp_path, monkeypatch, "schieber", players, 4)
    try:
        tick(app)
        table.handle(Back())
        pause = app.stack.top
        assert pause is not table
        assert speaker.spoken[-1] == t("speech.paused", label=t("pause.resume"))
        app.dispatch(Move(0, 1))
        assert speaker.spoken[-1] == t("pause.restart")
        app.dispatch(Back())
        assert app.stack.top is table
    finally:
        close_app(app)


class BusyVoice(RecordingSpeaker):
    """A recording speaker that is "still speaking" while the test says so."""

    busy = False


def test_bots_wait_for_the_voice_but_not_for_ever(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While the voice is busy no bot move is made (each move is heard in time); after
    HOLD_AT_MOST seconds of a voice that never ends, the bots play on."""
    voice = BusyVoice()
    players = ("human", "basic", "basic", "basic")
    app, table, _ = speaking_table(tmp_path, monkeypatch, "schieber", players, 1, voice)
    c = table.controller
    try:
        voice.busy = True
        for _ in range(100):  # 5 s of table time (0.05 s a frame)
            tick(app)
        assert c.phase == Phase.BOT_THINKING and c.state.log == ()
        voice.busy = False
        tick(app)
        assert len(c.state.log) == 1  # the first bot's decision, held until now
        voice.busy = True
        for _ in range(round(HOLD_AT_MOST / 0.05) + 40):
            tick(app)
        assert len(c.state.log) >= 2  # a voice that never ends holds for a while only
    finally:
        close_app(app)


def test_a_bot_that_thinks_long_is_announced_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Bots shown 3 s apart, the first one's answer 3 s late: "Clara is thinking" is
    said once, after 1.5 s; the display delay of a bot that has decided is not said."""
    players = ("human", "basic", "basic", "basic")
    app, table, speaker = speaking_table(tmp_path, monkeypatch, "schieber", players, 1)
    app.settings = app.settings.model_copy(update={"bot_delay": 3.0})
    c = table.controller
    answer = table.worker.poll
    slow = {"frames": 0}

    def late() -> object:
        slow["frames"] += 1
        return answer() if slow["frames"] > 60 else None  # 3 s of table time

    monkeypatch.setattr(table.worker, "poll", late)
    try:
        seat = c.to_act()
        assert seat is not None and c.phase == Phase.BOT_THINKING
        thinking = t("table.thinking", name=table.presenter.seat_label(seat))
        for _ in range(29):
            tick(app)
        assert thinking not in speaker.spoken
        for _ in range(40):
            tick(app)
        assert speaker.spoken.count(thinking) == 1
        for _ in range(200):  # 10 s: more bot moves, each 3 s apart, none announced
            tick(app)
        assert len(c.state.log) >= 3
        assert sum("thinking" in line for line in speaker.spoken) == 1
    finally:
        close_app(app)
