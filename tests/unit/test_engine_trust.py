"""The engine process can be trusted (issue 25): the port's listener is proved to be the engine
Ling Desk started before anything carries the key, and the engine's HTTP probes ignore proxies.

Real processes throughout: the SGLang double, and a second HTTP server in its own session that
takes the engine's port while the engine loads.
"""

from __future__ import annotations

import asyncio
import json
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from app.core.engine import events as ev
from app.core.engine.listener import foreign_listener, listening_inodes
from app.core.engine.supervisor import Supervisor, pick_free_port
from app.core.gateway.feed import EngineFeed
from app.core.gateway.state import ReadinessState
from app.core.paths import Paths
from app.core.recipe import LaunchPlan
from tests.support.engine import ROOT, double_plan, group_members, make_model_dir

pytestmark = pytest.mark.timeout(90)

THIEF = ROOT / "tests" / "support" / "port_thief.py"
FAST = ("--double-health-delay", "0.05", "--double-warmup-delay", "0.05")


@pytest.fixture
def paths(tmp_path):
    return Paths.from_basedir(tmp_path / "base").ensure()


@pytest.fixture
def model(tmp_path):
    return make_model_dir(tmp_path)


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 60))


def test_a_socket_is_traced_to_its_process_group():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        port = s.getsockname()[1]
        assert listening_inodes(port)
        assert foreign_listener(port, os.getpgid(0)) is None  # ours
        other = foreign_listener(port, 999_999_999)  # not the engine's group
        assert other is not None and f"pid {os.getpid()}" in other
    # Nothing listens: whatever answered was not the engine (unless a container NATs it).
    assert foreign_listener(port, os.getpgid(0)) is not None
    assert foreign_listener(port, os.getpgid(0), container=True) is None


def test_port_taken_while_the_engine_loads_gets_nothing(paths, model, tmp_path):
    # The double binds only after loading (as SGLang does); the thief binds first. The double's
    # own warmup waits long, so any key the thief sees could only have come from Ling Desk.
    plan = double_plan(paths, model, "--double-load-s", "4", "--double-warmup-delay", "30")
    record = tmp_path / "thief.jsonl"
    record.touch()
    thief: subprocess.Popen | None = None

    readiness = ReadinessState()

    async def go():
        nonlocal thief
        sup = Supervisor(paths)
        seen: list[ev.EngineEvent] = []
        sup.subscribe(seen.append)
        sup.subscribe(EngineFeed(readiness, sup))  # what the local API's clients are told
        await sup.start(plan)
        thief = subprocess.Popen(
            [sys.executable, str(THIEF), str(plan.port), str(record)],
            stdout=subprocess.PIPE, text=True, start_new_session=True,
        )  # fmt: skip
        assert thief.stdout.readline().strip() == "listening"
        ready = await sup.wait_ready(30)
        ended = await sup.wait_ended(30)
        sup.close()
        return sup, seen, ready, ended

    try:
        sup, seen, ready, ended = run(go())
    finally:
        if thief is not None:
            thief.kill()
            thief.wait(10)
    assert not ready and ended
    out = sup.outcome
    assert out is not None and out.crashed and not out.expected
    assert out.diagnosis.kind == "port_in_use"
    assert "Another program took the engine's port" in out.diagnosis.summary
    # Ling Desk stopped it: no "crashed, killed by signal 2" anywhere the user reads.
    assert out.by_app and out.describe() == "stopped by Ling Desk"
    assert out.headline() == "Ling Desk stopped the engine"
    assert "Ling Desk sent it nothing and stopped the engine" in out.diagnosis.summary
    said = readiness.get().message()
    assert said == "Ling-3.0-flash is not available: Ling Desk stopped the engine (it says why)"
    assert sup.state == ev.EngineState.CRASHED
    assert not any(isinstance(e, ev.StateChanged) and e.state == ev.EngineState.READY
                   for e in seen)  # fmt: skip
    requests = [json.loads(ln) for ln in record.read_text().splitlines()]
    assert requests, "the thief was never asked anything: the test proves nothing"
    assert {r["path"] for r in requests} == {"/health"}
    text = record.read_text()
    assert plan.api_key not in text and "authorization" not in text.lower()
    assert not group_members(sup.pid or 0)
    assert "held by" in Path(paths.engine_log).read_text()


def test_the_engine_is_ready_through_a_proxy_in_the_environment(paths, model, monkeypatch):
    # A company desktop: every request would go to a proxy that does not exist.
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        dead = f"http://127.0.0.1:{s.getsockname()[1]}"
    for var in ("HTTP_PROXY", "http_proxy", "ALL_PROXY", "all_proxy"):
        monkeypatch.setenv(var, dead)
    monkeypatch.delenv("NO_PROXY", raising=False)
    monkeypatch.delenv("no_proxy", raising=False)
    plan = double_plan(paths, model, "--double-load-s", "0.3", *FAST)

    async def go():
        sup = Supervisor(paths)
        await sup.start(plan)
        try:
            return await sup.wait_ready(30)
        finally:
            await sup.stop()
            sup.close()

    assert run(go())


def _plain_plan(paths: Paths, code: str) -> LaunchPlan:
    """A launch of a plain Python program (no HTTP: nothing to poll)."""
    return LaunchPlan(argv=[sys.executable, "-c", code], env={"PYTHONPATH": "/the/extension"},
                      files={}, port=pick_free_port(), poll_health=False)  # fmt: skip


def _run_to_end(paths: Paths, plan: LaunchPlan) -> tuple[Supervisor, list[ev.EngineEvent]]:
    async def go():
        sup = Supervisor(paths, die_with_app=True)
        seen: list[ev.EngineEvent] = []
        sup.subscribe(seen.append)
        await sup.start(plan)
        assert await sup.wait_ended(30)
        sup.close()
        return sup, seen

    return run(go())


def test_the_engine_gets_only_an_allow_listed_environment(paths, monkeypatch):
    given = {
        "HF_TOKEN": "hf_secret", "AWS_SECRET_ACCESS_KEY": "aws", "AWS_PROFILE": "team",
        "OPENAI_API_KEY": "sk-team", "TEAM_SERVER_TOKEN": "t", "SGLANG_API_KEY": "k",
        "HTTPS_PROXY": "http://proxy:3128", "PYTHONPATH": "/the/app", "LING_DESK_API_KEY": "x",
        "SGLANG_ENABLE_JIT_DEEPGEMM": "0", "CUDA_VISIBLE_DEVICES": "1", "NCCL_DEBUG": "INFO",
        "LC_ALL": "C.UTF-8", "TZ": "UTC", "HF_HUB_OFFLINE": "1", "TORCH_CUDA_ARCH_LIST": "12.1",
    }  # fmt: skip
    for k, v in given.items():
        monkeypatch.setenv(k, v)
    code = "import json, os; print('ENV ' + json.dumps(dict(os.environ)))"
    sup, _ = _run_to_end(paths, _plain_plan(paths, code))
    line = next(ln for ln in sup.tail() if ln.startswith("ENV "))
    env = json.loads(line[4:])
    for gone in ("HF_TOKEN", "AWS_SECRET_ACCESS_KEY", "AWS_PROFILE", "OPENAI_API_KEY",
                 "TEAM_SERVER_TOKEN", "SGLANG_API_KEY", "HTTPS_PROXY", "LING_DESK_API_KEY"):  # fmt: skip
        assert gone not in env, gone
    for kept in ("SGLANG_ENABLE_JIT_DEEPGEMM", "CUDA_VISIBLE_DEVICES", "NCCL_DEBUG", "LC_ALL",
                 "TZ", "HF_HUB_OFFLINE", "TORCH_CUDA_ARCH_LIST", "PATH", "HOME"):  # fmt: skip
        assert env[kept] == os.environ[kept], kept
    assert env["PYTHONPATH"] == "/the/extension"  # the plan's own, not the app's


def test_a_giant_line_is_kept_whole_in_the_log_and_cut_in_the_events(paths):
    # 4 MB without a newline, then ordinary lines: the pipes are read on, nothing blocks.
    code = ("import sys; sys.stdout.write('x' * 4_000_000); sys.stdout.flush(); "
            "print(); print('after the giant'); sys.stderr.write('on stderr\\n')")  # fmt: skip
    sup, seen = _run_to_end(paths, _plain_plan(paths, code))
    assert sup.outcome is not None and sup.outcome.returncode == 0
    lines = [e.text for e in seen if isinstance(e, ev.LogLine)]
    giant = next(t for t in lines if t.startswith("xxx"))
    assert len(giant) < 20_000 and giant.endswith("the whole line is in engine.log]")
    assert "3,983,616 more characters" in giant
    assert "after the giant" in lines and "on stderr" in lines
    assert all(len(ln) < 20_000 for ln in sup.lines)
    logged = Path(paths.engine_log).read_text().splitlines()
    assert "x" * 4_000_000 in logged


def _proxy(folder: Path, name: str, port: int, claimed: int) -> subprocess.Popen:
    """A container runtime's port forwarder, as far as /proc shows one: its name, its argv
    (docker-proxy's -host-port), a listening socket, its own session."""
    script = folder / name
    script.write_text(
        f"#!{sys.executable}\nimport socket, sys, time\ns = socket.socket()\n"
        f"s.bind(('127.0.0.1', {port}))\ns.listen()\nprint('listening', flush=True)\n"
        "time.sleep(60)\n"
    )
    script.chmod(0o755)
    argv = [str(script), "-proto", "tcp", "-host-ip", "127.0.0.1", "-host-port", str(claimed),
            "-container-ip", "172.17.0.2", "-container-port", str(claimed)]  # fmt: skip
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, text=True, start_new_session=True)
    assert proc.stdout.readline().strip() == "listening"
    return proc


@pytest.mark.parametrize("name", ["docker-proxy", "rootlessport"])
def test_the_container_route_accepts_only_its_runtimes_forwarder(tmp_path, name):
    port = pick_free_port()
    proc = _proxy(tmp_path, name, port, port)
    try:
        me = os.getpgid(0)
        assert foreign_listener(port, me, container=True) is None
        said = foreign_listener(port, me)  # not the container route: a stranger's socket
        assert said is not None and name in said
    finally:
        proc.kill()
        proc.wait(10)


def test_a_docker_proxy_for_another_port_is_not_the_engines(tmp_path):
    port = pick_free_port()
    proc = _proxy(tmp_path, "docker-proxy", port, port + 1)
    try:
        assert foreign_listener(port, os.getpgid(0), container=True) is not None
    finally:
        proc.kill()
        proc.wait(10)


def test_a_line_that_never_ends_is_logged_in_pieces_and_reading_goes_on(paths):
    # 40 MB with no line break in 64 KiB writes, then ordinary lines: the reader holds at most
    # HELD_MAX of it, logs it whole in pieces, and the lines after it still arrive.
    from app.core.engine.supervisor import HELD_MAX

    sup = Supervisor(paths)
    seen: list[ev.EngineEvent] = []
    sup.subscribe(seen.append)
    total = 40 * 1024 * 1024

    async def go():
        reader = asyncio.StreamReader(limit=2**16)
        for _ in range(total // 65536):
            reader.feed_data(b"y" * 65536)
        reader.feed_data(b"\nnext line\r\n50%\rtail without newline")
        reader.feed_eof()
        await sup._read(reader, "stdout")

    run(go())
    sup.close()
    texts = [e.text for e in seen if isinstance(e, ev.LogLine)]
    assert [t[:3] for t in texts[:2]] == ["yyy", "yyy"]
    assert all(len(t) < 20_000 for t in texts)
    assert texts[2:] == ["next line", "50%", "tail without newline"]
    # The log rotates at 10 MB: the pieces are in engine.log.1 and engine.log.
    log = Path(paths.engine_log)
    logged = (log.with_name(log.name + ".1").read_text() + log.read_text()).splitlines()
    pieces = [ln for ln in logged if ln.startswith("y")]
    assert [len(p) for p in pieces] == [HELD_MAX, total - HELD_MAX]


def test_without_a_socket_table_the_listener_is_not_taken_for_the_engine(tmp_path):
    # A /proc without net/tcp (a restricted sandbox): who listens cannot be told. Fail closed.
    (tmp_path / "net").mkdir()
    said = foreign_listener(30000, os.getpgid(0), proc=tmp_path)
    assert said is not None and "cannot identify" in said
    assert foreign_listener(30000, os.getpgid(0), container=True, proc=tmp_path) is not None
