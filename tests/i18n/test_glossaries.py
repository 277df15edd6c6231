"""Each language keeps its glossary in the repository (game/locale/<code>/glossary.md),
and the catalog says the games' words as their players do: the terms the issue names
are there, spelt the glossary's way, and the spellings players do not use are not."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game import i18n

LOCALE = Path(__file__).resolve().parents[2] / "game" / "locale"
# language: (terms the catalog must use, spellings it must never use).
TERMS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "de": (
        ("Trumpf", "Obenabe", "Undenufe", "Schieben", "Weis", "Stöck", "Match", "Rosen",
         "Schellen", "Schilten", "Eicheln", "Stich", "Puur", "Nell", "Roem"),
        ("Stoeck", "Obenabbe", "Undenuffe", "Eichel-"),
    ),
    "nl": (
        ("troef", "roem", "nat", "pit", "verzaken", "maat", "slag", "boer", "nel", "stuk",
         "bekennen", "overtroeven"),
        ("trumpf", "troeven kaart"),
    ),
    "sv": (
        ("skitgubbe", "trumf", "stick", "talongen", "ta upp", "bekänna", "giv", "hjärter",
         "spader", "klöver", "ruter"),
        ("trumph", "trick"),
    ),
    "fr": (
        ("atout", "bourg", "nell", "chibre", "pli", "donne", "annonce", "stöck", "match",
         "roses", "glands", "écus", "grelots", "cœur", "carreau", "trèfle", "pique"),
        ("coeur", "schieber jass a", "trump"),
    ),
}  # fmt: skip


def used(code: str, term: str) -> bool:
    """True when some text of the language has the term as a word (any case; the
    {placeholders} are no words)."""
    pattern = re.compile(rf"(?<!\w){re.escape(term)}(?!\w)", re.IGNORECASE)
    return any(
        pattern.search(re.sub(r"\{\w+\}", "", text)) for text in i18n.messages(code).values()
    )


@pytest.mark.parametrize("code", sorted(TERMS))
def test_the_glossary_is_kept_with_the_catalog(code: str) -> None:
    """A Markdown table of the language's terms, grouped by game, beside its catalog."""
    text = (LOCALE / code / "glossary.md").read_text(encoding="utf-8")
    rows = [line for line in text.splitlines() if line.startswith("|") and "---" not in line]
    assert len(rows) >= 40
    for game in ("Schieber", "Klaverjas", "Skitgubbe", "Stichln", "Was Sticht"):
        assert game in text, game


@pytest.mark.parametrize("code", sorted(TERMS))
def test_the_games_words_are_the_players_words(code: str) -> None:
    """Every named term is used; no spelling players do not use appears."""
    wanted, never = TERMS[code]
    assert [term for term in wanted if not used(code, term)] == []
    assert [term for term in never if used(code, term)] == []
    assert len(wanted) >= 11
