"""Table setup: who sits where (human or bot level, name), the game's options, the seed."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from game.core.rules import GameDef
from game.core.table import HUMAN, Seat
from game.i18n import LANGUAGES, language_name, t
from game.settings import LastSetup, suggested_jass_faces
from game.ui.commands import Command
from game.ui.form import FormScreen, NumberEntry, Row
from game.ui.option_specs import (
    OptionSpec,
    current_value,
    option_specs,
    stepped,
    typed_digits,
    with_value,
)
from game.ui.questions import before_new_game
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
BOT_ORDER = ("random", "basic", "strong")


def option_label(game: GameDef, path: str, options: dict[str, Any] | None = None) -> str:
    """The row label of an option (chip values by their kind; a series by its kind)."""
    name, _, sub = path.partition(".")
    if sub:
        return t("setup.chip_value", chip=_chip_name(sub))
    key = f"option.{name}"
    if (
        name == "series_length"
        and options is not None
        and getattr(game.options(options), "series", "") == "losses"
    ):
        key = "option.series_length.losses"
    text = t(key)
    return name.replace("_", " ") if text == key else text


def _chip_name(kind: str) -> str:
    key = f"ws.kind.{kind}"
    text = t(key)
    return kind.replace("_", " ").lower() if text == key else text


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
    seats = list(
        with_default_names(
            [
                Seat(
                    s.player if s.player == HUMAN or s.player in game.bots else fallback[i].player,
                    s.name[:NAME_LIMIT],
                    s.language if s.language in LANGUAGES else "",
                    s.faces if s.faces in face_choices(game.id) else "",
                )
                for i, s in enumerate(last.seats)
            ]
        )
    )
    try:
        game.options(last.options)
    except (ValidationError, ValueError, TypeError):
        return seats, {}
    return seats, dict(last.options)


def resized_seats(
    game: GameDef, seats: list[Seat], spare: list[Seat], count: int
) -> tuple[list[Seat], list[Seat]]:
    """The seats at a new player count and the seats kept aside: seats that leave are
    remembered, and come back (kind and name) when the count grows again."""
    everyone = seats + spare
    if count <= len(everyone):
        chosen, kept = everyone[:count], everyone[count:]
    else:
        extra = default_seats(game, count)[len(everyone) :]
        chosen, kept = everyone + list(extra), []
    return list(with_default_names(chosen)), kept


class SetupScreen(FormScreen):
    """A form: seats, options with the spec's defaults, seed; Start and Back pinned."""

    hint_key = "setup.hint"

    def __init__(self, app: App, game: GameDef) -> None:
        super().__init__(app)
        self.game = game
        self.heading = game.name
        self.subtitle = t("setup.subtitle")
        self.seats, self.options = remembered_setup(game, app.settings.last_setups.get(game.id))
        self.spare: list[Seat] = []  # seats that left when the count went down
        self.seed = new_seed()
        # Hot-seat hints: off unless every human at the table agreed here (issue 20).
        self.hints_agreed = False
        self.rows = self._rows()

    # ----------------------------------------------------------------- rows
    def _rows(self) -> list[Row]:
        rows: list[Row] = []
        if len(self.game.seats) > 1:
            rows.append(Row(t("setup.players"), lambda: str(len(self.seats)), self._change_count))
        for index in range(len(self.seats)):
            rows.append(
                Row(
                    t("setup.seat", number=index + 1),
                    self._player_text(index),
                    self._player_changer(index),
                )
            )
            rows.append(
                Row(
                    t("setup.name", number=index + 1),
                    self._name_text(index),
                    edit=self._name_editor(index),
                )
            )
            rows += self._reader_rows(index)
        for spec in option_specs(self.game, len(self.seats), self.options):
            rows.append(
                Row(
                    option_label(self.game, spec.path, self.options),
                    self._option_text(spec),
                    self._option_changer(spec),
                    reason=t(spec.reason) if spec.reason else "",
                    number=self._option_entry(spec),
                )
            )
        if sum(seat.is_human for seat in self.seats) >= 2:
            rows.append(
                Row(
                    t("setup.hints"),
                    lambda: t("setup.hints_on" if self.hints_agreed else "setup.hints_off"),
                    self._toggle_hints,
                )
            )
        rows.append(
            Row(
                t("setup.seed"),
                lambda: str(self.seed),
                self._change_seed,
                number=NumberEntry(0, MAX_SEED, lambda: str(self.seed), self._set_seed),
            )
        )
        rows.append(Row(t("setup.start"), lambda: "", press=self.start, accent=True, pinned=True))
        rows.append(Row(t("menu.back"), lambda: "", press=self.close, pinned=True))
        return rows

    def _rebuild(self) -> None:
        """New rows (options may appear or stop applying); the focus stays on its row."""
        label = self.rows[self.focus].label if self.rows else ""
        self.rows = self._rows()
        labels = [row.label for row in self.rows]
        self.focus = labels.index(label) if label in labels else min(self.focus, len(self.rows) - 1)

    def _toggle_hints(self, delta: int) -> None:
        del delta
        self.hints_agreed = not self.hints_agreed

    def _change_count(self, delta: int) -> None:
        counts = sorted(self.game.seats)
        at = counts.index(len(self.seats)) if len(self.seats) in counts else 0
        count = counts[max(0, min(len(counts) - 1, at + delta))]
        self.seats, self.spare = resized_seats(self.game, self.seats, self.spare, count)
        self._rebuild()

    def _players(self) -> list[str]:
        return [
            HUMAN,
            *sorted(self.game.bots, key=lambda b: BOT_ORDER.index(b) if b in BOT_ORDER else 9),
        ]

    def _player_text(self, index: int) -> Callable[[], str]:
        return lambda: t(f"player.{self.seats[index].player}")

    def _player_changer(self, index: int) -> Callable[[int], None]:
        def change(delta: int) -> None:
            players = self._players()
            seat = self.seats[index]
            at = players.index(seat.player) if seat.player in players else 0
            self.seats[index] = replace(seat, player=players[(at + delta) % len(players)])
            # A second human turns "You" into "Player 1", "Player 2" (typed names stay).
            self.seats = list(with_default_names(self.seats))
            self._rebuild()  # the hints row is there only with two humans or more

        return change

    def _reader_rows(self, index: int) -> list[Row]:
        """At a hot-seat table each human picks the language (and, where the game has a
        choice, the card faces) their hand-over and turns are drawn in."""
        if not self.seats[index].is_human or sum(s.is_human for s in self.seats) < 2:
            return []
        rows = [
            Row(
                t("setup.seat_language", number=index + 1),
                lambda: seat_language_text(self.seats[index].language),
                self._reader_changer(index, "language", ["", *LANGUAGES]),
            )
        ]
        faces = face_choices(self.game.id)
        if len(faces) > 1:
            rows.append(
                Row(
                    t("setup.seat_faces", number=index + 1),
                    lambda: seat_faces_text(self.seats[index].faces),
                    self._reader_changer(index, "faces", ["", *faces]),
                )
            )
        return rows

    def _reader_changer(self, index: int, field: str, values: list[str]) -> Callable[[int], None]:
        def change(delta: int) -> None:
            seat = self.seats[index]
            current = getattr(seat, field)
            at = values.index(current) if current in values else 0
            chosen = values[(at + delta) % len(values)]
            seat = replace(seat, **{field: chosen})
            if field == "language" and "swiss" in face_choices(self.game.id):
                # The faces follow the language by default (German: Swiss), not by force:
                # the player may change them on the next row.
                seat = replace(seat, faces=suggested_jass_faces(chosen) if chosen else "")
            self.seats[index] = seat

        return change

    def _name_text(self, index: int) -> Callable[[], str]:
        return lambda: self.seats[index].name

    def _name_editor(self, index: int) -> Callable[[str], None]:
        def edit(text: str) -> None:
            seat = self.seats[index]
            name = seat.name[:-1] if text == "\b" else (seat.name + text)[:NAME_LIMIT]
            self.seats[index] = replace(seat, name=name)

        return edit

    def _option_text(self, spec: OptionSpec) -> Callable[[], str]:
        def text() -> str:
            value = current_value(self.game.options(self.options), spec.path)
            if spec.name == "rounds" and value is None:
                return t("setup.rounds_per_player", n=len(self.seats))
            if spec.name == "sole_fewest_needs_trick" and value is None:
                return t("setup.by_seats")
            if spec.name == "game_length" and isinstance(value, int):
                return t("setup.n_deals", n=value)  # a length given as a number of deals
            return option_choice_text(spec.name, value)

        return text

    def _set(self, spec: OptionSpec, value: Any) -> None:
        candidate = with_value(self.game, self.options, spec.path, value)
        try:
            self.game.options(candidate)
        except (ValidationError, ValueError, TypeError):
            # One sentence, never the model's message: which choice, and that the
            # other rules chosen do not allow it.
            self.error = t(
                "setup.refused",
                option=option_label(self.game, spec.path),
                value=option_choice_text(spec.name, value),
            )
            return
        self.error = ""
        self.options = candidate
        self._rebuild()

    def _option_changer(self, spec: OptionSpec) -> Callable[[int], None]:
        def change(delta: int) -> None:
            current = current_value(self.game.options(self.options), spec.path)
            self._set(spec, stepped(spec, current, delta))

        return change

    def _option_entry(self, spec: OptionSpec) -> NumberEntry | None:
        """A number option typed as a whole (game/ui/form.py checks its range)."""
        if spec.numbers is None:
            return None

        def digits() -> str:
            return typed_digits(spec, current_value(self.game.options(self.options), spec.path))

        return NumberEntry(
            spec.numbers.low, spec.numbers.high, digits, lambda n: self._set(spec, n)
        )

    def _change_seed(self, delta: int) -> None:
        self.seed = max(0, min(MAX_SEED, self.seed + delta))

    def _set_seed(self, seed: int) -> None:
        self.seed = seed
        self.error = ""

    # ----------------------------------------------------------------- actions
    def handle(self, command: Command) -> None:
        """As every form; F1 opens the rules of this game with these options."""
        if self.rules_key(command):
            self.help()
            return
        super().handle(command)

    def setup(self) -> TableSetup:
        """The setup as chosen now (blank names become "Seat N")."""
        hotseat = sum(seat.is_human for seat in self.seats) >= 2
        # A seat's own language and faces count only for a human at a hot-seat table.
        seats = tuple(
            replace(
                s,
                name=s.name.strip() or t("setup.seat", number=i + 1),
                language=s.language if hotseat and s.is_human else "",
                faces=s.faces if hotseat and s.is_human else "",
            )
            for i, s in enumerate(self.seats)
        )
        return TableSetup(
            self.game,
            seats,
            self.seed,
            dict(self.options),
            hints_agreed=hotseat and self.hints_agreed,
        )

    def help(self) -> None:
        """The game's rules, as they read with the options chosen here."""
        self.app.open("rules", self.setup())

    def start(self) -> None:
        """Open the table with this setup."""
        if not any(seat.name.strip() for seat in self.seats):
            self.error = t("setup.need_names")
            return
        setup = self.setup()

        def start() -> None:
            self.app.remember_setup(setup)
            self.app.reset("table", setup)

        before_new_game(self.app, start)  # a running match is kept or dropped knowingly


def face_choices(game_id: str) -> list[str]:
    """The card faces a game's table can show (more than one: a player may choose)."""
    from game.games import ENTRIES
    from game.settings import Settings

    style = ENTRIES[game_id].face_style
    found = [
        style(Settings(jass_faces=jass, four_colour=four))
        for jass in ("french", "swiss")
        for four in (False, True)
    ]
    return list(dict.fromkeys(found))


def seat_language_text(code: str) -> str:
    """A seat's language choice: the table's, or a language named in itself."""
    return t("setup.as_table") if not code else language_name(code)


def seat_faces_text(faces: str) -> str:
    """A seat's card faces choice: the table's, or a face style by name."""
    return t("setup.as_table") if not faces else t(f"value.{faces}")
