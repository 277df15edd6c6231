"""Select, then confirm, in every game, through pygame's real event queue.

A click or Enter only selects; a second click on the selected thing, Enter or the confirm
button commits. Hand cards that combine (pairs, runs, the lay-away) are picked one by one.
A whole deal of every game is played with the keyboard alone.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.app import App
from game.core.rules import Action
from game.core.table import Seat
from game.games import REGISTRY
from game.ui import picking
from game.ui.commands import Activate, Key, Move
from game.ui.controller import Phase
from game.ui.layout import Box
from game.ui.setup_model import TableSetup
from game.ui.table.screen import TableScreen
from game.ui.table.turn import TableTurn, choice_boxes, confirm_box
from tests.ui.app_helpers import close_app, open_app
from tests.ui.monkey import post_click, post_key

# (game, seats, options): every game, Klaverjas with three players (the lay-away) too, and
# Schieber with manual Weis and Stöck (decisions with cards on their buttons).
TABLES = [
    ("schieber", 4, {"weis_declaration": "manual", "stoeck_declaration": "manual"}),
    ("klaverjas", 4, {"roem_claim": "manual"}),
    ("klaverjas", 3, {}),
    ("was_sticht", 3, {}),
    ("stichln", 4, {}),
    ("skitgubbe", 3, {}),
]
NAMES = ("You", "Anna", "Ben", "Clara")


@pytest.fixture
def app(tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    """A 1280x720 app with no waiting and a stepping clock."""
    application = open_app(
        tmp_path, monkeypatch, 0.05, bot_delay=0.0, animation="off", trick_pause=0.0
    )
    yield application
    close_app(application)


def _open(
    app: App, game: str, seats: int, options: dict[str, Any], seed: int = 4, bot: str = "random"
) -> TableScreen:
    players = ("human",) + (bot,) * (seats - 1)
    table = TableScreen(
        app,
        TableSetup(
            REGISTRY[game],
            tuple(Seat(p, NAMES[i]) for i, p in enumerate(players)),
            seed,
            dict(options),
        ),
    )
    app.stack.replace(table)
    return table


def _await_human(app: App, table: TableScreen, limit: int = 3000) -> bool:
    c = table.controller
    for _ in range(limit):
        if c.phase == Phase.AWAIT_HUMAN:
            return True
        if c.phase == Phase.DEAL_SUMMARY:
            c.confirm_summary(app.now())
        app.step()
    return False


def _to_card_play(app: App, table: TableScreen) -> None:
    """On to the first human turn that is a card play with no decision buttons."""
    c = table.controller
    for _ in range(20):
        assert _await_human(app, table)
        if not _turn(table).choices:
            return
        c.human_action(c.human_legal()[0], app.now())
    raise AssertionError("no plain card play in 20 turns")


def _turn(table: TableScreen) -> TableTurn:
    """The human's decision on the table now."""
    turn = table.turn(table.layout())
    assert turn is not None
    return turn


def _spot(box: Box) -> tuple[int, int]:
    """A point on a box that no neighbour covers (hand cards overlap to the right)."""
    return box.x + 5, box.y + box.h // 2


def _kind(table: TableScreen) -> str:
    return "+".join(sorted({a.kind for a in table.controller.human_legal()}))


def _first_thing(table: TableScreen) -> tuple[str, int, tuple[int, int]]:
    """What a player would click first: a usable card, else a table target, else the
    first decision button."""
    turn = _turn(table)
    for index, card in enumerate(turn.offer.cards):
        if card in turn.offer.usable:
            return "hand", index, _spot(turn.boxes[index])
    if turn.targets:
        return "targets", 0, turn.targets[0].box.center
    return "choices", 0, choice_boxes(turn.lay, turn.decision, table.trick_shown())[0].center


@pytest.mark.parametrize(("game", "seats", "options"), TABLES)
def test_one_click_selects_and_a_second_click_commits(
    app: App, game: str, seats: int, options: dict[str, Any]
) -> None:
    """At every kind of decision met in a deal: one click never commits and selects; the
    second click (or, for cards that combine, the confirm button) commits."""
    table = _open(app, game, seats, options)
    c = table.controller
    kinds: set[str] = set()
    for _ in range(60):
        if not _await_human(app, table) or c.state.history:
            break
        kind = _kind(table)
        group, index, point = _first_thing(table)
        before = len(c.state.log)
        post_click(point)
        app.step()
        assert len(c.state.log) == before, f"one click committed at {kind}"
        selected = {
            "hand": table.selection.picked != (),
            "targets": table.selection.target_pick == index,
            "choices": table.selection.choice_pick == index,
        }[group]
        assert selected, f"one click did not select at {kind}"
        turn = _turn(table)
        if table.selection.pending(turn.offer) is None:
            # Cards that only go together: pick the next usable ones, then confirm.
            for i, card in enumerate(turn.offer.cards):
                if card in turn.offer.usable and card not in table.selection.picked:
                    post_click(_spot(turn.boxes[i]))
                    app.step()
                    turn = _turn(table)
                    if table.selection.pending(turn.offer) is not None:
                        break
            assert table.selection.pending(turn.offer) is not None and len(c.state.log) == before
            post_click(confirm_box(turn.lay).center)
        else:
            post_click(point)
        app.step()
        assert len(c.state.log) == before + 1, f"the confirming click did nothing at {kind}"
        kinds.add(kind)
    assert len(kinds) >= 2, kinds
    table.close()


@pytest.mark.parametrize(("game", "seats", "options"), TABLES)
def test_a_whole_deal_by_keyboard_alone(
    app: App, game: str, seats: int, options: dict[str, Any]
) -> None:
    """Arrows, Space and Enter only, posted as key presses: every human decision of a
    whole deal is made, and each first Enter only selects."""
    table = _open(app, game, seats, options, seed=7)
    c = table.controller
    decisions = 0
    for _ in range(400):
        if not _await_human(app, table) or c.state.history:
            break
        before = len(c.state.log)
        post_key(pygame.K_RIGHT)
        app.step()
        turn = _turn(table)
        if table.selection.pending(turn.offer) is None:
            post_key(pygame.K_RETURN)  # nothing complete selected: Enter selects
            app.step()
            assert len(c.state.log) == before, "Enter with nothing selected committed"
        for _ in range(12):
            if table.selection.pending(_turn(table).offer) is not None:
                break
            post_key(pygame.K_RIGHT)  # cards that go together: Space picks one more
            post_key(pygame.K_SPACE)
            app.step()
        assert table.selection.pending(_turn(table).offer) is not None, _kind(table)
        post_key(pygame.K_RETURN)
        app.step()
        assert len(c.state.log) == before + 1, f"Enter did not confirm at {_kind(table)}"
        decisions += 1
    assert c.state.history, "the deal was played to its end"
    assert decisions >= 5
    table.close()


def test_enter_held_down_never_commits(app: App) -> None:
    """A held Enter (auto-repeat) selects at most; it never plays a card."""
    table = _open(app, "schieber", 4, {})
    c = table.controller
    _to_card_play(app, table)
    before = len(c.state.log)
    post_key(pygame.K_RETURN)  # selects the first playable card
    app.step()
    assert table.selection.picked and len(c.state.log) == before
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", repeat=1)
    )
    app.step()
    assert len(c.state.log) == before, "a repeated Enter committed"
    table.close()


def test_dragging_a_card_onto_the_table_plays_it(app: App) -> None:
    """Press on a card, move with the button down, let go over the trick: played. Let go
    over the hand: only selected."""
    table = _open(app, "stichln", 4, {})
    c = table.controller
    assert _await_human(app, table)
    checked = 0
    for _ in range(2):
        assert _await_human(app, table)
        turn = _turn(table)
        index = next(i for i, card in enumerate(turn.offer.cards) if card in turn.offer.usable)
        card = turn.offer.cards[index]
        start = _spot(turn.boxes[index])
        before = len(c.state.log)
        # Let go inside the hand: a drag back, nothing played.
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
        pygame.event.post(
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=(start[0] + 40, start[1]), rel=(40, 0), buttons=(1, 0, 0)
            )
        )
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(start[0] + 40, start[1]))
        )
        app.step()
        assert len(c.state.log) == before and table.selection.picked == (card,)
        table.selection.clear()
        target = turn.lay.trick_area.center
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
        for k in range(1, 6):
            point = (
                start[0] + (target[0] - start[0]) * k // 5,
                start[1] + (target[1] - start[1]) * k // 5,
            )
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(1, 1), buttons=(1, 0, 0))
            )
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=target))
        app.step()
        assert len(c.state.log) == before + 1
        assert c.state.log[before].endswith(str(card)), (c.state.log[before], card)
        checked += 1
    assert checked == 2
    table.close()


def test_one_click_setting_commits_on_the_first_click(app: App) -> None:
    """With "play with one click" on, one click plays a card (and presses a button)."""
    app.settings = app.settings.model_copy(update={"one_click": True})
    table = _open(app, "schieber", 4, {}, seed=3)
    c = table.controller
    pressed: set[str] = set()
    for _ in range(80):
        if pressed == {"hand", "choices"}:
            break
        assert _await_human(app, table)
        group, _, point = _first_thing(table)
        before = len(c.state.log)
        post_click(point)
        app.step()
        assert len(c.state.log) == before + 1, group
        pressed.add(group)
    assert pressed == {"hand", "choices"}
    table.close()


def test_a_refused_card_gets_the_rules_sentence_and_is_not_picked(app: App) -> None:
    """Clicking a card that may not be played now shows why, in the rules' words."""
    table = _open(app, "klaverjas", 4, {})
    c = table.controller
    for _ in range(40):
        assert _await_human(app, table)
        turn = _turn(table)
        wrong = [i for i, card in enumerate(turn.offer.cards) if card not in turn.offer.usable]
        if turn.offer.usable and wrong:
            break
        c.human_action(c.human_legal()[0], app.now())
    else:
        raise AssertionError("no turn with a card that may not be played")
    card = turn.offer.cards[wrong[0]]
    post_click(_spot(turn.boxes[wrong[0]]))
    app.step()
    action = next(
        (a for a in turn.offer.hand_actions if a.cards == (card,)),
        Action(turn.decision.lone_kind(turn.legal), (card,)),
    )
    reason = table.match.rules.why_illegal(c.state.deal, action)
    assert reason and c.message == reason and table.selection.picked == ()
    # The next pick clears the refusal.
    post_key(pygame.K_RETURN)
    app.step()
    assert c.message == "" and table.selection.picked
    table.close()


def test_tab_moves_between_groups_and_enter_presses_a_table_button(app: App) -> None:
    """Tab: hand -> table buttons -> hand; Enter on the focused button presses it (the
    move log opens); arrows in the hand visit only playable cards."""
    table = _open(app, "schieber", 4, {})
    c = table.controller
    _to_card_play(app, table)
    table.handle(Key("tab"))
    assert table.selection.focus == "buttons" and table.selection.button_focus == 0
    keys = [button.key for button in table.buttons(table.layout())]
    for _ in range(keys.index("m")):
        table.handle(Move(1, 0))  # to "Moves (M)"
    table.handle(Activate())
    assert table.layers.log.open and len(c.state.log) > 0
    table.handle(Key("tab"))
    assert table.selection.focus == "hand" and table.selection.cursor is not None
    table.handle(Key("tab", shift=True))
    assert table.selection.focus == "buttons"
    table.close()


def test_picking_rules() -> None:
    """The pure pick rules: a second click commits a lone card; a card that can join
    is added; any other card starts a new pick; Space puts a picked card back."""
    from game.core.cards import parse_cards

    seven_s, seven_h, nine = parse_cards("7S 7H 9C")
    actions = (
        Action("play", (seven_s,)),
        Action("play", (seven_h,)),
        Action("play", (nine,)),
        Action("play", (seven_s, seven_h)),
    )
    assert picking.multi(actions) and not picking.multi(actions[:3])
    assert picking.click((), seven_s, actions) == ((seven_s,), False)
    assert picking.click((seven_s,), seven_s, actions) == ((seven_s,), True)
    assert picking.click((seven_s,), seven_h, actions) == ((seven_s, seven_h), False)
    assert picking.click((seven_s, seven_h), seven_h, actions) == ((seven_s,), False)
    assert picking.click((seven_s,), nine, actions) == ((nine,), False)
    assert picking.toggle((seven_s,), seven_s, actions) == ()
    assert picking.action_for((seven_h, seven_s), actions) == actions[3]
    assert picking.needs_more((), actions) == 0
    pair_only = (Action("discard", (seven_s, nine)),)
    assert picking.needs_more((seven_s,), pair_only) == 1
    assert picking.click((seven_s,), seven_s, pair_only) == ((), False)
    assert picking.usable(pair_only) == {seven_s, nine}
