"""The Klaverjas presenter without a display: buttons, prompts, the information panel,
banners, the deal summary and the typed deal details it reads."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from game.core.cards import PIQUET32
from game.core.match import DealRecord, Match, MatchState
from game.core.rules import Action
from game.games import REGISTRY
from game.games.klaverjas.events import CardsLaidAway, Nat, Pit
from game.games.klaverjas.options import KlaverjasOptions
from game.games.klaverjas.present import ALWAYS_CLAIM_KEY, KlaverjasPresenter, laying_away
from game.games.klaverjas.rules import KlaverjasRules
from game.games.klaverjas.state import KlaverjasDetails
from tests.games.klaverjas.helpers import SCRIPT_HANDS, SCRIPT_TRICKS, act, deal, play_tricks

NAMES = ("Eve", "Anna", "Ben", "Clara")
ROEM = Action("roem")
PASS = Action("pass")


def _words(seats: int = 4, **options: object) -> tuple[KlaverjasRules, KlaverjasPresenter]:
    engine = KlaverjasRules(KlaverjasOptions(**options))
    return engine, KlaverjasPresenter(engine.options, NAMES[:seats])


def test_the_presenter_needs_klaverjas_options() -> None:
    """Built from another game's options it refuses at once, not at the first sentence."""
    with pytest.raises(TypeError):
        KlaverjasPresenter(REGISTRY["schieber"].options(), NAMES)


def test_the_presenter_is_pure() -> None:
    """Importing the presenter loads neither pygame nor the table's UI package."""
    code = (
        "import sys\n"
        "import game.games.klaverjas.present\n"
        "print('pygame' in sys.modules, any(m.startswith('game.ui') for m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]


def test_free_trump_choice_offers_every_suit_in_colour_order_and_pass() -> None:
    """Spades, Hearts, Clubs, Diamonds (black and red alternate), then Pass."""
    engine, words = _words()
    state = deal(engine, SCRIPT_HANDS, 3)
    legal = engine.legal_actions(state)
    title, buttons = words.choices(engine.view(state, 0), legal)
    assert title and [b.label for b in buttons] == ["Spades", "Hearts", "Clubs", "Diamonds", "Pass"]
    assert buttons[-1].action == PASS and buttons[-1].accent
    assert not any(b.remember for b in buttons)


def test_roem_claim_is_a_claim_and_an_always_claim_that_is_remembered() -> None:
    """Both claim buttons hold the plain claim; only 'Always' asks the table to remember."""
    engine, words = _words(roem_claim="manual")
    state = deal(engine, SCRIPT_HANDS, 3)
    state, _ = act(engine, state, "pass", "pass", "trump:H")
    state, _ = play_tricks(engine, state, SCRIPT_TRICKS[:1])
    seat = engine.to_act(state)
    assert seat is not None
    view = engine.view(state, seat)
    legal = engine.legal_actions(state)
    assert ROEM in legal and view.claimable_roem == 70
    title, buttons = words.choices(view, legal)
    assert title == "Roem in the last trick: 70"
    assert [(b.label, b.action, b.remember) for b in buttons] == [
        ("Claim roem +70", ROEM, ""),
        ("Always claim roem", ROEM, ALWAYS_CLAIM_KEY),
    ]
    assert ALWAYS_CLAIM_KEY == "always_claim_roem", "saves keep the choice under this name"


def test_the_information_panel_says_when_roem_is_always_claimed() -> None:
    """The line shows only for a seat that remembered the choice."""
    engine, words = _words()
    view = engine.view(deal(engine, SCRIPT_HANDS, 3), 0)
    plain = words.info_lines(view)
    assert plain[:2] == ["Deal 1 of 16", "Dealer: Clara"] and "Amsterdam rules" in plain
    words.remembered = {ALWAYS_CLAIM_KEY: {view.seat}}
    remembered = words.info_lines(view)
    assert remembered == [*plain, "Roem: always claimed for you"]


def test_three_players_get_two_short_information_lines() -> None:
    """The upper seats sit close to the panel: the deal and dealer, then who chooses."""
    engine, words = _words(3)
    state = engine.new_deal(3, 2, random.Random(3))
    lines = words.info_lines(engine.view(state, 0))
    assert len(lines) == 2 and "Ben" in lines[0] and "Eve" in lines[1]


def test_laying_away_counts_the_picked_cards_and_names_both() -> None:
    """The prompt counts the picked cards the maker holds; the confirm words name both."""
    engine, words = _words(3)
    state = engine.new_deal(3, 2, random.Random(3))
    state, _ = act(engine, state, "trump:H")
    view = engine.view(state, 0)
    legal = engine.legal_actions(state)
    first, second = view.hand[:2]
    assert words.prompt(view, legal).endswith("(0 of 2)")
    assert words.prompt(view, legal, (first,)).endswith("(1 of 2)")
    foreign = next(card for card in PIQUET32.cards if card not in view.hand)
    assert laying_away(view, (first, foreign)) == (first,)
    assert laying_away(engine.view(state, 1), (first, second)) == (), "only the maker lays away"
    discard = next(a for a in legal if set(a.cards) == {first, second})
    text = words.describe(view, discard)
    assert words.card_label(first) in text and words.card_label(second) in text
    assert words.describe(view, Action("trump", (), "H")) == "Play with Hearts as trumps"


def test_cards_are_named_as_on_the_buttons_also_in_refusals() -> None:
    """'Jack of Hearts' in the log, the prompts and the rules' refusals."""
    engine, words = _words()
    jack = PIQUET32.parse_many("JH")[0]
    assert words.card_text(jack) == words.card_label(jack) == "Jack of Hearts"
    state = deal(engine, SCRIPT_HANDS, 3)
    state, _ = act(engine, state, "pass", "pass", "trump:H")
    reason = engine.why_illegal(state, engine.decode("play:QH"))
    assert reason is not None and words.refusal(reason) == "You do not hold the Queen of Hearts."
    assert words.deal_name(3) == "Deal 3"


def test_banners_name_sides_from_the_running_match() -> None:
    """Nat and pit name the side; laying away names the maker, 'you' for the solo human."""
    _, words = _words()
    assert words.announce(Nat(1)) is not None and "Anna & Clara" in str(words.announce(Nat(1)))
    assert "+100" in str(words.announce(Pit((0, 2), 100)))
    words.you = 1
    assert str(words.announce(CardsLaidAway(1))).startswith("You")


def test_deal_details_are_typed_and_feed_the_summary() -> None:
    """The engine's details are a KlaverjasDetails; the summary reads them (no string keys)."""
    game = REGISTRY["klaverjas"]
    match = Match(game, game.options({"game_length": 2}), 4, 5)
    state = match.start()
    rng = random.Random(5)
    while not state.over:
        legal = match.legal_actions(state)
        state, _ = match.apply(state, legal[rng.randrange(len(legal))])
    words = KlaverjasPresenter(match.options, NAMES)
    record: DealRecord = state.history[-1]
    details = record.result.details
    assert isinstance(details, KlaverjasDetails)
    assert set(details.per_seat_extra) == {"roem", "maker", "nat"}
    headings, rows = words.summary(record, state)
    assert headings == ("Eve & Ben", "Anna & Clara")
    assert "Game total" in [row.label for row in rows]
    parts = words.deal_parts(record)
    assert parts["roem"] == details.roem
    assert len(words.match_result(state)) == 3
    sheet = words.score_sheet(state)
    assert sheet.rows[-1].strong and len(sheet.headings) == 4
    partial = MatchState(0, 0, state.deal, state.totals, state.history, None, ())
    assert words.score_lines(partial)[0].startswith("Totals")
