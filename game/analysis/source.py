"""PURE: where a table reads the analysis of its finished deals (computed elsewhere, in
the background: the table never waits for it)."""

from __future__ import annotations

from typing import Protocol

from game.analysis.deal import DealAnalysis


class AnalysisSource(Protocol):
    """The analyses of one match's finished deals, as far as they are done."""

    def deal(self, index: int) -> DealAnalysis | None:
        """The analysis of deal `index` (0-based), or None while it is not done."""
        ...

    def pending(self, index: int) -> bool:
        """True while deal `index` is being analysed (False: done, or never asked)."""
        ...


class NoAnalysis:
    """A table whose deals are not analysed (replays, tests)."""

    def deal(self, index: int) -> DealAnalysis | None:
        """Nothing is ever analysed."""
        return None

    def pending(self, index: int) -> bool:
        """Nothing is ever under way."""
        return False
