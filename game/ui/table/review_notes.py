"""The deal review's analysis notes: which played cards to mark, and the lines that say
what a costly decision gave away, what was better and why, with the deal's summary and
the best play with every hand known.

Read from the table's `AnalysisSource` each time they are asked (the analysis may finish
while the review is open); the words for actions are the table's own (the confirm
button's, a button's or a target's label), so a note names a move as the player saw it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from game.analysis.deal import DealAnalysis, Decision
from game.analysis.model import OpenSolution
from game.analysis.source import AnalysisSource
from game.core.cards import Card
from game.core.events import TrickTaken
from game.core.match import Match, MatchState
from game.core.rules import Action
from game.games import ENTRIES
from game.i18n import decimal, has_text, t
from game.present import BasePresenter
from game.ui.layout import TableLayout
from game.ui.review import DealReview, ReviewAct
from game.ui.table.hint import words_for
from game.ui.table.seam import Ask, GameTable

# An action in the table's words, from the acting seat's view and legal actions then.
Words = Callable[[object, tuple[Action, ...], Action], str]


def table_words(
    presenter: BasePresenter[object], game: GameTable[object], layout: TableLayout
) -> Words:
    """Name actions as the table's decision would have: the confirm button's words, else
    the label of the button or target that makes it, else its text form."""

    def words(view: object, legal: tuple[Action, ...], action: Action) -> str:
        decision = game.decision(Ask(view, legal, layout))
        labels = {target.action: target.label for target in decision.targets if target.label}
        labels.update({choice.action: choice.label for choice in decision.buttons})
        return words_for(action, presenter.describe(view, action), labels)

    return words


@dataclass(frozen=True, slots=True)
class Note:
    """One line of the analysis panel (wrapped when drawn). `mark`: a costly decision's
    line, drawn after the same "!" badge as its card on the table; `tone`: a heading
    (gold), a plain line or a quiet one (dim)."""

    text: str
    mark: bool = False
    tone: str = "plain"  # "head", "plain" or "dim"


class ReviewNotes:
    """The analysis of one reviewed deal, as marks and notes per page."""

    def __init__(
        self,
        source: AnalysisSource,
        match: Match,
        presenter: BasePresenter[object],
        words: Words,
        game_id: str,
    ) -> None:
        self.source = source
        self.match = match
        self.presenter = presenter
        self.words = words
        self.game_id = game_id  # the unit's catalog key: hint.margin.<game id>

    # ------------------------------------------------------------------ reading
    def analysis(self, review: DealReview) -> DealAnalysis | None:
        """The deal's analysis once it is done."""
        return self.source.deal(review.number - 1)

    def pending(self, review: DealReview) -> bool:
        """True while the deal is being analysed."""
        return self.analysis(review) is None and self.source.pending(review.number - 1)

    def page_of(self, review: DealReview, decision: Decision) -> int:
        """The page showing the decision's move (the last page if the review lacks it)."""
        act = review.act(decision.ply)
        return act.page if act is not None else len(review.steps) - 1

    def decisions(self, review: DealReview, page: int) -> list[Decision]:
        """The analysed decisions made on page `page`, in order."""
        analysis = self.analysis(review)
        if analysis is None:
            return []
        return [d for d in analysis.decisions if self.page_of(review, d) == page]

    def marked(self, review: DealReview, page: int) -> set[tuple[int, Card]]:
        """The (seat, card) plays of the page's trick that were costly decisions."""
        trick = review.steps[page].trick
        if trick is None:
            return set()
        flagged = [d for d in self.decisions(review, page) if d.flagged]
        return {
            (seat, card)
            for seat, card in trick.plays
            if any(d.seat == seat and card in d.made.cards for d in flagged)
        }

    # ------------------------------------------------------------------ notes
    def notes(self, review: DealReview, page: int) -> list[Note]:
        """Everything the analysis panel says on page `page`: the summary on the first
        page, then each costly decision made there and a count of the good ones."""
        if self.pending(review):
            return [Note(t("review.analysis.pending"), tone="dim")]
        analysis = self.analysis(review)
        if analysis is None:
            return []  # nothing analysed (a table of bots, a replay): nothing extra
        notes = self.summary(review, analysis) if page == 0 else []
        decisions = self.decisions(review, page)
        for decision in decisions:
            if decision.flagged:
                notes.extend(self.flag(review, decision))
        good = sum(not d.flagged for d in decisions)
        if good:
            notes.append(Note(t("review.analysis.good", n=good), tone="dim"))
        return notes

    def seats(self, analysis: DealAnalysis) -> list[int]:
        """The analysed seats (the humans), in seat order."""
        return sorted({d.seat for d in analysis.decisions} | {seat for seat, _ in analysis.open})

    def summary(self, review: DealReview, analysis: DealAnalysis) -> list[Note]:
        """Per analysed seat: decisions, costly ones and the total cost; then what the
        side could have made with all cards open from some trick on, and how."""
        notes = [Note(t("review.analysis.summary_head"), tone="head")]
        solved = dict(analysis.open)
        # Lines already written: at hot-seat both sides' solves often play the same line.
        shown: list[tuple[int, tuple[tuple[int, Action], ...]]] = []
        for seat in self.seats(analysis):
            count = sum(d.seat == seat for d in analysis.decisions)
            notes.append(
                Note(
                    self.presenter.say_counted(
                        "review.analysis.summary",
                        seat,
                        count,
                        n=count,
                        flagged=analysis.flagged(seat),
                        cost=decimal(analysis.total_cost(seat)),
                    )
                )
            )
            solution = solved.get(seat)
            if solution is not None:
                line = (solution.first_trick, solution.line)
                notes.extend(self.open_notes(review, seat, solution, line in shown))
                shown.append(line)
        return notes

    def open_notes(
        self, review: DealReview, seat: int, solution: OpenSolution, again: bool = False
    ) -> list[Note]:
        """'With all cards open, from trick N your side could have made X (you made Y)',
        then the line that does it, one note per trick (`again`: the line is the one just
        written for another seat, said in one sentence)."""
        key, values = ENTRIES[self.game_id].analysis().open_text(solution)
        head = self.presenter.say(key, seat, **values)
        if again:
            return [Note(head), Note(t("review.analysis.same_line"), tone="dim")]
        return [Note(head), *(Note(text, tone="dim") for text in self.line(review, solution))]

    def line(self, review: DealReview, solution: OpenSolution) -> list[str]:
        """The best line in words, a sentence per trick ('Trick 7: You ace of hearts, ...');
        one sentence when the line cannot be replayed from the real deal."""
        start = next((a.before for a in review.acts if a.trick >= solution.first_trick), None)
        tricks = self._tricks(start, solution.line) if start is not None else None
        if tricks is None:
            moves = [self._move(None, seat, action) for seat, action in solution.line]
            return [t("review.analysis.line", moves=t("review.analysis.join").join(moves))]
        return [
            t(
                "review.analysis.line_trick",
                n=solution.first_trick + 1 + i,
                moves=t("review.analysis.join").join(moves),
            )
            for i, moves in enumerate(tricks)
            if moves
        ]

    def _tricks(
        self, start: MatchState, line: Iterable[tuple[int, Action]]
    ) -> list[list[str]] | None:
        """The line replayed from `start`, its moves in words grouped by trick; None
        when a move of it is not legal there (the solver's line is not this deal's)."""
        rules = self.match.rules
        state = start
        tricks: list[list[str]] = [[]]
        for seat, action in line:
            if state.over or rules.to_act(state.deal) != seat:
                return None
            if action not in rules.legal_actions(state.deal):
                return None
            tricks[-1].append(self._move(state, seat, action))
            state, events = self.match.apply(state, action)
            if any(isinstance(event, TrickTaken) for event in events):
                tricks.append([])
        return tricks

    def _move(self, state: MatchState | None, seat: int, action: Action) -> str:
        """One move of a line: who, then the cards (or the decision in the table's words)."""
        if action.cards:
            what = t("review.analysis.join").join(self.presenter.card_text(c) for c in action.cards)
        elif state is not None:
            rules = self.match.rules
            legal = tuple(rules.legal_actions(state.deal))
            what = self.words(rules.view(state.deal, seat), legal, action)
        else:
            what = str(action)
        return t("review.analysis.move", name=self.presenter.seat_label(seat), what=what)

    def flag(self, review: DealReview, decision: Decision) -> list[Note]:
        """A costly decision: who chose what and what was better; the two values with
        their unit and the cost; the game's own reason when it has one."""
        act = review.act(decision.ply)
        made, best = self._named(act, decision.made), self._named(act, decision.best)
        say = self.presenter.say
        margin = f"hint.margin.{self.game_id}"
        notes = [
            Note(say("review.analysis.flag", decision.seat, made=made, best=best), mark=True),
            Note(
                say(
                    "review.analysis.values",
                    decision.seat,
                    worlds=decision.worlds,
                    best_value=decimal(decision.best_value, signed=True),
                    made_value=decimal(decision.made_value, signed=True),
                    cost=decimal(decision.cost),
                    margin=t(margin if has_text(margin) else "hint.margin"),
                )
            ),
        ]
        if decision.reason is not None and has_text(decision.reason):
            notes.append(Note(t(decision.reason, made=made, best=best)))
        return notes

    def _named(self, act: ReviewAct | None, action: Action) -> str:
        """An action of a decision in the table's words, from the acting seat's view."""
        if act is None:
            return str(action)
        rules = self.match.rules
        deal = act.before.deal
        legal = tuple(rules.legal_actions(deal))
        return self.words(rules.view(deal, act.seat), legal, action)
