"""The Stichln table: presenter and table behaviour, seats at 5-8 players, a whole round,
a monkey."""

from __future__ import annotations

import random
import re
from dataclasses import replace
from typing import Any

import pygame
import pytest

from game.app import App
from game.core.cards import Card
from game.core.events import CardPlayed, DealEnded, MatchDecided, TrickTaken
from game.core.match import DealRecord, Match, MatchState
from game.core.rules import Action, DealResult
from game.core.table import Seat
from game.games import REGISTRY
from game.games.stichln.events import MinusCardChosen, MinusCardsRevealed, TrickDiscarded
from game.games.stichln.options import StichlnOptions
from game.games.stichln.present import StichlnPresenter
from game.games.stichln.tables import CARDS, mask_to_cards
from game.games.stichln.view import StichlnTable, tag_box
from game.i18n import set_language
from game.present import TrickView
from game.ui.controller import Phase
from game.ui.layout import Box, TableLayout, back_fan, centered, table_layout
from game.ui.movelog import MoveLog
from game.ui.picking import usable
from game.ui.setup_model import TableSetup
from game.ui.table.screen import TableScreen
from game.ui.table.seam import Ask, Decision
from tests.ui.app_helpers import checked_handovers, close_app, open_app
from tests.ui.monkey import post_random_events

GAME = REGISTRY["stichln"]
NAMES = ("You", "Anna", "Ben", "Clara", "David", "Eva", "Felix", "Greta")


def _presenter(seats: int, **options: Any) -> StichlnPresenter:
    return StichlnPresenter(StichlnOptions(**options), NAMES[:seats])


def _table(presenter: StichlnPresenter) -> StichlnTable:
    return StichlnTable(presenter.rules.options, presenter, "stichln")


def _card_action(decision: Decision, legal: tuple[Action, ...], card: Card) -> Action | None:
    """What one hand card stands for, as the shared table reads the decision."""
    for action in decision.hand_actions(legal):
        if action.cards == (card,):
            return action
    kind = decision.lone_kind(legal)
    return Action(kind, (card,)) if kind else None


def test_cards_map_to_declarations_then_plays() -> None:
    """Every card is legal: the click declares it first, then plays it; hand sorted."""
    presenter = _presenter(5)
    table = _table(presenter)
    rules = presenter.rules
    lay = table_layout(1280, 720, 5, 0)
    rng = random.Random(3)
    state = rules.new_deal(5, 0, rng)
    kinds: dict[str, int] = {}
    while rules.to_act(state) is not None:
        seat = rules.to_act(state)
        view = rules.view(state, seat)
        legal = rules.legal_actions(state)
        hand = table.hand(view)
        assert sorted(hand) == sorted(view.hand)
        order = [(view.colours.index(c.suit), c.rank) for c in hand]
        assert order == sorted(order)
        decision = table.decision(Ask(view, legal, lay))
        assert usable(decision.hand_actions(legal)) == set(view.hand)
        actions = [_card_action(decision, legal, card) for card in hand]
        assert sorted(actions) == sorted(legal)
        kind = actions[0].kind
        kinds[kind] = kinds.get(kind, 0) + 1
        assert presenter.prompt(view, legal)
        state, _ = rules.apply(state, actions[rng.randrange(len(actions))])
    assert kinds == {"declare": 5, "play": 5 * 14}


def test_prompts_and_info_per_phase() -> None:
    """Declaring, leading, following; the led colour is named as the non-trump."""
    presenter = _presenter(4)
    rules = presenter.rules
    state = rules.new_deal(4, 3, random.Random(1))
    view = rules.view(state, 0)
    legal = rules.legal_actions(state)
    assert presenter.prompt(view, legal).startswith("Put one card face down")
    assert "0 of 4 down" in presenter.info_lines(view)[1]
    for _ in range(4):
        state, _ = rules.apply(state, rules.legal_actions(state)[0])
    view = rules.view(state, 0)
    assert presenter.prompt(view, rules.legal_actions(state)).startswith("Your lead")
    state, _ = rules.apply(state, rules.legal_actions(state)[0])
    view = rules.view(state, 1)
    led = presenter.colour_name(view.trick[0][1].suit)
    assert (
        presenter.prompt(view, rules.legal_actions(state))
        == f"Your turn: any card; every colour but {led} is trump"
    )
    assert any(led in line for line in presenter.info_lines(view))
    assert presenter.prompt(view, ()) == ""


def test_banners() -> None:
    """Turned-up minus cards and a discarded all-zero trick are announced; choosing is not."""
    presenter = _presenter(4)
    assert presenter.announce(MinusCardsRevealed((Card("R", 1),) * 4)) == "Minus colours revealed!"
    assert "Anna leads again" in presenter.announce(TrickDiscarded(1, (Card("R", 0),) * 4, 3))
    assert presenter.announce(MinusCardChosen(2)) is None


@pytest.mark.parametrize("seats", [3, 4, 5, 6, 7, 8])
def test_summary_rows_add_up_to_the_round_score(seats: int) -> None:
    """+1 cards - minus cards - own card = the engine's round score; totals add up."""
    match = Match(GAME, GAME.options({"rounds": 2}), seats, 40 + seats)
    state = match.start()
    rng = random.Random(seats)
    while not state.over:
        legal = match.legal_actions(state)
        state, _ = match.apply(state, legal[rng.randrange(len(legal))])
    presenter = StichlnPresenter(match.rules.options, NAMES[:seats])
    assert len(state.history) == 2
    for record in state.history:
        headings, rows = presenter.summary(record, state)
        assert len(headings) == 6 and len(rows) >= seats
        for seat, row in enumerate(rows[:seats]):
            assert row.label == NAMES[seat]
            _, plus, minus, card, round_score, total = row.values
            assert int(plus) + int(minus) + int(card) == int(round_score)
            assert int(round_score) == record.result.points[seat]
            assert int(total) == state.totals[seat]
            assert row.strong == (record.result.points[seat] == max(record.result.points))
        colours = record.result.details.minus_colours
        assert [row.values[0] for row in rows[:seats]] == [
            presenter.colour_name(c) for c in colours
        ]
    lines = presenter.match_result(state)
    assert len(lines) == seats + 1 and ("wins" in lines[0] or "Shared" in lines[0])


def _boxes(lay: TableLayout) -> list[tuple[int, Box]]:
    """Every box a seat owns on screen: fan cards, name plate, tag."""
    boxes = []
    for spot in lay.spots:
        boxes.append((spot.seat, spot.plate))
        boxes.append((spot.seat, tag_box(lay, spot)))
        if spot.side != "bottom":
            fan = back_fan(spot, 15, lay.small_w, lay.small_h, lay.scale)
            boxes.append(
                (
                    spot.seat,
                    Box(fan[0].x, fan[0].y, fan[-1].right - fan[0].x, fan[-1].bottom - fan[0].y),
                )
            )
    return boxes


def _overlap(a: Box, b: Box) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [5, 6, 7, 8])
def test_many_seats_sit_apart_and_inside_the_window(seats: int, size: tuple[int, int]) -> None:
    """From five players: no seat's fan, plate or tag touches another seat's or the hand."""
    table = _table(_presenter(seats))
    w, h = size
    for viewer in (0, seats - 1):
        lay = table.arrange(table_layout(w, h, seats, viewer))
        assert [spot.seat for spot in lay.spots] == list(range(seats))
        assert lay.spots[viewer].side == "bottom"
        assert lay.spots[(viewer + 1) % seats].side == "left", "clockwise: next on the left"
        boxes = _boxes(lay)
        info = lay.info_panel  # drawn with up to four lines of 16 px text
        info = Box(info.x, info.y, info.w, round(4.6 * 16 * lay.scale * 1.35))
        for seat, box in boxes:
            assert box.x >= 0 and box.right <= w and box.y >= 0 and box.bottom <= h
            assert seat == viewer or not _overlap(box, lay.hand_area)
            assert not _overlap(box, info)
        clashes = [
            (a, b)
            for i, (a, x) in enumerate(boxes)
            for b, y in boxes[i + 1 :]
            if a != b and _overlap(x, y)
        ]
        assert clashes == []
        slots = {spot.trick_slot for spot in lay.spots}
        assert len(slots) == seats
        assert len(boxes) == 3 * seats - 1


@pytest.fixture
def app(tmp_path, monkeypatch):
    """An app with a dummy window, no waiting and a fast clock."""
    application = open_app(
        tmp_path, monkeypatch, 0.1, bot_delay=0.0, animation="off", trick_pause=0.0
    )
    yield application
    close_app(application)


def _open(app: App, players: tuple[str, ...], seed: int, **options: Any) -> TableScreen:
    seats = tuple(Seat(p, NAMES[i]) for i, p in enumerate(players))
    table = TableScreen(app, TableSetup(GAME, seats, seed, dict(options)))
    app.stack.replace(table)
    return table


@pytest.mark.parametrize("seats", [4, 8])
def test_a_whole_round_on_screen_reaches_the_summary(app: App, seats: int) -> None:
    """Open the table, answer every human turn with the first legal card, draw frames."""
    table = _open(app, ("human",) + ("random",) * (seats - 1), 5)
    c = table.controller
    phases, frames = set(), 0
    for _ in range(8000):
        if c.phase == Phase.DEAL_SUMMARY:
            break
        phases.add(c.phase)
        if c.phase == Phase.AWAIT_HUMAN:
            c.human_action(c.human_legal()[0], app.now())
        app.step()
        frames += 1
    assert c.phase == Phase.DEAL_SUMMARY
    app.step()
    record = c.state.history[-1]
    assert record.final_state.phase == "done"
    assert sum(record.result.details.captured_counts) == seats * (record.final_state.hand_size - 1)
    assert {Phase.AWAIT_HUMAN, Phase.BOT_THINKING, Phase.ANIMATING} <= phases
    assert frames > 50


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
]


def test_monkey_at_the_stichln_table(app: App) -> None:
    """Random keys and clicks through pygame's queue at six seats, two of them hot-seat."""
    players = ("human", "random", "random", "human", "random", "random")
    table = _open(app, players, 17, rounds=2)
    rng = random.Random(11)
    posted, phases, kinds, reopened = 0, set(), set(), 0
    for _ in range(1100):
        posted += post_random_events(rng, KEYS)
        app.step()
        kinds.update(text.split(":")[0] for text in table.controller.state.log)
        tables = [s for s in app.stack.scenes if isinstance(s, TableScreen)]
        if not tables or tables[0].setup.game.id != "stichln":
            # Paused and quit to the menu: sit down at a fresh Stichln table.
            table.close()
            table = _open(app, players, 17 + reopened, rounds=2)
            reopened += 1
        table = next(s for s in app.stack.scenes if isinstance(s, TableScreen))
        c = table.controller
        phases.add(c.phase)
        table.match.rules.check_invariants(c.state.deal)
    assert posted == 2200
    assert {Phase.AWAIT_HUMAN, Phase.HANDOVER} <= phases
    assert {"declare", "play"} <= kinds
    assert reopened < 20


def test_no_minus_card_is_drawn_for_the_wrong_eyes(app: App, monkeypatch) -> None:
    """Hot-seat with secret minus colours: at every hand-over no private face is drawn."""
    table = _open(
        app, ("human", "random", "human", "random"), 4, minus_reveal="hidden_until_scoring"
    )
    handovers = checked_handovers(
        app, table, monkeypatch, lambda legal: legal[0], wanted=10, steps=6000
    )
    assert handovers >= 10


# --------------------------------------------------------------------- following a match
EVENT_KINDS = {
    "DealStarted",
    "MinusCardChosen",
    "MinusCardsRevealed",
    "CardPlayed",
    "TrickTaken",
    "TrickDiscarded",
    "DealEnded",
    "MatchDecided",
}
CODE = re.compile(r"\b[PNRYBG]\d{1,2}\b")  # a card code such as R12
IDENTIFIER = re.compile(r"[A-Za-z]+_[A-Za-z]+")


def _pick(rng: random.Random, legal: tuple[Action, ...], zeros: bool) -> Action:
    """A random action; with `zeros`, a 0 whenever there is one (so that all-zero tricks
    come up often enough to be logged)."""
    if zeros:  # keep the zeros for the tricks
        low = [a for a in legal if (a.kind == "play") == (a.cards[0].rank == 0)]
        if low:
            return low[0]
    return legal[rng.randrange(len(legal))]


def _run(
    seats: int, seed: int, zeros: bool = False, **options: Any
) -> list[tuple[Any, tuple[Any, ...], Any]]:
    """A whole match: (state before, events, state after) per action."""
    match = Match(GAME, GAME.options(options), seats, seed)
    state = match.start()
    rng = random.Random(seed)
    steps = []
    while not state.over:
        after, events = match.apply(state, _pick(rng, match.legal_actions(state), zeros))
        steps.append((state, events, after))
        state = after
    return steps


CONFIGS = [
    (3, 3, True, {"rounds": 1, "all_zero_trick": "discard_leader_leads_again"}),
    (4, 2, False, {"rounds": 2, "minus_reveal": "hidden_until_scoring"}),
    (5, 3, False, {"rounds": 1}),
    (
        7,
        4,
        True,
        {
            "rounds": 1,
            "minus_reveal": "hidden_until_scoring",
            "all_zero_trick": "discard_leader_leads_again",
        },
    ),
    (8, 5, False, {"rounds": 1}),
]


def _check_text(line: str, names: tuple[str, ...], japanese: bool) -> None:
    assert not CODE.search(line), line
    assert not IDENTIFIER.search(line), line
    for bad in ("{", "}", "None", "Card("):
        assert bad not in line, line
    if japanese:
        rest = line
        for name in names:
            rest = rest.replace(name, "")
        assert not re.search(r"[A-Za-z]", rest), line


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_event_is_chronicled_alike_for_every_seat(language: str) -> None:
    """Each event gives sentences; words only; the same whichever seat's view is `before`
    (so nothing one seat alone may see, such as its own face-down card, gets in)."""
    set_language(language)
    try:
        kinds: dict[str, int] = {}
        events_seen = sentences = 0
        for seats, seed, zeros, options in CONFIGS:
            presenter = StichlnPresenter(StichlnOptions(**options), NAMES[:seats])
            for before, events, _ in _run(seats, seed, zeros, **options):
                views = [presenter.rules.view(before.deal, s) for s in range(seats)]
                for event in events:
                    told = {presenter.chronicle(event, view) for view in views}
                    assert len(told) == 1, event
                    chronicle = told.pop()
                    assert chronicle.lines, event
                    for line in chronicle.lines:
                        _check_text(line, NAMES[:seats], language == "ja")
                    kinds[event.kind] = kinds.get(event.kind, 0) + 1
                    events_seen += 1
                    sentences += len(chronicle.lines)
        assert set(kinds) == EVENT_KINDS
        assert kinds["MatchDecided"] == len(CONFIGS)
        assert kinds["DealEnded"] == 6 and kinds["MinusCardChosen"] == 3 + 8 + 5 + 7 + 8
        assert kinds["TrickDiscarded"] >= 1
        assert events_seen > 500 and sentences > events_seen
    finally:
        set_language("en")


def test_a_face_down_minus_card_is_never_named_before_it_is_turned_up() -> None:
    """Hidden minus colours: until the end no log line names any colour but the played
    cards', and the choosing line names no colour at all."""
    options = {"rounds": 1, "minus_reveal": "hidden_until_scoring"}
    presenter = StichlnPresenter(StichlnOptions(**options), NAMES[:4])
    colours = [presenter.colour_name(c) for c in "PNRYBG"]
    checked = 0
    for before, events, _ in _run(4, 9, **options):
        view = presenter.rules.view(before.deal, 0)
        for event in events:
            lines = presenter.chronicle(event, view).lines
            if isinstance(event, MinusCardChosen):
                assert not any(colour in line for colour in colours for line in lines)
                checked += 1
            elif isinstance(event, TrickTaken):
                assert lines == (presenter.say("stichln.log_takes", event.winner),)
                checked += 1
    assert checked == 4 + 14


def test_sentences_name_cards_colours_and_points_in_words() -> None:
    """Plays, turned-up minus cards, tricks worth something, round scores; 'you' forms."""
    presenter = _presenter(4)
    presenter.you = 0
    rules = presenter.rules
    state = rules.new_deal(4, 3, random.Random(2))
    before = rules.view(state, 0)
    state, events = (
        rules.apply(state, Action("declare", (Card("R", 7),)))
        if Card("R", 7) in before.hand
        else rules.apply(state, rules.legal_actions(state)[0])
    )
    assert presenter.chronicle(events[0], before).lines == ("You put your minus card face down",)
    revealed = MinusCardsRevealed((Card("R", 7), Card("B", 3), Card("R", 0), Card("G", 12)))
    lines = presenter.chronicle(revealed, before).lines
    assert lines == (
        "The minus cards are turned up",
        "Your minus colour: red (the red 7)",
        "Anna: minus colour blue (the blue 3)",
        "Ben: minus colour red (the red 0)",
        "Clara: minus colour green (the green 12)",
    )
    played = presenter.chronicle(CardPlayed(1, Card("B", 12)), before)
    assert played.lines == ("Anna plays the blue 12",) and played.plays == ((1, Card("B", 12)),)
    shown = replace(before, declared=revealed.cards)
    taken = presenter.chronicle(
        TrickTaken(1, (Card("B", 12), Card("B", 4), Card("Y", 2), Card("R", 9)), -14, 2), shown
    )
    assert taken.lines == ("Anna takes the trick: -14 points (own minus colour: blue 12, blue 4)",)
    assert taken.closed == TrickView((), 1, note="-14 points for Anna")
    plain = presenter.chronicle(TrickTaken(0, (Card("B", 1),) * 4, 4, 3), shown)
    assert plain.lines == ("You take the trick: +4 points",)
    ended = presenter.chronicle(DealEnded((-3, 5, 0, 12)), shown)
    assert ended.lines == (
        "Round 1 is over",
        "You score -3 this round (total -3)",
        "Anna scores +5 this round (total 5)",
        "Ben scores +0 this round (total 0)",
        "Clara scores +12 this round (total 12)",
    )
    discarded = presenter.chronicle(TrickDiscarded(2, (Card("R", 0),) * 4, 5), shown)
    assert discarded.lines == ("All zeros: nobody takes the trick, Ben leads again",)
    assert discarded.closed is not None and discarded.closed.winner is None
    assert presenter.chronicle(MatchDecided((1, 3)), shown).lines == ("Shared win: Anna, Clara",)


@pytest.mark.parametrize(("seats", "seed", "zeros", "options"), CONFIGS)
def test_the_move_log_closes_every_trick_with_its_plays_and_taker(
    seats: int, seed: int, zeros: bool, options: dict[str, Any]
) -> None:
    """Per round: one closed trick per trick of the engine, the last one as the engine
    recorded it (a discarded trick has no taker)."""
    presenter = StichlnPresenter(StichlnOptions(**options), NAMES[:seats])
    log, closed, rounds = MoveLog(), 0, 0
    for before, events, after in _run(seats, seed, zeros, **options):
        view = presenter.rules.view(before.deal, 0)
        for event in events:
            chronicle = presenter.chronicle(event, view)
            log.record(event, chronicle)
            closed += chronicle.closed is not None
            if isinstance(event, DealEnded):
                final = after.history[-1].final_state
                assert closed == len(final.tricks) == final.hand_size - 1
                record = final.tricks[-1]
                assert log.last is not None and log.last.plays == record.plays
                assert log.last.winner == (record.winner if record.winner >= 0 else None)
                assert not log.running
                closed, rounds = 0, rounds + 1
    assert rounds == options["rounds"]


@pytest.mark.parametrize(("seats", "seed", "zeros", "options"), CONFIGS)
def test_score_sheet_and_round_points_agree_with_the_engine(
    seats: int, seed: int, zeros: bool, options: dict[str, Any]
) -> None:
    """Sheet rows add up to the totals; the viewer's round line matches the engine's
    round score at every play and at the end, where minus colours are public."""
    presenter = StichlnPresenter(StichlnOptions(**options), NAMES[:seats])
    presenter.you = 0
    hidden = options.get("minus_reveal") == "hidden_until_scoring"
    checked = 0
    steps = _run(seats, seed, zeros, **options)
    for _, _, after in steps:
        for deal in [after.deal] + ([after.history[-1].final_state] if after.history else []):
            view = presenter.rules.view(deal, 0)
            lines = presenter.deal_score_lines(view)
            if view.phase == "declare":
                assert lines == []
                continue
            assert view.own_score is not None
            assert lines[0].startswith(f"Your round: {view.own_score:+d} (other colours +")
            checked += 1
    assert checked >= len(steps) - seats * options["rounds"]
    hot_seat = StichlnPresenter(presenter.rules.options, NAMES[:seats])
    mid = next(after.deal for _, _, after in steps if after.deal.tricks)
    line = hot_seat.deal_score_lines(presenter.rules.view(mid, 0))
    if hidden:  # a hot-seat hand-over may show the panel: no secret part there
        assert line == [f"Trick {len(mid.tricks) + 1} of {mid.hand_size - 1}"]
    else:
        assert line[0].startswith("You this round: ")  # NAMES[0] is "You"
        assert ", minus colour " in line[0] and ", minus card " in line[0]
    final = steps[-1][2]
    sheet = presenter.score_sheet(final)
    assert len(sheet.rows) == options["rounds"] + 1 and sheet.headings == NAMES[:seats]
    *rounds, total = sheet.rows
    assert total.strong and not any(row.strong for row in rounds)
    assert [row.label for row in rounds] == [f"Round {i + 1}" for i in range(len(rounds))]
    for seat in range(seats):
        assert (
            sum(int(row.values[seat]) for row in rounds)
            == int(total.values[seat])
            == final.totals[seat]
        )
        assert [int(row.values[seat]) for row in rounds] == [
            record.result.points[seat] for record in final.history
        ]


def test_the_tally_counts_the_minus_colour_cards_played_this_round() -> None:
    """Per seat: cards of its minus colour in finished tricks and the running trick, as
    the engine's piles hold them; named in words."""
    presenter = _presenter(5)
    rules = presenter.rules
    state = rules.new_deal(5, 1, random.Random(6))
    rng = random.Random(6)
    checked = 0
    while rules.to_act(state) is not None:
        view = rules.view(state, 2)
        if view.phase == "play":
            played = [c for m in (*state.captured, state.discarded) for c in mask_to_cards(m)]
            played += [CARDS[c] for c in state.trick]
            for face in view.declared:
                assert face is not None
                expected = sum(1 for card in played if card.suit == face.suit)
                assert presenter.gone(view, face.suit) == expected
                assert (
                    presenter.gone_text(view, face)
                    == f"{presenter.colour_name(face.suit)} gone {expected}/{view.top_value + 1}"
                )
                checked += 1
        legal = rules.legal_actions(state)
        state, _ = rules.apply(state, legal[rng.randrange(len(legal))])
    assert checked == 5 * 5 * 14
    assert presenter.gone(rules.view(state, 0), "R") == sum(
        1 for m in state.captured for c in mask_to_cards(m) if c.suit == "R"
    )


def _match_state(seats: int, totals: tuple[int, ...], history: int) -> MatchState:
    """A match state with these totals (the score panel reads totals and history only)."""
    match = Match(GAME, GAME.options({}), seats, 1)
    state = match.start()
    record = DealRecord(0, 0, state.deal, DealResult(totals, None, details={}))
    return replace(state, totals=totals, history=(record,) * history)


def test_the_score_panel_lists_totals_from_the_first_round() -> None:
    """Before any round is over every player is listed; shared ranks for equal totals."""
    presenter = _presenter(4)
    assert presenter.score_lines(_match_state(4, (0, 0, 0, 0), 0)) == [
        "Round 1 of 4",
        "1. You: 0",
        "1. Anna: 0",
        "1. Ben: 0",
        "1. Clara: 0",
    ]
    assert presenter.score_lines(_match_state(4, (3, -7, 12, 3), 2)) == [
        "Round 3 of 4",
        "1. Ben: 12",
        "2. You: 3",
        "2. Clara: 3",
        "4. Anna: -7",
    ]


@pytest.mark.parametrize("seats", [7, 8])
def test_the_score_panel_is_compact_at_many_seats(seats: int) -> None:
    """Leaders and the viewer only, so the panel stays above the right column's seats."""
    presenter = _presenter(seats)
    table = _table(presenter)
    totals = tuple(range(seats, 0, -1))  # seat 0 leads, the last seat is last
    presenter.you = seats - 1
    lines = presenter.score_lines(_match_state(seats, totals, 1))
    assert lines == [
        f"Round 2 of {seats}",
        f"1. You: {seats}",
        f"2. Anna: {seats - 1}",
        f"{seats}. {NAMES[seats - 1]}: 1",
    ]
    presenter.you = 1  # the viewer among the leaders: the first three
    assert presenter.score_lines(_match_state(seats, totals, 1))[1:] == [
        f"1. You: {seats}",
        f"2. Anna: {seats - 1}",
        f"3. Ben: {seats - 2}",
    ]
    presenter.you = None  # hot-seat: the seat whose view the table drew last
    presenter.info_lines(
        presenter.rules.view(presenter.rules.new_deal(seats, 0, random.Random(1)), 4)
    )
    assert presenter.score_lines(_match_state(seats, totals, 1))[-1] == f"5. David: {seats - 4}"
    # With this round's line above them the panel still ends above every seat.
    for size in ((1280, 720), (1920, 1080)):
        lay = table.arrange(table_layout(*size, seats, 4))
        lines = 1 + len(presenter.score_lines(_match_state(seats, totals, 1)))
        panel = lay.score_panel
        panel = Box(panel.x, panel.y, panel.w, round((lines + 0.6) * 16 * lay.scale * 1.35))
        assert [seat for seat, box in _boxes(lay) if _overlap(box, panel)] == []


def _badge(lay: Any, slot: tuple[int, int]) -> Box:
    """Where the table puts a trick card's name badge: just below the card (assumed at
    most the card's width plus a margin and 22 px high at scale 1)."""
    card = centered(slot[0], slot[1], lay.card_w, lay.card_h)
    s = lay.scale
    return centered(card.center[0], card.bottom + 13 * s, lay.card_w + 8 * s, 22 * s)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [5, 6, 7, 8])
def test_trick_cards_and_their_name_badges_are_clear_of_the_seats(
    seats: int, size: tuple[int, int]
) -> None:
    """From five players the table names every trick card below it: the ring leaves that
    room, clear of every plate, tag and fan, the hand, the prompt and the other cards."""
    table = _table(_presenter(seats))
    lay = table.arrange(table_layout(*size, seats, 0))
    seat_boxes = [box for _, box in _boxes(lay)] + [lay.hand_area, lay.message]
    cards = [centered(*spot.trick_slot, lay.card_w, lay.card_h) for spot in lay.spots]
    badges = [_badge(lay, spot.trick_slot) for spot in lay.spots]
    for i, badge in enumerate(badges):
        assert not any(_overlap(badge, box) for box in seat_boxes)
        assert not any(_overlap(badge, card) for j, card in enumerate(cards) if j != i)
        assert not any(_overlap(cards[i], box) for box in seat_boxes)
    assert len(badges) == seats


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "Your round: -4 (other colours +3, minus colour -5, minus card -2)"),
        ("ja", "あなたの今回：-4（他の色 +3、マイナス色 -5、マイナス札 -2）"),
    ],
)
def test_the_round_line_names_each_number(language: str, expected: str) -> None:
    """The viewer's round line says what each number is (issue 30: "+0 0 -2 = -2")."""
    from game import i18n

    presenter = StichlnPresenter(StichlnOptions(), NAMES[:4])
    presenter.you = 0
    i18n.set_language(language)
    try:
        line = presenter.say("stichln.deal_parts", 0, plus="+3", minus="-5", card="-2", score="-4")
    finally:
        i18n.set_language("en")
    assert line == expected
