"""Leftover engines: recognised by what cannot drift (pid + start time + group), never argv;
a live engine of a live Ling Desk is never one; and the engine dies with the app even when the
app and its guard are both killed (the kernel's parent-death signal)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app.core.engine.supervisor import (
    EngineBusyError,
    Supervisor,
    Timeouts,
    engine_record_alive,
    process_identity,
)
from app.core.paths import Paths
from tests.support.engine import ROOT, double_plan, group_members, make_model_dir

pytestmark = pytest.mark.timeout(90)

HOLD = ROOT / "tests" / "support" / "hold_engine.py"


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 60))


def _hold(base: Path, die_with_app: bool) -> tuple[subprocess.Popen, int, int]:
    proc = subprocess.Popen(
        [sys.executable, str(HOLD), str(base), "1" if die_with_app else "0"],
        stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    engine, guard, ready = map(int, proc.stdout.readline().split())
    assert ready and group_members(engine)
    return proc, engine, guard


def _kill_app_and_guard(proc: subprocess.Popen, guard: int) -> None:
    os.kill(guard, signal.SIGKILL)  # the guard first, so it cannot end the engine
    proc.kill()
    proc.wait(10)


def _wait_gone(pgid: int, timeout: float = 15) -> bool:
    deadline = time.monotonic() + timeout
    while group_members(pgid) and time.monotonic() < deadline:
        time.sleep(0.05)
    return not group_members(pgid)


def _end(pgid: int | None) -> None:
    if pgid and group_members(pgid):
        with contextlib.suppress(ProcessLookupError):
            os.killpg(pgid, signal.SIGKILL)


def test_engine_dies_with_the_app_even_when_the_guard_is_killed_too(tmp_path):
    proc, engine, guard = _hold(tmp_path / "base", die_with_app=True)
    try:
        _kill_app_and_guard(proc, guard)
        assert _wait_gone(engine), "the engine outlived the app and its guard"
    finally:
        proc.kill()
        _end(engine)


def test_orphan_behind_a_rewriting_launcher_is_found_and_stopped(tmp_path):
    # No parent-death signal (as `check --keep-running` starts it), so the engine outlives
    # the app and its guard: a real orphan, launched through a shim that rewrites argv[0].
    base = tmp_path / "base"
    proc, engine, guard = _hold(base, die_with_app=False)
    try:
        _kill_app_and_guard(proc, guard)
        paths = Paths.from_basedir(base)
        info = json.loads(paths.engine_pidfile.read_text())
        assert info["argv"][0].endswith("python3.11")  # launched: the shim ...
        assert "sglang-double" in Path(f"/proc/{engine}/cmdline").read_text()  # runs: the double
        sup = Supervisor(paths)
        assert sup.find_leftover() is not None
        assert run(sup.reap_leftover())
        assert _wait_gone(engine, 5)
        assert not paths.engine_pidfile.exists()
    finally:
        proc.kill()
        _end(engine)


def test_live_engine_of_a_live_app_is_never_taken_for_a_leftover(tmp_path):
    base = tmp_path / "base"
    proc, engine, _guard = _hold(base, die_with_app=True)
    try:
        paths = Paths.from_basedir(base)
        before = process_identity(engine)
        sup = Supervisor(paths)
        assert sup.find_leftover() is None
        model = make_model_dir(tmp_path / "m2")
        with pytest.raises(EngineBusyError, match=rf"Another Ling Desk \(pid {proc.pid}\)"):
            run(sup.start(double_plan(paths, model)))
        assert process_identity(engine) == before and group_members(engine)
        assert paths.engine_pidfile.exists()
    finally:
        proc.kill()
        proc.wait(10)
        _end(engine)


def _orphan(seconds: str) -> int:
    out = subprocess.run(
        ["sh", "-c", f"sleep {seconds} >/dev/null 2>&1 & echo $!"],
        capture_output=True, text=True, start_new_session=True, check=True,
    )  # fmt: skip
    return int(out.stdout)


def test_recycled_pid_is_not_the_engine(tmp_path):
    stranger = _orphan("602")
    try:
        start, pgid = process_identity(stranger)
        record = {"pid": stranger, "pgid": pgid, "start": start + 1, "argv": ["x"]}
        assert not engine_record_alive(record)  # same pid, another process
        assert engine_record_alive({**record, "start": start})
        assert not engine_record_alive({**record, "start": start, "boot": "another-boot"})
        paths = Paths.from_basedir(tmp_path / "b").ensure()
        paths.engine_pidfile.write_text(json.dumps({**record, "start": start + 1}))
        assert Supervisor(paths).find_leftover() is None
        assert process_identity(stranger) is not None
    finally:
        os.kill(stranger, signal.SIGKILL)


def test_a_leftover_whose_leader_died_has_its_workers_stopped_by_group(tmp_path):
    """SGLang's scheduler processes (the GPU's holders) outlive a launcher that died: the whole
    group is signalled, never the leader's pid alone, and the pidfile goes only once it is gone."""
    group = subprocess.Popen(
        ["sh", "-c", "sleep 600 & sleep 600 & wait"],
        start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    pgid = group.pid
    try:
        deadline = time.monotonic() + 10
        while len(group_members(pgid)) < 3 and time.monotonic() < deadline:
            time.sleep(0.05)
        start, _ = process_identity(pgid)
        paths = Paths.from_basedir(tmp_path / "base").ensure()
        record = {"pid": pgid, "pgid": pgid, "start": start, "argv": ["sh"]}  # no live owner
        paths.engine_pidfile.write_text(json.dumps(record))
        os.kill(pgid, signal.SIGKILL)  # the leader dies; its two workers live on
        group.wait(10)
        workers = group_members(pgid)
        assert len(workers) == 2, workers
        # Workers that ignore SIGINT (as `&` jobs of sh do) are ended by the escalation.
        sup = Supervisor(paths, timeouts=Timeouts(sigint=0.5, sigterm=2.0, sigkill=2.0))
        assert sup.find_leftover() is not None  # a live group under a dead leader is the engine
        assert run(sup.reap_leftover())
        assert _wait_gone(pgid, 10), group_members(pgid)
        assert not paths.engine_pidfile.exists()
    finally:
        _end(pgid)
