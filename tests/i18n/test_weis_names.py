"""Weis announcements are named from the event's data, by kind only (no card, no rank: the
Weis is still hidden), in English and in Japanese without English words."""

from __future__ import annotations

import random
import re

from game import i18n
from game.core.rules import DealContext
from game.games import REGISTRY
from game.games.schieber.events import WeisDeclared
from game.games.schieber.words import meld_kind


def _declarations(deals: int) -> list[WeisDeclared]:
    game = REGISTRY["schieber"]
    rules = game.make_rules(game.options({}))
    rng = random.Random(5)
    found: list[WeisDeclared] = []
    for index in range(deals):
        state = rules.new_deal(4, index % 4, rng, DealContext(deal_index=index))
        while rules.to_act(state) is not None:
            legal = rules.legal_actions(state)
            state, events = rules.apply(state, legal[rng.randrange(len(legal))])
            found += [e for e in events if isinstance(e, WeisDeclared)]
    return found


def test_weis_names_in_both_languages() -> None:
    """Runs by length and four of a kind, named by kind in English and in Japanese."""
    declared = _declarations(120)
    assert len(declared) >= 60
    kinds = [kind for event in declared for kind in event.melds]
    assert any(k.quad for k in kinds) or len({k.length for k in kinds}) >= 2
    i18n.set_language("en")
    expected = ["four of a kind" if k.quad else f"{k.length}-card run" for k in kinds]
    assert [meld_kind(k) for k in kinds] == expected
    i18n.set_language("ja")
    for kind in kinds:
        text = meld_kind(kind)
        assert not re.search("[A-Za-z]", text), text
        assert re.search("[ぁ-んァ-ン]", text), text
