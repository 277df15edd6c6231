"""Every sound has a visual cue at the same moment (issue 33): a deaf player misses nothing.

Each sound is checked where the table plays it: at the moment of the cue, the picture it
stands for is on the table (a card flying, the trick held with "... takes it", backs
flying out and the new hands showing, the match-over panel, a refusal sentence, the
changed screen of a pressed button). A sound name without a check here fails the first
test, so a new sound cannot come without its picture.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.core.events import DealEnded
from game.core.match import Match, MatchState
from game.core.rules import Action
from game.core.table import Seat
from game.games import REGISTRY
from game.i18n import CATALOGS, set_language, t
from game.settings import Settings
from game.ui import renderer, sound
from game.ui.animation import Frame
from game.ui.caption import draw_caption
from game.ui.controller import Phase
from game.ui.cues import CUES, CueBoard
from game.ui.setup_model import TableSetup, default_names
from game.ui.table.screen import TableScreen
from tests.ui.app_helpers import clocked_table, close_app, open_app, texts_drawn

GAMES = ("was_sticht", "klaverjas", "stichln", "schieber", "skitgubbe")
STEP = 1 / 60

Check = Callable[[TableScreen, float], bool]


def _frame(table: TableScreen, now: float) -> Frame:
    frame = table.animator.frame(now)
    assert frame is not None, "an animation sound comes with its animation"
    return frame


def _card_flies(table: TableScreen, now: float) -> bool:
    # Animations off: the card lands at once (resting in the trick from this frame on).
    frame = _frame(table, now)
    return any(card is not None for card, _ in frame.moving + frame.resting)


def _trick_marked(table: TableScreen, now: float) -> bool:
    marks = _frame(table, now).marks
    names = {table.presenter.say("table.takes_it", s) for s in range(table.match.seats)}
    return bool(marks) and marks[-1].text in names


def _backs_fly_out(table: TableScreen, now: float) -> bool:
    frame = _frame(table, now)
    return frame.hide_hands and any(card is None for card, _ in frame.moving)


def _hands_show(table: TableScreen, now: float) -> bool:
    timeline = table.animator.timeline
    assert timeline is not None
    return timeline.hands_hidden_until > 0 and not _frame(table, now).hide_hands


def _drawn(table: TableScreen) -> list[str]:
    with pytest.MonkeyPatch.context() as patch, texts_drawn(patch) as drawn:
        table.draw(table.app.screen)
    return [text for text, _, _ in drawn]


def _result_shown(table: TableScreen, now: float) -> bool:
    return table.controller.phase == Phase.MATCH_OVER and t("match.rematch") in _drawn(table)


def _refusal_shown(table: TableScreen, now: float) -> bool:
    message = table.presenter.refusal(table.controller.message)
    return bool(message) and message in _drawn(table)


# What a player sees when each sound plays. "click" is checked by its own tests (the
# screen drawn before the press and at the cue differ): a press changes what it presses.
VISUAL: dict[str, Check | None] = {
    "shuffle": _backs_fly_out,
    "deal": _hands_show,
    "play": _card_flies,
    "trick": _trick_marked,
    "win": _result_shown,
    "error": _refusal_shown,
    "click": None,
}


def test_every_sound_has_a_visual_cue_and_a_caption() -> None:
    """The sound board's names are the cues' names; each has a check here and a caption."""
    assert set(sound.NAMES) == set(CUES) == set(VISUAL)
    assert all(key in CATALOGS["en"] for key in CUES.values())
    board = CueBoard(lambda name: None)
    with pytest.raises(ValueError, match="no visual cue"):
        board.cue("fanfare", 0.0)


def test_sounds_are_played_only_as_cues() -> None:
    """Nothing plays the sound board but the cue board (handed its play in the app)."""
    root = Path(__file__).resolve().parents[2] / "game"
    players = sorted(
        str(p.relative_to(root))
        for p in root.rglob("*.py")
        if ".sound.play" in (text := p.read_text(encoding="utf-8")) or "SoundBoard(" in text
    )
    assert players == ["app.py"]
    assert "CueBoard(self.sound.play)" in (root / "app.py").read_text(encoding="utf-8")


class Cues:
    """The app's cues as they come, each checked against the table at that moment."""

    def __init__(self, table: TableScreen, clock: list[float]) -> None:
        self.table = table
        self.clock = clock
        self.heard: list[tuple[str, bool]] = []
        self.before: pygame.Surface | None = None  # the screen before a button press
        app = table.app
        self._cue = app.cue
        app.cue = self.cue  # type: ignore[method-assign]

    def cue(self, name: str) -> None:
        check = VISUAL[name]
        if check is not None:
            seen = check(self.table, self.clock[0])
        else:
            assert self.before is not None, "a click is checked against the screen before"
            after = self.table.app.screen.copy()
            self.table.draw(after)
            seen = pygame.image.tobytes(after, "RGB") != pygame.image.tobytes(self.before, "RGB")
        self.heard.append((name, seen))
        self._cue(name)

    def drawn_before(self) -> None:
        """Keep the screen as drawn now, before a button press."""
        self.before = self.table.app.screen.copy()
        self.table.draw(self.before)

    def names(self) -> set[str]:
        """The sounds heard so far."""
        return {name for name, _ in self.heard}


def _near_end_of_first_deal(game_id: str, players: int, left: int) -> tuple[Match, MatchState]:
    """A match played at random to `left` actions before its first deal ends."""
    game = REGISTRY[game_id]
    match = Match(game, game.options_model(), players, 11)
    rng = random.Random(11)
    states = [match.start()]
    while True:
        state, events = match.apply(states[-1], rng.choice(match.legal_actions(states[-1])))
        states.append(state)
        if any(isinstance(e, DealEnded) for e in events):
            return match, states[max(0, len(states) - 1 - left)]


def _table(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    game_id: str,
    players: tuple[str, ...],
    resume: tuple[Match, MatchState] | None = None,
    **settings: object,
) -> tuple[TableScreen, list[float]]:
    """A table on a moved clock, deal number 11."""
    return clocked_table(tmp_path, monkeypatch, game_id, players, 11, resume, **settings)


def _run(table: TableScreen, clock: list[float], until: Callable[[], bool], steps: int) -> None:
    """Update the table frame by frame (confirming summaries) until `until` holds."""
    for _ in range(steps):
        if until():
            return
        if table.controller.phase == Phase.DEAL_SUMMARY:
            table.controller.confirm_summary(clock[0])
        clock[0] += STEP
        table.update(clock[0])
    raise AssertionError(f"not reached in {steps} frames")


@pytest.mark.parametrize("game_id", GAMES)
def test_table_sounds_sound_with_their_picture(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game_id: str
) -> None:
    """The last cards of a deal and the next deal's start: each play, trick, shuffle and
    deal sound comes in the frame its flight, mark or deal-in begins."""
    players = ("random",) * 4
    resume = _near_end_of_first_deal(game_id, 4, 6)
    table, clock = _table(
        tmp_path, monkeypatch, game_id, players, resume, animation="fast", trick_pause=0.3
    )
    cues = Cues(table, clock)
    try:
        # Skitgubbe's first deal ends in its shedding phase, with no trick taken by then.
        wanted = {"play", "shuffle", "deal"} | ({"trick"} if game_id != "skitgubbe" else set())
        _run(
            table,
            clock,
            lambda: wanted <= cues.names() or table.controller.phase == Phase.MATCH_OVER,
            4000,
        )
        assert cues.heard and all(seen for _, seen in cues.heard), cues.heard
        # Every game here plays on after its first deal: the deal-in is checked in each.
        assert table.controller.phase != Phase.MATCH_OVER
        assert wanted <= cues.names()
    finally:
        close_app(table.app)


def test_the_win_sounds_with_the_result_panel(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The last deal of a match: the win sounds once, when the result panel shows."""
    game = REGISTRY["stichln"]
    match = Match(game, game.options_model(rounds=1), 4, 5)
    state = match.start()
    rng = random.Random(5)
    states = [state]
    while not states[-1].over:
        legal = match.legal_actions(states[-1])
        states.append(match.apply(states[-1], legal[rng.randrange(len(legal))])[0])
    players = ("random",) * 4
    table, clock = _table(
        tmp_path, monkeypatch, "stichln", players, (match, states[-4]), animation="off"
    )
    cues = Cues(table, clock)
    try:
        _run(table, clock, lambda: table.controller.phase == Phase.MATCH_OVER, 2000)
        for _ in range(30):  # the panel stays up: the win is not sounded again
            clock[0] += STEP
            table.update(clock[0])
        assert [h for h in cues.heard if h[0] == "win"] == [("win", True)]
    finally:
        close_app(table.app)


def _to_human(table: TableScreen, clock: list[float]) -> None:
    _run(table, clock, lambda: table.controller.phase == Phase.AWAIT_HUMAN, 3000)


def test_a_refusal_and_a_button_sound_with_what_they_show(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An illegal card: the error sounds with the rules' sentence in the message line;
    nothing to undo: with "Nothing to undo"; the moves button: the click with the log
    open; a taken-back decision: the click with the table changed."""
    players = ("human", "random", "random", "random")
    table, clock = _table(tmp_path, monkeypatch, "schieber", players, animation="off")
    cues = Cues(table, clock)
    try:
        _to_human(table, clock)
        table.undo(clock[0])  # nothing to undo yet
        assert table.controller.message == t("cue.nothing_to_undo")
        c = table.controller
        legal = c.human_legal()
        deal = c.state.deal
        illegal = next(
            Action(legal[0].kind, (card,))
            for card in table.game.hand(c.display_view())
            if Action(legal[0].kind, (card,)) not in legal
            and table.match.rules.why_illegal(deal, Action(legal[0].kind, (card,)))
        )
        table.submit(illegal, clock[0])
        cues.drawn_before()
        table.press_button("m")
        assert table.layers.log.open
        cues.drawn_before()
        table.press_button("m")
        assert not table.layers.log.open
        table.submit(c.human_legal()[0], clock[0])
        _to_human(table, clock)
        cues.drawn_before()
        table.undo(clock[0])
        assert table.notice == t("table.undone")
        assert [n for n, _ in cues.heard if n in ("error", "click")] == [
            "error",
            "error",
            "click",
            "click",
            "click",
        ]
        assert [h for h in cues.heard if not h[1]] == [], cues.heard
    finally:
        close_app(table.app)


def test_the_handover_click_sounds_with_the_hand_shown(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Hot-seat: passing the hand-over clicks in the frame the player's hand shows."""
    players = ("human", "human", "random", "random")
    table, clock = _table(tmp_path, monkeypatch, "schieber", players, animation="off")
    cues = Cues(table, clock)
    try:
        _run(table, clock, lambda: table.controller.phase == Phase.HANDOVER, 2000)
        clock[0] += 1.0  # past the hand-over's guard against a double click
        cues.heard.clear()  # the bots' cards before the hand-over
        cues.drawn_before()
        table.confirm_handover(clock[0])
        assert table.show_private(), "the player's hand shows"
        assert cues.heard == [("click", True)]
    finally:
        close_app(table.app)


def test_captions_show_each_sound_also_when_muted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "Sound captions" on: the latest sound's caption is drawn, with effects muted and at
    volume 0 too (they silence the effects, never what is seen); off: no caption."""
    app = open_app(tmp_path, monkeypatch, None)
    clock = [10.0]
    app.now = lambda: clock[0]  # type: ignore[method-assign]
    try:
        app.apply_settings(app.settings.changed(volume=0.0, muted=True))
        for name in CUES:
            app.settings = app.settings.model_copy(update={"sound_captions": True})
            app.cue(name)
            with texts_drawn(monkeypatch) as drawn:
                app.step()
            assert t(CUES[name]) in [text for text, _, _ in drawn]
            app.settings = app.settings.model_copy(update={"sound_captions": False})
            with texts_drawn(monkeypatch) as drawn:
                app.step()
            assert t(CUES[name]) not in [text for text, _, _ in drawn]
        assert app.cues.counts == {name: 1 for name in CUES}
        assert app.sound.play("click") is False  # muted: the effect itself is silent
    finally:
        close_app(app)


def test_settings_without_the_caption_field_load() -> None:
    """An older settings file (no `sound_captions`) loads with captions off and keeps its
    effects volume."""
    old = Settings.model_validate({"version": 1, "volume": 0.25, "muted": True})
    assert (old.sound_captions, old.volume, old.muted) == (False, 0.25, True)


@pytest.mark.parametrize("size", [(640, 400), (1280, 720)])
def test_captions_are_never_cut(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    """Every caption in every language fits its strip, at the smallest window too (the
    strip grows left from the button column as far as its words need)."""
    app = open_app(tmp_path, monkeypatch, None)
    surface = pygame.Surface(size)
    cut: list[str] = []
    monkeypatch.setattr(
        renderer, "text_hook", lambda text, _s, was_cut, _b: was_cut and cut.append(text)
    )
    try:
        players = ("human", "random", "random", "random")
        names = default_names(players)
        seats = tuple(Seat(p, names[i]) for i, p in enumerate(players))
        table = TableScreen(app, TableSetup(REGISTRY["schieber"], seats, 1))
        place = table.caption_place(size)
        assert place is not None and place.bottom <= table.layout(size).buttons.y
        drawn = 0
        for code in ("en", "de", "fr", "nl", "sv", "ja"):
            set_language(code)
            for name in CUES:
                board = CueBoard(lambda _name: None)
                board.cue(name, 0.0)
                assert draw_caption(surface, board, 0.1, place) == t(CUES[name])
                drawn += 1
        assert drawn == 6 * len(CUES) and cut == []
    finally:
        close_app(app)
