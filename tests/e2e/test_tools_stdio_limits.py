"""The stdio transport's limits against real MCP servers (tests/support/mcp_toolbox.py): a result
past the size cap, a line that never ends, stderr that never stops, a crash after an unrelated
warning, and a helper process that leaves the server's group (ended at quit, at the server's own
exit and when the host is SIGKILLed)."""

from __future__ import annotations

import asyncio
import contextlib
import glob
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import pytest

from app.core.tools.config import ServerConfig, parse_config
from app.core.tools.host import McpHost, State

pytestmark = pytest.mark.timeout(180)

SUPPORT = Path(__file__).resolve().parents[1] / "support"
TOOLBOX = str(SUPPORT / "mcp_toolbox.py")


def stdio(mode: str = "stdio", **env: str) -> list[ServerConfig]:
    entry = {"command": sys.executable, "args": [TOOLBOX, mode], "env": env}
    parsed = parse_config({"mcpServers": {"box": entry}})
    assert parsed.ok, parsed.problems
    return parsed.servers


def pid_gone(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            stat = fh.read()
    except OSError:
        return True
    return stat[stat.rfind(b")") + 2 : stat.rfind(b")") + 3] == b"Z"


def wait_pid_gone(pid: int, within: float = 20.0) -> bool:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        if pid_gone(pid):
            return True
        time.sleep(0.05)
    return False


def read_pid(path: Path, within: float = 20.0) -> int:
    deadline = time.monotonic() + within
    while not path.exists():
        assert time.monotonic() < deadline, f"{path} never written"
        time.sleep(0.05)
    return int(path.read_text())


class Ticker:
    """Counts the event loop's turns while a call runs (a loop held by a read counts none)."""

    def __init__(self) -> None:
        self.ticks = 0
        self._task: asyncio.Task[None] | None = None

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(0.005)
            self.ticks += 1

    def __enter__(self) -> Ticker:
        self._task = asyncio.ensure_future(self._run())
        return self

    def __exit__(self, *_exc: object) -> None:
        assert self._task is not None
        self._task.cancel()


def test_a_result_past_the_cap_is_cut_with_its_beginning_and_the_server_starts_again():
    async def go():
        host = McpHost(stdio(), call_timeout=120.0)
        await host.start("box")
        with Ticker() as ticker:
            # 10 M characters: 20 MB on the wire (the SDK's server sends text and structured).
            cut = await host.call_tool("box", "big", {"n": 10_000_000})
        assert not cut.ok
        assert cut.text.startswith("The result of 'big' was cut at 16.0 MB")
        assert "stopped the server (it starts again when next needed)" in cut.text
        assert cut.text.endswith("x" * 1000)  # its beginning, as far as the result cap allows
        assert len(cut.text) <= host.result_cap
        assert ticker.ticks > 0  # the loop went on while the server wrote
        status = host.status("box")
        assert status.state == State.FAILED and "larger than 16.0 MB" in status.error
        again = await host.call_tool("box", "echo", {"text": "back"})
        assert (again.ok, again.text) == (True, "back")
        await host.aclose()

    asyncio.run(go())


def test_a_line_that_never_ends_is_cut_and_the_call_ends_long_before_its_timeout():
    async def go():
        host = McpHost(stdio(), call_timeout=600.0, message_cap=1_000_000)
        endless = await host.call_tool("box", "endless", {})
        assert not endless.ok
        assert endless.text.startswith("The result of 'endless' was cut at 1.0 MB")
        assert endless.text.endswith("y" * 100)
        assert host.status("box").state == State.FAILED
        assert (await host.call_tool("box", "add", {"a": 1, "b": 2})).text == "3"
        await host.aclose()
        assert host.status("box").state == State.STOPPED
        for _ in range(200):  # the pipe threads of both runs end (bounded: a leak fails)
            if not [t for t in threading.enumerate() if t.name.startswith("mcp-")]:
                break
            await asyncio.sleep(0.05)
        assert not [t.name for t in threading.enumerate() if t.name.startswith("mcp-")]

    asyncio.run(go())


def test_a_slow_line_without_newline_ends_at_the_call_timeout():
    async def go():
        host = McpHost(stdio(), call_timeout=1.0)
        slow = await host.call_tool("box", "trickle", {})
        assert not slow.ok and "did not answer within 1 s" in slow.text
        await host.aclose()  # the server still writing is ended
        assert host.status("box").state == State.STOPPED

    asyncio.run(go())


def test_stderr_is_kept_in_memory_as_its_last_lines_never_as_a_temp_file():
    async def go():
        host = McpHost(stdio(), call_timeout=120.0)
        # 200,000 lines, 20 MB: the server is never blocked on a full stderr pipe.
        shouted = await host.call_tool("box", "shout", {"n": 200_000})
        assert (shouted.ok, shouted.text) == (True, "shouted")
        assert not glob.glob(os.path.join(tempfile.gettempdir(), f"mcp-{os.getpid()}-*"))
        crashed = await host.call_tool("box", "crash", {})
        assert "its last output: toolbox: crashing on purpose" in crashed.text
        assert "eeee" not in crashed.text  # before the call: not its reason
        await host.aclose()

    asyncio.run(go())


def test_a_crash_says_how_it_ended_not_a_warning_written_at_start():
    async def go():
        host = McpHost(stdio("noisy"))
        gone = await host.call_tool("box", "vanish", {})
        assert not gone.ok
        assert "stopped while running 'vanish' (it was ended by SIGKILL)" in gone.text
        assert "unrelated SDK warning" not in gone.text
        assert "unrelated SDK warning" not in host.status("box").error
        crash = await host.call_tool("box", "crash", {})
        assert "(it exited with status 7; its last output: toolbox: crashing on purpose)" in (
            crash.text
        )
        await host.aclose()

    asyncio.run(go())


@pytest.mark.parametrize("how", ["quit", "exits"])
def test_a_helper_that_left_the_servers_group_is_ended_with_it(tmp_path, how):
    escapee = tmp_path / "escapee"
    pidfile = tmp_path / "pid"
    helper = 0

    async def go() -> int:
        host = McpHost(stdio("escaper", MCP_ESCAPEE=str(escapee), MCP_PIDFILE=str(pidfile)))
        assert (await host.start("box")).state == State.READY
        pid = read_pid(escapee)
        server_pgid = int(pidfile.read_text().split()[1])
        assert os.getpgid(pid) != server_pgid != os.getsid(pid)  # out of its group and session
        if how == "quit":
            await host.aclose()
        else:  # the server ends by itself: what it left behind goes with it
            crashed = await host.call_tool("box", "crash", {})
            assert "exited with status 7" in crashed.text
            await host.aclose()
        return pid

    try:
        helper = asyncio.run(go())
        assert wait_pid_gone(helper), f"helper {helper} outlived its server"
    finally:
        with contextlib.suppress(OSError, ValueError):
            os.kill(helper or read_pid(escapee, 0), signal.SIGKILL)


def test_a_sigkilled_host_leaves_no_helper_that_left_the_group(tmp_path):
    escapee = tmp_path / "escapee"
    child = subprocess.Popen(
        [sys.executable, str(SUPPORT / "mcp_host_child.py"), "escaper"],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "MCP_PIDFILE": str(tmp_path / "pid"), "MCP_ESCAPEE": str(escapee)},
        start_new_session=True,
    )
    helper = 0
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "ready"
        helper = read_pid(escapee)
        assert not pid_gone(helper)
        child.kill()  # SIGKILL: the host gets no chance to clean up
        child.wait()
        assert wait_pid_gone(helper), f"helper {helper} outlived the SIGKILLed host"
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(child.pid, signal.SIGKILL)
        with contextlib.suppress(OSError, ValueError):
            os.kill(helper or read_pid(escapee, 0), signal.SIGKILL)


def test_a_tool_list_past_the_cap_fails_the_start_with_the_reason():
    async def go():
        host = McpHost(stdio(), message_cap=1500)  # the handshake fits, the tool list does not
        status = await host.start("box")
        assert status.state == State.FAILED
        assert status.error.startswith("The tool server 'box' sent a message larger than 1.5 kB")
        call = await host.call_tool("box", "echo", {"text": "x"})
        assert not call.ok and "larger than 1.5 kB" in call.text
        await host.aclose()

    asyncio.run(go())


def test_a_working_folder_that_does_not_exist_is_named():
    async def go():
        entry = {"command": sys.executable, "args": [TOOLBOX, "stdio"], "cwd": "/no/such/dir"}
        host = McpHost(parse_config({"mcpServers": {"box": entry}}).servers)
        status = await host.start("box")
        assert status.state == State.FAILED
        assert "its working folder /no/such/dir does not exist" in status.error
        await host.aclose()

    asyncio.run(go())
