"""One way to run a one-shot job off the GUI thread, as Anki's QueryOp/CollectionOp.

    handle = run_op(page, lambda progress: selftest(...), on_done=page.show_result,
                    what="The gateway test")
    handle.cancel()  # the job sees progress.cancelled (or progress.check() raises Cancelled)

`work(progress)` runs on its own daemon thread; it may call `progress.report(item)` and read
`progress.cancelled`. Progress items, the result and the error come back on the GUI thread by
queued Qt signals (the handle is a QObject made here, on the GUI thread, so its bound slots
run there). The handle is a child of `parent`: once the parent is gone, nothing is delivered.

Errors are reported the same way everywhere: `on_error(exc)` when the caller gives one; else
the error is logged with its traceback and said in one line, "<what> failed: <error>", through
the reporter the shell sets (`set_error_reporter`: the status bar). A cancelled job (its token
set, or `Cancelled` raised) is not an error: `on_cancelled()` runs if given, else nothing.

Long-lived owner threads (the document library's worker, the gateway's loop, the engine
supervisor) are not jobs for this: they own state for the window's life.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QObject, Signal

from app.core.setup.jobs import Cancelled, CancelToken
from app.core.words import translate

log = logging.getLogger(__name__)

T = TypeVar("T")

__all__ = ["CancelToken", "Cancelled", "OpHandle", "Progress", "run_op", "set_error_reporter"]


def _log_only(_text: str) -> None:
    pass  # before the shell sets a reporter (a test rig): the log has it already


_reporter: Callable[[str], None] = _log_only


def set_error_reporter(report: Callable[[str], None]) -> None:
    """Where an error no caller handles is said (the shell: its status bar)."""
    global _reporter
    _reporter = report


def report_error(what: str, exc: BaseException) -> None:
    """The one way an unhandled job error is shown: the log (with its traceback), then a line."""
    log.error("%s failed", what, exc_info=(type(exc), exc, exc.__traceback__))
    _reporter(translate("shell", "{what} failed: {error}").format(what=what, error=exc))


class Progress:
    """Given to the job: report progress to the GUI thread, and see whether it was cancelled."""

    def __init__(self, handle: OpHandle, token: CancelToken) -> None:
        self._handle = handle
        self.token = token

    def report(self, item: object) -> None:
        self._handle.emit_progress(item)

    @property
    def cancelled(self) -> bool:
        return self.token.cancelled

    def check(self) -> None:
        """Raise `Cancelled` once the job was cancelled (a convenient stop point)."""
        self.token.check()


class OpHandle(QObject, Generic[T]):
    """A running job: `cancel()` asks it to stop; `running` until its end is delivered."""

    _progressed = Signal(object)
    _succeeded = Signal(object)
    _failed = Signal(object)

    def __init__(
        self,
        parent: QObject,
        what: str,
        on_done: Callable[[T], None],
        on_error: Callable[[Exception], None] | None,
        on_progress: Callable[[Any], None] | None,
        on_cancelled: Callable[[], None] | None,
        token: CancelToken,
    ) -> None:
        super().__init__(parent)
        self.what = what
        self.token = token
        self.running = True
        self._on_done = on_done
        self._on_error = on_error
        self._on_progress = on_progress
        self._on_cancelled = on_cancelled
        # Bound methods of a QObject made on the GUI thread: queued there from the job's thread.
        self._progressed.connect(self._deliver_progress)
        self._succeeded.connect(self._deliver_done)
        self._failed.connect(self._deliver_error)

    def cancel(self) -> None:
        self.token.cancel()

    # On the job's thread. The parent may be gone meanwhile (its window closed): then there is
    # no one to tell, and emitting on the deleted object raises RuntimeError, dropped here.

    def emit_progress(self, item: object) -> None:
        with contextlib.suppress(RuntimeError):
            self._progressed.emit(item)

    def emit_end(self, ok: bool, value: object) -> None:
        with contextlib.suppress(RuntimeError):
            (self._succeeded if ok else self._failed).emit(value)

    # On the GUI thread.

    def _deliver_progress(self, item: object) -> None:
        if self.running and self._on_progress is not None and not self.token.cancelled:
            self._on_progress(item)

    def _deliver_done(self, result: T) -> None:
        self.running = False
        if self.token.cancelled:
            self._cancelled()
            return
        self._on_done(result)

    def _deliver_error(self, exc: Exception) -> None:
        self.running = False
        if isinstance(exc, Cancelled) or self.token.cancelled:
            self._cancelled()
        elif self._on_error is not None:
            self._on_error(exc)
        else:
            report_error(self.what, exc)

    def _cancelled(self) -> None:
        if self._on_cancelled is not None:
            self._on_cancelled()


def run_op(
    parent: QObject,
    work: Callable[[Progress], T],
    on_done: Callable[[T], None],
    on_error: Callable[[Exception], None] | None = None,
    cancel: CancelToken | None = None,
    *,
    what: str = "",
    on_progress: Callable[[Any], None] | None = None,
    on_cancelled: Callable[[], None] | None = None,
) -> OpHandle[T]:
    """Run `work` on its own thread; its end comes back on the GUI thread (see the module)."""
    what = what or translate("shell", "A background job")  # said in "<what> failed: ..."
    token = cancel if cancel is not None else CancelToken()
    handle: OpHandle[T] = OpHandle(
        parent, what, on_done, on_error, on_progress, on_cancelled, token
    )
    progress = Progress(handle, token)

    def run() -> None:
        try:
            result = work(progress)
        except Exception as exc:  # handed to the GUI thread, never lost on this one
            handle.emit_end(False, exc)
        else:
            handle.emit_end(True, result)

    # A daemon thread: a job still running at quit never holds the app open.
    threading.Thread(target=run, name=f"ling-desk-op: {what}", daemon=True).start()
    return handle
