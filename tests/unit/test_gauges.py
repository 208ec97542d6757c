"""GaugeHub: client stream timing, engine figures, /metrics, roofline, with a fake clock."""

from __future__ import annotations

import asyncio
import json

import pytest

from app.core.engine import events as ev
from app.core.gauges import (
    CLIENT,
    ENGINE,
    GAUGE_DEFINITIONS,
    ChunkTimer,
    GaugeHub,
    MetricsPoller,
    parse_metrics,
)
from app.core.roofline import estimate_from_config
from app.core.telemetry import DEFINITIONS
from tests.support.engine import ROOT

FIXTURE_CONFIG = ROOT / "tests" / "fixtures" / "ling-3.0-flash-config.json"


class Clock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def hub(clock):
    return GaugeHub(clock=clock)


def stream(hub, clock, *, ttft=0.2, tps=100.0, tokens=201, spec=None, prompt=50):
    """One reply: first chunk after `ttft`, then one token per 1/tps seconds."""
    timer = ChunkTimer(hub)
    clock.t += ttft
    for i in range(1, tokens + 1):
        timer.chunk(i)
        if i < tokens:
            clock.t += 1 / tps
    usage = {"completion_tokens": tokens, "prompt_tokens": prompt}
    return timer.finish(usage, spec)


def test_live_last_and_average_tps(hub, clock):
    timer = ChunkTimer(hub)
    clock.t += 0.25
    for i in range(1, 151):
        timer.chunk(i)
        clock.t += 0.01
    clock.t -= 0.01
    snap = hub.snapshot()
    assert snap.generating
    assert snap.decode_tps.live and snap.decode_tps.source == CLIENT
    assert snap.decode_tps.value == pytest.approx(100.0)
    assert snap.ttft.value == pytest.approx(0.25)
    # Sparkline: one windowed rate per second of streaming.
    assert [round(v) for _, v in snap.tps_series] == [100]
    timer.finish({"completion_tokens": 150, "prompt_tokens": 10})
    snap = hub.snapshot()
    assert not snap.generating and not snap.decode_tps.live
    assert snap.decode_tps_last.value == pytest.approx(100.0)

    clock.t += 5
    stream(hub, clock, tps=50.0, tokens=101, ttft=0.45)  # 100 tokens in 2 s
    snap = hub.snapshot()
    assert snap.decode_tps.value == pytest.approx(50.0)
    # Token-weighted: (149 + 100) tokens / (1.49 + 2.0) s.
    assert snap.decode_tps_avg.value == pytest.approx(249 / 3.49)
    assert snap.ttft_avg.value == pytest.approx((0.25 + 0.45) / 2)
    assert snap.requests == 2


def test_every_figure_has_source_and_definition(hub, clock):
    timer = ChunkTimer(hub)
    clock.t += 0.2
    hub.on_engine_event(ev.DecodeStats(1, 2.4, 0.5, 30.0, True, 0))  # spans the idle time before
    for i in range(1, 101):
        timer.chunk(i)
        clock.t += 0.01
        if i == 50:
            hub.on_engine_event(ev.DecodeStats(1, 2.4, 0.5, 99.0, True, 0))
    timer.finish({"completion_tokens": 100}, {"spec_accept_length": 2.5, "spec_verify_ct": 80})
    snap = hub.snapshot()
    assert snap.engine_tps.value == 99.0 and hub.idle_spanning_lines == 1
    for f in (snap.decode_tps, snap.decode_tps_avg, snap.ttft, snap.ttft_avg,
              snap.accept_len_request, snap.accept_len_rolling, snap.engine_tps, snap.roofline):  # fmt: skip
        assert f.source in (CLIENT, ENGINE, "client + estimate")
        assert f.definition
    assert snap.decode_tps.definition.startswith(DEFINITIONS["decode_tps"])
    assert snap.engine_tps.source == ENGINE and snap.engine_tps.detail == "decode log"
    assert snap.accept_len_request.value == 2.5 and snap.accept_len_request.source == ENGINE
    assert "spec_tokens_details" in GAUGE_DEFINITIONS["accept_len_request"]
    assert hub.average_accept_len == 2.5


def test_engine_decode_lines_and_reset_on_start(hub, clock):
    hub.on_engine_event(ev.DecodeStats(1, 2.68, 0.56, 53.9, True, 0))
    clock.t += 2
    hub.on_engine_event(ev.DecodeStats(1, 1.0, 0.0, 24.0, True, 0))
    snap = hub.snapshot()
    assert snap.engine_tps.value == 24.0
    assert snap.accept_len_rolling.value == 1.0
    assert [v for _, v in snap.accept_series] == [2.68, 1.0]
    # No speculation: accept len absent, the rolling figure keeps its last value.
    hub.on_engine_event(ev.DecodeStats(1, None, None, 40.0, True, 0))
    assert hub.snapshot().accept_len_rolling.value == 1.0
    hub.on_engine_event(ev.StateChanged(ev.EngineState.STARTING))
    snap = hub.snapshot()
    assert snap.engine_tps.value is None and snap.accept_series == [] and snap.requests == 0


def test_series_keep_two_minutes(hub, clock):
    for _ in range(200):
        hub.on_engine_event(ev.DecodeStats(1, 2.0, 0.5, 50.0, True, 0))
        clock.t += 1
    snap = hub.snapshot()
    assert 119 <= len(snap.accept_series) <= 121
    assert snap.now - snap.accept_series[0][0] <= 120


METRICS = """# TYPE sglang:generation_tokens_total counter
sglang:generation_tokens_total{{model_name="Ling-3.0-flash"}} {gen}
# TYPE sglang:spec_verify_calls_total counter
sglang:spec_verify_calls_total{{model_name="Ling-3.0-flash"}} {ver}
# TYPE sglang:gen_throughput gauge
sglang:gen_throughput{{model_name="Ling-3.0-flash"}} {thr}
# TYPE sglang:spec_accept_length gauge
sglang:spec_accept_length{{model_name="Ling-3.0-flash"}} 2.9
"""


def test_parse_metrics():
    v = parse_metrics(METRICS.format(gen=100, ver=40, thr=55.5))
    assert v["sglang:generation_tokens_total"] == 100
    assert v["sglang:spec_verify_calls_total"] == 40
    assert v["sglang:gen_throughput"] == 55.5
    assert parse_metrics("garbage{{{") is None


def test_metrics_counters_give_accept_length(hub, clock):
    hub.on_metrics_text(METRICS.format(gen=1000, ver=400, thr=0))
    clock.t += 1
    hub.on_metrics_text(METRICS.format(gen=1300, ver=500, thr=61.0))
    snap = hub.snapshot()
    assert snap.accept_len_rolling.value == pytest.approx(3.0)  # 300 tokens / 100 verify calls
    assert snap.accept_len_rolling.detail == "/metrics counters"
    assert snap.engine_tps.value == 61.0 and snap.engine_tps.detail == "/metrics gauge"
    # Nothing generated since the last poll: no new sample.
    clock.t += 1
    hub.on_metrics_text(METRICS.format(gen=1300, ver=500, thr=61.0))
    assert len(hub.snapshot().accept_series) == 1


def test_metrics_ignored_while_decode_log_flows(hub, clock):
    hub.on_metrics_text(METRICS.format(gen=1000, ver=400, thr=0))
    clock.t += 0.5
    hub.on_engine_event(ev.DecodeStats(1, 2.5, 0.5, 50.0, True, 0))
    clock.t += 0.5
    hub.on_metrics_text(METRICS.format(gen=1300, ver=500, thr=61.0))
    snap = hub.snapshot()
    assert snap.accept_len_rolling.value == 2.5 and snap.accept_len_rolling.detail == "decode log"
    assert len(snap.accept_series) == 1


def test_roofline_fraction_uses_client_tps(hub, clock):
    est = estimate_from_config(json.loads(FIXTURE_CONFIG.read_text()), fp8_lm_head=True)
    hub.set_roofline(est, 273.0)
    stream(hub, clock, tps=40.0, tokens=81, prompt=0)
    snap = hub.snapshot()
    ctx = 81 // 2
    assert snap.roofline.value == pytest.approx(40.0 * est.bytes_per_token(ctx) / 273e9)
    assert "ceiling" in snap.roofline_text and "Assumes:" in snap.roofline_text
    no_bw = GaugeHub(clock=clock, roofline=est, bandwidth_gbs=None)
    assert no_bw.snapshot().roofline.value is None
    assert "hardware profile" in no_bw.snapshot().roofline_text


def test_notify_rate_limited_while_streaming(clock):
    hub = GaugeHub(clock=clock, notify_interval_s=0.1)
    calls = []
    hub.subscribe(lambda: calls.append(clock.t))
    stream(hub, clock, tps=1000.0, tokens=1001)  # 1 s of streaming
    # started + ~10 progress notifications + finished, not 1,000.
    assert 5 <= len(calls) <= 15


def test_agreement(hub, clock):
    hub.on_engine_event(ev.DecodeStats(1, None, None, 10.0, True, 0))  # before the reply
    stream(hub, clock, tps=100.0, tokens=201)
    hub.on_engine_event(ev.DecodeStats(1, None, None, 95.0, True, 0))
    assert hub.snapshot().agreement() == pytest.approx(-0.05)


def test_first_decode_line_after_idle_is_not_the_engine_speed(hub, clock):
    hub.on_engine_event(ev.DecodeStats(1, 2.6, 0.5, 50.0, True, 0))  # no reply known: taken
    assert hub.snapshot().engine_tps.value == 50.0
    clock.t += 30  # idle
    hub.on_engine_event(ev.StateChanged(ev.EngineState.READY))
    clock.t += 1
    hub.on_engine_event(ev.DecodeStats(1, 2.7, 0.5, 3.0, True, 0))  # counts the idle 30 s
    snap = hub.snapshot()
    assert snap.engine_tps.value == 50.0 and snap.accept_len_rolling.value == 2.7
    clock.t += 1
    hub.on_engine_event(ev.DecodeStats(1, 2.8, 0.5, 61.0, True, 0))
    assert hub.snapshot().engine_tps.value == 61.0


def test_cut_stream_still_counts(hub, clock):
    timer = ChunkTimer(hub)
    clock.t += 0.1
    for i in range(1, 51):
        timer.chunk(i)
        clock.t += 0.02
    stats = timer.meter.finish(None, None, None)  # stopped by the user: no usage
    hub.stream_finished(timer.meter, stats)
    assert hub.snapshot().decode_tps_last.value == pytest.approx(49 / (49 * 0.02))


def test_metrics_poller():
    hub = GaugeHub()
    texts = [METRICS.format(gen=10, ver=5, thr=1.0), None]

    async def fetch():
        return texts.pop(0)

    poller = MetricsPoller(hub, fetch)

    async def go():
        await poller.poll_once()
        assert poller.available is True
        await poller.poll_once()
        assert poller.available is False

    asyncio.run(go())
    assert poller.polls == 2
