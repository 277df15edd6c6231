"""TRANSITIONAL: a game written as presenter + GameTable, seen through the old TableAdapter
interface, so the current table screen runs converted games until it reads the seam
itself. Deleted once game/ui/table/screen.py replaces game/ui/screens/table.py."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.cards import Card
from game.core.events import Event
from game.core.match import DealRecord, MatchState
from game.core.rules import Action
from game.present import BasePresenter, Choice, Chronicle, ScoreSheet, SummaryRow
from game.ui.layout import Box, TableLayout
from game.ui.table.seam import Ask, Decision, GameTable, Paint
from game.ui.table_adapter import TableAdapter, Target

_MARK = "\x00remember:"


class SeamAdapter(TableAdapter):
    """The old adapter interface over a presenter and a GameTable."""

    def __init__(self, rules: Any, presenter: BasePresenter[Any], table: GameTable[Any]) -> None:
        super().__init__(rules, presenter.names)
        self.presenter = presenter
        self.table = table
        self.face_style = table.face_style
        self.mirror = table.mirror
        self.deal_word = presenter.deal_word
        self.remembered: dict[str, set[int]] = {}
        self._lay: TableLayout | None = None

    # "you" lives in the presenter
    @property  # type: ignore[override]
    def you(self) -> int | None:
        return self.presenter.you

    @you.setter
    def you(self, seat: int | None) -> None:
        if hasattr(self, "presenter"):
            self.presenter.you = seat

    def table_choices(self) -> dict[str, list[int]]:
        return {k: sorted(v) for k, v in self.remembered.items() if v}

    def restore_choices(self, choices: Mapping[str, Sequence[int]]) -> None:
        seats = range(len(self.names))
        self.remembered = {
            name: {s for s in choices.get(name, ()) if isinstance(s, int) and s in seats}
            for name in self.table.remembered_names
        }

    def _decision(self, view: Any, legal: tuple[Action, ...], layout: Any = None) -> Decision:
        self._last = (view, legal)
        seat = getattr(view, "seat", None)
        remembered = frozenset(n for n, seats in self.remembered.items() if seat in seats)
        lay = layout if layout is not None else self._lay
        if lay is None:
            from game.ui.layout import table_layout

            lay = table_layout(1280, 720, len(self.names), 0, False, False)
        return self.table.decision(Ask(view, legal, lay, self.picked, remembered))

    def hand(self, view: Any) -> tuple[Card, ...]:
        return self.table.hand(view)

    def hand_sizes(self, view: Any) -> tuple[int, ...]:
        return self.table.hand_sizes(view)

    def trick(self, view: Any) -> tuple[tuple[int, Card], ...]:
        return self.table.trick(view)

    def dealer(self, view: Any) -> int | None:
        return self.table.dealer(view)

    def choices(self, view: Any, legal: tuple[Action, ...]) -> tuple[str, list[Choice]]:
        d = self._decision(view, legal)
        # The old screen submits a button's action alone: a button that also remembers a
        # table choice carries the choice's name in its arg until `intercept` takes it off.
        buttons = [
            Choice(
                b.label,
                Action(b.action.kind, b.action.cards, f"{b.action.arg}{_MARK}{b.remember}"),
                b.accent,
                b.cards,
            )
            if b.remember
            else b
            for b in d.buttons
        ]
        return d.title, buttons

    def card_kind(self, view: Any, legal: tuple[Action, ...]) -> str:
        return self._decision(view, legal).lone_kind(legal)

    def hand_actions(self, legal: tuple[Action, ...]) -> tuple[Action, ...]:
        kinds = set(self.table.hand_kinds)
        return tuple(a for a in legal if a.kind in kinds and a.cards)

    _last: tuple[Any, tuple[Action, ...]] | None = None

    def describe(self, view: Any, action: Action) -> str:
        return self.presenter.describe(view, action)

    def prompt(self, view: Any, legal: tuple[Action, ...]) -> str:
        self._last = (view, legal)
        return self.presenter.prompt(view, legal)

    def info_lines(self, view: Any) -> list[str]:
        self.presenter.remembered = self.remembered
        return self.presenter.info_lines(view)

    def score_lines(self, state: MatchState) -> list[str]:
        return self.presenter.score_lines(state)

    def announce(self, event: Event) -> str | None:
        return self.presenter.announce(event)

    def chronicle(self, event: Event, before: Any) -> Chronicle:
        return self.presenter.chronicle(event, before)

    def card_text(self, card: Card) -> str:
        return self.presenter.card_text(card)

    def suit_text(self, suit: str) -> str:
        return self.presenter.suit_text(suit)

    def refusal(self, game_id: str, reason: str) -> str:
        return self.presenter.refusal(reason)

    def deal_score_lines(self, view: Any) -> list[str]:
        return self.presenter.deal_score_lines(view)

    def score_sheet(self, state: MatchState) -> ScoreSheet:
        return self.presenter.score_sheet(state)

    def summary(
        self, record: DealRecord, state: MatchState
    ) -> tuple[tuple[str, ...], list[SummaryRow]]:
        return self.presenter.summary(record, state)

    def match_result(self, state: MatchState) -> list[str]:
        return self.presenter.match_result(state)

    def deal_name(self, number: int) -> str:
        return self.presenter.deal_name(number)

    def say(self, key: str, seat: int, **params: Any) -> str:
        return self.presenter.say(key, seat, **params)

    def seat_label(self, seat: int) -> str:
        return self.presenter.seat_label(seat)

    def draw_center(
        self, surface: Any, layout: Any, view: Any, legal: tuple[Action, ...], show_private: bool
    ) -> None:
        self._lay = layout
        self._last = (view, legal)
        paint = Paint(surface, layout, view, legal, show_private, self.picked)
        for _, painter in self.table.painters():
            painter(paint)

    def targets(self, view: Any, legal: tuple[Action, ...], layout: Any) -> list[Target]:
        self._lay = layout
        d = self._decision(view, legal, layout)
        return [Target(t.box, t.action, t.label) for t in d.targets]

    def hit(
        self, view: Any, legal: tuple[Action, ...], layout: Any, x: int, y: int
    ) -> Action | None:
        d = self._decision(view, legal, layout)
        for target in d.targets:
            if target.box.contains(x, y):
                return target.action
        for press in d.presses:
            if press.box.contains(x, y):
                return press.action
        return None

    def adjust_layout(self, layout: Any) -> Any:
        self._lay = self.table.arrange(layout)
        return self._lay

    def intercept(self, view: Any, action: Action) -> Action | None:
        if _MARK not in action.arg:
            return action
        arg, name = action.arg.split(_MARK, 1)
        seat = getattr(view, "seat", None)
        if seat is not None:
            self.remembered.setdefault(name, set()).add(seat)
        return Action(action.kind, action.cards, arg)

    def auto_action(self, view: Any, legal: tuple[Action, ...]) -> Action | None:
        self._last = (view, legal)
        return self._decision(view, legal).automatic

    def choice_area(self, layout: Any, count: int) -> Any:
        view, legal = self._last if self._last is not None else (None, ())
        if view is None:
            return layout.choice_panel
        area: Box | None = self._decision(view, legal, layout).area
        return area if area is not None else layout.choice_panel

    def flights(self, events: tuple[Event, ...], layout: Any, view: Any) -> dict[int, list[Any]]:
        return {k: list(v) for k, v in self.table.flights(events, layout, view).items()}
