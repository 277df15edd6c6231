"""PURE: what the player has selected at the table, and how input moves the selection.

One thing is selected at a time: hand cards, a decision button or a target on the table.
Selecting never commits; confirming does (the rules of picking are in game.ui.picking).
The keyboard works in groups (hand, targets, buttons of the decision, the table's own
buttons; Tab moves on). Pointing only highlights. No pygame: tested without a display.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from game.core.cards import Card
from game.core.rules import Action
from game.ui import picking
from game.ui.picking import action_for

Group = Literal["hand", "targets", "choices", "buttons"]
GROUPS: tuple[Group, ...] = ("hand", "targets", "choices", "buttons")  # Tab order


@dataclass(frozen=True, slots=True)
class Offer:
    """What the decision at hand offers, as the selection sees it: the hand in display
    order (empty while it is hidden), the cards that are part of some decision, the
    decisions made of hand cards, and the actions of the buttons and targets in order."""

    cards: tuple[Card, ...] = ()
    usable: frozenset[Card] = frozenset()
    hand_actions: tuple[Action, ...] = ()
    buttons: tuple[Action, ...] = ()
    targets: tuple[Action, ...] = ()

    @property
    def multi(self) -> bool:
        """True when some decision takes more than one card (cards are then toggled)."""
        return picking.multi(self.hand_actions)

    def groups(self, order: tuple[Group, ...]) -> list[Group]:
        """The groups in `order` that have something in them now."""
        present = {
            "hand": bool(self.usable),
            "targets": bool(self.targets),
            "choices": bool(self.buttons),
            "buttons": True,
        }
        return [group for group in order if present[group]]


@dataclass(frozen=True, slots=True)
class Pending:
    """The decision the selection stands for, and where it was selected."""

    action: Action
    source: Literal["hand", "choices", "targets"]
    index: int = 0


@dataclass(slots=True)
class Drag:
    """A hand card pressed and perhaps being dragged towards the table."""

    card: Card
    start: tuple[int, int]
    pos: tuple[int, int]
    moving: bool = False


# Pixels the pointer moves with the button down before a pressed card is dragged.
DRAG_START = 12


@dataclass(slots=True)
class Selection:
    """The selection, the keyboard's place and what the pointer is over.

    `fresh` is set whenever something new was selected: the table then clears a refusal
    standing in the message line (the player moved on)."""

    picked: tuple[Card, ...] = ()
    cursor: int | None = None  # the keyboard's place in the hand
    choice_pick: int | None = None
    target_pick: int | None = None
    focus: Group = "hand"  # the group the arrows and Enter work in (Tab moves on)
    button_focus: int | None = None  # keyboard focus in the table's own buttons
    hovered: int | None = None  # hand card under the pointer (only highlighted)
    hover_choice: int | None = None
    hover_target: int | None = None
    hover_button: int | None = None
    drag: Drag | None = None
    turn: int = -1  # the controller turn the selection belongs to
    fresh: bool = field(default=False, repr=False)

    # ------------------------------------------------------------ lifetime
    def sync(self, turn: int) -> None:
        """A selection belongs to one decision: a new turn (or an undo) starts afresh."""
        if turn != self.turn:
            self.turn = turn
            self.clear()

    def clear(self) -> None:
        """Put the selection down (the pointer's highlights stay)."""
        self.picked, self.cursor = (), None
        self.choice_pick = self.target_pick = self.button_focus = None
        self.drag = None
        self.focus = "hand"

    def unhover(self) -> None:
        """Nothing is under the pointer any more."""
        self.hovered = self.hover_choice = self.hover_target = None

    @property
    def anything(self) -> bool:
        """True when something is selected or dragged (Esc first puts it down)."""
        return (
            self.drag is not None
            or bool(self.picked)
            or self.choice_pick is not None
            or self.target_pick is not None
        )

    # ------------------------------------------------------------ selecting
    def select_choice(self, index: int) -> None:
        """Select the decision button `index`."""
        self.picked, self.target_pick = (), None
        self.choice_pick, self.focus = index, "choices"
        self.fresh = True

    def select_target(self, index: int) -> None:
        """Select the table target `index`."""
        self.picked, self.choice_pick = (), None
        self.target_pick, self.focus = index, "targets"
        self.fresh = True

    def pick_cards(self, picked: tuple[Card, ...], cursor: int | None) -> None:
        """Select these hand cards, the keyboard's place at `cursor`."""
        self.choice_pick = self.target_pick = None
        self.picked, self.cursor, self.focus = picked, cursor, "hand"
        self.fresh = True

    def select(self, offer: Offer, action: Action) -> None:
        """Select `action` the way a click would: its hand cards, its button or target."""
        if action in offer.hand_actions:
            first = action.cards[0] if action.cards else None
            cursor = offer.cards.index(first) if first in offer.cards else None
            self.pick_cards(action.cards, cursor)
        elif action in offer.buttons:
            self.select_choice(offer.buttons.index(action))
        elif action in offer.targets:
            self.select_target(offer.targets.index(action))

    def pending(self, offer: Offer) -> Pending | None:
        """The decision the selection stands for, or None (nothing selected, or hand cards
        that are not a decision yet)."""
        if self.picked:
            action = action_for(self.picked, offer.hand_actions)
            return Pending(action, "hand") if action is not None else None
        if self.choice_pick is not None and self.choice_pick < len(offer.buttons):
            return Pending(offer.buttons[self.choice_pick], "choices", self.choice_pick)
        if self.target_pick is not None and self.target_pick < len(offer.targets):
            return Pending(offer.targets[self.target_pick], "targets", self.target_pick)
        return None

    # ------------------------------------------------------------ keyboard
    def move_cursor(self, offer: Offer, step: int) -> None:
        """The arrows in the hand visit only cards that are part of a decision now. Where
        every decision is one card the selection goes along; where cards are combined
        (pairs, runs, a lay-away) only the cursor moves and Space picks."""
        allowed = [i for i, card in enumerate(offer.cards) if card in offer.usable]
        if not allowed:
            return
        current = self.cursor
        if current is None or current not in allowed:
            later = [
                i
                for i in allowed
                if current is not None and (i > current if step > 0 else i < current)
            ]
            pool = later or allowed
            index = pool[0] if step > 0 else pool[-1]
        else:
            at = allowed.index(current)
            index = allowed[max(0, min(len(allowed) - 1, at + step))]
        if offer.multi:
            self.cursor, self.focus = index, "hand"
            self.choice_pick = self.target_pick = None
        else:
            self.pick_cards((offer.cards[index],), index)

    def enter_group(self, group: Group, offer: Offer | None) -> None:
        """Give the keyboard focus to `group`; its first thing is selected."""
        self.focus = group
        self.button_focus = 0 if group == "buttons" else None
        if group == "buttons":
            # Enter now presses a table button: a selection left standing would promise
            # (on the confirm button) that Enter plays it.
            self.picked, self.choice_pick, self.target_pick = (), None, None
        if offer is None:
            return
        if group == "hand" and self.cursor is None:
            self.move_cursor(offer, 1)
        elif group == "choices" and self.choice_pick is None:
            self.select_choice(0)
        elif group == "targets" and self.target_pick is None:
            self.select_target(0)

    def next_group(self, offer: Offer | None, step: int) -> None:
        """Tab: the next group that has something in it; `offer` None when it is not the
        human's turn (only the table's buttons then)."""
        present = offer.groups(GROUPS) if offer is not None else ["buttons"]
        at = GROUPS.index(self.focus)
        for offset in range(1, len(GROUPS) + 1):
            group = GROUPS[(at + step * offset) % len(GROUPS)]
            if group in present:
                self.enter_group(group, offer)
                return

    def move(self, offer: Offer, dx: int, dy: int) -> None:
        """Left/right within the focused group; up/down between the hand and the
        decision buttons or table targets above it."""
        groups = offer.groups(("targets", "choices", "hand"))
        if not groups:
            return
        if self.focus not in groups:
            self.enter_group(groups[-1], offer)
            return
        if dy and len(groups) > 1:
            at = groups.index(self.focus)
            group = groups[max(0, min(len(groups) - 1, at + dy))]
            if group != self.focus:
                self.enter_group(group, offer)
                return
        step = dx or dy
        if self.focus == "hand":
            self.move_cursor(offer, step)
        elif self.focus == "choices":
            chosen = self.choice_pick
            self.select_choice(0 if chosen is None else (chosen + step) % len(offer.buttons))
        else:
            aimed = self.target_pick
            self.select_target(0 if aimed is None else (aimed + step) % len(offer.targets))

    def activate(self, offer: Offer, space: bool, repeat: bool) -> Action | None:
        """Enter confirms the selection (the action to submit is returned); with nothing
        selected it selects the first choice of the focused group. Space picks or puts
        back the cursor's card where cards are combined. A held key never commits."""
        if (
            space
            and offer.multi
            and self.focus == "hand"
            and self.cursor is not None
            and self.cursor < len(offer.cards)
        ):
            card = offer.cards[self.cursor]
            self.pick_cards(picking.toggle(self.picked, card, offer.hand_actions), self.cursor)
            return None
        if repeat:
            return None
        pending = self.pending(offer)
        if pending is not None:
            return pending.action
        if self.focus == "hand" and offer.usable and not self.picked:
            cursor = self.cursor
            if (
                cursor is not None
                and cursor < len(offer.cards)
                and (offer.cards[cursor] in offer.usable)
            ):
                self.pick_cards((offer.cards[cursor],), cursor)
            else:
                self.cursor = None
                self.move_cursor(offer, 1)
                if offer.multi and self.cursor is not None:
                    self.pick_cards((offer.cards[self.cursor],), self.cursor)
            return None
        if self.focus == "hand" and self.picked:
            return None  # an unfinished pick: the message line says how many are missing
        groups = offer.groups(("hand", "targets", "choices"))
        if groups:
            self.enter_group(self.focus if self.focus in groups else groups[0], offer)
        return None

    # ------------------------------------------------------------ pointer
    def click_card(
        self, offer: Offer, index: int, one_click: bool, at: tuple[int, int]
    ) -> Action | None:
        """A click on the usable hand card `index`: the action it commits, or None when it
        only selected (a pressed card may then be dragged)."""
        card = offer.cards[index]
        actions = offer.hand_actions
        if one_click and not offer.multi:
            action = action_for((card,), actions)
            if action is not None:
                return action
        picked, commit = picking.click(self.picked, card, actions)
        if commit:
            return action_for(picked, actions)
        self.pick_cards(picked, index)
        self.drag = Drag(card, at, at)
        return None

    def click_choice(self, index: int, one_click: bool) -> bool:
        """A click on decision button `index`: True when it commits (a second click, or
        one-click play), else it is selected."""
        if one_click or self.choice_pick == index:
            return True
        self.select_choice(index)
        return False

    def click_target(self, index: int, one_click: bool) -> bool:
        """A click on table target `index`: True when it commits, else it is selected."""
        if one_click or self.target_pick == index:
            return True
        self.select_target(index)
        return False

    def drag_to(self, x: int, y: int, held: bool) -> bool:
        """The pointer moved: True while it drags a pressed card (it then follows)."""
        drag = self.drag
        if drag is None:
            return False
        if not held:
            self.drag = None  # the release happened outside the window
            return False
        if drag.moving or abs(x - drag.start[0]) + abs(y - drag.start[1]) > DRAG_START:
            drag.moving, drag.pos = True, (x, y)
            return True
        return False

    def release(self, offer: Offer, above_hand: bool) -> tuple[Action | None, Card | None]:
        """The button let go: a card dragged out of the hand onto the table is played (its
        pick confirmed when it is part of one). Returns the action, or the dragged card
        that is no decision (to be refused), or (None, None)."""
        drag, self.drag = self.drag, None
        if drag is None or not drag.moving or not above_hand:
            return None, None
        pending = self.pending(offer)
        if pending is not None and drag.card in self.picked:
            return pending.action, None
        action = action_for((drag.card,), offer.hand_actions)
        return (action, None) if action is not None else (None, drag.card)

    def dragged(self) -> Card | None:
        """The card following the pointer, if one is being dragged."""
        return self.drag.card if self.drag is not None and self.drag.moving else None
