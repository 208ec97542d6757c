"""Tool-call plumbing: MCP tools as OpenAI tools, SGLang's streamed tool_calls assembled,
arguments checked against the tool's schema, results capped, permissions."""

from __future__ import annotations

import json
import re

import pytest

from app.core.tools.calls import (
    AssembledCall,
    Decision,
    Permissions,
    ToolCallAssembler,
    ToolCatalog,
    parse_arguments,
)
from app.core.tools.host import ToolSpec, schema_problem
from app.core.tools.results import cap_text
from tests.support.mcp_upstream import Reply, full_response, stream_events

ADD = {
    "type": "object",
    "properties": {"a": {"type": "integer"}, "b": {"type": "integer"}},
    "required": ["a", "b"],
}


def spec(server: str, name: str, schema: dict | None = None, problem: str | None = None):
    return ToolSpec(server, name, f"{name} tool", schema or ADD, problem)


def test_names_are_valid_unique_and_map_back_to_server_and_tool():
    cat = ToolCatalog.build(
        [
            spec("git", "log"),
            spec("my server", "read.file"),
            spec("my_server", "read-file"),  # cleans to the same name as the one above
            spec("x" * 50, "y" * 50),
            spec("x" * 50, "y" * 50 + "z"),
            spec("box", "broken", problem="its input schema is not valid"),
        ]
    )
    names = list(cat.by_name)
    assert names[:3] == ["git__log", "my_server__read_file", "my_server__read-file"]
    assert all(re.fullmatch(r"[A-Za-z0-9_-]{1,64}", n) for n in names)
    assert len(set(names)) == len(names) == 5
    assert cat.lookup("my_server__read_file").server == "my server"
    assert cat.lookup(names[4]).name == "y" * 50 + "z"
    assert [s.name for s, _why in cat.left_out] == ["broken"]  # never offered to the model
    tools = cat.openai_tools()
    assert tools[0] == {
        "type": "function",
        "function": {"name": "git__log", "description": "log tool", "parameters": ADD},
    }


def test_sglangs_streamed_tool_calls_assemble_into_whole_calls():
    reply = Reply(text="Let me check.", calls=[("git__log", '{"a": 1, "b": 22}'), ("x__y", "")])
    asm = ToolCallAssembler()
    for event in stream_events(reply):
        asm.feed_chunk(event)
    calls = asm.calls()
    assert calls == [
        AssembledCall("call_0ab12", "git__log", '{"a": 1, "b": 22}'),
        AssembledCall("call_1ab12", "x__y", ""),
    ]
    # The same reply not streamed gives the same calls.
    whole = ToolCallAssembler()
    whole.feed_chunk(full_response(reply))
    assert whole.calls() == calls


def test_interleaved_deltas_by_index_and_missing_ids_still_assemble():
    asm = ToolCallAssembler()
    asm.feed([{"index": 1, "id": "b", "function": {"name": "two", "arguments": "{"}}])
    asm.feed([{"index": 0, "function": {"name": "one", "arguments": '{"k"'}}])
    asm.feed([{"index": 1, "id": None, "function": {"name": None, "arguments": "}"}}])
    asm.feed([{"index": 0, "function": {"arguments": ": 1}"}}])
    assert asm.calls() == [
        AssembledCall("call_0", "one", '{"k": 1}'),
        AssembledCall("b", "two", "{}"),
    ]


@pytest.mark.parametrize(
    ("arguments", "said"),
    [
        ('{"a": 1', "are not valid JSON"),
        ("[1, 2]", "must be a JSON object"),
        ('{"a": 1}', "'b' is a required property"),
        ('{"a": "one", "b": 2}', "a: 'one' is not of type 'integer'"),
    ],
)
def test_arguments_that_do_not_fit_give_the_model_a_clear_message(arguments, said):
    args, problem = parse_arguments(AssembledCall("c", "box__add", arguments), spec("box", "add"))
    assert args is None and problem.startswith("Not run:") and said in problem


def test_good_and_empty_arguments_parse():
    s = spec("box", "add")
    assert parse_arguments(AssembledCall("c", "n", '{"a": 1, "b": 2}'), s) == ({"a": 1, "b": 2}, "")
    empty = spec("box", "now", {"type": "object", "properties": {}})
    assert parse_arguments(AssembledCall("c", "n", ""), empty) == ({}, "")


@pytest.mark.parametrize(
    ("schema", "said"),
    [
        ({"type": "object", "properties": {"x": {"type": "integr"}}}, "not valid JSON Schema"),
        ({"type": "array"}, "has type 'array'"),
        ("nope", "not a JSON object"),
        ({"type": "object", "required": "x"}, "not valid JSON Schema"),
    ],
)
def test_a_broken_schema_is_named(schema, said):
    assert said in schema_problem(schema)
    assert schema_problem(ADD) is None


def test_results_are_capped_with_the_rest_counted():
    assert cap_text("abc", 5) == "abc"
    assert cap_text("x" * 20, 5) == "xxxxx\n… 15 more characters"


def test_always_is_the_users_choice_persisted_as_data_and_revocable():
    perms = Permissions(["git.log"])
    assert perms.allowed_always("git", "log") and not perms.allowed_always("git", "push")
    perms.record("git", "push", Decision.ALLOW_ONCE)
    perms.record("git", "diff", Decision.DENY)
    assert not perms.allowed_always("git", "push")
    perms.record("git", "status", Decision.ALWAYS)
    assert perms.to_data() == ["git.log", "git.status"]
    perms.revoke("git", "log")
    assert Permissions(json.loads(json.dumps(perms.to_data()))).to_data() == ["git.status"]
