"""Every sound is a cue: one way to play an effect, which also records it for the eye.

A sound is only ever played through `CueBoard.cue`, and only a name listed in `CUES` can
be cued: each name there says what a player sees at the same moment (the table draws it)
and carries the caption shown with "Sound captions" on. So a new sound cannot be added
without a visual cue. No pygame here: the sound board is handed in.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

# The sound name -> the catalog key of its caption. What the table shows at that moment
# (the caption aside) is written beside each name.
CUES: dict[str, str] = {
    "shuffle": "cue.shuffle",  # a new deal: card backs fly out from the middle
    "deal": "cue.deal",  # the backs land at each seat; the hands appear
    "play": "cue.play",  # a card flies from the player to the trick
    "trick": "cue.trick",  # the trick held, its winner outlined: "Anna takes the trick"
    "win": "cue.win",  # the match-over panel with the result
    "click": "cue.click",  # the pressed button's screen or panel changes
    "error": "cue.error",  # a refusal sentence in the message line
}
CAPTION_SECONDS = 2.5  # a caption repeats what the table shows; it needs no reading to act


@dataclass(frozen=True, slots=True)
class Cue:
    """One sound as it happened: its name and when."""

    name: str
    at: float


class CueBoard:
    """Plays effects through `play` and keeps the latest cue for the caption."""

    def __init__(self, play: Callable[[str], object]) -> None:
        self._play = play
        self.latest: Cue | None = None
        self.counts: Counter[str] = Counter()  # how often each cue came (tests read it)

    def cue(self, name: str, now: float) -> None:
        """Play the effect `name` and record it; an unknown name is a programming error."""
        if name not in CUES:
            raise ValueError(f"no visual cue for sound {name!r}")
        self.latest = Cue(name, now)
        self.counts[name] += 1
        self._play(name)

    def caption(self, now: float) -> str | None:
        """The catalog key of the caption to show now, or None."""
        if self.latest is None or not 0 <= now - self.latest.at < CAPTION_SECONDS:
            return None
        return CUES[self.latest.name]
