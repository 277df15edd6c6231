"""The Skitgubbe presenter without a display: buttons, captions, summaries, the record."""

from __future__ import annotations

import dataclasses
import random
import subprocess
import sys

from game.core.cards import Card, parse_cards
from game.core.match import Match, MatchState
from game.core.rules import Action
from game.games import REGISTRY
from game.games.skitgubbe.board import pickup_preview, tied
from game.games.skitgubbe.options import SkitgubbeOptions
from game.games.skitgubbe.present import SkitgubbePresenter
from game.games.skitgubbe.rules import SkitgubbeRules
from game.games.skitgubbe.state import DONE, PHASE1, PHASE2, SkitgubbeDetails, SkitgubbeView

NAMES = ("Ann", "Bo", "Cy")
GAME = REGISTRY["skitgubbe"]


def _presenter(rules: SkitgubbeRules, seats: int = 3) -> SkitgubbePresenter:
    return SkitgubbePresenter(rules.options, NAMES[:seats])


def _phase2(table: tuple[str, ...]) -> tuple[SkitgubbeRules, SkitgubbeView]:
    """Bo to beat these lays (oldest first, all Ann's) with the 4 and 5 of diamonds."""
    rules = SkitgubbeRules()
    state = rules.phase2_from_hands(
        [parse_cards("3S 5S 6S 7S 8S 9S 2C"), parse_cards("4D 5D")], "H", 0
    )
    lays = tuple((0, parse_cards(text)) for text in table)
    return rules, dataclasses.replace(rules.view(state, 1), table=lays, phase=PHASE2)


def _game(seed: int, seats: int = 3) -> tuple[Match, MatchState]:
    """A whole random one-game match and its final state."""
    match = Match(GAME, SkitgubbeOptions(series_length=1), seats, seed)
    state = match.start()
    rng = random.Random(seed)
    while not state.over:
        state, _ = match.apply(state, rng.choice(match.legal_actions(state)))
    return match, state


def test_the_presenter_is_pure() -> None:
    """Importing the presenter (and its record and board) loads neither pygame nor game.ui."""
    code = (
        "import sys\n"
        "import game.games.skitgubbe.present\n"
        "print('pygame' in sys.modules, any(m.startswith('game.ui') for m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False False"


def test_a_game_is_a_deal_and_refusals_are_the_games_own() -> None:
    """Deals are called games; a refusal reads from the Skitgubbe catalog."""
    rules = SkitgubbeRules()
    presenter = _presenter(rules)
    assert presenter.deal_name(3) == "Game 3"
    state = rules.deal_from_hands(
        [parse_cards("7S 7H 7C"), parse_cards("9H 4D 4C"), parse_cards("KD 9C 7D")], dealer=2
    )
    reason = rules.why_illegal(state, Action("bid", (), "x"))
    assert reason is not None
    assert presenter.refusal(reason) == "'bid' is not a Skitgubbe action."


def test_the_dare_button_only_while_daring_is_allowed() -> None:
    """Phase 1 with daring on: one accented dare button under its title; off: none."""
    hands = [parse_cards("2S 5H 9C"), parse_cards("9H 4D 4C"), parse_cards("KD 9D 7D")]
    for daring, expected in ((True, ["Dare: turn up the stock"]), (False, [])):
        rules = SkitgubbeRules(SkitgubbeOptions(daring=daring))
        state = rules.deal_from_hands(hands, dealer=2)
        title, buttons = _presenter(rules).choices(rules.view(state, 0), rules.legal_actions(state))
        assert [b.label for b in buttons] == expected
        assert all(b.accent and b.action == Action("dare") for b in buttons)
        assert bool(title) == daring


def test_the_pickup_button_counts_what_the_preview_takes() -> None:
    """The pick-up button counts exactly the cards of the lays `pickup_preview` names."""
    rules, view = _phase2(("3S", "5S 6S", "7S", "8S 9S"))
    title, buttons = _presenter(rules, 2).choices(view, (Action("pickup"),))
    assert title == "Beat the top lay, or pick up"
    taken = sum(len(view.table[i][1]) for i in pickup_preview(view))
    assert taken == 5 and [b.label for b in buttons] == ["Pick up 5 cards"]
    rules, view = _phase2(("3S",))
    _, buttons = _presenter(rules, 2).choices(view, (Action("pickup"),))
    assert [b.label for b in buttons] == ["Pick up 1 card"]


def test_the_preview_follows_the_tables_pickup_mode() -> None:
    """The view carries the options: top lay only, the oldest lay, or the chain."""
    _, view = _phase2(("3S", "5S 6S", "7S", "8S 9S"))
    for mode, taken in (("top_lay_only", (3,)), ("bottom_lay_us", (0,))):
        options = view.options.model_copy(update={"pickup_mode": mode})
        assert pickup_preview(dataclasses.replace(view, options=options)) == taken
    assert pickup_preview(view) == (3, 2, 1)
    assert pickup_preview(dataclasses.replace(view, table=())) == ()


def test_decisions_name_their_cards() -> None:
    """Singles, groups, additions and runs each have their own confirm words."""
    rules = SkitgubbeRules()
    presenter = _presenter(rules)
    _, view = _phase2(())
    seven, queens = Card("S", 7), parse_cards("QS QD")
    assert presenter.describe(view, Action("play", (seven,))) == "Play the 7 of spades"
    assert presenter.describe(view, Action("add", (seven,))) == "Add the 7 of spades"
    assert presenter.describe(view, Action("lay", (seven,))) == "Lay the 7 of spades"
    assert presenter.describe(view, Action("play", queens)) == "Play 2 Queens"
    assert presenter.describe(view, Action("add", queens)) == "Add 2 Queens"
    assert presenter.describe(view, Action("lay", parse_cards("9H TH JH"))) == ("Lay 9-10-J hearts")
    assert presenter.describe(view, Action("add")) == ""
    assert presenter.describe(view, Action("pickup")) == ""


def test_captions_of_the_deck_spot_and_the_seats() -> None:
    """The deck spot says stock, last card or trumps; each seat's count has its tone."""
    rules = SkitgubbeRules()
    presenter = _presenter(rules)
    state = rules.deal_from_hands(
        [parse_cards("7S 7H 7C"), parse_cards("9H 4D 4C"), parse_cards("KD 9C 7D")], dealer=2
    )
    view = rules.view(state, 0)
    assert presenter.deck_caption(view) == f"Stock {52 - 9}"
    assert presenter.seat_count(view, 1) == ("3 in hand  ·  won 0", "count")
    last = dataclasses.replace(view, stock_size=0, last_card_holder=1)
    assert presenter.deck_caption(last) == "Last card: Bo"
    assert presenter.deck_caption(dataclasses.replace(last, last_card_holder=None)) == ""
    _, two = _phase2(("3S",))
    assert presenter.deck_caption(two) == "Trumps: hearts"
    assert presenter.seat_count(two, 1) == ("2 cards", "count")
    out = dataclasses.replace(two, in_game=(True, False))
    assert presenter.seat_count(out, 1) == ("out - safe", "out")
    over = dataclasses.replace(two, phase=DONE, loser=0)
    assert presenter.seat_count(over, 0) == ("SKITGUBBE", "loser")
    one = dataclasses.replace(two, hand_sizes=(7, 1))
    assert presenter.seat_count(one, 1) == ("1 card", "count")
    assert presenter.to_beat_caption() == "to beat"
    assert presenter.takes_caption() == "a pick-up takes these"
    assert presenter.tied_caption() == "tie"


def test_a_tie_names_who_replays() -> None:
    """Vector P2: Ann and Cy tie on Queens; the panel and `tied` name them in order."""
    rules = SkitgubbeRules()
    presenter = _presenter(rules)
    state = rules.deal_from_hands(
        [parse_cards("QC 2S 3S"), parse_cards("5H 2D 3D"), parse_cards("QS QD 4C")], dealer=2
    )
    for text in ("play:QC", "play:5H", "play:QS+QD"):
        state, _ = rules.apply(state, rules.decode(text))
    view = rules.view(state, 0)
    assert view.phase == PHASE1 and view.round == 1
    assert presenter.tied(view) == tied(view) == [0, 2]
    assert "Ann, Cy" in " ".join(presenter.info_lines(view))


def test_summary_and_sheet_read_the_typed_details() -> None:
    """The summary's first rows and the sheet's loser come from SkitgubbeDetails; an
    unusual ending gets its own row."""
    match, state = _game(3)
    record = state.history[-1]
    details = record.result.details
    assert isinstance(details, SkitgubbeDetails)
    presenter = SkitgubbePresenter(match.rules.options, NAMES)
    headings, rows = presenter.summary(record, state)
    assert headings == NAMES
    labels = [row.label for row in rows]
    assert labels[-4:] == ["Result", "Cards left", "This game", "Times skitgubbe"]
    assert len(rows) == 5
    assert rows[-4].values[details.loser] == "LOSER"
    assert presenter.score_sheet(state).rows[0].label == f"Game 1: {NAMES[details.loser]} lost"
    odd = dataclasses.replace(
        record,
        result=dataclasses.replace(
            record.result, details=dataclasses.replace(details, end_reason="repetition")
        ),
    )
    _, rows = presenter.summary(odd, state)
    assert len(rows) == 6
    assert rows[1].label == "Ended on a repeated position: most cards lose"


def test_the_solo_human_reads_you_in_the_log() -> None:
    """The same play is "Ann plays ..." at a shared table and "You play ..." to Ann alone;
    a play by another seat keeps its name."""
    rules = SkitgubbeRules()
    presenter = _presenter(rules)
    state = rules.deal_from_hands(
        [parse_cards("7S 7H 7C"), parse_cards("9H 4D 4C"), parse_cards("KD 9C 7D")], dealer=2
    )
    before = rules.view(state, 0)
    state, events = rules.apply(state, rules.decode("play:7S"))
    assert presenter.chronicle(events[0], before).lines == ("Ann plays the 7 of spades",)
    presenter.you = 0
    assert presenter.chronicle(events[0], before).lines == ("You play the 7 of spades",)
    presenter.you = 1
    assert presenter.chronicle(events[0], before).lines == ("Ann plays the 7 of spades",)
