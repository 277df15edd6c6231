"""How a game sits at the shared table: its painters and what makes a decision.

A game's `view.py` subclasses `GameTable`: it only draws (a painter per region it owns,
with typed arguments) and describes each decision declaratively (`Decision`: which hand
cards, buttons, targets, how cards combine, what is taken without asking). The shared
table reads the description; it has no per-game input hooks. Words come from the game's
presenter (`game.present`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, Literal, TypeVar

import pygame
from pydantic import BaseModel

from game.core.cards import Card
from game.core.events import Event
from game.core.rules import Action
from game.present import BasePresenter, Choice
from game.ui import picking
from game.ui.layout import Box, TableLayout

V = TypeVar("V")

# The regions a game may paint, in the order the table draws them (all after the shared
# trick and before the hand): things in the middle (a grid, lays, a widow), things at the
# seats (Weis shown, minus tags, a dealer's trumps) and badges (trumps, the contract).
Region = Literal["centre", "seats", "badges"]
REGIONS: tuple[Region, ...] = ("centre", "seats", "badges")


@dataclass(frozen=True, slots=True)
class Target:
    """Something a game drew on the table that a human can pick: by click, or arrows and
    Enter (a chip, a grid card)."""

    box: Box
    action: Action
    label: str = ""  # what picking it does, for the confirm button ("Take the red 7")


@dataclass(frozen=True, slots=True)
class Press:
    """A place on the table that presses one of the decision's buttons (a click on the
    stock is the dare, a click on the lays is the pick-up)."""

    box: Box
    action: Action


@dataclass(frozen=True, slots=True)
class Decision:
    """Everything the shared table needs to let a human make the decision at hand.

    `hand_kinds`: the kinds of actions made of hand cards alone; the table picks their
    cards in the hand (click or Space; cards combine when an action holds several) and
    confirms them. `lone_card`: the kind a single hand card stands for now, asked of the
    rules even when it is illegal so a refusal is the engine's precise sentence ("" means
    the first hand kind, or `play`). `buttons` (with their `title`) sit in `area`, or in
    the middle of the table when None. `targets` are picked on the table in keyboard
    order; `presses` are table places that press a button. `automatic`: an action the
    table takes for the human without asking (a choice they remembered)."""

    hand_kinds: tuple[str, ...] = ("play",)
    lone_card: str = ""
    title: str = ""
    buttons: tuple[Choice, ...] = ()
    area: Box | None = None
    targets: tuple[Target, ...] = ()
    presses: tuple[Press, ...] = ()
    automatic: Action | None = None

    def hand_actions(self, legal: tuple[Action, ...]) -> tuple[Action, ...]:
        """The legal decisions made of hand cards only."""
        return picking.hand_actions(legal, self.hand_kinds)

    def lone_kind(self, legal: tuple[Action, ...]) -> str:
        """The kind of decision one hand card would be now ("" when cards are none)."""
        if self.lone_card:
            return self.lone_card
        kinds = [a.kind for a in self.hand_actions(legal)]
        if kinds:
            return kinds[0]
        return "play" if any(a.kind == "play" for a in legal) else ""


@dataclass(frozen=True, slots=True)
class Ask(Generic[V]):
    """What a decision is described from: the acting human's view and legal actions,
    the table's layout, the hand cards picked so far, and the table choices that seat
    has remembered (e.g. "always claim roem")."""

    view: V
    legal: tuple[Action, ...]
    layout: TableLayout
    picked: tuple[Card, ...] = ()
    remembered: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class Paint(Generic[V]):
    """What a painter draws from. `private` is False while the viewer's secrets must
    stay hidden (hand-over, an overlay at a hot-seat table); `picked` are the hand cards
    picked (a game may show them where they will go)."""

    surface: pygame.Surface
    layout: TableLayout
    view: V
    legal: tuple[Action, ...]
    private: bool
    picked: tuple[Card, ...] = ()


Painter = Callable[[Paint[V]], None]
# A card that flies for a game's own event: from its seat (or the viewer's hand) to a box.
Landing = tuple[int, Card, Box]


class GameTable(Generic[V]):
    """A game at the shared table: painters, decisions, hand order, its own flights."""

    face_style = "french"
    mirror = False
    # Every kind of action this game makes of hand cards alone (a decision may narrow it).
    hand_kinds: tuple[str, ...] = ("play",)
    # Table choices (neither a setting nor a move) this game keeps, by name; saves keep
    # them as the seats they hold for.
    remembered_names: tuple[str, ...] = ()

    def __init__(self, options: BaseModel, presenter: BasePresenter[V], faces: str) -> None:
        self.options = options
        self.presenter = presenter
        self.face_style = faces

    def arrange(self, layout: TableLayout) -> TableLayout:
        """The table layout this game wants (e.g. its own seat places at many seats)."""
        return layout

    def hand(self, view: V) -> tuple[Card, ...]:
        """The viewer's cards, in display order."""
        hand: tuple[Card, ...] = getattr(view, "hand", ())
        return tuple(hand)

    def hand_sizes(self, view: V) -> tuple[int, ...]:
        """How many cards each seat holds."""
        sizes: tuple[int, ...] = getattr(view, "hand_sizes", ())
        return tuple(sizes)

    def trick(self, view: V) -> tuple[tuple[int, Card], ...]:
        """The running trick as (seat, card) in play order, in the shared trick slots."""
        trick: tuple[tuple[int, Card], ...] = getattr(view, "trick", ())
        return tuple(trick)

    def dealer(self, view: V) -> int | None:
        """The dealer's seat, marked on the table."""
        dealer: int | None = getattr(view, "dealer", None)
        return dealer

    def private(self, view: V) -> bool:
        """True when the decision at this view (the acting seat's) shows that seat a secret:
        its hand or anything hidden from the others. A hot-seat table hands the screen
        over only before such a decision; by default every decision shows the hand."""
        return True

    def prompt_area(self, layout: TableLayout, view: V) -> Box | None:
        """Where a first game's prompt may go without covering anything this game draws
        now (None: the top middle between the corner panels)."""
        return None

    def quick(self, view: V) -> bool:
        """True when a bot's decision at this view (the bot's) is a quick public pick that
        the table shows at once, without the display delay between bot moves (a draft
        where every pick lies open); by default every bot move waits the delay."""
        return False

    def decision(self, ask: Ask[V]) -> Decision:
        """The decision at hand: by default cards are played, buttons from the presenter."""
        title, buttons = self.presenter.choices(ask.view, ask.legal)
        return Decision(hand_kinds=self.hand_kinds, title=title, buttons=tuple(buttons))

    def painters(self) -> tuple[tuple[Region, Painter[V]], ...]:
        """The regions this game paints and their painters, in drawing order."""
        return ()

    def flights(
        self, events: tuple[Event, ...], layout: TableLayout, view: V
    ) -> dict[int, list[Landing]]:
        """Cards that fly for this game's own events of one batch (`view`: before it), per
        event index; each rests at its landing box until the batch is over."""
        return {}
