"""Every bot returns a legal action in random states of every configuration, bot-only
matches finish, and the same seed gives the same decisions."""

from __future__ import annotations

import random

import pytest

from game.bots import bot_rng
from game.core.match import Match
from game.games import REGISTRY
from tests.bots.helpers import random_states

GAMES = tuple(REGISTRY)
# Short matches, so a bot-only match of every game stays quick.
MATCH_OPTIONS: dict[str, dict] = {
    "schieber": {"target": 400},
    "klaverjas": {"game_length": 2},
    "was_sticht": {"game_length": "short"},
    "stichln": {"rounds": 1},
    "skitgubbe": {},
}
CONFIGS = [
    (game_id, seats, options)
    for game_id in GAMES
    for seats, options in REGISTRY[game_id].test_configs
]


def _bots(game_id: str) -> dict:
    """The registered basic bot, and the strong bot with a small search (test speed)."""
    game = REGISTRY[game_id]
    strong = game.bots["strong"](work=600)
    return {"basic": game.bots["basic"](), "strong": strong}


def test_registry_lists_the_three_bots() -> None:
    """Every game registers random, basic and strong, with matching names."""
    assert len(GAMES) == 5
    for game_id in GAMES:
        bots = REGISTRY[game_id].bots
        assert set(bots) == {"random", "basic", "strong"}
        for name, factory in bots.items():
            assert factory().name == name


@pytest.mark.parametrize(
    ("game_id", "seats", "options"),
    CONFIGS,
    ids=[f"{g}-{s}-{i}" for i, (g, s, _) in enumerate(CONFIGS)],
)
def test_bots_choose_legal_actions(game_id: str, seats: int, options: dict) -> None:
    """In every state of a few random deals, each bot's choice is one of the legal actions."""
    game = REGISTRY[game_id]
    bots = _bots(game_id)
    checked = 0
    kinds: set[str] = set()
    for index, (rules, state) in enumerate(random_states(game, seats, options, 3, seed=7)):
        legal = rules.legal_actions(state)
        seat = rules.to_act(state)
        view = rules.view(state, seat)
        for name, bot in bots.items():
            if name == "strong" and index % 3:
                continue  # the search is slower; every third state is plenty
            action = bot.choose(view, legal, random.Random(index))
            assert action in legal, (name, action, legal)
            kinds.add(action.kind)
            checked += 1
    assert checked >= 3 * 20
    assert "play" in kinds


@pytest.mark.parametrize("game_id", GAMES)
def test_bot_only_matches_finish(game_id: str) -> None:
    """A whole match of basic against strong ends with a result."""
    game = REGISTRY[game_id]
    options = MATCH_OPTIONS[game_id]
    match = Match(game, game.options(options), 4, 11)
    bots = [_bots(game_id)[name] for name in ("strong", "basic", "strong", "basic")]
    rngs = [bot_rng(11, seat) for seat in range(4)]
    state = match.start()
    decisions = 0
    while not state.over:
        seat = match.to_act(state)
        legal = match.legal_actions(state)
        view = match.rules.view(state.deal, seat)
        state, _ = match.apply(state, bots[seat].choose(view, legal, rngs[seat]))
        decisions += 1
        assert decisions < 5000, "the match does not end"
    assert state.outcome is not None and state.outcome.winners


def test_three_player_klaverjas_match_finishes() -> None:
    """Three bots playing alone (widow, laying away) finish a short game."""
    game = REGISTRY["klaverjas"]
    match = Match(game, game.options({"game_length": 2}), 3, 5)
    bots = [_bots("klaverjas")[name] for name in ("strong", "basic", "basic")]
    rngs = [bot_rng(5, seat) for seat in range(3)]
    state = match.start()
    kinds = set()
    while not state.over:
        seat = match.to_act(state)
        legal = match.legal_actions(state)
        action = bots[seat].choose(match.rules.view(state.deal, seat), legal, rngs[seat])
        kinds.add(action.kind)
        state, _ = match.apply(state, action)
    assert state.outcome is not None
    assert {"trump", "discard", "play"} <= kinds


@pytest.mark.parametrize("game_id", GAMES)
def test_same_seed_same_decisions(game_id: str) -> None:
    """Two runs from the same seed give the same decisions: the search budget is counted
    in card plays, not seconds (the clock is only a safety stop, set far out here so a
    busy test machine cannot trigger it)."""
    game = REGISTRY[game_id]
    options = {"target": 100000} if game_id == "schieber" else {}

    def run() -> list[str]:
        match = Match(game, game.options(options), 4, 3)
        bots = [game.bots["strong"](work=1500, budget=30.0) for _ in range(4)]
        rngs = [bot_rng(3, seat) for seat in range(4)]
        state = match.start()
        log = []
        while len(log) < 40:
            seat = match.to_act(state)
            legal = match.legal_actions(state)
            action = bots[seat].choose(match.rules.view(state.deal, seat), legal, rngs[seat])
            log.append(str(action))
            state, _ = match.apply(state, action)
        return log

    first, second = run(), run()
    assert len(first) == 40
    assert first == second
