"""One Ling Desk per data folder.

Two processes on one folder lose data: one purges what the other can still undo, and takes the
other's live engine for a leftover. So whoever uses a folder (the GUI, or a headless verb that
starts an engine) first takes an exclusive `flock` on `<data_dir>/instance.lock`. The kernel drops
a flock when its process dies, however it dies, so a kill leaves no stale lock; the file itself
stays (removing it would let two processes lock two different files of one name).
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import os
from pathlib import Path

from app.core.paths import Paths
from app.core.words import translate

LOCK_NAME = "instance.lock"


class InstanceBusy(Exception):
    """Another process holds the folder; the message is one plain line for the user."""

    def __init__(self, folder: Path, pid: int | None) -> None:
        self.folder = folder
        self.pid = pid
        said = (
            translate("instance", "Another Ling Desk (pid {pid}) is using {folder}; it was left "
                      "as it is. Use that one, or give this one its own folder with --basedir.")
            if pid
            else translate("instance", "Another Ling Desk is using {folder}; it was left as it "
                           "is. Use that one, or give this one its own folder with --basedir.")
        )  # fmt: skip
        super().__init__(said.format(pid=pid, folder=folder))


def lock_path(paths: Paths) -> Path:
    return paths.data_dir / LOCK_NAME


def socket_name(paths: Paths) -> str:
    """A local-socket name for the folder's GUI: short (Unix socket paths are limited) and
    per user, derived from the data folder so two --basedir instances never meet."""
    key = f"{os.getuid()}:{paths.data_dir.resolve()}".encode()
    return "ling-desk-" + hashlib.sha256(key).hexdigest()[:20]


class InstanceLock:
    """Held while this object lives (or until `release`); the kernel releases it on any death."""

    def __init__(self, paths: Paths, fd: int) -> None:
        self.paths = paths
        self.path = lock_path(paths)
        self._fd: int | None = fd

    @property
    def held(self) -> bool:
        return self._fd is not None

    def release(self) -> None:
        if self._fd is not None:
            with contextlib.suppress(OSError):
                fcntl.flock(self._fd, fcntl.LOCK_UN)
            os.close(self._fd)
            self._fd = None

    def __enter__(self) -> InstanceLock:
        return self

    def __exit__(self, *_: object) -> None:
        self.release()


def holder_pid(paths: Paths) -> int | None:
    """The pid the current holder wrote into the lock file (for messages only)."""
    try:
        text = lock_path(paths).read_text().strip()
    except OSError:
        return None
    return int(text) if text.isdigit() else None


def acquire(paths: Paths) -> InstanceLock:
    """Take the folder's lock without waiting, or raise InstanceBusy. Creates the data dir."""
    path = lock_path(paths)
    path.parent.mkdir(parents=True, exist_ok=True)
    # O_CLOEXEC (Python's default for os.open): an engine we start must not inherit the lock,
    # or the folder would stay locked after the app died while the engine lives on.
    fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        raise InstanceBusy(paths.data_dir, holder_pid(paths)) from None
    except OSError:
        os.close(fd)
        raise
    os.ftruncate(fd, 0)
    os.write(fd, f"{os.getpid()}\n".encode())
    return InstanceLock(paths, fd)
