"""The "Tool calls" verdict against the SGLang double on loopback: structured calls pass; an
engine without a working tool-call parser (raw <tool_call> text) warns with the reason and the
fix; it is skipped after a failed probe generation and never raises or fails."""

from __future__ import annotations

import asyncio
import contextlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from threading import Thread

import pytest

from app.core.engine.client import EngineClient
from app.core.verify import verdict as vd
from app.core.verify.toolcheck import check_tool_calls, not_run, skip_reason
from app.core.verify.verdict import Status, Verdict
from tests.double.test_double import Engine, model_dir  # noqa: F401 (fixture)

KEY = "sk-tools"
ENGINE_ARGS = ["--api-key", KEY, "--reasoning-parser", "ling3", "--tool-call-parser", "ling3"]


def verdict_from(eng: Engine) -> Verdict:
    async def go() -> Verdict:
        async with EngineClient(eng.base, KEY) as client:
            return await check_tool_calls(client, "ling", timeout_s=20)

    return asyncio.run(go())


@pytest.fixture(scope="module", params=["healthy", "tool-parser-missing"])
def probed(request, model_dir) -> tuple[str, Verdict]:  # noqa: F811
    eng = Engine(model_dir, ["--double-fault", request.param, *ENGINE_ARGS])
    try:
        eng.wait_ready()
        yield request.param, verdict_from(eng)
    finally:
        eng.stop()


def test_the_verdict_has_the_fixed_id_and_title(probed):
    _mode, v = probed
    assert (v.id, v.title) == (vd.TOOL_CALLS, "Tool calls") == (v.id, vd.TITLES[vd.TOOL_CALLS])
    assert v.status != Status.FAIL and v.duration_s is not None


def test_structured_calls_pass_and_raw_text_warns_with_reason_and_fix(probed):
    mode, v = probed
    if mode == "healthy":
        assert v.status == Status.PASS, v
        assert v.summary == "Tool calls come back structured."
        assert "finish_reason = 'tool_calls'" in v.evidence
        assert not v.remedy
    else:
        assert v.status == Status.WARN, v
        assert "raw <tool_call> text" in v.summary and "chatting still works" in v.summary
        assert any("<tool_call>get_current_time" in e for e in v.evidence)
        assert "finish_reason = 'stop'" in v.evidence
        assert "Restart the engine" in v.remedy
        assert "--tool-call-parser ling3" in v.remedy_detail


def test_not_run_after_a_failed_probe_generation():
    failed = [Verdict.make(vd.PROBE, Status.FAIL, "The probe failed.")]
    reason = skip_reason(failed)
    assert reason is not None and "probe generation failed" in reason
    assert skip_reason([Verdict.make(vd.PROBE, Status.PASS, "ok")]) is None
    v = not_run(reason)
    assert (v.id, v.status) == (vd.TOOL_CALLS, Status.SKIP) and v.summary.startswith("Not run: ")


class _NotJson(BaseHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        body = b"data: {}\n\ndata: [DONE]\n\n"  # a 200 that is not the JSON asked for
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def test_an_unreadable_answer_is_a_warning_not_an_exception():
    server = ThreadingHTTPServer(("127.0.0.1", 0), _NotJson)
    Thread(target=server.serve_forever, daemon=True).start()
    try:

        async def go() -> Verdict:
            async with EngineClient(f"http://127.0.0.1:{server.server_address[1]}", None) as c:
                return await check_tool_calls(c, timeout_s=5)

        v = asyncio.run(go())
    finally:
        with contextlib.suppress(Exception):
            server.shutdown()
        server.server_close()
    assert v.status == Status.WARN and "could not read" in v.summary
