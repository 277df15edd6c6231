"""One-sentence notices for the player (a bad file put aside, "Game saved as ...").

Pure: the app posts sentences here and the window draws whatever `showing(now)` returns,
so every screen shows notices the same way, on top of whatever comes next.
"""

from __future__ import annotations

from dataclasses import dataclass, field

SHOW_SECONDS = 7.0
MAX_SHOWN = 3


@dataclass
class Notice:
    """A sentence, and when it first appeared on screen (None: not drawn yet)."""

    text: str
    since: float | None = None
    keep: bool = False  # stays until the player dismisses it (a file was put aside)


@dataclass
class Notices:
    """The queue of notices; each stays for SHOW_SECONDS from its first frame, or
    until dismissed when posted with `keep`."""

    items: list[Notice] = field(default_factory=list)

    def post(self, text: str | None, keep: bool = False) -> None:
        """Queue a sentence (None and repeats of a showing sentence are ignored); `keep`:
        it stays on screen until dismissed (the player must learn a file was put aside)."""
        if not text or any(n.text == text for n in self.items):
            return
        self.items.append(Notice(text, keep=keep))

    def showing(self, now: float) -> list[str]:
        """The sentences to draw now, oldest first; expired ones are dropped."""
        self.items = [
            n for n in self.items if n.keep or n.since is None or now - n.since < SHOW_SECONDS
        ]
        shown = self.items[:MAX_SHOWN]
        for notice in shown:
            if notice.since is None:
                notice.since = now  # the clock starts when the player can first see it
        return [n.text for n in shown]

    def dismiss(self) -> bool:
        """Drop every notice on screen (a click on them); True when there were any."""
        had = any(n.since is not None for n in self.items)
        self.items = [n for n in self.items if n.since is None]
        return had
