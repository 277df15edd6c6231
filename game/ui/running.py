"""What other screens may ask of a running table (pause, save, rules, how to play).

A protocol, so those screens name no screen module: the table scene implements it and
passes itself when it opens them by route."""

from __future__ import annotations

from typing import Protocol

from game.core.match import Match
from game.records import MatchRecorder
from game.ui.controller import TableController
from game.ui.guide import Area
from game.ui.layout import TableLayout
from game.ui.setup_model import TableSetup


class RunningTable(Protocol):
    """A table scene with a match in progress."""

    setup: TableSetup
    match: Match
    controller: TableController
    recorder: MatchRecorder

    @property
    def face_style(self) -> str:
        """The card faces the table shows."""
        ...

    def layout(self, size: tuple[int, int] | None = None) -> TableLayout:
        """The table's regions for a window size."""
        ...

    def guide(self, size: tuple[int, int] | None = None) -> list[Area]:
        """The parts of the table as the how-to screen labels them."""
        ...
