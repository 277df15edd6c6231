"""PURE: what the table says about a game, as one small protocol every game implements.

Each game's `present.py` holds a `Presenter` generic in the game's view type: the prompt,
the info and score lines, announcements, the move log's sentences, the deal summary, the
score sheet, the match result, the words for a decision and the refusals. No pygame and no
`game.ui` here: presenters are tested (and used by the analysis and review) without a
display. `BasePresenter` gives the shared defaults (plain trick games need little more).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from pydantic import BaseModel

from game.core.cards import Card
from game.core.events import CardPlayed, DealStarted, Event, TrickTaken
from game.core.match import DealRecord, MatchState
from game.core.rules import Action
from game.i18n import form, t
from game.i18n.refusals import card_text, refusal_text, suit_text

V = TypeVar("V")
V_contra = TypeVar("V_contra", contravariant=True)
Param = str | int | float


@dataclass(frozen=True, slots=True)
class Choice:
    """A non-card decision shown as a button (contract, push, Weis, ...).

    `remember`: pressing it also records this table choice for the acting seat (e.g.
    "Always claim roem"), which the game's decision then takes without asking."""

    label: str
    action: Action
    accent: bool = False
    cards: tuple[Card, ...] = ()  # cards the decision is about, drawn on the button (Weis)
    remember: str = ""


@dataclass(frozen=True, slots=True)
class SummaryRow:
    """One line of a deal summary table: a label and a value per column."""

    label: str
    values: tuple[str, ...]
    strong: bool = False


@dataclass(frozen=True, slots=True)
class TrickView:
    """A finished trick as the last-trick view and the move log show it: (seat, card) in
    play order and who took it (None: nobody, e.g. a discarded or abandoned trick)."""

    plays: tuple[tuple[int, Card], ...]
    winner: int | None
    title: str = ""  # what kind of trick, when it is not a plain one ("Hint for column 4")
    note: str = ""  # what it was worth ("23 points")
    # Who wins it, when nobody takes the cards ("Ben would win": a hint): said instead of
    # "Ben takes it", so the view does not name the winner twice.
    verdict: str = ""


@dataclass(frozen=True, slots=True)
class Chronicle:
    """What one event adds to the public record of the match (never a secret).

    `lines`: sentences for the move log, in the game's own words. `plays`: cards the
    event put into the running trick. `closed`: the event finished a trick; when its
    `plays` are empty, the running trick's plays are taken."""

    lines: tuple[str, ...] = ()
    plays: tuple[tuple[int, Card], ...] = ()
    closed: TrickView | None = None


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """The full score sheet (opened with S): a title, column headings, one row per deal
    or item, totals last (`strong` rows)."""

    title: str
    headings: tuple[str, ...]
    rows: tuple[SummaryRow, ...]


Summary = tuple[tuple[str, ...], list[SummaryRow]]


class Presenter(Protocol[V_contra]):
    """Every sentence and table the shared table shows about one game, for views `V`."""

    names: tuple[str, ...]
    you: int | None

    def deal_name(self, number: int) -> str:
        """ "Deal 3", "Round 3" or "Game 3", as the game calls a deal."""
        ...

    def seat_label(self, seat: int) -> str:
        """A seat's name as shown on its plate and in sentences."""
        ...

    def card_text(self, card: Card) -> str:
        """A card in words, as the deck on the table names it."""
        ...

    def refusal(self, reason: str) -> str:
        """A rules refusal in the player's language."""
        ...

    def choices(self, view: V_contra, legal: tuple[Action, ...]) -> tuple[str, list[Choice]]:
        """A title and the buttons for decisions that are not hand cards."""
        ...

    def describe(self, view: V_contra, action: Action) -> str:
        """What confirming `action` does ("Play the 9 of hearts"); "" for the button's label."""
        ...

    def prompt(self, view: V_contra, legal: tuple[Action, ...]) -> str:
        """One line telling the human what to do."""
        ...

    def info_lines(self, view: V_contra) -> list[str]:
        """The information panel (contract, trumps, ...)."""
        ...

    def score_lines(self, state: MatchState) -> list[str]:
        """The running match score."""
        ...

    def deal_score_lines(self, view: V_contra) -> list[str]:
        """The running deal's points so far."""
        ...

    def announce(self, event: Event) -> str | None:
        """A notice-strip line for an event worth announcing, else None."""
        ...

    def chronicle(self, event: Event, before: V_contra) -> Chronicle:
        """The move-log lines and trick bookkeeping of one event."""
        ...

    def summary(self, record: DealRecord, state: MatchState) -> Summary:
        """Column headings and rows of the deal summary."""
        ...

    def score_sheet(self, state: MatchState) -> ScoreSheet:
        """The full score sheet."""
        ...

    def match_result(self, state: MatchState) -> list[str]:
        """Lines of the match-over screen."""
        ...


class BasePresenter(Generic[V]):
    """The shared defaults of a presenter: names, "you", cards and plain tricks in words."""

    # What the game calls one deal: "deal", "round", or "game" (where each deal finds
    # one loser); the catalog's "unit.<word>" names it.
    deal_word = "deal"
    game_id = ""  # the catalog prefix of the game's refusals

    def __init__(self, options: BaseModel, names: tuple[str, ...], faces: str = "french") -> None:
        self.options = options
        self.names = names
        self.faces = faces
        # The one human at a solo table: sentences about that seat say "you" ("You play
        # the 9 of hearts"), not its name. None at hot-seat and bot-only tables.
        self.you: int | None = None
        # Choices players made at the table (e.g. "always claim roem"), by name: the seats
        # they hold for. The table owns and fills it; a presenter only reads it.
        self.remembered: dict[str, set[int]] = {}

    def deal_name(self, number: int) -> str:
        """ "Deal 3", "Round 3" or "Game 3", as the game calls a deal."""
        return t(f"unit.{self.deal_word}", n=number)

    def say(self, key: str, seat: int, **params: Param) -> str:
        """The sentence `key` about `seat` (its name as `name`); for the solo human the
        language's `<key>.you` form when it has one, so it reads "You take the trick"
        (Japanese needs none: あなた takes the same verb as any name)."""
        params.setdefault("name", self.seat_label(seat))
        return t(form(key, seat == self.you), **params)

    def say_counted(self, key: str, seat: int, amount: int, /, **params: Param) -> str:
        """`say` about `amount` things: the singular form (`.one`, "1 point") for 1."""
        params.setdefault("name", self.seat_label(seat))
        return t(form(key, seat == self.you, amount), **params)

    def seat_label(self, seat: int) -> str:
        """A seat's name as shown on its plate."""
        return self.names[seat]

    def card_text(self, card: Card) -> str:
        """A card in words for the log and prompts, as the deck on the table names it."""
        return card_text(card)

    def suit_text(self, suit: str) -> str:
        """A suit letter in words for sentences, as the deck on the table names it."""
        return suit_text(suit)

    def refusal(self, reason: str) -> str:
        """A rules refusal in the player's language, cards and suits named as the deck on
        the table names them."""
        return refusal_text(self.game_id, reason, self.card_text, self.suit_text)

    def choices(self, view: V, legal: tuple[Action, ...]) -> tuple[str, list[Choice]]:
        """No buttons: every decision is a hand card."""
        return "", []

    def describe(self, view: V, action: Action) -> str:
        """A single card played names it; other decisions keep their button's label."""
        if action.kind == "play" and len(action.cards) == 1:
            return t("confirm.play", card=self.card_text(action.cards[0]))
        return ""

    def prompt(self, view: V, legal: tuple[Action, ...]) -> str:
        """No prompt line by default."""
        return ""

    def info_lines(self, view: V) -> list[str]:
        """No information panel by default."""
        return []

    def score_lines(self, state: MatchState) -> list[str]:
        """No running score by default."""
        return []

    def deal_score_lines(self, view: V) -> list[str]:
        """No running deal score by default."""
        return []

    def announce(self, event: Event) -> str | None:
        """Nothing announced by default."""
        return None

    def chronicle(self, event: Event, before: V) -> Chronicle:
        """The move-log lines and trick bookkeeping of the shared events; a game's own
        events log their announcement."""
        if isinstance(event, CardPlayed):
            return Chronicle(
                (self.say("log.plays", event.seat, card=self.card_text(event.card)),),
                ((event.seat, event.card),),
            )
        if isinstance(event, TrickTaken):
            note = t("log.points", points=event.points)
            line = self.say("log.takes", event.winner, points=event.points)
            return Chronicle((line,), closed=TrickView((), event.winner, note=note))
        if isinstance(event, DealStarted):
            return Chronicle((self.say("log.deals", event.dealer),))
        text = self.announce(event)
        return Chronicle((text,) if text else ())

    def summary(self, record: DealRecord, state: MatchState) -> Summary:
        """No deal summary table by default."""
        return (), []

    def score_sheet(self, state: MatchState) -> ScoreSheet:
        """Each finished deal's points per seat, totals last."""
        rows = [
            SummaryRow(
                self.deal_name(record.index + 1), tuple(str(p) for p in record.result.points)
            )
            for record in state.history
        ]
        rows.append(SummaryRow(t("sheet.total"), tuple(str(p) for p in state.totals), True))
        return ScoreSheet(t("sheet.title"), tuple(self.names), tuple(rows))

    def match_result(self, state: MatchState) -> list[str]:
        """No match-over lines by default."""
        return []
