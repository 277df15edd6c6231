"""Table setup: who sits where (human or bot level, name), the game's options, the seed."""

from __future__ import annotations

import typing
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from game.core.rules import GameDef
from game.core.table import HUMAN, Seat
from game.i18n import t
from game.settings import LastSetup
from game.ui.screens.form import FormScreen, Row
from game.ui.setup_model import (
    MAX_SEED,
    TableSetup,
    default_seats,
    new_seed,
    with_default_names,
)

if TYPE_CHECKING:
    from game.app import App

NAME_LIMIT = 14


def option_values(game: GameDef, name: str, current: Any) -> list[Any] | None:
    """The choices of an option field: Literal values, booleans, or steps for numbers."""
    field = game.options_model.model_fields[name]
    annotation = field.annotation
    if typing.get_origin(annotation) is typing.Literal:
        return list(typing.get_args(annotation))
    if annotation is bool:
        return [False, True]
    if annotation is int:
        base = int(current)
        step = 500 if base >= 1000 else 100 if base >= 100 else 1
        return [max(step, base - step), base, base + step]
    return None


def option_choice_text(name: str, value: Any) -> str:
    """How the setup screen names an option's current choice, in the current language."""
    if isinstance(value, bool):
        return t("common.on") if value else t("common.off")
    key = f"choice.{name}.{value}"
    text = t(key)
    return str(value) if text == key else text


def remembered_setup(game: GameDef, last: LastSetup | None) -> tuple[list[Seat], dict[str, Any]]:
    """The seats and options this game was last started with, as far as they still fit
    (a seat count or bot level the game no longer has, or options that no longer
    validate, fall back to the defaults)."""
    if last is None or len(last.seats) not in game.seats:
        return list(default_seats(game)), {}
    fallback = default_seats(game, len(last.seats))
    seats = list(with_default_names([
        Seat(s.player if s.player == HUMAN or s.player in game.bots else fallback[i].player,
             s.name[:NAME_LIMIT]) for i, s in enumerate(last.seats)]))
    try:
        game.options(last.options)
    except (ValidationError, ValueError, TypeError):
        return seats, {}
    return seats, dict(last.options)


class SetupScreen(FormScreen):
    """A form: seats, options with the spec's defaults, seed, start."""

    def __init__(self, app: App, game: GameDef) -> None:
        super().__init__(app)
        self.game = game
        self.heading = game.name
        self.subtitle = t("setup.subtitle")
        self.seats, self.options = remembered_setup(game, app.settings.last_setups.get(game.id))
        self.seed = new_seed()
        self.rows = self._rows()

    # ----------------------------------------------------------------- rows
    def _rows(self) -> list[Row]:
        rows: list[Row] = []
        if len(self.game.seats) > 1:
            rows.append(Row(t("setup.players"), lambda: str(len(self.seats)), self._change_count))
        for index in range(len(self.seats)):
            rows.append(Row(t("setup.seat", number=index + 1), self._player_text(index),
                            self._player_changer(index)))
            rows.append(Row(t("setup.name", number=index + 1), self._name_text(index),
                            edit=self._name_editor(index)))
        model = self.game.options(self.options)
        for name in self.game.options_model.model_fields:
            if option_values(self.game, name, getattr(model, name)) is None:
                continue
            rows.append(Row(t(f"option.{name}") if t(f"option.{name}") != f"option.{name}"
                            else name.replace("_", " "), self._option_text(name),
                            self._option_changer(name)))
        rows.append(Row(t("setup.seed"), lambda: str(self.seed), self._change_seed,
                        edit=self._edit_seed))
        rows.append(Row(t("setup.start"), lambda: "", press=self.start, accent=True))
        rows.append(Row(t("menu.back"), lambda: "", press=lambda: self.app.stack.pop()))
        return rows

    def _change_count(self, delta: int) -> None:
        counts = sorted(self.game.seats)
        at = counts.index(len(self.seats)) if len(self.seats) in counts else 0
        count = counts[max(0, min(len(counts) - 1, at + delta))]
        self.seats = list(default_seats(self.game, count))
        self.rows = self._rows()

    def _players(self) -> list[str]:
        return [HUMAN, *sorted(self.game.bots, key=lambda b: ("random", "basic", "strong")
                               .index(b) if b in ("random", "basic", "strong") else 9)]

    def _player_text(self, index: int) -> Callable[[], str]:
        return lambda: t(f"player.{self.seats[index].player}")

    def _player_changer(self, index: int) -> Callable[[int], None]:
        def change(delta: int) -> None:
            players = self._players()
            seat = self.seats[index]
            at = players.index(seat.player) if seat.player in players else 0
            self.seats[index] = Seat(players[(at + delta) % len(players)], seat.name)
            # A second human turns "You" into "Player 1", "Player 2" (typed names stay).
            self.seats = list(with_default_names(self.seats))

        return change

    def _name_text(self, index: int) -> Callable[[], str]:
        return lambda: self.seats[index].name

    def _name_editor(self, index: int) -> Callable[[str], None]:
        def edit(text: str) -> None:
            seat = self.seats[index]
            name = seat.name[:-1] if text == "\b" else (seat.name + text)[:NAME_LIMIT]
            self.seats[index] = Seat(seat.player, name)

        return edit

    def _option_text(self, name: str) -> Callable[[], str]:
        def text() -> str:
            value = getattr(self.game.options(self.options), name)
            return option_choice_text(name, value)

        return text

    def _option_changer(self, name: str) -> Callable[[int], None]:
        def change(delta: int) -> None:
            current = getattr(self.game.options(self.options), name)
            values = option_values(self.game, name, current) or [current]
            at = values.index(current) if current in values else 0
            candidate = dict(self.options)
            if name == "preset":
                candidate = {}  # a preset replaces every individual choice
            candidate[name] = values[(at + delta) % len(values)]
            try:
                self.game.options(candidate)
            except ValidationError as exc:
                self.error = exc.errors()[0]["msg"]
                return
            self.error = ""
            self.options = candidate

        return change

    def _change_seed(self, delta: int) -> None:
        self.seed = max(0, min(MAX_SEED, self.seed + delta))

    def _edit_seed(self, text: str) -> None:
        digits = str(self.seed)
        if text == "\b":
            digits = digits[:-1] or "0"
        elif text.isdigit():
            digits = (digits + text)[:len(str(MAX_SEED))]
        self.seed = int(digits)

    # ----------------------------------------------------------------- actions
    def start(self) -> None:
        """Open the table with this setup."""
        if not any(seat.name.strip() for seat in self.seats):
            self.error = t("setup.need_names")
            return
        seats = tuple(Seat(s.player, s.name.strip() or t("setup.seat", number=i + 1))
                      for i, s in enumerate(self.seats))
        setup = TableSetup(self.game, seats, self.seed, dict(self.options))
        self.app.remember_setup(setup)
        self.app.open_table(setup)

