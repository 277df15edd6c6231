"""The Was Sticht table: presenter and table answers, a whole round at a real (dummy)
table, a monkey."""

from __future__ import annotations

import collections
import functools
import random
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame
import pytest

from game.app import App
from game.core.events import CardPlayed, DealEnded
from game.core.match import Match, MatchState
from game.core.rules import Action
from game.core.table import Seat
from game.games import REGISTRY, has_table
from game.games.was_sticht import view as ws_view
from game.games.was_sticht.chips import KINDS
from game.games.was_sticht.events import (
    CardTaken,
    ChipTaken,
    ColumnHint,
    GridLaid,
    TaskChosen,
    TasksRevealed,
)
from game.games.was_sticht.present import WasStichtPresenter, kind_name
from game.games.was_sticht.state import CHIPS, DEALER_CHIP, DONE, DRAFT, DUMMY, PLAY, TASK
from game.games.was_sticht.view import WasStichtTable
from game.i18n import language, set_language, t
from game.present import Choice
from game.settings import Settings
from game.ui.commands import Activate, Move
from game.ui.controller import Phase
from game.ui.layout import Box, table_layout
from game.ui.movelog import MoveLog
from game.ui.picking import usable
from game.ui.screens.pause import PauseScreen
from game.ui.setup_model import TableSetup
from game.ui.table.kit import table_kit
from game.ui.table.screen import TableScreen
from game.ui.table.seam import Ask, Decision, Paint
from tests.ui.app_helpers import close_app, open_app
from tests.ui.monkey import post_click, post_key

GAME = REGISTRY["was_sticht"]
NAMES4 = ("You", "Anna", "Ben", "Clara")


# --------------------------------------------------------------------- helpers
def _match(seats: int = 4, seed: int = 3, **options: Any) -> Match:
    return Match(GAME, GAME.options(options), seats, seed)


def _advance(
    match: Match,
    state: MatchState,
    until: Callable[[Any], bool],
    rng: random.Random,
    limit: int = 5000,
) -> MatchState:
    """Random legal actions until `until(deal)` holds (the test fails if it never does)."""
    for _ in range(limit):
        if until(state.deal):
            return state
        legal = match.legal_actions(state)
        state, _ = match.apply(state, rng.choice(legal))
    raise AssertionError("the wanted moment never came")


def _at(phase: str, seats: int = 4, seed: int = 3, **options: Any) -> tuple[Match, MatchState]:
    match = _match(seats, seed, **options)
    state = _advance(match, match.start(), lambda d: d.phase == phase, random.Random(seed))
    return match, state


def _view_of_actor(match: Match, state: MatchState) -> Any:
    return match.rules.view(state.deal, match.rules.to_act(state.deal))


def _presenter(match: Match, names: tuple[str, ...]) -> WasStichtPresenter:
    return WasStichtPresenter(match.rules.options, names)


def _table(match: Match, names: tuple[str, ...]) -> WasStichtTable:
    return WasStichtTable(match.rules.options, _presenter(match, names), "was_sticht")


def _decision(table: WasStichtTable, view: Any, legal: Any, lay: Any) -> Decision:
    return table.decision(Ask(view, tuple(legal), lay))


def _hit(decision: Decision, x: int, y: int) -> Action | None:
    """The action of a click on the table: the target under it (as the shared table)."""
    return next((tg.action for tg in decision.targets if tg.box.contains(x, y)), None)


def _card_action(decision: Decision, legal: Any, card: Any) -> Action | None:
    """The decision of one hand card alone, as the shared table asks the rules."""
    for action in decision.hand_actions(tuple(legal)):
        if action.cards == (card,):
            return action
    kind = decision.lone_kind(tuple(legal))
    return Action(kind, (card,)) if kind else None


def _paint(
    table: WasStichtTable, surface: Any, lay: Any, view: Any, legal: Any, private: bool
) -> None:
    """Every painter of the table, in drawing order (as the shared table's draw)."""
    for _, painter in table.painters():
        painter(Paint(surface, lay, view, tuple(legal), private))


class StepClock:
    """A clock the test moves by hand: banners and bot delays pass without waiting."""

    def __init__(self) -> None:
        self.time = 0.0

    def __call__(self) -> float:
        """Seconds on this clock."""
        return self.time


@pytest.fixture
def app(tmp_path, monkeypatch):
    """A dummy-driver app with a hand-driven clock, no animations and no bot delay."""
    application = open_app(tmp_path, monkeypatch, bot_delay=0.0, animation="off", trick_pause=0.0)
    application.now = StepClock()
    yield application
    close_app(application)


def _step(app: App, seconds: float = 0.25) -> None:
    app.now.time += seconds
    app.step()


# --------------------------------------------------------------------- presenter and table
def test_was_sticht_has_a_table() -> None:
    """The game is enabled in game select and gets its own presenter and table."""
    match = _match()
    assert has_table("was_sticht")
    presenter, table = table_kit("was_sticht", match.options, NAMES4, Settings())
    assert isinstance(table, WasStichtTable)
    assert isinstance(presenter, WasStichtPresenter)
    assert table.face_style == "was_sticht"


def test_chip_draft_is_picked_on_the_table_not_by_buttons() -> None:
    """During the chip draft the targets are exactly the legal chips, inside the window,
    apart from each other; a click on one gives its action."""
    match, state = _at(CHIPS)
    legal = match.legal_actions(state)
    table = _table(match, NAMES4)
    view = _view_of_actor(match, state)
    lay = table_layout(1280, 720, 4, view.seat)
    assert table.presenter.choices(view, legal) == ("", [])
    decision = _decision(table, view, legal, lay)
    assert decision.buttons == ()
    targets = list(decision.targets)
    assert sorted(tg.action for tg in targets) == sorted(legal)
    assert len(targets) == len(legal) == 12  # nobody holds a chip yet: all 12 kinds
    for i, a in enumerate(targets):
        assert a.box.x >= 0 and a.box.y >= 0
        assert a.box.right <= 1280 and a.box.bottom <= 720
        for b in targets[i + 1 :]:
            assert not pygame.Rect(a.box.tuple()).colliderect(pygame.Rect(b.box.tuple()))
        x, y = a.box.center
        assert _hit(decision, x, y) == a.action
    assert _hit(decision, 2, 2) is None


def test_short_game_chip_draft_offers_only_new_kinds() -> None:
    """Short game: once a seat holds a kind, that kind is no target while others remain."""
    match = _match()
    rng = random.Random(5)
    state = _advance(match, match.start(), lambda d: d.phase == CHIPS and d.chips.held() >= 8, rng)
    view = _view_of_actor(match, state)
    legal = match.legal_actions(state)
    targets = _decision(
        _table(match, NAMES4), view, legal, table_layout(1280, 720, 4, view.seat)
    ).targets
    held = set(view.chips_face_up[view.seat])
    offered = {tg.action.arg for tg in targets}
    assert len(held) == 2 and offered and not offered & held
    assert len(offered) == len(legal)


def test_card_draft_targets_are_the_cards_left_in_the_column() -> None:
    """The column's remaining cards are the targets, drawn in that column of the grid."""
    match, state = _at(DRAFT)
    match_state = _advance(
        match,
        state,
        lambda d: d.phase == DRAFT and d.column == 2 and len(d.draft_log) == 9,
        random.Random(1),
    )
    view = _view_of_actor(match, match_state)
    legal = match.legal_actions(match_state)
    lay = table_layout(1280, 720, 4, view.seat)
    table = _table(match, NAMES4)
    targets = _decision(table, view, legal, lay).targets
    assert len(targets) == len(legal) == 3  # one of the column's four cards is taken
    column_x = ws_view.grid_box(lay, 2, 0).x
    assert {tg.box.x for tg in targets} == {column_x}
    assert {tg.action.cards[0] for tg in targets} == {c for c in view.columns[2] if c}
    assert table.presenter.choices(view, legal) == ("", [])
    key = "ws.prompt_take_dealer" if view.seat == view.dealer else "ws.prompt_take"
    assert table.presenter.prompt(view, legal) == t(key, n=3)


def test_task_choices_are_the_legal_tasks() -> None:
    """The secret task is a button per open chip kind, each a legal action."""
    match, state = _at(TASK)
    legal = match.legal_actions(state)
    view = _view_of_actor(match, state)
    table = _table(match, NAMES4)
    title, choices = table.presenter.choices(view, legal)
    assert title == t("ws.task_title")
    assert [c.action for c in choices] == list(legal)
    assert len(choices) == len(set(view.chips_face_up[view.seat])) >= 1
    decision = _decision(table, view, legal, table_layout(1280, 720, 4, view.seat))
    assert list(decision.targets) == []
    assert [c.action for c in decision.buttons] == list(legal)


def test_dealer_turns_a_chip_by_button() -> None:
    """When the dealer earned a chip and holds several kinds, the buttons are his kinds."""
    found = 0
    for seed in range(40):
        match = _match(seed=seed)
        rng = random.Random(seed)
        state = match.start()
        for _ in range(3000):
            if state.deal.phase == DEALER_CHIP or state.over:
                break
            state, _ = match.apply(state, rng.choice(match.legal_actions(state)))
        if state.deal.phase != DEALER_CHIP:
            continue
        legal = match.legal_actions(state)
        view = _view_of_actor(match, state)
        assert view.seat == view.dealer
        title, choices = _presenter(match, NAMES4).choices(view, legal)
        assert title == t("ws.turn_title")
        assert [c.action for c in choices] == list(legal) and len(choices) >= 2
        found += 1
        if found == 3:
            break
    assert found == 3


def test_card_action_and_playable_follow_the_rules() -> None:
    """In trick play a hand card maps to its legal play, an unplayable card to a play the
    rules refuse with their reason."""
    match, state = _at(PLAY)
    state = _advance(
        match, state, lambda d: d.phase == PLAY and len(d.trick) == 1, random.Random(2)
    )
    legal = match.legal_actions(state)
    view = _view_of_actor(match, state)
    table = _table(match, NAMES4)
    decision = _decision(table, view, legal, table_layout(1280, 720, 4, view.seat))
    hand = table.hand(view)
    playable = usable(decision.hand_actions(legal))
    assert sorted(hand) == sorted(view.hand) and len(hand) == 9
    assert playable == {a.cards[0] for a in legal}
    mapped = [c for c in hand if _card_action(decision, legal, c) in legal]
    assert set(mapped) == playable and len(mapped) == len(legal)
    refused = 0
    for card in hand:
        action = _card_action(decision, legal, card)
        assert action is not None and (action in legal) == (card in playable)
        if card not in playable:
            assert match.rules.why_illegal(state.deal, action), card
            refused += 1
    assert refused == len(hand) - len(playable) > 0


def test_hand_shows_known_trumps_last_strongest_at_the_end() -> None:
    """After the reveal the trumps sit at the right end, the supertrump last."""
    match, state = _at(PLAY, seed=11)
    view = _view_of_actor(match, state)
    hand = _table(match, NAMES4).hand(view)
    colour, number = view.trump_colour, view.trump_number

    def level(card: Any) -> int:
        is_n = number != "none" and str(card.rank) == number
        is_c = colour != "none" and card.suit == colour
        return 3 if is_n and is_c else 2 if is_n else int(is_c)

    levels = [level(c) for c in hand]
    assert levels == sorted(levels)


def test_prompts_per_phase() -> None:
    """Each decision has its own one-line prompt; nothing to say when it is not your turn."""
    presenter = _presenter(_match(), NAMES4)
    prompts = {}
    for phase in (CHIPS, DRAFT, TASK, PLAY):
        match, state = _at(phase)
        view = _view_of_actor(match, state)
        presenter.you = view.seat  # the solo human (hot-seat chip prompts name the picker)
        prompts[phase] = presenter.prompt(view, match.legal_actions(state))
        assert presenter.prompt(view, ()) == ""
    assert prompts[CHIPS] == t("ws.prompt_chip")
    assert prompts[TASK] == t("ws.prompt_task")
    assert prompts[PLAY] == t("table.prompt_play")
    assert len(set(prompts.values())) == 4


def test_info_panel_keeps_the_trumps_secret_until_the_reveal() -> None:
    """The panel is public: even the dealer's view shows no trump before column 9."""
    match, state = _at(DRAFT)
    presenter = _presenter(match, NAMES4)
    dealer_view = match.rules.view(state.deal, state.deal.dealer)
    assert dealer_view.trump_colour is not None  # the dealer does know them
    lines = presenter.info_lines(dealer_view)
    assert t("ws.trumps_secret", name=NAMES4[state.deal.dealer]) in lines
    assert not any(line.startswith("Trumps: ") and "secret" not in line for line in lines)
    match, state = _at(TASK)
    lines = presenter.info_lines(_view_of_actor(match, state))
    assert sum(line.startswith("Trumps: ") for line in lines) == 1
    hints = [line for line in lines if line.startswith("Hints")]
    assert len(hints) == 1  # 9 hints in one line, grouped by the player they name
    assert all(str(n) in hints[0] for n in range(1, 10))


def test_secret_trumps_and_task_drawn_only_with_show_private(monkeypatch) -> None:
    """The dealer's trump faces and one's own pending task need `show_private`."""
    pygame.init()
    surface = pygame.Surface((1280, 720))
    drawn: list[str | None] = []
    rings: list[bool] = []
    monkeypatch.setattr(
        ws_view, "draw_trump_card", lambda s, box, kind, value, scale: drawn.append(value)
    )
    real_chip = ws_view.draw_chip
    monkeypatch.setattr(
        ws_view,
        "draw_chip",
        lambda s, box, kind, done, ring, scale, empty=False: (
            rings.append(ring),
            real_chip(s, box, kind, done, ring, scale, empty),
        ),
    )
    match, state = _at(DRAFT)
    table = _table(match, NAMES4)
    dealer = state.deal.dealer
    view = match.rules.view(state.deal, dealer)
    lay = table_layout(1280, 720, 4, dealer)
    _paint(table, surface, lay, view, (), False)
    assert drawn == [None, None]
    drawn.clear()
    _paint(table, surface, lay, view, (), True)
    assert drawn == [view.trump_colour, view.trump_number] and None not in drawn
    other = match.rules.view(state.deal, (dealer + 1) % 4)
    drawn.clear()
    _paint(table, surface, table_layout(1280, 720, 4, other.seat), other, (), True)
    assert drawn == [None, None]
    # A chosen task: ringed for its owner at the screen only, until all are revealed.
    match, state = _at(TASK)
    chooser = state.deal.turn
    state, _ = match.apply(state, match.legal_actions(state)[0])
    if state.deal.phase == TASK:
        view = match.rules.view(state.deal, chooser)
        lay = table_layout(1280, 720, 4, chooser)
        rings.clear()
        _paint(table, surface, lay, view, (), False)
        assert not any(rings) and len(rings) == 20
        rings.clear()
        _paint(table, surface, lay, view, (), True)
        assert sum(rings) == 1
    else:  # pragma: no cover - seed 3 has more than one chooser
        raise AssertionError("expected a second chooser")


def test_announcements_name_the_players() -> None:
    """Hints, the reveal, tasks and chips become banners with names, not seat numbers."""
    from game.games.was_sticht.events import (
        ChipCompleted,
        ColumnHint,
        DealerEarned,
        TasksRevealed,
        TrumpsRevealed,
    )

    presenter = _presenter(_match(), NAMES4)
    assert presenter.announce(ColumnHint(2, (), 1)) == "Hint for column 3: Anna would win"
    assert presenter.announce(ColumnHint(0, (), -1)) == "Hint for column 1: the dummy would win"
    assert presenter.announce(TrumpsRevealed("R", "5")) == "Trumps revealed: Red and 5"
    assert presenter.announce(TrumpsRevealed("none", "none")) == (
        "Trumps revealed: no colour and no number"
    )
    assert "Ben: 2 tricks" in presenter.announce(TasksRevealed(((2, "EXACTLY_2"),)))
    assert presenter.announce(ChipCompleted(3, "SOLE_MOST", by_dealer=True)) == (
        "Dealer Clara: 'Most' turned"
    )
    assert presenter.announce(DealerEarned(0, 1, "LAST_TRICK")) == (
        "Dealer You fulfilled 'Last trick', missed by Anna"
    )


def test_summary_rows_add_up_to_the_deal_result() -> None:
    """Chips this round are the result's points; the totals match the completed chips."""
    match = _match(seed=8)
    rng = random.Random(8)
    state = match.start()
    presenter = _presenter(match, NAMES4)
    checked = 0
    while not state.over and checked < 3:
        before = len(state.history)
        state, _ = match.apply(state, rng.choice(match.legal_actions(state)))
        if len(state.history) == before:
            continue
        record = state.history[-1]
        headings, rows = presenter.summary(record, state)
        assert headings == NAMES4
        by_label = {row.label: row.values for row in rows}
        final = record.final_state
        assert by_label[t("ws.sum_round")] == tuple(str(p) for p in record.result.points)
        assert by_label[t("ws.sum_total")] == tuple(str(v) for v in state.totals)
        assert tuple(int(v) for v in by_label[t("ws.sum_total")]) == tuple(
            len(c) for c in final.chips.completed
        )
        assert sum(int(v) for v in by_label[t("ws.sum_tricks")]) == 9
        assert by_label[t("ws.sum_task")][final.dealer] == t("ws.sum_dealer")
        opened = tuple(int(v) for v in by_label[t("ws.sum_open")])
        assert all(
            o + int(c) == 5 for o, c in zip(opened, by_label[t("ws.sum_total")], strict=True)
        )
        assert all(len(v) == 4 for v in by_label.values())
        checked += 1
    assert checked == 3


def test_match_result_lists_every_player_in_place_order() -> None:
    """Game over: the winner line, the reason, then one line per player by place."""
    match = _match(seed=4)
    rng = random.Random(4)
    state = match.start()
    while not state.over:
        state, _ = match.apply(state, rng.choice(match.legal_actions(state)))
    lines = _presenter(match, NAMES4).match_result(state)
    assert len(lines) == 2 + 4
    winners = [NAMES4[s] for s in state.outcome.winners]
    assert all(name in lines[0] for name in winners)
    assert [line.split(".")[0] for line in lines[2:]] == sorted(
        line.split(".")[0] for line in lines[2:]
    )
    assert lines[2].startswith("1. ")
    # The short game (the default) is won with 4 chips: each place says "of 4 chips".
    assert all(" of 4 chips, " in line for line in lines[2:]), lines


def test_score_panel_counts_completed_chips() -> None:
    """One line per player: completed chips out of those needed to win (4 in the short
    game, 5 in the full game) and their value."""
    for length, need in (("short", 4), ("full", 5)):
        match = _match(seed=6, game_length=length)
        rng = random.Random(6)
        state = _advance(
            match, match.start(), lambda d: d.round_index == 1 and d.phase == DRAFT, rng
        )
        lines = _presenter(match, NAMES4).score_lines(state)
        assert len(lines) == 5
        done = state.deal.chips.completed
        assert sum(len(kinds) for kinds in done) >= 1  # a round was scored
        for seat, line in enumerate(lines[1:]):
            assert line.startswith(f"{NAMES4[seat]}: {len(done[seat])} of {need} chips")


# --------------------------------------------------------------------- smoke
def _drive(
    app: App,
    table: TableScreen,
    done: Callable[[], bool],
    limit: int = 20000,
    keyboard: bool = False,
) -> int:
    """Frames until `done()`: humans take their first legal action (or use the keys)."""
    c = table.controller
    actions = 0
    for _ in range(limit):
        if done():
            return actions
        if c.phase == Phase.AWAIT_HUMAN:
            before = len(c.state.log)
            if keyboard and not _buttons(table):
                app.dispatch(Move(1, 0))
                app.dispatch(Activate())
            else:
                c.human_action(c.human_legal()[0], app.now())
            actions += len(c.state.log) - before
        elif c.phase in (Phase.HANDOVER, Phase.DEAL_SUMMARY):
            app.dispatch(Activate())
        _step(app)
    raise AssertionError("the table never got there")


def _buttons(table: TableScreen) -> tuple[Choice, ...]:
    """The buttons of the human's decision now (none when no human acts)."""
    turn = table.turn(table.layout())
    return turn.decision.buttons if turn is not None else ()


def _colours(surface: pygame.Surface) -> int:
    small = pygame.transform.scale(surface, (64, 36))
    return len({small.get_at((x, y))[:3] for x in range(64) for y in range(36)})


def test_a_whole_round_at_the_table(app: App) -> None:
    """Chip draft, card draft by keyboard, tasks, nine tricks, then the deal summary."""
    seats = (
        Seat("human", "You"),
        Seat("random", "Anna"),
        Seat("random", "Ben"),
        Seat("random", "Clara"),
    )
    table = TableScreen(app, TableSetup(GAME, seats, 2))
    app.stack.replace(table)
    c = table.controller
    seen: set[str] = set()

    def summary() -> bool:
        seen.add(c.display_view().phase)
        return c.phase == Phase.DEAL_SUMMARY

    by_keys = _drive(
        app,
        table,
        lambda: c.display_view().phase == TASK or c.state.deal.phase == TASK,
        keyboard=True,
    )
    assert by_keys == 5 + 9  # five chips and nine cards taken with arrows + Enter
    _drive(app, table, summary)
    assert {TASK, PLAY, DONE} <= seen
    _step(app)
    assert _colours(app.screen) > 20
    record = c.state.history[-1]
    assert len(record.final_state.tricks) == 9
    assert sum(record.final_state.counts) == 9
    app.dispatch(Activate())
    _step(app)
    assert c.phase != Phase.DEAL_SUMMARY and c.state.deal.round_index == 1


def test_three_player_hot_seat_round_hides_secrets(app: App) -> None:
    """Two humans and a bot: hand-overs come before each human's turn, and no frame
    shows a dealer's trumps or a pending task unless their owner is at the screen."""
    seats = (Seat("human", "Anna"), Seat("human", "Ben"), Seat("random", "Clara"))
    table = TableScreen(app, TableSetup(GAME, seats, 9))
    app.stack.replace(table)
    c = table.controller
    handovers = 0
    secret_checks = 0
    for _ in range(20000):
        if c.phase == Phase.DEAL_SUMMARY:
            break
        if c.phase == Phase.HANDOVER:
            assert not c.show_private()
            handovers += 1
            app.dispatch(Activate())
        elif c.phase == Phase.AWAIT_HUMAN:
            view = c.display_view()
            assert view.seat == c.to_act()
            c.human_action(c.human_legal()[0], app.now())
        if c.show_private() and c.viewer is not None:
            view = c.display_view()
            if not view.revealed and view.trump_colour is not None:
                assert c.viewer == view.dealer
                secret_checks += 1
        _step(app)
    assert c.phase == Phase.DEAL_SUMMARY
    assert handovers >= 4 and secret_checks >= 1


# --------------------------------------------------------------------- monkey
KEYS = [
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_l,
    pygame.K_ESCAPE,
    pygame.K_a,
    pygame.K_TAB,
]


def test_monkey_at_the_was_sticht_table(app: App) -> None:
    """Thousands of random keys and clicks through pygame's queue: no exception, the rules
    invariants hold, nobody sees a secret before the hand-over."""
    seats = (Seat("human", "A"), Seat("random", "B"), Seat("human", "C"), Seat("random", "D"))

    def fresh() -> TableScreen:
        new = TableScreen(app, TableSetup(GAME, seats, 12))
        app.stack.replace(new)
        return new

    table = fresh()
    rng = random.Random(7)
    posted = applied = reopened = 0
    phases: set[Phase] = set()
    rules_phases: set[str] = set()
    # One event per frame, so a pause menu opened by Esc is closed before the next event.
    for _ in range(3000):
        if rng.random() < 0.5:
            post_key(rng.choice(KEYS))
        else:
            post_click((rng.randrange(1280), rng.randrange(720)))
        posted += 1
        before = len(table.controller.state.log)
        _step(app, 0.2)
        top = app.stack.top
        if isinstance(top, PauseScreen):
            app.stack.pop()  # resume: the monkey should spend its time at the table
        elif not isinstance(top, TableScreen) or top.setup.game.id != "was_sticht":
            table.close()
            table = fresh()
            reopened += 1
            continue
        if app.stack.top is not table:
            table = app.stack.top  # restarted from the pause menu
            continue
        c = table.controller
        applied += max(0, len(c.state.log) - before)
        phases.add(c.phase)
        rules_phases.add(c.state.deal.phase)
        table.match.rules.check_invariants(c.state.deal)
        if c.phase == Phase.HANDOVER:
            assert not c.show_private()
        view = c.display_view()
        if c.show_private() and not view.revealed and view.trump_colour is not None:
            assert c.viewer == view.dealer
    assert posted == 3000
    assert {Phase.AWAIT_HUMAN, Phase.HANDOVER, Phase.ANIMATING} <= phases
    assert {CHIPS, DRAFT, TASK, PLAY} <= rules_phases
    assert applied >= 100 and reopened <= 2


# --------------------------------------------------------------------- following a match
# Issue 16: the move log (chronicle), the last trick of every kind, the score sheet and the
# running round's tricks, checked on real matches of random bots.
# (seats, seed, game length); the first short game runs to its end (at most 6 rounds at
# three players), the others stop after MAX_DEALS rounds (a full game can run long).
RUNS = ((3, 11, "short"), (4, 12, "short"), (3, 13, "full"), (4, 14, "short"), (4, 15, "full"))
NAMES = ("Anna", "Ben", "Clara", "Dora")
EVENT_CLASSES = {
    "DealStarted",
    "ChipTaken",
    "GridLaid",
    "CardTaken",
    "ColumnHint",
    "TrumpsRevealed",
    "TaskChosen",
    "TasksRevealed",
    "CardPlayed",
    "TrickTaken",
    "ChipCompleted",
    "TaskFailed",
    "DealerEarned",
    "DealEnded",
    "MatchDecided",
}
CARD_CODE = re.compile(r"\b[RBGY][1-9]\b")
IDENTIFIER = re.compile(r"\b\w+_\w+\b")
MAX_DEALS = 4


@dataclass(frozen=True)
class Step:
    """One event with every seat's view of the deal before its action."""

    event: Any
    befores: tuple[Any, ...]


@functools.cache
def _recorded(seats: int, seed: int, length: str) -> tuple[Match, MatchState, tuple[Step, ...]]:
    """A match of random legal moves (at most MAX_DEALS rounds): its events in order."""
    match = _match(seats, seed, game_length=length)
    rng = random.Random(seed)
    state = match.start()
    steps: list[Step] = []
    limit = 6 if (seats, seed, length) == RUNS[0] else MAX_DEALS
    while not state.over and len(state.history) < limit:
        befores = tuple(match.rules.view(state.deal, s) for s in range(seats))
        state, events = match.apply(state, rng.choice(match.legal_actions(state)))
        steps.extend(Step(event, befores) for event in events)
    return match, state, tuple(steps)


def _seated(match: Match, seats: int) -> WasStichtPresenter:
    return _presenter(match, NAMES[:seats])


def _check_sentence(line: str, names: tuple[str, ...]) -> None:
    assert line and not CARD_CODE.search(line), line
    assert "{" not in line and "}" not in line and "None" not in line, line
    assert "Card(" not in line and not IDENTIFIER.search(line), line
    if language() == "ja":
        rest = line
        for name in names:
            rest = rest.replace(name, "")
        assert not re.search(r"[A-Za-z]", rest), line


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_event_is_chronicled_in_words_and_the_same_for_every_seat(lang: str) -> None:
    """Every event class of the game yields sentences in words (no codes, no braces, no
    identifiers; Japanese without Latin letters but names); each seat's `before` view
    gives the same sentences, so nothing secret (trumps, a chosen task) gets in."""
    set_language(lang)
    try:
        seen: collections.Counter[str] = collections.Counter()
        sentences = 0
        for seats, seed, length in RUNS:
            match, _, steps = _recorded(seats, seed, length)
            presenter = _seated(match, seats)
            for step in steps:
                told = {presenter.chronicle(step.event, before).lines for before in step.befores}
                assert len(told) == 1, step.event  # the same whoever's view is passed
                lines = told.pop()
                assert lines, step.event
                for line in lines:
                    _check_sentence(line, NAMES)
                seen[type(step.event).__name__] += 1  # ChipTaken.kind is a chip
                sentences += len(lines)
        assert set(seen) == EVENT_CLASSES
        assert seen["CardTaken"] >= 36 * 5 and seen["ColumnHint"] >= 9 * 5
        assert sentences > sum(seen.values()) > 1000
    finally:
        set_language("en")


def test_task_choices_name_no_task_until_the_reveal() -> None:
    """'Anna has chosen a task' never says which; the reveal names every task in words."""
    checked = 0
    kinds = {kind_name(kind) for kind in KINDS}
    for seats, seed, length in RUNS:
        match, _, steps = _recorded(seats, seed, length)
        presenter = _seated(match, seats)
        for step in steps:
            lines = presenter.chronicle(step.event, step.befores[0]).lines
            if isinstance(step.event, TaskChosen):
                assert lines == (f"{NAMES[step.event.seat]} has chosen a task",)
                assert not any(kind in lines[0] for kind in kinds)
                checked += 1
            if isinstance(step.event, TasksRevealed):
                assert lines[1:] == tuple(
                    f"{NAMES[s]}'s task: {kind_name(k)}" for s, k in step.event.tasks
                )
    assert checked >= 10


def test_solo_human_reads_you() -> None:
    """At a solo table sentences about the human say 'You', in both languages."""
    match, _, steps = _recorded(4, 12, "short")
    presenter = _seated(match, 4)
    presenter.you = 0
    kinds = collections.Counter()
    for step in steps:
        told_of = (CardTaken, ChipTaken, TaskChosen, CardPlayed)
        if not isinstance(step.event, told_of) or step.event.seat != 0:
            continue
        line = presenter.chronicle(step.event, step.befores[0]).lines[0]
        assert line.startswith(("You ", "Your ")) and "Anna" not in line, line
        set_language("ja")
        try:
            assert presenter.chronicle(step.event, step.befores[0]).lines[0].startswith("あなた")
        finally:
            set_language("en")
        kinds[type(step.event).__name__] += 1
    assert set(kinds) == {"CardTaken", "ChipTaken", "TaskChosen", "CardPlayed"}


def test_the_move_log_closes_every_hint_and_every_trick() -> None:
    """Per round 9 hint tricks (4 cards, the dummy's last at three players, the hint's
    winner) and 9 played tricks; the last trick is the round's ninth with its winner."""
    rounds = 0
    for seats, seed, length in RUNS:
        match, state, steps = _recorded(seats, seed, length)
        presenter = _seated(match, seats)
        log = MoveLog()
        closed: list[Any] = []
        finals = iter(record.final_state for record in state.history)
        for step in steps:
            chronicle = presenter.chronicle(step.event, step.befores[0])
            log.record(step.event, chronicle)
            if chronicle.closed is not None:
                closed.append(log.last)
            if isinstance(step.event, ColumnHint):
                hint = log.last
                assert hint.plays == step.event.plays and len(hint.plays) == 4
                assert hint.winner == step.event.winner
                assert hint.title == f"Hint for column {step.event.column + 1}"
                if seats == 3:
                    assert hint.plays[-1][0] == DUMMY
            if isinstance(step.event, DealEnded):
                final = next(finals)
                hints = [c for c in closed if c.title]
                tricks = [c for c in closed if not c.title]
                assert len(hints) == 9 and len(tricks) == 9
                assert [h.winner for h in hints] == list(final.hints)
                assert [(c.plays, c.winner) for c in tricks] == [
                    (r.plays, r.winner) for r in final.tricks
                ]
                assert log.last == tricks[-1] and log.last.winner == final.tricks[-1].winner
                closed = []
                rounds += 1
    assert rounds >= 12


def test_score_sheet_adds_up_to_the_match_totals() -> None:
    """One row per round (dealer, each task met or missed, chips gained), then totals:
    the gains of the rows add up to the match totals in the strong total row."""
    sheets = 0
    for seats, seed, length in RUNS:
        match, state, _ = _recorded(seats, seed, length)
        sheet = _seated(match, seats).score_sheet(state)
        assert sheet.headings == NAMES[:seats]
        assert len(sheet.rows) == len(state.history) + 2
        for record, row in zip(state.history, sheet.rows, strict=False):
            final = record.final_state
            assert row.label == f"Round {record.index + 1}, dealer {NAMES[final.dealer]}"
            assert row.values[final.dealer].startswith("Dealer")
            for seat in range(seats):
                if seat != final.dealer:
                    assert row.values[seat].startswith(kind_name(KINDS[final.tasks[seat]]))
        for seat in range(seats):
            gains = sum(
                int(g) for row in sheet.rows[:-2] for g in re.findall(r"\+(\d+)", row.values[seat])
            )
            assert gains == state.totals[seat]
        total = sheet.rows[-2]
        assert total.strong and total.values == tuple(str(n) for n in state.totals)
        assert sum(state.totals) >= 1
        sheets += 1
    assert sheets == len(RUNS)


def test_deal_score_lines_count_the_tricks_the_engine_counts() -> None:
    """During play and at the end of each round, each player's tricks so far and task."""
    checked = 0
    for seats, seed, length in RUNS:
        match, state, steps = _recorded(seats, seed, length)
        presenter = _seated(match, seats)
        for record in state.history:
            final = record.final_state
            view = match.rules.view(final, 0)
            lines = presenter.deal_score_lines(view)
            assert len(lines) == seats
            for seat, line in enumerate(lines):
                assert line.startswith(f"{NAMES[seat]}: won {final.counts[seat]}")
                if seat == final.dealer:
                    assert line.endswith("dealer")
                else:
                    assert line.endswith(kind_name(KINDS[final.tasks[seat]]))
                checked += 1
        mid = [b[0] for b in (s.befores for s in steps) if b[0].phase == PLAY]
        assert all(
            presenter.deal_score_lines(v)[0].startswith(f"Anna: won {v.tricks_won[0]}") for v in mid
        )
        drafting = [b[0] for b in (s.befores for s in steps) if b[0].phase == DRAFT]
        assert drafting and all(presenter.deal_score_lines(v) == [] for v in drafting)
    assert checked >= 40


# --------------------------------------------------------------------- the grid
def _draft_view(seats: int, column: int, taken: int, **options: Any) -> tuple[Match, Any]:
    match = _match(seats, 21, **options)
    state = _advance(
        match,
        match.start(),
        lambda d: (
            d.phase == DRAFT and d.column == column and len(d.draft_log) == 4 * column + taken
        ),
        random.Random(21),
    )
    return match, match.rules.view(state.deal, 0)


def test_the_view_keeps_the_grid_as_laid() -> None:
    """`laid` is the grid of the GridLaid event (round 1, after the chip draft) and holds
    the 36 cards in every round; `columns` empties places, never moves a card."""
    _, _, steps = _recorded(4, 12, "short")
    laid = [step.event.columns for step in steps if isinstance(step.event, GridLaid)]
    views = [step.befores[1] for step in steps if step.befores[1].phase == DRAFT]
    assert len(laid) == 1 and len({v.round_index for v in views}) == MAX_DEALS
    for view in views:
        if view.round_index == 0:
            assert view.laid == laid[0]
        assert len({card for column in view.laid for card in column}) == 36
        for column, places in enumerate(view.columns):
            assert all(c is None or c == view.laid[column][row] for row, c in enumerate(places))


@pytest.mark.parametrize("seats", [3, 4])
def test_drafted_cards_stay_in_place_with_hint_order_and_winner(seats: int, monkeypatch) -> None:
    """With the drafted cards open: a taken card is drawn where it lay, badged '<hint
    place>. <taker>'; in a finished column exactly the hint winner's badge is gold; the
    lying cards keep their places."""
    match, view = _draft_view(seats, 4, 2, drafted_cards="open")
    table = _table(match, NAMES[:seats])
    lay = table_layout(1280, 720, seats, 0)
    drawn: list[tuple[Any, Box]] = []
    badges: list[tuple[Box, str, bool]] = []
    monkeypatch.setattr(
        ws_view.renderer, "card", lambda surface, face, box, *a, **k: drawn.append((face, box))
    )
    monkeypatch.setattr(
        WasStichtTable,
        "_badge",
        lambda self, surface, lay_, box, place, seat, gold=False: badges.append(
            (box, (place, seat), gold)
        ),
    )
    _paint(table, pygame.Surface((1280, 720)), lay, view, view.legal, True)
    where = {face: box for face, box in drawn}
    for column in range(9):
        for row, card in enumerate(view.laid[column]):
            assert where[card] == ws_view.grid_box(lay, column, row)  # never moved
    by_box = {box: (text, gold) for box, text, gold in badges}
    for column in range(4):
        hint = [(seat, card) for col, seat, card in view.draft_log if col == column]
        assert len(hint) == 4
        for order, (seat, card) in enumerate(hint):
            badge, gold = by_box[ws_view.grid_box(lay, column, view.laid[column].index(card))]
            assert badge == (order + 1, seat)
            assert gold == (seat == view.hints[column])
    assert len(badges) == 4 * 4 + 2  # four finished columns, two cards of the fifth


@pytest.mark.parametrize("seats", [3, 4])
def test_hidden_drafted_cards_leave_the_grid(seats: int, monkeypatch) -> None:
    """With the drafted cards hidden (the default, spec 5.3 step 4): a finished column
    shows no card and no badge, only its hint's winner below it; the running column's
    taken cards stay face up with their badges until its hint; the rest lie in place."""
    match, view = _draft_view(seats, 4, 2)
    table = _table(match, NAMES[:seats])
    lay = table_layout(1280, 720, seats, 0)
    drawn: list[tuple[Any, Box]] = []
    badges: list[tuple[Box, Any]] = []
    names: list[str] = []
    monkeypatch.setattr(
        ws_view.renderer, "card", lambda surface, face, box, *a, **k: drawn.append((face, box))
    )
    monkeypatch.setattr(
        WasStichtTable,
        "_badge",
        lambda self, surface, lay_, box, place, seat, gold=False: badges.append((box, seat)),
    )
    monkeypatch.setattr(
        WasStichtTable,
        "_draw_winner",
        lambda self, surface, lay_, column, winner: names.append((column, winner)),
    )
    _paint(table, pygame.Surface((1280, 720)), lay, view, view.legal, True)
    where = {face: box for face, box in drawn}
    for column in range(4):
        assert not any(card in where for card in view.laid[column])
    for column in range(4, 9):
        for row, card in enumerate(view.laid[column]):
            assert where[card] == ws_view.grid_box(lay, column, row)
    assert len(badges) == 2
    assert names == [(column, view.hints[column]) for column in range(4)]


def test_column_numbers_stay_beside_the_start_marker(monkeypatch) -> None:
    """All nine column numbers are drawn, the current one too, and the marker names the
    column's start player below its number."""
    match, view = _draft_view(4, 5, 1)
    pygame.font.init()  # the grid badges measure their names
    texts: list[str] = []
    real_text = ws_view.assets.text
    monkeypatch.setattr(
        ws_view.renderer, "draw_text", lambda surface, text, *a, **k: texts.append(text)
    )
    monkeypatch.setattr(
        ws_view.assets,
        "text",
        lambda text, *a, **k: (texts.append(text), real_text(text, *a, **k))[1],
    )
    _paint(
        _table(match, NAMES),
        pygame.Surface((1280, 720)),
        table_layout(1280, 720, 4, 0),
        view,
        (),
        True,
    )
    # "0" is the tag of the no-tricks chip; the current column's 6 must be there too.
    assert {x for x in texts if x.isdigit()} - {"0"} == {str(n) for n in range(1, 10)}
    assert f"Start: {NAMES[view.column_start]}" in texts


def test_three_players_show_the_dummys_cards(monkeypatch) -> None:
    """From the task choice on, the dummy's nine cards lie face up at the top, inside the
    window and clear of the corner panels; four players have no dummy."""
    drawn: list[tuple[Any, Box]] = []
    monkeypatch.setattr(
        ws_view.renderer, "card", lambda surface, face, box, *a, **k: drawn.append((face, box))
    )
    for seats, expected in ((3, 9), (4, 0)):
        match, state = _at(PLAY, seats=seats, seed=8)
        view = match.rules.view(state.deal, 0)
        lay = table_layout(1280, 720, seats, 0)
        drawn.clear()
        _paint(_table(match, NAMES[:seats]), pygame.Surface((1280, 720)), lay, view, (), True)
        shown = [(face, box) for face, box in drawn if face in view.dummy_cards]
        assert len(view.dummy_cards) == len(shown) == expected
        for _, box in shown:
            assert box.y >= 0 and box.right <= lay.score_panel.x
            assert box.x >= lay.info_panel.right
        assert _presenter(match, NAMES[:seats]).seat_label(DUMMY) == "Dummy"


def test_the_dealer_is_told_what_he_plays_for() -> None:
    """The dealer chooses no task (spec 6); his prompts say he scores on a task its
    owner misses (9.1), the other players' prompts do not."""
    prompts = collections.Counter()
    for seats in (3, 4):
        match, state = _at(PLAY, seats=seats, seed=9)
        presenter = _presenter(match, NAMES[:seats])
        rng = random.Random(9)
        while state.deal.phase == PLAY:
            seat = match.rules.to_act(state.deal)
            view = match.rules.view(state.deal, seat)
            prompt = presenter.prompt(view, view.legal)
            dealer = seat == view.dealer
            assert prompt == (t("ws.prompt_play_dealer") if dealer else t("table.prompt_play"))
            assert ("Dealer" in prompt) == dealer
            prompts[dealer] += 1
            state, _ = match.apply(state, rng.choice(view.legal))
    assert prompts[True] == 18 and prompts[False] == 9 * 2 + 9 * 3


def test_hot_seat_badges_keep_the_player_numbers() -> None:
    """'Player 1' and 'Player 2' must not both become 'Player' on a grid badge."""
    match = _match(seed=4)
    presenter = _presenter(match, ("Player 1", "Player 2", "Anna", "Christopher"))
    assert [presenter.short_name(s) for s in range(4)] == ["Pl.1", "Pl.2", "Anna", "Christ"]


def test_the_first_round_lays_no_grid_before_the_chip_draft() -> None:
    """The log's first line says who deals; the grid is laid (and logged) after the draft."""
    from game.core.events import DealStarted
    from game.ui.movelog import opening

    match = _match(seed=4)
    state = match.start()
    presenter = _presenter(match, NAMES4)
    event = opening(match, state)
    assert isinstance(event, DealStarted)
    lines = presenter.chronicle(event, match.rules.view(state.deal, 0)).lines
    assert lines == (f"{NAMES4[state.dealer]} deals",)


def test_the_summary_names_the_task_the_dealer_fulfilled() -> None:
    """When the dealer fulfils a task its owner missed, the summary says whose and which
    task counted for the dealer (not only "dealer")."""
    found = 0
    for seed in range(1, 200):
        match = _match(seed=seed)
        state, rng = match.start(), random.Random(seed)
        while not state.history:
            legal = match.legal_actions(state)
            state, _ = match.apply(state, legal[rng.randrange(len(legal))])
        record = state.history[-1]
        final = record.final_state
        if final.dealer_source < 0:
            continue
        presenter = _presenter(match, NAMES4)
        _, rows = presenter.summary(record, state)
        task = kind_name(KINDS[final.tasks[final.dealer_source]])
        assert rows[2].label == t("ws.sum_dealer_took", task=task, name=NAMES4[final.dealer_source])
        found += 1
        if found == 2:
            break
    assert found == 2
