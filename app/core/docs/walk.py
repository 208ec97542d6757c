"""Files under the paths a user adds: lazily, bounded, safe from symbolic-link loops, and never
outside an added folder: a link out of it (to a file or a folder) is skipped and said."""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from app.core.docs.kinds import cannot_read, kind_of
from app.core.words import translate

MAX_FILES = 20_000  # one add stops here (a home folder dropped by mistake), and says so
MAX_DEPTH = 32


@dataclass
class Found:
    path: Path
    error: str | None = None  # a folder or file that could not be looked at, or why skipped
    skipped: bool = False  # a symbolic link out of the added folder: not followed, not a failure


@dataclass
class WalkLimits:
    max_files: int = MAX_FILES
    max_depth: int = MAX_DEPTH


class Walk:
    """Iterate Found entries for documents under `roots`; `truncated` is set when MAX_FILES
    stopped it (a partial walk must not be taken to mean the rest were deleted)."""

    def __init__(self, roots: list[Path], limits: WalkLimits | None = None) -> None:
        self.roots = roots
        self.limits = limits or WalkLimits()
        self.truncated = False
        self.count = 0
        self._inside = ""  # the real path of the folder being walked

    def __iter__(self) -> Iterator[Found]:
        seen_dirs: set[tuple[int, int]] = set()
        for root in self.roots:
            try:
                st = root.stat()  # follows a link given by name: the user meant its target
            except OSError as exc:
                yield Found(root, _why(exc))
                continue
            if stat.S_ISDIR(st.st_mode):
                # The folder as the disk has it: a link given by name is the user's choice, but
                # nothing under it may lead out of where that link points.
                self._inside = os.path.realpath(root)
                yield from self._dir(root, seen_dirs, 0)
            else:
                yield from self._emit(Found(root))
            if self.truncated:
                return

    def _emit(self, found: Found) -> Iterator[Found]:
        if self.count >= self.limits.max_files:
            self.truncated = True
            return
        self.count += 1
        yield found

    def _dir(self, folder: Path, seen: set[tuple[int, int]], depth: int) -> Iterator[Found]:
        try:
            st = folder.stat()
        except OSError as exc:
            yield Found(folder, _why(exc))
            return
        key = (st.st_dev, st.st_ino)
        if key in seen or depth > self.limits.max_depth:
            return  # a link back into a folder already walked: a loop, walked once
        seen.add(key)
        try:
            it = os.scandir(folder)
        except OSError as exc:
            yield Found(folder, _why(exc))
            return
        with it:  # lazy: a folder of 100,000 files is read as it is walked, never listed whole
            for entry in it:
                if self.truncated:
                    return
                yield from self._entry(entry, seen, depth)

    def _entry(
        self, entry: os.DirEntry[str], seen: set[tuple[int, int]], depth: int
    ) -> Iterator[Found]:
        if entry.name.startswith("."):
            return  # hidden files and folders (.git, .venv): not documents
        path = Path(entry.path)
        if entry.is_symlink():
            target = os.path.realpath(entry.path)
            if not _within(self._inside, target) and os.path.exists(target):
                if not os.path.isdir(target) and not (path.suffix and kind_of(path)):
                    return  # not something the walk would have read anyway: no word about it
                yield from self._emit(
                    Found(
                        path,
                        translate(
                            "docs",
                            "a symbolic link to {target}, outside the added folder; not followed",
                        ).format(target=target),
                        skipped=True,
                    )
                )
                return
        try:
            is_dir = entry.is_dir()  # follows links; loops are stopped by `seen`
            is_file = entry.is_file()
        except OSError as exc:
            yield from self._emit(Found(path, _why(exc)))
            return
        if is_dir:
            yield from self._dir(path, seen, depth + 1)
        elif is_file and path.suffix and kind_of(path) is not None:
            yield from self._emit(Found(path))
        elif entry.is_symlink() and not is_file and not is_dir:
            yield from self._emit(
                Found(path, translate("docs", "a broken or looping symbolic link"))
            )


def _within(folder: str, target: str) -> bool:
    """Whether the real path `target` is `folder` or under it."""
    try:
        return os.path.commonpath([folder, target]) == folder
    except ValueError:  # different drives (Windows) or a relative path: not inside
        return False


def _why(exc: OSError) -> str:
    if exc.errno == errno.ELOOP:
        return translate("docs", "a symbolic link loop")
    return cannot_read(exc)
