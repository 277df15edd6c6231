"""Files the player owns: atomic JSON writes and a loader that never loses a bad file.

Writing: a temp file in the same folder, flushed and fsynced, then `os.replace` over the
target, so a crash at any moment leaves either the old file or the new one, never half.
Loading: a missing file means defaults (silently); a file that is unreadable, truncated,
not JSON, of the wrong shape or from a newer version is renamed aside (never deleted,
never over an earlier aside file) and the caller gets defaults plus one sentence for
the player. Only a regular file is ever opened: a FIFO or device in a file's place is a
bad file (opening a FIFO would wait for ever); a folder of the path that is a file is said
as such, once.
Cleaning: a process killed in the middle of a write leaves its temp file behind; every
write and every start (`sweep_stale_temps`) removes the stale ones of our own pattern.
"""

from __future__ import annotations

import contextlib
import errno
import json
import logging
import os
import re
import stat
import tempfile
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, Generic, TypeVar

from pydantic import BaseModel

from game.i18n import t

log = logging.getLogger(__name__)
M = TypeVar("M", bound=BaseModel)
T = TypeVar("T")
CHUNK = 16 * 1024
MAX_BYTES = 8 * 1024 * 1024  # far above any real file; a bigger one is not ours
# A temp file nobody has written to for this long belongs to no running write. Our files
# are small and every chunk written refreshes the mtime, so a live write (this process or
# another instance sharing the folder) is never a minute old. An age rather than the
# writer's pid: a pid means nothing on another machine sharing STICH_HOME, and pids are
# reused, so a dead writer could look alive (or the reverse).
STALE_TEMP_SECONDS = 60
TEMP_SUFFIX = ".tmp"
# `.<file>.json.<8 random chars>.tmp`, exactly what write_bytes_atomic's mkstemp makes
# (tempfile draws the random part from lower-case letters, digits and `_`); nothing else
# in the folder is ever touched.
OWN_TEMP = re.compile(r"\.[^/\\]+\.json\.[a-z0-9_]{8}" + re.escape(TEMP_SUFFIX))


class StorageError(Exception):
    """A file could not be written; `reason` is one sentence a player can read."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class BadFile(Exception):
    """A file exists but cannot be used; `kind` says why (`newer` or `invalid`)."""

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(detail)
        self.kind = kind


@dataclass(frozen=True)
class Loaded(Generic[T]):
    """What a load gave: the value (defaults on trouble) and a notice for the player."""

    value: T
    notice: str | None = None  # one sentence, None when all went well
    aside: Path | None = None  # where a bad file was put


# ----------------------------------------------------------------------- writing
def _write_chunk(handle: IO[bytes], chunk: bytes) -> None:
    """Write one piece (a seam: tests inject a failure half-way through a file)."""
    handle.write(chunk)


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Replace `path` with `data` in one step; raises StorageError on failure."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    except OSError as exc:
        raise StorageError(t("persist.write_failed", file=path.name)) from exc
    try:
        with os.fdopen(fd, "wb") as handle:
            for start in range(0, len(data), CHUNK):
                _write_chunk(handle, data[start : start + CHUNK])
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException as exc:
        # The old file is untouched; only our own half-written temp file goes.
        with contextlib.suppress(OSError):
            os.unlink(temp)
        if isinstance(exc, OSError):
            raise StorageError(t("persist.write_failed", file=path.name)) from exc
        raise
    _sync_folder(path.parent)
    sweep_stale_temps((path.parent,))


def write_json_atomic(path: Path, data: Any) -> None:
    """Write JSON (UTF-8, indented so a person can read it) atomically."""
    text = json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True)
    write_bytes_atomic(path, text.encode("utf-8"))


def save_model(path: Path, model: BaseModel) -> None:
    """Write a pydantic model atomically."""
    write_json_atomic(path, model.model_dump(mode="json"))


def _sync_folder(folder: Path) -> None:
    # The rename itself must reach the disk too; folders cannot be opened on Windows.
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def sweep_stale_temps(folders: Iterable[Path], now: float | None = None) -> list[Path]:
    """Remove our own temp files older than STALE_TEMP_SECONDS from these folders.

    A process killed in the middle of a write leaves its temp file behind; it was never
    the player's file. Returns what was removed; a folder or file that cannot be read or
    removed is left alone (a start must never fail over a leftover).
    """
    cutoff = (time.time() if now is None else now) - STALE_TEMP_SECONDS
    removed: list[Path] = []
    for folder in folders:
        try:
            names = os.listdir(folder)
        except OSError:
            continue
        for name in names:
            if not OWN_TEMP.fullmatch(name):
                continue
            temp = folder / name
            with contextlib.suppress(OSError):
                info = temp.lstat()  # never follow a link out of our folder
                if stat.S_ISREG(info.st_mode) and info.st_mtime < cutoff:
                    temp.unlink()
                    removed.append(temp)
    if removed:
        log.info(
            "removed %d stale temp file(s): %s", len(removed), ", ".join(str(p) for p in removed)
        )
    return removed


# ----------------------------------------------------------------------- loading
class NotRegularFile(OSError):
    """A FIFO, device, socket or folder stands where a file was expected."""


def open_regular(path: Path) -> IO[bytes]:
    """`path` opened for reading if it is a regular file; anything else raises
    NotRegularFile (a folder: IsADirectoryError) without being opened (opening a FIFO
    waits for a writer for ever).

    Raises FileNotFoundError (nothing there) and NotADirectoryError (a file stands where
    a folder of the path should be) as they are."""
    mode = os.stat(path).st_mode
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
    if not stat.S_ISREG(mode):
        raise NotRegularFile(errno.EINVAL, "not a regular file", str(path))
    # Without blocking, and checked again on the open handle: something swapped in
    # between the two looks is refused the same way.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotRegularFile(errno.EINVAL, "not a regular file", str(path))
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_versioned(path: Path, current_version: int) -> dict[str, Any]:
    """The JSON object in `path`; raises FileNotFoundError, NotADirectoryError or BadFile."""
    try:
        with open_regular(path) as handle:
            raw = handle.read(MAX_BYTES + 1)
    except (FileNotFoundError, NotADirectoryError):
        raise
    except OSError as exc:
        raise BadFile("invalid", f"unreadable: {exc}") from exc
    if len(raw) > MAX_BYTES:
        raise BadFile("invalid", "too large")
    try:
        # utf-8-sig: a byte order mark some editors write before the text is not damage.
        data = json.loads(raw.decode("utf-8-sig"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise BadFile("invalid", f"not JSON: {exc}") from exc
    if not isinstance(data, dict):
        raise BadFile("invalid", "not a JSON object")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise BadFile("invalid", f"no valid version field: {version!r}")
    if version > current_version:
        raise BadFile("newer", f"version {version} is newer than {current_version}")
    return data


def parse_model(path: Path, model: type[M]) -> M:
    """Read and validate a versioned model file; raises FileNotFoundError or BadFile."""
    current = model.model_fields["version"].default
    data = read_versioned(path, current)
    try:
        return model.model_validate(data)
    except Exception as exc:  # pydantic's ValidationError, or a validator's own error
        raise BadFile("invalid", f"wrong shape: {exc}") from exc


def set_aside(path: Path) -> Path | None:
    """Rename a bad file to `<name>.bad-<time>[-n]` next to it; None if that failed."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1, 1000):
        suffix = f".bad-{stamp}" if n == 1 else f".bad-{stamp}-{n}"
        target = path.with_name(path.name + suffix)
        if target.exists():
            continue  # never over an earlier aside file
        try:
            os.rename(path, target)
        except FileExistsError:
            continue
        except OSError as exc:
            log.warning("could not put %s aside: %s", path, exc)
            return None
        log.warning("put %s aside as %s", path, target)
        return target
    return None


def load_model(
    path: Path, model: type[M], notice_key: str, default: Callable[[], T]
) -> Loaded[M | T]:
    """Load `path` as `model`; on any trouble put the file aside and return defaults.

    `notice_key` names the sentence for a bad file; it gets `{file}` (the aside name)
    and the variant `<notice_key>_newer` is used for a file from a newer version."""
    try:
        return Loaded(parse_model(path, model))
    except FileNotFoundError:
        return Loaded(default())
    except NotADirectoryError:
        # Not a bad file: the folder it lives in is a file, so no file of ours can be read
        # or written there. One sentence for all of them (notices drop repeats).
        folder = file_in_the_way(path)
        log.warning("%s: %s is a file, not a folder", path, folder)
        return Loaded(default(), t("persist.folder_is_file", folder=str(folder)))
    except BadFile as exc:
        log.warning("%s: %s", path, exc)
        aside = set_aside(path)
        if aside is None:
            return Loaded(default(), t(f"{notice_key}_stuck", file=path.name))
        key = f"{notice_key}_newer" if exc.kind == "newer" else notice_key
        return Loaded(default(), t(key, file=aside.name), aside)


def file_in_the_way(path: Path) -> Path:
    """The nearest folder of `path` that is in fact a file (its parent when none is)."""
    for folder in reversed(path.parents):
        if folder.exists() and not folder.is_dir():
            return folder
    return path.parent
