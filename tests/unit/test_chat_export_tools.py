"""Tool calls in exports: Markdown shows each call (arguments and result as data, in fences a
result cannot close); JSON keeps them with the answer and an import checks their shape."""

from __future__ import annotations

import json

import pytest

from app.core.chat.export import ImportProblem, from_json, to_json, to_markdown
from app.core.chat.model import TOOL_CALLS, TOOLS_NOTE, Conversation

CALLS = [
    {"call_id": "call_1", "name": "box__add", "server": "box", "tool": "add",
     "arguments": {"a": 2, "b": 40}, "allowed": True, "result": "42", "ok": True},
    {"call_id": "call_2", "name": "box__echo", "server": "box", "tool": "echo",
     "arguments": {"text": "hi"}, "allowed": False, "result": "Not run: the user denied this call.",
     "ok": False},
    {"call_id": "call_3", "name": "box__echo", "server": "box", "tool": "echo",
     "arguments": {"text": "```"}, "allowed": True, "result": "<b>x</b>\n```\n# not a heading",
     "ok": True},
]  # fmt: skip


def conversation() -> Conversation:
    conv = Conversation(title="Sums")
    user = conv.new_message("user", None, "What is 2 + 40?")
    conv.new_message("assistant", user.id, "It is 42.", meta={TOOL_CALLS: CALLS})
    return conv


def test_markdown_lists_each_call_with_its_arguments_and_result_as_data():
    md = to_markdown(conversation())
    assert "**Tool calls**" in md
    assert "<summary>box.add (ran)</summary>" in md
    assert "<summary>box.echo (not run)</summary>" in md
    assert '"a": 2' in md and "\n42\n" in md
    # A result with a fence inside stays inside its own, longer fence; HTML stays text in it.
    assert "````text\n<b>x</b>\n```\n# not a heading\n````" in md
    assert md.index("**Tool calls**") < md.index("It is 42.")


def test_markdown_says_when_tools_were_unavailable():
    conv = Conversation()
    user = conv.new_message("user", None, "hi")
    note = "Tools are unavailable: calls come back as raw <tool_call> text."
    conv.new_message("assistant", user.id, "Hello.", meta={TOOLS_NOTE: note})
    assert "Tools are unavailable: calls come back as raw &lt;tool_call&gt; text." in to_markdown(
        conv
    )


def test_json_keeps_the_calls_through_export_and_import():
    data = json.loads(to_json(conversation()))
    answer = next(m for m in data["messages"] if m["role"] == "assistant")
    assert answer["meta"][TOOL_CALLS] == CALLS
    imported = from_json(json.dumps(data))
    conv = imported[0].conversation
    got = next(m for m in conv.messages.values() if m.role == "assistant")
    assert got.meta[TOOL_CALLS] == CALLS


def test_an_import_with_malformed_calls_is_refused_by_place():
    data = json.loads(to_json(conversation()))
    answer = next(m for m in data["messages"] if m["role"] == "assistant")
    answer["meta"][TOOL_CALLS] = [{"server": 3, "allowed": "yes"}, "x"]
    with pytest.raises(ImportProblem) as exc:
        from_json(json.dumps(data))
    text = " ".join(exc.value.problems)
    assert "tool_calls[0].server" in text and "tool_calls[0].allowed" in text
    assert "tool_calls[1]" in text
