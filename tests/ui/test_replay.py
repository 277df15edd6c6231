"""Play it again (issue 31): a finished deal replayed with the same cards, from its start
or from a trick, with new moves; the bots answer as before; nothing of it is counted;
left at any time back to where it was started; open from every entry point."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game.analysis.archive import Archive, ArchivedDeal, archive_path, save_archive
from game.app import App
from game.core.match import Match, MatchState
from game.core.table import Seat
from game.games import REGISTRY
from game.i18n import en_menus, messages
from game.records import UncountedRecorder
from game.saves import autosave_path, make_save
from game.stats import statistics_path
from game.ui.commands import Activate, Back, Key, Move
from game.ui.controller import Phase
from game.ui.replay import REPLAY_ENDED, Replay, open_replay, trick_starts
from game.ui.screens.pause import PauseScreen
from game.ui.screens.replay_list import ReplayList
from game.ui.screens.review import ReviewScreen
from game.ui.setup_model import TableSetup, default_names
from game.ui.table.again import closes, table_save
from game.ui.table.replay import ReplayTable
from game.ui.table.screen import TableScreen

GAMES = (("was_sticht", 4), ("stichln", 4), ("skitgubbe", 3), ("schieber", 4), ("klaverjas", 4))


@pytest.fixture
def app(quick_app: App) -> App:
    """The shared quick app (tests/ui/conftest.py)."""
    return quick_app


def _table(app: App, game_id: str, players: tuple[str, ...], seed: int = 5) -> TableScreen:
    names = default_names(players)
    seats = tuple(Seat(p, names[i]) for i, p in enumerate(players))
    table = TableScreen(app, TableSetup(REGISTRY[game_id], seats, seed))
    app.stack.replace(table)
    return table


def _play(app: App, table: TableScreen, pick: int = 0, follow: tuple[str, ...] = ()) -> None:
    """Play until a summary or result is up: humans take legal action `pick` (or, with
    `follow`, the action the log of another play took at that ply)."""
    c = table.controller
    rules = table.match.rules
    for _ in range(30000):
        if c.phase in (Phase.DEAL_SUMMARY, Phase.MATCH_OVER):
            return
        if c.phase == Phase.HANDOVER and c.handover_ready(app.now() + 1):
            c.confirm_handover(app.now() + 1)
        elif c.phase == Phase.AWAIT_HUMAN:
            legal = c.human_legal()
            ply = len(c.state.log)
            action = rules.decode(follow[ply]) if follow else legal[pick % len(legal)]
            c.human_action(action, app.now())
        app.step()
    raise AssertionError("the deal never ended")


def _hands(table: TableScreen, deal: object) -> list[list[object]]:
    rules = table.match.rules
    return [sorted(table.game.hand(rules.view(deal, s))) for s in range(table.match.seats)]


def _step_until(app: App, done: object, steps: int = 200) -> None:
    for _ in range(steps):
        if callable(done) and done():
            return
        app.step()


@pytest.mark.parametrize("game_id,seats", GAMES)
def test_summary_play_again_deals_the_same_cards(app: App, game_id: str, seats: int) -> None:
    """P at the deal summary opens a replay of that deal whose every hand (and the whole
    deal state) is the deal's as it was dealt; the real table waits under it unchanged."""
    table = _table(app, game_id, ("human",) + ("random",) * (seats - 1))
    _play(app, table)
    real_state = table.controller.state
    deal = real_state.history[-1].index
    app.dispatch(Key("p"))
    replay = app.stack.top
    assert isinstance(replay, ReplayTable)
    assert replay.replay.deal == deal and replay.replay.trick == 0
    state = replay.controller.state
    original = table.match.replay(real_state.log[: len(state.log)])
    assert state.deal_index == deal and not state.history[deal:]
    assert state.deal == original.deal
    assert _hands(replay, state.deal) == _hands(table, original.deal)
    assert app.stack.scenes[-2] is table and table.controller.state is real_state


@pytest.mark.parametrize("game_id,seats", GAMES)
def test_review_plays_again_from_the_trick_on_screen(app: App, game_id: str, seats: int) -> None:
    """In the review, P on the page of trick k opens the replay from the start of trick k:
    the actions before it are the deal's as played (k tricks closed), the hands are as
    they were then; the other button starts from the deal's start."""
    table = _table(app, game_id, ("human",) + ("random",) * (seats - 1))
    _play(app, table)
    app.dispatch(Key("r"))
    review = app.stack.top
    assert isinstance(review, ReviewScreen)
    trick_pages = [i for i, step in enumerate(review.review.steps) if step.trick is not None]
    assert len(trick_pages) >= 3
    review.index = trick_pages[2]  # the third trick's page
    assert review.again_starts() == (0, 2)
    app.dispatch(Key("p"))
    replay = app.stack.top
    assert isinstance(replay, ReplayTable)
    assert replay.replay.trick == 2
    log = table.controller.state.log
    start = len(replay.controller.state.log)
    assert replay.controller.state.log == log[:start]
    save = table_save(table)
    deal = replay.replay.deal
    starts = trick_starts(save, deal, closes(table.presenter))
    assert start == starts[2] and starts[0] < starts[1] < starts[2]
    # exactly two tricks were closed in the deal before play resumes
    match = table.match
    state = match.replay(log[: starts[0]])
    closed = 0
    for text in log[starts[0] : start]:
        before = state
        state, events = match.apply(before, match.rules.decode(text))
        view = match.rules.view(before.deal, 0)
        closed += sum(table.presenter.chronicle(e, view).closed is not None for e in events)
    assert closed == 2
    assert replay.controller.state.deal == state.deal
    assert "trick 3" in replay.title()
    # back in the review, the other button: the deal's start
    replay.leave()
    assert app.stack.top is review
    first = review.again_boxes(app.size)[0]
    from game.ui.commands import Click

    app.dispatch(Click(first.center[0], first.center[1]))
    again = app.stack.top
    assert isinstance(again, ReplayTable) and again.replay.trick == 0
    assert len(again.controller.state.log) == starts[0]


@pytest.mark.parametrize("game_id,seats", GAMES)
def test_bots_answer_as_in_the_original_while_the_play_is_the_same(
    app: App, game_id: str, seats: int
) -> None:
    """Replaying the human's own moves gives the original deal action for action: every
    bot answer in the replay equals the original's (their RNG is the seed, seat, ply)."""
    players = ("human", "basic") + ("random",) * (seats - 2)
    table = _table(app, game_id, players)
    _play(app, table, pick=-1)
    real = table.controller.state.log
    app.dispatch(Key("p"))
    replay = app.stack.top
    assert isinstance(replay, ReplayTable)
    _play(app, replay, follow=real)
    _step_until(app, lambda: replay.controller.phase == Phase.MATCH_OVER)
    played = replay.controller.state.log
    assert played == real  # the deal's end, action for action
    bot_plies = [
        i
        for i in range(replay.start_plies, len(played))
        if not table.setup.seats[_actor(table.match, real, i)].is_human
    ]
    assert len(bot_plies) >= 5


def _actor(match: Match, log: tuple[str, ...], ply: int) -> int:
    seat = match.to_act(match.replay(log[:ply]))
    assert seat is not None
    return seat


def _bytes(path: Path) -> bytes | None:
    return path.read_bytes() if path.exists() else None


@pytest.mark.parametrize("game_id,seats", GAMES)
def test_a_finished_replay_counts_nowhere_and_leaves_back_to_the_summary(
    app: App, game_id: str, seats: int
) -> None:
    """A replay played to its end with new moves writes no statistics, no autosave and no
    archive (the files' bytes are unchanged); its result is the deal's summary with Play
    again and Leave; Leave returns to the real table's summary, which goes on as before."""
    table = _table(app, game_id, ("human",) + ("random",) * (seats - 1))
    _play(app, table)
    save_archive(Archive())  # an archive file to watch
    files = (autosave_path(), statistics_path(), archive_path())
    before = [_bytes(p) for p in files]
    assert before[0] is not None and before[1] is not None
    real_state = table.controller.state
    app.dispatch(Key("p"))
    replay = app.stack.top
    assert isinstance(replay, ReplayTable)
    _play(app, replay, pick=-1)
    _step_until(app, lambda: replay.controller.phase == Phase.MATCH_OVER)
    c = replay.controller
    assert c.phase == Phase.MATCH_OVER and c.state.outcome is not None
    assert c.state.outcome.reason == REPLAY_ENDED and len(c.state.history) == len(
        real_state.history
    )
    assert [_bytes(p) for p in files] == before
    assert isinstance(replay.recorder, UncountedRecorder) and not replay.recorder.counted
    panel = replay.layers.match_over.panel
    assert len(panel.buttons(app.size)) == 2  # Play again, Leave
    app.now = lambda: 1e6  # type: ignore[method-assign]  # past the guard time
    app.dispatch(Move(1, 0))  # focus Play again
    app.dispatch(Move(1, 0))  # focus Leave
    app.dispatch(Activate())
    assert app.stack.top is table and table.controller.state is real_state
    assert table.controller.phase == Phase.DEAL_SUMMARY
    assert [_bytes(p) for p in files] == before


def test_play_again_at_the_replay_end_and_leave_from_the_pause(app: App) -> None:
    """Play again at a replay's end starts the same replay anew; Esc then "Leave replay"
    in its pause menu returns to the origin screen."""
    table = _table(app, "schieber", ("human", "random", "random", "random"))
    _play(app, table)
    app.dispatch(Key("p"))
    replay = app.stack.top
    assert isinstance(replay, ReplayTable)
    start = len(replay.controller.state.log)
    _play(app, replay)
    _step_until(app, lambda: replay.controller.phase == Phase.MATCH_OVER)
    app.now = lambda: 1e6  # type: ignore[method-assign]
    replay.layers.match_over.panel.choose("again")
    second = app.stack.top
    assert isinstance(second, ReplayTable) and second is not replay
    assert len(second.controller.state.log) == start and app.stack.scenes[-2] is table
    app.dispatch(Back())
    pause = app.stack.top
    assert isinstance(pause, PauseScreen)
    labels = [item.label for item in pause.buttons.items]
    assert "Leave replay" in labels and "Save game" not in labels
    pause.buttons.items[labels.index("Leave replay")].action()
    assert app.stack.top is table


def test_undo_never_goes_before_the_replay_start(app: App) -> None:
    """Undo in a replay takes back moves made in it, never the silently replayed ones."""
    table = _table(app, "klaverjas", ("human", "random", "random", "random"))
    _play(app, table)
    app.dispatch(Key("r"))
    review = app.stack.top
    assert isinstance(review, ReviewScreen)
    review.index = len(review.review.steps) - 1  # the last trick
    app.dispatch(Key("p"))
    replay = app.stack.top
    assert isinstance(replay, ReplayTable)
    start = replay.start_plies
    assert replay._undo_target() is None
    replay.undo(app.now())
    assert len(replay.controller.state.log) == start


def _over_table(app: App, game_id: str, seats: int, players: tuple[str, ...]) -> TableScreen:
    """A table at the result of a match played to its end with random moves."""
    names = default_names(players)
    setup = TableSetup(
        REGISTRY[game_id], tuple(Seat(p, names[i]) for i, p in enumerate(players)), 9
    )
    match = Match(setup.game, setup.options_model(), seats, 9)
    state: MatchState = match.start()
    rng = random.Random(1)
    while not state.over:
        state, _ = match.apply(state, rng.choice(match.legal_actions(state)))
    table = TableScreen(app, setup, (match, state))
    app.stack.replace(table)
    return table


@pytest.mark.parametrize("game_id,seats", GAMES)
def test_match_over_lists_the_deals_the_last_first(app: App, game_id: str, seats: int) -> None:
    """At the match result, P lists the match's deals (the last one first, focused);
    Enter replays the last deal, another entry that deal; leaving returns to the list."""
    table = _over_table(app, game_id, seats, ("human",) + ("random",) * (seats - 1))
    assert table.controller.phase == Phase.MATCH_OVER
    history = table.controller.state.history
    app.dispatch(Key("p"))
    listing = app.stack.top
    assert isinstance(listing, ReplayList)
    assert len(listing.entries) == len(history)
    app.dispatch(Activate())
    replay = app.stack.top
    assert isinstance(replay, ReplayTable)
    assert replay.replay.deal == history[-1].index
    replay.leave()
    assert app.stack.top is listing
    if len(history) > 1:
        app.dispatch(Move(0, 1))
        app.dispatch(Activate())
        other = app.stack.top
        assert isinstance(other, ReplayTable) and other.replay.deal == history[-2].index
        other.leave()
    app.dispatch(Back())
    assert app.stack.top is table


def test_statistics_list_the_archived_deals(app: App) -> None:
    """The statistics' Recent deals page lists the archive newest first; each entry plays
    its deal again (hot-seat deals with a hand-over first); leaving returns to the list."""
    archive = Archive()
    kept: list[ArchivedDeal] = []
    for n, (game_id, seats) in enumerate(GAMES):
        players = ("human", "human") + ("random",) * (seats - 2)
        table = _over_table(app, game_id, seats, players)
        save = make_save(table.setup, table.match, table.controller.state)
        deal = ArchivedDeal(id=f"d{n}", save=save, deal=0, played_at=f"2026-11-2{n}T10:00:00")
        archive.add(deal)
        kept.append(deal)
    save_archive(archive)
    app.stack.clear()
    app.open("stats")
    stats = app.stack.top
    app.dispatch(Key("p"))
    listing = app.stack.top
    assert isinstance(listing, ReplayList)
    assert len(listing.entries) == len(GAMES)
    for index, archived in enumerate(reversed(kept)):
        listing.focus = index
        app.dispatch(Activate())
        replay = app.stack.top
        assert isinstance(replay, ReplayTable)
        assert replay.replay.deal == 0 and replay.setup.game.id == archived.save.game
        c = replay.controller
        assert c.hotseat
        for _ in range(2000):  # no hand is face up before the first hand-over
            if c.phase == Phase.HANDOVER:
                break
            assert not c.show_private()
            if c.phase == Phase.AWAIT_HUMAN:  # a public decision (a draft): no secret
                c.human_action(c.human_legal()[0], app.now())
            app.step()
        assert c.phase == Phase.HANDOVER
        replay.draw(app.screen)  # the hand-over with the badge: no crash, no card
        replay.leave()
        assert app.stack.top is listing
    app.dispatch(Back())
    assert app.stack.top is stats


def test_hotseat_replay_hands_over_and_hides_the_hands(app: App, monkeypatch) -> None:
    """A hot-seat replay hands the screen over as a real table does: at every hand-over
    no card any seat keeps hidden is drawn."""
    from tests.ui.app_helpers import checked_handovers

    table = _table(app, "klaverjas", ("human", "human", "random", "random"))
    _play(app, table)
    app.dispatch(Key("p"))
    replay = app.stack.top
    assert isinstance(replay, ReplayTable)
    checked = checked_handovers(app, replay, monkeypatch, lambda legal: legal[0], 4, 3000)
    assert checked == 4


def test_badge_is_drawn_on_the_table_and_the_hand_over(app: App, monkeypatch) -> None:
    """The replay's badge is on every frame: the table, the hand-over, the result."""
    from game.ui import renderer

    drawn: list[str] = []
    original = renderer.draw_text

    def spy(surface: pygame.Surface, content: str, *args: object, **kwargs: object) -> None:
        drawn.append(content)
        original(surface, content, *args, **kwargs)  # type: ignore[arg-type]

    table = _table(app, "stichln", ("human", "human", "random", "random"))
    _play(app, table)
    app.dispatch(Key("p"))
    replay = app.stack.top
    assert isinstance(replay, ReplayTable)
    monkeypatch.setattr(renderer, "draw_text", spy)
    phases = set()
    for _ in range(3000):
        drawn.clear()
        replay.draw(app.screen)
        assert replay.title() in drawn
        phases.add(replay.controller.phase)
        if replay.controller.phase == Phase.MATCH_OVER:
            break
        _play_one(app, replay)
    assert {Phase.HANDOVER, Phase.AWAIT_HUMAN, Phase.MATCH_OVER} <= phases


def _play_one(app: App, table: TableScreen) -> None:
    c = table.controller
    if c.phase == Phase.HANDOVER and c.handover_ready(app.now() + 1):
        c.confirm_handover(app.now() + 1)
    elif c.phase == Phase.AWAIT_HUMAN:
        c.human_action(c.human_legal()[0], app.now())
    app.step()


def test_a_deal_not_finished_is_refused_with_a_sentence(app: App) -> None:
    """A save that does not reach the deal's end opens no replay: one sentence says why."""
    from game.ui.replay import ReplayError, play_again

    table = _table(app, "schieber", ("human", "random", "random", "random"))
    save = table_save(table)
    with pytest.raises(ReplayError):
        open_replay(Replay(save, 0))
    assert not play_again(app, save, 0)
    assert app.stack.top is table
    assert any("Deal 1 was not played to its end" in n.text for n in app.notices.items)


def test_both_languages_have_every_replay_string() -> None:
    """Every replay string is in both catalogs, with the same placeholders, in Japanese."""
    import string

    en = {k: v for k, v in en_menus.MESSAGES.items() if k.startswith("replay.")}
    ja = {k: v for k, v in messages("ja").items() if k.startswith("replay.")}
    assert len(en) == 21 and set(en) == set(ja)
    # every replay key the code names is there (f-string keys: replay.again / replay.leave)
    import re

    root = Path(__file__).resolve().parents[2] / "game" / "ui"
    used = {
        key
        for path in root.rglob("*.py")
        for key in re.findall(r'"(replay\.[a-z_]+)"', path.read_text(encoding="utf-8"))
    }
    assert len(used) >= 15 and used <= set(en)

    def fields(text: str) -> set[str]:
        return {f for _, f, _, _ in string.Formatter().parse(text) if f}

    for key in en:
        assert fields(en[key]) == fields(ja[key])
        assert any("\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" for ch in ja[key])


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_replay_screen_reads_right(app: App, language: str) -> None:
    """The text audit over every replay screen, hot-seat: the summary's and result's Play
    again, the review's starts, the replay (hand-over, play, pause, result) and both
    lists; nothing raw, untranslated or too small."""
    from game.i18n import set_language
    from tests.ui.text_audit import Audit, draw, problems, recording

    set_language(language)
    audit = Audit()
    with recording(audit):
        table = _table(app, "stichln", ("human", "human", "random", "random"))
        _play(app, table)
        draw(app, audit, "summary")
        app.dispatch(Key("r"))
        review = app.stack.top
        assert isinstance(review, ReviewScreen)
        review.index = len(review.review.steps) - 1
        draw(app, audit, "review")
        app.dispatch(Key("p"))
        replay = app.stack.top
        assert isinstance(replay, ReplayTable)
        _step_until(app, lambda: replay.controller.phase == Phase.HANDOVER, 2000)
        draw(app, audit, "handover")
        app.dispatch(Back())
        draw(app, audit, "pause")
        app.stack.pop()
        _play(app, replay)
        _step_until(app, lambda: replay.controller.phase == Phase.MATCH_OVER)
        draw(app, audit, "end")
        replay.leave()
        review.app.stack.pop()
        over = _over_table(app, "schieber", 4, ("human", "random", "random", "random"))
        draw(app, audit, "match over")
        app.dispatch(Key("p"))
        draw(app, audit, "deals")
        assert over is app.stack.scenes[0]
        app.stack.clear()
        app.open("stats")
        draw(app, audit, "stats")
        app.dispatch(Key("p"))
        draw(app, audit, "recent (empty)")
    set_language("en")
    assert audit.screens == 9
    found = problems(audit, language)
    assert found == [], "\n".join(found)
