"""The Was Sticht table: adapter answers, a whole round at a real (dummy) table, a monkey."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.app import App
from game.core.match import Match, MatchState
from game.core.table import Seat
from game.games import REGISTRY
from game.games.was_sticht import view as ws_view
from game.games.was_sticht.state import CHIPS, DEALER_CHIP, DONE, DRAFT, PLAY, TASK
from game.games.was_sticht.view import WasStichtTable
from game.i18n import t
from game.settings import Settings
from game.ui.commands import Activate, Move
from game.ui.controller import Phase
from game.ui.layout import table_layout
from game.ui.screens.pause import PauseScreen
from game.ui.screens.table import TableScreen
from game.ui.setup_model import TableSetup
from game.ui.tables import has_table, make_adapter
from tests.ui.app_helpers import close_app, open_app
from tests.ui.monkey import post_click, post_key

GAME = REGISTRY["was_sticht"]
NAMES4 = ("You", "Anna", "Ben", "Clara")


# --------------------------------------------------------------------- helpers
def _match(seats: int = 4, seed: int = 3, **options: Any) -> Match:
    return Match(GAME, GAME.options(options), seats, seed)


def _advance(match: Match, state: MatchState, until: Callable[[Any], bool],
             rng: random.Random, limit: int = 5000) -> MatchState:
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


# --------------------------------------------------------------------- adapter
def test_was_sticht_has_a_table() -> None:
    """The game is enabled in game select and gets its own adapter."""
    match = _match()
    assert has_table("was_sticht")
    adapter = make_adapter("was_sticht", match.rules, NAMES4, Settings())
    assert isinstance(adapter, WasStichtTable)
    assert adapter.face_style == "was_sticht"


def test_chip_draft_is_picked_on_the_table_not_by_buttons() -> None:
    """During the chip draft the targets are exactly the legal chips, inside the window,
    apart from each other; a click on one gives its action."""
    match, state = _at(CHIPS)
    legal = match.legal_actions(state)
    adapter = WasStichtTable(match.rules, NAMES4)
    view = _view_of_actor(match, state)
    lay = table_layout(1280, 720, 4, view.seat)
    assert adapter.choices(view, legal) == ("", [])
    targets = adapter.targets(view, legal, lay)
    assert sorted(tg.action for tg in targets) == sorted(legal)
    assert len(targets) == len(legal) == 12  # nobody holds a chip yet: all 12 kinds
    for i, a in enumerate(targets):
        assert a.box.x >= 0 and a.box.y >= 0
        assert a.box.right <= 1280 and a.box.bottom <= 720
        for b in targets[i + 1:]:
            assert not pygame.Rect(a.box.tuple()).colliderect(pygame.Rect(b.box.tuple()))
        x, y = a.box.center
        assert adapter.hit(view, legal, lay, x, y) == a.action
    assert adapter.hit(view, legal, lay, 2, 2) is None


def test_short_game_chip_draft_offers_only_new_kinds() -> None:
    """Short game: once a seat holds a kind, that kind is no target while others remain."""
    match = _match()
    rng = random.Random(5)
    state = _advance(match, match.start(), lambda d: d.phase == CHIPS and d.chips.held() >= 8,
                     rng)
    view = _view_of_actor(match, state)
    legal = match.legal_actions(state)
    targets = WasStichtTable(match.rules, NAMES4).targets(view, legal,
                                                          table_layout(1280, 720, 4, view.seat))
    held = set(view.chips_face_up[view.seat])
    offered = {tg.action.arg for tg in targets}
    assert len(held) == 2 and offered and not offered & held
    assert len(offered) == len(legal)


def test_card_draft_targets_are_the_cards_left_in_the_column() -> None:
    """The column's remaining cards are the targets, drawn in that column of the grid."""
    match, state = _at(DRAFT)
    match_state = _advance(match, state, lambda d: d.phase == DRAFT and d.column == 2 and
                           len(d.draft_log) == 9, random.Random(1))
    view = _view_of_actor(match, match_state)
    legal = match.legal_actions(match_state)
    lay = table_layout(1280, 720, 4, view.seat)
    adapter = WasStichtTable(match.rules, NAMES4)
    targets = adapter.targets(view, legal, lay)
    assert len(targets) == len(legal) == 3  # one of the column's four cards is taken
    column_x = ws_view.grid_box(lay, 2, 0).x
    assert {tg.box.x for tg in targets} == {column_x}
    assert {tg.action.cards[0] for tg in targets} == {c for c in view.columns[2] if c}
    assert adapter.choices(view, legal) == ("", [])
    assert adapter.prompt(view, legal) == t("ws.prompt_take", n=3)


def test_task_choices_are_the_legal_tasks() -> None:
    """The secret task is a button per open chip kind, each a legal action."""
    match, state = _at(TASK)
    legal = match.legal_actions(state)
    view = _view_of_actor(match, state)
    adapter = WasStichtTable(match.rules, NAMES4)
    title, choices = adapter.choices(view, legal)
    assert title == t("ws.task_title")
    assert [c.action for c in choices] == list(legal)
    assert len(choices) == len(set(view.chips_face_up[view.seat])) >= 1
    assert adapter.targets(view, legal, table_layout(1280, 720, 4, view.seat)) == []


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
        title, choices = WasStichtTable(match.rules, NAMES4).choices(view, legal)
        assert title == t("ws.turn_title")
        assert [c.action for c in choices] == list(legal) and len(choices) >= 2
        found += 1
        if found == 3:
            break
    assert found == 3


def test_card_action_and_playable_follow_the_rules() -> None:
    """In trick play a hand card maps to its legal play, an unplayable card to nothing."""
    match, state = _at(PLAY)
    state = _advance(match, state, lambda d: d.phase == PLAY and len(d.trick) == 1,
                     random.Random(2))
    legal = match.legal_actions(state)
    view = _view_of_actor(match, state)
    adapter = WasStichtTable(match.rules, NAMES4)
    hand = adapter.hand(view)
    playable = adapter.playable(legal)
    assert sorted(hand) == sorted(view.hand) and len(hand) == 9
    assert playable == {a.cards[0] for a in legal}
    mapped = [c for c in hand if adapter.card_action(view, legal, c) is not None]
    assert set(mapped) == playable and len(mapped) == len(legal)
    for card in hand:
        action = adapter.card_action(view, legal, card)
        assert (action in legal) if card in playable else action is None


def test_hand_shows_known_trumps_last_strongest_at_the_end() -> None:
    """After the reveal the trumps sit at the right end, the supertrump last."""
    match, state = _at(PLAY, seed=11)
    view = _view_of_actor(match, state)
    hand = WasStichtTable(match.rules, NAMES4).hand(view)
    colour, number = view.trump_colour, view.trump_number

    def level(card: Any) -> int:
        is_n = number != "none" and str(card.rank) == number
        is_c = colour != "none" and card.suit == colour
        return 3 if is_n and is_c else 2 if is_n else int(is_c)

    levels = [level(c) for c in hand]
    assert levels == sorted(levels)


def test_prompts_per_phase() -> None:
    """Each decision has its own one-line prompt; nothing to say when it is not your turn."""
    adapter = WasStichtTable(_match().rules, NAMES4)
    prompts = {}
    for phase in (CHIPS, DRAFT, TASK, PLAY):
        match, state = _at(phase)
        view = _view_of_actor(match, state)
        prompts[phase] = adapter.prompt(view, match.legal_actions(state))
        assert adapter.prompt(view, ()) == ""
    assert prompts[CHIPS] == t("ws.prompt_chip")
    assert prompts[TASK] == t("ws.prompt_task")
    assert prompts[PLAY] == t("table.prompt_play")
    assert len(set(prompts.values())) == 4


def test_info_panel_keeps_the_trumps_secret_until_the_reveal() -> None:
    """The panel is public: even the dealer's view shows no trump before column 9."""
    match, state = _at(DRAFT)
    adapter = WasStichtTable(match.rules, NAMES4)
    dealer_view = match.rules.view(state.deal, state.deal.dealer)
    assert dealer_view.trump_colour is not None  # the dealer does know them
    lines = adapter.info_lines(dealer_view)
    assert t("ws.trumps_secret", name=NAMES4[state.deal.dealer]) in lines
    assert not any(line.startswith("Trumps: ") and "secret" not in line for line in lines)
    match, state = _at(TASK)
    lines = adapter.info_lines(_view_of_actor(match, state))
    assert sum(line.startswith("Trumps: ") for line in lines) == 1
    assert len([line for line in lines if line.startswith("Hints")]) == 2  # 9 hints, 2 lines


def test_secret_trumps_and_task_drawn_only_with_show_private(monkeypatch) -> None:
    """The dealer's trump faces and one's own pending task need `show_private`."""
    pygame.init()
    surface = pygame.Surface((1280, 720))
    drawn: list[str | None] = []
    rings: list[bool] = []
    monkeypatch.setattr(ws_view, "draw_trump_card",
                        lambda s, box, kind, value, scale: drawn.append(value))
    real_chip = ws_view.draw_chip
    monkeypatch.setattr(ws_view, "draw_chip", lambda s, box, kind, done, ring, scale, empty=False:
                        (rings.append(ring), real_chip(s, box, kind, done, ring, scale, empty)))
    match, state = _at(DRAFT)
    adapter = WasStichtTable(match.rules, NAMES4)
    dealer = state.deal.dealer
    view = match.rules.view(state.deal, dealer)
    lay = table_layout(1280, 720, 4, dealer)
    adapter.draw_center(surface, lay, view, (), False)
    assert drawn == [None, None]
    drawn.clear()
    adapter.draw_center(surface, lay, view, (), True)
    assert drawn == [view.trump_colour, view.trump_number] and None not in drawn
    other = match.rules.view(state.deal, (dealer + 1) % 4)
    drawn.clear()
    adapter.draw_center(surface, table_layout(1280, 720, 4, other.seat), other, (), True)
    assert drawn == [None, None]
    # A chosen task: ringed for its owner at the screen only, until all are revealed.
    match, state = _at(TASK)
    chooser = state.deal.turn
    state, _ = match.apply(state, match.legal_actions(state)[0])
    if state.deal.phase == TASK:
        view = match.rules.view(state.deal, chooser)
        lay = table_layout(1280, 720, 4, chooser)
        rings.clear()
        adapter.draw_center(surface, lay, view, (), False)
        assert not any(rings) and len(rings) == 20
        rings.clear()
        adapter.draw_center(surface, lay, view, (), True)
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

    adapter = WasStichtTable(_match().rules, NAMES4)
    assert adapter.announce(ColumnHint(2, (), 1)) == "Hint for column 3: Anna would win"
    assert adapter.announce(ColumnHint(0, (), -1)) == "Hint for column 1: the dummy would win"
    assert adapter.announce(TrumpsRevealed("R", "5")) == "Trumps revealed: Red and 5"
    assert adapter.announce(TrumpsRevealed("none", "none")) == (
        "Trumps revealed: no colour and no number")
    assert "Ben: 2 tricks" in adapter.announce(TasksRevealed(((2, "EXACTLY_2"),)))
    assert adapter.announce(ChipCompleted(3, "SOLE_MOST", by_dealer=True)) == (
        "Dealer Clara: 'Most' turned")
    assert adapter.announce(DealerEarned(0, 1, "LAST_TRICK")) == (
        "Dealer You fulfilled 'Last trick', missed by Anna")


def test_summary_rows_add_up_to_the_deal_result() -> None:
    """Chips this round are the result's points; the totals match the completed chips."""
    match = _match(seed=8)
    rng = random.Random(8)
    state = match.start()
    adapter = WasStichtTable(match.rules, NAMES4)
    checked = 0
    while not state.over and checked < 3:
        before = len(state.history)
        state, _ = match.apply(state, rng.choice(match.legal_actions(state)))
        if len(state.history) == before:
            continue
        record = state.history[-1]
        headings, rows = adapter.summary(record, state)
        assert headings == NAMES4
        by_label = {row.label: row.values for row in rows}
        final = record.final_state
        assert by_label[t("ws.sum_round")] == tuple(str(p) for p in record.result.points)
        assert by_label[t("ws.sum_total")] == tuple(str(v) for v in state.totals)
        assert tuple(int(v) for v in by_label[t("ws.sum_total")]) == tuple(
            len(c) for c in final.chips.completed)
        assert sum(int(v) for v in by_label[t("ws.sum_tricks")]) == 9
        assert by_label[t("ws.sum_task")][final.dealer] == t("ws.sum_dealer")
        opened = tuple(int(v) for v in by_label[t("ws.sum_open")])
        assert all(o + int(c) == 5 for o, c in zip(opened, by_label[t("ws.sum_total")],
                                                   strict=True))
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
    lines = WasStichtTable(match.rules, NAMES4).match_result(state)
    assert len(lines) == 2 + 4
    winners = [NAMES4[s] for s in state.outcome.winners]
    assert all(name in lines[0] for name in winners)
    assert [line.split(".")[0] for line in lines[2:]] == sorted(
        line.split(".")[0] for line in lines[2:])
    assert lines[2].startswith("1. ")


def test_score_panel_counts_completed_chips() -> None:
    """One line per player with completed chips and their value."""
    match = _match(seed=6)
    rng = random.Random(6)
    state = _advance(match, match.start(), lambda d: d.round_index == 1 and d.phase == DRAFT,
                     rng)
    lines = WasStichtTable(match.rules, NAMES4).score_lines(state)
    assert len(lines) == 5
    for seat, line in enumerate(lines[1:]):
        assert line.startswith(f"{NAMES4[seat]}: {len(state.deal.chips.completed[seat])} of 5")


# --------------------------------------------------------------------- smoke
def _drive(app: App, table: TableScreen, done: Callable[[], bool], limit: int = 20000,
           keyboard: bool = False) -> int:
    """Frames until `done()`: humans take their first legal action (or use the keys)."""
    c = table.controller
    actions = 0
    for _ in range(limit):
        if done():
            return actions
        if c.phase == Phase.AWAIT_HUMAN:
            before = len(c.state.log)
            if keyboard and not table._choices()[1]:
                app.dispatch(Move(1, 0))
                app.dispatch(Activate())
            else:
                c.human_action(c.human_legal()[0], app.now())
            actions += len(c.state.log) - before
        elif c.phase in (Phase.HANDOVER, Phase.DEAL_SUMMARY):
            app.dispatch(Activate())
        _step(app)
    raise AssertionError("the table never got there")


def _colours(surface: pygame.Surface) -> int:
    small = pygame.transform.scale(surface, (64, 36))
    return len({small.get_at((x, y))[:3] for x in range(64) for y in range(36)})


def test_a_whole_round_at_the_table(app: App) -> None:
    """Chip draft, card draft by keyboard, tasks, nine tricks, then the deal summary."""
    seats = (Seat("human", "You"), Seat("random", "Anna"), Seat("random", "Ben"),
             Seat("random", "Clara"))
    table = TableScreen(app, TableSetup(GAME, seats, 2))
    app.stack.replace(table)
    c = table.controller
    seen: set[str] = set()

    def summary() -> bool:
        seen.add(c.display_view().phase)
        return c.phase == Phase.DEAL_SUMMARY

    by_keys = _drive(app, table, lambda: c.display_view().phase == TASK
                     or c.state.deal.phase == TASK, keyboard=True)
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
KEYS = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN,
        pygame.K_SPACE, pygame.K_l, pygame.K_ESCAPE, pygame.K_a, pygame.K_TAB]


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
