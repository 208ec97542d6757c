"""Fake time that the code under test both reads and waits on (issue 35, item 12): a fake clock
beside real sleeps raced under load, as the code slept for real while the test moved the clock.

    t = FakeTime(100.0)
    v = Verification(clock=t)                     # reads t.now
    t.at(100.005, lambda: v.handle_event(line))   # the engine prints at 100.005
    t.every(0.002, lambda: v.handle_event(line))  # ... or every 2 ms, for as long as it runs
    t.run(v.run_live(client))                     # asyncio.sleep, wait_for: on t's time

`t.run` runs a coroutine on an event loop whose time is `t.now`. When every task waits (nothing
is ready to run), the loop does not wait for real: its time jumps to the next timer. So sleeps,
timeouts and scheduled callbacks happen in the order of their fake times, whatever the machine's
load. A test may still move `t.now` itself (a fake client that "takes" 2 s).

For code without real I/O or threads only: the loop would not wait for them while a timer is
pending (with none pending it waits for I/O as usual).
"""

from __future__ import annotations

import asyncio
import selectors
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


class _JumpingSelector(selectors.DefaultSelector):  # type: ignore[misc,valid-type]
    def __init__(self, time: FakeTime) -> None:
        super().__init__()
        self._time = time

    def select(self, timeout: float | None = None) -> list[Any]:
        ready = super().select(0)
        if ready or timeout == 0:
            return ready
        if timeout is None:  # no timer at all: only I/O can wake the loop
            return super().select(None)
        self._time.now += timeout  # idle until the next timer: its time comes at once
        return []


class _FakeTimeLoop(asyncio.SelectorEventLoop):
    def __init__(self, time: FakeTime) -> None:
        super().__init__(_JumpingSelector(time))
        self._fake = time

    def time(self) -> float:
        return self._fake.now


class FakeTime:
    def __init__(self, now: float = 100.0) -> None:
        self.now = now
        self._scheduled: list[tuple[float, Callable[[], None]]] = []

    def __call__(self) -> float:
        return self.now

    def at(self, t: float, fn: Callable[[], None]) -> None:
        """Call `fn` when the time is `t` (once `run` runs)."""
        self._scheduled.append((t, fn))

    def every(self, step: float, fn: Callable[[], None], start: float | None = None) -> None:
        """`fn` at `start` (default: now + step), then every `step`, for as long as `run` runs."""
        first = self.now + step if start is None else start

        def tick(t: float) -> None:
            fn()
            asyncio.get_running_loop().call_at(t + step, tick, t + step)

        self.at(first, lambda: tick(first))

    def run(self, coro: Coroutine[Any, Any, T]) -> T:
        async def main() -> T:
            loop = asyncio.get_running_loop()
            for t, fn in self._scheduled:
                loop.call_at(t, fn)
            self._scheduled.clear()
            return await coro

        with asyncio.Runner(loop_factory=lambda: _FakeTimeLoop(self)) as runner:
            return runner.run(main())
