"""Throttle a callable: the first call runs now, later calls within the interval merge into one.

After qutebrowser's misc/throttle.py: a burst of calls costs one call now and one call at the end
of the interval (with the latest arguments), never one per call. Used for the gauges (~5 Hz),
batched log appends and the streaming markdown render, so a 1,000 tok/s stream never costs the
chat its frames.
"""

from __future__ import annotations

import inspect
import time
import weakref
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer


class Throttle(QObject):
    """Call `func` at most once per `interval_ms`.

    With `factor`, the interval adapts to the cost of the calls: after each one it becomes
    `factor` x that call's duration (from `delay_ms` up to `max_ms`) and counts from the call's
    end, so an expensive call (a render) takes at most 1 / (1 + factor) of the event loop's time.
    """

    def __init__(
        self,
        func: Callable[..., Any],
        delay_ms: int,
        parent: QObject | None = None,
        *,
        factor: float | None = None,
        max_ms: int | None = None,
    ) -> None:
        super().__init__(parent)
        # A bound method is held weakly: its owner usually holds this throttle, and the strong
        # cycle kept a dead view (and every block widget it held) until the next full garbage
        # collection, up to a minute of them while a reply streams; they now go at once.
        self._func: Callable[[], Callable[..., Any] | None] = (
            weakref.WeakMethod(func) if inspect.ismethod(func) else lambda: func
        )
        self.min_ms = delay_ms
        self.factor = factor
        self.max_ms = max_ms if max_ms is not None else delay_ms
        self.interval_ms = delay_ms
        self._pending: tuple[tuple[Any, ...], dict[str, Any]] | None = None
        self._last_call: float | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fire)
        self.calls = 0  # how many times func actually ran (for tests and benches)

    def __call__(self, *args: Any, **kwargs: Any) -> None:
        now = time.monotonic()
        if self._timer.isActive():
            self._pending = (args, kwargs)
            return
        elapsed_ms = None if self._last_call is None else (now - self._last_call) * 1000
        if elapsed_ms is None or elapsed_ms >= self.interval_ms:
            self._run(args, kwargs)
        else:
            self._pending = (args, kwargs)
            self._timer.start(max(1, int(self.interval_ms - elapsed_ms)))

    def _run(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        func = self._func()
        if func is None:  # its owner is gone
            return
        t0 = self._last_call = time.monotonic()
        self.calls += 1
        try:
            func(*args, **kwargs)
        finally:
            if self.factor is not None:
                self._last_call = time.monotonic()
                cost_ms = (self._last_call - t0) * 1000
                self.interval_ms = int(min(self.max_ms, max(self.min_ms, cost_ms * self.factor)))

    def _fire(self) -> None:
        if self._pending is not None:
            args, kwargs = self._pending
            self._pending = None
            self._run(args, kwargs)

    def pending(self) -> bool:
        return self._timer.isActive()

    def flush(self) -> None:
        """Run a pending call now."""
        if self._timer.isActive():
            self._timer.stop()
            self._fire()

    def cancel(self) -> None:
        self._timer.stop()
        self._pending = None
