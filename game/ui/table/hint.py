"""The hint at the table (G or the Hint button): the strong bot's move, selected, and why.

The move is only SELECTED (the gold confirm button then names it); the player still
confirms it or picks something else. It comes from the player's own view (game.advice),
worked out in the search process so no frame waits on the search; a match where a hint
was given is marked as assisted in the statistics.
"""

from __future__ import annotations

from concurrent.futures import Future
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.advice import Advice, why_text
from game.core.rules import Action
from game.ui import search_process
from game.ui.controller import Phase

if TYPE_CHECKING:
    from game.ui.table.screen import TableScreen


@dataclass(frozen=True, slots=True)
class ShownHint:
    """A hint on the table: the turn it belongs to, its advice and its sentence."""

    turn: int
    advice: Advice
    text: str


def hints_allowed(table: TableScreen) -> bool:
    """A human may ask now: their turn, and at hot-seat only if every human agreed."""
    c = table.controller
    if c.phase != Phase.AWAIT_HUMAN or not c.human_legal():
        return False
    return not c.hotseat or table.setup.hints_agreed


class Hints:
    """The hint of the turn: asked, worked out off the render thread, then shown."""

    def __init__(self, inline: bool) -> None:
        # Inline (tests): worked out at once, so a test's frames do not depend on threads;
        # else in the search process (game.ui.search_process), never on the render thread.
        self.inline = inline
        self.pending: tuple[int, Future[Advice | None]] | None = None
        self.shown: ShownHint | None = None

    def ask(self, table: TableScreen) -> bool:
        """G: start working out the hint of this turn; False when none may be asked."""
        if not hints_allowed(table):
            return False
        c = table.controller
        turn = c.turn_counter
        if (self.pending is not None and self.pending[0] == turn) or (
            self.shown is not None and self.shown.turn == turn
        ):
            return True
        seat = c.to_act()
        if seat is None:
            return False
        view = c.rules.view(c.state.deal, seat)  # never the full state: no hidden cards
        legal = c.human_legal()
        args = (table.setup.game.bots, view, legal, table.setup.seed, seat, len(c.state.log))
        future: Future[Advice | None]
        if self.inline:
            future = Future()
            future.set_result(search_process.advise_seeded(*args))
        else:
            future = search_process.submit(search_process.advise_seeded, *args)
        self.pending = (turn, future)
        self.poll(table)
        return True

    def thinking(self, turn: int) -> bool:
        """True while the hint of `turn` is being worked out."""
        return self.pending is not None and self.pending[0] == turn

    def poll(self, table: TableScreen) -> None:
        """A finished hint of the turn still on the table: select its move and show why."""
        if self.pending is None or not self.pending[1].done():
            return
        turn, future = self.pending
        self.pending = None
        advice = future.result()
        if advice is None or turn != table.controller.turn_counter or not hints_allowed(table):
            return  # the turn moved on while the search ran: the hint is of no use now
        table.recorder.assisted("hint")
        table.select(advice.action)
        self.shown = ShownHint(turn, advice, sentence(table, advice))

    def current(self, table: TableScreen) -> ShownHint | None:
        """The hint to show in this frame (its own turn only)."""
        shown = self.shown
        c = table.controller
        if shown is None or shown.turn != c.turn_counter or c.phase != Phase.AWAIT_HUMAN:
            return None
        return shown

    def close(self) -> None:
        """Forget an unfinished search (its answer is never used)."""
        self.pending = None


def sentence(table: TableScreen, advice: Advice) -> str:
    """Why the hint's move: the only one, the search's own numbers, or plain words."""
    return why_text(advice, table.words, table.setup.game.id)


def words_for(action: Action, described: str, labels: dict[Action, str]) -> str:
    """An action in the table's words: as the confirm button would name it, else its
    button's or target's label, else its text form."""
    return described or labels.get(action, "") or str(action)
