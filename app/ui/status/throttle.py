"""Throttle a callable: the first call runs now, later calls within the delay merge into one.

After qutebrowser's misc/throttle.py: a burst of calls costs one call now and one call at the end
of the delay (with the latest arguments), never one per call. Used for the gauges (~5 Hz) and for
batched log appends, so a 1,000 tok/s stream never costs the chat its frames.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer


class Throttle(QObject):
    def __init__(
        self, func: Callable[..., Any], delay_ms: int, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._func = func
        self._delay_ms = delay_ms
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
        if elapsed_ms is None or elapsed_ms >= self._delay_ms:
            self._run(args, kwargs)
        else:
            self._pending = (args, kwargs)
            self._timer.start(max(1, int(self._delay_ms - elapsed_ms)))

    def _run(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        self._last_call = time.monotonic()
        self.calls += 1
        self._func(*args, **kwargs)

    def _fire(self) -> None:
        if self._pending is not None:
            args, kwargs = self._pending
            self._pending = None
            self._run(args, kwargs)

    def flush(self) -> None:
        """Run a pending call now."""
        if self._timer.isActive():
            self._timer.stop()
            self._fire()

    def cancel(self) -> None:
        self._timer.stop()
        self._pending = None
