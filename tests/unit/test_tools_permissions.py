"""The tool permission logic at its edges: an "always" that could not be saved, what the model
is told of an unknown tool, where the servers are saved and what a lost secret says.
Written from surviving mutants (tests/MUTATION.md, group `tools`)."""

from __future__ import annotations

import asyncio
import json
import logging

from app.core.paths import Paths
from app.core.tools.calls import (
    AssembledCall,
    Decision,
    Permissions,
    ToolCallAssembler,
    ToolCatalog,
    parse_arguments,
    unknown_tool_message,
)
from app.core.tools.chat import ChatTools, config_path, saved_servers
from app.core.tools.config import parse_config, write_config_file
from app.core.tools.host import McpHost, ToolSpec
from app.core.tools.loop import DENIED, CallRecord, ModelTurn, PendingCall, run_tool_loop
from app.core.tools.secrets import stash_secrets
from tests.support.mcp_upstream import Reply, upstream
from tests.unit.test_tools_loop import CATALOG, QUESTION, User, adder, loop


def test_an_always_that_cannot_be_saved_still_holds_for_this_run(caplog):
    def unwritable(_keys: list[str]) -> None:
        raise OSError("read-only settings")

    tools = ChatTools(McpHost([]), on_always=unwritable)
    with caplog.at_level(logging.ERROR):
        tools.remember_always("box", "add")
    assert tools.permissions().allowed_always("box", "add")
    assert not tools.permissions().allowed_always("box", "sub")
    assert "box.add" in caplog.text


def test_an_always_already_saved_is_not_saved_again():
    saved: list[list[str]] = []
    tools = ChatTools(McpHost([]), always_allowed=lambda: ["box.add"], on_always=saved.append)
    tools.remember_always("box", "add")
    assert saved == []


def test_the_model_is_told_which_tools_exist():
    cat = ToolCatalog.build([ToolSpec("git", "log", "", {}), ToolSpec("fs", "read", "", {})])
    assert unknown_tool_message("rm", cat) == (
        "Not run: there is no tool named 'rm'. The tools available are: fs__read, git__log."
    )
    assert unknown_tool_message("rm", ToolCatalog()).endswith("The tools available are: none.")


def test_an_assembler_is_true_once_a_call_came():
    a = ToolCallAssembler()
    assert not a
    a.feed([{"index": 0, "id": "c1", "function": {"name": "git__log", "arguments": ""}}])
    assert a


def test_servers_are_saved_in_mcp_json_and_a_lost_secret_is_named(tmp_path):
    paths = Paths.from_basedir(tmp_path / "base").ensure()
    assert config_path(paths) == paths.config_dir / "mcp.json"  # the file README names
    env = {"API_TOKEN": "s3cret", "OTHER_KEY": "k2"}
    server = parse_config({"mcpServers": {"t": {"command": "uvx", "env": env}}}).servers[0]
    kept, _warning = stash_secrets(paths, server)
    write_config_file(config_path(paths), [kept])
    (paths.config_dir / "mcp-secrets.json").write_text("{}")  # both secrets gone
    _servers, [note] = saved_servers(paths)
    assert note == (
        "tool server 't': the saved value of API_TOKEN, OTHER_KEY is gone from the keyring; "
        "enter it again in Settings > Tools"
    )


def test_every_refused_call_keeps_the_id_the_model_gave_it():
    script = [Reply(calls=[("box__sub", "{}"), ("box__add", "{oops")]), Reply("Sorry.")]
    with upstream(script) as up:
        out = loop(up, ask=User(), call=adder(), permissions=Permissions())
    [assistant] = [m for m in up.seen[1]["messages"] if m["role"] == "assistant"]
    given = [tc["id"] for tc in assistant["tool_calls"]]
    assert len(given) == 2 and all(given)
    assert [r.call_id for r in out.records] == given


def _scripted(*turns: ModelTurn):
    queue = list(turns)

    async def send(_messages, _tools) -> ModelTurn:
        return queue.pop(0)

    return send


def _run(send, **kw):
    async def go():
        # A bound, not a figure: a mutant that never stops fails here instead of hanging.
        return await asyncio.wait_for(
            run_tool_loop(QUESTION, catalog=CATALOG, send=send, **kw), timeout=60
        )

    return asyncio.run(go())


def test_history_keeps_each_refused_call_whole_and_only_the_asked_one_is_shown_as_a_card():
    calls = [AssembledCall("c1", "box__sub", "{}"), AssembledCall("c2", "box__add", '{"a": "x"}'),
             AssembledCall("c3", "box__add", '{"a": 1, "b": 2}')]  # fmt: skip
    events: list[tuple[str, object]] = []
    ran: list = []
    out = _run(
        _scripted(ModelTurn(tool_calls=calls), ModelTurn(content="OK.")),
        ask=User(Decision.DENY),
        call=adder(ran),
        permissions=Permissions(),
        on_event=lambda kind, data: events.append((kind, data)),
    )
    spec = CATALOG.lookup("box__add")
    assert spec is not None
    _, problem = parse_arguments(calls[1], spec)
    assert out.records == [
        CallRecord("c1", "box__sub", "", "box__sub", "{}", False,
                   unknown_tool_message("box__sub", CATALOG), False),
        CallRecord("c2", "box__add", "box", "add", '{"a": "x"}', False, problem, False),
        CallRecord("c3", "box__add", "box", "add", {"a": 1, "b": 2}, False, DENIED, False),
    ]  # fmt: skip
    assert ran == []
    assert [kind for kind, _ in events] == ["turn", "result", "result", "call", "result", "turn"]
    assert [d for k, d in events if k == "call"] == [
        PendingCall("c3", "box", "add", {"a": 1, "b": 2})
    ]


def test_a_call_that_raises_is_answered_as_failed_and_the_chat_goes_on():
    async def broken(server, tool, args):
        raise RuntimeError("socket closed")

    out = _run(
        _scripted(ModelTurn(tool_calls=[AssembledCall("c1", "box__add", '{"a": 1, "b": 2}')]),
                  ModelTurn(content="Sorry.")),
        ask=User(Decision.ALLOW_ONCE), call=broken, permissions=Permissions(),
    )  # fmt: skip
    assert out.ended == "answered"
    assert out.records == [CallRecord("c1", "box__add", "box", "add", {"a": 1, "b": 2}, True,
                                      "The call failed: socket closed", False)]  # fmt: skip


def test_stop_while_a_tool_runs_ends_the_loop():
    stop = asyncio.Event()

    async def slow(server, tool, args):
        stop.set()  # the user presses Stop while the tool works
        await asyncio.sleep(3600)

    out = _run(
        _scripted(ModelTurn(tool_calls=[AssembledCall("c1", "box__add", '{"a": 1, "b": 2}')])),
        ask=User(Decision.ALLOW_ONCE), call=slow, permissions=Permissions(), stop=stop,
    )  # fmt: skip
    assert out.ended == "stopped" and out.records == []
    assert out.messages[-1] == {"role": "tool", "tool_call_id": "c1",
                                "content": "Not run: stopped by the user."}  # fmt: skip


def test_the_model_is_told_exactly_what_does_not_fit_five_problems_at_most():
    schema = {
        "type": "object",
        "properties": {
            "p": {"type": "object", "properties": {"q": {"type": "integer"}}},
            **{k: {"type": "integer"} for k in "abcdefg"},
        },
        "required": ["a"],
    }
    tool = ToolSpec("box", "deep", "", schema)
    _, said = parse_arguments(AssembledCall("c", "box__deep", '{"p": {"q": "x"}}'), tool)
    head = "Not run: the arguments for box__deep do not match its parameters: "
    assert said == head + "'a' is a required property; p/q: 'x' is not of type 'integer'"
    wrong = {k: "x" for k in "abcdefg"}
    _, said = parse_arguments(AssembledCall("c", "box__deep", json.dumps(wrong)), tool)
    assert said.count("is not of type 'integer'") == 5
