"""Each term of the games' glossary has one Japanese spelling in every catalog (help,
prompts, the table and menus): a player never meets Obenabe spelt three ways (issue 30)."""

from __future__ import annotations

import re

import pytest

from game.i18n import messages

# term: (the one spelling, a pattern that finds every spelling of the term).
GLOSSARY = {
    "Obenabe": ("オーベナーベ", r"オー?ベン?[ナア]ー?ベ"),
    "Undenufe": ("ウンデヌーフェ", r"ウンデ?ヌー?フェ"),
    "Schieben": ("シーベン", r"シー?ベン"),
    "Stöck": ("シュテック", r"シュ[テト]ェ?ッ?ク"),
    "Weis": ("ヴァイス", r"[ヴワバ]ァ?イス(?![ァ-ヶ])"),
    "roem": ("ルーム", r"ルーム|ロエム|ローム"),
    "Roses": ("バラ", r"バラ|ローゼン|ロゼ"),
    "Banner": ("バナー", r"バナー|バンナー|バネル"),
    "Under": ("ウンダー", r"ウンダー|ウンター|アンダー(?!トランプ)"),
    "Ober": ("オーバー", r"オーバー(?!トランプ|レイ)|オーベル|オバー"),
}


@pytest.mark.parametrize("term", GLOSSARY)
def test_each_glossary_term_has_one_japanese_spelling(term: str) -> None:
    """Every Japanese catalog text spells the term one way; the term is used at all."""
    canonical, pattern = GLOSSARY[term]
    spellings: dict[str, list[str]] = {}
    for key, text in messages("ja").items():
        for found in re.findall(pattern, text):
            spellings.setdefault(found, []).append(key)
    assert set(spellings) == {canonical}, {s: keys[:3] for s, keys in spellings.items()}
