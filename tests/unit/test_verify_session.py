"""The Verification session: events in, verdict changes out, live checks with a fake client."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from app.core.engine import events as ev
from app.core.engine.client import ChatChunk, StreamProtocolError
from app.core.profiles import PROFILES
from app.core.settings import Optimizations
from app.core.verify import session
from app.core.verify import verdict as vd
from app.core.verify.generation import PROBE_MAX_TOKENS, probe_payload
from app.core.verify.session import Verification, decisive_lines
from app.core.verify.verdict import Status
from tests.support.fake_time import FakeTime
from tests.unit.test_verify_rules import DRAFT_SHARED, HEALTHY_INFO, TARGET_FP8


class FakeClient:
    def __init__(
        self,
        info: dict[str, Any] | None = None,
        accept: float | None = 2.7,
        tokens: int = 16,
        broken: bool = False,
    ) -> None:
        self.info = dict(HEALTHY_INFO) if info is None else info
        self.accept = accept
        self.tokens = tokens
        self.broken = broken
        self.payloads: list[dict] = []

    async def server_info(self) -> dict[str, Any]:
        return self.info

    async def stream_chat(self, payload: dict[str, Any]):
        self.payloads.append(payload)
        for i in range(1, self.tokens + 1):
            await asyncio.sleep(0.001)
            if self.broken and i == 3:
                raise StreamProtocolError("The engine sent a malformed stream chunk: 'data: {'")
            yield ChatChunk(content=" tok", usage={"completion_tokens": i})
        if self.accept is not None:
            yield ChatChunk(spec={"spec_accept_length": self.accept, "spec_verify_ct": 5})
        yield ChatChunk(
            usage={"completion_tokens": self.tokens, "prompt_tokens": 20}, finish_reason="length"
        )


def feed_healthy_load(v: Verification) -> None:
    v.handle_event(ev.StateChanged(ev.EngineState.STARTING))
    v.handle_event(ev.Fp8HeadClaim("Online FP8 quantization enabled for lm_head."))
    v.handle_event(ev.ExtReport(dict(TARGET_FP8)))
    v.handle_event(ev.ExtReport(dict(DRAFT_SHARED)))
    v.handle_event(ev.HummingMoeLine("Using indexed gemm for humming moe"))
    v.handle_event(ev.ServerReady())
    v.handle_event(ev.StateChanged(ev.EngineState.READY))


def test_verdicts_pending_until_evidence_then_pass_and_listeners_hear_changes():
    v = Verification(uses_ext=True)
    seen: list[vd.Verdict] = []
    v.on_change(seen.append)
    assert {x.status for x in v.live_verdicts} == {Status.PENDING}
    feed_healthy_load(v)
    assert v.verdict(vd.ENGINE_READY).status == Status.PASS
    # Evidence arrived but the live checks have not run: nothing optimization-wise is green yet.
    assert v.verdict(vd.HUMMING_MOE).status == Status.PENDING
    asyncio.run(v.run_live(FakeClient()))
    for id in vd.OPTIMIZATION_IDS:
        assert v.verdict(id).status == Status.PASS, v.verdict(id)
        assert v.verdict(id).duration_s is not None
    changed_ids = {x.id for x in seen}
    assert set(vd.OPTIMIZATION_IDS) <= changed_ids
    assert seen[-1].status != Status.PENDING


def test_probe_request_is_the_fixed_one():
    v = Verification()
    client = FakeClient()
    asyncio.run(v.run_live(client))
    p = client.payloads[0]
    assert p == probe_payload("Ling-3.0-flash")
    assert p["max_tokens"] == PROBE_MAX_TOKENS == 128
    assert p["temperature"] == 0
    assert p["chat_template_kwargs"] == {"enable_thinking": False}
    assert p["return_spec_tokens_details"] is True
    assert p["stream_options"]["continuous_usage_stats"] is True


def test_no_evidence_fails_after_live_checks():
    v = Verification()
    v.handle_event(ev.StateChanged(ev.EngineState.READY))
    asyncio.run(v.run_live(FakeClient(info={}, accept=None)))
    v.finalize()
    for id in vd.OPTIMIZATION_IDS:
        assert v.verdict(id).status == Status.FAIL


def test_malformed_stream_fails_the_probe():
    v = Verification()
    feed_healthy_load(v)
    asyncio.run(v.run_live(FakeClient(broken=True)))
    assert v.verdict(vd.PROBE).status == Status.FAIL
    assert "malformed" in v.verdict(vd.PROBE).summary


def test_crash_before_ready_fails_with_diagnosis_and_lines():
    v = Verification()
    v.handle_event(ev.StateChanged(ev.EngineState.STARTING))
    lines = (
        "[2026-01-01 00:00:01] Load weight begin. avail mem=80.00 GB",
        "[2026-01-01 00:00:02] torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB",
    )
    d = ev.Diagnosis(
        "oom",
        "The engine ran out of GPU memory.",
        "Close things.",
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB",
    )
    v.handle_event(ev.Exited(ev.ProcessOutcome(1, None, False, lines, d)))
    r = v.verdict(vd.ENGINE_READY)
    assert r.status == Status.FAIL and r.summary == d.summary
    assert any("CUDA out of memory" in e for e in r.evidence)
    for id in vd.OPTIMIZATION_IDS:  # never tested: grey, the Engine row carries the failure
        assert v.verdict(id).status == Status.SKIP


def test_expected_stop_is_not_a_failure():
    v = Verification()
    feed_healthy_load(v)
    v.handle_event(ev.Exited(ev.ProcessOutcome(0, None, True, ())))
    assert v.verdict(vd.ENGINE_READY).status == Status.PASS


def test_timeout_quotes_last_log_line():
    v = Verification()
    v.begin()
    v.timed_out(5.0, ["[2026-01-01 00:00:00] Load weight begin. avail mem=80.00 GB"])
    r = v.verdict(vd.ENGINE_READY)
    assert r.status == Status.FAIL
    assert "within 5 s" in r.summary and "Load weight begin" in r.summary


def test_restart_resets_the_verdicts():
    v = Verification()
    feed_healthy_load(v)
    asyncio.run(v.run_live(FakeClient()))
    assert v.verdict(vd.HUMMING_MOE).status == Status.PASS
    v.handle_event(ev.Exited(ev.ProcessOutcome(0, None, True, ())))
    v.handle_event(ev.StateChanged(ev.EngineState.STARTING))
    assert v.verdict(vd.HUMMING_MOE).status == Status.PENDING
    assert v.verdict(vd.ENGINE_READY).status == Status.PENDING


def test_turned_off_and_profile_speed():
    opt = Optimizations(humming_moe=False, fp8_lm_head=False, mtp_nextn=True)
    v = Verification(opt, profile=PROFILES["gb10"])
    v.handle_event(ev.StateChanged(ev.EngineState.READY))
    asyncio.run(v.run_live(FakeClient()))
    assert v.verdict(vd.HUMMING_MOE).status == Status.SKIP
    assert v.verdict(vd.FP8_LM_HEAD).status == Status.SKIP
    # The fake streams thousands of tok/s: far above the Spark's ~50.
    assert v.verdict(vd.DECODE_SPEED).status == Status.PASS


def test_bind_to_a_supervisor_like_object():
    class Sup:
        def __init__(self) -> None:
            self.listeners: list = []

        def subscribe(self, cb):
            self.listeners.append(cb)
            return lambda: self.listeners.remove(cb)

    sup = Sup()
    v = Verification()
    v.bind(sup)
    for cb in sup.listeners:
        cb(ev.StateChanged(ev.EngineState.READY))
    assert v.verdict(vd.ENGINE_READY).status == Status.PASS
    v.unbind()
    assert sup.listeners == []


def test_a_broken_listener_does_not_break_verification():
    v = Verification()
    v.on_change(lambda _v: 1 / 0)
    v.handle_event(ev.StateChanged(ev.EngineState.READY))
    assert v.verdict(vd.ENGINE_READY).status == Status.PASS


def test_a_broken_stream_waits_for_the_engine_exit_and_names_the_crash():
    import httpx

    class CrashingClient(FakeClient):
        async def stream_chat(self, payload):
            yield ChatChunk(content="one", usage={"completion_tokens": 1})
            try:
                raise httpx.RemoteProtocolError("peer closed connection")
            except httpx.RemoteProtocolError as exc:
                raise StreamProtocolError("The connection broke mid-stream") from exc

    async def scenario(v: Verification) -> None:
        async def crash_later() -> None:
            await asyncio.sleep(0.1)
            d = ev.Diagnosis(
                "cuda_error",
                "The GPU or its driver reported an error.",
                "nvidia-smi",
                "torch.AcceleratorError: CUDA error: an illegal memory access",
            )
            v.handle_event(ev.Exited(ev.ProcessOutcome(None, 9, False, (), d)))

        task = asyncio.ensure_future(crash_later())
        await v.run_live(CrashingClient())
        await task

    v = Verification()
    feed_healthy_load(v)
    asyncio.run(scenario(v))
    assert v.verdict(vd.PROBE).status == Status.FAIL
    assert any("illegal memory access" in e for e in v.verdict(vd.PROBE).evidence)
    assert "then crashed" in v.verdict(vd.ENGINE_READY).summary


def test_engine_key_never_starts_with_a_dash(monkeypatch):
    """Found by the check e2e runs: SGLang reads `--api-key -xyz` as a missing value."""
    import secrets

    from app.core import secrets as app_secrets

    keys = iter(["-starts-with-dash", "fine-key"])
    monkeypatch.setattr(secrets, "token_urlsafe", lambda n: next(keys))
    assert app_secrets.new_key() == "fine-key"


def test_the_api_key_is_never_quoted_in_evidence():
    v = Verification()
    v.configure(secret="SECRET-KEY-123")
    lines = ("sglang serve: error: unrecognized arguments: --api_key SECRET-KEY-123",)
    d = ev.Diagnosis("unknown", "The engine stopped.", "Read the log.", lines[0])
    v.handle_event(ev.Exited(ev.ProcessOutcome(2, None, False, lines, d)))
    text = str([x.to_dict() for x in v.verdicts])
    assert "SECRET-KEY-123" not in text and "<redacted>" in text


# --- mechanisms, with a clock the test moves ------------------------------------------------


class Clock:
    """A monotonic clock that stands still until the test (or a fake engine) moves it."""

    def __init__(self, now: float = 100.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


class Ticking:
    """A clock that moves on by `step` at every reading: two readings are never equal."""

    def __init__(self, now: float = 0.0, step: float = 0.5) -> None:
        self.now, self.step = now, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


class ClockedClient(FakeClient):
    """FakeClient whose /server_info and probe stream take `info_s` and `stream_s` of the clock."""

    def __init__(
        self, clock: Clock | FakeTime, info_s: float = 0.5, stream_s: float = 2.0, **kw: Any
    ):
        kw.setdefault("tokens", 15)  # 16 clock steps of stream_s / 16: exact in binary
        super().__init__(**kw)
        self.clock, self.info_s, self.stream_s = clock, info_s, stream_s
        self.info_calls = 0
        self.info_error: Exception | None = None
        self.after_error: Exception | None = None

    async def server_info(self) -> dict[str, Any]:
        self.info_calls += 1
        if self.info_calls == 1:
            self.clock.now += self.info_s
            if self.info_error is not None:
                raise self.info_error
        elif self.after_error is not None:
            raise self.after_error
        return self.info

    async def stream_chat(self, payload: dict[str, Any]):
        self.payloads.append(payload)
        step = self.stream_s / (self.tokens + 1)
        for i in range(1, self.tokens + 1):
            self.clock.now += step
            yield ChatChunk(content=" tok", usage={"completion_tokens": i})
        self.clock.now += step
        if self.accept is not None:
            yield ChatChunk(spec={"spec_accept_length": self.accept, "spec_verify_ct": 5})
        yield ChatChunk(usage={"completion_tokens": self.tokens}, finish_reason="length")


def started(clock: Clock | Ticking | FakeTime, **kw: Any) -> Verification:
    v = Verification(clock=clock, **kw)
    v.begin()
    v.handle_event(ev.StateChanged(ev.EngineState.STARTING))
    return v


def test_ready_after_counts_from_begin_not_from_the_starting_event():
    clock = Clock(10.0)
    v = Verification(clock=clock)
    v.begin()
    clock.now = 12.0  # the process is spawned a little later
    v.handle_event(ev.StateChanged(ev.EngineState.STARTING))
    clock.now = 10.5 + 15.0
    v.handle_event(ev.StateChanged(ev.EngineState.READY))
    assert v.started_at == 10.0 and v.ready_at == 25.5
    assert v.obs.ready_after_s == 15.5
    ready = v.verdict(vd.ENGINE_READY)
    assert ready.status == Status.PASS and ready.duration_s == 15.5
    assert ready.summary == "The engine answers /health after 15.5 s."


def test_a_quick_ready_is_not_rounded_up():
    clock = Clock(10.0)
    v = started(clock)
    clock.now = 10.25
    v.handle_event(ev.StateChanged(ev.EngineState.READY))
    assert v.obs.ready_after_s == 0.25 and v.verdict(vd.ENGINE_READY).duration_s == 0.25


def test_the_engine_ready_duration_ends_when_it_was_ready():
    # Every clock reading differs: the duration is ready_at - started_at, not a later reading.
    clock = Ticking()
    v = started(clock)
    v.handle_event(ev.StateChanged(ev.EngineState.READY))
    assert v.verdict(vd.ENGINE_READY).duration_s == v.obs.ready_after_s
    assert v.obs.ready_after_s == v.ready_at - v.started_at  # type: ignore[operator]


def test_readiness_without_a_start_has_no_ready_after():
    clock = Clock(5.0)
    v = Verification(clock=clock)
    v.handle_event(ev.StateChanged(ev.EngineState.READY))
    assert v.obs.ready and v.obs.ready_after_s is None and v.ready_at == 5.0
    assert v.verdict(vd.ENGINE_READY).duration_s == 0.0  # nothing to count from


def test_a_second_ready_event_changes_nothing():
    clock = Clock(1.0)
    v = started(clock)
    clock.now = 3.0
    v.handle_event(ev.StateChanged(ev.EngineState.READY))
    clock.now = 9.0
    v.handle_event(ev.StateChanged(ev.EngineState.READY))
    assert v.ready_at == 3.0 and v.obs.ready_after_s == 2.0


@pytest.mark.parametrize(
    "state", [ev.EngineState.LOADING, ev.EngineState.STOPPING, ev.EngineState.CRASHED]
)
def test_other_states_are_not_readiness(state):
    v = started(Clock())
    v.handle_event(ev.StateChanged(state))
    assert not v.obs.ready and v.ready_at is None
    assert v.verdict(vd.ENGINE_READY).status == Status.PENDING


def test_live_durations_count_from_the_start_of_the_live_checks():
    clock = Clock(10.0)
    v = started(clock, uses_ext=True)
    clock.now = 25.0
    v.handle_event(ev.StateChanged(ev.EngineState.READY))
    clock.now = 30.0
    client = ClockedClient(clock, info_s=0.5, stream_s=2.0)
    verdicts = asyncio.run(v.run_live(client))  # no model given: /server_info first
    assert v.live_started_at == 30.0
    # /server_info 30 -> 30.5, the probe 30.5 -> 32.5; decided at 32.5.
    by_id = {x.id: x for x in verdicts}
    assert by_id[vd.PROBE].duration_s == 2.5
    assert by_id[vd.MTP_NEXTN].duration_s == 2.5
    assert by_id[vd.ENGINE_READY].duration_s == 15.0
    assert v.live_timings == {
        "server_info_s": 0.5,
        "settle_s": 0.0,
        "probe_s": 2.0,
        "live_s": 2.5,
    }
    assert v.obs.probe is not None and v.obs.probe.wall_s == 2.0
    # A decided verdict keeps its duration: later updates do not stretch it.
    clock.now = 90.0
    v.finalize()
    assert v.verdict(vd.PROBE).duration_s == 2.5
    assert v.verdict(vd.ENGINE_READY).duration_s == 15.0


def test_each_check_keeps_the_time_it_was_decided_at():
    clock = Clock(10.0)
    v = started(clock, uses_ext=True)
    clock.now = 10.5
    v.handle_event(ev.StateChanged(ev.EngineState.READY))
    clock.now = 11.0
    v.finalize()  # at 11.0: every live check decided now, 0.5 s after ready
    assert v.verdict(vd.PROBE).duration_s == 0.5
    assert v.verdict(vd.ENGINE_READY).duration_s == 0.5


def test_checks_decided_before_ready_count_from_the_start():
    clock = Clock(10.0)
    v = started(clock)
    clock.now = 30.0
    d = ev.Diagnosis("oom", "The engine ran out of GPU memory.", "Close things.", "OOM")
    v.handle_event(ev.Exited(ev.ProcessOutcome(1, None, False, (), d)))
    assert v.verdict(vd.HUMMING_MOE).status == Status.SKIP
    assert v.verdict(vd.HUMMING_MOE).duration_s == 20.0
    assert v.verdict(vd.ENGINE_READY).duration_s == 20.0


def test_without_begin_every_duration_is_zero():
    clock = Clock(10.0)
    v = Verification(clock=clock)
    clock.now = 30.0
    v.engine_failed(ev.Diagnosis("launcher", "No launcher.", "Fix it.", "x"))
    assert v.verdict(vd.ENGINE_READY).duration_s == 0.0
    assert v.verdict(vd.HUMMING_MOE).duration_s == 0.0


def test_listeners_hear_each_change_once_and_nothing_else():
    clock = Clock(1.0)
    v = started(clock)
    seen: list[vd.Verdict] = []
    v.on_change(seen.append)
    v.handle_event(ev.ServerReady())  # a line, but no verdict changes before ready
    assert seen == []
    v.handle_event(ev.StateChanged(ev.EngineState.READY))
    assert [(x.id, x.status) for x in seen] == [(vd.ENGINE_READY, Status.PASS)]
    seen.clear()
    v.handle_event(ev.LogLine("[2026-01-01 00:00:00] INFO: GET /health 200"))
    assert seen == []


def test_unsubscribed_listeners_hear_nothing_and_unsubscribing_twice_is_harmless():
    v = started(Clock())
    seen: list[vd.Verdict] = []
    unsubscribe = v.on_change(seen.append)
    unsubscribe()
    unsubscribe()
    v.handle_event(ev.StateChanged(ev.EngineState.READY))
    assert seen == []


def test_a_restart_resets_and_tells_the_listeners():
    clock = Clock(1.0)
    v = started(clock)
    clock.now = 2.0
    v.handle_event(ev.StateChanged(ev.EngineState.READY))  # ready, no live checks yet
    seen: list[vd.Verdict] = []
    v.on_change(seen.append)
    clock.now = 7.0
    v.handle_event(ev.StateChanged(ev.EngineState.STARTING))
    assert v.verdict(vd.ENGINE_READY).status == Status.PENDING
    assert vd.ENGINE_READY in [x.id for x in seen]
    assert {x.status for x in seen} == {Status.PENDING}
    # The new start counts from now; the old one's times are forgotten.
    assert v.started_at == 7.0 and v.ready_at is None and v.live_started_at is None
    assert not v.obs.ready


def test_a_start_after_a_crash_before_ready_is_a_new_start():
    clock = Clock(1.0)
    v = started(clock)
    v.handle_event(ev.Exited(ev.ProcessOutcome(1, None, False, ("boom",))))
    assert v.verdict(vd.ENGINE_READY).status == Status.FAIL
    clock.now = 4.0
    v.handle_event(ev.StateChanged(ev.EngineState.STARTING))
    assert v.obs.failure is None and v.started_at == 4.0
    assert v.verdict(vd.ENGINE_READY).status == Status.PENDING


def test_a_reset_keeps_the_configuration_and_the_profile():
    v = Verification(Optimizations(humming_moe=False), profile=PROFILES["gb10"], clock=Clock())
    v.configure(uses_ext=True, log_access=False)
    v.reset()
    assert v.obs.uses_ext is True and v.obs.log_access is False and v.obs.humming is False
    assert v.obs.profile_id == "gb10" and v.obs.profile_title == PROFILES["gb10"].title
    v.configure()  # nothing given: nothing changes
    assert v.obs.uses_ext is True and v.obs.log_access is False


def test_a_fresh_session_asks_for_nothing_special():
    v = Verification()
    assert v.obs.uses_ext is False and v.obs.log_access is True and v.obs.fp8_native is None
    assert v.started_at is None and v.ready_at is None and v.live_timings == {}
    assert v.profile is PROFILES["generic"] and v.preflight == []


def test_engine_log_lines_land_in_the_observations_stripped():
    v = started(Clock())
    v.handle_event(ev.HummingMoeLine("  Using indexed gemm for humming moe \n"))
    v.handle_event(ev.MoeBackendLine("flashinfer_mxfp4", " moe_runner_backend=flashinfer_mxfp4 "))
    v.handle_event(ev.Fp8HeadClaim(" Online FP8 quantization enabled for lm_head. "))
    v.handle_event(ev.ServerReady())
    o = v.obs
    assert o.humming_lines == ["Using indexed gemm for humming moe"]
    assert o.backend_lines == [("flashinfer_mxfp4", "moe_runner_backend=flashinfer_mxfp4")]
    assert o.fp8_claims == ["Online FP8 quantization enabled for lm_head."]
    assert o.ready_line == "The server is fired up and ready to roll!"


def test_extension_reports_are_sorted_by_role():
    v = started(Clock())
    other = {"schema": 1, "role": "observer"}
    v.handle_event(ev.ExtReport(dict(TARGET_FP8)))
    v.handle_event(ev.ExtReport(dict(DRAFT_SHARED)))
    v.handle_event(ev.ExtReport(other))
    v.handle_event(ev.ExtReport({"schema": 1}))
    v.handle_event(ev.RankExtReport(1, dict(TARGET_FP8)))
    o = v.obs
    assert o.target_reports == [TARGET_FP8] and o.draft_reports == [DRAFT_SHARED]
    assert o.other_reports == [other, {"schema": 1}]
    assert o.rank_reports == [(1, TARGET_FP8)]


def test_decode_lines_count_only_after_ready():
    v = started(Clock())
    before = ev.DecodeStats(1, 1.0, 0.0, 10.0, True, 0)
    after = ev.DecodeStats(1, 2.7, 0.57, 50.0, True, 0)
    v.handle_event(before)
    v.handle_event(ev.StateChanged(ev.EngineState.READY))
    v.handle_event(after)
    assert v.obs.decode_after_ready == [after]


def test_decode_lines_kept_are_bounded_and_the_newest():
    v = started(Clock())
    v.handle_event(ev.StateChanged(ev.EngineState.READY))
    lines = [ev.DecodeStats(1, 2.0 + i / 10_000, 0.5, 50.0, True, i) for i in range(1000)]
    for d in lines:
        v.handle_event(d)
    assert v.obs.decode_after_ready == lines[-session.DECODE_KEPT :]


def test_a_crash_without_a_diagnosis_says_how_it_ended():
    v = started(Clock())
    v.handle_event(ev.Exited(ev.ProcessOutcome(None, 9, False, ("a line",))))
    assert v.obs.failure == ev.Diagnosis(
        "unknown", "The engine crashed, killed by signal 9.", "Read the engine log."
    )
    assert v.obs.failure_lines == ["engine log: a line"]


def test_a_crash_quotes_the_diagnosis_line_first():
    v = started(Clock())
    d = ev.Diagnosis("oom", "Out of memory.", "Close things.", "torch.OutOfMemoryError: CUDA")
    v.handle_event(ev.Exited(ev.ProcessOutcome(1, None, False, ("x", "y"), d)))
    assert v.obs.failure is d
    # No error line among the last lines: the last two are quoted after the diagnosis's.
    assert v.obs.failure_lines == [
        "engine log: torch.OutOfMemoryError: CUDA",
        "engine log: x",
        "engine log: y",
    ]


def test_only_the_first_failure_counts():
    v = started(Clock())
    first = ev.Diagnosis("timeout", "Too slow.", "Wait.", "x")
    v.engine_failed(first, ["[2026-01-01 00:00:00] still loading"])
    v.handle_event(ev.Exited(ev.ProcessOutcome(None, 2, False, ())))
    v.engine_failed(ev.Diagnosis("launcher", "Later.", "No.", "y"))
    assert v.obs.failure is first
    assert v.obs.failure_lines == ["engine log: x", "engine log: still loading"]


def test_engine_failed_after_ready_is_not_a_failure_to_start():
    v = started(Clock())
    v.handle_event(ev.StateChanged(ev.EngineState.READY))
    v.engine_failed(ev.Diagnosis("timeout", "Too slow.", "Wait.", "x"))
    assert v.obs.failure is None
    assert v.verdict(vd.ENGINE_READY).status == Status.PASS


def test_timed_out_quotes_the_last_line_and_says_what_to_do():
    v = started(Clock())
    v.timed_out(600, ["[2026-01-01 00:00:00] Capture cuda graph begin.", "   "])
    d = v.obs.failure
    assert d == ev.Diagnosis(
        "timeout",
        "The engine did not become ready within 600 s (timeout); its last log line: "
        "Capture cuda graph begin.",
        "Read the engine log: a first start compiles kernels and captures CUDA graphs, which "
        "takes minutes. If it was still making progress, raise the ready timeout in Settings > "
        "Engine; if it hung, restart it.",
        "Capture cuda graph begin.",
        "On the command line the ready timeout is --timeout.",
    )
    assert v.obs.failure_lines == ["engine log: Capture cuda graph begin."]
    ready = v.verdict(vd.ENGINE_READY)
    assert (ready.remedy, ready.remedy_detail) == (d.remedy, d.remedy_detail)


def test_timed_out_quotes_the_engines_error_lines_too():
    v = started(Clock())
    v.timed_out(60, ["RuntimeError: warmup failed once", "retrying", "Capture cuda graph begin."])
    assert v.obs.failure_lines == [
        "engine log: Capture cuda graph begin.",
        "engine log: RuntimeError: warmup failed once",
    ]


def test_timed_out_with_no_output_says_so():
    v = started(Clock())
    v.timed_out(2.5, [])
    d = v.obs.failure
    assert d is not None and d.evidence == "(the engine printed nothing)"
    assert d.summary.endswith(
        "within 2.5 s (timeout); its last log line: (the engine printed nothing)"
    )


def test_mark_ready_is_readiness_seen_from_outside():
    clock = Clock(3.0)
    v = Verification(clock=clock, log_access=False)
    v.begin()
    clock.now = 5.0
    v.mark_ready(1.75)
    assert v.obs.ready and v.ready_at == 5.0 and v.obs.ready_after_s == 1.75
    assert v.verdict(vd.ENGINE_READY).summary == "The engine answers /health after 1.8 s."


def test_run_live_keeps_an_earlier_readiness():
    clock = Clock(10.0)
    v = started(clock)
    clock.now = 20.0
    v.handle_event(ev.StateChanged(ev.EngineState.READY))
    clock.now = 21.0
    asyncio.run(v.run_live(ClockedClient(clock)))
    assert v.ready_at == 20.0 and v.obs.ready_after_s == 10.0


def test_not_started_and_finalize_decide_every_check():
    v = Verification(clock=Clock())
    v.not_started("preflight failed (gpu)")
    assert v.verdict(vd.ENGINE_READY).summary.endswith("preflight failed (gpu)")
    v2 = started(Clock())
    v2.handle_event(ev.StateChanged(ev.EngineState.READY))
    assert v2.pending  # the live checks wait for evidence
    v2.finalize()
    assert v2.obs.final is True and v2.pending == []
    assert v2.verdict(vd.PROBE).status == Status.FAIL


def test_preflight_verdicts_are_shown_first_and_announced():
    v = Verification(clock=Clock())
    seen: list[vd.Verdict] = []
    v.on_change(seen.append)
    pre = [vd.Verdict.make(vd.GPU, Status.PASS, "One GPU.")]
    v.set_preflight(pre)
    assert seen == pre
    assert v.verdicts[0] == pre[0] and v.verdict(vd.GPU) == pre[0]
    assert v.live_verdicts == v.verdicts[1:]
    assert v.verdict("no-such-check") is None


def test_set_profile_changes_what_decode_speed_is_judged_by():
    v = Verification(clock=Clock())
    v.set_profile(PROFILES["gb10"])
    assert v.profile is PROFILES["gb10"]
    assert (v.obs.profile_id, v.obs.profile_title) == ("gb10", PROFILES["gb10"].title)
    # run_live with a different profile switches to it too.
    v2 = Verification(clock=Clock())
    v2.handle_event(ev.StateChanged(ev.EngineState.READY))
    asyncio.run(v2.run_live(ClockedClient(Clock()), PROFILES["h200"]))
    assert v2.profile is PROFILES["h200"] and v2.obs.profile_id == "h200"


def test_for_settings_takes_the_profile_fp8_head_and_preflight_from_preflight():
    from app.core.settings import Settings
    from app.core.verify.preflight import PreflightRun

    settings = Settings()
    settings.optimizations.mtp_nextn = False
    settings.optimizations.mtp_steps = 2
    pre = [vd.Verdict.make(vd.GPU, Status.PASS, "One GPU.")]
    run = PreflightRun(pre, {"fp8_lm_head_native": True}, PROFILES["gb10"], [])
    v = Verification.for_settings(settings, run, log_access=False)
    assert v.obs.fp8_native is True and v.obs.log_access is False
    assert v.obs.mtp is False and v.obs.mtp_steps == 2 and v.obs.humming is True
    assert v.profile is PROFILES["gb10"] and v.preflight == pre
    # Probed but failed, or an answer that is not a yes/no: unknown.
    for probe in ({"error": "no sglang", "fp8_lm_head_native": True}, {"fp8_lm_head_native": 1}):
        run = PreflightRun(pre, probe, PROFILES["gb10"], [])
        assert Verification.for_settings(settings, run).obs.fp8_native is None
    # Without preflight: the generic profile, nothing known, logs readable.
    bare = Verification.for_settings(settings)
    assert bare.obs.fp8_native is None and bare.obs.log_access is True
    assert bare.profile is PROFILES["generic"] and bare.preflight == []
    assert Verification.for_settings(settings, PreflightRun(pre, None, PROFILES["gb10"], []))


def test_the_key_is_redacted_from_summary_evidence_and_remedy():
    v = started(Clock())
    v.configure(secret="SECRET-1")
    v.configure(secret="")  # an empty key is not a secret to replace
    d = ev.Diagnosis("launcher", "Refused SECRET-1.", "Run x SECRET-1.", "key SECRET-1",
                     "x --api-key SECRET-1")  # fmt: skip
    v.engine_failed(d)
    r = v.verdict(vd.ENGINE_READY)
    assert r.summary == "Refused <redacted>."
    assert r.remedy == "Run x <redacted>."
    assert r.remedy_detail == "x --api-key <redacted>"
    assert r.evidence == ["engine log: key <redacted>"]


def test_binding_again_leaves_the_first_supervisor_and_unbinding_twice_is_harmless():
    class Sup:
        def __init__(self) -> None:
            self.listeners: list = []

        def subscribe(self, cb):
            self.listeners.append(cb)
            return lambda: self.listeners.remove(cb)

    a, b = Sup(), Sup()
    v = Verification(clock=Clock())
    v.bind(a)
    v.bind(b)
    assert a.listeners == [] and len(b.listeners) == 1
    v.unbind()
    v.unbind()
    assert b.listeners == []


# --- decisive_lines ----------------------------------------------------------------------------


def test_decisive_lines_quote_the_last_three_error_lines_after_the_diagnosis():
    lines = [
        "[2026-01-01 00:00:01] ValueError: one",
        "[2026-01-01 00:00:02] Killed",
        "[2026-01-01 00:00:03] CUDA out of memory",
        "[2026-01-01 00:00:04] sglang: error: bad flag",
        "[2026-01-01 00:00:05] RuntimeError: last",
        "[2026-01-01 00:00:06] shutting down",
    ]
    d = ev.Diagnosis("x", "s", "r", "RuntimeError: last")
    assert decisive_lines(lines, d) == [
        "engine log: RuntimeError: last",
        "engine log: CUDA out of memory",
        "engine log: sglang: error: bad flag",
    ]
    assert decisive_lines(lines, None, n=1) == [
        "engine log: RuntimeError: last",
        "engine log: shutting down",  # under two lines: the last ones are added
    ]


@pytest.mark.parametrize(
    "marker_line", ["Killed", "CUDA out of memory", "main: error: x", "KeyError: 'a'"]
)
def test_each_marker_makes_a_line_decisive(marker_line):
    lines = [marker_line, "tail one", "tail two"]
    assert decisive_lines(lines, None, n=3)[0] == f"engine log: {marker_line}"


def test_decisive_lines_fall_back_to_the_last_two_lines():
    lines = ["loading", "", "  ", "still loading", "almost"]
    assert decisive_lines(lines, None) == ["engine log: still loading", "engine log: almost"]
    # One decisive line: the last lines are added, without repeating it.
    d = ev.Diagnosis("x", "s", "r", "almost")
    assert decisive_lines(lines, d) == ["engine log: almost", "engine log: still loading"]
    # Two decisive lines are enough: no fallback.
    lines2 = ["a", "b", "x Error 1", "x Error 2", "c"]
    assert decisive_lines(lines2, None) == ["engine log: x Error 1", "engine log: x Error 2"]
    # A diagnosis without evidence quotes nothing of its own.
    assert decisive_lines(["a"], ev.Diagnosis("x", "s", "r")) == ["engine log: a"]


def test_decisive_lines_skip_empty_and_repeated_lines():
    lines = ["[2026-01-01 00:00:01] ", "RuntimeError: x", "RuntimeError: x"]
    d = ev.Diagnosis("x", "s", "r", "RuntimeError: x")
    assert decisive_lines(lines, d) == ["engine log: RuntimeError: x"]


def test_a_progress_bar_sharing_a_line_keeps_the_log_message():
    line = "Loading 50%|#####| 5/10 [2026-01-01 00:00:09 TP0] RuntimeError: CUDA error"
    assert decisive_lines([line], None) == ["engine log: RuntimeError: CUDA error"]


# --- run_live: model name, /server_info, waiting for the engine's last words --------------------


@pytest.mark.parametrize(
    ("info", "model"),
    [
        ({"served_model_name": ["ling", "alias"]}, "ling"),
        ({"served_model_name": "ling-b"}, "ling-b"),
        ({"served_model_name": []}, "Ling-3.0-flash"),
        ({}, "Ling-3.0-flash"),
    ],
)
def test_the_probe_asks_for_the_served_model_name(info, model):
    v = Verification(clock=Clock())
    client = ClockedClient(Clock(), info=info)
    asyncio.run(v.run_live(client))
    assert client.payloads[0]["model"] == model


def test_an_unreadable_server_info_is_noted_and_the_default_name_used():
    from app.core.engine.client import EngineHTTPError

    v = Verification(clock=Clock())
    client = ClockedClient(Clock())
    client.info_error = EngineHTTPError("The engine has no /server_info endpoint.", 404)
    asyncio.run(v.run_live(client))
    assert v.obs.server_info is None
    assert v.obs.server_info_error == "The engine has no /server_info endpoint."
    assert client.payloads[0]["model"] == "Ling-3.0-flash"


def test_the_accept_length_is_read_again_from_the_engine_when_the_probe_had_none():
    v = Verification(clock=Clock())
    client = ClockedClient(Clock(), accept=None)
    asyncio.run(v.run_live(client))
    assert client.info_calls == 2 and v.obs.server_info_after == client.info


@pytest.mark.parametrize("error", ["http", "value"])
def test_a_failed_second_read_is_no_error(error):
    from app.core.engine.client import EngineHTTPError

    v = Verification(clock=Clock())
    client = ClockedClient(Clock(), accept=None)
    client.after_error = EngineHTTPError("gone") if error == "http" else ValueError("not JSON")
    asyncio.run(v.run_live(client))
    assert client.info_calls == 2 and v.obs.server_info_after is None and v.obs.live_done


@pytest.mark.parametrize("case", ["measured", "mtp_off"])
def test_no_second_read_when_not_needed(case):
    v = Verification(Optimizations(mtp_nextn=case == "measured"), clock=Clock())
    client = ClockedClient(Clock(), accept=2.7 if case == "measured" else None)
    asyncio.run(v.run_live(client))
    assert client.info_calls == 1 and v.obs.server_info_after is None


def test_the_probe_timeout_is_passed_on():
    class Hanging(FakeClient):
        async def stream_chat(self, payload):
            await asyncio.Event().wait()
            yield ChatChunk()

    t = FakeTime()  # the timeout waits on the clock the session reads
    v = Verification(clock=t)
    t.run(v.run_live(Hanging(), probe_timeout=0.05))
    assert v.obs.probe is not None
    assert v.obs.probe.error == "the probe generation did not finish within 0.05 s"


POST = "[2026-01-01 00:00:00] INFO: POST /v1/chat/completions"


def test_the_settle_waits_until_the_engine_log_is_quiet():
    """After the probe the engine prints its last lines; the session waits until the log has been
    quiet for SETTLE_QUIET_S. On fake time, which the settle's sleeps wait on too: a fake clock
    moved by real sleeps raced the settle's own under load (0.085 s, not 0.09)."""
    t = FakeTime(100.0)
    v = started(t)
    v.handle_event(ev.StateChanged(ev.EngineState.READY))
    last = ev.DecodeStats(1, 2.68, 0.56, 53.9, True, 0)
    # The probe ends at 100.0 (the client takes no time); then a line every 5 ms, never quiet
    # for 20 ms, until the decode line at 100.04; then quiet.
    for i in range(1, 9):
        t.at(100.0 + i * 0.005, lambda: v.handle_event(ev.LogLine(POST)))

    def decode_line() -> None:
        v.handle_event(last)
        v.handle_event(ev.LogLine("[2026-01-01 00:00:00] Decode batch, accept len: 2.68"))

    t.at(100.04, decode_line)
    t.run(v.run_live(ClockedClient(t, info_s=0.0, stream_s=0.0)))
    assert v.obs.decode_after_ready == [last]
    # It looks every 10 ms: at 100.06 the log has been quiet for 20 ms.
    assert v.live_timings["settle_s"] == pytest.approx(0.06)


def test_the_settle_gives_up_after_settle_max_s():
    t = FakeTime(100.0)
    v = started(t)
    v.handle_event(ev.StateChanged(ev.EngineState.READY))
    # A line every 2 ms for as long as it runs: the log is never quiet.
    t.every(0.002, lambda: v.handle_event(ev.LogLine("[2026-01-01 00:00:00] INFO: still talking")))
    t.run(v.run_live(ClockedClient(t, info_s=0.0, stream_s=0.0)))
    assert v.obs.live_done
    # Ended by the limit (the chatter never stops), at its first look past it (25 looks of
    # 10 ms fall a hair short of 0.25 s in floating point: the 26th ends it, every time).
    poll = session.SETTLE_QUIET_S / 2
    assert session.SETTLE_MAX_S <= v.live_timings["settle_s"] <= session.SETTLE_MAX_S + poll


def test_no_settle_without_the_engine_log_and_none_when_it_is_quiet():
    # Attached: no log to wait for (a frozen clock would never let a settle end).
    t = FakeTime(100.0)
    v = Verification(clock=t, log_access=False)
    t.run(v.run_live(ClockedClient(t)))
    assert v.live_timings["settle_s"] == 0.0
    # Our engine, but its log went quiet long ago: done at the first look, one poll in.
    t2 = FakeTime(100.0)
    v2 = started(t2)
    v2.handle_event(ev.LogLine("[2026-01-01 00:00:00] INFO: ready"))
    t2.now = 101.0
    t2.run(v2.run_live(ClockedClient(t2, info_s=0.0, stream_s=0.0)))
    assert v2.live_timings["settle_s"] == pytest.approx(session.SETTLE_QUIET_S / 2)


class _Broken(FakeClient):
    async def stream_chat(self, payload):
        import httpx

        yield ChatChunk(content="one", usage={"completion_tokens": 1})
        try:
            raise httpx.RemoteProtocolError("peer closed connection")
        except httpx.RemoteProtocolError as exc:
            raise StreamProtocolError("The connection broke mid-stream") from exc


def test_a_broken_stream_returns_verdicts_that_already_name_the_crash():
    d = ev.Diagnosis("cuda_error", "CUDA error.", "nvidia-smi", "CUDA error: illegal memory access")

    async def scenario(v: Verification) -> list[vd.Verdict]:
        async def crash_later() -> None:
            await asyncio.sleep(0.05)
            v.handle_event(ev.Exited(ev.ProcessOutcome(None, 9, False, (), d)))

        task = asyncio.ensure_future(crash_later())
        verdicts = await v.run_live(_Broken())
        await task
        return verdicts

    v = Verification()
    feed_healthy_load(v)
    verdicts = {x.id: x for x in asyncio.run(scenario(v))}
    assert "then crashed" in verdicts[vd.ENGINE_READY].summary
    assert any("illegal memory access" in e for e in verdicts[vd.PROBE].evidence)


def test_a_broken_stream_of_an_engine_that_lives_on_waits_only_crash_wait_s(monkeypatch):
    monkeypatch.setattr(session, "CRASH_WAIT_S", 0.05)
    v = Verification()
    feed_healthy_load(v)
    asyncio.run(v.run_live(_Broken()))
    assert v.obs.live_done and v.obs.crashed_later is None
    assert v.obs.probe is not None and v.obs.probe.error_kind == "broken"


def test_a_broken_stream_does_not_wait_when_attached_or_after_a_known_crash(monkeypatch):
    monkeypatch.setattr(session, "CRASH_WAIT_S", 3600.0)  # a wait would hang the test
    v = Verification(log_access=False)
    v.handle_event(ev.StateChanged(ev.EngineState.READY))
    asyncio.run(v.run_live(_Broken()))
    assert v.obs.live_done
    v2 = Verification()
    feed_healthy_load(v2)
    v2.handle_event(ev.Exited(ev.ProcessOutcome(None, 9, False, ())))
    asyncio.run(v2.run_live(_Broken()))
    assert v2.obs.live_done and v2.obs.server_info_after is None
