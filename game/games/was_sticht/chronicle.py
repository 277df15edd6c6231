"""The move log of Was Sticht: every public action of a round in words, and its tricks.

Pure (no pygame): the presenter hands each event here with the viewer's view of the
round before it. Nothing secret is ever named: a task choice says only who chose, the
tasks are named when the rules reveal them, the trumps when the dealer turns them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from game.core.cards import Card
from game.core.events import DealEnded, DealStarted, Event, MatchDecided, TrickTaken
from game.games.was_sticht.events import (
    CardTaken,
    ChipCompleted,
    ChipTaken,
    ColumnHint,
    DealerEarned,
    GridLaid,
    TaskChosen,
    TaskFailed,
    TasksRevealed,
    TrumpsRevealed,
)
from game.games.was_sticht.state import CHIPS, DUMMY, WasStichtView
from game.i18n import counted, t
from game.present import Chronicle, Param, TrickView


class Speaker(Protocol):
    """What the log needs of the presenter: names, 'you' sentences, card words."""

    names: tuple[str, ...]
    hidden_drafts: bool  # drafted cards go into concealed hands (spec 5.3 step 4)

    def say(self, key: str, seat: int, **params: Param) -> str:
        """The sentence `key` about `seat`."""
        ...

    def card_text(self, card: Card) -> str:
        """A card in words."""
        ...

    def owner_name(self, seat: int) -> str:
        """Who missed a task the dealer fulfilled, as the sentence names them."""
        ...


def kind_words(kind: str) -> str:
    """A chip kind in words, as the chips are named on the table ('2 tricks')."""
    return t(f"ws.kind.{kind}")


def trumps_words(colour: str, number: str) -> str:
    """The trumps in words: 'red and 5', 'no colour and 5', ... ."""
    c = t(f"ws.colour.{colour}")
    n = t("ws.number.none") if number == "none" else number
    return t("ws.trumps_both", colour=c, number=n)


def hint_title(column: int) -> str:
    """The title of a column's hint trick in the last-trick view ('Hint for column 4')."""
    return t("ws.hint_title", n=column + 1)


def chronicle(speaker: Speaker, event: Event, before: WasStichtView) -> Chronicle | None:
    """The log entry of a Was Sticht event, or None for the events every game shares."""
    for kind, build in _BUILDERS:
        if isinstance(event, kind):
            return build(speaker, event, before)
    return None


def _chip(speaker: Speaker, event: ChipTaken, before: WasStichtView) -> Chronicle:
    left = len(before.chip_pool) - 1
    return Chronicle(
        (speaker.say("ws.log.chip", event.seat, kind=kind_words(event.kind), left=left),)
    )


def _grid(speaker: Speaker, event: GridLaid | DealStarted, before: WasStichtView) -> Chronicle:
    """Round 1 lays its grid after the chip draft (GridLaid); every later round is laid
    out as it is dealt, so its DealStarted says the same. A round that opens with the
    chip draft says only who deals: its grid comes later, with GridLaid."""
    if isinstance(event, DealStarted) and before.phase == CHIPS:
        return Chronicle((speaker.say("log.deals", event.dealer),))
    return Chronicle((speaker.say("ws.log.grid", event.dealer),))


def _take(speaker: Speaker, event: CardTaken, before: WasStichtView) -> Chronicle:
    card, n = speaker.card_text(event.card), event.column + 1
    if event.seat == DUMMY:  # 3 players: the card nobody took (spec 5.4)
        return Chronicle((t("ws.log.dummy_take", card=card, n=n),))
    if speaker.hidden_drafts:
        # The card goes into a concealed hand after the column's hint: the log, read by
        # everyone and kept all round, must not remember it for the players.
        return Chronicle((speaker.say("ws.log.take_hidden", event.seat, n=n),))
    return Chronicle((speaker.say("ws.log.take", event.seat, card=card, n=n),))


def _hint(speaker: Speaker, event: ColumnHint, before: WasStichtView) -> Chronicle:
    """The hint is a trick of its own for the last-trick view: the column's cards in hint
    order (the dummy's last) and who would win them; the table's running trick is untouched."""
    n = event.column + 1
    if event.winner == DUMMY:
        line = t("ws.log.hint_dummy", n=n)
        verdict = t("ws.hint_note_dummy")
    else:
        line = speaker.say("ws.log.hint", event.winner, n=n)
        verdict = speaker.say("ws.hint_note", event.winner)
    # Nobody takes a hint's cards: the view says who would win, once.
    title = hint_title(event.column)
    return Chronicle((line,), closed=TrickView(event.plays, event.winner, title, verdict=verdict))


def _reveal(speaker: Speaker, event: TrumpsRevealed, before: WasStichtView) -> Chronicle:
    return Chronicle(
        (speaker.say("ws.log.reveal", before.dealer, trumps=trumps_words(event.tc, event.tn)),)
    )


def _task(speaker: Speaker, event: TaskChosen, before: WasStichtView) -> Chronicle:
    # Hot-seat: the log is read by everyone, so only the fact of the choice is told.
    return Chronicle((speaker.say("ws.log.task", event.seat),))


def _tasks(speaker: Speaker, event: TasksRevealed, before: WasStichtView) -> Chronicle:
    lines = [t("ws.log.tasks")]
    lines += [
        speaker.say("ws.log.task_shown", seat, kind=kind_words(kind)) for seat, kind in event.tasks
    ]
    return Chronicle(tuple(lines))


def _done(speaker: Speaker, event: ChipCompleted, before: WasStichtView) -> Chronicle:
    key = "ws.log.dealer_turns" if event.by_dealer else "ws.log.done"
    return Chronicle((speaker.say(key, event.seat, kind=kind_words(event.kind)),))


def _failed(speaker: Speaker, event: TaskFailed, before: WasStichtView) -> Chronicle:
    return Chronicle((speaker.say("ws.log.failed", event.seat, kind=kind_words(event.kind)),))


def _earned(speaker: Speaker, event: DealerEarned, before: WasStichtView) -> Chronicle:
    return Chronicle(
        (
            speaker.say(
                "ws.log.earned",
                event.dealer,
                kind=kind_words(event.kind),
                owner=speaker.owner_name(event.owner),
            ),
        )
    )


def _trick(speaker: Speaker, event: TrickTaken, before: WasStichtView) -> Chronicle:
    """Was Sticht counts tricks, not points: the log says which trick and how many the
    winner holds now (the count the tasks are about)."""
    count = before.tricks_won[event.winner] + 1
    line = speaker.say("ws.log.trick", event.winner, n=event.number, count=count)
    return Chronicle(
        (line,), closed=TrickView((), event.winner, note=t("ws.trick_note", n=event.number))
    )


def _ended(speaker: Speaker, event: DealEnded, before: WasStichtView) -> Chronicle:
    chips = sum(event.points)
    return Chronicle((counted("ws.log.round_over", chips, n=before.round_index + 1, chips=chips),))


def _decided(speaker: Speaker, event: MatchDecided, before: WasStichtView) -> Chronicle:
    winners = " & ".join(speaker.names[seat] for seat in event.winners)
    return Chronicle((t("ws.log.match_over", names=winners),))


_BUILDERS: tuple[tuple[type, Callable[[Speaker, Any, WasStichtView], Chronicle]], ...] = (
    (ChipTaken, _chip),
    (GridLaid, _grid),
    (DealStarted, _grid),
    (CardTaken, _take),
    (ColumnHint, _hint),
    (TrumpsRevealed, _reveal),
    (TaskChosen, _task),
    (TasksRevealed, _tasks),
    (ChipCompleted, _done),
    (TaskFailed, _failed),
    (DealerEarned, _earned),
    (TrickTaken, _trick),
    (DealEnded, _ended),
    (MatchDecided, _decided),
)
