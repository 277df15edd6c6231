"""The Schieber table follows a match: move log, notice strip, score panel, Tafel, shown Weis."""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pygame
import pytest

from game import i18n
from game.core.cards import JASS36, Card
from game.core.events import DealStarted, Event, TrickTaken
from game.core.match import Match, MatchState
from game.games import REGISTRY
from game.games.schieber.events import MatchBonus, MeldKind, TargetReached, WeisDeclared
from game.games.schieber.options import SchieberOptions
from game.games.schieber.present import SchieberPresenter, deal_items
from game.games.schieber.rules import SchieberRules
from game.games.schieber.state import SchieberState
from game.games.schieber.view import SchieberTable
from game.i18n.refusals import card_text
from game.ui import renderer
from game.ui.layout import table_layout
from game.ui.movelog import MoveLog
from game.ui.table.seam import Paint
from tests.games.schieber.helpers import deal, play

GAME = REGISTRY["schieber"]
NAMES = ("Anna", "Ben", "Clara", "Dario")
# Small targets so that random matches end within a few deals, and every variant that
# changes what is said: manual Weis and Stöck with push back, finish_deal with STW, no
# multipliers, the Swiss preset.
CONFIGS: tuple[dict[str, Any], ...] = (
    {"target": 700},
    {"preset": "swiss_official", "target": 900},
    {
        "weis_declaration": "manual",
        "stoeck_declaration": "manual",
        "push_back": True,
        "target": 600,
    },
    {
        "end_mode": "finish_deal",
        "ausmach_order": "STW",
        "first_forehand": "dealer_right",
        "stoeck_claim_any_time": False,
        "target": 300,
    },
    {"target": 200, "multipliers": "none", "weis_full_tie": "earlier_player"},
)
SEEDS = (1, 2, 3, 4)
CARD_CODE = re.compile(r"\b(?:[6-9TJQKA][CDHS]|10[CDHS])\b")


@dataclass
class Step:
    """One event of a real match, with every seat's view before it and the deal after."""

    event: Event
    before: tuple[Any, ...]  # per seat
    deal_after: SchieberState


@dataclass
class Played:
    """A whole random match: its rules, steps and final state."""

    rules: SchieberRules
    steps: list[Step]
    final: MatchState


def play_match(options: dict[str, Any], seed: int) -> Played:
    """A match of random legal actions (the random bot's way), every event recorded."""
    match = Match(GAME, GAME.options(options), 4, seed)
    rules = match.rules
    assert isinstance(rules, SchieberRules)
    rng = random.Random(seed)
    state = match.start()
    steps: list[Step] = []
    while not state.over:
        before = tuple(rules.view(state.deal, seat) for seat in range(4))
        legal = match.legal_actions(state)
        history = len(state.history)
        state, events = match.apply(state, legal[rng.randrange(len(legal))])
        # A deal's last events belong to the finished deal, not the next one dealt.
        after = state.history[-1].final_state if len(state.history) > history else state.deal
        steps += [Step(event, before, after) for event in events]
    return Played(rules, steps, state)


def matches() -> Iterator[tuple[dict[str, Any], Played]]:
    """Every configuration over every seed."""
    for options in CONFIGS:
        for seed in SEEDS:
            yield options, play_match(options, seed)


@pytest.fixture(scope="module")
def played() -> list[tuple[dict[str, Any], Played]]:
    """The random matches, played once for the module."""
    return list(matches())


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    """Every test starts and ends in English."""
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def table(rules: SchieberRules, face_style: str = "french") -> SchieberPresenter:
    """The presenter of a hot-seat table (nobody is 'you')."""
    return SchieberPresenter(rules.options, NAMES, face_style)


def drawing(rules: SchieberRules, face_style: str = "french") -> SchieberTable:
    """The painters of a hot-seat table."""
    return SchieberTable(rules.options, table(rules, face_style), face_style)


def hidden_texts(
    rules: SchieberRules, deal_state: SchieberState, presenter: SchieberPresenter
) -> set[str]:
    """Every card some seat may not see after an event, in words."""
    hidden: set[Card] = set()
    for seat in range(4):
        hidden |= rules.hidden_cards(deal_state, seat)
    return {presenter.card_text(card) for card in hidden}


def test_every_event_is_told_the_same_to_every_seat_and_hides_nothing(
    played: list[tuple[dict[str, Any], Played]],
) -> None:
    """Each event class yields sentences; every seat's view gives the same ones; no raw
    codes, placeholders or reprs; no card still hidden from some seat is named."""
    seen: Counter[str] = Counter()
    sentences = 0
    for _, game in played:
        presenter = table(game.rules)
        for step in game.steps:
            told = [presenter.chronicle(step.event, view).lines for view in step.before]
            assert all(lines == told[0] for lines in told), step.event
            lines = told[0]
            assert lines, step.event
            seen[type(step.event).__name__] += 1
            hidden = hidden_texts(game.rules, step.deal_after, presenter)
            for line in lines:
                sentences += 1
                assert not CARD_CODE.search(line), line
                assert not re.search(r"[{}]|None|Card\(|\w+_\w+", line), line
                assert not [text for text in hidden if text in line], line
    expected = {
        "DealStarted",
        "TrumpChosen",
        "Passed",
        "WeisDeclared",
        "CardPlayed",
        "TrickTaken",
        "WeisScored",
        "StoeckScored",
        "StoeckLost",
        "TargetReached",
        "DealEnded",
        "MatchDecided",
    }
    # MatchBonus (all nine tricks to one team) hardly ever happens in random play: it has
    # its own scripted test below.
    assert set(seen) == expected, set(seen) ^ expected
    assert seen["MatchDecided"] == len(CONFIGS) * len(SEEDS)
    assert sum(seen.values()) > 2500 and sentences >= sum(seen.values())


def test_japanese_log_has_no_english(played: list[tuple[dict[str, Any], Played]]) -> None:
    """In Japanese no Latin letters but the players' names (multipliers use ×)."""
    i18n.set_language("ja")
    checked = 0
    for _, game in played[:8]:
        presenter = table(game.rules)
        for step in game.steps:
            for line in presenter.chronicle(step.event, step.before[0]).lines:
                bare = line
                for name in NAMES:
                    bare = bare.replace(name, "")
                assert not re.search("[A-Za-z]", bare), line
                checked += 1
    assert checked > 1000


def test_move_log_closes_every_trick_and_keeps_the_last(
    played: list[tuple[dict[str, Any], Played]],
) -> None:
    """Per deal: as many closed tricks as TrickTaken events, MoveLog.last = the last one."""
    deals = 0
    for _, game in played:
        presenter = table(game.rules)
        log = MoveLog()
        closed = taken = 0
        last_trick: TrickTaken | None = None
        last_plays: tuple[tuple[int, Card], ...] = ()
        for step in game.steps:
            if isinstance(step.event, DealStarted):
                assert closed == taken
                deals += 1
                closed = taken = 0
            chronicle = presenter.chronicle(step.event, step.before[0])
            log.record(step.event, chronicle)
            closed += chronicle.closed is not None
            if isinstance(step.event, TrickTaken):
                taken += 1
                last_trick = step.event
                last_plays = step.deal_after.tricks[-1].plays
                # L shows this trick until the next deal starts (then it has no last).
                assert log.last is not None
                assert log.last.plays == last_plays
                assert log.last.winner == last_trick.winner
                assert tuple(card for _, card in log.last.plays) == last_trick.cards
        assert closed == taken
        assert last_trick is not None
    assert deals > 20


def test_deal_score_lines_agree_with_the_engine(
    played: list[tuple[dict[str, Any], Played]],
) -> None:
    """At the end of every deal the panel's team totals are the engine's deal points."""
    checked = early = 0
    for _, game in played:
        presenter = table(game.rules)
        for record in game.final.history:
            view = game.rules.view(record.final_state, 0)
            lines = presenter.deal_score_lines(view)
            for team in (0, 1):
                line = f"{presenter.team_name(team)}: {record.result.points[team]}"
                assert line in lines, (lines, record.result.points)
                checked += 1
            early += record.final_state.winner_stage != "" and not record.result.complete
    assert checked > 40 and early >= 3


def test_score_sheet_rows_add_up(played: list[tuple[dict[str, Any], Played]]) -> None:
    """Each deal row: cards + Weis + Stöck + Match = the deal, which is the engine's;
    the deal columns add up to the match totals, shown strong at the bottom."""
    rows_checked = 0
    for _, game in played:
        presenter = table(game.rules)
        sheet = presenter.score_sheet(game.final)
        assert len(sheet.headings) == 10
        deal_rows, (total, to_go) = sheet.rows[:-2], sheet.rows[-2:]
        assert len(deal_rows) == len(game.final.history)
        sums = [0, 0]
        for row, record in zip(deal_rows, game.final.history, strict=True):
            for team in (0, 1):
                values = [int(v) for v in row.values[5 * team : 5 * team + 5]]
                assert sum(values[:4]) == values[4] == record.result.points[team]
                sums[team] += values[4]
            rows_checked += 1
        assert total.strong and to_go.strong
        assert (int(total.values[4]), int(total.values[9])) == tuple(sums)
        assert tuple(sums) == game.final.totals[:2]
        target = game.rules.options.target
        assert int(to_go.values[4]) == max(0, target - sums[0])
    assert rows_checked > 40


def test_score_lines_count_the_running_deal() -> None:
    """Mid-deal the panel adds what this deal has credited and says what is still needed."""
    rules, state = deal(
        [
            "6H 7H 8H 9H TH JH QH KH AH",
            "6S 7S 8S 9S TS JS QS KS AS",
            "6C 7C 8C 9C TC JC QC KC AC",
            "6D 7D 8D 9D TD JD QD KD AD",
        ],
        dealer=1,
        totals=(1000, 100),
    )
    state, _ = play(rules, state, "trump:H play:AH play:6D play:6C play:6S")
    presenter = table(rules)
    match = MatchState(1, 1, state, (1000, 100, 1000, 100), (), None, ())
    lines = presenter.score_lines(match)
    # Hearts x2 (classic); every seat holds a 9-card run (5 + 4 = 150), Anna's in trumps
    # wins: 300 Weis for Anna & Clara, and 11 card points, x2.
    assert lines == [
        "Target 3000",
        "Anna & Clara: 1000 +622, 1378 to go",
        "Ben & Dario: 100, 2900 to go",
    ]


def test_match_bonus_and_last_trick_in_the_log() -> None:
    """One team takes all nine tricks: the last trick's 5 are named, Match is logged and
    counted in the deal's points; each shown meld is named with its own value."""
    rules, state = deal(
        [
            "6H 7H 8H 9H TH JH QH KH AH",
            "6S 7S 8S 9S TS JS QS KS AS",
            "6C 7C 8C 9C TC JC QC KC AC",
            "6D 7D 8D 9D TD JD QD KD AD",
        ],
        dealer=1,
        target=5000,
    )
    presenter = table(rules)
    suits = [
        list(JASS36.parse_many(h))
        for h in (
            "6S 7S 8S 9S TS JS QS KS AS",
            "6C 7C 8C 9C TC JC QC KC AC",
            "6D 7D 8D 9D TD JD QD KD AD",
        )
    ]
    order = "trump:H " + " ".join(
        f"play:{h} play:{suits[2][i]} play:{suits[1][i]} play:{suits[0][i]}"
        for i, h in enumerate(["6H", "7H", "8H", "9H", "TH", "JH", "QH", "KH", "AH"])
    )
    log = MoveLog()
    lines: list[str] = []
    events: list[Event] = []
    for text in order.split():
        before = rules.view(state, 0)
        state, new = rules.apply(state, rules.decode(text))
        events += new
        for event in new:
            chronicle = presenter.chronicle(event, before)
            log.record(event, chronicle)
            lines += chronicle.lines
    assert "Anna takes the last trick, 49 points with the 5 for the last trick" in lines
    assert "Match! Anna & Clara took all nine tricks: 100 extra" in lines
    assert [type(e) for e in events].count(MatchBonus) == 1
    assert log.last is not None and log.last.note == "49 points, with 5 for the last trick"
    view = rules.view(state, 1)
    assert deal_items(view, 0).match == 100
    assert presenter.deal_score_lines(view)[1] == f"Anna & Clara: {state.final_points[0]}"
    # Hearts x2: cards, Match, both 9-card runs (150 each) and Stöck.
    assert state.final_points[0] == (157 + 100 + 300 + 20) * 2
    assert "Anna shows 5-card run to the Ace of hearts, 100" in lines


def test_weis_declaration_names_each_meld_with_its_own_value() -> None:
    """Two melds: both named, each with its own value, not the total; runs without cards."""
    presenter = table(SchieberRules())
    event = WeisDeclared(1, 170, (MeldKind(4, True, 150), MeldKind(3, False, 20)))
    assert presenter.announce(event) == "Ben: Weis, four of a kind, 150; 3-card run, 20"
    presenter.you = 1
    line = presenter.chronicle(event, None).lines
    assert line == ("You declare Weis: four of a kind, 150; 3-card run, 20",)
    i18n.set_language("ja")
    assert presenter.announce(event) == "Ben：ヴァイス、フォーカード 150点、3枚の連続 20点"


def test_engine_declares_every_meld_best_first() -> None:
    """A real declaration carries both melds, best first, values adding to the total."""
    rules, state = deal(
        [
            "9C 9D 9H 9S 6H 7H 8H JC QC",
            "6S 7S 8S TS JS QS KS AS AH",
            "6C 7C 8C TC KC AC TD JD QD",
            "6D 7D 8D KD AD TH JH QH KH",
        ],
        dealer=1,
    )
    _, events = play(rules, state, "trump:S play:9C")
    declared = [e for e in events if isinstance(e, WeisDeclared) and e.seat == 0]
    assert len(declared) == 1
    assert declared[0].melds == (MeldKind(4, True, 150), MeldKind(3, False, 20))
    assert declared[0].points == 170


def test_target_reached_in_words() -> None:
    """No checkpoint codes: the contract, trick number and the item are words."""
    presenter = table(SchieberRules(SchieberOptions(target=1000)))
    said = [
        presenter.chronicle(TargetReached(0, stage, (1000, 0)), None).lines[0]
        for stage in ("C0:S", "C1:W", "C4:T")
    ]
    assert said == [
        "Anna & Clara reach 1000 right after the contract, with their Stöck",
        "Anna & Clara reach 1000 after trick 1, with their Weis",
        "Anna & Clara reach 1000 after trick 4, with their tricks",
    ]
    assert presenter.announce(TargetReached(1, "C4:T", (0, 1000))) == (
        "Ben & Dario reach 1000 after trick 4!"
    )


def test_swiss_faces_name_swiss_suits() -> None:
    """With Swiss faces the log names the suits as the deck shows them."""
    presenter = table(SchieberRules(), "swiss")
    assert presenter.card_text(JASS36.parse_many("AH")[0]) == "Ace of Bells"
    assert table(SchieberRules()).card_text(JASS36.parse_many("AH")[0]) == card_text(
        JASS36.parse_many("AH")[0]
    )


def test_view_shows_exactly_the_counting_weis(played: list[tuple[dict[str, Any], Played]]) -> None:
    """Before trick 1 ends no Weis is shown; afterwards exactly the winning team's declared
    melds, none of whose cards is hidden from anyone; a losing Weis never appears."""
    checked = shown = 0
    for _, game in played:
        for step in game.steps:
            deal_state = step.deal_after
            for seat in range(4):
                view = game.rules.view(deal_state, seat)
                if deal_state.weis_team < 0:
                    assert view.weis_shown == ()
                else:
                    team = deal_state.weis_team
                    expected = tuple(
                        (s, w.cards, w.points)
                        for s in (team, team + 2)
                        for w in deal_state.weis[s] or ()
                    )
                    assert view.weis_shown == expected
                    hidden = game.rules.hidden_cards(deal_state, seat)
                    assert not {c for _, cards, _ in view.weis_shown for c in cards} & hidden
                    shown += bool(expected)
                checked += 1
    assert checked > 10000 and shown > 1000


def _weis_state(tricks: int) -> tuple[SchieberRules, SchieberState]:
    """Anna (seat 0) wins the Weis with four Nines; `tricks` tricks played."""
    rules, state = deal(
        [
            "9C 9D 9H 9S 6H 7H 8H JC QC",
            "6S 7S 8S TS JS QS KS AS AH",
            "6C 7C 8C TC KC AC TD JD QD",
            "6D 7D 8D KD AD TH JH QH KH",
        ],
        dealer=1,
    )
    state, _ = play(rules, state, "trump:S")
    for _ in range(tricks * 4):
        legal = [a for a in rules.legal_actions(state) if a.kind == "play"]
        state, _ = rules.apply(state, legal[0])
    return rules, state


@pytest.mark.parametrize("tricks", [0, 1, 2])
def test_shown_weis_drawn_beside_its_owner(tricks: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing during trick 1; the full melds during trick 2; from trick 3 a smaller
    reminder of the shown cards still in hand. Drawn on the owner's side of the table."""
    pygame.init()
    rules, state = _weis_state(tricks)
    game_table = drawing(rules)
    view = rules.view(state, 1)
    lay = table_layout(1280, 720, 4, 1)
    surface = pygame.Surface((1280, 720))
    drawn: list[tuple[Card, Any]] = []
    monkeypatch.setattr(renderer, "card", lambda s, face, box, *a, **k: drawn.append((face, box)))
    for _, painter in game_table.painters():
        painter(Paint(surface, lay, view, (), True))
    played = {c for r in state.tricks for _, c in r.plays}
    if tricks == 0:
        assert drawn == []
        return
    owners = [
        (seat, c)
        for seat, cards, _ in view.weis_shown
        for c in cards
        if tricks == 1 or c not in played
    ]
    assert {seat for seat, _ in owners} == {0, 2}  # Anna's four Nines, Clara's two runs
    assert [face for face, _ in drawn] == [c for _, c in owners]
    size = lay.small_w if tricks == 1 else round(lay.small_w * 0.72)
    assert all(box.w == size for _, box in drawn)
    # Seats 0 and 2 sit right and left of the viewer (seat 1): each meld lies on its
    # owner's half of the table, inside the window.
    for (seat, _), (_, box) in zip(owners, drawn, strict=True):
        side = 1 if lay.spots[seat].anchor[0] > lay.width / 2 else -1
        assert (box.center[0] - lay.width / 2) * side > 0
        assert box.x >= 0 and box.right <= lay.width


def test_manual_weis_and_stoeck_buttons_name_cards_in_words() -> None:
    """Manual declaration: every Weis and Stöck button is in words, never card codes."""
    import random
    import re

    from game.core.match import Match
    from game.games import REGISTRY
    from game.settings import Settings

    game = REGISTRY["schieber"]
    options = {"weis_declaration": "manual", "stoeck_declaration": "manual"}
    code = re.compile(r"\b[6-9TJQKA][CDHS]\b")
    seen = {"weis": 0, "stoeck": 0}
    for seed in range(30):
        match = Match(game, game.options(options), 4, seed)
        presenter = SchieberPresenter(
            match.rules.options, ("A", "B", "C", "D"), Settings().jass_deck
        )
        rng = random.Random(seed)
        state = match.start()
        while not state.history:
            legal = match.legal_actions(state)
            view = match.rules.view(state.deal, match.rules.to_act(state.deal))
            _, choices = presenter.choices(view, legal)
            for choice in choices:
                if choice.action.kind in seen and choice.action.arg != "none":
                    assert not code.search(choice.label), choice.label
                    assert "." not in choice.label and "/" not in choice.label
                    seen[choice.action.kind] += 1
            state, _ = match.apply(state, rng.choice(legal))
    assert seen["weis"] > 5 and seen["stoeck"] > 0, seen


def test_a_deal_that_ends_the_game_early_is_summed_up_in_words() -> None:
    """A low target ends the game mid-deal: the summary says when and with what, in words,
    never a checkpoint code like C3:W."""
    import random
    import re

    from game.core.match import Match
    from game.games import REGISTRY
    from game.settings import Settings

    game = REGISTRY["schieber"]
    checked = 0
    for seed in range(20):
        match = Match(game, game.options({"target": 300}), 4, seed)
        rng = random.Random(seed)
        state = match.start()
        while not state.over:
            state, _ = match.apply(state, rng.choice(match.legal_actions(state)))
        record = state.history[-1]
        if record.result.complete:
            continue
        presenter = SchieberPresenter(
            match.rules.options, ("A", "B", "C", "D"), Settings().jass_deck
        )
        _, rows = presenter.summary(record, state)
        first = rows[0].label
        assert first.startswith("The game ended ") and "target was reached with" in first
        assert not re.search(r"C\d:[A-Z]", first), first
        checked += 1
    assert checked >= 3, checked
