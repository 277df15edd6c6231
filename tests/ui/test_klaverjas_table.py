"""The Klaverjas table: adapter behaviour, a whole deal on screen, a monkey, hot-seat secrecy."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from game.app import App
from game.core.cards import PIQUET32, Card
from game.core.events import Passed, TrumpChosen
from game.core.match import Match, MatchState
from game.core.rules import Action
from game.core.table import Seat
from game.games import REGISTRY
from game.games.klaverjas.events import (
    CardsLaidAway,
    DealThrownIn,
    Nat,
    Pit,
    RoemLost,
    RoemScored,
    SuitTurnedUp,
)
from game.games.klaverjas.options import KlaverjasOptions
from game.games.klaverjas.rules import KlaverjasRules
from game.games.klaverjas.view import ALWAYS, MARK, KlaverjasTable
from game.ui.commands import Activate, Move
from game.ui.controller import Phase
from game.ui.layout import table_layout
from game.ui.screens.table import TableScreen
from game.ui.setup_model import TableSetup
from tests.ui.app_helpers import checked_handovers, close_app, open_app
from tests.ui.monkey import post_random_events

GAME = REGISTRY["klaverjas"]
NAMES4 = ("You", "Anna", "Ben", "Clara")
NAMES3 = ("You", "Anna", "Ben")
ROEM = Action("roem")
PASS = Action("pass")


def _adapter(seats: int = 4, **options: Any) -> KlaverjasTable:
    rules = KlaverjasRules(KlaverjasOptions(**options))
    return KlaverjasTable(rules, NAMES4[:seats])


def _cards(text: str) -> tuple[Card, ...]:
    return PIQUET32.parse_many(text)


def _hands4() -> list[tuple[Card, ...]]:
    """Dealer 3, so seat 0 is first hand; seat 0 holds no diamonds."""
    return [_cards("JH 9H AS TS KC QC 7C 8S"), _cards("AH TH KH QH JS 9S 7S 8H"),
            _cards("AD TD KD QD JD 9D 8D 7D"), _cards("AC TC JC 9C 8C 7H KS QS")]


def _view(adapter: KlaverjasTable, state: Any) -> Any:
    return adapter.rules.view(state, adapter.rules.to_act(state))


def _apply(rules: KlaverjasRules, state: Any, *texts: str) -> Any:
    for text in texts:
        state, _ = rules.apply(state, rules.decode(text))
    return state


# ----------------------------------------------------------------- choices and cards
def test_bid_buttons_are_exactly_the_legal_actions() -> None:
    """Free choice, the forced second round, Utrecht and turn-up: every legal bid once."""
    cases = 0
    for options, passes in (({}, 0), ({}, 4), ({"trump_selection": "forced_first_hand"}, 0),
                            ({"trump_selection": "turn_up"}, 0),
                            ({"trump_selection": "turn_up",
                              "turn_up_all_pass": "first_hand_plays_turned"}, 4)):
        adapter = _adapter(**options)
        state = adapter.rules.deal_from_hands(_hands4(), dealer=3, turned="H")
        state = _apply(adapter.rules, state, *["pass"] * passes)
        legal = adapter.rules.legal_actions(state)
        title, choices = adapter.choices(_view(adapter, state), legal)
        offered = [choice.action for choice in choices]
        assert sorted(offered) == sorted(legal) and len(set(offered)) == len(offered)
        assert title and all(choice.label for choice in choices)
        assert (PASS in offered) == (passes == 0 and options.get("trump_selection")
                                     != "forced_first_hand")
        cases += 1
    assert cases == 5


def test_turn_up_offers_only_the_turned_suit_by_name() -> None:
    """The turned-up suit is named in the title, the button and the badge text."""
    adapter = _adapter(trump_selection="turn_up")
    state = adapter.rules.deal_from_hands(_hands4(), dealer=3, turned="D")
    view = _view(adapter, state)
    title, choices = adapter.choices(view, adapter.rules.legal_actions(state))
    assert "Diamonds" in title and [c.label for c in choices] == ["Play Diamonds", "Pass"]
    assert adapter.prompt(view, adapter.rules.legal_actions(state)) == \
        "Play the turned-up Diamonds as trumps, or pass"


def test_cards_map_to_legal_plays_and_the_hand_is_sorted_by_power() -> None:
    """Through whole deals: playable = legal cards; a card click is its legal play or None."""
    rules = KlaverjasRules()
    adapter = KlaverjasTable(rules, NAMES4)
    rng = random.Random(5)
    checked = 0
    for deal in range(6):
        state = rules.new_deal(4, deal % 4, rng)
        while rules.to_act(state) is not None:
            legal = rules.legal_actions(state)
            view = _view(adapter, state)
            if view.phase == "play":
                hand = adapter.hand(view)
                assert sorted(hand) == sorted(view.hand)
                suits = [card.suit for card in hand]
                assert suits == sorted(suits, key=suits.index), "suits stay together"
                if view.trump in suits:
                    assert suits[0] == view.trump, "trumps first"
                plays = {a.cards[0] for a in legal if a.kind == "play"}
                assert adapter.playable(legal) == plays
                for card in hand:
                    action = adapter.card_action(view, legal, card)
                    assert (action in legal) if card in plays else action is None
                checked += 1
            state, _ = rules.apply(state, legal[rng.randrange(len(legal))])
    assert checked == 6 * 32


def test_trump_order_in_hand() -> None:
    """Trumps sort J 9 A 10 K Q 8 7 and plain suits A 10 K Q J 9 8 7."""
    adapter = _adapter()
    state = _apply(adapter.rules, adapter.rules.deal_from_hands(_hands4(), dealer=3),
                   "trump:C")
    hand = adapter.hand(adapter.rules.view(state, 3))
    assert [str(c) for c in hand] == ["JC", "9C", "AC", "TC", "8C", "KS", "QS", "7H"]


def test_laying_away_marks_two_cards_and_offers_the_legal_discard() -> None:
    """Three players: cards are marked at the table, taken back, then laid away."""
    adapter = _adapter(3)
    rules = adapter.rules
    state = rules.new_deal(3, 2, random.Random(3))
    state = _apply(rules, state, "trump:H")  # seat 0 (first hand) takes the widow
    view = _view(adapter, state)
    legal = rules.legal_actions(state)
    assert view.phase == "discard" and len(view.hand) == 12
    assert adapter.choices(view, legal) == ("", []) and "0 of 2" in adapter.prompt(view, legal)
    first, second, third = adapter.hand(view)[:3]
    for card in (first, second):
        mark = adapter.card_action(view, legal, card)
        assert mark == Action(MARK, (card,)) and adapter.intercept(view, mark) is None
    assert len(adapter.hand(view)) == 10 and first not in adapter.hand(view)
    title, choices = adapter.choices(view, legal)
    assert title and choices[0].action in legal and set(choices[0].action.cards) == {first,
                                                                                     second}
    assert [c.action for c in choices[1:]] == [Action(MARK, (first,)), Action(MARK, (second,))]
    # A third pick replaces the oldest; a click on a marked card's slot takes it back.
    adapter.intercept(view, Action(MARK, (third,)))
    assert adapter.marked == (second, third)
    lay = table_layout(1280, 720, 3, 0)
    slot = adapter._widow_slots(lay, 2, True)[0]
    taken = adapter.hit(view, legal, lay, *slot.center)
    assert taken == Action(MARK, (second,))
    adapter.intercept(view, taken)
    assert adapter.marked == (third,) and "1 of 2" in adapter.prompt(view, legal)
    adapter.intercept(view, Action(MARK, (first,)))
    discard = adapter.choices(view, legal)[1][0].action
    assert adapter.intercept(view, discard) == discard and adapter.marked == ()
    state, events = rules.apply(state, discard)
    assert any(isinstance(e, CardsLaidAway) for e in events)
    assert set(rules.view(state, 0).laid_away) == {third, first}


def _manual_claim_state(rules: KlaverjasRules, seed: int) -> Any:
    """Random play until the seat to act may claim roem."""
    rng = random.Random(seed)
    for deal in range(200):
        state = rules.new_deal(4, deal % 4, rng)
        while rules.to_act(state) is not None:
            legal = rules.legal_actions(state)
            if ROEM in legal:
                return state
            plays = [a for a in legal if a.kind != "roem"]
            state, _ = rules.apply(state, plays[rng.randrange(len(plays))])
    raise AssertionError("no roem to claim in 200 deals")


def test_roem_claim_buttons_and_always_claim() -> None:
    """Manual roem: claim / always claim; 'always' claims now and from then on for that seat."""
    adapter = _adapter(roem_claim="manual")
    state = _manual_claim_state(adapter.rules, 8)
    view = _view(adapter, state)
    legal = adapter.rules.legal_actions(state)
    title, choices = adapter.choices(view, legal)
    assert str(view.claimable_roem) in title
    assert [c.action for c in choices] == [ROEM, Action("roem", (), ALWAYS)]
    assert adapter.prompt(view, legal).startswith("Claim the roem")
    assert adapter.auto_action(view, legal) is None
    assert adapter.intercept(view, choices[1].action) == ROEM
    assert adapter.auto_action(view, legal) == ROEM
    other = adapter.rules.view(state, (view.seat + 1) % 4)
    assert adapter.auto_action(other, legal) is None, "the preference is per player"
    assert adapter.auto_action(view, tuple(a for a in legal if a != ROEM)) is None


def test_prompts_explain_the_follow_rules() -> None:
    """Lead, must trump, discard, follow suit, trumps led: one sentence each (Amsterdam)."""
    adapter = _adapter()
    rules = adapter.rules
    # Dealer 2: seat 3 is first hand and leads. Seats 0 and 1 hold no diamonds.
    hands = [_cards("JH AS TS KC QC 7C 8S 9S"), _cards("7H 8H KS QS JS 7S AC TC"),
             _cards("AD TD KD QD JD 9D 7D 9C"), _cards("8D 9H TH KH QH AH JC 8C")]
    base = _apply(rules, rules.deal_from_hands(hands, dealer=2), "trump:H")

    def prompt(*plays: str) -> str:
        state = _apply(rules, base, *plays)
        return adapter.prompt(_view(adapter, state), rules.legal_actions(state))

    expected = {
        (): "Your lead: play any card (click it twice, or arrows + Enter)",
        ("play:8D",): "You cannot follow: you must trump",
        ("play:8D", "play:JH"): "You cannot follow or overtrump: discard a card",
        ("play:8D", "play:JH", "play:KS"): "Your turn: follow suit (Diamonds)",
        ("play:9H",): "Trumps led: play a trump, higher if you can",
    }
    for plays, text in expected.items():
        assert prompt(*plays) == text, plays
    assert len(expected) == 5
    bid = rules.deal_from_hands(_hands4(), dealer=3)
    assert adapter.prompt(_view(adapter, bid), rules.legal_actions(bid)).startswith("Your turn")
    forced = _apply(rules, bid, "pass", "pass", "pass", "pass")
    assert adapter.prompt(_view(adapter, forced), rules.legal_actions(forced)).startswith(
        "You are first hand")
    assert adapter.prompt(_view(adapter, bid), ()) == ""


# ----------------------------------------------------------------- banners and sheets
def test_every_klaverjas_event_has_a_banner() -> None:
    """Trump choice, passes, turn-up, throw-in, laying away, roem, nat and pit."""
    adapter = _adapter()
    events = [TrumpChosen(1, "H"), Passed(2, 3), SuitTurnedUp("S", 1), SuitTurnedUp("C", 2),
              DealThrownIn(0), CardsLaidAway(1), RoemScored(2, 50, 3), RoemLost(1, 20, 4),
              Nat(1), Pit((0, 2), 100), Pit((1, 3), 0)]
    texts = [adapter.announce(event) for event in events]
    assert all(texts) and len(set(texts)) == len(events)
    assert texts[0] == "Anna plays Hearts" and "You & Ben" in texts[6]
    assert "Anna & Clara" in texts[8] and "+100" in texts[9]


def _play_match(game_options: dict[str, Any], seats: int, seed: int) -> MatchState:
    match = Match(GAME, GAME.options(game_options), seats, seed)
    state = match.start()
    rng = random.Random(seed)
    while not state.over:
        legal = match.legal_actions(state)
        state, _ = match.apply(state, legal[rng.randrange(len(legal))])
    return state


@pytest.mark.parametrize(("seats", "options"), [
    (4, {"game_length": 16}),
    (4, {"game_length": 12, "roem_claim": "manual", "pit_bonus_team": "makers_only"}),
    (3, {"game_length": 15}),
])
def test_summary_rows_add_up_to_the_engine_result(seats: int, options: dict[str, Any]) -> None:
    """cards + roem + pit + nat = the deal score of every side; totals match the match."""
    state = _play_match(options, seats, seed=21 + seats)
    adapter = KlaverjasTable(KlaverjasRules(GAME.options(options)), NAMES4[:seats])
    checked = nats = 0
    for index, record in enumerate(state.history):
        partial = MatchState(index, record.dealer, record.final_state,
                             _totals(state, index), state.history[:index + 1], None, ())
        headings, rows = adapter.summary(record, partial)
        assert len(headings) == len(record.final_state.setup.sides)
        by_label = {row.label: row.values for row in rows}
        assert by_label["Game total"] == tuple(str(partial.totals[s[0]])
                                               for s in record.final_state.setup.sides)
        if record.result.details["thrown_in"]:
            continue
        parts = adapter.deal_parts(record)
        sides = record.final_state.setup.sides
        for i, side in enumerate(sides):
            total = parts["cards"][i] + parts["roem"][i] + parts["pit"][i] + parts["nat"][i]
            assert total == parts["deal"][i] == record.result.points[side[0]]
        assert by_label["This deal"] == tuple(str(v) for v in parts["deal"])
        assert sum(parts["cards"]) == 162
        nat_row = any(label.startswith("Nat:") for label in by_label)
        assert nat_row == record.result.details["nat"]
        if record.result.details["nat"]:
            nats += 1
            if seats == 4:
                assert sum(parts["nat"]) == 0, "nat moves points, it makes none"
        checked += 1
    assert checked >= len(state.history) - 3 and checked >= 10
    assert nats >= 1, "a random game has at least one nat"


def _totals(state: MatchState, index: int) -> tuple[int, ...]:
    totals = [0] * len(state.totals)
    for record in state.history[:index + 1]:
        totals = [a + b for a, b in zip(totals, record.result.points, strict=True)]
    return tuple(totals)


def test_match_result_names_the_winners_and_every_total() -> None:
    """Teams, a single winner with three players, and a draw."""
    state = _play_match({"game_length": 2}, 4, seed=3)
    adapter = KlaverjasTable(KlaverjasRules(GAME.options({"game_length": 2})), NAMES4)
    lines = adapter.match_result(state)
    assert len(lines) == 3 and "win the game" in lines[0]
    three = _play_match({"game_length": 1}, 3, seed=4)
    lines3 = KlaverjasTable(KlaverjasRules(GAME.options({"game_length": 1})),
                            NAMES3).match_result(three)
    assert len(lines3) == 4 and ("wins the game" in lines3[0] or "draw" in lines3[0])


# ----------------------------------------------------------------- on screen
@pytest.fixture
def app(tmp_path, monkeypatch):
    """An app with a dummy window and no waiting."""
    application = open_app(tmp_path, monkeypatch, bot_delay=0.0, animation="off", trick_pause=0.0)
    yield application
    close_app(application)


def _open(app: App, players: tuple[str, ...], seed: int, **options: Any) -> TableScreen:
    seats = tuple(Seat(p, NAMES4[i]) for i, p in enumerate(players))
    table = TableScreen(app, TableSetup(GAME, seats, seed, dict(options)))
    app.stack.replace(table)
    return table


@pytest.mark.parametrize("players", [("human", "random", "random", "random"),
                                     ("human", "random", "random")])
def test_a_whole_deal_on_screen_reaches_the_summary(app: App, players: tuple[str, ...]) -> None:
    """Open the table, answer every human turn with the first legal action, draw frames."""
    _fast_clock(app)
    table = _open(app, players, 6)
    c = table.controller
    phases, frames = set(), 0
    for _ in range(5000):
        if c.phase == Phase.DEAL_SUMMARY:
            break
        phases.add(c.phase)
        if c.phase == Phase.AWAIT_HUMAN:
            legal = c.human_legal()
            if any(a.kind == "discard" for a in legal):
                _lay_away_with_keys(table)
            else:
                c.human_action(legal[0], app.now())
        app.step()
        frames += 1
    assert c.phase == Phase.DEAL_SUMMARY
    app.step()
    record = c.state.history[-1]
    assert record.final_state.phase == "done" and sum(record.result.card_points) in (0, 162)
    assert {Phase.AWAIT_HUMAN, Phase.BOT_THINKING, Phase.ANIMATING} <= phases
    assert frames > 30


def _lay_away_with_keys(table: TableScreen) -> None:
    """Mark two cards with Enter, then press the lay-away button with Up + Enter."""
    c = table.controller
    table.handle(Move(1, 0))
    table.handle(Activate())
    table.handle(Move(1, 0))
    table.handle(Activate())
    assert len(table.adapter.marked) == 2
    table.handle(Move(0, -1))
    table.handle(Activate())
    assert c.phase != Phase.AWAIT_HUMAN or c.display_view().phase != "discard"


def _fast_clock(app: App) -> None:
    """A tenth of a second passes per frame, so banners and pauses do not eat the run."""
    app.now = lambda: app.frames * 0.1  # type: ignore[method-assign]


KEYS = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN,
        pygame.K_SPACE, pygame.K_l, pygame.K_ESCAPE, pygame.K_a]


@pytest.mark.parametrize(("players", "options"), [
    (("human", "random", "human", "random"), {"roem_claim": "manual", "game_length": 3}),
    (("human", "human", "random"), {"roem_claim": "manual", "game_length": 3}),
])
def test_monkey_at_the_klaverjas_table(app: App, players: tuple[str, ...],
                                       options: dict[str, Any]) -> None:
    """Random keys and clicks through pygame's queue: no exception, the rules stay sound."""
    _fast_clock(app)
    table = _open(app, players, 13, **options)
    rng = random.Random(7)
    posted, phases, kinds, reopened = 0, set(), set(), 0
    for _ in range(1100):
        posted += post_random_events(rng, KEYS)
        app.step()
        kinds.update(text.split(":")[0] for text in table.controller.state.log)
        tables = [s for s in app.stack.scenes if isinstance(s, TableScreen)]
        if not tables or tables[0].setup.game.id != "klaverjas":
            # The monkey paused and quit to the menu (perhaps into another game): sit down
            # at a fresh Klaverjas table so the rest of the run still tests this one.
            table.close()
            table = _open(app, players, 13 + reopened, **options)
            reopened += 1
        table = next(s for s in app.stack.scenes if isinstance(s, TableScreen))
        c = table.controller
        phases.add(c.phase)
        table.match.rules.check_invariants(c.state.deal)
    assert posted == 2200
    assert {Phase.AWAIT_HUMAN, Phase.HANDOVER} <= phases
    assert {"play", "trump"} <= kinds and "push" not in kinds
    assert reopened < 20


def test_nothing_secret_is_drawn_during_the_hand_over(app: App, monkeypatch) -> None:
    """Hot-seat, three players: at every hand-over no private card face is drawn."""
    table = _open(app, ("human", "human", "random"), 2)
    # Humans take the last legal action: naming trumps, not passing.
    handovers = checked_handovers(app, table, monkeypatch, lambda legal: legal[-1],
                                  wanted=12, steps=4000)
    assert handovers >= 12
