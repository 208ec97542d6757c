"""The Verification session: events in, verdict changes out, live checks with a fake client."""

from __future__ import annotations

import asyncio
from typing import Any

from app.core.engine import events as ev
from app.core.engine.client import ChatChunk, StreamProtocolError
from app.core.profiles import PROFILES
from app.core.settings import Optimizations
from app.core.verify import verdict as vd
from app.core.verify.generation import PROBE_MAX_TOKENS, probe_payload
from app.core.verify.session import Verification
from app.core.verify.verdict import Status
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
    from app.core import secrets as app_secrets

    keys = iter(["-starts-with-dash", "fine-key"])
    monkeypatch.setattr(app_secrets.secrets, "token_urlsafe", lambda n: next(keys))
    assert app_secrets.new_key() == "fine-key"


def test_the_api_key_is_never_quoted_in_evidence():
    v = Verification()
    v.configure(secret="SECRET-KEY-123")
    lines = ("sglang serve: error: unrecognized arguments: --api_key SECRET-KEY-123",)
    d = ev.Diagnosis("unknown", "The engine stopped.", "Read the log.", lines[0])
    v.handle_event(ev.Exited(ev.ProcessOutcome(2, None, False, lines, d)))
    text = str([x.to_dict() for x in v.verdicts])
    assert "SECRET-KEY-123" not in text and "<redacted>" in text
