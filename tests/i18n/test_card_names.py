"""Every card of every game's deck is named as the faces on its table show it: with Swiss
faces the Banner, Under and Ober (not the 10, Jack and Queen), in both languages, in the
confirm button, the move log, refusals and Weis names (issue 30)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

import pytest

from game import i18n
from game.core.cards import FRENCH52, JASS36, PIQUET32, STICHLN126, WAS_STICHT36, Card, Deck
from game.core.events import CardPlayed
from game.core.rules import Action, Refusal
from game.games import ENTRIES
from game.games.schieber.words import shown_weis_name
from game.ui.table.kit import table_kit

DECK_OF = {
    "klaverjas": PIQUET32,
    "schieber": JASS36,
    "skitgubbe": FRENCH52,
    "stichln": STICHLN126,
    "was_sticht": WAS_STICHT36,
}
# The figures each face family names, per language: (10, 11, 12).
FRENCH_WORDS = {"en": ("10", "Jack", "Queen"), "ja": ("10", "ジャック", "クイーン")}
SWISS_WORDS = {"en": ("Banner", "Under", "Ober"), "ja": ("バナー", "ウンダー", "オーバー")}
# Four of a kind of those ranks ("four Jacks"): English says the plural.
FRENCH_QUADS = {"en": ("Tens", "Jacks", "Queens"), "ja": FRENCH_WORDS["ja"]}
SWISS_QUADS = {"en": ("Banners", "Unders", "Obers"), "ja": SWISS_WORDS["ja"]}


@dataclass(frozen=True)
class Faces:
    """A player's face settings (game.settings.Settings' two face fields)."""

    jass_deck: str
    four_colour: bool


CHOICES = [Faces(j, c) for j in ("french", "swiss") for c in (False, True)]


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    """Every test ends in English."""
    yield
    i18n.set_language("en")


def test_every_game_is_covered() -> None:
    """Each registered game names the cards of a deck listed here."""
    assert set(DECK_OF) == set(ENTRIES)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_card_is_named_as_its_faces_show_it(language: str) -> None:
    """For every game, face setting and card: the card's name, the confirm button, the
    move log's line and a refusal all use the rank the faces show."""
    i18n.set_language(language)
    checked = swiss_checked = 0
    for game_id, entry in ENTRIES.items():
        deck: Deck = DECK_OF[game_id]
        options = entry.game.options()
        seats = entry.game.default_seats
        rules = entry.game.make_rules(options)
        view = rules.view(rules.new_deal(seats, 0, random.Random(1)), 0)
        names = ("Anna", "Ben", "Clara", "Dario", "Emil", "Frida", "Greta", "Hugo")[:seats]
        for choice in CHOICES:
            presenter, _ = table_kit(game_id, options, names, choice)
            swiss = presenter.faces == "swiss"
            words, wrong = (SWISS_WORDS, FRENCH_WORDS) if swiss else (FRENCH_WORDS, SWISS_WORDS)
            for card in deck.cards:
                name = presenter.card_text(card)
                texts = (
                    name,
                    presenter.describe(view, Action("play", (card,))),
                    presenter.chronicle(CardPlayed(1, card), view).lines[0],
                    presenter.refusal(Refusal("x", "not_held", card=card)),
                )
                for text in texts:
                    assert name in text, (game_id, text)
                if card.is_french and card.rank in (10, 11, 12):
                    index = card.rank - 10
                    assert words[language][index] in name, (game_id, choice, name)
                    assert wrong[language][index] not in name, (game_id, choice, name)
                checked += 1
                swiss_checked += swiss
    # 5 decks, 4 face settings each; Schieber alone has Swiss faces (2 settings x 36).
    assert checked == 4 * sum(len(deck) for deck in DECK_OF.values())
    assert swiss_checked == 2 * len(JASS36)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_swiss_weis_names_use_swiss_figures(language: str) -> None:
    """Four Unders and a run to the Ober with Swiss faces; four Jacks with French faces."""
    i18n.set_language(language)
    swiss, french = SWISS_WORDS[language], FRENCH_WORDS[language]
    checked = 0
    for index, rank in enumerate((10, 11, 12)):
        quad = tuple(Card(suit, rank) for suit in "CDHS")
        run = tuple(Card("H", r) for r in range(rank - 2, rank + 1))
        name_of = ENTRIES["schieber"].presenter()
        for faces, words, quads in (
            ("swiss", swiss, SWISS_QUADS[language]),
            ("french", french, FRENCH_QUADS[language]),
        ):
            presenter = name_of(ENTRIES["schieber"].game.options(), ("A", "B", "C", "D"), faces)
            assert quads[index] in shown_weis_name(quad, presenter.card_text, faces)
            assert quads[index] in presenter.meld_label(quad, 100)
            assert words[index] in shown_weis_name(run, presenter.card_text, faces)
            checked += 1
    assert checked == 6
