"""Every refusal of every engine has a catalog entry in English and Japanese.

The engines keep returning English sentences (CLI, conformance); each is a `Refusal`
carrying a key and raw parameters, and the English catalog reproduces it word for word.
"""

from __future__ import annotations

import ast
import random
import string
from pathlib import Path

import pytest

from game import i18n
from game.core.cards import Card
from game.core.rules import DealContext, Refusal
from game.games import REGISTRY
from game.i18n.refusals import refusal_key, refusal_text

GAMES_DIR = Path(__file__).resolve().parents[2] / "game" / "games"
CORE_DIR = GAMES_DIR.parent / "core"  # refusals every game shares, catalogued as core.refuse.*
JAPANESE = set(
    "ぁあいうえおかがきくけこさしすせそただちつてとなにぬねのはばひふへほまみむめもや"
    "ゆよらりるれろわをんァアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフ"
    "ヘホマミムメモヤユヨラリルレロワンー切札"
)


@pytest.fixture(autouse=True)
def english_afterwards():
    """Every test leaves the language as it found it (English)."""
    yield
    i18n.set_language("en")


def placeholders(text: str) -> set[str]:
    """The {names} a catalog string fills in."""
    return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}


def refusal_calls() -> list[tuple[str, str, set[str]]]:
    """(game id, key, keyword names) of every Refusal(...) written in the engines' source."""
    calls = []
    for path in sorted([*GAMES_DIR.glob("*/*.py"), *CORE_DIR.glob("*.py")]):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Refusal":
                key = node.args[1]
                assert isinstance(key, ast.Constant), f"{path.name}: a key must be a literal"
                calls.append((path.parent.name, key.value, {k.arg for k in node.keywords}))
    return calls


def provoked_refusals(game_id: str, seeds: int) -> list[Refusal]:
    """The refusals of every candidate action that is not legal, along random deals."""
    game = REGISTRY[game_id]
    found: list[Refusal] = []
    for seats, options in game.test_configs:
        rules = game.make_rules(game.options(options))
        for seed in range(seeds):
            rng = random.Random(seed)
            state = rules.new_deal(seats, seed % seats, random.Random(seed), DealContext())
            while rules.to_act(state) is not None:
                legal = rules.legal_actions(state)
                for action in rules.candidate_actions(state):
                    if action not in legal:
                        found.append(rules.why_illegal(state, action))
                state, _ = rules.apply(state, rng.choice(legal))
    return found


def test_every_refusal_in_the_source_has_both_catalog_entries() -> None:
    """Each Refusal(...) names a key present in en and ja with exactly its parameters."""
    calls = refusal_calls()
    assert len(calls) > 90
    assert {game for game, _, _ in calls} == {*REGISTRY, "core"}
    for game, key, params in calls:
        entry = f"{game}.refuse.{key}"
        assert entry in i18n.CATALOGS["en"], entry
        assert entry in i18n.CATALOGS["ja"], entry
        assert placeholders(i18n.CATALOGS["en"][entry]) == params, entry
    # no catalog entry without a refusal to show it
    written = {f"{game}.refuse.{key}" for game, key, _ in calls}
    listed = {key for key in i18n.CATALOGS["en"] if ".refuse." in key}
    assert listed == written


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_provoked_refusals_translate(game_id: str) -> None:
    """Refusals the contract test provokes: English catalog == engine text; Japanese differs."""
    refusals = provoked_refusals(game_id, seeds=3)
    assert len(refusals) > 50
    keys = set()
    for reason in refusals:
        assert isinstance(reason, Refusal), f"plain sentence: {reason!r}"
        key = refusal_key(game_id, reason)
        assert key in i18n.CATALOGS["en"] and key in i18n.CATALOGS["ja"], key
        keys.add(key)
        i18n.set_language("en")
        assert refusal_text(game_id, reason) == str(reason)
        i18n.set_language("ja")
        japanese = refusal_text(game_id, reason)
        assert japanese != str(reason) and "{" not in japanese
        assert set(japanese) & JAPANESE, japanese
    assert len(keys) >= 5, sorted(keys)


def test_cards_and_suits_are_named_in_japanese() -> None:
    """Parameters are raw codes: each language names the card and the suit itself."""
    reason = Refusal("You must overtrump the Jack of hearts.", "overtrump", card=Card("H", 11))
    follow = Refusal("You must follow red.", "follow", suit="R")
    chip = Refusal("No 'no red cards' (NO_RED) chip is left.", "chip_gone", chip="NO_RED")
    assert refusal_text("klaverjas", reason) == "You must overtrump the Jack of hearts."
    i18n.set_language("ja")
    assert refusal_text("klaverjas", reason) == (
        "ハートのジャックより強い切り札を出してください（オーバートランプ）。"
    )
    assert refusal_text("was_sticht", follow) == "赤をフォローしなければなりません。"
    assert refusal_text("was_sticht", chip) == "「赤なし」のチップはもう残っていません。"


def test_plain_or_unknown_refusals_show_as_written() -> None:
    """A plain sentence or an unknown key is shown in the engine's words, never lost."""
    i18n.set_language("ja")
    assert refusal_text("schieber", "Some plain sentence.") == "Some plain sentence."
    odd = Refusal("An unknown refusal.", "no_such_key")
    assert refusal_text("schieber", odd) == "An unknown refusal."
    assert refusal_text("schieber", "") == ""
