"""The contract every game in REGISTRY keeps, checked on random deals chosen by hypothesis.

At every step: invariants hold, there is a legal action until the deal is over, legal
actions are sorted and unique and round-trip through their text form, every other
candidate action is refused with a sentence (and `apply` raises with the same sentence),
so is every reordered or repeated version of a legal multi-card action, and no view
shows a card its seat may not see. At the end: the deal replays identically
from the seed and the log, and a complete deal holds the game's fixed card-point total.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.cards import JASS36, Card
from game.core.rules import SEEN_FACE_UP, DealContext, IllegalAction
from game.games import REGISTRY
from tests.games.contract_helpers import cards_in, check_misnamed_cards, check_reshaped

# Games whose legal actions name several cards (Klaverjas lays two away, Skitgubbe plays
# pairs, runs and additions); the others must offer none, or this list is out of date.
MULTI_CARD_GAMES = frozenset({"klaverjas", "skitgubbe"})

CONFIGS = [
    (game.id, seats, options) for game in REGISTRY.values() for seats, options in game.test_configs
]


def test_every_registered_game_has_contract_configs() -> None:
    """A game without configurations would silently escape the contract."""
    assert CONFIGS, "no game configurations to test"
    for game in REGISTRY.values():
        assert game.test_configs, f"{game.id} lists no test configurations"
        assert {seats for seats, _ in game.test_configs} == set(game.seats), game.id


def _check_step(rules, state, seats: int) -> None:
    rules.check_invariants(state)
    legal = rules.legal_actions(state)
    assert legal, "no legal action although the deal is not over"
    assert list(legal) == sorted(set(legal)), "legal actions must be sorted and unique"
    for action in legal:
        assert rules.why_illegal(state, action) is None, action
        assert rules.decode(rules.encode(action)) == action
    for action in rules.candidate_actions(state):
        if action in legal:
            continue
        reason = rules.why_illegal(state, action)
        assert isinstance(reason, str) and reason.strip(), f"{action} refused without reason"
        with pytest.raises(IllegalAction) as refused:
            rules.apply(state, action)
        assert refused.value.reason == reason
    check_misnamed_cards(rules, state)
    for seat in range(seats):
        hidden = rules.hidden_cards(state, seat)
        leaked = set(cards_in(rules.view(state, seat))) & hidden
        assert not leaked, f"seat {seat} sees hidden cards {sorted(map(str, leaked))}"


@pytest.mark.parametrize(
    ("game_id", "seats", "options"),
    CONFIGS,
    ids=[f"{g}-{s}-{i}" for i, (g, s, _) in enumerate(CONFIGS)],
)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), seed=st.integers(0, 2**31))
def test_random_deal_keeps_the_contract(game_id, seats, options, data, seed) -> None:
    """Play one random deal through the rules protocol and check it at every step."""
    game = REGISTRY[game_id]
    model = game.options(options)
    rules = game.make_rules(model)
    dealer = seed % seats
    state = rules.new_deal(seats, dealer, random.Random(seed), DealContext())
    start = state
    log = []
    steps = 0
    while rules.to_act(state) is not None:
        _check_step(rules, state, seats)
        legal = rules.legal_actions(state)
        action = legal[data.draw(st.integers(0, len(legal) - 1), label="action")]
        state, events = rules.apply(state, action)
        assert isinstance(events, tuple)
        log.append(rules.encode(action))
        steps += 1
        assert steps < 5000, "the deal does not end"
    rules.check_invariants(state)
    assert rules.legal_actions(state) == ()
    result = rules.deal_result(state)
    assert len(result.points) == seats
    total = game.fixed_card_points(seats, model)
    if total is not None and result.complete:
        assert result.card_points is not None
        assert sum(result.card_points) == total
    replayed = start
    for text in log:
        replayed, _ = rules.apply(replayed, rules.decode(text))
    assert replayed == state
    again = rules.new_deal(seats, dealer, random.Random(seed), DealContext())
    assert again == start, "the same seed must deal the same cards"


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_reordered_and_repeated_cards_are_refused(game_id: str) -> None:
    """Seeded random deals of every config: each misnamed multi-card action is refused."""
    game = REGISTRY[game_id]
    checked = 0
    for seats, options in game.test_configs:
        rules = game.make_rules(game.options(options))
        for seed in range(3):
            rng = random.Random(seed)
            state = rules.new_deal(seats, seed % seats, random.Random(seed), DealContext())
            while rules.to_act(state) is not None:
                checked += check_misnamed_cards(rules, state)
                state, _ = rules.apply(state, rng.choice(rules.legal_actions(state)))
    if game_id in MULTI_CARD_GAMES:
        assert checked > 0, f"{game_id}: no multi-card action was offered"
    else:
        assert checked == 0, f"{game_id} offers multi-card actions: add it to MULTI_CARD_GAMES"


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_actions_of_another_shape_are_refused(game_id: str) -> None:
    """A legal action with a word it does not take (`play:x:6C`, `push:7H`), without its
    cards, or with a card more is no legal action: refused with a sentence, everywhere."""
    game = REGISTRY[game_id]
    checked = 0
    for seats, options in game.test_configs:
        rules = game.make_rules(game.options(options))
        rng = random.Random(seats)
        state = rules.new_deal(seats, 0, random.Random(seats), DealContext())
        while rules.to_act(state) is not None:
            offered = tuple(sorted({c for a in rules.legal_actions(state) for c in a.cards}))
            checked += check_reshaped(rules, state, offered)
            state, _ = rules.apply(state, rng.choice(rules.legal_actions(state)))
    assert checked > 50, checked


@dataclass(frozen=True)
class _View:
    hand: tuple[Card, ...]
    laid: tuple[Card, ...] = field(metadata=SEEN_FACE_UP)


def test_the_leak_check_reads_past_only_fields_seen_face_up() -> None:
    """A view's cards are all read but those of a field marked SEEN_FACE_UP (a layout
    every seat saw; who holds its cards is what stays hidden)."""
    hand, laid = JASS36.parse_many("AS KS"), JASS36.parse_many("QH JH TH")
    assert sorted(map(str, cards_in(_View(hand, laid)))) == ["AS", "KS"]
    assert sorted(map(str, cards_in((laid, _View((), laid))))) == ["JH", "QH", "TH"]
