"""The double's tool calls, shaped like SGLang 0.5.23's serving_chat.py with and without a working
`--tool-call-parser` (the double as a real subprocess on loopback)."""

from __future__ import annotations

import json
import re

import httpx
import pytest

from app.core.verify.toolprobe import PROBE_TOOL, probe_payload
from tests.double.test_double import Engine, auth, model_dir, sse  # noqa: F401 (fixture)

CALL_ID = re.compile(r"^call_[0-9a-f]{24}$")
WEATHER = {
    "type": "function",
    "function": {
        "name": "get_weather",
        "description": "Weather for a city.",
        "parameters": {
            "type": "object",
            "properties": {
                "city": {"type": "string"},
                "days": {"type": "integer"},
                "unit": {"type": "string", "enum": ["c", "f"]},
            },
            "required": ["city", "days"],
        },
    },
}
PARSERS = ["--api-key", "sk-double-test", "--reasoning-parser", "ling3"]


@pytest.fixture(scope="module")
def parsed(model_dir):  # noqa: F811
    eng = Engine(model_dir, [*PARSERS, "--tool-call-parser", "ling3"])
    eng.wait_ready()
    yield eng
    eng.stop()


@pytest.fixture(scope="module")
def unparsed(model_dir):  # noqa: F811
    # The recipe's flag is there, but the parser does not work: the silent failure.
    eng = Engine(
        model_dir,
        ["--double-fault", "tool-parser-missing", *PARSERS, "--tool-call-parser", "ling3"],
    )
    eng.wait_ready()
    yield eng
    eng.stop()


def chat(eng: Engine, body: dict) -> dict:
    r = httpx.post(eng.base + "/v1/chat/completions", json=body, headers=auth(), timeout=20)
    assert r.status_code == 200, r.text
    return r.json()


def events(eng: Engine, body: dict) -> list[dict]:
    lines = sse(eng.base, {**body, "stream": True})
    assert lines[-1] == "data: [DONE]"
    return [json.loads(line[6:]) for line in lines[:-1]]


def ask(text: str, tools: list[dict], **extra) -> dict:
    return {"messages": [{"role": "user", "content": text}], "tools": tools, **extra}


def test_probe_comes_back_structured_non_streamed(parsed):
    resp = chat(parsed, probe_payload("ling"))
    (choice,) = resp["choices"]
    assert choice["finish_reason"] == "tool_calls" and choice["matched_stop"] is None
    message = choice["message"]
    (call,) = message["tool_calls"]
    assert CALL_ID.match(call["id"])
    assert (call["index"], call["type"]) == (0, "function")
    assert call["function"] == {"name": PROBE_TOOL, "arguments": "{}"}
    assert message["content"] == ""  # the call's XML is eaten by the parser
    assert message["reasoning_content"]  # Ling thinks before calling


def test_streamed_call_first_delta_names_it_then_argument_fragments(parsed):
    evs = events(parsed, ask("Weather in Oslo?", [WEATHER]))
    calls = [c["choices"][0]["delta"]["tool_calls"][0] for c in evs if c["choices"]
             and "tool_calls" in c["choices"][0]["delta"]]  # fmt: skip
    first, *rest = calls
    assert CALL_ID.match(first["id"])
    assert first["function"] == {"name": "get_weather", "arguments": ""}
    assert rest and all(c["id"] is None and c["function"]["name"] is None for c in rest)
    assert all(c["index"] == 0 and c["type"] == "function" for c in calls)
    args = "".join(c["function"]["arguments"] for c in rest)
    assert json.loads(args) == {"city": "sample city", "days": 1}
    # pydantic's full delta on call chunks (role/content/reasoning null, usage null)
    call_chunk = next(c for c in evs if c["choices"] and "tool_calls" in c["choices"][0]["delta"])
    assert call_chunk["choices"][0]["delta"]["content"] is None and call_chunk["usage"] is None
    text = "".join(c["choices"][0]["delta"].get("content") or "" for c in evs if c["choices"])
    assert "<tool_call>" not in text
    assert evs[-1]["choices"][0]["finish_reason"] == "tool_calls"


def test_markers_steer_the_call_and_a_tool_result_ends_the_loop(parsed):
    body = ask('Use it DOUBLE_TOOL_CALL nosuch DOUBLE_TOOL_ARGS {"q": "x"}', [WEATHER])
    (call,) = chat(parsed, body)["choices"][0]["message"]["tool_calls"]
    assert call["function"] == {"name": "nosuch", "arguments": '{"q": "x"}'}

    body["messages"] += [
        {"role": "assistant", "content": "", "tool_calls": [call]},
        {"role": "tool", "tool_call_id": call["id"], "content": "Sunny, 21 degrees, light wind."},
    ]
    resp = chat(parsed, body)
    choice = resp["choices"][0]
    assert "tool_calls" not in choice["message"] and choice["finish_reason"] == "stop"
    assert "Sunny, 21 degrees" in choice["message"]["content"]


def test_no_call_when_told_not_to(parsed):
    for body in (ask("hi", [WEATHER], tool_choice="none"), ask("DOUBLE_NO_TOOL hi", [WEATHER])):
        choice = chat(parsed, body)["choices"][0]
        assert "tool_calls" not in choice["message"] and choice["finish_reason"] == "stop"


def test_missing_parser_gives_raw_xml_in_content_and_stop(unparsed):
    choice = chat(unparsed, ask("Weather?", [WEATHER]))["choices"][0]
    assert "tool_calls" not in choice["message"]
    assert choice["finish_reason"] == "stop"
    assert choice["message"]["content"] == (
        "<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>sample city</arg_value>\n"
        "<arg_key>days</arg_key>\n<arg_value>1</arg_value>\n</tool_call>"
    )
    evs = events(unparsed, probe_payload())
    assert not any(c["choices"] and "tool_calls" in c["choices"][0]["delta"] for c in evs)
    text = "".join(c["choices"][0]["delta"].get("content") or "" for c in evs if c["choices"])
    assert text == f"<tool_call>{PROBE_TOOL}\n</tool_call>"
    assert evs[-1]["choices"][0]["finish_reason"] == "stop"


def test_required_choice_is_parsed_even_without_a_parser(unparsed):
    # serving_chat.py constrains "required" to a JSON array and parses it itself.
    choice = chat(unparsed, ask("Weather?", [WEATHER], tool_choice="required"))["choices"][0]
    assert choice["finish_reason"] == "tool_calls"
    assert choice["message"]["tool_calls"][0]["function"]["name"] == "get_weather"


def test_no_tool_call_parser_flag_is_raw_text_too(model_dir):  # noqa: F811
    eng = Engine(model_dir, PARSERS)
    try:
        eng.wait_ready()
        choice = chat(eng, probe_payload())["choices"][0]
        assert "tool_calls" not in choice["message"] and choice["finish_reason"] == "stop"
        assert choice["message"]["content"] == f"<tool_call>{PROBE_TOOL}\n</tool_call>"
    finally:
        eng.stop()
