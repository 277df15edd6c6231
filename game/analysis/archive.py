"""The played deals kept for analysis and "play it again": data_dir()/deals.json.

Each finished deal of a real match with a human at the table is archived as the match's
save cut at the end of that deal (so it replays exactly, like any save) with the deal's
number and the humans' statistics keys. The background analysis takes the entries not yet
analysed, oldest first, so work left when the program closed is resumed at the next start.
Only the last `KEEP` deals are kept; a bad file is put aside like any other.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, Field

from game.paths import data_dir
from game.saves import SaveGame
from game.storage import Loaded, load_model, save_model

ARCHIVE_VERSION = 1
KEEP = 200


class DecisionNote(BaseModel):
    """One analysed decision as stored (game/analysis/deal.py's Decision)."""

    ply: int
    seat: int
    trick: int
    made: str  # the action's text form
    best: str
    made_value: float
    best_value: float
    worlds: int
    flagged: bool
    reason: str | None = None


class OpenNote(BaseModel):
    """One seat's open-hands solve as stored (game/analysis/model.py's OpenSolution)."""

    seat: int
    first_trick: int
    tricks: int
    best: float
    actual: float
    line: list[tuple[int, str]] = Field(default_factory=list)  # (seat, action text)


class DuplicateNote(BaseModel):
    """One human seat's duplicate comparison as stored."""

    seat: int
    real: float
    bot: float


class DealNotes(BaseModel):
    """What the background analysis found in one deal."""

    decisions: list[DecisionNote] = Field(default_factory=list)
    open: list[OpenNote] = Field(default_factory=list)
    duplicates: list[DuplicateNote] = Field(default_factory=list)
    seconds: float = 0.0  # the work it took (the cost per deal)
    error: str = ""  # why the deal could not be analysed (it is not tried again)


class ArchivedDeal(BaseModel):
    """A finished deal: the match's save through its end, which deal it is, and when."""

    id: str = Field(min_length=1)  # unique: the match seed, the deal and when it ended
    save: SaveGame
    deal: int = Field(ge=0)  # 0-based deal index within the match
    played_at: str = ""  # local time, ISO 8601
    humans: dict[str, int] = Field(default_factory=dict)  # statistics key -> seat
    notes: DealNotes | None = None  # None until analysed


class Archive(BaseModel):
    """The archived deals, oldest first."""

    version: int = ARCHIVE_VERSION
    deals: list[ArchivedDeal] = Field(default_factory=list)

    def add(self, deal: ArchivedDeal) -> None:
        """Keep a new deal (the oldest go beyond KEEP)."""
        kept = [d for d in self.deals if d.id != deal.id][-(KEEP - 1) :]
        self.deals = [*kept, deal]

    def find(self, deal_id: str) -> ArchivedDeal | None:
        """The deal with this id, if it is still kept."""
        return next((d for d in self.deals if d.id == deal_id), None)

    def waiting(self) -> list[ArchivedDeal]:
        """The deals not analysed yet, oldest first."""
        return [d for d in self.deals if d.notes is None]


def archive_path() -> Path:
    """data_dir()/deals.json."""
    return data_dir() / "deals.json"


def load_archive() -> Loaded[Archive]:
    """The archive; empty (and a notice) when the file is missing or bad."""
    return load_model(archive_path(), Archive, "persist.bad_deals", Archive)


def save_archive(archive: Archive) -> None:
    """Write the archive atomically (raises StorageError when the disk refuses)."""
    save_model(archive_path(), archive)
