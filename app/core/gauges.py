"""Live gauges: decode tok/s, TTFT, accept length and the roofline fraction, each with its source.

One `GaugeHub` per app collects three feeds and keeps every figure with where it came from
("client": timed by Ling Desk on the HTTP stream; "engine": reported by SGLang) and its definition
(app.core.telemetry.DEFINITIONS), so the UI can show both in a tooltip. Qt-free.

Feeding it
----------
(a) The chat code, for every streamed completion (app.core.chat.session.ChatService._stream)::

        meter = StreamMeter(); meter.sent()
        hub.stream_started(meter)             # once, right after meter.sent()
        ...for each chunk with text:
            meter.chunk(tokens_so_far)
            hub.stream_progress(meter)        # every chunk: cheap (a clock read, rate-limited)
        stats = meter.finish(usage, spec, finish_reason)
        hub.stream_finished(meter, stats)     # always, also after a stop or an error
                                              # (figures from a cut stream are still measured)

    `spec` is the response's `sglext.spec_tokens_details` (request `return_spec_tokens_details`):
    its `spec_accept_length` becomes the per-request accept length. Requests timed elsewhere
    (the verification probe, or replies known only once finished) go in with
    `hub.record_request(stats)`.

    In ChatService this is an optional attribute `meter_observer` (None by default) and three
    guarded calls in `_stream` next to the existing `meter.sent()`, `meter.chunk()` and
    `meter.finish()`; `app.ui.status.install(..., chat=ctx.chat)` sets it to the hub when the
    attribute exists, else it records each finished reply's stats from `on_finished`.

(b) The supervisor's events: `supervisor.subscribe(hub.on_engine_event)`. `DecodeStats` (the
    engine's `Decode batch` log lines) give the engine's tok/s and the rolling accept length;
    `StateChanged(STARTING)` starts a new engine session (figures reset).

(c) Optionally SGLang's /metrics (`--enable-metrics`): run `MetricsPoller(hub, client.metrics_text)
    .run()` as a task; it polls every second while a stream is open and every few seconds
    otherwise, and feeds `hub.on_metrics_text(text)`. Counters give the accept length exactly
    (generated tokens / verify calls between two polls); they are used only while no decode-log
    line arrived, so the two engine feeds never double-count.

Reading it
----------
`hub.subscribe(callback)` -> callback() after changes (rate-limited to `notify_interval_s` while
streaming; throttle again in the UI). `hub.snapshot()` -> `GaugeSnapshot` with every figure as a
`Figure(value, source, definition, ...)` and the two-minute series for the sparklines.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import math
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from app.core.engine import events as ev
from app.core.roofline import RooflineEstimate, assumptions_words
from app.core.telemetry import DEFINITIONS, MessageStats, RollingSeries, StreamMeter, finite
from app.core.words import QT_TRANSLATE_NOOP, translate

log = logging.getLogger(__name__)

CLIENT = "client"
ENGINE = "engine"
WINDOW_S = 120.0

# What each gauge means: telemetry.DEFINITIONS, plus how this hub derives the variants it shows
# (key -> (DEFINITIONS key or "", the sentences added)); in words: definition(key).
_DERIVED: dict[str, tuple[str, str]] = {
    "decode_tps": ("decode_tps", QT_TRANSLATE_NOOP(
        "gauges",
        "Live while a reply streams (tokens so far); last = the last finished reply; average = "
        "all decoded tokens / all decode time of this engine session.")),
    "engine_tps": ("engine_tps", QT_TRANSLATE_NOOP(
        "gauges",
        "A line whose interval began before the current reply was sent (it counts idle time, so "
        "it reads low) is left out; its accept length is kept.")),
    "ttft": ("ttft", QT_TRANSLATE_NOOP("gauges", "Last reply, and the mean over this engine session.")),
    "accept_len_request": ("accept_len", QT_TRANSLATE_NOOP(
        "gauges",
        "Per request: the response's spec_tokens_details.spec_accept_length, reported by the "
        "engine at the end of the reply.")),
    "accept_len_rolling": ("accept_len", QT_TRANSLATE_NOOP(
        "gauges",
        "Rolling: the engine's `Decode batch` log lines (accept len over the last "
        "--decode-log-interval steps), or /metrics counters (generated tokens / verify calls "
        "between two polls) when no log line came.")),
    "roofline": ("roofline", QT_TRANSLATE_NOOP(
        "gauges",
        "Decode tok/s is the client's figure; bytes per token is an estimate (see below).")),
    "tps_series": ("", QT_TRANSLATE_NOOP(
        "gauges",
        "Sparkline: client decode rate per ~1 s window (dots) and the engine's gen throughput "
        "(line), last two minutes.")),
    "accept_series": ("", QT_TRANSLATE_NOOP(
        "gauges", "Sparkline: the engine's rolling accept length, last two minutes.")),
}  # fmt: skip
# In English (the keys' meaning for tools and tests).
GAUGE_DEFINITIONS: dict[str, str] = {
    key: " ".join(p for p in (DEFINITIONS.get(base, ""), more) if p)
    for key, (base, more) in _DERIVED.items()
}


def definition(key: str) -> str:
    """What gauge `key` means, in the user's language."""
    base, more = _DERIVED[key]
    parts = [translate("telemetry", DEFINITIONS[base])] if base else []
    return " ".join([*parts, translate("gauges", more)])


SILENT_DETAIL = QT_TRANSLATE_NOOP("gauges", "the engine stopped answering")
# Where a figure came from (kept in English, shown as translate("gauges", ...)).
DECODE_LOG = QT_TRANSLATE_NOOP("gauges", "decode log")
METRICS_COUNTERS = QT_TRANSLATE_NOOP("gauges", "/metrics counters")
METRICS_GAUGE = QT_TRANSLATE_NOOP("gauges", "/metrics gauge")


def _source_words(detail: str) -> str:
    return translate("gauges", detail) if detail else ""


@dataclass(frozen=True)
class Figure:
    """One number on the dashboard with its provenance."""

    key: str
    label: str
    value: float | None
    unit: str
    source: str  # CLIENT | ENGINE | "client + estimate"
    definition: str
    detail: str = ""  # how this particular value was obtained ("decode log", "/metrics", ...)
    live: bool = False

    def text(self, fmt: str = "{:.1f}") -> str:
        return "–" if self.value is None else fmt.format(self.value)


@dataclass(frozen=True)
class GaugeSnapshot:
    generating: bool
    decode_tps: Figure  # live while generating, else the last reply's
    decode_tps_last: Figure
    decode_tps_avg: Figure
    engine_tps: Figure
    ttft: Figure  # last
    ttft_avg: Figure
    accept_len_request: Figure
    accept_len_rolling: Figure
    roofline: Figure
    tps_series: list[tuple[float, float]]
    engine_tps_series: list[tuple[float, float]]
    accept_series: list[tuple[float, float]]
    now: float
    window_s: float
    requests: int
    roofline_text: str = ""

    def agreement(self) -> float | None:
        """(engine - client) / client tok/s, for the last figures both have."""
        c = self.decode_tps.value
        e = self.engine_tps.value
        if not c or e is None:
            return None
        return (e - c) / c


@dataclass
class _Active:
    meter: StreamMeter
    last_t: float | None = None
    last_tokens: int = 0
    requests: int = 0  # the meter's request count at the last sample (a new round restarts it)


@dataclass
class _Totals:
    decode_tokens: float = 0.0
    decode_time: float = 0.0
    ttft_sum: float = 0.0
    ttft_n: int = 0
    requests: int = 0
    spec_tokens: float = 0.0
    spec_steps: float = 0.0


@dataclass
class _MetricsState:
    t: float | None = None
    gen_tokens: float | None = None
    verify_calls: float | None = None
    last_error: str = ""


class GaugeHub:
    """Collects client stream timings and engine figures; see the module docstring."""

    def __init__(
        self,
        *,
        clock: Callable[[], float] = time.monotonic,
        window_s: float = WINDOW_S,
        sample_interval_s: float = 1.0,
        notify_interval_s: float = 0.1,
        roofline: RooflineEstimate | None = None,
        bandwidth_gbs: float | None = None,
    ) -> None:
        self.clock = clock
        self.window_s = window_s
        self.sample_interval_s = sample_interval_s
        self.notify_interval_s = notify_interval_s
        self.roofline = roofline
        self.bandwidth_gbs = bandwidth_gbs
        self.from_probe = False  # the last counted request was the startup probe
        self._listeners: list[Callable[[], None]] = []
        self._last_notify = -math.inf
        self.reset()

    # --- listeners -----------------------------------------------------------------------------

    def subscribe(self, callback: Callable[[], None]) -> Callable[[], None]:
        self._listeners.append(callback)
        return lambda: self._listeners.remove(callback) if callback in self._listeners else None

    def _notify(self, force: bool = True) -> None:
        now = self.clock()
        if not force and now - self._last_notify < self.notify_interval_s:
            return
        self._last_notify = now
        for cb in list(self._listeners):
            try:
                cb()
            except Exception:
                log.exception("gauge listener failed")

    # --- configuration -------------------------------------------------------------------------

    def reset(self) -> None:
        """A new engine session: every figure and series starts empty."""
        self.tps_series = RollingSeries(self.window_s, self.clock)
        self.engine_tps_series = RollingSeries(self.window_s, self.clock)
        self.accept_series = RollingSeries(self.window_s, self.clock)
        self._bins: dict[int, list] = {}
        self._active: list[_Active] = []
        self._totals = _Totals()
        self.last_stats: MessageStats | None = None
        self.last_context_tokens = 0
        self.engine_tps: float | None = None
        self.engine_tps_detail = ""
        self.accept_rolling: float | None = None
        self.accept_detail = ""
        self._last_log_decode_t: float | None = None
        self._prev_decode_t: float | None = None  # event time of the previous decode line
        self._latest_start: float | None = None  # the latest stream start (or engine ready)
        self.idle_spanning_lines = 0
        self._metrics = _MetricsState()
        self.silence = ""  # why the engine counts as not answering ("" = it answers)

    def set_silence(self, text: str) -> None:
        """The engine stopped answering (`text` says how), or "" once it answers again: an open
        reply's rate is then no live figure (its last chunks' rate would stand still, as if live)."""
        if text != self.silence:
            self.silence = text
            self._notify()

    def _sample(self, series: RollingSeries, value: float, t: float) -> None:
        """Add to a sparkline series, at most one point per sample interval (the mean of the
        values seen in it): a decode line every step must not grow the series without bound."""
        acc = self._bins.setdefault(id(series), [0.0, 0])
        acc[0] += value
        acc[1] += 1
        last_t = series.samples[-1][0] if series.samples else None
        if last_t is None or t - last_t >= self.sample_interval_s:
            series.add(acc[0] / acc[1], t)
            acc[0], acc[1] = 0.0, 0

    def set_roofline(self, estimate: RooflineEstimate | None, bandwidth_gbs: float | None) -> None:
        self.roofline = estimate
        self.bandwidth_gbs = bandwidth_gbs
        self._notify()

    @property
    def generating(self) -> bool:
        return bool(self._active)

    # --- (a) client streams --------------------------------------------------------------------

    def stream_started(self, meter: StreamMeter | None = None) -> StreamMeter:
        """Register a stream; returns the meter (a new one, already `sent()`, if none is given)."""
        if meter is None:
            meter = StreamMeter(clock=self.clock)
            meter.sent()
        self._active.append(_Active(meter))
        self._latest_start = max(self._latest_start or 0.0, meter.t_sent or self.clock())
        self._notify()
        return meter

    def stream_progress(self, meter: StreamMeter) -> None:
        """Call after each `meter.chunk()`. Samples the rate at most once per sample interval."""
        act = next((a for a in self._active if a.meter is meter), None)
        if act is None:
            act = _Active(meter)
            self._active.append(act)
        now = meter.t_last  # the meter's clock: samples line up with its chunk times
        if act.requests != meter.requests and now is not None:
            # A tool-call loop's next request: sampling starts again at its first chunk, so the
            # wait on a card or a tool never reads as a slow rate.
            act.requests = meter.requests
            act.last_t, act.last_tokens = now, meter.tokens
            self._notify(force=False)
            return
        if act.last_t is None or now is None:
            if meter.t_first is not None:
                act.last_t, act.last_tokens = meter.t_first, meter.tokens_first
            self._notify(force=False)
            return
        dt = now - act.last_t
        if dt >= self.sample_interval_s:
            self.tps_series.add((meter.tokens - act.last_tokens) / dt, now)
            act.last_t, act.last_tokens = now, meter.tokens
        self._notify(force=False)

    def stream_finished(self, meter: StreamMeter, stats: MessageStats | None = None) -> None:
        """The stream ended (done, stopped or failed): keep what it measured."""
        act = next((a for a in self._active if a.meter is meter), None)
        if act is not None:
            self._active.remove(act)
            # The tail since the last sample, so a short reply still leaves a point.
            if act.last_t is not None and meter.t_last is not None:
                dt = meter.t_last - act.last_t
                if dt >= 0.2 * self.sample_interval_s:
                    self.tps_series.add((meter.tokens - act.last_tokens) / dt, meter.t_last)
        s = stats if stats is not None else meter.stats
        # The engine's own decoding time: a tool-call loop's waits between requests left out.
        self.record_request(s, meter.decode_span(), sampled=True)

    def record_request(
        self,
        s: MessageStats,
        decode_span_s: float | None = None,
        *,
        sampled: bool = False,
        probe: bool = False,
    ) -> bool:
        """Count one finished request's figures (last, averages). True when it had any.

        `decode_span_s` is the time from its first to its last token; without it, it is derived
        from the stats (duration - TTFT). Used by `stream_finished`, and directly for requests
        timed elsewhere (the verification probe, or messages whose stats arrive finished).
        """
        # The figures are the startup probe's until a reply of the user's is counted.
        self.from_probe = probe
        if decode_span_s is None and s.duration_s is not None and s.ttft_s is not None:
            decode_span_s = s.duration_s - s.ttft_s
        t = self._totals
        counted = False
        if s.decode_tps is not None and decode_span_s is not None and decode_span_s > 0:
            t.decode_time += decode_span_s
            t.decode_tokens += s.decode_tps * decode_span_s
            counted = True
        if s.ttft_s is not None:
            t.ttft_sum += s.ttft_s
            t.ttft_n += 1
            counted = True
        if finite(s.accept_len) is None:
            s = dataclasses.replace(s, accept_len=None)  # NaN/inf from the engine: no figure
        if s.accept_len is not None and s.verify_steps:
            t.spec_tokens += s.accept_len * s.verify_steps
            t.spec_steps += s.verify_steps
        if not sampled and s.decode_tps is not None:
            self.tps_series.add(s.decode_tps, self.clock())  # no live samples: one point
        if counted:
            t.requests += 1
            self.last_stats = s
            self.last_context_tokens = (s.prompt_tokens or 0) + (s.completion_tokens or 0) // 2
        self._notify()
        return counted

    # --- (b) engine events ---------------------------------------------------------------------

    def on_engine_event(self, event: ev.EngineEvent) -> None:
        if isinstance(event, ev.StateChanged) and event.state == ev.EngineState.STARTING:
            self.reset()
            self._notify()
        elif isinstance(event, ev.StateChanged) and event.state == ev.EngineState.READY:
            # Decode lines whose interval began before this point span the load and warmup.
            self._latest_start = max(self._latest_start or 0.0, event.t or self.clock())
        elif isinstance(event, ev.DecodeStats):
            # "accept len: nan" (no verify step in the interval) is no figure: never shown.
            event = dataclasses.replace(event, accept_len=finite(event.accept_len),
                                        gen_throughput=finite(event.gen_throughput))  # fmt: skip
            now = self.clock()
            t = event.t or now
            self._last_log_decode_t = now
            prev_t, self._prev_decode_t = self._prev_decode_t, t
            if self._latest_start is not None and (prev_t is None or prev_t < self._latest_start):
                # SGLang's gen throughput divides the tokens since its previous decode line by
                # the time since that line: the first line after an idle spell counts the idle
                # time too. It says nothing about this reply's speed; the accept length does.
                self.idle_spanning_lines += 1
                if event.accept_len is not None:
                    self.accept_rolling = event.accept_len
                    self.accept_detail = DECODE_LOG
                    self._sample(self.accept_series, event.accept_len, now)
                self._notify(force=False)
                return
            if event.gen_throughput is not None:
                self.engine_tps = event.gen_throughput
                self.engine_tps_detail = DECODE_LOG
                self._sample(self.engine_tps_series, event.gen_throughput, now)
            if event.accept_len is not None:
                self.accept_rolling = event.accept_len
                self.accept_detail = DECODE_LOG
                self._sample(self.accept_series, event.accept_len, now)
            self._notify(force=False)

    # --- (c) /metrics --------------------------------------------------------------------------

    def on_metrics_text(self, text: str) -> None:
        """Prometheus text from /metrics; used only while no decode-log line is arriving."""
        values = parse_metrics(text)
        if values is not None:  # Prometheus text may say NaN or +Inf: no figure, not a point
            values = {k: v for k, v in values.items() if math.isfinite(v)}
        if values is None:
            self._metrics.last_error = "unparsable /metrics"
            return
        now = self.clock()
        m = self._metrics
        gen = values.get("sglang:generation_tokens_total")
        ver = values.get("sglang:spec_verify_calls_total")
        d_gen = d_ver = None
        if m.t is not None:
            if gen is not None and m.gen_tokens is not None:
                d_gen = gen - m.gen_tokens
            if ver is not None and m.verify_calls is not None:
                d_ver = ver - m.verify_calls
        dt = None if m.t is None else now - m.t
        m.t, m.gen_tokens, m.verify_calls = now, gen, ver
        log_fresh = (
            self._last_log_decode_t is not None
            and dt is not None
            and now - self._last_log_decode_t <= max(dt, 1.0) * 1.5
        )
        if log_fresh or not d_gen or d_gen <= 0:
            return  # the log feeds the engine figures, or nothing was generated since last poll
        changed = False
        if d_ver and d_ver > 0:
            self.accept_rolling = d_gen / d_ver
            self.accept_detail = METRICS_COUNTERS
            self._sample(self.accept_series, self.accept_rolling, now)
            changed = True
        elif (acc := values.get("sglang:spec_accept_length")) is not None and acc > 0:
            self.accept_rolling = acc
            self.accept_detail = METRICS_GAUGE
            self._sample(self.accept_series, acc, now)
            changed = True
        thr = values.get("sglang:gen_throughput")
        if thr is not None and thr > 0:
            self.engine_tps = thr
            self.engine_tps_detail = METRICS_GAUGE
            self._sample(self.engine_tps_series, thr, now)
            changed = True
        if changed:
            self._notify(force=False)

    # --- reading -------------------------------------------------------------------------------

    def _window(self, series: RollingSeries, now: float) -> list[tuple[float, float]]:
        return [(t, v) for t, v in series.samples if now - t <= self.window_s]

    def _live(self) -> _Active | None:
        return self._active[-1] if self._active else None

    def snapshot(self) -> GaugeSnapshot:
        now = self.clock()
        t = self._totals
        act = self._live()
        live_tps = act.meter.live_tps() if act is not None else None
        last = self.last_stats
        last_tps = last.decode_tps if last else None
        avg_tps = t.decode_tokens / t.decode_time if t.decode_time > 0 else None
        if self.silence:
            # Frozen (SIGSTOP, a hung GPU): no figure at all, as the Engine panel reads "Not
            # answering". Not the open reply's stalled rate, nor, once that reply has ended,
            # its rate as "last reply" (the gauge kept 20 tok/s for as long as it was frozen).
            shown_tps, tps_detail, live = None, translate("gauges", SILENT_DETAIL), False
        elif act is not None and live_tps is not None:
            shown_tps, tps_detail, live = (
                live_tps,
                translate("gauges", "live, this reply so far"),
                True,
            )
        else:
            shown_tps, tps_detail, live = last_tps, translate("gauges", "last reply"), False
        d = definition
        client, engine_src = translate("gauges", "client"), translate("gauges", "engine")
        last_reply = translate("gauges", "last reply")
        requests, ttft_n = t.requests, t.ttft_n

        decode = Figure("decode_tps", translate("gauges", "Decode"), shown_tps, "tok/s", client,
                        d("decode_tps"), tps_detail, live)  # fmt: skip
        decode_last = Figure("decode_tps_last", translate("gauges", "Last"), last_tps, "tok/s",
                             client, d("decode_tps"), last_reply)  # fmt: skip
        decode_avg = Figure("decode_tps_avg", translate("gauges", "Average"), avg_tps, "tok/s",
                            client, d("decode_tps"),
                            translate("gauges", "%n reply(s)", None, requests))  # fmt: skip
        # The engine's last logged rate is no figure of a frozen engine either.
        engine = Figure("engine_tps", translate("gauges", "Engine"),
                        None if self.silence else self.engine_tps, "tok/s", engine_src,
                        d("engine_tps"), translate("gauges", SILENT_DETAIL) if self.silence
                        else _source_words(self.engine_tps_detail))  # fmt: skip
        ttft_live = act.meter.stats.ttft_s if act is not None else None
        ttft_val = ttft_live if ttft_live is not None else (last.ttft_s if last else None)
        ttft = Figure("ttft", "TTFT", ttft_val, "s", client, d("ttft"),
                      translate("gauges", "this reply") if ttft_live is not None else last_reply)  # fmt: skip
        ttft_avg = Figure("ttft_avg", translate("gauges", "TTFT average"),
                          t.ttft_sum / t.ttft_n if t.ttft_n else None, "s", client, d("ttft"),
                          translate("gauges", "%n reply(s)", None, ttft_n))  # fmt: skip
        steps = last.verify_steps if last else None
        acc_req = Figure("accept_len_request", translate("gauges", "Accept (request)"),
                         last.accept_len if last else None, "tok/step", engine_src,
                         d("accept_len_request"),
                         translate("gauges", "%n verify step(s)", None, steps) if steps else
                         "spec_tokens_details")  # fmt: skip
        acc_roll = Figure("accept_len_rolling", translate("gauges", "Accept (rolling)"),
                          self.accept_rolling, "tok/step", engine_src, d("accept_len_rolling"),
                          _source_words(self.accept_detail))  # fmt: skip
        frac = None
        roof_text = ""
        if self.roofline is not None and self.bandwidth_gbs:
            ctx = self.last_context_tokens
            if shown_tps is not None:
                frac = self.roofline.fraction(shown_tps, self.bandwidth_gbs, ctx)
            roof_text = self.roofline.describe(self.bandwidth_gbs, ctx)
        elif self.roofline is not None:
            none = translate(
                "gauges",
                "No memory bandwidth is known for this GPU: choose a hardware profile in "
                "Settings > Engine.",
            )
            roof_text = none + "\n" + self.roofline.describe()
        else:
            none = translate("gauges", "No estimate of bytes per token yet.")
            roof_text = "\n".join([none, *assumptions_words()])
        roof = Figure("roofline", translate("gauges", "Roofline"), frac, "%",
                      translate("gauges", "client + estimate"), d("roofline"),
                      roof_text.splitlines()[0] if roof_text else "")  # fmt: skip
        return GaugeSnapshot(
            generating=self.generating,
            decode_tps=decode,
            decode_tps_last=decode_last,
            decode_tps_avg=decode_avg,
            engine_tps=engine,
            ttft=ttft,
            ttft_avg=ttft_avg,
            accept_len_request=acc_req,
            accept_len_rolling=acc_roll,
            roofline=roof,
            tps_series=self._window(self.tps_series, now),
            engine_tps_series=self._window(self.engine_tps_series, now),
            accept_series=self._window(self.accept_series, now),
            now=now,
            window_s=self.window_s,
            requests=t.requests,
            roofline_text=roof_text,
        )

    @property
    def average_accept_len(self) -> float | None:
        """Verify-step-weighted mean of the per-request accept lengths."""
        t = self._totals
        return t.spec_tokens / t.spec_steps if t.spec_steps else None


def parse_metrics(text: str) -> dict[str, float] | None:
    """Sample name -> value summed over label sets (one model: one set). None when unparsable."""
    from prometheus_client.parser import text_string_to_metric_families

    out: dict[str, float] = {}
    try:
        for family in text_string_to_metric_families(text):
            for sample in family.samples:
                if sample.name.startswith("sglang:"):
                    out[sample.name] = out.get(sample.name, 0.0) + float(sample.value)
    except (ValueError, TypeError, IndexError):
        return None
    return out


class MetricsPoller:
    """Polls /metrics: every `active_s` while a stream is open, every `idle_s` otherwise."""

    def __init__(
        self,
        hub: GaugeHub,
        fetch: Callable[[], Awaitable[str | None]],
        *,
        active_s: float = 1.0,
        idle_s: float = 5.0,
    ) -> None:
        self.hub = hub
        self.fetch = fetch
        self.active_s = active_s
        self.idle_s = idle_s
        self.polls = 0
        self.available: bool | None = None  # False once /metrics answered nothing

    async def poll_once(self) -> None:
        text = await self.fetch()
        self.polls += 1
        if text is None:
            self.available = False
            return
        self.available = True
        self.hub.on_metrics_text(text)

    async def run(self) -> None:
        while True:
            with contextlib.suppress(Exception):
                await self.poll_once()
            interval = self.active_s if self.hub.generating else self.idle_s
            # Wake early when a stream starts while idle.
            waited = 0.0
            while waited < interval:
                step = min(self.active_s, interval - waited)
                await asyncio.sleep(step)
                waited += step
                if self.hub.generating and interval > self.active_s:
                    break


@dataclass
class ChunkTimer:
    """Helper for tests and benches: feed a hub from `(t, tokens_so_far)` pairs."""

    hub: GaugeHub
    meter: StreamMeter = field(init=False)

    def __post_init__(self) -> None:
        self.meter = self.hub.stream_started()

    def chunk(self, tokens_so_far: int | None = None) -> None:
        self.meter.chunk(tokens_so_far)
        self.hub.stream_progress(self.meter)

    def finish(self, usage: dict[str, Any] | None = None, spec: dict[str, Any] | None = None,
               finish_reason: str | None = "stop") -> MessageStats:  # fmt: skip
        stats = self.meter.finish(usage, spec, finish_reason)
        self.hub.stream_finished(self.meter, stats)
        return stats
