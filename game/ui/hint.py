"""The hint at the table (G or the Hint button): the strong bot's move, selected, and why.

The move is only SELECTED (the gold confirm button then names it); the player still
confirms it or picks something else. It comes from the player's own view (game.advice),
and a match where a hint was given is marked as assisted in the statistics.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.advice import Advice, advise
from game.bots import decision_rng
from game.core.rules import Action
from game.i18n import t
from game.ui import renderer
from game.ui.commands import Command, Key
from game.ui.controller import Phase
from game.ui.layout import Box, TableLayout, overlap
from game.ui.screens.review import review_command
from game.ui.tutorial import tutorial_command

if TYPE_CHECKING:
    from game.ui.screens.table import TableScreen

HINT_KEY = "g"


@dataclass(frozen=True, slots=True)
class ShownHint:
    """A hint on the table: the turn it belongs to, its advice and its sentence."""

    turn: int
    advice: Advice
    text: str


def hints_allowed(table: TableScreen) -> bool:
    """A human may ask now: their turn, and at hot-seat only if every human agreed."""
    c = table.controller
    if c.phase != Phase.AWAIT_HUMAN or not c.human_legal():
        return False
    return not c.hotseat or table.setup.hints_agreed


def advice_for(table: TableScreen) -> Advice | None:
    """The advice for the seat to act, from that seat's view of the deal only."""
    c = table.controller
    seat = c.to_act()
    if seat is None:
        return None
    view = c.rules.view(c.state.deal, seat)  # never the full state: no hidden cards
    legal = c.human_legal()
    ply = len(c.state.log)

    def rng_for(attempt: int) -> Any:
        # The first question gets the RNG a bot in this seat would get at this ply, so the
        # hint is the move a strong bot here would make; the runner-up gets its own.
        return decision_rng(table.setup.seed, seat, ply if attempt == 0 else -1 - ply)

    return advise(table.setup.game.bots, view, legal, rng_for)


def words(table: TableScreen, action: Action) -> str:
    """An action in the table's words (as the confirm button would name it)."""
    view = table.controller.display_view()
    text = table.adapter.describe(view, action)
    if text:
        return text
    for choice in table.adapter.choices(view, table.controller.human_legal())[1]:
        if choice.action == action:
            return choice.label
    for target in table.adapter.targets(view, table.controller.human_legal(), table.layout()):
        if target.action == action and target.label:
            return target.label
    return str(action)


def give_hint(table: TableScreen) -> ShownHint | None:
    """Work out the hint, select its move on the table and mark the match as assisted."""
    if not hints_allowed(table):
        return None
    advice = advice_for(table)
    if advice is None:
        return None
    table.recorder.assisted("hint")
    select(table, advice.action)
    best = words(table, advice.action)
    if advice.second is None:
        text = t(advice.reason, best=best)
    elif advice.gain is not None and advice.score is not None:
        # The search's own numbers: the move's average over the sampled deals and its
        # lead over the best other move.
        text = t(
            advice.reason,
            best=best,
            second=words(table, advice.second),
            worlds=advice.worlds,
            score=f"{advice.score:+.1f}",
            gain=f"{advice.gain:.1f}",
        )
    else:
        text = t(advice.reason, best=best, second=words(table, advice.second))
    return ShownHint(table.controller.turn_counter, advice, text)


def select(table: TableScreen, action: Action) -> None:
    """Select the action the way a click would: hand cards, a button or a target."""
    turn = table._turn()
    if action in turn.hand_actions:
        cursor = (
            turn.cards.index(action.cards[0])
            if action.cards and action.cards[0] in turn.cards
            else None
        )
        table._pick_cards(action.cards, cursor)
        return
    for index, choice in enumerate(turn.choices):
        if choice.action == action:
            table._select_choice(index)
            return
    for index, target in enumerate(turn.targets):
        if target.action == action:
            table._select_target(index)
            return


def learn_command(table: TableScreen, command: Command) -> bool:
    """The table's learning keys: G asks for a hint, R (or the Review button) opens the
    deal review after a deal, T leaves a first game's prompts. True when the command was
    one of them."""
    if tutorial_command(table, command):
        return True
    if isinstance(command, Key) and command.name == HINT_KEY:
        shown = give_hint(table)
        if shown is not None:
            table.hint = shown
        return hints_allowed(table) or shown is not None
    return review_command(table, command)


def hint_box(table: TableScreen, lay: TableLayout, text: str) -> Box:
    """Where the hint's sentence goes: the notice strip, or above a decision panel that
    has taken the strip's place."""
    s = lay.scale
    size = max(12, round(16 * s))
    rows = renderer.wrap_text(text, size, lay.notice.w - round(24 * s), bold=True)
    h = max(lay.notice.h, round(len(rows) * size * 1.3 + 10 * s))
    box = Box(lay.notice.x, lay.notice.bottom - h, lay.notice.w, h)
    choices = table._choices()[1]
    if choices:
        area = table._choice_area(lay, len(choices))
        if overlap(area, box):
            box = Box(box.x, max(4, area.y - h - round(6 * s)), box.w, h)
    return box


def draw_hint(surface: pygame.Surface, table: TableScreen, lay: TableLayout) -> None:
    """The sentence of the hint while its turn lasts."""
    shown: ShownHint | None = getattr(table, "hint", None)
    if (
        shown is None
        or shown.turn != table.controller.turn_counter
        or table.controller.phase != Phase.AWAIT_HUMAN
    ):
        return
    s = lay.scale
    size = max(12, round(16 * s))
    box = hint_box(table, lay, shown.text)
    renderer.panel(surface, box, 252, round(10 * s), renderer.GOLD)  # hides the notice
    rows = renderer.wrap_text(shown.text, size, box.w - round(24 * s), bold=True)
    y = box.center[1] - (len(rows) - 1) * size * 1.3 / 2
    for row in rows:
        renderer.draw_text(surface, row, size, (box.center[0], y), renderer.GOLD, "center", True)
        y += size * 1.3
