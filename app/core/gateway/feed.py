"""The engine's events -> the gateway's readiness: one subscriber for `serve` and the window.

    feed = EngineFeed(state, supervisor)
    supervisor.subscribe(feed)

`engine` is anything with `base_url` and `api_key` (the Supervisor): read when the engine turns
ready, so a restart on another port or with a new key is followed.
"""

from __future__ import annotations

import threading
from typing import Any

from app.core.engine import events as ev
from app.core.gateway.facts import read_facts
from app.core.gateway.state import STOPPED_BY_APP_STAGE, ReadinessState

# Seconds a client is told to wait, by stage: roughly how long that stage lasts on a Spark.
_RETRY = {"starting": 30, "loading weights": 30, "allocating caches": 15, "warming up": 5,
          "stopping": 30, "stopped": 60, "crashed": 30, STOPPED_BY_APP_STAGE: 60}  # fmt: skip


class EngineFeed:
    def __init__(self, state: ReadinessState, engine: Any) -> None:
        self.state = state
        self.engine = engine
        self.read = read_facts
        self.learned = threading.Event()  # set once the facts of the last ready are read

    def _learn(self, base: str, key: str) -> None:
        """The engine's model id, context length and parallel limit, for the apps' setups:
        read on a thread of its own, so the engine's events never wait on HTTP."""

        def run() -> None:
            facts = self.read(base, key)
            self.state.set_facts(base, facts)
            self.learned.set()

        self.learned.clear()
        threading.Thread(target=run, name="ling-desk-engine-facts", daemon=True).start()

    def _stage(self, stage: str, progress: float | None = None) -> None:
        retry = _RETRY.get(stage, 15)  # CUDA graph captures and the like
        self.state.set_not_ready(stage, progress, retry_after_s=retry)

    def __call__(self, event: ev.EngineEvent) -> None:
        if isinstance(event, ev.StateChanged):
            s = event.state
            if s == ev.EngineState.READY:
                base, key = self.engine.base_url, self.engine.api_key
                if base:
                    self.state.set_ready(base, key or "")
                    self._learn(base, key or "")
            elif s == ev.EngineState.STARTING:
                self._stage("starting")
            elif s == ev.EngineState.LOADING:
                if self.state.get().ready or self.state.get().stage in ("stopped", "crashed"):
                    self._stage("loading the model")
            elif s == ev.EngineState.CRASHED and getattr(
                getattr(self.engine, "outcome", None), "by_app", False
            ):
                self._stage(STOPPED_BY_APP_STAGE)  # no crash: Ling Desk stopped it on a fault
            else:  # stopping, stopped, crashed
                self._stage(s.value)
        elif isinstance(event, ev.WeightsLoadBegin):
            self._stage("loading weights", 0.0)
        elif isinstance(event, ev.WeightsProgress):
            self._stage("loading weights", max(0.0, min(1.0, event.percent / 100)))
        elif isinstance(event, ev.CacheAllocated):
            self._stage("allocating caches")
        elif isinstance(event, ev.GraphCapture) and event.phase == "begin":
            self._stage(f"capturing {event.name} CUDA graphs")
        elif isinstance(event, ev.ServerReady) and not self.state.get().ready:
            self._stage("warming up")
