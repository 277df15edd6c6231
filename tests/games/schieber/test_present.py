"""The Schieber presenter without a display: prompts, buttons, notices, the move log, the
deal summary and the Tafel from real deals, cards named as the table's deck shows them."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator

import pytest

from game import i18n
from game.core.cards import JASS36
from game.core.events import Event, Passed, TrumpChosen
from game.core.match import DealRecord, MatchState
from game.core.rules import Action
from game.games.schieber.events import StoeckScored
from game.games.schieber.present import SchieberPresenter
from game.games.schieber.rules import SchieberRules
from game.games.schieber.state import SchieberDetails, SchieberState
from tests.games.schieber.helpers import deal, play

NAMES = ("Anna", "Ben", "Clara", "Dario")
# Anna holds every heart, Ben every spade, Clara every club, Dario every diamond; Ben
# deals, so Anna is forehand and names the contract.
SUITS = [
    "6H 7H 8H 9H TH JH QH KH AH",
    "6S 7S 8S 9S TS JS QS KS AS",
    "6C 7C 8C 9C TC JC QC KC AC",
    "6D 7D 8D 9D TD JD QD KD AD",
]
# Hearts, then Anna leads her hearts from the bottom and takes all nine tricks; Dario,
# Clara and Ben follow in turn (counter-clockwise) with their lowest card.
ALL_NINE = "trump:H " + " ".join(
    f"play:{h} play:{d} play:{c} play:{s}"
    for h, d, c, s in zip(*(SUITS[seat].split() for seat in (0, 3, 2, 1)), strict=True)
)


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    """Every test starts and ends in English."""
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def presenter(rules: SchieberRules, faces: str = "french") -> SchieberPresenter:
    """The presenter of a hot-seat table (nobody is 'you')."""
    return SchieberPresenter(rules.options, NAMES, faces)


def played_out() -> tuple[SchieberRules, SchieberState, list[Event]]:
    """The deal where Anna takes all nine tricks with hearts as trumps."""
    rules, state = deal(SUITS, dealer=1, target=5000)
    state, events = play(rules, state, ALL_NINE)
    return rules, state, events


def test_prompts_follow_the_deal() -> None:
    """The contract, the contract after a push, a manual Weis, then a card to play."""
    rules, state = deal(SUITS, dealer=1)
    shown = presenter(rules)
    assert shown.prompt(rules.view(state, 0), rules.legal_actions(state)) == (
        "Your choice: a trump, Obenabe, Undenufe, or Schieben"
    )
    assert shown.prompt(rules.view(state, 1), ()) == ""
    pushed, _ = play(rules, state, "push")
    assert shown.prompt(rules.view(pushed, 2), rules.legal_actions(pushed)) == (
        "Your partner pushed: name a trump, Obenabe or Undenufe"
    )
    playing, _ = play(rules, state, "trump:H")
    assert shown.prompt(rules.view(playing, 0), rules.legal_actions(playing)) == i18n.t(
        "table.prompt_play"
    )
    rules, state = deal(SUITS, dealer=1, weis_declaration="manual")
    declaring, _ = play(rules, state, "trump:H")
    assert presenter(rules).prompt(rules.view(declaring, 0), rules.legal_actions(declaring)) == (
        "Declare your Weis before your first card"
    )


def test_contract_buttons_carry_the_multipliers_in_the_decks_names() -> None:
    """Six contracts in table order with their multipliers, then Schieben; Swiss faces
    name the suits as the Swiss deck does."""
    rules, state = deal(SUITS, dealer=1)
    view, legal = rules.view(state, 0), rules.legal_actions(state)
    title, buttons = presenter(rules).choices(view, legal)
    assert title == "Name the trump, or push it to your partner"
    assert [b.label for b in buttons] == [
        "Spades  x1",
        "Clubs  x1",
        "Diamonds  x2",
        "Hearts  x2",
        "Obenabe  x3",
        "Undenufe  x4",
        "Schieben (push)",
    ]
    assert [b.accent for b in buttons] == [False] * 6 + [True]
    assert buttons[-1].action == Action("push")
    _, swiss = presenter(rules, "swiss").choices(view, legal)
    assert [b.label for b in swiss[:4]] == ["Acorns  x1", "Roses  x1", "Shields  x2", "Bells  x2"]


def test_manual_weis_buttons_show_their_cards_in_words() -> None:
    """Each manual Weis choice names its melds and carries their cards; none has none."""
    rules, state = deal(SUITS, dealer=1, weis_declaration="manual")
    state, _ = play(rules, state, "trump:H")
    title, buttons = presenter(rules).choices(rules.view(state, 0), rules.legal_actions(state))
    assert title == i18n.t("schieber.declare_weis")
    # Anna's nine hearts are two melds: a 4-card and a 5-card run.
    assert [(b.label, len(b.cards)) for b in buttons] == [
        ("4-card run to the 9 of hearts", 4),
        ("4-card run to the 9 of hearts  +  5-card run to the Ace of hearts", 9),
        ("5-card run to the Ace of hearts", 5),
        ("No Weis", 0),
    ]
    assert buttons[-1].action == Action("weis", (), "none")


def test_notices_and_log_lines_of_the_contract() -> None:
    """The contract and the push announced and logged; the solo human reads "you"."""
    rules, state = deal(SUITS, dealer=1)
    shown = presenter(rules)
    before = rules.view(state, 0)
    pushed, events = play(rules, state, "push")
    assert events == [Passed(0, 2)]
    assert shown.announce(events[0]) == "Anna: Schieben!"
    assert shown.chronicle(events[0], before).lines == ("Anna pushes to Clara (Schieben)",)
    _, named = play(rules, pushed, "trump:obenabe")
    assert named == [TrumpChosen(2, "obenabe")]
    assert shown.announce(named[0]) == "Clara: Obenabe"
    line = shown.chronicle(named[0], rules.view(pushed, 0)).lines
    assert line == ("Clara names Obenabe after the push: everything counts x3",)
    shown.you = 0
    assert shown.chronicle(events[0], before).lines == ("You push to Clara (Schieben)",)
    shown.you = 2
    assert shown.chronicle(events[0], before).lines == ("Anna pushes to you (Schieben)",)


def test_info_and_deal_score_lines_of_a_running_deal() -> None:
    """The contract panel and this deal's points as the deal goes on."""
    rules, state = deal(SUITS, dealer=1)
    shown = presenter(rules)
    assert shown.info_lines(rules.view(state, 0)) == [
        "Dealer: Ben",
        "Contract: chosen by Anna (waiting)",
    ]
    assert shown.deal_score_lines(rules.view(state, 0)) == []
    state, _ = play(rules, state, "trump:H play:6H play:6D play:6C play:6S")
    view = rules.view(state, 1)
    # Every seat holds a 9-card run: Anna's in trumps wins the Weis (300 with Clara's).
    assert shown.info_lines(view) == [
        "Dealer: Ben",
        "Contract: Hearts  x2",
        "Named by Anna",
        "Weis: Anna & Clara, 300 × 2 = 600",
    ]
    lines = shown.deal_score_lines(view)
    assert lines[0] == "This deal: Hearts x2"
    assert lines[1] == f"Anna & Clara: {(view.trick_points[0] + 300) * 2}"
    assert lines[2] == f"  before x2: cards {view.trick_points[0]}, Weis 300, Stöck 0"


def test_summary_and_tafel_of_a_real_deal() -> None:
    """All nine tricks to Anna & Clara: the summary's items and the Tafel's row add up to
    the engine's deal points; the details are typed."""
    rules, state, _ = played_out()
    result = rules.deal_result(state)
    assert isinstance(result.details, SchieberDetails)
    record = DealRecord(0, 1, state, result)
    assert record.details(SchieberDetails) == SchieberDetails(
        contract="H",
        multiplier=2,
        chooser=0,
        pushed=False,
        card_points=(157, 0),
        weis=(300, 0),
        stoeck=(20, 0),
        match_team=0,
        winner=-1,
        winner_stage="",
    )
    match = MatchState(1, 2, None, result.points, (record,), None, ())
    shown = presenter(rules)
    headings, rows = shown.summary(record, match)
    assert headings == ("Anna & Clara", "Ben & Dario")
    assert [(row.label, row.values) for row in rows] == [
        ("Contract: Hearts, everything x2", ("", "")),
        ("Card points", ("152 × 2 = 304", "0")),
        ("Last trick", ("5 × 2 = 10", "0")),
        ("Weis", ("300 × 2 = 600", "0")),
        ("Stöck", ("20 × 2 = 40", "0")),
        ("Match (all nine tricks)", ("100 × 2 = 200", "0")),
        ("This deal", ("1154", "0")),
        ("Game total", ("1154", "0")),
    ]
    sheet = shown.score_sheet(match)
    assert sheet.rows[0].label == "Deal 1: Hearts x2"
    assert sheet.rows[0].values == ("314", "600", "40", "200", "1154", "0", "0", "0", "0", "0")
    assert sheet.rows[-1].values[4] == str(5000 - 1154)


def test_the_match_bonus_and_last_trick_are_told() -> None:
    """The Match is announced; the last trick names its 5."""
    rules, _, events = played_out()
    shown = presenter(rules)
    told = [text for event in events if (text := shown.announce(event))]
    assert told[0] == "Anna: Hearts"
    assert told[1] == "Anna: Weis, 5-card run, 100; 4-card run, 50"
    assert told[-3:] == [
        "Weis to Anna & Clara: 300 × 2 = 600",
        "Anna: Stöck! +20 × 2 = 40",
        "Match! Anna & Clara took all nine tricks (+100)",
    ]
    before = rules.view(deal(SUITS, dealer=1)[1], 0)
    lines = [line for event in events for line in shown.chronicle(event, before).lines]
    assert "Match! Anna & Clara took all nine tricks: 100 extra" in lines
    assert "Anna takes the last trick, 49 points with the 5 for the last trick" in lines


def test_swiss_faces_name_cards_and_refusals_by_the_swiss_deck() -> None:
    """With Swiss faces cards, suits and refusals speak of Bells and Acorns."""
    rules, state = deal(SUITS, dealer=1)
    swiss = presenter(rules, "swiss")
    state, _ = play(rules, state, "trump:obenabe play:AH")
    wrong = rules.why_illegal(state, rules.decode("play:KS"))  # Dario holds no spade
    assert wrong is not None
    assert presenter(rules).refusal(wrong) == "You do not hold the King of spades."
    assert swiss.refusal(wrong) == "You do not hold the King of Acorns."
    assert swiss.suit_text("S") == "Acorns"
    ace = JASS36.parse_many("AD")[0]
    assert swiss.describe(rules.view(state, 3), Action("play", (ace,))) == i18n.t(
        "confirm.play", card="Ace of Shields"
    )


def test_the_presenter_imports_neither_pygame_nor_the_ui() -> None:
    """Pure: importing the presenter loads no pygame and no game.ui."""
    code = (
        "import sys, game.games.schieber.present\n"
        "bad = [m for m in sys.modules if m.split('.')[0] == 'pygame' or m.startswith('game.ui')]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_weis_is_written_one_way_everywhere(language: str) -> None:
    """Issue 30: the contract panel, the banner, the move log and the summary all write
    the winning Weis as its points x the multiplier = what it adds ('300 × 2 = 600'), the
    figure the Tafel's Weis column holds."""
    rules, state, events = played_out()
    shown = presenter(rules)
    i18n.set_language(language)
    form = i18n.t("schieber.times", raw=300, m=2, points=600)
    panel = [line for line in shown.info_lines(rules.view(state, 0)) if form in line]
    banners = [text for e in events if (text := shown.announce(e)) and form in text]
    before = rules.view(deal(SUITS, dealer=1)[1], 0)
    log = [line for e in events for line in shown.chronicle(e, before).lines if form in line]
    record = DealRecord(0, 2, state, rules.deal_result(state))
    match = MatchState(1, 2, None, record.result.points, (record,), None, ())
    _, rows = shown.summary(record, match)
    weis_row = next(row for row in rows if row.label == i18n.t("summary.weis"))
    sheet = shown.score_sheet(match)
    assert (len(panel), len(banners), len(log)) == (1, 1, 1)
    assert weis_row.values == (form, "0")
    assert sheet.rows[0].values[1] == "600"


@pytest.mark.parametrize("language", ["en", "ja"])
def test_stoeck_is_written_like_the_weis(language: str) -> None:
    """Stöck's banner and log line write it as the Weis is written: its 20 points, the
    multiplier and what it adds ('20 × 3 = 60'), and a plain '20' under x1."""
    rules = SchieberRules()
    shown = presenter(rules)
    i18n.set_language(language)
    before = rules.view(deal(SUITS, dealer=1)[1], 0)
    tripled, plain = StoeckScored(seat=1, points=60), StoeckScored(seat=1, points=20)
    form = i18n.t("schieber.times", raw=20, m=3, points=60)
    banner, log = shown.announce(tripled), shown.chronicle(tripled, before).lines
    assert banner is not None and form in banner
    assert len(log) == 1 and form in log[0]
    assert "x" not in (shown.announce(plain) or "").replace("Stöck", "")
    assert "20" in (shown.announce(plain) or "")
