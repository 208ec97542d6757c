"""The MCP host against real MCP servers written with the official SDK (tests/support/
mcp_toolbox.py), over stdio and over Streamable HTTP on 127.0.0.1."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.core.procgroup import group_alive
from app.core.tools.config import ServerConfig, parse_config
from app.core.tools.host import McpHost, State

SUPPORT = Path(__file__).resolve().parents[1] / "support"
TOOLBOX = str(SUPPORT / "mcp_toolbox.py")


def stdio(mode: str = "stdio", **env: str) -> list[ServerConfig]:
    entry = {"command": sys.executable, "args": [TOOLBOX, mode], "env": env}
    parsed = parse_config({"mcpServers": {"box": entry}})
    assert parsed.ok, parsed.problems
    return parsed.servers


def wait_gone(pgid: int, within: float = 20.0) -> bool:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        if not group_alive(pgid):
            return True
        time.sleep(0.05)
    return False


def test_lists_tools_calls_one_and_stops_the_server_with_its_group(tmp_path):
    pidfile = tmp_path / "pid"

    async def go():
        host = McpHost(stdio(MCP_PIDFILE=str(pidfile)))
        assert host.status("box").state == State.STOPPED  # nothing runs until needed
        tools = await host.list_tools()
        names = {t.name: t for t in tools}
        assert names["echo"].description == "Echo the text back."
        assert names["add"].problem is None
        assert "integr" in names["broken"].problem  # listed, flagged, the others fine
        assert host.status("box").state == State.READY
        result = await host.call_tool("box", "add", {"a": 2, "b": 40})
        assert (result.ok, result.text) == (True, "42")
        pgid = int(pidfile.read_text().split()[1])
        assert group_alive(pgid)
        await host.aclose()
        assert host.status("box").state == State.STOPPED
        return pgid

    pgid = asyncio.run(go())
    assert wait_gone(pgid)


def test_a_hung_call_times_out_megabytes_are_capped_and_non_text_is_summarized():
    async def go():
        host = McpHost(stdio(), call_timeout=1.0)
        hung = await host.call_tool("box", "hang", {})
        assert not hung.ok and "did not answer within 1 s" in hung.text
        big = await host.call_tool("box", "big", {"n": 4_000_000})
        assert big.ok and big.text.endswith(f"… {4_000_000 - 16384} more characters")
        assert len(big.text) < 17_000
        pic = await host.call_tool("box", "picture", {})
        assert pic.text == "a caption\n[image/png, 12.3 kB]"
        # Cancelling a call (Stop) ends the wait; the server stays usable, as after a timeout.
        call = asyncio.create_task(host.call_tool("box", "hang", {}))
        await asyncio.sleep(0.3)
        call.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await call
        assert call.cancelled()
        assert (await host.call_tool("box", "echo", {"text": "still here"})).text == "still here"
        await host.aclose()

    asyncio.run(go())


def test_a_server_that_crashes_mid_call_is_a_message_and_starts_again_when_next_needed():
    async def go():
        host = McpHost(stdio())
        crashed = await host.call_tool("box", "crash", {})
        assert not crashed.ok
        assert "stopped while running 'crash'" in crashed.text
        assert "crashing on purpose" in crashed.text  # its own last words
        assert host.status("box").state == State.FAILED
        again = await host.call_tool("box", "echo", {"text": "back"})
        assert (again.ok, again.text) == (True, "back")
        await host.aclose()

    asyncio.run(go())


def test_invalid_json_rpc_fails_the_call_at_once_and_restarts_the_server():
    async def go():
        host = McpHost(stdio(), call_timeout=10.0)
        bad = await host.call_tool("box", "garbage", {})
        assert not bad.ok
        assert "not valid JSON-RPC" in bad.text and "this is not json-rpc" in bad.text
        assert host.status("box").state == State.FAILED
        assert (await host.call_tool("box", "echo", {"text": "ok"})).text == "ok"
        await host.aclose()

    asyncio.run(go())


def test_the_model_calling_an_unknown_tool_or_wrong_arguments_gets_the_servers_error():
    async def go():
        host = McpHost(stdio())
        unknown = await host.call_tool("box", "nope", {})
        assert not unknown.ok and "Unknown tool: nope" in unknown.text
        wrong = await host.call_tool("box", "add", {"a": "x", "b": 1})
        assert not wrong.ok and "The tool reported an error" in wrong.text
        await host.aclose()

    asyncio.run(go())


@pytest.mark.parametrize(
    ("config", "said"),
    [
        (stdio("fail"), "missing TOOLBOX_TOKEN"),
        (
            parse_config({"mcpServers": {"box": {"command": "no-such-mcp-server-xyz"}}}).servers,
            "could not start 'no-such-mcp-server-xyz'",
        ),
        (stdio("mute"), "did not answer the MCP handshake within 1.5 s"),
    ],
    ids=["exits", "no-such-program", "never-answers"],
)
def test_a_server_that_does_not_start_fails_with_its_reason(config, said):
    async def go():
        host = McpHost(config, start_timeout=1.5)
        status = await host.start("box")
        assert status.state == State.FAILED
        assert said in status.error
        result = await host.call_tool("box", "echo", {"text": "x"})
        assert not result.ok and said in result.text
        await host.aclose()

    asyncio.run(go())


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def http_toolbox() -> Iterator[str]:
    port = _free_port()
    proc = subprocess.Popen(
        [sys.executable, TOOLBOX, "http", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 0.2):
                break
            assert proc.poll() is None, "the HTTP toolbox exited"
            time.sleep(0.05)
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()


def test_streamable_http_server_on_loopback_lists_and_calls():
    with http_toolbox() as url:

        async def go():
            parsed = parse_config({"mcpServers": {"web": {"type": "streamable-http", "url": url}}})
            host = McpHost(parsed.servers, call_timeout=1.0)
            tools = await host.list_tools()
            assert {"echo", "add", "big"} <= {t.name for t in tools}
            assert (await host.call_tool("web", "add", {"a": 1, "b": 2})).text == "3"
            hung = await host.call_tool("web", "hang", {})
            assert not hung.ok and "did not answer within 1 s" in hung.text
            await host.aclose()

        asyncio.run(go())


def test_an_http_server_that_is_not_listening_is_a_clear_failure():
    async def go():
        url = f"http://127.0.0.1:{_free_port()}/mcp"
        host = McpHost(parse_config({"mcpServers": {"web": {"url": url}}}).servers)
        status = await host.start("web")
        assert status.state == State.FAILED
        assert "web" in status.error and url in status.error
        await host.aclose()

    asyncio.run(go())


def test_a_server_off_the_machine_is_refused_until_the_user_agreed():
    entry = {"url": "http://192.0.2.7/mcp", "confirmedRemote": True}
    pasted = parse_config({"mcpServers": {"far": entry}})
    server = pasted.servers[0]
    assert server.leaves_machine and not server.may_connect  # pasted agreement ignored

    async def go():
        host = McpHost([server])
        status = await host.start("far")
        assert status.state == State.FAILED
        assert "not on this machine" in status.error and "Settings > Tools" in status.error

    asyncio.run(go())


@pytest.mark.parametrize("mode", ["stdio", "lingering"])
def test_a_sigkilled_host_leaves_no_server_process(tmp_path, mode):
    """ "lingering" outlives its closed stdin: only the launcher's guard ends it."""
    pidfile = tmp_path / "pid"
    child = subprocess.Popen(
        [sys.executable, str(SUPPORT / "mcp_host_child.py"), mode],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "MCP_PIDFILE": str(pidfile)},
        start_new_session=True,
    )
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "ready"
        server_pid, pgid = (int(x) for x in pidfile.read_text().split())
        assert pgid != os.getpgrp() and group_alive(pgid)
        child.kill()  # SIGKILL: the host gets no chance to clean up
        child.wait()
        assert wait_gone(pgid), f"server {server_pid} (group {pgid}) outlived its host"
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(child.pid, signal.SIGKILL)
        with contextlib.suppress(ValueError, OSError):  # a failed run leaves nothing either
            os.killpg(int(pidfile.read_text().split()[1]), signal.SIGKILL)


def test_a_server_that_dies_while_idle_shows_failed_and_the_next_call_starts_it_again(tmp_path):
    pidfile = tmp_path / "pid"

    async def go():
        host = McpHost(stdio(MCP_PIDFILE=str(pidfile)))
        await host.start("box")
        os.kill(int(pidfile.read_text().split()[0]), signal.SIGKILL)
        for _ in range(400):  # seen without any call (bounded: a bug fails, not hangs)
            if host.status("box").state != State.READY:
                break
            await asyncio.sleep(0.05)
        assert host.status("box").state == State.FAILED
        assert "stopped" in host.status("box").error
        result = await host.call_tool("box", "echo", {"text": "again"})
        assert (result.ok, result.text) == (True, "again")
        await host.aclose()

    asyncio.run(go())
