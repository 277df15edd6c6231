"""Hot-seat privacy, checked on every drawn frame of every game at every seat count.

The tables are driven through pygame's real event queue with the input people make:
double clicks on cards, Enter held down (key repeat), clicks and keys during animations
and bot turns, Esc, L and H at odd moments, clicks on the hand-over screen before its
button works. After every frame the test looks at what the renderer actually drew (every
card face, the Was Sticht trump cards and task rings) and checks it against its own
record of who confirmed the last hand-over: a seat's cards and secrets may be face up
only from its confirmation until its turn is over, and never under another screen.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

import pygame
import pytest

from game import assets
from game.app import App
from game.core.cards import Card
from game.core.events import DealStarted
from game.core.table import HUMAN
from game.games import REGISTRY
from game.games.was_sticht import view as ws_view
from game.ui.commands import Activate
from game.ui.controller import Phase
from game.ui.layout import hit_card
from game.ui.screens.rules_help import RulesScreen
from game.ui.table.screen import TableScreen
from tests.ui.app_helpers import close_app, open_table
from tests.ui.monkey import post_click, post_key

FRAME = 0.05  # seconds of the table's clock per frame
FRAMES = 900  # frames per table: several hand-overs each, a deal end at small tables


def _configs() -> list[tuple[str, tuple[str, ...]]]:
    """Every game and seat count: two humans among bots, and humans only."""
    configs = []
    for game_id, game in REGISTRY.items():
        for count in sorted(game.seats):
            two = ("human", "human", *("random",) * (count - 2))
            configs.append((game_id, two))
            if count > 2:
                configs.append((game_id, (HUMAN,) * count))
    return configs


CONFIGS = _configs()


def test_every_game_and_seat_count_is_covered() -> None:
    """2+3+... : each game's seat counts, with a two-human and an all-human table."""
    assert len(CONFIGS) == sum(2 * len(g.seats) - (2 in g.seats) for g in REGISTRY.values())
    assert len(CONFIGS) == 31


@dataclass
class Drawn:
    """What the renderer drew during one frame."""

    faces: list[Card] = field(default_factory=list)
    trumps: int = 0  # Was Sticht trump cards drawn face up
    rings: int = 0  # Was Sticht task chips ringed as a seat's task
    table_drawn: bool = False


@dataclass
class Record:
    """The test's own account of who may see what (not the controller's)."""

    open_seat: int | None = None
    log: int = 0
    deals: int = 0
    handover_seat: int | None = None
    confirmed: int = 0
    frames_checked: int = 0
    faces_checked: int = 0
    guard_refusals: int = 0
    deals_ended: int = 0
    shown: set[Card] = field(default_factory=set)  # cards shown face up to all this deal
    phases: set[Phase] = field(default_factory=set)


def _spy(monkeypatch: pytest.MonkeyPatch, drawn: Drawn) -> None:
    card_face = assets.card_face
    trump_card = ws_view.draw_trump_card
    chip = ws_view.draw_chip
    table_draw = TableScreen.draw

    def face(card: Card, *args: Any, **kwargs: Any) -> Any:
        drawn.faces.append(card)
        return card_face(card, *args, **kwargs)

    def trump(surface: Any, box: Any, kind: str, value: str | None, scale: float) -> None:
        drawn.trumps += value is not None
        trump_card(surface, box, kind, value, scale)

    def ring(
        surface: Any, box: Any, kind: str, done: bool, ring: bool, scale: float, empty: bool = False
    ) -> None:
        drawn.rings += ring
        chip(surface, box, kind, done, ring, scale, empty)

    def table(self: TableScreen, surface: Any) -> None:
        drawn.table_drawn = True
        table_draw(self, surface)

    monkeypatch.setattr(assets, "card_face", face)
    monkeypatch.setattr(ws_view, "draw_trump_card", trump)
    monkeypatch.setattr(ws_view, "draw_chip", ring)
    monkeypatch.setattr(TableScreen, "draw", table)


def _secret(table: TableScreen, deal: Any, seen_by: int | None) -> set[Card]:
    """Cards that must not be face up when only `seen_by` (or nobody) may look: what the
    rules hide from that seat (other hands, widow, stock, face-down minus cards), or from
    any seat. Was Sticht hides no card once the grid is laid (every card is drafted face
    up); its secrets, the trumps and the tasks, are checked on their own."""
    rules = table.match.rules
    if seen_by is not None:
        return set(rules.hidden_cards(deal, seen_by))
    cards: set[Card] = set()
    for seat in range(len(table.setup.seats)):
        cards |= set(rules.hidden_cards(deal, seat))
    return cards


def _cards_in(value: Any) -> set[Card]:
    """Every card an event (or a tuple of them) names, at any depth."""
    if isinstance(value, Card):
        return {value}
    if isinstance(value, tuple | list):
        return set().union(*(_cards_in(item) for item in value)) if value else set()
    fields = getattr(value, "__dataclass_fields__", None)
    if fields:
        return _cards_in(tuple(getattr(value, name) for name in fields))
    return set()


def _check_frame(app: App, table: TableScreen, drawn: Drawn, record: Record) -> None:
    """The frame just drawn shows no card or secret but the open seat's."""
    c = table.controller
    record.phases.add(c.phase)
    # The test's own model: a confirmation opens the confirmed seat; a commit that ends
    # its turn (someone else to act, or a new deal) closes it.
    if record.handover_seat is not None and c.phase != Phase.HANDOVER:
        record.open_seat, record.confirmed = record.handover_seat, record.confirmed + 1
    record.handover_seat = c.handover_seat if c.phase == Phase.HANDOVER else None
    deals = len(c.state.history)
    if (
        len(c.state.log) > record.log
        and record.open_seat is not None
        and (deals != record.deals or c.to_act() != record.open_seat)
    ):
        record.open_seat = None
    record.deals_ended += deals - record.deals
    record.log, record.deals = len(c.state.log), deals
    if c.phase == Phase.HANDOVER:
        record.open_seat = None
    covered = app.stack.top is not table
    seen_by = None if covered else record.open_seat
    if not drawn.table_drawn:
        # Only an opaque screen (the rules) hides the table: its card rows are examples.
        assert isinstance(app.stack.top, RulesScreen), app.stack.top
        return
    secret = _secret(table, c.display_deal, seen_by)
    batch = c.current_batch()
    if batch is not None:
        # Cards the events name were shown to everyone (played, laid, turned up), even
        # where they go face down again (a won pile) or back into a hand (a Skitgubbe
        # pick-up): everyone at the table saw them this deal.
        if any(isinstance(event, DealStarted) for event in batch.events):
            record.shown = set()
        record.shown |= _cards_in(batch.events)
    secret -= record.shown
    leaked = set(drawn.faces) & secret
    assert not leaked, (
        f"{table.setup.game.id} {c.phase} open={seen_by} drew {leaked} "
        f"{batch and batch.events} {c.viewer}"
    )
    record.frames_checked += 1
    record.faces_checked += len(drawn.faces)
    view = c.display_view()
    if table.setup.game.id == "was_sticht" and view.phase != "chips":
        dealer_open = seen_by is not None and seen_by == view.dealer
        if not view.revealed and not dealer_open:
            assert drawn.trumps == 0, f"trumps drawn face up for {seen_by}"
        if view.phase in ("draft", "task") and seen_by is None:
            assert drawn.rings == 0, "a task drawn while nobody may see it"


def _hand_click(table: TableScreen, rng: random.Random) -> tuple[int, int] | None:
    """A point on a playable hand card (its visible left strip), if any."""
    lay = table.layout()
    turn = table.turn(lay)
    if turn is None:
        return None
    cards, boxes, playable = turn.offer.cards, turn.boxes, turn.offer.usable
    spots = []
    for card, box in zip(cards, boxes, strict=True):
        if card in playable:
            x, y = box.x + max(3, box.w // 10), box.y + box.h // 2
            if hit_card(boxes, x, y) == cards.index(card):
                spots.append((x, y))
    return rng.choice(spots) if spots else None


def _act(table: TableScreen, rng: random.Random, waited: int) -> str:
    """Input of a human at their turn: a double click on a card, arrows and Enter (held
    now and then), or, when the table wants more than that, the first legal action."""
    c = table.controller
    if waited > 40:
        c.human_action(c.human_legal()[0], table.app.now())
        return "direct"
    roll = rng.random()
    point = _hand_click(table, rng)
    if point is not None and roll < 0.45:
        post_click(point, clicks=2)
        return "double click"
    post_key(pygame.K_RIGHT)
    post_key(pygame.K_RETURN, repeats=rng.choice((0, 0, 3)))
    return "keys"


def _noise(rng: random.Random, size: tuple[int, int]) -> None:
    """What people do while they wait: click anywhere, press Enter, look at the last
    trick, open the move log or the score sheet, pause and resume, open the how-to
    overlay (any key closes it)."""
    roll = rng.random()
    if roll < 0.3:
        post_click((rng.randrange(size[0]), rng.randrange(size[1])), clicks=rng.choice((1, 2)))
    elif roll < 0.45:
        post_key(pygame.K_RETURN, repeats=rng.choice((0, 4)))
    elif roll < 0.57:
        post_key(pygame.K_l)
    elif roll < 0.67:
        post_key(pygame.K_m)
    elif roll < 0.74:
        post_key(pygame.K_s)
    elif roll < 0.82:
        post_key(pygame.K_ESCAPE)
    elif roll < 0.9:
        post_key(pygame.K_h)
    else:
        post_key(pygame.K_SPACE)


def _handover_input(table: TableScreen, rng: random.Random, record: Record) -> bool:
    """At the hand-over: during the guard, the second click of a double click and a
    held Enter, which must not pass it (returns True); later a deliberate press of Enter
    or of the button."""
    c = table.controller
    button = table.layers.handover.button(table.layout()).center
    if not c.handover_ready(table.app.now()):
        post_click(button, clicks=2)
        post_key(pygame.K_RETURN, repeats=2)
        record.guard_refusals += 1
        return True
    if rng.random() < 0.5:
        post_key(pygame.K_RETURN)
    else:
        post_click(button)
    return False


def _watch(app: App, table: TableScreen, monkeypatch: pytest.MonkeyPatch) -> Record:
    """Check every frame the app draws from now on; returns the running record."""
    drawn, record = Drawn(), Record()
    _spy(monkeypatch, drawn)

    def on_frame(application: App) -> None:
        _check_frame(application, table, drawn, record)
        drawn.faces.clear()
        drawn.trumps = drawn.rings = 0
        drawn.table_drawn = False

    app.on_frame = on_frame
    return record


def _table(
    tmp_path: Any,
    monkeypatch: pytest.MonkeyPatch,
    game_id: str,
    players: tuple[str, ...],
    seed: int,
) -> tuple[App, TableScreen]:
    """A hot-seat table with default names, a stepping clock and quick animations."""
    return open_table(
        tmp_path,
        monkeypatch,
        game_id,
        players,
        seed,
        FRAME,
        animation="fast",
        bot_delay=0.2,
        trick_pause=0.4,
    )


@pytest.mark.parametrize(
    ("game_id", "players"), CONFIGS, ids=[f"{g}-{'-'.join(p)}" for g, p in CONFIGS]
)
def test_no_frame_shows_a_secret_to_the_wrong_player(
    tmp_path, monkeypatch, game_id: str, players: tuple[str, ...]
) -> None:
    """Every frame of a hot-seat table, whatever the players press, shows only what the
    seat that confirmed last may see, until its turn is over."""
    app, table = _table(tmp_path, monkeypatch, game_id, players, 7)
    humans = [table.presenter.seat_label(i) for i, p in enumerate(players) if p == HUMAN]
    assert humans == [f"Player {n}" for n in range(1, len(humans) + 1)], "never 'You'"
    record = _watch(app, table, monkeypatch)
    rng = random.Random(f"{game_id}{players}")
    ways: dict[str, int] = {}
    waited = 0
    for _ in range(FRAMES):
        c = table.controller
        top = app.stack.top
        guarded = False
        if top is not table:
            if rng.random() < 0.5 or isinstance(top, RulesScreen):
                post_key(pygame.K_ESCAPE)  # back to the table (resume, close the rules)
            elif rng.random() < 0.1:
                post_key(pygame.K_F1)
        elif c.phase == Phase.HANDOVER:
            guarded = _handover_input(table, rng, record)
        elif c.phase == Phase.AWAIT_HUMAN and rng.random() < 0.5:
            way = _act(table, rng, waited)
            ways[way] = ways.get(way, 0) + 1
        elif rng.random() < 0.3:
            _noise(rng, app.size)
        if c.phase == Phase.MATCH_OVER:
            break
        before = len(c.state.log)
        waited = waited + 1 if c.phase == Phase.AWAIT_HUMAN else 0
        app.step()
        if guarded:
            assert c.phase == Phase.HANDOVER, "a double click or held Enter passed it"
        if len(c.state.log) != before:
            waited = 0
        assert app.stack.scenes[0] is table, "the table was left"
    close_app(app)
    assert record.frames_checked >= FRAMES // 2
    assert record.faces_checked > 0
    assert record.confirmed >= 3, record.confirmed
    assert record.guard_refusals >= 3
    assert {Phase.HANDOVER, Phase.AWAIT_HUMAN, Phase.ANIMATING} <= record.phases
    assert ways.get("double click", 0) + ways.get("keys", 0) > ways.get("direct", 0)


def _until(app: App, done: Any, limit: int = 400) -> None:
    for _ in range(limit):
        if done():
            return
        app.step()
    raise AssertionError("the table never got there")


def _confirm(app: App, table: TableScreen) -> int:
    """Wait out the guard at a hand-over, then press Enter; returns the confirmed seat."""
    c = table.controller
    _until(app, lambda: c.phase == Phase.HANDOVER)
    seat = c.handover_seat
    assert seat is not None
    _until(app, lambda: c.handover_ready(app.now()))
    post_key(pygame.K_RETURN)
    app.step()
    assert c.phase != Phase.HANDOVER
    return seat


def test_stichln_double_click_on_the_minus_card_keeps_the_next_hand_hidden(
    tmp_path, monkeypatch
) -> None:
    """Regression: `--game stichln --seats human,human,strong,strong --seed 3`, Enter,
    then a double click on the leftmost card. The first click chose the secret minus
    card; the second used to pass the new hand-over and show Player 2's whole hand."""
    app, table = _table(tmp_path, monkeypatch, "stichln", ("human", "human", "strong", "strong"), 3)
    record = _watch(app, table, monkeypatch)
    c = table.controller
    assert _confirm(app, table) == 0
    _until(app, lambda: c.phase == Phase.AWAIT_HUMAN)
    lay = table.layout()
    boxes = table.hand_now(lay, table.turn(lay))[1]
    post_click((boxes[0].x + 4, boxes[0].y + boxes[0].h // 2))  # select, then play it
    post_click((boxes[0].x + 4, boxes[0].y + boxes[0].h // 2))
    for _ in range(2):
        app.step()
    assert c.state.log and all(a.startswith("declare:") for a in c.state.log)
    assert c.private_seat() is None  # committed: Player 1's hand is face down at once
    _until(app, lambda: c.phase == Phase.HANDOVER)
    assert c.handover_seat == 1
    # The rest of the double click and everything else people do in a hurry.
    post_click(table.layers.handover.button(table.layout()).center, clicks=2)
    post_key(pygame.K_RETURN, repeats=3)
    app.step()
    assert c.phase == Phase.HANDOVER and c.private_seat() is None
    assert _confirm(app, table) == 1
    assert c.private_seat() == 1
    assert record.frames_checked > 5
    close_app(app)


def test_schieber_hand_turns_face_down_at_the_commit(tmp_path, monkeypatch) -> None:
    """Regression: `--game schieber --seats human,strong,human,strong --seed 33`. After a
    human pushes or plays, that hand used to stay face up while the bot thought."""
    app, table = _table(
        tmp_path, monkeypatch, "schieber", ("human", "strong", "human", "strong"), 33
    )
    record = _watch(app, table, monkeypatch)
    c = table.controller
    hidden_frames = 0
    for _ in range(4):
        seat = _confirm(app, table)
        _until(app, lambda: c.phase == Phase.AWAIT_HUMAN)
        if any(a.kind == "push" for a in c.human_legal()):
            post_key(pygame.K_UP)  # to the buttons: the first is a contract, so push
            action = next(a for a in c.human_legal() if a.kind == "push")
            c.human_action(action, app.now())
        else:
            post_key(pygame.K_RIGHT)
            post_key(pygame.K_RETURN)
        _until(app, lambda seat=seat: c.to_act() != seat)
        # From the commit on, until the next hand-over is confirmed, no hand is face up.
        while c.phase != Phase.HANDOVER:
            assert c.private_seat() is None
            hidden_frames += 1
            app.step()
    assert hidden_frames > 10 and record.confirmed >= 3
    assert record.phases >= {Phase.BOT_THINKING, Phase.ANIMATING}
    close_app(app)


def test_a_held_enter_does_not_skip_the_deal_summary(tmp_path, monkeypatch) -> None:
    """Enter still held (auto-repeat) from the last card leaves the summary up; a fresh
    press closes it."""
    app, table = _table(
        tmp_path, monkeypatch, "schieber", ("human", "random", "random", "random"), 5
    )
    c = table.controller
    for _ in range(4000):
        if c.phase == Phase.DEAL_SUMMARY:
            break
        if c.phase == Phase.AWAIT_HUMAN:
            c.human_action(c.human_legal()[0], app.now())
        app.step()
    assert c.phase == Phase.DEAL_SUMMARY
    table.handle(Activate(repeat=True))
    assert c.phase == Phase.DEAL_SUMMARY
    table.handle(Activate())
    assert c.phase != Phase.DEAL_SUMMARY
    close_app(app)


def _decisions(
    tmp_path: Any,
    monkeypatch: pytest.MonkeyPatch,
    game_id: str,
    players: tuple[str, ...],
    count: int,
) -> list[tuple[str, bool]]:
    """The first `count` human decisions of a hot-seat table as (phase of the deal, whether
    a hand-over screen came before it), each taken as its first legal action."""
    app, table = open_table(
        tmp_path, monkeypatch, game_id, players, 7, FRAME, animation="off", bot_delay=0.0
    )
    c = table.controller
    seen: list[tuple[str, bool]] = []
    handed = False
    for _ in range(4000):
        if len(seen) >= count or c.phase == Phase.MATCH_OVER:
            break
        if c.phase == Phase.HANDOVER:
            handed = True
            c.confirm_handover(app.now() + 1)
        elif c.phase == Phase.AWAIT_HUMAN:
            # Privacy: whatever the decision, nothing private shows without a hand-over.
            assert c.show_private() == handed
            seen.append((str(getattr(c.display_view(), "phase", "")), handed))
            handed = False
            c.human_action(c.human_legal()[0], app.now())
        elif c.phase == Phase.DEAL_SUMMARY:
            c.confirm_summary(app.now())
        app.step()
    close_app(app)
    return seen


def test_was_sticht_chip_draft_has_no_handover_but_the_card_draft_does(
    tmp_path, monkeypatch
) -> None:
    """The chip draft shows nothing secret: twenty picks pass without a hand-over screen;
    the first card taken from the grid (the dealer's trumps, then the hand) gets one."""
    seen = _decisions(tmp_path, monkeypatch, "was_sticht", (HUMAN,) * 4, 24)
    chips = [handed for phase, handed in seen if phase == "chips"]
    assert len(chips) == 20
    assert not any(chips)
    draft = [handed for phase, handed in seen if phase == "draft"]
    assert len(draft) == 4
    assert all(draft)  # every seat takes in turn: each pick is a new seat's secret


@pytest.mark.parametrize("game_id", ["klaverjas", "stichln", "schieber", "skitgubbe"])
def test_other_games_hand_over_before_every_new_seat(tmp_path, monkeypatch, game_id) -> None:
    """Games whose every decision shows the hand keep a hand-over before each new seat."""
    seats = min(REGISTRY[game_id].seats)
    seen = _decisions(tmp_path, monkeypatch, game_id, (HUMAN,) * max(3, seats), 12)
    assert len(seen) == 12
    assert seen[0][1]
    assert sum(handed for _, handed in seen) >= 6
