"""Is the loading engine stuck? Judged by silence, not by total time.

A first start compiles kernels and captures CUDA graphs for minutes, so a long load is normal; an
engine that prints nothing and makes no progress for longer than its current phase normally
takes is not. Each phase (the load tracker's stages: starting, weights, caches, humming, graphs,
warmup) has its own limit: from the last start's timings when there are some (`limits`), else a
default; never more than `stall_after_s` (Settings > Engine). The stage it was at comes from the
last typed event (weights, caches, CUDA graphs) or log line.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.core.engine import events as ev
from app.core.words import translate

STALL_AFTER_S = 300.0  # silence before "looks stuck" (a Humming cold compile is ~60 s of quiet)
# This start's own pace: a phase whose quiet spells have already been long (a slow disk between
# shards, a slow GPU between graph captures) is given that much again before it is called stuck.
PACE_FACTOR, PACE_MARGIN_S = 2.0, 30.0


def phase_of(event: ev.EngineEvent) -> str | None:
    """The load tracker's stage an event starts or continues (None: it says none)."""
    if isinstance(event, ev.WeightsLoadBegin | ev.WeightsProgress):
        return "weights"
    if isinstance(event, ev.WeightsLoaded | ev.CacheAllocated):
        return "caches"
    if isinstance(event, ev.HummingMoeLine):
        return "humming"
    if isinstance(event, ev.GraphCapture):
        return "graphs"
    if isinstance(event, ev.ServerReady):
        return "warmup"
    return None


def stage_of(event: ev.EngineEvent) -> str | None:
    """The loading stage an event says the engine is in, in words; None if it says none."""
    if isinstance(event, ev.WeightsLoadBegin):
        return translate("engine", "loading weights")
    if isinstance(event, ev.WeightsProgress):
        return translate("engine", "loading weights ({percent}%)").format(percent=event.percent)
    if isinstance(event, ev.WeightsLoaded):
        return translate("engine", "preparing memory after the weights")
    if isinstance(event, ev.CacheAllocated):
        return translate("engine", "allocating caches")
    if isinstance(event, ev.GraphCapture):
        if event.phase == "begin":
            return translate("engine", "capturing CUDA graphs: {name}").format(name=event.name)
        return translate("engine", "after the {name} CUDA graphs").format(name=event.name)
    return None


def _span(seconds: float) -> str:
    minutes = seconds / 60
    if minutes >= 1:
        return translate("engine", "{n} min").format(n=f"{minutes:.0f}")
    return translate("engine", "{n} s").format(n=f"{seconds:.0f}")


@dataclass
class Stall:
    stage: str
    silent_s: float
    # What this phase took at the last start (None: no timings, a default limit applied).
    normal_s: float | None = None

    def describe(self) -> str:
        if self.normal_s is not None:
            return translate(
                "engine",
                "The engine looks stuck at {stage}: no output and no progress for {silent}, "
                "where this step took {normal} in all at the last start.",
            ).format(stage=self.stage, silent=_span(self.silent_s), normal=_span(self.normal_s))
        return translate(
            "engine", "The engine looks stuck at {stage}: no output and no progress for {silent}."
        ).format(stage=self.stage, silent=_span(self.silent_s))


class StallWatch:
    """Fed every engine event while it loads; `check(now)` says whether it has gone quiet."""

    def __init__(
        self,
        stall_after_s: float = STALL_AFTER_S,
        limits: dict[str, float] | None = None,
        normal: dict[str, float] | None = None,
    ) -> None:
        self.stall_after_s = stall_after_s
        self.limits = dict(limits or {})  # phase -> silence that counts as stuck
        self.normal = dict(normal or {})  # phase -> what it took at the last start
        self.stage = translate("engine", "starting the engine process")
        self.phase = "starting"
        self.last_activity: float | None = None
        self.started_at: float | None = None
        self.quiet: dict[str, float] = {}  # phase -> its longest quiet spell in this start

    def begin(self, now: float) -> None:
        self.stage = translate("engine", "starting the engine process")
        self.phase = "starting"
        self.last_activity = self.started_at = now
        self.quiet = {}

    def activity(self, event: ev.EngineEvent, now: float) -> None:
        """Any output counts as life; typed events also move the stage on."""
        stage = stage_of(event)
        if stage is not None:
            self.stage = stage
        phase = phase_of(event)
        if self.last_activity is not None and phase in (None, self.phase):
            gap = now - self.last_activity  # a quiet spell inside this phase: its pace
            self.quiet[self.phase] = max(self.quiet.get(self.phase, 0.0), gap)
        if phase is not None:
            self.phase = phase
        self.last_activity = now

    def limit(self) -> float:
        """The silence that counts as stuck in the current phase: its limit, or twice its
        longest quiet so far in this start when that is longer; never above the setting."""
        base = self.limits.get(self.phase, self.stall_after_s)
        seen = self.quiet.get(self.phase)
        if seen:
            base = max(base, PACE_FACTOR * seen + PACE_MARGIN_S)
        return min(base, self.stall_after_s)

    def check(self, now: float) -> Stall | None:
        if self.last_activity is None:
            return None
        silent = now - self.last_activity
        if silent < self.limit():
            return None
        return Stall(self.stage, silent, self.normal.get(self.phase))
