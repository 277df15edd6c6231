"""The spoken table: what is said aloud, fed by the table screen.

One job: turn what the table shows into sentences for the voice (game.ui.speech). The
public record comes from the move log's own sentences (the game's presenter writes them),
turns and decisions from the presenter's prompt and the decision's buttons, the deal's
end from its summary. The sentence builders at the top are pure; `Narrator` only watches
the table and picks what to say when.

Voices are heard by everyone: at a table with two or more humans nothing secret is said
(no hand, no selected card, no choice that shows a hand, no private decision); only the
move log, whose turn it is, the trick, the public panels and the summaries.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core.cards import Card
from game.i18n import counted, t
from game.present import Choice, Chronicle, SummaryRow, TrickView
from game.ui.controller import Phase
from game.ui.keybinds import Keys
from game.ui.picking import action_for
from game.ui.table.keys import TableCommand
from game.ui.table.turn import TableTurn

if TYPE_CHECKING:
    from game.ui.table.hint import ShownHint
    from game.ui.table.kit import GamePresenter
    from game.ui.table.screen import TableScreen

Say = Callable[[str, bool], None]  # (sentence, urgent)

# A bot still deciding after this long (table seconds) is announced: silence would
# sound stuck. (The display delay between bot moves is the player's pace, not said.)
THINKING_SAID_AFTER = 1.5
# Bots wait for the voice to finish saying the last moves before they play on, so a
# player who listens hears each move in time; never longer than this at a stretch: a
# voice that never finishes must not stop the game.
HOLD_AT_MOST = 8.0
# The mouse and keyboard help that closes a prompt ("(click it twice, or arrows...)")
# is for the eyes; the spoken prompt leaves it out.
_TRAILING_HELP = re.compile(r"\s*[(（][^()（）]*[)）]\s*$")


# ----------------------------------------------------------------- pure sentences
def spoken(text: str) -> str:
    """A line as said: one space between words (button labels align with spaces)."""
    return " ".join(text.split())


def sentence(line: str) -> str:
    """A panel line said as a sentence of its own (its full stop added)."""
    stop = t("speech.full_stop")
    return spoken(line).rstrip(".。") + stop


def prompt_words(text: str) -> str:
    """A prompt as said: its closing mouse and key help left out."""
    return spoken(_TRAILING_HELP.sub("", text))


def listed(items: Sequence[str]) -> str:
    """Things one after another, as a sentence lists them."""
    return t("speech.list_separator").join(item for item in items if item)


def cards_words(presenter: GamePresenter, cards: Sequence[Card]) -> str:
    """Cards in words, one after another."""
    return listed([presenter.card_text(card) for card in cards])


def hand_sentence(presenter: GamePresenter, cards: Sequence[Card]) -> str:
    """The player's own hand, as the table shows it (sorted by suit)."""
    if not cards:
        return t("speech.hand_empty")
    return counted("speech.hand", len(cards), count=len(cards), cards=cards_words(presenter, cards))


def trick_sentence(presenter: GamePresenter, plays: Sequence[tuple[int, Card]]) -> str:
    """The running trick: who played what, in order."""
    if not plays:
        return t("speech.trick_empty")
    played = [
        t("speech.played_by", name=presenter.seat_label(seat), card=presenter.card_text(card))
        for seat, card in plays
    ]
    return t("speech.trick", plays=listed(played))


def taken_with(presenter: GamePresenter, trick: TrickView) -> str:
    """The card a finished trick was won with ("" when nobody took it)."""
    card = next((c for seat, c in trick.plays if seat == trick.winner), None)
    if trick.winner is None or card is None:
        return ""
    # A trick nobody takes (a hint) says which card would win it.
    key = "speech.best_card" if trick.verdict else "speech.won_with"
    return t(key, card=presenter.card_text(card))


def summary_sentences(title: str, headings: Sequence[str], rows: Sequence[SummaryRow]) -> list[str]:
    """A deal's summary table read out: the title, then each row with its headings. A row
    of nothing but zeros (no Weis, no Stöck) is left out: the ear wants what counted."""
    lines = [t("speech.summary", deal=title)]
    for row in rows:
        zeros = [v for v in row.values if v]
        if not row.strong and zeros and all(v == "0" for v in zeros):
            continue
        values = [
            f"{heading} {value}" if heading else value
            for heading, value in zip(headings, row.values, strict=False)
            if value
        ]
        if row.label and values:
            lines.append(f"{row.label}: {listed(values)}")
        else:
            lines.append(row.label or listed(values))
    return lines


def choice_words(choice: Choice, presenter: GamePresenter) -> str:
    """A decision button in words, with the cards it shows (a Weis) when it has any."""
    if not choice.cards:
        return choice.label
    return t("speech.with_cards", label=choice.label, cards=cards_words(presenter, choice.cards))


def choices_sentence(turn: TableTurn, presenter: GamePresenter) -> str:
    """What the player may do now: buttons, table targets and playable cards."""
    parts = [choice_words(choice, presenter) for choice in turn.choices]
    parts += [target.label for target in turn.targets if target.label]
    offer = turn.offer
    hand_cards = [card for card in offer.cards if card in offer.usable]
    if hand_cards:
        if len(hand_cards) == len(offer.cards) and not offer.multi:
            parts.append(t("speech.any_card"))
        else:
            parts.append(cards_words(presenter, hand_cards))
    if not parts:
        return ""
    return t("speech.choices", choices=listed(parts))


def selection_sentence(table: TableScreen, turn: TableTurn, secret_ok: bool) -> str:
    """The thing the keyboard selection is on now, in words."""
    sel = table.selection
    if sel.focus == "buttons":
        buttons = table.buttons(turn.lay)
        focus = sel.button_focus or 0
        return t("speech.button", label=buttons[focus % len(buttons)].label) if buttons else ""
    if not secret_ok:
        return ""
    if sel.focus == "choices" and sel.choice_pick is not None:
        choice = turn.choices[sel.choice_pick]
        return t("speech.button", label=choice_words(choice, table.presenter))
    if sel.focus == "targets" and sel.target_pick is not None:
        label = turn.targets[sel.target_pick].label
        return t("speech.target", label=label) if label else ""
    offer = turn.offer
    if sel.cursor is None or sel.cursor >= len(offer.cards):
        return ""
    card = offer.cards[sel.cursor]
    words = table.presenter.card_text(card)
    if offer.multi:
        words = t("speech.picked", cards=cards_words(table.presenter, sel.picked))
    action = action_for(sel.picked, offer.hand_actions) if sel.picked else None
    if action is not None:
        described = table.presenter.describe(turn.view, action)
        return t("speech.selected", thing=words, does=described) if described else words
    if card not in offer.usable:
        return t("speech.not_playable", card=words)
    return words


# ----------------------------------------------------------------- the narrator
@dataclass(frozen=True, slots=True)
class Moment:
    """What the narrator last announced, so each turn and summary is said once."""

    phase: Phase
    turn: int
    seat: int | None
    deals: int


Snapshot = tuple[object, ...]


def selection_snapshot(table: TableScreen) -> Snapshot:
    """The selection's parts that speech follows."""
    sel = table.selection
    return (sel.picked, sel.cursor, sel.choice_pick, sel.target_pick, sel.focus, sel.button_focus)


class Narrator:
    """Watches one table and says, through `say`, what a player who cannot see needs."""

    def __init__(self, say: Say, enabled: Callable[[], bool]) -> None:
        self._say = say
        self.enabled = enabled
        self.last = ""  # the last sentence said (A says it again)
        self._moment: Moment | None = None
        self._thinking_said = -1
        self._since = 0.0  # when the moment began (a bot's long turn is announced)
        self._message = ""
        self._hint: ShownHint | None = None  # the hint last said
        self._held_since: float | None = None

    def opening(self, table: TableScreen) -> None:
        """The table opens: its log so far of the running deal (who deals) is said."""
        if not self.enabled() or not table.log.lines:
            return
        deal = table.log.lines[-1].deal
        for line in table.log.lines:
            if line.deal == deal:
                self.say(line.text)

    def say(self, text: str, urgent: bool = False) -> None:
        """Say one sentence (kept for "again")."""
        text = spoken(text)
        if text:
            self.last = text
            self._say(text, urgent)

    def holds_bots(self, now: float, busy: bool) -> bool:
        """True while the bots should wait for the voice (`busy`: still speaking)."""
        if not busy or not self.enabled():
            self._held_since = None
            return False
        if self._held_since is None:
            self._held_since = now
        # A bot waiting for the voice is not "thinking": that is counted from silence on.
        self._since = now
        return now - self._held_since < HOLD_AT_MOST

    @staticmethod
    def shared(table: TableScreen) -> bool:
        """True at a table of two or more humans: everyone hears, so no secrets."""
        return len(table.controller.humans) >= 2

    # ------------------------------------------------------------- fed by the table
    def chronicle(self, table: TableScreen, chronicle: Chronicle) -> None:
        """One shown event's move-log sentences; a finished trick adds its winning card."""
        if not self.enabled():
            return
        for line in chronicle.lines:
            self.say(line)
        last = table.log.last
        if chronicle.closed is not None and last is not None:
            self.say(taken_with(table.presenter, last))

    def update(self, table: TableScreen, now: float) -> None:
        """Announce a new turn, a hand-over, a long bot turn, a summary, the result."""
        if not self.enabled():
            return
        c = table.controller
        moment = Moment(c.phase, c.turn_counter, c.to_act(), len(c.state.history))
        if c.phase == Phase.AWAIT_HUMAN and c.message != self._message:
            self._message = c.message
            if c.message and not self.shared(table):
                self.say(table.presenter.refusal(c.message), urgent=True)
        hint = table.hints.current(table)
        if hint is not None and hint is not self._hint and not self.shared(table):
            self._hint = hint
            self.say(hint.text, urgent=True)  # the hint's move is selected: Enter plays it
        if moment == self._moment:
            if (
                c.bot_waiting
                and self._thinking_said != c.turn_counter
                and now - self._since >= THINKING_SAID_AFTER
                and moment.seat is not None
            ):
                self._thinking_said = c.turn_counter
                self.say(t("table.thinking", name=table.presenter.seat_label(moment.seat)))
            return
        previous, self._moment, self._since = self._moment, moment, now
        if c.phase == Phase.AWAIT_HUMAN:
            self.turn(table)
        elif c.phase == Phase.HANDOVER and c.handover_seat is not None:
            self.say(t("speech.handover", name=table.presenter.seat_label(c.handover_seat)))
        elif c.phase == Phase.DEAL_SUMMARY and (previous is None or previous.phase != c.phase):
            self.summary(table)
        elif c.phase == Phase.MATCH_OVER and (previous is None or previous.phase != c.phase):
            for line in table.presenter.match_result(c.state):
                self.say(line)

    def turn(self, table: TableScreen) -> None:
        """The human's turn: the prompt and the choices (solo), or whose turn (shared)."""
        c = table.controller
        seat = c.to_act()
        if seat is None:
            return
        if self.shared(table):
            self.say(t("speech.turn_of", name=table.presenter.seat_label(seat)))
            return
        turn = table.turn(table.layout())
        if turn is None:
            return
        prompt = prompt_words(presenter_prompt(table, turn))
        self.say(prompt or t("speech.your_turn"))
        if turn.decision.title and turn.decision.title != prompt:
            self.say(turn.decision.title)
        self.say(choices_sentence(turn, table.presenter))

    def summary(self, table: TableScreen) -> None:
        """The deal's summary table, read out, and how to go on."""
        state = table.controller.state
        if not state.history:
            return
        record = state.history[-1]
        headings, rows = table.presenter.summary(record, state)
        title = table.presenter.deal_name(record.index + 1)
        for line in summary_sentences(title, headings, rows):
            self.say(line)
        self.say(t("speech.go_on"))

    def selection_moved(self, table: TableScreen, before: Snapshot) -> None:
        """The keyboard selection moved: say what it is on now."""
        if not self.enabled() or selection_snapshot(table) == before:
            return
        turn = table.turn(table.layout())
        if turn is None:
            return
        text = selection_sentence(table, turn, not self.shared(table))
        if text:
            self.say(text, urgent=True)

    # ------------------------------------------------------------- on keys
    def command(self, table: TableScreen, named: TableCommand) -> None:
        """A speech key: say what was asked for, cutting in."""
        if not self.enabled():
            return
        text = self.answer(table, named)
        if text:
            self.say(text, urgent=True)

    def answer(self, table: TableScreen, named: TableCommand) -> str:
        """The sentence a speech key asks for."""
        if named == "speak_again":
            return self.last
        if named == "speak_turn":
            return self.whose_turn(table)
        c = table.controller
        view = c.display_view()
        presenter = table.presenter
        if named == "speak_trick":
            return trick_sentence(presenter, table.game.trick(view))
        if named == "speak_scores":
            lines = presenter.info_lines(view) + presenter.deal_score_lines(view)
            lines += presenter.score_lines(table.shown_state())
            return " ".join(sentence(line) for line in lines if line.strip())
        if self.shared(table):
            return t("speech.shared_table")
        if named == "speak_hand":
            return hand_sentence(presenter, table.game.hand(view))
        turn = table.turn(table.layout())
        if turn is None:
            return self.whose_turn(table)
        return choices_sentence(turn, presenter)

    def whose_turn(self, table: TableScreen) -> str:
        """Whose turn it is, and what they do."""
        c = table.controller
        if c.phase == Phase.DEAL_SUMMARY:
            return t("speech.go_on")
        if c.phase == Phase.MATCH_OVER:
            return t("speech.match_over")
        seat = c.to_act()
        if seat is None:
            return ""
        name = table.presenter.seat_label(seat)
        if not c.seats[seat].is_human:
            return t("table.thinking", name=name)
        if c.phase == Phase.HANDOVER or self.shared(table):
            return t("speech.turn_of", name=name)
        turn = table.turn(table.layout())
        prompt = prompt_words(presenter_prompt(table, turn)) if turn is not None else ""
        return prompt or t("speech.your_turn")


def presenter_prompt(table: TableScreen, turn: TableTurn) -> str:
    """The presenter's prompt for this turn, naming the player's keys."""
    return Keys(table.app.settings.keys).filled(table.presenter.prompt(turn.view, turn.legal))
