"""The one way to stop a process group, on real process groups: leader alive, leader dead with
workers living on, workers that ignore SIGINT (and SIGTERM), and a group already gone."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import subprocess
import sys
import time

import pytest

from app.core.procgroup import end_group, end_group_async, group_alive, signal_group
from tests.support.engine import group_members

pytestmark = pytest.mark.timeout(60)

# A leader with two workers in its group; `ignore` names the signals the workers ignore,
# "up" once both workers ignore them: a signal sent before a worker set its handler killed it
# (a flaky run on a loaded CI machine found one worker of two left).
SCRIPT = """
import os, signal, sys, time
ignore = [getattr(signal, n) for n in sys.argv[1].split(",") if n]
ready_r, ready_w = os.pipe()
for _ in range(2):
    if os.fork() == 0:
        for s in ignore:
            signal.signal(s, signal.SIG_IGN)
        os.write(ready_w, b"x")
        while True:
            time.sleep(1)
got = b""
while len(got) < 2:
    got += os.read(ready_r, 2 - len(got))
print("up", flush=True)
while True:
    time.sleep(1)
"""


def start_group(ignore: str = "") -> subprocess.Popen:
    proc = subprocess.Popen([sys.executable, "-c", SCRIPT, ignore], stdout=subprocess.PIPE,
                            text=True, start_new_session=True)  # fmt: skip
    assert proc.stdout.readline().strip() == "up"
    deadline = time.monotonic() + 10
    while len(group_members(proc.pid)) < 3 and time.monotonic() < deadline:
        time.sleep(0.02)
    assert len(group_members(proc.pid)) == 3
    return proc


def reaped(proc: subprocess.Popen):
    """The check for a group whose leader is our child: reap it, or its zombie keeps the group."""
    return lambda: proc.poll() is not None and not group_alive(proc.pid)


@pytest.fixture
def groups():
    made: list[subprocess.Popen] = []
    yield made
    for p in made:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(p.pid, signal.SIGKILL)
        p.wait(10)


def test_a_live_leader_and_its_workers_go_on_the_first_signal(groups):
    proc = start_group()
    groups.append(proc)
    steps = ((signal.SIGINT, 5.0), (signal.SIGTERM, 5.0), (signal.SIGKILL, 5.0))
    assert end_group(proc.pid, steps, gone=reaped(proc))
    assert group_members(proc.pid) == [] and proc.returncode == -signal.SIGINT


def test_workers_of_a_dead_leader_are_ended_by_group(groups):
    proc = start_group()
    groups.append(proc)
    os.kill(proc.pid, signal.SIGKILL)  # the leader alone
    proc.wait(10)
    assert len(group_members(proc.pid)) == 2 and group_alive(proc.pid)
    assert end_group(proc.pid, ((signal.SIGTERM, 5.0), (signal.SIGKILL, 5.0)))
    assert group_members(proc.pid) == []


def test_workers_that_ignore_sigint_and_sigterm_meet_sigkill(groups):
    proc = start_group("SIGINT,SIGTERM")
    groups.append(proc)
    steps = ((signal.SIGINT, 0.5), (signal.SIGTERM, 0.5), (signal.SIGKILL, 5.0))
    assert asyncio.run(end_group_async(proc.pid, steps, gone=reaped(proc)))
    assert group_members(proc.pid) == []


def test_a_group_already_gone_ends_at_once_and_signals_nothing(groups):
    proc = start_group()
    groups.append(proc)
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait(10)
    deadline = time.monotonic() + 10
    while group_alive(proc.pid) and time.monotonic() < deadline:
        time.sleep(0.02)
    assert not signal_group(proc.pid, signal.SIGTERM)
    assert end_group(proc.pid, ((signal.SIGTERM, 30.0), (signal.SIGKILL, 30.0)))
    assert asyncio.run(end_group_async(proc.pid))


def test_a_group_that_will_not_go_in_time_is_reported_so(groups):
    proc = start_group("SIGTERM")
    groups.append(proc)
    assert not end_group(proc.pid, ((signal.SIGTERM, 0.3),), gone=reaped(proc))
    assert len(group_members(proc.pid)) == 2  # the workers: still there, and said to be
