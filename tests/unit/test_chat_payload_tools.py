"""A later question sees what the tools returned: an answer that used tools is sent again with
each call and its result (OpenAI's shape, as the tool loop sent them) before its text."""

from __future__ import annotations

import json

from app.core.chat.model import DONE, TOOL_CALLS, Conversation
from app.core.chat.payload import build_payload
from app.core.settings import Sampling


def test_an_earlier_answers_tool_calls_and_results_are_sent_before_its_text():
    conv = Conversation(title="t")
    q1 = conv.new_message("user", None, "What is 2 + 40?")
    a1 = conv.new_message("assistant", q1.id, "It is 42.")
    a1.status = DONE
    a1.meta = {TOOL_CALLS: [
        {"call_id": "call_1", "name": "box__add", "server": "box", "tool": "add",
         "arguments": {"a": 2, "b": 40}, "allowed": True, "ok": True, "result": "42"},
        {"call_id": "call_2", "name": "box__echo", "server": "box", "tool": "echo",
         "arguments": {"text": "hi"}, "allowed": False, "ok": False,
         "result": "Not run: the user denied this call."},
        {"call_id": "call_3", "name": "box__hang", "server": "box", "tool": "hang",
         "arguments": {}, "allowed": True},  # stopped while it ran: no result, not sent
    ]}  # fmt: skip
    q2 = conv.new_message("user", a1.id, "And doubled?")
    msgs = build_payload(conv, [q1, a1, q2], Sampling())["messages"]
    assert [m["role"] for m in msgs] == [
        "user", "assistant", "tool", "assistant", "tool", "assistant", "user"]  # fmt: skip
    call = msgs[1]["tool_calls"][0]
    assert call == {"id": "call_1", "type": "function",
                    "function": {"name": "box__add", "arguments": '{"a": 2, "b": 40}'}}  # fmt: skip
    assert json.loads(call["function"]["arguments"]) == {"a": 2, "b": 40}
    assert msgs[2] == {"role": "tool", "tool_call_id": "call_1", "content": "42"}
    assert msgs[4]["content"].startswith("Not run:")  # the denial, as the model was told
    assert msgs[5] == {"role": "assistant", "content": "It is 42."}


def test_an_answer_without_tools_is_sent_as_before():
    conv = Conversation(title="t")
    q = conv.new_message("user", None, "hi")
    a = conv.new_message("assistant", q.id, "hello")
    a.status = DONE
    q2 = conv.new_message("user", a.id, "again")
    msgs = build_payload(conv, [q, a, q2], Sampling())["messages"]
    assert msgs == [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "hello"},
                    {"role": "user", "content": "again"}]  # fmt: skip
