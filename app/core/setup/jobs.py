"""What every set-up job shares: cancel token, failure type, its log file, rate and time left."""

from __future__ import annotations

import collections
import datetime
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TextIO, TypeVar

from app.core.paths import Paths
from app.core.policy import PolicyRefused
from app.core.units import human_bytes  # noqa: F401  (its callers import it from here)
from app.core.words import QT_TRANSLATE_NOOP, translate

Listener = Callable[[Any], None]


R = TypeVar("R")


class SetupError(Exception):
    """A job could not finish; the message says what happened and what to do, for the user."""


class SetupRefused(SetupError, PolicyRefused):
    """The administrator's policy does not allow this job (its message holds the sentence)."""


class Cancelled(SetupError):
    """The user cancelled; whatever was done so far is kept for the next run."""

    def __init__(self, message: str = "cancelled", note: str = "") -> None:
        super().__init__(message)
        self.note = note  # what was kept and how to finish, from the job (Job.cancelled_note)


class CancelToken:
    """Set from any thread (the GUI's Cancel button, a signal handler); the job checks it."""

    def __init__(self) -> None:
        self._event = threading.Event()

    def cancel(self) -> None:
        self._event.set()

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()

    def check(self) -> None:
        if self._event.is_set():
            raise Cancelled()


@dataclass(frozen=True)
class JobMessage:
    """A line for the user (what the job is doing now), also written to the job's log."""

    text: str


class Job(Generic[R]):
    """A setup job's run: a log file of its own, a line for the user at each step, and how a
    cancel or a failure is told. Subclasses set `log_name` and `cancelled_note` and write
    `_run(log_file)`; they have `paths` and `listener` (a callable taking each event).

    A failure or a cancel ends in the job's log and in the exception, never as a message event
    as well: the caller (a CLI line, the first-run page's text) tells it once."""

    log_name = "job"
    cancelled_note = QT_TRANSLATE_NOOP("setup", "what was done is kept for the next run")
    paths: Paths
    listener: Callable[[object], None]
    _log: TextIO | None = None

    def _emit(self, event: object) -> None:
        if isinstance(event, JobMessage) and self._log:
            self._log.write(f"{time.strftime('%H:%M:%S')} {event.text}\n")
        self.listener(event)

    def _say(self, text: str) -> None:
        self._emit(JobMessage(text))

    def run(self) -> R:
        log_file, self._log = job_log(self.paths, self.log_name)
        try:
            return self._run(log_file)
        except Cancelled as exc:
            self._log.write(f"{time.strftime('%H:%M:%S')} Cancelled; {self.cancelled_note}\n")
            exc.note = translate("setup", self.cancelled_note)
            raise
        except SetupError as exc:
            self._log.write(f"{time.strftime('%H:%M:%S')} Failed: {exc}\n")
            raise
        finally:
            self._log.close()
            self._log = None

    def _run(self, log_file: Path) -> R:
        raise NotImplementedError


def job_log(paths: Paths, name: str) -> tuple[Path, TextIO]:
    """A fresh log file for one run of a job, under <log dir>/setup/ (kept for later reading)."""
    folder = paths.log_dir / "setup"
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    path = folder / f"{name}-{stamp}.log"
    n = 1
    while path.exists():
        path = folder / f"{name}-{stamp}-{n}.log"
        n += 1
    return path, path.open("a", encoding="utf-8", buffering=1)


class RateMeter:
    """Bytes per second over the last few seconds, and the time left at that rate."""

    WINDOW_S = 5.0

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._samples: collections.deque[tuple[float, int]] = collections.deque()

    def add(self, done: int) -> None:
        now = self._clock()
        self._samples.append((now, done))
        while len(self._samples) > 2 and now - self._samples[0][0] > self.WINDOW_S:
            self._samples.popleft()

    @property
    def rate(self) -> float | None:
        if len(self._samples) < 2:
            return None
        (t0, b0), (t1, b1) = self._samples[0], self._samples[-1]
        return (b1 - b0) / (t1 - t0) if t1 > t0 else None

    def eta(self, remaining: int) -> float | None:
        rate = self.rate
        return remaining / rate if rate else None


def human_seconds(s: float | None) -> str:
    if s is None:
        return "?"
    s = int(s)
    if s >= 3600:
        return translate("setup", "{h} h {min} min").format(
            h=s // 3600, min=f"{s % 3600 // 60:02d}"
        )
    if s >= 60:
        return translate("setup", "{min} min {s} s").format(min=s // 60, s=f"{s % 60:02d}")
    return translate("setup", "{s} s").format(s=s)
