"""The rules protocol every game answers, with its shared value types.

A game's rules object is built from its options (`GameDef.make_rules(options)`) and is
stateless: states are immutable values, `apply` returns a new state and the events.

Cards of a multi-card action (a lay-away, a pair, a run, an addition) form a set: their
order means nothing, so the protocol keeps one canonical order, the cards' sort order
(suit letter, then rank), which is also the deck order of every French pack. Decoding
puts the text form's cards into that order (`discard:9S+7H` reads as `discard:7H+9S`);
an Action value that names a card twice or lists its cards in another order is refused
with a reason (`why_cards_misnamed`), so `apply` accepts exactly `legal_actions`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Generic, Protocol, TypeVar

from pydantic import BaseModel

from game.core.cards import Card, card_name, parse_cards
from game.core.events import Event


class Refusal(str):
    """A refusal sentence in English that also names its catalog entry and raw parameters.

    It is still a plain str to every caller (CLI, conformance, tests); a screen in another
    language looks up `<game id>.refuse.<key>` and fills in `params` itself. Params hold
    raw values (Card objects, suit letters, numbers, the player's own text), never
    English words, so each language can name cards and suits its own way.
    """

    key: str
    params: dict[str, Any]

    def __new__(cls, text: str, key: str, **params: Any) -> Refusal:
        """The English `text`, refused for the reason `key` with these parameters."""
        self = super().__new__(cls, text)
        self.key = key
        self.params = params
        return self

    def __getnewargs_ex__(self) -> tuple[tuple[str, str], dict[str, Any]]:
        # Keeps key and params across pickling (bot worker processes, copies).
        return (str(self), self.key), self.params


class IllegalAction(Exception):
    """An action the rules refuse; `reason` is one sentence a player can read."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True, slots=True, order=True)
class Action:
    """One decision of a player: a kind (`play`, `trump`, `push`, ...) and its arguments."""

    kind: str
    cards: tuple[Card, ...] = ()
    arg: str = ""

    def __str__(self) -> str:
        return encode_action(self)


def encode_action(action: Action) -> str:
    """Short text form: `kind`, `kind:arg`, `kind:C1+C2` or `kind:arg:C1+C2`."""
    parts = [action.kind]
    if action.arg:
        parts.append(action.arg)
    if action.cards:
        parts.append("+".join(str(card) for card in action.cards))
    return ":".join(parts)


def decode_action(text: str, arg_kinds: frozenset[str] = frozenset()) -> Action:
    """Read the text form; kinds in `arg_kinds` take a word argument before any cards.

    The cards come back in canonical order (see the module docstring); a repeated card
    is kept, so the game refuses it with a reason instead of silently dropping it.
    """
    kind, _, rest = text.strip().partition(":")
    if not kind:
        raise IllegalAction(f"'{text}' is not an action.")
    arg = ""
    if kind in arg_kinds:
        arg, _, rest = rest.partition(":")
    try:
        cards = parse_cards(rest.replace("+", " "))
    except ValueError as exc:
        raise IllegalAction(f"'{text}' is not an action: {exc}.") from exc
    return Action(kind, canonical_cards(cards), arg)


def canonical_cards(cards: Sequence[Card]) -> tuple[Card, ...]:
    """The cards of an action in the protocol's one order (the cards' sort order)."""
    return tuple(sorted(cards))


def why_cards_misnamed(action: Action, why_illegal: Callable[[Action], str | None]) -> str | None:
    """A game's `why_illegal` with the card-order policy of the protocol applied around it.

    Every game's why_illegal goes through here, so a repeated or reordered multi-card
    action is refused the same way everywhere. We refuse rather than reorder: `apply`
    then accepts exactly `legal_actions` (decoding text already gives canonical order).
    A card named twice is refused at once; otherwise the game judges the cards in
    canonical order, and only when it would accept them is the order the reason, so a
    wrong play hears what is wrong with it rather than about the order.
    """
    cards: tuple[Card, ...] = getattr(action, "cards", ())
    if len(cards) < 2:
        return why_illegal(action)
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            return Refusal(f"You named the {card_name(card)} twice.", "twice", card=card)
        seen.add(card)
    ordered = canonical_cards(cards)
    if cards == ordered:
        return why_illegal(action)
    reason = why_illegal(Action(action.kind, ordered, action.arg))
    if reason is not None:
        return reason
    order = "+".join(str(card) for card in ordered)
    return Refusal(f"Name the cards in the order {order}.", "card_order", order=order)


@dataclass(frozen=True, slots=True)
class DealContext:
    """What a deal needs to know about the match it belongs to."""

    deal_index: int = 0
    totals: tuple[int, ...] = ()  # running match scores before this deal (per seat)
    carry: Any = None  # game-specific state carried between deals (e.g. chips won)


# Metadata of a view field that records cards every seat once saw face up (a layout
# laid out before a draft): with the drafted cards hidden, those cards are known but who
# holds each is not, so `hidden_cards` may name them and the leak test reads past it.
SEEN_FACE_UP = MappingProxyType({"seen_face_up": True})

D = TypeVar("D")  # a game's typed deal details
S = TypeVar("S")  # a game's state
V = TypeVar("V", covariant=True)  # a game's per-seat view
DC = TypeVar("DC")  # invariant: DealResult is a plain dataclass


@dataclass(frozen=True, slots=True)
class DealResult(Generic[D]):
    """What a finished deal scored.

    `points` is the game's own deal score per seat (the team's score for team games);
    `card_points` the raw card points per team (or seat) before bonuses and multipliers,
    last-trick bonus included; `details` is a game-specific breakdown for summaries.
    """

    points: tuple[int, ...]
    card_points: tuple[int, ...] | None = None
    teams: tuple[tuple[int, ...], ...] | None = None
    complete: bool = True
    details: D = field(kw_only=True)


@dataclass(frozen=True, slots=True)
class MatchOutcome:
    """The end of a match: who won (seats), a single loser where the game has one."""

    winners: tuple[int, ...]
    loser: int | None = None
    double: bool = False
    reason: str = ""


class Rules(Protocol[S, V, DC]):
    """The questions every game's rules answer (see ARCHITECTURE.md), generic in the
    game's state `S`, its per-seat view `V` and its typed deal details `DC`.

    A game's rules class satisfies it structurally; a module-level check such as
    `_RULES: Rules[StichlnState, StichlnView, StichlnDetails] = StichlnRules()` (or
    tests/core/test_rules_protocol.py) makes mypy prove it.

    `options` is a read-only property, so a plain attribute of the game's own options
    type (`self.options = StichlnOptions()`) satisfies it: a read-only member accepts a
    subtype. A settable member (`options: BaseModel`) would not, because a caller could
    assign any other options model to it.
    """

    @property
    def options(self) -> BaseModel:
        """The options the rules were built with (read-only; a subtype attribute fits)."""
        ...

    def new_deal(
        self, seats: int, dealer: int, rng: random.Random, context: DealContext | None = None
    ) -> S:
        """Shuffle with `rng` and deal a fresh deal."""
        ...

    def deal_from_hands(
        self,
        hands: Sequence[Sequence[Card]],
        dealer: int,
        context: DealContext | None = None,
    ) -> S:
        """Start a deal from given hands (tests, replays, numbered deals)."""
        ...

    def to_act(self, state: S) -> int | None:
        """The seat to act, or None when the deal is over."""
        ...

    def legal_actions(self, state: S) -> tuple[Action, ...]:
        """Every legal action of the seat to act, sorted and unique."""
        ...

    def candidate_actions(self, state: S) -> tuple[Action, ...]:
        """A superset of the legal actions, for tests of the refusals."""
        ...

    def why_illegal(self, state: S, action: Action) -> str | None:
        """A sentence saying why the action is refused, or None when it is legal."""
        ...

    def apply(self, state: S, action: Action) -> tuple[S, tuple[Event, ...]]:
        """Validate and apply an action; raises IllegalAction with the reason."""
        ...

    def view(self, state: S, seat: int) -> V:
        """What one seat may see."""
        ...

    def hidden_cards(self, state: S, seat: int) -> frozenset[Card]:
        """Cards this seat must not be able to see (for the leak test): no field of its
        view holds one, but a field marked SEEN_FACE_UP (cards that once lay face up for
        everyone, whose holders are what stays hidden)."""
        ...

    def deal_result(self, state: S) -> DealResult[DC]:
        """Scores of a finished (or match-ending) deal."""
        ...

    def encode(self, action: Action) -> str:
        """Short text form of an action."""
        ...

    def decode(self, text: str) -> Action:
        """Read the short text form (cards in canonical order); raises IllegalAction on bad text."""
        ...

    def check_invariants(self, state: S) -> None:
        """Raise AssertionError when the state breaks a rule invariant."""
        ...

    def first_dealer(self, seats: int, rng: random.Random) -> int:
        """Dealer of the first deal of a match."""
        ...

    def next_dealer(self, final_state: S) -> int:
        """Dealer of the deal after this finished one."""
        ...

    def carry_over(self, final_state: S) -> Any:
        """What the next deal inherits from this one (None for most games)."""
        ...

    def match_outcome(
        self, final_state: S, totals: tuple[int, ...], deals_played: int
    ) -> MatchOutcome | None:
        """The match result once its end condition is met, else None."""
        ...


ConformanceQuery = Callable[[Mapping[str, Any]], Any]


@dataclass(frozen=True)
class GameDef:
    """Everything the program knows about one game, listed in the explicit REGISTRY."""

    id: str
    name: str
    seats: tuple[int, ...]  # allowed seat counts
    default_seats: int
    options_model: type[BaseModel]
    # The registry holds games of different state, view and details types: `Any` here is
    # the existential "some game's", narrowed by each game's own typed rules class.
    make_rules: Callable[[BaseModel], Rules[Any, Any, Any]]
    bots: Mapping[str, Callable[[], Any]]
    conformance: Mapping[str, ConformanceQuery]
    teams: Callable[[int], tuple[tuple[int, ...], ...] | None] = lambda seats: None
    # option sets the contract test plays, as (seat count, options dict)
    test_configs: tuple[tuple[int, Mapping[str, Any]], ...] = ()
    # card points every complete deal contains (a number, or a function of seat count and
    # options for games where it varies), or None when the game has no fixed total
    card_point_total: int | Callable[[int, BaseModel], int | None] | None = None

    def fixed_card_points(self, seats: int, options: BaseModel) -> int | None:
        """Card points every complete deal holds at this seat count and options, if fixed."""
        total = self.card_point_total
        return total(seats, options) if callable(total) else total

    def options(self, data: Mapping[str, Any] | None = None) -> BaseModel:
        """Validate an options dict (missing keys take the spec's defaults)."""
        return self.options_model.model_validate(dict(data or {}))
