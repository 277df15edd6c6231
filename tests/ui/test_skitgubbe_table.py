"""The Skitgubbe table: presenter and table behaviour, a whole game on screen, a monkey."""

from __future__ import annotations

import dataclasses
import random
import re

import pygame
import pytest

from game.app import App
from game.core.cards import Card, parse_cards
from game.core.events import DealEnded, MatchDecided, TrickTaken
from game.core.match import Match
from game.core.rules import Action
from game.core.table import Seat
from game.games import REGISTRY, has_table
from game.games.skitgubbe.board import pickup_preview
from game.games.skitgubbe.events import (
    CardsAdded,
    CardsDrawn,
    CardsPlayed,
    Laid,
    LastCardTaken,
    LoserFound,
    NothingAdded,
    Phase2Started,
    PickedUp,
    PlayerOut,
    TieReplay,
    TrickAbandoned,
    TrickCleared,
)
from game.games.skitgubbe.options import SkitgubbeOptions
from game.games.skitgubbe.present import SkitgubbePresenter
from game.games.skitgubbe.rules import SkitgubbeRules
from game.games.skitgubbe.state import ADDING, DONE, PHASE1, PHASE2, SkitgubbeView
from game.games.skitgubbe.view import SkitgubbeTable, fan_layout, lay_boxes
from game.games.skitgubbe.words import card_words
from game.present import TrickView
from game.ui import picking
from game.ui.commands import Activate, Move
from game.ui.controller import Phase
from game.ui.layout import TableLayout, table_layout
from game.ui.movelog import MoveLog
from game.ui.setup_model import TableSetup
from game.ui.table.kit import table_kit
from game.ui.table.screen import TableScreen
from game.ui.table.seam import Ask, Decision, Paint
from tests.ui.app_helpers import close_app, open_app
from tests.ui.monkey import post_click, post_key

GAME = REGISTRY["skitgubbe"]
NAMES = ("Ann", "Bo", "Cy", "Di")


def _presenter(rules: SkitgubbeRules, seats: int = 3) -> SkitgubbePresenter:
    return SkitgubbePresenter(rules.options, NAMES[:seats])


def _table(rules: SkitgubbeRules, seats: int = 3, names: tuple[str, ...] = NAMES) -> SkitgubbeTable:
    return SkitgubbeTable(rules.options, SkitgubbePresenter(rules.options, names[:seats]), "french")


def _decision(
    table: SkitgubbeTable,
    view: SkitgubbeView,
    legal: tuple[Action, ...],
    lay: TableLayout | None = None,
) -> Decision:
    """The decision the shared table reads (at a 1280x720 table unless `lay` says)."""
    if lay is None:
        lay = table_layout(1280, 720, view.seats, view.seat)
    return table.decision(Ask(view, legal, lay))


def _card_action(decision: Decision, legal: tuple[Action, ...], card: Card) -> Action | None:
    """What the shared table asks of the rules for one hand card: its legal decision, else
    the decision's lone-card kind (so a refusal is the rules' precise sentence)."""
    for action in decision.hand_actions(legal):
        if action.cards == (card,):
            return action
    kind = decision.lone_kind(legal)
    return Action(kind, (card,)) if kind else None


def _hit(decision: Decision, x: int, y: int) -> Action | None:
    """The action a click on the table stands for: a target, else a button's press."""
    for target in decision.targets:
        if target.box.contains(x, y):
            return target.action
    for press in decision.presses:
        if press.box.contains(x, y):
            return press.action
    return None


def _paint(
    table: SkitgubbeTable,
    surface: pygame.Surface,
    lay: TableLayout,
    view: SkitgubbeView,
    legal: tuple[Action, ...],
    private: bool,
) -> None:
    """Every painter of the table, in drawing order."""
    for _, painter in table.painters():
        painter(Paint(surface, lay, view, legal, private))


def _reachable(table: SkitgubbeTable, view, legal) -> set[Action]:  # type: ignore[no-untyped-def]
    """Every action a player can reach: each card alone, every group of cards picked one
    click at a time (in any order), and every button."""
    found = set()
    decision = _decision(table, view, legal)
    actions = decision.hand_actions(legal)
    for card in view.hand:
        action = _card_action(decision, legal, card)
        if action in legal:  # a wrong card maps to an action the rules refuse, with reason
            found.add(action)
    for action in actions:
        for order in (action.cards, tuple(reversed(action.cards))):
            picked: tuple[Card, ...] = ()
            for card in order:
                picked, commit = picking.click(picked, card, actions)
                assert not commit
            assert picking.action_for(picked, actions) == action
        found.add(action)
    found.update(choice.action for choice in decision.buttons)
    return found


def _first_trick_state(rules: SkitgubbeRules):  # type: ignore[no-untyped-def]
    """3 players, dealer 2: seat 0 leads holding three Sevens."""
    hands = [parse_cards("7S 7H 7C"), parse_cards("9H 4D 4C"), parse_cards("KD 9C 7D")]
    return rules.deal_from_hands(hands, dealer=2)


def test_the_table_is_registered() -> None:
    """Skitgubbe can be chosen and gets its own table (four colours on request)."""
    from game.settings import Settings

    rules = SkitgubbeRules()
    assert has_table("skitgubbe")
    _, table = table_kit("skitgubbe", rules.options, NAMES, Settings(four_colour=True))
    assert isinstance(table, SkitgubbeTable) and table.face_style == "french4"


def test_phase1_cards_and_picks_reach_exactly_the_legal_plays() -> None:
    """A triple: three single cards, three pairs and the triple, all picked in the hand;
    the confirm words name the group."""
    rules = SkitgubbeRules()
    table = _table(rules)
    state = _first_trick_state(rules)
    view, legal = rules.view(state, 0), rules.legal_actions(state)
    decision = _decision(table, view, legal)
    assert len(legal) == 7
    assert table.presenter.choices(view, legal) == ("", [])
    assert picking.multi(decision.hand_actions(legal))
    assert _reachable(table, view, legal) == set(legal)
    triple = next(a for a in legal if len(a.cards) == 3)
    assert table.presenter.describe(view, triple) == "Play 3 Sevens"
    assert picking.usable(decision.hand_actions(legal)) == set(parse_cards("7S 7H 7C"))
    # The hand is sorted by rank in phase 1 (suits do not count).
    assert [c.rank for c in table.hand(view)] == sorted(c.rank for c in view.hand)


def test_dare_is_a_button_and_the_stock_is_clickable() -> None:
    """With daring on, the dare is offered as a button and by clicking the stock."""
    rules = SkitgubbeRules(SkitgubbeOptions(daring=True))
    table = _table(rules)
    state = rules.deal_from_hands(
        [parse_cards("2S 5H 9C"), parse_cards("9H 4D 4C"), parse_cards("KD 9D 7D")], dealer=2
    )
    view, legal = rules.view(state, 0), rules.legal_actions(state)
    _, choices = table.presenter.choices(view, legal)
    assert [c.action.kind for c in choices] == ["dare"]
    lay = table_layout(1280, 720, 3, 0)
    from game.games.skitgubbe.view import deck_spot

    spot = deck_spot(lay)
    decision = _decision(table, view, legal, lay)
    assert _hit(decision, *spot.center) == Action("dare")
    assert _hit(decision, 5, 5) is None


def test_additions_offer_nothing_and_groups_and_match_the_rules() -> None:
    """After the trick is decided: 'add nothing' and the pair as buttons, singles by click."""
    rules = SkitgubbeRules()
    table = _table(rules)
    state = _first_trick_state(rules)
    for text in ("play:7S", "play:9H", "play:KD"):
        state, _ = rules.apply(state, rules.decode(text))
    assert state.phase == ADDING
    seat = rules.to_act(state)
    view, legal = rules.view(state, seat), rules.legal_actions(state)
    title, choices = table.presenter.choices(view, legal)
    assert title == "Add cards of a rank on the table?"
    assert len(choices) == 1 and not choices[0].action.cards and choices[0].accent
    assert _reachable(table, view, legal) == set(legal)
    assert (
        table.presenter.prompt(view, legal)
        == "Add matching cards (click them, then Enter), or add nothing"
    )


def test_phase2_runs_are_picked_card_by_card_and_pickup_is_a_button() -> None:
    """Vector B1 (trumps hearts, top lay 8 of spades): a run is picked card by card and
    named on the confirm button; the pick-up is the one button."""
    rules = SkitgubbeRules()
    table = _table(rules, 2)
    presenter = table.presenter
    state = rules.phase2_from_hands([parse_cards("8S 3C"), parse_cards("7S 9S TS 2H AD")], "H", 0)
    state, _ = rules.apply(state, rules.decode("lay:8S"))
    view, legal = rules.view(state, 1), rules.legal_actions(state)
    actions = _decision(table, view, legal).hand_actions(legal)
    assert picking.usable(actions) == set(parse_cards("9S TS 2H"))
    _, choices = presenter.choices(view, legal)
    assert [c.action for c in choices] == [Action("pickup")]
    picked = picking.click(picking.click((), Card("S", 9), actions)[0], Card("S", 10), actions)[0]
    run = picking.action_for(picked, actions)
    assert run == rules.decode("lay:9S+TS") and presenter.describe(view, run) == "Lay 9-10 spades"
    assert picking.click((Card("S", 9),), Card("H", 2), actions)[0] == (Card("H", 2),)
    assert _reachable(table, view, legal) == set(legal)
    assert presenter.prompt(view, legal).startswith("Beat the top lay")
    # The hand groups suits with the trumps (hearts) on the right.
    assert table.hand(view)[-1] == Card("H", 2)


def test_cannot_beat_prompt_and_pickup_preview() -> None:
    """Vector U1: the chain ♠8♠9, ♠7, ♠5♠6 is taken, ♠3 stays; clicks on it pick up."""
    rules = SkitgubbeRules()
    seam = _table(rules, 2)
    state = rules.phase2_from_hands(
        [parse_cards("3S 5S 6S 7S 8S 9S 2C"), parse_cards("4D 5D")], "H", 0
    )
    view = rules.view(state, 1)
    table = tuple((0, parse_cards(text)) for text in ("3S", "5S 6S", "7S", "8S 9S"))
    view = dataclasses.replace(view, table=table, phase=PHASE2)
    assert pickup_preview(view) == (3, 2, 1)
    legal = (Action("pickup"),)
    assert seam.presenter.prompt(view, legal) == "You cannot beat the top lay: pick it up"
    _, choices = seam.presenter.choices(view, legal)
    assert choices[0].label == "Pick up 5 cards"
    lay = table_layout(1280, 720, 2, 1)
    boxes = lay_boxes(lay, tuple(cards for _, cards in table))
    decision = _decision(seam, view, legal, lay)
    assert _hit(decision, *boxes[2][0].center) == Action("pickup")
    assert _hit(decision, *boxes[0][0].center) is None  # ♠3 stays


def test_prompts_per_phase() -> None:
    """Lead, follow, tie replay and phase-2 lead each get their own sentence."""
    rules = SkitgubbeRules()
    presenter = _presenter(rules)
    state = rules.deal_from_hands(
        [parse_cards("QC 2S 3S"), parse_cards("5H 2D 3D"), parse_cards("QS QD 4C")], dealer=2
    )
    prompts = [presenter.prompt(rules.view(state, 0), rules.legal_actions(state))]
    state, _ = rules.apply(state, rules.decode("play:QC"))
    prompts.append(presenter.prompt(rules.view(state, 1), rules.legal_actions(state)))
    state, _ = rules.apply(state, rules.decode("play:5H"))
    state, events = rules.apply(state, rules.decode("play:QS+QD"))
    assert state.phase == PHASE1 and state.round == 1  # vector P2: A and C replay
    view = rules.view(state, 0)
    prompts.append(presenter.prompt(view, rules.legal_actions(state)))
    assert presenter.tied(view) == [0, 2]
    assert any(presenter.announce(e) == "Tie! Ann, Cy play again" for e in events)
    two = rules.phase2_from_hands([parse_cards("3C 4C"), parse_cards("9H")], "S", 0)
    prompts.append(presenter.prompt(rules.view(two, 0), rules.legal_actions(two)))
    assert prompts[0].startswith("Your lead") and prompts[1].startswith("Your turn")
    assert prompts[2].startswith("Tie!") and "run" in prompts[3]
    assert len(set(prompts)) == 4
    assert presenter.prompt(rules.view(two, 1), ()) == ""


def _random_game(seed: int, seats: int = 4):  # type: ignore[no-untyped-def]
    match = Match(GAME, SkitgubbeOptions(series_length=1), seats, seed)
    state = match.start()
    rng = random.Random(seed)
    states = [state.deal]
    batches = []
    while not state.over:
        before = state.deal
        state, events = match.apply(state, rng.choice(match.legal_actions(state)))
        batches.append(
            (before, state.deal if not state.over else state.history[-1].final_state, events)
        )
        states.append(state.deal)
    return match, state, states, batches


def test_summary_rows_add_up_to_the_deal_result() -> None:
    """'This game' is the engine's points, 'Times skitgubbe' the series' count, one LOSER."""
    for seed in (1, 2, 3):
        match, state, _, _ = _random_game(seed)
        presenter = _presenter(match.rules, 4)
        record = state.history[-1]
        headings, rows = presenter.summary(record, state)
        assert headings == NAMES
        by_label = {row.label: row.values for row in rows}
        assert by_label["This game"] == tuple(str(p) for p in record.result.points)
        assert by_label["Times skitgubbe"] == tuple(str(-v) for v in state.totals)
        assert sum(int(v) for v in by_label["This game"]) == -1
        assert by_label["Result"].count("LOSER") == 1
        assert by_label["Result"].index("LOSER") == record.result.details.loser
        left = sum(int(v) for v in by_label["Cards left"])
        assert left == sum(h.bit_count() for h in record.final_state.hands) > 0
        lines = presenter.match_result(state)
        assert lines[0] == f"{NAMES[record.result.details.loser]} is the skitgubbe!"


def test_flights_land_where_the_finished_picture_draws_the_cards() -> None:
    """Every flying card ends on the box the painters give it once the batch is applied."""
    match, _, _, batches = _random_game(4)
    table = _table(match.rules, 4)
    lay = table_layout(1280, 720, 4, 0)
    checked = 0
    for before, after, events in batches:
        flights = table.flights(events, lay, match.rules.view(before, 0))
        view_after = match.rules.view(after, 0)
        if view_after.phase in (PHASE1, ADDING):
            drawn = dict(fan_layout(lay, view_after))
        else:
            lays = tuple(cards for _, cards in view_after.table)
            drawn = {
                card: box
                for (_, cards), boxes in zip(view_after.table, lay_boxes(lay, lays), strict=True)
                for card, box in zip(cards, boxes, strict=True)
            }
        for seat_cards in flights.values():
            for _, card, box in seat_cards:
                if card in drawn:  # cards of a trick collected in the same batch are gone
                    assert drawn[card] == box
                    checked += 1
    assert checked > 50


def test_draw_center_shows_no_card_its_viewer_may_not_see(monkeypatch) -> None:
    """Every face the painters draw is public: never hidden from that seat, and from its
    own hand only a card everybody has seen."""
    from game import assets

    pygame.init()
    assets.clear_caches()  # fonts cached in an earlier pygame session are invalid now
    surface = pygame.Surface((1280, 720))
    match, _, states, _ = _random_game(5)
    rules = match.rules
    table = _table(rules, 4)
    drawn: list[Card | None] = []
    from game.ui import renderer

    monkeypatch.setattr(renderer, "card", lambda s, face, *a, **k: drawn.append(face))
    faces = 0
    for state in states[::3]:
        for seat in range(4):
            view = rules.view(state, seat)
            lay = table_layout(1280, 720, 4, seat)
            drawn.clear()
            _paint(table, surface, lay, view, (), False)
            hidden = rules.hidden_cards(state, seat)
            for face in drawn:
                if face is not None:
                    assert face not in hidden
                    # from the own hand only what everybody saw (the turned trump card)
                    assert face not in view.hand or face in view.known[seat]
                    faces += 1
    assert faces > 100


# ---------------------------------------------------------------- on screen


class FakeClock:
    """50 ms per call: animations and banners pass without waiting (no wall clock)."""

    def __init__(self) -> None:
        self.time = 0.0

    def __call__(self) -> float:
        self.time += 0.05
        return self.time


@pytest.fixture
def app(tmp_path, monkeypatch):
    """A dummy-driver app on a fake clock, animations on."""
    application = open_app(tmp_path, monkeypatch, bot_delay=0.0, animation="fast", trick_pause=0.1)
    application.now = FakeClock()  # type: ignore[method-assign]
    yield application
    close_app(application)


def _colours(surface: pygame.Surface) -> int:
    small = pygame.transform.scale(surface, (64, 36))
    return len({small.get_at((x, y))[:3] for x in range(64) for y in range(36)})


def test_a_whole_game_on_screen_to_the_summary_and_match_over(app: App) -> None:
    """Humans (hot-seat) take the first legal action, through keyboard where possible."""
    seats = (Seat("human", "Ann"), Seat("random", "Bo"), Seat("human", "Cy"))
    table = TableScreen(app, TableSetup(GAME, seats, 21, {"series_length": 1}))
    app.stack.replace(table)
    c = table.controller
    phases, kinds, handovers, frames = set(), set(), 0, 0
    for _ in range(60000):
        app.step()
        frames += 1
        phases.add(c.phase)
        if c.phase == Phase.HANDOVER:
            handovers += 1
            table.handle(Activate())
        elif c.phase == Phase.AWAIT_HUMAN:
            view, legal = c.display_view(), c.human_legal()
            assert table.presenter.prompt(view, legal)
            first = legal[0]
            kinds.add(first.kind)
            c.human_action(first, app.now())
        elif c.phase == Phase.DEAL_SUMMARY:
            break
        c.rules.check_invariants(c.state.deal)
    assert c.phase == Phase.DEAL_SUMMARY
    assert {Phase.AWAIT_HUMAN, Phase.ANIMATING, Phase.BOT_THINKING, Phase.HANDOVER} <= phases
    assert {"play", "lay"} <= kinds and handovers >= 2
    app.step()
    assert _colours(app.screen) > 5
    table.handle(Activate())
    app.step()
    assert c.phase == Phase.MATCH_OVER
    assert table.presenter.match_result(c.state)[0].endswith("is the skitgubbe!")
    assert frames > 100


def test_keyboard_plays_a_card_and_a_button(app: App) -> None:
    """Right (+ Enter where cards combine) picks a card, Enter plays it; Up selects the
    first button, Enter presses it."""
    seats = (Seat("human", "Ann"), Seat("random", "Bo"), Seat("random", "Cy"))
    table = TableScreen(app, TableSetup(GAME, seats, 3))
    app.stack.replace(table)
    c = table.controller
    pressed_card = pressed_button = False
    for _ in range(20000):
        app.step()
        if c.phase == Phase.DEAL_SUMMARY or (pressed_card and pressed_button):
            break
        if c.phase != Phase.AWAIT_HUMAN:
            continue
        legal = c.human_legal()
        turn = table.turn(table.layout())
        assert turn is not None
        choices = turn.decision.buttons
        before = len(c.state.log)
        if choices and not pressed_button:
            table.handle(Move(0, -1))
            assert len(c.state.log) == before and table.selection.choice_pick == 0, (
                "Up only selects"
            )
            table.handle(Activate())
            assert c.state.log[before] == c.rules.encode(choices[0].action)
            pressed_button = True
            continue
        table.handle(Move(1, 0))
        cursor = table.selection.cursor
        if cursor is None:
            c.human_action(legal[0], app.now())  # no card to play: move on
            continue
        card = table.hand_now(table.layout(), table.turn(table.layout()))[0][cursor]
        if not table.selection.picked:
            table.handle(Activate())  # where cards combine, Enter first picks the card
        assert table.selection.picked == (card,) and len(c.state.log) == before
        table.handle(Activate())
        assert c.state.log[before] == c.rules.encode(
            picking.action_for((card,), turn.offer.hand_actions)
        )
        pressed_card = True
    assert pressed_card and pressed_button


# Escape is rarer than the rest: at the pause menu random keys soon quit the table, and
# this monkey is meant to sit at the table.
KEYS = [
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_l,
    pygame.K_TAB,
] * 6 + [pygame.K_ESCAPE]


def test_monkey_at_the_skitgubbe_table(app: App) -> None:
    """Random keys and clicks through pygame's queue; the rules state stays consistent."""
    app.settings = app.settings.model_copy(update={"animation": "off", "trick_pause": 0.0})
    seats = (Seat("human", "Ann"), Seat("random", "Bo"), Seat("human", "Cy"), Seat("random", "Di"))
    rng = random.Random(7)
    posted = restarts = applied = 0
    phases = set()
    table = None
    for step in range(2200):
        tables = [s for s in app.stack.scenes if isinstance(s, TableScreen)]
        if not tables or tables[-1].setup.game is not GAME:
            # The game ended and the monkey left for the menus: sit down at a new table.
            table = TableScreen(app, TableSetup(GAME, seats, 100 + step))
            app.stack.replace(table)
            restarts += 1
        else:
            table = tables[-1]  # maybe under the pause screen
        if rng.random() < 0.5:
            post_key(rng.choice(KEYS))
        else:
            pos = (rng.randrange(1280), rng.randrange(720))
            if rng.random() < 0.5:
                post_click(pos)
            else:
                pygame.event.post(
                    pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
                )
        posted += 1
        app.step()
        c = table.controller
        phases.add(c.phase)
        applied = max(applied, len(c.state.log))
        c.rules.check_invariants(c.state.deal)
        if c.phase == Phase.HANDOVER:
            assert not c.show_private()  # nothing secret is drawn before the hand-over
        if c.phase == Phase.AWAIT_HUMAN:
            assert c.human_legal() and c.viewer == c.to_act()
    assert posted == 2200 and restarts >= 1 and applied > 20
    assert {Phase.AWAIT_HUMAN, Phase.HANDOVER} <= phases


# ---------------------------------------------------------------- following every move

FULL_NAMES = ("Ann", "Bo", "Cy", "Di", "Eve", "Flo")
# Events that carry no sentence of their own, and why.
TECHNICAL = {
    DealEnded: "only the -1/0 points; LoserFound has already said who lost",
    MatchDecided: "every game is a match of its own: LoserFound has already ended it",
}
# Every event a Skitgubbe game can emit (DealStarted comes only between deals, and every
# game is a match of one deal; CardPlayed belongs to other games).
EMITTED = {
    CardsPlayed,
    TieReplay,
    CardsAdded,
    NothingAdded,
    CardsDrawn,
    LastCardTaken,
    TrickTaken,
    TrickAbandoned,
    Phase2Started,
    Laid,
    PickedUp,
    TrickCleared,
    PlayerOut,
    LoserFound,
    DealEnded,
    MatchDecided,
}
CODE = re.compile(r"\b(?:[2-9TJQKA]|10)[CDHS]\b|\b[CDHS](?:[2-9TJQKA]|10)\b")
IDENTIFIER = re.compile(r"[A-Za-z]+_[A-Za-z]+")
RANK_LETTER = re.compile(r"(?<![A-Za-z])[JQKA](?![A-Za-z])")  # J Q K A in a run, 9-10-J


@dataclasses.dataclass
class Batch:
    """One applied action: the deal before and after it and its events."""

    before: object
    after: object
    events: tuple


def _played(seats: int, options: dict, seed: int):  # type: ignore[no-untyped-def]
    """A whole random game: the match, its final state and every batch."""
    match = Match(GAME, SkitgubbeOptions(**{"series_length": 1, **options}), seats, seed)
    state = match.start()
    rng = random.Random(seed)
    batches = []
    while not state.over:
        before = state.deal
        state, events = match.apply(state, rng.choice(match.legal_actions(state)))
        batches.append(
            Batch(before, state.history[-1].final_state if state.over else state.deal, events)
        )
    return match, state, batches


def _games():  # type: ignore[no-untyped-def]
    """Every registered test configuration (2-6 seats, the options) over three seeds."""
    for seats, options in GAME.test_configs:
        for seed in (1, 2, 3):
            yield _played(seats, options, seed)


def _shown(event) -> set[Card]:  # type: ignore[no-untyped-def]
    """The cards an event itself turns face up (the only ones its sentences may name)."""
    if isinstance(event, CardsPlayed | CardsAdded | Laid | TrickCleared):
        return set(event.cards)
    if isinstance(event, PickedUp):
        return {c for lay in event.lays for c in lay}
    if isinstance(event, TrickAbandoned):
        return {c for _, cards in event.returned for c in cards}
    if isinstance(event, Phase2Started):
        return {event.trump_card}
    return set()


def _clean(line: str, names: tuple[str, ...]) -> None:
    assert not CODE.search(line), line
    assert not IDENTIFIER.search(line), line
    for bad in ("{", "}", "None", "Card("):
        assert bad not in line, line


def _japanese_clean(line: str, names: tuple[str, ...]) -> None:
    rest = line
    for name in sorted(names, key=len, reverse=True):
        rest = rest.replace(name, "")
    rest = RANK_LETTER.sub("", rest)
    assert not re.search(r"[A-Za-z]", rest), line


def test_every_event_of_both_phases_is_told_cleanly_and_the_same_to_every_seat() -> None:
    """Random games of every test configuration: each event class yields sentences, none
    holds a code, a placeholder or an identifier (English and Japanese), none names a card
    its event did not show, and every seat's view before the event gives the same record."""
    from game.i18n import set_language

    told: dict[type, int] = {}
    events_checked = sentences = 0
    try:
        for match, _, batches in _games():
            seats = match.seats
            names = FULL_NAMES[:seats]
            presenter = SkitgubbePresenter(match.rules.options, names)
            for batch in batches:
                befores = [match.rules.view(batch.before, s) for s in range(seats)]
                hidden = set().union(
                    *(match.rules.hidden_cards(batch.after, s) for s in range(seats))
                )
                for event in batch.events:
                    set_language("en")
                    record = presenter.chronicle(event, befores[0])
                    assert all(presenter.chronicle(event, v) == record for v in befores[1:])
                    for line in record.lines:
                        _clean(line, names)
                        for card in hidden - _shown(event):
                            assert card_words(card) not in line, (line, card)
                    set_language("ja")
                    for line in presenter.chronicle(event, befores[0]).lines:
                        _clean(line, names)
                        _japanese_clean(line, names)
                    told[type(event)] = told.get(type(event), 0) + len(record.lines)
                    events_checked += 1
                    sentences += len(record.lines)
    finally:
        set_language("en")
    assert set(told) == EMITTED
    assert {kind for kind, count in told.items() if count == 0} == set(TECHNICAL)
    assert all(told[kind] > 0 for kind in EMITTED - set(TECHNICAL))
    assert events_checked > 10000 and sentences > 9000


def test_the_solo_human_reads_you() -> None:
    """With a solo human at seat 0 the sentences about that seat say 'You', never its name."""
    match, _, batches = _played(3, {"daring": True}, 5)
    presenter = SkitgubbePresenter(match.rules.options, FULL_NAMES[:3])
    presenter.you = 0
    mine = []
    for batch in batches:
        before = match.rules.view(batch.before, 0)
        for event in batch.events:
            # TrickCleared names its completing seat but tells of the trick, not of him.
            if getattr(event, "seat", None) == 0 and not isinstance(event, TrickCleared):
                mine += presenter.chronicle(event, before).lines
    assert len(mine) > 20
    assert [line for line in mine if not line.startswith("You ") or "Ann" in line] == []


def test_the_move_log_closes_every_trick_of_both_phases() -> None:
    """Fed a whole game, the move log closes one trick per phase-1 trick (taken or
    abandoned) and per phase-2 pick-up or cleared trick; each close is that trick: who
    played each card and who took it. `last` is the game's final close."""
    checked = {"taken": 0, "pickup": 0, "cleared": 0, "abandoned": 0}
    for match, state, batches in _games():
        presenter = SkitgubbePresenter(match.rules.options, FULL_NAMES[: match.seats])
        log = MoveLog()
        closes = 0
        last = None
        played: list[tuple[int, Card]] = []  # phase 1: every card of the running trick
        for batch in batches:
            before = match.rules.view(batch.before, 0)
            for event in batch.events:
                record = presenter.chronicle(event, before)
                log.record(event, record)
                if isinstance(event, CardsPlayed | CardsAdded):
                    played += [(event.seat, c) for c in event.cards]
                if record.closed is None:
                    continue
                closes += 1
                last = log.last
                if isinstance(event, TrickTaken):
                    assert log.last == TrickView(
                        tuple(played), event.winner, log.last.title, log.last.note
                    )
                    assert {c for _, c in played} == set(event.cards)
                    checked["taken"] += 1
                    played = []
                elif isinstance(event, TrickAbandoned):
                    assert log.last.winner is None and log.last.title
                    assert sorted(log.last.plays) == sorted(
                        (s, c) for s, cards in event.returned for c in cards
                    )
                    checked["abandoned"] += 1
                    played = []
                elif isinstance(event, PickedUp):
                    taken = [
                        (s, c) for s, cards in before.table if cards in event.lays for c in cards
                    ]
                    assert log.last.plays == tuple(taken) and log.last.winner == event.seat
                    checked["pickup"] += 1
                else:
                    assert isinstance(event, TrickCleared)
                    assert log.last.winner is None and log.last.title
                    assert {c for _, c in log.last.plays} == set(event.cards)
                    assert log.last.plays[-1][0] == event.seat  # the completing lay
                    checked["cleared"] += 1
        final = state.history[-1].final_state
        kinds = [type(e) for b in batches for e in b.events]
        assert closes == (
            final.tricks_done
            + kinds.count(TrickAbandoned)
            + kinds.count(PickedUp)
            + kinds.count(TrickCleared)
        )
        assert log.last == last
    assert min(checked.values()) >= 3 and sum(checked.values()) > 3000


def test_after_a_phase1_trick_and_a_pickup_the_last_trick_is_that_one() -> None:
    """Vector-sized deals: L shows the trick just taken, then the lay just picked up."""
    rules = SkitgubbeRules()
    presenter = _presenter(rules)
    log = MoveLog()
    state = _first_trick_state(rules)
    for text in ("play:7S", "play:9H", "play:KD", "add", "add"):
        before = rules.view(state, 1)
        state, events = rules.apply(state, rules.decode(text))
        for event in events:
            log.record(event, presenter.chronicle(event, before))
    assert log.last == TrickView(
        ((0, Card("S", 7)), (1, Card("H", 9)), (2, Card("D", 13))), 2, "", "3 cards"
    )
    two = rules.phase2_from_hands([parse_cards("8S 3C"), parse_cards("7S 9S TS 2H AD")], "H", 0)
    lines = []
    for text in ("lay:8S", "pickup"):
        before = rules.view(two, 0)
        two, events = rules.apply(two, rules.decode(text))
        for event in events:
            record = presenter.chronicle(event, before)
            lines += record.lines
            log.record(event, record)
    assert log.last == TrickView(((0, Card("S", 8)),), 1, "Picked up by Bo", "1 card")
    assert lines == ["Ann leads the 8 of spades", "Bo picks up the 8 of spades"]


def test_phase1_sentences_name_groups_ties_additions_and_draws() -> None:
    """Vector P2 and its trick: a group is 'two Queens', the tie names who replays, an
    addition and a pass are said, drawn cards are only counted."""
    rules = SkitgubbeRules()
    presenter = _presenter(rules)
    state = rules.deal_from_hands(
        [parse_cards("QC 2S 3S"), parse_cards("5H 2D 3D"), parse_cards("QS QD 4C")], dealer=2
    )
    lines = []
    for text in ("play:QC", "play:5H", "play:QS+QD"):
        before = rules.view(state, 0)
        state, events = rules.apply(state, rules.decode(text))
        lines += [line for e in events for line in presenter.chronicle(e, before).lines]
    assert "Cy plays two Queens" in lines
    assert "Tie! Ann, Cy play again" in lines
    assert "Ann draws 1 card" in lines and "Cy draws 2 cards" in lines


def test_nothing_added_is_an_event_and_a_sentence() -> None:
    """A seat that could add and adds nothing: NothingAdded, 'Bo adds nothing'."""
    rules = SkitgubbeRules()
    presenter = _presenter(rules)
    state = _first_trick_state(rules)
    for text in ("play:7S", "play:9H", "play:KD"):
        state, _ = rules.apply(state, rules.decode(text))
    seat = rules.to_act(state)
    before = rules.view(state, seat)
    state, events = rules.apply(state, rules.decode("add"))
    assert NothingAdded(seat) in events
    said = [line for e in events for line in presenter.chronicle(e, before).lines]
    assert said[0] == f"{NAMES[seat]} adds nothing"


def _series():  # type: ignore[no-untyped-def]
    """Three finished 4-seat games as one match state (as a series would add them up)."""
    records, totals = [], [0, 0, 0, 0]
    for index, seed in enumerate((1, 2, 3)):
        match, state, _ = _played(4, {}, seed)
        records.append(dataclasses.replace(state.history[-1], index=index))
        totals = [a + b for a, b in zip(totals, state.totals, strict=True)]
    return match, dataclasses.replace(state, history=tuple(records), totals=tuple(totals))


def test_the_score_sheet_names_each_loser_and_adds_up_to_the_losses() -> None:
    """A row per game with its loser (1 in the loser's column), the losses per player last,
    equal to the totals; the panel counts games and losses in a few lines."""
    match, state = _series()
    presenter = _presenter(match.rules, 4)
    sheet = presenter.score_sheet(state)
    assert sheet.headings == NAMES and len(sheet.rows) == 4
    for row, record in zip(sheet.rows[:-1], state.history, strict=True):
        loser = record.result.details.loser
        assert row.label == f"Game {record.index + 1}: {NAMES[loser]} lost"
        assert row.values == tuple("1" if s == loser else "0" for s in range(4))
    sums = [sum(int(row.values[s]) for row in sheet.rows[:-1]) for s in range(4)]
    assert sheet.rows[-1].strong and sheet.rows[-1].label == "Losses"
    assert [int(v) for v in sheet.rows[-1].values] == sums == [-t for t in state.totals]
    lines = presenter.score_lines(state)
    assert lines[0] == "Losses in 3 games" and len(lines) == 3
    assert " ".join(lines).count(":") == 4
    for seat in range(4):
        assert f"{NAMES[seat]}: {sums[seat]}" in " ".join(lines)
    fresh = dataclasses.replace(state, history=(), totals=(0, 0, 0, 0))
    assert presenter.score_lines(fresh)[0] == "Losses (no game finished yet)"


def test_deal_score_lines_agree_with_the_engine() -> None:
    """Phase 1: the won piles; phase 2: cards held or out; at the end: the cards left,
    as the summary's 'Cards left' counts them."""
    match, state, batches = _played(4, {}, 6)
    presenter = _presenter(match.rules, 4)
    seen = set()
    for batch in batches:
        deal = batch.after
        view = match.rules.view(deal, 0)
        text = " ".join(presenter.deal_score_lines(view)[1:])
        for seat in range(4):
            if deal.phase in (PHASE1, ADDING):
                expected = f"{NAMES[seat]}: {deal.won[seat].bit_count()}"
            elif deal.phase == PHASE2 and not deal.hands[seat]:
                expected = f"{NAMES[seat]}: out"
            else:
                expected = f"{NAMES[seat]}: {deal.hands[seat].bit_count()}"
            assert expected in text, (text, expected)
        seen.add(deal.phase)
    assert seen == {PHASE1, ADDING, PHASE2, DONE}
    final_view = match.rules.view(state.history[-1].final_state, 0)
    _, rows = presenter.summary(state.history[-1], state)
    left = {row.label: row.values for row in rows}["Cards left"]
    lines = presenter.deal_score_lines(final_view)
    assert lines[0] == "Cards left at the end"
    assert "  ·  ".join(lines[1:]) == "  ·  ".join(
        f"{n}: {v}" for n, v in zip(NAMES, left, strict=True)
    )


def test_the_trump_is_a_badge_never_a_second_copy_of_the_turned_card(monkeypatch) -> None:
    """In phase 2 the turned card is in a hand, on the table or out of play: the deck spot
    shows the trump suit as a badge, and no card face is drawn twice."""
    from game import assets
    from game.games.skitgubbe import view as view_module
    from game.ui import renderer

    pygame.init()
    assets.clear_caches()
    surface = pygame.Surface((1280, 720))
    faces: list[Card | None] = []
    badges: list[str] = []
    monkeypatch.setattr(renderer, "card", lambda s, face, *a, **k: faces.append(face))
    monkeypatch.setattr(view_module, "suit_badge", lambda s, box, suit, scale: badges.append(suit))
    checked = on_table = 0
    for seats in (2, 4, 6):
        match, _, batches = _played(seats, {}, 8)
        table = _table(match.rules, seats, FULL_NAMES)
        lay = table_layout(1280, 720, seats, 0)
        for batch in batches:
            view = match.rules.view(batch.after, 0)
            if view.trump is None:
                continue
            faces.clear()
            badges.clear()
            _paint(table, surface, lay, view, (), True)
            laid = [c for _, cards in view.table for c in cards]
            assert badges == [view.trump]
            assert len(faces) == len(set(faces)) == len(laid)
            assert (view.trump_card in faces) == (view.trump_card in laid)
            on_table += view.trump_card in laid
            checked += 1
    assert checked > 300 and on_table > 0


def test_phase1_cards_carry_their_players_names(monkeypatch) -> None:
    """Every seat with cards in the running trick has its name drawn once on its fan
    (the plays lie in fans, not in seat slots)."""
    from game import assets

    pygame.init()
    assets.clear_caches()
    surface = pygame.Surface((1280, 720))
    match, _, batches = _played(4, {}, 9)
    table = _table(match.rules, 4)
    labels: list[str] = []
    monkeypatch.setattr(table, "_label", lambda s, lay, text, *a, **k: labels.append(text))
    lay = table_layout(1280, 720, 4, 0)
    checked = 0
    for batch in batches:
        view = match.rules.view(batch.after, 0)
        if view.phase not in (PHASE1, ADDING) or not view.trick:
            continue
        labels.clear()
        table.paint_fans(Paint(surface, lay, view, (), True))
        seats = {p.seat for p in view.trick}
        assert sorted(x for x in labels if x in NAMES) == sorted(NAMES[s] for s in seats)
        checked += 1
    assert checked > 20


def test_a_wrong_card_hears_the_engines_precise_reason() -> None:
    """Clicking a card that may not be laid in phase 2 asks the rules with that phase's
    own kind: the refusal is the precise sentence, never the general "this is phase 2"
    one."""
    import random

    from game.core.match import Match

    game = REGISTRY["skitgubbe"]
    checked = {PHASE1: 0, PHASE2: 0}
    for seed in range(12):
        match = Match(game, game.options({"series_length": 1}), 3, seed)
        table = _table(match.rules, 3, ("A", "B", "C"))
        rng = random.Random(seed)
        state = match.start()
        while not state.over and sum(checked.values()) < 40:
            deal = state.deal
            seat = match.rules.to_act(deal)
            view = match.rules.view(deal, seat)
            legal = match.legal_actions(state)
            decision = _decision(table, view, legal)
            wrong = [card for card in view.hand if _card_action(decision, legal, card) not in legal]
            if view.phase in checked and wrong:
                action = _card_action(decision, legal, wrong[0])
                reason = match.rules.why_illegal(deal, action)
                assert reason is not None and getattr(reason, "key", "") != "phase2_lay"
                checked[view.phase] += 1
            state, _ = match.apply(state, rng.choice(legal))
    # Phase 1 has no wrong single card (any card may be played); phase 2 has many.
    assert checked[PHASE2] == 40, checked
