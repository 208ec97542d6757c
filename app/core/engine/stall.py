"""Is the loading engine stuck? Judged by silence, not by total time.

A first start compiles kernels and captures CUDA graphs for minutes, so a long load is normal; an
engine that prints nothing and makes no progress for `stall_after_s` is not. The stage it was at
comes from the last typed event (weights, caches, CUDA graphs) or log line.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.core.engine import events as ev

STALL_AFTER_S = 300.0  # silence before "looks stuck" (a Humming cold compile is ~60 s of quiet)


def stage_of(event: ev.EngineEvent) -> str | None:
    """The loading stage an event says the engine is in, in words; None if it says none."""
    if isinstance(event, ev.WeightsLoadBegin):
        return "loading weights"
    if isinstance(event, ev.WeightsProgress):
        return f"loading weights ({event.percent}%)"
    if isinstance(event, ev.WeightsLoaded):
        return "preparing memory after the weights"
    if isinstance(event, ev.CacheAllocated):
        return "allocating caches"
    if isinstance(event, ev.GraphCapture):
        if event.phase == "begin":
            return f"capturing CUDA graphs: {event.name}"
        return f"after the {event.name} CUDA graphs"
    return None


@dataclass
class Stall:
    stage: str
    silent_s: float

    def describe(self) -> str:
        minutes = self.silent_s / 60
        when = f"{minutes:.0f} min" if minutes >= 1 else f"{self.silent_s:.0f} s"
        return f"The engine looks stuck at {self.stage}: no output and no progress for {when}."


class StallWatch:
    """Fed every engine event while it loads; `check(now)` says whether it has gone quiet."""

    def __init__(self, stall_after_s: float = STALL_AFTER_S) -> None:
        self.stall_after_s = stall_after_s
        self.stage = "starting the engine process"
        self.last_activity: float | None = None
        self.started_at: float | None = None

    def begin(self, now: float) -> None:
        self.stage = "starting the engine process"
        self.last_activity = self.started_at = now

    def activity(self, event: ev.EngineEvent, now: float) -> None:
        """Any output counts as life; typed events also move the stage on."""
        stage = stage_of(event)
        if stage is not None:
            self.stage = stage
        self.last_activity = now

    def check(self, now: float) -> Stall | None:
        if self.last_activity is None:
            return None
        silent = now - self.last_activity
        return Stall(self.stage, silent) if silent >= self.stall_after_s else None
