"""Tool calling proven at start: the probe against a loopback upstream shaped like SGLang 0.5.23,
with a working parser (structured tool_calls) and without one (<tool_call> text in content)."""

from __future__ import annotations

import asyncio

from app.core.engine.client import EngineClient
from app.core.verify.toolprobe import PROBE_TOOL, TOOL_CALLS, probe_tool_calls, tools_available
from app.core.verify.verdict import Status
from tests.support.mcp_upstream import RAW_XML, Reply, upstream


def probe(reply: Reply):
    async def go(url):
        async with EngineClient(url, "k") as client:
            return await probe_tool_calls(client, "Ling-3.0-flash")

    with upstream([reply]) as up:
        verdict = asyncio.run(go(up.url))
    return verdict, up.seen


def test_a_structured_call_passes_with_what_was_seen():
    verdict, seen = probe(Reply(calls=[(PROBE_TOOL, "{}")]))
    assert (verdict.id, verdict.title, verdict.status) == (TOOL_CALLS, "Tool calls", Status.PASS)
    assert f"tool_calls[0].function.name = '{PROBE_TOOL}'" in verdict.evidence
    assert "finish_reason = 'tool_calls'" in verdict.evidence
    assert tools_available(verdict)
    (body,) = seen
    # "auto", the way a chat calls tools: "required" would be parsed by SGLang without a parser.
    assert body["tool_choice"] == "auto" and body["stream"] is False
    assert [t["function"]["name"] for t in body["tools"]] == [PROBE_TOOL]


def test_raw_tool_call_text_warns_with_the_reason_and_the_fix():
    verdict, _ = probe(Reply(text=RAW_XML))
    assert verdict.status == Status.WARN and not tools_available(verdict)
    assert "without a working tool-call parser" in verdict.summary
    assert "chatting still works" in verdict.summary
    assert any("<tool_call>" in e for e in verdict.evidence)
    assert "Restart the engine" in verdict.remedy
    assert "--tool-call-parser ling3" in verdict.remedy_detail


def test_an_answer_without_a_call_is_unproven_not_passed():
    verdict, _ = probe(Reply(text="It is noon."))
    assert verdict.status == Status.WARN and "not proven" in verdict.summary
    assert not tools_available(verdict)


def test_an_engine_error_is_a_warning_that_quotes_it():
    verdict, _ = probe(Reply(status=400))
    assert verdict.status == Status.WARN and "scripted failure" in verdict.summary


def test_an_engine_that_never_answers_is_a_warning_not_a_hang():
    import socket

    async def go(port):
        async with EngineClient(f"http://127.0.0.1:{port}", None) as client:
            return await probe_tool_calls(client, timeout_s=0.5)

    with socket.socket() as listener:  # accepts, never answers: a frozen engine
        listener.bind(("127.0.0.1", 0))
        listener.listen()
        verdict = asyncio.run(go(listener.getsockname()[1]))
    assert verdict.status == Status.WARN and "no answer within 0.5 s" in verdict.summary
