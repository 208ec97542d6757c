"""Where the engine is in its start, and how long the last start took (Qt-free).

Stages, in order: starting (process spawned) -> weights (the shards, with the engine's own
percentage; with NEXTN MTP the draft's weights load second) -> caches (KV, Mamba, memory pool) ->
humming (the first MoE forward JIT-compiles the Humming kernels; only when Humming is on) ->
graphs (CUDA graph captures, counted) -> warmup (the engine's warmup request, then /health) ->
ready.
Each stage owns a share of the progress bar: the shares of the previous load of the same setup
when one was recorded in `paths.load_times_file`, else fixed defaults. The estimate of the total
is that previous load's time (the same setup first, else the most recent load).
"""

from __future__ import annotations

import json
import logging
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.core.engine import events as ev
from app.core.words import translate

log = logging.getLogger(__name__)

STAGES = ("starting", "weights", "caches", "humming", "graphs", "warmup")
DEFAULT_SHARES = {"starting": 0.05, "weights": 0.50, "caches": 0.05, "humming": 0.12,
                  "graphs": 0.22, "warmup": 0.06}  # fmt: skip
MIN_SHARE = 0.03
KEEP_LOADS = 20
# With timings: twice what the stage took at the last start, plus a margin, at least this.
STALL_FACTOR, STALL_MARGIN_S, STALL_MIN_S = 2.0, 30.0, 45.0
# A first start (no start timed yet): the longest quiet each stage is known to hold, so the limit
# is derived from the start itself, not a flat few minutes. Python's imports before the first
# line; caches print as they are made; Humming's kernels JIT-compile in about 60 s of quiet; a
# CUDA graph capture prints every few seconds; the warmup is one short request.
FIRST_QUIET_S = {"starting": 30.0, "caches": 20.0, "humming": 60.0, "graphs": 15.0,
                 "warmup": 20.0}  # fmt: skip
# The weights print per shard: a shard is quiet for at most its size read at a slow disk's rate.
SLOW_DISK_BPS = 100e6
MIN_SHARD_QUIET_S = 30.0


def first_start_limits(shard_bytes: int = 0) -> dict[str, float]:
    """Silence that counts as stuck in each stage when no start was timed yet, from what is known
    of this start: the stages' known quiet and the model's largest shard."""
    quiet = {**FIRST_QUIET_S, "weights": max(MIN_SHARD_QUIET_S, shard_bytes / SLOW_DISK_BPS)}
    return {s: max(STALL_MIN_S, STALL_FACTOR * q + STALL_MARGIN_S) for s, q in quiet.items()}


DEFAULT_STALL_S = first_start_limits()


def largest_shard_bytes(model: Path | str | None) -> int:
    """The model folder's largest weight file (0 when unknown): how long a shard loads quietly."""
    if not model:
        return 0
    try:
        return max((f.stat().st_size for f in Path(model).glob("*.safetensors")), default=0)
    except OSError:
        return 0


@dataclass
class LoadRecord:
    key: str
    total_s: float
    stages: dict[str, float] = field(default_factory=dict)  # seconds spent in each stage
    graphs: int = 0  # CUDA graph captures seen
    at: float = 0.0  # wall-clock time of the record

    def to_dict(self) -> dict[str, Any]:
        return {"key": self.key, "total_s": round(self.total_s, 3),
                "stages": {k: round(v, 3) for k, v in self.stages.items()},
                "graphs": self.graphs, "at": self.at}  # fmt: skip

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> LoadRecord:
        return cls(str(d["key"]), float(d["total_s"]),
                   {str(k): float(v) for k, v in (d.get("stages") or {}).items()},
                   int(d.get("graphs") or 0), float(d.get("at") or 0.0))  # fmt: skip


class LoadTimes:
    """The learned load times (a small JSON file; a damaged file is ignored, then replaced)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def _read(self) -> list[LoadRecord]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            return [LoadRecord.from_dict(d) for d in data.get("loads", [])]
        except FileNotFoundError:
            return []
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
            log.warning("ignoring unreadable %s: %s", self.path, exc)
            return []

    def previous(self, key: str) -> LoadRecord | None:
        """The last load of the same setup, else the most recent load of any setup."""
        loads = self._read()
        same = [r for r in loads if r.key == key]
        if same:
            return same[-1]
        return loads[-1] if loads else None

    def record(self, rec: LoadRecord) -> None:
        loads = [*self._read(), rec][-KEEP_LOADS:]
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.path.with_suffix(".tmp")
            tmp.write_text(json.dumps({"schema": 1, "loads": [r.to_dict() for r in loads]},
                                      indent=1), encoding="utf-8")  # fmt: skip
            os.replace(tmp, self.path)
        except OSError as exc:
            log.warning("could not save load times to %s: %s", self.path, exc)


def stall_limits(
    previous: LoadRecord | None, shard_bytes: int = 0
) -> tuple[dict[str, float], dict[str, float]]:
    """(silence that counts as stuck, what each stage took) per stage, from the last start of
    this setup; a first start's limits (first_start_limits) for a stage it did not time. A stage
    cannot stay silent longer than it lasts, so silence well past its whole last duration is
    not normal."""
    normal = {s: t for s, t in (previous.stages if previous else {}).items() if t > 0}
    limits = first_start_limits(shard_bytes)
    for stage, took in normal.items():
        if stage in limits:
            limits[stage] = max(STALL_MIN_S, STALL_FACTOR * took + STALL_MARGIN_S)
    return limits, {s: t for s, t in normal.items() if s in limits}


def fmt_duration(seconds: float | None) -> str:
    if seconds is None:
        return "–"
    s = round(max(0.0, seconds))
    return f"{s // 60}:{s % 60:02d}" if s >= 60 else translate("status", "{n} s").format(n=s)


class LoadTracker:
    """Follows one engine start through its stages; `fraction` drives the progress bar."""

    def __init__(
        self,
        *,
        humming: bool = True,
        mtp: bool = True,
        previous: LoadRecord | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.humming = humming
        self.mtp = mtp
        self.previous = previous
        self.clock = clock
        self._reset_run()

    def _reset_run(self) -> None:
        self.state = "stopped"
        self.stage: str | None = None
        self.detail = ""
        self.weights_pct = 0
        self.weights_done = 0
        self.weights_total = 0
        self.loads_begun = 0  # weight loads: the target, then (NEXTN) the draft
        self.loads_ended = 0
        self.server_said_ready = False
        self.graphs_begun = 0
        self.graphs_ended = 0
        self.graph_name = ""
        self.humming_seen = False
        self.started_at: float | None = None
        self.ready_at: float | None = None
        self.ended_at: float | None = None
        self._stage_at: dict[str, float] = {}
        self.history: list[str] = []  # stages in the order entered (tests: "advance in order")
        self._shares = self._make_shares()

    # --- shares ----------------------------------------------------------------------------------

    def _stages(self) -> tuple[str, ...]:
        return tuple(s for s in STAGES if s != "humming" or self.humming)

    def _make_shares(self) -> dict[str, float]:
        stages = self._stages()
        learned = self.previous.stages if self.previous else {}
        if learned and all(s in learned for s in stages):
            total = sum(learned[s] for s in stages) or 1.0
            raw = {s: max(MIN_SHARE, learned[s] / total) for s in stages}
        else:
            raw = {s: DEFAULT_SHARES[s] for s in stages}
        norm = sum(raw.values())
        return {s: v / norm for s, v in raw.items()}

    @property
    def expected_loads(self) -> int:
        return 2 if self.mtp else 1  # NEXTN: the draft model loads its weights after the target

    @property
    def expected_graphs(self) -> int:
        if self.previous and self.previous.graphs:
            return self.previous.graphs
        return 3 if self.mtp else 1  # target verify, draft decode, draft extend; or decode

    # --- events ----------------------------------------------------------------------------------

    def _enter(self, stage: str) -> None:
        if stage == "humming" and not self.humming:
            return
        stages = self._stages()
        if self.stage is not None and stages.index(stage) <= stages.index(self.stage):
            return  # never go back
        now = self.clock()
        self.stage = stage
        self._stage_at[stage] = now
        self.history.append(stage)

    def begin(self) -> None:
        """A new start (the process is being spawned)."""
        self._reset_run()
        self.state = "starting"
        self.started_at = self.clock()
        self._enter("starting")

    def handle(self, event: ev.EngineEvent) -> bool:
        """Update from one engine event; True when something shown changed."""
        if isinstance(event, ev.StateChanged):
            st = event.state
            if st == ev.EngineState.STARTING:
                if self.state not in ("starting", "loading") or self.started_at is None:
                    self.begin()
                self.detail = event.detail
            elif st == ev.EngineState.LOADING:
                self.state = "loading"
            elif st == ev.EngineState.READY:
                self.state = "ready"
                self.ready_at = self.clock()
            elif st in (ev.EngineState.CRASHED, ev.EngineState.STOPPED):
                self.state = st.value
                self.ended_at = self.clock()
                self.detail = event.detail
            elif st == ev.EngineState.STOPPING:
                self.state = "stopping"
            return True
        if isinstance(event, ev.WeightsLoadBegin):
            self.state = "loading"
            self._enter("weights")
            self.loads_begun += 1
            self.weights_pct = self.weights_done = self.weights_total = 0
        elif isinstance(event, ev.WeightsProgress):
            self.state = "loading"
            self._enter("weights")
            self.loads_begun = max(self.loads_begun, 1)
            self.weights_pct = max(self.weights_pct, event.percent)
            self.weights_done, self.weights_total = event.done, event.total
        elif isinstance(event, ev.WeightsLoaded):
            self.weights_pct = 100
            self.loads_ended += 1
            if self.loads_ended >= self.expected_loads:
                self._enter("caches")
        elif isinstance(event, ev.CacheAllocated):
            self._enter("caches")
            if event.kind == "pool":
                self._enter("humming")
        elif isinstance(event, ev.HummingMoeLine):
            self.humming_seen = True
            self._enter("humming")
        elif isinstance(event, ev.GraphCapture):
            self._enter("graphs")
            self.graph_name = event.name
            if event.phase == "begin":
                self.graphs_begun += 1
            else:
                self.graphs_ended += 1
                if self.graphs_ended >= self.expected_graphs:
                    self._enter("warmup")
        elif isinstance(event, ev.ServerReady):
            self.server_said_ready = True
            self._enter("warmup")
        else:
            return False
        return True

    def mark_failed(self, detail: str) -> None:
        self.state = "failed"
        self.detail = detail
        self.ended_at = self.clock()

    # --- reading ---------------------------------------------------------------------------------

    def elapsed(self) -> float | None:
        if self.started_at is None:
            return None
        end = self.ready_at or self.ended_at or self.clock()
        return end - self.started_at

    def estimate_total(self) -> float | None:
        return self.previous.total_s if self.previous else None

    def remaining(self) -> float | None:
        est, el = self.estimate_total(), self.elapsed()
        if est is None or el is None or self.state not in ("starting", "loading"):
            return None
        return max(0.0, est - el)

    def _within(self, stage: str) -> float:
        """Progress inside the current stage, 0..1."""
        if stage == "weights":
            n = max(self.expected_loads, self.loads_begun)
            current = 0 if self.loads_begun <= self.loads_ended else self.weights_pct / 100
            return min(1.0, (self.loads_ended + current) / n)
        if stage == "graphs":
            n = max(self.expected_graphs, self.graphs_begun)
            return min(1.0, (self.graphs_ended + 0.5 * (self.graphs_begun - self.graphs_ended)) / n)
        learned = (self.previous.stages.get(stage) if self.previous else None) or 0.0
        if learned > 0 and stage in self._stage_at:
            return min(0.9, (self.clock() - self._stage_at[stage]) / learned)
        return 0.0

    @property
    def fraction(self) -> float:
        if self.state == "ready":
            return 1.0
        if self.stage is None:
            return 0.0
        stages = self._stages()
        idx = stages.index(self.stage)
        done = sum(self._shares[s] for s in stages[:idx])
        return min(0.99, done + self._shares[self.stage] * self._within(self.stage))

    def label(self) -> str:
        st = self.state
        if st == "ready":
            return translate("status", "Ready")
        if st == "crashed":
            return translate("status", "Crashed")
        if st == "stopped":
            return translate("status", "Stopped")
        if st == "stopping":
            return translate("status", "Stopping")
        if st == "failed":
            return translate("status", "Could not start")
        stage = self.stage
        if stage == "weights":
            pct, done, total = self.weights_pct, self.weights_done, self.weights_total
            if self.loads_begun >= 2:
                if total:
                    text = translate(
                        "status", "Loading NEXTN draft weights {percent}% ({done}/{total} shards)"
                    )
                else:
                    text = translate("status", "Loading NEXTN draft weights {percent}%")
            elif total:
                text = translate("status", "Loading weights {percent}% ({done}/{total} shards)")
            else:
                text = translate("status", "Loading weights {percent}%")
            return text.format(percent=pct, done=done, total=total)
        if stage == "caches":
            return translate("status", "Allocating caches")
        if stage == "humming":
            return translate("status", "Compiling Humming kernels")
        if stage == "graphs":
            n = max(self.expected_graphs, self.graphs_begun)
            if self.humming and not self.humming_seen:
                text = translate(
                    "status",
                    "Capturing CUDA graphs: {name} ({done}/{total}), compiling Humming kernels on "
                    "first use",
                )
            else:
                text = translate("status", "Capturing CUDA graphs: {name} ({done}/{total})")
            return text.format(name=self.graph_name, done=min(self.graphs_begun, n), total=n)
        if stage == "warmup":
            if self.server_said_ready:
                return translate("status", "Engine says ready; waiting for /health")
            return translate("status", "Warming up (the engine's first request)")
        return translate("status", "Starting")

    def to_record(self, key: str) -> LoadRecord | None:
        """What this start took (only for a start that reached ready)."""
        if self.ready_at is None or self.started_at is None:
            return None
        stages = self._stages()
        out: dict[str, float] = {}
        entered = [s for s in stages if s in self._stage_at]
        for i, s in enumerate(entered):
            end = self._stage_at[entered[i + 1]] if i + 1 < len(entered) else self.ready_at
            out[s] = max(0.0, end - self._stage_at[s])
        return LoadRecord(key, self.ready_at - self.started_at, out, self.graphs_ended, time.time())
