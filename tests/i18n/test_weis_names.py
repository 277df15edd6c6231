"""Weis announcements are named from the event's data: in English exactly the engine's own
description, in Japanese without English words."""

from __future__ import annotations

import random
import re

from game import i18n
from game.core.rules import DealContext
from game.games import REGISTRY
from game.games.schieber.events import WeisDeclared
from game.games.schieber.present import weis_name


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
    """Runs and four of a kind, named like the engine in English and in Japanese in ja."""
    declared = _declarations(120)
    assert len(declared) >= 60
    assert any(e.quad for e in declared) or len({e.length for e in declared}) >= 2
    i18n.set_language("en")
    assert [weis_name(e) for e in declared] == [e.best for e in declared]
    i18n.set_language("ja")
    for event in declared:
        text = weis_name(event)
        assert not re.search("[A-Za-z]", text), text
        assert re.search("[ぁ-んァ-ン]", text), text
