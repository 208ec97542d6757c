"""What every engine owner shares (the Supervisor, the two-machine group, an attached engine):
listeners for typed events, a state, and waiting for ready or for the end."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable

from app.core.engine import events as ev

log = logging.getLogger(__name__)

Listener = Callable[[ev.EngineEvent], None]


class EngineEventSource:
    """Subclasses set `state`, and set `_ready` / `_ended` (asyncio events) as the engine goes."""

    def __init__(self) -> None:
        self.state = ev.EngineState.STOPPED
        self._listeners: list[Listener] = []
        self._ready = asyncio.Event()
        self._ended = asyncio.Event()

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def _emit(self, event: ev.EngineEvent) -> None:
        if not event.t:  # an event passed on from another source keeps its own time
            object.__setattr__(event, "t", time.monotonic())
        for listener in list(self._listeners):
            try:
                listener(event)
            except Exception:  # a broken listener must not break supervision
                log.exception("engine event listener failed")

    def _set_state(self, state: ev.EngineState, detail: str = "") -> None:
        if state == self.state and not detail:
            return
        self.state = state
        self._emit(ev.StateChanged(state, detail))

    def _ready_counts(self) -> bool:
        """Whether a set `_ready` means ready (a subclass may know better)."""
        return True

    async def wait_ready(self, timeout: float | None = None) -> bool:
        """True once ready; False if the engine ended or time ran out first."""
        ready = asyncio.ensure_future(self._ready.wait())
        ended = asyncio.ensure_future(self._ended.wait())
        try:
            await asyncio.wait({ready, ended}, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
        finally:
            ready.cancel()
            ended.cancel()
        return self._ready.is_set() and not self._ended.is_set() and self._ready_counts()

    async def wait_ended(self, timeout: float | None = None) -> bool:
        try:
            await asyncio.wait_for(self._ended.wait(), timeout)
        except TimeoutError:
            return False
        return True
