"""Skitgubbe's public record: move-log sentences, finished tricks and the score texts.

No pygame here. Everything written comes from an event or from the public part of the
view before it, so the same sentences are correct for every seat (hot-seat shows the
log to everybody). Phase 1 keeps the shared bookkeeping: plays go into the running trick
and the trick's end closes it. Phase 2 cannot: a pick-up takes only the top lays while
the rest stay on the table, and the move log can only clear the running trick as a
whole. So lays stay out of the running trick and every phase-2 close names its cards
(the lays picked up, or every lay of a completed trick) with who laid each one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from game.core.cards import Card
from game.core.events import Event, TrickTaken
from game.core.match import MatchState
from game.games.skitgubbe.events import (
    CardsAdded,
    CardsDrawn,
    CardsPlayed,
    Laid,
    LastCardTaken,
    LoserFound,
    NothingAdded,
    Phase2Started,
    PickedUp,
    PlayerOut,
    TieReplay,
    TrickAbandoned,
    TrickCleared,
)
from game.games.skitgubbe.state import DONE, PHASE2, SkitgubbeDetails, SkitgubbeView
from game.games.skitgubbe.words import card_words, short_rank
from game.i18n import t
from game.present import Chronicle, Param, ScoreSheet, SummaryRow, TrickView


class Say(Protocol):
    """`BasePresenter.say`: the sentence `key` about `seat` ("You ..." for the solo human)."""

    def __call__(self, key: str, seat: int, **params: Param) -> str:
        """The sentence."""
        ...


Plays = tuple[tuple[int, Card], ...]


# ---------------------------------------------------------------- words


def run_words(cards: Sequence[Card]) -> str:
    """A run of one suit for the log: `9-10-J of hearts`."""
    ranks = "-".join(short_rank(r) for r in sorted(c.rank for c in cards))
    return t("sk.log.run", ranks=ranks, suit=t(f"sk.suit.{cards[0].suit}"))


def lay_words(cards: Sequence[Card]) -> str:
    """One phase-2 lay: a card (`Queen of hearts`) or a run (`9-10-J of hearts`)."""
    return card_words(cards[0]) if len(cards) == 1 else run_words(cards)


def _group(say: Say, stem: str, seat: int, cards: tuple[Card, ...]) -> str:
    """`Ann plays the Queen of spades` / `Ann plays two Queens` / `Ann adds 2 cards: ...`."""
    if len(cards) == 1:
        return say(stem, seat, card=card_words(cards[0]))
    if len({c.rank for c in cards}) == 1 and len(cards) <= 3:
        return say(f"{stem}{len(cards)}", seat, ranks=t(f"sk.plural.{cards[0].rank}"))
    listed = t("sk.log.sep").join(card_words(c) for c in cards)
    return say(f"{stem}_mixed", seat, count=len(cards), cards=listed)


def _count(count: int) -> str:
    """`1 card`, `7 cards`: a closed trick's note."""
    return t("sk.log.one_card") if count == 1 else t("sk.log.cards", count=count)


def _names(names: Sequence[str], seats: Sequence[int]) -> str:
    return t("sk.log.sep").join(names[s] for s in seats)


def _seated(seat: int, cards: Sequence[Card]) -> Plays:
    return tuple((seat, card) for card in cards)


# ---------------------------------------------------------------- phase 1


def _phase1(
    say: Say, names: Sequence[str], event: Event, before: SkitgubbeView
) -> Chronicle | None:
    """Plays, ties, additions, draws, the last card, taken and abandoned tricks."""
    if isinstance(event, CardsPlayed):
        if event.dared:  # the top stock card, face up only now
            line = say("sk.log.dare", event.seat, card=card_words(event.cards[0]))
        else:
            line = _group(say, "sk.log.play", event.seat, event.cards)
        return Chronicle((line,), _seated(event.seat, event.cards))
    if isinstance(event, TieReplay):
        return Chronicle((t("sk.log.tie", names=_names(names, event.seats)),))
    if isinstance(event, CardsAdded):
        return Chronicle(
            (_group(say, "sk.log.add", event.seat, event.cards),), _seated(event.seat, event.cards)
        )
    if isinstance(event, NothingAdded):
        return Chronicle((say("sk.log.add_none", event.seat),))
    if isinstance(event, CardsDrawn):
        key = "sk.log.draw_one" if event.count == 1 else "sk.log.draw"
        return Chronicle((say(key, event.seat, count=event.count),))
    if isinstance(event, LastCardTaken):
        return Chronicle((say("sk.log.last_card", event.seat),))
    if isinstance(event, TrickTaken):
        count = len(event.cards)
        # A replayed tie is worth saying on the trick itself: L shows every round's cards.
        replayed = before.round > 0 or any(p.round > 0 for p in before.trick)
        title = t("sk.log.after_tie") if replayed else ""
        closed = TrickView((), event.winner, title, _count(count))
        return Chronicle((say("sk.log.trick", event.winner, count=count),), closed=closed)
    if isinstance(event, TrickAbandoned):
        count = sum(len(cards) for _, cards in event.returned)
        closed = TrickView((), None, t("sk.log.abandon_title"), _count(count))
        return Chronicle((t("sk.log.abandon"),), closed=closed)
    return None


# ---------------------------------------------------------------- phase 2


def _phase2(
    say: Say, names: Sequence[str], event: Event, before: SkitgubbeView
) -> Chronicle | None:
    """The trump turn, lays, pick-ups, cleared tricks, players out and the loser."""
    if isinstance(event, Phase2Started):
        card = card_words(event.trump_card)
        lines = [
            t("sk.log.phase2", card=card, suit=t(f"sk.suit.{event.trump_card.suit}")),
            say("sk.log.phase2_holder", event.leader, card=card),
        ]
        lines += [
            say("sk.log.no_cards", seat) for seat in range(len(names)) if seat not in event.players
        ]
        return Chronicle(tuple(lines))
    if isinstance(event, Laid):
        stem = "sk.log.beat" if event.beat else "sk.log.lead"
        if len(event.cards) == 1:
            line = say(stem, event.seat, card=card_words(event.cards[0]))
        else:
            line = say(f"{stem}_run", event.seat, run=run_words(event.cards))
        return Chronicle((line,))
    if isinstance(event, PickedUp):
        return _picked_up(say, names, event, before)
    if isinstance(event, TrickCleared):
        return _cleared(event, before)
    if isinstance(event, PlayerOut):
        return Chronicle((say("sk.log.out", event.seat),))
    if isinstance(event, LoserFound):
        key = "sk.log.loser" if event.reason == "last_player" else f"sk.log.loser.{event.reason}"
        return Chronicle((say(key, event.seat),))
    return None


def _picked_up(say: Say, names: Sequence[str], event: PickedUp, before: SkitgubbeView) -> Chronicle:
    """The lays taken (top lay first in the event) as a trick of their own, oldest first."""
    taken = set(event.lays)
    # Who laid what: the lays are on the table in the view before the pick-up.
    lays = [(seat, cards) for seat, cards in before.table if cards in taken]
    plays = tuple(pair for seat, cards in lays for pair in _seated(seat, cards))
    count = len(plays)
    if count == 1:
        line = say("sk.log.pickup_one", event.seat, card=card_words(plays[0][1]))
    else:
        listed = t("sk.log.sep").join(lay_words(cards) for _, cards in lays)
        line = say("sk.log.pickup", event.seat, count=count, cards=listed)
    closed = TrickView(plays, event.seat, say("sk.log.pickup_title", event.seat), _count(count))
    return Chronicle((line,), closed=closed)


def _cleared(event: TrickCleared, before: SkitgubbeView) -> Chronicle:
    """Every lay of the completed trick, the completing one (made in this same action,
    so not yet in `before`) last."""
    plays = tuple(pair for seat, cards in before.table for pair in _seated(seat, cards))
    on_table = {card for _, card in plays}
    plays += _seated(event.seat, [c for c in event.cards if c not in on_table])
    count = len(event.cards)
    closed = TrickView(plays, None, t("sk.log.cleared_title"), _count(count))
    return Chronicle((t("sk.log.cleared", count=count),), closed=closed)


def chronicle(
    say: Say, names: Sequence[str], event: Event, before: SkitgubbeView
) -> Chronicle | None:
    """The Skitgubbe chronicle of one event, or None for events the shared code words."""
    return _phase1(say, names, event, before) or _phase2(say, names, event, before)


# ---------------------------------------------------------------- scores


def _pairs(entries: list[str]) -> list[str]:
    """Two entries a line: six players fit in three short lines."""
    join = t("sk.score.join")
    return [join.join(entries[i : i + 2]) for i in range(0, len(entries), 2)]


def match_lines(names: Sequence[str], state: MatchState) -> list[str]:
    """Games played and losses per player (a loss scores -1, nothing else scores)."""
    games = len(state.history)
    key = {0: "sk.score.head_none", 1: "sk.score.head_one"}.get(games, "sk.score.head")
    entries = [
        t("sk.score.entry", name=name, count=-total)
        for name, total in zip(names, state.totals, strict=True)
    ]
    return [t(key, count=games), *_pairs(entries)]


def deal_lines(names: Sequence[str], view: SkitgubbeView) -> list[str]:
    """Phase 1: cards won so far; phase 2: cards held (or out); at the end: cards left."""
    if view.phase == DONE:
        head = "sk.deal.left"
        entries = [
            t("sk.deal.entry", name=n, count=c) for n, c in zip(names, view.hand_sizes, strict=True)
        ]
    elif view.phase == PHASE2:
        head = "sk.deal.held"
        entries = [
            t("sk.deal.entry", name=n, count=c) if inside else t("sk.deal.out", name=n)
            for n, c, inside in zip(names, view.hand_sizes, view.in_game, strict=True)
        ]
    else:
        head = "sk.deal.won"
        entries = [
            t("sk.deal.entry", name=n, count=c) for n, c in zip(names, view.won_sizes, strict=True)
        ]
    return [t(head), *_pairs(entries)]


def sheet(names: Sequence[str], state: MatchState) -> ScoreSheet:
    """A row per game naming its loser (1 in the loser's column), the losses last."""
    rows = []
    for record in state.history:
        loser = record.details(SkitgubbeDetails).loser
        values = tuple(str(-p) for p in record.result.points)  # -1 for the loser: one loss
        rows.append(SummaryRow(t("sk.sheet.game", n=record.index + 1, name=names[loser]), values))
    rows.append(SummaryRow(t("sk.sheet.losses"), tuple(str(-v) for v in state.totals), True))
    return ScoreSheet(t("sheet.title"), tuple(names), tuple(rows))
