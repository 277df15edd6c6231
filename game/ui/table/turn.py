"""The decision on the table now, as one input or one frame sees it, and where its parts
are drawn: the hand, the decision buttons (a panel, or a bar below a trick), targets, the
confirm button and the table's own buttons."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from game.core.cards import Card
from game.core.rules import Action
from game.i18n import t
from game.present import Choice
from game.ui import picking
from game.ui.keybinds import Keys, in_caption
from game.ui.layout import (
    Box,
    TableLayout,
    bar_buttons,
    button_column,
    choice_buttons,
    decision_bar,
    hand_boxes,
    overlap,
)
from game.ui.table.seam import Decision, Target
from game.ui.table.selection import Offer, Selection

V = TypeVar("V")


@dataclass(frozen=True, slots=True)
class Turn(Generic[V]):
    """Everything one input at the human's turn is decided on (computed once per input)."""

    lay: TableLayout
    view: V
    legal: tuple[Action, ...]
    decision: Decision
    offer: Offer
    boxes: list[Box]  # the hand's cards

    @property
    def choices(self) -> tuple[Choice, ...]:
        """The decision's buttons."""
        return self.decision.buttons

    @property
    def targets(self) -> tuple[Target, ...]:
        """The decision's targets on the table."""
        return self.decision.targets


# The turn at a running table. `Any` is the existential "this game's view": the shared
# table never reads a view, it only hands one from a game's rules back to that game's
# presenter and painters (Python has no way to say "some V" otherwise).
TableTurn = Turn[Any]


def offer_of(decision: Decision, legal: tuple[Action, ...], cards: tuple[Card, ...]) -> Offer:
    """What the selection may pick in this decision (no hand cards while it is hidden)."""
    actions = decision.hand_actions(legal)
    usable = frozenset(picking.usable(actions)) if cards else frozenset()
    return Offer(
        cards,
        usable,
        actions,
        tuple(choice.action for choice in decision.buttons),
        tuple(target.action for target in decision.targets),
    )


def hand_places(
    lay: TableLayout, cards: tuple[Card, ...], offer: Offer, selection: Selection, acting: bool
) -> list[Box]:
    """The hand's cards: usable ones lifted a little, picked ones high, the keyboard's
    card between."""
    lifts = []
    for index, card in enumerate(cards):
        lift = 0.0
        if card in offer.usable:
            lift = lay.card_h * 0.10
        if acting and index == selection.cursor and selection.focus == "hand":
            lift = lay.card_h * 0.15
        if acting and card in selection.picked:
            lift = lay.card_h * 0.22
        lifts.append(lift)
    return hand_boxes(len(cards), lay.hand_area, lay.card_w, lay.card_h, tuple(lifts))


def choice_panel(lay: TableLayout, decision: Decision) -> Box:
    """Where the game wants the decision's buttons (the middle of the table by default)."""
    return decision.area if decision.area is not None else lay.choice_panel


def in_bar(lay: TableLayout, decision: Decision, trick_shown: bool) -> bool:
    """While cards lie in the trick, a panel over the trick becomes a bar below it (a
    refusal or a question never covers the trick)."""
    return trick_shown and bool(overlap(choice_panel(lay, decision), lay.trick_area))


def choice_area(lay: TableLayout, decision: Decision, trick_shown: bool) -> Box:
    """The box the decision's panel is drawn in."""
    return decision_bar(lay) if in_bar(lay, decision, trick_shown) else choice_panel(lay, decision)


def choice_boxes(lay: TableLayout, decision: Decision, trick_shown: bool) -> list[Box]:
    """The decision buttons; taller, two to a row, when they show cards (a Weis)."""
    count = len(decision.buttons)
    if not count:
        return []
    if in_bar(lay, decision, trick_shown):
        return bar_buttons(decision_bar(lay), count, lay.scale)
    tall = any(choice.cards for choice in decision.buttons)
    return choice_buttons(
        choice_panel(lay, decision), count, lay.scale, per_row=2 if tall else 4, tall=tall
    )


def confirm_box(lay: TableLayout) -> Box:
    """The confirm button: in the message line, just above the hand."""
    box = lay.message
    return Box(box.x, box.y - round(3 * lay.scale), box.w, box.h + round(6 * lay.scale))


@dataclass(frozen=True, slots=True)
class TableButton:
    """One of the table's own buttons (right column); each button is its key."""

    box: Box
    key: str
    label: str


def table_buttons(
    lay: TableLayout, hint: bool, undo: bool, own: Mapping[str, str] | None = None
) -> list[TableButton]:
    """Hint (when allowed), Undo (when there is something to undo), last trick, moves,
    scores and the menu; each named and pressed by the player's key (`own`)."""
    keys = Keys(own or {})
    commands = [
        ("last_trick", "table.last_trick"),
        ("log", "table.moves"),
        ("sheet", "table.scores"),
    ]
    if undo:
        commands.insert(0, ("undo", "table.undo"))
    if hint:
        commands.insert(0, ("hint", "hint.button"))
    labels = [(keys.first(c), in_caption(t(text), c, keys)) for c, text in commands]
    labels.append(("escape", t("table.menu")))
    boxes = button_column(lay.buttons, len(labels), lay.scale)
    return [TableButton(box, key, label) for box, (key, label) in zip(boxes, labels, strict=True)]
