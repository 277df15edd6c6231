"""The text audit: every string every screen draws, in every language and with each deck.

Per game and language: every seat count and deck, played to the match's end (solo, and
hot-seat at three and four seats) with the human's choices selected on screen, the move
log, score sheet, last trick, key list and a refusal opened at each new kind of decision.
Then every other screen: menus, game select, setup, rules (every page), settings,
statistics, saves, pause and the table guide. Nothing drawn may be a raw code, a repr, an
unfilled placeholder, an English word in Japanese text (names aside), an ungrammatical
"You" sentence, or smaller than the minimum text size.
"""

from __future__ import annotations

import pygame
import pytest

from game import assets
from game.app import App
from game.i18n import LANGUAGES, set_language
from game.ui import renderer
from tests.ui.app_helpers import close_app, open_app
from tests.ui.text_audit import (
    DECKS,
    SEATS,
    Audit,
    audit_screens,
    play_table,
    problems,
    recording,
    sampled_tables,
    tables,
    unreadable,
)


@pytest.fixture
def app(tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    """A 1280x720 app (the smallest usual window) with no waiting, a stepping clock."""
    application = open_app(
        tmp_path, monkeypatch, 0.1, bot_delay=0.0, animation="off", trick_pause=0.3
    )
    yield application
    set_language("en")
    close_app(application)


@pytest.mark.parametrize("language", ["de", "fr", "nl", "sv"])
@pytest.mark.parametrize("game", list(SEATS))
def test_each_language_reads_right_at_every_game(app: App, game: str, language: str) -> None:
    """Each further language at every game's most crowded table (both Jass decks): no
    English left, nothing cut, too small, raw or unfilled (tools/text_audit.py LANG
    plays every table)."""
    audit = Audit()
    with recording(audit):
        ended = sum(
            play_table(app, audit, game, seats, deck, language)
            for _, seats, deck in sampled_tables((game,))
        )
    assert problems(audit, language) == []
    assert ended == len(sampled_tables((game,))) == (2 if game == "schieber" else 1)
    assert len(audit.drawn) > 60 and audit.screens > 15


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("game", list(SEATS))
def test_every_table_string_reads_right(app: App, game: str, language: str) -> None:
    """Every table of the game, every phase, both decks where it has two."""
    audit = Audit()
    ended = played = 0
    with recording(audit):
        for _, seats, deck in tables((game,)):
            ended += play_table(app, audit, game, seats, deck, language)
            played += 1
            if seats in (3, 4):
                ended += play_table(app, audit, game, seats, deck, language, hotseat=True)
                played += 1
    assert problems(audit, language) == []
    expected = sum(len(DECKS[game]) * (2 if n in (3, 4) else 1) for n in SEATS[game])
    assert played == expected and ended == played, "every table reached its match over"
    assert len(audit.drawn) > 100 and audit.screens > 50


def test_the_audit_catches_you_with_any_third_person_verb_and_one_with_a_plural() -> None:
    """Issue 30: "You takes it", "You leads by 70" and "1 chips completed" are caught;
    "You pass", "You take it" and "1 chip completed" are not."""
    audit = Audit()
    bad = (
        "You takes it",
        "You leads by 70, 5 deals left",
        "Round 1 is over: 1 chips completed",
        "Ben takes the trick: +1 points",
        "All square, 1 deals left",
    )
    good = (
        "You pass",
        "You take it",
        "Round 1 is over: 1 chip completed",
        "11 points",
        "Choose You as your secret task",
        "Player 1 deals",
    )
    for text in (*bad, *good):
        audit.record(text, 18)
    found = problems(audit, "en")
    assert [text for text in bad if any(repr(text) in line for line in found)] == list(bad)
    assert [text for text in good if any(repr(text) in line for line in found)] == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_other_screen_reads_right(app: App, language: str) -> None:
    """Menus, game select, setup, rules pages, settings, statistics, saves, pause, guide."""
    audit = Audit()
    with recording(audit):
        screens = audit_screens(app, audit, language)
    assert problems(audit, language) == []
    assert screens > 200 and len(audit.drawn) > 400


def test_the_audit_catches_what_it_is_for(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each kind of bad text is caught (and good text is not)."""
    audit = Audit()
    bad = {
        "AC AD AH AS": "card code",
        "Stöck! with QS": "card code",
        "The game ended at checkpoint C4:T": "checkpoint",
        "played by (2, 3, 4, 5, 6) players": "tuple",
        "Hello {name}": "placeholder",
        "weis_declaration": "identifier",
        "You leads": "third-person",
        "You picks up 1 card(s)": "third-person",
        "Pass to You": "as a name",
        "Round: +3 -0 = +3": "negative zero",
        "Wintricks,butnogreencard": "squeezed",
    }
    for text in bad:
        audit.record(text, 18)
    audit.record("Tiny words", renderer.MIN_TEXT - 1)
    audit.record("Cut wor…", 18, cut=True)
    audit.record("You take the trick", 18)
    found = problems(audit, "en")
    for text in [*bad, "Tiny words", "Cut wor…"]:
        assert any(repr(text) in line for line in found), text
    assert not any("You take the trick" in line for line in found)
    # Squeezed words and a lost "/", as the Latin font drew them at 12 px before it had a
    # legible floor (the words ran together, the slash was a smudge): caught as rendered.
    pygame.font.init()
    monkeypatch.setattr(assets, "LATIN_LEGIBLE", 0)
    monkeypatch.setattr(assets, "WIDE_SPACE_BELOW", 0)  # word spaces as the font sets them
    assets.clear_caches()
    try:
        squeezed = Audit()
        squeezed.record("The game ended after trick 6", 12)
        squeezed.record("Trick 7 of 9, you lead", 12, bold=True)
        squeezed.record("brown gone 0/12", 12)
        squeezed.record("Win tricks, but no green card", 18)
        squeezed.record("green gone 3/12", 18)
        found = problems(squeezed, "en")
        assert len(found) == 3, found
        assert any("'The game ended after trick 6'" in line and "space" in line for line in found)
        assert any("'Trick 7 of 9, you lead'" in line and "space" in line for line in found)
        assert any("'brown gone 0/12'" in line and '"/"' in line for line in found)
    finally:
        monkeypatch.undo()
        assets.clear_caches()
    legible = Audit()  # the same words at the floor the font has now read
    for text in ("The game ended after trick 6", "brown gone 0/12"):
        legible.record(text, renderer.MIN_TEXT)
    assert problems(legible, "en") == []
    japanese = Audit()
    japanese.record("Annaがトリックを取ります", 18)
    japanese.record("Your turn です", 18)
    assert [line for line in problems(japanese, "ja") if "Anna" in line] == []
    assert any("Your turn" in line for line in problems(japanese, "ja"))


def test_the_smallest_text_keeps_its_word_spaces_and_slashes() -> None:
    """Text shrunk to fit stops at a face that still reads: from the minimum size up, the
    reported strings keep a clear gap between words and a visible "/" (at 12 px the Latin
    font used to run "The gameended" together and thin "0/12" to "012")."""
    pygame.font.init()
    assets.clear_caches()
    checked = 0
    for size in range(renderer.MIN_TEXT, 25):
        for bold in (False, True):
            for text in (
                "The game ended after trick 6",
                "Trick 7 of 9, you lead",
                "Win tricks, but no green card",
                "brown gone 0/12",
                "Clara",
            ):
                assert unreadable(text, size, bold) is None, (text, size, bold)
                checked += 1
    assert checked == 13 * 2 * 5
