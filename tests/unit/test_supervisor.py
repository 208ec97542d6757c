"""The supervisor against the SGLang double as a real subprocess (and plain processes)."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import os
import signal
import socket
import stat
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from app.core.engine import events as ev
from app.core.engine.logparse import is_decode_status
from app.core.engine.supervisor import (
    PortInUseError,
    RestartPolicy,
    Supervisor,
    Timeouts,
    check_port,
)
from app.core.paths import Paths
from app.core.recipe import SERVED_MODEL_NAME
from tests.support.engine import ROOT, double_plan, group_members, make_model_dir

FAST = ("--double-load-s", "0.3", "--double-health-delay", "0.05", "--double-warmup-delay", "0.05")


@pytest.fixture
def paths(tmp_path):
    return Paths.from_basedir(tmp_path / "base").ensure()


@pytest.fixture
def model(tmp_path):
    return make_model_dir(tmp_path)


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 60))


async def _start(paths, plan, **kw):
    sup = Supervisor(paths, **kw)
    seen: list[ev.EngineEvent] = []
    sup.subscribe(seen.append)
    await sup.start(plan)
    return sup, seen


def test_ready_then_clean_stop(paths, model):
    async def go():
        plan = double_plan(paths, model, *FAST)
        sup, seen = await _start(paths, plan)
        assert await sup.wait_ready(30)
        pgid = sup.pid
        assert len(group_members(pgid)) >= 2  # the double forks a child, like SGLang
        # The key file is private while the engine runs, and the key is not in argv.
        assert stat.S_IMODE(os.stat(plan.config_file).st_mode) == 0o600
        assert plan.api_key not in " ".join(plan.argv)
        assert json.loads(paths.engine_pidfile.read_text())["pid"] == pgid
        async with httpx.AsyncClient() as c:
            assert (await c.get(plan.base_url + "/health")).status_code == 200
        outcome = await sup.stop()
        sup.close()
        return plan, pgid, seen, outcome, sup

    plan, pgid, seen, outcome, sup = run(go())
    states = [e.state for e in seen if isinstance(e, ev.StateChanged)]
    assert states[:3] == [ev.EngineState.STARTING, ev.EngineState.LOADING, ev.EngineState.READY]
    assert states[-2:] == [ev.EngineState.STOPPING, ev.EngineState.STOPPED]
    kinds = [type(e).__name__ for e in seen]
    # Loading stages arrive in order (the NEXTN draft loads its weights a second time).
    order = ["WeightsLoadBegin", "WeightsProgress", "WeightsLoaded", "ServerReady"]
    firsts = [kinds.index(k) for k in order]
    assert firsts == sorted(firsts)
    assert kinds.index("ServerReady") > max(i for i, k in enumerate(kinds) if k == "WeightsLoaded")
    assert outcome is not None and outcome.expected and not outcome.crashed
    assert group_members(pgid) == []  # no orphans
    assert not plan.config_file.exists() and not paths.engine_pidfile.exists()
    log_text = paths.engine_log.read_text()
    assert "Load weight begin" in log_text and plan.api_key not in log_text
    assert any("ready to roll" in ln for ln in sup.lines)
    assert not any(plan.api_key in ln for ln in sup.lines)
    assert not any(plan.api_key in getattr(e, "text", "") for e in seen)


def test_decode_status_lines_keep_only_the_newest_in_the_ring(paths, model):
    """SGLang logs a Decode batch line every 40 decode steps: in the ring (the crash card's tail,
    a late log view's catch-up) a run of them keeps only the newest, so a long chat neither
    pushes the start-up lines out nor grows the ring; engine.log and the events keep every one."""

    async def go():
        plan = double_plan(paths, model, *FAST, "--double-tok-per-s", "4000")
        sup, seen = await _start(paths, plan)
        assert await sup.wait_ready(30)
        startup = [ln for ln in sup.lines if not is_decode_status(ln)]
        body = {"model": SERVED_MODEL_NAME, "max_tokens": 400,
                "messages": [{"role": "user", "content": "Write at length."}]}  # fmt: skip
        auth = {"Authorization": f"Bearer {plan.api_key}"}
        async with httpx.AsyncClient(timeout=30) as c:
            for _ in range(2):
                r = await c.post(plan.base_url + "/v1/chat/completions", json=body, headers=auth)
                assert r.status_code == 200
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:  # the log reader may trail the HTTP reply
            if sum(is_decode_status(e.text) for e in seen if isinstance(e, ev.LogLine)) >= 6:
                break
            await asyncio.sleep(0.05)
        ring = list(sup.lines)
        await sup.stop()
        sup.close()
        return startup, ring, seen

    startup, ring, seen = run(go())
    emitted = [e.text for e in seen if isinstance(e, ev.LogLine) and is_decode_status(e.text)]
    assert len(emitted) >= 6  # 2 x 400 tokens at ~2.7 a step: one line every 40 steps
    kept = [ln for ln in ring if is_decode_status(ln)]
    assert 1 <= len(kept) < len(emitted)
    assert not any(is_decode_status(a) and is_decode_status(b) for a, b in itertools.pairwise(ring))
    assert emitted[-1] in ring  # the newest stands for the run
    assert all(ln in ring for ln in startup)  # nothing else is dropped
    on_disk = [ln for ln in paths.engine_log.read_text().splitlines() if is_decode_status(ln)]
    assert on_disk == emitted


def test_crash_during_load_gives_outcome_with_diagnosis(paths, model):
    async def go():
        sup, seen = await _start(
            paths, double_plan(paths, model, *FAST, "--double-fault", "oom-load")
        )
        assert not await sup.wait_ready(30)
        return sup, seen

    sup, seen = run(go())
    assert sup.state == ev.EngineState.CRASHED
    out = sup.outcome
    # SGLang's launcher SIGKILLs itself when a scheduler child fails.
    assert out is not None and out.crashed and (out.signal or out.returncode not in (0, None))
    assert out.diagnosis is not None and out.diagnosis.kind == "oom"
    assert any("OutOfMemoryError" in ln for ln in out.last_lines)
    assert len(out.last_lines) <= 200
    assert any(isinstance(e, ev.OutOfMemory) for e in seen)
    assert any(isinstance(e, ev.TracebackSeen) for e in seen)


def test_traceback_crash_is_diagnosed(paths, model):
    async def go():
        sup, _ = await _start(
            paths, double_plan(paths, model, *FAST, "--double-fault", "crash-load")
        )
        await sup.wait_ready(30)
        return sup

    sup = run(go())
    assert sup.outcome.diagnosis.kind == "traceback"


def test_hang_never_ready_then_stop(paths, model):
    async def go():
        sup, _ = await _start(paths, double_plan(paths, model, *FAST, "--double-fault", "hang"))
        ready = await sup.wait_ready(2.0)
        state = sup.state
        pgid = sup.pid
        await sup.stop()
        return ready, state, pgid, sup

    ready, state, pgid, sup = run(go())
    assert not ready and state in (ev.EngineState.STARTING, ev.EngineState.LOADING)
    assert sup.state == ev.EngineState.STOPPED and group_members(pgid) == []


# An "engine" that notes each SIGINT and SIGTERM and lives on, with two children that ignore
# both: only SIGKILL to the whole group ends it. "up" once its traps are set.
STUBBORN = """
(trap "" INT TERM; exec sleep 600) &
(trap "" INT TERM; exec sleep 600) &
trap 'echo INT >> "$1"' INT
trap 'echo TERM >> "$1"' TERM
echo up >> "$1"
while :; do wait; done
"""


def test_stop_escalates_to_sigkill_for_the_whole_group(paths, model, tmp_path):
    noted = tmp_path / "signals"
    plan = double_plan(paths, model)
    plan.argv = ["sh", "-c", STUBBORN, "engine", str(noted)]

    async def go():
        sup, _ = await _start(paths, plan, timeouts=Timeouts(0.3, 0.3, 5))
        while not (noted.exists() and noted.read_text()):
            await asyncio.sleep(0.02)
        pgid = sup.pid
        assert len(group_members(pgid)) >= 3
        outcome = await sup.stop()
        return outcome, pgid

    outcome, pgid = run(go())
    assert outcome.signal == signal.SIGKILL and outcome.expected
    assert group_members(pgid) == []
    # It asked politely first, in order: SIGINT, then SIGTERM, and only then SIGKILL.
    assert noted.read_text().split() == ["up", "INT", "TERM"]


def test_port_taken_is_a_clear_error_and_zero_picks_another(paths, model):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        taken = s.getsockname()[1]
        with pytest.raises(
            PortInUseError, match=f"Port {taken} .* in use.*set the engine port to 0"
        ):
            check_port(taken)
        assert check_port(0) != taken

        async def go():
            sup = Supervisor(paths)
            with pytest.raises(PortInUseError):
                await sup.start(double_plan(paths, model, *FAST, port=taken))
            return sup

        sup = run(go())
        assert sup.state == ev.EngineState.STOPPED and sup.pid is None


def test_restart_gives_a_new_ready_engine(paths, model):
    async def go():
        sup, _ = await _start(paths, double_plan(paths, model, *FAST))
        assert await sup.wait_ready(30)
        first = sup.pid
        await sup.restart()
        assert await sup.wait_ready(30)
        second = sup.pid
        await sup.stop()
        return first, second

    first, second = run(go())
    assert first != second
    assert group_members(first) == [] and group_members(second) == []


def test_no_orphans_when_the_app_is_sigkilled(tmp_path):
    proc = subprocess.Popen(
        [sys.executable, str(ROOT / "tests" / "support" / "run_supervisor.py"), str(tmp_path)],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        line = proc.stdout.readline().split()
        engine_pid, ready = int(line[0]), line[1] == "1"
        assert ready and group_members(engine_pid)
        proc.kill()
        proc.wait(10)
        deadline = time.monotonic() + 20
        while group_members(engine_pid) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert group_members(engine_pid) == []
    finally:
        proc.kill()


def _orphan(seconds: str) -> int:
    """A process that is not our child (as a leftover from a dead app is not): pid of `sleep`.

    SIGINT is reset to its default (a shell starts background jobs with it ignored), so the
    leftover ends at the first signal, as an engine does, instead of waiting out the grace."""
    out = subprocess.run(
        ["sh", "-c", f"env --default-signal=INT sleep {seconds} >/dev/null 2>&1 & echo $!"],
        capture_output=True, text=True, start_new_session=True, check=True,
    )  # fmt: skip
    pid = int(out.stdout)
    cmdline = Path(f"/proc/{pid}/cmdline")
    # $! is env's pid; the leftover is recognised by its command line once env has exec'd sleep.
    while not cmdline.read_bytes().startswith(b"sleep\0"):
        time.sleep(0.01)
    return pid


def _alive(pid: int) -> bool:
    return (
        Path(f"/proc/{pid}").exists()
        and "Z" not in Path(f"/proc/{pid}/stat").read_text().split()[2]
    )


def test_leftover_engine_from_pidfile_is_verified_then_stopped(paths):
    leftover, stranger = _orphan("600"), _orphan("601")
    try:
        sup = Supervisor(paths)
        # A pidfile whose pid now runs another command line is never acted on.
        paths.engine_pidfile.write_text(
            json.dumps({"pid": stranger, "pgid": os.getpgid(stranger), "argv": ["sglang", "x"]})
        )
        assert sup.find_leftover() is None and not paths.engine_pidfile.exists()
        assert _alive(stranger)
        paths.engine_pidfile.write_text(
            json.dumps({"pid": leftover, "pgid": os.getpgid(leftover), "argv": ["sleep", "600"]})
        )
        assert sup.find_leftover() is not None
        assert run(sup.reap_leftover())
        assert not _alive(leftover)
        assert not paths.engine_pidfile.exists()
    finally:
        for pid in (leftover, stranger):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)


def test_restart_policy_is_bounded():
    crash = ev.ProcessOutcome(1, None, False, (), ev.Diagnosis("traceback", "x", "y"))
    policy = RestartPolicy(max_restarts=3, window_s=100, base_s=1, cap_s=3)
    delays = [policy.next_delay(crash, now=t) for t in (0, 1, 2, 3)]
    assert delays == [1, 2, 3, None]
    assert policy.next_delay(crash, now=200) == 1  # the window moved on
    oom = ev.ProcessOutcome(1, None, False, (), ev.Diagnosis("oom", "x", "y"))
    assert RestartPolicy().next_delay(oom) is None
    assert RestartPolicy().next_delay(ev.ProcessOutcome(0, None, True)) is None
