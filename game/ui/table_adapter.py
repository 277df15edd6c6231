"""What the shared table screen asks of each game's view (game/games/<id>/view.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.cards import Card
from game.core.events import Event
from game.core.match import DealRecord, MatchState
from game.core.rules import Action
from game.ui.layout import Box


@dataclass(frozen=True, slots=True)
class Choice:
    """A non-card decision shown as a button (contract, push, Weis, ...)."""

    label: str
    action: Action
    accent: bool = False


@dataclass(frozen=True, slots=True)
class SummaryRow:
    """One line of a deal summary table: a label and a value per column."""

    label: str
    values: tuple[str, ...]
    strong: bool = False


@dataclass(frozen=True, slots=True)
class Target:
    """Something `draw_center` drew that a human can pick: by click, or arrows + Enter."""

    box: Box
    action: Action


class TableAdapter:
    """Per-game presentation; the shared table screen draws everything through this."""

    face_style = "french"
    mirror = False
    # The hand card the player has selected; the table sets it before asking for choices,
    # so decisions may depend on it (e.g. the runs a selected card can start).
    selected: Card | None = None

    def __init__(self, rules: Any, names: tuple[str, ...]) -> None:
        self.rules = rules
        self.names = names

    def hand(self, view: Any) -> tuple[Card, ...]:
        """The viewer's cards, in display order."""
        return tuple(view.hand)

    def hand_sizes(self, view: Any) -> tuple[int, ...]:
        """How many cards each seat holds."""
        return tuple(view.hand_sizes)

    def trick(self, view: Any) -> tuple[tuple[int, Card], ...]:
        """The running trick as (seat, card) in play order."""
        return tuple(view.trick)

    def last_trick(self, view: Any) -> tuple[tuple[tuple[int, Card], ...], int] | None:
        """The last finished trick and its winner, if any."""
        return None

    def dealer(self, view: Any) -> int | None:
        """The dealer's seat, marked on the table."""
        return getattr(view, "dealer", None)

    def choices(self, view: Any, legal: tuple[Action, ...]) -> tuple[str, list[Choice]]:
        """A title and the buttons for decisions that are not card plays."""
        return "", []

    def card_action(self, view: Any, legal: tuple[Action, ...], card: Card) -> Action | None:
        """The action of clicking this card (None: not a card decision now)."""
        for action in legal:
            if action.kind == "play" and action.cards == (card,):
                return action
        return None

    def playable(self, legal: tuple[Action, ...]) -> set[Card]:
        """Cards that may be played now (lifted and bright)."""
        return {a.cards[0] for a in legal if a.kind == "play" and len(a.cards) == 1}

    def prompt(self, view: Any, legal: tuple[Action, ...]) -> str:
        """One line telling the human what to do."""
        return ""

    def info_lines(self, view: Any) -> list[str]:
        """The information panel (contract, trumps, ...)."""
        return []

    def score_lines(self, state: MatchState) -> list[str]:
        """The running score sheet."""
        return []

    def announce(self, event: Event) -> str | None:
        """A banner for an event worth announcing, else None."""
        return None

    def summary(self, record: DealRecord, state: MatchState) -> tuple[tuple[str, ...],
                                                                      list[SummaryRow]]:
        """Column headings and rows of the deal summary."""
        return (), []

    def match_result(self, state: MatchState) -> list[str]:
        """Lines of the match-over screen."""
        return []

    def draw_center(self, surface: Any, layout: Any, view: Any, legal: tuple[Action, ...],
                    show_private: bool) -> None:
        """Draw game-specific things (a draft grid, lays on the table) over the felt.

        Called after the trick and before the hand; `show_private` is False while the
        viewer's secrets must stay hidden (hand-over)."""

    def targets(self, view: Any, legal: tuple[Action, ...], layout: Any) -> list[Target]:
        """Pickable things `draw_center` drew, in keyboard order (a grid card, a chip).

        While there are targets and no choice buttons, the arrows move a focus over them
        and Enter submits the focused one; the table draws the focus outline."""
        return []

    def hit(self, view: Any, legal: tuple[Action, ...], layout: Any, x: int,
            y: int) -> Action | None:
        """The action of a click on something `draw_center` drew, else None."""
        for target in self.targets(view, legal, layout):
            if target.box.contains(x, y):
                return target.action
        return None

    def adjust_layout(self, layout: Any) -> Any:
        """The table layout this game wants (e.g. its own seat places at many seats)."""
        return layout

    def intercept(self, view: Any, action: Action) -> Action | None:
        """The action a click, key or button stands for, just before it goes to the rules.

        Return it unchanged (the default), another action, or None when the table handled
        it itself (marking cards for a multi-card decision, setting a preference)."""
        return action

    def auto_action(self, view: Any, legal: tuple[Action, ...]) -> Action | None:
        """An action taken for the human without asking (a preference they set), else None."""
        return None

    def choice_area(self, layout: Any, count: int) -> Any:
        """Where the panel of `count` decision buttons goes (a layout Box).

        The default is the middle of the table; a game that draws what the decision is
        about in the middle (lays, a trick to add to) moves the panel out of its way."""
        return layout.choice_panel

    def flights(self, events: tuple[Event, ...], layout: Any,
                view: Any) -> dict[int, list[tuple[int, Card, Any]]]:
        """Cards that fly for game-specific events of one batch (`view`: before it).

        Per event index: (seat, card, landing Box). Each card flies from its seat (or from
        the viewer's hand) and rests at its landing box until the batch is over, where
        `draw_center` will draw it once the batch has been applied."""
        return {}

    def seat_label(self, seat: int) -> str:
        """A seat's name as shown on its plate."""
        return self.names[seat]
