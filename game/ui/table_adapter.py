"""What the shared table screen asks of each game's view (game/games/<id>/view.py)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.cards import Card
from game.core.events import CardPlayed, DealStarted, Event, TrickTaken
from game.core.match import DealRecord, MatchState
from game.core.rules import Action
from game.i18n import has_text, t
from game.i18n.refusals import card_text, refusal_text, suit_text
from game.present import Choice, Chronicle, ScoreSheet, SummaryRow, TrickView
from game.ui.layout import Box
from game.ui.picking import hand_actions, usable


@dataclass(frozen=True, slots=True)
class Target:
    """Something `draw_center` drew that a human can pick: by click, or arrows + Enter."""

    box: Box
    action: Action
    label: str = ""  # what picking it does, for the confirm button ("Take the red 7")


class TableAdapter:
    """Per-game presentation; the shared table screen draws everything through this."""

    face_style = "french"
    mirror = False
    # The kinds of decisions made of hand cards alone: the table picks their cards in the
    # hand (click or Space) and confirms them; every other decision is a button or target.
    hand_kinds: tuple[str, ...] = ("play",)
    # What the game calls one deal: "deal" (Jass, Klaverjas), "round" (Was Sticht,
    # Stichln) or "game" (Skitgubbe, where each deal finds one loser).
    deal_word = "deal"
    # The hand cards the player has picked; the table sets it before drawing, so a game
    # may show them where they will go (the 3-player lay-away slots).
    picked: tuple[Card, ...] = ()

    def __init__(self, rules: Any, names: tuple[str, ...]) -> None:
        self.rules = rules
        self.names = names
        # The one human at a solo table: sentences about that seat say "you" ("You play
        # the 9 of hearts"), not its name. None at hot-seat and bot-only tables.
        self.you: int | None = None

    def carry_over(self, old: TableAdapter) -> None:
        """Keep what the players told the presentation this replaces (settings rebuild it
        at a running table): who "You" is, and the choices made at the table."""
        self.you = old.you
        self.restore_choices(old.table_choices())

    def table_choices(self) -> dict[str, list[int]]:
        """What players chose at this table that is neither a setting nor a move, by name,
        as the seats it holds for (e.g. who always claims roem); saves keep it."""
        return {}

    def restore_choices(self, choices: Mapping[str, Sequence[int]]) -> None:
        """Take back what `table_choices` gave (a loaded save, a rebuilt presentation);
        names and seats this game does not know are ignored."""

    def deal_name(self, number: int) -> str:
        """ "Deal 3", "Round 3" or "Game 3", as the game calls a deal."""
        return t(f"unit.{self.deal_word}", n=number)

    def say(self, key: str, seat: int, **params: Any) -> str:
        """The sentence `key` about `seat` (its name as `name`); for the solo human the
        language's `<key>.you` form when it has one, so it reads "You take the trick"
        (Japanese needs none: あなた takes the same verb as any name)."""
        params.setdefault("name", self.seat_label(seat))
        if seat == self.you and has_text(f"{key}.you"):
            return t(f"{key}.you", **params)
        return t(key, **params)

    def hand(self, view: Any) -> tuple[Card, ...]:
        """The viewer's cards, in display order."""
        return tuple(view.hand)

    def hand_sizes(self, view: Any) -> tuple[int, ...]:
        """How many cards each seat holds."""
        return tuple(view.hand_sizes)

    def trick(self, view: Any) -> tuple[tuple[int, Card], ...]:
        """The running trick as (seat, card) in play order."""
        return tuple(view.trick)

    def dealer(self, view: Any) -> int | None:
        """The dealer's seat, marked on the table."""
        return getattr(view, "dealer", None)

    def choices(self, view: Any, legal: tuple[Action, ...]) -> tuple[str, list[Choice]]:
        """A title and the buttons for decisions that are not card plays."""
        return "", []

    def card_action(self, view: Any, legal: tuple[Action, ...], card: Card) -> Action | None:
        """The decision of this card alone, asked of the rules even when it is illegal (so
        a refusal is the engine's precise sentence); None: cards are no decision now."""
        kinds = {a.kind for a in self.hand_actions(legal)}
        for action in legal:
            if action.kind in kinds and action.cards == (card,):
                return action
        kind = self.card_kind(view, legal)
        return Action(kind, (card,)) if kind else None

    def card_kind(self, view: Any, legal: tuple[Action, ...]) -> str:
        """The kind of decision a single card would be now ("" when cards are none)."""
        kinds = [a.kind for a in self.hand_actions(legal)]
        if kinds:
            return kinds[0]
        return "play" if any(a.kind == "play" for a in legal) else ""

    def hand_actions(self, legal: tuple[Action, ...]) -> tuple[Action, ...]:
        """The legal decisions made of hand cards (see `hand_kinds`)."""
        return hand_actions(legal, self.hand_kinds)

    def playable(self, legal: tuple[Action, ...]) -> set[Card]:
        """Cards that are part of some decision now (lifted, bright, visited by arrows)."""
        return usable(self.hand_actions(legal))

    def describe(self, view: Any, action: Action) -> str:
        """What confirming `action` does, for the confirm button ("Play the 9 of hearts");
        "" lets the table use the button's or target's own label."""
        if action.kind == "play" and len(action.cards) == 1:
            return t("confirm.play", card=self.card_text(action.cards[0]))
        return ""

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
        """A notice-strip line for an event worth announcing, else None."""
        return None

    def chronicle(self, event: Event, before: Any) -> Chronicle:
        """The move-log lines and trick bookkeeping of one event (`before`: the viewer's
        view of the deal before the event's action). Games extend this for their own
        events; the default covers the shared ones and logs announcements."""
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

    def card_text(self, card: Card) -> str:
        """A card in words for the log and prompts, as the deck on the table names it."""
        return card_text(card)

    def suit_text(self, suit: str) -> str:
        """A suit letter in words for sentences, as the deck on the table names it."""
        return suit_text(suit)

    def refusal(self, game_id: str, reason: str) -> str:
        """A rules refusal in the player's language, cards and suits named as the deck on
        the table names them."""
        return refusal_text(game_id, reason, self.card_text, self.suit_text)

    def deal_score_lines(self, view: Any) -> list[str]:
        """The running deal's points so far (cards taken, Weis, roem), for the score panel."""
        return []

    def score_sheet(self, state: MatchState) -> ScoreSheet:
        """The full score sheet: by default each finished deal's points per seat."""
        rows = [
            SummaryRow(
                self.deal_name(record.index + 1), tuple(str(p) for p in record.result.points)
            )
            for record in state.history
        ]
        rows.append(SummaryRow(t("sheet.total"), tuple(str(p) for p in state.totals), True))
        return ScoreSheet(t("sheet.title"), tuple(self.names), tuple(rows))

    def summary(
        self, record: DealRecord, state: MatchState
    ) -> tuple[tuple[str, ...], list[SummaryRow]]:
        """Column headings and rows of the deal summary."""
        return (), []

    def match_result(self, state: MatchState) -> list[str]:
        """Lines of the match-over screen."""
        return []

    def draw_center(
        self, surface: Any, layout: Any, view: Any, legal: tuple[Action, ...], show_private: bool
    ) -> None:
        """Draw game-specific things (a draft grid, lays on the table) over the felt.

        Called after the trick and before the hand; `show_private` is False while the
        viewer's secrets must stay hidden (hand-over)."""

    def targets(self, view: Any, legal: tuple[Action, ...], layout: Any) -> list[Target]:
        """Pickable things `draw_center` drew, in keyboard order (a grid card, a chip).

        While there are targets and no choice buttons, the arrows move a focus over them
        and Enter submits the focused one; the table draws the focus outline."""
        return []

    def hit(
        self, view: Any, legal: tuple[Action, ...], layout: Any, x: int, y: int
    ) -> Action | None:
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

    def flights(
        self, events: tuple[Event, ...], layout: Any, view: Any
    ) -> dict[int, list[tuple[int, Card, Any]]]:
        """Cards that fly for game-specific events of one batch (`view`: before it).

        Per event index: (seat, card, landing Box). Each card flies from its seat (or from
        the viewer's hand) and rests at its landing box until the batch is over, where
        `draw_center` will draw it once the batch has been applied."""
        return {}

    def seat_label(self, seat: int) -> str:
        """A seat's name as shown on its plate."""
        return self.names[seat]
